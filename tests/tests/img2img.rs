//! img2img and inpainting: parity with diffusers' StableDiffusionImg2ImgPipeline and
//! StableDiffusionInpaintPipeline (tests/parity/sd1_img2img_*, sd1_inpaint*), and the CLI's
//! --init-image / --strength / --mask flags end to end.
use candela_engine::attach::Model;
use candela_engine::model::OpenOptions;
use candela_engine::pipeline::init_image::InitImageArgs;
use candela_engine::pipeline::{decode, denoise, Nets};
use candela_engine::protocol::Offload;
use candela_tests::{
    copy_tree, engine, fails, max_pixel_diff, parity_dir, relative_max_error, sd1, Case,
};
use candle_core::{DType, Device};
use std::path::{Path, PathBuf};

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
    check_case_with(name, Offload::None);
}

fn check_case_with(name: &str, offload: Offload) {
    let case = Case::load(name);
    let tmp = tempfile::tempdir().unwrap();
    let model = Model::open(&model_dir(&case, tmp.path()), &OpenOptions::default()).unwrap();
    let nets = Nets::load_with(&model, &Device::Cpu, DType::F32, offload).unwrap();
    let mut req = case.request();
    let mask = case.json["mask"].as_str().map(|m| case.dir.join(m));
    req.init_image = InitImageArgs {
        init_image: Some(&case.dir.join(case.str("init_image"))),
        mask: mask.as_deref(),
        strength: Some(case.num("strength")),
        mask_blur: Some(0.0),
        strength_rule: case.json["strength_rule"]
            .as_str()
            .map_or(Default::default(), |r| r.parse().unwrap()),
    }
    .load(req.width, req.height)
    .unwrap();
    req.validate().unwrap();
    let mut steps = 0;
    let latents = denoise(&model, &nets, &req, &mut |e| {
        if let candela_engine::pipeline::Event::Step { total, .. } = e {
            steps += 1;
            assert_eq!(total, case.json["timesteps_run"].as_array().unwrap().len());
        }
        true
    })
    .unwrap();
    assert_eq!(steps, case.json["timesteps_run"].as_array().unwrap().len());
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
    sd1_img2img_euler,
    sd1_img2img_euler_uniform_a1111,
    sd1_img2img_ddim,
    sd1_img2img_dpmpp_2m,
    sd1_inpaint_euler,
    sd1_inpaint_ddim_full,
    sd1_inpaint9_euler,
    sd1_inpaint9_dpmpp_2m,
    sdxl_img2img_euler,
);

/// Modes change memory, not pictures: the 9-channel case with model and sequential offload.
#[test]
fn inpainting_under_offload_matches_diffusers() {
    check_case_with("sd1_inpaint9_dpmpp_2m", Offload::Model);
    check_case_with("sd1_inpaint9_dpmpp_2m", Offload::Sequential);
}

fn case_file(case: &str, file: &str) -> String {
    parity_dir().join(case).join(file).display().to_string()
}

fn generate<'a>(model: &'a str, out: &'a str, extra: &[&'a str]) -> Vec<&'a str> {
    let mut v = vec![
        "generate", "--model", model, "--prompt", "a cat", "--device", "cpu", "--out", out,
        "--seed", "3",
    ];
    v.extend_from_slice(extra);
    v
}

#[test]
fn init_image_sets_the_size_runs_strength_times_steps_and_records_it() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("a.png").display().to_string();
    let init = case_file("sd1_img2img_euler", "init.png");
    let model = sd1();
    let args = generate(
        &model,
        &out,
        &["--init-image", &init, "--strength", "0.5", "--steps", "4"],
    );
    let r = engine(&args);
    let stderr = String::from_utf8_lossy(&r.stderr);
    assert!(r.status.success(), "{stderr}");
    assert!(!stderr.contains("resized"), "{stderr}");
    // int(4 x 0.5) = 2 steps run.
    assert!(
        stderr.contains("step 2/2") && !stderr.contains("step 3"),
        "{stderr}"
    );
    let (w, h, _) = candela_tests::read_png_rgb(Path::new(&out));
    assert_eq!((w, h), (64, 64), "the init image's size");
    let params = candela_engine::output::read_parameters(Path::new(&out))
        .unwrap()
        .unwrap();
    assert!(params.contains("Denoising strength: 0.5"), "{params}");
    assert!(!params.contains("Mask blur"), "{params}");

    // An explicit size resizes the image to it.
    let out2 = tmp.path().join("b.png").display().to_string();
    let mut args = generate(&model, &out2, &["--init-image", &init, "--steps", "2"]);
    args.extend(["--width", "32", "--height", "48"]);
    let r = engine(&args);
    assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
    let (w, h, _) = candela_tests::read_png_rgb(Path::new(&out2));
    assert_eq!((w, h), (32, 48));
    let stderr = String::from_utf8_lossy(&r.stderr);
    assert!(
        stderr.contains("note: --init-image 64x64 is resized to 32x48"),
        "{stderr}"
    );
}

