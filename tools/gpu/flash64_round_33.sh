#!/usr/bin/env bash
# Issue 14, session 33, in one call: 64-wide heads through `flash64_fwd` (FlashAttention-2's
# layout: Q staged in shared memory, rows swizzled, 128-key tiles, the output out through
# shared memory) against the 32-row kernel over 64-key tiles it replaces on sm_80+
# (`CANDELA_FLASH64=0`), and over 64-key tiles (`CANDELA_FLASH64_KT=64`).
#   ops     bench-ops' attention rows (time, TFLOP/s, error against f32) per variant, f16
#           and bf16, beside torch's SDPA alone at the same shapes
#   parity  diffusers' parity cases (f16, bf16); SDXL's and SD 2.1's full-size final latents
#           per variant against the old kernel's
#   steps   UNet steps (bench's median) per variant
#   torch   torch's UNet GPU time per SDPA backend
# PARTS (default: all four).
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/flash64_round_33.sh
set -u
source tools/gpu/common.sh
PARTS=${PARTS:-ops parity steps torch}
has() { [[ " $PARTS " == *" $1 "* ]]; }
variants=("" "CANDELA_FLASH64_KT=64" "CANDELA_FLASH64=0")
if has ops; then
  for v in "${variants[@]}"; do
    for dt in f16 bf16; do
      echo "== bench-ops $dt, ${v:-default}"
      with "$v" $E bench-ops --device cuda --dtype $dt --iters 30 2>&1 | grep -i 'attention\|error'
    done
  done
  echo "== torch sdpa alone"
  python3 tools/gpu/torch_attention_time.py --iters 30 2>&1 | grep '^{\|Error'
fi
if has parity; then
  echo "== parity (the tiny models' heads are 8-16 wide: a check that nothing else moved)"
  CASES="sdxl_euler sd1_euler" PLANS="none" DTYPES="f16 bf16" bash tools/gpu/parity_smoke.sh 2>&1 | grep '^{\|rror'
  for i in 0 1 2; do
    v=${variants[$i]}
    with "$v" gen sdxl_$i --random-weights sdxl --width 1024 --height 1024
    with "$v" gen sd21_$i --random-weights sd21 --width 768 --height 768
  done
  for i in 0 1; do
    echo "== final latents, 3 steps: ${variants[$i]:-default} against CANDELA_FLASH64=0"
    python3 tools/gpu/compare_latents.py /tmp/sdxl_$i.safetensors /tmp/sdxl_2.safetensors
    python3 tools/gpu/compare_latents.py /tmp/sd21_$i.safetensors /tmp/sd21_2.safetensors
  done
fi
if has steps; then
  for rep in 1 2; do
    for args in "sdxl --width 1024 --height 1024 --steps 10" "sdxl --width 1216 --height 832 --steps 10"; do
      for v in "${variants[@]}"; do
        echo "== ${v:-default}"
        with "$v" b --random-weights $args
      done
    done
  done
fi
if has torch; then
  for be in default flash; do
    python3 tools/gpu/torch_sdpa_time.py $be sdxl:1024 sdxl:1216x832 2>&1 | grep '^{'
  done
fi
