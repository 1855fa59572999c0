#!/usr/bin/env bash
# Session 46 (issues 17, 13): jobs on models read from disk (the folders worker_switch_45.py
# makes), the build before the session (.gpu/before-46.xz, 2c539bb) beside the session's
# (.gpu/candela-engine.xz) in one call, and diffusers from the same folders.
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/disk_jobs_46.sh OUT PART...
# PART: bits (the same final latents and PNG bytes from both builds: model and sequential
# offload, fp8 e4m3 and e5m2, a tiled decode through host memory), bench (bench --model from
# disk with both builds), profile (the new build's load: CANDELA_PROFILE's load.read and
# load.pin), diffusers (diffusers_disk_46.py), worker (the worker's nine jobs twice on the new
# build, a data folder of their own kept between the passes). Calls 1-3 ran this script's
# earlier versions (4a2ca1a, b28bad6 as disk_jobs_46b.sh, ae8dea3 as disk_jobs_46c.sh).
set -u
OUT=$1
shift
source tools/gpu/common.sh
python3 -c "import lzma,shutil;shutil.copyfileobj(lzma.open('.gpu/before-46.xz'),open('.gpu/before-46','wb'))" && chmod +x .gpu/before-46
python3 tools/gpu/worker_switch_45.py make > /dev/null 2>&1
export CANDELA_DATA_DIR=/tmp/candela-data
BITS=("--offload model --weights-dtype fp8_e4m3fn" "--offload sequential --weights-dtype fp8_e4m3fn"
      "--offload model --weights-dtype fp8_e5m2" "--offload model --vae-tile 256 --vae-tile-store cpu")
JOBS=(
  "sdxl --width 1024 --height 1024 --steps 6 --simulate-vram 4 --vram-budget auto"
  "sdxl --width 1024 --height 1024 --steps 6 --simulate-vram 6 --vram-budget auto"
  "sdxl --width 1024 --height 1024 --steps 6 --offload sequential --weights-dtype fp8_e4m3fn"
  "sd15 --width 512 --height 512 --steps 6 --simulate-vram 2 --vram-budget auto"
  "sd15 --width 512 --height 512 --steps 6 --offload model"
)
bits() {
  local plan m
  for plan in "${BITS[@]}"; do
    for m in sd15 sdxl; do
      E=.gpu/before-46 gen old --model /tmp/models/$m --width 768 --height 768 $plan
      gen new --model /tmp/models/$m --width 768 --height 768 $plan
      echo "$m $plan: $(same_bits old new)"
    done
  done
}
# `each_job FN`: FN MODEL ARGS... for every line of JOBS.
each_job() {
  local fn=$1 job
  for job in "${JOBS[@]}"; do
    $fn $job
  done
}
bench_both() {
  local model=$1 bin
  shift
  for bin in .gpu/before-46 .gpu/candela-engine; do
    echo "== $bin, /tmp/models/$model $*"
    E=$bin b --model /tmp/models/$model --prompt "a lighthouse" "$@"
  done
}
profile_load() {
  local model=$1
  shift
  echo "== load of the new build, /tmp/models/$model $*"
  CANDELA_PROFILE=1 $E bench --device cuda --model /tmp/models/$model --prompt "a lighthouse" "$@" > /tmp/prof.log 2>&1
  python3 -c "import json
for l in open('/tmp/prof.log'):
    if l.startswith('profile: '):
        print({k: v for k, v in json.loads(l[len('profile: '):]).items() if k.startswith('load')})
    elif l.startswith('{'):
        print('load_s', round(json.loads(l).get('load_s', 0), 2))"
}
diffusers() {
  local args
  for args in "sdxl fp8+model 1024 6" "sdxl gpu 1024 6" "sd15 fp8+model 512 6" "sd15 model 512 6"; do
    echo "== diffusers $args"
    python3 .gpu/nvml_peak.py -- python3 tools/gpu/diffusers_disk_46.py $args > /tmp/dif.log 2>&1
    grep -E '^\{|Error' /tmp/dif.log | tail -3
  done
}
worker() {
  local pass
  for pass in 1 2; do
    echo "== worker, pass $pass"
    CANDELA_DATA_DIR=/tmp/candela-worker python3 tools/gpu/worker_switch_45.py run "$OUT/worker$pass.jsonl" > /dev/null 2>&1
    python3 -c "
import json
for l in open('$OUT/worker$pass.jsonl'):
    d = json.loads(l)
    print(json.dumps({k: d.get(k) for k in ('job', 'seconds', 'phase_seconds', 'ms_per_step', 'predicted_mib', 'worker_measured_mib', 'outside_nvml_mib_job', 'within_budget', 'fallbacks', 'errors')}))"
  done
}
for part in "$@"; do
  case $part in
    bits) bits ;;
    bench) each_job bench_both ;;
    profile) each_job profile_load ;;
    diffusers) diffusers ;;
    worker) worker ;;
    *) echo "unknown part $part" ;;
  esac
done
