//! Tests of `tokenizer.rs`.
use super::*;
use std::path::PathBuf;

fn testdata(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("testdata")
        .join(name)
}

#[derive(Deserialize)]
struct Case {
    text: String,
    ids: Vec<u32>,
}

fn cases() -> Vec<Case> {
    serde_json::from_str(include_str!("../../testdata/tokenizer_cases.json")).unwrap()
}

#[test]
fn tokenizer_matches_transformers_cases() {
    let tok = ClipTokenizer::bundled().unwrap();
    assert_eq!(
        (tok.bos_id(), tok.eos_id(), tok.pad_id()),
        (49406, 49407, 49407)
    );
    for case in cases() {
        assert_eq!(tok.encode_77(&case.text), case.ids, "{:?}", case.text);
    }
}

/// Edge cases, ids from transformers 5.23 CLIPTokenizer (no bos/eos).
#[test]
fn tokenizer_edge_cases() {
    let tok = ClipTokenizer::bundled().unwrap();
    let cases: &[(&str, &[u32])] = &[
        (
            "x<|ENDOFTEXT|>'s",
            &[343, 27, 347, 40786, 4160, 91, 285, 568],
        ),
        ("A<|startoftext|>B", &[320, 49406, 321]),
        ("hello!!! world!", &[3306, 995, 1002, 256]),
        ("ΣΑΣ", &[139, 225, 138, 109, 139, 481]),
        ("İstanbul", &[328, 16384, 11231]),
        ("cafe\u{301}", &[15304]),
        ("Tie\u{302}\u{301}ng", &[555, 157, 118, 123, 5215]),
        (
            "\u{30ab}\u{3099} \u{1100}\u{1161}\u{11a8}",
            &[3909, 361, 21122, 479],
        ),
        ("ﬁne", &[171, 105, 223, 1422]),
        ("a\u{a0}b\u{3000}c\u{85}d", &[320, 321, 322, 323]),
        ("a\u{200b}b\u{0}", &[320, 9844, 321, 444]),
        ("", &[]),
    ];
    for (text, ids) in cases {
        assert_eq!(&tok.encode(text), ids, "{text:?}");
    }
    // With pad "!" transformers splits every "!" out as the pad token.
    let sd2 = ClipTokenizer::bundled_with_pad(0).unwrap();
    assert_eq!(sd2.encode("hello!!! world!"), [3306, 0, 0, 0, 1002, 0]);
}

#[test]
fn tokenizer_bundled_equals_sd1_folder() {
    let bundled = ClipTokenizer::bundled().unwrap();
    let folder = ClipTokenizer::from_folder(&testdata("tokenizer_sd1")).unwrap();
    assert_eq!(bundled.vocab.len(), 49408);
    assert!(
        bundled.vocab == folder.vocab,
        "bundled vocab differs from vocab.json"
    );
    let merges_txt = testdata("tokenizer_sd1").join("merges.txt");
    let folder_merges = parse_merges(&merges_txt, &read_text(&merges_txt).unwrap()).unwrap();
    assert!(
        bundled_parts().unwrap().1 == folder_merges,
        "bundled merges differ from merges.txt"
    );
    assert_eq!(
        (folder.bos_id(), folder.eos_id(), folder.pad_id()),
        (49406, 49407, 49407)
    );
    for case in cases() {
        assert_eq!(folder.encode_77(&case.text), case.ids, "{:?}", case.text);
    }
}

/// A 2000-merge CLIP tokenizer saved by transformers' CLIPTokenizer.save_pretrained, with
/// pad_token {"content": "!"}; expected ids from transformers loading that folder.
#[test]
fn tokenizer_json_folder() {
    let check = |tok: &ClipTokenizer| {
        assert_eq!((tok.bos_id(), tok.eos_id(), tok.pad_id()), (2512, 2513, 0));
        let mut want = vec![
            2512, 320, 1125, 539, 320, 2368, 267, 577, 1022, 741, 2163, 0, 0, 2513,
        ];
        want.resize(77, 0);
        assert_eq!(tok.encode_77("a photo of a cat, masterpiece!!"), want);
        let text = "Wow!! an astronaut riding a horse; photorealistic 8k";
        let mut want = vec![
            2512, 1613, 342, 0, 0, 550, 64, 807, 521, 627, 339, 553, 796, 320,
        ];
        want.extend([1407, 611, 282, 1153, 515, 835, 1561, 279, 330, 2513]);
        want.resize(77, 0);
        assert_eq!(tok.encode_77(text), want);
    };
    let dir = testdata("tokenizer_json");
    check(&ClipTokenizer::from_folder(&dir).unwrap());
    // The same file with merges as "a b" strings (tokenizers < 0.20).
    let mut json: serde_json::Value =
        serde_json::from_str(&read_text(&dir.join("tokenizer.json")).unwrap()).unwrap();
    for m in json["model"]["merges"].as_array_mut().unwrap() {
        *m = format!("{} {}", m[0].as_str().unwrap(), m[1].as_str().unwrap()).into();
    }
    let tmp = tempfile::tempdir().unwrap();
    std::fs::write(tmp.path().join("tokenizer.json"), json.to_string()).unwrap();
    std::fs::copy(
        dir.join("tokenizer_config.json"),
        tmp.path().join("tokenizer_config.json"),
    )
    .unwrap();
    check(&ClipTokenizer::from_folder(tmp.path()).unwrap());
}

