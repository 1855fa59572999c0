//! ControlNets beyond the SD 1.x parity cases: SD 2.x and SDXL (text_time) ControlNets made
//! from the tiny models' UNets (diffusers' `ControlNetModel.from_unet` with random weights)
//! steer the result, and a ControlNet for one family is refused by another.
use candela_engine::attach::controlnet::ControlNet;
use candela_engine::attach::Model;
use candela_engine::model::OpenOptions;
use candela_engine::pipeline::controls::ControlUnit;
use candela_engine::pipeline::{denoise, Nets};
use candela_tests::{max_abs, parity_dir, Case};
use candle_core::{DType, Device};

fn steered(case_name: &str) {
    let case = Case::load(case_name);
    let mut model = Model::open(&case.model_path(), &OpenOptions::default()).unwrap();
    let plain = {
        let nets = Nets::load(&model, &Device::Cpu, DType::F32).unwrap();
        denoise(&model, &nets, &case.request(), &mut |_| true).unwrap()
    };
    let index = model.attach_controlnet(ControlNet::open("random", &model).unwrap());
    let req = case.request();
    let map = image::RgbImage::from_fn(req.width as u32, req.height as u32, |x, y| {
        let v = if (x / 16 + y / 16) % 2 == 0 { 255 } else { 0 };
        image::Rgb([v, v, v])
    });
    let mut req = req;
    req.controls
        .push(ControlUnit::new(index, &map, 1.0, 0.0, 1.0).unwrap());
    let nets = Nets::load(&model, &Device::Cpu, DType::F32).unwrap();
    let latents = denoise(&model, &nets, &req, &mut |_| true).unwrap();
    let d = max_abs(&(&latents - &plain).unwrap());
    let m = max_abs(&latents);
    assert!(
        m.is_finite() && d > 1e-3 * m,
        "{case_name}: ControlNet changed latents by {d}"
    );
}

#[test]
fn an_sdxl_controlnet_reads_the_text_time_conditioning() {
    steered("sdxl_euler");
}

#[test]
fn an_sd2_controlnet_steers_a_v_prediction_model() {
    steered("sd2v_euler");
}

#[test]
fn a_random_controlnet_fits_its_own_base_only() {
    let sdxl = Model::open(&parity_dir().join("models/sdxl"), &OpenOptions::default()).unwrap();
    let sd1 = Model::open(&parity_dir().join("models/sd1"), &OpenOptions::default()).unwrap();
    let cn = ControlNet::random(&sdxl.unet.as_ref().unwrap().config);
    assert_eq!(cn.config.addition_embed_type.as_deref(), Some("text_time"));
    cn.check_fits(&sdxl).unwrap();
    let e = cn.check_fits(&sd1).unwrap_err().to_string();
    assert!(e.contains("does not fit") && e.contains("SD 1.x"), "{e}");
}
