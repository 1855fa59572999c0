//! LoRAs (kohya, PEFT, LoCon; SD 1.x and SDXL) merged as diffusers' `fuse_lora` does, in
//! every memory plan, against diffusers' latents; changed and removed between jobs without
//! reading the checkpoint again; wrong files refused before anything changes.
use candela_engine::attach::Model;
use candela_engine::model::OpenOptions;
use candela_engine::pipeline::{denoise, Nets};
use candela_engine::protocol::Offload;
use candela_tests::{parity_dir, Case};
use candle_core::{DType, Device, Tensor};
use std::path::{Path, PathBuf};

const PLANS: [Offload; 3] = [Offload::None, Offload::Model, Offload::Sequential];

/// The case's LoRA files and strengths.
fn case_loras(case: &Case) -> Vec<(PathBuf, f32)> {
    case.json["loras"]
        .as_array()
        .expect("loras")
        .iter()
        .map(|l| {
            (
                parity_dir().join(l["file"].as_str().unwrap()),
                l["strength"].as_f64().unwrap() as f32,
            )
        })
        .collect()
}

fn run(model: &Model, nets: &Nets, case: &Case) -> Tensor {
    denoise(model, nets, &case.request(), &mut |_| true).unwrap()
}

fn values(t: &Tensor) -> Vec<f32> {
    t.flatten_all().unwrap().to_vec1::<f32>().unwrap()
}

#[test]
fn every_lora_case_matches_diffusers_in_every_plan() {
    for name in [
        "sd1_lora_kohya_euler",
        "sd1_lora_peft_euler",
        "sd1_lora_locon_euler",
        "sd1_lora_two_euler",
        "sdxl_lora_kohya_euler",
        "sdxl_lora_peft_euler",
    ] {
        let case = Case::load(name);
        let mut model = Model::open(&case.model_path(), &OpenOptions::default()).unwrap();
        model.set_loras(&case_loras(&case)).unwrap();
        for lora in &model.loras {
            assert!(
                lora.0.unmatched.is_empty(),
                "{name}: {:?}",
                lora.0.unmatched
            );
        }
        for plan in PLANS {
            let nets = Nets::load_with(&model, &Device::Cpu, DType::F32, plan).unwrap();
            let err = case.check_latents(&run(&model, &nets, &case));
            eprintln!("{name} {plan:?}: {err:.2e}");
        }
    }
}

/// Overwrites the tensor data of every `.safetensors` under `dir` with zeros (headers
/// kept): anything read from these files afterwards is zeros.
fn zero_weights(dir: &Path) {
    use std::io::{Seek, SeekFrom, Write};
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let p = entry.path();
        if p.is_dir() {
            zero_weights(&p);
        } else if p.extension().is_some_and(|e| e == "safetensors") {
            let bytes = std::fs::read(&p).unwrap();
            let start = 8 + u64::from_le_bytes(bytes[..8].try_into().unwrap()) as usize;
            let mut f = std::fs::OpenOptions::new().write(true).open(&p).unwrap();
            f.seek(SeekFrom::Start(start as u64)).unwrap();
            f.write_all(&vec![0u8; bytes.len() - start]).unwrap();
        }
    }
}

/// Between jobs, LoRAs and strengths change and go without the checkpoint being read
/// again (its files are zeroed once the nets are built): the other LoRA's case still
/// matches diffusers, strengths go back and forth bit for bit, and removing every LoRA
/// gives the base weights' latents exactly.
#[test]
fn loras_change_and_go_between_jobs_without_reading_the_checkpoint() {
    let kohya = Case::load("sd1_lora_kohya_euler");
    let peft = Case::load("sd1_lora_peft_euler");
    for plan in PLANS {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("sd1");
        candela_tests::copy_tree(&kohya.model_path(), &dir);
        let mut model = Model::open(&dir, &OpenOptions::default()).unwrap();
        let mut nets = Nets::load_with(&model, &Device::Cpu, DType::F32, plan).unwrap();
        let base = values(&run(&model, &nets, &kohya));
        model.set_loras(&case_loras(&kohya)).unwrap();
        nets.set_loras(&model.loras).unwrap();
        let with_kohya = values(&run(&model, &nets, &kohya));
        kohya.check_latents(&run(&model, &nets, &kohya));
        zero_weights(&dir);
        model.set_loras(&case_loras(&peft)).unwrap();
        nets.set_loras(&model.loras).unwrap();
        peft.check_latents(&run(&model, &nets, &peft));
        let mut other = case_loras(&kohya);
        other[0].1 = 0.3;
        model.set_loras(&other).unwrap();
        nets.set_loras(&model.loras).unwrap();
        assert!(
            values(&run(&model, &nets, &kohya)) != with_kohya,
            "{plan:?}: strength ignored"
        );
        model.set_loras(&case_loras(&kohya)).unwrap();
        nets.set_loras(&model.loras).unwrap();
        assert!(
            values(&run(&model, &nets, &kohya)) == with_kohya,
            "{plan:?}: strength round trip"
        );
        model.set_loras(&[]).unwrap();
        nets.set_loras(&model.loras).unwrap();
        assert_eq!(nets.lora_base_bytes(), 0);
        assert!(
            values(&run(&model, &nets, &kohya)) == base,
            "{plan:?}: base not restored"
        );
    }
}

