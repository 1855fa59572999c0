//! Weighted prompt pieces to 77-token chunks, as A1111's `sd_hijack_clip.py`
//! (`tokenize_line`) builds them: 75 tokens a chunk between bos and eos, `BREAK` pads the
//! chunk, a chunk that fills up moves the text after its last comma (if within 20 tokens of
//! the end) to the next chunk, and textual-inversion names become their vectors.
use super::attention::Piece;
use crate::model::tokenizer::ClipTokenizer;

/// Tokens a chunk holds between its bos and eos.
pub const CHUNK_LENGTH: usize = 75;
/// A1111's default `comma_padding_backtrack`.
const COMMA_BACKTRACK: usize = 20;

/// A textual-inversion embedding found in a prompt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EmbeddingHit {
    /// The caller's index of the embedding.
    pub id: usize,
    /// How many vectors it has: it takes this many tokens of the chunk.
    pub vectors: usize,
    /// How many prompt tokens its name spans.
    pub name_tokens: usize,
    /// The id its first vector takes in the chunk (the next ones follow): ids past the
    /// vocabulary, whose token embeddings the encoder takes from the embedding.
    pub first_token: u32,
}

/// The textual-inversion embeddings a prompt may name (the embeddings loader provides
/// them; `()` names none).
pub trait Embeddings {
    /// The embedding whose name's tokens start at `tokens[position]`, if any.
    fn find_at(&self, tokens: &[u32], position: usize) -> Option<EmbeddingHit>;
}

impl Embeddings for () {
    fn find_at(&self, _: &[u32], _: usize) -> Option<EmbeddingHit> {
        None
    }
}

/// Where an embedding's vectors replace token embeddings in a chunk.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fix {
    /// Position in the chunk's 77 tokens (bos is 0).
    pub position: usize,
    pub embedding: usize,
}

/// One 77-token chunk: ids (bos, 75, eos; an embedding's positions hold its ids past the
/// vocabulary), one weight per token, and the embeddings placed in it.
#[derive(Debug, Clone, PartialEq)]
pub struct Chunk {
    pub tokens: Vec<u32>,
    pub multipliers: Vec<f32>,
    pub fixes: Vec<Fix>,
}

/// A prompt as chunks, and its token count as A1111 counts it (for the counter).
#[derive(Debug, Clone, PartialEq)]
pub struct ChunkedPrompt {
    pub chunks: Vec<Chunk>,
    pub token_count: usize,
}

struct Builder<'a> {
    tok: &'a ClipTokenizer,
    chunks: Vec<Chunk>,
    tokens: Vec<u32>,
    multipliers: Vec<f64>,
    fixes: Vec<Fix>,
    token_count: usize,
    last_comma: Option<usize>,
}

impl Builder<'_> {
    /// Pads the current chunk with eos (then pad after the first eos, as A1111 does for
    /// encoders whose pad differs) and starts the next.
    fn next_chunk(&mut self, is_last: bool) {
        self.token_count += if is_last {
            self.tokens.len()
        } else {
            CHUNK_LENGTH
        };
        let eos = self.tok.eos_id();
        let mut tokens = Vec::with_capacity(CHUNK_LENGTH + 2);
        tokens.push(self.tok.bos_id());
        tokens.append(&mut self.tokens);
        tokens.resize(CHUNK_LENGTH + 1, eos);
        tokens.push(eos);
        if let Some(first) = tokens.iter().position(|&t| t == eos) {
            for t in &mut tokens[first + 1..] {
                *t = self.tok.pad_id();
            }
        }
        let mut multipliers = Vec::with_capacity(CHUNK_LENGTH + 2);
        multipliers.push(1.0);
        multipliers.extend(self.multipliers.drain(..).map(|m| m as f32));
        multipliers.resize(CHUNK_LENGTH + 2, 1.0);
        self.chunks.push(Chunk {
            tokens,
            multipliers,
            fixes: std::mem::take(&mut self.fixes),
        });
        self.last_comma = None;
    }
}

/// Chunks of `pieces` (from [`super::attention::parse`], or the whole prompt at weight 1).
pub fn chunk(tok: &ClipTokenizer, pieces: &[Piece], embeddings: &dyn Embeddings) -> ChunkedPrompt {
    let comma = tok.token_id(",</w>");
    let mut b = Builder {
        tok,
        chunks: Vec::new(),
        tokens: Vec::new(),
        multipliers: Vec::new(),
        fixes: Vec::new(),
        token_count: 0,
        last_comma: None,
    };
    for piece in pieces {
        let (text, weight) = match piece {
            Piece::Break => {
                b.next_chunk(false);
                continue;
            }
            Piece::Text { text, weight } => (text, *weight),
        };
        let ids = tok.encode(text);
        let mut position = 0;
        while position < ids.len() {
            let id = ids[position];
            if Some(id) == comma {
                b.last_comma = Some(b.tokens.len());
            } else if let Some(last) = b.last_comma.filter(|&c| {
                b.tokens.len() == CHUNK_LENGTH && b.tokens.len() - c <= COMMA_BACKTRACK
            }) {
                let at = last + 1;
                let moved_tokens = b.tokens.split_off(at);
                let moved_mults = b.multipliers.split_off(at);
                // A1111 moves the fixes with the chunk they were in (its `fixes` list is
                // not split); an embedding past the comma stays where it was counted.
                b.next_chunk(false);
                b.tokens = moved_tokens;
                b.multipliers = moved_mults;
            }
            if b.tokens.len() == CHUNK_LENGTH {
                b.next_chunk(false);
            }
            match embeddings.find_at(&ids, position) {
                None => {
                    b.tokens.push(id);
                    b.multipliers.push(weight);
                    position += 1;
                }
                Some(hit) => {
                    if b.tokens.len() + hit.vectors > CHUNK_LENGTH {
                        b.next_chunk(false);
                    }
                    b.fixes.push(Fix {
                        position: b.tokens.len() + 1,
                        embedding: hit.id,
                    });
                    b.tokens
                        .extend((0..hit.vectors as u32).map(|k| hit.first_token + k));
                    b.multipliers
                        .extend(std::iter::repeat_n(weight, hit.vectors));
                    position += hit.name_tokens.max(1);
                }
            }
        }
    }
    if !b.tokens.is_empty() || b.chunks.is_empty() {
        b.next_chunk(true);
    }
    ChunkedPrompt {
        chunks: b.chunks,
        token_count: b.token_count,
    }
}
