//! Tests of `t5_tokenizer.rs`: the bundled T5 v1.1 tokenizer against transformers'
//! T5TokenizerFast (engine/testdata/t5_tokenizer_ids.json, written by
//! tools/parity/make_t5_tokenizer_refs.py).
use super::*;

fn refs() -> serde_json::Value {
    serde_json::from_str(include_str!("../../testdata/t5_tokenizer_ids.json")).unwrap()
}

#[test]
fn the_bundled_tokenizer_is_t5_v1_1s() {
    let tok = T5Tokenizer::bundled().unwrap();
    assert_eq!(tok.vocab_size(), 32100);
    assert_eq!(tok.pad_id(), 0);
    let ids = tok.encode_padded("Hello world", 4).unwrap();
    assert_eq!(ids, [8774, 296, 1, 0]);
}

#[test]
fn the_bundled_tokenizer_gives_transformers_ids() {
    let refs = refs();
    let tok = T5Tokenizer::bundled().unwrap();
    let prompts = refs["prompts"].as_array().unwrap();
    assert!(prompts.len() >= 20);
    let mut checked = 0;
    for (len, ids) in refs["ids"].as_object().unwrap() {
        let len: usize = len.parse().unwrap();
        for (prompt, want) in prompts.iter().zip(ids.as_array().unwrap()) {
            let prompt = prompt.as_str().unwrap();
            let want: Vec<u32> = serde_json::from_value(want.clone()).unwrap();
            assert_eq!(want.len(), len);
            let got = tok.encode_padded(prompt, len).unwrap();
            assert_eq!(got, want, "{prompt:?} at {len}");
            checked += 1;
        }
    }
    assert_eq!(checked, prompts.len() * 3);
}
