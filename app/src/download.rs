//! Downloads from the Hugging Face Hub into the standard HF cache (`models--org--name/
//! blobs|snapshots|refs`, found by hf-hub's `Cache`, so other tools share the files), with
//! progress, cancel, and resume of a partial file (`blobs/<etag>.incomplete` + Range).
//! hf-hub's own sync API cannot be cancelled, so the transfer is ours, over ureq; the
//! requests are the ones hf-hub makes, and `HF_ENDPOINT` points them elsewhere.
use hf_hub::{Cache, Repo};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::Arc;
use std::time::Duration;

/// Known-good repos per family: (family, repo id).
pub const KNOWN_REPOS: &[(&str, &str)] = &[
    ("SD 1.5", "stable-diffusion-v1-5/stable-diffusion-v1-5"),
    ("SD 2.1", "stabilityai/stable-diffusion-2-1"),
    ("SD 2.1 base", "stabilityai/stable-diffusion-2-1-base"),
    ("SDXL", "stabilityai/stable-diffusion-xl-base-1.0"),
];

#[derive(Debug, Clone, PartialEq)]
pub enum DownloadMsg {
    /// The files to fetch and their total size.
    Listed {
        files: usize,
        total_bytes: u64,
    },
    /// Bytes on disk so far across all files (a resumed file counts what it had).
    Progress {
        file: String,
        done_bytes: u64,
    },
    /// The snapshot folder (or single file) to open as a model.
    Finished {
        path: PathBuf,
    },
    Cancelled,
    Failed(String),
}

pub struct Download {
    pub rx: Receiver<DownloadMsg>,
    cancel: Arc<AtomicBool>,
}

impl Download {
    /// Starts downloading `repo_id` at `revision` into `cache` on a thread.
    pub fn start(
        cache: Cache,
        repo_id: &str,
        revision: &str,
        wake: impl Fn() + Send + 'static,
    ) -> Self {
        let (tx, rx) = mpsc::channel();
        let cancel = Arc::new(AtomicBool::new(false));
        let job = Job {
            endpoint: endpoint(),
            cache,
            repo_id: repo_id.trim().to_string(),
            revision: revision.to_string(),
            cancel: cancel.clone(),
            tx,
            wake: Box::new(wake),
        };
        std::thread::spawn(move || {
            let msg = match job.run() {
                Ok(path) => DownloadMsg::Finished { path },
                Err(e) if job.cancel.load(Ordering::SeqCst) => {
                    let _ = e;
                    DownloadMsg::Cancelled
                }
                Err(e) => DownloadMsg::Failed(e),
            };
            job.send(msg);
        });
        Download { rx, cancel }
    }

    /// Stops at the next chunk; the partial file stays for a resume.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::SeqCst);
    }
}

/// `HF_ENDPOINT` or the Hub.
pub fn endpoint() -> String {
    std::env::var("HF_ENDPOINT")
        .ok()
        .filter(|e| !e.is_empty())
        .unwrap_or_else(|| "https://huggingface.co".into())
        .trim_end_matches('/')
        .to_string()
}

/// The files a model needs: configs, tokenizer files and safetensors weights (no pickles,
/// no ONNX/Flax copies, no fp16 variants when the full file exists).
pub fn wanted_files(all: &[String]) -> Vec<String> {
    let has_index = all.iter().any(|f| f == "model_index.json");
    let keep = |f: &String| {
        let in_folder = f.contains('/');
        if has_index && !in_folder {
            return f == "model_index.json";
        }
        if f.ends_with(".json") || f.ends_with(".txt") {
            return in_folder;
        }
        if !f.ends_with(".safetensors") {
            return false;
        }
        let full = f.replace(".fp16.safetensors", ".safetensors");
        if f.contains(".fp16.") && all.contains(&full) {
            return false;
        }
        // A single-file repo: root checkpoints only (no ema-only duplicates).
        has_index || (!in_folder && !f.contains("ema"))
    };
    all.iter().filter(|f| keep(f)).cloned().collect()
}

struct Job {
    endpoint: String,
    cache: Cache,
    repo_id: String,
    revision: String,
    cancel: Arc<AtomicBool>,
    tx: Sender<DownloadMsg>,
    wake: Box<dyn Fn() + Send>,
}

struct FileMeta {
    commit: String,
    etag: String,
    size: u64,
}

