//! The `candela-engine` CLI end to end: outputs, metadata, and the error line for bad input.
use candela_engine::output::read_parameters;
use candela_tests::{engine, fails, parity_dir, read_png_rgb, sd1, Case};
use std::path::{Path, PathBuf};

fn gen_args<'a>(model: &'a str, out: &'a str, extra: &[&'a str]) -> Vec<&'a str> {
    let mut v = vec![
        "generate", "--model", model, "--prompt", "a cat", "--device", "cpu", "--out", out,
    ];
    for (flag, default) in [("--width", "64"), ("--height", "64"), ("--steps", "2")] {
        if !extra.contains(&flag) {
            v.extend([flag, default]);
        }
    }
    v.extend_from_slice(extra);
    v
}

/// A copy of the tiny SD1 folder in a temp dir, for breaking.
fn copy_model(dst: &Path) -> PathBuf {
    let src = parity_dir().join("models/sd1");
    let root = dst.join("sd1");
    for entry in walk(&src) {
        let rel = entry.strip_prefix(&src).unwrap();
        let to = root.join(rel);
        std::fs::create_dir_all(to.parent().unwrap()).unwrap();
        std::fs::copy(&entry, &to).unwrap();
    }
    root
}

fn walk(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            out.extend(walk(&p));
        } else {
            out.push(p);
        }
    }
    out
}

#[test]
fn generate_writes_png_with_a1111_parameters_latents_and_never_overwrites() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("cat.png");
    let lat = dir.path().join("lat.safetensors");
    let (o, l) = (out.to_str().unwrap(), lat.to_str().unwrap());
    let model = sd1();
    let args = gen_args(
        &model,
        o,
        &[
            "--seed",
            "42",
            "--sampler",
            "dpmpp_2m_karras",
            "--negative-prompt",
            "blurry",
            "--save-latents",
            l,
        ],
    );
    for _ in 0..2 {
        let run = engine(&args);
        assert!(
            run.status.success(),
            "{}",
            String::from_utf8_lossy(&run.stderr)
        );
    }
    let text = read_parameters(&out).unwrap().unwrap();
    // dpmpp_2m_karras is written as A1111 1.9+ writes it: the sampler, then its schedule.
    assert!(text.starts_with("a cat\nNegative prompt: blurry\nSteps: 2, Sampler: DPM++ 2M, Schedule type: Karras, CFG scale: 7.5, Seed: 42, Size: 64x64, Model hash: "), "{text}");
    assert!(text.ends_with(", Model: sd1, RNG: GPU"), "{text}");
    // Same seed, same settings: the second run went to cat-1.png and is identical.
    let second = dir.path().join("cat-1.png");
    assert_eq!(read_png_rgb(&out), read_png_rgb(&second));
    let latents = candle_core::safetensors::load(&lat, &candle_core::Device::Cpu).unwrap();
    assert_eq!(latents["latents"].dims(), &[1, 4, 8, 8]);
}

/// `--rng cpu --sde-tree-rng gpu` (A1111's "RNG: CPU" + DPM++ SDE on an NVIDIA card) from
/// the command line: diffusers' latents for it (tests/parity/sd1_dpmpp_sde_a1111_cpu_rng),
/// and a PNG that says so and reads back as that combination.
#[test]
fn the_gpu_tree_with_cpu_noise_from_the_cli() {
    let case = Case::load("sd1_dpmpp_sde_a1111_cpu_rng");
    let dir = tempfile::tempdir().unwrap();
    let (out, lat) = (dir.path().join("a.png"), dir.path().join("lat.safetensors"));
    let model = sd1();
    let (prompt, negative) = (case.str("prompt"), case.str("negative_prompt"));
    let (seed, steps) = (
        case.json["seed"].to_string(),
        case.json["steps"].to_string(),
    );
    let run = engine(&[
        "generate",
        "--model",
        &model,
        "--device",
        "cpu",
        "--prompt",
        &prompt,
        "--negative-prompt",
        &negative,
        "--width",
        "64",
        "--height",
        "64",
        "--steps",
        &steps,
        "--cfg",
        "7",
        "--seed",
        &seed,
        "--sampler",
        "dpmpp_sde",
        "--schedule",
        "karras",
        "--rng",
        "cpu",
        "--sde-tree-rng",
        "gpu",
        "--out",
        out.to_str().unwrap(),
        "--save-latents",
        lat.to_str().unwrap(),
    ]);
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let latents = candle_core::safetensors::load(&lat, &candle_core::Device::Cpu).unwrap();
    let err = case.check_latents(&latents["latents"]);
    eprintln!("latents within {err:.2e} x max|ref|");
    let text = read_parameters(&out).unwrap().unwrap();
    assert!(text.ends_with(", RNG: CPU, SDE tree RNG: GPU"), "{text}");
    let it = candela_engine::infotext::Infotext::parse(&text);
    assert_eq!(
        (it.rng(), it.sde_tree_rng()),
        (
            Some(candela_engine::protocol::RngSource::Cpu),
            Some(candela_engine::protocol::SdeTreeRng::Gpu)
        )
    );
}

