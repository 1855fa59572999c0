#!/usr/bin/env bash
# The VRAM promise, measured: predicted vs measured peak per phase (NVML process memory,
# cuMemGetInfo used, the pool's high watermarks) over the job matrix users run, and the
# budget runs. usage (GPU machine, repo root, .gpu carried): bash tools/gpu/vram_matrix.sh
# Writes one JSON line per run (its flags under "args") to $OUT/vram_matrix.jsonl.
set -u
source tools/gpu/common.sh
OUTF=${OUT:-/tmp}/vram_matrix.jsonl
make_inputs
# `bench_run N RECORD FLAGS...`: one bench run of N steps with FLAGS, its JSON line appended
# to $OUTF with the flags under "args" (followed by `--steps N` when RECORD is "steps"), or
# its error.
bench_run() {
  local n=$1 record=$2; shift 2
  local args=("$@")
  [ "$record" = steps ] && args+=(--steps "$n")
  local t0=$(date +%s.%N)
  local line
  line=$($E bench --device cuda --steps "$n" "$@" 2>/tmp/err.txt | grep '^{' | tail -1)
  if [ -z "$line" ]; then
    python3 -c "import json,sys; print(json.dumps({'args': sys.argv[1:], 'error': open('/tmp/err.txt').read()[-600:]}))" "${args[@]}" >>"$OUTF"
    echo "FAIL ${args[*]}: $(tail -c 300 /tmp/err.txt)"
  else
    args_line "$line" "${args[@]}" >>"$OUTF"
    echo "ok $(python3 -c "import sys; print(round($(date +%s.%N) - $t0, 1))") s: ${args[*]}"
  fi
}
# `m FLAGS...`: the matrix's run, 2 steps (recorded without `--steps`: the replay's default).
m() { bench_run 2 plain "$@"; }
# `mk N FLAGS...`: `m` with N steps, recorded with `--steps N` after the flags.
mk() {
  local n=$1
  shift
  bench_run "$n" steps "$@"
}
# `steps42_jobs RUNNER [FIRST]`: session 42's fifteen recorded jobs (from the FIRST-th, 1 on)
# through RUNNER ("mk 10": at 10 steps).
steps42_jobs() {
  local i=0
  while read -r job; do
    i=$((i + 1))
    [ $i -ge ${2:-1} ] && $1 $job </dev/null
  done <<'JOBS'
--random-weights sd15 --width 512 --height 512 --offload none
--random-weights sd15 --width 512 --height 512 --offload sequential --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png
--random-weights sd15 --width 512 --height 512 --simulate-vram 2 --vram-budget auto
--random-weights sd15 --width 768 --height 768 --simulate-vram 1.5 --vram-budget auto
--random-weights sd15 --width 1536 --height 1536 --offload sequential --vae-tile 512
--random-weights sdxl --width 1024 --height 1024 --offload none
--random-weights sdxl --width 1024 --height 1024 --offload sequential --weights-dtype fp8_e4m3fn
--random-weights sdxl --width 1024 --height 1024 --simulate-vram 4 --vram-budget auto
--random-weights sdxl --width 1024 --height 1024 --simulate-vram 6 --vram-budget auto
--random-weights sdxl --width 1024 --height 1024 --offload model --refiner random
--random-weights sdxl --width 1024 --height 1024 --offload sequential --refiner random
--random-weights sdxl --width 1216 --height 832 --offload sequential --control random:/tmp/init1024.png --init-image /tmp/init1024.png
--random-weights sdxl --width 1024 --height 1024 --simulate-vram 3.5 --vram-budget auto --control random:/tmp/init1024.png --init-image /tmp/init1024.png
--random-weights sdxl --width 1024 --height 1024 --offload none --vae-tile 512 --attention-slice auto --weights-dtype fp8_e4m3fn --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png --init-image /tmp/init1024.png
--random-weights sd21 --width 768 --height 768 --offload sequential --vae-tile 512
JOBS
}
S="--random-weights sd15"; X="--random-weights sdxl"
C1="--control random:/tmp/init512.png"; C3="--control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png"
for part in ${PARTS:-sd15 sd21 sdxl budget}; do case $part in
odd)
  # The recorded runs with a level whose pixel count is not a multiple of 8 (their
  # convolutions' GEMMs padded: nets::cuda_ops::conv), and tiled decodes (every tile's
  # rows are), recorded again.
  m $S --width 1216 --height 832 --offload model --vae-tile 512
  m $X --width 832 --height 1216 --offload none
  m --random-weights sd35m --width 1344 --height 768 --cfg 4.5 --offload model --vae-tile 512
  m $X --width 1216 --height 832 --offload sequential --vae-tile 512
  m $X --width 1216 --height 832 --offload model
  m $X --width 1216 --height 832 --offload model --vae-tile 512 --vae-tile-store gpu
  m --random-weights sd35m --width 1216 --height 832 --cfg 4.5 --vae-tile 512 --offload sequential --no-t5
  m $S --width 768 --height 768 --offload sequential --vae-tile 512
  m $S --width 1024 --height 1024 --offload none --vae-tile 512
  m $S --width 1024 --height 1024 --offload sequential --vae-tile 512
  m $S --width 2048 --height 2048 --offload sequential --vae-tile 512
  m $S --width 2048 --height 2048 --offload sequential --vae-tile 512 --vae-tile-store gpu
  m $X --width 1024 --height 1024 --offload model --vae-tile 512
  m $X --width 1024 --height 1024 --simulate-vram 6 --vram-budget auto ;;
odd41)
  # Session 41: the recorded runs at sizes that are not multiples of 64 again (the UNet's
  # upsampling to odd skip sizes is one gather since this part's build), then out of sample
  # at such sizes: `tools/gpu/draw_matrix.py --seed 47 --count 34 --budgets 6 --odd-sizes`.
  m $X --width 1920 --height 1080 --offload model --vae-tile 512 --control random:/tmp/init1024.png --init-image /tmp/init1024.png
  m $X --width 1920 --height 1080 --offload model --attention-slice auto --weights-dtype fp8_e4m3fn --refiner random
  m $S --width 1920 --height 1080 --offload none --control random:/tmp/init512.png
  m $X --width 1920 --height 1080 --offload sequential --vae-tile 512 --weights-dtype fp8_e4m3fn --control random:/tmp/init1024.png
  m $S --width 912 --height 512 --offload sequential --vae-tile 512
  m $X --width 1920 --height 1080 --offload none --vae-tile 512 --weights-dtype fp8_e4m3fn --control random:/tmp/init1024.png
  m $X --width 1920 --height 1080 --offload sequential --vae-tile 512 --weights-dtype fp8_e4m3fn
  m --random-weights sd21 --width 800 --height 600 --offload model --control random:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 840 --height 560 --offload sequential --vae-tile 512 --attention-slice auto --control random:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 1080 --height 1350 --offload model --vae-tile 512 --dtype bf16 --control random:/tmp/init1024.png --refiner random
  m --random-weights sd21 --width 1080 --height 1920 --offload sequential --vae-tile 512 --dtype bf16 --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 720 --height 1280 --offload model --attention-slice auto --dtype bf16 --control random:/tmp/init512.png
  m --random-weights sdxl --width 1000 --height 1400 --offload sequential --vae-tile 512 --dtype bf16 --weights-dtype fp8_e4m3fn --control random:/tmp/init1024.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 1280 --height 720 --offload sequential --vae-tile 512 --dtype bf16 --weights-dtype fp8_e4m3fn --control random:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 1000 --height 1000 --offload sequential --vae-tile 512 --init-image /tmp/init1024.png
  m --random-weights sd21 --width 1000 --height 1000 --offload sequential --weights-dtype fp8_e4m3fn --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 1352 --height 1080 --offload none --attention-slice auto --dtype bf16 --control random:/tmp/init1024.png --init-image /tmp/init1024.png
  m --random-weights sd15 --width 1200 --height 800 --offload model --dtype bf16 --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 600 --height 800 --offload sequential --vae-tile 512 --attention-slice auto --dtype bf16 --weights-dtype fp8_e4m3fn --control random:/tmp/init512.png
  m --random-weights sd15 --width 800 --height 600 --offload none --dtype bf16 --control random:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd15 --width 1920 --height 1080 --offload none --vae-tile 512 --weights-dtype fp8_e4m3fn --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 1000 --height 1000 --offload none --dtype bf16 --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png
  m --random-weights sd15 --width 720 --height 1280 --offload sequential --dtype bf16 --weights-dtype fp8_e4m3fn --init-image /tmp/init1024.png
  m --random-weights sd15 --width 600 --height 800 --offload none --weights-dtype fp8_e4m3fn --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 1080 --height 1080 --offload sequential --dtype bf16 --weights-dtype fp8_e4m3fn --control random:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sdxl --width 1352 --height 1080 --offload model --vae-tile 512 --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 1000 --height 1000 --offload sequential --vae-tile 512 --control random:/tmp/init512.png
  m --random-weights sd21 --width 600 --height 800 --offload sequential --vae-tile 512 --attention-slice auto --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 1080 --height 1350 --offload sequential --attention-slice auto --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png --init-image /tmp/init1024.png
  m --random-weights sdxl --width 1352 --height 1080 --offload sequential --dtype bf16 --control random:/tmp/init1024.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 1000 --height 1400 --offload sequential --control random:/tmp/init1024.png --init-image /tmp/init1024.png
  m --random-weights sdxl --width 1600 --height 904 --offload none --vae-tile 512 --dtype bf16 --control random:/tmp/init1024.png
  m --random-weights sd15 --width 840 --height 560 --offload sequential --vae-tile 512 --weights-dtype fp8_e4m3fn --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd21 --width 912 --height 512 --offload model --vae-tile 512 --dtype bf16 --init-image /tmp/init1024.png
  m --random-weights sd21 --width 1080 --height 1080 --offload model --weights-dtype fp8_e4m3fn
  m --random-weights sd21 --width 1080 --height 1350 --offload model --vae-tile 512 --dtype bf16 --control random:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 1200 --height 800 --offload sequential --dtype bf16 --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 1000 --height 1000 --offload sequential --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 1352 --height 1080 --offload model --vae-tile 512 --control random:/tmp/init1024.png
  m --random-weights sd21 --width 800 --height 600 --offload none --vae-tile 512 --dtype bf16 --weights-dtype fp8_e4m3fn --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png
  m --random-weights sdxl --width 1000 --height 1000 --offload model --control random:/tmp/init1024.png --init-image /tmp/init1024.png
  m --random-weights sd15 --width 1080 --height 1350 --simulate-vram 3 --vram-budget auto
  m --random-weights sdxl --width 1000 --height 1000 --simulate-vram 5 --vram-budget auto --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 1000 --height 1000 --simulate-vram 3 --vram-budget auto --init-image /tmp/init1024.png
  m --random-weights sd15 --width 840 --height 560 --simulate-vram 4 --vram-budget auto --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 1280 --height 720 --simulate-vram 4 --vram-budget auto --control random:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 800 --height 600 --simulate-vram 4 --vram-budget auto --init-image /tmp/init1024.png ;;
odd41b)
  # Session 41: out of sample for the refit on `odd41` (the resident and model-offload
  # tiled passes' and the resident text encoding's `b`): `tools/gpu/draw_matrix.py --seed
  # 48 --count 36 --budgets 8 --odd-sizes` (1080x1352 where `odd41` asked for 1350, which
  # is not a multiple of 8 and was refused).
  m --random-weights sdxl --width 1600 --height 904 --offload none --dtype bf16 --weights-dtype fp8_e4m3fn --control random:/tmp/init1024.png --refiner random
  m --random-weights sdxl --width 1352 --height 1080 --offload model --vae-tile 512 --dtype bf16 --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png
  m --random-weights sd15 --width 800 --height 600 --offload model --vae-tile 512 --attention-slice auto --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 1400 --height 1000 --offload model --vae-tile 512 --weights-dtype fp8_e4m3fn --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png
  m --random-weights sdxl --width 1400 --height 1000 --offload sequential --attention-slice auto --weights-dtype fp8_e4m3fn --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png --init-image /tmp/init1024.png --refiner random
  m --random-weights sd15 --width 1000 --height 1000 --offload sequential --vae-tile 512 --attention-slice auto
  m --random-weights sd21 --width 912 --height 512 --offload sequential --control random:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd21 --width 1080 --height 1352 --offload none --dtype bf16 --control random:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 720 --height 1280 --offload model --attention-slice auto --dtype bf16 --weights-dtype fp8_e4m3fn --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 1280 --height 720 --offload none --attention-slice auto --dtype bf16 --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 1200 --height 800 --offload sequential --dtype bf16 --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 912 --height 512 --offload sequential --attention-slice auto --weights-dtype fp8_e4m3fn --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 1600 --height 904 --offload model --dtype bf16 --control random:/tmp/init1024.png
  m --random-weights sdxl --width 1352 --height 1080 --offload model --attention-slice auto --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 1080 --height 1352 --offload none --weights-dtype fp8_e4m3fn --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 840 --height 560 --offload sequential --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 800 --height 600 --offload none --dtype bf16 --weights-dtype fp8_e4m3fn --init-image /tmp/init1024.png
  m --random-weights sd21 --width 1280 --height 720 --offload none --weights-dtype fp8_e4m3fn --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png
  m --random-weights sd21 --width 1080 --height 1080 --offload none
  m --random-weights sd15 --width 800 --height 600 --offload model --dtype bf16 --control random:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sdxl --width 1400 --height 1000 --offload model --vae-tile 512 --control random:/tmp/init1024.png
  m --random-weights sd15 --width 1280 --height 720 --offload none --attention-slice auto --control random:/tmp/init512.png
  m --random-weights sd21 --width 1080 --height 1080 --offload sequential --control random:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 1080 --height 1080 --offload sequential --attention-slice auto --weights-dtype fp8_e4m3fn --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 1080 --height 1352 --offload none --vae-tile 512 --attention-slice auto --init-image /tmp/init1024.png
  m --random-weights sd15 --width 600 --height 800 --offload model --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd15 --width 1920 --height 1080 --offload sequential --vae-tile 512 --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 720 --height 1280 --offload none --vae-tile 512 --dtype bf16 --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd21 --width 1080 --height 1352 --offload none --vae-tile 512 --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 1200 --height 1200 --offload sequential --vae-tile 512 --weights-dtype fp8_e4m3fn --control random:/tmp/init1024.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 840 --height 560 --offload sequential --control random:/tmp/init512.png
  m --random-weights sd21 --width 1200 --height 800 --offload model --attention-slice auto --dtype bf16 --control random:/tmp/init512.png
  m --random-weights sd21 --width 1080 --height 1920 --offload model --dtype bf16 --weights-dtype fp8_e4m3fn --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd15 --width 1080 --height 1920 --offload none --control random:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sdxl --width 1200 --height 1200 --offload none --vae-tile 512 --weights-dtype fp8_e4m3fn --init-image /tmp/init1024.png
  m --random-weights sd15 --width 840 --height 560 --offload none --control random:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 1400 --height 1000 --simulate-vram 10 --vram-budget auto --control random:/tmp/init1024.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 1080 --height 1352 --simulate-vram 2 --vram-budget auto --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png
  m --random-weights sd21 --width 840 --height 560 --simulate-vram 4 --vram-budget auto --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png
  m --random-weights sd21 --width 800 --height 600 --simulate-vram 1.5 --vram-budget auto --control random:/tmp/init512.png
  m --random-weights sd21 --width 1280 --height 720 --simulate-vram 2 --vram-budget auto --init-image /tmp/init1024.png
  m --random-weights sd21 --width 840 --height 560 --simulate-vram 1.5 --vram-budget auto --control random:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 1080 --height 1352 --simulate-vram 12 --vram-budget auto --control random:/tmp/init1024.png
  m --random-weights sd15 --width 720 --height 1280 --simulate-vram 3 --vram-budget auto --init-image /tmp/init1024.png --mask /tmp/mask512.png ;;