fn agent(redirects: u32) -> ureq::Agent {
    ureq::Agent::config_builder()
        .max_redirects(redirects)
        .max_redirects_will_error(false)
        .http_status_as_error(false)
        .timeout_connect(Some(Duration::from_secs(15)))
        .timeout_recv_body(Some(Duration::from_secs(60)))
        .build()
        .into()
}

fn header(r: &ureq::http::Response<ureq::Body>, name: &str) -> Option<String> {
    r.headers()
        .get(name)
        .and_then(|v| v.to_str().ok())
        .map(|v| v.trim_start_matches("W/").replace('"', ""))
}

impl Job {
    fn send(&self, m: DownloadMsg) {
        let _ = self.tx.send(m);
        (self.wake)();
    }

    fn repo_dir(&self) -> PathBuf {
        let folder = Repo::model(self.repo_id.clone()).folder_name();
        self.cache.path().join(folder)
    }

    fn run(&self) -> Result<PathBuf, String> {
        let (commit, files) = self.list()?;
        let files = wanted_files(&files);
        if files.is_empty() {
            return Err(format!(
                "{}: no safetensors model files in this repo",
                self.repo_id
            ));
        }
        let metas = files
            .iter()
            .map(|f| self.meta(f))
            .collect::<Result<Vec<_>, _>>()?;
        let total_bytes = metas.iter().map(|m| m.size).sum();
        self.send(DownloadMsg::Listed {
            files: files.len(),
            total_bytes,
        });
        let mut done_before = 0;
        for (file, meta) in files.iter().zip(&metas) {
            self.fetch(file, meta, &commit, done_before)?;
            done_before += meta.size;
        }
        let cache_repo = self.cache.repo(Repo::with_revision(
            self.repo_id.clone(),
            hf_hub::RepoType::Model,
            self.revision.clone(),
        ));
        cache_repo.create_ref(&commit).map_err(|e| e.to_string())?;
        let snapshot = self.repo_dir().join("snapshots").join(&commit);
        Ok(match files.as_slice() {
            [one] if !one.contains('/') => snapshot.join(one),
            _ => snapshot,
        })
    }

    /// The commit and file list (`/api/models/{repo}/revision/{rev}`).
    fn list(&self) -> Result<(String, Vec<String>), String> {
        let url = format!(
            "{}/api/models/{}/revision/{}",
            self.endpoint, self.repo_id, self.revision
        );
        let mut r = agent(5)
            .get(&url)
            .call()
            .map_err(|e| format!("{url}: {e}"))?;
        if !r.status().is_success() {
            return Err(format!(
                "{}: the Hub answered {} (is the repo id right? gated repos need a token)",
                self.repo_id,
                r.status()
            ));
        }
        let text = r.body_mut().read_to_string().map_err(|e| e.to_string())?;
        let v: serde_json::Value =
            serde_json::from_str(&text).map_err(|e| format!("{url}: {e}"))?;
        let commit = v["sha"]
            .as_str()
            .ok_or(format!("{url}: no sha"))?
            .to_string();
        let files = v["siblings"]
            .as_array()
            .map(|a| {
                a.iter()
                    .filter_map(|s| s["rfilename"].as_str().map(String::from))
                    .collect()
            })
            .unwrap_or_default();
        Ok((commit, files))
    }

    fn resolve_url(&self, commit: &str, file: &str) -> String {
        format!("{}/{}/resolve/{commit}/{file}", self.endpoint, self.repo_id)
    }

    /// etag and size as hf-hub reads them: a 1-byte ranged GET without following the
    /// redirect to the CDN (LFS files carry `x-linked-etag` / `x-linked-size` on it).
    fn meta(&self, file: &str) -> Result<FileMeta, String> {
        let url = self.resolve_url(&self.revision, file);
        let r = agent(0)
            .get(&url)
            .header("Range", "bytes=0-0")
            .call()
            .map_err(|e| format!("{url}: {e}"))?;
        if r.status().as_u16() >= 400 {
            return Err(format!("{url}: {}", r.status()));
        }
        let etag = header(&r, "x-linked-etag")
            .or_else(|| header(&r, "etag"))
            .ok_or(format!("{url}: no etag header"))?;
        let size = header(&r, "x-linked-size")
            .and_then(|s| s.parse().ok())
            .or_else(|| {
                header(&r, "content-range").and_then(|c| c.rsplit('/').next()?.parse().ok())
            })
            .ok_or(format!("{url}: no size (content-range) header"))?;
        let commit = header(&r, "x-repo-commit").unwrap_or_default();
        Ok(FileMeta { commit, etag, size })
    }

