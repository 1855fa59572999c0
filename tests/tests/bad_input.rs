//! Bad input tried on purpose (issue 8): broken model files, files of the wrong kind,
//! images that are not images, odd paths and folders that cannot be written. Each case
//! must give one clear line naming the file and what was expected, never a panic, and
//! must leave nothing in the output folder. The broken files are made here from the tiny
//! parity model, so the corpus costs nothing on disk.
use candela_engine::output::read_parameters;
use candela_tests::{copy_tree, engine, parity_dir};
use candle_core::{DType, Device, Tensor};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// A copy of the tiny SD 1.5 folder at `dst`.
fn sd1_copy(dst: &Path) -> PathBuf {
    copy_tree(&parity_dir().join("models/sd1"), dst);
    dst.to_path_buf()
}

fn generate_args(model: &Path, out: &Path) -> Vec<String> {
    [
        "generate", "--model", "", "--prompt", "a cat", "--device", "cpu", "--out", "", "--width",
        "64", "--height", "64", "--steps", "1",
    ]
    .iter()
    .map(|s| s.to_string())
    .enumerate()
    .map(|(i, s)| match i {
        2 => model.display().to_string(),
        8 => out.display().to_string(),
        _ => s,
    })
    .collect()
}

fn run(args: &[String]) -> std::process::Output {
    engine(&args.iter().map(String::as_str).collect::<Vec<_>>())
}

fn names_in(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

/// Runs `generate` on `model` into a fresh output folder expecting failure; checks the
/// error is one line without a panic and that the output folder is still empty.
fn generate_fails(model: &Path) -> String {
    let out_dir = tempfile::tempdir().unwrap();
    let out = run(&generate_args(model, &out_dir.path().join("out.png")));
    let stderr = String::from_utf8_lossy(&out.stderr).trim().to_string();
    assert!(
        !out.status.success(),
        "expected failure for {}",
        model.display()
    );
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    // Progress lines ("step 1/1") may come first; the error is one line, the last.
    let err = stderr.lines().last().unwrap_or_default().to_string();
    assert!(
        err.starts_with("error: ") && !stderr.contains("panicked"),
        "{stderr}"
    );
    assert!(
        names_in(out_dir.path()).is_empty(),
        "output folder not empty after '{err}': {:?}",
        names_in(out_dir.path())
    );
    err
}

/// Rewrites every tensor of a safetensors file through `f`.
fn rewrite(file: &Path, f: impl Fn(&str, Tensor) -> Tensor) {
    let tensors = candle_core::safetensors::load(file, &Device::Cpu).unwrap();
    let map: HashMap<String, Tensor> = tensors
        .into_iter()
        .map(|(k, t)| (k.clone(), f(&k, t)))
        .collect();
    candle_core::safetensors::save(&map, file).unwrap();
}

fn save(path: &Path, tensors: &[(&str, &[usize])]) {
    let map: HashMap<String, Tensor> = tensors
        .iter()
        .map(|(k, s)| {
            (
                k.to_string(),
                Tensor::zeros(*s, DType::F16, &Device::Cpu).unwrap(),
            )
        })
        .collect();
    candle_core::safetensors::save(&map, path).unwrap();
}

const UNET: &str = "unet/diffusion_pytorch_model.safetensors";

#[test]
fn empty_and_truncated_files_name_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let empty = dir.path().join("empty.safetensors");
    std::fs::write(&empty, b"").unwrap();
    let err = generate_fails(&empty);
    assert!(
        err.contains("empty.safetensors") && err.contains("empty"),
        "{err}"
    );

    // A single-file checkpoint cut in the middle of its data.
    let ckpt = dir.path().join("cut.safetensors");
    save(
        &ckpt,
        &[("model.diffusion_model.input_blocks.0.0.weight", &[64, 64])],
    );
    let bytes = std::fs::read(&ckpt).unwrap();
    std::fs::write(&ckpt, &bytes[..bytes.len() - 100]).unwrap();
    let err = generate_fails(&ckpt);
    assert!(
        err.contains("cut.safetensors") && err.contains("truncated"),
        "{err}"
    );

    // A 0-byte UNet inside a diffusers folder.
    let model = sd1_copy(&dir.path().join("sd1"));
    std::fs::write(model.join(UNET), b"").unwrap();
    let err = generate_fails(&model);
    assert!(err.contains(UNET) && err.contains("empty"), "{err}");
}

#[test]
fn weights_of_a_non_float_dtype_are_refused_with_the_tensor() {
    let dir = tempfile::tempdir().unwrap();
    let model = sd1_copy(dir.path());
    rewrite(&model.join(UNET), |_, t| t.to_dtype(DType::U8).unwrap());
    let err = generate_fails(&model);
    assert!(err.contains(UNET), "{err}");
    assert!(
        err.contains("U8") && err.contains("F16, BF16, F32"),
        "{err}"
    );
}