odd41c)
  # Session 41: where both phases of known_under.jsonl are (streamed denoising beside
  # ControlNets at sizes off the 64-pixel grid): those two jobs again (a repeat, not
  # recorded), then 30 such jobs no record has: `tools/gpu/draw_matrix.py
  # --streamed-controlnets --seed 49 --count 30` (on 8ed778d's records).
  m $X --width 1920 --height 1080 --offload sequential --vae-tile 512 --weights-dtype fp8_e4m3fn --control random:/tmp/init1024.png
  m $S --width 1000 --height 1000 --offload sequential --vae-tile 512 --control random:/tmp/init512.png
  m --random-weights sd15 --width 1200 --height 800 --offload sequential --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png
  m --random-weights sd15 --width 800 --height 600 --offload sequential --control random:/tmp/init512.png
  m --random-weights sd15 --width 1080 --height 1920 --offload sequential --vae-tile 512 --control random:/tmp/init512.png
  m --random-weights sd21 --width 1000 --height 1000 --offload sequential --vae-tile 512 --weights-dtype fp8_e4m3fn --control random:/tmp/init512.png
  m --random-weights sdxl --width 904 --height 1600 --offload sequential --vae-tile 512 --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png
  m --random-weights sdxl --width 1400 --height 1000 --offload sequential --control random:/tmp/init1024.png
  m --random-weights sdxl --width 1352 --height 1080 --offload sequential --vae-tile 512 --weights-dtype fp8_e4m3fn --control random:/tmp/init1024.png
  m --random-weights sdxl --width 1080 --height 1352 --offload sequential --weights-dtype fp8_e4m3fn --control random:/tmp/init1024.png
  m --random-weights sdxl --width 1080 --height 1920 --offload sequential --vae-tile 512 --weights-dtype fp8_e4m3fn --control random:/tmp/init1024.png
  m --random-weights sdxl --width 1000 --height 1000 --offload sequential --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png
  m --random-weights sd15 --width 600 --height 800 --offload sequential --vae-tile 512 --control random:/tmp/init512.png
  m --random-weights sdxl --width 1200 --height 1200 --offload sequential --weights-dtype fp8_e4m3fn --control random:/tmp/init1024.png
  m --random-weights sd15 --width 1000 --height 1000 --offload sequential --control random:/tmp/init512.png
  m --random-weights sd15 --width 840 --height 560 --offload sequential --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png
  m --random-weights sdxl --width 904 --height 1600 --offload sequential --weights-dtype fp8_e4m3fn --control random:/tmp/init1024.png
  m --random-weights sd15 --width 1080 --height 1920 --offload sequential --vae-tile 512 --weights-dtype fp8_e4m3fn --control random:/tmp/init512.png
  m --random-weights sdxl --width 1000 --height 1000 --offload sequential --vae-tile 512 --control random:/tmp/init1024.png
  m --random-weights sdxl --width 1920 --height 1080 --offload sequential --vae-tile 512 --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png
  m --random-weights sd15 --width 720 --height 1280 --offload sequential --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png
  m --random-weights sd15 --width 1920 --height 1080 --offload sequential --vae-tile 512 --weights-dtype fp8_e4m3fn --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png
  m --random-weights sdxl --width 1352 --height 1080 --offload sequential --weights-dtype fp8_e4m3fn --control random:/tmp/init1024.png
  m --random-weights sdxl --width 1080 --height 1352 --offload sequential --control random:/tmp/init1024.png
  m --random-weights sd15 --width 1000 --height 1000 --offload sequential --vae-tile 512 --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png
  m --random-weights sd21 --width 1280 --height 720 --offload sequential --control random:/tmp/init512.png
  m --random-weights sd21 --width 720 --height 1280 --offload sequential --vae-tile 512 --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png
  m --random-weights sd15 --width 1920 --height 1080 --offload sequential --vae-tile 512 --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png
  m --random-weights sd21 --width 912 --height 512 --offload sequential --weights-dtype fp8_e4m3fn --control random:/tmp/init512.png
  m --random-weights sd21 --width 1080 --height 1080 --offload sequential --vae-tile 512 --control random:/tmp/init512.png
  m --random-weights sd21 --width 600 --height 800 --offload sequential --vae-tile 512 --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png
  m --random-weights sdxl --width 1600 --height 904 --offload sequential --weights-dtype fp8_e4m3fn --control random:/tmp/init1024.png ;;
cn32)
  # Session 32: SD 1.5 1024 with one resident ControlNet (its denoising measured 1 MiB over
  # the prediction in speed_round_32.sh's call), the same with three, and SDXL with one.
  m $S --width 1024 --height 1024 --offload none --control random:/tmp/init1024.png
  m $S --width 1024 --height 1024 --offload none $C3
  m $X --width 1024 --height 1024 --offload none --control random:/tmp/init1024.png ;;
keep41)
  # Session 34: sequential offload without a budget once --stream-keep auto keeps the groups
  # that fit under the job's peak (choose::raised_within_peak): models, sizes, dtypes,
  # ControlNets, the refiner and SD 3.5 Medium, each run before any refit.
  m $S --width 768 --height 768 --offload sequential
  m $S --width 1024 --height 1024 --offload sequential --vae-tile 512
  m $S --width 2048 --height 2048 --offload sequential --vae-tile 512
  m $S --width 512 --height 512 --offload sequential $C1
  m $S --width 1216 --height 832 --offload sequential --weights-dtype fp8_e4m3fn
  m --random-weights sd21 --width 768 --height 768 --offload sequential
  m --random-weights sd21 --width 1024 --height 1024 --offload sequential --vae-tile 512 --weights-dtype fp8_e4m3fn
  m --random-weights sd21 --width 1536 --height 1536 --offload sequential --vae-tile 512 --dtype bf16
  m $X --width 1024 --height 1024 --offload sequential
  m $X --width 1024 --height 1024 --offload sequential --weights-dtype fp8_e4m3fn --control random:/tmp/init1024.png
  m $X --width 1216 --height 832 --offload sequential --vae-tile 512
  m $X --width 2048 --height 2048 --offload sequential --vae-tile 512
  m $X --width 1024 --height 1024 --offload sequential --refiner random
  m $X --width 768 --height 768 --offload sequential --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png
  m --random-weights sd35m --width 1024 --height 1024 --cfg 4.5 --offload sequential ;;
oos40)
  # Session 34: a fifteenth round on the same fits, with kernels::op::typed and
  # known_over.jsonl (no planner change): tools/gpu/draw_matrix.py --seed 40 --count 12
  # --budgets 8.
  m --random-weights sd21 --width 832 --height 1216 --offload sequential --vae-tile 512 --attention-slice auto --dtype bf16 --init-image /tmp/init1024.png
  m --random-weights sd21 --width 1536 --height 1536 --offload model --dtype bf16 --weights-dtype fp8_e4m3fn --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png
  m --random-weights sdxl --width 1536 --height 1536 --offload model --vae-tile 512 --dtype bf16 --control random:/tmp/init1024.png --init-image /tmp/init1024.png --refiner random
  m --random-weights sdxl --width 1536 --height 1536 --offload sequential --vae-tile 512 --control random:/tmp/init1024.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 1536 --height 1536 --offload none --dtype bf16 --control random:/tmp/init512.png
  m --random-weights sdxl --width 768 --height 768 --offload model --vae-tile 512 --dtype bf16 --weights-dtype fp8_e4m3fn --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png --refiner random
  m --random-weights sdxl --width 1024 --height 1024 --offload none --vae-tile 512 --attention-slice auto --weights-dtype fp8_e4m3fn --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png --init-image /tmp/init1024.png
  m --random-weights sdxl --width 1216 --height 832 --offload none --control random:/tmp/init1024.png
  m --random-weights sd21 --width 1216 --height 832 --offload sequential --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png
  m --random-weights sd15 --width 768 --height 768 --offload model
  m --random-weights sd15 --width 768 --height 768 --offload none --attention-slice auto --control random:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd21 --width 1024 --height 1024 --offload sequential --attention-slice auto
  m --random-weights sdxl --width 768 --height 768 --simulate-vram 5 --vram-budget auto --init-image /tmp/init1024.png
  m --random-weights sd21 --width 1216 --height 832 --simulate-vram 6 --vram-budget auto --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd21 --width 832 --height 1216 --simulate-vram 6 --vram-budget auto --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 832 --height 1216 --simulate-vram 5 --vram-budget auto --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png --init-image /tmp/init1024.png
  m --random-weights sd21 --width 832 --height 1216 --simulate-vram 1.5 --vram-budget auto --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png
  m --random-weights sdxl --width 512 --height 512 --simulate-vram 8 --vram-budget auto --control random:/tmp/init1024.png --init-image /tmp/init1024.png
  m --random-weights sd21 --width 512 --height 512 --simulate-vram 2 --vram-budget auto --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 512 --height 512 --simulate-vram 3.5 --vram-budget auto --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png --init-image /tmp/init1024.png ;;
oos39)
  # Session 33: a fourteenth round, after oos38's fit (the resident decode's b 14 MiB up):
  # tools/gpu/draw_matrix.py --seed 39 --count 12 --budgets 8, and the SD 1.5 2 GiB budget
  # run (its plan: model offload with 30% of the UNet in f16 before the refit).
  m --random-weights sd15 --width 512 --height 512 --simulate-vram 2 --vram-budget auto
  m --random-weights sd15 --width 1024 --height 1024 --offload model --vae-tile 512 --attention-slice auto --dtype bf16 --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sdxl --width 1024 --height 1024 --offload sequential --attention-slice auto --init-image /tmp/init1024.png --refiner random
  m --random-weights sd21 --width 1024 --height 1024 --offload model --vae-tile 512 --control random:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sdxl --width 512 --height 512 --offload model --dtype bf16 --weights-dtype fp8_e4m3fn --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png
  m --random-weights sdxl --width 832 --height 1216 --offload model --control random:/tmp/init1024.png --init-image /tmp/init1024.png
  m --random-weights sd21 --width 768 --height 768 --offload sequential --vae-tile 512 --dtype bf16 --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 1536 --height 1536 --offload none --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png
  m --random-weights sd15 --width 1536 --height 1536 --offload sequential --vae-tile 512 --dtype bf16 --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd15 --width 2048 --height 2048 --offload sequential --attention-slice auto --dtype bf16 --control random:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 2048 --height 2048 --offload sequential --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png
  m --random-weights sd15 --width 768 --height 768 --offload model --vae-tile 512 --weights-dtype fp8_e4m3fn
  m --random-weights sd15 --width 512 --height 512 --offload sequential --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd15 --width 1216 --height 832 --simulate-vram 1.5 --vram-budget auto --control random:/tmp/init512.png
  m --random-weights sdxl --width 512 --height 512 --simulate-vram 12 --vram-budget auto
  m --random-weights sd21 --width 768 --height 768 --simulate-vram 6 --vram-budget auto --control random:/tmp/init512.png
  m --random-weights sd21 --width 768 --height 768 --simulate-vram 6 --vram-budget auto --init-image /tmp/init1024.png
  m --random-weights sdxl --width 768 --height 768 --simulate-vram 5 --vram-budget auto --control random:/tmp/init1024.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 1024 --height 1024 --simulate-vram 1.5 --vram-budget auto --control random:/tmp/init512.png
  m --random-weights sd21 --width 1024 --height 1024 --simulate-vram 1.5 --vram-budget auto --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sdxl --width 832 --height 1216 --simulate-vram 3.5 --vram-budget auto --control random:/tmp/init1024.png ;;
ahead33)
  # Session 33: fp8 runs whose nets decode ahead (resident or offloaded by model, set or
  # chosen by a budget), again once small layers decode in batches (weights_dtype::ahead).
  m --random-weights sd15 --width 512 --height 512 --offload none --weights-dtype fp8_e4m3fn --fp8-share 50
  m --random-weights sd15 --width 512 --height 512 --offload model --weights-dtype fp8_e4m3fn --fp8-share 40
  m --random-weights sd15 --width 768 --height 768 --offload model --weights-dtype fp8_e4m3fn
  m --random-weights sdxl --width 1024 --height 1024 --offload none --weights-dtype fp8_e4m3fn --fp8-share 30
  m --random-weights sdxl --width 1024 --height 1024 --offload model --vae-tile 512 --weights-dtype fp8_e4m3fn --fp8-share 50
  m --random-weights sd21 --width 512 --height 512 --offload none --weights-dtype fp8_e4m3fn
  m --random-weights sd21 --width 512 --height 512 --offload model --weights-dtype fp8_e4m3fn
  m --random-weights sdxl --width 1216 --height 832 --offload none --vae-tile 512 --weights-dtype fp8_e4m3fn --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 512 --height 512 --simulate-vram 2 --vram-budget auto
  m --random-weights sd15 --width 1024 --height 1024 --simulate-vram 3 --vram-budget auto
  m --random-weights sd21 --width 768 --height 768 --simulate-vram 2 --vram-budget auto
  m --random-weights sdxl --width 1024 --height 1024 --simulate-vram 4 --vram-budget auto
  m --random-weights sdxl --width 1024 --height 1024 --simulate-vram 6 --vram-budget auto
  m --random-weights sdxl --width 1024 --height 1024 --vram-budget 6 ;;
oos38)
  # Session 33: a thirteenth round, on the same fits, with flash64_fwd for 64-wide heads
  # (its allocations are the old kernel's): tools/gpu/draw_matrix.py --seed 38 --count 16
  # --budgets 8.
  m --random-weights sdxl --width 1216 --height 832 --offload model --vae-tile 512 --control random:/tmp/init1024.png
  m --random-weights sd15 --width 832 --height 1216 --offload model --dtype bf16 --control random:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 768 --height 768 --offload sequential --vae-tile 512 --attention-slice auto --init-image /tmp/init1024.png
  m --random-weights sd21 --width 1536 --height 1536 --offload sequential --dtype bf16 --init-image /tmp/init1024.png
  m --random-weights sd15 --width 1024 --height 1024 --offload none --weights-dtype fp8_e4m3fn --control random:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sdxl --width 768 --height 768 --offload model --vae-tile 512 --init-image /tmp/init1024.png
  m --random-weights sdxl --width 768 --height 768 --offload sequential --vae-tile 512 --dtype bf16 --control random:/tmp/init1024.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 2048 --height 2048 --offload model --vae-tile 512 --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 2048 --height 2048 --offload sequential --vae-tile 512 --dtype bf16 --init-image /tmp/init1024.png --refiner random
  m --random-weights sd21 --width 1536 --height 1536 --offload none --attention-slice auto --dtype bf16
  m --random-weights sd21 --width 768 --height 768 --offload sequential --dtype bf16 --control random:/tmp/init512.png
  m --random-weights sd15 --width 1024 --height 1024 --offload sequential --attention-slice auto --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 1024 --height 1024 --offload model --vae-tile 512 --attention-slice auto --dtype bf16 --init-image /tmp/init1024.png
  m --random-weights sd15 --width 512 --height 512 --offload sequential --dtype bf16 --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd21 --width 1536 --height 1536 --offload sequential --vae-tile 512 --attention-slice auto --control random:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd21 --width 768 --height 768 --offload none --dtype bf16 --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd15 --width 512 --height 512 --simulate-vram 6 --vram-budget auto --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png
  m --random-weights sd15 --width 832 --height 1216 --simulate-vram 2.5 --vram-budget auto
  m --random-weights sd21 --width 512 --height 512 --simulate-vram 4 --vram-budget auto --control random:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sdxl --width 768 --height 768 --simulate-vram 10 --vram-budget auto
  m --random-weights sdxl --width 832 --height 1216 --simulate-vram 5 --vram-budget auto --control random:/tmp/init1024.png
  m --random-weights sdxl --width 512 --height 512 --simulate-vram 3.5 --vram-budget auto --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 1024 --height 1024 --simulate-vram 2.5 --vram-budget auto --control random:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sdxl --width 1216 --height 832 --simulate-vram 3.5 --vram-budget auto --control random:/tmp/init1024.png --init-image /tmp/init1024.png ;;
oos37)
  # Session 31: a twelfth round, after oos36 (which needed no refit): tools/gpu/draw_matrix.py
  # --seed 37 --count 16 --budgets 8.
  m --random-weights sdxl --width 832 --height 1216 --offload none --dtype bf16 --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png
  m --random-weights sd21 --width 1216 --height 832 --offload sequential --control random:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sdxl --width 1216 --height 832 --offload model --attention-slice auto --weights-dtype fp8_e4m3fn --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 1536 --height 1536 --offload sequential --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png
  m --random-weights sdxl --width 832 --height 1216 --offload none --vae-tile 512 --control random:/tmp/init1024.png
  m --random-weights sd15 --width 512 --height 512 --offload model --vae-tile 512 --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 1024 --height 1024 --offload sequential --attention-slice auto --control random:/tmp/init1024.png --init-image /tmp/init1024.png
  m --random-weights sd21 --width 768 --height 768 --offload none --attention-slice auto --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 1024 --height 1024 --offload sequential --vae-tile 512 --attention-slice auto
  m --random-weights sd15 --width 512 --height 512 --offload sequential --attention-slice auto --control random:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd15 --width 832 --height 1216 --offload none --vae-tile 512 --weights-dtype fp8_e4m3fn --init-image /tmp/init1024.png
  m --random-weights sdxl --width 832 --height 1216 --offload sequential --vae-tile 512 --weights-dtype fp8_e4m3fn
  m --random-weights sd21 --width 1216 --height 832 --offload model --vae-tile 512 --attention-slice auto --weights-dtype fp8_e4m3fn --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 832 --height 1216 --offload sequential --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 2048 --height 2048 --offload none --dtype bf16 --weights-dtype fp8_e4m3fn --control random:/tmp/init1024.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 1024 --height 1024 --offload sequential --vae-tile 512 --dtype bf16 --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 512 --height 512 --simulate-vram 2.5 --vram-budget auto --control random:/tmp/init512.png
  m --random-weights sd21 --width 832 --height 1216 --simulate-vram 4 --vram-budget auto --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png
  m --random-weights sdxl --width 832 --height 1216 --simulate-vram 10 --vram-budget auto --init-image /tmp/init1024.png
  m --random-weights sdxl --width 1024 --height 1024 --simulate-vram 3.5 --vram-budget auto --control random:/tmp/init1024.png
  m --random-weights sd15 --width 1024 --height 1024 --simulate-vram 3 --vram-budget auto --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 1216 --height 832 --simulate-vram 6 --vram-budget auto
  m --random-weights sd15 --width 768 --height 768 --simulate-vram 2.5 --vram-budget auto
  m --random-weights sdxl --width 512 --height 512 --simulate-vram 5 --vram-budget auto --control random:/tmp/init1024.png ;;
