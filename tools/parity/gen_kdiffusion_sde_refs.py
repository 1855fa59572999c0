# Usage: /tmp/pyref/bin/python tools/parity/gen_kdiffusion_sde_refs.py  (writes engine/testdata/kdiffusion_sde_refs.json)
"""Reference runs of k-diffusion's own DPM++ 2M SDE (midpoint and heun), DPM++ 3M SDE and
Euler as A1111 calls them, for text to image and img2img (`img2img_run`), (engine/src/sampling/dpmpp_2m_sde_tree.rs, dpmpp_3m_sde.rs,
a1111_schedule.rs), on a toy denoiser.

- The model's sigmas are A1111's: LDM's `register_schedule` (betas from a float64
  `torch.linspace` of the roots, squared; numpy's float64 cumprod; stored as float32) and
  k-diffusion's `DiscreteEpsDDPMDenoiser` (sqrt((1 - a) / a) in float32), for the SD 1.x
  numbers (0.00085, 0.012, "linear" in LDM = diffusers' "scaled_linear").
- The schedules: k-diffusion's `get_sigmas_karras` and `get_sigmas_exponential` with the
  model's sigma_min/sigma_max (A1111's Karras and Exponential; Exponential is what A1111
  1.9+ runs these three samplers on when the schedule is "Automatic"), and A1111's
  `sgm_uniform` and `simple` (modules/sd_schedulers.py, written out below from its code);
  k-diffusion's `get_sigmas` (A1111's "Uniform", what it ran samplers without Karras or
  Exponential in their name on before 1.9);
  DPM++ 3M SDE computes steps + 1 sigmas and drops the next-to-last, as A1111's
  `discard_next_to_last_sigma` does. `timesteps` are k-diffusion's `sigma_to_t`.
- The denoiser: `DiscreteEpsDDPMDenoiser` (denoised = x - sigma * eps(x / sqrt(sigma^2 + 1),
  sigma_to_t(sigma))) over a toy eps (`toy_eps`, float32), so the runs test the solver,
  the schedule and the timesteps, not a UNet; runs marked `v_prediction` take the same toy
  output as v through `DiscreteVDDPMDenoiser` (A1111's CompVisVDenoiser, SD 2.x 768-v).
- The start noise: torch.randn(1, 4, 8, 8) from torch.Generator("cpu").manual_seed(seed),
  times sigmas[0] (A1111's `x * sigmas[0]`). The noise: k-diffusion's
  `BrownianTreeNoiseSampler(x, sigmas[sigmas > 0].min(), sigmas.max(), seed=[seed])` as
  A1111's `create_noise_sampler` builds it, on the CPU generator (what `--rng cpu
  --sde-tree-rng cpu` draws; A1111 on an NVIDIA card draws the tree with CUDA's generator,
  `--sde-tree-rng gpu`).

k_diffusion/__init__.py imports training modules (torchvision, skimage, wandb...) that the
samplers never use: the package is entered without its __init__ and torchvision's
transforms are stubbed, so only k_diffusion.sampling and k_diffusion.external run.
"""
import importlib.util
import json
import math
import os
import sys
import types

import numpy as np
import torch
import torchsde

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "engine", "testdata",
                   "kdiffusion_sde_refs.json")


def import_k_diffusion():
    spec = importlib.util.find_spec("k_diffusion")
    pkg = types.ModuleType("k_diffusion")
    pkg.__path__ = list(spec.submodule_search_locations)
    sys.modules["k_diffusion"] = pkg
    tv, tr, fn = (types.ModuleType(n) for n in
                  ("torchvision", "torchvision.transforms", "torchvision.transforms.functional"))
    tv.transforms, tr.functional = tr, fn
    stubs = [m.__name__ for m in (tv, tr, fn) if m.__name__ not in sys.modules]
    for name in stubs:
        sys.modules[name] = {"torchvision": tv, "torchvision.transforms": tr}.get(name, fn)
    import k_diffusion.external as external
    import k_diffusion.sampling as sampling
    for name in stubs:  # diffusers must not take the stubs for torchvision
        del sys.modules[name]
    return sampling, external


KS, KE = import_k_diffusion()


def f32(values):
    """Nine significant digits round-trip an f32 exactly."""
    return [float(f"{v:.9g}") for v in np.asarray(values, dtype=np.float32).ravel().tolist()]


def ldm_alphas_cumprod(linear_start=0.00085, linear_end=0.012, n=1000):
    betas = (torch.linspace(linear_start**0.5, linear_end**0.5, n, dtype=torch.float64) ** 2).numpy()
    alphas_cumprod = np.cumprod(1.0 - betas, axis=0)
    return torch.tensor(alphas_cumprod, dtype=torch.float32)


