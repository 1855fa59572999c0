#!/usr/bin/env bash
# VRAM engine, second pass: per-phase peaks with tiled VAE, SDXL resident/sequential beside
# diffusers, SD 1.5 2048 with tiled VAE, SDXL on a simulated 4 GiB card, a too-big plan.
# usage (GPU machine, repo root, .gpu and .whl carried): PARTS="..." bash tools/gpu/sdxl_offload_tiling_small_cards.sh
set -u
source tools/gpu/common.sh
P=${PARTS:-seq512 toobig sdxl small4 tile diff}
for part in $P; do case $part in
seq512)
  b --random-weights sd15 --width 512 --height 512 --steps 20 --offload sequential --vae-tile 256
  b --random-weights sd15 --width 512 --height 512 --steps 20 --offload sequential --vae-tile off
  b --random-weights sd15 --width 512 --height 512 --steps 20 --offload model --vae-tile 256 ;;
toobig)
  echo "-- simulated 2 GiB card, --offload none (too big): must fall back and finish"
  b --random-weights sd15 --width 512 --height 512 --steps 20 --simulate-vram 2 --offload none ;;
sdxl)
  b --random-weights sdxl --width 1024 --height 1024 --steps 10 --offload none
  b --random-weights sdxl --width 1024 --height 1024 --steps 10 --offload sequential --vae-tile 512
  b --random-weights sdxl --width 1024 --height 1024 --steps 10 --offload model --vae-tile 512 ;;
small4)
  echo "-- simulated 4 GiB card, SDXL 1024, --vram-budget auto"
  $E plan --random-weights sdxl --width 1024 --height 1024 --device cuda --simulate-vram 4 --vram-budget auto
  b --random-weights sdxl --width 1024 --height 1024 --steps 4 --simulate-vram 4 --vram-budget auto ;;
tile)
  b --random-weights sd15 --width 2048 --height 2048 --steps 2 --offload sequential --vae-tile 512
  b --random-weights sd15 --width 1024 --height 1024 --steps 2 --offload none --vae-tile off
  b --random-weights sd15 --width 1024 --height 1024 --steps 2 --offload none --vae-tile 512 ;;
diff)
  for a in "sdxl gpu 1024 10" "sdxl seq 1024 3" "sd15 tile 2048 2"; do set -- $a
    echo "== diffusers $1 --mode $2 --res $3 --steps $4"
    python3 .gpu/nvml_peak.py -- python3 .gpu/diffusers_bench.py --model $1 --mode $2 --res $3 --steps $4 2>&1 | tail -2
  done ;;
esac; done
