//! Fuzzing in every `cargo test` (issue 20), deterministic from fixed seeds: request lines
//! for `candela-engine serve` mutated at the JSON level and the byte level, through the
//! real parser and job validator (20 000 lines, no panic allowed) and through the real
//! serve loop (every line that asks for an answer gets an error naming its id); the test
//! LoRA and embedding files with their names and shapes mutated, through their readers. `fuzz/`
//! has the same three as cargo-fuzz targets (`worker_protocol`, `lora_keys`,
//! `embedding_keys`) for longer runs; what they find becomes a test in `fuzz_found.rs`.
use candela_engine::job::{self, PROTOCOL};
use candela_engine::protocol::{Event, Request};
use serde_json::{json, Value};
use std::collections::HashMap;

#[path = "../../fuzz/common/keys.rs"]
#[allow(dead_code)]
mod keys;

/// xorshift64*: a fixed, dependency-free stream of numbers for reproducible cases.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    fn pick<'a, T>(&mut self, v: &'a [T]) -> &'a T {
        &v[self.below(v.len())]
    }
}

const MODEL: &str = "/nonexistent/candela-fuzz/model.safetensors";

/// Valid request lines of every kind, each job with every optional field.
fn seeds(out_dir: &str) -> Vec<Value> {
    let job = json!({
        "model": MODEL, "prompt": "a (cat:1.2) <lora:x:0.5> BREAK dog", "negative_prompt": "blur",
        "width": 64, "height": 64, "steps": 4, "cfg": 7.5, "seed": 42, "sampler": "dpmpp_2m",
        "out_dir": out_dir, "file_stem": "f", "dtype": "f32", "preview_every": 1,
        "plan": {"auto": true, "vram_budget_bytes": 4_000_000_000u64, "offload": "model",
                 "attention_slice": 64, "vae_tile": 256},
        "init_image": "/nonexistent/init.png", "strength": 0.6, "mask": "/nonexistent/mask.png",
        "mask_blur": 4.0,
        "controls": [{"model": "random", "image": "/nonexistent/c.png",
                      "preprocess": {"kind": "canny", "low": 100, "high": 200},
                      "resize": "fit", "scale": 0.8, "start": 0.1, "end": 0.9, "enabled": true}],
        "refiner": {"model": "/nonexistent/refiner", "switch": 0.8, "aesthetic_score": 6.0,
                    "negative_aesthetic_score": 2.5},
        "rng": "cpu", "schedule": "karras", "cfg_rescale": 0.7, "clip_skip": 2,
        "emphasis": "no-norm",
        "loras": [{"path": "/nonexistent/l.safetensors", "strength": 0.5}],
        "lora_dir": "/nonexistent", "embeddings": ["/nonexistent/e.safetensors"],
        "embeddings_dir": "/nonexistent", "vae": "/nonexistent/vae.safetensors",
    });
    let plain = json!({
        "model": MODEL, "prompt": "p", "width": 64, "height": 64, "steps": 1, "cfg": 1.0,
        "seed": 0, "sampler": "euler", "out_dir": out_dir,
    });
    vec![
        json!({"type": "generate", "id": "g", "job": job}),
        json!({"type": "generate", "id": "g2", "job": plain}),
        json!({"type": "plan", "id": "p", "job": plain}),
        json!({"type": "plan", "id": "p2", "job": job}),
        json!({"type": "info", "id": "i", "model": MODEL}),
        json!({"type": "load", "model": MODEL, "dtype": "f16"}),
        json!({"type": "cancel", "id": "g"}),
        json!({"type": "unload"}),
        json!({"type": "vram"}),
    ]
}

/// A value a field might be given by a broken or hostile app.
fn odd_value(rng: &mut Rng) -> Value {
    let numbers = [
        json!(0),
        json!(-1),
        json!(1),
        json!(7),
        json!(8),
        json!(1.5),
        json!(-0.0),
        json!(1e308),
        json!(-1e308),
        json!(5e-324),
        json!(u64::MAX),
        json!(i64::MIN),
        json!(1u64 << 53),
        json!(16384),
        json!(16392),
        json!(1_000_000_000u64),
    ];
    let strings = [
        "",
        "../../etc/passwd",
        "/",
        ".",
        "\u{0}",
        "euler",
        "canny",
        "random",
        "none",
        "auto",
        "f16",
        "bf16",
        "karras",
        "ignore",
        "generate",
        "shutdown_not",
        "日本語",
        "<lora:a:1e9>",
        "(((((((((((x:1e30)",
    ];
    match rng.below(9) {
        0..=3 => rng.pick(&numbers).clone(),
        4..=5 => Value::String(rng.pick(&strings).to_string()),
        6 => Value::String("x".repeat(rng.below(5000))),
        7 => [Value::Null, json!(true), json!([]), json!({})][rng.below(4)].clone(),
        _ => json!([{"kind": "canny", "low": -1, "high": 1e300}, {"model": "", "image": ""}]),
    }
}

