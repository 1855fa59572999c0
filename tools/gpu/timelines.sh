#!/usr/bin/env bash
# Where a UNet step waits (issue 17: sequential fp8 at 0.6 of f16's step, SD 1.5 fp8 at
# resident speed): each job's ms/step untraced, then a 12-step run under
# tools/gpu/kernel_times.c with KERNEL_TIMES_TRACE, read by timeline_gaps.py (the compute
# stream's, the copies' and the side stream's busy time per step, the time nothing runs,
# and the compute stream's gaps by size). A job is "NAME|ENV|ARGS" (ENV: VAR=VALUE or -).
# usage (GPU machine, repo root, .gpu with libkernel_times.so carried):
#   bash tools/gpu/timelines.sh
set -u
source tools/gpu/common.sh
S15="--random-weights sd15 --width 512 --height 512"
XL="--random-weights sdxl --width 1024 --height 1024"
DEFAULT_JOBS=(
  "sd15-fp8-seq|-|$S15 --offload sequential --weights-dtype fp8_e4m3fn"
  "sd15-fp8-seq-4slots|CANDELA_SLOT_COUNT=4|$S15 --offload sequential --weights-dtype fp8_e4m3fn"
  "sd15-f16-seq|-|$S15 --offload sequential --weights-dtype f16"
  "sd15-fp8-res|-|$S15 --offload none --weights-dtype fp8_e4m3fn"
  "sd15-fp8-res-noahead|CANDELA_DECODE_AHEAD=0|$S15 --offload none --weights-dtype fp8_e4m3fn"
  "sd15-f16-res|-|$S15 --offload none --weights-dtype f16"
  "sdxl-fp8-seq|-|$XL --offload sequential --weights-dtype fp8_e4m3fn"
  "sdxl-f16-seq|-|$XL --offload sequential --weights-dtype f16"
)
if [ -n "${JOBS:-}" ]; then mapfile -t LIST <<<"$JOBS"; else LIST=("${DEFAULT_JOBS[@]}"); fi
for job in "${LIST[@]}"; do
  IFS='|' read -r name env args <<<"$job"
  [ "$env" = - ] && env=
  ( [ -n "$env" ] && export "$env"
    b $args --steps 20
    CUDA_INJECTION64_PATH=$PWD/.gpu/libkernel_times.so KERNEL_TIMES_OUT=/tmp/kt.jsonl \
      KERNEL_TIMES_TRACE=/tmp/trace.txt $E bench --device cuda $args --steps 12 >/tmp/kt.log 2>&1 \
      || tail -n 3 /tmp/kt.log
    python3 tools/gpu/timeline_gaps.py /tmp/trace.txt 12 "$name"
    xz -T4 -c /tmp/trace.txt > "${OUT:-/tmp}/trace_$name.txt.xz" )
done
