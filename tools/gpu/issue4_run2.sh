#!/usr/bin/env bash
# VRAM engine, second pass: per-phase peaks with tiled VAE, SDXL resident/sequential beside
# diffusers, SD 1.5 2048 with tiled VAE, SDXL on a simulated 4 GiB card, a too-big plan.
# usage (GPU machine, repo root, .gpu and .whl carried): PARTS="..." bash tools/gpu/issue4_run2.sh
set -u
python3 -c "import lzma,shutil;shutil.copyfileobj(lzma.open('.gpu/candela-engine.xz'),open('.gpu/candela-engine','wb'))" && chmod +x .gpu/candela-engine
source .gpu/gpu-env.sh
python3 -m pip install -q --no-index --no-deps --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
E=.gpu/candela-engine
P=${PARTS:-seq512 toobig sdxl small4 tile diff}
slim() { python3 -c "
import sys, json
for l in sys.stdin:
    l = l.strip()
    if not l.startswith('{'): print(l); continue
    d = json.loads(l)
    pred = d.pop('predicted', {})
    mib = lambda b: None if b is None else round(b / 2**20)
    base = d.get('baseline_used_bytes') or 0
    out = dict(plan=d.get('plan'), fallbacks=[(f['phase'], f['plan']) for f in d.get('fallbacks', [])],
               ms_step=round(d.get('ms_per_step_median', 0), 1), total_s=round(d.get('total_s', 0), 2),
               vae_s=round(d.get('vae_s', 0), 3), load_s=round(d.get('load_s', 0), 1),
               peak_over_ctx_mib=mib(d.get('peak_vram_mem_get_info_bytes', 0) - base),
               by_phase_over_ctx_mib={k: mib(v - base) if v else 0 for k, v in d.get('peak_vram_mem_get_info_by_phase_bytes', {}).items()},
               nvml_process_mib=mib(d.get('peak_vram_nvml_process_bytes')),
               after_job_over_ctx_mib=[mib(x - base) for x in d.get('used_after_each_job_bytes', []) if x],
               predicted_mib={k: mib(v) for k, v in pred.get('predicted_peak_bytes', {}).items()})
    print(json.dumps(out))"; }
b() { echo "== candela bench $*"; $E bench --device cuda "$@" 2>&1 | grep -v '^step' | slim; }
for part in $P; do case $part in
seq512)
  b --random-weights sd15 --width 512 --height 512 --steps 20 --offload sequential --vae-tile 256
  b --random-weights sd15 --width 512 --height 512 --steps 20 --offload sequential --vae-tile off
  b --random-weights sd15 --width 512 --height 512 --steps 20 --offload model --vae-tile 256 ;;
toobig)
  echo "-- simulated 2 GiB card, --offload none (too big): must fall back and finish"
  b --random-weights sd15 --width 512 --height 512 --steps 20 --simulate-vram 2 --offload none ;;
sdxl)
  b --random-weights sdxl --width 1024 --height 1024 --steps 10 --offload none
  b --random-weights sdxl --width 1024 --height 1024 --steps 10 --offload sequential --vae-tile 512
  b --random-weights sdxl --width 1024 --height 1024 --steps 10 --offload model --vae-tile 512 ;;
small4)
  echo "-- simulated 4 GiB card, SDXL 1024, --vram-budget auto"
  $E plan --random-weights sdxl --width 1024 --height 1024 --device cuda --simulate-vram 4 --vram-budget auto
  b --random-weights sdxl --width 1024 --height 1024 --steps 4 --simulate-vram 4 --vram-budget auto ;;
tile)
  b --random-weights sd15 --width 2048 --height 2048 --steps 2 --offload sequential --vae-tile 512
  b --random-weights sd15 --width 1024 --height 1024 --steps 2 --offload none --vae-tile off
  b --random-weights sd15 --width 1024 --height 1024 --steps 2 --offload none --vae-tile 512 ;;
diff)
  for a in "sdxl gpu 1024 10" "sdxl seq 1024 3" "sd15 tile 2048 2"; do set -- $a
    echo "== diffusers $1 --mode $2 --res $3 --steps $4"
    python3 .gpu/nvml_peak.py -- python3 .gpu/diffusers_bench.py --model $1 --mode $2 --res $3 --steps $4 2>&1 | tail -2
  done ;;
esac; done
