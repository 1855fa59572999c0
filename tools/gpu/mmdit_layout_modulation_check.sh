#!/usr/bin/env bash
# The MMDiT's joint attention token-major (no head transposes: the flash kernel reads the
# heads side by side) and its adaLN modulation and gated residuals one pass each (issue 21)
# against the build before (`.gpu/candela-engine-old.xz`), in one call:
#   parity: SD 3 against diffusers in every plan (sd3_cuda_check.sh) in f16 and bf16, both
#     builds (these paths are 2-byte only), and f32 with the new build;
#   close: final latents of both builds from one seed (full-size random weights);
#   speed: ms/step new / old / new, SD 3.5 Medium and Large at 1024, SDXL 1024 beside them;
#   kernels: where SD 3.5 Medium's step goes now (kernel_times_unet_steps.sh).
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/mmdit_layout_modulation_check.sh
set -u
source tools/gpu/common.sh
source tools/gpu/old_build.sh
for part in ${PARTS:-parity close speed kernels}; do case $part in
parity)
  for dt in f16 bf16; do
    for build in new old; do
      bin=$E; [[ $build == old ]] && bin=$O
      echo "== SD 3 parity, $build build, $dt"
      E=$bin DTYPE=$dt bash tools/gpu/sd3_cuda_check.sh 2>&1 | grep '^{'
    done
  done
  echo "== SD 3 parity, new build, f32"
  bash tools/gpu/sd3_cuda_check.sh 2>&1 | grep '^{' ;;
close)
  for job in sd35m:512:f16 sd35m:512:bf16 sd35l:512:f16; do
    IFS=: read -r arch res dt <<<"$job"
    new_vs_old "$job" --random-weights $arch --width $res --height $res --cfg 4.5 --dtype $dt
  done ;;
speed)
  for args in "sd35m --width 1024 --height 1024 --steps 6 --cfg 4.5" "sd35l --width 1024 --height 1024 --steps 4 --cfg 3.5" \
      "sdxl --width 1024 --height 1024 --steps 10"; do
    b --random-weights $args; bo --random-weights $args; b --random-weights $args
  done ;;
kernels)
  JOBS="${KJOBS:-sd35m:1024:f16}" TORCH=none bash tools/gpu/kernel_times_unet_steps.sh 2>&1 | grep -v "^== \|^{\"plan\|^NVIDIA" ;;
esac; done
