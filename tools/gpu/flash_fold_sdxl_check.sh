#!/usr/bin/env bash
# (Kept as the record of that call: the FOLD kernel was removed after it, 46.2 against 44.9 ms.)
# Issue 14, session 32, call 2: the defaults after call 1 (SD 1.x's 40-wide heads over
# 128-key tiles, SDXL's 64-wide over 64; the convolution epilogue with the resnet's skip
# computed after conv2's product) and one more variant for SDXL's heads
# (`CANDELA_FLASH_FOLD=1`: the scale inside the exponent's FMA, only a last partial tile
# masked), in one call:
#   steps    UNet steps, decode seconds and per-phase peaks: defaults, FOLD, and the separate
#            adds (`CANDELA_CONV_EPILOGUE=0`)
#   kernels  SDXL 1024's kernel time per step (CUPTI, kernel_times_unet_steps.sh) against
#            its step time: how long the GPU waits for launches
#   torch    torch's UNet GPU time per SDPA backend
#   parity   diffusers' parity cases in f16 and bf16 on the card's, Ampere's and Turing's
#            code paths, and with FOLD
# usage (GPU machine, repo root, .gpu with libkernel_times.so and .whl carried):
#   bash tools/gpu/flash_fold_sdxl_check.sh
set -u
source tools/gpu/common.sh
PARTS=${PARTS:-steps kernels torch parity}
has() { [[ " $PARTS " == *" $1 "* ]]; }
if has steps; then
  for args in "sdxl --width 1024 --height 1024 --steps 10" "sdxl --width 1216 --height 832 --steps 10"; do
    for v in - CANDELA_FLASH_FOLD=1 - CANDELA_FLASH_FOLD=1; do
      echo "== $v"
      ( [ "$v" != - ] && export "$v"; b --random-weights $args )
    done
  done
  for args in "sd15 --width 1024 --height 1024 --steps 10" "sd15 --width 2048 --height 2048 --steps 3" \
      "sd15 --width 512 --height 512 --steps 20" "sdxl --width 1024 --height 1024 --steps 4"; do
    for v in - CANDELA_CONV_EPILOGUE=0; do
      echo "== $v"
      ( [ "$v" != - ] && export "$v"; b --random-weights $args )
    done
  done
fi
if has kernels; then
  JOBS="sdxl:1024:f16" TORCH=none bash tools/gpu/kernel_times_unet_steps.sh 2>&1 | grep -v '^{"plan"'
fi
if has torch; then
  for be in default flash; do
    python3 tools/gpu/torch_sdpa_time.py $be sd15:1024 sd15:2048 sdxl:1024 sdxl:1216x832 2>&1 | grep '^{'
  done
fi
if has parity; then
  echo "== parity, defaults, native / Ampere / Turing paths"
  CASES="sd1_euler sdxl_euler" PLANS="none" DTYPES="f16 bf16" ARCHS="native 80" bash tools/gpu/parity_smoke.sh 2>&1 | grep '^{\|rror'
  CASES="sd1_euler sdxl_euler" PLANS="none" DTYPES="f16" ARCHS="75" bash tools/gpu/parity_smoke.sh 2>&1 | grep '^{\|rror'
  echo "== parity, CANDELA_FLASH_FOLD=1"
  CANDELA_FLASH_FOLD=1 CASES="sd1_euler sdxl_euler" PLANS="none" DTYPES="f16 bf16" bash tools/gpu/parity_smoke.sh 2>&1 | grep '^{\|rror'
  echo "== bench-ops f16, defaults and FOLD"
  $E bench-ops --device cuda --dtype f16 --iters 20 2>&1 | grep -i 'flash attention\|joint\|error'
  CANDELA_FLASH_FOLD=1 $E bench-ops --device cuda --dtype f16 --iters 20 2>&1 | grep -i 'SDXL\|error'
fi
