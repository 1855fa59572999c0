//! What every attachment file must be: a `.safetensors` file, never a pickle; and the
//! names that stand for random weights instead of a file.
use crate::{Error, Result};
use std::path::Path;

/// Refuses pickled files (loading them runs code) and anything not `.safetensors`,
/// saying it expected `what`.
pub(crate) fn refuse_pickle(path: &Path, what: &str) -> Result<()> {
    let ext = path
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or("")
        .to_ascii_lowercase();
    if ["ckpt", "bin", "pt", "pth", "pkl"].contains(&ext.as_str()) {
        return Err(Error::file(
            path,
            format!("pickle files are refused: loading them runs code stored in the file; expected {what}"),
        ));
    }
    if ext != "safetensors" {
        return Err(Error::file(path, format!("expected {what}")));
    }
    Ok(())
}

/// `random` or `random-N` (N digits): full-size random weights, for benchmarks.
pub(crate) fn is_random(spec: &str) -> bool {
    spec == "random"
        || spec
            .strip_prefix("random-")
            .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}
