//! What a path the engine reads must be: a regular file or a folder. A named pipe (or a
//! socket, or a device) given as a model, an image or any other input would make the read
//! wait forever for a writer; every input file is opened through here, so such a path is
//! refused at once, naming it. `std::fs::metadata` itself never blocks on a pipe.
use crate::{Error, Result};
use std::fs::File;
use std::path::Path;

/// What kind of thing `m` is, in words, when it is neither a file nor a folder.
fn kind(m: &std::fs::Metadata) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        let t = m.file_type();
        if t.is_fifo() {
            return "a named pipe";
        }
        if t.is_socket() {
            return "a socket";
        }
        if t.is_block_device() || t.is_char_device() {
            return "a device";
        }
    }
    let _ = m;
    "a special file"
}

/// Refuses `path` when it exists and is neither a regular file nor a folder (links are
/// followed). A missing path passes: the opener's own error names it.
pub fn check(path: &Path) -> Result<()> {
    match std::fs::metadata(path) {
        Ok(m) if !(m.is_file() || m.is_dir()) => Err(Error::file(
            path,
            format!(
                "is {}, not a regular file or a folder; expected a file to read",
                kind(&m)
            ),
        )),
        _ => Ok(()),
    }
}

/// Whether `path` is a regular file: false when it is missing or a folder, an error naming
/// it when it is a pipe, socket or device (where `Path::is_file` would say "missing").
pub fn is_file(path: &Path) -> Result<bool> {
    check(path)?;
    Ok(path.is_file())
}

/// `path` opened for reading once [`check`]ed.
pub fn open(path: &Path) -> Result<File> {
    check(path)?;
    File::open(path).map_err(|e| Error::file(path, format!("cannot open: {e}")))
}

/// `path`'s text once [`check`]ed.
pub fn read_to_string(path: &Path) -> Result<String> {
    check(path)?;
    std::fs::read_to_string(path).map_err(|e| Error::file(path, format!("cannot read: {e}")))
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn a_named_pipe_is_refused_without_waiting() {
        let dir = tempfile::tempdir().unwrap();
        let pipe = dir.path().join("model.safetensors");
        let made = std::process::Command::new("mkfifo")
            .arg(&pipe)
            .status()
            .unwrap();
        assert!(made.success());
        let e = read_to_string(&pipe).unwrap_err().to_string();
        assert!(
            e.contains("model.safetensors") && e.contains("a named pipe"),
            "{e}"
        );
        assert!(open(&pipe).is_err());
        check(dir.path()).unwrap();
        check(&dir.path().join("missing")).unwrap();
    }
}
