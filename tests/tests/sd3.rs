//! SD 3.5's MMDiT and flow-matching Euler against diffusers (SD3Transformer2DModel,
//! FlowMatchEulerDiscreteScheduler, StableDiffusion3Pipeline's loop) on the tiny random
//! SD 3.5 Medium layout (tests/parity/models/sd35m_tiny, tools/parity/make_sd3_case.py),
//! f32 on the CPU.
use candela_engine::model::config::{SD3TransformerConfig, VaeConfig};
use candela_engine::model::weights::{ComponentWeights, TensorStore};
use candela_engine::nets::mmdit::{MMDiT, MMDiTCond};
use candela_engine::nets::vae::{VaeDecoder, VaeEncoder};
use candela_engine::protocol::{Sampler as SamplerKind, Schedule};
use candela_engine::sampling::{build_flow_sampler, FlowMatchConfig, Sampler};
use candela_tests::{parity_dir, relative_max_error, Case, Sd3Generate};
use candle_core::{DType, Device, Tensor};

fn tiny_mmdit() -> MMDiT {
    tiny_mmdit_in(DType::F32)
}

fn tiny_mmdit_in(dtype: DType) -> MMDiT {
    let dir = parity_dir().join("models/sd35m_tiny/transformer");
    let config = SD3TransformerConfig::from_json_file(&dir.join("config.json")).unwrap();
    let store = TensorStore::open(&[dir.join("diffusion_pytorch_model.safetensors")]).unwrap();
    let weights = ComponentWeights::identity("transformer", store);
    MMDiT::new(weights.var_builder(dtype, &Device::Cpu), &config).unwrap()
}

#[test]
fn the_mmdit_matches_diffusers() {
    let case = Case::load("sd35m_transformer");
    let mmdit = tiny_mmdit();
    assert_eq!(mmdit.config.dual_attention_layers, [0, 1]);
    let t = |name: &str| case.tensor("tensors.safetensors", name);
    for f in case.json["forwards"].as_array().unwrap() {
        let name = f["name"].as_str().unwrap();
        let timestep = f["timestep"].as_f64().unwrap();
        let (context, pooled) = (
            t(&format!("{name}.encoder_hidden_states")),
            t(&format!("{name}.pooled_projections")),
        );
        let cond = MMDiTCond {
            context: &context,
            pooled: &pooled,
        };
        let latents = t(&format!("{name}.hidden_states"));
        if name == "a" {
            let state = mmdit.enter(&latents, timestep, &cond).unwrap();
            let err = relative_max_error(&state.temb, &t("a.temb"));
            assert!(err < 1e-5, "temb: {err:.2e}");
        }
        let got = mmdit.forward(&latents, timestep, &cond).unwrap();
        let want = t(&format!("{name}.output"));
        assert_eq!(got.dims(), want.dims());
        let err = relative_max_error(&got, &want);
        eprintln!(
            "forward {name} {:?} at t={timestep}: {err:.2e} x max|ref|",
            latents.dims()
        );
        assert!(err < 1e-4, "forward {name}: {err:.2e} x max|ref|");
    }
}

/// The half-precision paths a GPU run takes (norms and the positional grid in f32, the rest
/// in the model's dtype) run and stay near diffusers' f32 output.
#[test]
fn the_mmdit_runs_in_half_precision() {
    let case = Case::load("sd35m_transformer");
    let t = |name: &str| case.tensor("tensors.safetensors", name);
    let (context, pooled) = (t("a.encoder_hidden_states"), t("a.pooled_projections"));
    let cond = MMDiTCond {
        context: &context,
        pooled: &pooled,
    };
    for (dtype, tolerance) in [(DType::F16, 5e-3), (DType::BF16, 4e-2)] {
        let mmdit = tiny_mmdit_in(dtype);
        let got = mmdit.forward(&t("a.hidden_states"), 1000.0, &cond).unwrap();
        assert_eq!(got.dtype(), dtype);
        let err = relative_max_error(&got.to_dtype(DType::F32).unwrap(), &t("a.output"));
        eprintln!("forward a in {dtype:?}: {err:.2e} x max|ref|");
        assert!(err < tolerance, "{dtype:?}: {err:.2e} x max|ref|");
    }
}

