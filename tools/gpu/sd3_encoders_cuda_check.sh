#!/usr/bin/env bash
# SD 3 text encoders from separate files on CUDA (issue 21): the tiny SD 3.5 Medium single
# file without encoders plus --clip-l/--clip-g/--t5xxl (fp16 and fp8_e4m3fn T5 files)
# against diffusers' stored latents (tests/parity/sd35m_encoders), in every offload plan,
# f32; one JSON line per run. usage (GPU machine, after common.sh): bash tools/gpu/sd3_encoders_cuda_check.sh
set -u
E=${E:-.gpu/candela-engine}
C=tests/parity/sd35m_encoders
j() { python3 -c "import json;print(json.load(open('$C/case.json'))['$1'])"; }
P="$(j prompt)"; N="$(j negative_prompt)"
python3 - "$C/tensors.safetensors" <<'PY'
import sys
from safetensors.numpy import load_file, save_file
d = load_file(sys.argv[1])
for run in ("files", "files_fp8"):
    save_file({"latents": d[run + ".latents"]}, f"/tmp/sd3e_want_{run}.safetensors")
PY
T=tests/parity
for run in files files_fp8; do
  t5=$T/$(j t5xxl_fp16); [[ $run == files_fp8 ]] && t5=$T/$(j t5xxl_fp8)
  for plan in none model sequential; do
    $E generate --model $T/$(j single_file) --clip-l $T/$(j clip_l) --clip-g $T/$(j clip_g) --t5xxl $t5 \
      --prompt "$P" --negative-prompt "$N" --width 128 --height 96 --steps 4 --cfg 5 --sampler euler \
      --device cuda --dtype f32 --init-noise $C/tensors.safetensors --offload $plan \
      --out /tmp/sd3e.png --save-latents /tmp/sd3e_got.safetensors >/dev/null 2>/tmp/sd3e.err \
      || { echo "{\"run\":\"$run\",\"plan\":\"$plan\",\"error\":\"$(tail -1 /tmp/sd3e.err)\"}"; continue; }
    echo "{\"run\":\"$run\",\"plan\":\"$plan\",$(python3 tools/gpu/compare_latents.py /tmp/sd3e_got.safetensors /tmp/sd3e_want_$run.safetensors | python3 -c "import json,sys; d=json.loads(sys.stdin.read()); print('\"rel\":%.3g' % d['rel'])")}"
  done
done
