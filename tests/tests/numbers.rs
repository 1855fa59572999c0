//! Absurd numbers (issue 20): every numeric CLI flag and every numeric field of the worker
//! protocol refuses NaN, infinities, negatives, zero where it means nothing, and values past
//! what the engine can run, with one line that names the flag or field and gives its range
//! (`candela_engine::ranges`, the one table both sides use). `--steps 1000000000` used to
//! end in an allocation failure and an abort.
use candela_engine::ranges;
use candela_tests::{engine, fails, sd1};
use std::io::Write;
use std::process::{Command, Stdio};

fn gen(model: &str, out: &str, extra: &[&str]) -> Vec<String> {
    let mut a: Vec<String> = [
        "generate", "--model", model, "--prompt", "a cat", "--device", "cpu", "--width", "64",
        "--height", "64", "--steps", "1", "--out", out,
    ]
    .map(String::from)
    .to_vec();
    a.extend(extra.iter().map(|s| s.to_string()));
    a
}

/// `flag value` refused, naming the flag and the range's words.
fn refused(base: &[String], flag: &str, value: &str, range: &ranges::Range) {
    // `--flag=value`: clap reads "-inf" after a space as a flag of its own.
    let arg = format!("{flag}={value}");
    let mut args: Vec<&str> = base.iter().map(String::as_str).collect();
    args.push(&arg);
    let err = fails(&args);
    let want = range.describe();
    assert!(
        err.contains(flag) && err.contains(&want) && err.starts_with("error: "),
        "{flag} {value}: expected '{want}' in: {err}"
    );
}

