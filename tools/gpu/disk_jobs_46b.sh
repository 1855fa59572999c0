#!/usr/bin/env bash
# Session 46 (issue 17), call 2: jobs on models read from disk (worker_switch_45.py's folders),
# the build before session 46 (.gpu/before-46.xz) and the session's (.gpu/candela-engine.xz:
# fp8 packing on every core, groups copied straight into page-locked memory locked with
# cuMemHostRegister, the model hash beside the job and remembered) in the same call: the same
# bits (model and sequential offload, fp8, a tiled decode through host memory), load and step
# times, where the new build's load goes (CANDELA_PROFILE), diffusers from the same folders,
# and the worker's nine jobs twice (the second pass finds the hashes remembered).
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/disk_jobs_46b.sh OUT
set -u
OUT=$1
source tools/gpu/common.sh
python3 -c "import lzma,shutil;shutil.copyfileobj(lzma.open('.gpu/before-46.xz'),open('.gpu/before-46','wb'))" && chmod +x .gpu/before-46
python3 tools/gpu/worker_switch_45.py make > /dev/null 2>&1
export CANDELA_DATA_DIR=/tmp/candela-data
echo "== the same bits, before and after"
for plan in "--offload model --weights-dtype fp8_e4m3fn" "--offload sequential --weights-dtype fp8_e4m3fn" \
            "--offload model --vae-tile 256 --vae-tile-store cpu"; do
  for m in sd15 sdxl; do
    E=.gpu/before-46 gen old --model /tmp/models/$m --width 768 --height 768 $plan
    gen new --model /tmp/models/$m --width 768 --height 768 $plan
    echo "$m $plan: $(same_bits old new)"
  done
done
JOBS=(
  "sdxl --width 1024 --height 1024 --steps 6 --simulate-vram 4 --vram-budget auto"
  "sdxl --width 1024 --height 1024 --steps 6 --simulate-vram 6 --vram-budget auto"
  "sdxl --width 1024 --height 1024 --steps 6 --offload sequential --weights-dtype fp8_e4m3fn"
  "sd15 --width 512 --height 512 --steps 6 --simulate-vram 2 --vram-budget auto"
  "sd15 --width 512 --height 512 --steps 6 --offload model"
)
for job in "${JOBS[@]}"; do
  set -- $job
  model=$1; shift
  for bin in .gpu/before-46 .gpu/candela-engine; do
    echo "== $bin, /tmp/models/$model $*"
    E=$bin b --model /tmp/models/$model --prompt "a lighthouse" "$@"
  done
  echo "== profile, new build"
  CANDELA_PROFILE=1 $E bench --device cuda --model /tmp/models/$model --prompt "a lighthouse" "$@" > /tmp/prof.log 2>&1
  python3 -c "import json
for l in open('/tmp/prof.log'):
    if l.startswith('profile: '):
        p = json.loads(l[len('profile: '):])
        print({k: v for k, v in p.items() if k.startswith('load') or 'pin' in k})
    elif l.startswith('{'):
        print('load_s', round(json.loads(l).get('load_s', 0), 2))"
done
for args in "sdxl fp8+model 1024 6" "sd15 fp8+model 512 6" "sd15 model 512 6"; do
  echo "== diffusers $args"
  python3 .gpu/nvml_peak.py -- python3 tools/gpu/diffusers_disk_46.py $args > /tmp/dif.log 2>&1
  grep -E '^\{|Error' /tmp/dif.log | tail -3
done
for pass in 1 2; do
  echo "== worker, pass $pass (a data folder of its own, kept between the passes)"
  CANDELA_DATA_DIR=/tmp/candela-worker python3 tools/gpu/worker_switch_45.py run "$OUT/worker$pass.jsonl" > /dev/null 2>&1
  python3 -c "
import json
for l in open('$OUT/worker$pass.jsonl'):
    d = json.loads(l)
    print(json.dumps({k: d.get(k) for k in ('job', 'seconds', 'phase_seconds', 'ms_per_step', 'predicted_mib', 'worker_measured_mib', 'outside_nvml_mib_job', 'within_budget', 'fallbacks', 'errors')}))"
done
ls -la /tmp/candela-data /tmp/candela-worker