/// `--sampler dpmpp_3m_sde` from the command line: k-diffusion's latents for A1111's DPM++
/// 3M SDE (tests/parity/sd1_dpmpp_3m_sde_cpu_rng), and a PNG whose A1111 names read back
/// as the same job; the A1111 names of the tree samplers restore from A1111's own text too.
#[test]
fn dpmpp_3m_sde_from_the_cli_and_its_png_names() {
    use candela_engine::infotext::Infotext;
    use candela_engine::protocol::{RngSource, Sampler, Schedule, SdeTreeRng};
    let case = Case::load("sd1_dpmpp_3m_sde_cpu_rng");
    let dir = tempfile::tempdir().unwrap();
    let (out, lat) = (dir.path().join("a.png"), dir.path().join("lat.safetensors"));
    let model = sd1();
    let (prompt, negative) = (case.str("prompt"), case.str("negative_prompt"));
    let (seed, steps) = (
        case.json["seed"].to_string(),
        case.json["steps"].to_string(),
    );
    let run = engine(&[
        "generate",
        "--model",
        &model,
        "--device",
        "cpu",
        "--prompt",
        &prompt,
        "--negative-prompt",
        &negative,
        "--width",
        "64",
        "--height",
        "64",
        "--steps",
        &steps,
        "--cfg",
        "7",
        "--seed",
        &seed,
        "--sampler",
        "dpmpp_3m_sde",
        "--rng",
        "cpu",
        "--sde-tree-rng",
        "cpu",
        "--out",
        out.to_str().unwrap(),
        "--save-latents",
        lat.to_str().unwrap(),
    ]);
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let latents = candle_core::safetensors::load(&lat, &candle_core::Device::Cpu).unwrap();
    let err = case.check_latents(&latents["latents"]);
    eprintln!("latents within {err:.2e} x max|ref|");
    let text = read_parameters(&out).unwrap().unwrap();
    assert!(
        text.contains(", Sampler: DPM++ 3M SDE, CFG scale: 7,"),
        "{text}"
    );
    assert!(text.ends_with(", RNG: CPU, SDE tree RNG: CPU"), "{text}");
    let it = Infotext::parse(&text);
    assert_eq!(
        (it.sampler(), it.rng(), it.sde_tree_rng()),
        (
            Some((Sampler::DpmPP3MSde, Schedule::Default)),
            Some(RngSource::Cpu),
            Some(SdeTreeRng::Cpu)
        )
    );
    // A1111 1.10's text for each tree sampler: the sampler, its schedule, the CUDA tree.
    for (name, kind) in [
        ("DPM++ 2M SDE", Sampler::DpmPP2MSde),
        ("DPM++ 2M SDE Heun", Sampler::DpmPP2MSdeHeun),
        ("DPM++ 3M SDE", Sampler::DpmPP3MSde),
    ] {
        let text = format!("a cat\nSteps: 20, Sampler: {name}, Schedule type: Exponential, CFG scale: 7, Seed: 5, Size: 512x512, Version: v1.10.1");
        let it = Infotext::parse(&text);
        assert_eq!(
            (it.sampler(), it.rng(), it.sde_tree_rng()),
            (
                Some((kind, Schedule::Exponential)),
                Some(RngSource::Gpu),
                Some(SdeTreeRng::Gpu)
            ),
            "{text}"
        );
        // Before A1111 1.9 the schedule was part of the name.
        let old = Infotext::parse(&format!(
            "a cat\nSteps: 20, Sampler: {name} Karras, Version: v1.6.0"
        ));
        assert_eq!(
            old.sampler(),
            Some((kind, Schedule::Karras)),
            "{name} Karras"
        );
    }
}

