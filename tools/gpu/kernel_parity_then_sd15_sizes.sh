#!/usr/bin/env bash
# GPU compute (issue 3): parity of the CUDA kernels, then SD 1.5 beside diffusers at several
# sizes. usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/kernel_parity_then_sd15_sizes.sh
set -u
python3 -c "import lzma,shutil;shutil.copyfileobj(lzma.open('.gpu/candela-engine.xz'),open('.gpu/candela-engine','wb'))" && chmod +x .gpu/candela-engine
source .gpu/gpu-env.sh
python3 -m pip install -q --no-index --no-deps --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
[ "${PARITY:-1}" = 1 ] && bash tools/gpu/cuda_parity.sh | python3 -c "
import sys, json
for l in sys.stdin:
    d = json.loads(l); print(d.get('case'), d.get('dtype'), d.get('rel', d.get('error')))"
ce() { python3 .gpu/nvml_peak.py -- .gpu/candela-engine generate --random-weights sd15 --prompt "a photo" --device cuda --dtype f16 --seed 1 "$@" 2>&1 | grep -v '^step ' | python3 -c "
import sys, json
for l in sys.stdin:
    d = json.loads(l); d.pop('step_ms', None); print(json.dumps(d))"; }
for res in ${RES:-512 1024}; do
  echo "== candela sd15 $res"; ce --width $res --height $res --steps 20 --out $OUT/r$res.png
  if [ "${DIFFUSERS:-1}" = 1 ] && [[ " ${DIFF_RES:-512 1024} " == *" $res "* ]]; then echo "== diffusers sd15 $res"; python3 .gpu/nvml_peak.py -- python3 .gpu/diffusers_bench.py --model sd15 --mode gpu --res $res --steps 20 2>&1 | tail -2; fi
done
for res in ${PROF_RES:-512}; do
  echo "== candela sd15 $res profiled (5 steps, every part synchronized)"
  CANDELA_PROFILE=1 .gpu/candela-engine generate --random-weights sd15 --prompt "a photo" --width $res --height $res --steps 5 --device cuda --dtype f16 --seed 1 --out $OUT/prof$res.png 2>&1 | grep profile
done
