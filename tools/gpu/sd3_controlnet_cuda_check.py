"""SD 3 ControlNets on CUDA against diffusers' stored latents (tests/parity/sd35m_controlnet:
one unit, and two units with a [0, 0.5] window) in every offload plan, f32 and f16; one
JSON line per run: max |candela - diffusers| / max |diffusers| of the final latents.
usage (GPU machine, repo root, after tools/gpu/common.sh): python3 tools/gpu/sd3_controlnet_cuda_check.py"""
import json
import subprocess
import numpy as np
from safetensors.numpy import load_file

P = "tests/parity"
case = json.load(open(f"{P}/sd35m_controlnet/case.json"))
want = load_file(f"{P}/sd35m_controlnet/tensors.safetensors")
for dtype in ("f32", "f16"):
    for plan in ("none", "model", "sequential"):
        for run in case["runs"]:
            controls = []
            for u in run["units"]:
                controls += ["--control", f"{P}/{case['controlnet']}:{P}/{u['map']}:{u['scale']}:{u['start']}:{u['end']}"]
            args = [".gpu/candela-engine", "generate", "--model", f"{P}/{case['model']}", "--prompt", case["prompt"],
                    "--negative-prompt", case["negative_prompt"], "--width", str(case["width"]), "--height",
                    str(case["height"]), "--steps", str(case["steps"]), "--cfg", str(case["cfg"]), "--sampler", "euler",
                    "--device", "cuda", "--dtype", dtype, "--offload", plan, "--init-noise",
                    f"{P}/sd35m_controlnet/tensors.safetensors", "--out", "/tmp/sd3cn.png", "--save-latents",
                    "/tmp/sd3cn.safetensors"] + controls
            r = subprocess.run(args, capture_output=True, text=True)
            line = dict(run=run["name"], plan=plan, dtype=dtype)
            if r.returncode != 0:
                line["error"] = r.stderr.strip().splitlines()[-1][:200]
            else:
                got = load_file("/tmp/sd3cn.safetensors")["latents"].astype(np.float64)
                ref = want[run["name"] + ".latents"].astype(np.float64)
                line["rel"] = float(f"{abs(got - ref).max() / abs(ref).max():.3g}")
            print(json.dumps(line), flush=True)
