#!/usr/bin/env bash
# Issue 14, session 32, in one call: the 32-row flash kernels (head sizes to 64) over 64-,
# 96- and 128-key tiles (`CANDELA_FLASH_KT`), and a convolution's bias, a resnet's time
# embedding and its skip added in one pass (`CANDELA_CONV_EPILOGUE=0`: the separate adds).
#   ops     bench-ops' attention rows (time, TFLOP/s, error against f32) per tile, beside
#           torch's SDPA alone at the same shapes (default and FlashAttention-2)
#   parity  diffusers' parity cases in f16 and bf16 per tile; final latents of full-size
#           UNets per variant against the old path's
#   steps   UNet steps (bench's median) per variant
#   torch   torch's UNet GPU time per SDPA backend
# PARTS (default: all four), TILES (default 64 96 128).
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/flash_tiles_conv_epilogue.sh
set -u
source tools/gpu/common.sh
PARTS=${PARTS:-ops parity steps torch}
TILES=${TILES:-64 96 128}
has() { [[ " $PARTS " == *" $1 "* ]]; }
if has ops; then
  for kt in $TILES; do
    for dt in f16 bf16; do
      echo "== bench-ops $dt, CANDELA_FLASH_KT=$kt"
      CANDELA_FLASH_KT=$kt $E bench-ops --device cuda --dtype $dt --iters 20 2>&1 | grep -i 'flash attention\|error'
    done
  done
  echo "== torch sdpa alone"
  python3 tools/gpu/torch_attention_time.py --iters 20 2>&1 | grep '^{\|Error'
fi
if has parity; then
  for kt in $TILES; do
    echo "== parity, CANDELA_FLASH_KT=$kt"
    CANDELA_FLASH_KT=$kt CASES="sd1_euler sdxl_euler" PLANS="none" DTYPES="f16 bf16" \
      bash tools/gpu/parity_smoke.sh 2>&1 | grep '^{\|rror'
  done
  echo "== parity, CANDELA_CONV_EPILOGUE=0"
  CANDELA_CONV_EPILOGUE=0 CASES="sd1_euler sdxl_euler" PLANS="none" DTYPES="f16" \
    bash tools/gpu/parity_smoke.sh 2>&1 | grep '^{\|rror'
  CANDELA_CONV_EPILOGUE=0 gen sd15_old --random-weights sd15 --width 512 --height 512
  CANDELA_CONV_EPILOGUE=0 gen sdxl_old --random-weights sdxl --width 1024 --height 1024
  for kt in $TILES; do
    CANDELA_FLASH_KT=$kt gen sd15_$kt --random-weights sd15 --width 512 --height 512
    CANDELA_FLASH_KT=$kt gen sdxl_$kt --random-weights sdxl --width 1024 --height 1024
  done
  for v in 64 $TILES; do
    echo "== final latents, 3 steps: KT=$v (epilogue on) against the separate adds (KT=64)"
    python3 tools/gpu/compare_latents.py /tmp/sd15_$v.safetensors /tmp/sd15_old.safetensors
    python3 tools/gpu/compare_latents.py /tmp/sdxl_$v.safetensors /tmp/sdxl_old.safetensors
  done
fi
if has steps; then
  for args in "sdxl --width 1024 --height 1024 --steps 10" "sdxl --width 1216 --height 832 --steps 10" \
      "sd15 --width 1024 --height 1024 --steps 10" "sd15 --width 512 --height 512 --steps 20" \
      "sd15 --width 2048 --height 2048 --steps 3"; do
    echo "== CANDELA_CONV_EPILOGUE=0 CANDELA_FLASH_KT=64"
    CANDELA_CONV_EPILOGUE=0 b --random-weights $args
    for kt in $TILES; do
      echo "== CANDELA_FLASH_KT=$kt"
      CANDELA_FLASH_KT=$kt b --random-weights $args
    done
  done
fi
if has torch; then
  for be in default flash; do
    python3 tools/gpu/torch_sdpa_time.py $be sd15:512 sd15:1024 sd15:2048 sdxl:1024 sdxl:1216x832 2>&1 | grep '^{'
  done
fi
