# Usage: /tmp/pyref/bin/python tools/parity/make_t5_tokenizer_refs.py  (writes engine/testdata/t5_tokenizer_ids.json)
"""The ids transformers' T5TokenizerFast gives with the T5 v1.1 tokenizer Candela ships
(assets/t5_tokenizer.json.gz, see assets/LICENSE-T5-TOKENIZER.txt), as diffusers' SD 3
pipelines call it for T5 (`padding="max_length", max_length=N, truncation=True`), at 256
(diffusers' default max_sequence_length), 77 and 8: plain prompts, accents in NFC and NFD,
full-width forms, CJK, emoji, whitespace of every kind, T5's special tokens written in the
prompt, the empty prompt and prompts longer than 256 tokens (cut with "</s>" kept).
Also checks what makes it T5's tokenizer: 32100 ids (the 100 <extra_id_N> included),
pad 0, "</s>" 1, "<unk>" 2. Deterministic: re-running rewrites the same file.
"""
import gzip
import json
import os
import tempfile
import unicodedata

import tokenizers
import transformers
from transformers import T5TokenizerFast

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
ASSET = os.path.join(ROOT, "assets", "t5_tokenizer.json.gz")
OUT = os.path.join(ROOT, "engine", "testdata", "t5_tokenizer_ids.json")

LONG = ("a highly detailed oil painting of a lighthouse on a rocky coast at dusk, waves crashing, "
        "dramatic clouds, golden light, seagulls, 4k, trending on artstation, ") * 12

PROMPTS = [
    "a photograph of an astronaut riding a horse",
    "Hello world",
    "A cat holding a sign that says hello world",
    "",
    " ",
    "  leading   and trailing   spaces  ",
    "tab\there\nnew line\r\nend",
    "Café crème brûlée, naïve résumé: ÀÉÎÕÜ",
    unicodedata.normalize("NFD", "Café crème brûlée, naïve résumé"),
    "ｆｕｌｌ－ｗｉｄｔｈ　ＡＢＣ　１２３ and ﬁne ﬂour",
    "日本語の文章、東京タワー。中文提示词，高质量",
    "Москва, Ёлка; Ελληνικά; العربية; हिन्दी",
    "😀 👍🏽 👨‍👩‍👧 emoji🔥fire",
    "a\u200bb\u00a0c\u3000d soft\u00adhyphen",
    "numbers 1234 and 56.78 with symbols #, %, & and @ (masterpiece:1.2), [blurry]",
    "<extra_id_0> masked <extra_id_99> words </s> and <pad> inside",
    "zyxwvut qqq unknownword 12345 3.14159!",
    "UPPER lower MiXeD CaSe, it's don't I'm",
    "\u201csmart quotes\u201d \u2014 em dash \u2026 ellipsis",
    LONG,
    " ".join(["word"] * 300),
]

LENGTHS = [256, 77, 8]


def main():
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "tokenizer.json")
        with gzip.open(ASSET, "rb") as f, open(path, "wb") as g:
            g.write(f.read())
        tok = T5TokenizerFast(tokenizer_file=path, extra_ids=100, eos_token="</s>", pad_token="<pad>",
                              unk_token="<unk>", model_max_length=512)
        assert len(tok) == 32100, len(tok)
        assert (tok.pad_token_id, tok.eos_token_id, tok.unk_token_id) == (0, 1, 2)
        assert tok.convert_tokens_to_ids("<extra_id_0>") == 32099
        assert tok("Hello world").input_ids == [8774, 296, 1]
        for long in (LONG, PROMPTS[-1]):
            assert len(tok(long).input_ids) > 256
        ids = {str(n): [tok(p, padding="max_length", max_length=n, truncation=True).input_ids for p in PROMPTS]
               for n in LENGTHS}
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump({
            "generator": "tools/parity/make_t5_tokenizer_refs.py",
            "versions": {"transformers": transformers.__version__, "tokenizers": tokenizers.__version__},
            "tokenizer": "assets/t5_tokenizer.json.gz read by T5TokenizerFast(tokenizer_file=..., extra_ids=100)",
            "vocab_size": 32100,
            "prompts": PROMPTS,
            "ids": ids,
            "ids_note": "tokenizer(prompt, padding='max_length', max_length=N, truncation=True).input_ids per N",
        }, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(f"{OUT}: {len(PROMPTS)} prompts at {LENGTHS}")


if __name__ == "__main__":
    main()
