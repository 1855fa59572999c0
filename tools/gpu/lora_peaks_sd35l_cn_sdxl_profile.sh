#!/usr/bin/env bash
# One device call (session 13): the LoRA runs' peaks for the planner's recorded runs
# (issue 13: separate deltas beside fp8/f16 weights, every offload mode, the budgets), SD 3.5
# Large's official ControlNet case against diffusers on CUDA (issue 21), and where SDXL 1024's
# step goes, Candela's regions beside torch's kernels (issue 14).
# usage (GPU machine, repo root, .gpu carried): bash tools/gpu/lora_peaks_sd35l_cn_sdxl_profile.sh
set -u
source tools/gpu/common.sh
echo "== vram_matrix PARTS=lora"
PARTS=lora bash tools/gpu/vram_matrix.sh 2>&1 | tail -n 20
echo "== sd35l_controlnet on CUDA"
python3 tools/gpu/sd3_controlnet_cuda_check.py sd35l_controlnet 2>&1 | tail -n 14
echo "== SDXL 1024 profile (each region synchronized)"
CANDELA_PROFILE=1 $E bench --device cuda --random-weights sdxl --width 1024 --height 1024 --steps 4 2>&1 | grep -E "^profile|ms_per_step" | cut -c1-3000
b --random-weights sdxl --width 1024 --height 1024 --steps 10
python3 tools/gpu/torch_kernel_profile.py sdxl:1024 2>&1 | tail -n 14
