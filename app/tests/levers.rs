//! The engine's declared memory levers in the app: one row each in the VRAM panel, from the
//! declaration; the value chosen goes with the job, the worker's plan follows it, and
//! "Auto chose" names it.
use candela_engine::planner::levers::LEVERS;
use egui_kittest::kittest::Queryable;

mod common;
use common::{harness, replanned_after_click, run_until, small_settings, tiny_model};

#[test]
fn a_lever_row_sets_the_job_and_the_plan_follows_it() {
    let out = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    let mut s = small_settings(out.path());
    s.remember_model(&tiny_model());
    let mut h = harness(data.path(), s);
    for lever in LEVERS {
        h.get_by_label(lever.label);
    }
    run_until(&mut h, "the planner's answer", 90, |h| {
        h.state().plan.predicted.is_some()
    });
    let job = h.state().settings.job("p", 1, "/o");
    assert!(job.levers.is_empty(), "auto is not sent: {:?}", job.levers);
    let before = h.state().plan.predicted.unwrap().denoising;
    // The tiny model resident on the CPU worker: its text encoders leave the denoising.
    let after = replanned_after_click(&mut h, "on", before);
    assert!(after < before, "{after} >= {before}");
    let job = h.state().settings.job("p", 1, "/o");
    assert_eq!(job.levers["text_encoder_offload"], "on");
    // The plan the worker reports carries it, and Auto says so.
    let chosen = h.state().plan.chosen.clone().unwrap();
    assert_eq!(chosen.levers, job.levers);
    h.get_by_label_contains("Auto chose: offload none");
    h.get_by_label_contains(", offload text encoders: on");
    let saved = serde_json::to_string(&h.state().settings).unwrap();
    assert!(
        saved.contains(r#""levers":{"text_encoder_offload":"on"}"#),
        "{saved}"
    );
    // Back to off: sent as set, and the plan holds them again.
    let again = replanned_after_click(&mut h, "off", after);
    assert_eq!(again, before);
    assert_eq!(
        h.state().settings.job("p", 1, "/o").levers["text_encoder_offload"],
        "off"
    );
}
