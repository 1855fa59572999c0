//! SD 3 under `--offload sequential`: the MMDiT's joint blocks streamed one at a time (its
//! patch and time/text embedders, context projection and final layer resident) give
//! StableDiffusion3Pipeline's latents (tools/parity/make_sd3_text_case.py, sd35m_pipeline)
//! and the resident plan's, in f32 and with fp8 storage, with and without T5.
use candela_engine::attach::Model;
use candela_engine::model::OpenOptions;
use candela_engine::pipeline::Nets;
use candela_engine::protocol::Offload;
use candela_tests::{parity_dir, relative_max_error, Case, Sd3Generate};
use candle_core::{DType, Device, Tensor};

/// `generate` on the tiny SD 3.5 Medium folder with the case's prompt, noise and run
/// `name` (with T5 or `--no-t5`, CFG 5), plus `extra` flags; its final latents.
fn latents(case: &Case, name: &str, extra: &[&str]) -> Tensor {
    let run = case.json["runs"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["name"] == name)
        .unwrap();
    let model = parity_dir().join("models/sd35m_tiny");
    let noise = parity_dir().join("sd35m_pipeline/tensors.safetensors");
    let dir = tempfile::tempdir().unwrap();
    let cfg = run["cfg"].as_f64().unwrap().to_string();
    let mut job = Sd3Generate::new(case, &model, &noise, dir.path(), "x").set("--cfg", &cfg);
    if !run["t5"].as_bool().unwrap() {
        job = job.with(&["--no-t5"]);
    }
    job.with(extra).latents().0
}

fn max_diff(a: &Tensor, b: &Tensor) -> f32 {
    (a - b)
        .unwrap()
        .abs()
        .unwrap()
        .flatten_all()
        .unwrap()
        .max(0)
        .unwrap()
        .to_scalar()
        .unwrap()
}

#[test]
fn sequential_offload_gives_diffusers_and_the_resident_latents() {
    let case = Case::load("sd35m_pipeline");
    for name in ["t5", "no_t5"] {
        let want = case.tensor("tensors.safetensors", &format!("{name}.latents"));
        let resident = latents(&case, name, &["--offload", "none"]);
        for extra in [
            &["--offload", "sequential"][..],
            &["--offload", "sequential", "--text-encoder-device", "cpu"],
        ] {
            let got = latents(&case, name, extra);
            let err = relative_max_error(&got, &want);
            let d = max_diff(&got, &resident);
            eprintln!("{name} {extra:?}: {err:.2e} x max|ref|, {d:.1e} from resident");
            assert!(err < 2e-3, "{name} {extra:?}: {err:.2e} x max|ref|");
            assert!(d == 0.0, "{name} {extra:?}: {d} from the resident latents");
        }
    }
}

/// fp8 storage (`--weights-dtype fp8_e4m3fn`) packs each streamed block in two lanes
/// (fp8 layers, f32 norms and embeddings): the streamed run computes what the resident fp8
/// run does.
#[test]
fn sequential_offload_with_fp8_weights_gives_the_resident_fp8_latents() {
    let case = Case::load("sd35m_pipeline");
    let fp8 = ["--weights-dtype", "fp8_e4m3fn"];
    for name in ["t5", "no_t5"] {
        let want = case.tensor("tensors.safetensors", &format!("{name}.latents"));
        let resident = latents(&case, name, &[&fp8[..], &["--offload", "none"]].concat());
        let streamed = latents(
            &case,
            name,
            &[&fp8[..], &["--offload", "sequential"]].concat(),
        );
        let d = max_diff(&streamed, &resident);
        let err = relative_max_error(&streamed, &want);
        eprintln!(
            "{name} fp8: {d:.1e} from resident fp8, {err:.2e} x max|ref| from diffusers' f32"
        );
        assert!(d == 0.0, "{name}: {d} from the resident fp8 latents");
        // fp8 moves the picture, but not far from the f32 reference.
        assert!(err > 0.0 && err < 0.1, "{name}: {err:.2e} x max|ref|");
    }
}

/// One streamed group per joint block, the shell resident, every block's weights in its
/// group, the slots shared with every streamed net of the denoising phase.
#[test]
fn the_streamed_mmdit_has_one_group_per_joint_block() {
    let dir = parity_dir().join("models/sd35m_tiny");
    let model = Model::open(&dir, &OpenOptions::default()).unwrap();
    let cfg = model.sd3.as_ref().unwrap().transformer.config.clone();
    let nets = Nets::load_with(&model, &Device::Cpu, DType::F32, Offload::Sequential).unwrap();
    let mmdit = nets.transformer().unwrap();
    let groups = mmdit.streamer().expect("a streamed MMDiT").groups();
    assert_eq!(groups.len(), cfg.num_layers);
    for (i, g) in groups.iter().enumerate() {
        let prefix = format!("transformer_blocks.{i}.");
        assert!(g.bytes() > 0);
        assert!(g.names().all(|n| n.starts_with(&prefix)), "group {i}");
        assert!(
            g.contains(&format!("{prefix}attn.to_q.weight")),
            "group {i}"
        );
    }
    let resident = Nets::load_with(&model, &Device::Cpu, DType::F32, Offload::None).unwrap();
    assert!(resident.transformer().unwrap().streamer().is_none());
}

