//! The model panel's SDXL refiner with the real app and worker (egui_kittest, CPU, tiny
//! models): shown for an SDXL model, the refiner travels with the plan request (counted in
//! the predicted peak) and switching it off takes it out again.
use candela::settings::Settings;
use candela::worker::WorkerCommand;
use candela::{App, Config};
use egui_kittest::kittest::Queryable;
use egui_kittest::Harness;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

fn parity(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/parity")
        .join(rel)
        .canonicalize()
        .unwrap()
}

fn copy_tree(src: &Path, dst: &Path) {
    std::fs::create_dir_all(dst).unwrap();
    for e in std::fs::read_dir(src).unwrap() {
        let p = e.unwrap().path();
        let to = dst.join(p.file_name().unwrap());
        if p.is_dir() {
            copy_tree(&p, &to);
        } else {
            std::fs::copy(&p, &to).unwrap();
        }
    }
}

/// The tiny refiner of tests/parity/sdxl_refiner_euler, assembled in `dir` as its case.json
/// says (its UNet, the components it shares with models/sdxl, its model_index.json).
fn tiny_refiner(dir: &Path) -> PathBuf {
    let case: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(parity("sdxl_refiner_euler/case.json")).unwrap(),
    )
    .unwrap();
    let r = &case["refiner"];
    let root = dir.join("refiner");
    for c in r["components"].as_array().unwrap() {
        let c = c.as_str().unwrap();
        copy_tree(&parity("models/sdxl").join(c), &root.join(c));
    }
    copy_tree(&parity(r["unet"].as_str().unwrap()), &root.join("unet"));
    let index = serde_json::to_string(&r["model_index"]).unwrap();
    std::fs::write(root.join("model_index.json"), index).unwrap();
    root
}

/// The app's built-in worker (`candela serve`), built from this checkout with the test.
fn workers() -> Vec<WorkerCommand> {
    vec![WorkerCommand {
        program: env!("CARGO_BIN_EXE_candela").into(),
        args: vec!["serve".into()],
    }]
}

fn run_until(
    h: &mut Harness<'static, App>,
    what: &str,
    done: impl Fn(&Harness<'static, App>) -> bool,
) {
    let start = Instant::now();
    while !done(h) {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "timed out waiting for {what}"
        );
        h.step();
        std::thread::sleep(Duration::from_millis(10));
    }
    h.step();
}

#[test]
fn the_sdxl_refiner_counts_in_the_plan_and_switches_off() {
    let data = tempfile::tempdir().unwrap();
    let refiner = tiny_refiner(data.path());
    let mut s = Settings {
        out_dir: data.path().display().to_string(),
        ..Default::default()
    };
    (s.generate.width, s.generate.height, s.generate.steps) = (64, 64, 4);
    s.remember_model(&parity("models/sdxl").display().to_string());
    s.refiner.enabled = true;
    s.refiner.path = refiner.display().to_string();
    s.refiner.switch = 0.5;
    let config = Config {
        data_dir: data.path().to_path_buf(),
        workers: workers(),
    };
    let mut h = Harness::builder()
        .with_size([1500.0, 1400.0])
        .build_eframe(move |cc| App::with_settings(cc.egui_ctx.clone(), config, s));
    run_until(&mut h, "a prediction with the refiner", |h| {
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
    let before = h.state().plan.counter;
    h.get_by_label("Use the SDXL refiner").click();
    h.step();
    run_until(&mut h, "a plan without the refiner", |h| {
        h.state().plan.counter > before
            && h.state()
                .plan
                .predicted
                .is_some_and(|p| p.denoising != with)
    });
    let without = h.state().plan.predicted.unwrap().denoising;
    assert!(without < with, "{without} >= {with}");
    assert!(!h.state().settings.refiner.enabled);
    assert_eq!(h.state().plan.sent.clone().unwrap().refiner, None);
}
