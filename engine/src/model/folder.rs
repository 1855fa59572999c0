//! What every diffusers folder shares: its JSON configs, a component's weight files (one,
//! sharded or fp16), its tokenizer folder, and the refusal of pickled weights.
use super::component::{Component, Weights};
use super::tokenizer::ClipTokenizer;
use super::weights::{ComponentWeights, TensorStore};
use crate::{Error, Result};
use serde::de::DeserializeOwned;
use std::path::{Path, PathBuf};

pub(crate) const PICKLE_EXTS: [&str; 5] = ["ckpt", "bin", "pt", "pth", "pkl"];

pub(crate) fn pickle_refusal(path: &Path) -> Error {
    Error::file(
        path,
        "pickle checkpoints are refused: loading them runs code stored in the file. Use the model's .safetensors version (most model pages offer one), or convert it once in a sandbox",
    )
}

pub(crate) fn read_json<T: DeserializeOwned>(path: &Path) -> Result<T> {
    let text = crate::input::read_to_string(path)?;
    serde_json::from_str(&text).map_err(|e| Error::file(path, format!("invalid config: {e}")))
}

/// The weight files of a diffusers component folder: one file, an index of shards, or the
/// fp16 variant.
fn component_files(dir: &Path, stems: &[&str]) -> Result<Vec<PathBuf>> {
    for stem in stems {
        for name in [
            format!("{stem}.safetensors"),
            format!("{stem}.fp16.safetensors"),
        ] {
            let p = dir.join(&name);
            if crate::input::is_file(&p)? {
                return Ok(vec![p]);
            }
            let index = dir.join(format!("{name}.index.json"));
            if crate::input::is_file(&index)? {
                return shard_files(&index);
            }
        }
    }
    for stem in stems {
        for ext in ["bin", "ckpt", "pt"] {
            let p = dir.join(format!("{stem}.{ext}"));
            if p.is_file() {
                return Err(pickle_refusal(&p));
            }
        }
    }
    Err(Error::file(
        dir,
        format!(
            "no weights found: expected {}.safetensors (or a sharded .safetensors.index.json)",
            stems[0]
        ),
    ))
}

fn shard_files(index: &Path) -> Result<Vec<PathBuf>> {
    let v: serde_json::Value = read_json(index)?;
    let map = v["weight_map"]
        .as_object()
        .ok_or_else(|| Error::file(index, "expected a \"weight_map\" object"))?;
    let mut files: Vec<String> = map
        .values()
        .filter_map(|f| f.as_str().map(String::from))
        .collect();
    files.sort();
    files.dedup();
    let dir = index.parent().unwrap_or(Path::new("."));
    files
        .into_iter()
        .map(|f| {
            let p = dir.join(&f);
            if crate::input::is_file(&p)? {
                Ok(p)
            } else {
                Err(Error::file(
                    index,
                    format!("lists shard '{f}', which is missing"),
                ))
            }
        })
        .collect()
}

pub(crate) fn open_component<C: DeserializeOwned>(
    root: &Path,
    sub: &str,
    stems: &[&str],
) -> Result<Component<C>> {
    let dir = root.join(sub);
    if !dir.is_dir() {
        return Err(Error::file(root, format!("missing component folder '{sub}/'; a diffusers model has unet/, vae/, text_encoder/, tokenizer/ and scheduler/")));
    }
    let config = read_json(&dir.join("config.json"))?;
    let store = TensorStore::open(&component_files(&dir, stems)?)?;
    Ok(Component {
        config,
        weights: Weights::Stored(ComponentWeights::identity(sub, store)),
    })
}

/// `root/sub` as a tokenizer folder, or `fallback` (the bundled vocabulary) without one.
pub(crate) fn open_tokenizer(
    root: &Path,
    sub: &str,
    fallback: impl Fn() -> Result<ClipTokenizer>,
) -> Result<ClipTokenizer> {
    let dir = root.join(sub);
    if dir.is_dir() {
        ClipTokenizer::from_folder(&dir)
    } else {
        fallback()
    }
}

pub(crate) fn display_name(path: &Path) -> String {
    let p = if path.is_dir() {
        path.file_name()
    } else {
        path.file_stem()
    };
    p.map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.display().to_string())
}
