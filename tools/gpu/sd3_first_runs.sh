#!/usr/bin/env bash
# SD 3.5 on CUDA for the first time (issue 21): Candela with random full-size SD 3.5 Medium
# and Large weights (resident, model offload, without T5), its plan's refusal on a card the
# MMDiT cannot stream onto yet, and diffusers' StableDiffusion3Pipeline with the same shapes
# beside it (tools/gpu/sd3_diffusers_bench.py; tests/parity/models/sd35m_tiny's tokenizers).
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/sd3_first_runs.sh
set -u
source tools/gpu/common.sh
J=(--width 1024 --height 1024 --steps ${STEPS:-10} --cfg 4.5 --dtype f16)
b --random-weights sd35m "${J[@]}"
b --random-weights sd35m "${J[@]}" --offload model
b --random-weights sd35m "${J[@]}" --no-t5
b --random-weights sd35l "${J[@]}"
echo "== plan sd35l at 8 GiB"
$E plan --random-weights sd35l --width 1024 --height 1024 --dtype f16 --device cuda --vram-budget 8 2>&1 | tail -n 4
for a in "--model sd35m --mode gpu" "--model sd35m --mode model" "--model sd35l --mode gpu"; do
  echo "== diffusers $a"
  python3 .gpu/nvml_peak.py -- python3 tools/gpu/sd3_diffusers_bench.py $a --res 1024 --steps ${STEPS:-10} 2>&1 | grep -v -i "warn\|it/s\]" | tail -n 2
done
