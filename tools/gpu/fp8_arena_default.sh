#!/usr/bin/env bash
# Issue 17's unbudgeted sequential target (fp8 at or under 0.6x f16's step): the default
# arena (three largest fp8 groups) against four (the bytes of f16's two), f16 beside them,
# interleaved over two rounds; ms/step and the denoising peak over the context.
# usage (GPU machine, repo root, .gpu carried): bash tools/gpu/fp8_arena_default.sh
set -u
source tools/gpu/common.sh
XL="--random-weights sdxl --width 1024 --height 1024 --offload sequential"
S15="--random-weights sd15 --width 512 --height 512 --offload sequential"
for round in 1 2; do
  b $S15 --steps 20
  for n in 3 4; do echo "slots $n"; CANDELA_SLOT_COUNT=$n b $S15 --steps 20 --weights-dtype fp8_e4m3fn; done
done
for round in 1 2; do
  b $XL --steps 10
  for n in 3 4; do echo "slots $n"; CANDELA_SLOT_COUNT=$n b $XL --steps 10 --weights-dtype fp8_e4m3fn; done
done
