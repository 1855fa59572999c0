//! A PNG's `parameters` text for what is attached, as A1111 writes it and reads it back:
//! every LoRA as a `<lora:NAME:STRENGTH>` tag in the prompt (a `--lora` one is appended),
//! `Lora hashes: "NAME: HASH, ..."` and `TI hashes: "NAME: HASH, ..."` on the settings line;
//! each declared attachment's own `Key: value` pairs.
use super::declared::Declared;
use super::embeddings::Embedding;
use super::lora::{extract_loras, LoraSet, PromptLora};
use crate::infotext::Infotext;
use crate::Result;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// A1111's `quote`: a value holding `,`, `:` or a newline is written as a JSON string.
fn quote(v: &str) -> String {
    if v.contains([',', ':', '\n']) {
        serde_json::to_string(v).unwrap_or_else(|_| v.to_string())
    } else {
        v.to_string()
    }
}

/// A name as A1111 writes it in a hashes list (its `:` and `,` dropped).
fn list_name(name: &str) -> String {
    name.replace([':', ','], "")
}

/// `prompt` as the PNG records it: with a `<lora:NAME:STRENGTH>` tag appended for each
/// LoRA that neither prompt names (given with `--lora`), so the image says all of them.
pub fn recorded_prompt(prompt: &str, negative: &str, loras: &LoraSet) -> String {
    let tagged: Vec<String> = [prompt, negative]
        .iter()
        .flat_map(|t| extract_loras(t).map(|(_, l)| l).unwrap_or_default())
        .map(|l| l.name)
        .collect();
    let mut out = prompt.to_string();
    for (lora, strength) in loras {
        if !tagged.contains(&lora.name) {
            out.push_str(&format!(" <lora:{}:{strength}>", lora.name));
        }
    }
    out
}

/// `, Lora hashes: "..."` and `, TI hashes: "..."` for the LoRAs and the embeddings named
/// in `texts` (nothing for none).
pub fn hash_keys(loras: &LoraSet, embeddings: &[Arc<Embedding>], texts: &[&str]) -> Result<String> {
    let mut out = String::new();
    let mut entries = Vec::new();
    for (lora, _) in loras {
        let e = format!("{}: {}", list_name(&lora.name), lora.short_hash()?);
        if !entries.contains(&e) {
            entries.push(e);
        }
    }
    if !entries.is_empty() {
        out.push_str(&format!(", Lora hashes: {}", quote(&entries.join(", "))));
    }
    let mut entries = Vec::new();
    for e in embeddings {
        if texts.iter().any(|t| t.contains(&e.name)) {
            entries.push(format!("{}: {}", list_name(&e.name), e.short_hash()?));
        }
    }
    if !entries.is_empty() {
        out.push_str(&format!(", TI hashes: {}", quote(&entries.join(", "))));
    }
    Ok(out)
}

/// `, Key: value` for each pair the declared attachments record (values quoted as A1111
/// quotes them), in order.
pub fn declared_keys(declared: &[Arc<dyn Declared>]) -> Result<String> {
    let mut out = String::new();
    for d in declared {
        for (k, v) in d.parameters()? {
            out.push_str(&format!(", {k}: {}", quote(&v)));
        }
    }
    Ok(out)
}

/// What a PNG's parameters say was attached.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct RecordedAttachments {
    /// The `<lora:NAME:STRENGTH>` tags of the prompt and negative prompt, in order.
    pub loras: Vec<PromptLora>,
    /// `Lora hashes` as (name, hash).
    pub lora_hashes: Vec<(String, String)>,
    /// `TI hashes` as (name, hash).
    pub ti_hashes: Vec<(String, String)>,
    /// `VAE` and `VAE hash`.
    pub vae: Option<String>,
    pub vae_hash: Option<String>,
}

/// `"a: h1, b: h2"` as [(a, h1), (b, h2)].
fn name_hashes(v: &str) -> Vec<(String, String)> {
    v.split(',')
        .filter_map(|p| p.rsplit_once(':'))
        .map(|(n, h)| (n.trim().to_string(), h.trim().to_string()))
        .collect()
}