oos36)
  # Session 31: an eleventh round, after the refit on oos35, mostly budget runs (the
  # choice's room, choose::CHOICE_ROOM): tools/gpu/draw_matrix.py --seed 36 --count 8
  # --budgets 16.
  m --random-weights sd21 --width 512 --height 512 --offload none --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 768 --height 768 --offload none --attention-slice auto --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png
  m --random-weights sd21 --width 1216 --height 832 --offload model --vae-tile 512 --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 1536 --height 1536 --offload none --vae-tile 512 --dtype bf16 --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 512 --height 512 --offload sequential --weights-dtype fp8_e4m3fn --init-image /tmp/init1024.png
  m --random-weights sd21 --width 2048 --height 2048 --offload none --dtype bf16 --control random:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 1024 --height 1024 --offload none --vae-tile 512 --dtype bf16 --weights-dtype fp8_e4m3fn --control random:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sdxl --width 832 --height 1216 --offload none --vae-tile 512 --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png --init-image /tmp/init1024.png --refiner random
  m --random-weights sdxl --width 1216 --height 832 --simulate-vram 4 --vram-budget auto --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 512 --height 512 --simulate-vram 6 --vram-budget auto --control random:/tmp/init1024.png --init-image /tmp/init1024.png
  m --random-weights sd21 --width 512 --height 512 --simulate-vram 4 --vram-budget auto --control random:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 512 --height 512 --simulate-vram 5 --vram-budget auto --init-image /tmp/init1024.png
  m --random-weights sdxl --width 512 --height 512 --simulate-vram 6 --vram-budget auto --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png
  m --random-weights sd21 --width 1216 --height 832 --simulate-vram 3 --vram-budget auto --init-image /tmp/init1024.png
  m --random-weights sd21 --width 768 --height 768 --simulate-vram 2 --vram-budget auto --control random:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd21 --width 512 --height 512 --simulate-vram 6 --vram-budget auto
  m --random-weights sd15 --width 1216 --height 832 --simulate-vram 6 --vram-budget auto --control random:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sdxl --width 1216 --height 832 --simulate-vram 3.5 --vram-budget auto --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png
  m --random-weights sd21 --width 512 --height 512 --simulate-vram 6 --vram-budget auto --init-image /tmp/init1024.png
  m --random-weights sd15 --width 1216 --height 832 --simulate-vram 2 --vram-budget auto --control random:/tmp/init512.png
  m --random-weights sd21 --width 1024 --height 1024 --simulate-vram 2 --vram-budget auto --control random:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd21 --width 512 --height 512 --simulate-vram 3 --vram-budget auto --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd21 --width 1216 --height 832 --simulate-vram 3 --vram-budget auto
  m --random-weights sdxl --width 832 --height 1216 --simulate-vram 8 --vram-budget auto --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png --init-image /tmp/init1024.png --mask /tmp/mask512.png ;;
room31)
  # Session 31: the choice keeps room beside a plan's peak (choose::CHOICE_ROOM). The two
  # budget runs that ran out of memory and fell back (oos33, oos34), again; the plan the
  # second had chosen, without a budget (its decode was predicted 45 MiB under the cap).
  m --random-weights sd21 --width 512 --height 512 --simulate-vram 1.5 --vram-budget auto
  m --random-weights sd21 --width 1024 --height 1024 --simulate-vram 2.5 --vram-budget auto
  m --random-weights sd21 --width 1024 --height 1024 --offload none --attention-slice auto --vae-tile 512 --weights-dtype fp8_e4m3fn --vae-tile-store cpu --text-encoder-offload on --fp8-share 70 ;;
oos35)
  # Session 31: a tenth round, 18 drawn by tools/gpu/draw_matrix.py --seed 35 --count 18
  # where no recorded run had them, and 6 budget runs on small cards.
  m --random-weights sdxl --width 2048 --height 2048 --offload model --dtype bf16 --init-image /tmp/init1024.png --refiner random
  m --random-weights sdxl --width 512 --height 512 --offload none --vae-tile 512 --control random:/tmp/init1024.png --refiner random
  m --random-weights sd21 --width 512 --height 512 --offload none --init-image /tmp/init1024.png
  m --random-weights sd15 --width 832 --height 1216 --offload none --vae-tile 512 --dtype bf16 --control random:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd21 --width 832 --height 1216 --offload model --attention-slice auto
  m --random-weights sdxl --width 1024 --height 1024 --offload sequential --vae-tile 512 --control random:/tmp/init1024.png --init-image /tmp/init1024.png
  m --random-weights sd21 --width 832 --height 1216 --offload sequential --attention-slice auto --weights-dtype fp8_e4m3fn --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png
  m --random-weights sd15 --width 512 --height 512 --offload sequential --vae-tile 512 --attention-slice auto --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 832 --height 1216 --offload none --dtype bf16 --control random:/tmp/init512.png
  m --random-weights sdxl --width 1216 --height 832 --offload sequential --vae-tile 512 --dtype bf16 --weights-dtype fp8_e4m3fn --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png --init-image /tmp/init1024.png
  m --random-weights sdxl --width 512 --height 512 --offload model --vae-tile 512 --dtype bf16 --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png --init-image /tmp/init1024.png
  m --random-weights sd21 --width 512 --height 512 --offload model --weights-dtype fp8_e4m3fn --control random:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 768 --height 768 --offload model --attention-slice auto --dtype bf16 --init-image /tmp/init1024.png
  m --random-weights sd21 --width 1024 --height 1024 --offload model --vae-tile 512 --dtype bf16 --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png
  m --random-weights sd21 --width 1024 --height 1024 --offload sequential --attention-slice auto --dtype bf16 --weights-dtype fp8_e4m3fn --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 1216 --height 832 --offload none --vae-tile 512 --weights-dtype fp8_e4m3fn --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 1216 --height 832 --offload model --vae-tile 512 --weights-dtype fp8_e4m3fn --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 1536 --height 1536 --offload none --dtype bf16 --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png --init-image /tmp/init1024.png --refiner random
  m --random-weights sd15 --width 768 --height 768 --simulate-vram 2 --vram-budget auto --control random:/tmp/init512.png
  m --random-weights sdxl --width 1024 --height 1024 --simulate-vram 4 --vram-budget auto --control random:/tmp/init1024.png
  m --random-weights sd21 --width 768 --height 768 --simulate-vram 2.5 --vram-budget auto --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 832 --height 1216 --simulate-vram 6 --vram-budget auto
  m --random-weights sd15 --width 1536 --height 1536 --simulate-vram 3 --vram-budget auto
  m --random-weights sd21 --width 768 --height 768 --simulate-vram 1.5 --vram-budget auto ;;
sd2fp8)
  # Session 31: SD 2.x's streamed denoising on fp8 weights (oos33's budget run on a
  # simulated 1.5 GiB card ran out of memory there; one run at 768 px was recorded).
  m --random-weights sd21 --width 512 --height 512 --offload sequential --weights-dtype fp8_e4m3fn
  m --random-weights sd21 --width 512 --height 512 --offload sequential --weights-dtype fp8_e4m3fn --attention-slice auto --vae-tile 512
  m --random-weights sd21 --width 512 --height 512 --offload sequential --weights-dtype fp8_e4m3fn --stream-slots 8
  m --random-weights sd21 --width 512 --height 512 --offload sequential --weights-dtype fp8_e4m3fn --dtype bf16
  m --random-weights sd21 --width 512 --height 512 --offload sequential --weights-dtype fp8_e4m3fn $C1
  m --random-weights sd21 --width 768 --height 768 --offload sequential --weights-dtype fp8_e4m3fn
  m --random-weights sd21 --width 1024 --height 1024 --offload sequential --weights-dtype fp8_e4m3fn
  m --random-weights sd21 --width 1216 --height 832 --offload sequential --weights-dtype fp8_e4m3fn --vae-tile 512
  m --random-weights sd21 --width 1536 --height 1536 --offload sequential --weights-dtype fp8_e4m3fn --vae-tile 512
  m --random-weights sd21 --width 512 --height 512 --offload model --weights-dtype fp8_e4m3fn
  m --random-weights sd21 --width 512 --height 512 --offload none --weights-dtype fp8_e4m3fn ;;
oos34)
  # Session 31: a ninth round, 22 combinations drawn by tools/gpu/draw_matrix.py --seed 34
  # --count 22 (a third with fp8 weights) where no recorded run had them, and 4 budget runs.
  m --random-weights sdxl --width 1024 --height 1024 --offload sequential --vae-tile 512 --attention-slice auto --control random:/tmp/init1024.png
  m --random-weights sd21 --width 1024 --height 1024 --offload none --weights-dtype fp8_e4m3fn --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png
  m --random-weights sd15 --width 2048 --height 2048 --offload sequential --vae-tile 512 --attention-slice auto --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png
  m --random-weights sd21 --width 768 --height 768 --offload sequential --vae-tile 512 --init-image /tmp/init1024.png
  m --random-weights sdxl --width 768 --height 768 --offload sequential --attention-slice auto --dtype bf16 --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 1536 --height 1536 --offload sequential --vae-tile 512 --attention-slice auto --weights-dtype fp8_e4m3fn --control random:/tmp/init1024.png
  m --random-weights sd21 --width 2048 --height 2048 --offload model --dtype bf16 --control random:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd21 --width 1024 --height 1024 --offload none --vae-tile 512 --weights-dtype fp8_e4m3fn --init-image /tmp/init1024.png
  m --random-weights sdxl --width 512 --height 512 --offload sequential --vae-tile 512 --control random:/tmp/init1024.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 2048 --height 2048 --offload model --weights-dtype fp8_e4m3fn --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png
  m --random-weights sd21 --width 768 --height 768 --offload none --vae-tile 512 --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 1536 --height 1536 --offload model --weights-dtype fp8_e4m3fn --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png --init-image /tmp/init1024.png
  m --random-weights sdxl --width 832 --height 1216 --offload model --vae-tile 512 --dtype bf16 --init-image /tmp/init1024.png
  m --random-weights sdxl --width 1024 --height 1024 --offload sequential --weights-dtype fp8_e4m3fn --control random:/tmp/init1024.png --init-image /tmp/init1024.png --mask /tmp/mask512.png --refiner random
  m --random-weights sd15 --width 1024 --height 1024 --offload sequential --dtype bf16 --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 832 --height 1216 --offload model --vae-tile 512 --dtype bf16 --init-image /tmp/init1024.png
  m --random-weights sdxl --width 1536 --height 1536 --offload model --vae-tile 512 --dtype bf16 --init-image /tmp/init1024.png --mask /tmp/mask512.png --refiner random
  m --random-weights sdxl --width 832 --height 1216 --offload sequential --vae-tile 512 --control random:/tmp/init1024.png --init-image /tmp/init1024.png
  m --random-weights sdxl --width 1024 --height 1024 --offload none --control random:/tmp/init1024.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 1536 --height 1536 --offload sequential --vae-tile 512 --attention-slice auto --control random:/tmp/init512.png
  m --random-weights sd15 --width 512 --height 512 --offload sequential --attention-slice auto --dtype bf16 --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 2048 --height 2048 --offload model --vae-tile 512 --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd21 --width 768 --height 768 --simulate-vram 2 --vram-budget auto --control random:/tmp/init512.png
  m --random-weights sd15 --width 1024 --height 1024 --simulate-vram 2 --vram-budget auto --init-image /tmp/init1024.png
  m --random-weights sdxl --width 1216 --height 832 --simulate-vram 5 --vram-budget auto --control random:/tmp/init1024.png
  m --random-weights sd21 --width 1024 --height 1024 --simulate-vram 2.5 --vram-budget auto ;;
room30)
  # Session 30: oos33's budget run that ran out of memory in its widened arena, again with
  # the arena's room (choose::ARENA_ROOM_MIB), and small cards whose arenas the budget widens.
  m --random-weights sd21 --width 512 --height 512 --simulate-vram 1.5 --vram-budget auto
  m --random-weights sd15 --width 512 --height 512 --simulate-vram 1.5 --vram-budget auto --control random:/tmp/init512.png
  m --random-weights sd21 --width 768 --height 768 --simulate-vram 2 --vram-budget auto
  m --random-weights sdxl --width 1024 --height 1024 --simulate-vram 3.5 --vram-budget auto ;;
oos33)
  # Session 30: an eighth round, after the refit on oos32: 24 combinations drawn at random
  # (seed 33) from the matrix where no recorded run had them, and 6 budget runs.
  m --random-weights sdxl --width 768 --height 768 --offload sequential --attention-slice auto --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png
  m --random-weights sdxl --width 832 --height 1216 --offload none --vae-tile 512 --init-image /tmp/init1024.png
  m --random-weights sdxl --width 832 --height 1216 --offload model --vae-tile 512 --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 1024 --height 1024 --offload sequential --dtype bf16 --init-image /tmp/init1024.png
  m --random-weights sdxl --width 1024 --height 1024 --offload model --attention-slice auto --control random:/tmp/init1024.png
  m --random-weights sd21 --width 768 --height 768 --offload sequential --attention-slice auto --dtype bf16 --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 2048 --height 2048 --offload none --vae-tile 512 --attention-slice auto --dtype bf16 --control random:/tmp/init1024.png
  m --random-weights sd21 --width 1216 --height 832 --offload sequential --init-image /tmp/init1024.png
  m --random-weights sd21 --width 512 --height 512 --offload sequential --dtype bf16 --init-image /tmp/init1024.png
  m --random-weights sdxl --width 1024 --height 1024 --offload sequential --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 1024 --height 1024 --offload model --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png
  m --random-weights sdxl --width 1216 --height 832 --offload model --vae-tile 512 --attention-slice auto --control random:/tmp/init1024.png --refiner random
  m --random-weights sd15 --width 1536 --height 1536 --offload model --vae-tile 512 --dtype bf16 --init-image /tmp/init1024.png
  m --random-weights sd15 --width 2048 --height 2048 --offload sequential --vae-tile 512 --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png
  m --random-weights sdxl --width 1024 --height 1024 --offload sequential --init-image /tmp/init1024.png --refiner random
  m --random-weights sd21 --width 512 --height 512 --offload model --vae-tile 512 --dtype bf16
  m --random-weights sdxl --width 1536 --height 1536 --offload model --vae-tile 512 --attention-slice auto --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png
  m --random-weights sdxl --width 832 --height 1216 --offload none --refiner random
  m --random-weights sdxl --width 1024 --height 1024 --offload none --vae-tile 512 --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png
  m --random-weights sdxl --width 768 --height 768 --offload none --vae-tile 512 --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png
  m --random-weights sdxl --width 768 --height 768 --offload none --vae-tile 512 --attention-slice auto --dtype bf16 --control random:/tmp/init1024.png
  m --random-weights sdxl --width 1216 --height 832 --offload sequential --attention-slice auto
  m --random-weights sdxl --width 1024 --height 1024 --offload model --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 1536 --height 1536 --offload sequential --vae-tile 512 --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png
  m --random-weights sd15 --width 1024 --height 1024 --simulate-vram 2.5 --vram-budget auto --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png
  m --random-weights sd21 --width 1216 --height 832 --simulate-vram 3 --vram-budget auto --control random:/tmp/init512.png
  m --random-weights sdxl --width 1024 --height 1024 --simulate-vram 4.5 --vram-budget auto --init-image /tmp/init1024.png
  m --random-weights sdxl --width 1536 --height 1536 --simulate-vram 6 --vram-budget auto --control random:/tmp/init1024.png
  m --random-weights sd15 --width 2048 --height 2048 --simulate-vram 3 --vram-budget auto --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 512 --height 512 --simulate-vram 1.5 --vram-budget auto ;;
