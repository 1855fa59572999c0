#!/usr/bin/env bash
# candle's binary ops with a broadcast operand indexed in 32-bit arithmetic (vendor/README.md)
# against the build before (`.gpu/candela-engine-old.xz`), in one call (issue 14):
#   same: final latents of both builds from the same seed (full-size random weights) must be
#     bit-identical (the offsets and the rounding are unchanged);
#   speed: ms/step new / old alternating, with torch's GPU time (a CUDA graph) in the call;
#   kernels: where the step's GPU time goes now (kernel_times_unet_steps.sh);
#   parity: sd1_euler against diffusers in f32 and f16.
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/broadcast_index_check.sh
set -u
source tools/gpu/common.sh
source tools/gpu/old_build.sh
for part in ${PARTS:-same speed torch kernels parity}; do case $part in
same)
  for job in sd15:512:f16:f16 sd15:512:f32:f32 sdxl:1024:f16:f16 sdxl:1024:f16:fp8_e4m3fn sd35m:512:f16:f16; do
    IFS=: read -r arch res dt w <<<"$job"
    new_vs_old "$job" --random-weights $arch --width $res --height $res --dtype $dt --weights-dtype $w
  done ;;
speed)
  for args in "sd15 --width 512 --height 512 --steps 20" "sd15 --width 1024 --height 1024 --steps 10" \
      "sd15 --width 2048 --height 2048 --steps 3" "sdxl --width 1024 --height 1024 --steps 10" \
      "sdxl --width 1216 --height 832 --steps 10" "sd35m --width 1024 --height 1024 --steps 6 --cfg 4.5"; do
    b --random-weights $args; bo --random-weights $args; b --random-weights $args
  done
  for args in "sdxl --width 1024 --height 1024 --steps 10 --simulate-vram 6 --vram-budget auto" \
      "sd15 --width 512 --height 512 --steps 20 --simulate-vram 2 --vram-budget auto"; do
    b --random-weights $args; bo --random-weights $args
  done ;;
torch)
  python3 .gpu/torch_gpu_time.py sd15:512 sd15:1024 sd15:2048 sdxl:1024 2>&1 | grep '^{' ;;
kernels)
  JOBS="${KJOBS:-sdxl:1024:f16 sd15:512:f16}" TORCH=none bash tools/gpu/kernel_times_unet_steps.sh 2>&1 | grep -v "^== \|^{\"plan\|^NVIDIA" ;;
parity)
  CASES=sd1_euler DTYPES="f32 f16" PLANS="none sequential" bash tools/gpu/parity_smoke.sh 2>&1 | tail -n 4 ;;
esac; done
