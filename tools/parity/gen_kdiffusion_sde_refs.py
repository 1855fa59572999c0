# Usage: /tmp/pyref/bin/python tools/parity/gen_kdiffusion_sde_refs.py  (writes engine/testdata/kdiffusion_sde_refs.json)
"""Reference runs of k-diffusion's own DPM++ 2M SDE (midpoint and heun) and DPM++ 3M SDE as
A1111 calls them (engine/src/sampling/dpmpp_2m_sde_tree.rs, dpmpp_3m_sde.rs,
a1111_schedule.rs), on a toy denoiser.

- The model's sigmas are A1111's: LDM's `register_schedule` (betas from a float64
  `torch.linspace` of the roots, squared; numpy's float64 cumprod; stored as float32) and
  k-diffusion's `DiscreteEpsDDPMDenoiser` (sqrt((1 - a) / a) in float32), for the SD 1.x
  numbers (0.00085, 0.012, "linear" in LDM = diffusers' "scaled_linear").
- The schedules: k-diffusion's `get_sigmas_karras` and `get_sigmas_exponential` with the
  model's sigma_min/sigma_max (A1111's Karras and Exponential; Exponential is what A1111
  1.9+ runs these three samplers on when the schedule is "Automatic"), and A1111's
  `sgm_uniform` and `simple` (modules/sd_schedulers.py, written out below from its code);
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
    else:
        raise ValueError(schedule)
    if discard:
        sigmas = torch.cat([sigmas[:-2], sigmas[-1:]])
    return sigmas


SAMPLERS = {
    # name: (k-diffusion function, extra arguments, A1111's discard_next_to_last_sigma)
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
]


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
    }
    with open(OUT, "w") as f:
        json.dump(refs, f, separators=(",", ":"))
        f.write("\n")
    print(f"wrote {OUT}: {os.path.getsize(OUT)} bytes")
    for r in refs["runs"]:
        print(r["sampler"], r["schedule"], r["steps"], "max|x|", max(abs(v) for v in r["latents"]))


if __name__ == "__main__":
    main()