oos32)
  # Session 30: a seventh round, after the refit on oos31: 22 combinations drawn at random
  # (seed 32) from the matrix (model, size, offload, slicing, tiling, dtype, ControlNets,
  # img2img, inpainting, refiner) where no recorded run had them, and 8 budget runs.
  m --random-weights sd15 --width 768 --height 768 --offload none --vae-tile 512 --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png
  m --random-weights sd15 --width 512 --height 512 --offload model --init-image /tmp/init1024.png
  m --random-weights sdxl --width 1024 --height 1024 --offload sequential --attention-slice auto
  m --random-weights sdxl --width 1024 --height 1024 --offload sequential --vae-tile 512 --dtype bf16 --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 832 --height 1216 --offload none --vae-tile 512
  m --random-weights sd15 --width 768 --height 768 --offload sequential --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png
  m --random-weights sd15 --width 1536 --height 1536 --offload model --vae-tile 512 --attention-slice auto --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png
  m --random-weights sd15 --width 768 --height 768 --offload sequential --attention-slice auto --dtype bf16 --init-image /tmp/init1024.png
  m --random-weights sd21 --width 1216 --height 832 --offload model --vae-tile 512 --init-image /tmp/init1024.png
  m --random-weights sdxl --width 832 --height 1216 --offload none --vae-tile 512 --attention-slice auto --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 768 --height 768 --offload sequential --vae-tile 512 --control random:/tmp/init1024.png
  m --random-weights sd15 --width 512 --height 512 --offload model --attention-slice auto --init-image /tmp/init1024.png
  m --random-weights sdxl --width 1216 --height 832 --offload none --vae-tile 512 --control random:/tmp/init1024.png
  m --random-weights sdxl --width 832 --height 1216 --offload none --attention-slice auto --control random:/tmp/init1024.png --refiner random
  m --random-weights sd21 --width 1216 --height 832 --offload none --dtype bf16
  m --random-weights sd15 --width 832 --height 1216 --offload sequential --vae-tile 512 --attention-slice auto --control random:/tmp/init512.png
  m --random-weights sd15 --width 1216 --height 832 --offload model --vae-tile 512 --attention-slice auto
  m --random-weights sd21 --width 512 --height 512 --offload sequential --attention-slice auto --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 768 --height 768 --offload sequential --vae-tile 512
  m --random-weights sd15 --width 768 --height 768 --offload sequential --dtype bf16
  m --random-weights sd15 --width 832 --height 1216 --offload sequential --vae-tile 512 --dtype bf16 --init-image /tmp/init1024.png
  m --random-weights sd15 --width 512 --height 512 --offload none --vae-tile 512
  m --random-weights sd15 --width 768 --height 768 --simulate-vram 2.5 --vram-budget auto --control random:/tmp/init512.png
  m --random-weights sd15 --width 1216 --height 832 --simulate-vram 3 --vram-budget auto --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 1536 --height 1536 --simulate-vram 4 --vram-budget auto
  m --random-weights sdxl --width 1216 --height 832 --simulate-vram 5 --vram-budget auto --control random:/tmp/init1024.png
  m --random-weights sdxl --width 1536 --height 1536 --simulate-vram 8 --vram-budget auto
  m --random-weights sdxl --width 1024 --height 1024 --simulate-vram 7 --vram-budget auto --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 1536 --height 1536 --simulate-vram 2 --vram-budget auto
  m --random-weights sd21 --width 768 --height 768 --simulate-vram 2.5 --vram-budget auto --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png ;;
oos31)
  # Session 30: a sixth round, after the refit on oos30 (the decode beside a resident
  # ControlNet, the streamed ControlNets' own reserve): ControlNets in every offload mode
  # at the sizes no run had them, masks, the refiner, budgets.
  R="--random-weights sd21"; T="--vae-tile 512"
  C3X="--control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png"
  m $R --width 1024 --height 1024 --offload none $T --control random:/tmp/init1024.png
  m $R --width 768 --height 768 --offload none --dtype bf16 --control random:/tmp/init512.png
  m $R --width 1216 --height 832 --offload sequential $T $C1
  m $R --width 2048 --height 2048 --offload model $T $C1
  m $R --width 768 --height 768 --offload sequential $C3
  m $R --width 1024 --height 1024 --offload none $T --init-image /tmp/init1024.png
  m $R --width 1536 --height 1536 --offload model $T --attention-slice auto
  m $X --width 1024 --height 1024 --offload none --control random:/tmp/init1024.png --dtype bf16
  m $X --width 1216 --height 832 --offload none $T $C3X
  m $X --width 768 --height 768 --offload none $C3X
  m $X --width 1216 --height 832 --offload sequential $T --control random:/tmp/init1024.png
  m $X --width 2048 --height 2048 --offload sequential $T --control random:/tmp/init1024.png
  m $X --width 512 --height 512 --offload model --init-image /tmp/init512.png --mask /tmp/mask512.png
  m $X --width 1536 --height 1536 --offload model $T --refiner random --dtype bf16
  m $X --width 768 --height 768 --offload none --refiner random --control random:/tmp/init1024.png
  m $S --width 1024 --height 1024 --offload none $C3
  m $S --width 768 --height 768 --offload none --control random:/tmp/init512.png --dtype bf16
  m $S --width 2048 --height 2048 --offload none $T $C1
  m $S --width 1536 --height 1536 --offload sequential $T $C3
  m $S --width 1216 --height 832 --offload sequential $T --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m $S --width 1024 --height 1024 --offload model $T $C3 --dtype bf16
  m $S --width 512 --height 512 --offload sequential --attention-slice auto --dtype bf16 $C1
  m $S --width 768 --height 768 --simulate-vram 3 --vram-budget auto $C3
  m $R --width 512 --height 512 --simulate-vram 2 --vram-budget auto $C1
  m $R --width 1216 --height 832 --simulate-vram 4 --vram-budget auto
  m $X --width 1024 --height 1024 --simulate-vram 4 --vram-budget auto --control random:/tmp/init1024.png
  m $X --width 1216 --height 832 --simulate-vram 10 --vram-budget auto $C3X
  m $X --width 1024 --height 1024 --simulate-vram 12 --vram-budget auto --refiner random --control random:/tmp/init1024.png
  m $S --width 2048 --height 2048 --simulate-vram 4 --vram-budget auto $C1
  m $S --width 1024 --height 1024 --vram-budget 4 --init-image /tmp/init1024.png --mask /tmp/mask512.png ;;
oos30)
  # Session 30: a fifth round of combinations no recorded run had, chosen where the
  # records are thinnest (SD 2.1 with ControlNets and masks, SDXL with three ControlNets,
  # masks and the refiner, budgets with them), on the head's planner before any refit.
  R="--random-weights sd21"; T="--vae-tile 512"
  C3X="--control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png"
  m $R --width 512 --height 512 --offload none $C1
  m $R --width 768 --height 768 --offload model $C1
  m $R --width 1024 --height 1024 --offload sequential $T $C1
  m $R --width 768 --height 768 --offload none $C3
  m $R --width 512 --height 512 --offload sequential $C3
  m $R --width 768 --height 768 --offload none --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m $R --width 1024 --height 1024 --offload model $T --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m $R --width 512 --height 512 --offload model --init-image /tmp/init512.png --dtype bf16
  m $R --width 1536 --height 1536 --offload sequential $T --init-image /tmp/init1024.png
  m $X --width 1024 --height 1024 --offload model $C3X
  m $X --width 1024 --height 1024 --offload sequential $T $C3X
  m $X --width 1024 --height 1024 --offload none --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m $X --width 1216 --height 832 --offload model $T --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m $X --width 768 --height 768 --offload sequential --control random:/tmp/init1024.png --dtype bf16
  m $X --width 1536 --height 1536 --offload none $T --control random:/tmp/init1024.png
  m $X --width 832 --height 1216 --offload sequential $T --refiner random --dtype bf16
  m $X --width 1024 --height 1024 --offload none --refiner random --dtype bf16 --attention-slice auto
  m $X --width 1536 --height 1536 --offload sequential $T --refiner random --init-image /tmp/init1024.png
  m $S --width 2048 --height 2048 --offload sequential $T $C1
  m $S --width 1216 --height 832 --offload none $C3
  m $S --width 768 --height 768 --offload model $T --attention-slice auto --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m $S --width 2048 --height 2048 --offload model $T --init-image /tmp/init1024.png --dtype bf16
  m $S --width 1536 --height 1536 --offload none --attention-slice auto $C1
  m $R --width 768 --height 768 --simulate-vram 4 --vram-budget auto $C1
  m $R --width 1024 --height 1024 --simulate-vram 3 --vram-budget auto --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m $X --width 1024 --height 1024 --simulate-vram 6 --vram-budget auto --control random:/tmp/init1024.png
  m $X --width 1024 --height 1024 --simulate-vram 8 --vram-budget auto $C3X
  m $X --width 1024 --height 1024 --simulate-vram 6 --vram-budget auto --refiner random
  m $S --width 512 --height 512 --simulate-vram 2 --vram-budget auto $C3
  m $S --width 1024 --height 1024 --simulate-vram 3 --vram-budget auto $C1
  m $X --width 832 --height 1216 --simulate-vram 4 --vram-budget auto --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m $S --width 768 --height 768 --vram-budget 3 --dtype bf16
  m $X --width 1024 --height 1024 --vram-budget 6 --control random:/tmp/init1024.png ;;
oos29c)
  # Session 29: a fourth round of combinations no recorded run had, after the refit on
  # oos29b.
  R="--random-weights sd21"; T="--vae-tile 512"
  LX=/tmp/lora_sdxl_rank32.safetensors
  python3 tools/gpu/make_sdxl_lora.py $LX 32 sdxl
  m $S --width 512 --height 512 --offload model --attention-slice auto --dtype bf16
  m $S --width 1024 --height 1024 --offload model --dtype bf16
  m $S --width 768 --height 768 --offload model $C3
  m $S --width 512 --height 512 --offload sequential --init-image /tmp/init512.png --mask /tmp/mask512.png
  m $S --width 1536 --height 1536 --offload sequential $T $C1
  m $R --width 1024 --height 1024 --offload sequential $T --dtype bf16
  m $R --width 768 --height 768 --offload model $T
  m $X --width 1216 --height 832 --offload none
  m $X --width 832 --height 1216 --offload model $T --control random:/tmp/init1024.png
  m $X --width 1024 --height 1024 --offload sequential --refiner random
  m $X --width 1536 --height 1536 --offload sequential $T --attention-slice auto --dtype bf16
  m $X --width 1024 --height 1024 --simulate-vram 12 --vram-budget auto --lora $LX:0.8
  m $S --width 768 --height 768 --simulate-vram 2 --vram-budget auto
  m $R --width 1024 --height 1024 --simulate-vram 6 --vram-budget auto ;;
oos29b)
  # Session 29: budgets as users set them, on jobs no recorded run had, after the refit on
  # gaps29 and oos29.
  m $X --width 832 --height 1216 --simulate-vram 6 --vram-budget auto
  m $X --width 832 --height 1216 --simulate-vram 8 --vram-budget auto
  m $X --width 1216 --height 832 --simulate-vram 8 --vram-budget auto --refiner random
  m $X --width 1024 --height 1024 --simulate-vram 8 --vram-budget auto --init-image /tmp/init1024.png --strength 0.6
  m $X --width 1024 --height 1024 --simulate-vram 10 --vram-budget auto --control random:/tmp/init1024.png
  m $S --width 768 --height 768 --simulate-vram 4 --vram-budget auto --control random:/tmp/init512.png
  m $S --width 512 --height 512 --simulate-vram 4 --vram-budget auto --init-image /tmp/init512.png --mask /tmp/mask512.png
  m $S --width 1024 --height 1024 --simulate-vram 4 --vram-budget auto
  m $S --width 768 --height 1152 --simulate-vram 3 --vram-budget auto
  m --random-weights sd21 --width 768 --height 768 --simulate-vram 4 --vram-budget auto
  m --random-weights sd21 --width 768 --height 768 --simulate-vram 3 --vram-budget auto
  m $X --width 1024 --height 1024 --simulate-vram 5 --vram-budget auto ;;
untiled29)
  # Session 29: the VAE's middle-block attention on CUDA in the default blocks in the
  # untiled decode too (nets::vae::attention_mode_on): the recorded runs whose untiled
  # decode was sliced, recorded again.
  L15=/tmp/lora_sd15_rank32.safetensors
  python3 tools/gpu/make_sdxl_lora.py $L15 32 sd15
  m --random-weights sd21 --width 512 --height 512 --offload sequential --attention-slice auto
  m --random-weights sd21 --width 768 --height 768 --offload none --attention-slice auto
  m $S --width 512 --height 512 --offload none --attention-slice auto
  m $S --width 768 --height 768 --offload sequential --attention-slice auto
  for g in 1.5 2 2.5; do m $S --width 512 --height 512 --simulate-vram $g --vram-budget auto; done
  for g in 2 3; do m $S --width 512 --height 512 --vram-budget $g; done
  for g in 2 3; do m $S --width 512 --height 512 --simulate-vram $g --vram-budget auto --lora $L15:0.8; done ;;
oos29)
  # Session 29: the refit on gaps29 checked on combinations neither had.
  R="--random-weights sd21"; T="--vae-tile 512"
  m $R --width 768 --height 768 --offload sequential --control random:/tmp/init512.png
  m $R --width 1024 --height 1024 --offload none $T --dtype bf16
  m $R --width 832 --height 1216 --offload model $T
  m $R --width 1536 --height 1536 --offload model $T
  m $R --width 2048 --height 2048 --offload none $T
  m $R --width 512 --height 512 --vram-budget 2
  m $R --width 768 --height 768 --offload sequential --init-image /tmp/init512.png --strength 0.6
  m $S --width 1216 --height 832 --offload none $T --attention-slice auto
  m $S --width 832 --height 1216 --offload sequential $T
  m $S --width 1536 --height 1536 --offload none $T --control random:/tmp/init1024.png
  m $X --width 768 --height 768 --offload sequential
  m $X --width 1536 --height 1536 --offload model $T --attention-slice auto
  m $X --width 2048 --height 2048 --offload none $T --dtype bf16
  m $X --width 1024 --height 1024 --offload sequential $T --control random:/tmp/init1024.png
  m $X --width 1216 --height 832 --offload none $T --refiner random ;;
gaps29)
  # Session 29: combinations of the issue's matrix no recorded run had (SD 2.x at 512,
  # 1024, 1216x832, 1536 and 2048 px; SD 1.5 at 1216x832 and 2048 px under the other
  # offload modes; SDXL at 768, 1536 and 2048 px; ControlNets, the refiner and img2img
  # at other sizes; bf16 and slicing in other modes), run before they are fitted on.
  C3L="--control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png"
  R="--random-weights sd21"; T="--vae-tile 512"
  m $R --width 512 --height 512 --offload none
  m $R --width 512 --height 512 --offload model
  m $R --width 512 --height 512 --offload sequential --attention-slice auto
  m $R --width 768 --height 768 --offload none --attention-slice auto
  m $R --width 768 --height 768 --offload model --dtype bf16
  m $R --width 1024 --height 1024 --offload none $T
  m $R --width 1024 --height 1024 --offload model $T
  m $R --width 1216 --height 832 --offload model $T
  m $R --width 1216 --height 832 --offload sequential $T
  m $R --width 1536 --height 1536 --offload none $T
  m $R --width 1536 --height 1536 --offload sequential $T
  m $R --width 2048 --height 2048 --offload sequential $T
  m $R --width 2048 --height 2048 --offload model $T --vae-tile-store gpu
  m $S --width 1216 --height 832 --offload none $T
  m $S --width 1216 --height 832 --offload sequential $T
  m $S --width 768 --height 768 --offload none $T
  m $S --width 2048 --height 2048 --offload model $T
  m $S --width 1536 --height 1536 --offload model $T --attention-slice auto
  m $S --width 1024 --height 1024 --offload none $T --dtype bf16
  m $S --width 768 --height 768 --offload sequential $T --dtype bf16
  m $S --width 1024 --height 1024 --offload model $T $C3L
  m $S --width 768 --height 768 --offload sequential $C1
  m $S --width 1024 --height 1024 --offload sequential $T --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m $X --width 768 --height 768 --offload model
  m $X --width 1536 --height 1536 --offload none $T
  m $X --width 2048 --height 2048 --offload model $T
  m $X --width 1216 --height 832 --offload model $T --refiner random
  m $X --width 1024 --height 1024 --offload sequential $T --dtype bf16
  m $X --width 1216 --height 832 --offload sequential $T --attention-slice auto
  m $X --width 1024 --height 1024 --offload none $T --init-image /tmp/init1024.png --strength 0.6
  m $R --width 1024 --height 1024 --simulate-vram 4 --vram-budget auto
  m $S --width 1024 --height 1024 --simulate-vram 3 --vram-budget auto
  m $X --width 1216 --height 832 --simulate-vram 6 --vram-budget auto
  m $X --width 1024 --height 1024 --offload model $T $C3L ;;
