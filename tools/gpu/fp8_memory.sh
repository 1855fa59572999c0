#!/usr/bin/env bash
# fp8 weights and memory (issues 17 and 13): SDXL 1024 and SD 1.5 512 runs with fp8 weights
# (budget plans and fixed plans), one JSON line each: ms/step, load time, peaks over the
# CUDA context per phase against the planner's pool-side prediction, and the memory pool's
# used/reserved high watermarks per phase.
# usage (GPU machine, repo root, .gpu carried): bash tools/gpu/fp8_memory.sh
set -u
source tools/gpu/common.sh
XL="--random-weights sdxl --width 1024 --height 1024 --steps 10"
full() {
  echo "== $*"
  $E bench --device cuda "$@" 2>/dev/null | grep '^{' | tail -1 > /tmp/l.json
  python3 - <<'PY'
import json
d = json.load(open('/tmp/l.json')); p = d['plan']; mib = lambda b: round(b / 2**20)
base = d.get('baseline_used_bytes') or 0
pred = d.get('predicted', {}).get('predicted_peak_bytes', {})
print(json.dumps(dict(plan='/'.join(str(p[k]) for k in ('offload','attention_slice','vae_tile','weights_dtype')),
  ms=round(d['ms_per_step_median'], 1), load_s=round(d['load_s'], 1), vae_s=round(d['vae_s'], 2), fallbacks=len(d['fallbacks']),
  over_ctx={k: mib(v - base) if v else 0 for k, v in d['peak_vram_mem_get_info_by_phase_bytes'].items()},
  pred={k: mib(v) for k, v in pred.items()},
  pool={k: (mib(v['used']), mib(v['reserved'])) for k, v in d['pool_high_by_phase_bytes'].items()})))
PY
}
full $XL --simulate-vram 6 --vram-budget auto
full $XL --offload none --attention-slice auto --vae-tile 512 --weights-dtype fp8_e5m2
full $XL --offload none --attention-slice auto --vae-tile 512 --weights-dtype fp8_e4m3fn
full $XL --offload none --weights-dtype fp8_e5m2
full $XL --offload none --weights-dtype f16
full $XL --simulate-vram 4 --vram-budget auto
full --random-weights sd15 --width 512 --height 512 --steps 20 --simulate-vram 2 --vram-budget auto
