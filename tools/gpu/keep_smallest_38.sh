#!/usr/bin/env bash
# Session 38 (issues 17 and 13): the fp8 UNet's smallest layers kept in the run's dtype
# first, now the default (`planner::levers::fp8_share`), and a tile as large as the image
# predicted as the tiled path it runs (`planner::predict`).
#   targets: issue 17's targets on this build, each beside f16 all resident in the same
#     call, interleaved: SD 1.5 512 on a simulated 2 GiB card three times (and the old
#     order once, `CANDELA_FP8_KEEP=deepest`), SDXL 1024 on 4 and 6 GiB twice; then
#     torch's GPU time for the same UNets (diffusers' UNet replayed from a CUDA graph);
#   share43: `vram_matrix.sh`'s part of that name (out of sample for the refit);
#   two: call 2, once a one-tile VAE pass no longer counts the decode buffer beside a
#     partly-fp8 UNet (`fp8_share::reserve_buffers`): SD 1.5 512 on 2 GiB against f16 all
#     resident, three rounds interleaved, then `vram_matrix.sh` part share43b;
#   dif: call 3, diffusers' pipelines (eager, f16, all on the GPU and under model offload)
#     beside Candela's f16 resident step and the 2 and 4/6 GiB plans, SD 1.5 512 and SDXL
#     1024, twice each.
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/keep_smallest_38.sh
set -u
source tools/gpu/common.sh
S15="--random-weights sd15 --width 512 --height 512 --steps 20"
XL="--random-weights sdxl --width 1024 --height 1024 --steps 10"
for part in ${PARTS:-targets share43}; do case $part in
targets)
  for round in 1 2 3; do
    b $S15 --offload none --weights-dtype f16 --text-encoder-dtype f16
    b $S15 --simulate-vram 2 --vram-budget auto
  done
  with CANDELA_FP8_KEEP=deepest b $S15 --simulate-vram 2 --vram-budget auto
  for round in 1 2; do
    b $XL --offload none --weights-dtype f16 --text-encoder-dtype f16
    b $XL --simulate-vram 4 --vram-budget auto
    b $XL --simulate-vram 6 --vram-budget auto
  done
  python3 .gpu/torch_gpu_time.py sd15:512 sdxl:1024 2>&1 | grep '^{' ;;
share43)
  PARTS=share43 bash tools/gpu/vram_matrix.sh ;;
two)
  for round in 1 2 3; do
    b $S15 --offload none --weights-dtype f16 --text-encoder-dtype f16
    b $S15 --simulate-vram 2 --vram-budget auto
  done
  PARTS=share43b bash tools/gpu/vram_matrix.sh ;;
dif)
  for round in 1 2; do
    b $S15 --offload none --weights-dtype f16 --text-encoder-dtype f16
    b $S15 --simulate-vram 2 --vram-budget auto
    dif --model sd15 --mode gpu --res 512 --steps 20
  done
  dif --model sd15 --mode model --res 512 --steps 20
  for round in 1 2; do
    b $XL --offload none --weights-dtype f16 --text-encoder-dtype f16
    b $XL --simulate-vram 4 --vram-budget auto
    b $XL --simulate-vram 6 --vram-budget auto
    dif --model sdxl --mode gpu --res 1024 --steps 10
  done
  dif --model sdxl --mode model --res 1024 --steps 10 ;;
esac; done
