//! Memory plans through the CLI: `plan` (text and --json), `--vram-budget`, `--offload`,
//! the out-of-memory fallback (forced with CANDELA_INJECT_OOM) and `bench`.
use candela_tests::{engine, engine_bin, fails, max_pixel_diff, read_png_rgb, sd1};
use serde_json::Value;
use std::process::Command;

fn job<'a>(model: &'a str, extra: &[&'a str]) -> Vec<&'a str> {
    let mut v = vec![
        "--model", model, "--prompt", "a cat", "--device", "cpu", "--width", "64", "--height",
        "64", "--steps", "2", "--seed", "7",
    ];
    v.extend_from_slice(extra);
    v
}

fn json_of(args: &[&str]) -> Value {
    let out = engine(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "{args:?}: not JSON ({e}): {}",
            String::from_utf8_lossy(&out.stdout)
        )
    })
}

fn plan_json(model: &str, extra: &[&str]) -> Value {
    let mut args = vec!["plan", "--json"];
    args.extend(job(model, extra));
    json_of(&args)
}

fn peak(v: &Value, phase: &str) -> u64 {
    v["predicted_peak_bytes"][phase].as_u64().unwrap()
}

#[test]
fn plan_prints_the_plan_peaks_per_phase_and_time() {
    let m = sd1();
    let none = plan_json(&m, &[]);
    assert_eq!(none["plan"]["offload"], "none");
    assert_eq!(none["fits"], true);
    for phase in ["text_encoding", "denoising", "vae"] {
        assert!(peak(&none, phase) > 0, "{none}");
    }
    assert!(none["predicted_time_s"]["total"].as_f64().unwrap() > 0.0);
    // Model offload: each phase holds only its own net.
    let model = plan_json(&m, &["--offload", "model"]);
    assert_eq!(model["plan"]["offload"], "model");
    let w = &none["weights_bytes"];
    let (te, unet, vae) = (
        w["text_encoder"].as_u64().unwrap(),
        w["unet"].as_u64().unwrap(),
        w["vae_decoder"].as_u64().unwrap(),
    );
    assert_eq!(
        peak(&none, "text_encoding") - peak(&model, "text_encoding"),
        unet + vae
    );
    assert_eq!(
        peak(&none, "denoising") - peak(&model, "denoising"),
        te + vae
    );
    // The text form says the same.
    let mut args = vec!["plan"];
    let j = job(&m, &["--offload", "sequential"]);
    args.extend(j);
    let out = engine(&args);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("plan: --offload sequential"), "{text}");
    assert!(
        text.contains("predicted peak VRAM: text encoding"),
        "{text}"
    );
    assert!(text.contains("predicted time:"), "{text}");
}

#[test]
fn a_budget_picks_the_fastest_plan_that_fits() {
    let m = sd1();
    let none = plan_json(&m, &[]);
    let max = |v: &Value| v["predicted_peak_bytes"]["max"].as_u64().unwrap();
    let model = plan_json(&m, &["--offload", "model"]);
    assert!(max(&model) < max(&none));
    // A budget between the two: everything resident does not fit, a lower plan does.
    let budget = (max(&none) + max(&model)) as f64 / 2.0 / (1u64 << 30) as f64;
    let b = format!("{budget:.9}");
    let chosen = plan_json(&m, &["--vram-budget", &b]);
    assert_eq!(chosen["fits"], true, "{chosen}");
    assert!(max(&chosen) <= chosen["budget_bytes"].as_u64().unwrap());
    assert_ne!(chosen["flags"], none["flags"]);
    // A budget nothing fits: the lowest plan, marked as not fitting.
    let tiny = plan_json(&m, &["--vram-budget", "0.00001"]);
    assert_eq!(tiny["fits"], false);
    assert_eq!(tiny["plan"]["offload"], "sequential");
    // A huge one: everything resident.
    let huge = plan_json(&m, &["--vram-budget", "1000"]);
    assert_eq!(huge["flags"], none["flags"]);
}