#[test]
fn different_seeds_give_different_images() {
    let dir = tempfile::tempdir().unwrap();
    let model = sd1();
    let paths: Vec<PathBuf> = (1..=2)
        .map(|i| dir.path().join(format!("s{i}.png")))
        .collect();
    for (i, p) in paths.iter().enumerate() {
        let seed = (i + 1).to_string();
        let run = engine(&gen_args(&model, p.to_str().unwrap(), &["--seed", &seed]));
        assert!(
            run.status.success(),
            "{}",
            String::from_utf8_lossy(&run.stderr)
        );
    }
    assert_ne!(read_png_rgb(&paths[0]).2, read_png_rgb(&paths[1]).2);
}

#[test]
fn tokenize_matches_transformers_for_every_case() {
    let cases: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(parity_dir().join("tokenizer_cases.json")).unwrap(),
    )
    .unwrap();
    for model in [
        sd1(),
        parity_dir()
            .join("single_file/sd1_tiny.safetensors")
            .display()
            .to_string(),
    ] {
        for case in cases.as_array().unwrap() {
            let out = engine(&[
                "tokenize",
                "--model",
                &model,
                case["text"].as_str().unwrap(),
            ]);
            assert!(
                out.status.success(),
                "{}",
                String::from_utf8_lossy(&out.stderr)
            );
            let ids: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
            assert_eq!(ids, case["ids"], "{model}: {:?}", case["text"]);
        }
    }
}

#[test]
fn info_reports_family_components_and_sizes() {
    for (model, family, pred) in [
        (sd1(), "sd1", "epsilon"),
        (
            parity_dir().join("models/sd2v").display().to_string(),
            "sd2",
            "v_prediction",
        ),
        (
            parity_dir()
                .join("single_file/sd2v_tiny.safetensors")
                .display()
                .to_string(),
            "sd2",
            "v_prediction",
        ),
        (
            parity_dir().join("models/sdxl").display().to_string(),
            "sdxl",
            "epsilon",
        ),
        (
            parity_dir()
                .join("single_file/sdxl_tiny.safetensors")
                .display()
                .to_string(),
            "sdxl",
            "epsilon",
        ),
    ] {
        let out = engine(&["info", "--model", &model]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let info: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(info["family"], family, "{model}");
        assert_eq!(info["prediction_type"], pred, "{model}");
        let comps = info["components"].as_array().unwrap();
        let names: Vec<&str> = comps.iter().map(|c| c["name"].as_str().unwrap()).collect();
        let mut want = vec!["unet", "vae", "text_encoder"];
        if family == "sdxl" {
            want.push("text_encoder_2");
        }
        assert_eq!(names, want, "{model}");
        assert!(
            comps
                .iter()
                .all(|c| c["bytes"].as_u64().unwrap() > 0
                    && c["dtypes"]["f16"].as_u64().unwrap() > 0),
            "{info}"
        );
    }
}

#[test]
fn bad_flags_name_the_flag() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("x.png");
    let (o, m) = (out.to_str().unwrap(), sd1());
    let err = fails(&gen_args(&m, o, &["--width", "100"]));
    assert!(
        err.contains("--width") && err.contains("multiple of 8"),
        "{err}"
    );
    let err = fails(&gen_args(&m, o, &["--steps", "0"]));
    assert!(
        err.contains("--steps: expected a whole number from 1 to 10000 steps, got 0"),
        "{err}"
    );
    let err = fails(&gen_args(&m, o, &["--sampler", "restart"]));
    assert!(
        err.contains("--sampler")
            && err.contains("unknown sampler 'restart'")
            && err.contains("dpmpp_2m_karras"),
        "{err}"
    );
    for (flags, want) in [
        (&["--rng", "cuda"][..], "--rng: unknown noise source 'cuda'"),
        (
            &["--sde-tree-rng", "cuda"][..],
            "--sde-tree-rng: unknown Brownian tree source 'cuda'",
        ),
        (
            &["--schedule", "beta"][..],
            "--schedule: unknown schedule 'beta'",
        ),
        (
            &["--emphasis", "loud"][..],
            "--emphasis: unknown emphasis 'loud'",
        ),
        (
            &["--clip-skip", "0"][..],
            "--clip-skip: expected a whole number from 1 to 12",
        ),
        (
            &["--cfg-rescale", "1.5"][..],
            "--cfg-rescale: expected a number from 0 to 1",
        ),
        (
            &["--sampler", "ddim", "--schedule", "karras"][..],
            "--schedule: ddim takes the default or sgm_uniform schedule",
        ),
        (
            &["--negative-prompt", "(cat:1.2.3)"][..],
            "--negative-prompt: the weight '1.2.3'",
        ),
    ] {
        let err = fails(&gen_args(&m, o, flags));
        assert!(err.contains(want), "{flags:?}: {err}");
    }
    let err = fails(&gen_args(&m, o, &["--attention-slice", "half"]));
    assert!(
        err.contains("--attention-slice") && err.contains("'half'"),
        "{err}"
    );
    let err = fails(&gen_args(&m, o, &["--dtype", "f8"]));
    assert!(err.contains("--dtype"), "{err}");
    let err = fails(&gen_args(&m, o, &["--device", "tpu"]));
    assert!(err.contains("--device"), "{err}");
    let err = fails(&["generate", "--model", &m, "--out", o]);
    assert!(err.contains("--prompt"), "{err}");
    assert!(!out.exists(), "no output on failure");
}