#[test]
fn nan_weights_are_named_not_saved_as_a_black_image() {
    let dir = tempfile::tempdir().unwrap();
    let model = sd1_copy(dir.path());
    rewrite(&model.join(UNET), |k, t| {
        if k == "conv_in.weight" {
            (t * f64::NAN).unwrap()
        } else {
            t
        }
    });
    let err = generate_fails(&model);
    assert!(
        err.contains(UNET) && err.contains("conv_in.weight") && err.contains("NaN"),
        "{err}"
    );

    // The same in the VAE, found when the decoded image is not finite.
    let model = sd1_copy(&dir.path().join("vae_nan"));
    let vae = "vae/diffusion_pytorch_model.safetensors";
    rewrite(&model.join(vae), |k, t| {
        if k == "decoder.conv_in.weight" {
            (t * f64::INFINITY).unwrap()
        } else {
            t
        }
    });
    let err = generate_fails(&model);
    assert!(
        err.contains(vae) && err.contains("decoder.conv_in.weight"),
        "{err}"
    );
}

#[test]
fn a_lora_a_vae_or_a_controlnet_given_as_a_model_is_named_for_what_it_is() {
    let dir = tempfile::tempdir().unwrap();
    let lora = dir.path().join("style_lora.safetensors");
    save(
        &lora,
        &[
            (
                "lora_unet_down_blocks_0_attentions_0_proj_in.lora_down.weight",
                &[4, 32],
            ),
            (
                "lora_unet_down_blocks_0_attentions_0_proj_in.lora_up.weight",
                &[32, 4],
            ),
        ],
    );
    let err = generate_fails(&lora);
    assert!(
        err.contains("style_lora.safetensors") && err.contains("LoRA"),
        "{err}"
    );

    let vae = dir.path().join("vae-ft-mse.safetensors");
    save(
        &vae,
        &[
            ("encoder.conv_in.weight", &[8, 3, 3, 3]),
            ("decoder.conv_out.weight", &[3, 8, 3, 3]),
        ],
    );
    let err = generate_fails(&vae);
    assert!(
        err.contains("vae-ft-mse.safetensors") && err.contains("VAE alone"),
        "{err}"
    );

    // An SDXL ControlNet (diffusers' single-file layout) given where a model goes. There is
    // no --control flag on this branch, so the model slot is where one can be misplaced.
    let cn = dir.path().join("controlnet-canny-sdxl.safetensors");
    save(
        &cn,
        &[
            ("controlnet_cond_embedding.conv_in.weight", &[16, 3, 3, 3]),
            ("controlnet_down_blocks.0.weight", &[32, 32, 1, 1]),
            ("add_embedding.linear_1.weight", &[128, 2816]),
        ],
    );
    let err = generate_fails(&cn);
    assert!(
        err.contains("controlnet-canny-sdxl.safetensors") && err.contains("ControlNet"),
        "{err}"
    );

    // A diffusers component folder (the VAE, a ControlNet) instead of the model folder.
    let vae_dir = dir.path().join("sd1").join("vae");
    copy_tree(&parity_dir().join("models/sd1/vae"), &vae_dir);
    let err = generate_fails(&vae_dir);
    assert!(
        err.contains("AutoencoderKL") && err.contains("not a full model"),
        "{err}"
    );
    let cn_dir = dir.path().join("controlnet");
    std::fs::create_dir(&cn_dir).unwrap();
    std::fs::write(
        cn_dir.join("config.json"),
        r#"{"_class_name": "ControlNetModel", "addition_embed_type": "text_time"}"#,
    )
    .unwrap();
    let err = generate_fails(&cn_dir);
    assert!(
        err.contains("ControlNetModel") && err.contains("not a full model"),
        "{err}"
    );
}

#[test]
fn a_folder_without_model_index_json_says_what_it_expected() {
    let dir = tempfile::tempdir().unwrap();
    let err = generate_fails(dir.path());
    assert!(
        err.contains(&dir.path().display().to_string())
            && err.contains("model_index.json is missing"),
        "{err}"
    );
}

/// A PNG's bytes: signature, then `chunks` (type, data) with their CRCs.
fn png_bytes(chunks: &[(&[u8; 4], Vec<u8>)]) -> Vec<u8> {
    let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
    for (kind, data) in chunks {
        out.extend((data.len() as u32).to_be_bytes());
        let mut crc = flate2::Crc::new();
        crc.update(*kind);
        crc.update(data);
        out.extend(*kind);
        out.extend(data);
        out.extend(crc.sum().to_be_bytes());
    }
    out
}

/// A PNG whose header claims `w` x `h` RGB8 and which holds a `parameters` text chunk and
/// one short deflate stream: tiny on disk, gigabytes if anyone decoded it.
fn huge_png(w: u32, h: u32, text: &str) -> Vec<u8> {
    let mut ihdr = Vec::new();
    ihdr.extend(w.to_be_bytes());
    ihdr.extend(h.to_be_bytes());
    ihdr.extend([8, 2, 0, 0, 0]);
    let mut enc = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::best());
    std::io::Write::write_all(&mut enc, &[0u8; 4096]).unwrap();
    let idat = enc.finish().unwrap();
    let mut t = b"parameters\0".to_vec();
    t.extend(text.as_bytes());
    png_bytes(&[
        (b"IHDR", ihdr),
        (b"tEXt", t),
        (b"IDAT", idat),
        (b"IEND", vec![]),
    ])
}

