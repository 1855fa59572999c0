//! The app's rooms depend one way (issue 18): a panel never reaches into `App`, a store
//! never into a panel or `App`, and no two top-level modules use each other, however
//! indirectly. Reads `use crate::...` and `crate::...` paths from app/src.
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The top-level module a file belongs to: `app/commands.rs` and `app.rs` are both `app`.
fn room_of(src: &Path, file: &Path) -> String {
    let rel = file.strip_prefix(src).unwrap();
    let first = rel
        .components()
        .next()
        .unwrap()
        .as_os_str()
        .to_string_lossy();
    first.trim_end_matches(".rs").to_string()
}

/// Room -> the other rooms its code names through `crate::`.
fn dependencies() -> BTreeMap<String, BTreeSet<String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut deps: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for f in files {
        let room = room_of(&src, &f);
        let text = std::fs::read_to_string(&f).unwrap();
        let set = deps.entry(room.clone()).or_default();
        for (i, _) in text.match_indices("crate::") {
            let rest = &text[i + "crate::".len()..];
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            // `use crate::{a, b}` names several.
            let names: Vec<String> = if name.is_empty() && rest.starts_with('{') {
                let inner = &rest[1..rest.find('}').unwrap_or(rest.len())];
                inner
                    .split(',')
                    .map(|n| n.trim().split("::").next().unwrap_or("").to_string())
                    .collect()
            } else {
                vec![name]
            };
            for n in names.into_iter().filter(|n| !n.is_empty() && *n != room) {
                set.insert(n);
            }
        }
    }
    deps
}

#[test]
fn the_rooms_depend_one_way() {
    let deps = dependencies();
    for (room, uses) in &deps {
        if room == "panels" || room == "stores" {
            assert!(!uses.contains("app"), "{room} uses app: {uses:?}");
        }
        if room == "stores" {
            assert!(!uses.contains("panels"), "stores use panels: {uses:?}");
        }
    }
    // Depth-first search for a cycle among the rooms.
    fn visit(
        r: &str,
        deps: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) {
        if let Some(at) = path.iter().position(|p| p == r) {
            panic!("import cycle: {} -> {r}", path[at..].join(" -> "));
        }
        if done.contains(r) {
            return;
        }
        path.push(r.to_string());
        for d in deps.get(r).into_iter().flatten() {
            visit(d, deps, path, done);
        }
        path.pop();
        done.insert(r.to_string());
    }
    let mut done = BTreeSet::new();
    for r in deps.keys() {
        visit(r, &deps, &mut Vec::new(), &mut done);
    }
    assert!(deps.contains_key("panels") && deps.contains_key("stores"));
}
