#!/usr/bin/env bash
# Session 29: a tiled decode's middle-block attention on CUDA in the default blocks whatever
# --attention-slice says (nets::vae::tiled_attention_mode). First the picture: SD 2.1 at
# 768 px in 512 px tiles, sliced and unsliced, with this build and with the one before
# (.gpu/candela-engine-before.xz), PNGs and final latents compared. Then the recorded runs
# whose tiled decode was sliced, recorded again (vram_matrix.sh's slice29).
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/tiled_slice_check.sh
set -u
source tools/gpu/common.sh
python3 -c "import lzma,shutil;shutil.copyfileobj(lzma.open('.gpu/candela-engine-before.xz'),open('/tmp/before','wb'))" && chmod +x /tmp/before
J="--random-weights sd21 --width 768 --height 768 --vae-tile 512"
gen new_auto $J --attention-slice auto
gen new_off $J --attention-slice off
E=/tmp/before gen old_auto $J --attention-slice auto
python3 - <<'PY'
import numpy as np
from PIL import Image
from safetensors.numpy import load_file
img = lambda n: np.asarray(Image.open(f"/tmp/{n}.png"), dtype=np.int16)
lat = lambda n: next(iter(load_file(f"/tmp/{n}.safetensors").values())).astype(np.float32)
for a, b in [("new_auto", "new_off"), ("new_auto", "old_auto")]:
    print(f"{a} vs {b}: PNG max |diff| {np.abs(img(a) - img(b)).max()}, latents max |diff| {np.abs(lat(a) - lat(b)).max()}")
PY
PARTS=slice29 timeout ${MATRIX_S:-520} bash tools/gpu/vram_matrix.sh
