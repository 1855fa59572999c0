#!/usr/bin/env bash
# One device call for the foundation issue: CUDA parity vs CPU, then SD 1.5-sized random
# weights beside diffusers. usage (GPU machine, repo root, .gpu carried): bash tools/gpu/parity_then_sd15_vs_diffusers.sh
set -u
python3 -c "import lzma,shutil;shutil.copyfileobj(lzma.open('.gpu/candela-engine.xz'),open('.gpu/candela-engine','wb'))" && chmod +x .gpu/candela-engine
source .gpu/gpu-env.sh
python3 -m pip install -q --no-index --no-deps --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
bash tools/gpu/cuda_parity.sh | tee $OUT/parity.jsonl
for res in 512 1024; do
  echo "== candela sd15 $res"
  CANDELA_PROFILE=${PROFILE:-0} python3 .gpu/nvml_peak.py -- .gpu/candela-engine generate --random-weights sd15 --prompt "a photo" --width $res --height $res --steps 20 --device cuda --dtype f16 --seed 1 --out $OUT/rand$res.png 2>&1 | grep -v '^step '
  echo "== diffusers sd15 $res"
  python3 .gpu/nvml_peak.py -- python3 .gpu/diffusers_bench.py --model sd15 --mode gpu --res $res --steps 20 2>&1 | tail -2
done
echo "== candela sd15 512 profiled (each stage synchronized)"
CANDELA_PROFILE=1 .gpu/candela-engine generate --random-weights sd15 --prompt "a photo" --steps 5 --device cuda --dtype f16 --seed 1 --out $OUT/prof.png 2>&1 | grep -v '^step '
