#!/usr/bin/env bash
# Session 46 (issue 17), call 3: fp8 layers packed straight from the file's bytes (the
# session's last build, .gpu/candela-engine.xz) give the bits of the build before the session
# (.gpu/before-46.xz) under model and sequential offload; load times of the new build from
# disk (with CANDELA_PROFILE's load.read and load.pin), and diffusers from the same folders.
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/disk_jobs_46c.sh OUT
set -u
OUT=$1
source tools/gpu/common.sh
python3 -c "import lzma,shutil;shutil.copyfileobj(lzma.open('.gpu/before-46.xz'),open('.gpu/before-46','wb'))" && chmod +x .gpu/before-46
python3 tools/gpu/worker_switch_45.py make > /dev/null 2>&1
export CANDELA_DATA_DIR=/tmp/candela-data
echo "== the same bits, before and after"
for plan in "--offload model --weights-dtype fp8_e4m3fn" "--offload sequential --weights-dtype fp8_e4m3fn" \
            "--offload model --weights-dtype fp8_e5m2"; do
  for m in sd15 sdxl; do
    E=.gpu/before-46 gen old --model /tmp/models/$m --width 768 --height 768 $plan
    gen new --model /tmp/models/$m --width 768 --height 768 $plan
    echo "$m $plan: $(same_bits old new)"
  done
done
for job in "sdxl --width 1024 --height 1024 --steps 6 --simulate-vram 4 --vram-budget auto" \
           "sdxl --width 1024 --height 1024 --steps 6 --offload sequential --weights-dtype fp8_e4m3fn" \
           "sd15 --width 512 --height 512 --steps 6 --offload model --weights-dtype fp8_e4m3fn"; do
  set -- $job
  model=$1; shift
  echo "== new build, /tmp/models/$model $*"
  CANDELA_PROFILE=1 $E bench --device cuda --model /tmp/models/$model --prompt "a lighthouse" "$@" > /tmp/prof.log 2>&1
  python3 -c "import json
for l in open('/tmp/prof.log'):
    if l.startswith('profile: '):
        p = json.loads(l[len('profile: '):])
        print({k: v for k, v in p.items() if k.startswith('load')})
    elif l.startswith('{'):
        d = json.loads(l)
        print('load_s', round(d.get('load_s', 0), 2), 'total_s', round(d.get('total_s', 0), 2))"
done
for args in "sdxl fp8+model 1024 6" "sd15 fp8+model 512 6" "sd15 model 512 6"; do
  echo "== diffusers $args"
  python3 .gpu/nvml_peak.py -- python3 tools/gpu/diffusers_disk_46.py $args > /tmp/dif.log 2>&1
  grep -E '^\{|Error' /tmp/dif.log | tail -3
done
