#!/usr/bin/env bash
# SD 3's joint attention over its two token segments in place (no concatenation or split
# copies), the transformer blocks' residuals added in cuBLASLt's epilogue, and the fp8
# decode without a table and with a layer's weight and bias in one launch (issues 14, 17,
# 21), against the build before (`.gpu/candela-engine-old.xz`), in one call:
#   ops: bench-ops' fp8 checks (every byte value against the CPU's decode; weight and bias
#     together against each alone) and bandwidth, and the joint attention against the
#     concatenated sequence (the same bits) with both timed;
#   parity: the parity cases against diffusers' references (f16 and bf16, none and sequential;
#     Turing's path; the fp8 cases), SD 3 in every plan in f16, bf16 and f32;
#   close: both builds' final latents from one seed (full-size random weights);
#   speed: ms/step new / old / new, the fp8 budget and sequential jobs new / old, with torch's
#     GPU time (a CUDA graph) and diffusers' SD 3.5 Medium pipeline in the call;
#   sd3mem: the SD 3 parts of vram_matrix.sh with the new build (their peaks moved).
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/joint_attention_fp8_pair_check.sh
set -u
source tools/gpu/common.sh
source tools/gpu/old_build.sh
for part in ${PARTS:-ops parity close speed torch sd3mem diffusers}; do case $part in
ops)
  for dt in f16 bf16; do
    echo "== bench-ops $dt"
    $E bench-ops --device cuda --dtype $dt --iters 20 2>&1 | grep -i 'fp8\|joint\|copy of\|error'
  done ;;
parity)
  E=$E CASES="sd1_euler sd1_euler_fp8 sd1_lora_kohya_euler" DTYPES="f16 bf16" PLANS="none sequential" \
    bash tools/gpu/parity_smoke.sh 2>&1 | grep '^{'
  E=$E CASES="sd1_euler sd1_euler_fp8" DTYPES=f16 PLANS=none ARCHS=75 bash tools/gpu/parity_smoke.sh 2>&1 | grep '^{'
  for dt in f16 bf16 f32; do
    echo "== SD 3 parity, $dt"
    DTYPE=$dt bash tools/gpu/sd3_cuda_check.sh 2>&1 | grep '^{'
  done ;;
close)
  for job in sd15:1024:f16:f16 sdxl:1024:f16:fp8_e4m3fn sd35m:512:f16:f16 sd35m:512:bf16:f16; do
    IFS=: read -r arch res dt w <<<"$job"
    new_vs_old "$job" --random-weights $arch --width $res --height $res --dtype $dt --weights-dtype $w
  done ;;
speed)
  for args in "sd15 --width 1024 --height 1024 --steps 10" "sd15 --width 2048 --height 2048 --steps 3" \
      "sdxl --width 1024 --height 1024 --steps 10" "sd35m --width 1024 --height 1024 --steps 6 --cfg 4.5"; do
    b --random-weights $args; bo --random-weights $args; b --random-weights $args
  done
  for args in "sdxl --width 1024 --height 1024 --steps 10 --simulate-vram 6 --vram-budget auto" \
      "sd15 --width 512 --height 512 --steps 20 --simulate-vram 2 --vram-budget auto" \
      "sdxl --width 1024 --height 1024 --steps 6 --offload sequential --weights-dtype fp8_e4m3fn" \
      "sdxl --width 1024 --height 1024 --steps 6 --offload sequential" \
      "sd15 --width 512 --height 512 --steps 20 --offload sequential --weights-dtype fp8_e4m3fn" \
      "sd15 --width 512 --height 512 --steps 20 --offload sequential" "sd15 --width 512 --height 512 --steps 20"; do
    b --random-weights $args; bo --random-weights $args
  done ;;
torch)
  python3 .gpu/torch_gpu_time.py sd15:1024 sd15:2048 sdxl:1024 2>&1 | grep '^{' ;;
sd3mem)
  OUT=${OUT:-/tmp} PARTS="sd3 sd3budget" bash tools/gpu/vram_matrix.sh 2>&1 | grep -v '^step' ;;
diffusers)
  echo "== diffusers SD 3.5 Medium 1024 (the machine's transformers)"
  timeout 300 python3 .gpu/nvml_peak.py -- python3 tools/gpu/sd3_diffusers_bench.py --model sd35m --res 1024 --steps 6 2>&1 | tail -3 ;;
esac; done
