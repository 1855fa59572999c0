#!/usr/bin/env bash
# `--text-encoder-offload on` (planner/levers/text_encoder_offload.rs: the text encoders in
# host memory between prompts beside a resident UNet and VAE), in one call:
#   same: SDXL 1024's final latents and PNG with the lever on and off;
#   time: SDXL 1024 and SD 1.5 512, two jobs of 10 steps each, the lever off and on;
#   choice: what `--vram-budget auto` picks for SDXL 1024 on simulated 7 and 8 GiB cards,
#     with the build before the lever (.gpu/candela-engine-before.xz) and this one;
#   mem: the lever's runs recorded beside their predictions ($OUT/vram_matrix.jsonl, as
#     tools/gpu/vram_matrix.sh's `levers` part writes it);
#   sd3: SD 3.5 Medium's latents and times with its three encoders offloaded, and the
#     `sd3levers` runs recorded; what the budget picks for Medium on 12 GiB and Large on 24
#     GiB, before and with the lever.
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/text_encoder_offload.sh
set -u
source tools/gpu/common.sh
make_inputs
X="--random-weights sdxl --width 1024 --height 1024"
for part in ${PARTS:-same time choice mem}; do case $part in
same)
  gen off $X
  gen on $X --text-encoder-offload on
  echo "SDXL 1024 latents, on vs off: $(python3 tools/gpu/compare_latents.py /tmp/on.safetensors /tmp/off.safetensors)"
  if cmp -s /tmp/on.png /tmp/off.png; then echo "PNG: identical"; else echo "PNG: different"; fi ;;
time)
  for job in "$X" "--random-weights sd15 --width 512 --height 512"; do
    for v in off on; do b $job --steps 10 --jobs 2 --offload none --text-encoder-offload $v; done
  done ;;
choice)
  python3 -c "import lzma,shutil;shutil.copyfileobj(lzma.open('.gpu/candela-engine-before.xz'),open('.gpu/candela-engine-before','wb'))"
  chmod +x .gpu/candela-engine-before
  for g in 7 8; do
    E=.gpu/candela-engine-before b $X --steps 10 --jobs 2 --simulate-vram $g --vram-budget auto
    b $X --steps 10 --jobs 2 --simulate-vram $g --vram-budget auto
  done ;;
mem)
  PARTS=levers bash tools/gpu/vram_matrix.sh ;;
sd3)
  M="--random-weights sd35m --width 1024 --height 1024 --cfg 4.5"
  gen off $M
  gen on $M --text-encoder-offload on
  echo "SD 3.5 Medium 1024 latents, on vs off: $(python3 tools/gpu/compare_latents.py /tmp/on.safetensors /tmp/off.safetensors)"
  for v in off on; do b $M --steps 10 --jobs 2 --offload none --text-encoder-offload $v; done
  python3 -c "import lzma,shutil;shutil.copyfileobj(lzma.open('.gpu/candela-engine-before.xz'),open('.gpu/candela-engine-before','wb'))"
  chmod +x .gpu/candela-engine-before
  for job in "$M --simulate-vram 12" "--random-weights sd35l --width 1024 --height 1024 --cfg 4.5 --simulate-vram 24"; do
    E=.gpu/candela-engine-before b $job --steps 10 --jobs 2 --vram-budget auto
    b $job --steps 10 --jobs 2 --vram-budget auto
  done
  PARTS=sd3levers bash tools/gpu/vram_matrix.sh ;;
esac; done