/// Every path to a value inside `v`.
fn paths(v: &Value, at: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                at.push(k.clone());
                out.push(at.clone());
                paths(x, at, out);
                at.pop();
            }
        }
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                at.push(i.to_string());
                out.push(at.clone());
                paths(x, at, out);
                at.pop();
            }
        }
        _ => {}
    }
}

fn slot<'a>(v: &'a mut Value, path: &[String]) -> Option<&'a mut Value> {
    let mut at = v;
    for k in path {
        at = match at {
            Value::Object(m) => m.get_mut(k)?,
            Value::Array(a) => a.get_mut(k.parse::<usize>().ok()?)?,
            _ => return None,
        };
    }
    Some(at)
}

/// One mutated line: a few JSON-level changes, then sometimes byte-level damage.
fn mutate(rng: &mut Rng, seeds: &[Value]) -> String {
    let mut v = rng.pick(seeds).clone();
    for _ in 0..1 + rng.below(4) {
        let mut all = Vec::new();
        paths(&v, &mut Vec::new(), &mut all);
        let Some(path) = all.get(rng.below(all.len())).cloned() else {
            break;
        };
        match rng.below(4) {
            0 => {
                // Remove the field.
                let (last, parent) = path.split_last().unwrap();
                match slot(&mut v, parent) {
                    Some(Value::Object(m)) => {
                        m.remove(last);
                    }
                    Some(Value::Array(a)) if !a.is_empty() => {
                        a.remove(last.parse::<usize>().unwrap_or(0).min(a.len() - 1));
                    }
                    _ => {}
                }
            }
            1 => {
                // The type tag or a name swapped for another kind's.
                if let Some(Value::Object(m)) = slot(&mut v, &[]) {
                    let kinds = [
                        "generate", "plan", "info", "load", "cancel", "vram", "unload",
                    ];
                    m.insert("type".into(), json!(rng.pick(&kinds)));
                }
            }
            _ => {
                let new = odd_value(rng);
                if let Some(x) = slot(&mut v, &path) {
                    *x = new;
                }
            }
        }
    }
    let mut bytes = v.to_string().into_bytes();
    match rng.below(6) {
        0 => bytes.truncate(rng.below(bytes.len() + 1)),
        1 => {
            for _ in 0..1 + rng.below(4) {
                let i = rng.below(bytes.len());
                bytes[i] = rng.next() as u8;
            }
        }
        2 => {
            let i = rng.below(bytes.len());
            let piece = bytes[rng.below(bytes.len())..].to_vec();
            bytes.splice(i..i, piece.into_iter().take(64));
        }
        _ => {}
    }
    let line = String::from_utf8_lossy(&bytes).replace(['\n', '\r'], " ");
    if line.trim().is_empty() {
        "{".into()
    } else {
        line
    }
}

/// The parser and the job validator the worker runs on a line: an error or a job, never a
/// panic (a panic fails the test with the line).
fn parse_and_validate(line: &str) -> Result<(), String> {
    match Request::parse(line)? {
        Request::Generate { job, .. } | Request::Plan { job, .. } => {
            let req = job::request_of(&job, PROTOCOL).map_err(|e| e.to_string())?;
            req.validate().map_err(|e| e.to_string())
        }
        _ => Ok(()),
    }
}

#[test]
fn mutated_request_lines_never_panic_the_parser_or_the_validator() {
    let dir = tempfile::tempdir().unwrap();
    let seeds = seeds(dir.path().to_str().unwrap());
    let mut rng = Rng(0x5eed_0020);
    let mut refused = 0;
    for case in 0..20_000 {
        let line = mutate(&mut rng, &seeds);
        let r = std::panic::catch_unwind(|| parse_and_validate(&line));
        match r {
            Ok(Err(e)) => {
                refused += 1;
                assert!(!e.is_empty(), "case {case}: an empty error for {line}");
            }
            Ok(Ok(())) => {}
            Err(_) => panic!("case {case} panicked on: {line}"),
        }
    }
    // Most mutations break something; the test would prove little if none did.
    assert!(refused > 10_000, "only {refused} of 20000 refused");
}