#[test]
fn every_numeric_flag_refuses_each_class_of_absurd_value_with_its_range() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("x.png");
    let (o, m) = (out.to_str().unwrap(), sd1());
    // Without --width, --height and --steps, which the cases set.
    let base: Vec<String> = [
        "generate", "--model", &m, "--prompt", "a cat", "--device", "cpu", "--out", o,
    ]
    .map(String::from)
    .to_vec();
    let nan_inf_neg = ["NaN", "inf", "-inf", "-1"];
    let cases: &[(&str, &ranges::Range, &[&str])] = &[
        (
            "--steps",
            &ranges::STEPS,
            &["0", "1000000000", "1.5", "1e9"],
        ),
        ("--width", &ranges::WIDTH, &["0", "100", "1000000", "-8"]),
        ("--height", &ranges::HEIGHT, &["0", "12", "16392"]),
        ("--cfg", &ranges::CFG, &["1e9", "101"]),
        ("--seed", &ranges::SEED, &["1.5", "18446744073709551616"]),
        ("--cfg-rescale", &ranges::CFG_RESCALE, &["1.5"]),
        (
            "--clip-skip",
            &ranges::CLIP_SKIP,
            &["0", "13", "1000000000"],
        ),
        ("--strength", &ranges::STRENGTH, &["1.01", "1e300"]),
        ("--mask-blur", &ranges::MASK_BLUR, &["1e9"]),
        ("--canny-low", &ranges::CANNY_LOW, &["1e9"]),
        ("--canny-high", &ranges::CANNY_HIGH, &["1e40"]),
        (
            "--refiner-switch",
            &ranges::REFINER_SWITCH,
            &["0", "1", "2"],
        ),
        (
            "--refiner-aesthetic-score",
            &ranges::AESTHETIC_SCORE,
            &["11"],
        ),
        (
            "--refiner-negative-aesthetic-score",
            &ranges::NEGATIVE_AESTHETIC_SCORE,
            &["1e9"],
        ),
        (
            "--vae-tile-overlap",
            &ranges::VAE_TILE_OVERLAP,
            &["1e9", "4096"],
        ),
        ("--simulate-vram", &ranges::SIMULATE_VRAM_GIB, &["0", "1e9"]),
        ("--vram-budget", &ranges::VRAM_BUDGET_GIB, &["0", "1e12"]),
        (
            "--stream-slots",
            &ranges::STREAM_SLOTS,
            &["0", "1", "17", "2.5"],
        ),
    ];
    for (flag, range, extra) in cases {
        for v in nan_inf_neg.iter().chain(extra.iter()) {
            // --seed and the other whole-number flags refuse "-1" with their range too.
            refused(&base, flag, v, range);
        }
    }
    // The plan flags that also take words.
    for (flag, v, want) in [
        ("--vae-tile", "0", ranges::VAE_TILE.describe()),
        ("--vae-tile", "12", ranges::VAE_TILE.describe()),
        ("--vae-tile", "-8", ranges::VAE_TILE.describe()),
        ("--vae-tile", "1000000000", ranges::VAE_TILE.describe()),
        ("--attention-slice", "0", ranges::ATTENTION_SLICE.describe()),
        (
            "--attention-slice",
            "NaN",
            ranges::ATTENTION_SLICE.describe(),
        ),
        (
            "--attention-slice",
            "-1",
            ranges::ATTENTION_SLICE.describe(),
        ),
        ("--vram-budget", "auto2", ranges::VRAM_BUDGET_GIB.describe()),
    ] {
        let mut args: Vec<&str> = base.iter().map(String::as_str).collect();
        args.extend([flag, v]);
        let err = fails(&args);
        assert!(
            err.contains(flag) && err.contains(&want),
            "{flag} {v}: {err}"
        );
    }
    // Numbers inside other flags' values: a ControlNet's scale, start and end, a LoRA's
    // strength (file and prompt tag).
    let cn = candela_tests::parity_dir().join("models/controlnet_sd1");
    let image = candela_tests::parity_dir().join("controlnet/control_0.png");
    for (unit, range) in [
        ("NaN", &ranges::CONTROL_SCALE),
        ("1e9", &ranges::CONTROL_SCALE),
        ("-1", &ranges::CONTROL_SCALE),
        ("1:-0.5:1", &ranges::CONTROL_START),
        ("1:0:inf", &ranges::CONTROL_END),
    ] {
        let spec = format!("{}:{}:{unit}", cn.display(), image.display());
        let err = fails(
            &gen(&m, o, &["--control", &spec])
                .iter()
                .map(String::as_str)
                .collect::<Vec<_>>(),
        );
        assert!(
            err.contains(&range.name(ranges::Naming::Flags, Some(0)))
                && err.contains(&range.describe()),
            "--control {unit}: {err}"
        );
    }
    let lora = candela_tests::parity_dir().join("loras/sd1_kohya.safetensors");
    for s in ["NaN", "inf", "1e9", "-11"] {
        let arg = format!("{}:{s}", lora.display());
        let err = fails(
            &gen(&m, o, &["--lora", &arg])
                .iter()
                .map(String::as_str)
                .collect::<Vec<_>>(),
        );
        assert!(
            err.contains("--lora") && err.contains(&ranges::LORA_STRENGTH.describe()),
            "--lora {arg}: {err}"
        );
    }
    let err = fails(&[
        "generate",
        "--model",
        &m,
        "--prompt",
        "a <lora:x:1e9>",
        "--device",
        "cpu",
        "--out",
        o,
    ]);
    assert!(
        err.contains("<lora:x:1e9>") && err.contains(&ranges::LORA_STRENGTH.describe()),
        "{err}"
    );
    // bench's job count and plan's flags go through the same table.
    for v in ["0", "-1", "NaN", "1000000000"] {
        let err = fails(&["bench", "--random-weights", "sd15", "--jobs", v]);
        assert!(
            err.contains("--jobs") && err.contains(&ranges::JOBS.describe()),
            "{err}"
        );
        let err = fails(&["plan", "--model", &m, "--steps", v]);
        assert!(
            err.contains("--steps") && err.contains(&ranges::STEPS.describe()),
            "{err}"
        );
    }
    assert!(std::fs::read_dir(dir.path()).unwrap().next().is_none());
    // The largest values in range still run (a whole job at the edges is the parity
    // tests' business; here: the plan of 10000 steps is made without trouble).
    let ok = engine(&["plan", "--model", &m, "--steps", "10000", "--json"]);
    assert!(
        ok.status.success(),
        "{}",
        String::from_utf8_lossy(&ok.stderr)
    );
}

