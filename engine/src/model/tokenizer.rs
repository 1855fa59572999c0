//! CLIP's byte-level BPE tokenizer, id-for-id equal to transformers' `CLIPTokenizer`.
//!
//! In transformers 5 `CLIPTokenizer` is the `tokenizers`-backed class (there is no slow/ftfy
//! path any more), so this mirrors its pipeline: special tokens are split out of the raw text
//! first, then NFC + lowercase, CLIP's split regex, GPT-2's byte-to-char map and BPE with
//! `</w>` word ends.
use std::collections::HashMap;
use std::io::BufRead;
use std::path::Path;
use std::sync::Mutex;

use regex::Regex;
use serde::Deserialize;

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
/// CLIP's pre-tokenizer split. Whitespace is never matched, so it only separates words.
const PATTERN: &str =
    r"<\|startoftext\|>|<\|endoftext\|>|'s|'t|'re|'ve|'m|'ll|'d|\p{L}+|\p{N}|[^\s\p{L}\p{N}]+";
/// Word cache bound: prompts reuse few words, but a server lives long.
const CACHE_LIMIT: usize = 50_000;

type Vocab = HashMap<String, u32>;
type Merges = Vec<(String, String)>;

/// CLIP BPE tokenizer; `&self` everywhere (the word cache is behind a mutex), so it can be shared.
#[derive(Clone)]
pub struct ClipTokenizer {
    vocab: Vocab,
    /// (left id, right id) -> (rank, merged id): BPE runs on ids, as `tokenizers` does.
    merges: HashMap<(u32, u32), (u32, u32)>,
    byte_chars: [char; 256],
    pattern: Regex,
    /// Tokens matched verbatim in the raw text before normalization (transformers' added
    /// tokens): bos, eos and the pad token.
    specials: Vec<(String, u32)>,
    bos: u32,
    eos: u32,
    pad: u32,
    cache: WordCache,
}

/// word -> ids. A clone starts empty: the cache is only a speed-up.
#[derive(Default)]
struct WordCache(Mutex<HashMap<String, Vec<u32>>>);

impl Clone for WordCache {
    fn clone(&self) -> Self {
        Self::default()
    }
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

    /// Token ids of `text` without bos/eos, no truncation.
    pub fn encode(&self, text: &str) -> Vec<u32> {
        let mut ids = Vec::new();
        let mut rest = text;
        while let Some((at, token, id)) = self.next_special(rest) {
            self.encode_plain(&rest[..at], &mut ids);
            ids.push(id);
            rest = &rest[at + token.len()..];
        }
        self.encode_plain(rest, &mut ids);
        ids
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
        let mut merges = HashMap::with_capacity(merge_list.len());
        for (rank, (a, b)) in merge_list.iter().enumerate() {
            let ab = format!("{a}{b}");
            let (Some(&left), Some(&right), Some(&merged)) =
                (vocab.get(a), vocab.get(b), vocab.get(&ab))
            else {
                let msg = format!(
                    "merge {} ({a} {b}): {a:?}, {b:?} or {ab:?} is not in the vocabulary",
                    rank + 1
                );
                return Err(Error::file(srcs.1, msg));
            };
            // Later duplicates win, as in tokenizers' BPE builder.
            merges.insert((left, right), (rank as u32, merged));
        }
        let (bos, eos) = (id_of(BOS, "bos")?, id_of(EOS, "eos")?);
        let mut specials = vec![(BOS.to_string(), bos), (EOS.to_string(), eos)];
        let pad = match pad {
            None => eos,
            Some(p) => {
                let id = id_of(&p, "pad_token")?;
                // transformers puts the pad token in its added vocabulary, so with pad "!"
                // (SD 2.x) every "!" of a prompt becomes id 0 instead of merging with its word.
                if p != BOS && p != EOS {
                    specials.push((p, id));
                }
                id
            }
        };
        let mut byte_chars = ['\0'; 256];
        for (b, c) in bytes_to_unicode() {
            byte_chars[b as usize] = c;
        }
        let pattern =
            Regex::new(PATTERN).map_err(|e| Error::msg(format!("tokenizer regex: {e}")))?;
        Ok(Self {
            vocab,
            merges,
            byte_chars,
            pattern,
            specials,
            bos,
            eos,
            pad,
            cache: WordCache::default(),
        })
    }

