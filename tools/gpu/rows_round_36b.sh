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
  echo "== parity f32, no offload"
  CASES="sd1_euler sdxl_euler sd1_euler_fp8" PLANS="none" DTYPES="f32" \
    bash tools/gpu/parity_smoke.sh 2>&1 | grep '^{\|rror'
  echo "== parity f16, the card's code, Turing's and Ampere's"
  CASES="sd1_euler sdxl_euler sd1_euler_fp8" PLANS="none" DTYPES="f16" ARCHS="native 75 80" \
    bash tools/gpu/parity_smoke.sh 2>&1 | grep '^{\|rror'
fi
if has steps; then
  make_inputs
  C1="--control random:/tmp/init1024.png"
  C3="--control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png"
  for rep in 1 2; do
    for s in ${SIZES:-1024 2048}; do
      case $s in
        512) args="sd15 --width 512 --height 512 --steps 20" ;;
        768) args="sd15 --width 768 --height 768 --steps 10" ;;
        1024) args="sd15 --width 1024 --height 1024 --steps 10" ;;
        2048) args="sd15 --width 2048 --height 2048 --steps 3" ;;
        sdxl) args="sdxl --width 1024 --height 1024 --steps 10" ;;
        sdxl832) args="sdxl --width 1216 --height 832 --steps 10" ;;
        sdxlcn1) args="sdxl --width 1024 --height 1024 --steps 6 $C1" ;;
        cn1) args="sd15 --width 1024 --height 1024 --steps 6 $C1" ;;
        cn3) args="sd15 --width 1024 --height 1024 --steps 6 $C3" ;;
      esac
      bench_each "$args" "${variants[@]}"
    done
  done
fi
if has torch; then
  python3 tools/gpu/torch_sdpa_time.py default sd15:512 sd15:768 sd15:1024 sd15:2048 sdxl:1024 sdxl:1216x832 2>&1 | grep '^{'
  python3 tools/gpu/torch_sdpa_time.py flash sd15:1024 sd15:2048 2>&1 | grep '^{'
  for be in default flash; do
    python3 tools/gpu/torch_sdpa_time.py $be tools/gpu/torch_controlnet_time.py sd15:1024:1 sd15:1024:3 sdxl:1024:1 2>&1 | grep '^{'
  done
fi
