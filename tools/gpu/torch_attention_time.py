"""torch's scaled-dot-product attention alone at the UNets' attention shapes (CFG batch 2,
f16), beside `candela-engine bench-ops`' flash rows: GPU ms per call (CUDA events over
`--iters` calls after a warm-up) and TFLOP/s counted as bench-ops counts them (the
multiply-adds of q k^T and P v at the true head size), for torch's default backend (on
sm_90 cuDNN's attention, Hopper-only kernels) and FlashAttention-2 (the mma.sync code torch
runs on Ampere and Ada cards). q, k and v are laid out as diffusers' attention passes
them: [B, N, H*D] projections viewed as [B, H, N, D].
usage (GPU machine): python3 tools/gpu/torch_attention_time.py [--iters N]
"""
import json
import sys

import torch
import torch.nn.functional as F
from torch.nn.attention import SDPBackend, sdpa_kernel

SHAPES = [
    ("SD 1.5 512, top level", 4096, 4096, 8, 40),
    ("SD 1.5 1024, top level", 16384, 16384, 8, 40),
    ("SD 1.5 2048, top level", 65536, 65536, 8, 40),
    ("SD 1.5 1024, second level", 4096, 4096, 8, 80),
    ("SD 1.5 2048, second level", 16384, 16384, 8, 80),
    ("SD 1.5 1024, third level", 1024, 1024, 8, 160),
    ("SD 1.5 2048, third level", 4096, 4096, 8, 160),
    ("SD 1.5 1024, cross-attention", 16384, 77, 8, 40),
    ("SDXL 1024, 640 channels", 4096, 4096, 10, 64),
    ("SDXL 1024, 1280 channels", 1024, 1024, 20, 64),
    ("SDXL 1024, 640 channels, cross-attention", 4096, 77, 10, 64),
    ("SDXL 1024, 1280 channels, cross-attention", 1024, 77, 20, 64),
]


def heads_view(x, heads):
    b, n, hd = x.shape
    return x.view(b, n, heads, hd // heads).transpose(1, 2)


def time_ms(f, iters):
    for _ in range(3):
        f()
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    torch.cuda.synchronize()
    start.record()
    for _ in range(iters):
        f()
    end.record()
    torch.cuda.synchronize()
    return start.elapsed_time(end) / iters


def main():
    iters = int(sys.argv[sys.argv.index("--iters") + 1]) if "--iters" in sys.argv else 20
    for what, nq, nk, heads, d in SHAPES:
        if nq * nk > 65536 * 65536 // 2 and iters > 5:
            n = 5
        else:
            n = iters
        g = torch.Generator(device="cuda").manual_seed(0)
        rnd = lambda t: torch.randn(2, t, heads * d, device="cuda", dtype=torch.half, generator=g)
        q, k, v = (heads_view(rnd(t), heads) for t in (nq, nk, nk))
        flops = 4.0 * 2.0 * heads * nq * nk * d
        row = {"op": f"torch sdpa, {what}: 2x{nq} queries, {nk} keys, {heads}x{d}"}
        for name, backend in (("default", None), ("flash", SDPBackend.FLASH_ATTENTION)):
            f = lambda: F.scaled_dot_product_attention(q, k, v)
            if backend is None:
                ms = time_ms(f, n)
            else:
                with sdpa_kernel(backend):
                    ms = time_ms(f, n)
            row[f"{name}_ms"] = round(ms, 3)
            row[f"{name}_tflops"] = round(flops / ms / 1e9, 1)
        print(json.dumps(row), flush=True)


if __name__ == "__main__":
    main()
