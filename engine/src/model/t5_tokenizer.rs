//! SD 3's T5 tokenizer (`tokenizer_3/`): a `tokenizer.json` run by the `tokenizers` crate,
//! which is what transformers' `T5TokenizerFast` runs (SentencePiece's normalizer,
//! Metaspace, Unigram, and "</s>" appended), truncated and padded as diffusers asks for it
//! (`padding="max_length", max_length=256, truncation=True`). A diffusers folder brings its
//! own; T5 v1.1's ships with Candela ([`T5Tokenizer::bundled`], `assets/t5_tokenizer.json.gz`)
//! for T5 read from single files and separate encoder files, which carry none.
use crate::{Error, Result};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use tokenizers::{PaddingParams, PaddingStrategy, Tokenizer, TruncationParams};

/// T5 v1.1's tokenizer.json, gzipped (its source and licence: assets/LICENSE-T5-TOKENIZER.txt).
static BUNDLED_GZ: &[u8] = include_bytes!("../../../assets/t5_tokenizer.json.gz");
const BUNDLED_NAME: &str = "(bundled T5 v1.1 tokenizer, assets/t5_tokenizer.json.gz)";

/// A T5 tokenizer; `&self` everywhere, so it can be shared.
#[derive(Clone)]
pub struct T5Tokenizer {
    pipeline: Tokenizer,
    pad: u32,
    path: PathBuf,
}

impl std::fmt::Debug for T5Tokenizer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let path = self.path.display();
        write!(f, "T5Tokenizer {{ {path}, pad: {} }}", self.pad)
    }
}

impl T5Tokenizer {
    /// A `tokenizer_3/` folder's `tokenizer.json` (transformers writes one next to
    /// `spiece.model`; a folder with only `spiece.model` is refused, saying so).
    pub fn from_folder(dir: &Path) -> Result<Self> {
        let json = dir.join("tokenizer.json");
        if !crate::input::is_file(&json)? {
            let why = if dir.join("spiece.model").is_file() {
                "has spiece.model but no tokenizer.json; Candela reads T5's tokenizer from tokenizer.json (transformers' T5TokenizerFast.save_pretrained writes it)"
            } else {
                "expected tokenizer.json (T5's tokenizer)"
            };
            return Err(Error::file(dir, why));
        }
        Self::from_file(&json)
    }

    /// A `tokenizer.json` of a T5 tokenizer.
    pub fn from_file(json: &Path) -> Result<Self> {
        crate::input::check(json)?;
        let pipeline = Tokenizer::from_file(json).map_err(|e| {
            Error::file(
                json,
                format!("not a tokenizer.json transformers can read: {e}"),
            )
        })?;
        Self::checked(pipeline, json)
    }

    /// T5 v1.1's tokenizer, the one SD 3 and 3.5 use, as it ships with Candela: for T5
    /// read from a single file or a separate encoder file (neither carries a tokenizer).
    pub fn bundled() -> Result<Self> {
        // Read once per process (a 2.4 MB JSON of 32100 pieces); every model clones it.
        static BUNDLED: OnceLock<std::result::Result<T5Tokenizer, String>> = OnceLock::new();
        let read = || -> Result<Self> {
            let mut text = Vec::new();
            flate2::read::GzDecoder::new(BUNDLED_GZ)
                .read_to_end(&mut text)
                .map_err(|e| Error::msg(format!("{BUNDLED_NAME}: cannot decompress: {e}")))?;
            let pipeline = Tokenizer::from_bytes(&text)
                .map_err(|e| Error::msg(format!("{BUNDLED_NAME}: cannot read: {e}")))?;
            Self::checked(pipeline, Path::new(BUNDLED_NAME))
        };
        BUNDLED
            .get_or_init(|| read().map_err(|e| e.to_string()))
            .clone()
            .map_err(Error::msg)
    }

    /// `pipeline` if it has T5's "<pad>" and "</s>"; errors name `path`.
    fn checked(pipeline: Tokenizer, path: &Path) -> Result<Self> {
        let pad = pipeline
            .token_to_id("<pad>")
            .ok_or_else(|| Error::file(path, "no \"<pad>\" token: not a T5 tokenizer"))?;
        if pipeline.token_to_id("</s>").is_none() {
            return Err(Error::file(path, "no \"</s>\" token: not a T5 tokenizer"));
        }
        Ok(T5Tokenizer {
            pipeline,
            pad,
            path: path.to_path_buf(),
        })
    }

    /// How many ids it has (T5 v1.1's: 32100, the 100 `<extra_id_N>` included).
    pub fn vocab_size(&self) -> usize {
        self.pipeline.get_vocab_size(true)
    }

    pub fn pad_id(&self) -> u32 {
        self.pad
    }

    /// `text` as transformers' `tokenizer(text, padding="max_length", max_length=len,
    /// truncation=True)` gives it: ids then "</s>", cut to `len` with the "</s>" kept,
    /// padded with "<pad>".
    pub fn encode_padded(&self, text: &str, len: usize) -> Result<Vec<u32>> {
        let mut pipeline = self.pipeline.clone();
        pipeline
            .with_truncation(Some(TruncationParams {
                max_length: len,
                ..Default::default()
            }))
            .map_err(|e| Error::msg(format!("T5 tokenizer: {e}")))?;
        pipeline.with_padding(Some(PaddingParams {
            strategy: PaddingStrategy::Fixed(len),
            pad_id: self.pad,
            pad_token: "<pad>".into(),
            ..Default::default()
        }));
        let encoding = pipeline
            .encode(text, true)
            .map_err(|e| Error::msg(format!("T5 tokenizer ({}): {e}", self.path.display())))?;
        Ok(encoding.get_ids().to_vec())
    }
}

#[cfg(test)]
#[path = "t5_tokenizer_tests.rs"]
mod tests;
