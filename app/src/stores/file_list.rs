//! The `.safetensors` files of a folder, each named by its file stem, read on a thread
//! whenever the folder changes: the embeddings folder (the names a prompt can use) and the
//! LoRA folder (the names `<lora:NAME:W>` finds).
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver};

/// A folder's files as (name, file), or why it could not be read.
type Listing = Result<Vec<(String, PathBuf)>, String>;

#[derive(Default)]
pub struct FileList {
    /// The folder listed (or being listed).
    pub dir: String,
    /// (name to write in a prompt, file), sorted by name.
    pub names: Vec<(String, PathBuf)>,
    /// Why the folder could not be read.
    pub error: Option<String>,
    rx: Option<Receiver<Listing>>,
}

impl FileList {
    /// Lists `dir` again if it is not the folder listed; `wake` when done.
    pub fn follow(&mut self, dir: &str, wake: impl FnOnce() + Send + 'static) {
        if self.dir == dir {
            return;
        }
        self.dir = dir.to_string();
        self.names.clear();
        self.error = None;
        if dir.trim().is_empty() {
            self.rx = None;
            return;
        }
        let (tx, rx) = mpsc::channel();
        self.rx = Some(rx);
        let dir = PathBuf::from(dir);
        std::thread::spawn(move || {
            let _ = tx.send(list(&dir));
            wake();
        });
    }

    /// Takes a finished listing; never waits.
    pub fn drain(&mut self) {
        if let Some(r) = self.rx.as_ref().and_then(|rx| rx.try_recv().ok()) {
            self.rx = None;
            match r {
                Ok(n) => self.names = n,
                Err(e) => self.error = Some(e),
            }
        }
    }

    pub fn listing(&self) -> bool {
        self.rx.is_some()
    }
}

/// The `.safetensors` files in `dir` (and its subfolders, as the engine finds them), each
/// named by its file stem, the word that uses it in a prompt.
fn list(dir: &Path) -> Listing {
    let files = candela_engine::attach::embeddings::files_in(dir).map_err(|e| e.to_string())?;
    let mut names: Vec<(String, PathBuf)> = files
        .into_iter()
        .filter_map(|p| Some((p.file_stem()?.to_string_lossy().to_string(), p)))
        .collect();
    names.sort_by_key(|(n, _)| n.to_lowercase());
    Ok(names)
}
