#!/usr/bin/env bash
# VRAM engine (issue 4): plans agree on CUDA, offload speed/peak beside diffusers, simulated
# small cards, a too-big plan recovering, 50 jobs without growth.
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/plans_offload_small_cards_soak.sh
# env: PARTS="exact bench diff small jobs" (default all)
set -u
python3 -c "import lzma,shutil;shutil.copyfileobj(lzma.open('.gpu/candela-engine.xz'),open('.gpu/candela-engine','wb'))" && chmod +x .gpu/candela-engine
source .gpu/gpu-env.sh
python3 -m pip install -q --no-index --no-deps --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
E=.gpu/candela-engine
P=${PARTS:-exact bench diff small jobs}
slim() { python3 -c "
import sys, json
for l in sys.stdin:
    l = l.strip()
    if not l.startswith('{'): print(l); continue
    d = json.loads(l)
    for k in ('step_ms', 'predicted', 'ms_per_step_median_per_job'): d.pop(k, None)
    print(json.dumps(d))"; }
if [[ " $P " == *" exact "* ]]; then
  echo "== plans on CUDA, tiny sd1, f16 and f32, 256x256: latents vs --offload none"
  for dt in f16 f32; do
    for o in none model sequential; do
      $E generate --model tests/parity/models/sd1 --prompt "a cat" --width 256 --height 256 --steps 4 --seed 3 \
        --device cuda --dtype $dt --offload $o --save-latents $OUT/t_${dt}_$o.safetensors --out $OUT/t_${dt}_$o.png 2>/dev/null >/dev/null || echo "FAILED $dt $o"
    done
    for o in model sequential; do python3 tools/gpu/compare_latents.py $OUT/t_${dt}_$o.safetensors $OUT/t_${dt}_none.safetensors; done
  done
fi
if [[ " $P " == *" bench "* ]]; then
  for o in none model sequential; do
    echo "== candela bench sd15 512 --offload $o"
    python3 .gpu/nvml_peak.py -- $E bench --random-weights sd15 --width 512 --height 512 --steps 20 --device cuda --offload $o 2>&1 | slim
  done
fi
if [[ " $P " == *" diff "* ]]; then
  for m in model seq; do
    echo "== diffusers sd15 512 --mode $m"
    python3 .gpu/nvml_peak.py -- python3 .gpu/diffusers_bench.py --model sd15 --mode $m --res 512 --steps 20 2>&1 | tail -2
  done
fi
if [[ " $P " == *" small "* ]]; then
  echo "== simulated 2 GiB card, --vram-budget auto, sd15 512"
  $E plan --random-weights sd15 --device cuda --simulate-vram 2 --vram-budget auto
  $E bench --random-weights sd15 --width 512 --height 512 --steps 20 --device cuda --simulate-vram 2 --vram-budget auto 2>&1 | slim
  echo "== simulated 2 GiB card, too-big plan (--offload none): must fall back and finish"
  $E bench --random-weights sd15 --width 512 --height 512 --steps 20 --device cuda --simulate-vram 2 --offload none 2>&1 | slim
fi
if [[ " $P " == *" jobs "* ]]; then
  for o in none sequential; do
    echo "== 50 jobs in a row, --offload $o: device memory used after each (MiB)"
    $E bench --random-weights sd15 --width 512 --height 512 --steps 2 --jobs 50 --device cuda --offload $o 2>/dev/null | python3 -c "
import sys, json
d = json.loads(sys.stdin.read()); a = [x // 2**20 for x in d['used_after_each_job_bytes']]
print('baseline', d['baseline_used_bytes'] // 2**20, 'after jobs 1..50:', a[:3], '...', a[-3:], 'min', min(a), 'max', max(a))"
  done
fi
