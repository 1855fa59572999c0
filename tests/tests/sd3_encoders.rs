//! SD 3's text encoders as files of their own (`--clip-l`, `--clip-g`, `--t5xxl`), as
//! ComfyUI users keep them beside Stability's single files of the MMDiT and VAE, against
//! StableDiffusion3Pipeline (tools/parity/make_sd3_encoders_case.py, sd35m_encoders): a
//! single file without encoders plus the three files, in every offload plan; the fp8 T5
//! file; a diffusers folder whose T5 a file replaces; `--no-t5` over a T5 file; a single
//! file holding T5 itself (read with the bundled tokenizer); and the refusals, each naming
//! the file.
use candela_tests::{parity_dir, relative_max_error, Case, Sd3Generate};
use candle_core::{Device, Tensor};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

fn case() -> Case {
    Case::load("sd35m_encoders")
}

fn file(key: &str) -> PathBuf {
    parity_dir().join(case().json[key].as_str().unwrap())
}

fn load(path: &Path) -> HashMap<String, Tensor> {
    candle_core::safetensors::load(path, &Device::Cpu).unwrap()
}

/// The tiny SD 3.5 single file with its `text_encoders.*` dropped (Stability's
/// MMDiT-and-VAE files), plus `extra` tensors, saved in `dir` as `name` with its yaml.
fn single_file(dir: &Path, name: &str, extra: HashMap<String, Tensor>) -> PathBuf {
    let src = file("single_file");
    let mut tensors = load(&src);
    tensors.retain(|k, _| !k.starts_with("text_encoders."));
    tensors.extend(extra);
    let path = dir.join(name);
    candle_core::safetensors::save(&tensors, &path).unwrap();
    std::fs::copy(src.with_extension("yaml"), path.with_extension("yaml")).unwrap();
    path
}

fn bare(dir: &Path) -> PathBuf {
    single_file(dir, "sd35m_bare.safetensors", HashMap::new())
}

/// `--clip-l FILE --clip-g FILE` (and `--t5xxl FILE` when given).
fn encoders(t5: Option<&str>) -> Vec<String> {
    let mut args = vec![
        "--clip-l".to_string(),
        file("clip_l").display().to_string(),
        "--clip-g".into(),
        file("clip_g").display().to_string(),
    ];
    if let Some(key) = t5 {
        args.extend(["--t5xxl".to_string(), file(key).display().to_string()]);
    }
    args
}

fn run(dir: &Path, name: &str, model: &Path, extra: &[String]) -> (Tensor, String) {
    let case = case();
    let noise = case.dir.join("tensors.safetensors");
    let extra: Vec<&str> = extra.iter().map(String::as_str).collect();
    Sd3Generate::new(&case, model, &noise, dir, name)
        .with(&extra)
        .latents()
}

fn check(name: &str, got: &Tensor, want: &Tensor) {
    let err = relative_max_error(got, want);
    eprintln!("{name}: latents {err:.2e} x max|ref|");
    assert!(err < 2e-3, "{name}: latents {err:.2e} x max|ref|");
}

#[test]
fn a_single_file_with_its_encoders_as_files_gives_diffusers_latents() {
    let case = case();
    let dir = tempfile::tempdir().unwrap();
    let model = bare(dir.path());
    let want = case.tensor("tensors.safetensors", "files.latents");
    for offload in ["none", "model", "sequential"] {
        let mut extra = encoders(Some("t5xxl_fp16"));
        extra.extend(["--offload".into(), offload.into()]);
        let (got, stderr) = run(dir.path(), offload, &model, &extra);
        assert!(!stderr.contains("without T5"), "{stderr}");
        check(&format!("three files, offload {offload}"), &got, &want);
    }
    let want = case.tensor("tensors.safetensors", "files_fp8.latents");
    let (got, _) = run(dir.path(), "fp8", &model, &encoders(Some("t5xxl_fp8")));
    check("T5 fp8_e4m3fn file", &got, &want);
}

