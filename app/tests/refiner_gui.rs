//! The model panel's SDXL refiner with the real app and worker (egui_kittest, CPU, tiny
//! models): shown for an SDXL model, the refiner travels with the plan request (counted in
//! the predicted peak) and switching it off takes it out again.
use candela::stores::settings::Settings;
use candela_tests::Case;
use common::{app_harness, parity, replanned_after_click, run_until};
use egui_kittest::kittest::Queryable;

mod common;

#[test]
fn the_sdxl_refiner_counts_in_the_plan_and_switches_off() {
    let data = tempfile::tempdir().unwrap();
    let refiner = Case::load("sdxl_refiner_euler").refiner_dir(data.path());
    let mut s = Settings {
        out_dir: data.path().display().to_string(),
        ..Default::default()
    };
    (s.generate.width, s.generate.height, s.generate.steps) = (64, 64, 4);
    s.remember_model(&parity("models/sdxl").display().to_string());
    s.refiner.enabled = true;
    s.refiner.path = refiner.display().to_string();
    s.refiner.switch = 0.5;
    let mut h = app_harness(data.path(), s);
    run_until(&mut h, "a prediction with the refiner", 60, |h| {
        h.state().model_info.is_some()
            && (h.state().plan.predicted.is_some() || h.state().plan.unavailable.is_some())
    });
    assert_eq!(h.state().plan.unavailable, None);
    let sent = h.state().plan.sent.clone().unwrap();
    let spec = sent
        .refiner
        .expect("the refiner goes with the plan request");
    assert_eq!(
        (spec.model, spec.switch),
        (refiner.display().to_string(), 0.5)
    );
    let with = h.state().plan.predicted.unwrap().denoising;
    assert!(h.get_all_by_label("Refiner switch").next().is_some());
    let path = "Refiner path (folder or .safetensors)";
    assert!(h.get_all_by_label(path).next().is_some());

    // Switch it off: a new plan without the refiner's weights.
    let without = replanned_after_click(&mut h, "Use the SDXL refiner", with);
    assert!(without < with, "{without} >= {with}");
    assert!(!h.state().settings.refiner.enabled);
    assert_eq!(h.state().plan.sent.clone().unwrap().refiner, None);
}