#[test]
fn transformer_configs_it_cannot_run_are_refused_naming_file_and_field() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("config.json");
    let good = parity_dir().join("models/sd35m_tiny/transformer/config.json");
    let mut config: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(good).unwrap()).unwrap();
    for (field, value, says) in [
        ("qk_norm", serde_json::json!("l2"), "qk_norm"),
        (
            "caption_projection_dim",
            serde_json::json!(48),
            "caption_projection_dim",
        ),
        (
            "dual_attention_layers",
            serde_json::json!([4]),
            "dual_attention_layers",
        ),
        ("num_layers", serde_json::json!("four"), "invalid config"),
    ] {
        let mut bad = config.clone();
        bad[field] = value;
        std::fs::write(&path, bad.to_string()).unwrap();
        let e = SD3TransformerConfig::from_json_file(&path)
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("config.json") && e.contains(says),
            "{field}: {e}"
        );
    }
    config["qk_norm"] = serde_json::Value::Null;
    config["dual_attention_layers"] = serde_json::json!([]);
    std::fs::write(&path, config.to_string()).unwrap();
    let sd3 = SD3TransformerConfig::from_json_file(&path).unwrap();
    assert_eq!((sd3.qk_norm, sd3.dual_attention_layers.len()), (None, 0));
    assert!(SD3TransformerConfig::sd35_medium().check().is_ok());
    assert!(SD3TransformerConfig::sd35_large().check().is_ok());
}

#[test]
fn latents_past_the_positional_grid_are_refused() {
    let mmdit = tiny_mmdit();
    // The grid is 12 x 12 patches of 2: 26 latent rows are 13 patches.
    let latents = Tensor::zeros((1, 16, 26, 8), DType::F32, &Device::Cpu).unwrap();
    let context = Tensor::zeros((1, 3, 24), DType::F32, &Device::Cpu).unwrap();
    let pooled = Tensor::zeros((1, 20), DType::F32, &Device::Cpu).unwrap();
    let cond = MMDiTCond {
        context: &context,
        pooled: &pooled,
    };
    let e = mmdit
        .forward(&latents, 500.0, &cond)
        .unwrap_err()
        .to_string();
    assert!(e.contains("13x4 patches") && e.contains("12x12"), "{e}");
}

/// engine/testdata/flow_match.json: diffusers' FlowMatchEulerDiscreteScheduler for several
/// shifts and step counts, and its loop on a fixed sample with a fake model.
fn flow_refs() -> serde_json::Value {
    serde_json::from_str(include_str!("../../engine/testdata/flow_match.json")).unwrap()
}

fn floats(v: &serde_json::Value) -> Vec<f64> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_f64().unwrap())
        .collect()
}

/// f32 values held as f64, back in f32: compared there, a last-bit difference in how JSON
/// text was read as f64 does not count.
fn as_f32(v: &[f64]) -> Vec<f32> {
    v.iter().map(|&x| x as f32).collect()
}

fn flow_sampler(config: &FlowMatchConfig, steps: usize) -> Box<dyn Sampler> {
    build_flow_sampler(SamplerKind::Euler, Schedule::Default, config, steps).unwrap()
}

/// The generator's fake model: 0.1 x + 0.01 t / 1000 in f64, stored as f32.
fn fake_model(x: &Tensor, t: f64) -> Tensor {
    let values: Vec<f32> = x
        .to_vec1::<f32>()
        .unwrap()
        .iter()
        .map(|&v| (0.1 * v as f64 + 0.01 * t / 1000.0) as f32)
        .collect();
    Tensor::from_vec(values, x.shape(), x.device()).unwrap()
}

