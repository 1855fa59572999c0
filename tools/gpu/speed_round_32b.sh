#!/usr/bin/env bash
# Issue 14, session 32, call 4: SDXL's step with Candela's kernel functions looked up once
# (kernels::function) and its cross-attention back over 64-key tiles, beside torch's UNet
# GPU time per SDPA backend in the same call; then the memory: oos37's 24 runs (recorded in
# session 31 with the build before this session's kernels) and cn32 again with this build.
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/speed_round_32b.sh
set -u
source tools/gpu/common.sh
PARTS=${PARTS:-steps torch memory}
has() { [[ " $PARTS " == *" $1 "* ]]; }
if has steps; then
  for i in 1 2; do
    for args in "sdxl --width 1024 --height 1024 --steps 10" "sdxl --width 1216 --height 832 --steps 10" \
        "sd15 --width 1024 --height 1024 --steps 10"; do
      b --random-weights $args
    done
  done
  make_inputs
  b --random-weights sdxl --width 1024 --height 1024 --steps 6 --control random:/tmp/init1024.png
fi
if has torch; then
  for be in default flash; do
    python3 tools/gpu/torch_sdpa_time.py $be sd15:1024 sdxl:1024 sdxl:1216x832 2>&1 | grep '^{'
    python3 tools/gpu/torch_sdpa_time.py $be tools/gpu/torch_controlnet_time.py sdxl:1024:1 2>&1 | grep '^{'
  done
fi
if has memory; then
  PARTS="cn32 oos37" bash tools/gpu/vram_matrix.sh
fi
