#!/usr/bin/env bash
# Issue 14, session 36: the attention kernels' full key tiles copied by `copy_rows` (each
# 16-byte chunk's offsets computed once for K and V, no bounds or segment select), with
# ldmatrix's addresses from one offset a lane, the lazy rescale and the 40-wide heads' guess
# (`softmax_guess`), against the general copy (`CANDELA_FLASH_ROWS=0`), in one binary.
#   ops      bench-ops f16 per setting (attention rows, error against f32), twice
#   latents  full-size final latents after 3 steps (SD 1.5 1024 and 2048), new against old
#   steps    UNet steps (bench's median) per setting, interleaved, twice (SIZES: 512 768 1024
#            2048 sdxl sdxl832 cn1 cn3 sdxlcn1; default 1024 2048)
#   parity   diffusers' parity cases, f32 and f16 on the card's code, Turing's and Ampere's
#   torch    torch's UNet GPU time (default SDPA and FlashAttention-2), with the ControlNets
# PARTS (default: ops latents steps), OPS_REPS (default 2); EXTRA_VARIANTS: settings measured
# between the default and the general copy (CANDELA_FLASH_LAZY=0 in call 4,
# CANDELA_FLASH_GUESS=0 in call 6).
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/rows_round_36b.sh
set -u
source tools/gpu/common.sh
PARTS=${PARTS:-ops latents steps}
has() { [[ " $PARTS " == *" $1 "* ]]; }
variants=("" ${EXTRA_VARIANTS:-} "CANDELA_FLASH_ROWS=0")
if has ops; then
  for rep in $(seq ${OPS_REPS:-2}); do ops_each "${variants[@]}"; done
  echo "== Turing's and Ampere's code paths (the error against f32)"
  ops_each CANDELA_ARCH=75 CANDELA_ARCH=80
fi
if has latents; then
  for i in "${!variants[@]}"; do
    with "${variants[$i]}" gen sd15_$i --random-weights sd15 --width 1024 --height 1024
    with "${variants[$i]}" gen sd15_2048_$i --random-weights sd15 --width 2048 --height 2048
  done
  last=$(( ${#variants[@]} - 1 ))
  for i in "${!variants[@]}"; do
    [[ $i == $last ]] && continue
    echo "== final latents, 3 steps: ${variants[$i]:-default} against ${variants[$last]}"
    for n in sd15 sd15_2048; do python3 tools/gpu/compare_latents.py /tmp/${n}_$i.safetensors /tmp/${n}_$last.safetensors; done
  done
fi
if has parity; then
  parity_cases f32 native
  parity_cases f16 "native 75 80"
fi
if has steps; then
  steps_each "${SIZES:-1024 2048}" 2 "${variants[@]}"
fi
if has torch; then
  torch_rows
fi
