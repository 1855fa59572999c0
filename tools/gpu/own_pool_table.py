"""Session 47: `own_pool_47.sh`'s bench lines (JSONL, one per job and pool) as a markdown
table: for each job and phase, what tensors held at most (the pool's live high) and what
each pool mapped at most (MiB), the driver's pool beside each build of the own pool; then,
per pool, how far the mapped high is over the live high, and the phases whose peak over the
context (cuMemGetInfo) the prediction (fitted on the driver's pool) is under.
usage: python3 tools/gpu/own_pool_table.py LABEL=FILE.jsonl [LABEL=FILE.jsonl...]
(a file's driver lines are the column "driver"; its own-pool lines the column LABEL)"""
import json
import sys
from collections import defaultdict

M = 1 << 20
runs = defaultdict(dict)
labels = []
for arg in sys.argv[1:]:
    label, path = arg.split("=", 1)
    labels.append(label)
    for line in open(path):
        d = json.loads(line)
        job = " ".join(a for a in d["args"] if a != "--random-weights")
        runs[job]["driver" if d["pool"] == "driver" else label] = d
cols = ["driver"] + labels
PHASES = [("text_encoding", "text_encoding"), ("denoising", "denoising"), ("decoding", "vae")]
print("| job | phase | live | mapped: " + " / ".join(cols) + " | predicted (pool side) |")
print("|---|---|---|---|---|")
over = defaultdict(list)
under = defaultdict(list)
for job, by in runs.items():
    for phase, pred_key in PHASES:
        cells, live, pred = {}, None, None
        for col in cols:
            d = by.get(col)
            high = d and d["pool_high_by_phase_bytes"].get(phase)
            if not high:
                continue
            cells[col] = high["reserved"]
            live = high["used"]
            base = d.get("baseline_used_bytes") or 0
            peak = d["peak_vram_mem_get_info_by_phase_bytes"][phase] - base
            pred = d["predicted"]["predicted_peak_bytes"].get(pred_key) or 0
            if high["used"]:
                over[col].append(high["reserved"] / high["used"])
            # The prediction counts the pool and what is held outside it beside the
            # context (LIBRARY_RESERVE); the peak here is over the context already.
            if peak > pred + (96 << 20):
                under[col].append(f"{job} {phase}: {peak // M} over the context, predicted {pred // M} + 96")
        if not cells:
            continue
        print(f"| `{job}` | {phase} | {live // M} | "
              + " / ".join(str(cells[c] // M) if c in cells else "-" for c in cols)
              + f" | {pred // M} |")
print()
for col in cols:
    r = sorted(over[col])
    if r:
        print(f"- {col}: mapped / live over {len(r)} phases: median {r[len(r) // 2]:.3f}, "
              f"worst {r[-1]:.3f}, {sum(x <= 1.02 for x in r)} within 1.02, "
              f"{sum(x <= 1.05 for x in r)} within 1.05; over the prediction: {len(under[col])}")
        for u in under[col]:
            print(f"  - {u}")
