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

/// Every lever `auto` but the one keyed `key`, at `value`.
fn set(key: &str, value: &str) -> Levers {
    let map = BTreeMap::from([(key.to_string(), value.to_string())]);
    Levers::from_map(&map).unwrap()
}

fn on() -> Levers {
    set("text_encoder_offload", "on")
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
    says(&on, "text_encoder_offload", "on");
    let te = auto["weights_bytes"]["text_encoder"].as_u64().unwrap();
    assert_eq!(peak(&auto, "vae") - peak(&on, "vae"), te);
    assert_eq!(peak(&auto, "text_encoding"), peak(&on, "text_encoding"));
    assert!(peak(&on, "denoising") < peak(&auto, "denoising"));
    // Under model offload they are leased anyway: nothing changes.
    unchanged(&["--offload", "model"], &["--text-encoder-offload", "on"]);

    refused_and_listed("--text-encoder-offload", "maybe", "auto, off, on");
}

/// `plan`'s JSON `v` has the lever keyed `key` at `value`, in its plan and last in its flags.
fn says(v: &serde_json::Value, key: &str, value: &str) {
    assert_eq!(v["plan"][key], value);
    let flag = format!("--{} {value}", key.replace('_', "-"));
    assert!(
        v["flags"].as_str().unwrap().ends_with(&flag),
        "{}",
        v["flags"]
    );
}

/// `plan` predicts the same peaks with `lever` (a flag and its value) added to `args`.
fn unchanged(args: &[&str], lever: &[&str]) {
    let with = [args, lever].concat();
    assert_eq!(
        sd1_plan_json(args)["predicted_peak_bytes"],
        sd1_plan_json(&with)["predicted_peak_bytes"],
        "{lever:?}"
    );
}

/// `plan`'s predicted peak of `phase` in its JSON `v`.
fn peak(v: &serde_json::Value, phase: &str) -> u64 {
    v["predicted_peak_bytes"][phase].as_u64().unwrap()
}

