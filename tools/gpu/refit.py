"""Refit the planner's CUDA calibration (engine/src/planner/calibration.rs) on the recorded
runs: for each phase kind and offload mode, the least `b` (MiB) that predicts no recorded
run under, for each `a` on a grid over [0.5, 2]; prints the `a` whose worst predicted /
measured ratio is smallest, and how many phases that leaves over 1.10.
usage:
  CANDELA_DUMP_RECORDED=/tmp/terms.jsonl cargo test --workspace --locked --lib dump_terms
  python3 tools/gpu/refit.py /tmp/terms.jsonl [KIND OFFLOAD]
  python3 tools/gpu/refit.py /tmp/terms.jsonl --floor KIND OFFLOAD A B C C_LOW
With --floor, KIND's denoising phases are predicted as the larger of the floor's fit (A, B
MiB, C, C_LOW: the shared UNet fit, calibration::floor) and KIND's own, whose least `b` is
fitted where the floor is under, for the `a` and `c` with the smallest worst ratio.
Phases with one term only (a net alone on the device) are fitted; phases whose peak is the
larger of two terms (model offload's denoising with the refiner) are left to the replay
test, which checks every phase with the calibration as committed."""
import json
import sys
from collections import defaultdict

MIB = 1 << 20
rows = [json.loads(l) for l in open(sys.argv[1])]


def floor_fit(kind, offload, floor):
    """KIND's own fit under `max(floor, own)` on its denoising phases (every term counted,
    the larger taken, as predict.rs does)."""
    fa, fb, fc, fcl = floor
    phases = [r for r in rows if r["offload"] == offload and r["phase"] == "denoising"
              and any(t["kind"] == kind for t in r["terms"])]

    def pred(t, a, b, c, cl=0.0):
        return t["weights"] + a * t["activations"] + max(b * MIB, t["wholes"]) + c * t["stored"] \
            + cl * t["low_stored"]

    def full(r, own):
        ov = r["measured"] - r["pool_side"]
        best = 0
        for t in r["terms"]:
            p = pred(t, fa, fb, fc, fcl)
            if t["kind"] == kind and own:
                p = max(p, pred(t, *own))
            best = max(best, p)
        return best + ov

    best = None
    for c in [i / 1000 for i in range(0, 101, 5)]:
        for i in range(0, 151):
            a = 0.5 + i / 100
            need = 0
            for r in phases:
                if full(r, None) >= r["measured"]:
                    continue
                t = next(t for t in r["terms"] if t["kind"] == kind)
                ov = r["measured"] - r["pool_side"]
                need = max(need, r["measured"] - (t["weights"] + a * t["activations"]
                                                  + c * t["stored"] + ov))
            b_mib = -(-int(need) // MIB)
            worst = max(full(r, (a, b_mib, c)) / r["measured"] for r in phases)
            if best is None or worst < best[0]:
                best = (worst, a, b_mib, c, len(phases))
    worst, a, b_mib, c, n = best
    print(f"{kind:<13} {offload:<10} a={a:.2f} b={b_mib:4d} MiB c={c:.3f} (at least the floor's)"
          f"  worst {worst:.3f} of {n}")


if len(sys.argv) > 2 and sys.argv[2] == "--floor":
    floor_fit(sys.argv[3], sys.argv[4], tuple(float(x) for x in sys.argv[5:9]))
    sys.exit(0)
only = tuple(sys.argv[2:4]) if len(sys.argv) > 3 else None
groups = defaultdict(list)
for r in rows:
    if len(r["terms"]) != 1:
        continue
    t = r["terms"][0]
    key = (t["kind"], r["offload"])
    if only and key != only:
        continue
    overhead = r["measured"] - r["pool_side"]
    groups[key].append((t["weights"], t["activations"], t.get("wholes", 0), t.get("stored", 0),
                        r["pool_side"], overhead, r["args"]))

for key, g in sorted(groups.items()):
    best = None
    # `c`: the share of the stored bytes (`Term::stored`) kept in reserve; phases without
    # stored bytes fit c = 0.
    cs = [0.0] if not any(st for _, _, _, st, _, _, _ in g) else [i / 1000 for i in range(0, 201, 5)]
    for c in cs:
        for i in range(0, 151):
            a = 0.5 + i / 100
            # A phase's wholes take the reserve's room (`Fit::bytes_with`): where they
            # cover the phase alone, it asks nothing of `b`.
            b = max([0] + [ps - w - a * act - c * st for w, act, wh, st, ps, _, _ in g
                           if w + a * act + c * st + wh < ps])
            b_mib = -(-int(b) // MIB)
            ratios = [(w + a * act + max(b_mib * MIB, wh) + int(c * st) + ov) / (ps + ov)
                      for w, act, wh, st, ps, ov, _ in g]
            worst = max(ratios)
            if best is None or worst < best[0]:
                best = (worst, a, b_mib, c, sum(x > 1.10 for x in ratios), len(g))
    worst, a, b_mib, c, over, n = best
    print(f"{key[0]:<13} {key[1]:<10} a={a:.2f} b={b_mib:4d} MiB c={c:.3f}  worst {worst:.3f}  over 1.10: {over}/{n}")
