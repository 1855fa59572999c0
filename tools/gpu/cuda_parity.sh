#!/usr/bin/env bash
# On the GPU machine, from the repo root: CUDA build vs the CPU results made here.
# usage: bash tools/gpu/cuda_parity.sh   (expects .gpu/candela-engine and .gpu/cpu/<case>.safetensors)
set -u
BIN=.gpu/candela-engine
mkdir -p "$OUT/lat"
for c in $(ls .gpu/cpu | sed 's/.safetensors$//'); do
  j=tests/parity/$c/case.json
  get() { python3 -c "import json;print(json.load(open('$j'))['$1'])"; }
  for dt in f32 f16 bf16; do
    $BIN generate --model "tests/parity/$(get model)" --prompt "$(get prompt)" --negative-prompt "$(get negative_prompt)" \
      --width $(get width) --height $(get height) --steps $(get steps) --cfg $(get cfg) --sampler $(get sampler) \
      --init-noise tests/parity/$c/noise.safetensors --device cuda --dtype $dt \
      --save-latents "$OUT/lat/$c-$dt.safetensors" --out "$OUT/lat/$c-$dt.png" > /dev/null 2>"$OUT/lat/$c-$dt.err" \
      || { echo "{\"case\":\"$c\",\"dtype\":\"$dt\",\"error\":\"$(tail -1 $OUT/lat/$c-$dt.err)\"}"; continue; }
    python3 tools/gpu/compare_latents.py "$OUT/lat/$c-$dt.safetensors" ".gpu/cpu/$c.safetensors" | sed "s/^{/{\"case\":\"$c\",\"dtype\":\"$dt\",/"
  done
done
