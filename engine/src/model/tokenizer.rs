//! CLIP's byte-level BPE tokenizer, id-for-id equal to transformers' `CLIPTokenizer`.
//!
//! In transformers 5 `CLIPTokenizer` is the `tokenizers`-backed class (there is no slow/ftfy
//! path any more). This builds the same `tokenizers` pipeline it builds (the crate is the
//! library transformers runs, so Unicode normalization, splitting and BPE are its code, not a
//! copy): special tokens split out of the raw text, then NFC, whitespace runs to one space,
//! lowercase, CLIP's split regex, GPT-2's byte-level mapping and BPE with `</w>` word ends.
//! Here we read the vocabulary files, check them, and frame ids into 77-token chunks.
use std::collections::HashMap;
use std::io::BufRead;
use std::path::Path;

use serde::Deserialize;
use tokenizers::models::bpe::BPE;
use tokenizers::normalizers::replace::ReplacePattern;
use tokenizers::normalizers::{Lowercase, Replace, Sequence as Normalizers, NFC};
use tokenizers::pre_tokenizers::byte_level::ByteLevel;
use tokenizers::pre_tokenizers::sequence::Sequence as PreTokenizers;
use tokenizers::pre_tokenizers::split::{Split, SplitPattern};
use tokenizers::{AddedToken, SplitDelimiterBehavior, Tokenizer};

use crate::{Error, Result};

const BOS: &str = "<|startoftext|>";
const EOS: &str = "<|endoftext|>";
const CONTEXT: usize = 77;
const CHUNK: usize = CONTEXT - 2;
/// CLIP's SimpleTokenizer uses only the first 49152 - 256 - 2 merges of the file; the other
/// ~213k lines were never part of the vocabulary.
const BUNDLED_MERGES: usize = 49152 - 256 - 2;
static BUNDLED_GZ: &[u8] = include_bytes!("../../../assets/bpe_simple_vocab_16e6.txt.gz");
const BUNDLED_NAME: &str = "bundled bpe_simple_vocab_16e6.txt.gz";
/// CLIP's pre-tokenizer split, as transformers writes it. Whitespace is never matched, so
/// it only separates words.
const PATTERN: &str =
    r"<\|startoftext\|>|<\|endoftext\|>|'s|'t|'re|'ve|'m|'ll|'d|[\p{L}]+|[\p{N}]|[^\s\p{L}\p{N}]+";

type Vocab = HashMap<String, u32>;
type Merges = Vec<(String, String)>;

/// CLIP BPE tokenizer; `&self` everywhere, so it can be shared.
#[derive(Clone)]
pub struct ClipTokenizer {
    vocab: Vocab,
    /// transformers' pipeline: normalizer, pre-tokenizer, BPE, added (special) tokens.
    pipeline: Tokenizer,
    bos: u32,
    eos: u32,
    pad: u32,
}

/// Not derived: printing 49408 vocab entries helps nobody.
impl std::fmt::Debug for ClipTokenizer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (n, bos, eos, pad) = (self.vocab.len(), self.bos, self.eos, self.pad);
        write!(
            f,
            "ClipTokenizer {{ vocab: {n}, bos: {bos}, eos: {eos}, pad: {pad} }}"
        )
    }
}

impl ClipTokenizer {
    /// The bundled vocabulary, used when a checkpoint has no tokenizer; pads with eos (SD 1.x).
    pub fn bundled() -> Result<Self> {
        let (vocab, merges) = bundled_parts()?;
        let src = Path::new(BUNDLED_NAME);
        Self::build(vocab, merges, None, (src, src))
    }

    /// The bundled vocabulary padding with `pad_id` (0, "!", for SD 2.x / OpenCLIP).
    pub fn bundled_with_pad(pad_id: u32) -> Result<Self> {
        let (vocab, merges) = bundled_parts()?;
        let pad = vocab
            .iter()
            .find(|(_, &id)| id == pad_id)
            .map(|(t, _)| t.clone());
        let pad = pad.ok_or_else(|| {
            Error::msg(format!(
                "pad id {pad_id} is outside the CLIP vocabulary (0..{})",
                vocab.len()
            ))
        })?;
        let src = Path::new(BUNDLED_NAME);
        Self::build(vocab, merges, Some(pad), (src, src))
    }

