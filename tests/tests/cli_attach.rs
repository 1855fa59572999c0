//! `--lora`, `<lora:NAME:STRENGTH>` with `--lora-dir`, and `--embedding` through the CLI:
//! the PNG records them as A1111 does (tags in the prompt, `Lora hashes`, `TI hashes`), its
//! parameters read back to the same LoRAs, and wrong files give one error line.
use candela_engine::attach::png;
use candela_engine::output::read_parameters;
use candela_tests::{engine, fails, parity_dir, sd1};
use sha2::{Digest, Sha256};

fn hex(b: &[u8]) -> String {
    Sha256::digest(b)
        .iter()
        .map(|x| format!("{x:02x}"))
        .collect()
}

#[test]
fn loras_and_embeddings_from_flags_and_prompt_tags_are_recorded_as_a1111_does() {
    let dir = tempfile::tempdir().unwrap();
    let loras = dir.path().join("loras");
    std::fs::create_dir(&loras).unwrap();
    let peft = parity_dir().join("loras/sd1_peft.safetensors");
    std::fs::copy(&peft, loras.join("style.safetensors")).unwrap();
    let kohya = parity_dir().join("loras/sd1_kohya.safetensors");
    let emb = parity_dir().join("embeddings/sd1_style.safetensors");
    let out = dir.path().join("cat.png");
    let model = sd1();
    let lora_arg = format!("{}:0.8", kohya.display());
    let o = engine(&[
        "generate",
        "--model",
        &model,
        "--device",
        "cpu",
        "--steps",
        "2",
        "--width",
        "64",
        "--height",
        "64",
        "--out",
        out.to_str().unwrap(),
        "--prompt",
        "a photo of sd1_style, a cat <lora:style:0.5>",
        "--lora",
        &lora_arg,
        "--lora-dir",
        loras.to_str().unwrap(),
        "--embedding",
        emb.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = read_parameters(&out).unwrap().expect("parameters");
    let first = text.lines().next().unwrap();
    assert_eq!(
        first,
        "a photo of sd1_style, a cat <lora:style:0.5> <lora:sd1_kohya:0.8>"
    );
    let data_hash = |p: &std::path::Path| {
        let b = std::fs::read(p).unwrap();
        let n = u64::from_le_bytes(b[..8].try_into().unwrap()) as usize;
        hex(&b[8 + n..])[..12].to_string()
    };
    let want = format!(
        "Lora hashes: \"sd1_kohya: {}, style: {}\"",
        data_hash(&kohya),
        data_hash(&peft)
    );
    assert!(text.contains(&want), "{text}\nwanted {want}");
    let ti = format!(
        "TI hashes: \"sd1_style: {}\"",
        &hex(&std::fs::read(&emb).unwrap())[..12]
    );
    assert!(text.contains(&ti), "{text}");
    // Read back: both LoRAs with their strengths; the kohya one found by its hash under
    // another name, nothing missing.
    std::fs::copy(&kohya, loras.join("renamed.safetensors")).unwrap();
    let rec = png::parse(&text);
    let (found, missing) = png::find_loras(&rec, &loras);
    assert_eq!(
        found,
        vec![
            (loras.join("style.safetensors"), 0.5),
            (loras.join("renamed.safetensors"), 0.8)
        ]
    );
    assert!(missing.is_empty());
}

#[test]
fn wrong_attachment_files_give_one_error_line_and_no_image() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("x.png");
    let model = sd1();
    let base = [
        "generate",
        "--model",
        &model,
        "--device",
        "cpu",
        "--steps",
        "1",
        "--width",
        "64",
        "--height",
        "64",
        "--out",
        out.to_str().unwrap(),
    ];
    let run_with = |prompt: &str, extra: &[&str]| {
        let mut args: Vec<&str> = base.to_vec();
        args.extend_from_slice(&["--prompt", prompt]);
        args.extend_from_slice(extra);
        fails(&args)
    };
    let run = |extra: &[&str]| run_with("a cat", extra);
    let xl_lora = parity_dir().join("loras/sdxl_kohya.safetensors");
    let e = run(&["--lora", xl_lora.to_str().unwrap()]);
    assert!(
        e.contains("sdxl_kohya.safetensors") && e.contains("a LoRA for SDXL"),
        "{e}"
    );
    let ckpt = parity_dir().join("single_file/sd1_tiny.safetensors");
    let e = run(&["--lora", ckpt.to_str().unwrap()]);
    assert!(e.contains("model checkpoint, not a LoRA"), "{e}");
    let xl_emb = parity_dir().join("embeddings/sdxl_style.safetensors");
    let e = run(&["--embedding", xl_emb.to_str().unwrap()]);
    assert!(e.contains("fits neither text encoder"), "{e}");
    let e = run_with("a <lora:nothing:1> cat", &[]);
    assert!(e.contains("--lora-dir"), "{e}");
    let lora_as_model = parity_dir().join("loras/sd1_kohya.safetensors");
    let o = engine(&[
        "generate",
        "--model",
        lora_as_model.to_str().unwrap(),
        "--device",
        "cpu",
        "--prompt",
        "x",
        "--out",
        out.to_str().unwrap(),
    ]);
    let e = String::from_utf8_lossy(&o.stderr).to_string();
    assert!(
        !o.status.success() && e.contains("this is a LoRA, not a model"),
        "{e}"
    );
    assert!(!out.exists());
}

/// `candela-engine plan` for the tiny SD 1.5 model with the kohya LoRA and `extra` flags:
/// its standard output (the command must succeed).
fn plan_with_kohya_lora(extra: &[&str]) -> String {
    let model = sd1();
    let kohya = parity_dir().join("loras/sd1_kohya.safetensors");
    let mut args = vec![
        "plan",
        "--model",
        &model,
        "--device",
        "cpu",
        "--width",
        "64",
        "--height",
        "64",
        "--lora",
        kohya.to_str().unwrap(),
    ];
    args.extend_from_slice(extra);
    let o = engine(&args);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8_lossy(&o.stdout).to_string()
}

#[test]
fn plan_takes_the_same_flags_and_counts_the_loras_host_memory() {
    let text = plan_with_kohya_lora(&[]);
    assert!(
        text.contains("loras: 1 merged into the weights in place"),
        "{text}"
    );
    assert!(!text.contains("separate deltas"), "{text}");
}

/// `--lora-apply separate` keeps the LoRA's layers as deltas beside the weights: `plan`
/// says how much and counts it in every phase's predicted peak (all nets resident).
#[test]
fn plan_counts_separate_lora_deltas_in_the_peaks() {
    let text = plan_with_kohya_lora(&["--lora-apply", "separate"]);
    assert!(
        text.contains("lora separate deltas (--lora-apply separate)"),
        "{text}"
    );
    let peaks = |mode| {
        let json = plan_with_kohya_lora(&["--lora-apply", mode, "--json"]);
        let v: serde_json::Value = serde_json::from_str(json.trim()).unwrap();
        ["text_encoding", "denoising", "vae"]
            .map(|p| v["predicted_peak_bytes"][p].as_u64().unwrap())
    };
    let (merged, separate) = (peaks("merge"), peaks("separate"));
    let extra: Vec<u64> = (0..3).map(|i| separate[i] - merged[i]).collect();
    assert!(extra.iter().all(|&b| b > 0 && b == extra[0]), "{extra:?}");
}
