#!/usr/bin/env bash
# fp8 weights on CUDA against diffusers' layerwise casting (issue 17): the fp8 parity cases
# (tests/parity/*_fp8*, made by tools/parity/ with diffusers 0.42.1, f32 compute) run by the
# CUDA build in f32 and f16, on the card's own code path and on Turing's (CANDELA_ARCH=75:
# Candela's fp8 decode kernel from Turing PTX, e4m3 rounding on the CPU). One JSON line per
# run: max |candela - diffusers| / max |diffusers| (the CPU tests hold f32 to 2e-3).
# usage (GPU machine, repo root, after sourcing tools/gpu/common.sh): bash tools/gpu/fp8_parity.sh
set -u
E=${E:-.gpu/candela-engine}
mkdir -p "$OUT/fp8"; rm -f /tmp/fp8_parity*.png
for c in sd1_euler_fp8 sd1_euler_fp8_e5m2 sdxl_euler_fp8; do
  j=tests/parity/$c/case.json
  get() { python3 -c "import json;print(json.load(open('$j')).get('$1', ''))"; }
  for run in "f32 native" "f16 native" "f32 turing"; do
    set -- $run; dt=$1; path=$2
    arch=(); [[ $path == turing ]] && arch=(env CANDELA_ARCH=75)
    out="$OUT/fp8/$c-$dt-$path"
    "${arch[@]}" $E generate --model "tests/parity/$(get model)" --prompt "$(get prompt)" \
      --negative-prompt "$(get negative_prompt)" --width $(get width) --height $(get height) \
      --steps $(get steps) --cfg $(get cfg) --sampler $(get sampler) \
      --weights-dtype $(get weights_dtype) --text-encoder-dtype $(get text_encoder_dtype) \
      --init-noise tests/parity/$c/noise.safetensors --device cuda --dtype $dt \
      --save-latents "$out.safetensors" --out "/tmp/fp8_parity.png" >/dev/null 2>"$out.err" \
      || { echo "{\"case\":\"$c\",\"dtype\":\"$dt\",\"path\":\"$path\",\"error\":\"$(tail -1 "$out.err")\"}"; continue; }
    python3 tools/gpu/compare_latents.py "$out.safetensors" tests/parity/$c/expected_latents.safetensors \
      | sed "s/^{/{\"case\":\"$c\",\"dtype\":\"$dt\",\"path\":\"$path\",/"
  done
done