slice29)
  # Session 29: a tiled decode's middle-block attention on CUDA splits its work in the
  # default blocks whatever --attention-slice says (nets::vae::tiled_attention_mode). The
  # recorded runs whose tiled decode was sliced, recorded again (SD 3.5 last).
  LX=/tmp/lora_sdxl_rank32.safetensors
  python3 tools/gpu/make_sdxl_lora.py $LX 32 sdxl
  m --random-weights sd21 --width 768 --height 768 --simulate-vram 2 --vram-budget auto
  m $S --width 768 --height 768 --simulate-vram 1.5 --vram-budget auto
  m $S --width 2048 --height 2048 --offload none --vae-tile 512 --attention-slice auto
  m $S --width 2048 --height 2048 --offload none --vae-tile 512 --vae-tile-store gpu --attention-slice auto
  m $X --width 1024 --height 1024 --offload none --vae-tile 512 --attention-slice auto --text-encoder-offload on
  for g in 3 4 6 6.5 7 8; do m $X --width 1024 --height 1024 --simulate-vram $g --vram-budget auto; done
  for g in 4 5 6 7 8; do m $X --width 1024 --height 1024 --vram-budget $g; done
  for g in 4 6 8; do m $X --width 1024 --height 1024 --simulate-vram $g --vram-budget auto --lora $LX:0.8; done
  m --random-weights sd35m --width 1024 --height 1024 --cfg 4.5 --simulate-vram 4 --vram-budget auto
  m --random-weights sd35m --width 1024 --height 1024 --cfg 4.5 --simulate-vram 4 --vram-budget auto --vae-tile-store cpu
  m --random-weights sd35m --width 1024 --height 1024 --cfg 4.5 --simulate-vram 12 --vram-budget auto
  m --random-weights sd35m --width 1024 --height 1024 --cfg 4.5 --control random:/tmp/init1024.png --simulate-vram 8 --vram-budget auto
  m --random-weights sd35l --width 1024 --height 1024 --cfg 4.5 --simulate-vram 8 --vram-budget auto
  m --random-weights sd35l --width 1024 --height 1024 --cfg 4.5 --simulate-vram 8 --vram-budget auto --vae-tile-store cpu
  m --random-weights sd35l --width 1024 --height 1024 --cfg 4.5 --control random:/tmp/init1024.png --simulate-vram 8 --vram-budget auto
  m --random-weights sd35l --width 1024 --height 1024 --cfg 4.5 --control random:/tmp/init1024.png --simulate-vram 8 --vram-budget auto --vae-tile-store cpu
  m --random-weights sd35l --width 1024 --height 1024 --cfg 4.5 --simulate-vram 24 --vram-budget auto ;;
slice29b)
  # The two runs of slice29 its call did not reach.
  m --random-weights sd35l --width 1024 --height 1024 --cfg 4.5 --control random:/tmp/init1024.png --simulate-vram 8 --vram-budget auto --vae-tile-store cpu
  m --random-weights sd35l --width 1024 --height 1024 --cfg 4.5 --simulate-vram 24 --vram-budget auto ;;
fit28)
  # Session 28's refit checked on runs it was not fitted on: SD 2.x streamed at other sizes
  # and on fp8 weights, SD 1.5 streamed at 896 and with 256 px tiles, SD 3's tiled decodes
  # in other shapes and modes, and the budget plans the refit changes.
  m --random-weights sd21 --width 640 --height 640 --offload sequential
  m --random-weights sd21 --width 896 --height 896 --offload sequential --vae-tile 512
  m --random-weights sd21 --width 768 --height 768 --offload sequential --weights-dtype fp8_e4m3fn
  m $S --width 896 --height 896 --offload sequential --vae-tile 512
  m $S --width 768 --height 768 --offload sequential --vae-tile 256
  m $X --width 1216 --height 832 --offload sequential --vae-tile 512 --weights-dtype fp8_e4m3fn
  m $X --width 1024 --height 1024 --simulate-vram 4 --vram-budget auto --offload sequential
  m $S --width 512 --height 512 --simulate-vram 2 --vram-budget auto --offload sequential
  m --random-weights sd35m --width 1024 --height 1024 --cfg 4.5 --offload sequential --vae-tile 512
  m --random-weights sd35m --width 1216 --height 832 --cfg 4.5 --offload model --vae-tile 512
  m --random-weights sd35m --width 1536 --height 1536 --cfg 4.5 --offload model --vae-tile 512
  m --random-weights sd35l --width 1024 --height 1024 --cfg 4.5 --simulate-vram 8 --vram-budget auto --vae-tile-store cpu ;;
budget28)
  # The budget runs again with session 28's final refit, whose lower streamed-denoising
  # predictions move some choices: no fallback, measured under predicted.
  m $S --width 512 --height 512 --simulate-vram 2 --vram-budget auto --offload sequential
  m $S --width 512 --height 512 --simulate-vram 2 --vram-budget auto --offload sequential --weights-dtype fp8_e4m3fn
  m $S --width 512 --height 512 --simulate-vram 2 --vram-budget auto
  m $S --width 768 --height 768 --simulate-vram 1.5 --vram-budget auto
  m $X --width 1024 --height 1024 --simulate-vram 4 --vram-budget auto --offload sequential
  m $X --width 1024 --height 1024 --simulate-vram 4 --vram-budget auto --offload sequential --weights-dtype fp8_e4m3fn
  m $X --width 1024 --height 1024 --simulate-vram 3 --vram-budget auto
  m $X --width 1024 --height 1024 --simulate-vram 6 --vram-budget auto
  m --random-weights sd21 --width 768 --height 768 --simulate-vram 2 --vram-budget auto
  m --random-weights sd35m --width 1024 --height 1024 --cfg 4.5 --simulate-vram 4 --vram-budget auto
  m --random-weights sd35l --width 1024 --height 1024 --cfg 4.5 --simulate-vram 8 --vram-budget auto
  # The resident f16 steps the budgets' are compared with, in the same call.
  m $S --width 512 --height 512 --offload none
  m $X --width 1024 --height 1024 --offload none ;;
keep)
  # `--stream-keep` (planner/levers): the largest of the streamed denoiser's groups kept on
  # the device through the denoising, set and chosen by the budget.
  m $S --width 512 --height 512 --offload sequential --stream-keep 50
  m $S --width 512 --height 512 --offload sequential --weights-dtype fp8_e4m3fn --stream-keep 90
  m $S --width 512 --height 512 --offload sequential --stream-keep 70 $C1
  m $S --width 1024 --height 1024 --offload sequential --vae-tile 512 --stream-keep 70
  m $S --width 512 --height 512 --simulate-vram 2 --vram-budget auto --offload sequential --weights-dtype fp8_e4m3fn
  m $X --width 1024 --height 1024 --offload sequential --vae-tile 512 --stream-keep 50
  m $X --width 1024 --height 1024 --offload sequential --vae-tile 512 --weights-dtype fp8_e4m3fn --stream-keep 70
  m $X --width 1024 --height 1024 --simulate-vram 4 --vram-budget auto --offload sequential
  m $X --width 1024 --height 1024 --simulate-vram 4 --vram-budget auto --offload sequential --weights-dtype fp8_e4m3fn
  m $X --width 1024 --height 1024 --simulate-vram 3 --vram-budget auto
  m --random-weights sd35m --width 1024 --height 1024 --cfg 4.5 --simulate-vram 4 --vram-budget auto
  m --random-weights sd35l --width 1024 --height 1024 --cfg 4.5 --simulate-vram 8 --vram-budget auto ;;
levers)
  # The declared levers (planner/levers): the text encoders offloaded beside a resident
  # UNet and VAE (`--text-encoder-offload on`), alone and with tiles, slicing, bf16, a
  # ControlNet and the refiner, and the budgets that now choose it.
  m $S --width 512 --height 512 --offload none --text-encoder-offload on
  m $S --width 512 --height 512 --offload none --text-encoder-offload on $C1
  m $S --width 1024 --height 1024 --offload none --vae-tile 512 --text-encoder-offload on
  m $X --width 1024 --height 1024 --offload none --text-encoder-offload on
  m $X --width 1024 --height 1024 --offload none --vae-tile 512 --attention-slice auto --text-encoder-offload on
  m $X --width 1216 --height 832 --offload none --vae-tile 512 --text-encoder-offload on --dtype bf16
  m $X --width 1024 --height 1024 --offload none --vae-tile 512 --refiner random --text-encoder-offload on
  m $X --width 1024 --height 1024 --simulate-vram 8 --vram-budget auto
  m $X --width 1024 --height 1024 --simulate-vram 7 --vram-budget auto
  m $X --width 1024 --height 1024 --vram-budget 7 ;;
share)
  # `--fp8-share` (planner/levers/fp8_share.rs): part of an fp8 UNet kept in the run's
  # dtype, set and chosen by the budget.
  m $X --width 1024 --height 1024 --offload none --vae-tile 512 --weights-dtype fp8_e4m3fn --text-encoder-offload on --fp8-share 60
  m $X --width 1024 --height 1024 --offload none --weights-dtype fp8_e4m3fn --fp8-share 30
  m $X --width 1024 --height 1024 --offload model --vae-tile 512 --weights-dtype fp8_e4m3fn --fp8-share 50
  m $X --width 1024 --height 1024 --simulate-vram 6 --vram-budget auto
  m $X --width 1024 --height 1024 --simulate-vram 7 --vram-budget auto
  m $S --width 512 --height 512 --offload none --weights-dtype fp8_e4m3fn --fp8-share 50
  m $S --width 512 --height 512 --offload model --weights-dtype fp8_e4m3fn --fp8-share 40
  m $S --width 512 --height 512 --simulate-vram 2 --vram-budget auto ;;
share2)
  # The budgets whose choice the tile store's room changed (session 25 call 2).
  m $X --width 1024 --height 1024 --simulate-vram 6 --vram-budget auto
  m $X --width 1024 --height 1024 --simulate-vram 7 --vram-budget auto
  m $X --width 1024 --height 1024 --simulate-vram 6.5 --vram-budget auto
  m $S --width 512 --height 512 --simulate-vram 2.5 --vram-budget auto ;;
sd3levers)
  # SD 3.5's three encoders offloaded beside a resident MMDiT and VAE.
  M="--random-weights sd35m --width 1024 --height 1024 --cfg 4.5"
  m $M --offload none --text-encoder-offload on
  m $M --offload none --vae-tile 512 --text-encoder-offload on
  m $M --offload none --no-t5 --text-encoder-offload on
  m $M --simulate-vram 12 --vram-budget auto
  m --random-weights sd35l --width 1024 --height 1024 --cfg 4.5 --offload none --text-encoder-offload on
  m --random-weights sd35l --width 1024 --height 1024 --cfg 4.5 --simulate-vram 24 --vram-budget auto ;;
sd15)
  m $S --width 512 --height 512 --offload none
  m $S --width 512 --height 512 --offload none --attention-slice auto
  m $S --width 512 --height 512 --offload model
  m $S --width 512 --height 512 --offload sequential
  m $S --width 512 --height 512 --offload sequential --vae-tile 256
  m $S --width 768 --height 768 --offload none
  m $S --width 1024 --height 1024 --offload none
  m $S --width 1024 --height 1024 --offload none --vae-tile 512
  m $S --width 1024 --height 768 --offload model --vae-tile 512
  m $S --width 1024 --height 1024 --offload sequential --vae-tile 512
  m $S --width 1536 --height 1536 --offload none --vae-tile 512
  m $S --width 1536 --height 1536 --offload sequential --vae-tile 512
  m $S --width 2048 --height 2048 --offload sequential --vae-tile 512
  m $S --width 2048 --height 2048 --offload none --vae-tile 512 --attention-slice auto
  m $S --width 512 --height 512 --offload none $C1
  m $S --width 512 --height 512 --offload none $C3
  m $S --width 512 --height 512 --offload model $C3
  m $S --width 512 --height 512 --offload sequential $C3
  m $S --width 512 --height 512 --offload none --init-image /tmp/init512.png --strength 0.6
  m $S --width 512 --height 512 --offload model --init-image /tmp/init512.png --mask /tmp/mask512.png
  m $S --width 1024 --height 1024 --offload sequential --vae-tile 512 --init-image /tmp/init1024.png
  m $S --width 512 --height 512 --offload none --dtype bf16
  m $S --width 1024 --height 1024 --offload sequential --vae-tile 512 --dtype bf16 ;;
store)
  # Tiled decodes keeping their large wholes in GPU memory (--vae-tile-store gpu), and
  # budgets that leave room for them (auto settles on it) or not.
  G="--vae-tile 512 --vae-tile-store gpu"
  m $S --width 1024 --height 1024 --offload none $G
  m $S --width 1024 --height 768 --offload model $G
  m $S --width 1024 --height 1024 --offload sequential $G --dtype bf16
  m $S --width 1536 --height 1536 --offload none $G
  m $S --width 1536 --height 1536 --offload sequential $G
  m $S --width 2048 --height 2048 --offload sequential $G
  m $S --width 2048 --height 2048 --offload none $G --attention-slice auto
  m --random-weights sd21 --width 1024 --height 1024 --offload sequential $G
  m $X --width 1024 --height 1024 --offload sequential $G
  m $X --width 1216 --height 832 --offload model $G
  m $X --width 1536 --height 1536 --offload sequential $G
  m $X --width 2048 --height 2048 --offload sequential $G
  m $S --width 2048 --height 2048 --vae-tile 512 --simulate-vram 12 --vram-budget auto
  m $S --width 2048 --height 2048 --vae-tile 512 --simulate-vram 8 --vram-budget auto
  m $X --width 1024 --height 1024 --simulate-vram 10 --vram-budget auto ;;
budget22)
  # The budget runs the session-22 fits move: the GPU store settled by auto at 2048 (SD 1.5,
  # SDXL) and SD 3.5's streamed plans on simulated cards (the MMDiT's refitted denoising).
  m $S --width 2048 --height 2048 --vae-tile 512 --simulate-vram 8 --vram-budget auto
  m $X --width 2048 --height 2048 --vae-tile 512 --simulate-vram 12 --vram-budget auto
  m --random-weights sd35l --width 1024 --height 1024 --cfg 4.5 --simulate-vram 8 --vram-budget auto
  m --random-weights sd35m --width 1024 --height 1024 --cfg 4.5 --simulate-vram 4 --vram-budget auto
  m --random-weights sd35l --width 1024 --height 1024 --cfg 4.5 --control random:/tmp/init1024.png --simulate-vram 8 --vram-budget auto ;;
img2img22)
  # img2img and inpainting with the tiled encode's wholes in GPU memory (as the decode's).
  G="--vae-tile 512 --vae-tile-store gpu"
  m $S --width 2048 --height 2048 --offload none $G --init-image /tmp/init1024.png --strength 0.5
  m $S --width 2048 --height 2048 --offload sequential $G --init-image /tmp/init1024.png
  m $X --width 2048 --height 2048 --offload sequential $G --init-image /tmp/init1024.png
  m $S --width 1024 --height 1024 --offload model $G --init-image /tmp/init1024.png --mask /tmp/mask512.png ;;
sd3host)
  # SD 3.5's budget runs with their tiled decodes' wholes kept in host memory, as the
  # budget chose before the GPU store (their records had been at 1.106-1.113).
  m --random-weights sd35l --width 1024 --height 1024 --cfg 4.5 --simulate-vram 8 --vram-budget auto --vae-tile-store cpu
  m --random-weights sd35m --width 1024 --height 1024 --cfg 4.5 --simulate-vram 4 --vram-budget auto --vae-tile-store cpu
  m --random-weights sd35l --width 1024 --height 1024 --cfg 4.5 --control random:/tmp/init1024.png --simulate-vram 8 --vram-budget auto --vae-tile-store cpu ;;
storexl)
  # SDXL resident with its tiled decode's wholes in GPU memory.
  m $X --width 1024 --height 1024 --offload none --vae-tile 512 --vae-tile-store gpu
  m $X --width 2048 --height 2048 --offload none --vae-tile 512 --vae-tile-store gpu ;;
sd21)
  m --random-weights sd21 --width 768 --height 768 --offload none
  m --random-weights sd21 --width 768 --height 768 --offload model
  m --random-weights sd21 --width 1024 --height 1024 --offload sequential --vae-tile 512 ;;
