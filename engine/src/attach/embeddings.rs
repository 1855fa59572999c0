//! Textual-inversion embeddings as people download them: A1111's `.safetensors`
//! (`emb_params`, or `string_to_param.*`), SDXL's (`clip_l` + `clip_g`) and diffusers'
//! `learned_embeds.safetensors` (one tensor named by its token). An embedding is used by
//! writing its name (the file stem) in a prompt: its vectors take the place of the name's
//! tokens, one token position each, as A1111 does. Pickles are refused.
use super::attachment::Attachment;
use crate::model::load::Checkpoint;
use crate::model::weights::SafetensorsFile;
use crate::model::Weights;
use crate::{Error, Result};
use candle_core::{DType, Device, Tensor};
use std::path::{Path, PathBuf};

/// An embedding's vectors for the text encoder(s) of one model.
#[derive(Debug, Clone)]
pub struct Embedding {
    pub path: PathBuf,
    /// The file stem: the word a prompt uses it by.
    pub name: String,
    /// [n, width of text_encoder] (CLIP-L's for SDXL).
    pub vectors: Tensor,
    /// SDXL: [n, width of text_encoder_2] (bigG's).
    pub vectors_2: Option<Tensor>,
    hash: std::sync::OnceLock<String>,
}

/// A tensor as [n, width] f32 on the CPU (a single vector [width] becomes [1, width]).
fn rows(t: Tensor, path: &Path, key: &str) -> Result<Tensor> {
    let t = t.to_dtype(DType::F32)?;
    match t.rank() {
        1 => Ok(t.unsqueeze(0)?),
        2 => Ok(t),
        _ => Err(Error::file(
            path,
            format!(
                "tensor '{key}' has shape {:?}; expected [vectors, width]",
                t.dims()
            ),
        )),
    }
}

/// Errors, naming `path`, unless `vectors` (and SDXL's `vectors_2`) fit text encoders of
/// these widths (`width_2`: SDXL's second).
fn check_widths(
    path: &Path,
    vectors: &Tensor,
    vectors_2: Option<&Tensor>,
    width: usize,
    width_2: Option<usize>,
) -> Result<()> {
    let fits = |v: &Tensor, w: usize| v.dim(1).ok() == Some(w);
    let ok = match (vectors_2, width_2) {
        (Some(g), Some(w2)) => fits(vectors, width) && fits(g, w2),
        (None, None) => fits(vectors, width),
        _ => false,
    };
    if ok {
        return Ok(());
    }
    let widths = match vectors_2 {
        Some(g) => format!("{} and {}", vectors.dim(1)?, g.dim(1)?),
        None => format!("{}", vectors.dim(1)?),
    };
    let encoders = match width_2 {
        Some(w2) => {
            format!("this SDXL model's text encoders take {width} (clip_l) and {w2} (clip_g)")
        }
        None => format!("this model's text encoder takes {width}"),
    };
    let hint = match (vectors_2, width_2) {
        (None, Some(_)) => "; SDXL needs an SDXL embedding (clip_l + clip_g)",
        (Some(_), None) => "; this is an SDXL embedding",
        _ => "",
    };
    Err(Error::file(
        path,
        format!("embedding vectors are {widths} wide, but {encoders}: it fits neither text encoder{hint}"),
    ))
}

impl Attachment for Embedding {
    fn kind(&self) -> &'static str {
        "embedding"
    }

    fn path(&self) -> &Path {
        &self.path
    }

    /// None: an embedding adds vectors to the prompts, no net.
    fn weights(&self) -> Vec<(&'static str, &Weights)> {
        Vec::new()
    }

    /// Its vectors must be as wide as `base`'s text encoders.
    fn check_fits(&self, base: &Checkpoint) -> Result<()> {
        let width = base.text_encoder.config.hidden_size;
        let width_2 = base.text_encoder_2.as_ref().map(|t| t.config.hidden_size);
        check_widths(
            &self.path,
            &self.vectors,
            self.vectors_2.as_ref(),
            width,
            width_2,
        )
    }
}

