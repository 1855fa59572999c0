#!/usr/bin/env bash
# Issue 14, session 35: the attention kernels over 128-key tiles (SD 1.x's 40-wide heads'
# `flash2*128`, SDXL's and SD 2.x's `flash64*128`) with `softmax_tile_fast` (keys masked only
# in a tile past the last, the scale folded into the exponent's FMA, the output rescaled only
# when a maximum grew, q k^T's first product into no cleared accumulator), the 40-wide heads
# also with the row sums from P V's column of ones (`CANDELA_FLASH_FAST=col`), and that over
# 64-key tiles at three blocks an SM (`c64x3`), against the softmax before
# (`CANDELA_FLASH_FAST=0`), in one binary.
#   ops     bench-ops' attention rows (time, TFLOP/s, error against f32) per variant, twice,
#           interleaved; bf16 once; torch's SDPA alone at the same shapes
#   parity  diffusers' parity cases in f16 on the card's code, Turing's (`CANDELA_ARCH=75`)
#           and Ampere's (80); SD 1.5's and SDXL's full-size final latents after 3 steps, the
#           new softmax against the old
#   ops2    bench-ops' attention rows for the default and `c64x3`, interleaved, twice
#   ops3    bench-ops' SD 1.x rows and SD 1.5 1024/2048 steps for more kernel shapes (16-row
#           warps over 64 and 128 keys, 32-row warps over 32 keys at four blocks an SM)
#   steps   UNet steps (bench's median) per variant, interleaved, twice (`col` and `c64x3`
#           once)
#   torch   torch's UNet GPU time, its default SDPA backend and FlashAttention-2
# PARTS (default: ops parity).
# Run on a1ea0d0 (ops, parity), 2e77426 (ops2, steps, torch) and 76022be (ops3); the variants
# it names but `0` were then folded into one choice (`wide_tile_kernel`), and the final
# build's `CANDELA_FLASH_FAST` takes 0, 128 or 64x3: tools/gpu/round_35b.sh measures that.
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/flash_fast_round_35.sh
set -u
source tools/gpu/common.sh
PARTS=${PARTS:-ops parity}
has() { [[ " $PARTS " == *" $1 "* ]]; }
variants=("" "CANDELA_FLASH_FAST=col" "CANDELA_FLASH_FAST=0")
step_variants=("" "CANDELA_FLASH_FAST=col" "CANDELA_FLASH_FAST=c64x3" "CANDELA_FLASH_FAST=0")
if has ops; then
  for rep in 1 2; do ops_each "${variants[@]}"; done
  echo "== bench-ops bf16, default"
  $E bench-ops --device cuda --dtype bf16 --iters 10 2>&1 | grep -i 'attention\|error'
  echo "== torch sdpa alone"
  python3 tools/gpu/torch_attention_time.py --iters 30 2>&1 | grep '^{\|Error'
fi
if has ops2; then
  for rep in 1 2; do OPS_ROWS='flash attention\|error' ops_each "" "CANDELA_FLASH_FAST=c64x3"; done
fi
if has ops3; then
  # 16-row warps over 64 and 128 keys, 32-row warps over 32 keys at four blocks an SM.
  shapes=("" CANDELA_FLASH_FAST=c64x3 CANDELA_FLASH_FAST=1c64x2 CANDELA_FLASH_FAST=1c128x2 CANDELA_FLASH_FAST=2c32x4)
  for rep in 1 2; do OPS_ROWS='SD 1.5 .*top level\|ragged\|error' ops_each "${shapes[@]}"; done
  for args in "sd15 --width 1024 --height 1024 --steps 10" "sd15 --width 2048 --height 2048 --steps 3"; do
    bench_each "$args" "${shapes[@]}"
  done
fi
if has parity; then
  parity_cases f16 "native 75 80"
  for i in 0 2; do
    v=${variants[$i]}
    with "$v" gen sd15_$i --random-weights sd15 --width 1024 --height 1024
    with "$v" gen sdxl_$i --random-weights sdxl --width 1024 --height 1024
  done
  echo "== final latents, 3 steps: the fast softmax against the old"
  python3 tools/gpu/compare_latents.py /tmp/sd15_0.safetensors /tmp/sd15_2.safetensors
  python3 tools/gpu/compare_latents.py /tmp/sdxl_0.safetensors /tmp/sdxl_2.safetensors
fi
if has steps; then
  for rep in 1 2; do
    for args in "sd15 --width 512 --height 512 --steps 20" "sd15 --width 1024 --height 1024 --steps 10" \
      "sd15 --width 2048 --height 2048 --steps 3" "sdxl --width 1024 --height 1024 --steps 10"; do
      for v in "${step_variants[@]}"; do
        [[ $rep == 2 && ( $v == *col* || $v == *c64x3* ) ]] && continue
        echo "== ${v:-default}"
        with "$v" b --random-weights $args
      done
    done
  done
fi
if has torch; then
  python3 tools/gpu/torch_sdpa_time.py default sd15:512 sd15:1024 sd15:2048 sdxl:1024 2>&1 | grep '^{'
  python3 tools/gpu/torch_sdpa_time.py flash sd15:1024 sd15:2048 2>&1 | grep '^{'
fi
