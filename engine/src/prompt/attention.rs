//! A1111's emphasis syntax, parsed as `modules/prompt_parser.py`'s `parse_prompt_attention`
//! does it, quirks included: `(text)` x1.1, `[text]` /1.1, `(text:1.3)`, nesting, escapes
//! `\(` `\)` `\[` `\]` `\\`, unclosed brackets applied to the end, `BREAK` as a chunk break,
//! and runs of equal weight merged.
use std::sync::OnceLock;

use regex::Regex;

/// One piece of a parsed prompt.
#[derive(Debug, Clone, PartialEq)]
pub enum Piece {
    Text {
        text: String,
        weight: f64,
    },
    /// `BREAK`: pad the current chunk and start the next.
    Break,
}

const ROUND: f64 = 1.1;

fn attention_re() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| {
        Regex::new(r"\\\(|\\\)|\\\[|\\\]|\\\\|\\|\(|\[|:([+-]?[.\d]+)\)|\)|\]|[^\\()\[\]:]+|:")
            .expect("attention regex")
    })
}

fn break_re() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| Regex::new(r"(?s)\s*\bBREAK\b\s*").expect("BREAK regex"))
}

/// The weight of a text piece; `BREAK` is weight -1 in A1111, and merges like any other.
fn weight_of(p: &(String, f64)) -> f64 {
    p.1
}

/// Parses `text` into weighted pieces. An empty prompt is one empty piece of weight 1.
/// Errors on a weight that is not a number (`(cat:1.2.3)`), as A1111 does, naming it.
pub fn parse(text: &str) -> Result<Vec<Piece>, String> {
    // (text, weight), weight -1 marking BREAK, exactly A1111's list.
    let mut res: Vec<(String, f64)> = Vec::new();
    let mut round: Vec<usize> = Vec::new();
    let mut square: Vec<usize> = Vec::new();
    let multiply = |res: &mut Vec<(String, f64)>, from: usize, m: f64| {
        for p in &mut res[from..] {
            p.1 *= m;
        }
    };
    for caps in attention_re().captures_iter(text) {
        let m = caps.get(0).expect("whole match").as_str();
        let weight = caps.get(1).map(|w| w.as_str());
        if let Some(rest) = m.strip_prefix('\\') {
            res.push((rest.to_string(), 1.0));
        } else if m == "(" {
            round.push(res.len());
        } else if m == "[" {
            square.push(res.len());
        } else if let (Some(w), Some(_)) = (weight, round.last()) {
            let w: f64 = w
                .parse()
                .map_err(|_| format!("the weight '{w}' in '{m}' is not a number"))?;
            let from = round.pop().expect("checked");
            multiply(&mut res, from, w);
        } else if m == ")" && !round.is_empty() {
            let from = round.pop().expect("checked");
            multiply(&mut res, from, ROUND);
        } else if m == "]" && !square.is_empty() {
            let from = square.pop().expect("checked");
            multiply(&mut res, from, 1.0 / ROUND);
        } else {
            for (i, part) in break_re().split(m).enumerate() {
                if i > 0 {
                    res.push(("BREAK".to_string(), -1.0));
                }
                res.push((part.to_string(), 1.0));
            }
        }
    }
    for from in round {
        multiply(&mut res, from, ROUND);
    }
    for from in square {
        multiply(&mut res, from, 1.0 / ROUND);
    }
    if res.is_empty() {
        res.push((String::new(), 1.0));
    }
    let mut i = 0;
    while i + 1 < res.len() {
        if weight_of(&res[i]) == weight_of(&res[i + 1]) {
            let next = res.remove(i + 1);
            res[i].0.push_str(&next.0);
        } else {
            i += 1;
        }
    }
    Ok(res
        .into_iter()
        .map(|(text, weight)| {
            if text == "BREAK" && weight == -1.0 {
                Piece::Break
            } else {
                Piece::Text { text, weight }
            }
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(prompt: &str) -> Vec<(String, f64)> {
        parse(prompt)
            .unwrap()
            .into_iter()
            .map(|p| match p {
                Piece::Text { text, weight } => (text, weight),
                Piece::Break => ("BREAK".into(), -1.0),
            })
            .collect()
    }

    fn pairs(list: &[(&str, f64)]) -> Vec<(String, f64)> {
        list.iter().map(|(t, w)| (t.to_string(), *w)).collect()
    }

    /// prompt_parser.py's doctests, value for value (Python's float products).
    #[test]
    fn a1111_doctests() {
        assert_eq!(texts("normal text"), pairs(&[("normal text", 1.0)]));
        assert_eq!(
            texts("an (important) word"),
            pairs(&[("an ", 1.0), ("important", 1.1), (" word", 1.0)])
        );
        assert_eq!(texts("(unbalanced"), pairs(&[("unbalanced", 1.1)]));
        assert_eq!(texts(r"\(literal\]"), pairs(&[("(literal]", 1.0)]));
        assert_eq!(
            texts("(unnecessary)(parens)"),
            pairs(&[("unnecessaryparens", 1.1)])
        );
        assert_eq!(
            texts("a (((house:1.3)) [on] a (hill:0.5), sun, (((sky)))."),
            pairs(&[
                ("a ", 1.0),
                ("house", 1.5730000000000004),
                (" ", 1.1),
                ("on", 1.0),
                (" a ", 1.1),
                ("hill", 0.55),
                (", sun, ", 1.1),
                ("sky", 1.4641000000000006),
                (".", 1.1),
            ])
        );
    }

    #[test]
    fn break_splits_and_brackets_weight() {
        assert_eq!(
            texts("a cat BREAK [a dog]"),
            pairs(&[
                ("a cat", 1.0),
                ("BREAK", -1.0),
                ("", 1.0),
                ("a dog", 1.0 / 1.1)
            ])
        );
        assert_eq!(texts(""), pairs(&[("", 1.0)]));
        // BREAK must be a word of its own; a lone backslash is dropped.
        assert_eq!(texts(r"BREAKFAST\x"), pairs(&[("BREAKFASTx", 1.0)]));
        assert_eq!(texts("a:b"), pairs(&[("a:b", 1.0)]));
    }

    #[test]
    fn a_weight_that_is_no_number_is_an_error() {
        let err = parse("(cat:1.2.3)").unwrap_err();
        assert_eq!(err, "the weight '1.2.3' in ':1.2.3)' is not a number");
    }
}