def toy_eps(x, t):
    """A smooth, nonlinear eps that depends on the timestep (float32)."""
    return 0.9 * x + 0.1 * torch.sin(3.0 * x) + 0.05 * torch.cos(0.01 * t)


class Toy(torch.nn.Module):
    def forward(self, x, t):
        return toy_eps(x, t.view(-1, 1, 1, 1))


def sgm_uniform(n, sigma_min, sigma_max, inner_model):
    """A1111's modules/sd_schedulers.py `sgm_uniform`."""
    start = inner_model.sigma_to_t(torch.tensor(sigma_max))
    end = inner_model.sigma_to_t(torch.tensor(sigma_min))
    sigs = [inner_model.t_to_sigma(ts) for ts in torch.linspace(start, end, n + 1)[:-1]]
    sigs += [0.0]
    return torch.FloatTensor(sigs)


def simple(n, sigma_min, sigma_max, inner_model):
    """A1111's modules/sd_schedulers.py `simple_scheduler`."""
    sigs = []
    ss = len(inner_model.sigmas) / n
    for x in range(n):
        sigs += [float(inner_model.sigmas[-(1 + int(x * ss))])]
    sigs += [0.0]
    return torch.FloatTensor(sigs)


def a1111_sigmas(denoiser, schedule, steps, discard):
    """A1111's KDiffusionSampler.get_sigmas for these samplers (Automatic = exponential)."""
    n = steps + 1 if discard else steps
    lo, hi = denoiser.sigmas[0].item(), denoiser.sigmas[-1].item()
    if schedule in ("default", "exponential"):
        sigmas = KS.get_sigmas_exponential(n, lo, hi)
    elif schedule == "karras":
        sigmas = KS.get_sigmas_karras(n, lo, hi)
    elif schedule == "sgm_uniform":
        sigmas = sgm_uniform(n, lo, hi, denoiser)
    elif schedule == "simple":
        sigmas = simple(n, lo, hi, denoiser)
    elif schedule == "uniform":
        sigmas = denoiser.get_sigmas(n)
    else:
        raise ValueError(schedule)
    if discard:
        sigmas = torch.cat([sigmas[:-2], sigmas[-1:]])
    return sigmas


def euler(model, x, sigmas, disable=None, noise_sampler=None):
    """k-diffusion's Euler (no noise: the tree goes unused)."""
    return KS.sample_euler(model, x, sigmas, disable=disable)


SAMPLERS = {
    # name: (k-diffusion function, extra arguments, A1111's discard_next_to_last_sigma)
    "euler": (euler, {}, False),
    "dpmpp_2m_sde": (KS.sample_dpmpp_2m_sde, {}, False),
    "dpmpp_2m_sde_heun": (KS.sample_dpmpp_2m_sde, {"solver_type": "heun"}, False),
    "dpmpp_3m_sde": (KS.sample_dpmpp_3m_sde, {}, True),
}

RUNS = [
    # sampler, schedule, steps, seed[, prediction]
    ("dpmpp_2m_sde", "default", 8, 3),
    ("dpmpp_2m_sde", "karras", 6, 2**32 + 17),
    ("dpmpp_2m_sde", "sgm_uniform", 5, 11),
    ("dpmpp_2m_sde_heun", "default", 7, 5),
    ("dpmpp_2m_sde_heun", "karras", 6, 2**40 + 5),
    ("dpmpp_3m_sde", "default", 8, 7),
    ("dpmpp_3m_sde", "karras", 10, 2**32 + 23),
    ("dpmpp_3m_sde", "simple", 6, 1),
    ("dpmpp_3m_sde", "exponential", 2, 9),
    ("dpmpp_3m_sde", "karras", 6, 13, "v_prediction"),
    ("dpmpp_2m_sde_heun", "exponential", 5, 17, "v_prediction"),
    ("dpmpp_2m_sde", "uniform", 6, 19),
    ("dpmpp_3m_sde", "uniform", 5, 21),
    ("euler", "uniform", 7, 23),
    ("euler", "uniform", 1, 25),
]

IMG2IMG_RUNS = [
    # sampler, schedule, steps, denoising strength, seed
    ("dpmpp_2m_sde", "karras", 10, 0.55, 41),
    ("dpmpp_3m_sde", "uniform", 8, 0.75, 43),
    ("dpmpp_2m_sde_heun", "exponential", 9, 0.3, 45),
    ("euler", "uniform", 9, 1.0, 47),
]

