//! The model library: checkpoints found in the user's folders (and, when present, an
//! A1111, ComfyUI or InvokeAI models folder and the Hugging Face cache, where downloads
//! go), with what the worker told about each (family, dtypes). Scanned on a thread.
use candela_engine::protocol::ModelSummary;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver};

/// How deep below a folder the scan looks.
const DEPTH: usize = 4;

#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    /// A `.safetensors` file or a diffusers folder (`model_index.json`).
    pub path: PathBuf,
    /// What people call it: the file name, or the repo for the HF cache.
    pub name: String,
    pub bytes: u64,
    /// The folder it was found in, in words ("ComfyUI", "my folder").
    pub source: String,
}

#[derive(Default)]
pub struct Library {
    pub entries: Vec<Entry>,
    /// What the worker told about a model, by path.
    pub info: HashMap<String, Result<ModelSummary, String>>,
    pub scanning: bool,
    rx: Option<Receiver<Vec<Entry>>>,
}

impl Library {
    /// Scans `folders` (the user's) and the well-known ones, on a thread.
    pub fn scan(&mut self, folders: &[String], wake: impl Fn() + Send + 'static) {
        let mut all: Vec<(String, PathBuf)> = folders
            .iter()
            .map(|f| ("your folder".to_string(), PathBuf::from(f)))
            .collect();
        all.extend(known_folders());
        let (tx, rx) = mpsc::channel();
        self.rx = Some(rx);
        self.scanning = true;
        std::thread::spawn(move || {
            let mut entries: Vec<Entry> = Vec::new();
            for (source, dir) in all {
                for e in scan_folder(&dir, &source) {
                    if !entries.iter().any(|x| x.path == e.path) {
                        entries.push(e);
                    }
                }
            }
            entries.sort_by_key(|e| e.name.to_lowercase());
            let _ = tx.send(entries);
            wake();
        });
    }

    /// Takes a finished scan; never waits.
    pub fn drain(&mut self) {
        if let Some(entries) = self.rx.as_ref().and_then(|rx| rx.try_recv().ok()) {
            self.entries = entries;
            self.scanning = false;
            self.rx = None;
        }
    }

    /// The entries whose name, folder, family or path contain every word of `query`.
    pub fn search<'a>(&'a self, query: &'a str) -> impl Iterator<Item = &'a Entry> + 'a {
        let words: Vec<String> = query.split_whitespace().map(str::to_lowercase).collect();
        self.entries.iter().filter(move |e| {
            let family = match self.info.get(&e.path.display().to_string()) {
                Some(Ok(i)) => i.family_label.to_lowercase(),
                _ => String::new(),
            };
            let hay = format!(
                "{} {} {} {family}",
                e.name.to_lowercase(),
                e.source.to_lowercase(),
                e.path.display().to_string().to_lowercase()
            );
            words.iter().all(|w| hay.contains(w.as_str()))
        })
    }
}

/// The models folders of other tools, where present: (what, folder).
pub fn known_folders() -> Vec<(String, PathBuf)> {
    let mut out = Vec::new();
    if let Some(home) = directories::UserDirs::new().map(|u| u.home_dir().to_path_buf()) {
        for (what, rel) in [
            ("A1111", "stable-diffusion-webui/models/Stable-diffusion"),
            ("ComfyUI", "ComfyUI/models/checkpoints"),
            ("InvokeAI", "invokeai/models"),
        ] {
            let p = home.join(rel);
            if p.is_dir() {
                out.push((what.to_string(), p));
            }
        }
    }
    let hub = hf_hub::Cache::from_env().path().clone();
    if hub.is_dir() {
        out.push(("Hugging Face cache".to_string(), hub));
    }
    out
}

/// The models under `dir`: `.safetensors` files and diffusers folders (whose parts are
/// not listed on their own).
pub fn scan_folder(dir: &Path, source: &str) -> Vec<Entry> {
    let mut out = Vec::new();
    walk(dir, source, DEPTH, &mut out);
    out
}

fn walk(dir: &Path, source: &str, depth: usize, out: &mut Vec<Entry>) {
    if dir.join("model_index.json").is_file() {
        out.push(Entry {
            path: dir.to_path_buf(),
            name: display_name(dir),
            bytes: folder_bytes(dir, 3),
            source: source.to_string(),
        });
        return;
    }
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut children: Vec<PathBuf> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
    children.sort();
    for p in children {
        let hidden = p
            .file_name()
            .is_some_and(|n| n.to_string_lossy().starts_with('.'));
        if hidden {
            continue;
        }
        if p.is_dir() && depth > 0 {
            walk(&p, source, depth - 1, out);
        } else if p.extension().is_some_and(|x| x == "safetensors") {
            out.push(Entry {
                name: display_name(&p),
                bytes: std::fs::metadata(&p).map_or(0, |m| m.len()),
                path: p,
                source: source.to_string(),
            });
        }
    }
}

/// A file's name; for a snapshot in the HF cache (`models--org--name/snapshots/<rev>`),
/// the repo `org/name`.
fn display_name(p: &Path) -> String {
    let repo = p
        .ancestors()
        .filter_map(|a| a.file_name())
        .map(|n| n.to_string_lossy().into_owned())
        .find_map(|n| n.strip_prefix("models--").map(|r| r.replacen("--", "/", 1)));
    match repo {
        Some(r) if p.is_dir() => r,
        Some(r) => format!("{r}: {}", file_name(p)),
        None => file_name(p),
    }
}

fn file_name(p: &Path) -> String {
    p.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| p.display().to_string())
}

/// Bytes of the files under `dir`, `depth` folders down (links followed: the HF cache's
/// snapshots link to its blobs).
fn folder_bytes(dir: &Path, depth: usize) -> u64 {
    std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .map(|p| match p.is_dir() {
                    true if depth > 0 => folder_bytes(&p, depth - 1),
                    true => 0,
                    false => std::fs::metadata(&p).map_or(0, |m| m.len()),
                })
                .sum()
        })
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_files_and_diffusers_folders_but_not_their_parts() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        std::fs::create_dir_all(d.join("sd15/unet")).unwrap();
        std::fs::write(d.join("sd15/model_index.json"), b"{}").unwrap();
        std::fs::write(
            d.join("sd15/unet/diffusion_pytorch_model.safetensors"),
            [0u8; 10],
        )
        .unwrap();
        std::fs::create_dir_all(d.join("xl")).unwrap();
        std::fs::write(d.join("xl/juggernaut.safetensors"), [0u8; 20]).unwrap();
        std::fs::write(d.join("notes.txt"), b"").unwrap();
        let hf = d.join("hub/models--org--tiny-sd/snapshots/abc");
        std::fs::create_dir_all(&hf).unwrap();
        std::fs::write(hf.join("model_index.json"), b"{}").unwrap();
        let found = scan_folder(d, "mine");
        let names: Vec<(&str, u64)> = found.iter().map(|e| (e.name.as_str(), e.bytes)).collect();
        assert_eq!(
            names,
            [
                ("org/tiny-sd", 2),
                ("sd15", 12),
                ("juggernaut.safetensors", 20)
            ]
        );
        let lib = Library {
            entries: found,
            ..Default::default()
        };
        let hits: Vec<&str> = lib.search("JUGG").map(|e| e.name.as_str()).collect();
        assert_eq!(hits, ["juggernaut.safetensors"]);
        assert_eq!(lib.search("").count(), 3);
        assert_eq!(lib.search("sd15 mine").count(), 1);
    }
}
