#!/usr/bin/env bash
# The exact tiled decode with its large whole-image intermediates kept in GPU memory
# (`--vae-tile-store gpu`) instead of page-locked host memory (issue 14: the exact tiled
# decode at 2048 at or under diffusers' inexact tiled one), in one call:
#   speed: decode seconds per job (two jobs: the first pays first-use costs) and the
#     decode's peak beside its prediction, host vs GPU store, SD 1.5 and SDXL at 2048 and
#     1024 with 512 px tiles; the untiled decode at 2048 for scale; diffusers' tiled one;
#   same: the same image from both stores (SD 1.5 f16, SDXL bf16 at 1536);
#   profile: where the GPU store's decode spends its time (CANDELA_PROFILE=1).
# usage (GPU machine, repo root, .gpu with the build, .whl): bash tools/gpu/vae_tile_store.sh
set -u
source tools/gpu/common.sh
for part in ${PARTS:-speed same profile}; do case $part in
speed)
  for job in "sd15 --width 2048 --height 2048" "sdxl --width 2048 --height 2048" "sd15 --width 1024 --height 1024" "sdxl --width 1024 --height 1024"; do
    for store in cpu gpu; do
      echo "== $job, tile 512, store $store"; vae_times --random-weights $job --steps 1 --vae-tile 512 --vae-tile-store $store --jobs 2
    done
  done
  echo "== sd15 2048 untiled"; vae_times --random-weights sd15 --width 2048 --height 2048 --steps 1 --jobs 2
  python3 .gpu/nvml_peak.py -- python3 tools/gpu/vae_bench.py --res 2048 --tile 2>&1 | tail -2 ;;
same)
  for job in "sd15 --dtype f16" "sdxl --dtype bf16"; do
    for store in cpu gpu; do
      $E generate --random-weights $job --width 1536 --height 1536 --steps 1 --seed 3 --prompt "a lighthouse" \
        --device cuda --vae-tile 512 --vae-tile-store $store --out /tmp/$store.png >/dev/null 2>/tmp/g.err || tail -n 3 /tmp/g.err
    done
    python3 -c "from PIL import Image; import numpy as np; a=np.asarray(Image.open('/tmp/cpu.png')).astype(int); b=np.asarray(Image.open('/tmp/gpu.png')).astype(int); print('$job 1536 host vs gpu store: max |diff|', abs(a-b).max())"
  done ;;
encode)
  # img2img's tiled encode at 2048 with its wholes in host vs GPU memory: vae.encode's ms
  # (CANDELA_PROFILE=1, synchronized), and the same latents both ways.
  make_inputs
  for job in "sd15" "sdxl"; do
    for store in cpu gpu; do
      echo "== $job 2048 img2img, store $store: $(CANDELA_PROFILE=1 $E bench --device cuda --random-weights $job --width 2048 --height 2048 --steps 2 --vae-tile 512 --vae-tile-store $store --init-image /tmp/init1024.png --strength 0.5 --jobs 2 2>&1 | grep -o '"vae.encode":{[^}]*}')"
    done
  done
  for store in cpu gpu; do
    $E generate --random-weights sd15 --width 1536 --height 1536 --steps 2 --seed 3 --prompt "a lighthouse" --device cuda --vae-tile 512 \
      --vae-tile-store $store --init-image /tmp/init1024.png --strength 0.5 --out /tmp/e$store.png --save-latents /tmp/e$store.safetensors >/dev/null 2>/tmp/g.err || tail -n 3 /tmp/g.err
  done
  echo "img2img 1536 latents host vs gpu store: $(python3 tools/gpu/compare_latents.py /tmp/ecpu.safetensors /tmp/egpu.safetensors)" ;;
profile)
  echo "== profile, sd15 2048 gpu store"; CANDELA_PROFILE=1 $E bench --device cuda --random-weights sd15 --width 2048 --height 2048 --steps 1 --vae-tile 512 --vae-tile-store gpu --jobs 1 2>&1 | grep -o '"vae[^}]*}' | tr '\n' ' '; echo ;;
esac; done
