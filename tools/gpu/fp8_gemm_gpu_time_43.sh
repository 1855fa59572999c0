#!/usr/bin/env bash
# Session 43 (issue 17): the GPU time a denoising step spends, kernel by kernel (CUPTI,
# tools/gpu/kernel_times.c; 12 steps against 2, kernel_times_diff.py), with the GEMM that
# reads fp8 weights itself (1c7cfe6's build, taken back in 7ace016) at each row limit
# CANDELA_FP8_GEMM_ROWS of LIMITS (0: off), SD 1.5 512 on a simulated 2 GiB card, beside f16
# all resident: whether the fp8 GEMM's slower steps are GPU time or the host's launches.
# usage (GPU machine, repo root, .gpu with 1c7cfe6's engine and libkernel_times.so carried):
#   LIMITS="0 160 512" bash tools/gpu/fp8_gemm_gpu_time_43.sh
set -u
source tools/gpu/common.sh
S15="--random-weights sd15 --width 512 --height 512"
step_kernels "f16 all resident" $S15 --offload none --weights-dtype f16 --text-encoder-dtype f16
for v in ${LIMITS:-0 160 512}; do
  ( export CANDELA_FP8_GEMM_ROWS=$v; step_kernels "2 GiB, fp8 GEMM rows <= $v" $S15 --simulate-vram 2 --vram-budget auto )
done
