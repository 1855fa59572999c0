//! Downloads from the Hugging Face Hub into the standard HF cache (`models--org--name/
//! blobs|snapshots|refs`, found by hf-hub's `Cache`, so other tools share the files), with
//! progress, cancel, and resume of a partial file (`blobs/<etag>.incomplete` + Range).
//! hf-hub's own sync API cannot be cancelled, so the transfer is ours, over ureq; the
//! requests are the ones hf-hub makes, `HF_ENDPOINT` points them elsewhere and `HF_TOKEN`
//! (or the token file in `HF_HOME`) is sent to the endpoint (never across a redirect).
//!
//! What the server says is not trusted: every name it sends is checked before it becomes
//! a path ([`super::names`]), an LFS file's content must hash to its etag (a SHA-256)
//! after a download or a resume (else it is deleted), a partial file whose etag changed
//! on the server is dropped and the file starts over, and a body shorter or longer than
//! announced is an error.
use super::names::{
    check_commit, check_etag, check_file_name, check_repo_id, check_revision, is_sha256,
};
use super::select::{parse_globs, select};
use hf_hub::{Cache, Repo};
use sha2::{Digest, Sha256};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver};
use std::sync::Arc;
use std::time::Duration;

/// What to download.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    /// `org/name`.
    pub repo_id: String,
    /// A branch, tag or commit (`main` by default).
    pub revision: String,
    /// Globs that narrow the files a model needs (`--include`); none: all of them.
    pub include: Vec<String>,
}

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

/// Where a finished download is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fetched {
    /// `snapshots/<commit>`.
    pub snapshot: PathBuf,
    /// What to open as the model: the snapshot, or its one checkpoint file.
    pub model: PathBuf,
}

/// A download running on its own thread (the app's panel).
pub struct Download {
    pub rx: Receiver<DownloadMsg>,
    cancel: Arc<AtomicBool>,
}

impl Download {
    /// Starts downloading `repo_id` at `revision` into `cache` on a thread; `wake` runs
    /// after each message.
    pub fn start(
        cache: Cache,
        repo_id: &str,
        revision: &str,
        wake: impl Fn() + Send + 'static,
    ) -> Self {
        let opts = Options {
            repo_id: repo_id.trim().to_string(),
            revision: revision.to_string(),
            include: Vec::new(),
        };
        Self::start_with(cache, opts, wake)
    }