sdxl)
  m $X --width 1024 --height 1024 --offload none
  m $X --width 1024 --height 1024 --offload model
  m $X --width 1216 --height 832 --offload model
  m $X --width 1024 --height 1024 --offload sequential
  m $X --width 1024 --height 1024 --offload sequential --vae-tile 512
  m $X --width 1536 --height 1536 --offload sequential --vae-tile 512
  m $X --width 2048 --height 2048 --offload sequential --vae-tile 512
  m $X --width 1024 --height 1024 --offload model --refiner random
  m $X --width 1024 --height 1024 --offload sequential --vae-tile 512 --refiner random
  m $X --width 1024 --height 1024 --offload model --control random:/tmp/init1024.png
  m $X --width 1024 --height 1024 --offload none --dtype bf16 ;;
kv)
  # SDXL's resident-UNet runs again once its UNet kept the context's keys and values
  # between steps (nets::context_cache, session 21): their denoising holds the buffer.
  m $X --width 1024 --height 1024 --offload none
  m $X --width 1024 --height 1024 --offload model
  m $X --width 1216 --height 832 --offload model
  m $X --width 1024 --height 1024 --offload model --refiner random
  m $X --width 1024 --height 1024 --offload model --control random:/tmp/init1024.png
  m $X --width 1024 --height 1024 --offload none --dtype bf16
  for g in 4 6 8; do m $X --width 1024 --height 1024 --vram-budget $g; done
  for g in 4 6 8; do m $X --width 1024 --height 1024 --simulate-vram $g --vram-budget auto; done ;;
budget)
  for g in 2 4 6 8; do m $S --width 512 --height 512 --vram-budget $g; done
  for g in 2 4 6 8; do m $S --width 512 --height 512 --simulate-vram $g --vram-budget auto; done
  for g in 4 6 8; do m $X --width 1024 --height 1024 --vram-budget $g; done
  for g in 4 6 8; do m $X --width 1024 --height 1024 --simulate-vram $g --vram-budget auto; done ;;
onestep42)
  # Session 37: streamed jobs beside ControlNets that run one step (img2img's 0.8 of the
  # matrix's 2), none recorded before: the rule that counts their residuals once
  # (`planner::activations`), checked out of sample.
  m --random-weights sd15 --width 768 --height 768 --offload sequential --control random:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd15 --width 1216 --height 832 --offload sequential --vae-tile 512 --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd21 --width 1024 --height 1024 --offload sequential --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sdxl --width 1216 --height 832 --offload sequential --control random:/tmp/init1024.png --init-image /tmp/init1024.png
  m --random-weights sdxl --width 1024 --height 1024 --offload sequential --weights-dtype fp8_e4m3fn --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png --init-image /tmp/init1024.png
  m --random-weights sd15 --width 2048 --height 2048 --offload sequential --vae-tile 512 --control random:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd21 --width 768 --height 768 --offload sequential --dtype bf16 --control random:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sdxl --width 1536 --height 1536 --offload sequential --vae-tile 512 --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png --init-image /tmp/init1024.png ;;
order42)
  # Session 37: every recorded run whose plan kept part of an fp8 UNet in the run's dtype
  # (a share under 100 under --offload none or model), again once the layers kept are the
  # smallest first (`CANDELA_FP8_KEEP=smallest`, `planner::levers::fp8_share`), to see how
  # their memory moves; kept in tools/gpu/order42_runs.jsonl. In session 38 that order
  # became the default and these runs replaced their records in measured_h100.jsonl.
  (
  export CANDELA_FP8_KEEP=smallest
  python3 tools/gpu/make_sdxl_lora.py /tmp/lora_sdxl_rank32.safetensors 32 sdxl
  python3 tools/gpu/make_sdxl_lora.py /tmp/lora_sd15_rank32.safetensors 32 sd15
  m --random-weights sdxl --width 1024 --height 1024 --offload none --vae-tile 512 --weights-dtype fp8_e4m3fn --text-encoder-offload on --fp8-share 60
  m --random-weights sdxl --width 1024 --height 1024 --offload none --weights-dtype fp8_e4m3fn --fp8-share 30
  m --random-weights sdxl --width 1024 --height 1024 --offload model --vae-tile 512 --weights-dtype fp8_e4m3fn --fp8-share 50
  m --random-weights sd15 --width 512 --height 512 --offload none --weights-dtype fp8_e4m3fn --fp8-share 50
  m --random-weights sd15 --width 512 --height 512 --offload model --weights-dtype fp8_e4m3fn --fp8-share 40
  m --random-weights sd21 --width 768 --height 768 --simulate-vram 2 --vram-budget auto
  m --random-weights sdxl --width 1024 --height 1024 --simulate-vram 6.5 --vram-budget auto
  m --random-weights sdxl --width 1024 --height 1024 --simulate-vram 7 --vram-budget auto
  m --random-weights sdxl --width 1024 --height 1024 --vram-budget 7
  m --random-weights sdxl --width 1024 --height 1024 --simulate-vram 6 --vram-budget auto --lora /tmp/lora_sdxl_rank32.safetensors:0.8
  m --random-weights sd15 --width 1024 --height 1024 --simulate-vram 3 --vram-budget auto
  m --random-weights sdxl --width 1216 --height 832 --simulate-vram 6 --vram-budget auto
  m --random-weights sd15 --width 512 --height 512 --simulate-vram 2.5 --vram-budget auto
  m --random-weights sd15 --width 512 --height 512 --vram-budget 3
  m --random-weights sd15 --width 512 --height 512 --simulate-vram 2 --vram-budget auto --lora /tmp/lora_sd15_rank32.safetensors:0.8
  m --random-weights sdxl --width 832 --height 1216 --simulate-vram 6 --vram-budget auto
  m --random-weights sdxl --width 1216 --height 832 --simulate-vram 8 --vram-budget auto --refiner random
  m --random-weights sd15 --width 768 --height 1152 --simulate-vram 3 --vram-budget auto
  m --random-weights sd21 --width 768 --height 768 --simulate-vram 3 --vram-budget auto
  m --random-weights sdxl --width 1024 --height 1024 --simulate-vram 5 --vram-budget auto
  m --random-weights sd15 --width 768 --height 768 --simulate-vram 2 --vram-budget auto
  m --random-weights sd21 --width 1024 --height 1024 --simulate-vram 3 --vram-budget auto --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 1024 --height 1024 --simulate-vram 6 --vram-budget auto --refiner random
  m --random-weights sd15 --width 1024 --height 1024 --simulate-vram 3 --vram-budget auto --control random:/tmp/init512.png
  m --random-weights sdxl --width 832 --height 1216 --simulate-vram 4 --vram-budget auto --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 768 --height 768 --vram-budget 3 --dtype bf16
  m --random-weights sdxl --width 1024 --height 1024 --vram-budget 6 --control random:/tmp/init1024.png
  m --random-weights sdxl --width 1216 --height 832 --simulate-vram 10 --vram-budget auto --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png
  m --random-weights sdxl --width 1024 --height 1024 --simulate-vram 12 --vram-budget auto --refiner random --control random:/tmp/init1024.png
  m --random-weights sd15 --width 768 --height 768 --simulate-vram 2.5 --vram-budget auto --control random:/tmp/init512.png
  m --random-weights sd15 --width 1216 --height 832 --simulate-vram 3 --vram-budget auto --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 1024 --height 1024 --simulate-vram 7 --vram-budget auto --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 1216 --height 832 --simulate-vram 3 --vram-budget auto --control random:/tmp/init512.png
  m --random-weights sdxl --width 1024 --height 1024 --simulate-vram 4.5 --vram-budget auto --init-image /tmp/init1024.png
  m --random-weights sd15 --width 1024 --height 1024 --simulate-vram 2 --vram-budget auto --init-image /tmp/init1024.png
  m --random-weights sd21 --width 1024 --height 1024 --simulate-vram 2.5 --vram-budget auto
  m --random-weights sd21 --width 1024 --height 1024 --offload none --attention-slice auto --vae-tile 512 --weights-dtype fp8_e4m3fn --vae-tile-store cpu --text-encoder-offload on --fp8-share 70
  m --random-weights sd21 --width 768 --height 768 --simulate-vram 2.5 --vram-budget auto --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 1536 --height 1536 --simulate-vram 3 --vram-budget auto
  m --random-weights sd21 --width 832 --height 1216 --simulate-vram 4 --vram-budget auto --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png
  m --random-weights sd15 --width 768 --height 768 --simulate-vram 2.5 --vram-budget auto
  m --random-weights sd15 --width 512 --height 512 --simulate-vram 2 --vram-budget auto
  m --random-weights sdxl --width 1024 --height 1024 --vram-budget 6
  m --random-weights sdxl --width 1024 --height 1024 --simulate-vram 6 --vram-budget auto
  m --random-weights sdxl --width 512 --height 512 --simulate-vram 6 --vram-budget auto --control random:/tmp/init1024.png --init-image /tmp/init1024.png
  m --random-weights sd21 --width 1216 --height 832 --simulate-vram 3 --vram-budget auto --init-image /tmp/init1024.png
  m --random-weights sd21 --width 1216 --height 832 --simulate-vram 3 --vram-budget auto
  m --random-weights sd15 --width 832 --height 1216 --simulate-vram 2.5 --vram-budget auto
  m --random-weights sdxl --width 512 --height 512 --simulate-vram 8 --vram-budget auto --control random:/tmp/init1024.png --init-image /tmp/init1024.png
  m --random-weights sd21 --width 512 --height 512 --simulate-vram 2 --vram-budget auto --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 512 --height 512 --simulate-vram 10 --vram-budget auto --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png --init-image /tmp/init1024.png
  ) ;;
oos42)
  # Session 37: a sixteenth round out of sample (`draw_matrix.py --seed 42 --count 12
  # --budgets 6`), the first with the context's stack limit (`vram::STACK_BYTES`); each run
  # also says whether the driver raised the limit (`stack_bytes_end`).
  m --random-weights sdxl --width 512 --height 512 --offload none --vae-tile 512 --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 832 --height 1216 --offload model --vae-tile 512 --attention-slice auto --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 1216 --height 832 --offload model --vae-tile 512 --attention-slice auto --weights-dtype fp8_e4m3fn --control random:/tmp/init1024.png
  m --random-weights sd21 --width 832 --height 1216 --offload model --dtype bf16 --weights-dtype fp8_e4m3fn --control random:/tmp/init512.png
  m --random-weights sdxl --width 1024 --height 1024 --offload sequential --dtype bf16 --weights-dtype fp8_e4m3fn
  m --random-weights sd21 --width 512 --height 512 --offload none --vae-tile 512 --control random:/tmp/init512.png
  m --random-weights sd21 --width 1024 --height 1024 --offload none --dtype bf16 --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 832 --height 1216 --offload sequential --vae-tile 512 --attention-slice auto --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 768 --height 768 --offload sequential --weights-dtype fp8_e4m3fn --init-image /tmp/init1024.png
  m --random-weights sd15 --width 768 --height 768 --offload sequential --vae-tile 512 --dtype bf16 --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd15 --width 1024 --height 1024 --offload none --attention-slice auto --control random:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 1024 --height 1024 --offload none --vae-tile 512 --weights-dtype fp8_e4m3fn
  m --random-weights sd15 --width 768 --height 768 --simulate-vram 6 --vram-budget auto --control random:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 1216 --height 832 --simulate-vram 3 --vram-budget auto --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sdxl --width 1024 --height 1024 --simulate-vram 8 --vram-budget auto --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 512 --height 512 --simulate-vram 10 --vram-budget auto --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png --init-image /tmp/init1024.png
  m --random-weights sdxl --width 1024 --height 1024 --simulate-vram 3.5 --vram-budget auto --control random:/tmp/init1024.png --init-image /tmp/init1024.png
  m --random-weights sd15 --width 1216 --height 832 --simulate-vram 1.5 --vram-budget auto --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png ;;
share43)
  # Session 38: out of sample for the refit of `fp8_share::reserve_buffers` (the smallest
  # layers kept first, the default now) and for a tile as large as the image predicted as
  # the tiled path (`planner::predict`): 14 jobs whose plans keep a share of an fp8 UNet
  # (budgets and sizes no recorded run has, and set shares), 6 decodes in one tile.
  python3 tools/gpu/make_sdxl_lora.py /tmp/lora_sd15_rank32.safetensors 32 sd15
  m --random-weights sd15 --width 512 --height 512 --simulate-vram 2 --vram-budget auto --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 512 --height 512 --simulate-vram 2.25 --vram-budget auto
  m --random-weights sd15 --width 768 --height 768 --simulate-vram 2.75 --vram-budget auto
  m --random-weights sd21 --width 512 --height 512 --simulate-vram 2.5 --vram-budget auto
  m --random-weights sd21 --width 1024 --height 1024 --simulate-vram 2.75 --vram-budget auto
  m --random-weights sdxl --width 1024 --height 1024 --simulate-vram 5.5 --vram-budget auto
  m --random-weights sdxl --width 1024 --height 1024 --simulate-vram 6 --vram-budget auto --init-image /tmp/init1024.png
  m --random-weights sdxl --width 1216 --height 832 --simulate-vram 7 --vram-budget auto
  m --random-weights sdxl --width 768 --height 768 --simulate-vram 5.5 --vram-budget auto
  m --random-weights sdxl --width 1024 --height 1024 --offload none --weights-dtype fp8_e4m3fn --fp8-share 70
  m --random-weights sd15 --width 512 --height 512 --offload none --weights-dtype fp8_e4m3fn --fp8-share 80 --lora /tmp/lora_sd15_rank32.safetensors:0.8
  m --random-weights sd21 --width 768 --height 768 --offload model --weights-dtype fp8_e4m3fn --fp8-share 60
  m --random-weights sdxl --width 1024 --height 1024 --offload model --weights-dtype fp8_e4m3fn --fp8-share 20 --control random:/tmp/init1024.png
  m --random-weights sd15 --width 1024 --height 1024 --simulate-vram 2.5 --vram-budget auto --control random:/tmp/init512.png
  m --random-weights sd15 --width 512 --height 512 --offload none --vae-tile 512 --dtype bf16
  m --random-weights sd21 --width 512 --height 512 --offload model --vae-tile 512 --init-image /tmp/init512.png
  m --random-weights sdxl --width 512 --height 512 --offload model --vae-tile 512
  m --random-weights sd15 --width 768 --height 768 --offload model --vae-tile 768
  m --random-weights sd15 --width 512 --height 512 --offload none --vae-tile 768
  m --random-weights sd21 --width 512 --height 512 --offload model --vae-tile 512 --init-image /tmp/init1024.png --mask /tmp/mask512.png ;;
share43b)
  # Session 38, call 2: the budget runs at 512 px whose one-tile decode beside a
  # partly-fp8 UNet no longer counts a decode buffer (`fp8_share::reserve_buffers`), their
  # plans as the planner now makes them.
  python3 tools/gpu/make_sdxl_lora.py /tmp/lora_sd15_rank32.safetensors 32 sd15
  m --random-weights sd15 --width 512 --height 512 --simulate-vram 2 --vram-budget auto
  m --random-weights sd15 --width 512 --height 512 --simulate-vram 2 --vram-budget auto --lora /tmp/lora_sd15_rank32.safetensors:0.8
  m --random-weights sd21 --width 512 --height 512 --simulate-vram 2 --vram-budget auto --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 512 --height 512 --simulate-vram 2 --vram-budget auto --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 512 --height 512 --simulate-vram 2.25 --vram-budget auto
  m --random-weights sd21 --width 512 --height 512 --simulate-vram 2.5 --vram-budget auto
  m --random-weights sd15 --width 512 --height 512 --simulate-vram 2.5 --vram-budget auto
  m --random-weights sd15 --width 512 --height 512 --vram-budget 3 ;;