#[test]
fn inpainting_keeps_the_unmasked_pixels_and_feathers_the_seam() {
    let tmp = tempfile::tempdir().unwrap();
    let init = case_file("sd1_inpaint_euler", "init.png");
    let mask = case_file("sd1_inpaint_euler", "mask.png");
    let (_, _, orig) = candela_tests::read_png_rgb(Path::new(&init));
    let (_, _, m) = candela_tests::read_png_rgb(Path::new(&mask));
    let model = sd1();
    let run = |name: &str, blur: &str| {
        let out = tmp.path().join(name).display().to_string();
        let extra = [
            "--init-image",
            &init,
            "--mask",
            &mask,
            "--mask-blur",
            blur,
            "--steps",
            "3",
        ];
        let r = engine(&generate(&model, &out, &extra));
        assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
        candela_tests::read_png_rgb(Path::new(&out)).2
    };
    let sharp = run("sharp.png", "0");
    // Outside the mask the input survives exactly; inside it is repainted.
    let (mut kept, mut changed) = (0, 0);
    for i in 0..orig.len() {
        if m[i] == 0 {
            assert_eq!(sharp[i], orig[i], "pixel byte {i} outside the mask changed");
            kept += 1;
        } else if sharp[i] != orig[i] {
            changed += 1;
        }
    }
    assert!(kept > 0 && changed > 1000, "kept {kept}, changed {changed}");
    // With a blur, pixels just outside the mask's edge blend in; far ones stay exact.
    let soft = run("soft.png", "3");
    let px = |x: usize, y: usize| (y * 64 + x) * 3;
    // The mask is columns 21..59 of rows 13..45: (19, 30) is 2 px left of its edge.
    assert_ne!(
        soft[px(19, 30)..px(19, 30) + 3],
        orig[px(19, 30)..px(19, 30) + 3]
    );
    assert_eq!(
        soft[px(2, 30)..px(2, 30) + 3],
        orig[px(2, 30)..px(2, 30) + 3]
    );
}

#[test]
fn bad_img2img_input_names_the_file_or_flag() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("x.png").display().to_string();
    let init = case_file("sd1_img2img_euler", "init.png");
    let model = sd1();
    let missing = tmp.path().join("nope.png").display().to_string();
    let e = fails(&generate(&model, &out, &["--init-image", &missing]));
    assert!(e.contains("nope.png") && e.contains("cannot read"), "{e}");
    let text = tmp.path().join("notes.png");
    std::fs::write(&text, "not a picture").unwrap();
    let text = text.display().to_string();
    let e = fails(&generate(&model, &out, &["--init-image", &text]));
    assert!(
        e.contains("notes.png") && e.contains("not a readable image"),
        "{e}"
    );
    let e = fails(&generate(
        &model,
        &out,
        &["--init-image", &init, "--mask", &text],
    ));
    assert!(e.contains("notes.png"), "{e}");
    for s in ["1.5", "-0.2"] {
        let e = fails(&generate(
            &model,
            &out,
            &["--init-image", &init, "--strength", s],
        ));
        assert!(e.contains("--strength") && e.contains("0 to 1"), "{e}");
    }
    let e = fails(&generate(
        &model,
        &out,
        &["--init-image", &init, "--strength", "0.2", "--steps", "4"],
    ));
    assert!(e.contains("--strength") && e.contains("no step"), "{e}");
    let e = fails(&generate(&model, &out, &["--mask", &init]));
    assert!(e.contains("--mask") && e.contains("--init-image"), "{e}");
    let e = fails(&generate(&model, &out, &["--strength", "0.5"]));
    assert!(
        e.contains("--strength") && e.contains("--init-image"),
        "{e}"
    );
    let e = fails(&generate(
        &model,
        &out,
        &["--init-image", &init, "--mask", &init, "--mask-blur", "-1"],
    ));
    assert!(e.contains("--mask-blur"), "{e}");
    assert!(!Path::new(&out).exists(), "no image after an error");
}

