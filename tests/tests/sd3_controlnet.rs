//! SD 3 ControlNets (diffusers' SD3ControlNetModel) against
//! StableDiffusion3ControlNetPipeline on the tiny SD 3.5 Medium folder
//! (tools/parity/make_sd3_controlnet_case.py, sd35m_controlnet), f32 on the CPU, and
//! ControlNets of the other family refused naming the file.
use candela_tests::{parity_dir, relative_max_error, Case, Sd3Generate};

/// `candela-engine generate --control` with one unit, and with the same ControlNet in two
/// units (loaded once) over different step windows, in offload none, model and sequential
/// (the MMDiT's blocks streamed, the ControlNet uploaded whole for denoising), and from
/// the folder's .safetensors file alone (its config read from the tensors): final latents
/// within 2e-3 x max|ref| of diffusers'.
#[test]
fn generate_with_sd3_controlnets_matches_diffusers() {
    let case = Case::load("sd35m_controlnet");
    let j = &case.json;
    let model = parity_dir().join(j["model"].as_str().unwrap());
    let folder = parity_dir().join(j["controlnet"].as_str().unwrap());
    let file = folder.join("diffusion_pytorch_model.safetensors");
    let tensors = parity_dir().join("sd35m_controlnet/tensors.safetensors");
    let dir = tempfile::tempdir().unwrap();
    let runs = [
        ("none", &folder),
        ("model", &folder),
        ("sequential", &folder),
        ("none", &file),
    ];
    for (offload, controlnet) in runs {
        for run in j["runs"].as_array().unwrap() {
            let name = run["name"].as_str().unwrap();
            let offload = offload.to_string();
            let from = controlnet.file_name().unwrap().to_str().unwrap();
            let controls: Vec<String> = run["units"]
                .as_array()
                .unwrap()
                .iter()
                .map(|u| {
                    format!(
                        "{}:{}:{}:{}:{}",
                        controlnet.display(),
                        parity_dir().join(u["map"].as_str().unwrap()).display(),
                        u["scale"],
                        u["start"],
                        u["end"]
                    )
                })
                .collect();
            let mut job = Sd3Generate::new(&case, &model, &tensors, dir.path(), name)
                .set("--offload", &offload);
            for c in &controls {
                job = job.with(&["--control", c.as_str()]);
            }
            let (got, _) = job.latents();
            let want = case.tensor("tensors.safetensors", &format!("{name}.latents"));
            let err = relative_max_error(&got, &want);
            eprintln!("{name} offload {offload} from {from}: latents {err:.2e} x max|ref|");
            assert!(err < 2e-3, "{name} {offload} {from}: {err:.2e} x max|ref|");
        }
    }
}

/// A ControlNet of the UNet families on SD 3, and an SD 3 ControlNet on SD 1.5, folder or
/// file: refused naming the file and saying which family it is for.
#[test]
fn controlnets_of_the_other_family_are_refused_naming_the_file() {
    let sd3 = parity_dir().join("models/sd35m_tiny");
    let sd1 = parity_dir().join("models/sd1");
    let map = parity_dir().join("controlnet/sd3_control_0.png");
    let sd3_cn = parity_dir().join("models/sd3_controlnet_tiny");
    let sd3_cn_file = sd3_cn.join("diffusion_pytorch_model.safetensors");
    let sd1_cn = parity_dir().join("models/controlnet_sd1");
    let sd1_cn_file = parity_dir().join("single_file/controlnet_sd1_tiny.safetensors");
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("x.png");
    for (model, cn, says) in [
        (&sd3, &sd1_cn, "UNet families"),
        (&sd3, &sd1_cn_file, "UNet families"),
        (&sd1, &sd3_cn, "SD 3 ControlNet"),
        (&sd1, &sd3_cn_file, "SD 3 ControlNet"),
    ] {
        let control = format!("{}:{}", cn.display(), map.display());
        let err = candela_tests::fails(&[
            "generate",
            "--model",
            model.to_str().unwrap(),
            "--prompt",
            "a cat",
            "--width",
            "128",
            "--height",
            "96",
            "--steps",
            "1",
            "--device",
            "cpu",
            "--dtype",
            "f32",
            "--control",
            &control,
            "--out",
            out.to_str().unwrap(),
        ]);
        let file = cn.file_name().unwrap().to_str().unwrap();
        assert!(err.contains(file) && err.contains(says), "{cn:?}: {err}");
    }
}

/// SD 3.5 Large's official ControlNets (single blocks on the transformer's patch tokens,
/// no prompt, the pooled text as it is, the VAE's shift on the control latents; 2 blocks
/// feeding the tiny Large-style transformer's 4) against
/// StableDiffusion3ControlNetPipeline (tools/parity/make_sd35l_controlnet_case.py,
/// sd35l_controlnet): one unit, and the ControlNet in two units over different windows, in
/// offload none, model and sequential, from the diffusers folder, from its .safetensors
/// alone and from Stability's single file (fused q/k/v, `control_type`): final latents
/// within 2e-3 x max|ref|.
#[test]
fn sd35_large_official_controlnets_match_diffusers() {
    let case = Case::load("sd35l_controlnet");
    let j = &case.json;
    let model = case.model_path();
    let folder = parity_dir().join(j["controlnet"].as_str().unwrap());
    let file = folder.join("diffusion_pytorch_model.safetensors");
    let stability = parity_dir().join(j["controlnet_file"].as_str().unwrap());
    let tensors = parity_dir().join("sd35l_controlnet/tensors.safetensors");
    let dir = tempfile::tempdir().unwrap();
    let runs = [
        ("none", &folder),
        ("model", &folder),
        ("sequential", &folder),
        ("none", &file),
        ("sequential", &stability),
    ];
    for (offload, controlnet) in runs {
        for run in j["runs"].as_array().unwrap() {
            let name = run["name"].as_str().unwrap();
            let from = controlnet.file_name().unwrap().to_str().unwrap();
            let mut job = Sd3Generate::new(&case, &model, &tensors, dir.path(), name)
                .set("--offload", offload);
            for u in run["units"].as_array().unwrap() {
                let c = format!(
                    "{}:{}:{}:{}:{}",
                    controlnet.display(),
                    parity_dir().join(u["map"].as_str().unwrap()).display(),
                    u["scale"],
                    u["start"],
                    u["end"]
                );
                job = job.with(&["--control", c.as_str()]);
            }
            let (got, _) = job.latents();
            let want = case.tensor("tensors.safetensors", &format!("{name}.latents"));
            let err = relative_max_error(&got, &want);
            eprintln!("{name} offload {offload} from {from}: latents {err:.2e} x max|ref|");
            assert!(err < 2e-3, "{name} {offload} {from}: {err:.2e} x max|ref|");
        }
    }
    // Without the ControlNet the tiny Large-style transformer gives diffusers' plain run.
    let (got, _) = Sd3Generate::new(&case, &model, &tensors, dir.path(), "plain").latents();
    let want = case.tensor("tensors.safetensors", "plain.latents");
    assert!(relative_max_error(&got, &want) < 2e-3);
    let _ = std::fs::remove_dir_all(&model);
}