/// What the worker must answer `line` with: an error under the line's id (None: no
/// answer expected).
fn expected_error_id(line: &str) -> Option<String> {
    match Request::parse(line) {
        Err(_) => Some(Request::id_in(line).unwrap_or_default()),
        Ok(Request::Generate { id, .. } | Request::Plan { id, .. } | Request::Info { id, .. }) => {
            Some(id)
        }
        Ok(Request::Load { .. }) => Some(String::new()),
        Ok(Request::Cancel { .. } | Request::Unload | Request::Vram | Request::Shutdown) => None,
    }
}

#[test]
fn the_serve_loop_answers_every_mutated_line_with_an_error_under_its_id() {
    let dir = tempfile::tempdir().unwrap();
    let seeds = seeds(dir.path().to_str().unwrap());
    let mut rng = Rng(0x5eed_0021);
    let mut lines = Vec::new();
    while lines.len() < 3000 {
        let line = mutate(&mut rng, &seeds);
        // A shutdown would end the run early; a model that exists would run a job.
        if matches!(Request::parse(&line), Ok(Request::Shutdown)) {
            continue;
        }
        if let Some(v) = serde_json::from_str::<Value>(&line).ok().filter(|v| {
            let m = v["job"]["model"].as_str().or(v["model"].as_str());
            m.is_some_and(|m| m != MODEL)
        }) {
            let _ = v;
            continue;
        }
        lines.push(line);
    }
    let events = candela_engine::worker::serve_lines(candle_core::Device::Cpu, &lines).unwrap();
    let mut want: HashMap<String, usize> = HashMap::new();
    for l in &lines {
        if let Some(id) = expected_error_id(l) {
            *want.entry(id).or_default() += 1;
        }
    }
    // A generate line whose id a cancel line named first is answered "cancelled".
    let mut got: HashMap<String, usize> = HashMap::new();
    for e in &events {
        match e {
            Event::Error { id, message } => {
                assert!(!message.is_empty());
                *got.entry(id.clone()).or_default() += 1;
            }
            Event::Cancelled { id } => *got.entry(id.clone()).or_default() += 1,
            _ => {}
        }
    }
    let short = |k: &String| k.chars().take(40).collect::<String>();
    let differ: Vec<(String, Option<usize>, Option<usize>)> = want
        .keys()
        .chain(got.keys())
        .filter(|k| want.get(*k) != got.get(*k))
        .map(|k| (short(k), want.get(k).copied(), got.get(k).copied()))
        .collect();
    assert!(
        differ.is_empty(),
        "ids answered other than once per line (id, lines, answers): {differ:?}"
    );
    assert!(want.values().sum::<usize>() > 2000);
    assert!(std::fs::read_dir(dir.path()).unwrap().next().is_none());
}

/// A safetensors file's tensors as `key d0 d1 ...` lines (the fuzz targets' format).
fn key_lines_of(path: &std::path::Path) -> Vec<String> {
    let bytes = std::fs::read(path).unwrap();
    let n = u64::from_le_bytes(bytes[..8].try_into().unwrap()) as usize;
    let header: Value = serde_json::from_slice(&bytes[8..8 + n]).unwrap();
    let mut lines: Vec<String> = header
        .as_object()
        .unwrap()
        .iter()
        .filter(|(k, _)| *k != "__metadata__")
        .map(|(k, v)| {
            let dims: Vec<String> = v["shape"]
                .as_array()
                .unwrap()
                .iter()
                .map(|d| d.to_string())
                .collect();
            format!("{k} {}", dims.join(" "))
        })
        .collect();
    lines.sort();
    lines
}

/// Suffixes LoRA and LyCORIS files use, swapped in by the mutations.
const LORA_PARTS: &[&str] = &[
    ".lora_down.weight",
    ".lora_up.weight",
    ".alpha",
    ".lora_A.weight",
    ".lora_B.weight",
    ".hada_w1_a",
    ".hada_w1_b",
    ".hada_w2_a",
    ".hada_w2_b",
    ".lokr_w1",
    ".lokr_w2",
    ".diff",
    ".diff_b",
    ".dora_scale",
    ".lora_mid.weight",
];

