#!/usr/bin/env bash
# The fp8 decode into f16 two values an instruction (ops.cu `fp8_decode_f16_packed`, issue
# 17) against the same build's decode through float (CANDELA_FP8_DECODE=float), and issue
# 14's VAE decode beside torch's, in one call:
#   ops: bench-ops' fp8 rows both ways (every byte value of both formats against the CPU's
#     decode at aligned and unaligned offsets; GB/s of a 210 M weight decode beside the
#     device's own copy of its output; a small layer's decode);
#   same: final latents packed vs float from one seed (the same bits expected);
#   parity: the fp8 parity cases against diffusers' layerwise casting (f32, f16; the card's
#     path and Turing's);
#   speed: ms/step packed / float, alternating, for issue 17's fp8 targets, with their f16
#     references;
#   vae: the VAE decode per job (the first pays first-use costs) at 512 and 1024 for SD 1.5
#     and SDXL, torch's eager decode of the same VAE, and the decode's kernels by name
#     (CUPTI: `--jobs 4` minus `--jobs 2`, halved, is one job's text encoding, one UNet step
#     and one decode);
#   tiled: the exact tiled decode at 2048 (SD 1.5, SDXL) beside diffusers' tiled one.
# usage (GPU machine, repo root, .gpu with the build and libkernel_times.so, .whl):
#   bash tools/gpu/fp8_decode_packed_check.sh
set -u
source tools/gpu/common.sh
bf() { echo "== through float: candela bench $*"; CANDELA_FP8_DECODE=float $E bench --device cuda "$@" 2>&1 | grep -v '^step' | slim; }
for part in ${PARTS:-ops same parity speed vae}; do case $part in
ops)
  for v in packed float; do echo "== bench-ops fp8, $v"; CANDELA_FP8_DECODE=$v $E bench-ops --device cuda 2>&1 | grep -i -E "fp8|copy of the"; done ;;
same)
  for job in "sdxl --width 1024 --height 1024 --weights-dtype fp8_e4m3fn" \
      "sd15 --width 512 --height 512 --weights-dtype fp8_e5m2 --offload model" \
      "sd15 --width 512 --height 512 --weights-dtype fp8_e4m3fn --offload sequential"; do
    for v in packed float; do
      CANDELA_FP8_DECODE=$v gen $v --random-weights $job
    done
    echo "$job packed vs float: $(python3 tools/gpu/compare_latents.py /tmp/packed.safetensors /tmp/float.safetensors)"
  done ;;
parity)
  E=$E PLANS="none sequential" bash tools/gpu/fp8_parity.sh 2>&1 | grep '^{' ;;
speed)
  for args in "sdxl --width 1024 --height 1024 --steps 10 --simulate-vram 6 --vram-budget auto" \
      "sd15 --width 512 --height 512 --steps 20 --simulate-vram 2 --vram-budget auto"; do
    for i in 1 2; do b --random-weights $args; bf --random-weights $args; done
  done
  for args in "sdxl --width 1024 --height 1024 --steps 10" "sd15 --width 512 --height 512 --steps 20"; do
    b --random-weights $args; b --random-weights $args
  done ;;
vae)
  for job in "sd15 --width 512 --height 512" "sd15 --width 1024 --height 1024" "sdxl --width 1024 --height 1024"; do
    echo "== $job"; vae_times --random-weights $job --steps 1 --jobs 4
  done
  python3 .gpu/torch_gpu_time.py vae:512 vae:1024 2>&1 | grep '^{'
  for jobs in 2 4; do
    CUDA_INJECTION64_PATH=$PWD/.gpu/libkernel_times.so KERNEL_TIMES_OUT=/tmp/kt_$jobs.jsonl \
      $E bench --device cuda --random-weights sd15 --width 512 --height 512 --steps 1 --jobs $jobs >/tmp/kt.log 2>&1 || tail -n 3 /tmp/kt.log
  done
  python3 tools/gpu/kernel_times_diff.py /tmp/kt_2.jsonl /tmp/kt_4.jsonl 2 "sd15 512: one job (text, 1 step, decode)" ;;
tiled)
  # The exact tiled decode at 2048 (issue 14: at or under diffusers' inexact tiled one).
  for job in "sd15 --width 2048 --height 2048" "sdxl --width 2048 --height 2048"; do
    echo "== $job, tile 512"; vae_times --random-weights $job --steps 1 --vae-tile 512 --jobs 2
  done
  python3 .gpu/nvml_peak.py -- python3 tools/gpu/vae_bench.py --res 2048 --tile 2>&1 | tail -2 ;;
esac; done
