#!/usr/bin/env bash
# A resident UNet's text-context keys and values kept between steps (nets::context_cache,
# issues 14 and 17) against the build before it (`.gpu/candela-engine-old.xz`), in one call:
#   same: final latents new vs old from one seed (the same bits expected: the same
#     products, made once);
#   parity: sd1_euler and sdxl_euler against diffusers (f32, f16; none and model);
#   speed: ms/step new / old / new, resident f16 (issue 14's sizes) and the fp8 targets
#     (issue 17), with the denoising peaks beside their predictions;
#   mem: the same jobs again, new build only, twice each;
#   torch: torch's GPU time for the same UNets (CUDA graph).
# usage (GPU machine, repo root, .gpu with both builds, .whl): bash tools/gpu/context_kv_check.sh
set -u
source tools/gpu/common.sh
source tools/gpu/old_build.sh
for part in ${PARTS:-same parity speed torch}; do case $part in
same)
  new_vs_old "SDXL 1024 f16" --random-weights sdxl --width 1024 --height 1024
  new_vs_old "SDXL 1024 fp8, simulated 6 GiB" --random-weights sdxl --width 1024 --height 1024 --simulate-vram 6 --vram-budget auto
  new_vs_old "SD 1.5 512 model offload" --random-weights sd15 --width 512 --height 512 --offload model
  new_vs_old "SDXL 1024 with the refiner" --random-weights sdxl --width 1024 --height 1024 --refiner random ;;
parity)
  E=$E CASES="sd1_euler sdxl_euler" PLANS="none model" DTYPES="f32 f16" bash tools/gpu/parity_smoke.sh 2>&1 | grep '^{' ;;
speed)
  for args in "sdxl --width 1024 --height 1024 --steps 10" "sdxl --width 1216 --height 832 --steps 10" \
      "sd15 --width 512 --height 512 --steps 20" "sd15 --width 1024 --height 1024 --steps 10" \
      "sdxl --width 1024 --height 1024 --steps 10 --simulate-vram 6 --vram-budget auto" \
      "sd15 --width 512 --height 512 --steps 20 --simulate-vram 2 --vram-budget auto" \
      "sdxl --width 1024 --height 1024 --steps 10 --simulate-vram 4 --vram-budget auto"; do
    b --random-weights $args; bo --random-weights $args; b --random-weights $args
  done ;;
mem)
  # The memory of the kept keys and values: each job twice, the denoising peak beside its
  # prediction.
  for args in "sdxl --width 1024 --height 1024 --steps 10" "sdxl --width 1216 --height 832 --steps 10" \
      "sd15 --width 512 --height 512 --steps 20" "sd15 --width 1024 --height 1024 --steps 10" \
      "sdxl --width 1024 --height 1024 --steps 10 --simulate-vram 6 --vram-budget auto" \
      "sd15 --width 512 --height 512 --steps 20 --simulate-vram 2 --vram-budget auto" \
      "sdxl --width 1024 --height 1024 --steps 10 --simulate-vram 4 --vram-budget auto" \
      "sd15 --width 512 --height 512 --steps 20 --offload model"; do
    b --random-weights $args; b --random-weights $args
  done ;;
torch)
  python3 .gpu/torch_gpu_time.py sdxl:1024 sd15:512 sd15:1024 2>&1 | grep '^{' ;;
esac; done
