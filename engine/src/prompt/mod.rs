//! Prompt text to weighted token chunks and their embeddings, as A1111 makes them:
//! emphasis syntax (`(word:1.2)`, `[word]`, `BREAK`), 75-token chunks with comma
//! backtracking, per-token weights with the "Original" mean restore per text encoder, and
//! room for textual-inversion embeddings ([`Embeddings`], [`Fix`]). `<lora:...>` tags are
//! the LoRA loader's: it removes them before the prompt gets here.
mod attention;
mod chunks;
mod emphasis;
mod encode;

pub use crate::protocol::Emphasis;
pub use attention::{parse, Piece};
pub use chunks::{Chunk, ChunkedPrompt, EmbeddingHit, Embeddings, Fix, CHUNK_LENGTH};
pub use emphasis::apply as apply_emphasis;
pub use encode::{encode, Encoded, Layer};

use crate::model::tokenizer::ClipTokenizer;
use crate::{Error, Result};

/// How prompts become embeddings: the emphasis mode and A1111's clip skip (1 = the
/// encoder's usual layer).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PromptOptions {
    pub emphasis: Emphasis,
    pub clip_skip: usize,
}

impl Default for PromptOptions {
    fn default() -> Self {
        PromptOptions {
            emphasis: Emphasis::Original,
            clip_skip: 1,
        }
    }
}

/// `text` as chunks for `tok`. `field` names the prompt in errors (`--prompt`).
pub fn chunk_prompt(
    tok: &ClipTokenizer,
    text: &str,
    emphasis: Emphasis,
    embeddings: &dyn Embeddings,
    field: &str,
) -> Result<ChunkedPrompt> {
    let pieces = match emphasis {
        Emphasis::None => vec![Piece::Text {
            text: text.to_string(),
            weight: 1.0,
        }],
        _ => parse(text).map_err(|e| Error::field(field, e))?,
    };
    Ok(chunks::chunk(tok, &pieces, embeddings))
}

/// A1111's token counter: the prompt's tokens and the count it fills up to (a multiple of
/// 75, at least 75), e.g. (80, 150). A prompt with a bad weight counts as plain text.
pub fn token_count(tok: &ClipTokenizer, text: &str, emphasis: Emphasis) -> (usize, usize) {
    let chunked = chunk_prompt(tok, text, emphasis, &(), "prompt")
        .or_else(|_| chunk_prompt(tok, text, Emphasis::None, &(), "prompt"))
        .expect("plain text always chunks");
    let count = chunked.token_count;
    let target = count.max(1).div_ceil(CHUNK_LENGTH) * CHUNK_LENGTH;
    (count, target)
}

/// How many chunks `text` takes (0 errors count as plain text; the job reports them).
pub fn chunk_count(tok: &ClipTokenizer, text: &str, emphasis: Emphasis) -> usize {
    chunk_prompt(tok, text, emphasis, &(), "prompt")
        .map(|c| c.chunks.len())
        .unwrap_or_else(|_| tok.encode_chunks(text).len())
}

/// `chunks` with empty chunks (the encoding of "") added up to `n`.
pub fn pad_chunks(tok: &ClipTokenizer, mut chunks: Vec<Chunk>, n: usize) -> Vec<Chunk> {
    if chunks.len() < n {
        let empty = chunks::chunk(tok, &[], &()).chunks.remove(0);
        chunks.resize(n, empty);
    }
    chunks
}

#[cfg(test)]
mod tests;