#[test]
fn init_noise_of_the_wrong_shape_is_refused() {
    let case = Case::load("sd1_ddim");
    let noise = case.dir.join("noise.safetensors");
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("x.png");
    let m = sd1();
    let err = fails(&gen_args(
        &m,
        out.to_str().unwrap(),
        &["--width", "128", "--init-noise", noise.to_str().unwrap()],
    ));
    assert!(
        err.contains("--init-noise") && err.contains("[1, 4, 8, 16]"),
        "{err}"
    );
}

#[test]
fn broken_models_give_one_clear_line() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("x.png");
    let o = out.to_str().unwrap();

    // A missing component.
    let root = copy_model(dir.path());
    std::fs::remove_dir_all(root.join("vae")).unwrap();
    let err = fails(&gen_args(root.to_str().unwrap(), o, &[]));
    assert!(err.contains("missing component folder 'vae/'"), "{err}");

    // A truncated UNet.
    let root = copy_model(&dir.path().join("t"));
    let unet = root.join("unet/diffusion_pytorch_model.safetensors");
    let bytes = std::fs::read(&unet).unwrap();
    std::fs::write(&unet, &bytes[..bytes.len() / 2]).unwrap();
    let err = fails(&gen_args(root.to_str().unwrap(), o, &[]));
    assert!(
        err.contains("diffusion_pytorch_model.safetensors") && err.contains("truncated"),
        "{err}"
    );

    // A corrupt header.
    std::fs::write(&unet, b"\x10\x00\x00\x00\x00\x00\x00\x00{not json at all}").unwrap();
    let err = fails(&gen_args(root.to_str().unwrap(), o, &[]));
    assert!(
        err.contains("diffusion_pytorch_model.safetensors")
            && err.contains("not a valid .safetensors"),
        "{err}"
    );

    // A folder without model_index.json.
    let err = fails(&gen_args(dir.path().to_str().unwrap(), o, &[]));
    assert!(err.contains("model_index.json is missing"), "{err}");

    // A safetensors file that is not a Stable Diffusion checkpoint.
    let other = dir.path().join("other.safetensors");
    let t = candle_core::Tensor::zeros((4, 4), candle_core::DType::F32, &candle_core::Device::Cpu)
        .unwrap();
    candle_core::safetensors::save(
        &std::collections::HashMap::from([("classifier.weight".to_string(), t)]),
        &other,
    )
    .unwrap();
    let err = fails(&gen_args(other.to_str().unwrap(), o, &[]));
    assert!(
        err.contains("other.safetensors") && err.contains("model.diffusion_model"),
        "{err}"
    );

    // Pickle formats are refused with the reason.
    let ckpt = dir.path().join("model.ckpt");
    std::fs::write(&ckpt, b"PK\x03\x04").unwrap();
    let err = fails(&gen_args(ckpt.to_str().unwrap(), o, &[]));
    assert!(
        err.contains("model.ckpt") && err.contains("runs code") && err.contains(".safetensors"),
        "{err}"
    );

    // A file that does not exist.
    let err = fails(&gen_args("/no/such/model.safetensors", o, &[]));
    assert!(err.contains("/no/such/model.safetensors"), "{err}");
    assert!(!out.exists());
}

