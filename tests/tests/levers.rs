//! The declared memory levers through the placement and the CLI. `--text-encoder-offload
//! on` with every net resident: the text encoders wait in host memory and come to the
//! device for the prompt only, the UNet and the VAE stay; the same latents and image as
//! with them resident. On a CPU-only machine both memories are the host's, so this checks
//! the placement (encoders packed and leased, the rest built resident) and the result.
use candela_engine::attach::Model;
use candela_engine::model::OpenOptions;
use candela_engine::pipeline::{decode, denoise, Lease, Nets};
use candela_engine::planner::levers::Levers;
use candela_engine::protocol::Offload;
use candela_engine::weights_dtype::{NetDtypes, OnCpu};
use candela_tests::{engine, fails, parity_dir, sd1, sd1_plan_json, Case, Sd3Generate};
use candle_core::{DType, Device};
use std::collections::BTreeMap;

fn on() -> Levers {
    let map = BTreeMap::from([("text_encoder_offload".to_string(), "on".to_string())]);
    Levers::from_map(&map).unwrap()
}

/// `model`'s nets on the CPU in f32, every net resident (`--offload none`), with `levers`.
fn resident(model: &Model, levers: Levers) -> Nets {
    let (dtypes, on_cpu) = (NetDtypes::default(), OnCpu::default());
    Nets::load_placed(
        model,
        &Device::Cpu,
        DType::F32,
        Offload::None,
        dtypes,
        on_cpu,
        levers,
    )
    .unwrap()
}

#[test]
fn offloaded_text_encoders_are_leased_and_give_the_same_result() {
    for name in ["sd1_euler", "sdxl_euler"] {
        let case = Case::load(name);
        let model = Model::open(&case.model_path(), &OpenOptions::default()).unwrap();
        let run = |levers: Levers| {
            let nets = resident(&model, levers);
            assert_eq!(nets.levers, levers);
            let leased = matches!(nets.text_encoder().unwrap(), Lease::Owned(_));
            assert_eq!(leased, levers == on(), "{name}");
            if let Some(te2) = nets.text_encoder_2().unwrap() {
                assert_eq!(matches!(te2, Lease::Owned(_)), leased, "{name}");
            }
            assert!(matches!(nets.unet().unwrap(), Lease::Borrowed(_)), "{name}");
            assert!(matches!(nets.vae().unwrap(), Lease::Borrowed(_)), "{name}");
            let latents = denoise(&model, &nets, &case.request(), &mut |_| true).unwrap();
            let image = decode(&model, &nets, &latents).unwrap();
            (
                latents.flatten_all().unwrap().to_vec1::<f32>().unwrap(),
                image,
            )
        };
        let (want, image) = run(Levers::default());
        let (got, img) = run(on());
        assert!(got == want && img == image, "{name}");
    }
}

#[test]
fn the_flag_sets_the_plan_and_plan_says_so() {
    let auto = sd1_plan_json(&[]);
    assert_eq!(auto["plan"]["text_encoder_offload"], "auto");
    let on = sd1_plan_json(&["--text-encoder-offload", "on"]);
    assert_eq!(on["plan"]["text_encoder_offload"], "on");
    assert!(on["flags"]
        .as_str()
        .unwrap()
        .ends_with("--text-encoder-offload on"));
    let peak =
        |v: &serde_json::Value, phase: &str| v["predicted_peak_bytes"][phase].as_u64().unwrap();
    let te = auto["weights_bytes"]["text_encoder"].as_u64().unwrap();
    assert_eq!(peak(&auto, "vae") - peak(&on, "vae"), te);
    assert_eq!(peak(&auto, "text_encoding"), peak(&on, "text_encoding"));
    assert!(peak(&on, "denoising") < peak(&auto, "denoising"));
    // Under model offload they are leased anyway: nothing changes.
    let model = sd1_plan_json(&["--offload", "model"]);
    let model_on = sd1_plan_json(&["--offload", "model", "--text-encoder-offload", "on"]);
    assert_eq!(
        model["predicted_peak_bytes"],
        model_on["predicted_peak_bytes"]
    );

    let m = sd1();
    let e = fails(&[
        "plan",
        "--model",
        &m,
        "--prompt",
        "a",
        "--device",
        "cpu",
        "--text-encoder-offload",
        "maybe",
    ]);
    assert!(
        e.contains("--text-encoder-offload") && e.contains("auto, off, on"),
        "{e}"
    );
    for cmd in ["generate", "plan", "bench"] {
        let o = engine(&[cmd, "--help"]);
        let help = String::from_utf8_lossy(&o.stdout);
        assert!(
            help.contains("--text-encoder-offload <VALUE>"),
            "{cmd}: {help}"
        );
    }
}

/// SD 3's three encoders (T5-XXL among them) go the same way; the MMDiT stays.
#[test]
fn sd3_encoders_are_offloaded_with_the_same_latents() {
    let dir = parity_dir().join("models/sd35m_tiny");
    let model = Model::open(&dir, &OpenOptions::default()).unwrap();
    let nets = resident(&model, on());
    let t5 = nets
        .text_encoder_3()
        .unwrap()
        .expect("the tiny model has T5");
    assert!(matches!(t5, Lease::Owned(_)));
    assert!(matches!(nets.text_encoder().unwrap(), Lease::Owned(_)));
    assert!(matches!(nets.transformer().unwrap(), Lease::Borrowed(_)));

    let case = Case::load("sd35m_pipeline");
    let noise = parity_dir().join("sd35m_pipeline/tensors.safetensors");
    let tmp = tempfile::tempdir().unwrap();
    let run = |name: &str, extra: &[&str]| {
        let job = Sd3Generate::new(&case, &dir, &noise, tmp.path(), name);
        job.with(&["--offload", "none"]).with(extra).latents().0
    };
    let (off, on) = (
        run("off", &[]),
        run("on", &["--text-encoder-offload", "on"]),
    );
    let diff = (&off - &on).unwrap().abs().unwrap().flatten_all().unwrap();
    assert_eq!(diff.max(0).unwrap().to_scalar::<f32>().unwrap(), 0.0);
}
