#!/usr/bin/env bash
# Usage: bash app/tools/windows_check.sh — issue 19: type-checks the app's Windows-only code
# (job_object.rs: the worker dies with the app through a job object; shutdown.rs; the
# calls worker.rs makes) for x86_64-pc-windows-gnu, on a Linux machine that cannot fetch
# rustup's Windows std. It builds a Windows std with Debian's rustc 1.85 (-Zbuild-std) and
# checks those files alone against windows-sys 0.61 (the app's version). The whole app
# cannot be checked this way: egui/eframe 0.37 need rustc 1.95 and candle-core 0.11 the
# x86 intrinsics of 1.89; with a rustup toolchain that has the target, run
# `cargo check --target x86_64-pc-windows-gnu -p candela` instead.
# Needs (Debian 12): apt-get install -y rustc-web cargo-web rust-web-src binutils-mingw-w64-x86-64
set -euo pipefail
app=$(cd "$(dirname "$0")/.." && pwd)
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
mkdir "$dir/src"
cat > "$dir/Cargo.toml" <<TOML
[package]
name = "windows-check"
version = "0.0.0"
edition = "2021"

[dependencies]
windows-sys = { version = "0.61", features = ["Win32_Foundation", "Win32_Security", "Win32_System_JobObjects", "Win32_System_Threading"] }

[workspace]
TOML
cat > "$dir/src/lib.rs" <<RS
#![deny(warnings)]
#[path = "$app/src/job_object.rs"]
pub mod job_object;
#[path = "$app/src/shutdown.rs"]
pub mod shutdown;

/// What worker.rs does with a worker it starts, and with its pid when the app must exit.
pub fn start(program: &str) -> Result<u32, String> {
    let child = std::process::Command::new(program).spawn().map_err(|e| e.to_string())?;
    job_object::dies_with_app(&child)?;
    job_object::kill(child.id());
    Ok(child.id())
}
RS
cd "$dir"
RUSTC=/usr/bin/rustc RUSTC_BOOTSTRAP=1 /usr/bin/cargo check -Zbuild-std \
  --target x86_64-pc-windows-gnu --target-dir "${WINDOWS_CHECK_TARGET:-$dir/target}"
echo "windows check: ok"
