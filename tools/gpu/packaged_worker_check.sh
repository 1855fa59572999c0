#!/usr/bin/env bash
# The CUDA worker as packaging/build-deb.sh ships it (candela-engine-cuda: machine code for
# every architecture CUDA 13 supports, stripped, rpath $ORIGIN/cuda), carried as
# .gpu/candela-engine.xz. The package's CUDA libraries (about 1 GB) do not fit a call: the
# machine's own CUDA 13 libraries stand in for them (gpu-env.sh). Checks: the first image
# on an empty JIT cache against the next (issue 14), SD 3 against diffusers in every plan
# (T5 and ControlNets streamed under sequential), SD 1.5 parity.
# usage (GPU machine, repo root, .gpu carried): bash tools/gpu/packaged_worker_check.sh
set -u
source tools/gpu/common.sh
ls -la .gpu/candela-engine
echo "== first image on an empty JIT cache"
bash tools/gpu/first_image.sh
echo "== SD 3 (f32)"
bash tools/gpu/sd3_cuda_check.sh | grep -v fp8
python3 tools/gpu/sd3_controlnet_cuda_check.py sd35l_controlnet | grep '"f32"'
echo "== SD 1.5"
CASES="sd1_euler sd1_euler_fp8" PLANS="none sequential" bash tools/gpu/parity_smoke.sh
