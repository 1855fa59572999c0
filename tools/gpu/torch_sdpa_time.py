"""torch's UNet GPU time (`torch_gpu_time.py`: diffusers' UNet replayed from a CUDA graph)
with one scaled-dot-product-attention backend chosen:
  default  torch's own choice (on sm_90: cuDNN's attention, Hopper-only kernels);
  cudnn    cuDNN's attention only;
  flash    FlashAttention-2 only (mma.sync code: what torch runs on Ampere and Ada cards,
           where its cuDNN attention is not the default);
  efficient / math  the others.
SCRIPT (default .gpu/torch_gpu_time.py) may be tools/gpu/torch_controlnet_time.py, with its
model:res:N specs. A UNet spec WIDTHxHEIGHT (sdxl:1216x832), which torch_gpu_time.py does not
take, is timed here the same way (its unet_case with a non-square latent). Prints the script's JSON lines with "sdpa" added.
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



def unet_wide(g, model, w, h):
    """torch_gpu_time.py's unet_case (its timeit and configs, from its globals `g`) with a
    W x H latent."""
    from diffusers import UNet2DConditionModel
    cfg = g["SD15_UNET"] if model == "sd15" else g["SDXL_UNET"]
    with torch.device("cuda"):
        unet = UNet2DConditionModel(**cfg).half().eval().requires_grad_(False)
    half = dict(device="cuda", dtype=torch.half)
    x = torch.randn(2, 4, h // 8, w // 8, **half)
    t = torch.full((2,), 500, device="cuda", dtype=torch.long)
    enc = torch.randn(2, 77, cfg["cross_attention_dim"], **half)
    kw = {}
    if model == "sdxl":
        kw["added_cond_kwargs"] = dict(text_embeds=torch.randn(2, 1280, **half), time_ids=torch.randn(2, 6, **half))
    f = lambda: unet(x, t, enc, **kw)
    timeit = g["timeit"]
    with torch.no_grad():
        for _ in range(3):
            f()
        eager = timeit(f)
        s = torch.cuda.Stream()
        s.wait_stream(torch.cuda.current_stream())
        with torch.cuda.stream(s):
            for _ in range(2):
                f()
        torch.cuda.current_stream().wait_stream(s)
        graph = torch.cuda.CUDAGraph()
        with torch.cuda.graph(graph):
            f()
        replay = timeit(graph.replay)
    del unet
    torch.cuda.empty_cache()
    return dict(part="unet", eager_ms=round(eager, 2), graph_ms=round(replay, 2))


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
wide = [x for x in specs if "x" in x.split(":")[-1]]
specs = [x for x in specs if x not in wide]
sys.argv = [script] + specs
out = io.StringIO()
with contextlib.redirect_stdout(out):
    g = runpy.run_path(script, run_name="__main__" if specs else "candela")
for spec in wide:
    model, res = spec.split(":")
    w, h = (int(v) for v in res.split("x"))
    r = unet_wide(g, model, w, h)
    r.update(model=model, res=res)
    out.write(json.dumps(r) + "\n")
for line in out.getvalue().splitlines():
    if line.startswith("{"):
        d = json.loads(line)
        d["sdpa"] = backend
        print(json.dumps(d), flush=True)
    else:
        print(line)
