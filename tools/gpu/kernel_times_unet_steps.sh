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
kt() {
  local out=$1; shift
  CUDA_INJECTION64_PATH=$PWD/.gpu/libkernel_times.so KERNEL_TIMES_OUT=$out \
    $E bench --device cuda "$@" >/tmp/kt.log 2>&1 || tail -n 3 /tmp/kt.log
  [ -s "$out" ] || { echo "no kernel times from: $*"; tail -n 5 /tmp/kt.log; }
}
for job in ${JOBS:-sdxl:1024:f16 sdxl:1024:fp8_e4m3fn sd15:1024:f16 sd15:512:f16}; do
  IFS=: read -r arch res w offload <<<"$job"
  # A size is one number (square) or WIDTHxHEIGHT (sdxl:1216x832:f16).
  width=${res%x*}; height=${res#*x}
  args="--random-weights $arch --width $width --height $height --offload ${offload:-none} --weights-dtype $w"
  b $args --steps 12
  kt /tmp/kt_short.jsonl $args --steps 2
  kt /tmp/kt_long.jsonl $args --steps 12
  python3 tools/gpu/kernel_times_diff.py /tmp/kt_short.jsonl /tmp/kt_long.jsonl 10 "$job"
  cp /tmp/kt_long.jsonl "${OUT:-/tmp}/kernel_times_${arch}_${res}_${w}_${offload:-none}.jsonl"
done
[[ ${TORCH:-} == none ]] || python3 tools/gpu/torch_kernel_profile.py ${TORCH:-sd15:1024 sd15:512} 2>&1 | grep -v Warn | grep -v _warn_once
