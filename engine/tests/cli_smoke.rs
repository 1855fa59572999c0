//! The binary runs and explains itself. (Being an integration test of this package, it
//! also makes `cargo test --workspace` build `candela-engine`, which the end-to-end tests
//! in tests/ run.)
use std::process::Command;

#[test]
fn help_lists_the_commands() {
    let out = Command::new(env!("CARGO_BIN_EXE_candela-engine"))
        .arg("--help")
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    for cmd in ["generate", "tokenize", "info", "serve"] {
        assert!(text.contains(cmd), "--help lacks {cmd}:\n{text}");
    }
}

#[test]
fn an_unknown_command_is_one_line_and_nonzero() {
    let out = Command::new(env!("CARGO_BIN_EXE_candela-engine"))
        .arg("dance")
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.trim().lines().count(), 1, "{err}");
}