/// Reads the attachments back from A1111 `parameters` text (Candela's or A1111's), split
/// by [`Infotext::parse`].
pub fn parse(parameters: &str) -> RecordedAttachments {
    let info = Infotext::parse(parameters);
    let mut out = RecordedAttachments::default();
    for l in info.prompt.lines().chain(info.negative_prompt.lines()) {
        if let Ok((_, tags)) = extract_loras(l) {
            out.loras.extend(tags);
        }
    }
    for (k, v) in info.params {
        match k.as_str() {
            "Lora hashes" => out.lora_hashes = name_hashes(&v),
            "TI hashes" => out.ti_hashes = name_hashes(&v),
            "VAE" => out.vae = Some(v),
            "VAE hash" => out.vae_hash = Some(v),
            _ => {}
        }
    }
    out
}

/// The recorded LoRAs found in `dir` (by name, else by `Lora hashes` among its files),
/// with their strengths, and the names of the ones not found.
pub fn find_loras(rec: &RecordedAttachments, dir: &Path) -> (Vec<(PathBuf, f32)>, Vec<String>) {
    let mut found = Vec::new();
    let mut missing = Vec::new();
    let mut by_hash: Option<Vec<(PathBuf, String)>> = None;
    for l in &rec.loras {
        if let Ok(p) = super::lora::resolve(&l.name, Some(dir)) {
            found.push((p, l.strength));
            continue;
        }
        let hash = rec
            .lora_hashes
            .iter()
            .find(|(n, _)| n == &l.name)
            .map(|(_, h)| h);
        let hit = hash.and_then(|h| {
            let files = by_hash.get_or_insert_with(|| {
                super::embeddings::files_in(dir)
                    .unwrap_or_default()
                    .into_iter()
                    .filter_map(|p| {
                        let h = super::hash::addnet_sha256(&p).ok()?;
                        Some((p, h))
                    })
                    .collect()
            });
            files
                .iter()
                .find(|(_, fh)| fh.starts_with(h.as_str()))
                .map(|(p, _)| p.clone())
        });
        match hit {
            Some(p) => found.push((p, l.strength)),
            None => missing.push(l.name.clone()),
        }
    }
    (found, missing)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_back_what_a1111_writes() {
        let text = "a cat <lora:ink:0.6>, <lora:grain:1>\nNegative prompt: blurry <lora:fix:-0.5>\nSteps: 20, Sampler: Euler, CFG scale: 7, Seed: 1, Size: 512x512, Model hash: 0123456789, Model: m, VAE hash: 735e4c3a44, VAE: vae-ft-mse.safetensors, Lora hashes: \"ink: 1234567890ab, grain: ba0987654321\", TI hashes: \"easynegative: c74b4e810b03\", Version: v1.10.1";
        let r = parse(text);
        let names: Vec<_> = r
            .loras
            .iter()
            .map(|l| (l.name.as_str(), l.strength))
            .collect();
        assert_eq!(names, vec![("ink", 0.6), ("grain", 1.0), ("fix", -0.5)]);
        assert_eq!(
            r.lora_hashes,
            vec![
                ("ink".into(), "1234567890ab".into()),
                ("grain".into(), "ba0987654321".into())
            ]
        );
        assert_eq!(
            r.ti_hashes,
            vec![("easynegative".into(), "c74b4e810b03".into())]
        );
        assert_eq!(r.vae.as_deref(), Some("vae-ft-mse.safetensors"));
        assert_eq!(r.vae_hash.as_deref(), Some("735e4c3a44"));
        assert_eq!(quote("a: b, c: d"), "\"a: b, c: d\"");
        assert_eq!(quote("plain"), "plain");
    }

    #[test]
    fn finds_recorded_loras_by_name_or_hash_and_names_the_missing() {
        let dir = tempfile::tempdir().unwrap();
        let t = candle_core::Tensor::zeros(4, candle_core::DType::F32, &candle_core::Device::Cpu)
            .unwrap();
        let p = dir.path().join("renamed.safetensors");
        candle_core::safetensors::save(&[("x".to_string(), t)].into_iter().collect(), &p).unwrap();
        std::fs::write(dir.path().join("ink.safetensors"), b"").unwrap();
        let hash = super::super::hash::addnet_sha256(&p).unwrap();
        let rec = parse(&format!(
            "<lora:ink:0.5> <lora:old:0.7> <lora:gone:1>\nSteps: 1, Seed: 2, Lora hashes: \"old: {}\"",
            &hash[..12]
        ));
        let (found, missing) = find_loras(&rec, dir.path());
        assert_eq!(
            found,
            vec![(dir.path().join("ink.safetensors"), 0.5), (p, 0.7)]
        );
        assert_eq!(missing, vec!["gone".to_string()]);
    }
}