/// A file's encoder wins over the checkpoint's own: the diffusers folder's T5 (and its
/// tokenizer) give way to the file's T5 and the bundled tokenizer.
#[test]
fn a_t5_file_replaces_a_folders_t5() {
    let case = case();
    let dir = tempfile::tempdir().unwrap();
    let model = parity_dir().join(case.json["model"].as_str().unwrap());
    let extra = [
        "--t5xxl".to_string(),
        file("t5xxl_fp16").display().to_string(),
    ];
    let (got, _) = run(dir.path(), "folder", &model, &extra);
    check(
        "folder + --t5xxl",
        &got,
        &case.tensor("tensors.safetensors", "folder_t5.latents"),
    );
}

/// `--no-t5` leaves a T5 file out (diffusers without T5: sd35m_single_file's latents), and
/// without a T5 file the CLI says it runs without T5.
#[test]
fn no_t5_still_leaves_a_t5_file_out() {
    let dir = tempfile::tempdir().unwrap();
    let model = bare(dir.path());
    let want = Case::load("sd35m_single_file").tensor("tensors.safetensors", "latents");
    let mut extra = encoders(Some("t5xxl_fp16"));
    extra.push("--no-t5".into());
    let (got, stderr) = run(dir.path(), "no_t5", &model, &extra);
    assert!(!stderr.contains("without T5"), "{stderr}");
    check("--no-t5 with a T5 file", &got, &want);
    let (got, stderr) = run(dir.path(), "clips", &model, &encoders(None));
    assert!(
        stderr.contains("without T5") && stderr.contains("--t5xxl"),
        "{stderr}"
    );
    check("CLIP files, no T5 file", &got, &want);
}

/// A single file holding T5 (`text_encoders.t5xxl.transformer.*`) runs with it, tokenized
/// by the bundled T5 tokenizer.
#[test]
fn a_single_file_holding_t5_runs_with_it() {
    let case = case();
    let dir = tempfile::tempdir().unwrap();
    let mut extra: HashMap<String, Tensor> = HashMap::new();
    for (key, prefix) in [
        ("clip_l", "text_encoders.clip_l.transformer."),
        ("clip_g", "text_encoders.clip_g.transformer."),
        ("t5xxl_fp16", "text_encoders.t5xxl.transformer."),
    ] {
        for (k, t) in load(&file(key)) {
            extra.insert(format!("{prefix}{k}"), t);
        }
    }
    let model = single_file(dir.path(), "sd35m_t5.safetensors", extra);
    let (got, stderr) = run(dir.path(), "t5_inside", &model, &[]);
    assert!(!stderr.contains("without T5"), "{stderr}");
    check(
        "single file with T5",
        &got,
        &case.tensor("tensors.safetensors", "files.latents"),
    );
}

