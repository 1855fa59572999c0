//! No product file grows past 600 lines without a stated reason (issue 18): every Rust
//! source under `engine/src` and `app/src` and every CUDA source under `engine/kernels`
//! is at most [`LIMIT`] lines, unless `docs/architecture.md`'s section "Files over 600
//! lines" names it (with its reason). Test files (`tests.rs`, `*_tests.rs`) are not
//! product code: they keep a family of cases together.
use std::path::{Path, PathBuf};

const LIMIT: usize = 600;

/// The files under `dir` whose names end with one of `exts`.
fn sources(dir: &Path, exts: &[&str]) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut dirs = vec![dir.to_path_buf()];
    while let Some(d) = dirs.pop() {
        for entry in std::fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path
                .extension()
                .is_some_and(|e| exts.iter().any(|x| e == *x))
            {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

fn is_test_file(path: &Path) -> bool {
    let name = path.file_name().unwrap().to_string_lossy();
    name == "tests.rs" || name.ends_with("_tests.rs")
}

/// The section of `docs/architecture.md` that gives the long files their reasons.
fn stated_reasons(root: &Path) -> String {
    let doc = std::fs::read_to_string(root.join("docs/architecture.md")).unwrap();
    let start = doc
        .find("## Files over 600 lines")
        .expect("docs/architecture.md has a section \"Files over 600 lines\"");
    let rest = &doc[start + 3..];
    rest[..rest.find("\n## ").unwrap_or(rest.len())].to_string()
}

#[test]
fn no_product_file_is_over_600_lines_without_a_stated_reason() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let reasons = stated_reasons(root);
    let mut files = sources(&root.join("engine/src"), &["rs"]);
    files.extend(sources(&root.join("app/src"), &["rs"]));
    files.extend(sources(&root.join("engine/kernels"), &["cu", "cuh"]));
    assert!(files.len() > 100, "only {} sources found", files.len());
    let long: Vec<String> = files
        .iter()
        .filter(|p| !is_test_file(p))
        .filter_map(|p| {
            let lines = std::fs::read_to_string(p).unwrap().lines().count();
            let rel = p.strip_prefix(root).unwrap().display().to_string();
            // Named from its crate's root (`bin/candela-engine/args.rs`) or whole.
            let named = |name: &str| reasons.contains(&format!("`{name}`"));
            let short = rel.split_once("/src/").map_or(rel.as_str(), |(_, s)| s);
            (lines > LIMIT && !named(&rel) && !named(short))
                .then(|| format!("{rel}: {lines} lines"))
        })
        .collect();
    assert!(
        long.is_empty(),
        "over {LIMIT} lines with no reason in docs/architecture.md (\"Files over 600 lines\"); \
         split them by idea, or state why they stay whole: {long:?}"
    );
}
