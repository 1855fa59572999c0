"""Where a UNet step waits, from a CUPTI timeline (tools/gpu/kernel_times.c with
KERNEL_TIMES_TRACE=FILE): over the denoising's later steps (from the first to the last flash
attention kernel, the first third dropped as warm-up), the compute stream's busy time, the
host-to-device copies' busy time, the other streams' kernels (the fp8 decode ahead), and
the time none of them runs, each per step; and the compute stream's gaps between kernels
by size, with what the copies did meanwhile.
usage: python3 timeline_gaps.py TRACE STEPS [LABEL]"""
import sys
from collections import defaultdict


def union(intervals):
    """Sorted, merged intervals."""
    out = []
    for s, e in sorted(intervals):
        if out and s <= out[-1][1]:
            out[-1][1] = max(out[-1][1], e)
        else:
            out.append([s, e])
    return out


def length(merged):
    return sum(e - s for s, e in merged)


def clip(intervals, lo, hi):
    return [(max(s, lo), min(e, hi)) for s, e in intervals if e > lo and s < hi]


def minus(a, b):
    """Length of merged `a` not covered by merged `b`."""
    total, j = 0, 0
    for s, e in a:
        cur = s
        while j < len(b) and b[j][1] <= cur:
            j += 1
        k = j
        while k < len(b) and b[k][0] < e:
            if b[k][0] > cur:
                total += b[k][0] - cur
            cur = max(cur, b[k][1])
            k += 1
        if cur < e:
            total += e - cur
    return total


def main():
    path, steps = sys.argv[1], int(sys.argv[2])
    label = sys.argv[3] if len(sys.argv) > 3 else path
    kernels = defaultdict(list)
    copies = []
    flash = []
    copy_bytes = []
    for line in open(path):
        parts = line.split(" ", 4)
        if len(parts) < 5:
            continue
        kind, stream, s, e, name = parts[0], int(parts[1]), int(parts[2]), int(parts[3]), parts[4]
        if kind == "C":
            if "host to device" in name:
                copies.append((s, e))
                copy_bytes.append((s, int(name.rsplit(":", 1)[1]) if ":" in name else 0))
            continue
        kernels[stream].append((s, e))
        if "flash" in name:
            flash.append(s)
    if not flash:
        print(f"{label}: no flash attention kernels in {path}")
        return
    flash.sort()
    per_step = len(flash) / steps
    lo = flash[int(len(flash) / 3)]
    hi = flash[-1]
    n = sum(1 for t in flash if lo <= t <= hi) / per_step
    compute_stream = max(kernels, key=lambda k: length(union(kernels[k])))
    comp = union(clip(kernels[compute_stream], lo, hi))
    side = union(clip([iv for k, v in kernels.items() if k != compute_stream for iv in v], lo, hi))
    cop = union(clip(copies, lo, hi))
    every = union([tuple(x) for x in comp + side + cop])
    ms = lambda ns: ns / 1e6 / n
    window = hi - lo
    moved = sum(b for t, b in copy_bytes if lo <= t <= hi) / n
    print(f"== {label}: {n:.1f} steps in the window, {ms(window):.2f} ms/step")
    print(f"  compute stream busy {ms(length(comp)):.2f}, copies busy {ms(length(cop)):.2f} "
          f"({moved / 2**20:.0f} MiB/step, {moved * n / max(length(cop), 1):.1f} GB/s while copying), "
          f"other streams' kernels {ms(length(side)):.2f}")
    print(f"  nothing running {ms(window - length(every)):.2f}; copies without compute "
          f"{ms(minus(cop, comp)):.2f}; compute without copies {ms(minus(comp, cop)):.2f}; "
          f"other streams without compute {ms(minus(side, comp)):.2f}")
    # The compute stream's gaps, by size, and how much of each size the copies covered.
    cov = union([tuple(x) for x in cop + side])
    buckets = [(5_000, "<5us"), (20_000, "5-20us"), (100_000, "20-100us"), (1e18, ">100us")]
    agg = {b: [0, 0, 0] for _, b in buckets}
    for (s0, e0), (s1, _) in zip(comp, comp[1:]):
        gap = s1 - e0
        for lim, b in buckets:
            if gap < lim:
                agg[b][0] += 1
                agg[b][1] += gap
                agg[b][2] += gap - minus([[e0, s1]], cov)
                break
    print("  compute gaps per step: " + ", ".join(
        f"{b} {c / n:.0f} x = {ms(t):.2f} ms ({ms(cv):.2f} under copies/side)"
        for b, (c, t, cv) in agg.items()))


main()
