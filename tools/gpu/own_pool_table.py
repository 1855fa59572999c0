"""Session 47: `own_pool_47.sh`'s bench lines (JSONL, one per job and pool) as a markdown
table: for each job and phase, what tensors held at most (the pool's live high), what
each pool mapped at most, and the phase's peak over the context (cuMemGetInfo), MiB,
beside the prediction (the planner is fitted on the driver's pool); then how far the
mapped high is over the live high, per pool.
usage: python3 tools/gpu/own_pool_table.py FILE.jsonl [FILE.jsonl...]"""
import json
import sys
from collections import defaultdict

M = 1 << 20
runs = defaultdict(dict)
for path in sys.argv[1:]:
    for line in open(path):
        d = json.loads(line)
        runs[" ".join(a for a in d["args"] if a != "--random-weights")][d["pool"]] = d

PHASES = [("text_encoding", "text_encoding"), ("denoising", "denoising"), ("decoding", "vae")]
print("| job | phase | live | mapped: driver / own | over the context: driver / own | predicted |")
print("|---|---|---|---|---|---|")
over = defaultdict(list)
for job, by_pool in runs.items():
    for phase, pred_key in PHASES:
        cells = {}
        for pool, d in by_pool.items():
            pool_high = d["pool_high_by_phase_bytes"].get(phase)
            if not pool_high:
                continue
            base = d.get("baseline_used_bytes") or 0
            peak = d["peak_vram_mem_get_info_by_phase_bytes"][phase] - base
            cells[pool] = (pool_high["used"], pool_high["reserved"], peak,
                           d["predicted"]["predicted_peak_bytes"].get(pred_key))
            if pool_high["used"]:
                over[pool].append(pool_high["reserved"] / pool_high["used"])
        if not cells:
            continue
        any_cell = next(iter(cells.values()))
        f = lambda pool, i: str(cells[pool][i] // M) if pool in cells else "-"
        print(f"| `{job}` | {phase} | {any_cell[0] // M} | {f('driver', 1)} / {f('own', 1)} "
              f"| {f('driver', 2)} / {f('own', 2)} | {(any_cell[3] or 0) // M} |")
for pool, ratios in over.items():
    ratios.sort()
    n = len(ratios)
    print(f"\n{pool}: mapped / live over {n} phases: median {ratios[n // 2]:.3f}, "
          f"worst {ratios[-1]:.3f}, within 1.05: {sum(r <= 1.05 for r in ratios)}")
