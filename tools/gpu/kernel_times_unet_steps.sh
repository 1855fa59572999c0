#!/usr/bin/env bash
# Where a UNet step's GPU time goes in Candela, kernel by kernel, without synchronizing any
# region (issue 14): each job runs twice under tools/gpu/kernel_times.c (CUPTI), with 2 and
# 12 steps, and kernel_times_diff.py keeps the 10 steps between; beside it the uninstrumented
# ms/step and torch's kernels for the same UNet (torch_kernel_profile.py).
# usage (GPU machine, repo root, .gpu with libkernel_times.so carried; .whl for diffusers):
#   JOBS="sdxl:1024:f16 sdxl:1024:fp8_e4m3fn sd15:1024:f16 sd15:512:f16" bash tools/gpu/kernel_times_unet_steps.sh
# (a job's size is one number or WIDTHxHEIGHT, e.g. sdxl:1216x832:f16; its optional fourth
# field is its offload mode, e.g. sd15:512:fp8_e4m3fn:sequential;
# copies are summed beside the kernels)
set -u
source tools/gpu/common.sh
for job in ${JOBS:-sdxl:1024:f16 sdxl:1024:fp8_e4m3fn sd15:1024:f16 sd15:512:f16}; do
  IFS=: read -r arch res w offload <<<"$job"
  # A size is one number (square) or WIDTHxHEIGHT (sdxl:1216x832:f16).
  width=${res%x*}; height=${res#*x}
  args="--random-weights $arch --width $width --height $height --offload ${offload:-none} --weights-dtype $w"
  b $args --steps 12
  step_kernels "$job" $args
  cp /tmp/kt_long.jsonl "${OUT:-/tmp}/kernel_times_${arch}_${res}_${w}_${offload:-none}.jsonl"
done
[[ ${TORCH:-} == none ]] || python3 tools/gpu/torch_kernel_profile.py ${TORCH:-sd15:1024 sd15:512} 2>&1 | grep -v Warn | grep -v _warn_once