#[test]
fn flow_matching_euler_matches_diffusers() {
    let refs = flow_refs();
    let base: FlowMatchConfig = serde_json::from_value(refs["config"].clone()).unwrap();
    assert_eq!(base, FlowMatchConfig::sd3());
    let sample: Vec<f32> = floats(&refs["sample"]).iter().map(|&v| v as f32).collect();
    let cases = refs["cases"].as_array().unwrap();
    assert_eq!(cases.len(), 15);
    for case in cases {
        let shift = case["shift"].as_f64().unwrap();
        let steps = case["steps"].as_u64().unwrap() as usize;
        let (timesteps, sigmas): (Vec<f64>, Vec<f64>) =
            (floats(&case["timesteps"]), floats(&case["sigmas"]));
        let final_sample: Vec<f32> = floats(&case["final"]).iter().map(|&v| v as f32).collect();
        let config = FlowMatchConfig {
            shift,
            ..base.clone()
        };
        let what = format!("shift {shift} steps {steps}");
        let mut s = flow_sampler(&config, steps);
        // Timesteps are sigma x 1000 rounded to f32: equal, so the sigmas are too.
        assert_eq!(
            as_f32(s.timesteps()),
            as_f32(&timesteps),
            "{what}: timesteps"
        );
        assert_eq!(s.init_noise_sigma(), 1.0);
        let mut x = Tensor::new(sample.as_slice(), &Device::Cpu).unwrap();
        for i in 0..steps {
            let scaled = s.scale_model_input(&x, i).unwrap();
            assert!(
                scaled
                    .eq(&x)
                    .unwrap()
                    .min_all()
                    .unwrap()
                    .to_scalar::<u8>()
                    .unwrap()
                    == 1
            );
            let v = fake_model(&x, s.timesteps()[i]);
            x = s.step(&v, i, &x).unwrap();
        }
        let got = x.to_vec1::<f32>().unwrap();
        for (g, w) in got.iter().zip(&final_sample) {
            assert!(
                (g - w).abs() <= 1e-6 * w.abs().max(1.0),
                "{what}: {got:?} vs {final_sample:?}"
            );
        }
        // img2img's start: sigma * noise + (1 - sigma) * original at the step's sigma.
        let i = steps / 2;
        let sigma = sigmas[i];
        let (x0, noise) = (
            Tensor::new(&[2f32, -1.0], &Device::Cpu).unwrap(),
            Tensor::new(&[0.5f32, 4.0], &Device::Cpu).unwrap(),
        );
        let got = s
            .add_noise(&x0, &noise, i)
            .unwrap()
            .to_vec1::<f32>()
            .unwrap();
        let want = [
            sigma * 0.5 + (1.0 - sigma) * 2.0,
            sigma * 4.0 - (1.0 - sigma),
        ];
        for (g, w) in got.iter().zip(want) {
            assert!(
                (*g as f64 - w).abs() < 1e-6,
                "{what}: add_noise {got:?} vs {want:?}"
            );
        }
    }
}

#[test]
fn flow_matching_takes_only_euler_and_its_own_schedule() {
    let config = FlowMatchConfig::sd3();
    let e = build_flow_sampler(SamplerKind::DpmPP2M, Schedule::Default, &config, 4)
        .err()
        .unwrap()
        .to_string();
    assert!(e.contains("--sampler") && e.contains("dpmpp_2m"), "{e}");
    let e = build_flow_sampler(SamplerKind::Euler, Schedule::Karras, &config, 4)
        .err()
        .unwrap()
        .to_string();
    assert!(e.contains("--schedule") && e.contains("karras"), "{e}");
    let e = build_flow_sampler(SamplerKind::Euler, Schedule::Default, &config, 0)
        .err()
        .unwrap()
        .to_string();
    assert!(e.contains("--steps"), "{e}");
    let dynamic = FlowMatchConfig {
        use_dynamic_shifting: true,
        ..config.clone()
    };
    let e = build_flow_sampler(SamplerKind::Euler, Schedule::Default, &dynamic, 4)
        .err()
        .unwrap()
        .to_string();
    assert!(e.contains("use_dynamic_shifting"), "{e}");
}

#[test]
fn the_scheduler_config_file_is_read_and_checked() {
    let path = parity_dir().join("models/sd35m_tiny/scheduler/scheduler_config.json");
    assert_eq!(
        FlowMatchConfig::from_json_file(&path).unwrap(),
        FlowMatchConfig::sd3()
    );
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("scheduler_config.json");
    std::fs::write(&bad, r#"{"shift": 3.0, "use_karras_sigmas": true}"#).unwrap();
    let e = FlowMatchConfig::from_json_file(&bad)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("scheduler_config.json") && e.contains("use_karras_sigmas"),
        "{e}"
    );
}

