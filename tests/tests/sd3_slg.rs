//! SD 3's skip-layer guidance (`--skip-layers`, `--skip-layer-scale`, `--skip-layer-start`,
//! `--skip-layer-stop`) against StableDiffusion3Pipeline's `skip_guidance_layers`
//! (tools/parity/make_sd3_slg_case.py, sd35m_slg), in every offload plan, its PNG keys, and
//! its refusals.
use candela_engine::output::read_parameters;
use candela_tests::{parity_dir, relative_max_error, Case, Sd3Generate};

/// Two windows: blocks 1 and 2 skipped on steps 1-2 at scale 2.8, and the
/// context-pre-only last block on steps 1-3 at 1.5; final latents within 2e-3 x max|ref| of
/// diffusers' in none, model and sequential offload (a skipped block is not streamed in),
/// and away from the run without it.
#[test]
fn skip_layer_guidance_matches_diffusers() {
    let case = Case::load("sd35m_slg");
    let model = parity_dir().join("models/sd35m_tiny");
    let tensors = parity_dir().join("sd35m_slg/tensors.safetensors");
    let dir = tempfile::tempdir().unwrap();
    let plain = case.tensor("tensors.safetensors", "plain.latents");
    for run in case.json["runs"].as_array().unwrap() {
        let name = run["name"].as_str().unwrap();
        let layers: Vec<String> = run["layers"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l.to_string())
            .collect();
        let num = |k: &str| run[k].as_f64().unwrap().to_string();
        let want = case.tensor("tensors.safetensors", &format!("{name}.latents"));
        assert!(relative_max_error(&plain, &want) > 1e-2, "{name}");
        for offload in ["none", "model", "sequential"] {
            let job = Sd3Generate::new(&case, &model, &tensors, dir.path(), name).with(&[
                "--skip-layers",
                &layers.join(","),
                "--skip-layer-scale",
                &num("scale"),
                "--skip-layer-start",
                &num("start"),
                "--skip-layer-stop",
                &num("stop"),
                "--offload",
                offload,
            ]);
            let (got, _) = job.latents();
            let err = relative_max_error(&got, &want);
            eprintln!("{name} {offload}: latents {err:.2e} x max|ref|");
            assert!(err < 2e-3, "{name} {offload}: latents {err:.2e} x max|ref|");
            let text = read_parameters(&job.png).unwrap().expect("parameters");
            let keys = format!(
                "Skip layers: {}, Skip layer scale: {}, Skip layer start: {}, Skip layer stop: {}",
                layers.join(" "),
                num("scale"),
                num("start"),
                num("stop")
            );
            assert!(text.contains(&keys), "{text}");
        }
    }
}

/// diffusers' defaults (scale 2.8, window 0.01-0.2) apply when only the blocks are given; a
/// block the MMDiT lacks, no CFG, an SD 1.5 model, a ControlNet, a window flag without
/// blocks and numbers out of range are refused naming the flag.
#[test]
fn skip_layer_flags_are_checked() {
    let case = Case::load("sd35m_slg");
    let model = parity_dir().join("models/sd35m_tiny");
    let tensors = parity_dir().join("sd35m_slg/tensors.safetensors");
    let dir = tempfile::tempdir().unwrap();
    let job = |extra: &[&str]| {
        Sd3Generate::new(&case, &model, &tensors, dir.path(), "check")
            .set("--steps", "10")
            .with(extra)
    };
    let (defaults, _) = job(&["--skip-layers", "1,2"]).latents();
    let (explicit, _) = job(&[
        "--skip-layers",
        "1,2",
        "--skip-layer-scale",
        "2.8",
        "--skip-layer-start",
        "0.01",
        "--skip-layer-stop",
        "0.2",
    ])
    .latents();
    let (off, _) = job(&[]).latents();
    assert_eq!(relative_max_error(&defaults, &explicit), 0.0);
    assert!(relative_max_error(&defaults, &off) > 1e-4);
    let sd1 = candela_tests::sd1();
    let png = dir.path().join("x.png");
    let sd1_job = [
        "generate",
        "--model",
        &sd1,
        "--prompt",
        "a cat",
        "--width",
        "64",
        "--height",
        "64",
        "--steps",
        "1",
        "--device",
        "cpu",
        "--dtype",
        "f32",
        "--out",
        png.to_str().unwrap(),
        "--skip-layers",
        "1",
    ];
    let err = candela_tests::fails(&sd1_job);
    assert!(
        err.contains("--skip-layers") && err.contains("SD 3"),
        "{err}"
    );
    let control = parity_dir().join("models/sd3_controlnet_tiny");
    let control_image = parity_dir().join("controlnet/sd3_control_0.png");
    let control = format!("{}:{}", control.display(), control_image.display());
    for (extra, says) in [
        (vec!["--skip-layers", "4"], "--skip-layers"),
        (
            vec!["--skip-layers", "1", "--control", &control],
            "ControlNets",
        ),
        (vec!["--skip-layer-scale", "3"], "needs --skip-layers"),
        (
            vec!["--skip-layers", "1", "--skip-layer-stop", "1.5"],
            "--skip-layer-stop",
        ),
        (
            vec!["--skip-layers", "1", "--skip-layer-scale=-1"],
            "--skip-layer-scale",
        ),
    ] {
        let err = job(&extra).fails();
        assert!(err.contains(says), "{extra:?}: {err}");
    }
    let err = job(&["--skip-layers", "1"]).set("--cfg", "1").fails();
    assert!(err.contains("--cfg above 1"), "{err}");
}
