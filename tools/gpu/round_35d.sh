#!/usr/bin/env bash
# Issue 14, session 35, the last build: `softmax_tile_fast` in every attention kernel the
# UNets' self-attention takes on sm_80+ (SD 1.x's 40-wide heads `flash2c64x3`/`flash2f128`,
# its 80-wide `flash2c`, 160-wide `flashf` over one K and one V stage in FlashAttention-2's
# order; SDXL's and SD 2.x's 64-wide `flash64f128`), against the kernels before
# (`CANDELA_FLASH_FAST=0`), in one binary.
#   parity  diffusers' parity cases in f32 and in f16 on the card's code, Turing's
#           (`CANDELA_ARCH=75`) and Ampere's (80); full-size final latents after 3 steps (SD
#           1.5 1024 and 2048), the new kernels against the old
#   ops     bench-ops f16 per variant (attention rows, error against f32), twice
#   steps   UNet steps (bench's median) per variant, interleaved, twice
#   torch   torch's UNet GPU time (default SDPA and FlashAttention-2), with the ControlNets
# PARTS (default: all four).
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/round_35d.sh
set -u
source tools/gpu/common.sh
PARTS=${PARTS:-parity ops steps torch}
has() { [[ " $PARTS " == *" $1 "* ]]; }
variants=("" "CANDELA_FLASH_FAST=0")
if has parity; then
  parity_cases f32 native
  parity_cases f16 "native 75 80"
  for i in 0 1; do
    v=${variants[$i]}
    with "$v" gen sd15_$i --random-weights sd15 --width 1024 --height 1024
    with "$v" gen sd15_2048_$i --random-weights sd15 --width 2048 --height 2048
  done
  echo "== final latents, 3 steps: the new kernels against the old"
  for n in sd15 sd15_2048; do python3 tools/gpu/compare_latents.py /tmp/${n}_0.safetensors /tmp/${n}_1.safetensors; done
fi
if has ops; then
  for rep in 1 2; do ops_each "${variants[@]}"; done
  echo "== torch sdpa alone"
  python3 tools/gpu/torch_attention_time.py --iters 30 2>&1 | grep '^{\|Error'
fi
if has steps; then
  steps_each "512 768 1024 2048 sdxl cn1 cn3" 2 "${variants[@]}"
fi
if has torch; then
  python3 tools/gpu/torch_sdpa_time.py default sd15:512 sd15:768 sd15:1024 sd15:2048 sdxl:1024 2>&1 | grep '^{'
  python3 tools/gpu/torch_sdpa_time.py flash sd15:1024 sd15:2048 2>&1 | grep '^{'
  for be in default flash; do
    python3 tools/gpu/torch_sdpa_time.py $be tools/gpu/torch_controlnet_time.py sd15:1024:1 sd15:1024:3 2>&1 | grep '^{'
  done
fi
