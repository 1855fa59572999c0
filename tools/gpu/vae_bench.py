"""diffusers' VAE decode alone, random full-size SD weights in fp16, for comparing Candela's
VAE phase: median seconds over 3 runs after a warm-up, and torch's peak allocated MiB.

usage (GPU machine, diffusers importable): python3 vae_bench.py --res 512 [--tile]
Prints one JSON line.
"""
import argparse, json, time

import torch
from diffusers import AutoencoderKL

VAE = dict(
    in_channels=3, out_channels=3, latent_channels=4, layers_per_block=2,
    block_out_channels=(128, 256, 512, 512),
    down_block_types=("DownEncoderBlock2D",) * 4, up_block_types=("UpDecoderBlock2D",) * 4,
)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--res", type=int, default=512)
    ap.add_argument("--tile", action="store_true")
    a = ap.parse_args()
    torch.manual_seed(0)
    with torch.device("cuda"):
        vae = AutoencoderKL(sample_size=512, scaling_factor=0.18215, **VAE)
    vae.to(torch.float16).eval().requires_grad_(False)
    if a.tile:
        vae.enable_tiling()
    z = torch.randn(1, 4, a.res // 8, a.res // 8, device="cuda", dtype=torch.float16)
    with torch.no_grad():
        vae.decode(z)
        torch.cuda.synchronize(); torch.cuda.empty_cache()
        base = torch.cuda.memory_allocated()
        torch.cuda.reset_peak_memory_stats()
        times = []
        for _ in range(3):
            t0 = time.perf_counter(); vae.decode(z); torch.cuda.synchronize()
            times.append(time.perf_counter() - t0)
    times.sort()
    print(json.dumps(dict(res=a.res, tile=a.tile, decode_s=round(times[1], 4),
                          peak_alloc_mib=round(torch.cuda.max_memory_allocated() / 2**20),
                          weights_mib=round(base / 2**20),
                          peak_over_weights_mib=round((torch.cuda.max_memory_allocated() - base) / 2**20))))


if __name__ == "__main__":
    main()