#[test]
fn vae_tiles_give_the_untiled_image() {
    let dir = tempfile::tempdir().unwrap();
    let model = sd1();
    let mut images = Vec::new();
    // 128x128 in 64-pixel tiles: 4 tiles.
    for tile in ["off", "64"] {
        let out = dir.path().join(format!("tile-{tile}.png"));
        let size = ["--width", "128", "--height", "128", "--seed", "3"];
        let run = engine(&gen_args(
            &model,
            out.to_str().unwrap(),
            &[&size[..], &["--vae-tile", tile]].concat(),
        ));
        assert!(
            run.status.success(),
            "{}",
            String::from_utf8_lossy(&run.stderr)
        );
        images.push(read_png_rgb(&out));
    }
    assert_eq!((images[1].0, images[1].1), (128, 128));
    let d = candela_tests::max_pixel_diff(&images[0].2, &images[1].2);
    assert!(d <= 1, "--vae-tile 64 differs from off by {d}/255");
}

#[test]
fn bad_vae_tile_values_name_the_flag() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("x.png");
    let (o, m) = (out.to_str().unwrap(), sd1());
    for bad in ["100", "0", "big"] {
        let err = fails(&gen_args(&m, o, &["--vae-tile", bad]));
        assert!(
            err.contains("--vae-tile") && err.contains(&format!("'{bad}'")),
            "{err}"
        );
    }
    let err = fails(&gen_args(&m, o, &["--vae-tile-overlap", "wide"]));
    assert!(err.contains("--vae-tile-overlap"), "{err}");
    assert!(!out.exists(), "no output on failure");
}

/// `--control` end to end: the CLI reproduces diffusers' ControlNet case from its noise,
/// and `--save-control` writes the map it used.
#[test]
fn generate_with_a_controlnet_matches_diffusers_and_saves_the_map() {
    let case = Case::load("sd1_controlnet_euler");
    let dir = tempfile::tempdir().unwrap();
    let (out, lat, map) = (
        dir.path().join("cn.png"),
        dir.path().join("lat.safetensors"),
        dir.path().join("map.png"),
    );
    let cn = parity_dir().join("models/controlnet_sd1");
    let image = parity_dir().join("controlnet/control_0.png");
    let control = format!("{}:{}:0.8", cn.display(), image.display());
    let noise = case.dir.join("noise.safetensors");
    let model = sd1();
    let args = [
        "generate",
        "--model",
        &model,
        "--device",
        "cpu",
        "--out",
        out.to_str().unwrap(),
        "--prompt",
        "a photo of a cat",
        "--negative-prompt",
        "blurry",
        "--width",
        "64",
        "--height",
        "64",
        "--steps",
        "4",
        "--cfg",
        "5",
        "--sampler",
        "euler",
        "--init-noise",
        noise.to_str().unwrap(),
        "--save-latents",
        lat.to_str().unwrap(),
        "--control",
        &control,
        "--save-control",
        map.to_str().unwrap(),
    ];
    let o = engine(&args);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let got =
        candle_core::safetensors::load(&lat, &candle_core::Device::Cpu).unwrap()["latents"].clone();
    let err = candela_tests::relative_max_error(&got, &case.expected_latents());
    assert!(err < 2e-3, "latents differ from diffusers by {err:.2e}");
    assert_eq!(
        read_png_rgb(&map),
        read_png_rgb(&image),
        "--control-preprocess none keeps the map"
    );

    // Canny: a black and white edge map of the same size, not the image itself.
    let edges = dir.path().join("edges.png");
    let control = format!("{}:{}", cn.display(), image.display());
    let out2 = dir.path().join("cn2.png");
    let args = gen_args(
        &model,
        out2.to_str().unwrap(),
        &[
            "--control",
            &control,
            "--control-preprocess",
            "canny",
            "--canny-low",
            "50",
            "--canny-high",
            "150",
            "--save-control",
            edges.to_str().unwrap(),
        ],
    );
    let o = engine(&args);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let (w, h, px) = read_png_rgb(&edges);
    assert_eq!((w, h), (64, 64));
    assert!(px.iter().all(|&v| v == 0 || v == 255));
    let lit = px.iter().filter(|&&v| v == 255).count();
    assert!(lit > 0 && lit < px.len() / 4, "{lit} edge values");
}

