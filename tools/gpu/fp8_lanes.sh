#!/usr/bin/env bash
# Session 26 (issue 17): the streamed arena's minor lane (an fp8 UNet's f16 norms) holds
# every group queued, so the fp8 groups run as far ahead as their own lane allows; and the
# fp8 decode ahead records two events of its own again instead of creating two per layer.
# .gpu/candela-engine-before.xz is the build before (0da773f). (The lane's change gained
# nothing and was taken back; the script is kept as call 2 of session 26 ran it.) Parts:
#   same: final latents of the streamed fp8 SD 1.5 against the build before, and of the
#     resident fp8 SD 1.5 decoded ahead against decoded in place (both must be identical);
#   speed: sequential fp8 against f16 (SD 1.5 512, SDXL 1024), before and after, and with
#     four slots; resident fp8 SD 1.5 512 before and after against f16; SD 1.5 512 on a
#     simulated 2 GiB card (`--vram-budget auto`) before and after;
#   timeline: tools/gpu/timelines.sh for the streamed and resident fp8 SD 1.5.
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/fp8_lanes.sh
set -u
source tools/gpu/common.sh
python3 -c "import lzma,shutil;shutil.copyfileobj(lzma.open('.gpu/candela-engine-before.xz'),open('.gpu/candela-engine-before','wb'))"
chmod +x .gpu/candela-engine-before
OLD=.gpu/candela-engine-before
XL="--random-weights sdxl --width 1024 --height 1024"
S15="--random-weights sd15 --width 512 --height 512"
for part in ${PARTS:-same speed timeline}; do case $part in
same)
  gen seq_new $S15 --offload sequential --weights-dtype fp8_e4m3fn
  E=$OLD gen seq_old $S15 --offload sequential --weights-dtype fp8_e4m3fn
  echo "SD 1.5 fp8 streamed, new vs before: $(python3 tools/gpu/compare_latents.py /tmp/seq_new.safetensors /tmp/seq_old.safetensors)"
  gen res_ahead $S15 --offload none --weights-dtype fp8_e4m3fn
  (export CANDELA_DECODE_AHEAD=0; gen res_inplace $S15 --offload none --weights-dtype fp8_e4m3fn)
  echo "SD 1.5 fp8 resident, ahead vs in place: $(python3 tools/gpu/compare_latents.py /tmp/res_ahead.safetensors /tmp/res_inplace.safetensors)" ;;
speed)
  for round in 1 2; do
    E=$OLD b $S15 --steps 20 --offload sequential --weights-dtype fp8_e4m3fn
    b $S15 --steps 20 --offload sequential --weights-dtype fp8_e4m3fn
  done
  (export CANDELA_SLOT_COUNT=4; b $S15 --steps 20 --offload sequential --weights-dtype fp8_e4m3fn)
  b $S15 --steps 20 --offload sequential --weights-dtype f16
  E=$OLD b $XL --steps 10 --offload sequential --weights-dtype fp8_e4m3fn
  b $XL --steps 10 --offload sequential --weights-dtype fp8_e4m3fn
  b $XL --steps 10 --offload sequential --weights-dtype f16
  b $S15 --steps 20 --offload none --weights-dtype f16 --text-encoder-dtype f16
  for round in 1 2; do
    E=$OLD b $S15 --steps 20 --offload none --weights-dtype fp8_e4m3fn
    b $S15 --steps 20 --offload none --weights-dtype fp8_e4m3fn
    E=$OLD b $S15 --steps 20 --simulate-vram 2 --vram-budget auto
    b $S15 --steps 20 --simulate-vram 2 --vram-budget auto
  done
  b $S15 --steps 20 --offload none --weights-dtype f16 --text-encoder-dtype f16 ;;
timeline)
  JOBS="sd15-fp8-seq|-|$S15 --offload sequential --weights-dtype fp8_e4m3fn
sd15-fp8-res|-|$S15 --offload none --weights-dtype fp8_e4m3fn" bash tools/gpu/timelines.sh 2>&1 | grep -v '^NVIDIA' ;;
esac; done
