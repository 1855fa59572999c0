#!/usr/bin/env bash
# SD 3.5 with its MMDiT streamed block by block (issue 21): the plan and a run of
# SD 3.5 Large at 1024 on a simulated 8 GiB card and Medium on 4 GiB (random full-size
# weights, --vram-budget auto: the planner picks sequential, fp8 and where T5 encodes),
# then each explicitly sequential in f16 and fp8 beside the resident run's speed.
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/sd3_sequential_runs.sh
set -u
source tools/gpu/common.sh
J=(--width 1024 --height 1024 --steps ${STEPS:-10} --cfg 4.5 --dtype f16)
for case in "sd35l 8" "sd35m 4"; do
  set -- $case
  echo "== plan $1 at $2 GiB"
  $E plan --random-weights $1 "${J[@]}" --device cuda --simulate-vram $2 --vram-budget auto 2>&1 | tail -n 6
  b --random-weights $1 "${J[@]}" --simulate-vram $2 --vram-budget auto
done
for m in sd35m sd35l; do
  b --random-weights $m "${J[@]}" --offload sequential
  b --random-weights $m "${J[@]}" --offload sequential --weights-dtype fp8_e4m3fn
  b --random-weights $m "${J[@]}" --offload sequential --text-encoder-device cpu
done
