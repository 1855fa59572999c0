#!/usr/bin/env python3
"""usage: python3 tools/gpu/vram_table.py vram_matrix.jsonl
Predicted vs measured peak per phase (MiB) from tools/gpu/vram_matrix.sh's JSON lines.
predicted = the planner's phase peak + the process's memory outside the pool (context
at open + the library reserve); NVML = this process's memory (less --simulate-vram's
ballast); mgi = cuMemGetInfo used less what the device held before the process opened
it and the ballast. ratio = measured / predicted (the promise: <= 1 and >= 1/1.10)."""
import json
import sys

RESERVE = 96 << 20
MIB = 1 << 20
PH = [("text_encoding", "text_encoding"), ("denoising", "denoising"), ("vae", "decoding"), ("vae", "encoding")]


def rows(path):
    for line in open(path):
        d = json.loads(line)
        args = " ".join(a for a in d["args"] if a not in ("--random-weights",)).replace("/tmp/", "")
        if "error" in d:
            yield args, None, d["error"].strip().splitlines()[-1][:160]
            continue
        ctx = d.get("context") or {}
        after_open = ctx.get("process_after_open") or 0
        before = ctx.get("device_used_before") or 0
        ballast = d.get("ballast_bytes", 0)
        # New builds report the process total (context and library room included).
        total = d["predicted"].get("predicted_total_peak_bytes")
        pred = total or d["predicted"]["predicted_peak_bytes"]
        extra = 0 if total else after_open + RESERVE
        nv = d["peak_vram_nvml_process_by_phase_bytes"]
        mg = d["peak_vram_mem_get_info_by_phase_bytes"]
        pool = d.get("pool_high_by_phase_bytes", {})
        out = []
        for pk, mk in PH + [("max", "loading")]:
            if not mg.get(mk):
                continue
            p = pred.get(pk, pred["max"]) + extra
            n = nv[mk] - ballast
            m = mg[mk] - before - ballast
            ph = pool.get(mk, {})
            out.append((mk, p // MIB, n // MIB, m // MIB, ph.get("used", 0) // MIB, ph.get("reserved", 0) // MIB, pred.get(pk, pred["max"]) // MIB))
        yield args, out, d["plan"]


def main():
    print("| job | plan | phase | predicted | NVML | mgi | ratio | pool used/reserved | pred (pool) |")
    print("|---|---|---|---|---|---|---|---|---|")
    worst = []
    for args, out, plan in rows(sys.argv[1]):
        if out is None:
            print(f"| {args} | FAILED | {plan} | | | | | | |")
            continue
        for mk, p, n, m, pu, pr, pp in out:
            r = max(n, m) / p if p else 0
            flag = " **over**" if r > 1 else (" low" if r < 1 / 1.10 else "")
            if mk != "loading":
                worst.append((r, args, mk))
            plan_s = "/".join(str(plan[k]) for k in ("offload", "attention_slice", "vae_tile"))
            print(f"| {args} | {plan_s} | {mk} | {p} | {n} | {m} | {r:.2f}{flag} | {pu}/{pr} | {pp} |")
    over = [w for w in worst if w[0] > 1]
    within = [w for w in worst if 1 / 1.10 <= w[0] <= 1]
    print(f"\nphases: {len(worst)}; measured over predicted: {len(over)}; within 10% under it: {len(within)}; "
          f"lowest measured/predicted: {min(worst)[0]:.2f} ({min(worst)[1]} {min(worst)[2]})")


if __name__ == "__main__":
    main()
