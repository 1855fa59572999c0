#!/usr/bin/env bash
# Session 33, call 2, with `flash64_fwd` for 64-wide heads (flash64_round_33.sh, call 1):
#   fp8   issue 17's targets as the issue states them (`fp8_targets.sh` part `all`)
#   cn    SDXL 1024 with a ControlNet beside torch's same step, per SDPA backend (issue 14)
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/round_33b.sh
set -u
source tools/gpu/common.sh
PARTS=${PARTS:-cn fp8}
has() { [[ " $PARTS " == *" $1 "* ]]; }
if has cn; then
  make_inputs
  for i in 1 2; do
    b --random-weights sdxl --width 1024 --height 1024 --steps 6 --control random:/tmp/init1024.png
  done
  for be in default flash; do
    python3 tools/gpu/torch_sdpa_time.py $be tools/gpu/torch_controlnet_time.py sdxl:1024:1 2>&1 | grep '^{'
  done
fi
if has fp8; then
  PARTS=all bash tools/gpu/fp8_targets.sh
fi
