//! Parity with diffusers on tiny random-weight models (references in tests/parity).
use candela_engine::attach::Model;
use candela_engine::model::OpenOptions;
use candela_engine::pipeline::{decode, denoise, Nets};
use candela_tests::{relative_max_error, Case};
use candle_core::{DType, Device};

/// Runs a case in f32 on the CPU and checks latents (2e-3 x max|ref|) and pixels (2/255).
fn check_case(name: &str) {
    let case = Case::load(name);
    let model = Model::open(&case.model_path(), &OpenOptions::default()).unwrap();
    let nets = Nets::load(&model, &Device::Cpu, DType::F32).unwrap();
    let req = case.request();
    let latents = denoise(&model, &nets, &req, &mut |_| true).unwrap();
    let err = case.check_latents(&latents);
    let d = case.check_image(decode(&model, &nets, &latents).unwrap());
    eprintln!("{name}: latents within {err:.2e} x max|ref|, pixels within {d}/255");
}

macro_rules! parity_cases {
    ($($name:ident),* $(,)?) => {$(
        #[test]
        fn $name() {
            check_case(stringify!($name));
        }
    )*};
}

parity_cases!(
    sd1_euler,
    sd1_ddim,
    sd1_dpmpp_2m,
    sd1_dpmpp_2m_karras,
    sd1_long_prompt,
    sd2v_euler,
    sd2v_ddim,
    sd2v_dpmpp_2m,
    sd1_single_file_euler,
    sd2v_single_file_euler,
    sdxl_euler,
    sdxl_euler_no_negative,
    sdxl_dpmpp_2m,
    sdxl_long_prompt,
    sdxl_single_file_euler,
);

/// SDXL's conditioning alone: both encoders' penultimate states side by side and the
/// pooled projection, against diffusers' `encode_prompt` (zeros for the missing negative).
#[test]
fn sdxl_prompt_embeds_match_diffusers() {
    use candela_engine::pipeline::text_embeddings;
    for name in [
        "sdxl_euler",
        "sdxl_euler_no_negative",
        "sdxl_long_prompt",
        "sdxl_single_file_euler",
    ] {
        let case = Case::load(name);
        let model = Model::open(&case.model_path(), &OpenOptions::default()).unwrap();
        let nets = Nets::load(&model, &Device::Cpu, DType::F32).unwrap();
        let cond = text_embeddings(&model, &nets, &case.request()).unwrap();
        let embeds = "expected_prompt_embeds.safetensors";
        let pooled = "expected_pooled_prompt_embeds.safetensors";
        let uncond_then_cond = |file: &str, neg: &str, pos: &str| {
            candle_core::Tensor::cat(&[case.tensor(file, neg), case.tensor(file, pos)], 0).unwrap()
        };
        let want = uncond_then_cond(embeds, "negative_prompt_embeds", "prompt_embeds");
        let err = relative_max_error(&cond.context, &want);
        assert!(err < 1e-5, "{name}: prompt embeds differ by {err:.2e}");
        eprintln!("{name}: prompt embeds within {err:.2e} x max|ref|");
        let want = uncond_then_cond(
            pooled,
            "negative_pooled_prompt_embeds",
            "pooled_prompt_embeds",
        );
        let text_time = cond.text_time.expect("SDXL has pooled embeds and time ids");
        let err = relative_max_error(&text_time.text_embeds, &want);
        assert!(err < 1e-5, "{name}: pooled embeds differ by {err:.2e}");
        eprintln!("{name}: pooled embeds within {err:.2e} x max|ref|");
        let ids: Vec<f64> = case.json["add_time_ids"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_f64().unwrap())
            .collect();
        let got = text_time.time_ids.to_vec2::<f32>().unwrap();
        for row in got {
            let row: Vec<f64> = row.into_iter().map(f64::from).collect();
            assert_eq!(row, ids, "{name}: time ids");
        }
    }
}

/// Attention slicing changes memory, not pictures: any split gives the same latents.
#[test]
fn attention_slicing_gives_the_same_latents() {
    use candela_engine::nets::attention::AttentionMode;
    for name in ["sd1_euler", "sd2v_euler"] {
        let case = Case::load(name);
        let model = Model::open(&case.model_path(), &OpenOptions::default()).unwrap();
        let mut nets = Nets::load(&model, &Device::Cpu, DType::F32).unwrap();
        let whole = denoise(&model, &nets, &case.request(), &mut |_| true).unwrap();
        // 7 rows leaves remainders at every resolution of these models.
        for mode in ["7", "1", "auto"] {
            nets.set_attention(AttentionMode::parse_slice(mode).unwrap());
            let sliced = denoise(&model, &nets, &case.request(), &mut |_| true).unwrap();
            let err = relative_max_error(&sliced, &whole);
            assert!(err <= 1e-5, "{name} --attention-slice {mode}: {err:.2e}");
        }
    }
}

/// Runs a ControlNet case (f32, CPU) and checks the final latents (2e-3 x max|ref|).
fn check_control_case(name: &str, controlnet: Option<&std::path::Path>) {
    let case = Case::load(name);
    let mut model = Model::open(&case.model_path(), &OpenOptions::default()).unwrap();
    let req = case.control_request(&mut model, controlnet);
    let units = case.json["controlnets"].as_array().unwrap().len();
    assert_eq!(req.controls.len(), units);
    assert_eq!(
        model.controlnets.len(),
        1,
        "{name}: one ControlNet, loaded once"
    );
    let nets = Nets::load(&model, &Device::Cpu, DType::F32).unwrap();
    let latents = denoise(&model, &nets, &req, &mut |_| true).unwrap();
    let err = case.check_latents(&latents);
    eprintln!("{name}: latents within {err:.2e} x max|ref|");
}

#[test]
fn sd1_controlnet_euler() {
    check_control_case("sd1_controlnet_euler", None);
}

#[test]
fn sd1_multi_controlnet_euler() {
    check_control_case("sd1_multi_controlnet_euler", None);
}

#[test]
fn sd1_controlnet_end_half() {
    check_control_case("sd1_controlnet_end_half", None);
}

/// The same ControlNet as an original-layout (`control_model.*`) single file gives the
/// same result as its diffusers folder.
#[test]
fn sd1_controlnet_single_file_ldm_layout() {
    let file = candela_tests::parity_dir().join("single_file/controlnet_sd1_tiny.safetensors");
    check_control_case("sd1_controlnet_euler", Some(&file));
}

/// The same ControlNet as one file in diffusers' names (no config.json).
#[test]
fn sd1_controlnet_single_file_diffusers_layout() {
    let file = candela_tests::parity_dir()
        .join("models/controlnet_sd1/diffusion_pytorch_model.safetensors");
    check_control_case("sd1_controlnet_euler", Some(&file));
}
