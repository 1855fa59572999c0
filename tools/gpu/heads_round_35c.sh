#!/usr/bin/env bash
# Issue 14, session 35: SD 1.x's 80- and 160-wide heads (its second and third levels) with
# `softmax_tile_fast` and one barrier a tile: 16-row warps as before (`CANDELA_FLASH_HEADS=f`),
# with the sums column (`c`), 32-row warps at two blocks an SM for 80 (`2c`), against
# `flash_fwd` (unset), in one binary; bench-ops' rows (time, error against f32) beside torch's
# SDPA alone, then SD 1.5 steps per variant.
# Run on 1ea7dfc. The next build kept `2c` for 80 and, for 96-160, `f` over one K and one V
# stage in FlashAttention-2's order (`flashf_fwd`; no `CANDELA_FLASH_HEADS`: `CANDELA_FLASH_FAST=0`
# takes `flash_fwd` for every head size): tools/gpu/round_35d.sh measures that.
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/heads_round_35c.sh
set -u
source tools/gpu/common.sh
variants=("" CANDELA_FLASH_HEADS=f CANDELA_FLASH_HEADS=c CANDELA_FLASH_HEADS=2c)
for rep in 1 2; do OPS_ROWS='SD 1.5\|ragged\|error' ops_each "${variants[@]}"; done
echo "== torch sdpa alone"
python3 tools/gpu/torch_attention_time.py --iters 30 2>&1 | grep 'SD 1.5\|Error'
for rep in 1 2; do
  for args in "sd15 --width 1024 --height 1024 --steps 10" "sd15 --width 2048 --height 2048 --steps 3" \
    "sd15 --width 512 --height 512 --steps 20"; do
    bench_each "$args" "${variants[@]}"
  done
done