#[test]
fn tokenizer_chunks() {
    let tok = ClipTokenizer::bundled_with_pad(0).unwrap();
    let chunks = tok.encode_chunks(&"a ".repeat(200));
    assert_eq!(chunks.len(), 3);
    for (chunk, len) in chunks.iter().zip([75, 75, 50]) {
        assert_eq!(chunk.len(), 77);
        assert_eq!(chunk[0], 49406);
        assert!(chunk[1..=len].iter().all(|&id| id == 320));
        assert_eq!(chunk[len + 1], 49407);
        assert!(chunk[len + 2..].iter().all(|&id| id == 0));
    }
    let empty = tok.encode_chunks("");
    assert_eq!(empty.len(), 1);
    assert_eq!(empty[0][..3], [49406, 49407, 0]);
    assert_eq!(tok.encode_77(&"a ".repeat(200)), chunks[0]);
}

#[test]
fn tokenizer_bad_input_errors() {
    let err = |dir: &Path| ClipTokenizer::from_folder(dir).unwrap_err().to_string();
    let tmp = tempfile::tempdir().unwrap();
    assert!(err(tmp.path()).contains("expected tokenizer.json or vocab.json + merges.txt"));
    std::fs::write(tmp.path().join("vocab.json"), r#"{"a": 0}"#).unwrap();
    assert!(err(tmp.path())
        .ends_with("merges.txt: missing: expected next to vocab.json (or a tokenizer.json)"));
    std::fs::write(tmp.path().join("merges.txt"), "#version: 0.2\na b c\n").unwrap();
    assert!(err(tmp.path()).contains("merges.txt: line 2: expected two tokens"));
    std::fs::write(tmp.path().join("merges.txt"), "#version: 0.2\na b\n").unwrap();
    assert!(err(tmp.path())
        .contains("merges.txt: merge 1 (a b): \"a\", \"b\" or \"ab\" is not in the vocabulary"));
    std::fs::write(
        tmp.path().join("tokenizer.json"),
        r#"{"model": {"vocab": []}}"#,
    )
    .unwrap();
    assert!(err(tmp.path()).contains("tokenizer.json: expected a BPE tokenizer"));
    assert!(ClipTokenizer::bundled_with_pad(49408).is_err());
}

/// tools/parity/make_tokenizer_unicode_cases.py: accents in NFC and NFD, full-width,
/// emoji, CJK, Hangul jamo, RTL, Unicode whitespace, mojibake, special-token look-alikes
/// and 400 random strings; ids from transformers' CLIPTokenizer with pad <|endoftext|>
/// (SD 1.x) and pad "!" (SD 2.x).
#[test]
fn tokenizer_matches_transformers_on_unicode_prompts() {
    #[derive(Deserialize)]
    struct UnicodeCase {
        text: String,
        ids: Vec<u32>,
        ids_pad_bang: Vec<u32>,
    }
    #[derive(Deserialize)]
    struct File {
        cases: Vec<UnicodeCase>,
    }
    let file: File =
        serde_json::from_str(include_str!("../../testdata/tokenizer_unicode_cases.json")).unwrap();
    assert!(file.cases.len() > 400);
    let sd1 = ClipTokenizer::bundled().unwrap();
    let sd2 = ClipTokenizer::bundled_with_pad(0).unwrap();
    let mut wrong = Vec::new();
    for case in &file.cases {
        if sd1.encode(&case.text) != case.ids {
            wrong.push(format!("pad eos {:?}", case.text));
        }
        if sd2.encode(&case.text) != case.ids_pad_bang {
            wrong.push(format!("pad ! {:?}", case.text));
        }
    }
    assert!(
        wrong.is_empty(),
        "{} differ:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}
