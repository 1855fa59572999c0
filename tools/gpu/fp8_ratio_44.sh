#!/usr/bin/env bash
# Session 44: issue 17's last target as it stands after session 43's im2col change, which
# moved both sides: SD 1.5 512 on a simulated 2 GiB card (`auto`: resident, fp8 share 90)
# against the f16 all-resident step, in wall time (ROUNDS rounds interleaved, 20 steps) and
# in GPU time (CUPTI, 12 steps against 2, `step_kernels`), beside torch's UNet from a CUDA
# graph (torch_gpu_time.py) and diffusers' pipelines (eager, diffusers_bench.py, with and
# without its model offload) in the same call.
# usage (GPU machine, repo root, .gpu (with libkernel_times.so) and .whl carried):
#   ROUNDS=5 PARTS="speed kernels torch dif" bash tools/gpu/fp8_ratio_44.sh
set -u
source tools/gpu/common.sh
S15="--random-weights sd15 --width 512 --height 512"
F16="$S15 --offload none --weights-dtype f16 --text-encoder-dtype f16"
GIB2="$S15 --simulate-vram 2 --vram-budget auto"
for part in ${PARTS:-speed kernels torch}; do case $part in
speed)
  for round in $(seq "${ROUNDS:-5}"); do
    b $F16 --steps 20
    b $GIB2 --steps 20
  done ;;
kernels)
  step_kernels "f16 all resident" $F16 2>/dev/null | head -4
  step_kernels "simulated 2 GiB" $GIB2 2>/dev/null | head -4 ;;
torch)
  python3 .gpu/torch_gpu_time.py sd15:512 2>&1 | grep '^{' ;;
dif)
  dif --model sd15 --mode gpu --res 512 --steps 20
  dif --model sd15 --mode model --res 512 --steps 20 ;;
esac; done