#[test]
fn bad_plan_flags_name_the_flag() {
    let m = sd1();
    for (extra, flag) in [
        (vec!["--offload", "disk"], "--offload"),
        (vec!["--vram-budget", "lots"], "--vram-budget"),
        (vec!["--vram-budget=-2"], "--vram-budget"),
        (vec!["--attention-slice", "0"], "--attention-slice"),
        (vec!["--simulate-vram", "2"], "--simulate-vram"),
        (vec!["--stream-slots", "many"], "--stream-slots"),
        (vec!["--stream-slots", "1"], "--stream-slots"),
    ] {
        let mut args = vec!["plan"];
        args.extend(job(&m, &extra));
        let out = engine(&args);
        assert!(!out.status.success(), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.trim().lines().count(), 1, "{err}");
        assert!(err.contains(flag), "{args:?}: {err}");
    }
}

/// Runs generate with `CANDELA_INJECT_OOM=inject`; returns (success, stdout JSON or
/// stderr, the image path).
fn generate_with_oom(inject: &str, dir: &std::path::Path) -> (bool, String, std::path::PathBuf) {
    let m = sd1();
    let out = dir.join(format!("{}.png", inject.replace(',', "_")));
    let mut args = vec!["generate"];
    args.extend(job(&m, &["--out", out.to_str().unwrap()]));
    let r = Command::new(engine_bin())
        .args(&args)
        .env("CANDELA_INJECT_OOM", inject)
        .output()
        .unwrap();
    let text = if r.status.success() {
        String::from_utf8_lossy(&r.stdout).to_string()
    } else {
        String::from_utf8_lossy(&r.stderr).to_string()
    };
    (r.status.success(), text, out)
}

#[test]
fn out_of_memory_falls_back_down_the_ladder_and_the_job_finishes() {
    let dir = tempfile::tempdir().unwrap();
    let (ok, _, plain) = generate_with_oom("", dir.path());
    assert!(ok);
    // Denoising three times out of memory: the text encoders offloaded (every other net
    // resident), then model offload, then sequential; same picture.
    let (ok, text, png) = generate_with_oom("denoising,denoising,denoising", dir.path());
    assert!(ok, "{text}");
    let v: Value = serde_json::from_str(&text).unwrap();
    let fb = v["fallbacks"].as_array().unwrap();
    assert_eq!(fb.len(), 3, "{v}");
    assert!(fb.iter().all(|f| f["phase"] == "denoising"));
    assert_eq!(fb[0]["plan"]["offload"], "none");
    assert_eq!(fb[0]["plan"]["text_encoder_offload"], "on");
    assert_eq!(fb[1]["plan"]["offload"], "model");
    assert_eq!(fb[2]["plan"]["offload"], "sequential");
    assert!(fb[0]["error"].as_str().unwrap().contains("out of memory"));
    assert_eq!(v["plan"]["offload"], "sequential");
    let (a, b) = (read_png_rgb(&plain).2, read_png_rgb(&png).2);
    assert!(max_pixel_diff(&a, &b) <= 1);
    // The VAE: tiles first (with slicing), then model offload.
    let (ok, text, _) = generate_with_oom("vae", dir.path());
    assert!(ok, "{text}");
    let v: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["fallbacks"][0]["phase"], "vae", "{v}");
    // Text encoding: only offload helps it.
    let (ok, text, _) = generate_with_oom("text_encoding", dir.path());
    assert!(ok, "{text}");
    let v: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["fallbacks"][0]["plan"]["offload"], "model", "{v}");
    // Out of memory under every plan: the fallbacks as they happen, then one error line
    // saying what it needed.
    let (ok, err, _) = generate_with_oom("denoising,denoising,denoising,denoising", dir.path());
    assert!(!ok);
    let lines: Vec<&str> = err.trim().lines().collect();
    assert_eq!(lines.len(), 4, "{err}");
    assert!(
        lines[..3].iter().all(|l| l.starts_with("fallback: ")),
        "{err}"
    );
    let err = lines[3];
    assert!(err.starts_with("error: "), "{err}");
    assert!(
        err.contains("out of memory in denoising even with the lowest plan")
            && err.contains("--offload sequential")
            && err.contains("MiB"),
        "{err}"
    );
}