/// A real file's lines, a few of them changed: a dimension, a name's suffix, a line
/// dropped or repeated, a key of another file's kind added.
fn mutate_lines(rng: &mut Rng, lines: &[String], others: &[String]) -> String {
    let mut lines = lines.to_vec();
    for _ in 0..rng.below(4) {
        if lines.is_empty() {
            break;
        }
        let i = rng.below(lines.len());
        let mut parts: Vec<String> = lines[i].split(' ').map(String::from).collect();
        match rng.below(6) {
            0 if parts.len() > 1 => {
                let d = 1 + rng.below(parts.len() - 1);
                let dims = ["0", "1", "2", "3", "4", "7", "8", "32", "64", "768", "4095"];
                parts[d] = rng.pick(&dims).to_string();
            }
            1 => parts.push(rng.pick(&["0", "1", "4", "32"]).to_string()),
            2 => {
                let stem = parts[0].split('.').next().unwrap_or("").to_string();
                parts[0] = format!("{stem}{}", rng.pick(LORA_PARTS));
            }
            3 => {
                lines.remove(i);
                continue;
            }
            4 => lines.push(lines[i].clone() + " 2"),
            _ => lines.push(rng.pick(others).clone()),
        }
        let last = lines.len() - 1;
        lines[i.min(last)] = parts.join(" ");
    }
    lines.join("\n")
}

#[test]
fn mutated_lora_and_embedding_files_never_panic_their_readers() {
    let model = candela_engine::attach::Model::open(
        &candela_tests::parity_dir().join("models/sd1"),
        &Default::default(),
    )
    .unwrap();
    let width = model.text_encoder.config.hidden_size;
    let dir = tempfile::tempdir().unwrap();
    let parity = candela_tests::parity_dir();
    let loras: Vec<Vec<String>> = ["sd1_kohya", "sd1_locon", "sd1_peft"]
        .iter()
        .map(|n| key_lines_of(&parity.join(format!("loras/{n}.safetensors"))))
        .collect();
    let embedding = key_lines_of(&parity.join("embeddings/sd1_style.safetensors"));
    let all: Vec<String> = loras.iter().flatten().chain(&embedding).cloned().collect();
    let mut rng = Rng(0x5eed_0022);
    let (mut opened, mut refused) = (0, 0);
    for case in 0..3000 {
        let lora = case % 2 == 0;
        let lines = if lora {
            rng.pick(&loras).clone()
        } else {
            embedding.clone()
        };
        let text = mutate_lines(&mut rng, &lines, &all);
        let path = dir.path().join(format!("case{}.safetensors", case % 7));
        std::fs::write(&path, keys::safetensors(&text)).unwrap();
        // The model is only read; a panic fails the test anyway.
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            if lora {
                candela_engine::attach::lora::Lora::open(&path, &model).map(|_| ())
            } else {
                candela_engine::attach::embeddings::Embedding::open(&path, width, None).map(|_| ())
            }
        }));
        match r {
            Ok(Ok(())) => opened += 1,
            Ok(Err(e)) => {
                refused += 1;
                let e = e.to_string();
                assert!(
                    e.contains("case"),
                    "case {case}: the error names no file: {e}"
                );
            }
            Err(_) => panic!("case {case} panicked on:\n{text}"),
        }
    }
    // Both ways out are taken: the mutations reach past the first check.
    assert!(
        opened > 300 && refused > 300,
        "{opened} opened, {refused} refused"
    );
}

/// Found while writing the mutations above (their byte-level damage has to be made UTF-8
/// before the in-process loop can take it): a line that is not UTF-8 ended the worker's
/// reading, as if the app had closed stdin. It is refused and the next line is read.
#[test]
fn a_line_that_is_not_utf8_is_refused_and_the_worker_reads_on() {
    use std::io::Write;
    let mut child = std::process::Command::new(candela_tests::engine_bin())
        .args(["serve", "--device", "cpu"])
        .env(
            "CANDELA_DATA_DIR",
            std::env::temp_dir().join("candela-tests-data"),
        )
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    input
        .write_all(b"{\"type\":\"info\",\"id\":\"\xff\xfe\"}\n")
        .unwrap();
    let info = json!({"type": "info", "id": "after", "model": candela_tests::sd1()});
    writeln!(input, "{info}").unwrap();
    drop(input);
    let out = child.wait_with_output().unwrap();
    let events: Vec<Value> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert!(
        events
            .iter()
            .any(|e| e["type"] == "error" && e["message"].as_str().unwrap().contains("not UTF-8")),
        "{events:?}"
    );
    assert!(
        events
            .iter()
            .any(|e| e["type"] == "model_info" && e["id"] == "after"),
        "{events:?}"
    );
}
