# Usage: /tmp/pyref/bin/python tools/parity/make_tokenizer_unicode_cases.py  (writes engine/testdata/tokenizer_unicode_cases.json)
"""Prompts whose Unicode handling is easy to get wrong, and the ids transformers'
CLIPTokenizer gives them (add_special_tokens=False, no truncation) with the real CLIP
vocabulary (engine/testdata/tokenizer_sd1, pad <|endoftext|>) and with SD 2.x's pad "!"
(tests/parity/models/sd2v/tokenizer): accents in NFC and NFD forms, marks out of canonical
order, compatibility characters NFC keeps (full-width, ligatures), emoji with modifiers and
joiners, CJK, Hangul jamo, RTL scripts, Unicode whitespace and invisible characters,
mojibake of the kind ftfy repairs (transformers 5 runs no ftfy: the ids are what it gives
without), special-token look-alikes; then 400 random strings drawn from those blocks.
Deterministic (fixed seed)."""
import json
import os
import random
import unicodedata

import transformers
from transformers import CLIPTokenizer

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
OUT = os.path.join(ROOT, "engine", "testdata", "tokenizer_unicode_cases.json")

FIXED = [
    "café", "cafe\u0301", "CAFÉ", "CAFE\u0301", "naïve résumé", unicodedata.normalize("NFD", "naïve résumé"),
    "Ångström", unicodedata.normalize("NFD", "Ångström"), "Zoë Saldaña", "Dvořák, Łódź, Øresund",
    "Tiếng Việt", unicodedata.normalize("NFD", "Tiếng Việt"), "a\u0323\u0302", "a\u0302\u0323", "q\u0307\u0323",
    "Ελληνικά ΣΟΦΙΑ ΟΔΟΣ", unicodedata.normalize("NFD", "ἀρχή ὕδωρ"), "Москва, Ёлка, йод", unicodedata.normalize("NFD", "Ёлка йод"),
    "ｆｕｌｌ－ｗｉｄｔｈ　ＡＢＣ　１２３", "ﬁne ﬂour ﬀ", "Ⅻ ½ ² ℃ ™ №", "ｶﾀｶﾅ ﾊﾟﾝ", "\u212b \u2126 \u212a",
    "\u0958\u0959 \u2adc \uf900\uf901", "가나다 한국어", "\u1100\u1161\u11a8 \u1112\u1161\u11ab", "日本語の文章、東京タワー。", "中文提示词，高质量",
    "か\u3099き\u3099 ハ\u309a", "العربية مرحبا", "עברית שלום", "हिन्दी क़िला", "ไทย ภาษา",
    "😀😃 👍🏽 👨‍👩‍👧 🏳️‍🌈 ❤️ 🇯🇵", "emoji🔥fire", "a\u200bb\u200cc\u200dd\u2060e\ufeff", "soft\u00adhyphen",
    "tab\there\nnew  line\r\nend", "a\u00a0b\u2002c\u2003d\u2009e\u202ff\u205fg\u3000h\u1680i", "\u0085next\u2028line\u2029para",
    "many     spaces      here", "  leading and trailing  ", "\u00c3\u00a9t\u00c3\u00a9 mojibake", "â€œquotedâ€\u009d â€™s",
    "\u201csmart quotes\u201d and \u2018single\u2019", "it\u2019s don\u2019t I\u2019m we\u2019ll", "it's don't I'm we'll THEY'RE",
    "em\u2014dash en\u2013dash … ellipsis", "<|startoftext|>a", "<|ENDOFTEXT|>b", "＜|endoftext|＞", "x<|endoftext|>y<|startoftext|>",
    "(masterpiece:1.2), [blurry], BREAK", "8k uhd, f/1.8, 35mm, ISO-100", "İstanbul ıi", "ß STRASSE ẞ", "ǅ ǈ ǋ Dž",
    "ﷺ ﷽", "𝕄𝕒𝕥𝕙 𝐛𝐨𝐥𝐝", "\U0001f600\U0001f3fb\ufe0f", "Z\u0351\u036b\u0343\u036a\u0302\u036b\u033d\u034f\u0334\u0319a\u0324\u031e\u0349l\u031f\u0326go",
    "\u0000null\u0001ctl\u007fdel", "e\u0301\u0301\u0301", "\u0301leading mark", "\ud7a3\ud7a4 \u11a7",
]

BLOCKS = [
    (0x20, 0x7e), (0xa0, 0x24f), (0x300, 0x36f), (0x370, 0x3ff), (0x400, 0x4ff), (0x591, 0x5f4), (0x600, 0x6ff),
    (0x900, 0x97f), (0xe00, 0xe7f), (0x1100, 0x11ff), (0x1e00, 0x1fff), (0x2000, 0x206f), (0x2100, 0x218f),
    (0x3000, 0x30ff), (0x4e00, 0x4e80), (0xac00, 0xac80), (0xf900, 0xf960), (0xfb00, 0xfb4f), (0xff00, 0xffef),
    (0x1d400, 0x1d4ff), (0x1f300, 0x1f6ff), (0x1f900, 0x1f9ff), (0xfe00, 0xfe0f), (0x1f3fb, 0x1f3ff),
]


def random_text(rng):
    out = []
    for _ in range(rng.randint(1, 12)):
        lo, hi = rng.choice(BLOCKS)
        c = chr(rng.randint(lo, hi))
        if 0xd800 <= ord(c) <= 0xdfff or unicodedata.category(c) == "Cn":
            continue
        out.append(c * rng.choice([1, 1, 1, 2]))
        if rng.random() < 0.3:
            out.append(rng.choice([" ", "  ", "\t", "\u3000", "e", "a\u0301", ",", "'s"]))
    return "".join(out)


def main():
    sd1 = CLIPTokenizer.from_pretrained(os.path.join(ROOT, "engine", "testdata", "tokenizer_sd1"))
    sd2 = CLIPTokenizer.from_pretrained(os.path.join(ROOT, "tests", "parity", "models", "sd2v", "tokenizer"))
    assert sd2.pad_token == "!" and sd1.pad_token == "<|endoftext|>"
    rng = random.Random(20)
    texts = FIXED + [random_text(rng) for _ in range(400)]
    cases = [{"text": t, "ids": sd1(t, add_special_tokens=False)["input_ids"],
              "ids_pad_bang": sd2(t, add_special_tokens=False)["input_ids"]} for t in texts]
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump({"transformers": transformers.__version__, "convention": __doc__.strip(), "cases": cases},
                  f, ensure_ascii=True, indent=0)
        f.write("\n")
    print(len(cases), "cases")


if __name__ == "__main__":
    main()
