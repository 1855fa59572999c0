#!/usr/bin/env bash
# Attention slicing cost, candela beside diffusers. usage (GPU machine, repo root): bash tools/gpu/attention_slicing_cost.sh
set -u
python3 -c "import lzma,shutil;shutil.copyfileobj(lzma.open('.gpu/candela-engine.xz'),open('.gpu/candela-engine','wb'))" && chmod +x .gpu/candela-engine
source .gpu/gpu-env.sh
python3 -m pip install -q --no-index --no-deps --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site
for s in off 1024 256; do
  printf "candela 512 --attention-slice %s: " $s
  .gpu/candela-engine generate --random-weights sd15 --prompt p --steps 20 --device cuda --dtype f16 --seed 1 --attention-slice $s --out $OUT/s$s.png 2>/dev/null | python3 -c "import sys,json; d=json.loads(sys.stdin.read()); print(d['ms_per_step_median'])"
done
for m in gpu slice; do python3 .gpu/diffusers_bench.py --model sd15 --mode $m --res 512 --steps 20 2>&1 | tail -1; done
