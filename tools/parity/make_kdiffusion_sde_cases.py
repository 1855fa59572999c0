# Usage: /tmp/pyref/bin/python tools/parity/make_kdiffusion_sde_cases.py  (writes tests/parity/sd1_dpmpp_3m_sde_cpu_rng, sd1_dpmpp_2m_sde_tree_karras_cpu_rng and sd1_dpmpp_2m_sde_a1111_gpu_rng; run make_cases.py first)
"""A1111's DPM++ 3M SDE and DPM++ 2M SDE (Karras) end to end on the tiny SD 1.x model, run by
k-diffusion's own samplers as A1111 calls them (see gen_kdiffusion_sde_refs.py for the
schedule, the model sigmas and the Brownian tree): the tiny UNet (diffusers') wrapped in
k-diffusion's `DiscreteEpsDDPMDenoiser` over LDM's alphas_cumprod, classifier-free
guidance on the denoised estimates as A1111's CFGDenoiser combines them, the prompt
embeddings from the pipeline's `encode_prompt`. The start noise is torch.randn from
torch.Generator("cpu") seeded with `seed`; the tree is k-diffusion's
BrownianTreeNoiseSampler seeded with the same number on the CPU generator. It is what
`--rng cpu --sde-tree-rng cpu --seed seed` must give (A1111 on an NVIDIA card draws the
same tree with CUDA's generator: `--sde-tree-rng gpu`).

`sd1_dpmpp_2m_sde_a1111_gpu_rng` is A1111's default on an NVIDIA card: its "GPU" noise
source and the tree on the latents' (CUDA) device, DPM++ 2M SDE on the schedule A1111 1.9+
writes for it (Exponential). This machine has no GPU, so the start noise and every tree
node's `torch.randn` on a CUDA generator come from A1111's Philox port
(gen_rng_refs.A1111Philox, which make_a1111_sde_tree_case.py checks against torchsde on an
H100): what `--rng gpu --sde-tree-rng gpu --sampler dpmpp_2m_sde --schedule exponential`
must give."""
import os
import sys

import numpy as np
import torch
from torchsde._brownian import brownian_interval

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_kdiffusion_sde_refs as kref  # noqa: E402
import gen_rng_refs  # noqa: E402
import make_cases as mc  # noqa: E402

KS, KE = kref.KS, kref.KE

CASES = [
    # name, sampler, schedule (None: the default, A1111's exponential), steps, seed, source
    ("sd1_dpmpp_3m_sde_cpu_rng", "dpmpp_3m_sde", None, 6, 2**32 + 29, "cpu"),
    ("sd1_dpmpp_2m_sde_tree_karras_cpu_rng", "dpmpp_2m_sde", "karras", 5, 31, "cpu"),
    ("sd1_dpmpp_2m_sde_a1111_gpu_rng", "dpmpp_2m_sde", "exponential", 5, 2**32 + 41, "gpu"),
]
CPU_RANDN = brownian_interval._randn


def cuda_randn(size, dtype, device, seed):
    """torch.randn(size, generator=torch.Generator("cuda").manual_seed(seed)), on the CPU."""
    values = gen_rng_refs.A1111Philox(int(seed)).randn(tuple(size))
    return torch.from_numpy(np.ascontiguousarray(values)).to(dtype=dtype, device=device)


def start_noise(seed, source):
    if source == "gpu":
        return torch.from_numpy(gen_rng_refs.A1111Philox(seed).randn((1, 4, 8, 8)))
    return torch.randn((1, 4, 8, 8), generator=torch.Generator("cpu").manual_seed(seed))


class Unet(torch.nn.Module):
    def __init__(self, unet):
        super().__init__()
        self.unet = unet

    def forward(self, x, t, cond):
        return self.unet(x, t, encoder_hidden_states=cond).sample


class Guided(torch.nn.Module):
    """A1111's CFGDenoiser for one image: both halves denoised, then uncond + (cond - uncond) * cfg."""

    def __init__(self, denoiser, cond, uncond, cfg):
        super().__init__()
        self.denoiser, self.cond, self.uncond, self.cfg = denoiser, cond, uncond, cfg

    def forward(self, x, sigma):
        x_in, s_in = torch.cat([x, x]), torch.cat([sigma, sigma])
        out = self.denoiser(x_in, s_in, cond=torch.cat([self.cond, self.uncond]))
        cond, uncond = out.chunk(2)
        return uncond + (cond - uncond) * self.cfg


@torch.no_grad()
def case(pipe, name, sampler, schedule, steps, seed, source):
    brownian_interval._randn = cuda_randn if source == "gpu" else CPU_RANDN
    prompt, negative, cfg = "a lighthouse on a cliff at dusk", "blurry", 7.0
    sc = pipe.scheduler.config
    ac = kref.ldm_alphas_cumprod(sc.beta_start, sc.beta_end, sc.num_train_timesteps)
    denoiser = KE.DiscreteEpsDDPMDenoiser(Unet(pipe.unet), ac, quantize=False)
    cond, uncond = pipe.encode_prompt(prompt, "cpu", 1, True, negative)
    model = Guided(denoiser, cond, uncond, cfg)
    func, extra, discard = kref.SAMPLERS[sampler]
    sigmas = kref.a1111_sigmas(denoiser, schedule or "default", steps, discard)
    noise = start_noise(seed, source)
    x = noise * sigmas[0]
    ns = KS.BrownianTreeNoiseSampler(x, sigmas[sigmas > 0].min(), sigmas.max(), seed=[seed])
    latents = func(model, x, sigmas, disable=True, noise_sampler=ns, **extra)
    image = pipe.vae.decode(latents / pipe.vae.config.scaling_factor).sample
    c = {
        "model": "models/sd1", "prompt": prompt, "negative_prompt": negative, "width": 64, "height": 64,
        "steps": steps, "cfg": cfg, "sampler": sampler, "family": "sd1", "rng": source, "sde_tree_rng": source,
        "seed": seed, "prediction_type": sc.prediction_type, "convention": __doc__.strip(),
        "sigmas": kref.f32(sigmas), "timesteps": kref.f32(denoiser.sigma_to_t(sigmas[:-1])),
        "k_diffusion": "0.1.1.post1",
    }
    if schedule:
        c["schedule"] = schedule
    c.update(mc.VERSIONS)
    mc.write_case(name, c, noise, latents, image, None)
    mc.log(f"  {name}: latents std {latents.std():.5f}")


def main():
    pipe = mc.load_pipe(os.path.join(mc.OUT, "models", "sd1"))
    for name, sampler, schedule, steps, seed, source in CASES:
        case(pipe, name, sampler, schedule, steps, seed, source)
    brownian_interval._randn = CPU_RANDN


if __name__ == "__main__":
    main()
