//! A1111 prompt syntax, emphasis and clip skip against a reference written from A1111's
//! algorithm (tools/parity/make_prompt_cases.py): embeddings within 1e-5 x max|ref|, final
//! latents (diffusers run with those prompt_embeds) within 2e-3 x max|ref|.
use candela_engine::attach::Model;
use candela_engine::model::OpenOptions;
use candela_engine::pipeline::{decode, denoise, text_embeddings, Nets};
use candela_tests::{relative_max_error, Case};
use candle_core::{DType, Device, Tensor};

fn check(name: &str) {
    let case = Case::load(name);
    let model = Model::open(&case.model_path(), &OpenOptions::default()).unwrap();
    let nets = Nets::load(&model, &Device::Cpu, DType::F32).unwrap();
    let req = case.request();
    let cond = text_embeddings(&model, &nets, &req).unwrap();
    let file = "expected_prompt_embeds.safetensors";
    let want = Tensor::cat(
        &[
            case.tensor(file, "negative_prompt_embeds"),
            case.tensor(file, "prompt_embeds"),
        ],
        0,
    )
    .unwrap();
    assert_eq!(cond.context.dims(), want.dims(), "{name}: embedding shape");
    let err = relative_max_error(&cond.context, &want);
    assert!(
        err < 1e-5,
        "{name}: prompt embeds differ by {err:.2e} x max|ref|"
    );
    if let Some(tt) = &cond.text_time {
        let file = "expected_pooled_prompt_embeds.safetensors";
        let want = Tensor::cat(
            &[
                case.tensor(file, "negative_pooled_prompt_embeds"),
                case.tensor(file, "pooled_prompt_embeds"),
            ],
            0,
        )
        .unwrap();
        let perr = relative_max_error(&tt.text_embeds, &want);
        assert!(perr < 1e-5, "{name}: pooled embeds differ by {perr:.2e}");
    }
    let latents = denoise(&model, &nets, &req, &mut |_| true).unwrap();
    let lerr = case.check_latents(&latents);
    let d = case.check_image(decode(&model, &nets, &latents).unwrap());
    eprintln!("{name}: embeds within {err:.2e}, latents within {lerr:.2e} x max|ref|, pixels within {d}/255");
}

/// Weights, nesting, escapes, BREAK, comma backtracking, "Original" emphasis, clip skip 2.
#[test]
fn sd1_a1111_prompt() {
    check("sd1_a1111_prompt");
}

/// The same prompt with "No norm" emphasis and clip skip 1.
#[test]
fn sd1_a1111_no_norm() {
    check("sd1_a1111_no_norm");
}

/// SDXL: both encoders with their own chunks and mean restore, clip skip 2, pooled from
/// the first chunk.
#[test]
fn sdxl_a1111_prompt() {
    check("sdxl_a1111_prompt");
}

/// With emphasis off ("ignore"), brackets and weights are parsed away: the same
/// embeddings as the plain words.
#[test]
fn ignored_emphasis_is_the_plain_prompt() {
    let case = Case::load("sd1_euler");
    let model = Model::open(&case.model_path(), &OpenOptions::default()).unwrap();
    let nets = Nets::load(&model, &Device::Cpu, DType::F32).unwrap();
    let mut req = case.request();
    req.prompt = "a (red:1.4) [fox]".into();
    req.prompt_options.emphasis = candela_engine::prompt::Emphasis::Ignore;
    let ignored = text_embeddings(&model, &nets, &req).unwrap().context;
    req.prompt = "a red fox".into();
    let plain = text_embeddings(&model, &nets, &req).unwrap().context;
    assert_eq!(relative_max_error(&ignored, &plain), 0.0);
}
