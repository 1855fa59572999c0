#!/usr/bin/env bash
# SD 3 with T5's blocks and the SD 3 ControlNets' blocks streamed under sequential offload
# (issue 21): parity against diffusers' stored latents in every plan (T5 and ControlNets
# streamed in the sequential runs), then the budget runs (SD 3.5 Large on a simulated 8
# GiB card and Medium on 4 GiB, each alone and with one ControlNet; recorded as VRAM-matrix
# runs for issue 13), each job's wall time, and T5 streamed for 20 different prompts in a
# row (memory after each job).
# usage (GPU machine, repo root, .gpu carried): bash tools/gpu/sd3_streamed_t5_controlnets.sh
set -u
source tools/gpu/common.sh
echo "== SD 3 parity (f32), T5 streamed under sequential"
bash tools/gpu/sd3_cuda_check.sh | grep -v "fp8"
echo "== SD 3 ControlNet parity, the ControlNets' blocks streamed under sequential"
python3 tools/gpu/sd3_controlnet_cuda_check.py sd35m_controlnet
python3 tools/gpu/sd3_controlnet_cuda_check.py sd35l_controlnet
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
