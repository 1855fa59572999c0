#!/usr/bin/env bash
# Issue 14, session 32, call 3: the session's defaults (SD 1.x's 40-wide heads over 128-key
# tiles, SDXL's cross-attention over one 96-key tile, the UNet's resnets adding their time
# embedding and skip in the convolution's bias pass, a transformer's image/sequence swaps in
# one tiled pass with its residual) beside torch in the same call:
#   steps     UNet steps, decode seconds and per-phase peaks, and the session-start paths
#             where a switch keeps them (CANDELA_CONV_EPILOGUE=0 CANDELA_FLASH_KT=64)
#   cn        1 and 3 ControlNets (SD 1.5 1024, SDXL 1024) beside torch's same step
#   kernels   SDXL 1024's kernel time per step (CUPTI) against its step time
#   torch     torch's UNet GPU time per SDPA backend
#   parity    diffusers' parity cases in f16 and bf16 on the card's, Ampere's and Turing's
#             code paths and under sequential offload with fp8 weights; SD 3's joint
#             attention exact against the concatenation (bench-ops)
# usage (GPU machine, repo root, .gpu with libkernel_times.so and .whl carried):
#   bash tools/gpu/speed_round_32.sh
set -u
source tools/gpu/common.sh
PARTS=${PARTS:-steps cn kernels torch parity}
has() { [[ " $PARTS " == *" $1 "* ]]; }
if has steps; then
  for args in "sdxl --width 1024 --height 1024 --steps 10" "sdxl --width 1216 --height 832 --steps 10" \
      "sd15 --width 1024 --height 1024 --steps 10" "sd15 --width 2048 --height 2048 --steps 3" \
      "sd15 --width 512 --height 512 --steps 20"; do
    for v in - "CANDELA_CONV_EPILOGUE=0 CANDELA_FLASH_KT=64" -; do
      echo "== $v"
      ( [ "$v" != - ] && export $v; b --random-weights $args )
    done
  done
fi
if has cn; then
  make_inputs
  C1="--control random:/tmp/init1024.png"
  C3="--control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png"
  b --random-weights sd15 --width 1024 --height 1024 --steps 6 $C1
  b --random-weights sd15 --width 1024 --height 1024 --steps 6 $C3
  b --random-weights sdxl --width 1024 --height 1024 --steps 6 $C1
  for be in default flash; do
    python3 tools/gpu/torch_sdpa_time.py $be tools/gpu/torch_controlnet_time.py sd15:1024:1 sd15:1024:3 sdxl:1024:1 2>&1 | grep '^{'
  done
fi
if has kernels; then
  JOBS="sdxl:1024:f16" TORCH=none bash tools/gpu/kernel_times_unet_steps.sh 2>&1 | grep -v '^{"plan"'
fi
if has torch; then
  for be in default flash; do
    python3 tools/gpu/torch_sdpa_time.py $be sd15:512 sd15:1024 sd15:2048 sdxl:1024 sdxl:1216x832 2>&1 | grep '^{'
  done
fi
if has parity; then
  echo "== parity: native / Ampere's path, f16 and bf16"
  CASES="sd1_euler sdxl_euler" PLANS="none" DTYPES="f16 bf16" ARCHS="native 80" bash tools/gpu/parity_smoke.sh 2>&1 | grep '^{\|rror'
  echo "== parity: Turing's path, f16"
  CASES="sd1_euler sdxl_euler" PLANS="none" DTYPES="f16" ARCHS="75" bash tools/gpu/parity_smoke.sh 2>&1 | grep '^{\|rror'
  echo "== parity: f32 and fp8 weights, every plan"
  CASES="sd1_euler sd1_euler_fp8" PLANS="none model sequential" DTYPES="f32 f16" bash tools/gpu/parity_smoke.sh 2>&1 | grep '^{\|rror'
  echo "== bench-ops f16"
  $E bench-ops --device cuda --dtype f16 --iters 20 2>&1 | grep -i 'flash attention\|joint\|error'
fi
