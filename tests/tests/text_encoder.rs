//! `--text-encoder`, a declared attachment (engine/src/attach/text_encoder.rs and its line
//! in attach/mod.rs were all it took): a fine-tuned CLIP file, in transformers or LDM
//! names, gives exactly the image a checkpoint with that text encoder gives (in every
//! offload plan); the same
//! weights give the checkpoint's image; files that are not a text encoder for the model
//! are refused naming them.
use candela_engine::output::read_parameters;
use candela_tests::{copy_tree, engine, fails, parity_dir, sd1};
use candle_core::{Device, Tensor};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// The tiny SD 1.x model's text encoder tensors, `change`d, under `prefix` + their names,
/// saved as `path`.
fn text_encoder_file(path: &Path, prefix: &str, change: impl Fn(&str, Tensor) -> Tensor) {
    let te = parity_dir().join("models/sd1/text_encoder/model.safetensors");
    let all = candle_core::safetensors::load(te, &Device::Cpu).unwrap();
    let out: HashMap<String, Tensor> = all
        .into_iter()
        .map(|(k, t)| (format!("{prefix}{k}"), change(&k, t)))
        .collect();
    candle_core::safetensors::save(&out, path).unwrap();
}

fn shifted(name: &str, t: Tensor) -> Tensor {
    match name {
        "final_layer_norm.bias" => (t + 0.5).unwrap(),
        _ => t,
    }
}

/// Generates with `model` and `extra` flags; returns the latents and the PNG's parameters.
fn generate(dir: &Path, name: &str, model: &str, extra: &[&str]) -> (Tensor, String) {
    let out = dir.join(format!("{name}.png"));
    let lat = dir.join(format!("{name}.safetensors"));
    let mut args = vec![
        "generate",
        "--model",
        model,
        "--device",
        "cpu",
        "--steps",
        "2",
        "--width",
        "64",
        "--height",
        "64",
        "--seed",
        "7",
        "--prompt",
        "a cat",
        "--out",
        out.to_str().unwrap(),
        "--save-latents",
        lat.to_str().unwrap(),
    ];
    args.extend_from_slice(extra);
    let o = engine(&args);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let latents = candle_core::safetensors::load(&lat, &Device::Cpu).unwrap()["latents"].clone();
    (latents, read_parameters(&out).unwrap().unwrap())
}

fn same(a: &Tensor, b: &Tensor) -> bool {
    a.flatten_all().unwrap().to_vec1::<f32>().unwrap()
        == b.flatten_all().unwrap().to_vec1::<f32>().unwrap()
}

#[test]
fn a_text_encoder_file_gives_what_a_checkpoint_with_it_gives() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    let ldm = dir.join("clip-ft.safetensors");
    text_encoder_file(&ldm, "cond_stage_model.transformer.text_model.", shifted);
    let same_file = dir.join("clip-same.safetensors");
    text_encoder_file(&same_file, "text_model.", |_, t| t);
    // A model folder whose own text encoder is the fine-tuned one.
    let folder: PathBuf = dir.join("model");
    copy_tree(&parity_dir().join("models/sd1"), &folder);
    text_encoder_file(&folder.join("text_encoder/model.safetensors"), "", shifted);

    let base = sd1();
    let (checkpoint, base_text) = generate(dir, "base", &base, &[]);
    let (with_ft, text) = generate(dir, "ft", &base, &["--text-encoder", ldm.to_str().unwrap()]);
    let (own_ft, _) = generate(dir, "own", folder.to_str().unwrap(), &[]);
    let (with_same, _) = generate(
        dir,
        "same",
        &base,
        &["--text-encoder", same_file.to_str().unwrap()],
    );
    assert!(
        same(&with_ft, &own_ft),
        "the override differs from a checkpoint with it"
    );
    assert!(!same(&with_ft, &checkpoint), "the override was not used");
    // The nets built under model and sequential offload read the override as well.
    for offload in ["model", "sequential"] {
        let flags = [
            "--offload",
            offload,
            "--text-encoder",
            ldm.to_str().unwrap(),
        ];
        let (with, _) = generate(dir, &format!("ft-{offload}"), &base, &flags);
        let (own, _) = generate(
            dir,
            &format!("own-{offload}"),
            folder.to_str().unwrap(),
            &flags[..2],
        );
        assert!(
            same(&with, &own),
            "--offload {offload}: the override differs"
        );
        assert!(
            !same(&with, &checkpoint),
            "--offload {offload}: the override was not used"
        );
    }
    assert!(
        same(&with_same, &checkpoint),
        "the same weights changed the image"
    );

    use sha2::Digest;
    let hash: String = sha2::Sha256::digest(std::fs::read(&ldm).unwrap())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    let want = format!(
        ", Text encoder: clip-ft.safetensors, Text encoder hash: {}",
        &hash[..10]
    );
    assert!(text.contains(&want), "{text}\nwanted {want}");
    assert!(!base_text.contains("Text encoder"), "{base_text}");
}

#[test]
fn files_that_are_not_its_text_encoder_are_refused_naming_them() {
    let tmp = tempfile::tempdir().unwrap();
    let model = sd1();
    let refused = |file: &Path| {
        fails(&[
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
            tmp.path().join("x.png").to_str().unwrap(),
            "--text-encoder",
            file.to_str().unwrap(),
        ])
    };
    let vae = parity_dir().join("models/sd1/vae/diffusion_pytorch_model.safetensors");
    let e = refused(&vae);
    assert!(
        e.contains("diffusion_pytorch_model.safetensors") && e.contains("VAE"),
        "{e}"
    );
    let lora = parity_dir().join("loras/sd1_kohya.safetensors");
    let e = refused(&lora);
    assert!(
        e.contains("sd1_kohya.safetensors") && e.contains("LoRA"),
        "{e}"
    );
    let wide = tmp.path().join("wide.safetensors");
    text_encoder_file(&wide, "", |n, t| match n {
        "final_layer_norm.weight" => Tensor::cat(&[&t, &t], 0).unwrap(),
        _ => t,
    });
    let e = refused(&wide);
    assert!(
        e.contains("wide.safetensors") && e.contains("final_layer_norm.weight"),
        "{e}"
    );
    let pickle = tmp.path().join("clip.pt");
    std::fs::write(&pickle, b"not read").unwrap();
    let e = refused(&pickle);
    assert!(e.contains("clip.pt") && e.contains("pickle"), "{e}");
    assert!(std::fs::read_dir(tmp.path())
        .unwrap()
        .all(|e| { e.unwrap().path().extension().is_none_or(|x| x != "png") }));
}

/// The flag comes from the declaration: `--help` lists it for generate, plan and bench.
#[test]
fn the_flag_is_listed_by_every_job_command() {
    for cmd in ["generate", "plan", "bench"] {
        let o = engine(&[cmd, "--help"]);
        let help = String::from_utf8_lossy(&o.stdout);
        assert!(help.contains("--text-encoder <FILE>"), "{cmd}: {help}");
    }
}