/// StableDiffusion3Pipeline's loop (tests/parity/sd35m_flow_euler): CFG with the negative
/// half first, flow-matching Euler, from the case's embeddings and initial latents.
#[test]
fn the_tiny_sd35m_loop_matches_diffusers() {
    let case = Case::load("sd35m_flow_euler");
    let mmdit = tiny_mmdit();
    let config = FlowMatchConfig::from_json_file(
        &parity_dir()
            .join(case.str("model"))
            .join("scheduler/scheduler_config.json"),
    )
    .unwrap();
    let steps = case.num("steps") as usize;
    let cfg = case.num("cfg");
    let mut sampler = flow_sampler(&config, steps);
    assert_eq!(
        sampler.timesteps(),
        floats(&case.json["timesteps"]).as_slice()
    );
    let e = |name: &str| case.tensor("embeds.safetensors", name);
    let context = Tensor::cat(&[e("negative_prompt_embeds"), e("prompt_embeds")], 0).unwrap();
    let pooled = Tensor::cat(
        &[
            e("negative_pooled_prompt_embeds"),
            e("pooled_prompt_embeds"),
        ],
        0,
    )
    .unwrap();
    let cond = MMDiTCond {
        context: &context,
        pooled: &pooled,
    };
    let mut latents = case.noise();
    for i in 0..steps {
        let t = sampler.timesteps()[i];
        let input = Tensor::cat(&[&latents, &latents], 0).unwrap();
        let v = mmdit.forward(&input, t, &cond).unwrap();
        let (uncond, text) = (v.narrow(0, 0, 1).unwrap(), v.narrow(0, 1, 1).unwrap());
        let guided = (&uncond + ((&text - &uncond).unwrap() * cfg).unwrap()).unwrap();
        latents = sampler.step(&guided, i, &latents).unwrap();
    }
    let err = relative_max_error(&latents, &case.expected_latents());
    eprintln!("sd35m_flow_euler: {err:.2e} x max|ref|");
    assert!(err < 2e-3, "{err:.2e} x max|ref|");
}

/// SD 3.5's VAE config (16 latent channels, no quant convs, scaling and shift) through the
/// existing VAE nets: decode of `latents / scaling + shift` and encode to
/// `(mean - shift) * scaling`, as StableDiffusion3Pipeline and its img2img sibling do
/// (tests/parity/sd35m_vae).
#[test]
fn the_sd35_vae_decodes_and_encodes_as_diffusers() {
    let case = Case::load("sd35m_vae");
    let dir = parity_dir().join(case.str("model"));
    let text = std::fs::read_to_string(dir.join("config.json")).unwrap();
    let config: VaeConfig = serde_json::from_str(&text).unwrap();
    assert_eq!(config.latent_channels, 16);
    assert!(!config.use_quant_conv && !config.use_post_quant_conv);
    let (scaling, shift) = (config.scaling_factor, config.shift_factor.unwrap());
    assert_eq!((scaling, shift), (1.5305, 0.0609));
    let store = TensorStore::open(&[dir.join("diffusion_pytorch_model.safetensors")]).unwrap();
    let vb = ComponentWeights::identity("vae", store).var_builder(DType::F32, &Device::Cpu);
    let t = |name: &str| case.tensor("tensors.safetensors", name);

    let decoder = VaeDecoder::new(vb.clone(), &config).unwrap();
    let latents = Case::load("sd35m_flow_euler").expected_latents();
    let z = ((latents / scaling).unwrap() + shift).unwrap();
    assert_eq!(decoder.image_size(&z).unwrap(), (96, 128));
    let image = decoder.decode(&z).unwrap();
    let err = relative_max_error(&image, &t("image"));
    eprintln!("sd35m_vae decode: {err:.2e} x max|ref|");
    assert!(err < 1e-4, "decode: {err:.2e} x max|ref|");

    let encoder = VaeEncoder::new(vb, &config).unwrap();
    let mean = encoder.encode_mean(&t("encode_input")).unwrap();
    let encoded = ((mean - shift).unwrap() * scaling).unwrap();
    let err = relative_max_error(&encoded, &t("encoded"));
    eprintln!("sd35m_vae encode: {err:.2e} x max|ref|");
    assert!(err < 1e-4, "encode: {err:.2e} x max|ref|");
}