user40d)
  # Session 40: out of sample for 4e533d4's fits, plans fixed by their flags (the build
  # measured need not have the fits): `tools/gpu/draw_matrix.py --seed 46 --count 30
  # --user-sizes`.
  m --random-weights sd15 --width 576 --height 1024 --offload none --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 1152 --height 896 --offload none --vae-tile 512 --attention-slice auto --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 640 --height 1536 --offload sequential --vae-tile 512 --dtype bf16 --init-image /tmp/init1024.png
  m --random-weights sd15 --width 1024 --height 576 --offload sequential --weights-dtype fp8_e4m3fn --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sdxl --width 1536 --height 640 --offload none --vae-tile 512 --attention-slice auto --control random:/tmp/init1024.png --init-image /tmp/init1024.png --refiner random
  m --random-weights sd21 --width 512 --height 896 --offload none --dtype bf16 --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 640 --height 512 --offload model --vae-tile 512 --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 1920 --height 1080 --offload none --vae-tile 512 --weights-dtype fp8_e4m3fn --control random:/tmp/init1024.png
  m --random-weights sdxl --width 1024 --height 1792 --offload none --vae-tile 512 --dtype bf16 --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 576 --height 768 --offload none --vae-tile 512
  m --random-weights sd21 --width 768 --height 1024 --offload model --vae-tile 512 --dtype bf16 --control random:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 576 --height 1024 --offload none --vae-tile 512 --control random:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd21 --width 1024 --height 1536 --offload sequential --weights-dtype fp8_e4m3fn --init-image /tmp/init1024.png
  m --random-weights sd21 --width 1024 --height 576 --offload model --vae-tile 512 --attention-slice auto --control random:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 768 --height 576 --offload sequential --attention-slice auto --dtype bf16 --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 768 --height 576 --offload sequential
  m --random-weights sdxl --width 1920 --height 1080 --offload sequential --vae-tile 512 --weights-dtype fp8_e4m3fn
  m --random-weights sdxl --width 1792 --height 1024 --offload sequential --dtype bf16 --weights-dtype fp8_e4m3fn --control random:/tmp/init1024.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 1024 --height 1536 --offload none --vae-tile 512 --attention-slice auto --control random:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sdxl --width 1344 --height 768 --offload model --vae-tile 512 --weights-dtype fp8_e4m3fn --control random:/tmp/init1024.png --init-image /tmp/init1024.png
  m --random-weights sdxl --width 1024 --height 1536 --offload model --vae-tile 512 --dtype bf16 --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 576 --height 1024 --offload none --attention-slice auto --weights-dtype fp8_e4m3fn --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 576 --height 768 --offload sequential --weights-dtype fp8_e4m3fn --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png
  m --random-weights sd21 --width 512 --height 896 --offload model --vae-tile 512 --attention-slice auto --init-image /tmp/init1024.png
  m --random-weights sd21 --width 576 --height 1024 --offload model --vae-tile 512 --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 1536 --height 1024 --offload sequential --vae-tile 512 --attention-slice auto --weights-dtype fp8_e4m3fn --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 640 --height 640 --offload none --attention-slice auto --weights-dtype fp8_e4m3fn --init-image /tmp/init1024.png
  m --random-weights sd21 --width 768 --height 576 --offload none --dtype bf16 --control random:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 512 --height 896 --offload none --weights-dtype fp8_e4m3fn --control random:/tmp/init512.png
  m --random-weights sd15 --width 640 --height 512 --offload sequential --vae-tile 512 --attention-slice auto --dtype bf16 --control random:/tmp/init512.png --init-image /tmp/init1024.png ;;
user40c)
  # Session 40: user40's worst under again (SD 1.5 at 640x512 streamed with three
  # ControlNets on fp8 weights, `--dtype f16` written out) and its tall twin, then
  # `tools/gpu/draw_matrix.py --seed 45 --count 12 --budgets 4 --user-sizes`.
  m --random-weights sd15 --width 640 --height 512 --offload sequential --vae-tile 512 --attention-slice auto --dtype f16 --weights-dtype fp8_e4m3fn --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd15 --width 512 --height 640 --offload sequential --vae-tile 512 --attention-slice auto --weights-dtype fp8_e4m3fn --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd21 --width 576 --height 1024 --offload model --vae-tile 512 --attention-slice auto --weights-dtype fp8_e4m3fn
  m --random-weights sd21 --width 1280 --height 1280 --offload none --dtype bf16 --weights-dtype fp8_e4m3fn --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png
  m --random-weights sd15 --width 768 --height 576 --offload sequential --attention-slice auto --dtype bf16 --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd15 --width 1536 --height 1024 --offload none --vae-tile 512 --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd15 --width 576 --height 1024 --offload none --vae-tile 512 --attention-slice auto --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 1280 --height 1280 --offload sequential --dtype bf16 --weights-dtype fp8_e4m3fn --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png
  m --random-weights sd21 --width 576 --height 768 --offload model --attention-slice auto --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd21 --width 576 --height 768 --offload model --vae-tile 512 --dtype bf16 --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 512 --height 640 --offload sequential --vae-tile 512 --dtype bf16 --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd21 --width 768 --height 576 --offload none --attention-slice auto
  m --random-weights sdxl --width 1920 --height 1080 --offload sequential --vae-tile 512 --weights-dtype fp8_e4m3fn --control random:/tmp/init1024.png
  m --random-weights sdxl --width 1792 --height 1024 --offload none --vae-tile 512 --control random:/tmp/init1024.png --init-image /tmp/init1024.png --refiner random
  m --random-weights sdxl --width 768 --height 1344 --simulate-vram 12 --vram-budget auto
  m --random-weights sd15 --width 640 --height 640 --simulate-vram 3 --vram-budget auto --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png
  m --random-weights sd15 --width 1024 --height 576 --simulate-vram 3 --vram-budget auto --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd21 --width 576 --height 1024 --simulate-vram 3 --vram-budget auto --init-image /tmp/init1024.png --mask /tmp/mask512.png ;;
user40b)
  # Session 40, out of sample for the one-row strip, the landscape strip and the uncapped
  # tile (fitted on user40): images of one row or one column of 512 px tiles, landscape
  # ones with their whole on the device, in every mode, with init images, ControlNets,
  # fp8 and bf16, and budgets (drawn with Python's random.Random(40)).
  m --random-weights sd15 --width 768 --height 512 --offload sequential --vae-tile 512 --control random:/tmp/init512.png
  m --random-weights sd21 --width 896 --height 512 --offload none --vae-tile 512 --init-image /tmp/init1024.png
  m --random-weights sd15 --width 1024 --height 512 --offload sequential --vae-tile 512 --control random:/tmp/init512.png
  m --random-weights sd15 --width 704 --height 512 --offload none --vae-tile 512 --init-image /tmp/init1024.png --weights-dtype fp8_e4m3fn
  m --random-weights sd15 --width 912 --height 512 --offload sequential --vae-tile 512
  m --random-weights sd15 --width 576 --height 512 --offload model --vae-tile 512
  m --random-weights sd21 --width 512 --height 704 --offload model --vae-tile 512 --dtype bf16
  m --random-weights sd21 --width 512 --height 832 --offload none --vae-tile 512 --weights-dtype fp8_e4m3fn
  m --random-weights sd21 --width 512 --height 1024 --offload none --vae-tile 512 --init-image /tmp/init1024.png --weights-dtype fp8_e4m3fn
  m --random-weights sd15 --width 448 --height 640 --offload model --vae-tile 512 --init-image /tmp/init1024.png
  m --random-weights sd15 --width 960 --height 576 --offload model --vae-tile 512
  m --random-weights sd15 --width 896 --height 640 --offload none --vae-tile 512 --control random:/tmp/init512.png
  m --random-weights sd21 --width 832 --height 576 --offload model --vae-tile 512 --init-image /tmp/init1024.png --control random:/tmp/init512.png
  m --random-weights sd15 --width 768 --height 640 --offload model --vae-tile 512 --weights-dtype fp8_e4m3fn
  m --random-weights sd15 --width 576 --height 576 --offload sequential --vae-tile 512 --init-image /tmp/init1024.png --weights-dtype fp8_e4m3fn
  m --random-weights sd15 --width 704 --height 704 --offload none --vae-tile 512 --init-image /tmp/init1024.png --weights-dtype fp8_e4m3fn
  m --random-weights sd15 --width 1088 --height 512 --offload model --vae-tile 512 --init-image /tmp/init1024.png --control random:/tmp/init512.png
  m --random-weights sd15 --width 1024 --height 576 --offload none --vae-tile 512 --control random:/tmp/init512.png --dtype bf16
  m --random-weights sd21 --width 896 --height 640 --simulate-vram 4 --vram-budget auto
  m --random-weights sd15 --width 832 --height 576 --simulate-vram 4 --vram-budget auto
  m --random-weights sd15 --width 768 --height 640 --simulate-vram 4 --vram-budget auto --init-image /tmp/init1024.png
  m --random-weights sd15 --width 576 --height 512 --simulate-vram 1.5 --vram-budget auto
  m --random-weights sd15 --width 512 --height 1024 --simulate-vram 2.5 --vram-budget auto --init-image /tmp/init1024.png
  m --random-weights sd15 --width 1024 --height 576 --simulate-vram 2 --vram-budget auto
  m --random-weights sd15 --width 768 --height 512 --simulate-vram 1.5 --vram-budget auto
  m --random-weights sd21 --width 704 --height 704 --simulate-vram 2 --vram-budget auto --init-image /tmp/init1024.png
  m --random-weights sd21 --width 448 --height 640 --simulate-vram 3 --vram-budget auto --init-image /tmp/init1024.png
  m --random-weights sd15 --width 960 --height 576 --simulate-vram 2.5 --vram-budget auto --init-image /tmp/init1024.png
  m --random-weights sdxl --width 1024 --height 512 --offload model --vae-tile 512
  m --random-weights sdxl --width 1152 --height 512 --offload sequential --vae-tile 512
  m --random-weights sdxl --width 768 --height 512 --offload none --vae-tile 512
  m --random-weights sdxl --width 1024 --height 576 --offload model --vae-tile 512
  m --random-weights sdxl --width 960 --height 640 --offload sequential --vae-tile 512
  m --random-weights sdxl --width 1024 --height 576 --simulate-vram 4 --vram-budget auto --init-image /tmp/init1024.png
  m --random-weights sdxl --width 1152 --height 512 --simulate-vram 3.5 --vram-budget auto ;;
user40)
  # Session 40: out of sample at the sizes users run outside the matrix, plain text to image
  # first (the jobs most users run), then budgets drawn by `tools/gpu/draw_matrix.py --seed 44
  # --count 34 --budgets 14 --user-sizes`.
  m $S --width 512 --height 640 --offload none
  m $S --width 640 --height 640 --simulate-vram 2 --vram-budget auto
  m $S --width 768 --height 1024 --simulate-vram 4 --vram-budget auto
  m $S --width 1024 --height 1536 --simulate-vram 6 --vram-budget auto
  m $S --width 576 --height 1024 --vram-budget 3
  m $S --width 768 --height 576 --offload model --vae-tile 512
  m $X --width 1024 --height 1536 --simulate-vram 8 --vram-budget auto
  m $X --width 1280 --height 1280 --simulate-vram 10 --vram-budget auto
  m $X --width 896 --height 1152 --simulate-vram 12 --vram-budget auto
  m $X --width 1344 --height 768 --vram-budget 6
  m $X --width 1152 --height 896 --simulate-vram 6 --vram-budget auto --refiner random
  m $X --width 1536 --height 1024 --offload sequential --vae-tile 512
  m --random-weights sd15 --width 512 --height 896 --simulate-vram 6 --vram-budget auto --control random:/tmp/init512.png
  m --random-weights sdxl --width 640 --height 1536 --simulate-vram 6 --vram-budget auto --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 1536 --height 1024 --simulate-vram 3.5 --vram-budget auto
  m --random-weights sd21 --width 512 --height 640 --simulate-vram 6 --vram-budget auto --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 640 --height 512 --simulate-vram 4 --vram-budget auto --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 1024 --height 1536 --simulate-vram 8 --vram-budget auto --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png
  m --random-weights sd21 --width 1024 --height 576 --simulate-vram 4 --vram-budget auto --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 640 --height 512 --simulate-vram 4 --vram-budget auto --control random:/tmp/init512.png
  m --random-weights sdxl --width 1344 --height 768 --simulate-vram 4 --vram-budget auto --init-image /tmp/init1024.png
  m --random-weights sd21 --width 768 --height 576 --simulate-vram 2 --vram-budget auto --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd15 --width 576 --height 1024 --simulate-vram 6 --vram-budget auto --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png
  m --random-weights sd21 --width 576 --height 768 --simulate-vram 3 --vram-budget auto --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 1536 --height 1024 --simulate-vram 6 --vram-budget auto
  m --random-weights sd21 --width 576 --height 768 --simulate-vram 2 --vram-budget auto --init-image /tmp/init1024.png --mask /tmp/mask512.png ;;
user40a)
  # Session 40: the matrix's combinations at the sizes users run outside it, drawn by
  # `tools/gpu/draw_matrix.py --seed 44 --count 34 --user-sizes` (call 1 ran it as
  # `user40d`, 2ab7585).
  m --random-weights sd21 --width 768 --height 1024 --offload sequential --vae-tile 512 --weights-dtype fp8_e4m3fn
  m --random-weights sd15 --width 1152 --height 768 --offload none --attention-slice auto --dtype bf16 --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 1152 --height 768 --offload model --weights-dtype fp8_e4m3fn --control random:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 640 --height 512 --offload sequential --vae-tile 512 --attention-slice auto --weights-dtype fp8_e4m3fn --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd15 --width 512 --height 896 --offload model --vae-tile 512 --attention-slice auto --weights-dtype fp8_e4m3fn --control random:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 1280 --height 1280 --offload none --attention-slice auto --dtype bf16 --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 1024 --height 1792 --offload sequential --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png --init-image /tmp/init1024.png
  m --random-weights sdxl --width 1344 --height 768 --offload none --dtype bf16 --control random:/tmp/init1024.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 1152 --height 896 --offload model --vae-tile 512 --attention-slice auto --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 512 --height 896 --offload sequential --vae-tile 512 --attention-slice auto --weights-dtype fp8_e4m3fn --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sdxl --width 1152 --height 896 --offload model --weights-dtype fp8_e4m3fn --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 1152 --height 768 --offload sequential --attention-slice auto --weights-dtype fp8_e4m3fn --control random:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd15 --width 1536 --height 1024 --offload sequential --vae-tile 512 --weights-dtype fp8_e4m3fn --control random:/tmp/init512.png
  m --random-weights sdxl --width 1920 --height 1080 --offload model --vae-tile 512 --control random:/tmp/init1024.png --init-image /tmp/init1024.png
  m --random-weights sd21 --width 640 --height 512 --offload model --attention-slice auto --dtype bf16 --weights-dtype fp8_e4m3fn --control random:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sdxl --width 640 --height 1536 --offload model --attention-slice auto --weights-dtype fp8_e4m3fn --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 512 --height 640 --offload sequential --vae-tile 512 --attention-slice auto --dtype bf16 --weights-dtype fp8_e4m3fn --control random:/tmp/init512.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 1024 --height 576 --offload model --attention-slice auto --control random:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd21 --width 640 --height 640 --offload none --attention-slice auto --dtype bf16 --control random:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sdxl --width 1792 --height 1024 --offload sequential --weights-dtype fp8_e4m3fn --control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png
  m --random-weights sd15 --width 512 --height 896 --offload model --attention-slice auto --dtype bf16 --weights-dtype fp8_e4m3fn --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd15 --width 640 --height 512 --offload none --attention-slice auto --control random:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd15 --width 768 --height 576 --offload sequential --attention-slice auto --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sdxl --width 1920 --height 1080 --offload model --attention-slice auto --weights-dtype fp8_e4m3fn --refiner random
  m --random-weights sd15 --width 1920 --height 1080 --offload none --control random:/tmp/init512.png
  m --random-weights sdxl --width 1536 --height 640 --offload none --attention-slice auto --init-image /tmp/init1024.png --refiner random
  m --random-weights sd21 --width 1024 --height 576 --offload model --vae-tile 512 --attention-slice auto --dtype bf16 --control random:/tmp/init512.png --init-image /tmp/init1024.png
  m --random-weights sd21 --width 1024 --height 576 --offload none --vae-tile 512 --weights-dtype fp8_e4m3fn --init-image /tmp/init1024.png
  m --random-weights sdxl --width 1344 --height 768 --offload model --vae-tile 512 --attention-slice auto --control random:/tmp/init1024.png --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 640 --height 512 --offload none --attention-slice auto --weights-dtype fp8_e4m3fn --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png
  m --random-weights sdxl --width 1792 --height 1024 --offload model --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m --random-weights sd21 --width 640 --height 640 --offload sequential --attention-slice auto --dtype bf16 --weights-dtype fp8_e4m3fn --control random:/tmp/init512.png
  m --random-weights sd15 --width 1280 --height 1280 --offload sequential
  m --random-weights sd21 --width 768 --height 576 --offload none --weights-dtype fp8_e4m3fn ;;
whole39c)
  # Session 39, call 6: out of sample for two wholes beside the reserve and the flat kept
  # reserve beside streamed ControlNets (fitted on whole39b): 1088x704 and other sizes of
  # the band in the modes not run yet, and budgets.
  m $S --width 1088 --height 704 --offload sequential --vae-tile 512
  m $S --width 1088 --height 704 --offload none --vae-tile 512
  m --random-weights sd21 --width 1088 --height 704 --offload model --vae-tile 512
  m $S --width 704 --height 1088 --offload model --vae-tile 512
  m $X --width 1152 --height 640 --offload model --vae-tile 512
  m $S --width 1152 --height 640 --offload sequential --vae-tile 512
  m $S --width 960 --height 768 --offload model --vae-tile 512
  m $S --width 832 --height 896 --offload model --vae-tile 512
  m $X --width 1088 --height 704 --simulate-vram 4 --vram-budget auto
  m $S --width 1088 --height 704 --simulate-vram 2 --vram-budget auto
  m $S --width 640 --height 1088 --offload sequential --vae-tile 512 $C1
  m $S --width 1088 --height 640 --offload sequential --vae-tile 512 $C1 --init-image /tmp/init1024.png ;;
