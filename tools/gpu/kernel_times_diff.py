"""GPU time per denoising step by kernel, from two runs of the same job under
tools/gpu/kernel_times.c that differ only in their step count: (long - short) / (steps
apart) leaves the steps alone (the text encoders, the VAE and first-use costs cancel).
usage: python3 tools/gpu/kernel_times_diff.py SHORT.jsonl LONG.jsonl STEPS_APART [LABEL]
Prints one JSON line (ms per step by kind, kernel total, and the span of GPU activity per
step, whose excess over the kernels is time the GPU waited), then the 15 largest kernels."""
import json
import os
import sys
from collections import defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from kernel_kinds import kind  # noqa: E402


def read(path):
    names, totals = {}, {}
    for line in open(path):
        d = json.loads(line)
        if "name" in d:
            names[d["name"]] = (d["calls"], d["ms"])
        else:
            totals = d
    return names, totals


(short, ts), (long, tl) = read(sys.argv[1]), read(sys.argv[2])
steps = float(sys.argv[3])
per = {}
for name, (calls, ms) in long.items():
    c0, m0 = short.get(name, (0, 0.0))
    per[name] = ((calls - c0) / steps, (ms - m0) / steps)
by_kind = defaultdict(float)
for name, (_, ms) in per.items():
    by_kind[kind(name)] += ms
kernels = sum(ms for n, (_, ms) in per.items() if kind(n) != "copy")
print(json.dumps(dict(
    label=sys.argv[4] if len(sys.argv) > 4 else "",
    ms_per_step={k: round(v, 2) for k, v in sorted(by_kind.items())},
    kernel_ms_per_step=round(kernels, 2),
    span_ms_per_step=round((tl.get("span_ms", 0) - ts.get("span_ms", 0)) / steps, 2),
    launches_per_step=round(sum(c for n, (c, _) in per.items() if kind(n) != "copy")))))
for name, (calls, ms) in sorted(per.items(), key=lambda kv: -kv[1][1])[:15]:
    print(f"  {ms:7.2f} ms {calls:6.0f} x  {name[:110]}")
