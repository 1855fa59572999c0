//! A1111's `<lora:NAME:STRENGTH>` in a prompt: taken out of the text before it is
//! encoded (as A1111's extra-networks parser removes it, leaving the text around it as
//! it was) and resolved to `NAME.safetensors` in the LoRA folder.
use crate::{Error, Result};
use std::path::{Path, PathBuf};

/// A LoRA a prompt names, with its strength.
#[derive(Debug, Clone, PartialEq)]
pub struct PromptLora {
    pub name: String,
    pub strength: f32,
}

/// The prompt without its `<lora:...>` tags, and the LoRAs they name in order. A tag is
/// `<lora:NAME>` (strength 1) or `<lora:NAME:STRENGTH>`; other `<...>` text is left alone.
pub fn extract_loras(prompt: &str) -> Result<(String, Vec<PromptLora>)> {
    static TAG: std::sync::OnceLock<regex::Regex> = std::sync::OnceLock::new();
    let re = TAG.get_or_init(|| regex::Regex::new(r"<lora:([^>]+)>").expect("valid regex"));
    let mut loras = Vec::new();
    for cap in re.captures_iter(prompt) {
        let items: Vec<&str> = cap[1].split(':').collect();
        let name = items[0].trim();
        if name.is_empty() {
            return Err(Error::field(
                "prompt",
                format!("'{}': the LoRA has no name", &cap[0]),
            ));
        }
        let strength = match items.get(1) {
            None => 1.0,
            Some(s) => s
                .trim()
                .parse::<f32>()
                .ok()
                .filter(|v| {
                    let n = crate::ranges::Naming::Flags;
                    crate::ranges::LORA_STRENGTH
                        .check(*v as f64, n, None)
                        .is_ok()
                })
                .ok_or_else(|| {
                    Error::field(
                        "prompt",
                        format!(
                            "'{}': expected <lora:NAME:STRENGTH> with {}, got '{s}'",
                            &cap[0],
                            crate::ranges::LORA_STRENGTH.describe()
                        ),
                    )
                })?,
        };
        loras.push(PromptLora {
            name: name.to_string(),
            strength,
        });
    }
    Ok((re.replace_all(prompt, "").into_owned(), loras))
}

/// The prompt's text without `<lora:...>` tags (what is encoded); a tag that does not
/// parse stays (the job that reads the LoRAs reports it).
pub fn prompt_text(prompt: &str) -> String {
    match extract_loras(prompt) {
        Ok((text, _)) => text,
        Err(_) => prompt.to_string(),
    }
}

/// `NAME.safetensors` in `dir` (or any file of that stem with another extension, refused
/// later with its own message), an error naming the folder when there is none.
pub fn resolve(name: &str, dir: Option<&Path>) -> Result<PathBuf> {
    let Some(dir) = dir else {
        return Err(Error::field(
            "prompt",
            format!("<lora:{name}:...> needs a LoRA folder (--lora-dir DIR) to find {name}.safetensors in"),
        ));
    };
    let direct = dir.join(format!("{name}.safetensors"));
    if crate::input::is_file(&direct)? {
        return Ok(direct);
    }
    // A1111 also finds LoRAs in subfolders, by stem.
    if let Some(p) = find_stem(dir, name, 3) {
        return Ok(p);
    }
    Err(Error::file(
        dir,
        format!("no LoRA named '{name}' here (expected {name}.safetensors)"),
    ))
}

fn find_stem(dir: &Path, name: &str, depth: usize) -> Option<PathBuf> {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .ok()?
        .flatten()
        .map(|e| e.path())
        .collect();
    entries.sort();
    let found = entries.iter().find(|p| {
        p.is_file()
            && p.file_stem().is_some_and(|s| s == name)
            && p.extension()
                .is_some_and(|e| e.eq_ignore_ascii_case("safetensors"))
    });
    if let Some(p) = found {
        return Some(p.clone());
    }
    if depth == 0 {
        return None;
    }
    entries
        .iter()
        .filter(|p| p.is_dir())
        .find_map(|d| find_stem(d, name, depth - 1))
}

/// `FILE[:STRENGTH]` as `--lora` takes it: the strength after the last colon when it is a
/// number (so Windows paths with a drive letter still work), 1 otherwise.
pub fn parse_lora_arg(arg: &str) -> Result<(PathBuf, f32)> {
    if let Some((file, s)) = arg.rsplit_once(':') {
        if let Ok(v) = s.parse::<f32>() {
            if file.is_empty() {
                return Err(Error::field(
                    "--lora",
                    format!("'{arg}': expected FILE[:STRENGTH]"),
                ));
            }
            crate::ranges::LORA_STRENGTH
                .check(v as f64, crate::ranges::Naming::Flags, None)
                .map_err(|e| Error::field("--lora", format!("'{arg}': strength {}", e.message)))?;
            return Ok((PathBuf::from(file), v));
        }
    }
    Ok((PathBuf::from(arg), 1.0))
}

/// The LoRAs a job asks for: its `loras` in order, then the `<lora:NAME:STRENGTH>` tags of
/// the prompt and negative prompt, found in `lora_dir`.
pub fn job_loras(
    spec: &crate::protocol::AttachSpec,
    prompt: &str,
    negative: &str,
) -> Result<Vec<(std::path::PathBuf, f32)>> {
    let mut out: Vec<_> = spec
        .loras
        .iter()
        .map(|l| (std::path::PathBuf::from(&l.path), l.strength))
        .collect();
    let dir = spec.lora_dir.as_deref().map(Path::new);
    for text in [prompt, negative] {
        for tag in extract_loras(text)?.1 {
            out.push((resolve(&tag.name, dir)?, tag.strength));
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn takes_lora_tags_out_of_the_prompt() {
        let (p, l) =
            extract_loras("a cat, <lora:film_grain:0.6> in the rain <lora:detail>").unwrap();
        assert_eq!(p, "a cat,  in the rain ");
        assert_eq!(
            l,
            vec![
                PromptLora {
                    name: "film_grain".into(),
                    strength: 0.6
                },
                PromptLora {
                    name: "detail".into(),
                    strength: 1.0
                }
            ]
        );
        let (p, l) = extract_loras("plain <hypernet:x:1> text").unwrap();
        assert_eq!((p.as_str(), l.len()), ("plain <hypernet:x:1> text", 0));
        let err = extract_loras("<lora:x:strong>").unwrap_err().to_string();
        assert!(err.contains("<lora:NAME:STRENGTH>"), "{err}");
    }

    #[test]
    fn parses_lora_arguments() {
        assert_eq!(
            parse_lora_arg("a.safetensors").unwrap(),
            ("a.safetensors".into(), 1.0)
        );
        assert_eq!(
            parse_lora_arg("a.safetensors:0.5").unwrap(),
            ("a.safetensors".into(), 0.5)
        );
        assert_eq!(parse_lora_arg("C:\\l\\a.safetensors").unwrap().1, 1.0);
        assert_eq!(parse_lora_arg("C:\\l\\a.safetensors:-1").unwrap().1, -1.0);
    }

    #[test]
    fn resolves_names_in_the_folder_and_below() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("styles")).unwrap();
        std::fs::write(dir.path().join("styles/ink.safetensors"), b"").unwrap();
        assert_eq!(
            resolve("ink", Some(dir.path())).unwrap(),
            dir.path().join("styles/ink.safetensors")
        );
        assert!(resolve("nope", Some(dir.path()))
            .unwrap_err()
            .to_string()
            .contains("nope"));
        assert!(resolve("ink", None)
            .unwrap_err()
            .to_string()
            .contains("--lora-dir"));
    }
}
