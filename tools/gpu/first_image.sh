#!/usr/bin/env bash
# The first image after start on a machine whose CUDA JIT cache is empty, against the next
# one (issue 14: at most 3 s more). Each run is a whole `generate` process (random weights,
# 4 steps); CUDA_CACHE_PATH points at a fresh folder, so nothing compiled before is reused.
# Then the same with the JIT cache switched off (CUDA_CACHE_DISABLE=1): both runs compile
# whatever PTX they load, so equal times mean nothing was JIT-compiled.
# usage (GPU machine, repo root, after sourcing tools/gpu/common.sh): bash tools/gpu/first_image.sh
set -u
E=${E:-.gpu/candela-engine}
one() {
  local label=$1; shift
  local t0 t1
  t0=$(date +%s.%N)
  rm -f /tmp/first_image*.png
  "$@" >/dev/null 2>/tmp/first_image.err || echo "$label failed: $(tail -1 /tmp/first_image.err)"
  t1=$(date +%s.%N)
  python3 -c "print('$label: %.2f s' % ($t1 - $t0))"
}
for model in "sd15 512" "sdxl 1024"; do
  set -- $model
  gen=($E generate --device cuda --random-weights $1 --width $2 --height $2 --prompt x --steps 4 --out /tmp/first_image.png)
  export CUDA_CACHE_PATH; CUDA_CACHE_PATH=$(mktemp -d)
  one "$1 $2 first (empty JIT cache)" "${gen[@]}"
  one "$1 $2 second" "${gen[@]}"
  one "$1 $2 candle PTX, first (empty JIT cache)" env CANDLE_KERNELS_PTX=1 CUDA_CACHE_PATH=$(mktemp -d) "${gen[@]}"
  one "$1 $2 JIT cache off, run 1" env CUDA_CACHE_DISABLE=1 "${gen[@]}"
  one "$1 $2 JIT cache off, run 2" env CUDA_CACHE_DISABLE=1 "${gen[@]}"
done
