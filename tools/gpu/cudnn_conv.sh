#!/usr/bin/env bash
# Issue 14: convolutions through cuDNN (loaded at run time, opt-in: CANDELA_CUDNN=1) against
# Candela's im2col + GEMM (CANDELA_CUDNN=0, the default), in one call: parity with diffusers' references in f32/f16 on the card's
# path and Turing's (CANDELA_ARCH=75), UNet step and VAE decode times, predicted vs measured
# VRAM per phase, and torch's GPU time (CUDA graph) for the same shapes.
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/cudnn_conv.sh
set -u
source tools/gpu/common.sh
date
conv() { $E bench --device cuda --random-weights sd15 --width 256 --height 256 --steps 1 2>/dev/null | python3 -c "import sys,json; d=json.loads(sys.stdin.read()); print(d['convolution'], d['context'])"; }
echo "== what convolves, and the context (bytes)"; CANDELA_CUDNN=1 conv; CANDELA_CUDNN=0 conv
echo "== parity (rel = max|candela - diffusers| / max|diffusers|)"
CANDELA_CUDNN=1 CASES="sd1_euler sdxl_euler sd1_lora_kohya_euler sd1_euler_fp8" PLANS="none sequential" DTYPES="f32 f16" ARCHS="native 75" timeout 300 bash tools/gpu/parity_smoke.sh 2>&1 | tail -40
echo "== parity, cuDNN off"
CANDELA_CUDNN=0 CASES="sd1_euler sdxl_euler" PLANS="none" DTYPES="f32 f16" timeout 120 bash tools/gpu/parity_smoke.sh 2>&1 | tail -6
date
for cudnn in 1 0; do
  export CANDELA_CUDNN=$cudnn
  echo "#### CANDELA_CUDNN=$cudnn"
  b --random-weights sd15 --width 512 --height 512 --steps 20
  b --random-weights sd15 --width 1024 --height 1024 --steps 10
  b --random-weights sd15 --width 2048 --height 2048 --steps 3 --vae-tile 1024
  b --random-weights sdxl --width 1024 --height 1024 --steps 10
  b --random-weights sdxl --width 1216 --height 832 --steps 10
  b --random-weights sd15 --width 1024 --height 1024 --steps 4 --offload sequential --vae-tile 512
  date
done
unset CANDELA_CUDNN
echo "== profile, SD 1.5 1024, cuDNN on"
CANDELA_CUDNN=1 CANDELA_PROFILE=1 $E bench --device cuda --random-weights sd15 --width 1024 --height 1024 --steps 3 2>&1 | grep -v '^step' | grep -v '^{' | tail -30
echo "== torch GPU time (CUDA graph)"
timeout 400 python3 .gpu/torch_gpu_time.py sd15:512 sd15:1024 sd15:2048 sdxl:1024 2>&1 | tail -8
date
