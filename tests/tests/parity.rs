//! Parity with diffusers on tiny random-weight models (references in tests/parity).
use candela_engine::model::{Model, OpenOptions};
use candela_engine::pipeline::{decode, denoise, Nets};
use candela_tests::{max_pixel_diff, relative_max_error, Case};
use candle_core::{DType, Device};

/// Runs a case in f32 on the CPU and checks latents (2e-3 x max|ref|) and pixels (2/255).
fn check_case(name: &str) {
    let case = Case::load(name);
    let model = Model::open(&case.model_path(), &OpenOptions::default()).unwrap();
    let nets = Nets::load(&model, &Device::Cpu, DType::F32).unwrap();
    let req = case.request();
    let latents = denoise(&model, &nets, &req, &mut |_| true).unwrap();
    let err = relative_max_error(&latents, &case.expected_latents());
    assert!(
        err < 2e-3,
        "{name}: latents differ from diffusers by {err:.2e} x max|ref|"
    );
    let (w, h, rgb) = decode(&model, &nets, &latents).unwrap();
    let (ew, eh, expected) = case.expected_png();
    assert_eq!((w, h), (ew, eh), "{name}: image size");
    let d = max_pixel_diff(&rgb, &expected);
    assert!(d <= 2, "{name}: a pixel differs from diffusers' by {d}/255");
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
);

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
