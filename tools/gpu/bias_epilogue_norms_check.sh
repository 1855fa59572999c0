#!/usr/bin/env bash
# A Linear's bias in cuBLASLt's GEMM epilogue, LayerNorm a warp per row and GEGLU eight
# columns a thread (issue 14) against the build before (`.gpu/candela-engine-old.xz`), in one
# call. These change the float sums, so the builds are compared by closeness, and each
# against diffusers:
#   close: final latents of both builds from one seed (full-size random weights), max |new -
#     old| / max |old|;
#   parity: the parity cases against diffusers' references in f16 and bf16, both builds, none
#     and sequential offload; Turing's code path (CANDELA_ARCH=75) in f16; SD 3 in every plan;
#   speed: ms/step new / old / new with torch's GPU time (a CUDA graph) in the call, the
#     phases' peaks beside the prediction (bench's JSON);
#   ab: the new build with one change turned back (CANDELA_FLASH_MR=1: 16-row flash warps;
#     CANDELA_NO_BLAS_LT=1: cuBLAS's GEMM and the bias kernel);
#   kernels: where the step's GPU time goes now (kernel_times_unet_steps.sh).
# PARTS picks (default: all, in that order); KJOBS the kernel-time jobs.
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/bias_epilogue_norms_check.sh
set -u
source tools/gpu/common.sh
source tools/gpu/old_build.sh
for part in ${PARTS:-close parity speed ab torch kernels}; do case $part in
close)
  for job in sd15:512:f16:f16 sd15:512:bf16:bf16 sdxl:1024:f16:f16 sdxl:1024:f16:fp8_e4m3fn sd35m:512:f16:f16; do
    IFS=: read -r arch res dt w <<<"$job"
    new_vs_old "$job" --random-weights $arch --width $res --height $res --dtype $dt --weights-dtype $w
  done ;;
parity)
  for build in new old; do
    bin=$E; [[ $build == old ]] && bin=$O
    echo "== parity, $build build"
    E=$bin CASES="sd1_euler sd1_lora_kohya_euler" DTYPES="f16 bf16" PLANS="none sequential" \
      bash tools/gpu/parity_smoke.sh 2>&1 | grep '^{'
    E=$bin CASES="sd1_euler" DTYPES=f16 PLANS=none ARCHS=75 bash tools/gpu/parity_smoke.sh 2>&1 | grep '^{'
  done
  bash tools/gpu/sd3_cuda_check.sh 2>&1 | tail -n 12 ;;
speed)
  for args in "sd15 --width 512 --height 512 --steps 20" "sd15 --width 1024 --height 1024 --steps 10" \
      "sd15 --width 2048 --height 2048 --steps 3" "sdxl --width 1024 --height 1024 --steps 10" \
      "sdxl --width 1216 --height 832 --steps 10" "sd35m --width 1024 --height 1024 --steps 6 --cfg 4.5"; do
    b --random-weights $args; bo --random-weights $args; b --random-weights $args
  done
  for args in "sdxl --width 1024 --height 1024 --steps 10 --simulate-vram 6 --vram-budget auto" \
      "sd15 --width 512 --height 512 --steps 20 --simulate-vram 2 --vram-budget auto" \
      "sdxl --width 1024 --height 1024 --steps 6 --offload sequential --weights-dtype fp8_e4m3fn" \
      "sdxl --width 1024 --height 1024 --steps 6 --offload sequential"; do
    b --random-weights $args; bo --random-weights $args
  done ;;
ab)
  for args in "sd15 --width 1024 --height 1024 --steps 10" "sd15 --width 2048 --height 2048 --steps 3" \
      "sdxl --width 1024 --height 1024 --steps 10"; do
    b --random-weights $args
    echo "(CANDELA_FLASH_MR=1)"; CANDELA_FLASH_MR=1 b --random-weights $args
    echo "(CANDELA_NO_BLAS_LT=1)"; CANDELA_NO_BLAS_LT=1 b --random-weights $args
  done ;;
torch)
  python3 .gpu/torch_gpu_time.py sd15:512 sd15:1024 sd15:2048 sdxl:1024 2>&1 | grep '^{' ;;
kernels)
  JOBS="${KJOBS:-sdxl:1024:f16 sd35m:1024:f16}" TORCH=none bash tools/gpu/kernel_times_unet_steps.sh 2>&1 | grep -v "^== \|^{\"plan\|^NVIDIA" ;;
esac; done
