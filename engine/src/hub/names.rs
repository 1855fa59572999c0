//! Names the server sends that become paths in the cache: file names
//! (`siblings[].rfilename`), the commit (`sha`, `x-repo-commit`) and blob names
//! (`etag`, `x-linked-etag`). A mirror set in `HF_ENDPOINT` may be broken or hostile; none
//! of its names may lead outside the repo's cache folder, so each is checked here before it
//! is joined to a path, and a refusal names the value.

/// Why `value` (the server's `what`) is refused.
fn refused(what: &str, value: &str, why: &str) -> String {
    format!("the server sent {what} {value:?}, which {why}; refusing to write it into the cache")
}

fn has_control(s: &str) -> bool {
    s.chars().any(|c| c.is_control())
}

/// A repo file name: a relative path of `/`-separated segments, none of them empty, `.`
/// or `..`, with no backslash, colon (drive letters, Windows streams) or control
/// character (NUL included).
pub fn check_file_name(name: &str) -> Result<(), String> {
    let bad = |why: &str| Err(refused("the file name", name, why));
    if name.is_empty() {
        return bad("is empty");
    }
    if name.len() > 1024 {
        return bad("is longer than 1024 bytes");
    }
    if has_control(name) {
        return bad("holds a control character");
    }
    if name.contains('\\') {
        return bad("holds a backslash");
    }
    if name.contains(':') {
        return bad("holds a colon (a drive letter or stream name)");
    }
    if name.starts_with('/') {
        return bad("is an absolute path");
    }
    for seg in name.split('/') {
        match seg {
            "" => return bad("has an empty path segment"),
            "." | ".." => return bad("has a '.' or '..' segment"),
            _ => {}
        }
    }
    Ok(())
}

/// A commit id: 40 (SHA-1) or 64 (SHA-256) hex digits.
pub fn check_commit(commit: &str) -> Result<(), String> {
    let hex = commit.chars().all(|c| c.is_ascii_hexdigit());
    if hex && (commit.len() == 40 || commit.len() == 64) {
        Ok(())
    } else {
        Err(refused("the commit", commit, "is not 40 or 64 hex digits"))
    }
}

/// A blob name (an etag, quotes and `W/` already taken off): 1 to 128 ASCII letters,
/// digits, `-` or `_`.
pub fn check_etag(etag: &str) -> Result<(), String> {
    let ok = !etag.is_empty()
        && etag.len() <= 128
        && etag
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    if ok {
        Ok(())
    } else {
        Err(refused(
            "the etag",
            etag,
            "is not 1 to 128 letters, digits, '-' or '_'",
        ))
    }
}

/// An LFS file's etag is the SHA-256 of its content: 64 hex digits.
pub fn is_sha256(etag: &str) -> bool {
    etag.len() == 64 && etag.chars().all(|c| c.is_ascii_hexdigit())
}

/// What the user typed as a repo id: `name` or `org/name`, each part of letters, digits,
/// `-`, `_` and `.` (not `.` or `..` alone).
pub fn check_repo_id(id: &str) -> Result<(), String> {
    let parts: Vec<&str> = id.split('/').collect();
    let part_ok = |p: &&str| {
        !p.is_empty()
            && *p != "."
            && *p != ".."
            && p.len() <= 96
            && p.chars()
                .all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c))
    };
    if (1..=2).contains(&parts.len()) && parts.iter().all(part_ok) {
        Ok(())
    } else {
        Err(format!(
            "{id:?}: expected a repo id such as org/name (letters, digits, '-', '_', '.')"
        ))
    }
}

/// A revision (branch, tag, commit, `refs/pr/1`): it names a file under `refs/`, so it
/// follows the file-name rules.
pub fn check_revision(rev: &str) -> Result<(), String> {
    check_file_name(rev).map_err(|_| {
        format!("revision {rev:?}: expected a branch, tag or commit (a relative name without '..', '\\\\' or ':')")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_that_leave_the_cache_are_refused_with_the_value() {
        for bad in [
            "../x.json",
            "a/../../x",
            "/etc/passwd",
            "a\\b.json",
            "..\\..\\x",
            "C:/x.json",
            "c:x",
            "a//b",
            "a/./b",
            "a/",
            "",
            "nul\0.json",
            "new\nline",
        ] {
            let e = check_file_name(bad).unwrap_err();
            assert!(e.contains(&format!("{bad:?}")), "{e}");
        }
        for ok in [
            "model_index.json",
            "unet/config.json",
            "a.b/c-d_e.safetensors",
            "x..y",
        ] {
            check_file_name(ok).unwrap();
        }
        for bad in ["../../x", "abc", "0123456789abcdef0123456789abcdef0123456/"] {
            assert!(check_commit(bad).unwrap_err().contains("commit"));
        }
        check_commit("0123456789abcdef0123456789abcdef01234567").unwrap();
        for bad in ["../blob", "/abs", "a/b", "", "a.b", "C:x"] {
            assert!(check_etag(bad).unwrap_err().contains("etag"));
        }
        check_etag("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855").unwrap();
        check_repo_id("org/name-1.5").unwrap();
        for bad in ["../x", "a/b/c", "a/..", "", "a b"] {
            assert!(check_repo_id(bad).is_err(), "{bad}");
        }
        check_revision("refs/pr/1").unwrap();
        assert!(check_revision("../../x").is_err());
    }
}
