#!/usr/bin/env bash
# The fp8 decode one layer ahead on a second CUDA stream (weights_dtype::DecodeAhead, issue
# 17), against the same build with it off (CANDELA_DECODE_AHEAD=0), and the third streaming
# slot for fp8 weights under sequential offload (offload::slot_count) against two
# (CANDELA_SLOT_COUNT=2), in one call:
#   same: final latents with and without it from one seed (the same bits expected: the same
#     kernels on the same bytes), SDXL 1024 fp8 resident and SD 1.5 512 on a simulated 2 GiB
#     card (fp8, model offload);
#   slots: final latents with three slots and two (the same bits expected), fp8 sequential;
#   parity: the fp8 parity cases against diffusers' layerwise casting (f32, f16; the card's
#     code path and Turing's; none and sequential), SD 3 in every plan (fp8 sequential too);
#   speed: ms/step and peaks per phase, on / off, for the fp8 targets and their f16
#     references;
#   torch: torch's GPU time for SDXL 1024 (a CUDA graph);
#   seq: ms/step and peaks, fp8 sequential with three slots / two, f16 sequential, and the
#     SD 3.5 budget runs (fp8 and streamed) three / two;
#   record: the vram_matrix parts with fp8 UNets resident or under model offload (budget,
#     lora, sd3budget) with both on, for measured_h100.jsonl.
# usage (GPU machine, repo root, .gpu carried): bash tools/gpu/fp8_decode_ahead_slots.sh
set -u
source tools/gpu/common.sh
off() { echo "== ahead off: candela bench $*"; CANDELA_DECODE_AHEAD=0 $E bench --device cuda "$@" 2>&1 | grep -v '^step' | slim; }
for part in ${PARTS:-same slots parity speed seq torch}; do case $part in
same)
  for job in "sdxl --width 1024 --height 1024 --weights-dtype fp8_e4m3fn" \
      "sd15 --width 512 --height 512 --simulate-vram 2 --vram-budget auto" \
      "sd15 --width 512 --height 512 --weights-dtype fp8_e5m2 --offload model"; do
    gen on --random-weights $job
    CANDELA_DECODE_AHEAD=0 gen off --random-weights $job
    echo "$job on vs off: $(python3 tools/gpu/compare_latents.py /tmp/on.safetensors /tmp/off.safetensors)"
  done ;;
slots)
  for job in "sdxl --width 1024 --height 1024" "sd15 --width 512 --height 512" "sd35m --width 512 --height 512 --cfg 4.5"; do
    gen three --random-weights $job --offload sequential --weights-dtype fp8_e4m3fn
    CANDELA_SLOT_COUNT=2 gen two --random-weights $job --offload sequential --weights-dtype fp8_e4m3fn
    echo "$job fp8 sequential, 3 slots vs 2: $(python3 tools/gpu/compare_latents.py /tmp/three.safetensors /tmp/two.safetensors)"
  done ;;
parity)
  E=$E PLANS="none sequential" bash tools/gpu/fp8_parity.sh 2>&1 | grep '^{'
  E=$E DTYPE=f32 bash tools/gpu/sd3_cuda_check.sh 2>&1 | grep '^{' ;;
seq)
  two() { echo "== 2 slots: candela bench $*"; CANDELA_SLOT_COUNT=2 $E bench --device cuda "$@" 2>&1 | grep -v '^step' | slim; }
  for args in "sdxl --width 1024 --height 1024 --steps 6 --offload sequential --weights-dtype fp8_e4m3fn" \
      "sd15 --width 512 --height 512 --steps 20 --offload sequential --weights-dtype fp8_e4m3fn"; do
    b --random-weights $args; two --random-weights $args; b --random-weights $args
  done
  for args in "sdxl --width 1024 --height 1024 --steps 6 --offload sequential" \
      "sd15 --width 512 --height 512 --steps 20 --offload sequential"; do
    b --random-weights $args; b --random-weights $args
  done
  for args in "sd35m --width 1024 --height 1024 --cfg 4.5 --steps 4 --simulate-vram 4 --vram-budget auto" \
      "sd35l --width 1024 --height 1024 --cfg 4.5 --steps 4 --simulate-vram 8 --vram-budget auto"; do
    b --random-weights $args; two --random-weights $args
  done ;;
torch)
  python3 .gpu/torch_gpu_time.py sdxl:1024 2>&1 | tail -4 ;;
speed)
  for args in "sdxl --width 1024 --height 1024 --steps 10 --simulate-vram 6 --vram-budget auto" \
      "sdxl --width 1024 --height 1024 --steps 10 --simulate-vram 4 --vram-budget auto" \
      "sdxl --width 1024 --height 1024 --steps 10 --weights-dtype fp8_e4m3fn" \
      "sd15 --width 512 --height 512 --steps 20 --simulate-vram 2 --vram-budget auto"; do
    b --random-weights $args; off --random-weights $args; b --random-weights $args
  done
  for args in "sdxl --width 1024 --height 1024 --steps 10" "sd15 --width 512 --height 512 --steps 20" \
      "sdxl --width 1024 --height 1024 --steps 6 --offload sequential --weights-dtype fp8_e4m3fn" \
      "sdxl --width 1024 --height 1024 --steps 6 --offload sequential"; do
    b --random-weights $args
  done ;;
record)
  OUT=${OUT:-/tmp} PARTS="budget lora sd3budget" bash tools/gpu/vram_matrix.sh 2>&1 | grep -v '^step' ;;
esac; done