/// What cannot be SD 3's encoders is refused naming the file and what was expected.
#[test]
fn wrong_encoder_files_are_refused_naming_them() {
    let case = case();
    let dir = tempfile::tempdir().unwrap();
    let model = bare(dir.path());
    let folder = parity_dir().join(case.json["model"].as_str().unwrap());
    let noise = case.dir.join("tensors.safetensors");
    let mut t5 = load(&file("t5xxl_fp16"));
    let cut = "encoder.block.1.layer.1.DenseReluDense.wo.weight";
    assert!(t5.remove(cut).is_some());
    let t5_cut = dir.path().join("t5_cut.safetensors");
    candle_core::safetensors::save(&t5, &t5_cut).unwrap();
    let mut g = load(&file("clip_g"));
    assert!(g.remove("text_projection.weight").is_some());
    let g_cut = dir.path().join("clip_g_cut.safetensors");
    candle_core::safetensors::save(&g, &g_cut).unwrap();
    let s = |p: &Path| p.display().to_string();
    let sd1 = PathBuf::from(candela_tests::sd1());
    let (l, gf, t) = (
        s(&file("clip_l")),
        s(&file("clip_g")),
        s(&file("t5xxl_fp16")),
    );
    let cases: Vec<(&Path, Vec<String>, Vec<&str>)> = vec![
        (
            &model,
            vec![],
            vec!["sd35m_bare.safetensors", "no CLIP-L", "--clip-l"],
        ),
        (
            &model,
            vec!["--clip-l".into(), l.clone()],
            vec!["sd35m_bare.safetensors", "no CLIP-G", "--clip-g"],
        ),
        (
            &sd1,
            vec!["--clip-l".into(), l.clone()],
            vec!["model.safetensors", "SD 3"],
        ),
        (
            &sd1,
            vec!["--t5xxl".into(), t.clone()],
            vec!["t5xxl_fp16.safetensors", "SD 3"],
        ),
        (
            &folder,
            vec!["--t5xxl".into(), l.clone()],
            vec!["model.safetensors", "--clip-l"],
        ),
        (
            &folder,
            vec!["--clip-l".into(), t.clone()],
            vec!["t5xxl_fp16.safetensors", "--t5xxl"],
        ),
        (
            &folder,
            vec!["--clip-l".into(), gf.clone()],
            vec!["model.safetensors", "not this model's CLIP-L"],
        ),
        (
            &folder,
            vec!["--t5xxl".into(), s(&t5_cut)],
            vec!["t5_cut.safetensors", cut],
        ),
        (
            &model,
            vec!["--clip-l".into(), l.clone(), "--clip-g".into(), s(&g_cut)],
            vec!["clip_g_cut.safetensors", "text_projection.weight"],
        ),
    ];
    for (m, extra, says) in cases {
        let extra: Vec<&str> = extra.iter().map(String::as_str).collect();
        let err = Sd3Generate::new(&case, m, &noise, dir.path(), "x")
            .with(&extra)
            .fails();
        assert!(
            says.iter().all(|w| err.contains(w)),
            "{extra:?} on {m:?}: {err}"
        );
    }
}

/// The flags come from the declarations: `--help` lists them for generate, plan and bench,
/// and `plan` takes them (a single file without its CLIPs cannot be planned without them).
#[test]
fn the_flags_are_listed_by_every_job_command_and_plan_takes_them() {
    for cmd in ["generate", "plan", "bench"] {
        let o = candela_tests::engine(&[cmd, "--help"]);
        let help = String::from_utf8_lossy(&o.stdout);
        for flag in ["--clip-l <FILE>", "--clip-g <FILE>", "--t5xxl <FILE>"] {
            assert!(help.contains(flag), "{cmd} {flag}: {help}");
        }
    }
    let dir = tempfile::tempdir().unwrap();
    let model = bare(dir.path()).display().to_string();
    let plan = |extra: &[String]| {
        let mut args = vec![
            "plan", "--model", &model, "--width", "128", "--height", "96",
        ];
        args.extend(["--device", "cpu", "--dtype", "f32"]);
        args.extend(extra.iter().map(String::as_str));
        candela_tests::engine(&args)
    };
    let out = plan(&encoders(Some("t5xxl_fp16")));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("text encoding"), "{stdout}");
    let out = plan(&[]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("--clip-l"));
}

/// `info` on a single file without its CLIPs names the encoders it needs beside it.
#[test]
fn info_names_the_missing_encoders() {
    let dir = tempfile::tempdir().unwrap();
    let model = bare(dir.path()).display().to_string();
    let out = candela_tests::engine(&["info", "--model", &model]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let info: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        info["missing_text_encoders"],
        serde_json::json!(["CLIP-L", "CLIP-G"])
    );
    let folder = parity_dir().join(case().json["model"].as_str().unwrap());
    let out = candela_tests::engine(&["info", "--model", folder.to_str().unwrap()]);
    let info: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(info.get("missing_text_encoders").is_none(), "{info}");
}