# The steps A1111's get_sigmas(steps) computes (k-diffusion's `get_sigmas`, "Uniform") on
# diffusers' SD 1.x alphas_cumprod (float32 betas), which the diffusers-style samplers use.
UNIFORM_STEPS = [1, 2, 7, 20, 30]


@torch.no_grad()
def run(denoisers, sampler, schedule, steps, seed, prediction="epsilon"):
    denoiser = denoisers[prediction]
    func, extra, discard = SAMPLERS[sampler]
    sigmas = a1111_sigmas(denoiser, schedule, steps, discard)
    noise = torch.randn((1, 4, 8, 8), generator=torch.Generator("cpu").manual_seed(seed))
    x = noise * sigmas[0]
    positive = sigmas[sigmas > 0]
    ns = KS.BrownianTreeNoiseSampler(x, positive.min(), sigmas.max(), seed=[seed])
    out = func(denoiser, x, sigmas, disable=True, noise_sampler=ns, **extra)
    return {
        "sampler": sampler, "schedule": schedule, "steps": steps, "seed": str(seed), "prediction": prediction,
        "sigmas": f32(sigmas), "timesteps": f32(denoiser.sigma_to_t(sigmas[:-1])),
        "latents": f32(out),
    }


@torch.no_grad()
def img2img_run(denoiser, sampler, schedule, steps, strength, seed):
    """A1111's sample_img2img (img2img_fix_steps off): t_enc = int(min(strength, 0.999) *
    steps), the schedule of `steps` cut to sigmas[steps - t_enc - 1:], the image latents
    noised to its first sigma; the tree spans the whole schedule (create_noise_sampler gets
    the full sigmas). The image latents are torch.randn from the CPU generator seeded
    seed + 1000."""
    func, extra, discard = SAMPLERS[sampler]
    sigmas = a1111_sigmas(denoiser, schedule, steps, discard)
    t_enc = int(min(strength, 0.999) * steps)
    sched = sigmas[steps - t_enc - 1:]
    image = torch.randn((1, 4, 8, 8), generator=torch.Generator("cpu").manual_seed(seed + 1000))
    noise = torch.randn((1, 4, 8, 8), generator=torch.Generator("cpu").manual_seed(seed))
    x = image + noise * sched[0]
    positive = sigmas[sigmas > 0]
    ns = KS.BrownianTreeNoiseSampler(x, positive.min(), sigmas.max(), seed=[seed])
    out = func(denoiser, x, sched, disable=True, noise_sampler=ns, **extra)
    return {
        "sampler": sampler, "schedule": schedule, "steps": steps, "strength": strength, "seed": str(seed),
        "steps_run": len(sched) - 1, "latents": f32(out),
    }


def diffusers_uniform():
    from diffusers import EulerDiscreteScheduler
    ac = EulerDiscreteScheduler(beta_start=0.00085, beta_end=0.012, beta_schedule="scaled_linear").alphas_cumprod
    denoiser = KE.DiscreteEpsDDPMDenoiser(Toy(), ac.to(torch.float32), quantize=False)
    return {str(n): f32(denoiser.get_sigmas(n)) for n in UNIFORM_STEPS}


def main():
    torch.set_num_threads(1)
    denoiser = KE.DiscreteEpsDDPMDenoiser(Toy(), ldm_alphas_cumprod(), quantize=False)
    denoisers = {"epsilon": denoiser,
                 "v_prediction": KE.DiscreteVDDPMDenoiser(Toy(), ldm_alphas_cumprod(), quantize=False)}
    refs = {
        "versions": {"torch": torch.__version__, "torchsde": torchsde.__version__, "numpy": np.__version__,
                     "k_diffusion": "0.1.1.post1"},
        "convention": __doc__.strip(),
        "model_sigmas": f32(denoiser.sigmas),
        "runs": [run(denoisers, *r) for r in RUNS],
        "img2img_runs": [img2img_run(denoiser, *r) for r in IMG2IMG_RUNS],
        "uniform_sigmas_diffusers_alphas": diffusers_uniform(),
    }
    with open(OUT, "w") as f:
        json.dump(refs, f, separators=(",", ":"))
        f.write("\n")
    print(f"wrote {OUT}: {os.path.getsize(OUT)} bytes")
    for r in refs["runs"]:
        print(r["sampler"], r["schedule"], r["steps"], "max|x|", max(abs(v) for v in r["latents"]))


if __name__ == "__main__":
    main()
