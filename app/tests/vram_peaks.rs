//! Issue 13 in the app: the VRAM panel shows, per phase, the peak predicted when the job
//! was sent beside the peak measured after it, and marks a phase measured past its
//! prediction (a red OVER with the numbers on hover). The job runs on the real CPU worker
//! with the tiny model; the CPU has no device memory, so the worker's report says "not
//! measured" there, and the overrun is shown with the report a GPU worker sends.
use candela::App;
use candela_engine::protocol::{Event, PhasePeaks};
use egui_kittest::kittest::{NodeT, Queryable};
use egui_kittest::Harness;

mod common;
use common::{click, harness, run_until, small_settings, tiny_model};

/// The text of the one label containing `part`, as shown.
fn label_text(h: &Harness<'static, App>, part: &str) -> String {
    let node = h.get_by_label_contains(part);
    node.value()
        .or_else(|| node.accesskit_node().label())
        .unwrap_or_default()
}

fn shown(h: &Harness<'static, App>, text: &str) -> usize {
    h.query_all_by_label(text).count()
}

#[test]
fn predicted_at_send_beside_measured_and_an_overrun_is_marked() {
    let out = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    let mut s = small_settings(out.path());
    s.remember_model(&tiny_model());
    let mut h = harness(data.path(), s);
    run_until(&mut h, "the planner's answer", 90, |h| {
        h.state().plan.predicted.is_some()
    });
    // Nothing ran yet: no per-job grid.
    assert_eq!(shown(&h, "Last job, per phase"), 0);
    let at_send = h.state().plan.predicted.unwrap();
    click(&mut h, "Generate");
    assert_eq!(h.state().jobs.predicted, Some(at_send), "snapshot at send");
    h.get_by_label("This job, per phase");
    run_until(&mut h, "the job to end", 120, |h| {
        h.state().jobs.active.is_none() && h.state().jobs.measured.is_some()
    });
    assert_eq!(h.state().jobs.last_error, None);
    h.get_by_label("Last job, per phase");
    // The CPU worker's real report: nothing measured on the device, said in every row.
    assert_eq!(h.state().jobs.measured, Some(None));
    assert_eq!(shown(&h, "not measured"), 3);
    h.get_by_label("The CPU worker has no device memory to measure; the meter shows its RAM.");
    let human = candela::meter::human;
    assert!(shown(&h, &human(at_send.denoising)) >= 1);
    assert_eq!(shown(&h, "OVER"), 0);

    // A bigger image: the live prediction follows the settings, the grid keeps what the
    // job was sent with.
    let counter = h.state().plan.counter;
    h.state_mut().settings.generate.width = 512;
    h.state_mut().settings.generate.height = 512;
    run_until(&mut h, "the new prediction", 60, |h| {
        h.state().plan.counter > counter
            && h.state()
                .plan
                .predicted
                .is_some_and(|p| p.denoising != at_send.denoising)
    });
    assert_eq!(h.state().jobs.predicted, Some(at_send));
    let later = h.state().plan.predicted.unwrap();
    let live = label_text(&h, "Predicted peak: ");
    assert!(
        live.contains(&human(
            later.denoising.max(later.vae).max(later.text_encoding)
        )),
        "{live}"
    );
    assert!(
        shown(&h, &human(at_send.denoising)) >= 1,
        "the grid keeps the sent prediction"
    );

    // What a GPU worker reports after a job whose VAE went 150 MiB past its prediction
    // (the measured_peaks event as the worker writes it), for the job that was running.
    let over = 150 << 20;
    let measured = PhasePeaks {
        text_encoding: at_send.text_encoding,
        denoising: at_send.denoising.saturating_sub(1 << 20),
        vae: at_send.vae + over,
    };
    let line = format!(
        r#"{{"type":"measured_peaks","id":"job-1","measured_peak_bytes_per_phase":{}}}"#,
        serde_json::to_string(&measured).unwrap()
    );
    let event: Event = serde_json::from_str(&line).unwrap();
    let state = h.state_mut();
    state.jobs.active = Some(candela::stores::jobs::Job::sent(
        "job-1".into(),
        state.settings.job("p", 7, ""),
        candela::stores::jobs::Origin::Generate,
    ));
    state.jobs.predicted = Some(at_send);
    state.on_event(event);
    state.jobs.active = None;
    h.run_steps(2);
    assert_eq!(shown(&h, "OVER"), 1, "one phase marked");
    h.get_by_label(&human(at_send.vae + over));
    h.get_by_label_contains("A phase used more memory than predicted");
    // The marker says what went over, by how much, on hover.
    h.get_by_label("OVER").hover();
    h.run_steps(30);
    let tip = label_text(&h, "VAE: measured ");
    assert!(
        tip.contains(&format!("is {} (", human(over))) && tip.contains("over the predicted"),
        "{tip}"
    );
}
