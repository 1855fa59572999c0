#!/usr/bin/env bash
# Session 34, call 2, on the build with kernels::op::typed (every ops-module kernel found by
# name and dtype through one helper) and the f32 exponentials back:
#   parity  diffusers' parity cases under no and sequential offload in f32, f16 on the
#           card's code and on Turing's (`CANDELA_ARCH=75`); SD 3's tiny pipeline in f32
#           (rms_norm, scale_shift, gated_add, the layer norms)
#   ops     bench-ops in f16 (attention rows, their error against f32)
#   steps   SDXL 1024 and SD 1.5 512 (bench's median), beside torch's UNet GPU time
#   memory  `vram_matrix.sh` part `oos40` (issue 13)
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/round_34b.sh
set -u
source tools/gpu/common.sh
PARTS=${PARTS:-parity ops steps memory}
has() { [[ " $PARTS " == *" $1 "* ]]; }
if has parity; then
  echo "== parity f32, no and sequential offload"
  CASES="sd1_euler sdxl_euler sd1_euler_fp8 sdxl_euler_fp8" PLANS="none sequential" DTYPES="f32" \
    bash tools/gpu/parity_smoke.sh 2>&1 | grep '^{\|rror'
  echo "== parity f16, the card's code and Turing's"
  CASES="sd1_euler sdxl_euler" PLANS="none" DTYPES="f16" ARCHS="native 75" \
    bash tools/gpu/parity_smoke.sh 2>&1 | grep '^{\|rror'
  echo "== SD 3 tiny pipeline, f32"
  bash tools/gpu/sd3_cuda_check.sh 2>&1 | grep '^{'
fi
if has ops; then
  echo "== bench-ops f16"
  $E bench-ops --device cuda --dtype f16 --iters 30 2>&1 | grep '^{'
fi
if has steps; then
  for rep in 1 2; do
    b --random-weights sdxl --width 1024 --height 1024 --steps 10
    b --random-weights sd15 --width 512 --height 512 --steps 20
  done
  python3 tools/gpu/torch_sdpa_time.py default sd15:512 sdxl:1024 2>&1 | grep '^{'
fi
if has memory; then
  PARTS=oos40 bash tools/gpu/vram_matrix.sh 2>&1 | grep -v '^ok '
fi