    /// A diffusers `tokenizer/` folder: tokenizer.json (preferred, as transformers does) or
    /// vocab.json + merges.txt; the pad token comes from tokenizer_config.json if present.
    pub fn from_folder(dir: &Path) -> Result<Self> {
        let pad = read_pad_token(&dir.join("tokenizer_config.json"))?;
        let json = dir.join("tokenizer.json");
        if json.is_file() {
            let (vocab, merges) = read_tokenizer_json(&json)?;
            return Self::build(vocab, merges, pad, (&json, &json));
        }
        let (vocab_path, merges_path) = (dir.join("vocab.json"), dir.join("merges.txt"));
        if !vocab_path.is_file() && !merges_path.is_file() {
            let msg =
                "not a CLIP tokenizer folder: expected tokenizer.json or vocab.json + merges.txt";
            return Err(Error::file(dir, msg));
        }
        for (path, other) in [(&vocab_path, "merges.txt"), (&merges_path, "vocab.json")] {
            if !path.is_file() {
                return Err(Error::file(
                    path,
                    format!("missing: expected next to {other} (or a tokenizer.json)"),
                ));
            }
        }
        let vocab = serde_json::from_str(&read_text(&vocab_path)?).map_err(|e| {
            Error::file(
                &vocab_path,
                format!("expected a JSON object of token -> id: {e}"),
            )
        })?;
        let merges = parse_merges(&merges_path, &read_text(&merges_path)?)?;
        Self::build(vocab, merges, pad, (&vocab_path, &merges_path))
    }

    pub fn bos_id(&self) -> u32 {
        self.bos
    }
    pub fn eos_id(&self) -> u32 {
        self.eos
    }
    pub fn pad_id(&self) -> u32 {
        self.pad
    }

    /// The id of a vocabulary entry (`",</w>"` is the comma ending a word).
    pub fn token_id(&self, token: &str) -> Option<u32> {
        self.vocab.get(token).copied()
    }

    /// Token ids of `text` without bos/eos, no truncation (transformers'
    /// `tokenizer(text, add_special_tokens=False)`).
    pub fn encode(&self, text: &str) -> Vec<u32> {
        match self.pipeline.encode(text, false) {
            Ok(encoding) => encoding.get_ids().to_vec(),
            // Unreachable with the pipeline `build` makes: BPE fails only on an unknown-token
            // id missing from the vocabulary (checked there), and the regexes have no
            // backtracking limits to hit on text without whitespace (which the split drops).
            Err(e) => {
                eprintln!("tokenizer: cannot encode {text:?}: {e}");
                Vec::new()
            }
        }
    }

    /// What transformers' CLIPTokenizer(padding="max_length", max_length=77, truncation=True)
    /// returns: [bos] + ids (truncated to 75) + [eos] + pad...
    pub fn encode_77(&self, text: &str) -> Vec<u32> {
        let ids = self.encode(text);
        self.frame(&ids[..ids.len().min(CHUNK)])
    }

    /// A1111/ComfyUI-style long prompts: chunks of 75 ids, each framed like `encode_77`.
    /// An empty prompt gives one chunk.
    pub fn encode_chunks(&self, text: &str) -> Vec<Vec<u32>> {
        let ids = self.encode(text);
        if ids.is_empty() {
            return vec![self.frame(&[])];
        }
        ids.chunks(CHUNK).map(|c| self.frame(c)).collect()
    }

    /// Chunks of at most 75 ids from `pieces` (each a token, or the ids of an embedding's
    /// vectors), each framed like `encode_77`; a piece never splits across chunks (A1111
    /// starts the next chunk instead). No pieces give one empty chunk.
    pub fn chunk_pieces(&self, pieces: &[Vec<u32>]) -> Vec<Vec<u32>> {
        let mut chunks = Vec::new();
        let mut chunk: Vec<u32> = Vec::with_capacity(CHUNK);
        for piece in pieces {
            if !chunk.is_empty() && chunk.len() + piece.len() > CHUNK {
                chunks.push(self.frame(&chunk));
                chunk.clear();
            }
            for part in piece.chunks(CHUNK) {
                if chunk.len() == CHUNK {
                    chunks.push(self.frame(&chunk));
                    chunk.clear();
                }
                chunk.extend_from_slice(part);
            }
        }
        if !chunk.is_empty() || chunks.is_empty() {
            chunks.push(self.frame(&chunk));
        }
        chunks
    }