whole39b)
  # Session 39, call 5: out of sample for `activations::WHOLE_BESIDE_EXTRA_MIB` (fitted on
  # whole39): more sizes whose full-resolution whole is 154-192 MiB, other modes, dtypes,
  # ControlNets, inpainting and budgets.
  m $S --width 768 --height 896 --offload model --vae-tile 512
  m $S --width 704 --height 960 --offload sequential --vae-tile 512
  m $S --width 896 --height 832 --offload none --vae-tile 512
  m $S --width 1088 --height 704 --offload model --vae-tile 512 --init-image /tmp/init1024.png
  m $S --width 640 --height 1216 --offload sequential --vae-tile 512 --dtype bf16
  m --random-weights sd21 --width 576 --height 1280 --offload model --vae-tile 512
  m --random-weights sd21 --width 832 --height 896 --offload sequential --vae-tile 512
  m $X --width 896 --height 832 --offload model --vae-tile 512
  m $X --width 1088 --height 704 --offload sequential --vae-tile 512
  m $S --width 960 --height 704 --offload none --vae-tile 512 $C1
  m $S --width 768 --height 960 --offload model --vae-tile 512 --init-image /tmp/init1024.png --mask /tmp/mask512.png
  m $S --width 704 --height 1088 --offload sequential --vae-tile 512 $C1
  m $S --width 896 --height 832 --simulate-vram 2.5 --vram-budget auto
  m $X --width 768 --height 960 --simulate-vram 5 --vram-budget auto ;;
whole39)
  # Session 39, call 4: out of sample for `activations::full_res_whole_room` (a tiled
  # decode's full-resolution whole over 0.8 of the device store limit counted beside the
  # pool's reserve, fitted on buckets39's 704x1024 and 1024x704): sizes whose whole (SD's
  # VAE, 512 px tiles, f16: 128 channels at the image's pixels) is 154-192 MiB, in each
  # offload mode and on simulated cards, and one just under (143 MiB, in the room).
  m $S --width 832 --height 832 --offload model --vae-tile 512
  m $S --width 768 --height 832 --offload sequential --vae-tile 512
  m $S --width 960 --height 768 --offload none --vae-tile 512
  m $S --width 640 --height 1152 --offload model --vae-tile 512 --init-image /tmp/init1024.png
  m --random-weights sd21 --width 896 --height 768 --offload sequential --vae-tile 512
  m --random-weights sd21 --width 1024 --height 704 --offload none --vae-tile 512
  m $X --width 832 --height 832 --offload model --vae-tile 512
  m $X --width 960 --height 768 --offload sequential --vae-tile 512
  m $S --width 1024 --height 768 --offload sequential --vae-tile 512
  m $S --width 704 --height 1024 --offload model --vae-tile 512
  m $S --width 1024 --height 704 --offload sequential --vae-tile 512 --dtype bf16
  m $S --width 832 --height 832 --simulate-vram 2 --vram-budget auto
  m $X --width 832 --height 832 --simulate-vram 4 --vram-budget auto
  m $S --width 704 --height 832 --offload model --vae-tile 512 ;;
buckets39)
  # Session 39: out of sample at the sizes users run that no recorded run has: SDXL's
  # training buckets (1152x896, 896x1152, 1344x768, 768x1344, 1536x640) and SD 1.x/2.x
  # portrait and landscape sizes, in every offload mode and on simulated cards.
  m $X --width 1152 --height 896 --offload none
  m $X --width 1152 --height 896 --offload model
  m $X --width 1152 --height 896 --offload sequential
  m $X --width 896 --height 1152 --offload model --vae-tile 512
  m $X --width 1344 --height 768 --offload none --vae-tile 512
  m $X --width 768 --height 1344 --offload sequential --vae-tile 512
  m $X --width 1344 --height 768 --simulate-vram 4 --vram-budget auto
  m $X --width 896 --height 1152 --simulate-vram 6 --vram-budget auto
  m $X --width 1152 --height 896 --simulate-vram 8 --vram-budget auto
  m $X --width 1152 --height 896 --simulate-vram 5 --vram-budget auto --control random:/tmp/init1024.png
  m $X --width 1536 --height 640 --offload model --vae-tile 512
  m $X --width 1344 --height 768 --offload model --weights-dtype fp8_e4m3fn
  m $S --width 512 --height 768 --offload none
  m $S --width 768 --height 512 --offload model
  m $S --width 640 --height 960 --simulate-vram 2 --vram-budget auto
  m $S --width 960 --height 640 --simulate-vram 3 --vram-budget auto $C1
  m $S --width 512 --height 768 --simulate-vram 1.5 --vram-budget auto
  m $S --width 704 --height 1024 --offload sequential --vae-tile 512
  m $S --width 1024 --height 704 --offload model --vae-tile 512 --init-image /tmp/init1024.png
  m --random-weights sd21 --width 768 --height 1024 --offload none
  m --random-weights sd21 --width 1024 --height 768 --simulate-vram 3 --vram-budget auto
  m --random-weights sd21 --width 576 --height 1024 --offload model ;;
oos)
  # Jobs the recorded matrix does not have (sizes, modes and budgets in between): the
  # calibration was fitted on the parts above, so these check it out of sample.
  m $S --width 768 --height 512 --offload none
  m $S --width 1216 --height 832 --offload model --vae-tile 512
  m $S --width 1024 --height 1024 --offload model
  m $S --width 1536 --height 1536 --offload model --vae-tile 512
  m $S --width 768 --height 768 --offload sequential --attention-slice auto
  m $S --width 512 --height 512 --offload model $C1 --init-image /tmp/init512.png --strength 0.7
  m --random-weights sd21 --width 512 --height 512 --offload sequential
  m --random-weights sd21 --width 1024 --height 768 --offload model
  m $X --width 832 --height 1216 --offload none
  m $X --width 1024 --height 1024 --offload model --vae-tile 512
  m $X --width 1536 --height 1536 --offload model --vae-tile 512
  m $S --width 512 --height 512 --vram-budget 3
  m $X --width 1024 --height 1024 --vram-budget 5
  m $X --width 1024 --height 1024 --vram-budget 7 ;;
sd3)
  # SD 3.5 Medium and Large (MMDiT, CLIP-L/G, T5-XXL): the plans that run today.
  D="--random-weights sd35m --width 1024 --height 1024 --cfg 4.5"
  m $D --offload none
  m $D --offload model
  m $D --offload none --no-t5
  m $D --offload model --text-encoder-device cpu
  m --random-weights sd35m --width 1344 --height 768 --cfg 4.5 --offload model --vae-tile 512
  m --random-weights sd35l --width 1024 --height 1024 --cfg 4.5 --offload model ;;
sd3budget)
  # SD 3.5 Large on a simulated 8 GiB card and Medium on 4 GiB, the plan chosen by the budget.
  m --random-weights sd35l --width 1024 --height 1024 --cfg 4.5 --simulate-vram 8 --vram-budget auto
  m --random-weights sd35m --width 1024 --height 1024 --cfg 4.5 --simulate-vram 4 --vram-budget auto ;;
sd3tiles)
  # SD 3's tiled decodes beyond the five its own fit (calibration::Kind::Sd3VaeTiled) was
  # made on: other sizes and offload modes, and their large wholes in GPU memory.
  T="--cfg 4.5 --vae-tile 512"
  m --random-weights sd35m --width 1536 --height 1536 $T --offload sequential
  m --random-weights sd35m --width 2048 --height 2048 $T --offload sequential
  m --random-weights sd35m --width 1024 --height 1024 $T --offload model
  m --random-weights sd35m --width 1216 --height 832 $T --offload sequential --no-t5
  m --random-weights sd35l --width 1024 --height 1024 $T --offload model
  m --random-weights sd35m --width 2048 --height 2048 $T --offload sequential --vae-tile-store gpu
  m --random-weights sd35m --width 1024 --height 1024 $T --offload none ;;
sd3control)
  # SD 3.5 with one ControlNet (random SD3ControlNetModel weights) on a simulated 8 GiB card.
  m --random-weights sd35m --width 1024 --height 1024 --cfg 4.5 --control random:/tmp/init1024.png --simulate-vram 8 --vram-budget auto
  m --random-weights sd35l --width 1024 --height 1024 --cfg 4.5 --control random:/tmp/init1024.png --simulate-vram 8 --vram-budget auto
  # The ControlNet's blocks streamed beside the MMDiT's (InstantX's joint blocks).
  m --random-weights sd35m --width 1024 --height 1024 --cfg 4.5 --control random:/tmp/init1024.png --offload sequential --vae-tile 512 ;;
lora)
  # LoRAs kept as separate deltas beside fp8 and f16 weights, and merged (nothing extra on
  # the device): random rank-32 LoRAs on every attention Linear (make_sdxl_lora.py; the
  # replay rebuilds the same layers from the file name's rank).
  LX=/tmp/lora_sdxl_rank32.safetensors; L15=/tmp/lora_sd15_rank32.safetensors
  python3 tools/gpu/make_sdxl_lora.py $LX 32 sdxl; python3 tools/gpu/make_sdxl_lora.py $L15 32 sd15
  for w in fp8_e4m3fn f16; do
    m $X --width 1024 --height 1024 --offload none --weights-dtype $w --lora $LX:0.8 --lora-apply separate
  done
  m $X --width 1024 --height 1024 --offload none --weights-dtype fp8_e4m3fn --lora $LX:0.8 --lora-apply merge
  m $X --width 1024 --height 1024 --offload model --weights-dtype fp8_e4m3fn --lora $LX:0.8 --lora-apply separate
  m $X --width 1024 --height 1024 --offload sequential --vae-tile 512 --weights-dtype fp8_e4m3fn --lora $LX:0.8 --lora-apply separate
  for g in 4 6 8; do m $X --width 1024 --height 1024 --simulate-vram $g --vram-budget auto --lora $LX:0.8; done
  m $S --width 512 --height 512 --offload none --weights-dtype fp8_e4m3fn --lora $L15:0.8 --lora-apply separate
  m $S --width 1024 --height 1024 --offload none --weights-dtype fp8_e4m3fn --lora $L15:0.8 --lora-apply separate
  for g in 2 3; do m $S --width 512 --height 512 --simulate-vram $g --vram-budget auto --lora $L15:0.8; done ;;
steps42)
  # Session 42: the matrix runs 2 steps and its records say memory does not depend on the
  # step count; users run 20-30. Recorded jobs again at 10 steps: every offload, budgets,
  # ControlNets, img2img, the refiner.
  steps42_jobs "mk 10" ;;
steps42b)
  # The four of `steps42` its call had no time for, then all fifteen at 2 steps with the
  # same build (`steps42`'s twins, recorded with `--steps 2`).
  steps42_jobs "mk 10" 12
  steps42_jobs "mk 2" ;;
kept42)
  # A base that hands every step to the refiner keeps no streamed group (session 42's
  # `levers::stream_keep::kept_bytes`), and one that runs a step keeps them: streamed
  # SDXL img2img with the refiner, 2 steps (the base runs none) and 4 at strength 0.5
  # (it runs one).
  m $X --width 1216 --height 832 --offload sequential --weights-dtype fp8_e4m3fn --init-image /tmp/init1024.png --refiner random --stream-keep 50
  m $X --width 1024 --height 1024 --offload sequential --init-image /tmp/init1024.png --refiner random --stream-keep 90 --control random:/tmp/init1024.png
  m $X --width 768 --height 768 --offload sequential --vae-tile 512 --weights-dtype fp8_e4m3fn --init-image /tmp/init1024.png --refiner random
  mk 4 $X --width 1024 --height 1024 --offload sequential --weights-dtype fp8_e4m3fn --init-image /tmp/init1024.png --strength 0.5 --refiner random --stream-keep 90
  mk 4 $X --width 1216 --height 832 --offload sequential --init-image /tmp/init1024.png --strength 0.5 --refiner random
  mk 4 $X --width 1024 --height 1024 --offload sequential --init-image /tmp/init1024.png --strength 0.5 --refiner random --refiner-switch 0.5 --stream-keep 50 ;;
shapes42)
  # Job shapes no record had, at the matrix's sizes (2 steps): no CFG (a batch of one),
  # the VAE or the text encoders on the CPU, fp8 text encoders, second-order and SDE
  # samplers, a prompt of several chunks, the refiner's switch moved.
  m $S --width 512 --height 512 --offload none --cfg 1
  m $X --width 1024 --height 1024 --offload sequential --cfg 1
  m $X --width 1024 --height 1024 --simulate-vram 4 --vram-budget auto --cfg 1
  m $S --width 512 --height 512 --offload model --vae-device cpu
  m $X --width 1024 --height 1024 --offload none --vae-device cpu
  m $X --width 1024 --height 1024 --offload model --text-encoder-device cpu
  m $S --width 768 --height 768 --offload sequential --text-encoder-device cpu --control random:/tmp/init512.png
  m $X --width 1024 --height 1024 --offload model --text-encoder-dtype fp8_e4m3fn
  m $X --width 1216 --height 832 --offload none --text-encoder-dtype fp8_e4m3fn --weights-dtype fp8_e4m3fn
  m $X --width 1024 --height 1024 --offload none --sampler heun
  m $X --width 1024 --height 1024 --offload sequential --sampler dpmpp_sde
  m $S --width 512 --height 512 --offload sequential --sampler dpmpp_2m_sde --control random:/tmp/init512.png
  m $S --width 1024 --height 1024 --offload model --vae-tile 512 --sampler dpm2_a
  m $X --width 1024 --height 1024 --offload none --prompt "a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk,"
  m $X --width 1024 --height 1024 --offload sequential --prompt "a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk," --negative-prompt "a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk,"
  m $S --width 512 --height 512 --offload sequential --prompt "a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk," --control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png
  m $S --width 768 --height 768 --simulate-vram 2 --vram-budget auto --prompt "a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk,"
  m $X --width 1024 --height 1024 --simulate-vram 6 --vram-budget auto --prompt "a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk, a lighthouse on a cliff at dusk,"
  m $X --width 1024 --height 1024 --offload model --refiner random --refiner-switch 0.5
  m $X --width 1216 --height 832 --simulate-vram 8 --vram-budget auto --refiner random --refiner-switch 0.6 ;;
arena)
  # Session 19's calibration terms on runs it had not seen: one streamed ControlNet, the
  # last upsampler's input on the device (768 and 1216x832 in 512 px tiles), and arenas
  # sized by the budget (--stream-slots auto).
  m $S --width 512 --height 512 --offload sequential $C1
  m $S --width 768 --height 768 --offload sequential --vae-tile 512
  m $S --width 768 --height 768 --offload model --vae-tile 512
  m $X --width 1216 --height 832 --offload sequential --vae-tile 512
  m $S --width 512 --height 512 --offload sequential --weights-dtype fp8_e4m3fn --vram-budget 2
  m $S --width 512 --height 512 --simulate-vram 1.5 --vram-budget auto
  m $X --width 1024 --height 1024 --offload sequential --weights-dtype fp8_e4m3fn --vram-budget 4
  m $X --width 1024 --height 1024 --offload sequential --vae-tile 512 --vram-budget 3 ;;
arena2)
  # Session 19's refit (the reserve on the UNet's bytes in the run's dtype, a streamed fp8
  # UNet's upcast buffer, one full-resolution whole) on runs it had not seen.
  m $X --width 1024 --height 1024 --offload sequential --weights-dtype fp8_e4m3fn
  m $X --width 1536 --height 1536 --offload sequential --vae-tile 512 --weights-dtype fp8_e4m3fn
  m $S --width 1024 --height 1024 --offload sequential --vae-tile 512 --weights-dtype fp8_e4m3fn --stream-slots 8
  m --random-weights sd21 --width 768 --height 768 --offload sequential --vae-tile 512
  m $S --width 512 --height 512 --offload sequential --weights-dtype fp8_e4m3fn $C3
  m $S --width 768 --height 768 --offload model --weights-dtype fp8_e4m3fn
  m $X --width 1024 --height 1024 --simulate-vram 3 --vram-budget auto
  m $S --width 768 --height 768 --simulate-vram 1.5 --vram-budget auto ;;
arena3)
  # SD 3.5 on small simulated cards, the arena the budget leaves room for.
  m --random-weights sd35m --width 1024 --height 1024 --cfg 4.5 --simulate-vram 4 --vram-budget auto
  m --random-weights sd35l --width 1024 --height 1024 --cfg 4.5 --simulate-vram 8 --vram-budget auto ;;
esac; done
echo "runs: $(wc -l <"$OUTF")"
