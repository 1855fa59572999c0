#!/usr/bin/env bash
# (Measured on 09960d1 in session 36, call 1; every setting was slower and `exp2_fma` was taken
# out again: docs/benchmarks.md, session 36.)
# Issue 14, session 36: part of SD 1.x's softmax exponentials on the FMA pipes (`exp2_fma`,
# `CANDELA_FLASH_POLY=n`: n of every 8 in the 40-wide `flash2c64x3` and 80-wide `flash2c`
# kernels) against the special-function unit's exp2 alone (unset), in one binary.
#   ops      bench-ops f16 per setting (attention rows, error against f32), twice
#   latents  full-size final latents after 3 steps (SD 1.5 1024 and 2048), each setting against unset
#   steps    UNet steps (bench's median) per setting, interleaved, twice
#   torch    torch's UNet GPU time (default SDPA and FlashAttention-2), with the ControlNets
#   parity   diffusers' parity cases in f16 on the card's code, Turing's and Ampere's
# PARTS (default: ops latents steps), POLYS (default: 1 2 3 4), SIZES for steps (default: 1024
# 2048; also 512 768 cn1 cn3), OPS_REPS and STEP_REPS (default: 2 each).
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/poly_round_36.sh
set -u
source tools/gpu/common.sh
PARTS=${PARTS:-ops latents steps}
has() { [[ " $PARTS " == *" $1 "* ]]; }
variants=("")
for n in ${POLYS:-1 2 3 4}; do variants+=("CANDELA_FLASH_POLY=$n"); done
if has ops; then
  for rep in $(seq ${OPS_REPS:-2}); do ops_each "${variants[@]}"; done
fi
if has latents; then
  for i in "${!variants[@]}"; do
    with "${variants[$i]}" gen sd15_$i --random-weights sd15 --width 1024 --height 1024
    with "${variants[$i]}" gen sd15_2048_$i --random-weights sd15 --width 2048 --height 2048
  done
  echo "== final latents, 3 steps: each setting against unset"
  for i in "${!variants[@]}"; do
    [[ $i == 0 ]] && continue
    echo "${variants[$i]}"
    for n in sd15 sd15_2048; do python3 tools/gpu/compare_latents.py /tmp/${n}_0.safetensors /tmp/${n}_$i.safetensors; done
  done
fi
if has parity; then
  parity_cases f16 "native 75 80"
fi
if has steps; then
  steps_each "${SIZES:-1024 2048}" "${STEP_REPS:-2}" "${variants[@]}"
fi
if has torch; then
  python3 tools/gpu/torch_sdpa_time.py default sd15:512 sd15:768 sd15:1024 sd15:2048 2>&1 | grep '^{'
  python3 tools/gpu/torch_sdpa_time.py flash sd15:1024 sd15:2048 2>&1 | grep '^{'
  for be in default flash; do
    python3 tools/gpu/torch_sdpa_time.py $be tools/gpu/torch_controlnet_time.py sd15:1024:1 sd15:1024:3 2>&1 | grep '^{'
  done
fi
