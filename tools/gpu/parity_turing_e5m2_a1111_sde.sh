#!/usr/bin/env bash
# The checks run on CUDA after the landings that moved the kernel loader (rooms: kernel loader moved, CUDA op helpers
# shared; F8_E5M2 on disk; --sde-tree-rng) on CUDA.
set -u
source tools/gpu/common.sh
CASES="sd1_euler sdxl_euler sd1_dpmpp_2m sd1_lora_kohya_euler sd1_euler_fp8 sdxl_euler_fp8" bash tools/gpu/parity_smoke.sh 2>&1 | tail -n 20
ARCHS=75 CASES="sd1_euler sdxl_euler" PLANS=none bash tools/gpu/parity_smoke.sh 2>&1 | sed "s/^/turing path: /"
bash tools/gpu/fp8_parity.sh 2>&1 | tail -n 30
# A1111 "RNG: CPU" + DPM++ SDE: CPU start noise, the tree from CUDA's Philox
c=tests/parity/sd1_dpmpp_sde_a1111_cpu_rng
for plan in none sequential; do
  $E generate --model tests/parity/models/sd1 --prompt "a lighthouse on a cliff at dusk" --negative-prompt blurry \
    --width 64 --height 64 --steps 5 --cfg 7 --sampler dpmpp_sde --schedule karras --rng cpu --sde-tree-rng gpu \
    --seed 4294967319 --device cuda --dtype f32 --offload $plan --save-latents /tmp/sde.safetensors --out /tmp/sde.png >/dev/null 2>/tmp/sde.err \
    || { echo "sde $plan error: $(tail -2 /tmp/sde.err)"; continue; }
  echo "sde_tree a1111 $plan: $(python3 tools/gpu/compare_latents.py /tmp/sde.safetensors $c/expected_latents.safetensors)"
done
rm -rf /tmp/sd1_e5m2 && cp -r tests/parity/models/sd1 /tmp/sd1_e5m2
if [ -n "${E5M2_UNET:-}" ]; then cp "$E5M2_UNET" /tmp/sd1_e5m2/unet/diffusion_pytorch_model.safetensors
else python3 tools/parity/make_e5m2_unet.py tests/parity/models/sd1/unet/diffusion_pytorch_model.safetensors /tmp/sd1_e5m2/unet/diffusion_pytorch_model.safetensors; fi
# F8_E5M2 on disk (a tiny SD 1.x UNet whose Linear/Conv weights are stored e5m2): CUDA vs CPU of this build
for d in cuda cpu; do
  $E generate --device $d --model /tmp/sd1_e5m2 --prompt "a cat" --steps 4 --width 64 --height 64 --seed 1 --dtype f32 \
    --save-latents /tmp/e5m2_$d.safetensors --out /tmp/e5m2_$d.png 2>&1 | tail -1
done
echo "e5m2 on disk, cuda vs cpu: $(python3 tools/gpu/compare_latents.py /tmp/e5m2_cuda.safetensors /tmp/e5m2_cpu.safetensors)"
$E generate --device auto --random-weights sd15 --prompt x --steps 2 --out /tmp/auto.png 2>&1 | grep -i "device\|cuda\|error" | head -3
b --random-weights sdxl --width 1024 --height 1024 --steps 10
b --random-weights sd15 --width 512 --height 512 --steps 20
