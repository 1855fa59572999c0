//! The engine's files import each other without cycles: every path to another module
//! (`crate::a::b`, `super::x`, `self::y`, a child's `use child::z`) is an edge from the
//! file that names it to the file that defines that module, and the graph must be
//! acyclic, so each room can be read (and changed) before the rooms that use it.
//! A `mod.rs` that re-exports from its children is fine; a child that imports through its
//! parent's `mod.rs` (instead of from its sibling's file) makes a cycle. Test code (the
//! one-line item under a `#[cfg(test)]`, or the rest of the file from a longer one) and the
//! binaries in `src/bin/` are not counted.
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Module path (`["pipeline", "run"]`) of every source file under `src`.
fn modules(src: &Path) -> BTreeMap<Vec<String>, PathBuf> {
    let mut out = BTreeMap::new();
    let mut dirs = vec![src.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            let rel = path.strip_prefix(src).unwrap().to_path_buf();
            if path.is_dir() {
                if rel != Path::new("bin") {
                    dirs.push(path);
                }
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let mut parts: Vec<String> = rel
                .with_extension("")
                .iter()
                .map(|p| p.to_string_lossy().into_owned())
                .collect();
            if matches!(parts.last().map(String::as_str), Some("mod" | "lib")) {
                parts.pop();
            }
            out.insert(parts, rel);
        }
    }
    out
}

/// The product code of a file, without `//` comments: a `#[cfg(test)]` line drops the
/// one-line item under it (`mod tests;`, a `use`), and on anything longer (an inline
/// `mod tests {`) the rest of the file.
fn product_code(text: &str) -> String {
    let mut out = Vec::new();
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        if line.trim() == "#[cfg(test)]" {
            match lines.next() {
                Some(item) if item.trim_end().ends_with(';') => continue,
                _ => break,
            }
        }
        out.push(line.find("//").map_or(line, |i| &line[..i]));
    }
    out.join("\n")
}

/// Every path the code names that starts at `crate`, `super` or `self`, or at one of
/// `children` (modules this file declares), as segments after that start; group imports
/// (`use a::{b, c::d}`) give one path per member.
fn paths(code: &str, children: &BTreeSet<String>) -> Vec<(String, Vec<String>)> {
    let bytes = code.as_bytes();
    let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if !word(bytes[i]) || (i > 0 && (word(bytes[i - 1]) || bytes[i - 1] == b':')) {
            i += 1;
            continue;
        }
        let start = i;
        while i < bytes.len() && word(bytes[i]) {
            i += 1;
        }
        let head = &code[start..i];
        let rooted = matches!(head, "crate" | "super" | "self") || children.contains(head);
        if !rooted || !code[i..].starts_with("::") {
            continue;
        }
        let (segs, groups, used) = segments(&code[i..]);
        i += used;
        for g in groups.into_iter().chain(std::iter::once(Vec::new())) {
            let mut s = segs.clone();
            s.extend(g);
            out.push((head.to_string(), s));
        }
    }
    out
}

/// `::a::b::{c, d::e}` -> (["a", "b"], [["c"], ["d", "e"]], bytes read).
fn segments(rest: &str) -> (Vec<String>, Vec<Vec<String>>, usize) {
    let mut segs = Vec::new();
    let mut r = rest;
    while let Some(after) = r.strip_prefix("::") {
        if let Some(group) = after.strip_prefix('{') {
            let close = group.find('}').unwrap_or(group.len());
            let inner = &group[..close];
            let members = inner
                .split(',')
                .map(|m| {
                    let m = m.split(" as ").next().unwrap_or("").trim();
                    m.split("::")
                        .map(str::trim)
                        .filter(|s| !s.is_empty() && *s != "self" && *s != "*")
                        .map(String::from)
                        .collect()
                })
                .collect();
            let used = rest.len() - group.len() + close;
            return (segs, members, used);
        }
        let len = after
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(after.len());
        if len == 0 {
            break;
        }
        segs.push(after[..len].to_string());
        r = &after[len..];
    }
    (segs, Vec::new(), rest.len() - r.len())
}

/// Folders whose files may still import each other in a cycle, and why.
const KNOWN: [(&str, &str); 0] = [];

