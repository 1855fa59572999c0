#!/usr/bin/env bash
# SD 3 with T5's blocks and the SD 3 ControlNets' blocks streamed under sequential offload
# (issue 21): parity against diffusers' stored latents in every plan (T5 and ControlNets
# streamed in the sequential runs), then the budget runs (SD 3.5 Large on a simulated 8
# GiB card and Medium on 4 GiB, each alone and with one ControlNet; recorded as VRAM-matrix
# runs for issue 13), each job's wall time, and T5 streamed for 20 different prompts in a
# row (memory after each job); skip-layer guidance against diffusers.
# usage (GPU machine, repo root, .gpu carried): bash tools/gpu/sd3_streamed_t5_controlnets.sh
set -u
source tools/gpu/common.sh
echo "== SD 3 parity (f32), T5 streamed under sequential"
bash tools/gpu/sd3_cuda_check.sh | grep -v "fp8"
echo "== SD 3 ControlNet parity, the ControlNets' blocks streamed under sequential"
python3 tools/gpu/sd3_controlnet_cuda_check.py sd35m_controlnet
python3 tools/gpu/sd3_controlnet_cuda_check.py sd35l_controlnet
echo "== SD 3 skip-layer guidance parity (f32; tests/parity/sd35m_slg)"
C=tests/parity/sd35m_slg
python3 - <<'PY'
import json
from safetensors.numpy import load_file, save_file
d = load_file("tests/parity/sd35m_slg/tensors.safetensors")
for run in json.load(open("tests/parity/sd35m_slg/case.json"))["runs"]:
    save_file({"latents": d[run["name"] + ".latents"]}, f"/tmp/slg_want_{run['name']}.safetensors")
    print(run["name"], ",".join(map(str, run["layers"])), run["scale"], run["start"], run["stop"], file=open(f"/tmp/slg_{run['name']}.args", "w"))
PY
P="$(python3 -c "import json;print(json.load(open('$C/case.json'))['prompt'])")"
N="$(python3 -c "import json;print(json.load(open('$C/case.json'))['negative_prompt'])")"
for run in middle last; do
  read -r name layers scale start stop < /tmp/slg_$run.args
  for plan in none sequential; do
    $E generate --model tests/parity/models/sd35m_tiny --prompt "$P" --negative-prompt "$N" --width 128 --height 96 \
      --steps 4 --cfg 5 --sampler euler --device cuda --dtype f32 --init-noise $C/tensors.safetensors --offload $plan \
      --skip-layers $layers --skip-layer-scale $scale --skip-layer-start $start --skip-layer-stop $stop \
      --out /tmp/slg.png --save-latents /tmp/slg_got.safetensors >/dev/null 2>/tmp/slg.err \
      || { echo "slg $run $plan: $(tail -1 /tmp/slg.err)"; continue; }
    echo "slg $run $plan: $(python3 tools/gpu/compare_latents.py /tmp/slg_got.safetensors /tmp/slg_want_$run.safetensors | python3 -c "import json,sys; print('%.3g' % json.loads(sys.stdin.read())['rel'])")"
  done
done
echo "== budget runs"
for case in "sd35l 8" "sd35m 4"; do
  set -- $case
  $E plan --random-weights $1 --width 1024 --height 1024 --cfg 4.5 --device cuda --simulate-vram $2 --vram-budget auto 2>&1 | grep -E "plan|offload|predicted" | head -n 4
done
PARTS="sd3budget sd3control" bash tools/gpu/vram_matrix.sh
python3 tools/gpu/vram_table.py $OUT/vram_matrix.jsonl 2>&1 | tail -n 12
echo "== 20 prompts through the streamed T5 (sd35m, sequential, 512, 1 step each)"
python3 -c "
import random; random.seed(0); w='candle lamp forest river city night winter garden portrait dragon ship castle'.split()
open('/tmp/prompts.txt','w').write('\n'.join(' '.join(random.choice(w) for _ in range(12)) for _ in range(20)))"
b --random-weights sd35m --width 512 --height 512 --steps 1 --cfg 4.5 --offload sequential --jobs 20 --prompts /tmp/prompts.txt
