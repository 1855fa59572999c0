#!/usr/bin/env bash
# Session 39 (issue 17): an fp8 UNet's layers decoded further ahead on the side stream
# (`weights_dtype::ahead`, `CANDELA_DECODE_AHEAD_MIB`: the decoded bytes held queued beyond
# the next layer; 0 is the one-layer decode ahead as before), and the side stream's
# priority (`CANDELA_DECODE_PRIORITY`, lower is sooner).
#   same: the final latents of SD 1.5 512 on fp8 weights (3 steps) with 0 and 256 MiB
#     ahead, which must be the same bits;
#   speed: SD 1.5 512 on a simulated 2 GiB card (the 2 GiB target) and all fp8 resident,
#     each ahead setting interleaved with f16 all resident, three rounds; SDXL 1024 on a
#     simulated 4 GiB card, two rounds.
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/decode_ahead_39.sh
set -u
source tools/gpu/common.sh
S15="--random-weights sd15 --width 512 --height 512 --steps 20"
XL="--random-weights sdxl --width 1024 --height 1024 --steps 10"
for part in ${PARTS:-same speed}; do case $part in
same)
  gen ahead0 --random-weights sd15 --width 512 --height 512 --weights-dtype fp8_e4m3fn
  with CANDELA_DECODE_AHEAD_MIB=256 gen ahead256 --random-weights sd15 --width 512 --height 512 --weights-dtype fp8_e4m3fn
  echo "ahead 256 vs 0: $(python3 tools/gpu/compare_latents.py /tmp/ahead256.safetensors /tmp/ahead0.safetensors)" ;;
speed)
  for round in 1 2 3; do
    b $S15 --offload none --weights-dtype f16 --text-encoder-dtype f16
    for v in "" CANDELA_DECODE_AHEAD_MIB=64 CANDELA_DECODE_AHEAD_MIB=256 CANDELA_DECODE_PRIORITY=-5; do
      echo "== 2 GiB ${v:-default}"; with "$v" b $S15 --simulate-vram 2 --vram-budget auto
    done
    for v in "" CANDELA_DECODE_AHEAD_MIB=256; do
      echo "== all fp8 ${v:-default}"; with "$v" b $S15 --offload none --weights-dtype fp8_e4m3fn --fp8-share 100
    done
  done
  for round in 1 2; do
    b $XL --offload none --weights-dtype f16 --text-encoder-dtype f16
    for v in "" CANDELA_DECODE_AHEAD_MIB=256; do
      echo "== 4 GiB ${v:-default}"; with "$v" b $XL --simulate-vram 4 --vram-budget auto
    done
  done ;;
esac; done