/// Runs `candela-engine serve` over `lines`; returns its events.
fn serve(lines: &[String]) -> Vec<serde_json::Value> {
    let mut child = Command::new(candela_tests::engine_bin())
        .args(["serve", "--device", "cpu"])
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
    for l in lines {
        writeln!(input, "{l}").unwrap();
    }
    drop(input);
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

#[test]
fn every_numeric_protocol_field_refuses_absurd_values_under_the_jobs_id() {
    let dir = tempfile::tempdir().unwrap();
    let job = serde_json::json!({
        "model": sd1(), "prompt": "a", "width": 64, "height": 64, "steps": 1, "cfg": 7.0,
        "seed": 1, "sampler": "euler", "out_dir": dir.path(),
    });
    // (what to set, its value, the range, the field's name in the message)
    let with = |path: &[&str], v: serde_json::Value| {
        let mut j = job.clone();
        let mut at = &mut j;
        for (k, key) in path.iter().enumerate() {
            if k + 1 == path.len() {
                at[*key] = v.clone();
            } else {
                if at[*key].is_null() {
                    at[*key] = serde_json::json!({});
                }
                at = &mut at[*key];
            }
        }
        j
    };
    let control = |scale: f64, start: f64, end: f64| serde_json::json!([{"model": "random", "image": "a.png", "scale": scale, "start": start, "end": end}]);
    use serde_json::json;
    let cases: Vec<(serde_json::Value, &ranges::Range, &str)> = vec![
        (with(&["steps"], json!(-1)), &ranges::STEPS, "steps"),
        (with(&["steps"], json!(0)), &ranges::STEPS, "steps"),
        (
            with(&["steps"], json!(1_000_000_000u64)),
            &ranges::STEPS,
            "steps",
        ),
        (with(&["steps"], json!(2.5)), &ranges::STEPS, "steps"),
        (with(&["width"], json!(0)), &ranges::WIDTH, "width"),
        (with(&["width"], json!(100)), &ranges::WIDTH, "width"),
        (with(&["height"], json!(-64)), &ranges::HEIGHT, "height"),
        (
            with(&["height"], json!(1u64 << 40)),
            &ranges::HEIGHT,
            "height",
        ),
        (with(&["cfg"], json!(-1.0)), &ranges::CFG, "cfg"),
        (with(&["cfg"], json!(1e300)), &ranges::CFG, "cfg"),
        (with(&["seed"], json!(-1)), &ranges::SEED, "seed"),
        (with(&["seed"], json!(0.5)), &ranges::SEED, "seed"),
        (
            with(&["preview_every"], json!(-3)),
            &ranges::PREVIEW_EVERY,
            "preview_every",
        ),
        (
            with(&["cfg_rescale"], json!(2.0)),
            &ranges::CFG_RESCALE,
            "cfg_rescale",
        ),
        (
            with(&["clip_skip"], json!(0)),
            &ranges::CLIP_SKIP,
            "clip_skip",
        ),
        (
            with(&["clip_skip"], json!(99)),
            &ranges::CLIP_SKIP,
            "clip_skip",
        ),
        (
            with(&["strength"], json!(-0.5)),
            &ranges::STRENGTH,
            "strength",
        ),
        (
            with(&["mask_blur"], json!(1e12)),
            &ranges::MASK_BLUR,
            "mask_blur",
        ),
        (
            with(&["controls"], control(1e9, 0.0, 1.0)),
            &ranges::CONTROL_SCALE,
            "controls[0].scale",
        ),
        (
            with(&["controls"], control(1.0, -1.0, 1.0)),
            &ranges::CONTROL_START,
            "controls[0].start",
        ),
        (
            with(&["controls"], control(1.0, 0.0, 7.0)),
            &ranges::CONTROL_END,
            "controls[0].end",
        ),
        (
            with(
                &["controls"],
                json!([{"model": "random", "image": "a.png", "preprocess": {"kind": "canny", "low": -5, "high": 10}}]),
            ),
            &ranges::CANNY_LOW,
            "controls[0].preprocess.low",
        ),
        (
            with(
                &["loras"],
                json!([{"path": "a.safetensors", "strength": 1e6}]),
            ),
            &ranges::LORA_STRENGTH,
            "loras[0].strength",
        ),
        (
            with(&["refiner", "switch"], json!(1.0)),
            &ranges::REFINER_SWITCH,
            "refiner.switch",
        ),
        (
            with(&["refiner", "aesthetic_score"], json!(-2)),
            &ranges::AESTHETIC_SCORE,
            "refiner.aesthetic_score",
        ),
        (
            with(
                &["plan"],
                json!({"auto": true, "vram_budget_bytes": -1, "offload": "none", "attention_slice": 0, "vae_tile": 0}),
            ),
            &ranges::VRAM_BUDGET_BYTES,
            "plan.vram_budget_bytes",
        ),
        (
            with(
                &["plan"],
                json!({"auto": false, "vram_budget_bytes": 0, "offload": "none", "attention_slice": 0, "vae_tile": 12}),
            ),
            &ranges::VAE_TILE,
            "plan.vae_tile",
        ),
        (
            with(
                &["plan"],
                json!({"auto": false, "vram_budget_bytes": 0, "offload": "none", "attention_slice": 1u64 << 40, "vae_tile": 0}),
            ),
            &ranges::ATTENTION_SLICE,
            "plan.attention_slice",
        ),
    ];
    let mut lines = Vec::new();
    for (k, (job, _, _)) in cases.iter().enumerate() {
        let kind = if k % 2 == 0 { "generate" } else { "plan" };
        lines.push(json!({"type": kind, "id": format!("j{k}"), "job": job}).to_string());
    }
    let events = serve(&lines);
    for (k, (_, range, field)) in cases.iter().enumerate() {
        let id = format!("j{k}");
        let e = events
            .iter()
            .find(|e| e["id"] == id.as_str())
            .unwrap_or_else(|| panic!("no answer to {id}: {events:?}"));
        assert_eq!(e["type"], "error", "{id}: {e}");
        let msg = e["message"].as_str().unwrap();
        assert!(
            msg.contains(&format!("{field}: expected {}", range.describe())),
            "{id} ({field}): {msg}"
        );
    }
    assert!(std::fs::read_dir(dir.path()).unwrap().next().is_none());
}
