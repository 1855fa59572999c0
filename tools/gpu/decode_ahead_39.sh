#!/usr/bin/env bash
# Session 39 (issue 17): where the fp8 plans' 0.6-0.9 ms a step over f16 goes, by what
# moves it. Knobs (to measure; none changes a bit of the result):
#   CANDELA_DECODE_AHEAD_MIB  decoded bytes an fp8 net holds queued beyond the next layer
#                             (`weights_dtype::ahead`; 0, the default: the next layer only);
#   CANDELA_DECODE_PRIORITY   the decode stream's priority (lower is sooner);
#   CANDELA_DECODE_GRID       the most blocks a decode launch takes per tensor;
#   CANDELA_COMPUTE_PRIORITY  the device stream's priority (candle's `CudaDevice::new`).
# Parts:
#   same: SD 1.5 512 on fp8 weights, 3 steps: the final latents under each knob against
#     the default's (the same bits);
#   speed (call 1): SD 1.5 512 on a simulated 2 GiB card and all fp8 resident, ahead
#     0/64/256 MiB and the decode stream first, interleaved with f16 all resident, three
#     rounds; SDXL 1024 on 4 GiB, ahead 0/256, two rounds;
#   gaps (call 2): the decode behind the GEMMs: the device stream first, fewer decode
#     blocks, each with 256 MiB ahead, interleaved with f16 and the default.
# usage (GPU machine, repo root, .gpu and .whl carried): PARTS=... bash tools/gpu/decode_ahead_39.sh
set -u
source tools/gpu/common.sh
S15="--random-weights sd15 --width 512 --height 512 --steps 20"
XL="--random-weights sdxl --width 1024 --height 1024 --steps 10"
GAPS=("" "CANDELA_DECODE_AHEAD_MIB=256 CANDELA_COMPUTE_PRIORITY=-5" "CANDELA_DECODE_AHEAD_MIB=256 CANDELA_DECODE_GRID=16"
  "CANDELA_DECODE_AHEAD_MIB=256 CANDELA_DECODE_GRID=32 CANDELA_COMPUTE_PRIORITY=-5" "CANDELA_COMPUTE_PRIORITY=-5")
# `withall "VAR=V VAR2=V2" CMD...`: CMD with every VAR set, in a subshell.
withall() { local v=$1; shift; ( for kv in $v; do export "$kv"; done; "$@" ); }
for part in ${PARTS:-same speed}; do case $part in
same)
  gen base --random-weights sd15 --width 512 --height 512 --weights-dtype fp8_e4m3fn
  for v in "${GAPS[@]:1}"; do
    withall "$v" gen knob --random-weights sd15 --width 512 --height 512 --weights-dtype fp8_e4m3fn
    echo "$v vs default: $(python3 tools/gpu/compare_latents.py /tmp/knob.safetensors /tmp/base.safetensors)"
  done ;;
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
gaps)
  for round in 1 2 3; do
    b $S15 --offload none --weights-dtype f16 --text-encoder-dtype f16
    echo "== f16, CANDELA_COMPUTE_PRIORITY=-5"; withall CANDELA_COMPUTE_PRIORITY=-5 b $S15 --offload none --weights-dtype f16 --text-encoder-dtype f16
    for v in "${GAPS[@]}"; do
      echo "== 2 GiB ${v:-default}"; withall "$v" b $S15 --simulate-vram 2 --vram-budget auto
      echo "== all fp8 ${v:-default}"; withall "$v" b $S15 --offload none --weights-dtype fp8_e4m3fn --fp8-share 100
    done
  done
  for round in 1 2; do
    b $XL --offload none --weights-dtype f16 --text-encoder-dtype f16
    for v in "${GAPS[@]}"; do
      echo "== 4 GiB ${v:-default}"; withall "$v" b $XL --simulate-vram 4 --vram-budget auto
    done
  done ;;
esac; done
