//! What can be read of a damaged JSON file (cut off by a crash or a full disk, or with
//! garbage in it): the longest start of it that closes into valid JSON. The broken file
//! itself is moved aside as `NAME.bak` so nothing the user made is lost.
use serde_json::Value;
use std::path::{Path, PathBuf};

/// `text` parsed, or the value of its longest start that parses once its open strings,
/// arrays and objects are closed; None when not even that is JSON.
pub fn salvage(text: &str) -> Option<Value> {
    if let Ok(v) = serde_json::from_str(text) {
        return Some(v);
    }
    let cuts = cut_points(text);
    // Anything past where the parser first failed is suspect: start looking there.
    let fail_at = match serde_json::from_str::<Value>(text) {
        Err(e) => offset_of(text, e.line(), e.column()),
        Ok(_) => text.len(),
    };
    cuts.iter()
        .rev()
        .filter(|(at, _)| *at <= fail_at)
        .take(256)
        .find_map(|(at, closers)| serde_json::from_str(&format!("{}{closers}", &text[..*at])).ok())
}

/// Byte offset of a 1-based line and column (serde_json's error position).
fn offset_of(text: &str, line: usize, column: usize) -> usize {
    let mut at = 0;
    for (i, l) in text.split_inclusive('\n').enumerate() {
        if i + 1 == line {
            return (at + column).min(text.len());
        }
        at += l.len();
    }
    text.len()
}

/// Places where the text can be cut and closed: (byte offset, the closing brackets the
/// open containers then need). After an opening bracket, before a comma between values,
/// and after a closing bracket.
fn cut_points(text: &str) -> Vec<(usize, String)> {
    let mut stack: Vec<char> = Vec::new();
    let mut out = Vec::new();
    let (mut in_string, mut escaped) = (false, false);
    let closers = |stack: &[char]| stack.iter().rev().collect::<String>();
    for (i, c) in text.char_indices() {
        if in_string {
            match (escaped, c) {
                (true, _) => escaped = false,
                (false, '\\') => escaped = true,
                (false, '"') => in_string = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '{' | '[' => {
                stack.push(if c == '{' { '}' } else { ']' });
                out.push((i + 1, closers(&stack)));
            }
            '}' | ']' => {
                if stack.pop().is_none() {
                    break;
                }
                out.push((i + 1, closers(&stack)));
            }
            ',' if !stack.is_empty() => out.push((i, closers(&stack))),
            _ => {}
        }
    }
    out
}

/// Moves the broken file at `path` aside as `NAME.bak` (or `NAME.2.bak`... when that is
/// taken) and returns where it went.
pub fn keep_aside(path: &Path) -> std::io::Result<PathBuf> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().to_string())
        .unwrap_or_default();
    let mut bak = path.with_file_name(format!("{name}.bak"));
    let mut n = 2;
    while bak.exists() {
        bak = path.with_file_name(format!("{name}.{n}.bak"));
        n += 1;
    }
    std::fs::rename(path, &bak)?;
    Ok(bak)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cut_off_file_gives_back_what_it_holds_before_the_cut() {
        let full = r#"{"items":[{"prompt":"a cat","done":1},{"prompt":"a \"dog\", brown","done":0},{"prompt":"a bird","done":0}],"base_seed":5}"#;
        assert_eq!(salvage(full), serde_json::from_str(full).ok());
        // Cut inside the third item: the first two and nothing of the third.
        let cut = &full[..full.find("a bird").unwrap() + 3];
        let v = salvage(cut).unwrap();
        let items = v["items"].as_array().unwrap();
        assert_eq!(items[1]["prompt"], "a \"dog\", brown");
        assert!(items.len() <= 3);
        assert!(items.iter().all(|i| i["prompt"] != "a bi"));
        // Cut right after the opening: an empty object.
        assert_eq!(salvage("{").unwrap(), serde_json::json!({}));
        // Garbage in the middle: what came before it.
        let bad = full.replace(r#","base_seed":5"#, ",\u{0}\u{0}garbage");
        let v = salvage(&bad).unwrap();
        assert_eq!(v["items"].as_array().unwrap().len(), 3);
        assert!(salvage("not json at all").is_none());
        assert!(salvage("").is_none());
    }

    #[test]
    fn the_broken_file_is_kept_under_a_free_name() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("queue.json");
        std::fs::write(&p, "one").unwrap();
        assert_eq!(keep_aside(&p).unwrap(), dir.path().join("queue.json.bak"));
        std::fs::write(&p, "two").unwrap();
        assert_eq!(keep_aside(&p).unwrap(), dir.path().join("queue.json.2.bak"));
        assert!(!p.exists());
        assert_eq!(
            std::fs::read_to_string(dir.path().join("queue.json.bak")).unwrap(),
            "one"
        );
    }
}
