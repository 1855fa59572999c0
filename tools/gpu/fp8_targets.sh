#!/usr/bin/env bash
# Issue 17's two open targets measured as the issue states them (a simulated card, the
# budget's choice, the same call as f16):
#   seq: sequential offload with fp8 weights against f16 on the same simulated card and
#     budget (`--offload sequential --vram-budget auto`: each arena as wide as the budget
#     leaves room for), SD 1.5 512 on 2 GiB and SDXL 1024 on 4 GiB; and without a budget
#     (the default arenas: two groups in f16, three in fp8);
#   sd15: SD 1.5 512 on a simulated 2 GiB card: the budget's plan from the default start
#     (resident) and from `--offload model`, against f16 all resident, interleaved;
#   all: every target of the issue once, f16 all resident before and after.
# usage (GPU machine, repo root, .gpu carried): bash tools/gpu/fp8_targets.sh
set -u
source tools/gpu/common.sh
XL="--random-weights sdxl --width 1024 --height 1024"
S15="--random-weights sd15 --width 512 --height 512"
# `targets "JOB" STEPS SMALL CARD...`: f16 all resident, the budget's plan on each simulated
# CARD (GiB), sequential offload in f16 and in fp8 without a budget and on the SMALL card
# with the arena alone (`--stream-keep 0`), then f16 all resident again.
targets() {
  local job=$1 steps=$2 small=$3
  shift 3
  local resident="$job --steps $steps --offload none --weights-dtype f16 --text-encoder-dtype f16"
  b $resident
  for g in "$@"; do b $job --steps $steps --simulate-vram $g --vram-budget auto; done
  for w in f16 fp8_e4m3fn; do
    b $job --steps $steps --offload sequential --weights-dtype $w
    b $job --steps $steps --simulate-vram $small --vram-budget auto --offload sequential --stream-keep 0 --weights-dtype $w
  done
  b $resident
}
for part in ${PARTS:-seq sd15}; do case $part in
seq)
  for round in 1 2; do
    for w in f16 fp8_e4m3fn; do
      b $S15 --steps 20 --simulate-vram 2 --vram-budget auto --offload sequential --weights-dtype $w
    done
  done
  for w in f16 fp8_e4m3fn; do b $S15 --steps 20 --offload sequential --weights-dtype $w; done
  for w in f16 fp8_e4m3fn; do
    b $XL --steps 10 --simulate-vram 4 --vram-budget auto --offload sequential --weights-dtype $w
  done ;;
sd15)
  for round in 1 2; do
    b $S15 --steps 20 --offload none --weights-dtype f16 --text-encoder-dtype f16
    b $S15 --steps 20 --simulate-vram 2 --vram-budget auto
    b $S15 --steps 20 --simulate-vram 2 --vram-budget auto --offload model
  done ;;
all)
  # Every target of issue 17 in one call (session 30).
  targets "$XL" 10 4 4 6
  targets "$S15" 20 2 1.5 2 ;;
again)
  # The runs of `all` whose figures did not come back or stood apart, again.
  b $XL --steps 10 --offload none --weights-dtype f16 --text-encoder-dtype f16
  b $XL --steps 10 --simulate-vram 4 --vram-budget auto
  for round in 1 2; do
    for w in f16 fp8_e4m3fn; do
      b $S15 --steps 20 --simulate-vram 2 --vram-budget auto --offload sequential --stream-keep 0 --weights-dtype $w
    done
  done ;;
esac; done
