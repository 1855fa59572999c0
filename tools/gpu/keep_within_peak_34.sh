#!/usr/bin/env bash
# Issue 17, session 34: sequential offload without a budget once `--stream-keep auto` keeps
# what stays under the job's peak (`choose::raised_within_peak`), against every group
# streamed (`--stream-keep 0`, the arena alone, as before), in f16 and on fp8 weights:
# SD 1.5 512 (20 steps) and SDXL 1024 (10 steps), step time (bench's median), the plan and
# every phase's peak, two rounds interleaved.
# usage (GPU machine, repo root, .gpu carried): bash tools/gpu/keep_within_peak_34.sh
set -u
source tools/gpu/common.sh
for round in 1 2; do
  for args in "sd15 --width 512 --height 512 --steps 20" "sdxl --width 1024 --height 1024 --steps 10"; do
    for w in "" "--weights-dtype fp8_e4m3fn"; do
      b --random-weights $args --offload sequential $w
      b --random-weights $args --offload sequential $w --stream-keep 0
    done
  done
done