    /// [`Download::start`] with all the options.
    pub fn start_with(cache: Cache, opts: Options, wake: impl Fn() + Send + 'static) -> Self {
        let (tx, rx) = mpsc::channel();
        let cancel = Arc::new(AtomicBool::new(false));
        let flag = cancel.clone();
        std::thread::spawn(move || {
            let send = |m: DownloadMsg| {
                let _ = tx.send(m);
                wake();
            };
            let msg = match fetch(&cache, &opts, &flag, &send) {
                Ok(f) => DownloadMsg::Finished { path: f.model },
                Err(_) if flag.load(Ordering::SeqCst) => DownloadMsg::Cancelled,
                Err(e) => DownloadMsg::Failed(e),
            };
            send(msg);
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

/// `HF_TOKEN`, else the token file `huggingface-cli login` writes into the cache's home.
fn token(cache: &Cache) -> Option<String> {
    std::env::var("HF_TOKEN")
        .ok()
        .map(|t| t.trim().to_string())
        .filter(|t| !t.is_empty())
        .or_else(|| cache.token())
}

/// Downloads on this thread (the CLI's `download`): `on_msg` gets every message but the
/// last; `cancel` stops it at the next chunk. The error is one line naming what failed.
pub fn fetch(
    cache: &Cache,
    opts: &Options,
    cancel: &AtomicBool,
    on_msg: &dyn Fn(DownloadMsg),
) -> Result<Fetched, String> {
    check_repo_id(&opts.repo_id)?;
    check_revision(&opts.revision)?;
    let job = Job {
        endpoint: endpoint(),
        token: token(cache),
        cache: cache.clone(),
        opts,
        cancel,
        send: on_msg,
    };
    job.run()
}

struct Job<'a> {
    endpoint: String,
    token: Option<String>,
    cache: Cache,
    opts: &'a Options,
    cancel: &'a AtomicBool,
    send: &'a dyn Fn(DownloadMsg),
}

struct FileMeta {
    commit: String,
    etag: String,
    size: u64,
    /// An LFS file: its etag is its content's SHA-256, checked after the transfer.
    lfs: bool,
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

/// The SHA-256 of `path`'s content, in hex.
fn sha256_of(path: &Path) -> Result<String, String> {
    let mut f = std::fs::File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut h = Sha256::new();
    let mut buf = vec![0u8; 1 << 20];
    loop {
        let n = f
            .read(&mut buf)
            .map_err(|e| format!("{}: {e}", path.display()))?;
        if n == 0 {
            break;
        }
        h.update(&buf[..n]);
    }
    Ok(h.finalize().iter().map(|b| format!("{b:02x}")).collect())
}

impl Job<'_> {
    fn get(&self, url: &str, redirects: u32) -> ureq::RequestBuilder<ureq::typestate::WithoutBody> {
        let req = agent(redirects).get(url);
        match &self.token {
            // ureq drops it on a redirect (to the CDN).
            Some(t) => req.header("Authorization", &format!("Bearer {t}")),
            None => req,
        }
    }

    fn repo_dir(&self) -> PathBuf {
        let folder = Repo::model(self.opts.repo_id.clone()).folder_name();
        self.cache.path().join(folder)
    }

    fn run(&self) -> Result<Fetched, String> {
        let globs = parse_globs(&self.opts.include)?;
        let (commit, all) = self.list()?;
        let files = select(&all, &globs);
        if files.is_empty() {
            return Err(format!(
                "{}: no safetensors model files in this repo{}",
                self.opts.repo_id,
                if globs.is_empty() {
                    ""
                } else {
                    " that match --include"
                }
            ));
        }
        let metas = files
            .iter()
            .map(|f| self.meta(f))
            .collect::<Result<Vec<_>, _>>()?;
        let total_bytes = metas.iter().map(|m| m.size).sum();
        (self.send)(DownloadMsg::Listed {
            files: files.len(),
            total_bytes,
        });
        let mut done_before = 0;
        for (file, meta) in files.iter().zip(&metas) {
            self.fetch(file, meta, &commit, done_before)?;
            done_before += meta.size;
        }
        let cache_repo = self.cache.repo(Repo::with_revision(
            self.opts.repo_id.clone(),
            hf_hub::RepoType::Model,
            self.opts.revision.clone(),
        ));
        cache_repo.create_ref(&commit).map_err(|e| e.to_string())?;
        let snapshot = self.repo_dir().join("snapshots").join(&commit);
        let model = match files.as_slice() {
            [one] if !one.contains('/') => snapshot.join(one),
            _ => snapshot.clone(),
        };
        Ok(Fetched { snapshot, model })
    }

    /// The commit and file list (`/api/models/{repo}/revision/{rev}`), every name checked.
    fn list(&self) -> Result<(String, Vec<String>), String> {
        let url = format!(
            "{}/api/models/{}/revision/{}",
            self.endpoint, self.opts.repo_id, self.opts.revision
        );
        let mut r = self
            .get(&url, 5)
            .call()
            .map_err(|e| format!("{url}: {e}"))?;
        if !r.status().is_success() {
            return Err(format!(
                "{}: the Hub answered {} (is the repo id right? gated repos need a token: HF_TOKEN)",
                self.opts.repo_id,
                r.status()
            ));
        }
        let text = r
            .body_mut()
            .with_config()
            .limit(64 << 20)
            .read_to_string()
            .map_err(|e| format!("{url}: {e}"))?;
        let v: serde_json::Value =
            serde_json::from_str(&text).map_err(|e| format!("{url}: {e}"))?;
        let commit = v["sha"]
            .as_str()
            .ok_or(format!("{url}: no sha"))?
            .to_string();
        check_commit(&commit)?;
        let mut files = Vec::new();
        for s in v["siblings"].as_array().map(Vec::as_slice).unwrap_or(&[]) {
            let name = s["rfilename"]
                .as_str()
                .ok_or(format!("{url}: a sibling without an rfilename: {s}"))?;
            check_file_name(name)?;
            files.push(name.to_string());
        }
        Ok((commit, files))
    }

    fn resolve_url(&self, commit: &str, file: &str) -> String {
        format!(
            "{}/{}/resolve/{commit}/{file}",
            self.endpoint, self.opts.repo_id
        )
    }

    /// etag and size as hf-hub reads them: a 1-byte ranged GET without following the
    /// redirect to the CDN (LFS files carry `x-linked-etag` / `x-linked-size` on it).
    fn meta(&self, file: &str) -> Result<FileMeta, String> {
        let url = self.resolve_url(&self.opts.revision, file);
        let r = self
            .get(&url, 0)
            .header("Range", "bytes=0-0")
            .call()
            .map_err(|e| format!("{url}: {e}"))?;
        if r.status().as_u16() >= 400 {
            return Err(format!("{url}: {}", r.status()));
        }
        let linked = header(&r, "x-linked-etag");
        let etag = linked
            .clone()
            .or_else(|| header(&r, "etag"))
            .ok_or(format!("{url}: no etag header"))?;
        check_etag(&etag).map_err(|e| format!("{file}: {e}"))?;
        if linked.is_some() && !is_sha256(&etag) {
            return Err(format!(
                "{file}: the server sent the LFS etag {etag:?}, which is no SHA-256; cannot check the file"
            ));
        }
        let size = header(&r, "x-linked-size")
            .and_then(|s| s.parse().ok())
            .or_else(|| {
                header(&r, "content-range").and_then(|c| c.rsplit('/').next()?.parse().ok())
            })
            .ok_or(format!("{url}: no size (content-range) header"))?;
        let commit = header(&r, "x-repo-commit").unwrap_or_default();
        if !commit.is_empty() {
            check_commit(&commit).map_err(|e| format!("{file}: {e}"))?;
        }
        Ok(FileMeta {
            commit,
            lfs: is_sha256(&etag),
            etag,
            size,
        })
    }

    /// One file into `blobs/<etag>`, resuming `<etag>.incomplete` (a partial of an older
    /// version of the file is dropped first), checked, then linked from the snapshot.
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
            let owner = blobs.join(format!("{}.incomplete.file", meta.etag));
            drop_stale_partials(&blobs, file, &meta.etag);
            std::fs::write(&owner, file).map_err(|e| format!("{}: {e}", owner.display()))?;
            let url = self.resolve_url(commit, file);
            if let Err(e) = self.transfer(&url, &part, meta, file, done_before) {
                if !part.exists() {
                    let _ = std::fs::remove_file(&owner);
                }
                return Err(e);
            }
            if meta.lfs {
                let got = sha256_of(&part)?;
                if got != meta.etag.to_ascii_lowercase() {
                    let _ = std::fs::remove_file(&part);
                    let _ = std::fs::remove_file(&owner);
                    return Err(format!(
                        "{file}: its content's SHA-256 is {got}, not the {} the server announced; the downloaded file was deleted (download again)",
                        meta.etag
                    ));
                }
            }
            std::fs::rename(&part, &blob).map_err(|e| e.to_string())?;
            let _ = std::fs::remove_file(&owner);
        }
        (self.send)(DownloadMsg::Progress {
            file: file.into(),
            done_bytes: done_before + meta.size,
        });
        link_pointer(&blob, &pointer).map_err(|e| format!("{}: {e}", pointer.display()))
    }

    fn transfer(
        &self,
        url: &str,
        part: &Path,
        meta: &FileMeta,
        file: &str,
        done_before: u64,
    ) -> Result<(), String> {
        let size = meta.size;
        let mut have = std::fs::metadata(part).map(|m| m.len()).unwrap_or(0);
        if have > size {
            // Longer than the file: not a part of it.
            let _ = std::fs::remove_file(part);
            have = 0;
        }
        let mut req = self.get(url, 5);
        if have > 0 {
            req = req.header("Range", &format!("bytes={have}-"));
        }
        let mut r = req.call().map_err(|e| format!("{url}: {e}"))?;
        if !r.status().is_success() {
            return Err(format!("{url}: {}", r.status()));
        }
        // The file the server sends now is another version than the partial one: start
        // over. Only the Hub's own names are compared (a CDN's etag is of its own kind);
        // an LFS file's content is checked against its SHA-256 at the end anyway.
        let sent_etag = if meta.lfs {
            header(&r, "x-linked-etag")
        } else {
            header(&r, "etag")
        };
        let changed = sent_etag.is_some_and(|e| !e.eq_ignore_ascii_case(&meta.etag));
        let range_start = header(&r, "content-range").and_then(|c| {
            let c = c.strip_prefix("bytes ")?;
            c.split('-').next()?.trim().parse::<u64>().ok()
        });
        let resumed = r.status().as_u16() == 206 && have > 0;
        if changed || (resumed && range_start != Some(have)) {
            drop(r);
            let _ = std::fs::remove_file(part);
            if have == 0 {
                return Err(format!(
                    "{file}: the server sent another version of the file than it announced ({url}); try again"
                ));
            }
            return self.transfer(url, part, meta, file, done_before);
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
            if done + n as u64 > size {
                drop(out);
                let _ = std::fs::remove_file(part);
                return Err(format!(
                    "{file}: the server sent more than the {size} bytes it announced; the partial file was deleted"
                ));
            }
            out.write_all(&buf[..n]).map_err(|e| e.to_string())?;
            done += n as u64;
            (self.send)(DownloadMsg::Progress {
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

/// Removes the partial files of `file` kept under another etag than `etag` (an older
/// version of it, from a download cancelled before the file changed on the server).
fn drop_stale_partials(blobs: &Path, file: &str, etag: &str) {
    let Ok(entries) = std::fs::read_dir(blobs) else {
        return;
    };
    for e in entries.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        let Some(other) = name.strip_suffix(".incomplete.file") else {
            continue;
        };
        if other == etag || std::fs::read_to_string(e.path()).ok().as_deref() != Some(file) {
            continue;
        }
        let _ = std::fs::remove_file(blobs.join(format!("{other}.incomplete")));
        let _ = std::fs::remove_file(e.path());
    }
}

/// `snapshots/<commit>/<file>` → `../../blobs/<etag>` (a relative symlink as the HF
/// libraries make; a copy where symlinks are unavailable).
fn link_pointer(blob: &Path, pointer: &Path) -> std::io::Result<()> {
    if pointer.exists() {
        return Ok(());
    }
    let Some(dir) = pointer.parent() else {
        return Err(std::io::Error::other("a pointer without a folder"));
    };
    std::fs::create_dir_all(dir)?;
    #[cfg(unix)]
    {
        let repo = blob.parent().and_then(Path::parent);
        let depth = repo
            .and_then(|r| pointer.strip_prefix(r).ok())
            .map(|p| p.components().count() - 1)
            .unwrap_or(2);
        let mut target = PathBuf::new();
        for _ in 0..depth {
            target.push("..");
        }
        target.push("blobs");
        if let Some(name) = blob.file_name() {
            target.push(name);
            if std::os::unix::fs::symlink(&target, pointer).is_ok() {
                return Ok(());
            }
        }
    }
    std::fs::copy(blob, pointer).map(|_| ())
}
