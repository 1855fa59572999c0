//! SD 3.5's text side against transformers and diffusers on the tiny SD 3.5 Medium folder
//! (tests/parity/models/sd35m_tiny, tools/parity/make_sd3_text_case.py), f32 on the CPU:
//! the T5 tokenizer's ids, T5EncoderModel's hidden states, and
//! StableDiffusion3Pipeline.encode_prompt with and without T5.
use candela_engine::model::config::ClipTextConfig;
use candela_engine::model::t5::T5Config;
use candela_engine::model::t5_tokenizer::T5Tokenizer;
use candela_engine::model::tokenizer::ClipTokenizer;
use candela_engine::model::weights::{ComponentWeights, TensorStore};
use candela_engine::nets::clip::ClipTextModel;
use candela_engine::nets::t5::T5Encoder;
use candela_engine::pipeline::sd3_conditioning::{sd3_conditioning, Sd3Encoders, Sd3TextOptions};
use candela_tests::{parity_dir, relative_max_error, Case};
use candle_core::{DType, Device, Tensor};
use std::path::PathBuf;

fn folder() -> PathBuf {
    parity_dir().join("models/sd35m_tiny")
}

fn weights(sub: &str, file: &str) -> ComponentWeights {
    let store = TensorStore::open(&[folder().join(sub).join(file)]).unwrap();
    ComponentWeights::identity(sub, store)
}

fn t5() -> T5Encoder {
    let config = T5Config::from_json_file(&folder().join("text_encoder_3/config.json")).unwrap();
    let w = weights("text_encoder_3", "model.safetensors");
    T5Encoder::new(w.var_builder(DType::F32, &Device::Cpu), &config).unwrap()
}

fn clip(sub: &str) -> ClipTextModel {
    let text = std::fs::read_to_string(folder().join(sub).join("config.json")).unwrap();
    let config: ClipTextConfig = serde_json::from_str(&text).unwrap();
    let w = weights(sub, "model.safetensors");
    ClipTextModel::with_projection(w.var_builder(DType::F32, &Device::Cpu), &config).unwrap()
}

#[test]
fn the_t5_tokenizer_gives_transformers_ids() {
    let case = Case::load("sd35m_t5");
    let tok = T5Tokenizer::from_folder(&folder().join("tokenizer_3")).unwrap();
    let prompts = case.json["prompts"].as_array().unwrap();
    for (len, ids) in case.json["ids"].as_object().unwrap() {
        let len: usize = len.parse().unwrap();
        for (prompt, want) in prompts.iter().zip(ids.as_array().unwrap()) {
            let prompt = prompt.as_str().unwrap();
            let want: Vec<u32> = serde_json::from_value(want.clone()).unwrap();
            let got = tok.encode_padded(prompt, len).unwrap();
            assert_eq!(got, want, "{prompt:?} at {len}");
        }
    }
}

#[test]
fn a_tokenizer_folder_without_tokenizer_json_is_refused_by_name() {
    let tmp = tempfile::tempdir().unwrap();
    let src = folder().join("tokenizer_3/spiece.model");
    std::fs::copy(src, tmp.path().join("spiece.model")).unwrap();
    let err = T5Tokenizer::from_folder(tmp.path())
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("tokenizer.json") && err.contains("spiece.model"),
        "{err}"
    );
    let clip_json = parity_dir().join("models/sdxl/tokenizer");
    let err = T5Tokenizer::from_folder(&clip_json)
        .unwrap_err()
        .to_string();
    assert!(err.contains("tokenizer.json"), "{err}");
}

#[test]
fn the_t5_encoder_matches_transformers() {
    let case = Case::load("sd35m_t5");
    let ids = case.tensor("tensors.safetensors", "ids");
    let ids = ids.to_dtype(DType::U32).unwrap();
    assert_eq!(ids.dims(), [1, 256]);
    let got = t5().forward(&ids).unwrap();
    let want = case.tensor("tensors.safetensors", "last_hidden_state");
    let err = relative_max_error(&got, &want);
    eprintln!("T5 last_hidden_state: {err:.2e} x max|ref|");
    assert!(err < 1e-5, "{err:.2e}");
}

#[test]
fn sd3_prompt_embeds_match_diffusers_encode_prompt() {
    let case = Case::load("sd35m_encode_prompt");
    let (clip_l, clip_g, t5) = (clip("text_encoder"), clip("text_encoder_2"), t5());
    let tokenizer = ClipTokenizer::from_folder(&folder().join("tokenizer")).unwrap();
    let tokenizer_2 = ClipTokenizer::from_folder(&folder().join("tokenizer_2")).unwrap();
    let tokenizer_3 = T5Tokenizer::from_folder(&folder().join("tokenizer_3")).unwrap();
    let (prompt, negative) = (case.str("prompt"), case.str("negative_prompt"));
    for run in case.json["runs"].as_array().unwrap() {
        let name = run["name"].as_str().unwrap();
        let with_t5 = run["t5"].as_bool().unwrap();
        let options = Sd3TextOptions {
            max_sequence_length: run["max_sequence_length"].as_u64().unwrap() as usize,
            ..Default::default()
        };
        let enc = Sd3Encoders {
            clip_l: &clip_l,
            clip_g: &clip_g,
            tokenizer: &tokenizer,
            tokenizer_2: &tokenizer_2,
            t5: with_t5.then_some((&t5, &tokenizer_3)),
            joint_attention_dim: 24,
            device: &Device::Cpu,
        };
        let (context, pooled) = sd3_conditioning(&enc, &prompt, &negative, true, options).unwrap();
        let t = |k: &str| case.tensor("tensors.safetensors", &format!("{name}.{k}"));
        let want_context =
            Tensor::cat(&[t("negative_prompt_embeds"), t("prompt_embeds")], 0).unwrap();
        let want_pooled = Tensor::cat(
            &[
                t("negative_pooled_prompt_embeds"),
                t("pooled_prompt_embeds"),
            ],
            0,
        )
        .unwrap();
        assert_eq!(context.dims(), want_context.dims(), "{name}");
        let (e1, e2) = (
            relative_max_error(&context, &want_context),
            relative_max_error(&pooled, &want_pooled),
        );
        eprintln!("{name}: context {e1:.2e}, pooled {e2:.2e} x max|ref|");
        assert!(
            e1 < 1e-5 && e2 < 1e-5,
            "{name}: context {e1:.2e}, pooled {e2:.2e}"
        );
    }
}
