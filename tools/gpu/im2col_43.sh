#!/usr/bin/env bash
# Session 43: im2col with rows shorter than a block's threads sharing a block (ops.cu's
# `im2col_rows`; 57c6c65 first tried one grid-stride loop over every row's items) against
# one block per row, the engine before it in .gpu/old (1c7cfe6's build, run with
# CANDELA_FP8_GEMM_ROWS=0: main's path).
# Parts:
#   same: the final latents and the PNG of the same jobs (3 steps) from both engines: SD 1.5
#     512 f16 all resident, SD 1.5 512 on a simulated 2 GiB card (fp8, 512 px tiles: the
#     tiled VAE's unpadded columns and the stride-2 convolutions take the one-output items),
#     SDXL 1024 f16, SD 1.5 1216x832 with 512 px tiles; im2col moves bytes, so they must be
#     the same bits;
#   speed: both engines interleaved, ROUNDS rounds: SD 1.5 512 (20 steps) all resident and
#     on 2 GiB, SD 1.5 1024 and SDXL 1024 (10 steps) all resident;
#   kernels: the GPU time a step by kernel (CUPTI, 12 steps against 2) with each engine, SD
#     1.5 512 f16 and SDXL 1024 all resident;
#   torch: torch's UNet time from a CUDA graph (torch_gpu_time.py), SD 1.5 512, SDXL 1024.
# usage (GPU machine, repo root, .gpu (with old/ and libkernel_times.so) and .whl carried):
#   PARTS="same speed kernels torch" bash tools/gpu/im2col_43.sh
set -u
source tools/gpu/common.sh
python3 -c "import lzma,shutil;shutil.copyfileobj(lzma.open('.gpu/old/candela-engine.xz'),open('.gpu/old/candela-engine','wb'))" && chmod +x .gpu/old/candela-engine
NEW=$E OLD=.gpu/old/candela-engine
export CANDELA_FP8_GEMM_ROWS=0
S15="--random-weights sd15 --width 512 --height 512"
JOBS=("$S15 --offload none --weights-dtype f16 --text-encoder-dtype f16"
  "$S15 --simulate-vram 2 --vram-budget auto"
  "--random-weights sdxl --width 1024 --height 1024 --offload none"
  "--random-weights sd15 --width 1216 --height 832 --offload none --vae-tile 512")
for part in ${PARTS:-same speed kernels}; do case $part in
same)
  for i in "${!JOBS[@]}"; do
    E=$OLD gen old$i ${JOBS[$i]}
    E=$NEW gen new$i ${JOBS[$i]}
    echo "job $i (${JOBS[$i]}): $(same_bits new$i old$i)"
  done ;;
speed)
  for round in $(seq "${ROUNDS:-2}"); do
    for args in "$S15 --steps 20 --offload none --weights-dtype f16 --text-encoder-dtype f16" \
      "$S15 --steps 20 --simulate-vram 2 --vram-budget auto" \
      "--random-weights sd15 --width 1024 --height 1024 --steps 10 --offload none" \
      "--random-weights sdxl --width 1024 --height 1024 --steps 10 --offload none"; do
      for e in OLD NEW; do echo "== $e"; E=${!e} b $args; done
    done
  done ;;
kernels)
  for job in "$S15 --offload none --weights-dtype f16 --text-encoder-dtype f16" \
    "--random-weights sdxl --width 1024 --height 1024 --offload none"; do
    for e in OLD NEW; do E=${!e} step_kernels "$e $job" $job 2>/dev/null | head -4; done
  done ;;
torch)
  python3 .gpu/torch_gpu_time.py sd15:512 sdxl:1024 2>&1 | grep '^{' ;;
esac; done
