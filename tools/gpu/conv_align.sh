#!/usr/bin/env bash
# Convolution GEMMs with their pixel rows padded to a multiple of 8 (16-byte aligned rows,
# so cuBLAS takes its fast kernels) against the unpadded ones (`CANDELA_CONV_ALIGN=0`, the
# same binary), in one call (issue 14):
#   same: SDXL 1216x832's final latents and SD 1.5's tiled decode (every tile's rows are
#     odd multiples of 4) aligned vs not;
#   speed: ms/step aligned / not / aligned where a level's pixel count is not a multiple of
#     8 (SDXL 1216x832 and 832x1216, SD 1.5 1216x832), SDXL 1024 beside (unchanged);
#   vae: the exact tiled decode's seconds per job, aligned vs not (SD 1.5 1024 and 2048,
#     GPU and host stores);
#   mem: the recorded runs whose shapes the padding touches, recorded again
#     ($OUT/vram_matrix.jsonl, as tools/gpu/vram_matrix.sh writes it).
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/conv_align.sh
set -u
source tools/gpu/common.sh
make_inputs
off() { CANDELA_CONV_ALIGN=0 "$@"; }
png_diff() { python3 -c "import sys,numpy as np; from PIL import Image
a,b=(np.asarray(Image.open(p)).astype(int) for p in sys.argv[1:3]); d=abs(a-b)
print('max', d.max(), 'mean', round(float(d.mean()), 5), 'pixels differing', int((d.max(axis=-1) > 0).sum()))" "$1" "$2"; }
for part in ${PARTS:-same speed vae mem}; do case $part in
same)
  gen al --random-weights sdxl --width 1216 --height 832; off gen un --random-weights sdxl --width 1216 --height 832
  echo "SDXL 1216x832 latents, aligned vs not: $(python3 tools/gpu/compare_latents.py /tmp/al.safetensors /tmp/un.safetensors)"
  echo "SDXL 1216x832 PNG, aligned vs not: $(png_diff /tmp/al.png /tmp/un.png)"
  gen al --random-weights sd15 --width 1024 --height 1024 --vae-tile 512; off gen un --random-weights sd15 --width 1024 --height 1024 --vae-tile 512
  echo "SD 1.5 1024 latents (tiled decode), aligned vs not: $(python3 tools/gpu/compare_latents.py /tmp/al.safetensors /tmp/un.safetensors)"
  echo "SD 1.5 1024 tiled decode PNG, aligned vs not: $(png_diff /tmp/al.png /tmp/un.png)" ;;
speed)
  for args in "sdxl --width 1216 --height 832 --steps 10" "sdxl --width 832 --height 1216 --steps 10" \
      "sd15 --width 1216 --height 832 --steps 10"; do
    b --random-weights $args; echo "(not aligned)"; off b --random-weights $args; b --random-weights $args
  done
  b --random-weights sdxl --width 1024 --height 1024 --steps 10 ;;
vae)
  for args in "--width 1024 --height 1024 --vae-tile 512 --vae-tile-store gpu" "--width 2048 --height 2048 --vae-tile 512 --vae-tile-store gpu" \
      "--width 2048 --height 2048 --vae-tile 512 --vae-tile-store cpu"; do
    echo "== SD 1.5 $args, aligned"; vae_times --random-weights sd15 --steps 1 --jobs 3 $args
    echo "== not aligned"; off vae_times --random-weights sd15 --steps 1 --jobs 3 $args
  done ;;
mem)
  PARTS=odd bash tools/gpu/vram_matrix.sh ;;
esac; done
