//! One error type for the engine: every message names the file, flag or field at fault
//! and what was expected, so the CLI can print it as one line.
use std::path::{Path, PathBuf};

#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Something is wrong with a file the user gave us.
    #[error("{}: {msg}", path.display())]
    File { path: PathBuf, msg: String },
    /// A request field or CLI flag has a bad value.
    #[error("{field}: {msg}")]
    Field { field: String, msg: String },
    /// The CUDA card is one this build's kernels cannot run (another worker build can):
    /// what it is, and which build to use.
    #[error("{0}")]
    WrongCard(String),
    /// The job was cancelled by the user.
    #[error("cancelled")]
    Cancelled,
    /// A tensor operation failed (includes CUDA errors such as out-of-memory).
    #[error("{0}")]
    Candle(#[from] candle_core::Error),
    #[error("{0}")]
    Msg(String),
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

impl From<crate::protocol::UnknownName> for Error {
    fn from(e: crate::protocol::UnknownName) -> Self {
        Error::field(e.field, e.message)
    }
}

impl From<crate::ranges::OutOfRange> for Error {
    fn from(e: crate::ranges::OutOfRange) -> Self {
        Error::field(e.name, e.message)
    }
}

impl Error {
    pub fn file(path: impl AsRef<Path>, msg: impl Into<String>) -> Self {
        Error::File {
            path: path.as_ref().to_path_buf(),
            msg: msg.into(),
        }
    }
    pub fn field(field: impl Into<String>, msg: impl Into<String>) -> Self {
        Error::Field {
            field: field.into(),
            msg: msg.into(),
        }
    }
    pub fn msg(msg: impl Into<String>) -> Self {
        Error::Msg(msg.into())
    }
}
