# Usage: /tmp/pyref/bin/python tools/parity/make_rng_cases.py  (writes tests/parity/sd1_*_cpu_rng; run make_cases.py first)
"""Whole generations whose noise comes from a torch CPU generator: diffusers draws the start
latents and then each stochastic step's noise from the one torch.Generator("cpu") given to
the pipeline, in order; `--rng cpu` must draw the same numbers in the same order.
noise.safetensors holds the start noise diffusers drew (for reference; the test does not
feed it in)."""
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_cases as mc  # noqa: E402


@torch.no_grad()
def rng_case(pipe, name, sampler, seed):
    prompt, negative = "a lighthouse on a cliff at dusk", "blurry"
    mc.set_sampler(pipe, sampler, dict(pipe.scheduler.config))
    case = {
        "model": "models/sd1", "prompt": prompt, "negative_prompt": negative, "width": 64, "height": 64,
        "steps": 6, "cfg": 7.0, "sampler": sampler, "family": "sd1", "rng": "cpu", "seed": seed,
        "convention": __doc__.strip(),
    }
    g = torch.Generator("cpu").manual_seed(seed)
    latents = pipe(prompt=prompt, negative_prompt=negative, width=64, height=64, num_inference_steps=6,
                   guidance_scale=7.0, generator=g, output_type="latent").images
    image = pipe.vae.decode(latents / pipe.vae.config.scaling_factor).sample
    noise = torch.randn((1, 4, 8, 8), generator=torch.Generator("cpu").manual_seed(seed))
    case.update(mc.sampler_record(pipe))
    case.update(mc.VERSIONS)
    mc.write_case(name, case, noise, latents, image, None)
    mc.log(f"  {name}: latents std {latents.std():.5f}")


def main():
    from diffusers import EulerAncestralDiscreteScheduler

    mc.SAMPLERS.setdefault("euler_a", (EulerAncestralDiscreteScheduler, {}))
    mc.SAMPLERS.setdefault("dpmpp_2m_sde", (mc.DPMSolverMultistepScheduler, {"algorithm_type": "sde-dpmsolver++"}))
    pipe = mc.load_pipe(os.path.join(mc.OUT, "models", "sd1"))
    rng_case(pipe, "sd1_euler_a_cpu_rng", "euler_a", 1234)
    rng_case(pipe, "sd1_dpmpp_2m_sde_cpu_rng", "dpmpp_2m_sde", 2**32 + 7)


if __name__ == "__main__":
    main()