/// The first import cycle among the files under `src`, as the files along it; edges inside
/// one of `known`'s folders are not counted.
fn cycle_in(src: &Path, known: &[&str]) -> Option<Vec<PathBuf>> {
    let mods = modules(src);
    let mut edges: BTreeMap<&PathBuf, BTreeSet<&PathBuf>> = BTreeMap::new();
    for (me, file) in &mods {
        let text = std::fs::read_to_string(src.join(file)).unwrap();
        let code = product_code(&text);
        // The module `self::` and a declared child resolve from.
        let here: Vec<String> = me.clone();
        let parent: Vec<String> = me[..me.len().saturating_sub(1)].to_vec();
        let children: BTreeSet<String> = code
            .lines()
            .filter_map(|l| {
                let l = l
                    .trim()
                    .trim_start_matches("pub ")
                    .trim_start_matches("pub(crate) ");
                l.strip_prefix("mod ")?.strip_suffix(';').map(String::from)
            })
            .collect();
        for (head, segs) in paths(&code, &children) {
            let mut full = match head.as_str() {
                "crate" => Vec::new(),
                "super" => parent.clone(),
                "self" => here.clone(),
                child => {
                    let mut p = here.clone();
                    p.push(child.to_string());
                    p
                }
            };
            let mut segs = segs.as_slice();
            // `super::super::x`.
            while let Some(rest) = segs.strip_prefix(&["super".to_string()]) {
                full.pop();
                segs = rest;
            }
            full.extend(segs.iter().cloned());
            // The longest prefix that is a module file is the one depended on.
            let target = (0..=full.len())
                .rev()
                .find_map(|n| mods.get(&full[..n]))
                .expect("the crate root is a module");
            let inside = |f: &Path, k: &str| f.to_string_lossy().replace('\\', "/").starts_with(k);
            let exempt = known.iter().any(|k| inside(file, k) && inside(target, k));
            if target != file && !exempt {
                edges.entry(file).or_default().insert(target);
            }
        }
    }
    // Depth-first search; a back edge is a cycle.
    fn visit<'a>(
        f: &'a PathBuf,
        edges: &BTreeMap<&'a PathBuf, BTreeSet<&'a PathBuf>>,
        state: &mut BTreeMap<&'a PathBuf, bool>,
        stack: &mut Vec<&'a PathBuf>,
    ) -> Option<Vec<&'a PathBuf>> {
        match state.get(f) {
            Some(true) => {
                let at = stack.iter().position(|s| *s == f).unwrap();
                let mut cycle = stack[at..].to_vec();
                cycle.push(f);
                return Some(cycle);
            }
            Some(false) => return None,
            None => {}
        }
        state.insert(f, true);
        stack.push(f);
        for t in edges.get(f).into_iter().flatten() {
            if let Some(c) = visit(t, edges, state, stack) {
                return Some(c);
            }
        }
        stack.pop();
        state.insert(f, false);
        None
    }
    let mut state = BTreeMap::new();
    mods.values()
        .find_map(|f| visit(f, &edges, &mut state, &mut Vec::new()))
        .map(|c| c.into_iter().cloned().collect())
}

#[test]
fn engine_modules_import_each_other_without_cycles() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let known: Vec<&str> = KNOWN.iter().map(|(folder, _why)| *folder).collect();
    if let Some(cycle) = cycle_in(&src, &known) {
        let names: Vec<String> = cycle.iter().map(|p| p.display().to_string()).collect();
        panic!("import cycle: {}", names.join(" -> "));
    }
}

#[test]
fn a_child_importing_through_its_parent_is_a_cycle() {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, text: &str| {
        let p = dir.path().join(name);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    };
    write("lib.rs", "pub mod room;\npub mod other;\n");
    write("room/mod.rs", "mod a;\nmod b;\npub use a::A;\n");
    write("room/a.rs", "use super::b::B;\npub struct A;\n");
    write(
        "room/b.rs",
        "pub struct B;\n#[cfg(test)]\nuse crate::room::A;\n",
    );
    write("other.rs", "use crate::room::A; // crate::nothing\n");
    assert_eq!(cycle_in(dir.path(), &[]), None);
    // b now takes A through room/mod.rs, which re-exports a, which uses b.
    write("room/b.rs", "use crate::room::A;\npub struct B;\n");
    let cycle = cycle_in(dir.path(), &[]).expect("a cycle");
    let files: BTreeSet<_> = cycle.iter().map(|p| p.display().to_string()).collect();
    let want = ["room/a.rs", "room/b.rs", "room/mod.rs"];
    assert_eq!(files, want.iter().map(|s| s.to_string()).collect());
}

#[test]
fn paths_are_read_from_uses_groups_and_children() {
    let children = BTreeSet::from(["placed".to_string()]);
    let found = paths(
        "use crate::pipeline::{placed::Nets, run};\npub use placed::Lease;",
        &children,
    );
    let want = [
        ("crate", vec!["pipeline", "placed", "Nets"]),
        ("crate", vec!["pipeline", "run"]),
        ("crate", vec!["pipeline"]),
        ("placed", vec!["Lease"]),
    ];
    let want: Vec<(String, Vec<String>)> = want
        .iter()
        .map(|(h, s)| (h.to_string(), s.iter().map(|x| x.to_string()).collect()))
        .collect();
    assert_eq!(found, want);
    assert_eq!(
        product_code("a // crate::x\n#[cfg(test)]\nuse crate::y;"),
        "a "
    );
    // A test module declared at the top hides nothing after it.
    assert_eq!(
        product_code(
            "#[cfg(test)]\nmod tests;\nuse crate::z;\n#[cfg(test)]\nmod more {\nuse crate::w;"
        ),
        "use crate::z;"
    );
}
