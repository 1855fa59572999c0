#!/usr/bin/env bash
# Sequential offload's groups in a ring arena (offload::ring, issue 17): each group takes a
# place its own size in `slot_count` x the largest group, so copies run ahead through as
# many groups as fit instead of `count - 1` -- against the build before
# (`.gpu/candela-engine-old.xz`, one slot per group), in one call:
#   same: final latents of both builds from one seed under sequential offload (the same
#     kernels on the same bytes: the same bits expected), fp8 and f16, SD 1.5, SDXL, SD 3.5;
#   parity: the parity cases against diffusers' references, f32, sequential (and none), the
#     fp8 case too; SD 3 in every plan;
#   speed: ms/step and the phases' peaks beside the prediction, new / old / new, for the
#     sequential fp8 target (0.6 x the f16 sequential step) and the f16 references, SD 3.5
#     streamed on small simulated cards.
# PARTS picks (default: all, in that order).
# usage (GPU machine, repo root, .gpu carried): bash tools/gpu/arena_prefetch_check.sh
set -u
source tools/gpu/common.sh
source tools/gpu/old_build.sh
for part in ${PARTS:-same parity speed}; do case $part in
same)
  for job in "sd15 --width 512 --height 512 --weights-dtype fp8_e4m3fn" "sd15 --width 512 --height 512" \
      "sdxl --width 1024 --height 1024 --weights-dtype fp8_e4m3fn" "sd35m --width 512 --height 512 --cfg 4.5"; do
    new_vs_old "$job sequential" --random-weights $job --offload sequential
  done ;;
parity)
  E=$E CASES="sd1_euler sd1_euler_fp8" PLANS="none sequential" bash tools/gpu/parity_smoke.sh 2>&1 | grep '^{'
  bash tools/gpu/sd3_cuda_check.sh 2>&1 | grep '^{' ;;
speed)
  for args in "sd15 --width 512 --height 512 --steps 20 --offload sequential --weights-dtype fp8_e4m3fn" \
      "sd15 --width 512 --height 512 --steps 20 --offload sequential" \
      "sdxl --width 1024 --height 1024 --steps 6 --offload sequential --weights-dtype fp8_e4m3fn" \
      "sdxl --width 1024 --height 1024 --steps 6 --offload sequential" \
      "sd35m --width 1024 --height 1024 --cfg 4.5 --steps 4 --simulate-vram 4 --vram-budget auto"; do
    b --random-weights $args; bo --random-weights $args; b --random-weights $args
  done ;;
esac; done