#[test]
fn an_inpainting_model_needs_a_mask() {
    let tmp = tempfile::tempdir().unwrap();
    let case = Case::load("sd1_inpaint9_euler");
    let model = model_dir(&case, tmp.path()).display().to_string();
    let out = tmp.path().join("x.png").display().to_string();
    let init = case_file("sd1_inpaint9_euler", "init.png");
    let e = fails(&generate(&model, &out, &["--steps", "2"]));
    assert!(e.contains("--mask") && e.contains("inpainting"), "{e}");
    let e = fails(&generate(
        &model,
        &out,
        &["--init-image", &init, "--steps", "2"],
    ));
    assert!(e.contains("--mask") && e.contains("inpainting"), "{e}");
    let mask = case_file("sd1_inpaint9_euler", "mask.png");
    let r = engine(&generate(
        &model,
        &out,
        &["--init-image", &init, "--mask", &mask, "--steps", "2"],
    ));
    assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
}

/// The VAE encode is part of the VAE phase: out of memory there falls back (to tiling) and
/// the job finishes with the same picture.
#[test]
fn out_of_memory_in_the_encode_falls_back_like_the_decode() {
    let tmp = tempfile::tempdir().unwrap();
    let init = case_file("sd1_inpaint_euler", "init.png");
    let mask = case_file("sd1_inpaint_euler", "mask.png");
    let model = sd1();
    let run = |name: &str, inject: &str| {
        let out = tmp.path().join(name).display().to_string();
        let extra = ["--init-image", &init, "--mask", &mask, "--steps", "3"];
        let r = std::process::Command::new(candela_tests::engine_bin())
            .args(generate(&model, &out, &extra))
            .env("CANDELA_INJECT_OOM", inject)
            .output()
            .unwrap();
        assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
        let summary: serde_json::Value = serde_json::from_slice(&r.stdout).unwrap();
        (summary, candela_tests::read_png_rgb(Path::new(&out)).2)
    };
    let (plain, want) = run("plain.png", "");
    assert_eq!(plain["fallbacks"].as_array().unwrap().len(), 0);
    let (fell, got) = run("oom.png", "vae");
    let fallbacks = fell["fallbacks"].as_array().unwrap();
    assert_eq!(fallbacks.len(), 1, "{fell}");
    assert_eq!(fallbacks[0]["phase"], "vae");
    let d = max_pixel_diff(&got, &want);
    assert!(d <= 2, "the fallback changed a pixel by {d}/255");
}

/// With --vae-tile the image is encoded in tiles (`encode_mean_tiled`): same latents as the
/// untiled encode, up to float summation order.
#[test]
fn tiled_encode_gives_the_untiled_latents() {
    let tmp = tempfile::tempdir().unwrap();
    let init = case_file("sd1_inpaint_euler", "init.png");
    let model = sd1();
    let latents = |tile: &str| {
        let out = tmp.path().join(format!("{tile}.png")).display().to_string();
        let saved = tmp.path().join(format!("{tile}.safetensors"));
        let saved_s = saved.display().to_string();
        let extra = [
            "--init-image",
            &init,
            "--strength",
            "0.6",
            "--steps",
            "3",
            "--vae-tile",
            tile,
            "--save-latents",
            &saved_s,
        ];
        let r = engine(&generate(&model, &out, &extra));
        assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
        let summary: serde_json::Value = serde_json::from_slice(&r.stdout).unwrap();
        let map = candle_core::safetensors::load(&saved, &Device::Cpu).unwrap();
        (summary, map["latents"].clone())
    };
    let (_, whole) = latents("off");
    let (summary, tiled) = latents("32");
    assert_eq!(summary["plan"]["vae_tile"], 32, "{summary}");
    let err = relative_max_error(&tiled, &whole);
    assert!(
        err < 1e-4,
        "tiled encode changed the latents by {err:.2e} x max"
    );
}
