#!/usr/bin/env bash
# Session 43 (issue 17): the GEMM that reads fp8 weights itself (kernels/fp8_gemm.cuh,
# `nets::cuda_ops::fp8_linear` / `fp8_conv2d`), taken by layers of at most
# CANDELA_FP8_GEMM_ROWS activation rows (0: off, every fp8 layer decoded then multiplied).
# Parts:
#   check: bench-ops --only fp8-gemm (its error against the decode path and both times at SD
#     1.5's and SDXL's shapes) in f16 and bf16 on the card's path, f16 on Turing's (75) code
#     path; stops the script on an error;
#   parity: diffusers' fp8 parity cases (tiny models, every layer through the fp8 GEMM) in f16
#     with the fp8 GEMM and without, on each of ARCHS (native 80 75: the card's, Ampere's and
#     Turing's paths);
#   same: SD 1.5 512 on fp8 weights, 3 steps: the final latents with the fp8 GEMM against
#     without it;
#   speed: SD 1.5 512 (20 steps) f16 all resident, on a simulated 2 GiB card and all fp8
#     resident, the row limit at each of LIMITS (0 160 512 1024) and EXTRA_SETTING (one more
#     "VAR=V VAR2=V2"), interleaved, ROUNDS rounds;
#   xl: SDXL 1024 (10 steps) f16 all resident and on 4 GiB, limit 0 / 1024 / 4096 / 16384;
#   seq: sequential offload on fp8 (--stream-keep 0) against f16, SD 1.5 512 and SDXL 1024;
#   torch: torch's UNet time from a CUDA graph (torch_gpu_time.py), SD 1.5 512, SDXL 1024.
# usage (GPU machine, repo root, .gpu and .whl carried): PARTS=... bash tools/gpu/fp8_gemm_43.sh
set -u
source tools/gpu/common.sh
S15="--random-weights sd15 --width 512 --height 512 --steps 20"
XL="--random-weights sdxl --width 1024 --height 1024 --steps 10"
R=CANDELA_FP8_GEMM_ROWS
# The settings `speed` compares (each a space-separated list of VAR=VALUE), and
# `withall "VAR=V VAR2=V2" CMD...`: CMD with every VAR set, in a subshell.
read -r -a SETTINGS <<< "${LIMITS:-0 160 512 1024}"
for i in "${!SETTINGS[@]}"; do SETTINGS[$i]="$R=${SETTINGS[$i]}"; done
[[ -n ${EXTRA_SETTING:-} ]] && SETTINGS+=("$EXTRA_SETTING")
withall() { local v=$1; shift; ( for kv in $v; do export "$kv"; done; "$@" ); }
for part in ${PARTS:-check parity same speed}; do case $part in
check)
  for v in "" CANDELA_ARCH=75; do
    echo "== bench-ops --only fp8-gemm f16 ${v:-native}"
    with "$v" $E bench-ops --device cuda --dtype f16 --iters 20 --only fp8-gemm 2>&1 || exit 1
  done
  echo "== bench-ops --only fp8-gemm bf16"
  $E bench-ops --device cuda --dtype bf16 --iters 20 --only fp8-gemm 2>&1 || exit 1 ;;
parity)
  for a in ${ARCHS:-native 80 75}; do
    for v in "$R=0" ""; do
      echo "== parity f16 arch $a ${v:-fp8 GEMM}"
      CASES="sd1_euler_fp8 sd1_euler_fp8_e5m2 sdxl_euler_fp8" PLANS="none sequential" \
        DTYPES=f16 ARCHS=$a with "$v" bash tools/gpu/parity_smoke.sh 2>&1 | grep '^{\|rror'
    done
  done ;;
same)
  with "$R=0" gen off --random-weights sd15 --width 512 --height 512 --weights-dtype fp8_e4m3fn --offload none
  gen on --random-weights sd15 --width 512 --height 512 --weights-dtype fp8_e4m3fn --offload none
  echo "fp8 GEMM vs decode path, SD 1.5 512 all fp8: $(python3 tools/gpu/compare_latents.py /tmp/on.safetensors /tmp/off.safetensors)"
  with "$R=0" gen off2 --random-weights sd15 --width 512 --height 512 --simulate-vram 2 --vram-budget auto
  gen on2 --random-weights sd15 --width 512 --height 512 --simulate-vram 2 --vram-budget auto
  echo "fp8 GEMM vs decode path, SD 1.5 512 2 GiB: $(python3 tools/gpu/compare_latents.py /tmp/on2.safetensors /tmp/off2.safetensors)" ;;
speed)
  for round in $(seq "${ROUNDS:-2}"); do
    echo "== f16 all resident"; b $S15 --offload none --weights-dtype f16 --text-encoder-dtype f16
    for v in "${SETTINGS[@]}"; do
      echo "== 2 GiB $v"; withall "$v" b $S15 --simulate-vram 2 --vram-budget auto
    done
    for v in "${SETTINGS[@]}"; do
      echo "== all fp8 $v"; withall "$v" b $S15 --offload none --weights-dtype fp8_e4m3fn --fp8-share 100
    done
  done ;;
xl)
  echo "== SDXL f16 all resident"; b $XL --offload none --weights-dtype f16 --text-encoder-dtype f16
  for v in 0 1024 4096 16384; do
    echo "== SDXL 4 GiB $R=$v"; with "$R=$v" b $XL --simulate-vram 4 --vram-budget auto
  done ;;
seq)
  echo "== SD 1.5 sequential f16"; b $S15 --offload sequential --stream-keep 0
  for v in 0 1024 8192; do
    echo "== SD 1.5 sequential fp8 $R=$v"; with "$R=$v" b $S15 --offload sequential --stream-keep 0 --weights-dtype fp8_e4m3fn
  done
  echo "== SDXL sequential f16"; b $XL --offload sequential --stream-keep 0
  for v in 0 4096; do
    echo "== SDXL sequential fp8 $R=$v"; with "$R=$v" b $XL --offload sequential --stream-keep 0 --weights-dtype fp8_e4m3fn
  done ;;
torch)
  python3 .gpu/torch_gpu_time.py sd15:512 sdxl:1024 2>&1 | grep '^{' ;;
esac; done
