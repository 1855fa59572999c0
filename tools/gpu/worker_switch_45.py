#!/usr/bin/env python3
"""Session 45 (issue 13): the app's worker under a budget, with model switches, on full-size
models read from disk. No run before had one: `candela-engine serve` needs a model on disk,
and the GPU machine has none. This script makes two (SD 1.5 and SDXL, random weights in
f16, saved by diffusers' save_pretrained as the diffusers folders users download, without
tokenizer folders: the worker falls back to its bundled CLIP vocabulary), starts the
worker, and sends it jobs that switch between them, each with `plan.auto` and a budget.
Per job: the plan the worker answers (`plan` request: its predicted peak per phase), the
peaks it measures itself (`measured_peaks`: its own NVML process memory, sampled every 2
ms), and an outside meter: the device's NVML used memory less its baseline before the
worker started, sampled every 2 ms by this script, per phase (the `phase` events' times)
and over the whole job from its `loading` event on (model loading and switches included),
against the job's budget; before that event (`queued`) the worker holds what the job
before left.

usage (GPU machine, repo root, .gpu and .whl carried, after common.sh's setup):
  python3 tools/gpu/worker_switch_45.py make      # the two model folders under /tmp/models
  python3 tools/gpu/worker_switch_45.py run OUT   # the jobs; a JSON line per job in OUT
WORKER_BIN=PATH runs another build (default .gpu/candela-engine). Each line also has the
seconds between the job's phase events (session 46) and the image event's ms per step.
With WORKER_DRY=1 (a check of this script on a machine without a GPU): the CPU worker at
target/debug/candela-engine on the tiny parity models at 64x64, 2 steps, a constant meter.
"""
import json, os, queue, subprocess, sys, threading, time

MiB = 1 << 20
GiB = 1 << 30
# (model, width, height, steps, budget GiB): a switch on every line but the third (SDXL
# again under half the budget: the nets built for 8 GiB exceed it) and the sixth.
JOBS = [
    ("sd15", 512, 512, 10, 4),
    ("sdxl", 1024, 1024, 6, 8),
    ("sdxl", 1024, 1024, 6, 4),
    ("sd15", 768, 768, 6, 4),
    ("sdxl", 1024, 1024, 6, 6),
    ("sdxl", 1216, 832, 6, 6),
    ("sd15", 512, 512, 6, 2),
    ("sdxl", 1024, 1024, 6, 4),
    ("sd15", 1024, 1024, 4, 3),
]


def make():
    sys.path.insert(0, ".gpu")
    import torch
    from diffusers_bench import build
    for name in ("sd15", "sdxl"):
        t0 = time.time()
        pipe = build(name)
        pipe.save_pretrained(f"/tmp/models/{name}", safe_serialization=True)
        del pipe
        torch.cuda.empty_cache()
        print(f"made /tmp/models/{name} in {time.time() - t0:.1f} s", flush=True)


DRY = os.environ.get("WORKER_DRY") == "1"


