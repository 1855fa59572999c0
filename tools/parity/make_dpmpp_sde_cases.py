# Usage: /tmp/pyref/bin/python tools/parity/make_dpmpp_sde_cases.py  (writes tests/parity/sd1_dpmpp_sde*_cpu_rng; run make_cases.py first)
"""DPM++ SDE (diffusers' DPMSolverSDEScheduler) end to end through StableDiffusionPipeline on
the tiny SD 1.x model: the start latents come from torch.Generator("cpu") seeded with `seed`,
and the step noise from the scheduler's Brownian tree (torchsde, CPU generator) seeded with
the same number (`noise_sampler_seed=seed`), which is what `--rng cpu --seed seed` must give.
A1111 seeds its tree with the image's seed likewise (on the latents' device)."""
import os
import sys

import torch
from diffusers import DPMSolverSDEScheduler

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_cases as mc  # noqa: E402

CASES = [
    # name, seed, steps, schedule
    ("sd1_dpmpp_sde_cpu_rng", 21, 5, None),
    ("sd1_dpmpp_sde_karras_cpu_rng", 2**32 + 22, 4, "karras"),
]


@torch.no_grad()
def case(pipe, base_config, name, seed, steps, schedule):
    prompt, negative, cfg = "a lighthouse on a cliff at dusk", "blurry", 7.0
    extra = {"noise_sampler_seed": seed}
    if schedule == "karras":
        extra["use_karras_sigmas"] = True
    pipe.scheduler = DPMSolverSDEScheduler.from_config(base_config, **extra)
    c = {
        "model": "models/sd1", "prompt": prompt, "negative_prompt": negative, "width": 64, "height": 64,
        "steps": steps, "cfg": cfg, "sampler": "dpmpp_sde", "family": "sd1", "rng": "cpu", "seed": seed,
        "prediction_type": pipe.scheduler.config.prediction_type, "convention": __doc__.strip(),
    }
    if schedule:
        c["schedule"] = schedule
    g = torch.Generator("cpu").manual_seed(seed)
    latents = pipe(prompt=prompt, negative_prompt=negative, width=64, height=64, num_inference_steps=steps,
                   guidance_scale=cfg, generator=g, output_type="latent").images
    image = pipe.vae.decode(latents / pipe.vae.config.scaling_factor).sample
    noise = torch.randn((1, 4, 8, 8), generator=torch.Generator("cpu").manual_seed(seed))
    c.update(mc.sampler_record(pipe))
    c["timesteps"] = [float(t) for t in pipe.scheduler.timesteps]
    c.update(mc.VERSIONS)
    mc.write_case(name, c, noise, latents, image, None)
    mc.log(f"  {name}: latents std {latents.std():.5f}")


def main():
    pipe = mc.load_pipe(os.path.join(mc.OUT, "models", "sd1"))
    base_config = dict(pipe.scheduler.config)
    for name, seed, steps, schedule in CASES:
        case(pipe, base_config, name, seed, steps, schedule)


if __name__ == "__main__":
    main()
