//! The checkpoint file being mapped: its tensors by name and shape, with errors that name
//! the file.
use crate::model::keys::unet::UnetLayout;
use crate::model::weights::{SafetensorsFile, Source, Transform};
use crate::{Error, Result};

/// The checkpoint file and where it sits in the TensorStore.
pub(super) struct Ckpt<'a> {
    pub(super) file: &'a SafetensorsFile,
    pub(super) index: usize,
}

impl<'a> Ckpt<'a> {
    /// `(name without prefix, full name)` of every tensor under `prefix`.
    pub(super) fn under(&self, prefix: &str) -> impl Iterator<Item = (&'a str, &'a str)> + 'a {
        let n = prefix.len();
        let owned = prefix.to_string();
        self.file
            .tensors
            .range(owned.clone()..)
            .map(|(k, _)| k.as_str())
            .take_while(move |k| k.starts_with(owned.as_str()))
            .map(move |k| (&k[n..], k))
    }

    pub(super) fn has(&self, key: &str) -> bool {
        self.file.tensors.contains_key(key)
    }

    pub(super) fn shape(&self, key: &str) -> Result<&'a [usize]> {
        match self.file.tensors.get(key) {
            Some(info) => Ok(&info.shape),
            None => Err(self.err(format!(
                "missing tensor '{key}'; the checkpoint is incomplete"
            ))),
        }
    }

    /// Dimension `dim` of `key`, which must have `rank` dimensions.
    pub(super) fn dim(&self, key: &str, rank: usize, dim: usize) -> Result<usize> {
        let s = self.shape(key)?;
        if s.len() != rank {
            return Err(self.err(format!(
                "tensor '{key}' has shape {s:?}, expected {rank} dimensions"
            )));
        }
        Ok(s[dim])
    }

    pub(super) fn source(&self, key: &str, transform: Transform) -> Source {
        Source {
            file: self.index,
            key: key.to_string(),
            transform,
        }
    }

    pub(super) fn err(&self, msg: impl Into<String>) -> Error {
        Error::file(&self.file.path, msg)
    }

    /// Errors naming the first few tensors no mapping took.
    pub(super) fn refuse_unmapped(&self, what: &str, unmapped: &[&str]) -> Result<()> {
        if unmapped.is_empty() {
            return Ok(());
        }
        let first: Vec<_> = unmapped.iter().take(3).collect();
        Err(self.err(format!(
            "{} unexpected {what} tensors ({first:?}...); this is not an SD 1.x/2.x/XL architecture we know",
            unmapped.len()
        )))
    }

    /// The layout of the UNet (or, without `outputs`, a ControlNet's encoder copy) whose
    /// tensors are under `prefix`.
    pub(super) fn unet_layout(&self, prefix: &str, outputs: bool) -> Result<UnetLayout> {
        UnetLayout::from_names(self.under(prefix).map(|(n, _)| n), outputs).map_err(|m| self.err(m))
    }
}