def run(out_path):
    if DRY:
        used = lambda: 0
    else:
        import pynvml
        pynvml.nvmlInit()
        h = pynvml.nvmlDeviceGetHandleByIndex(0)
        used = lambda: pynvml.nvmlDeviceGetMemoryInfo(h).used
    base = used()
    samples, stop = [], False

    def sample():
        while not stop:
            samples.append((time.monotonic(), used()))
            time.sleep(0.002)

    threading.Thread(target=sample, daemon=True).start()
    cmd = ["target/debug/candela-engine", "serve", "--device", "cpu"] if DRY else \
        [os.environ.get("WORKER_BIN", ".gpu/candela-engine"), "serve", "--device", "cuda"]
    worker = subprocess.Popen(cmd,
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              stderr=open("/tmp/worker.err", "w"), text=True, bufsize=1)
    events = queue.Queue()

    def read():
        for line in worker.stdout:
            try:
                events.put((time.monotonic(), json.loads(line)))
            except json.JSONDecodeError:
                pass

    threading.Thread(target=read, daemon=True).start()

    def send(req):
        worker.stdin.write(json.dumps(req) + "\n")
        worker.stdin.flush()
        return time.monotonic()

    def until(kinds, jid, timeout=600):
        seen = []
        while True:
            t, e = events.get(timeout=timeout)
            if e.get("type") != "preview":
                seen.append((t, e))
            if e.get("type") in kinds and e.get("id", jid) == jid:
                return seen

    until({"ready"}, None)
    os.makedirs("/tmp/worker_out", exist_ok=True)
    with open(out_path, "w") as out:
        for i, (model, w, hgt, steps, budget) in enumerate(JOBS):
            if DRY:
                model, w, hgt, steps = {"sd15": "sd1", "sdxl": "sdxl"}[model], 64, 64, 2
            path = f"tests/parity/models/{model}" if DRY else f"/tmp/models/{model}"
            job = dict(model=path, prompt="a lighthouse on a cliff", width=w,
                       height=hgt, steps=steps, cfg=7.0, seed=i + 1, sampler="euler",
                       out_dir="/tmp/worker_out", preview_every=0,
                       plan=dict(auto=True, vram_budget_bytes=budget * GiB, offload="none",
                                 attention_slice=0, vae_tile=0))
            jid = f"j{i}"
            send(dict(type="plan", id=f"p{i}", job=job))
            planned = until({"plan_result", "error"}, f"p{i}")[-1][1]
            t0 = send(dict(type="generate", id=jid, job=job))
            seen = until({"done", "error", "cancelled"}, jid)
            t1 = seen[-1][0]
            phases = [(t, e["phase"]) for t, e in seen if e.get("type") == "phase"]
            bounds = [(t0, "queued")] + phases + [(t1, "end")]
            by_phase, phase_s = {}, {}
            for (ta, name), (tb, _) in zip(bounds, bounds[1:]):
                phase_s[name] = round(phase_s.get(name, 0) + tb - ta, 2)
                vals = [u for ts, u in samples if ta <= ts <= tb]
                if vals:
                    by_phase[name] = max(by_phase.get(name, 0), (max(vals) - base) // MiB)
            # The job begins at its `loading` event; before it (`queued`), the worker still
            # holds what the job before left (its model, under that job's budget) until this
            # job's switch drops it.
            begun = phases[0][0] if phases else t0
            whole = [(u - base) // MiB for ts, u in samples if begun <= ts <= t1]
            measured = next((e["measured_peak_bytes_per_phase"] for _, e in seen
                             if e.get("type") == "measured_peaks"), None)
            row = dict(
                job=f"{model} {w}x{hgt} {steps} steps, budget {budget} GiB",
                plan=planned.get("plan"),
                predicted_mib={k: v // MiB for k, v in
                               (planned.get("predicted_peak_bytes_per_phase") or {}).items()},
                worker_measured_mib=measured and {k: v // MiB for k, v in measured.items()},
                outside_nvml_mib_by_phase=by_phase,
                outside_nvml_mib_job=max(whole) if whole else None,
                budget_mib=budget * 1024,
                within_budget=bool(whole) and max(whole) <= budget * 1024,
                fallbacks=[e["plan"] for _, e in seen if e.get("type") == "fallback"],
                errors=[e["message"] for _, e in seen if e.get("type") == "error"],
                seconds=round(t1 - t0, 1),
                phase_seconds=phase_s,
                ms_per_step=next((e.get("ms_per_step") for _, e in seen
                                  if e.get("type") == "image"), None),
            )
            out.write(json.dumps(row) + "\n")
            out.flush()
            print(json.dumps(row), flush=True)
    send(dict(type="shutdown"))
    worker.wait(timeout=120)
    stop = True
    print(json.dumps(dict(nvml_baseline_mib=base // MiB, samples=len(samples))))


if __name__ == "__main__":
    {"make": lambda: make(), "run": lambda: run(sys.argv[2])}[sys.argv[1]]()
