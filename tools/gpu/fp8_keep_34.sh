#!/usr/bin/env bash
# Issue 17, session 34: SD 1.5 512 streamed (`--offload sequential`, no budget) on f16 weights
# against fp8 with the default arena (three groups), fp8 keeping 10% and 20% of the streamed
# weights on the device (`--stream-keep`: the bytes fp8's smaller arena saves against f16's,
# and twice that), and fp8 through four groups (f16's arena bytes): step time (bench's
# median) and every phase's peak, two rounds interleaved.
# usage (GPU machine, repo root, .gpu carried): bash tools/gpu/fp8_keep_34.sh
set -u
source tools/gpu/common.sh
S="--random-weights sd15 --width 512 --height 512 --steps 20 --offload sequential"
for round in 1 2; do
  b $S
  b $S --weights-dtype fp8_e4m3fn
  b $S --weights-dtype fp8_e4m3fn --stream-keep 10
  b $S --weights-dtype fp8_e4m3fn --stream-keep 20
  b $S --weights-dtype fp8_e4m3fn --stream-slots 4
done
