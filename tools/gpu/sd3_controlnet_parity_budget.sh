#!/usr/bin/env bash
# SD 3 ControlNets on CUDA (parity in every plan, f32 and f16),
# and SD 3.5 with one ControlNet on a simulated 8 GiB card (recorded as VRAM matrix runs).
set -u
source tools/gpu/common.sh
python3 tools/gpu/sd3_controlnet_cuda_check.py
PARTS=sd3control bash tools/gpu/vram_matrix.sh 2>&1 | tail -n 4
python3 tools/gpu/vram_table.py $OUT/vram_matrix.jsonl 2>&1 | tail -n 12
