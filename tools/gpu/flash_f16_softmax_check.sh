#!/usr/bin/env bash
# The flash kernel's softmax in fewer instructions (issue 14): the scale folded into the
# exponent's FMA, keys masked in the last tile only, and the row sums accumulated by the
# tensor cores through a ones column of V where the head is padded (SD 1.x's 40 as 48) --
# each measured on its own (CANDELA_FLASH_VARIANT) and against the build before
# (`.gpu/candela-engine-old.xz`), in one call. Measured 2026-11-28 (docs/benchmarks.md,
# session 18): no form faster than the kernel as it was, so the variants were removed; the
# build that has them is commit d09f160 (30949e0: the f16-pair exponent, slower). The
# `ops` rows of bench-ops remain on main.
#   ops: bench-ops' attention rows, the new build under each softmax variant
#     (CANDELA_FLASH_VARIANT=0..3, engine/kernels/flash.cu's FLASH_VARIANTS), then both builds: the kernel at the UNets' shapes (ms,
#     TFLOP/s, error against f32 attention) and SD 3's joint attention (exact vs concatenated);
#   close: final latents of both builds from one seed (f16 changes its rounding; bf16 keeps
#     the old path: the same bits expected);
#   parity: the parity cases against diffusers' f32 references in f16, both builds, the
#     card's code path and Turing's (CANDELA_ARCH=75); SD 3 in f16 in every plan;
#   variants: ms/step under each softmax variant (SD 1.5 1024 and 2048, SDXL 1024);
#   speed: ms/step new / old / new, and the fp8 targets that run on the same attention;
#   torch: torch's GPU time (diffusers' UNet from a CUDA graph) at the same sizes;
#   kernels: where the GPU time of a step goes now, kernel by kernel and copy by copy
#     (kernel_times_unet_steps.sh; .gpu/libkernel_times.so from build_kernel_times.sh).
# PARTS picks (default: all, in that order); KJOBS the kernel-time jobs.
# usage (GPU machine, repo root, .gpu carried): bash tools/gpu/flash_f16_softmax_check.sh
set -u
source tools/gpu/common.sh
source tools/gpu/old_build.sh
for part in ${PARTS:-ops close parity speed torch kernels}; do case $part in
ops)
  for v in 0 1 2 3; do
    echo "== bench-ops new f16, CANDELA_FLASH_VARIANT=$v"
    CANDELA_FLASH_VARIANT=$v $E bench-ops --device cuda --dtype f16 --iters 20 2>&1 | grep -i 'flash attention\|error'
  done
  for build in new old; do
    bin=$E; [[ $build == old ]] && bin=$O
    for dt in f16 bf16; do
      echo "== bench-ops $build $dt"
      $bin bench-ops --device cuda --dtype $dt --iters 20 2>&1 | grep -i 'attention\|error'
    done
  done ;;
variants)
  for args in "sd15 --width 1024 --height 1024 --steps 10" "sd15 --width 2048 --height 2048 --steps 3" \
      "sdxl --width 1024 --height 1024 --steps 10"; do
    for v in 0 1 2 3; do
      echo "(CANDELA_FLASH_VARIANT=$v)"; CANDELA_FLASH_VARIANT=$v b --random-weights $args
    done
  done ;;
close)
  for job in sd15:512:f16 sd15:1024:f16 sdxl:1024:f16 sd35m:512:f16 sd15:512:bf16; do
    IFS=: read -r arch res dt <<<"$job"
    new_vs_old "$job" --random-weights $arch --width $res --height $res --dtype $dt
  done ;;
parity)
  for build in new old; do
    bin=$E; [[ $build == old ]] && bin=$O
    echo "== parity, $build build"
    E=$bin CASES="sd1_euler" DTYPES=f16 PLANS="none sequential" \
      ARCHS="native 75" bash tools/gpu/parity_smoke.sh 2>&1 | grep '^{'
  done
  DTYPE=f16 bash tools/gpu/sd3_cuda_check.sh 2>&1 | grep '^{' ;;
speed)
  resident_speed
  for args in "sdxl --width 1024 --height 1024 --steps 10 --simulate-vram 6 --vram-budget auto" \
      "sd15 --width 512 --height 512 --steps 20 --simulate-vram 2 --vram-budget auto" \
      "sd15 --width 512 --height 512 --steps 20 --offload sequential --weights-dtype fp8_e4m3fn"; do
    b --random-weights $args; bo --random-weights $args
  done ;;
torch)
  python3 .gpu/torch_gpu_time.py sd15:512 sd15:1024 sd15:2048 sdxl:1024 2>&1 | grep -v Warn | tail -n 8 ;;
kernels)
  JOBS="${KJOBS:-sd15:1024:f16 sd15:512:fp8_e4m3fn:sequential sd15:512:f16:sequential}" TORCH=none \
    bash tools/gpu/kernel_times_unet_steps.sh 2>&1 | grep -v "^== \|^{\"plan\|^NVIDIA" ;;
esac; done
