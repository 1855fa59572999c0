#!/usr/bin/env bash
# fp8 weights (issue 17): the targets in one call, random full-size weights, each
# line ms/step and measured peaks (mem_get_info over the context, NVML) beside the planner's
# prediction. Parts: small (SDXL 1024 on simulated 4 and 6 GiB cards, --vram-budget auto,
# against f16 all resident), sd15 (SD 1.5 512 on simulated 1.5 and 2 GiB cards, against
# resident), seq (sequential offload fp8 vs f16, SD 1.5 512 and SDXL 1024), cast (resident
# fp8 vs f16: the cost of the per-layer upcast).
# usage (GPU machine, repo root, .gpu and .whl carried): PARTS="..." bash tools/gpu/fp8_bench.sh
set -u
source tools/gpu/common.sh
P=${PARTS:-small sd15 seq cast}
XL="--random-weights sdxl --width 1024 --height 1024"
S15="--random-weights sd15 --width 512 --height 512"
for part in $P; do case $part in
small)
  echo "-- target: SDXL 1024, simulated 4 GiB <= 1.15x and 6 GiB <= 1.05x the f16 all-resident ms/step"
  b $XL --steps 10 --offload none --weights-dtype f16 --text-encoder-dtype f16
  for gib in 4 6; do
    echo "-- simulated $gib GiB, --vram-budget auto (the plan says whether it took fp8)"
    $E plan $XL --device cuda --simulate-vram $gib --vram-budget auto
    b $XL --steps 10 --simulate-vram $gib --vram-budget auto
  done ;;
sd15)
  echo "-- target: SD 1.5 512, simulated 1.5 GiB finishes; 2 GiB at resident speed"
  b $S15 --steps 20 --offload none --weights-dtype f16 --text-encoder-dtype f16
  for gib in 1.5 2; do
    $E plan $S15 --device cuda --simulate-vram $gib --vram-budget auto
    b $S15 --steps 20 --simulate-vram $gib --vram-budget auto
  done ;;
seq)
  echo "-- target: sequential offload with fp8 weights <= 0.6x the f16 sequential ms/step"
  for w in f16 fp8_e4m3fn fp8_e5m2; do
    b $S15 --steps 20 --offload sequential --weights-dtype $w
  done
  for w in f16 fp8_e4m3fn; do
    b $XL --steps 10 --offload sequential --vae-tile 512 --weights-dtype $w
  done ;;
cast)
  echo "-- resident: what the per-layer upcast costs"
  for w in f16 fp8_e4m3fn fp8_e5m2; do
    b $S15 --steps 20 --offload none --weights-dtype $w
    b $XL --steps 10 --offload none --weights-dtype $w
  done ;;
esac; done
