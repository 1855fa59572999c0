#!/usr/bin/env bash
# How many fp8 layers a resident net decodes ahead (weights_dtype::ahead, issue 17): one
# layer (CANDELA_DECODE_AHEAD_MIB=0, as before), the default 16 MiB of layers, and 64 MiB,
# against the f16 resident step, in one call:
#   same: final latents with one layer ahead and with 64 MiB (the same bits expected);
#   speed: ms/step of issue 17's resident-speed jobs (SD 1.5 512 on a simulated 2 GiB card,
#     SDXL 1024 on 6 GiB), each depth, then the f16 resident reference;
#   record: the two budget jobs with the default depth, as vram_matrix runs (measured peaks
#     beside the prediction) in $OUT/vram_matrix.jsonl.
# usage (GPU machine, repo root, .gpu carried): bash tools/gpu/fp8_decode_ahead_depth.sh
set -u
source tools/gpu/common.sh
gen() {
  local name=$1
  shift
  $E generate "$@" --steps 3 --seed 11 --prompt "a lighthouse" --device cuda \
    --out /tmp/$name.png --save-latents /tmp/$name.safetensors >/dev/null 2>/tmp/$name.err \
    || tail -n 3 /tmp/$name.err
}
depth() { local mib=$1; shift; echo "== ahead ${mib} MiB: candela bench $*"; CANDELA_DECODE_AHEAD_MIB=$mib $E bench --device cuda "$@" 2>&1 | grep -v '^step' | slim; }
for part in ${PARTS:-same speed record}; do case $part in
same)
  for job in "sd15 --width 512 --height 512 --simulate-vram 2 --vram-budget auto" \
      "sdxl --width 1024 --height 1024 --weights-dtype fp8_e4m3fn"; do
    CANDELA_DECODE_AHEAD_MIB=0 gen one --random-weights $job
    CANDELA_DECODE_AHEAD_MIB=64 gen many --random-weights $job
    echo "$job, one layer vs 64 MiB ahead: $(python3 tools/gpu/compare_latents.py /tmp/many.safetensors /tmp/one.safetensors)"
  done ;;
speed)
  for job in "sd15 --width 512 --height 512 --steps 30 --simulate-vram 2 --vram-budget auto" \
      "sdxl --width 1024 --height 1024 --steps 10 --simulate-vram 6 --vram-budget auto"; do
    for mib in 0 16 64 0 16; do depth $mib --random-weights $job; done
  done
  b --random-weights sd15 --width 512 --height 512 --steps 30 --offload none
  b --random-weights sdxl --width 1024 --height 1024 --steps 10 --offload none ;;
record)
  make_inputs
  OUTF=${OUT:-/tmp}/vram_matrix.jsonl
  for job in "sd15 --width 512 --height 512 --simulate-vram 2 --vram-budget auto" \
      "sdxl --width 1024 --height 1024 --simulate-vram 6 --vram-budget auto"; do
    line=$($E bench --device cuda --steps 2 --random-weights $job 2>/dev/null | grep '^{' | tail -1)
    python3 -c "import json,sys; d=json.loads(sys.argv[1]); d['args']=sys.argv[2:]; print(json.dumps(d))" "$line" --random-weights $job >>"$OUTF"
    echo "recorded: $job"
  done ;;
esac; done
