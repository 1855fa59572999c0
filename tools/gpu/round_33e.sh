#!/usr/bin/env bash
# Session 33, call 5: the decode ahead in batches (small consecutive fp8 layers decoded in
# one launch into one buffer, `weights_dtype::ahead`) against one layer at a time
# (`CANDELA_DECODE_BATCH_MIB=0`), issue 17:
#   exact   final latents after 3 steps, SD 1.5 512 and SDXL 1024 on fp8 weights, both ways
#           (the same decode: they must be the same bits); diffusers' fp8 parity cases
#   steps   SD 1.5 512 on a simulated 2 GiB card and all fp8, SDXL 1024 on 4 and 6 GiB,
#           both ways, beside f16 all resident, interleaved
#   memory  `vram_matrix.sh` part `ahead33` (fp8 runs that decode ahead, recorded before)
# The batches were taken back after this call (no step moved outside the spread; the SDXL
# 4 GiB plan's denoising peak moved by 128 MiB): CANDELA_DECODE_BATCH_MIB no longer exists.
# usage (GPU machine, repo root, .gpu carried): bash tools/gpu/round_33e.sh
set -u
source tools/gpu/common.sh
PARTS=${PARTS:-exact steps memory}
has() { [[ " $PARTS " == *" $1 "* ]]; }
S15="--random-weights sd15 --width 512 --height 512"
XL="--random-weights sdxl --width 1024 --height 1024"
if has exact; then
  for v in "" CANDELA_DECODE_BATCH_MIB=0; do
    n=${v:+one}; n=${n:-batch}
    with "$v" gen sd15_$n $S15 --weights-dtype fp8_e4m3fn
    with "$v" gen sdxl_$n $XL --weights-dtype fp8_e4m3fn --fp8-share 50
  done
  echo "== final latents, batches against one layer at a time"
  python3 tools/gpu/compare_latents.py /tmp/sd15_batch.safetensors /tmp/sd15_one.safetensors
  python3 tools/gpu/compare_latents.py /tmp/sdxl_batch.safetensors /tmp/sdxl_one.safetensors
  CASES="sd1_euler_fp8 sdxl_euler_fp8" PLANS="none model" DTYPES="f32 f16" bash tools/gpu/parity_smoke.sh 2>&1 | grep '^{\|rror'
fi
if has steps; then
  for round in 1 2; do
    b $S15 --steps 20 --offload none --weights-dtype f16 --text-encoder-dtype f16
    for v in "" CANDELA_DECODE_BATCH_MIB=0; do
      echo "== ${v:-batches}"
      with "$v" b $S15 --steps 20 --simulate-vram 2 --vram-budget auto
      with "$v" b $S15 --steps 20 --offload none --weights-dtype fp8_e4m3fn
    done
  done
  for round in 1 2; do
    b $XL --steps 10 --offload none --weights-dtype f16 --text-encoder-dtype f16
    for v in "" CANDELA_DECODE_BATCH_MIB=0; do
      echo "== ${v:-batches}"
      with "$v" b $XL --steps 10 --simulate-vram 6 --vram-budget auto
      with "$v" b $XL --steps 10 --simulate-vram 4 --vram-budget auto
    done
  done
fi
if has memory; then
  PARTS=ahead33 bash tools/gpu/vram_matrix.sh
fi
