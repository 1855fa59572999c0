#!/usr/bin/env bash
# SD 3's q/k head RMSNorm and adaLN LayerNorm in one CUDA pass each (nets::cuda_ops::rms_norm,
# plain_layer_norm) against the build
# before (`.gpu/candela-engine-old.xz`), in one call (issues 21, 14): the final latents of
# both builds from one seed must be bit-identical (the same floats as candle's f32 kernel);
# SD 3 against diffusers in every plan (sd3_cuda_check.sh); ms/step new / old; the step's
# kernels (kernel_times_unet_steps.sh).
# usage (GPU machine, repo root, .gpu carried): bash tools/gpu/sd3_head_norm_check.sh
set -u
source tools/gpu/common.sh
source tools/gpu/old_build.sh
for dt in f16 f32 bf16; do
  new_vs_old "sd35m 512 $dt" --random-weights sd35m --width 512 --height 512 --dtype $dt
done
bash tools/gpu/sd3_cuda_check.sh 2>&1 | tail -n 12
A="--random-weights sd35m --width 1024 --height 1024 --steps 6 --cfg 4.5"
b $A; bo $A; b $A
JOBS=sd35m:1024:f16 TORCH=none bash tools/gpu/kernel_times_unet_steps.sh 2>&1 | grep -v "^== \|^{\"plan\|^NVIDIA"
