#!/usr/bin/env bash
# Usage: bash fuzz/run.sh [seconds per target, default 180] [targets...]
# Fuzzes the readers of untrusted files with cargo fuzz (nightly; `cargo install cargo-fuzz`).
# Starts each target from fuzz/seeds/<target>; crashes land in fuzz/artifacts/<target>/.
# -s none: no sanitizer (the code under test is safe Rust: panics and overflows are what we
# look for, and debug assertions (-a) turn overflows into panics).
# FUZZ_TARGET_DIR: where the build goes (default fuzz/target; it takes about 2 GB).
# The build starts from the workspace's Cargo.lock (copied to fuzz/, which git ignores), so
# it uses the versions the workspace is tested with.
set -euo pipefail
cd "$(dirname "$0")"
[ -e Cargo.lock ] || cp ../Cargo.lock Cargo.lock
dir=(${FUZZ_TARGET_DIR:+--target-dir "$FUZZ_TARGET_DIR"})
secs="${1:-180}"; shift || true
targets=("${@:-safetensors_file checkpoint_keys controlnet_keys model_config png_parameters worker_protocol lora_keys embedding_keys}")
for t in ${targets[@]}; do
  mkdir -p "corpus/$t"
  cp -n seeds/"$t"/* "corpus/$t/" 2>/dev/null || true
  echo "== $t for ${secs}s"
  cargo +nightly fuzz run -s none -a "${dir[@]}" "$t" "corpus/$t" -- \
    -max_total_time="$secs" -max_len=65536 -rss_limit_mb=4096 -print_final_stats=1 2>&1 \
    | grep -E 'stat::number_of_executed_units|stat::new_units_added|SUMMARY|panicked|Test unit written' || true
done
