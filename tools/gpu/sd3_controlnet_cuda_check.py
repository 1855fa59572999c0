"""SD 3 ControlNets on CUDA against diffusers' stored latents (tests/parity/sd35m_controlnet:
one unit, and two units with a [0, 0.5] window; sd35l_controlnet: SD 3.5 Large's official
layout, its model a copy with the case's `replace_components` swapped in) in every offload
plan, f32 and f16; one JSON line per run: max |candela - diffusers| / max |diffusers| of
the final latents.
usage (GPU machine, repo root, after tools/gpu/common.sh):
  python3 tools/gpu/sd3_controlnet_cuda_check.py [CASE]   (default sd35m_controlnet)"""
import json
import os
import shutil
import subprocess
import sys
import numpy as np
from safetensors.numpy import load_file

P = "tests/parity"
NAME = sys.argv[1] if len(sys.argv) > 1 else "sd35m_controlnet"
case = json.load(open(f"{P}/{NAME}/case.json"))
want = load_file(f"{P}/{NAME}/tensors.safetensors")
model = f"{P}/{case['model']}"
if case.get("replace_components"):
    model = f"/tmp/{NAME}-model"
    shutil.rmtree(model, ignore_errors=True)
    shutil.copytree(f"{P}/{case['model']}", model)
    for component, folder in case["replace_components"].items():
        shutil.rmtree(os.path.join(model, component))
        shutil.copytree(f"{P}/{folder}", os.path.join(model, component))
for dtype in ("f32", "f16"):
    for plan in ("none", "model", "sequential"):
        for run in case["runs"]:
            controls = []
            for u in run["units"]:
                controls += ["--control", f"{P}/{case['controlnet']}:{P}/{u['map']}:{u['scale']}:{u['start']}:{u['end']}"]
            args = [".gpu/candela-engine", "generate", "--model", model, "--prompt", case["prompt"],
                    "--negative-prompt", case["negative_prompt"], "--width", str(case["width"]), "--height",
                    str(case["height"]), "--steps", str(case["steps"]), "--cfg", str(case["cfg"]), "--sampler", "euler",
                    "--device", "cuda", "--dtype", dtype, "--offload", plan, "--init-noise",
                    f"{P}/{NAME}/tensors.safetensors", "--out", "/tmp/sd3cn.png", "--save-latents",
                    "/tmp/sd3cn.safetensors"] + controls
            r = subprocess.run(args, capture_output=True, text=True)
            line = dict(case=NAME, run=run["name"], plan=plan, dtype=dtype)
            if r.returncode != 0:
                line["error"] = r.stderr.strip().splitlines()[-1][:200]
            else:
                got = load_file("/tmp/sd3cn.safetensors")["latents"].astype(np.float64)
                ref = want[run["name"] + ".latents"].astype(np.float64)
                line["rel"] = float(f"{abs(got - ref).max() / abs(ref).max():.3g}")
            print(json.dumps(line), flush=True)
