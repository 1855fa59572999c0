#!/usr/bin/env bash
# `--fp8-share` (planner/levers/fp8_share.rs: part of an fp8 UNet kept in the run's dtype
# where the budget has room), in one call:
#   same: SDXL 1024's final latents in f16, in fp8 and at shares 60 and 30, each against
#     f16 (how far the picture moves);
#   time: issue 17's ratios: SDXL 1024 on simulated 6 and 4 GiB cards and SD 1.5 512 on 2
#     GiB (`--vram-budget auto`, with the build before the lever, .gpu/candela-engine-before.xz,
#     and this one) against f16 all resident; sequential fp8 against f16;
#   mem: the lever's runs recorded beside their predictions (tools/gpu/vram_matrix.sh's
#     `share` part, $OUT/vram_matrix.jsonl);
#   again: the budget's choice once the tile store takes its room first (session 25 call
#     2), interleaved with the build before and f16; sequential fp8 in four slots; the
#     `share2` runs recorded.
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/fp8_share.sh
set -u
source tools/gpu/common.sh
make_inputs
XL="--random-weights sdxl --width 1024 --height 1024"
S15="--random-weights sd15 --width 512 --height 512"
for part in ${PARTS:-same time mem}; do case $part in
same)
  gen f16 $XL --offload none
  gen fp8 $XL --offload none --weights-dtype fp8_e4m3fn
  for s in 60 30; do gen s$s $XL --offload none --weights-dtype fp8_e4m3fn --fp8-share $s; done
  for n in fp8 s60 s30; do
    echo "SDXL 1024 latents, $n vs f16: $(python3 tools/gpu/compare_latents.py /tmp/$n.safetensors /tmp/f16.safetensors)"
  done ;;
time)
  python3 -c "import lzma,shutil;shutil.copyfileobj(lzma.open('.gpu/candela-engine-before.xz'),open('.gpu/candela-engine-before','wb'))"
  chmod +x .gpu/candela-engine-before
  b $XL --steps 10 --offload none --weights-dtype f16 --text-encoder-dtype f16
  for g in 6 4; do
    E=.gpu/candela-engine-before b $XL --steps 10 --simulate-vram $g --vram-budget auto
    b $XL --steps 10 --simulate-vram $g --vram-budget auto
  done
  b $XL --steps 10 --offload none --weights-dtype f16 --text-encoder-dtype f16
  b $S15 --steps 20 --offload none --weights-dtype f16 --text-encoder-dtype f16
  E=.gpu/candela-engine-before b $S15 --steps 20 --simulate-vram 2 --vram-budget auto
  b $S15 --steps 20 --simulate-vram 2 --vram-budget auto
  b $S15 --steps 20 --offload none --weights-dtype f16 --text-encoder-dtype f16
  for w in f16 fp8_e4m3fn; do b $S15 --steps 20 --offload sequential --weights-dtype $w; done
  for w in f16 fp8_e4m3fn; do b $XL --steps 10 --offload sequential --vae-tile 512 --weights-dtype $w; done ;;
again)
  # The choice once the tile store takes its room first: f16 resident, this build and the
  # build before interleaved; sequential fp8 with an arena of f16's bytes (four slots).
  python3 -c "import lzma,shutil;shutil.copyfileobj(lzma.open('.gpu/candela-engine-before.xz'),open('.gpu/candela-engine-before','wb'))"
  chmod +x .gpu/candela-engine-before
  F16="--offload none --weights-dtype f16 --text-encoder-dtype f16"
  b $XL --steps 10 $F16
  for g in 6 7; do
    b $XL --steps 10 --simulate-vram $g --vram-budget auto
    E=.gpu/candela-engine-before b $XL --steps 10 --simulate-vram $g --vram-budget auto
    b $XL --steps 10 --simulate-vram $g --vram-budget auto
  done
  b $XL --steps 10 $F16
  b $S15 --steps 20 $F16
  for i in 1 2; do
    E=.gpu/candela-engine-before b $S15 --steps 20 --simulate-vram 2 --vram-budget auto
    b $S15 --steps 20 --simulate-vram 2 --vram-budget auto
  done
  b $S15 --steps 20 $F16
  export CANDELA_SLOT_COUNT=4
  b $S15 --steps 20 --offload sequential --weights-dtype fp8_e4m3fn
  b $XL --steps 10 --offload sequential --vae-tile 512 --weights-dtype fp8_e4m3fn
  unset CANDELA_SLOT_COUNT
  PARTS=share2 bash tools/gpu/vram_matrix.sh ;;
mem)
  PARTS=share bash tools/gpu/vram_matrix.sh ;;
esac; done
