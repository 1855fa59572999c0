#!/usr/bin/env bash
# Session 46 (issue 17): jobs on models read from disk (the folders worker_switch_45.py makes),
# the build before 4c1c619 (.gpu/before-46.xz: fp8 weights packed into host memory on one
# core) and after (.gpu/candela-engine.xz) in the same call, beside diffusers from the same
# folders (diffusers_disk_46.py), then the worker's nine jobs (worker_switch_45.py) on the
# new build.
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/disk_jobs_46.sh OUT
set -u
OUT=$1
source tools/gpu/common.sh
python3 -c "import lzma,shutil;shutil.copyfileobj(lzma.open('.gpu/before-46.xz'),open('.gpu/before-46','wb'))" && chmod +x .gpu/before-46
python3 tools/gpu/worker_switch_45.py make
JOBS=(
  "sdxl --width 1024 --height 1024 --steps 6 --simulate-vram 4 --vram-budget auto"
  "sdxl --width 1024 --height 1024 --steps 6 --simulate-vram 6 --vram-budget auto"
  "sd15 --width 512 --height 512 --steps 6 --simulate-vram 2 --vram-budget auto"
  "sdxl --width 1024 --height 1024 --steps 6"
)
for job in "${JOBS[@]}"; do
  set -- $job
  model=$1; shift
  for bin in .gpu/before-46 .gpu/candela-engine; do
    echo "== $bin, /tmp/models/$model $*"
    E=$bin b --model /tmp/models/$model --prompt "a lighthouse" "$@"
  done
done
for args in "sdxl fp8+model 1024 6" "sdxl gpu 1024 6" "sd15 fp8+model 512 6"; do
  echo "== diffusers $args"
  python3 .gpu/nvml_peak.py -- python3 tools/gpu/diffusers_disk_46.py $args 2>&1 | grep '^{'
done
python3 tools/gpu/worker_switch_45.py run "$OUT/worker.jsonl" > /dev/null 2>&1
python3 -c "
import json
for l in open('$OUT/worker.jsonl'):
    d = json.loads(l)
    print(json.dumps({k: d.get(k) for k in ('job', 'seconds', 'phase_seconds', 'ms_per_step', 'predicted_mib', 'worker_measured_mib', 'outside_nvml_mib_job', 'within_budget', 'fallbacks', 'errors')}))"
