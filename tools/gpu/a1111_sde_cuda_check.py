# Usage (a machine with an NVIDIA GPU, torch, torchsde, diffusers; k-diffusion 0.1.1.post1 installed):
#   python3 tools/gpu/a1111_sde_cuda_check.py [--out /tmp/a1111_cuda.safetensors]
# then compare Candela's CUDA build with the same job (tools/gpu/a1111_sde_cuda_check.sh does both).
"""What the CPU tests of A1111's tree SDE samplers cannot see, measured on CUDA:
1. A1111 builds the model's sigma table on the GPU: is CUDA's `((1 - a) / a) ** 0.5` equal to
   Candela's (correctly rounded sqrt), entry by entry? (torch's CPU sqrt is an ulp off in some.)
2. A1111 1.9 computes the schedule on the GPU (1.10 on the CPU): how many ulps CUDA's
   exponential and Karras sigmas are from the CPU's, and whether any moves a Brownian-tree
   query time (sigmas are rounded to 6 decimals there).
3. tests/parity/sd1_dpmpp_2m_sde_a1111_gpu_rng run on the GPU as A1111 runs it (UNet, latents
   and tree on CUDA, torch.Generator("cuda") for the start noise and the tree's nodes): how
   far it is from the committed case, whose CUDA numbers came from A1111's Philox port on
   the CPU. Writes its latents to --out for the Candela comparison."""
import argparse
import json
import os
import sys

import numpy as np
import torch
from safetensors.torch import load_file, save_file

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "parity"))
import gen_kdiffusion_sde_refs as kref  # noqa: E402
import make_kdiffusion_sde_cases as kcase  # noqa: E402
import make_cases as mc  # noqa: E402

CASE = "sd1_dpmpp_2m_sde_a1111_gpu_rng"


def ulps(a, b):
    a = np.asarray(a, np.float32).view(np.int32).astype(np.int64)
    b = np.asarray(b, np.float32).view(np.int32).astype(np.int64)
    return np.abs(a - b)


def table_check(dev):
    ac = kref.ldm_alphas_cumprod()
    cuda = (((1 - ac.to(dev)) / ac.to(dev)) ** 0.5).cpu().numpy()
    a = ac.numpy()
    exact = np.sqrt((np.float32(1) - a) / a)  # numpy's sqrt is correctly rounded, as Candela's
    d = ulps(cuda, exact)
    print(f"1. sigma table on {dev} vs correctly rounded: {int((d > 0).sum())} of 1000 differ, max {int(d.max())} ulp")


def schedule_check(dev):
    table = (((1 - kref.ldm_alphas_cumprod()) / kref.ldm_alphas_cumprod()) ** 0.5)
    lo, hi = table[0].item(), table[-1].item()
    worst, moved = 0, 0
    for n in (5, 10, 20, 21, 30, 50):
        for f in (kref.KS.get_sigmas_exponential, kref.KS.get_sigmas_karras):
            cpu = f(n, lo, hi).numpy()
            gpu = f(n, lo, hi, device=dev).cpu().numpy()
            worst = max(worst, int(ulps(cpu, gpu).max()))
            moved += sum(round(float(x), 6) != round(float(y), 6) for x, y in zip(cpu, gpu))
    print(f"2. schedules on {dev} vs CPU: max {worst} ulp; {moved} tree query times moved by the 6-decimal rounding")


@torch.no_grad()
def case_on(dev, out):
    c = json.load(open(os.path.join(mc.OUT, CASE, "case.json")))
    pipe = mc.load_pipe(os.path.join(mc.OUT, "models", "sd1")).to(dev)
    sc = pipe.scheduler.config
    ac = kref.ldm_alphas_cumprod(sc.beta_start, sc.beta_end, sc.num_train_timesteps).to(dev)
    denoiser = kref.KE.DiscreteEpsDDPMDenoiser(kcase.Unet(pipe.unet), ac, quantize=False)
    cond, uncond = pipe.encode_prompt(c["prompt"], dev, 1, True, c["negative_prompt"])
    model = kcase.Guided(denoiser, cond, uncond, c["cfg"])
    func, extra, discard = kref.SAMPLERS[c["sampler"]]
    sigmas = kref.a1111_sigmas(denoiser, c["schedule"], c["steps"], discard).to(dev)
    g = torch.Generator(dev).manual_seed(c["seed"])
    x = torch.randn((1, 4, 8, 8), generator=g, device=dev) * sigmas[0]
    ns = kref.KS.BrownianTreeNoiseSampler(x, sigmas[sigmas > 0].min(), sigmas.max(), seed=[c["seed"]])
    latents = func(model, x, sigmas, disable=True, noise_sampler=ns, **extra).cpu()
    want = load_file(os.path.join(mc.OUT, CASE, "expected_latents.safetensors"))["latents"]
    err = float((latents - want).abs().max() / want.abs().max())
    print(f"3. {CASE} on {dev} (torch's own CUDA numbers) vs the committed case: {err:.2e} x max|ref|")
    save_file({"latents": latents.contiguous()}, out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="/tmp/a1111_cuda.safetensors")
    ap.add_argument("--device", default="cuda")
    dev = ap.parse_args().device
    out = ap.parse_args().out
    if dev == "cuda":
        assert torch.cuda.is_available(), "needs a CUDA GPU (or --device cpu for a dry run)"
    table_check(dev)
    schedule_check(dev)
    case_on(dev, out)


if __name__ == "__main__":
    main()