#[test]
fn bad_control_flags_name_the_flag() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("x.png");
    let o = out.to_str().unwrap();
    let model = sd1();
    let cn = parity_dir()
        .join("models/controlnet_sd1")
        .display()
        .to_string();
    let image = parity_dir()
        .join("controlnet/control_0.png")
        .display()
        .to_string();
    let good = format!("{cn}:{image}");
    let cases: Vec<(Vec<String>, &str)> = vec![
        (vec!["--control".into(), cn.clone()], "--control"),
        (
            vec!["--control".into(), format!("{good}:1:0.8:0.2")],
            "--control",
        ),
        (
            vec!["--control".into(), format!("{cn}:/nonexistent/map.png")],
            "map.png",
        ),
        (
            vec!["--control".into(), format!("/nonexistent/cn:{image}")],
            "/nonexistent/cn",
        ),
        (
            vec![
                "--control".into(),
                good.clone(),
                "--control-preprocess".into(),
                "sobel".into(),
            ],
            "--control-preprocess",
        ),
        (
            vec![
                "--control".into(),
                good.clone(),
                "--control-resize".into(),
                "squash".into(),
            ],
            "--control-resize",
        ),
        (
            vec![
                "--control".into(),
                good.clone(),
                "--control-preprocess".into(),
                "canny".into(),
                "--canny-low".into(),
                "300".into(),
                "--canny-high".into(),
                "100".into(),
            ],
            "--canny-low",
        ),
        (
            vec!["--save-control".into(), "m.png".into()],
            "--save-control",
        ),
    ];
    for (extra, want) in cases {
        let extra: Vec<&str> = extra.iter().map(String::as_str).collect();
        let err = fails(&gen_args(&model, o, &extra));
        assert!(err.contains(want), "{extra:?}: {err}");
    }
}

/// `plan` with a full-size random ControlNet (what `bench --control random:IMAGE` runs):
/// the ControlNet's weights are in the prediction.
#[test]
fn plan_counts_a_random_controlnet() {
    let image = parity_dir()
        .join("controlnet/control_0.png")
        .display()
        .to_string();
    let plan = |extra: &[&str]| -> serde_json::Value {
        let mut args = vec![
            "plan",
            "--random-weights",
            "sd15",
            "--device",
            "cpu",
            "--json",
        ];
        args.extend_from_slice(extra);
        let o = engine(&args);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        serde_json::from_slice(&o.stdout).unwrap()
    };
    let control = format!("random:{image}");
    let without = plan(&[]);
    let with = plan(&["--control", &control, "--control", &control]);
    let bytes = |v: &serde_json::Value, k: &str| v["weights_bytes"][k].as_u64().unwrap_or(0);
    // One ControlNet for both units, f32 on the CPU.
    assert_eq!(bytes(&with, "controlnets"), 4 * 361_279_120);
    assert_eq!(bytes(&without, "controlnets"), 0);
    let peak = |v: &serde_json::Value| v["predicted_peak_bytes"]["denoising"].as_u64().unwrap();
    assert!(peak(&with) > peak(&without) + 4 * 361_279_120);
}
