//! SD 3's T5 tokenizer (`tokenizer_3/`): the folder's `tokenizer.json` run by the
//! `tokenizers` crate, which is what transformers' `T5TokenizerFast` runs (SentencePiece's
//! normalizer, Metaspace, Unigram, and "</s>" appended), truncated and padded as diffusers
//! asks for it (`padding="max_length", max_length=256, truncation=True`).
use crate::{Error, Result};
use std::path::{Path, PathBuf};
use tokenizers::{PaddingParams, PaddingStrategy, Tokenizer, TruncationParams};

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
        let pad = pipeline
            .token_to_id("<pad>")
            .ok_or_else(|| Error::file(json, "no \"<pad>\" token: not a T5 tokenizer"))?;
        if pipeline.token_to_id("</s>").is_none() {
            return Err(Error::file(json, "no \"</s>\" token: not a T5 tokenizer"));
        }
        Ok(T5Tokenizer {
            pipeline,
            pad,
            path: json.to_path_buf(),
        })
    }

    /// A stand-in for models with random weights (benchmarks, no tokenizer to read): T5's
    /// special ids (pad 0, eos 1, unk 2), every word unknown.
    pub fn stand_in() -> Result<Self> {
        use tokenizers::models::unigram::Unigram;
        use tokenizers::pre_tokenizers::metaspace::{Metaspace, PrependScheme};
        use tokenizers::processors::template::TemplateProcessing;
        let vocab = ["<pad>", "</s>", "<unk>"]
            .map(|t| (t.to_string(), 0.0))
            .to_vec();
        let err = |e: tokenizers::Error| Error::msg(format!("T5 stand-in tokenizer: {e}"));
        let model = Unigram::from(vocab, Some(2), false).map_err(err)?;
        let mut pipeline = Tokenizer::new(model);
        pipeline.with_pre_tokenizer(Some(Metaspace::new('▁', PrependScheme::Always, true)));
        let post = TemplateProcessing::builder()
            .try_single("$A </s>")
            .map_err(|e| Error::msg(format!("T5 stand-in tokenizer: {e}")))?
            .special_tokens(vec![("</s>", 1)])
            .build()
            .map_err(|e| Error::msg(format!("T5 stand-in tokenizer: {e}")))?;
        pipeline.with_post_processor(Some(post));
        Ok(T5Tokenizer {
            pipeline,
            pad: 0,
            path: PathBuf::from("(stand-in T5 tokenizer for random weights)"),
        })
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
