#!/usr/bin/env bash
# The exact tiled decode with its whole-image intermediates kept on the GPU instead of
# page-locked host memory (issue 14: the exact tiled decode at 2048 at or under diffusers'
# inexact tiled one), in one call:
#   probe: decode seconds per job and the decode's peak, host store vs GPU store
#     (CANDELA_VAE_TILE_STORE=gpu), SD 1.5 and SDXL at 2048 and 1024 with 512 px tiles;
#     the untiled decode at 2048 for scale; the same image both ways; diffusers' tiled one.
# usage (GPU machine, repo root, .gpu with the build, .whl): bash tools/gpu/vae_tile_store.sh
set -u
source tools/gpu/common.sh
vae_times() { $E bench --device cuda "$@" 2>&1 | grep '^{' | python3 -c "import sys,json; d=json.loads(sys.stdin.read()); b=d.get('baseline_used_bytes') or 0
print('vae_s per job', d['vae_s_per_job'], 'plan', d['plan'], 'decoding peak over the context MiB', (d['peak_vram_mem_get_info_by_phase_bytes']['decoding'] - b) >> 20, 'predicted', {k: v >> 20 for k, v in d.get('predicted', {}).get('predicted_peak_bytes', {}).items()})"; }
for part in ${PARTS:-probe}; do case $part in
probe)
  for job in "sd15 --width 2048 --height 2048" "sdxl --width 2048 --height 2048" "sd15 --width 1024 --height 1024" "sdxl --width 1024 --height 1024"; do
    for store in host gpu; do
      echo "== $job, tile 512, store $store"; CANDELA_VAE_TILE_STORE=$store vae_times --random-weights $job --steps 1 --vae-tile 512 --jobs 2
    done
  done
  echo "== sd15 2048 untiled"; vae_times --random-weights sd15 --width 2048 --height 2048 --steps 1 --jobs 2
  for store in host gpu; do
    CANDELA_VAE_TILE_STORE=$store $E generate --random-weights sd15 --width 1536 --height 1536 --steps 1 --seed 3 --prompt "a lighthouse" \
      --device cuda --vae-tile 512 --out /tmp/$store.png >/dev/null 2>/tmp/g.err || tail -n 3 /tmp/g.err
  done
  python3 -c "from PIL import Image; import numpy as np; a=np.asarray(Image.open('/tmp/host.png')).astype(int); b=np.asarray(Image.open('/tmp/gpu.png')).astype(int); print('1536 host vs gpu store: max |diff|', abs(a-b).max())"
  echo "== profile, sd15 2048 gpu store"; CANDELA_PROFILE=1 CANDELA_VAE_TILE_STORE=gpu $E bench --device cuda --random-weights sd15 --width 2048 --height 2048 --steps 1 --vae-tile 512 --jobs 1 2>&1 | grep -E "vae\." | head -20
  python3 .gpu/nvml_peak.py -- python3 tools/gpu/vae_bench.py --res 2048 --tile 2>&1 | tail -2 ;;
esac; done
