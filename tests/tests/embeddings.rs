//! Textual-inversion embeddings named in the prompt (A1111 and SDXL files) against
//! diffusers' `load_textual_inversion`, and embeddings that fit no text encoder refused.
use candela_engine::attach::Model;
use candela_engine::model::OpenOptions;
use candela_engine::pipeline::{denoise, Nets};
use candela_engine::protocol::Offload;
use candela_tests::{parity_dir, Case};
use candle_core::{DType, Device};

#[test]
fn embeddings_named_in_the_prompt_match_diffusers() {
    for name in ["sd1_embedding_euler", "sdxl_embedding_euler"] {
        let case = Case::load(name);
        let mut model = Model::open(&case.model_path(), &OpenOptions::default()).unwrap();
        let files: Vec<_> = case.json["embeddings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| parity_dir().join(f.as_str().unwrap()))
            .collect();
        let prompt = case.str("prompt");
        model.set_embeddings(&files, None, &[&prompt]).unwrap();
        // The name's tokens become its two vectors, one position each, as in diffusers.
        let ids = model.prompt_chunks(&model.tokenizer, &prompt);
        let want: Vec<u32> = case.json["prompt_token_ids"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_u64().unwrap() as u32)
            .collect();
        assert_eq!(ids, vec![want], "{name}: token ids");
        let nets = Nets::load_with(&model, &Device::Cpu, DType::F32, Offload::None).unwrap();
        let latents = denoise(&model, &nets, &case.request(), &mut |_| true).unwrap();
        let err = case.check_latents(&latents);
        eprintln!("{name}: {err:.2e}");
    }
}

#[test]
fn embeddings_from_a_folder_are_used_by_name_and_wrong_widths_are_refused() {
    let dir = parity_dir().join("embeddings");
    let sd1 = parity_dir().join("models/sd1");
    let mut model = Model::open(&sd1, &OpenOptions::default()).unwrap();
    model
        .set_embeddings(&[], Some(&dir), &["a sd1_style cat", ""])
        .unwrap();
    let names: Vec<_> = model.embeddings.iter().map(|e| e.name.clone()).collect();
    assert_eq!(names, vec!["sd1_style".to_string()]);
    // An SDXL embedding named on an SD 1.x model: its clip_l width happens to fit, its
    // clip_g has nowhere to go.
    let err = model
        .set_embeddings(&[dir.join("sdxl_style.safetensors")], None, &[""])
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("sdxl_style.safetensors") && err.contains("fits neither"),
        "{err}"
    );
    assert_eq!(model.embeddings.len(), 1, "changed despite the error");
    let xl = parity_dir().join("models/sdxl");
    let mut model = Model::open(&xl, &OpenOptions::default()).unwrap();
    let err = model
        .set_embeddings(&[dir.join("sd1_style.safetensors")], None, &[""])
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("sd1_style.safetensors") && err.contains("SDXL needs an SDXL embedding"),
        "{err}"
    );
    let pt = tempfile::tempdir().unwrap();
    let pickle = pt.path().join("bad.pt");
    std::fs::write(&pickle, b"x").unwrap();
    let err = model
        .set_embeddings(&[pickle], None, &[""])
        .unwrap_err()
        .to_string();
    assert!(err.contains("pickle"), "{err}");
}
