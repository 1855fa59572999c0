//! `--vae`: a VAE file in LDM names (as vae-ft-mse ships) or diffusers names replaces the
//! checkpoint's in every plan; the same weights decode the same image, other weights
//! another, and taking the override away gives the checkpoint's image back exactly.
use candela_engine::attach::Model;
use candela_engine::model::OpenOptions;
use candela_engine::output::read_parameters;
use candela_engine::pipeline::{decode, Nets};
use candela_engine::protocol::Offload;
use candela_tests::{engine, parity_dir, sd1, Case};
use candle_core::{DType, Device, Tensor};
use std::collections::HashMap;
use std::path::Path;

/// The tiny SD1 checkpoint's VAE alone, in LDM names without a prefix (a standalone VAE
/// file), with `change` applied to each tensor.
fn ldm_vae(dir: &Path, name: &str, change: impl Fn(&str, Tensor) -> Tensor) -> std::path::PathBuf {
    let all = candle_core::safetensors::load(
        parity_dir().join("single_file/sd1_tiny.safetensors"),
        &Device::Cpu,
    )
    .unwrap();
    let vae: HashMap<String, Tensor> = all
        .into_iter()
        .filter_map(|(k, t)| {
            let n = k.strip_prefix("first_stage_model.")?.to_string();
            Some((n.clone(), change(&n, t)))
        })
        .collect();
    let p = dir.join(name);
    candle_core::safetensors::save(&vae, &p).unwrap();
    p
}

#[test]
fn a_vae_override_decodes_in_every_plan_and_goes_back_exactly() {
    let case = Case::load("sd1_euler");
    let latents = case.expected_latents();
    let tmp = tempfile::tempdir().unwrap();
    let same = ldm_vae(tmp.path(), "same.safetensors", |_, t| t);
    let other = ldm_vae(tmp.path(), "other.safetensors", |n, t| {
        if n == "decoder.conv_out.bias" {
            (t.to_dtype(DType::F32).unwrap() + 0.25).unwrap()
        } else {
            t
        }
    });
    for plan in [Offload::None, Offload::Model, Offload::Sequential] {
        let mut model = Model::open(&case.model_path(), &OpenOptions::default()).unwrap();
        let mut nets = Nets::load_with(&model, &Device::Cpu, DType::F32, plan).unwrap();
        let base = decode(&model, &nets, &latents).unwrap();
        model.set_vae(Some(&same)).unwrap();
        nets.set_vae(&model).unwrap();
        assert_eq!(nets.vae_source(), Some(same.as_path()));
        assert!(
            decode(&model, &nets, &latents).unwrap() == base,
            "{plan:?}: LDM names"
        );
        model.set_vae(Some(&other)).unwrap();
        nets.set_vae(&model).unwrap();
        assert!(
            decode(&model, &nets, &latents).unwrap() != base,
            "{plan:?}: not used"
        );
        model.set_vae(None).unwrap();
        nets.set_vae(&model).unwrap();
        assert!(
            decode(&model, &nets, &latents).unwrap() == base,
            "{plan:?}: not restored"
        );
    }
}

#[test]
fn wrong_vae_files_are_refused_and_leave_the_vae_as_it_was() {
    let tmp = tempfile::tempdir().unwrap();
    let mut model = Model::open(&parity_dir().join("models/sd1"), &OpenOptions::default()).unwrap();
    let lora = parity_dir().join("loras/sd1_kohya.safetensors");
    let e = model.set_vae(Some(&lora)).unwrap_err().to_string();
    assert!(
        e.contains("sd1_kohya.safetensors") && e.contains("LoRA, not a VAE"),
        "{e}"
    );
    let half = ldm_vae(tmp.path(), "half.safetensors", |_, t| t);
    let all = candle_core::safetensors::load(&half, &Device::Cpu).unwrap();
    let decoder: HashMap<String, Tensor> = all
        .into_iter()
        .filter(|(k, _)| k.starts_with("decoder."))
        .collect();
    candle_core::safetensors::save(&decoder, &half).unwrap();
    let e = model.set_vae(Some(&half)).unwrap_err().to_string();
    assert!(
        e.contains("half.safetensors") && e.contains("no VAE tensor"),
        "{e}"
    );
    assert!(model.vae_override.is_none());
}

#[test]
fn the_cli_takes_a_vae_folder_and_the_png_names_it() {
    let tmp = tempfile::tempdir().unwrap();
    let folder = parity_dir().join("models/sd1/vae");
    let out = tmp.path().join("v.png");
    let model = sd1();
    let o = engine(&[
        "generate",
        "--model",
        &model,
        "--device",
        "cpu",
        "--steps",
        "1",
        "--width",
        "64",
        "--height",
        "64",
        "--prompt",
        "a cat",
        "--out",
        out.to_str().unwrap(),
        "--vae",
        folder.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = read_parameters(&out).unwrap().unwrap();
    let bytes = std::fs::read(folder.join("diffusion_pytorch_model.safetensors")).unwrap();
    use sha2::Digest;
    let hash: String = sha2::Sha256::digest(&bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    let want = format!("VAE hash: {}, VAE: vae", &hash[..10]);
    assert!(text.contains(&want), "{text}\nwanted {want}");
    let rec = candela_engine::attach::png::parse(&text);
    assert_eq!(rec.vae.as_deref(), Some("vae"));
}
