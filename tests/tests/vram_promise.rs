//! The VRAM promise's "fail before the work": a job that cannot finish (no folder for its
//! image, a budget that no plan fits) is refused before anything is loaded or computed.
use candela_tests::{fails, sd1};

#[test]
fn a_missing_output_folder_is_refused_before_the_model_is_even_opened() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("no-such-folder").join("x.png");
    let out = out.to_str().unwrap();
    // The model does not exist either: the folder is checked first.
    let err = fails(&[
        "generate",
        "--model",
        "/no/such/model",
        "--prompt",
        "a cat",
        "--device",
        "cpu",
        "--out",
        out,
    ]);
    assert!(err.contains("no-such-folder"), "{err}");
    assert!(err.contains("output folder does not exist"), "{err}");
}

#[test]
fn a_budget_no_plan_fits_is_refused_before_the_job_with_the_smallest_plans_peak() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("x.png");
    let model = sd1();
    let started = std::time::Instant::now();
    let err = fails(&[
        "generate",
        "--model",
        &model,
        "--prompt",
        "a cat",
        "--device",
        "cpu",
        "--width",
        "256",
        "--height",
        "256",
        "--steps",
        "50",
        "--vram-budget",
        "0.001",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(err.contains("--vram-budget"), "{err}");
    assert!(err.contains("does not fit"), "{err}");
    assert!(
        err.contains("--offload sequential"),
        "the smallest plan: {err}"
    );
    assert!(err.contains("predicted to need"), "{err}");
    assert!(!out.exists(), "no image from a refused job");
    // Refused, not run: 50 steps would take far longer than opening the model does.
    assert!(started.elapsed().as_secs() < 30);
}