#[test]
fn every_offload_flag_gives_the_same_image() {
    let dir = tempfile::tempdir().unwrap();
    let m = sd1();
    let mut images = Vec::new();
    for (offload, slots) in [
        ("none", "auto"),
        ("model", "auto"),
        ("sequential", "auto"),
        ("sequential", "5"),
    ] {
        let out = dir.path().join(format!("{offload}-{slots}.png"));
        let mut args = vec!["generate"];
        args.extend(job(
            &m,
            &[
                "--offload",
                offload,
                "--stream-slots",
                slots,
                "--out",
                out.to_str().unwrap(),
            ],
        ));
        let v = json_of(&args);
        assert_eq!(v["plan"]["offload"], offload);
        if slots != "auto" {
            assert_eq!(v["plan"]["stream_slots"], 5, "{v}");
        }
        images.push(read_png_rgb(&out).2);
    }
    assert!(images.iter().all(|i| *i == images[0]));
}

#[test]
fn bench_runs_its_jobs_on_the_prompts_of_a_file_in_turn() {
    let m = sd1();
    let dir = tempfile::tempdir().unwrap();
    let prompts = dir.path().join("prompts.txt");
    std::fs::write(&prompts, "a red fox\n\na blue whale\n").unwrap();
    let out = dir.path().join("out");
    std::fs::create_dir(&out).unwrap();
    let mut args = vec![
        "bench",
        "--jobs",
        "3",
        "--prompts",
        prompts.to_str().unwrap(),
    ];
    args.extend(["--out-dir", out.to_str().unwrap()]);
    args.extend(job(&m, &[]));
    let v = json_of(&args);
    assert_eq!(v["prompts"], 2, "{v}");
    assert_eq!(v["used_after_each_job_bytes"].as_array().unwrap().len(), 3);
    // Each image records the prompt its job encoded: the lines in turn, blank lines skipped.
    for (i, want) in ["a red fox", "a blue whale", "a red fox"]
        .iter()
        .enumerate()
    {
        let png = std::fs::read(out.join(format!("bench-{i}.png"))).unwrap();
        let text = String::from_utf8_lossy(&png);
        assert!(
            text.contains(want),
            "bench-{i}.png does not record {want:?}"
        );
    }
    // A file without a prompt is refused, naming the flag.
    std::fs::write(&prompts, "\n  \n").unwrap();
    let mut args = vec!["bench", "--prompts", prompts.to_str().unwrap()];
    args.extend(job(&m, &[]));
    let err = fails(&args);
    assert!(
        err.contains("--prompts") && err.contains("no prompt"),
        "{err}"
    );
}

#[test]
fn bench_reports_time_and_memory_as_json() {
    let m = sd1();
    let mut args = vec!["bench", "--jobs", "2"];
    args.extend(job(&m, &["--offload", "model"]));
    let v = json_of(&args);
    assert!(v["ms_per_step_median"].as_f64().unwrap() > 0.0, "{v}");
    assert!(v["total_s"].as_f64().unwrap() > 0.0);
    assert!(v["vae_s"].as_f64().unwrap() > 0.0);
    // Every job's decode, the first (the figure above) and the warm ones after it.
    let vae = v["vae_s_per_job"].as_array().unwrap();
    assert_eq!(vae.len(), 2, "{v}");
    assert_eq!(vae[0].as_f64(), v["vae_s"].as_f64());
    assert!(vae[1].as_f64().unwrap() > 0.0);
    assert_eq!(v["used_after_each_job_bytes"].as_array().unwrap().len(), 2);
    assert_eq!(v["plan"]["offload"], "model");
    assert!(v.get("peak_vram_nvml_process_bytes").is_some());
    assert!(
        v["predicted"]["predicted_peak_bytes"]["max"]
            .as_u64()
            .unwrap()
            > 0
    );
}
