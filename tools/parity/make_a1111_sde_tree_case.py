# Usage: /tmp/pyref/bin/python tools/parity/make_a1111_sde_tree_case.py  (writes tests/parity/sd1_dpmpp_sde_a1111_cpu_rng; run make_cases.py first)
"""A1111's "RNG: CPU" with DPM++ SDE on an NVIDIA card, end to end on the tiny SD 1.x model:
the start latents from torch.Generator("cpu") seeded with `seed` (A1111's CPU source), the
step noise from diffusers' DPMSolverSDEScheduler Brownian tree seeded with the same number
whose nodes draw CUDA's numbers (A1111 builds the tree on the latents' device). This
machine has no GPU, so torchsde's per-node `torch.randn` on a CUDA generator is replaced
by A1111's Philox port (gen_rng_refs.A1111Philox), checked first against the values
torchsde gave on an H100 (engine/testdata/brownian_cuda_refs.json). It is what
`--rng cpu --sde-tree-rng gpu --seed seed` must give."""
import json
import os
import sys

import numpy as np
import torch
import torchsde
from diffusers import DPMSolverSDEScheduler
from torchsde._brownian import brownian_interval

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_rng_refs  # noqa: E402
import make_cases as mc  # noqa: E402

NAME, SEED, STEPS = "sd1_dpmpp_sde_a1111_cpu_rng", 2**32 + 23, 5
CUDA_REFS = os.path.join(HERE, "..", "..", "engine", "testdata", "brownian_cuda_refs.json")
# The H100's tree came within 1.7e-4 relative of the Philox port's (GPU arithmetic); a
# wrong draw is off by order 1.
RTOL = 1e-3


def cuda_randn(size, dtype, device, seed):
    """torch.randn(size, generator=torch.Generator("cuda").manual_seed(seed)), on the CPU."""
    values = gen_rng_refs.A1111Philox(int(seed)).randn(tuple(size))
    return torch.from_numpy(np.ascontiguousarray(values)).to(dtype=dtype, device=device)


def worst(got, want):
    got, want = np.asarray(got, np.float64).ravel(), np.asarray(want, np.float64).ravel()
    floor = 1e-3 * np.abs(want).max()
    return float((np.abs(got - want) / np.maximum(np.abs(want), floor)).max())


def check_against_cuda_refs():
    with open(CUDA_REFS) as f:
        refs = json.load(f)
    e = 0.0
    for case in refs["trees"]:
        w0 = torch.zeros(case["shape"])
        tree = torchsde.BrownianTree(case["t0"], w0, case["t1"], entropy=int(case["seed"]))
        for q in case["queries"]:
            e = max(e, worst(tree(q["ta"], q["tb"]).numpy(), q["w"]))
    for case in refs["noise_samplers"]:
        from diffusers.schedulers.scheduling_dpmsolver_sde import BrownianTreeNoiseSampler

        s = torch.tensor(case["sigmas"], dtype=torch.float32)
        ns = BrownianTreeNoiseSampler(torch.zeros(case["shape"]), s.min().item(), s.max().item(), int(case["seed"]))
        for call in case["calls"]:
            a = torch.tensor(call["sigma"], dtype=torch.float32)
            got = ns(a, torch.tensor(call["sigma_next"], dtype=torch.float32))
            e = max(e, worst(got.numpy(), call["noise"]))
    mc.log(f"  the Philox tree against {refs['device']}: worst {e:.2e} relative")
    assert e < RTOL, e
    return e, refs["device"]


@torch.no_grad()
def main():
    brownian_interval._randn = cuda_randn
    worst_err, device = check_against_cuda_refs()
    pipe = mc.load_pipe(os.path.join(mc.OUT, "models", "sd1"))
    prompt, negative, cfg = "a lighthouse on a cliff at dusk", "blurry", 7.0
    pipe.scheduler = DPMSolverSDEScheduler.from_config(
        dict(pipe.scheduler.config), noise_sampler_seed=SEED, use_karras_sigmas=True
    )
    c = {
        "model": "models/sd1", "prompt": prompt, "negative_prompt": negative, "width": 64, "height": 64,
        "steps": STEPS, "cfg": cfg, "sampler": "dpmpp_sde", "schedule": "karras", "family": "sd1",
        "rng": "cpu", "sde_tree_rng": "gpu", "seed": SEED,
        "prediction_type": pipe.scheduler.config.prediction_type, "convention": __doc__.strip(),
        "philox_tree_vs_cuda": {"device": device, "worst_relative": worst_err},
    }
    g = torch.Generator("cpu").manual_seed(SEED)
    latents = pipe(prompt=prompt, negative_prompt=negative, width=64, height=64, num_inference_steps=STEPS,
                   guidance_scale=cfg, generator=g, output_type="latent").images
    image = pipe.vae.decode(latents / pipe.vae.config.scaling_factor).sample
    noise = torch.randn((1, 4, 8, 8), generator=torch.Generator("cpu").manual_seed(SEED))
    c.update(mc.sampler_record(pipe))
    c["timesteps"] = [float(t) for t in pipe.scheduler.timesteps]
    c.update(mc.VERSIONS)
    mc.write_case(NAME, c, noise, latents, image, None)
    mc.log(f"  {NAME}: latents std {latents.std():.5f}")


if __name__ == "__main__":
    main()
