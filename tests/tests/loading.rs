//! Checkpoint layouts beyond the parity models: sharded weights, f32 and bf16 storage.
use candela_engine::attach::Model;
use candela_engine::model::OpenOptions;
use candela_engine::pipeline::{denoise, Nets};
use candela_tests::{copy_tree, parity_dir, relative_max_error, Case};
use candle_core::{DType, Device, Tensor};
use std::collections::HashMap;
use std::path::Path;

/// Rewrites `dir/<stem>.safetensors` as two shards plus an index, stored in `dtype`.
fn shard(dir: &Path, stem: &str, dtype: DType) {
    let file = dir.join(format!("{stem}.safetensors"));
    let tensors = candle_core::safetensors::load(&file, &Device::Cpu).unwrap();
    std::fs::remove_file(&file).unwrap();
    let mut names: Vec<&String> = tensors.keys().collect();
    names.sort();
    let mut weight_map = serde_json::Map::new();
    for (i, part) in names.chunks(names.len().div_ceil(2)).enumerate() {
        let shard_name = format!("{stem}-0000{}-of-00002.safetensors", i + 1);
        let map: HashMap<String, Tensor> = part
            .iter()
            .map(|n| ((*n).clone(), tensors[*n].to_dtype(dtype).unwrap()))
            .collect();
        candle_core::safetensors::save(&map, dir.join(&shard_name)).unwrap();
        for n in part {
            weight_map.insert((*n).clone(), shard_name.clone().into());
        }
    }
    let index = serde_json::json!({ "metadata": {}, "weight_map": weight_map });
    std::fs::write(
        dir.join(format!("{stem}.safetensors.index.json")),
        index.to_string(),
    )
    .unwrap();
}

fn latents_for(model: &Path, case: &Case) -> Tensor {
    let model = Model::open(model, &OpenOptions::default()).unwrap();
    let nets = Nets::load(&model, &Device::Cpu, DType::F32).unwrap();
    let req = case.request();
    denoise(&model, &nets, &req, &mut |_| true).unwrap()
}

#[test]
fn sharded_f32_weights_give_the_same_latents_as_the_f16_file() {
    let case = Case::load("sd1_ddim");
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("sharded");
    copy_tree(&parity_dir().join("models/sd1"), &root);
    shard(&root.join("unet"), "diffusion_pytorch_model", DType::F32);
    // f16 -> f32 is exact, so the result must not move at all.
    let err = relative_max_error(
        &latents_for(&root, &case),
        &latents_for(&parity_dir().join("models/sd1"), &case),
    );
    assert_eq!(err, 0.0);
}

#[test]
fn bf16_weights_load_and_stay_close() {
    let case = Case::load("sd1_ddim");
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("bf16");
    copy_tree(&parity_dir().join("models/sd1"), &root);
    shard(&root.join("text_encoder"), "model", DType::BF16);
    let model = Model::open(&root, &OpenOptions::default()).unwrap();
    let dtypes = model.text_encoder.weights.stored().unwrap().stored_dtypes();
    assert_eq!(dtypes.keys().collect::<Vec<_>>(), ["bf16"]);
    // bf16 keeps 8 bits of mantissa: close to the reference, not equal.
    let err = relative_max_error(&latents_for(&root, &case), &case.expected_latents());
    assert!(err > 0.0 && err < 0.1, "{err}");
}

#[test]
fn a_missing_shard_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("m");
    copy_tree(&parity_dir().join("models/sd1"), &root);
    shard(&root.join("unet"), "diffusion_pytorch_model", DType::F16);
    std::fs::remove_file(root.join("unet/diffusion_pytorch_model-00002-of-00002.safetensors"))
        .unwrap();
    let err = Model::open(&root, &OpenOptions::default())
        .err()
        .unwrap()
        .to_string();
    assert!(
        err.contains("diffusion_pytorch_model-00002-of-00002.safetensors")
            && err.contains("missing"),
        "{err}"
    );
}

/// Rewrites one field of a component's config.json.
fn set_config(dir: &Path, sub: &str, key: &str, value: serde_json::Value) {
    let path = dir.join(sub).join("config.json");
    let mut cfg: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    cfg[key] = value;
    std::fs::write(&path, cfg.to_string()).unwrap();
}

fn open_error(root: &Path) -> String {
    Model::open(root, &OpenOptions::default())
        .err()
        .expect("the model should be refused")
        .to_string()
}

