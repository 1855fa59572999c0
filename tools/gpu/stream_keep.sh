#!/usr/bin/env bash
# Session 27 (issue 17): `--stream-keep`, the largest of a streamed denoiser's groups kept
# on the device through the denoising where the budget has room. Parts:
#   same: final latents with groups kept against none (must be identical): SD 1.5 512
#     streamed in fp8, SDXL 1024 streamed in f16;
#   speed: issue 17's sequential targets as the issue states them (a simulated card, the
#     budget's choice, f16 in the same call), the choice as it is now (groups kept) and
#     with `--stream-keep 0` (the arena alone, as before); f16 all resident; SD 3.5 Large
#     on a simulated 8 GiB card (the budget streams it); diffusers' SDXL group offload;
#   speed2: the budget's choices again (call 2, kept groups in one buffer a dtype);
#   speed3: the same with the kept groups' reserve counted (call 4), f16 resident beside;
#   vram: vram_matrix.sh's `keep` runs (predicted against measured, recorded).
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/stream_keep.sh
set -u
source tools/gpu/common.sh
XL="--random-weights sdxl --width 1024 --height 1024"
S15="--random-weights sd15 --width 512 --height 512"
L35="--random-weights sd35l --width 1024 --height 1024 --cfg 4.5"
for part in ${PARTS:-same speed vram}; do case $part in
same)
  gen k0 $S15 --offload sequential --weights-dtype fp8_e4m3fn --stream-keep 0
  gen k90 $S15 --offload sequential --weights-dtype fp8_e4m3fn --stream-keep 90
  echo "SD 1.5 fp8 streamed, keep 90 vs 0: $(python3 tools/gpu/compare_latents.py /tmp/k90.safetensors /tmp/k0.safetensors)"
  gen x0 $XL --offload sequential --weights-dtype f16 --stream-keep 0
  gen x50 $XL --offload sequential --weights-dtype f16 --stream-keep 50
  echo "SDXL f16 streamed, keep 50 vs 0: $(python3 tools/gpu/compare_latents.py /tmp/x50.safetensors /tmp/x0.safetensors)" ;;
speed)
  b $XL --steps 10 --offload none --weights-dtype f16
  for w in f16 fp8_e4m3fn; do
    b $XL --steps 10 --simulate-vram 4 --vram-budget auto --offload sequential --weights-dtype $w
    b $XL --steps 10 --simulate-vram 4 --vram-budget auto --offload sequential --weights-dtype $w --stream-keep 0
  done
  b $S15 --steps 20 --offload none --weights-dtype f16 --text-encoder-dtype f16
  for w in f16 fp8_e4m3fn; do
    b $S15 --steps 20 --simulate-vram 2 --vram-budget auto --offload sequential --weights-dtype $w
    b $S15 --steps 20 --simulate-vram 2 --vram-budget auto --offload sequential --weights-dtype $w --stream-keep 0
  done
  b $L35 --steps 4 --simulate-vram 8 --vram-budget auto
  b $L35 --steps 4 --simulate-vram 8 --vram-budget auto --stream-keep 0
  dif --model sdxl --mode group --res 1024 --steps 10 ;;
speed2)
  # Call 2: the budget's choices again, the kept groups uploaded in one buffer a dtype.
  for w in f16 fp8_e4m3fn; do
    b $XL --steps 10 --simulate-vram 4 --vram-budget auto --offload sequential --weights-dtype $w
    b $S15 --steps 20 --simulate-vram 2 --vram-budget auto --offload sequential --weights-dtype $w
  done
  b $L35 --steps 4 --simulate-vram 8 --vram-budget auto ;;
speed3)
  # Call 4: the budget's choices with the kept groups' reserve counted.
  b $S15 --steps 20 --simulate-vram 2 --vram-budget auto --offload sequential --weights-dtype f16
  b $S15 --steps 20 --simulate-vram 2 --vram-budget auto --offload sequential --weights-dtype fp8_e4m3fn
  b $S15 --steps 20 --offload none --weights-dtype f16 --text-encoder-dtype f16
  for w in f16 fp8_e4m3fn; do
    b $XL --steps 10 --simulate-vram 4 --vram-budget auto --offload sequential --weights-dtype $w
  done
  b $XL --steps 10 --offload none --weights-dtype f16
  b $L35 --steps 4 --simulate-vram 8 --vram-budget auto ;;
vram)
  PARTS=keep bash tools/gpu/vram_matrix.sh ;;
esac; done
