#!/usr/bin/env bash
# Session 33, call 3, on flash64_fwd's build:
#   paths   flash64_fwd from the PTX for compute_80 (`CANDELA_ARCH=80` and `86`: the code
#           Ampere and Ada cards run) against the card's own machine code, SDXL 1024's final
#           latents after 3 steps, and Turing's path (`CANDELA_ARCH=75`: the 32-row kernel
#           over 64-key tiles) against it; bench-ops' attention rows on the Ampere path
#   slots   SD 1.5 512 streamed on fp8 weights through four groups (`CANDELA_SLOT_COUNT=4`,
#           f16's arena bytes) against the default three and f16's two (issue 17)
#   memory  `vram_matrix.sh` part `oos38` (issue 13)
# usage (GPU machine, repo root, .gpu carried): bash tools/gpu/round_33c.sh
set -u
source tools/gpu/common.sh
PARTS=${PARTS:-paths slots memory}
has() { [[ " $PARTS " == *" $1 "* ]]; }
if has paths; then
  for a in native 80 86 75; do
    v=; [ $a != native ] && v=CANDELA_ARCH=$a
    with "$v" gen sdxl_$a --random-weights sdxl --width 1024 --height 1024
  done
  for a in 80 86 75; do
    echo "== SDXL 1024, 3 steps: CANDELA_ARCH=$a against the card's own code"
    python3 tools/gpu/compare_latents.py /tmp/sdxl_$a.safetensors /tmp/sdxl_native.safetensors
  done
  echo "== bench-ops f16, CANDELA_ARCH=80"
  CANDELA_ARCH=80 $E bench-ops --device cuda --dtype f16 --iters 30 2>&1 | grep -i 'SDXL\|joint\|error'
fi
if has slots; then
  S15="--random-weights sd15 --width 512 --height 512 --steps 20 --offload sequential"
  for round in 1 2; do
    b $S15 --weights-dtype f16
    b $S15 --weights-dtype fp8_e4m3fn
    with CANDELA_SLOT_COUNT=4 b $S15 --weights-dtype fp8_e4m3fn
  done
fi
if has memory; then
  PARTS=oos38 bash tools/gpu/vram_matrix.sh
fi
