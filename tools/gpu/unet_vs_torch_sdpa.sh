#!/usr/bin/env bash
# Issue 14's UNet step targets in one call: Candela's ms/step (bench, f16, CFG batch 2)
# beside torch's GPU time for the same UNet (diffusers, CUDA graph) with its default
# attention (cuDNN's, Hopper-only kernels on an H100/H200) and with FlashAttention-2 (the
# mma.sync code torch runs on Ampere and Ada cards): SD 1.5 512, 1024 and 2048, SDXL 1024
# and 1216x832.
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/unet_vs_torch_sdpa.sh
set -u
source tools/gpu/common.sh
for args in "sd15 --width 512 --height 512 --steps 20" "sd15 --width 1024 --height 1024 --steps 10" \
    "sd15 --width 2048 --height 2048 --steps 3" "sdxl --width 1024 --height 1024 --steps 10" \
    "sdxl --width 1216 --height 832 --steps 10"; do
  b --random-weights $args
done
for be in default flash; do
  python3 tools/gpu/torch_sdpa_time.py $be sd15:512 sd15:1024 sd15:2048 sdxl:1024 sdxl:1216x832 2>&1 | grep '^{'
done
