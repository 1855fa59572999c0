//! The ControlNet panel with the real app and worker (egui_kittest, CPU, tiny models): a
//! unit shows its map's thumbnail, travels with the plan request (its ControlNet counted
//! in the predicted peak), and switching it off takes it out again.
use candela::stores::settings::Settings;
use candela_engine::protocol::ControlSpec;
use candela_engine::protocol::{Preprocess, Resize};
use common::{app_harness, replanned_after_click, run_until};

mod common;

fn parity_str(rel: &str) -> String {
    common::parity(rel).display().to_string()
}
use egui_kittest::kittest::Queryable;

#[test]
fn a_controlnet_unit_shows_its_map_and_counts_in_the_plan() {
    let data = tempfile::tempdir().unwrap();
    let mut s = Settings {
        out_dir: data.path().display().to_string(),
        ..Default::default()
    };
    (s.generate.width, s.generate.height, s.generate.steps) = (64, 64, 2);
    s.remember_model(&parity_str("models/sd1"));
    s.controlnet.push(ControlSpec {
        model: parity_str("models/controlnet_sd1"),
        image: parity_str("controlnet/control_0.png"),
        preprocess: Preprocess::Canny {
            low: 100.0,
            high: 200.0,
        },
        resize: Resize::Crop,
        scale: 0.8,
        start: 0.0,
        end: 1.0,
        enabled: true,
    });
    let mut h = app_harness(data.path(), s);
    run_until(&mut h, "a prediction with the unit", 60, |h| {
        h.state().plan.predicted.is_some() || h.state().plan.unavailable.is_some()
    });
    assert_eq!(h.state().plan.unavailable, None);
    let sent = h.state().plan.sent.clone().unwrap();
    assert_eq!(sent.controls.len(), 1);
    let with = h.state().plan.predicted.unwrap().denoising;
    // The live thumbnail of the canny map, and the canny sliders.
    h.get_by_label("control map 1");
    assert!(h.get_all_by_label("Canny low").next().is_some());

    // Switch the unit off: a new plan without its ControlNet.
    let without = replanned_after_click(&mut h, "ControlNet 1", with);
    assert!(without < with, "{without} >= {with}");
    assert!(!h.state().settings.controlnet[0].enabled);

    h.get_by_label("Add ControlNet").click();
    h.step();
    h.step();
    assert_eq!(h.state().settings.controlnet.len(), 2);
}