    fn frame(&self, ids: &[u32]) -> Vec<u32> {
        let mut out = Vec::with_capacity(CONTEXT);
        out.push(self.bos);
        out.extend_from_slice(ids);
        out.push(self.eos);
        out.resize(CONTEXT, self.pad);
        out
    }

    /// `srcs` (vocab file, merges file) are only for error messages.
    fn build(
        vocab: Vocab,
        merge_list: Merges,
        pad: Option<String>,
        srcs: (&Path, &Path),
    ) -> Result<Self> {
        let id_of = |t: &str, what: &str| {
            let msg = || format!("{what}: token {t:?} is not in the vocabulary");
            vocab
                .get(t)
                .copied()
                .ok_or_else(|| Error::file(srcs.0, msg()))
        };
        for (rank, (a, b)) in merge_list.iter().enumerate() {
            let ab = format!("{a}{b}");
            if !(vocab.contains_key(a) && vocab.contains_key(b) && vocab.contains_key(&ab)) {
                let msg = format!(
                    "merge {} ({a} {b}): {a:?}, {b:?} or {ab:?} is not in the vocabulary",
                    rank + 1
                );
                return Err(Error::file(srcs.1, msg));
            }
        }
        let (bos, eos) = (id_of(BOS, "bos")?, id_of(EOS, "eos")?);
        let pad_token = pad.unwrap_or_else(|| EOS.to_string());
        let pad = id_of(&pad_token, "pad_token")?;
        let pipeline = clip_pipeline(&vocab, merge_list, &pad_token)
            .map_err(|e| Error::file(srcs.0, format!("cannot build the tokenizer: {e}")))?;
        Ok(Self {
            vocab,
            pipeline,
            bos,
            eos,
            pad,
        })
    }
}

/// What transformers' `CLIPTokenizer.__init__` builds: BPE (no subword prefix, `</w>` word
/// ends, unknown = eos), normalizer NFC + `\s+` -> " " + lowercase, pre-tokenizer CLIP's
/// split (matches kept) then byte-level without a prefix space, and bos, eos and the pad
/// token as special tokens (matched in the raw text: with pad "!", as SD 2.x has, every "!"
/// of a prompt becomes id 0 instead of merging with its word).
fn clip_pipeline(vocab: &Vocab, merges: Merges, pad: &str) -> tokenizers::Result<Tokenizer> {
    let vocab: tokenizers::models::bpe::Vocab =
        vocab.iter().map(|(t, &i)| (t.clone(), i)).collect();
    let bpe = BPE::builder()
        .vocab_and_merges(vocab, merges)
        .continuing_subword_prefix(String::new())
        .end_of_word_suffix("</w>".to_string())
        .unk_token(EOS.to_string())
        .fuse_unk(false)
        .build()?;
    let mut pipeline = Tokenizer::new(bpe);
    let whitespace = Replace::new(ReplacePattern::Regex(r"\s+".into()), " ")?;
    pipeline.with_normalizer(Some(Normalizers::new(vec![
        NFC.into(),
        whitespace.into(),
        Lowercase.into(),
    ])))?;
    let split = Split::new(
        SplitPattern::Regex(PATTERN.into()),
        SplitDelimiterBehavior::Removed,
        true,
    )?;
    pipeline.with_pre_tokenizer(Some(PreTokenizers::new(vec![
        split.into(),
        ByteLevel::new(false, true, true).into(),
    ])));
    let specials: Vec<AddedToken> = [BOS, EOS, pad]
        .iter()
        .map(|t| AddedToken::from(*t, true))
        .collect();
    pipeline.add_special_tokens(specials)?;
    Ok(pipeline)
}

/// GPT-2's reversible byte -> printable char map, in CLIP's vocab order: printable Latin-1
/// bytes map to themselves, the other 68 bytes to U+0100.. in byte order.
fn bytes_to_unicode() -> Vec<(u8, char)> {
    let printable = |b: u8| (b'!'..=b'~').contains(&b) || (0xA1..=0xAC).contains(&b) || b >= 0xAE;
    let mut map: Vec<(u8, char)> = (0..=255u8)
        .filter(|&b| printable(b))
        .map(|b| (b, char::from(b)))
        .collect();
    let rest = (0..=255u8).filter(|&b| !printable(b));
    map.extend(
        rest.zip(0x100u32..)
            .map(|(b, c)| (b, char::from_u32(c).expect("below U+0200"))),
    );
    map
}

