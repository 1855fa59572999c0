//! SHA-256s of the user's model files, remembered in the data folder (`file_hashes.json`) by
//! path, size and modification time, as A1111 keeps its `cache.json`: a checkpoint is read
//! whole for its hash once, not each time it is opened. Without it, the app's worker hashed
//! SDXL's UNet (5 GB) again after every model switch, 4-5 s at the end of the job
//! (docs/benchmarks.md, session 46).
use crate::{Error, Result};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::UNIX_EPOCH;

/// What the hash was computed from: each file's size and modification time (ns).
type Stamps = Vec<(u64, u128)>;

#[derive(serde::Serialize, serde::Deserialize)]
struct Entry {
    /// The files, so that entries of files gone are dropped at the next save.
    #[serde(default)]
    files: Vec<PathBuf>,
    stamps: Stamps,
    sha256: String,
}

/// The cache file in Candela's data folder (none where there is no data folder).
fn default_path() -> Option<PathBuf> {
    crate::output::data_dir().map(|d| d.join("file_hashes.json"))
}

/// The hash `kind` of `files` (in order), from the cache where its entry was made from the
/// files as they are now, else from `compute`, then remembered. A missing or broken cache
/// file only costs the computation; it is replaced at the next save.
pub fn sha256(
    kind: &str,
    files: &[PathBuf],
    compute: impl FnOnce() -> Result<String>,
) -> Result<String> {
    sha256_in(default_path().as_deref(), kind, files, compute)
}

fn sha256_in(
    cache: Option<&Path>,
    kind: &str,
    files: &[PathBuf],
    compute: impl FnOnce() -> Result<String>,
) -> Result<String> {
    let key = key(kind, files);
    let stamps = stamps(files)?;
    if let Some(e) = cache.and_then(|c| read(c).remove(&key)) {
        if e.stamps == stamps {
            return Ok(e.sha256);
        }
    }
    let sha256 = compute()?;
    if let Some(cache) = cache {
        // Read again just before writing: another process (the app, a second worker) may
        // have added entries meanwhile. A cache that cannot be written is only a cache.
        let mut entries = read(cache);
        entries.retain(|_, e| e.files.iter().all(|f| f.exists()));
        entries.insert(
            key,
            Entry {
                files: files.to_vec(),
                stamps,
                sha256: sha256.clone(),
            },
        );
        let _ = write(cache, &entries);
    }
    Ok(sha256)
}

fn key(kind: &str, files: &[PathBuf]) -> String {
    let names: Vec<String> = files
        .iter()
        .map(|f| {
            std::fs::canonicalize(f)
                .unwrap_or_else(|_| f.clone())
                .display()
                .to_string()
        })
        .collect();
    format!("{kind}:{}", names.join("|"))
}

fn stamps(files: &[PathBuf]) -> Result<Stamps> {
    files
        .iter()
        .map(|f| {
            let m =
                std::fs::metadata(f).map_err(|e| Error::file(f, format!("cannot read: {e}")))?;
            let mtime = m
                .modified()
                .ok()
                .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
                .map_or(0, |d| d.as_nanos());
            Ok((m.len(), mtime))
        })
        .collect()
}

fn read(cache: &Path) -> BTreeMap<String, Entry> {
    std::fs::read(cache)
        .ok()
        .and_then(|b| serde_json::from_slice(&b).ok())
        .unwrap_or_default()
}

/// Written whole to a temporary file beside it, then renamed over it: a reader never sees
/// half a file.
fn write(cache: &Path, entries: &BTreeMap<String, Entry>) -> std::io::Result<()> {
    if let Some(dir) = cache.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let tmp = cache.with_extension(format!("json.{}.tmp", std::process::id()));
    std::fs::write(&tmp, serde_json::to_vec_pretty(entries)?)?;
    std::fs::rename(&tmp, cache)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    #[test]
    fn a_hash_is_computed_once_until_its_file_changes() -> Result<()> {
        let dir = tempfile::tempdir().unwrap();
        let cache = dir.path().join("data").join("file_hashes.json");
        let model = dir.path().join("model.safetensors");
        std::fs::write(&model, b"weights").unwrap();
        let files = [model.clone()];
        let runs = Cell::new(0);
        let compute = |h: &str| {
            runs.set(runs.get() + 1);
            Ok(h.to_string())
        };
        let get = |h| sha256_in(Some(&cache), "model", &files, || compute(h));
        assert_eq!(get("aaa")?, "aaa");
        // Remembered (a later worker reads the same file): not computed again.
        assert_eq!(get("bbb")?, "aaa");
        assert_eq!(runs.get(), 1);
        // Another kind of hash of the same file is its own entry.
        let other = sha256_in(Some(&cache), "addnet", &files, || compute("ccc"))?;
        assert_eq!((other.as_str(), runs.get()), ("ccc", 2));
        // The file replaced (another size): computed again.
        std::fs::write(&model, b"other weights").unwrap();
        assert_eq!(get("ddd")?, "ddd");
        assert_eq!(get("eee")?, "ddd");
        assert_eq!(runs.get(), 3);
        // Entries of files gone are dropped at the next save.
        let gone = dir.path().join("gone.safetensors");
        std::fs::write(&gone, b"w").unwrap();
        sha256_in(Some(&cache), "model", std::slice::from_ref(&gone), || {
            compute("ggg")
        })?;
        std::fs::remove_file(&gone).unwrap();
        // (the addnet entry is stale too: the file changed above)
        sha256_in(Some(&cache), "addnet", &files, || compute("hhh"))?;
        assert!(!std::fs::read_to_string(&cache)
            .unwrap()
            .contains("gone.safetensors"));
        assert_eq!(get("iii")?, "ddd");
        // No data folder: computed every time.
        let plain = sha256_in(None, "model", &files, || compute("fff"))?;
        assert_eq!((plain.as_str(), runs.get()), ("fff", 6));
        Ok(())
    }

    #[test]
    fn a_broken_cache_is_computed_past_and_replaced() -> Result<()> {
        let dir = tempfile::tempdir().unwrap();
        let cache = dir.path().join("file_hashes.json");
        std::fs::write(&cache, b"{not json").unwrap();
        let model = dir.path().join("m.safetensors");
        std::fs::write(&model, b"w").unwrap();
        let files = [model];
        assert_eq!(
            sha256_in(Some(&cache), "model", &files, || Ok("h".into()))?,
            "h"
        );
        let kept = sha256_in(Some(&cache), "model", &files, || Ok("other".into()))?;
        assert_eq!(kept, "h");
        // A file that cannot be read says which.
        let gone = [dir.path().join("gone.safetensors")];
        let err = sha256_in(Some(&cache), "model", &gone, || Ok("x".into())).unwrap_err();
        assert!(err.to_string().contains("gone.safetensors"), "{err}");
        Ok(())
    }
}