/// `plan` with `flag` at `bad` fails naming the flag and its values (`expected`), and
/// every command lists the flag.
fn refused_and_listed(flag: &str, bad: &str, expected: &str) {
    let m = sd1();
    let e = fails(&[
        "plan", "--model", &m, "--prompt", "a", "--device", "cpu", flag, bad,
    ]);
    assert!(e.contains(flag) && e.contains(expected), "{e}");
    for cmd in ["generate", "plan", "bench"] {
        let o = engine(&[cmd, "--help"]);
        let help = String::from_utf8_lossy(&o.stdout);
        assert!(help.contains(&format!("{flag} <VALUE>")), "{cmd}: {help}");
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

fn share(value: &str) -> Levers {
    set("fp8_share", value)
}

/// `--fp8-share 50` on the tiny SD 1.5 with fp8 weights: the placement keeps the ranked
/// layers (the time embedding's among them, the cross-attention's keys last) in the run's
/// dtype, at most half of the fp8 layers' weights; their extra bytes are what `plan`
/// predicts more; and the latents sit closer to the full-precision run's than all-fp8's.
#[test]
fn an_fp8_share_keeps_part_of_the_unet_in_the_run_dtype() {
    use candela_engine::nets::unet::UNet;
    use candela_engine::planner::levers::fp8_share::unet_storage;
    use candela_engine::protocol::WeightsDtype;
    let case = Case::load("sd1_euler");
    let model = Model::open(&case.model_path(), &OpenOptions::default()).unwrap();
    let u = model.unet.as_ref().unwrap();
    let fp8 = WeightsDtype::Fp8E4m3fn;
    let held = |value: &str| {
        let storage = unet_storage(&share(value), &model, Offload::None, fp8).unwrap();
        let backend = u.weights.backend_in(storage);
        candela_engine::offload::build_keeping(backend, DType::F32, &Device::Cpu, |vb| {
            UNet::new(vb, &u.config)
        })
        .unwrap()
        .1
    };
    let (all, half) = (held("100"), held("50"));
    let dtype_of = |r: &[(String, candle_core::Tensor)], name: &str| {
        r.iter().find(|(n, _)| n == name).unwrap().1.dtype()
    };
    let low: Vec<_> = all
        .iter()
        .filter(|(_, t)| t.dtype() == DType::F8E4M3)
        .map(|(n, t)| (n.clone(), t.elem_count()))
        .collect();
    let kept: Vec<_> = low
        .iter()
        .filter(|(n, _)| dtype_of(&half, n) == DType::F32)
        .collect();
    assert!(!kept.is_empty() && kept.len() < low.len());
    let elements = |v: &[&(String, usize)]| v.iter().map(|(_, e)| e).sum::<usize>();
    let total: usize = low.iter().map(|(_, e)| e).sum();
    assert!(
        2 * elements(&kept) <= total,
        "{} of {total}",
        elements(&kept)
    );
    assert_eq!(
        dtype_of(&half, "time_embedding.linear_1.weight"),
        DType::F32
    );
    // The cross-attention's keys and values come last: every one still fp8.
    let cross: Vec<_> = half
        .iter()
        .filter(|(n, _)| n.contains("attn2.to_k.") || n.contains("attn2.to_v."))
        .collect();
    assert!(!cross.is_empty());
    assert!(cross.iter().all(|(_, t)| t.dtype() == DType::F8E4M3));
    let bytes = |r: &[(String, candle_core::Tensor)]| {
        r.iter()
            .map(|(_, t)| t.elem_count() * t.dtype().size_in_bytes())
            .sum::<usize>() as u64
    };
    let plan = |value: &str| {
        sd1_plan_json(&[
            "--offload",
            "none",
            "--weights-dtype",
            "fp8_e4m3fn",
            "--fp8-share",
            value,
        ])
    };
    let (p100, p50) = (plan("100"), plan("50"));
    says(&p50, "fp8_share", "50");
    assert_eq!(
        peak(&p50, "denoising") - peak(&p100, "denoising"),
        bytes(&half) - bytes(&all)
    );

    let run = |storage: NetDtypes, levers: Levers| {
        let nets = Nets::load_placed(
            &model,
            &Device::Cpu,
            DType::F32,
            Offload::None,
            storage,
            OnCpu::default(),
            levers,
        )
        .unwrap();
        denoise(&model, &nets, &case.request(), &mut |_| true).unwrap()
    };
    let low_unet = NetDtypes {
        unet: fp8,
        ..NetDtypes::default()
    };
    let full = run(NetDtypes::default(), Levers::default());
    let err = |l: &candle_core::Tensor| {
        let d = (l - &full).unwrap().abs().unwrap().mean_all().unwrap();
        d.to_scalar::<f32>().unwrap()
    };
    let (e100, e50) = (
        err(&run(low_unet, share("100"))),
        err(&run(low_unet, share("50"))),
    );
    assert!(e50 > 0.0 && e50 < e100, "share 50: {e50}, all fp8: {e100}");
}

#[test]
fn the_fp8_share_flag_is_checked_and_listed() {
    refused_and_listed("--fp8-share", "55", "auto, 100, 90");
    // Without fp8 weights the share changes nothing.
    unchanged(&["--offload", "none"], &["--fp8-share", "50"]);
}

/// `--stream-keep 50` on the tiny SD 1.5 streamed (`--offload sequential`): the placement
/// marks the largest of the UNet's streamed groups within half their bytes, and `plan`
/// predicts exactly their bytes more in the denoising phase and nowhere else. (On the CPU
/// every group is served from host memory as it is; the kept groups' uploads, and the
/// same latents with them, are checked on a GPU: docs/benchmarks.md.)
#[test]
fn kept_streamed_groups_are_what_plan_counts() {
    let case = Case::load("sd1_euler");
    let model = Model::open(&case.model_path(), &OpenOptions::default()).unwrap();
    let nets = Nets::load_placed(
        &model,
        &Device::Cpu,
        DType::F32,
        Offload::Sequential,
        NetDtypes::default(),
        OnCpu::default(),
        set("stream_keep", "50"),
    )
    .unwrap();
    let unet = nets.unet().unwrap();
    let bytes = unet.streamer().expect("a streamed UNet").group_bytes();
    let kept = candela_engine::offload::kept_groups(&bytes, 50);
    let kept_bytes: u64 = bytes
        .iter()
        .zip(&kept)
        .filter(|(_, k)| **k)
        .map(|(b, _)| b)
        .sum();
    let total: u64 = bytes.iter().sum();
    assert!(
        kept_bytes > 0 && 2 * kept_bytes <= total,
        "{kept_bytes} of {total}"
    );
    // The largest group is among them.
    let largest = bytes
        .iter()
        .enumerate()
        .max_by_key(|(i, b)| (**b, usize::MAX - i));
    assert!(kept[largest.unwrap().0]);
    let plan = |value: &str| sd1_plan_json(&["--offload", "sequential", "--stream-keep", value]);
    let (none, half) = (plan("0"), plan("50"));
    says(&half, "stream_keep", "50");
    assert_eq!(
        peak(&half, "denoising") - peak(&none, "denoising"),
        kept_bytes
    );
    for phase in ["text_encoding", "vae"] {
        assert_eq!(peak(&half, phase), peak(&none, phase), "{phase}");
    }
    // Without streaming there is nothing to keep.
    unchanged(&["--offload", "none"], &["--stream-keep", "50"]);
    refused_and_listed("--stream-keep", "55", "auto, 0, 10");
}
