"""Where torch's GPU time goes in diffusers' UNet (issue 14: profile first): the UNet of
../shared/tools/diffusers_bench.py (random weights, f16, CFG batch 2) run under
torch.profiler; prints the GPU time per forward grouped by kind of kernel (attention,
convolution, GEMM, normalization, elementwise, other) and the ten largest kernels.
usage (GPU machine, .gpu carried, diffusers wheels on PYTHONPATH):
  python3 tools/gpu/torch_kernel_profile.py sd15:1024 sdxl:1024"""
import json
import os
import sys
from collections import defaultdict

import torch

sys.path.insert(0, os.path.join(os.getcwd(), ".gpu"))
from diffusers_bench import SD15_UNET, SDXL_UNET  # noqa: E402
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from kernel_kinds import kind  # noqa: E402




def profile(model, res, n=3):
    from diffusers import UNet2DConditionModel
    cfg = SD15_UNET if model == "sd15" else SDXL_UNET
    with torch.device("cuda"):
        unet = UNet2DConditionModel(**cfg).half().eval().requires_grad_(False)
    h = res // 8
    x = torch.randn(2, 4, h, h, device="cuda", dtype=torch.half)
    t = torch.full((2,), 500, device="cuda", dtype=torch.long)
    enc = torch.randn(2, 77, cfg["cross_attention_dim"], device="cuda", dtype=torch.half)
    kw = {}
    if model == "sdxl":
        kw["added_cond_kwargs"] = dict(text_embeds=torch.randn(2, 1280, device="cuda", dtype=torch.half),
                                       time_ids=torch.randn(2, 6, device="cuda", dtype=torch.half))
    with torch.no_grad():
        for _ in range(3):
            unet(x, t, enc, **kw)
        torch.cuda.synchronize()
        with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CUDA]) as p:
            for _ in range(n):
                unet(x, t, enc, **kw)
            torch.cuda.synchronize()
    by_kind, by_name = defaultdict(float), defaultdict(float)
    for e in p.key_averages():
        if getattr(e, "device_type", None) != torch.autograd.DeviceType.CUDA:
            continue  # CPU-side ops: their kernels are counted as kernels
        us = getattr(e, "self_device_time_total", None) or getattr(e, "self_cuda_time_total", 0)
        if us <= 0:
            continue
        by_kind[kind(e.key)] += us / 1000 / n
        by_name[e.key] += us / 1000 / n
    del unet
    torch.cuda.empty_cache()
    top = sorted(by_name.items(), key=lambda kv: -kv[1])[:10]
    print(json.dumps(dict(model=model, res=res, ms_per_forward={k: round(v, 2) for k, v in sorted(by_kind.items())},
                          total=round(sum(by_kind.values()), 2))))
    for name, ms in top:
        print(f"  {ms:7.2f} ms  {name[:110]}")


for arg in sys.argv[1:]:
    m, r = arg.split(":")
    profile(m, int(r))