impl Embedding {
    /// Reads `path` and fits it to text encoders of these widths (`width_2`: SDXL's
    /// second), or says why it cannot.
    pub fn open(path: &Path, width: usize, width_2: Option<usize>) -> Result<Self> {
        super::files::refuse_pickle(path, "a textual-inversion embedding .safetensors file")?;
        let file = SafetensorsFile::open(path)?;
        let get = |key: &str| -> Result<Option<Tensor>> {
            let Some(info) = file.tensors.get(key) else {
                return Ok(None);
            };
            let t = file.tensor(info)?;
            rows(t, path, key).map(Some)
        };
        let keys: Vec<&String> = file.tensors.keys().collect();
        let name = crate::model::load::display_name(path);
        let (vectors, vectors_2) = if file.tensors.contains_key("clip_l")
            || file.tensors.contains_key("clip_g")
        {
            let (l, g) = (get("clip_l")?, get("clip_g")?);
            match (l, g) {
                (Some(l), Some(g)) => (l, Some(g)),
                _ => {
                    return Err(Error::file(
                        path,
                        "an SDXL embedding needs both clip_l and clip_g",
                    ))
                }
            }
        } else if let Some(e) = get("emb_params")? {
            (e, None)
        } else if let Some(k) = keys.iter().find(|k| k.starts_with("string_to_param")) {
            (get(k)?.expect("listed"), None)
        } else if keys.len() == 1 && !keys[0].contains('.') {
            // diffusers' learned_embeds: one tensor named by its token ("<cat-toy>").
            (get(keys[0])?.expect("listed"), None)
        } else {
            return Err(Error::file(
                path,
                "not a textual-inversion embedding: expected emb_params, string_to_param, clip_l + clip_g, or one tensor named by its token",
            ));
        };
        check_widths(path, &vectors, vectors_2.as_ref(), width, width_2)?;
        if let Some(g) = &vectors_2 {
            if vectors.dim(0)? != g.dim(0)? {
                return Err(Error::file(
                    path,
                    format!(
                        "clip_l has {} vectors but clip_g {}",
                        vectors.dim(0)?,
                        g.dim(0)?
                    ),
                ));
            }
        }
        if vectors.dim(0)? == 0 {
            return Err(Error::file(path, "the embedding has no vectors"));
        }
        Ok(Embedding {
            path: path.to_path_buf(),
            name,
            vectors,
            vectors_2,
            hash: std::sync::OnceLock::new(),
        })
    }

