#!/usr/bin/env bash
# SD 3 on CUDA against diffusers' stored latents (tests/parity/sd35m_pipeline: the tiny SD
# 3.5 Medium pipeline with T5, without T5, and without CFG at shift 2) in every offload plan
# and with fp8 storage; one JSON line per run. DTYPE picks the compute dtype (default f32).
# usage (GPU machine, after common.sh): bash tools/gpu/sd3_cuda_check.sh
set -u
E=${E:-.gpu/candela-engine}
DTYPE=${DTYPE:-f32}
C=tests/parity/sd35m_pipeline
P="$(python3 -c "import json;print(json.load(open('$C/case.json'))['prompt'])")"
N="$(python3 -c "import json;print(json.load(open('$C/case.json'))['negative_prompt'])")"
python3 - "$C/tensors.safetensors" <<'PY'
import sys
from safetensors.numpy import load_file, save_file
d = load_file(sys.argv[1])
for run in ("t5", "no_t5", "no_cfg_shift2"):
    save_file({"latents": d[run + ".latents"]}, f"/tmp/sd3_want_{run}.safetensors")
PY
for run in t5 no_t5 no_cfg_shift2; do
  extra=(); cfg=5
  [[ $run == no_t5 ]] && extra+=(--no-t5)
  [[ $run == no_cfg_shift2 ]] && { extra+=(--shift 2); cfg=1; }
  for plan in none model sequential sequential-fp8; do
    p=(--offload ${plan%-fp8}); [[ $plan == *fp8 ]] && p+=(--weights-dtype fp8_e4m3fn)
    $E generate --model tests/parity/models/sd35m_tiny --prompt "$P" --negative-prompt "$N" --width 128 --height 96 \
      --steps 4 --cfg $cfg --sampler euler --device cuda --dtype $DTYPE --init-noise $C/tensors.safetensors "${extra[@]}" "${p[@]}" \
      --out /tmp/sd3.png --save-latents /tmp/sd3_got.safetensors >/dev/null 2>/tmp/sd3.err \
      || { echo "{\"run\":\"$run\",\"plan\":\"$plan\",\"error\":\"$(tail -1 /tmp/sd3.err)\"}"; continue; }
    echo "{\"run\":\"$run\",\"plan\":\"$plan\",\"dtype\":\"$DTYPE\",$(python3 tools/gpu/compare_latents.py /tmp/sd3_got.safetensors /tmp/sd3_want_$run.safetensors | python3 -c "import json,sys; d=json.loads(sys.stdin.read()); print('\"rel\":%.3g' % d['rel'])")}"
  done
done
