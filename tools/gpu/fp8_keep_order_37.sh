#!/usr/bin/env bash
# Session 37 (issue 17): which layers a partly-fp8 UNet keeps in the run's dtype: the
# deepest level's first (their decode is the least hidden; `CANDELA_FP8_KEEP=deepest`) or
# the smallest first, so the fp8 layers are the largest and a step decodes the fewest (the
# default since session 38; in session 37 the default was the deepest first and the
# script set `CANDELA_FP8_KEEP=smallest`; each order is named now). SD 1.5 512: f16 all
# resident, the 2 GiB card's plan (model offload at the budget's share in session 37) and
# `--fp8-share 70` resident, each order,
# interleaved three times; then the final latents of each order against f16's (part sd15);
# SDXL 1024 and other shares (part more).
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/fp8_keep_order_37.sh
set -u
source tools/gpu/common.sh
S15="--random-weights sd15 --width 512 --height 512 --steps 20"
XL="--random-weights sdxl --width 1024 --height 1024 --steps 10"
for part in ${PARTS:-sd15}; do case $part in
sd15)
  # Call 2.
  for round in 1 2 3; do
    b $S15 --offload none --weights-dtype f16 --text-encoder-dtype f16
    for v in CANDELA_FP8_KEEP=deepest CANDELA_FP8_KEEP=smallest; do
      echo "== order ${v#CANDELA_FP8_KEEP=}"
      with "$v" b $S15 --simulate-vram 2 --vram-budget auto
      with "$v" b $S15 --offload none --weights-dtype fp8_e4m3fn --fp8-share 70
    done
  done
  gen f16 --random-weights sd15 --width 512 --height 512 --offload none --weights-dtype f16
  CANDELA_FP8_KEEP=deepest gen deep --random-weights sd15 --width 512 --height 512 --offload none --weights-dtype fp8_e4m3fn --fp8-share 70
  CANDELA_FP8_KEEP=smallest gen small --random-weights sd15 --width 512 --height 512 --offload none --weights-dtype fp8_e4m3fn --fp8-share 70
  python3 tools/gpu/compare_latents.py /tmp/f16.safetensors /tmp/deep.safetensors
  python3 tools/gpu/compare_latents.py /tmp/f16.safetensors /tmp/small.safetensors ;;
more)
  # Call 3: SDXL 1024 (a step the GPU bounds) on 6 GiB and at share 50 resident, SD 1.5 512
  # on 2.5 GiB and at share 40 under model offload, each order, interleaved twice.
  for round in 1 2; do
    b $XL --offload none --weights-dtype f16 --text-encoder-dtype f16
    b $S15 --offload none --weights-dtype f16 --text-encoder-dtype f16
    for v in CANDELA_FP8_KEEP=deepest CANDELA_FP8_KEEP=smallest; do
      echo "== order ${v#CANDELA_FP8_KEEP=}"
      with "$v" b $XL --simulate-vram 6 --vram-budget auto
      with "$v" b $XL --offload none --weights-dtype fp8_e4m3fn --fp8-share 50
      with "$v" b $S15 --simulate-vram 2.5 --vram-budget auto
      with "$v" b $S15 --offload model --weights-dtype fp8_e4m3fn --fp8-share 40
    done
  done ;;
esac; done