    /// One file into `blobs/<etag>`, resuming `<etag>.incomplete`, then linked from the
    /// snapshot.
    fn fetch(
        &self,
        file: &str,
        meta: &FileMeta,
        commit: &str,
        done_before: u64,
    ) -> Result<(), String> {
        let commit = if meta.commit.is_empty() {
            commit
        } else {
            &meta.commit
        };
        let blobs = self.repo_dir().join("blobs");
        let blob = blobs.join(&meta.etag);
        let pointer = self.repo_dir().join("snapshots").join(commit).join(file);
        if !blob.exists() {
            std::fs::create_dir_all(&blobs).map_err(|e| e.to_string())?;
            let part = blobs.join(format!("{}.incomplete", meta.etag));
            self.transfer(
                &self.resolve_url(commit, file),
                &part,
                meta.size,
                file,
                done_before,
            )?;
            std::fs::rename(&part, &blob).map_err(|e| e.to_string())?;
        }
        self.send(DownloadMsg::Progress {
            file: file.into(),
            done_bytes: done_before + meta.size,
        });
        link_pointer(&blob, &pointer).map_err(|e| format!("{}: {e}", pointer.display()))
    }

    fn transfer(
        &self,
        url: &str,
        part: &Path,
        size: u64,
        file: &str,
        done_before: u64,
    ) -> Result<(), String> {
        let have = std::fs::metadata(part)
            .map(|m| m.len())
            .unwrap_or(0)
            .min(size);
        let mut req = agent(5).get(url);
        if have > 0 {
            req = req.header("Range", &format!("bytes={have}-"));
        }
        let mut r = req.call().map_err(|e| format!("{url}: {e}"))?;
        let resumed = r.status().as_u16() == 206 && have > 0;
        if !r.status().is_success() {
            return Err(format!("{url}: {}", r.status()));
        }
        let mut out = std::fs::OpenOptions::new()
            .create(true)
            .append(resumed)
            .write(true)
            .truncate(!resumed)
            .open(part)
            .map_err(|e| e.to_string())?;
        let mut done = if resumed { have } else { 0 };
        let mut reader = r.body_mut().with_config().limit(u64::MAX).reader();
        let mut buf = vec![0u8; 1 << 16];
        loop {
            if self.cancel.load(Ordering::SeqCst) {
                return Err("cancelled".into());
            }
            let n = reader.read(&mut buf).map_err(|e| format!("{file}: transfer broke off at {done} of {size} bytes ({e}); download again to resume"))?;
            if n == 0 {
                break;
            }
            out.write_all(&buf[..n]).map_err(|e| e.to_string())?;
            done += n as u64;
            self.send(DownloadMsg::Progress {
                file: file.into(),
                done_bytes: done_before + done,
            });
        }
        out.flush().map_err(|e| e.to_string())?;
        if done != size {
            return Err(format!(
                "{file}: got {done} of {size} bytes; download again to resume"
            ));
        }
        Ok(())
    }
}

/// `snapshots/<commit>/<file>` → `../../blobs/<etag>` (a relative symlink as the HF
/// libraries make; a copy where symlinks are unavailable).
fn link_pointer(blob: &Path, pointer: &Path) -> std::io::Result<()> {
    if pointer.exists() {
        return Ok(());
    }
    let dir = pointer.parent().expect("pointer has a folder");
    std::fs::create_dir_all(dir)?;
    #[cfg(unix)]
    {
        let depth = pointer
            .strip_prefix(blob.parent().and_then(Path::parent).expect("repo dir"))
            .map(|p| p.components().count() - 1)
            .unwrap_or(2);
        let mut target = PathBuf::new();
        for _ in 0..depth {
            target.push("..");
        }
        target.push("blobs");
        target.push(blob.file_name().expect("blob name"));
        if std::os::unix::fs::symlink(&target, pointer).is_ok() {
            return Ok(());
        }
    }
    std::fs::copy(blob, pointer).map(|_| ())
}
