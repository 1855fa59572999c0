#!/usr/bin/env bash
# Session 37 (issues 13 and 17): the process's device memory with the driver's per-thread
# stack limit (1 KiB, `CANDELA_STACK_BYTES=driver`) against Candela's (`vram::STACK_BYTES`),
# interleaved: the context measured at open, each phase's NVML peak, the step time, and the
# plans fixed budgets choose with the room it gives; whether any job made the driver raise
# the limit again (`stack_bytes_end`); then `vram_matrix.sh` part `oos42` and
# `fp8_targets.sh` part `all` on this build.
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/stack_round_37.sh
set -u
source tools/gpu/common.sh
make_inputs
# `bench` JSON -> the context's parts, the stack limits, the phases' NVML peaks and the plan.
ctx() { python3 -c "
import sys, json
for l in sys.stdin:
    if not l.startswith('{'): continue
    d = json.loads(l)
    c = d.get('context', {})
    mib = lambda b: None if b is None else round(b / 2**20)
    pred = d.get('predicted', {})
    print(json.dumps(dict(after_open=mib(c.get('process_after_open')), cudnn=mib(c.get('cudnn')),
        blas_lt=mib(c.get('blas_lt')), stack=c.get('stack_bytes'), stack_end=d.get('stack_bytes_end'),
        nvml_by_phase={k: mib(v) for k, v in d.get('peak_vram_nvml_process_by_phase_bytes', {}).items()},
        predicted={k: mib(v) for k, v in pred.get('predicted_peak_bytes', {}).items()},
        flags=pred.get('flags'), fallbacks=len(d.get('fallbacks', [])),
        ms_step=round(d.get('ms_per_step_median', 0), 1))))"; }
# `both ARGS...`: bench --random-weights ARGS with the driver's stack limit, then Candela's.
both() {
  local v
  for v in CANDELA_STACK_BYTES=driver ""; do
    echo "== ${v:-CANDELA_STACK_BYTES=default} $*"
    with "$v" $E bench --device cuda --random-weights "$@" 2>&1 | ctx
  done
}
for round in 1 2; do
  both sd15 --width 512 --height 512 --steps 10 --offload none
done
both sd15 --width 512 --height 512 --steps 10 --vram-budget 2
both sd15 --width 512 --height 512 --steps 10 --vram-budget 2.5
both sdxl --width 1024 --height 1024 --steps 5 --vram-budget 6
both sdxl --width 1024 --height 1024 --steps 5 --vram-budget 8
echo "== SD 3.5 Medium 1024, Candela's limit"
$E bench --device cuda --random-weights sd35m --width 1024 --height 1024 --cfg 4.5 --steps 3 2>&1 | ctx
echo "== bench-ops f16 (every op kind once), Candela's limit"
$E bench-ops --device cuda --dtype f16 --iters 3 2>&1 | grep -i "error" | head -5
PARTS=oos42 bash tools/gpu/vram_matrix.sh
python3 -c "
import json
for l in open('${OUT:-/tmp}/vram_matrix.jsonl'):
    d = json.loads(l)
    print('stack', d.get('context', {}).get('stack_bytes'), '->', d.get('stack_bytes_end'), ' '.join(d['args'])[:90])"
python3 tools/gpu/vram_table.py "${OUT:-/tmp}/vram_matrix.jsonl" 2>&1 | tail -40
PARTS=all bash tools/gpu/fp8_targets.sh