    /// The first special token in `text`: leftmost, longest on ties (tokenizers' added-token
    /// matcher is leftmost-longest).
    fn next_special(&self, text: &str) -> Option<(usize, &str, u32)> {
        let found = self
            .specials
            .iter()
            .filter_map(|(s, id)| text.find(s.as_str()).map(|at| (at, s.as_str(), *id)));
        found.min_by_key(|&(at, s, _)| (at, std::cmp::Reverse(s.len())))
    }

    fn encode_plain(&self, text: &str, ids: &mut Vec<u32>) {
        if text.is_empty() {
            return;
        }
        let text = normalize(text);
        for word in self.pattern.find_iter(&text).map(|m| m.as_str()) {
            if word == BOS || word == EOS {
                // Only reachable when normalization made the text (e.g. "<|EndOfText|>"); then
                // the byte-level pre-tokenizer re-splits it GPT-2 style into "<|", name, "|>".
                for part in ["<|", &word[2..word.len() - 2], "|>"] {
                    self.encode_word(part, ids);
                }
            } else {
                self.encode_word(word, ids);
            }
        }
    }

    fn encode_word(&self, word: &str, ids: &mut Vec<u32>) {
        let mut cache = self.cache.0.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(hit) = cache.get(word) {
            ids.extend_from_slice(hit);
            return;
        }
        let tokens = self.bpe(word);
        ids.extend_from_slice(&tokens);
        if cache.len() >= CACHE_LIMIT {
            cache.clear();
        }
        cache.insert(word.to_string(), tokens);
    }

    /// BPE over one pre-tokenized word: bytes become printable chars, the last one carries
    /// `</w>`, then the lowest-ranked adjacent pair is merged (all occurrences, left to right)
    /// until no pair has a merge.
    fn bpe(&self, word: &str) -> Vec<u32> {
        let mut chars: Vec<String> = word
            .bytes()
            .map(|b| self.byte_chars[b as usize].to_string())
            .collect();
        chars
            .last_mut()
            .expect("regex matches are never empty")
            .push_str("</w>");
        // A char missing from the vocab becomes unk (= eos); never happens with byte-level vocabs.
        let mut syms: Vec<u32> = chars
            .iter()
            .map(|c| self.vocab.get(c).copied().unwrap_or(self.eos))
            .collect();
        while let Some((_, a, b, merged)) = syms
            .windows(2)
            .filter_map(|w| {
                self.merges
                    .get(&(w[0], w[1]))
                    .map(|&(rank, m)| (rank, w[0], w[1], m))
            })
            .min()
        {
            let mut out = Vec::with_capacity(syms.len());
            let mut i = 0;
            while i < syms.len() {
                if i + 1 < syms.len() && syms[i] == a && syms[i + 1] == b {
                    out.push(merged);
                    i += 2;
                } else {
                    out.push(syms[i]);
                    i += 1;
                }
            }
            syms = out;
        }
        syms
    }
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
    std::fs::read_to_string(path).map_err(|e| Error::file(path, format!("cannot read: {e}")))
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

/// tokenizers' normalizer: NFC, whitespace collapse, per-char lowercase. The collapse is
/// skipped because the split regex treats any whitespace run as a separator anyway; per-char
/// lowercase (not str::to_lowercase) because that is what tokenizers does ("Σ" -> "σ" always).
fn normalize(text: &str) -> String {
    let composed;
    let text = if text.is_ascii() {
        text
    } else {
        composed = compose(text);
        &composed
    };
    text.chars().flat_map(char::to_lowercase).collect()
}

/// A partial NFC (the engine has no Unicode tables crate): composes a letter with the mark
/// that follows it, repeatedly so "e" + U+0302 + U+0301 gives "ế", for what NFD text (e.g.
/// pasted from macOS) contains: Latin, Greek, Cyrillic, Vietnamese, kana, Hangul. Not covered:
/// polytonic Greek, singletons (U+037E, CJK compatibility ideographs), reordering of marks.
fn compose(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match out
            .chars()
            .next_back()
            .and_then(|base| compose_pair(base, c))
        {
            Some(composed) => {
                out.pop();
                out.push(composed);
            }
            None => out.push(c),
        }
    }
    out
}

