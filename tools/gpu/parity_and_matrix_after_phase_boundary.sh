#!/usr/bin/env bash
# Phase outputs crossing each boundary through the host (issue 13)
# (pipeline/boundary.rs). Parity in every plan (txt2img, img2img, inpainting, SDXL), then
# the VRAM matrix's first parts (PARTS, default "sd15 sd21 sdxl").
set -u
source tools/gpu/common.sh
CASES="sd1_euler sd1_img2img_euler sd1_inpaint_euler sdxl_euler sdxl_refiner_euler" bash tools/gpu/parity_smoke.sh 2>&1 | tail -n 16
PARTS=${PARTS:-sd15 sd21 sdxl} bash tools/gpu/vram_matrix.sh 2>&1 | grep -v "^ok" | tail -n 5
python3 tools/gpu/vram_table.py $OUT/vram_matrix.jsonl 2>&1 | tail -n 60