#[test]
fn an_image_that_is_not_an_image_names_the_file() {
    let dir = tempfile::tempdir().unwrap();
    for (name, bytes) in [
        ("notes.png", b"just some text, not a picture".to_vec()),
        ("empty.png", vec![]),
        ("cut.png", huge_png(64, 64, "a cat")[..30].to_vec()),
    ] {
        let p = dir.path().join(name);
        std::fs::write(&p, bytes).unwrap();
        let err = read_parameters(&p).unwrap_err().to_string();
        assert!(
            err.contains(name) && err.contains("not a readable PNG"),
            "{err}"
        );
    }
}

#[test]
fn a_30000_pixel_png_gives_its_parameters_without_being_decoded() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("huge.png");
    let text = "a cat\nSteps: 20, Sampler: Euler, CFG scale: 7, Seed: 1, Size: 30000x30000";
    std::fs::write(&p, huge_png(30000, 30000, text)).unwrap();
    assert!(std::fs::metadata(&p).unwrap().len() < 200);
    let t = std::time::Instant::now();
    assert_eq!(read_parameters(&p).unwrap().as_deref(), Some(text));
    assert!(t.elapsed().as_secs_f64() < 2.0, "took {:?}", t.elapsed());
}

#[test]
fn paths_with_spaces_and_non_ascii_names_work() {
    let dir = tempfile::tempdir().unwrap();
    let model = sd1_copy(&dir.path().join("my models/modèle 猫 v1.5"));
    let out_dir = dir.path().join("sorties d'été/画像");
    std::fs::create_dir_all(&out_dir).unwrap();
    let out = out_dir.join("chat noir 猫.png");
    let o = run(&generate_args(&model, &out));
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = read_parameters(&out).unwrap().unwrap();
    assert!(text.contains("Model: modèle 猫 v1.5"), "{text}");
    assert_eq!(names_in(&out_dir), ["chat noir 猫.png"]);
}

/// Whether this process can create files in a folder marked read-only (root can).
fn can_write_read_only(dir: &Path) -> bool {
    let probe = dir.join(".probe");
    let ok = std::fs::write(&probe, b"").is_ok();
    let _ = std::fs::remove_file(&probe);
    ok
}

#[cfg(unix)]
#[test]
fn a_read_only_output_folder_is_a_clear_error_and_loses_nothing() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let out_dir = dir.path().join("locked");
    std::fs::create_dir(&out_dir).unwrap();
    std::fs::write(out_dir.join("out.png"), b"an earlier image").unwrap();
    std::fs::set_permissions(&out_dir, std::fs::Permissions::from_mode(0o555)).unwrap();
    if can_write_read_only(&out_dir) {
        std::fs::set_permissions(&out_dir, std::fs::Permissions::from_mode(0o755)).unwrap();
        eprintln!("skipped: this user (root?) can write into a read-only folder");
        return;
    }
    let model = parity_dir().join("models/sd1");
    let o = run(&generate_args(&model, &out_dir.join("out.png")));
    let err = String::from_utf8_lossy(&o.stderr).trim().to_string();
    std::fs::set_permissions(&out_dir, std::fs::Permissions::from_mode(0o755)).unwrap();
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(
        err.contains("locked") && err.contains("ermission denied"),
        "{err}"
    );
    assert_eq!(names_in(&out_dir), ["out.png"]);
    assert_eq!(
        std::fs::read(out_dir.join("out.png")).unwrap(),
        b"an earlier image"
    );
}

/// A full disk while saving, simulated with a file-size limit on the engine process: the
/// write fails part way, the error names the file and no partial image is left.
#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_while_saving_leaves_no_partial_file() {
    use std::os::unix::process::CommandExt;
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("cat.png");
    let model = parity_dir().join("models/sd1");
    let mut cmd = std::process::Command::new(candela_tests::engine_bin());
    cmd.args(generate_args(&model, &out));
    // SAFETY: only async-signal-safe calls between fork and exec.
    unsafe {
        cmd.pre_exec(|| {
            let lim = libc::rlimit {
                rlim_cur: 1000,
                rlim_max: 1000,
            };
            // Without this the kernel kills the process (SIGXFSZ) instead of failing the write.
            libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
            if libc::setrlimit(libc::RLIMIT_FSIZE, &lim) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    let o = cmd.output().unwrap();
    let err = String::from_utf8_lossy(&o.stderr).trim().to_string();
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(
        err.contains("cat.png") && err.contains("cannot write"),
        "{err}"
    );
    assert!(
        names_in(dir.path()).is_empty(),
        "{:?}",
        names_in(dir.path())
    );
}