/// `candela-engine generate` on the tiny SD 3.5 Medium folder against
/// StableDiffusion3Pipeline end to end (tools/parity/make_sd3_text_case.py, sd35m_pipeline):
/// a prompt over CLIP's 77 tokens, a negative prompt, CFG 5 with T5, without T5
/// (`--no-t5`), and without CFG at `--shift 2`; final latents within 2e-3 x max|ref| and
/// the decoded picture within 2/255 of the VAE's.
#[test]
fn generate_matches_stable_diffusion3_pipeline() {
    let case = Case::load("sd35m_pipeline");
    let model = parity_dir().join("models/sd35m_tiny");
    let tensors = parity_dir().join("sd35m_pipeline/tensors.safetensors");
    let dir = tempfile::tempdir().unwrap();
    for run in case.json["runs"].as_array().unwrap() {
        let name = run["name"].as_str().unwrap();
        let cfg = run["cfg"].as_f64().unwrap().to_string();
        let shift = run["shift"].as_f64().unwrap().to_string();
        let mut job =
            Sd3Generate::new(&case, &model, &tensors, dir.path(), name).set("--cfg", &cfg);
        if !run["t5"].as_bool().unwrap() {
            job = job.with(&["--no-t5"]);
        }
        if name == "no_cfg_shift2" {
            job = job.with(&["--shift", &shift]);
        }
        let (got, _) = job.latents();
        let want = case.tensor("tensors.safetensors", &format!("{name}.latents"));
        let err = relative_max_error(&got, &want);
        eprintln!("{name}: latents {err:.2e} x max|ref|");
        assert!(err < 2e-3, "{name}: latents {err:.2e} x max|ref|");
        let (w, h, rgb) = candela_tests::read_png_rgb(&job.png);
        let image = case.tensor("tensors.safetensors", &format!("{name}.image"));
        // make_cases.py's to_png: (x / 2 + 0.5).clamp(0, 1) * 255, rounded.
        let want_rgb: Vec<u8> = image
            .squeeze(0)
            .unwrap()
            .affine(0.5, 0.5)
            .unwrap()
            .clamp(0f32, 1f32)
            .unwrap()
            .affine(255.0, 0.0)
            .unwrap()
            .round()
            .unwrap()
            .permute((1, 2, 0))
            .unwrap()
            .flatten_all()
            .unwrap()
            .to_dtype(DType::U8)
            .unwrap()
            .to_vec1()
            .unwrap();
        assert_eq!((w, h), (128, 96));
        let d = candela_tests::max_pixel_diff(&rgb, &want_rgb);
        assert!(d <= 2, "{name}: a pixel differs from diffusers' by {d}/255");
    }
}

/// The SD 3 flags refuse what they cannot do, naming the flag: on another family, out of
/// range, and SD 3 with what it does not run yet.
#[test]
fn sd3_flags_are_refused_where_they_do_not_apply() {
    let model = parity_dir().join("models/sd35m_tiny");
    let m = model.to_str().unwrap();
    let sd1 = candela_tests::sd1();
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("x.png");
    let out = out.to_str().unwrap();
    let base = |model: &str| -> Vec<String> {
        [
            "generate", "--model", model, "--prompt", "a cat", "--width", "64", "--height", "64",
            "--steps", "1", "--device", "cpu", "--dtype", "f32", "--out", out,
        ]
        .map(String::from)
        .to_vec()
    };
    for (model, extra, says) in [
        (sd1.as_str(), vec!["--no-t5"], "--no-t5"),
        (sd1.as_str(), vec!["--shift", "2"], "--shift"),
        (m, vec!["--shift", "0"], "--shift"),
        (
            m,
            vec!["--max-sequence-length", "513"],
            "--max-sequence-length",
        ),
        (m, vec!["--sampler", "dpmpp_2m"], "--sampler"),
    ] {
        let mut args = base(model);
        args.extend(extra.iter().map(|s| s.to_string()));
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let err = candela_tests::fails(&args);
        assert!(err.contains(says), "{extra:?}: {err}");
    }
}
