#!/usr/bin/env bash
# Issue 14, session 34, in one call: the f16 attention kernels over 128-key tiles (SD 1.x's
# 40-wide heads, `flash64_fwd` for SDXL's and SD 2.x's 64) with the softmax's exponentials
# taken two halves at a time into P's fragment and the row sums added from it (`softmax_tile`'s
# HX), against one f32 exponential a score (`CANDELA_FLASH_EXP=f32`, as before).
#   ops     bench-ops' attention rows (time, TFLOP/s, error against f32) per variant, twice,
#           beside torch's SDPA alone at the same shapes
#   parity  diffusers' parity cases in f16 on the card's code and on Turing's
#           (`CANDELA_ARCH=75`) and Ampere's (80); SD 1.5's and SDXL's full-size final latents
#           after 3 steps, the new kernel against the old
#   steps   UNet steps (bench's median) per variant, interleaved, twice
#   torch   torch's UNet GPU time, its default SDPA backend and FlashAttention-2
# PARTS (default: all four).
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/half_exp_round_34.sh
set -u
source tools/gpu/common.sh
PARTS=${PARTS:-ops parity steps torch}
has() { [[ " $PARTS " == *" $1 "* ]]; }
variants=("" "CANDELA_FLASH_EXP=f32")
if has ops; then
  for rep in 1 2; do
    for v in "${variants[@]}"; do
      echo "== bench-ops f16, ${v:-default}"
      with "$v" $E bench-ops --device cuda --dtype f16 --iters 30 2>&1 | grep -i 'attention\|error'
    done
  done
  echo "== torch sdpa alone"
  python3 tools/gpu/torch_attention_time.py --iters 30 2>&1 | grep '^{\|Error'
fi
if has parity; then
  echo "== parity, f16, the card's code, Turing's and Ampere's"
  CASES="sd1_euler sdxl_euler sd1_euler_fp8" PLANS="none" DTYPES="f16" ARCHS="native 75 80" \
    bash tools/gpu/parity_smoke.sh 2>&1 | grep '^{\|rror'
  for i in 0 1; do
    v=${variants[$i]}
    with "$v" gen sd15_$i --random-weights sd15 --width 1024 --height 1024
    with "$v" gen sdxl_$i --random-weights sdxl --width 1024 --height 1024
  done
  echo "== final latents, 3 steps: the exponentials in halves against f32"
  python3 tools/gpu/compare_latents.py /tmp/sd15_0.safetensors /tmp/sd15_1.safetensors
  python3 tools/gpu/compare_latents.py /tmp/sdxl_0.safetensors /tmp/sdxl_1.safetensors
fi
if has steps; then
  for rep in 1 2; do
    for args in "sd15 --width 512 --height 512 --steps 20" "sd15 --width 1024 --height 1024 --steps 10" \
      "sd15 --width 2048 --height 2048 --steps 3" "sdxl --width 1024 --height 1024 --steps 10"; do
      for v in "${variants[@]}"; do
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
