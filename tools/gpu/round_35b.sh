#!/usr/bin/env bash
# Issue 14, session 35, the final build: attention's `softmax_tile_fast` everywhere it is taken
# (SD 1.x's 40-wide self-attention in `flash2c64x3` where the grid fills four waves of three
# blocks an SM, `flash2f128` below that and on Turing; `flash64f128` for 64-wide heads),
# against the softmax before (`CANDELA_FLASH_FAST=0`), in one binary; the three-block kernel
# with one barrier a tile (`CANDELA_FLASH_FAST=64x3b`) beside them in ops and SD 1.5's steps.
#   parity  diffusers' parity cases: f32 under no and sequential offload; f16 on the card's
#           code, Turing's (`CANDELA_ARCH=75`) and Ampere's (80); full-size final latents
#           after 3 steps (SD 1.5 768/1024, SDXL 1024), the new kernels against the old
#   ops     bench-ops f16 per variant (attention rows, error against f32; SD 3's joint
#           attention against its concatenation)
#   steps   UNet steps (bench's median) per variant, interleaved, twice: SD 1.5 512, 768,
#           1024, 2048, SDXL 1024 and 1216x832; SD 1.5 1024 with 1 and 3 ControlNets, SDXL
#           1024 with 1
#   torch   torch's UNet GPU time (default SDPA and FlashAttention-2) at the same sizes, and
#           with the ControlNets
# PARTS (default: all four).
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/round_35b.sh
set -u
source tools/gpu/common.sh
PARTS=${PARTS:-parity ops steps torch}
has() { [[ " $PARTS " == *" $1 "* ]]; }
variants=("" "CANDELA_FLASH_FAST=0")
if has parity; then
  echo "== parity f32, no and sequential offload"
  CASES="sd1_euler sdxl_euler sd1_euler_fp8" PLANS="none sequential" DTYPES="f32" \
    bash tools/gpu/parity_smoke.sh 2>&1 | grep '^{\|rror'
  parity_cases f16 "native 75 80"
  for i in 0 1; do
    v=${variants[$i]}
    with "$v" gen sd15_768_$i --random-weights sd15 --width 768 --height 768
    with "$v" gen sd15_$i --random-weights sd15 --width 1024 --height 1024
    with "$v" gen sdxl_$i --random-weights sdxl --width 1024 --height 1024
  done
  echo "== final latents, 3 steps: the fast softmax against the old"
  for n in sd15_768 sd15 sdxl; do python3 tools/gpu/compare_latents.py /tmp/${n}_0.safetensors /tmp/${n}_1.safetensors; done
fi
if has ops; then
  ops_each "${variants[@]}" CANDELA_FLASH_FAST=64x3b "" CANDELA_FLASH_FAST=64x3b
fi
if has steps; then
  make_inputs
  C1="--control random:/tmp/init1024.png"
  C3="--control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png"
  for rep in 1 2; do
    for args in "sd15 --width 512 --height 512 --steps 20" "sd15 --width 768 --height 768 --steps 10" \
      "sd15 --width 1024 --height 1024 --steps 10" "sd15 --width 2048 --height 2048 --steps 3" \
      "sdxl --width 1024 --height 1024 --steps 10" "sdxl --width 1216 --height 832 --steps 10" \
      "sd15 --width 1024 --height 1024 --steps 6 $C1" "sd15 --width 1024 --height 1024 --steps 6 $C3" \
      "sdxl --width 1024 --height 1024 --steps 6 $C1"; do
      more=()
      [[ $rep == 1 && $args == sd15* && $args != *control* && $args != *512* ]] && more=(CANDELA_FLASH_FAST=64x3b)
      bench_each "$args" "${variants[@]}" "${more[@]}"
    done
  done
fi
if has torch; then
  torch_rows
fi
