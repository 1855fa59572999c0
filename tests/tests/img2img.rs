//! img2img and inpainting: parity with diffusers' StableDiffusionImg2ImgPipeline and
//! StableDiffusionInpaintPipeline (tests/parity/sd1_img2img_*, sd1_inpaint*), and the CLI's
//! --init-image / --strength / --mask flags end to end.
use candela_engine::img2img::{self, InitImageArgs};
use candela_engine::model::{Model, OpenOptions};
use candela_engine::pipeline::{decode, denoise_from, text_embeddings, Nets};
use candela_tests::{engine, max_pixel_diff, parity_dir, relative_max_error, Case};
use candle_core::{DType, Device};
use std::path::{Path, PathBuf};

/// Copies every file under `src` to `dst`.
fn copy_tree(src: &Path, dst: &Path) {
    for e in std::fs::read_dir(src).unwrap() {
        let p = e.unwrap().path();
        let to = dst.join(p.file_name().unwrap());
        if p.is_dir() {
            std::fs::create_dir_all(&to).unwrap();
            copy_tree(&p, &to);
        } else {
            std::fs::copy(&p, &to).unwrap();
        }
    }
}

/// The case's model folder: models/sd1, or (9-channel cases) a copy of it in `tmp` with the
/// case's UNet swapped in.
fn model_dir(case: &Case, tmp: &Path) -> PathBuf {
    let Some(unet) = case.json["unet"].as_str() else {
        return case.model_path();
    };
    let root = tmp.join("model");
    std::fs::create_dir_all(&root).unwrap();
    copy_tree(&case.model_path(), &root);
    let dst = root.join("unet");
    std::fs::remove_dir_all(&dst).unwrap();
    std::fs::create_dir_all(&dst).unwrap();
    copy_tree(&parity_dir().join(unet), &dst);
    root
}

/// Runs an img2img / inpaint case in f32 on the CPU: latents within 2e-3 x max|ref|, and
/// the decoded image within 2/255 of diffusers' decode (before the mask overlay).
fn check_case(name: &str) {
    let case = Case::load(name);
    let tmp = tempfile::tempdir().unwrap();
    let model = Model::open(&model_dir(&case, tmp.path()), &OpenOptions::default()).unwrap();
    let nets = Nets::load(&model, &Device::Cpu, DType::F32).unwrap();
    let mut req = case.request();
    let mask = case.json["mask"].as_str().map(|m| case.dir.join(m));
    req.init_image = InitImageArgs {
        init_image: Some(&case.dir.join(case.str("init_image"))),
        mask: mask.as_deref(),
        strength: Some(case.num("strength")),
        mask_blur: Some(0.0),
    }
    .load(req.width, req.height)
    .unwrap();
    req.validate().unwrap();
    let init = req.init_image.as_ref().unwrap();
    let conditioning = text_embeddings(&model, &nets, &req).unwrap();
    let start = img2img::prepare(&model, &nets, init, req.steps).unwrap();
    let mut steps = 0;
    let latents = denoise_from(&model, &nets, &req, &conditioning, Some(&start), &mut |e| {
        if let candela_engine::pipeline::Event::Step { total, .. } = e {
            steps += 1;
            assert_eq!(total, case.json["timesteps_run"].as_array().unwrap().len());
        }
        true
    })
    .unwrap();
    assert_eq!(steps, case.json["timesteps_run"].as_array().unwrap().len());
    let err = relative_max_error(&latents, &case.expected_latents());
    assert!(
        err < 2e-3,
        "{name}: latents differ from diffusers by {err:.2e} x max|ref|"
    );
    let (_, _, rgb) = decode(&model, &nets, &latents).unwrap();
    let d = max_pixel_diff(&rgb, &case.expected_png().2);
    assert!(d <= 2, "{name}: a pixel differs from diffusers' by {d}/255");
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
    sd1_img2img_euler,
    sd1_img2img_ddim,
    sd1_img2img_dpmpp_2m,
    sd1_inpaint_euler,
    sd1_inpaint_ddim_full,
    sd1_inpaint9_euler,
    sd1_inpaint9_dpmpp_2m,
);
