//! Chunking against A1111's rules on the bundled CLIP vocabulary (token ids from
//! transformers' CLIPTokenizer; the embedding references are in tests/parity).
use super::*;

fn tok() -> ClipTokenizer {
    ClipTokenizer::bundled().unwrap()
}

fn chunked(text: &str) -> ChunkedPrompt {
    chunk_prompt(&tok(), text, Emphasis::Original, &(), "--prompt").unwrap()
}

/// Content tokens of a chunk (between bos and the first eos).
fn content(c: &Chunk) -> &[u32] {
    let end = c.tokens[1..].iter().position(|&t| t == 49407).unwrap() + 1;
    &c.tokens[1..end]
}

#[test]
fn weights_follow_their_tokens_and_pads_weigh_one() {
    let t = tok();
    let p = chunked("a (red:1.5) [cat]");
    assert_eq!(p.chunks.len(), 1);
    let c = &p.chunks[0];
    assert_eq!(c.tokens.len(), 77);
    assert_eq!(content(c), t.encode("a red cat").as_slice());
    assert_eq!(
        &c.multipliers[..5],
        &[1.0, 1.0, 1.5, (1.0 / 1.1) as f32, 1.0]
    );
    assert!(c.multipliers[4..].iter().all(|&m| m == 1.0));
    assert_eq!(p.token_count, 3);
}

#[test]
fn break_pads_to_the_next_chunk() {
    let t = tok();
    let p = chunked("a cat BREAK a dog");
    assert_eq!(p.chunks.len(), 2);
    assert_eq!(content(&p.chunks[0]), t.encode("a cat").as_slice());
    assert_eq!(content(&p.chunks[1]), t.encode("a dog").as_slice());
    // A full chunk before BREAK counts 75, the last chunk its own tokens.
    assert_eq!(p.token_count, 75 + 2);
    assert_eq!(
        token_count(&t, "a cat BREAK a dog", Emphasis::Original),
        (77, 150)
    );
    // With emphasis none, BREAK is a word.
    let none = chunk_prompt(&t, "a cat BREAK a dog", Emphasis::None, &(), "p").unwrap();
    assert_eq!(none.chunks.len(), 1);
}

#[test]
fn a_full_chunk_moves_the_text_after_its_last_comma() {
    let t = tok();
    // 70 one-token words, a comma, then 10 more: the chunk fills at 75 with the comma at
    // index 70, within 20 tokens of the end, so the 4 words after it move on.
    let text = format!("{}, {}", ["cat"; 70].join(" "), ["dog"; 10].join(" "));
    let p = chunked(&text);
    assert_eq!(p.chunks.len(), 2);
    assert_eq!(content(&p.chunks[0]).len(), 71);
    assert_eq!(
        *content(&p.chunks[0]).last().unwrap(),
        t.token_id(",</w>").unwrap()
    );
    assert_eq!(
        content(&p.chunks[1]),
        t.encode(&["dog"; 10].join(" ")).as_slice()
    );
    // A comma further back than 20 tokens is not used.
    let text = format!("{}, {}", ["cat"; 40].join(" "), ["dog"; 50].join(" "));
    let p = chunked(&text);
    assert_eq!(content(&p.chunks[0]).len(), 75);
}

#[test]
fn plain_long_prompts_chunk_as_before() {
    let t = tok();
    let text = ["lighthouse"; 100].join(" ");
    let p = chunked(&text);
    let old = t.encode_chunks(&text);
    let new: Vec<Vec<u32>> = p.chunks.iter().map(|c| c.tokens.clone()).collect();
    assert_eq!(new, old);
    assert_eq!(chunked("").chunks[0].tokens, t.encode_chunks("")[0]);
}

struct OneEmbedding;

impl Embeddings for OneEmbedding {
    /// "cat" is an embedding of 3 vectors.
    fn find_at(&self, tokens: &[u32], position: usize) -> Option<EmbeddingHit> {
        (tokens[position] == 2368).then_some(EmbeddingHit {
            id: 0,
            vectors: 3,
            name_tokens: 1,
            first_token: 49408,
        })
    }
}

#[test]
fn an_embedding_takes_as_many_tokens_as_it_has_vectors() {
    let t = tok();
    assert_eq!(t.encode("cat"), [2368]);
    let p = chunk_prompt(&t, "a (cat) b", Emphasis::Original, &OneEmbedding, "p").unwrap();
    let c = &p.chunks[0];
    assert_eq!(
        c.fixes,
        [Fix {
            position: 2,
            embedding: 0
        }]
    );
    assert_eq!(&c.tokens[2..5], &[49408, 49409, 49410]);
    assert_eq!(&c.multipliers[2..5], &[1.1, 1.1, 1.1]);
    assert_eq!(p.token_count, 5);
}

#[test]
fn a_bad_weight_names_the_prompt() {
    let err = chunk_prompt(
        &tok(),
        "(cat:..)",
        Emphasis::Original,
        &(),
        "--negative-prompt",
    )
    .unwrap_err()
    .to_string();
    assert!(
        err.starts_with("--negative-prompt:") && err.contains("'..'"),
        "{err}"
    );
    assert_eq!(token_count(&tok(), "(cat:..)", Emphasis::Original).1, 75);
}