/// The bundled merges and the vocab SimpleTokenizer derives from them: byte chars, byte chars
/// + "</w>", every merge joined, then the two special tokens (49408 entries).
fn bundled_parts() -> Result<(Vocab, Merges)> {
    // Decompress only the lines CLIP uses (a fifth of the file). The header line is skipped.
    let reader = std::io::BufReader::new(flate2::read::GzDecoder::new(BUNDLED_GZ));
    let lines: Vec<String> = reader
        .lines()
        .skip(1)
        .take(BUNDLED_MERGES)
        .collect::<std::io::Result<_>>()
        .map_err(|e| Error::msg(format!("{BUNDLED_NAME}: cannot decompress: {e}")))?;
    let lines = lines.join("\n");
    let merges = parse_merges(Path::new(BUNDLED_NAME), &lines)?;
    let chars: Vec<String> = bytes_to_unicode()
        .into_iter()
        .map(|(_, c)| c.to_string())
        .collect();
    let tokens = chars
        .iter()
        .cloned()
        .chain(chars.iter().map(|c| format!("{c}</w>")));
    let tokens = tokens.chain(merges.iter().map(|(a, b)| format!("{a}{b}")));
    let tokens = tokens.chain([BOS.to_string(), EOS.to_string()]);
    Ok((tokens.zip(0u32..).collect(), merges))
}

fn read_text(path: &Path) -> Result<String> {
    crate::input::read_to_string(path)
}

/// merges.txt: "#version" header, then one "left right" pair per line, rank = order.
fn parse_merges(path: &Path, text: &str) -> Result<Merges> {
    let lines = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.is_empty() && !l.starts_with("#version"));
    lines
        .map(|(i, l)| {
            let msg = || {
                format!(
                    "line {}: expected two tokens separated by one space, got {l:?}",
                    i + 1
                )
            };
            split_merge(l).ok_or_else(|| Error::file(path, msg()))
        })
        .collect()
}

fn split_merge(line: &str) -> Option<(String, String)> {
    let (a, b) = line.split_once(' ')?;
    (!a.is_empty() && !b.is_empty() && !b.contains(' ')).then(|| (a.to_string(), b.to_string()))
}

#[derive(Deserialize)]
struct TokenizerJson {
    model: BpeJson,
}
#[derive(Deserialize)]
struct BpeJson {
    vocab: Vocab,
    merges: Vec<MergeJson>,
}
/// tokenizers writes merges as "a b" (before 0.20) or ["a", "b"] (since).
#[derive(Deserialize)]
#[serde(untagged)]
enum MergeJson {
    Line(String),
    Pair(String, String),
}

/// Only model.vocab / model.merges are read: transformers rebuilds CLIP's normalizer and
/// pre-tokenizer itself, whatever the file says.
fn read_tokenizer_json(path: &Path) -> Result<(Vocab, Merges)> {
    let parsed: TokenizerJson = serde_json::from_str(&read_text(path)?).map_err(|e| {
        Error::file(
            path,
            format!("expected a BPE tokenizer with model.vocab and model.merges: {e}"),
        )
    })?;
    let merges = parsed
        .model
        .merges
        .into_iter()
        .enumerate()
        .map(|(i, m)| match m {
            MergeJson::Pair(a, b) => Ok((a, b)),
            MergeJson::Line(l) => split_merge(&l).ok_or_else(|| {
                Error::file(
                    path,
                    format!("model.merges[{i}]: expected \"a b\", got {l:?}"),
                )
            }),
        });
    Ok((parsed.model.vocab, merges.collect::<Result<_>>()?))
}

/// tokenizer_config.json's pad_token: a string or {"content": ...}; None when absent.
fn read_pad_token(path: &Path) -> Result<Option<String>> {
    if !path.is_file() {
        return Ok(None);
    }
    let config: serde_json::Value = serde_json::from_str(&read_text(path)?)
        .map_err(|e| Error::file(path, format!("expected a JSON object: {e}")))?;
    match config.get("pad_token") {
        None | Some(serde_json::Value::Null) => Ok(None),
        Some(serde_json::Value::String(s)) => Ok(Some(s.clone())),
        Some(obj) => match obj.get("content").and_then(|c| c.as_str()) {
            Some(s) => Ok(Some(s.to_string())),
            None => Err(Error::file(
                path,
                "pad_token: expected a string or an object with \"content\"",
            )),
        },
    }
}

#[cfg(test)]
#[path = "tokenizer_tests.rs"]
mod tests;
