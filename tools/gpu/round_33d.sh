#!/usr/bin/env bash
# Session 33, call 4: SD 3's joint attention through `flash64_fwd` (two segments read in
# place, as the 32-row joint kernel did) against that kernel (`CANDELA_FLASH64=0`), and the
# 64-wide kernel again once its row addresses are made from the parameters (no spills):
#   ops     bench-ops' attention rows, f16 and bf16, both kernels (the joint rows must be
#           the concatenation's bits: bench-ops fails otherwise)
#   sd3     SD 3.5 Medium and Large at 1024 px, steps per kernel; Medium's final latents
#           after 3 steps against the old kernel's; diffusers' SD 3.5 Medium pipeline (the
#           machine's transformers) in the same call
#   steps   SDXL 1024 and 1216x832 steps beside torch's UNet GPU time per SDPA backend
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/round_33d.sh
set -u
source tools/gpu/common.sh
PARTS=${PARTS:-ops sd3 steps}
has() { [[ " $PARTS " == *" $1 "* ]]; }
if has ops; then
  for v in "" CANDELA_FLASH64=0; do
    for dt in f16 bf16; do
      echo "== bench-ops $dt, ${v:-default}"
      with "$v" $E bench-ops --device cuda --dtype $dt --iters 30 2>&1 | grep -i 'joint\|SDXL\|error'
    done
  done
fi
if has sd3; then
  for round in 1 2; do
    for v in "" CANDELA_FLASH64=0; do
      echo "== ${v:-default}"
      with "$v" b --random-weights sd35m --width 1024 --height 1024 --steps 6 --cfg 4.5
    done
  done
  for v in "" CANDELA_FLASH64=0; do
    echo "== ${v:-default}"
    with "$v" b --random-weights sd35l --width 1024 --height 1024 --steps 4 --cfg 4.5
  done
  gen sd35m_new --random-weights sd35m --width 1024 --height 1024 --cfg 4.5
  with CANDELA_FLASH64=0 gen sd35m_old --random-weights sd35m --width 1024 --height 1024 --cfg 4.5
  echo "== SD 3.5 Medium 1024, 3 steps: flash64 against the 32-row joint kernel"
  python3 tools/gpu/compare_latents.py /tmp/sd35m_new.safetensors /tmp/sd35m_old.safetensors
  echo "== diffusers SD 3.5 Medium 1024 (the machine's transformers)"
  timeout 300 python3 .gpu/nvml_peak.py -- python3 tools/gpu/sd3_diffusers_bench.py --model sd35m --res 1024 --steps 6 2>&1 | tail -2
fi
if has steps; then
  for round in 1 2; do
    for args in "sdxl --width 1024 --height 1024 --steps 10" "sdxl --width 1216 --height 832 --steps 10"; do
      b --random-weights $args
    done
  done
  for be in default flash; do
    python3 tools/gpu/torch_sdpa_time.py $be sdxl:1024 sdxl:1216x832 2>&1 | grep '^{'
  done
fi