fn compose_pair(base: char, mark: char) -> Option<char> {
    let (b, m) = (base as u32, mark as u32);
    // Hangul syllables compose arithmetically: leading + vowel jamo, then + trailing jamo.
    if (0x1100..0x1113).contains(&b) && (0x1161..0x1176).contains(&m) {
        return char::from_u32(0xAC00 + ((b - 0x1100) * 21 + (m - 0x1161)) * 28);
    }
    if (0xAC00..0xD7A4).contains(&b) && (b - 0xAC00) % 28 == 0 && (0x11A8..0x11C3).contains(&m) {
        return char::from_u32(b + m - 0x11A7);
    }
    if !(0x300..0x370).contains(&m) && m != 0x3099 && m != 0x309A {
        return None;
    }
    COMPOSITIONS
        .iter()
        .filter(|(row_mark, _)| *row_mark == mark)
        .find_map(|(_, pairs)| {
            let mut chars = pairs.chars();
            while let (Some(from), Some(to)) = (chars.next(), chars.next()) {
                if from == base {
                    return Some(to);
                }
            }
            None
        })
}

/// (combining mark, "base composite base composite ..."), from Python's unicodedata
/// (Unicode 14): every primary composite in U+00C0..U+024F, U+0386..U+03CF, U+0400..U+04FF,
/// U+1E00..U+1EFF (Latin, Greek, Cyrillic, Vietnamese) and U+3040..U+30FF (kana + dakuten).
#[rustfmt::skip]
const COMPOSITIONS: &[(char, &str)] = &[
    ('\u{300}', "AÀEÈIÌOÒUÙaàeèiìoòuùÜǛüǜNǸnǹЕЀИЍеѐиѝĒḔēḕŌṐōṑWẀwẁÂẦâầĂẰăằÊỀêềÔỒôồƠỜơờƯỪưừYỲyỳ"),
    ('\u{301}', "AÁEÉIÍOÓUÚYÝaáeéiíoóuúyýCĆcćLĹlĺNŃnńRŔrŕSŚsśZŹzźÜǗüǘGǴgǵÅǺåǻÆǼæǽØǾøǿΑΆΕΈΗΉΙΊΟΌΥΎΩΏϊΐαάεέηήιίϋΰοό"),
    ('\u{301}', "υύωώГЃКЌгѓкќÇḈçḉĒḖēḗÏḮïḯKḰkḱMḾmḿÕṌõṍŌṒōṓPṔpṕŨṸũṹWẂwẃÂẤâấĂẮăắÊẾêếÔỐôốƠỚơớƯỨưứ"),
    ('\u{302}', "AÂEÊIÎOÔUÛaâeêiîoôuûCĈcĉGĜgĝHĤhĥJĴjĵSŜsŝWŴwŵYŶyŷZẐzẑẠẬạậẸỆẹệỌỘọộ"),
    ('\u{303}', "AÃNÑOÕaãnñoõIĨiĩUŨuũVṼvṽÂẪâẫĂẴăẵEẼeẽÊỄêễÔỖôỗƠỠơỡƯỮưữYỸyỹ"),
    ('\u{304}', "AĀaāEĒeēIĪiīOŌoōUŪuūÜǕüǖÄǞäǟȦǠȧǡÆǢæǣǪǬǫǭÖȪöȫÕȬõȭȮȰȯȱYȲyȳИӢиӣУӮуӯGḠgḡḶḸḷḹṚṜṛṝ"),
    ('\u{306}', "AĂaăEĔeĕGĞgğIĬiĭOŎoŏUŬuŭУЎИЙийуўЖӁжӂАӐаӑЕӖеӗȨḜȩḝẠẶạặ"),
    ('\u{307}', "CĊcċEĖeėGĠgġIİZŻzżAȦaȧOȮoȯBḂbḃDḊdḋFḞfḟHḢhḣMṀmṁNṄnṅPṖpṗRṘrṙSṠsṡŚṤśṥŠṦšṧṢṨṣṩTṪtṫWẆwẇXẊxẋYẎyẏſẛ"),
    ('\u{308}', "AÄEËIÏOÖUÜaäeëiïoöuüyÿYŸΙΪΥΫιϊυϋЕЁІЇеёіїАӒаӓӘӚәӛЖӜжӝЗӞзӟИӤиӥОӦоӧӨӪөӫЭӬэӭУӰуӱЧӴчӵЫӸыӹHḦhḧÕṎõṏŪṺūṻ"),
    ('\u{308}', "WẄwẅXẌxẍtẗ"),
    ('\u{309}', "AẢaảÂẨâẩĂẲăẳEẺeẻÊỂêểIỈiỉOỎoỏÔỔôổƠỞơởUỦuủƯỬưửYỶyỷ"),
    ('\u{30a}', "AÅaåUŮuůwẘyẙ"),
    ('\u{30b}', "OŐoőUŰuűУӲуӳ"),
    ('\u{30c}', "CČcčDĎdďEĚeěLĽlľNŇnňRŘrřSŠsšTŤtťZŽzžAǍaǎIǏiǐOǑoǒUǓuǔÜǙüǚGǦgǧKǨkǩƷǮʒǯjǰHȞhȟ"),
    ('\u{30f}', "AȀaȁEȄeȅIȈiȉOȌoȍRȐrȑUȔuȕѴѶѵѷ"),
    ('\u{311}', "AȂaȃEȆeȇIȊiȋOȎoȏRȒrȓUȖuȗ"),
    ('\u{31b}', "OƠoơUƯuư"),
    ('\u{323}', "BḄbḅDḌdḍHḤhḥKḲkḳLḶlḷMṂmṃNṆnṇRṚrṛSṢsṣTṬtṭVṾvṿWẈwẉZẒzẓAẠaạEẸeẹIỊiịOỌoọƠỢơợUỤuụƯỰưựYỴyỵ"),
    ('\u{324}', "UṲuṳ"),
    ('\u{325}', "AḀaḁ"),
    ('\u{326}', "SȘsșTȚtț"),
    ('\u{327}', "CÇcçGĢgģKĶkķLĻlļNŅnņRŖrŗSŞsşTŢtţEȨeȩDḐdḑHḨhḩ"),
    ('\u{328}', "AĄaąEĘeęIĮiįUŲuųOǪoǫ"),
    ('\u{32d}', "DḒdḓEḘeḙLḼlḽNṊnṋTṰtṱUṶuṷ"),
    ('\u{32e}', "HḪhḫ"),
    ('\u{330}', "EḚeḛIḬiḭUṴuṵ"),
    ('\u{331}', "BḆbḇDḎdḏKḴkḵLḺlḻNṈnṉRṞrṟTṮtṯZẔzẕhẖ"),
    ('\u{3099}', "かがきぎくぐけげこごさざしじすずせぜそぞただちぢつづてでとどはばひびふぶへべほぼうゔゝゞカガキギ"),
    ('\u{3099}', "クグケゲコゴサザシジスズセゼソゾタダチヂツヅテデトドハバヒビフブヘベホボウヴワヷヰヸヱヹヲヺヽヾ"),
    ('\u{309a}', "はぱひぴふぷへぺほぽハパヒピフプヘペホポ"),
];

#[cfg(test)]
#[path = "tokenizer_tests.rs"]
mod tests;