    /// How many token positions the embedding takes.
    pub fn len(&self) -> usize {
        self.vectors.dim(0).unwrap_or(0)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// A1111's `TI hashes` value: the first 12 hex digits of the file's SHA-256.
    pub fn short_hash(&self) -> Result<&str> {
        if let Some(h) = self.hash.get() {
            return Ok(h);
        }
        let h = super::hash::file_sha256(&self.path)?;
        Ok(&self.hash.get_or_init(|| h[..12].to_string())[..])
    }
}

/// The `.safetensors` files in `dir` (and its subfolders, as A1111 scans them), sorted.
pub fn files_in(dir: &Path) -> Result<Vec<PathBuf>> {
    fn walk(dir: &Path, depth: usize, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
        for e in std::fs::read_dir(dir)? {
            let p = e?.path();
            if p.is_dir() && depth > 0 {
                walk(&p, depth - 1, out)?;
            } else if p
                .extension()
                .is_some_and(|x| x.eq_ignore_ascii_case("safetensors"))
            {
                out.push(p);
            }
        }
        Ok(())
    }
    let mut out = Vec::new();
    walk(dir, 3, &mut out).map_err(|e| Error::file(dir, format!("cannot read the folder: {e}")))?;
    out.sort();
    Ok(out)
}

/// `text`'s token pieces with every embedding's name (its tokens, longest name first where
/// two start at the same place, as A1111 matches them) replaced by its vectors' ids: the
/// ids after the vocabulary (`vocab`), the embeddings' vectors numbered in order.
pub fn pieces(
    tok: &crate::model::tokenizer::ClipTokenizer,
    text: &str,
    embeddings: &[std::sync::Arc<Embedding>],
    vocab: usize,
) -> Vec<Vec<u32>> {
    let ids = tok.encode(text);
    let mut names: Vec<(Vec<u32>, Vec<u32>)> = Vec::new();
    let mut next = vocab as u32;
    for e in embeddings {
        let n = e.len() as u32;
        names.push((tok.encode(&e.name), (next..next + n).collect()));
        next += n;
    }
    names.sort_by_key(|(name, _)| std::cmp::Reverse(name.len()));
    let mut out = Vec::with_capacity(ids.len());
    let mut i = 0;
    while i < ids.len() {
        let hit = names
            .iter()
            .find(|(name, _)| !name.is_empty() && ids[i..].starts_with(name));
        match hit {
            Some((name, vectors)) => {
                out.push(vectors.clone());
                i += name.len();
            }
            None => {
                out.push(vec![ids[i]]);
                i += 1;
            }
        }
    }
    out
}

/// `text` in 77-id chunks with the embeddings it names in place (see [`pieces`]).
pub fn encode_chunks(
    tok: &crate::model::tokenizer::ClipTokenizer,
    text: &str,
    embeddings: &[std::sync::Arc<Embedding>],
    vocab: usize,
) -> Vec<Vec<u32>> {
    if embeddings.is_empty() {
        return tok.encode_chunks(text);
    }
    tok.chunk_pieces(&pieces(tok, text, embeddings, vocab))
}

/// The embeddings' vectors for the first (`second` false) or SDXL's second text encoder,
/// stacked in the order [`pieces`] numbers them, in `dtype` on `device`; None without
/// embeddings.
pub fn vector_table(
    embeddings: &[std::sync::Arc<Embedding>],
    second: bool,
    dtype: DType,
    device: &Device,
) -> Result<Option<Tensor>> {
    let rows: Vec<Tensor> = embeddings
        .iter()
        .map(|e| {
            if second {
                e.vectors_2.clone().ok_or_else(|| {
                    Error::file(&e.path, "has no clip_g vectors for the second text encoder")
                })
            } else {
                Ok(e.vectors.clone())
            }
        })
        .collect::<Result<_>>()?;
    if rows.is_empty() {
        return Ok(None);
    }
    Ok(Some(
        Tensor::cat(&rows, 0)?.to_dtype(dtype)?.to_device(device)?,
    ))
}

/// The embeddings named (by file stem, as a word) in any of `texts`, among `files` and the
/// `.safetensors` files of `dir`, opened for text encoders of `width` (and SDXL's
/// `width_2`). A named file that does not fit is an error; an explicit file always opens.
pub fn for_prompts(
    files: &[PathBuf],
    dir: Option<&Path>,
    texts: &[&str],
    width: usize,
    width_2: Option<usize>,
) -> Result<Vec<std::sync::Arc<Embedding>>> {
    let named = |stem: &str| {
        texts.iter().any(|t| {
            t.match_indices(stem).any(|(at, _)| {
                let before = t[..at].chars().next_back();
                let after = t[at + stem.len()..].chars().next();
                let word = |c: Option<char>| c.is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
                word(before) && word(after)
            })
        })
    };
    let mut out: Vec<std::sync::Arc<Embedding>> = Vec::new();
    for f in files {
        let e = Embedding::open(f, width, width_2)?;
        if out.iter().all(|o| o.name != e.name) {
            out.push(std::sync::Arc::new(e));
        }
    }
    if let Some(dir) = dir {
        for f in files_in(dir)? {
            let stem = crate::model::load::display_name(&f);
            if named(&stem) && out.iter().all(|o| o.name != stem) {
                out.push(std::sync::Arc::new(Embedding::open(&f, width, width_2)?));
            }
        }
    }
    Ok(out)
}
