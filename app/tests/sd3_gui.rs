//! SD 3 in the app, with the real app and its worker (egui_kittest, CPU, the tiny SD 3.5
//! Medium model of the parity tests): the model is named as its family's variant, brings
//! SD 3.5 Medium's steps, CFG and 1024 px where the settings were at the app's defaults,
//! shows the sampler it runs instead of the one chosen for other models, and its jobs carry
//! SD 3's fields (flow-matching Euler, T5 off, shift, T5's token count), and what SD 3
//! does not run yet is named before a job goes; back on SD 1.5 the
//! defaults are the app's again and no SD 3 field goes with the job.
use candela::stores::settings::{Sd3Ui, Settings};
use candela_engine::protocol::{Sampler, Schedule};
use common::{app_harness, parity, run_until, tiny_model};
use egui_kittest::kittest::Queryable;

mod common;

/// Waits for `model`'s summary and a plan request for it.
fn settle(h: &mut egui_kittest::Harness<'static, candela::App>, model: &str) {
    run_until(h, &format!("the summary and a plan of {model}"), 90, |h| {
        let s = h.state();
        matches!(&s.model_info, Some((m, Ok(_))) if m == model)
            && s.plan.sent.as_ref().is_some_and(|j| j.model == model)
    });
}

#[test]
fn an_sd3_model_brings_its_defaults_and_its_job_fields() {
    let data = tempfile::tempdir().unwrap();
    let sd3 = parity("models/sd35m_tiny").display().to_string();
    let mut s = Settings {
        out_dir: data.path().display().to_string(),
        ..Default::default()
    };
    s.generate.sampler = "dpmpp_2m".into();
    s.generate.schedule = "karras".into();
    s.sd3 = Sd3Ui {
        t5: false,
        shift: Some(2.5),
        max_sequence_length: Some(77),
        skip_layer_guidance: None,
    };
    s.remember_model(&sd3);
    let mut h = app_harness(data.path(), s);
    settle(&mut h, &sd3);
    let info = match &h.state().model_info {
        Some((_, Ok(i))) => i.clone(),
        other => panic!("{other:?}"),
    };
    assert_eq!(
        (info.family.as_str(), info.family_label.as_str()),
        ("sd3", "SD 3.5 Medium")
    );
    assert_eq!(info.variant.as_deref(), Some("sd35_medium"));
    assert_eq!(info.t5, Some(true));
    assert!(h
        .query_by_label("This model file carries no T5: its images are made without it.")
        .is_none());
    assert!(h.get_all_by_label("SD 3.5 Medium").next().is_some());
    let g = &h.state().settings.generate;
    assert_eq!((g.steps, g.cfg, g.width, g.height), (40, 4.5, 1024, 1024));
    // The sampler chosen for other models stays in the settings, shown as not used.
    assert_eq!(g.sampler, "dpmpp_2m");
    assert!(h.get_all_by_label("Euler (flow matching)").next().is_some());
    assert!(h.get_all_by_label("T5 text encoder").next().is_some());
    // SD 3's encoder files have their rows for an SD 3 model.
    for row in ["CLIP-L", "CLIP-G", "T5-XXL"] {
        assert!(
            h.get_all_by_label(row).next().is_some(),
            "{row}'s row for SD 3"
        );
    }
    let job = h.state().plan.sent.clone().unwrap();
    assert_eq!(
        (job.sampler, job.schedule),
        (Sampler::Euler, Schedule::Default)
    );
    assert_eq!(
        (job.no_t5, job.shift, job.max_sequence_length),
        (true, Some(2.5), Some(77))
    );
    assert_eq!(h.state().plan.unavailable, None);
    // What SD 3 does not run yet is named before a job is sent.
    let warning = "SD 3 does not run these yet (a job would be refused): LoRAs";
    assert!(h.query_by_label(warning).is_none());
    h.state_mut()
        .settings
        .loras
        .push(candela::stores::settings::LoraUi {
            path: "/nowhere/a.safetensors".into(),
            ..Default::default()
        });
    h.step();
    assert!(h.query_by_label(warning).is_some());
    h.state_mut().settings.loras.clear();
    h.step();
    assert!(h.query_by_label(warning).is_none());

    // T5 back on from the panel: the next plan request has no `no_t5`.
    h.get_by_label("T5 text encoder").click();
    run_until(&mut h, "a plan request with T5", 60, |h| {
        h.state().plan.sent.as_ref().is_some_and(|j| !j.no_t5)
    });
    assert!(h.state().settings.sd3.t5);

    // SD 1.5: the app's defaults again, its own sampler, no SD 3 field in the job.
    let sd15 = tiny_model();
    h.state_mut().set_model(&sd15);
    settle(&mut h, &sd15);
    let g = &h.state().settings.generate;
    assert_eq!((g.steps, g.cfg, g.width, g.height), (20, 7.5, 512, 512));
    let job = h.state().plan.sent.clone().unwrap();
    assert_eq!(job.sampler, Sampler::DpmPP2M);
    let json = serde_json::to_string(&job).unwrap();
    for field in ["no_t5", "\"shift\"", "max_sequence_length"] {
        assert!(!json.contains(field), "{field} in {json}");
    }
    assert_eq!(h.state().plan.unavailable, None);
    // SD 3's encoder rows are not offered for SD 1.5, unless one holds a file.
    for row in ["CLIP-L", "CLIP-G", "T5-XXL"] {
        assert!(
            h.query_all_by_label(row).next().is_none(),
            "{row}'s row for SD 1.5"
        );
    }
    assert!(h.get_all_by_label("Text encoder").next().is_some());
    h.state_mut().settings.attachments.insert(
        "t5xxl".into(),
        vec!["/nowhere/t5xxl_fp16.safetensors".into()],
    );
    h.step();
    assert!(
        h.get_all_by_label("T5-XXL").next().is_some(),
        "a set row stays, to be cleared"
    );
    h.state_mut().settings.attachments.clear();
    // SD 3's settings are kept for the next SD 3 model.
    assert_eq!(h.state().settings.sd3.shift, Some(2.5));
}
