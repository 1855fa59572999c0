//! A named pipe given where the engine reads a file (issue 20): as the model, a LoRA, an
//! embedding, a VAE, an init image, a mask, a control image, the refiner, the init noise,
//! a file inside a model folder, and as the worker's model. Reading a pipe with no writer
//! waits forever; each case must instead fail at once with the pipe's path in one line.
//! Every run has a deadline: a hang fails the test instead of stalling it.
#![cfg(unix)]
use candela_tests::{engine_bin, parity_dir, sd1};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn mkfifo(path: &Path) {
    let ok = Command::new("mkfifo").arg(path).status().unwrap();
    assert!(ok.success(), "mkfifo {}", path.display());
}

/// Runs the engine with `args` (and `stdin`), killing it past the deadline; returns
/// (exit code, stdout, stderr).
fn run_within(args: &[&str], stdin: &str) -> (Option<i32>, String, String) {
    let start = Instant::now();
    let mut child = Command::new(engine_bin())
        .args(args)
        .env(
            "CANDELA_DATA_DIR",
            std::env::temp_dir().join("candela-tests-data"),
        )
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    input.write_all(stdin.as_bytes()).unwrap();
    drop(input);
    loop {
        if child.try_wait().unwrap().is_some() {
            break;
        }
        if start.elapsed() > Duration::from_secs(30) {
            child.kill().unwrap();
            child.wait().unwrap();
            panic!("candela-engine {args:?} hung on a named pipe (killed after 30 s)");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let out = child.wait_with_output().unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The CLI refuses the pipe at `pipe` quickly with one error line naming it.
fn refused(args: &[&str], pipe: &Path) {
    let (code, _, stderr) = run_within(args, "");
    assert_eq!(code, Some(1), "{args:?}: {stderr}");
    let line = stderr.lines().last().unwrap_or_default();
    assert!(
        line.starts_with("error: ")
            && line.contains(&pipe.display().to_string())
            && line.contains("named pipe"),
        "{args:?}: {stderr}"
    );
}

#[test]
fn a_named_pipe_anywhere_an_input_file_goes_is_refused_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let pipe = |name: &str| {
        let p = dir.path().join(name);
        mkfifo(&p);
        p
    };
    let out = dir.path().join("out.png");
    let (o, m) = (out.to_str().unwrap(), sd1());
    let gen = |extra: &[&str]| -> Vec<String> {
        let mut a: Vec<String> = [
            "generate", "--model", &m, "--prompt", "a cat", "--device", "cpu", "--width", "64",
            "--height", "64", "--steps", "1", "--out", o,
        ]
        .map(String::from)
        .to_vec();
        a.extend(extra.iter().map(|s| s.to_string()));
        a
    };
    let strs = |v: &[String]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let check = |args: Vec<String>, p: &PathBuf| {
        let a: Vec<&str> = args.iter().map(String::as_str).collect();
        refused(&a, p);
    };

    let model = pipe("model.safetensors");
    let mut a = gen(&[]);
    a[2] = model.display().to_string();
    check(a, &model);
    let s = model.display().to_string();
    check(strs(&["info".into(), "--model".into(), s.clone()]), &model);
    check(
        strs(&["tokenize".into(), "--model".into(), s, "a".into()]),
        &model,
    );

    let lora = pipe("lora.safetensors");
    check(gen(&["--lora", lora.to_str().unwrap()]), &lora);
    let emb = pipe("style.safetensors");
    check(gen(&["--embedding", emb.to_str().unwrap()]), &emb);
    let vae = pipe("vae.safetensors");
    check(gen(&["--vae", vae.to_str().unwrap()]), &vae);
    let image = pipe("init.png");
    check(gen(&["--init-image", image.to_str().unwrap()]), &image);
    let init = parity_dir().join("sd1_img2img_euler/init.png");
    let mask = pipe("mask.png");
    let (i, k) = (init.to_str().unwrap(), mask.to_str().unwrap());
    check(gen(&["--init-image", i, "--mask", k]), &mask);
    let control = pipe("control.png");
    let cn = parity_dir().join("models/controlnet_sd1");
    let unit = format!("{}:{}", cn.display(), control.display());
    check(gen(&["--control", &unit]), &control);
    let noise = pipe("noise.safetensors");
    check(gen(&["--init-noise", noise.to_str().unwrap()]), &noise);
    let refiner = pipe("refiner.safetensors");
    let sdxl = parity_dir().join("models/sdxl").display().to_string();
    let mut a = gen(&["--refiner", refiner.to_str().unwrap()]);
    a[2] = sdxl;
    check(a, &refiner);

    // A model folder whose files are pipes.
    let folder = dir.path().join("folder");
    candela_tests::copy_tree(&parity_dir().join("models/sd1"), &folder);
    let index = folder.join("model_index.json");
    std::fs::remove_file(&index).unwrap();
    mkfifo(&index);
    let mut a = gen(&[]);
    a[2] = folder.display().to_string();
    check(a, &index);
    std::fs::remove_file(&index).unwrap();
    std::fs::copy(parity_dir().join("models/sd1/model_index.json"), &index).unwrap();
    let weights = folder.join("unet/diffusion_pytorch_model.safetensors");
    std::fs::remove_file(&weights).unwrap();
    mkfifo(&weights);
    let mut a = gen(&[]);
    a[2] = folder.display().to_string();
    check(a, &weights);
}

/// The worker answers a job, a plan, a load and an info request on a pipe with an error
/// naming it, and keeps serving.
#[test]
fn the_worker_refuses_a_pipe_as_its_model_and_keeps_serving() {
    let dir = tempfile::tempdir().unwrap();
    let model = dir.path().join("model.safetensors");
    mkfifo(&model);
    let m = model.display().to_string();
    let out = dir.path().display().to_string();
    let job = serde_json::json!({
        "model": m, "prompt": "a", "width": 64, "height": 64, "steps": 1, "cfg": 7.0,
        "seed": 1, "sampler": "euler", "out_dir": out,
    });
    let lines = [
        serde_json::json!({"type": "info", "id": "i1", "model": m}),
        serde_json::json!({"type": "generate", "id": "g1", "job": job}),
        serde_json::json!({"type": "plan", "id": "p1", "job": job}),
        serde_json::json!({"type": "load", "model": m}),
        serde_json::json!({"type": "info", "id": "i2", "model": sd1()}),
    ];
    let input: String = lines.iter().map(|l| format!("{l}\n")).collect();
    let (code, stdout, stderr) = run_within(&["serve", "--device", "cpu"], &input);
    assert_eq!(code, Some(0), "{stderr}");
    let events: Vec<serde_json::Value> = stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let errors: Vec<(&str, &str)> = events
        .iter()
        .filter(|e| e["type"] == "error")
        .map(|e| (e["id"].as_str().unwrap(), e["message"].as_str().unwrap()))
        .collect();
    let ids: Vec<&str> = errors.iter().map(|(id, _)| *id).collect();
    assert_eq!(ids, ["i1", "g1", "p1", ""], "{stdout}");
    for (_, msg) in &errors {
        assert!(msg.contains(&m) && msg.contains("named pipe"), "{msg}");
    }
    assert!(
        events
            .iter()
            .any(|e| e["type"] == "model_info" && e["id"] == "i2"),
        "{stdout}"
    );
}
