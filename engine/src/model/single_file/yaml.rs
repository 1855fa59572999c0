//! The A1111/LDM yaml beside a single file: what shapes cannot tell (heads, groups, the
//! prediction type, the VAE's scale) and structural values checked against the tensors.
use crate::{Error, Result};
use std::fmt::Debug;
use std::path::{Path, PathBuf};

/// An A1111/LDM yaml, read loosely: only the keys we know, each optional.
#[derive(Default)]
pub(super) struct LdmYaml {
    path: PathBuf,
    root: serde_yaml::Value,
}

impl LdmYaml {
    /// The yaml beside a single file, or the defaults when there is none.
    pub(super) fn open_or_default(path: Option<&Path>) -> Result<Self> {
        path.map_or_else(|| Ok(LdmYaml::default()), LdmYaml::open)
    }

    pub(super) fn open(path: &Path) -> Result<Self> {
        let text = crate::input::read_to_string(path)?;
        let root = serde_yaml::from_str(&text)
            .map_err(|e| Error::file(path, format!("not valid YAML: {e}")))?;
        Ok(LdmYaml {
            path: path.to_path_buf(),
            root,
        })
    }

    /// The value at a dotted path (a number indexes a list); null counts as absent.
    pub(super) fn get(&self, path: &str) -> Option<&serde_yaml::Value> {
        path.split('.')
            .try_fold(&self.root, |v, k| {
                match (v.as_sequence(), k.parse::<usize>()) {
                    (Some(seq), Ok(i)) => seq.get(i),
                    _ => v.get(k),
                }
            })
            .filter(|v| !v.is_null())
    }

    pub(super) fn err(&self, path: &str, msg: impl std::fmt::Display) -> Error {
        Error::file(&self.path, format!("{path}: {msg}"))
    }

    pub(super) fn typed<T>(
        &self,
        path: &str,
        what: &str,
        f: impl Fn(&serde_yaml::Value) -> Option<T>,
    ) -> Result<Option<T>> {
        self.get(path)
            .map(|v| f(v).ok_or_else(|| self.err(path, format!("expected {what}, got {v:?}"))))
            .transpose()
    }

    pub(super) fn int(&self, path: &str) -> Result<Option<i64>> {
        self.typed(path, "an integer", |v| v.as_i64())
    }
    pub(super) fn usize(&self, path: &str) -> Result<Option<usize>> {
        self.typed(path, "a non-negative integer", |v| {
            v.as_u64().map(|v| v as usize)
        })
    }
    /// An integer or a non-empty list of integers.
    pub(super) fn usizes(&self, path: &str) -> Result<Option<Vec<usize>>> {
        self.typed(path, "an integer or a list of integers", |v| {
            match v.as_sequence() {
                Some(s) if !s.is_empty() => {
                    s.iter().map(|x| x.as_u64().map(|x| x as usize)).collect()
                }
                Some(_) => None,
                None => v.as_u64().map(|x| vec![x as usize]),
            }
        })
    }
    pub(super) fn float(&self, path: &str) -> Result<Option<f64>> {
        self.typed(path, "a number", |v| v.as_f64())
    }
    pub(super) fn bool(&self, path: &str) -> Result<Option<bool>> {
        self.typed(path, "true or false", |v| v.as_bool())
    }
    pub(super) fn string(&self, path: &str) -> Result<Option<String>> {
        self.typed(path, "a string", |v| v.as_str().map(String::from))
    }

    /// An integer (or the first of a list: LDM allows per-level values) the yaml states
    /// must match the tensors.
    pub(super) fn check_usize(&self, path: &str, tensors: usize) -> Result<()> {
        self.check(
            path,
            self.usizes(path)?.and_then(|v| v.first().copied()),
            tensors,
        )
    }

    /// A structural value the yaml states must match the tensors.
    pub(super) fn check<T: PartialEq + Debug>(
        &self,
        path: &str,
        said: Option<T>,
        tensors: T,
    ) -> Result<()> {
        match said {
            Some(s) if s != tensors => Err(self.err(
                path,
                format!("is {s:?} but the checkpoint's tensors say {tensors:?}; this yaml belongs to another model"),
            )),
            _ => Ok(()),
        }
    }
}