/// T5 under sequential offload: one streamed group per block (its token embeddings,
/// position bias and final norm resident), in slots of its own; resident under
/// `--offload none` and on the CPU (`--text-encoder-device cpu`).
#[test]
fn the_streamed_t5_has_one_group_per_block() {
    use candela_engine::weights_dtype::{NetDtypes, OnCpu};
    let dir = parity_dir().join("models/sd35m_tiny");
    let model = Model::open(&dir, &OpenOptions::default()).unwrap();
    let layers = model
        .sd3
        .as_ref()
        .unwrap()
        .text_encoder_3
        .as_ref()
        .unwrap()
        .config
        .num_layers;
    let nets = Nets::load_with(&model, &Device::Cpu, DType::F32, Offload::Sequential).unwrap();
    let t5 = nets.text_encoder_3().unwrap().expect("the model has T5");
    let streamer = t5.streamer().expect("a streamed T5");
    assert_eq!(streamer.groups().len(), layers);
    for (i, g) in streamer.groups().iter().enumerate() {
        let prefix = format!("encoder.block.{i}.");
        assert!(g.names().all(|n| n.starts_with(&prefix)), "group {i}");
        assert!(g.contains(&format!("{prefix}layer.0.SelfAttention.q.weight")));
        // The position bias is the shell's, not block 0's group.
        assert!(
            !g.names().any(|n| n.contains("relative_attention_bias")),
            "group {i}"
        );
    }
    let mmdit = nets.transformer().unwrap();
    assert!(!streamer.shares_slots_with(mmdit.streamer().unwrap()));
    let resident = Nets::load_with(&model, &Device::Cpu, DType::F32, Offload::None).unwrap();
    assert!(resident
        .text_encoder_3()
        .unwrap()
        .unwrap()
        .streamer()
        .is_none());
    let on_cpu = OnCpu {
        text_encoders: true,
        vae: false,
    };
    let on_cpu = Nets::load_placed(
        &model,
        &Device::Cpu,
        DType::F32,
        Offload::Sequential,
        NetDtypes::default(),
        on_cpu,
        Default::default(),
    )
    .unwrap();
    assert!(on_cpu
        .text_encoder_3()
        .unwrap()
        .unwrap()
        .streamer()
        .is_none());
}

/// An SD 3 ControlNet under sequential offload: one streamed group per block, each with
/// the linear layer that makes its residual, through the MMDiT's slots.
#[test]
fn the_streamed_sd3_controlnet_has_one_group_per_block() {
    use candela_engine::attach::Sd3ControlNet;
    let dir = parity_dir().join("models/sd35m_tiny");
    let mut model = Model::open(&dir, &OpenOptions::default()).unwrap();
    let cn_dir = parity_dir().join("models/sd3_controlnet_tiny");
    let cn = Sd3ControlNet::open(cn_dir.to_str().unwrap(), &model).unwrap();
    let layers = cn.config.num_layers;
    model.attach_sd3_controlnet(cn);
    let nets = Nets::load_with(&model, &Device::Cpu, DType::F32, Offload::Sequential).unwrap();
    let controlnet = nets.sd3_controlnet(0).unwrap();
    let streamer = controlnet.streamer().expect("a streamed ControlNet");
    assert_eq!(streamer.groups().len(), layers);
    for (i, g) in streamer.groups().iter().enumerate() {
        let (block, proj) = (
            format!("transformer_blocks.{i}."),
            format!("controlnet_blocks.{i}."),
        );
        assert!(
            g.names()
                .all(|n| n.starts_with(&block) || n.starts_with(&proj)),
            "group {i}"
        );
        assert!(g.contains(&format!("{proj}weight")), "group {i}");
    }
    let mmdit = nets.transformer().unwrap();
    assert!(streamer.shares_slots_with(mmdit.streamer().unwrap()));
    let model_offload = Nets::load_with(&model, &Device::Cpu, DType::F32, Offload::Model).unwrap();
    assert!(model_offload
        .sd3_controlnet(0)
        .unwrap()
        .streamer()
        .is_none());
}
