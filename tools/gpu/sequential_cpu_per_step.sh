#!/usr/bin/env bash
# Whether a sequential-offload step waits on the CPU (building each streamed stage from its
# slot's views, events, launches) rather than on the bus or the GPU: each job runs at two
# step counts, and the difference in the process's CPU time (user + system, all threads)
# over the difference in steps is the CPU time per step, printed beside ms/step.
# usage (GPU machine, repo root, .gpu carried): bash tools/gpu/sequential_cpu_per_step.sh
set -u
source tools/gpu/common.sh
cpu() {
  python3 - "$@" <<'PY'
import json, resource, subprocess, sys
p = subprocess.run(sys.argv[1:], capture_output=True, text=True)
r = resource.getrusage(resource.RUSAGE_CHILDREN)
line = [l for l in p.stdout.splitlines() if l.startswith("{")]
ms = json.loads(line[-1]).get("ms_per_step_median") if line else None
print(json.dumps({"cpu_s": r.ru_utime + r.ru_stime, "ms_step": ms, "err": p.stderr[-300:] if not line else ""}))
PY
}
for args in "sd15 --width 512 --height 512 --offload sequential --weights-dtype fp8_e4m3fn" \
    "sd15 --width 512 --height 512 --offload sequential" "sd15 --width 512 --height 512" \
    "sd15 --width 512 --height 512 --weights-dtype fp8_e4m3fn" \
    "sdxl --width 1024 --height 1024 --offload sequential --weights-dtype fp8_e4m3fn"; do
  a=$(cpu $E bench --device cuda --random-weights $args --steps 5)
  b=$(cpu $E bench --device cuda --random-weights $args --steps 45)
  python3 -c "
import json,sys
a,b=json.loads(sys.argv[1]),json.loads(sys.argv[2])
print(json.dumps({'job': sys.argv[3], 'ms_step': b['ms_step'], 'cpu_ms_per_step': round((b['cpu_s']-a['cpu_s'])/40*1000,2), 'err': a['err'] or b['err']}))" "$a" "$b" "$args"
done