fn open_err(model: &str, lora: &Path) -> String {
    let mut m = Model::open(&parity_dir().join(model), &OpenOptions::default()).unwrap();
    let err = m
        .set_loras(&[(lora.to_path_buf(), 1.0)])
        .unwrap_err()
        .to_string();
    assert!(m.loras.is_empty(), "{err}: half-applied");
    err
}

#[test]
fn loras_for_another_family_or_not_loras_are_refused_naming_the_file() {
    let l = |f: &str| parity_dir().join("loras").join(f);
    let e = open_err("models/sd1", &l("sdxl_kohya.safetensors"));
    assert!(
        e.contains("sdxl_kohya.safetensors")
            && e.contains("a LoRA for SDXL")
            && e.contains("SD 1.x"),
        "{e}"
    );
    let e = open_err("models/sdxl", &l("sd1_kohya.safetensors"));
    assert!(
        e.contains("sd1_kohya.safetensors") && e.contains("SD 1.x/2.x"),
        "{e}"
    );
    let e = open_err("models/sdxl", &l("sd1_peft.safetensors"));
    assert!(
        e.contains("sd1_peft.safetensors") && e.contains("another model"),
        "{e}"
    );
    let ckpt = parity_dir().join("single_file/sd1_tiny.safetensors");
    let e = open_err("models/sd1", &ckpt);
    assert!(
        e.contains("sd1_tiny.safetensors") && e.contains("model checkpoint, not a LoRA"),
        "{e}"
    );
    let vae = parity_dir().join("models/sd1/vae/diffusion_pytorch_model.safetensors");
    let e = open_err("models/sd1", &vae);
    assert!(e.contains("VAE, not a LoRA"), "{e}");
    let tmp = tempfile::tempdir().unwrap();
    let pt = tmp.path().join("style.pt");
    std::fs::write(&pt, b"x").unwrap();
    assert!(open_err("models/sd1", &pt).contains("pickle"));
}

/// A file whose layers partly match is applied with the rest counted; one that matches
/// nothing is an error; a model with a bad LoRA among good ones keeps its LoRAs as they were.
#[test]
fn unmatched_layers_are_counted_and_nothing_matching_is_an_error() {
    use std::collections::HashMap;
    let tmp = tempfile::tempdir().unwrap();
    let src = candle_core::safetensors::load(
        parity_dir().join("loras/sd1_kohya.safetensors"),
        &Device::Cpu,
    )
    .unwrap();
    let mut partial: HashMap<String, Tensor> = src.clone();
    let down = Tensor::zeros((4, 8), DType::F16, &Device::Cpu).unwrap();
    let up = Tensor::zeros((8, 4), DType::F16, &Device::Cpu).unwrap();
    partial.insert(
        "lora_unet_no_such_layer.lora_down.weight".into(),
        down.clone(),
    );
    partial.insert("lora_unet_no_such_layer.lora_up.weight".into(), up.clone());
    let p = tmp.path().join("partial.safetensors");
    candle_core::safetensors::save(&partial, &p).unwrap();
    let mut model = Model::open(&parity_dir().join("models/sd1"), &OpenOptions::default()).unwrap();
    model.set_loras(&[(p.clone(), 1.0)]).unwrap();
    assert_eq!(
        model.loras[0].0.unmatched,
        vec!["no_such_layer".to_string()]
    );
    let none: HashMap<String, Tensor> = [
        ("lora_unet_nothing.lora_down.weight".to_string(), down),
        ("lora_unet_nothing.lora_up.weight".to_string(), up),
    ]
    .into();
    let n = tmp.path().join("none.safetensors");
    candle_core::safetensors::save(&none, &n).unwrap();
    let err = model
        .set_loras(&[(p.clone(), 1.0), (n, 1.0)])
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("none.safetensors") && err.contains("none of its 1 layers"),
        "{err}"
    );
    assert_eq!(model.loras.len(), 1, "the LoRAs changed despite the error");
}