#[test]
fn sdxl_parts_that_do_not_fit_together_are_named() {
    let dir = tempfile::tempdir().unwrap();
    let fresh = |name: &str| {
        let root = dir.path().join(name);
        copy_tree(&parity_dir().join("models/sdxl"), &root);
        root
    };
    let model = Model::open(&fresh("ok"), &OpenOptions::default()).unwrap();
    assert_eq!(model.family, candela_engine::model::Family::Sdxl);
    assert!(model.force_zeros_for_empty_prompt);
    assert_eq!(model.tokenizer.pad_id(), model.tokenizer.eos_id());
    assert_eq!(model.tokenizer_2.as_ref().unwrap().pad_id(), 0);

    let root = fresh("cross");
    set_config(&root, "unet", "cross_attention_dim", 64.into());
    let err = open_error(&root);
    assert!(
        err.contains("unet/config.json") && err.contains("cross_attention_dim is 64"),
        "{err}"
    );

    let root = fresh("proj");
    set_config(&root, "text_encoder_2", "projection_dim", 8.into());
    let err = open_error(&root);
    assert!(
        err.contains("unet/config.json") && err.contains("projection_class_embeddings_input_dim"),
        "{err}"
    );

    let root = fresh("no_te2");
    let index = root.join("model_index.json");
    let mut v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&index).unwrap()).unwrap();
    v["text_encoder_2"] = serde_json::json!([null, null]);
    std::fs::write(&index, v.to_string()).unwrap();
    let err = open_error(&root);
    assert!(
        err.contains("unet/config.json") && err.contains("no text_encoder_2"),
        "{err}"
    );

    // A refiner: text_encoder_2 alone.
    let root = fresh("refiner");
    v["text_encoder_2"] = serde_json::json!(["transformers", "CLIPTextModelWithProjection"]);
    v["text_encoder"] = serde_json::json!([null, null]);
    std::fs::write(root.join("model_index.json"), v.to_string()).unwrap();
    let err = open_error(&root);
    assert!(
        err.contains("model_index.json") && err.contains("refiner"),
        "{err}"
    );
}

/// The error of opening `spec` as a ControlNet for `base`.
fn controlnet_error(spec: &Path, base: &Model) -> String {
    match candela_engine::attach::controlnet::ControlNet::open(spec.to_str().unwrap(), base) {
        Ok(_) => panic!(
            "{} opened as a ControlNet for {}",
            spec.display(),
            base.name
        ),
        Err(e) => e.to_string(),
    }
}

#[test]
fn a_controlnet_for_another_family_is_refused_naming_the_file() {
    let folder = parity_dir().join("models/controlnet_sd1");
    let file = parity_dir().join("single_file/controlnet_sd1_tiny.safetensors");
    let sdxl = Model::open(&parity_dir().join("models/sdxl"), &OpenOptions::default()).unwrap();
    let sd2 = Model::open(&parity_dir().join("models/sd2v"), &OpenOptions::default()).unwrap();
    for spec in [&folder, &file] {
        let e = controlnet_error(spec, &sdxl);
        assert!(
            e.contains(&spec.display().to_string())
                && e.contains("does not fit")
                && e.contains("SDXL"),
            "{e}"
        );
        let e = controlnet_error(spec, &sd2);
        assert!(
            e.contains("does not fit") && e.contains("projections"),
            "{e}"
        );
    }
    // A base checkpoint given as a ControlNet, and a ControlNet given as a base model.
    let sd1 = Model::open(&parity_dir().join("models/sd1"), &OpenOptions::default()).unwrap();
    let e = controlnet_error(&parity_dir().join("single_file/sd1_tiny.safetensors"), &sd1);
    assert!(
        e.contains("not a ControlNet") && e.contains("--model"),
        "{e}"
    );
    let e = match Model::open(&file, &OpenOptions::default()) {
        Ok(_) => panic!("a ControlNet opened as a model"),
        Err(e) => e.to_string(),
    };
    assert!(e.contains("ControlNet") && e.contains("--control"), "{e}");
}

/// A ControlNet in diffusers' names in one file (no config.json) reads the same config
/// from its shapes as its folder's config.json says.
#[test]
fn a_diffusers_layout_controlnet_file_infers_the_folder_config() {
    use candela_engine::attach::controlnet::ControlNet;
    let sd1 = Model::open(&parity_dir().join("models/sd1"), &OpenOptions::default()).unwrap();
    let folder = parity_dir().join("models/controlnet_sd1");
    let file = folder.join("diffusion_pytorch_model.safetensors");
    let ldm = parity_dir().join("single_file/controlnet_sd1_tiny.safetensors");
    let want = ControlNet::open(folder.to_str().unwrap(), &sd1)
        .unwrap()
        .config;
    for f in [file, ldm] {
        let got = ControlNet::open(f.to_str().unwrap(), &sd1).unwrap().config;
        // The file cannot say the heads; they are the base UNet's (as from_unet makes them).
        assert_eq!(got.unet(), want.unet(), "{}", f.display());
        assert_eq!(
            got.conditioning_embedding_out_channels,
            want.conditioning_embedding_out_channels
        );
    }
}
