"""Session 48: how closely what a pool maps follows what is live. For each phase kind and
offload mode of `dump_terms`' lines (single-term phases), fits `mapped + outside = a x live
+ b` (live and mapped: the phase's pool highs; outside: what its peak holds beyond the pool,
taken as known), the least `b` that leaves no phase under for each `a` in [0.9, 1.5], and
prints the `a` with the fewest phases over 1.10 (then the smallest worst ratio), counted
with the context as the replay counts it.
usage:
  CANDELA_DUMP_RECORDED=/tmp/terms.jsonl cargo test -p candela-engine --lib dump_terms
  CANDELA_DUMP_OWN=1 CANDELA_DUMP_RECORDED=/tmp/own_terms.jsonl cargo test -p candela-engine --lib dump_terms
  python3 tools/gpu/live_line_fit.py /tmp/terms.jsonl      # the driver's pool
  python3 tools/gpu/live_line_fit.py /tmp/own_terms.jsonl  # the own pool"""
import json
import sys
from collections import defaultdict

MIB = 1 << 20
groups = defaultdict(list)
for line in open(sys.argv[1]):
    r = json.loads(line)
    if len(r["terms"]) != 1 or r["pool_used"] is None:
        continue
    overhead = r["measured"] - r["pool_side"]  # the context and the library's reserve
    outside = r["pool_side"] - r["pool_reserved"]
    groups[(r["terms"][0]["kind"], r["offload"])].append(
        (r["pool_used"], r["pool_reserved"], overhead + outside))

for key, g in sorted(groups.items()):
    best = None
    for i in range(61):
        a = 0.9 + i / 100
        b = max(0, max(mapped - a * live for live, mapped, _ in g))
        ratios = [(a * live + b + beside) / (mapped + beside) for live, mapped, beside in g]
        score = (sum(x > 1.10 for x in ratios), max(ratios))
        if best is None or score < best[0]:
            best = (score, a, b / MIB)
    (over, worst), a, b = best
    print(f"{key[0]:<15}{key[1]:<11} {len(g):4d} phases  a={a:.2f} b={b:5.0f} MiB"
          f"  worst {worst:.3f}  over 1.10: {over}")
