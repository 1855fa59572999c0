"""torch's UNet GPU time (`torch_gpu_time.py`: diffusers' UNet replayed from a CUDA graph)
with one scaled-dot-product-attention backend chosen:
  default  torch's own choice (on sm_90: cuDNN's attention, Hopper-only kernels);
  cudnn    cuDNN's attention only;
  flash    FlashAttention-2 only (mma.sync code: what torch runs on Ampere and Ada cards,
           where its cuDNN attention is not the default);
  efficient / math  the others.
SCRIPT (default .gpu/torch_gpu_time.py) may be tools/gpu/torch_controlnet_time.py, with its
model:res:N specs. Prints the script's JSON lines with "sdpa" added.
usage (GPU machine, repo root, .gpu holding torch_gpu_time.py and diffusers_bench.py, the
diffusers wheel installed):
  python3 tools/gpu/torch_sdpa_time.py BACKEND [SCRIPT.py] SPEC...
  e.g. python3 tools/gpu/torch_sdpa_time.py flash sd15:1024 sdxl:1024
"""
import contextlib
import io
import json
import runpy
import sys

import torch

backend, specs = sys.argv[1], sys.argv[2:]
script = ".gpu/torch_gpu_time.py"
if specs and specs[0].endswith(".py"):
    script, specs = specs[0], specs[1:]
names = ("cudnn", "flash", "mem_efficient", "math")
if backend != "default":
    want = {"efficient": "mem_efficient"}.get(backend, backend)
    if want not in names:
        sys.exit(f"torch_sdpa_time.py: backend '{backend}' is not one of default, cudnn, flash, efficient, math")
    for name in names:
        getattr(torch.backends.cuda, f"enable_{name}_sdp")(name == want)
sys.argv = [script] + specs
out = io.StringIO()
with contextlib.redirect_stdout(out):
    runpy.run_path(script, run_name="__main__")
for line in out.getvalue().splitlines():
    if line.startswith("{"):
        d = json.loads(line)
        d["sdpa"] = backend
        print(json.dumps(d), flush=True)
    else:
        print(line)
