# Usage: /tmp/pyref/bin/python tools/parity/make_sampler_cases.py  (writes tests/parity/sd1_<sampler>_cpu_rng, sd2v_euler_cfg_rescale; run make_cases.py first)
"""Whole generations with the samplers of issue 16 through diffusers' StableDiffusionPipeline,
each scheduler `from_config` of the model's config as the engine builds it: the start
latents and every stochastic step's noise come from one torch.Generator("cpu") seeded with
`seed`, which `--rng cpu` must reproduce in the same order (noise.safetensors holds the
start noise diffusers drew, for reference; the test does not feed it in).
`sd2v_euler_cfg_rescale`: the v-prediction model with guidance_rescale (`--cfg-rescale`)."""
import os
import sys

import torch
from diffusers import (HeunDiscreteScheduler, KDPM2AncestralDiscreteScheduler, KDPM2DiscreteScheduler, LCMScheduler,
                       LMSDiscreteScheduler, UniPCMultistepScheduler)

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_cases as mc  # noqa: E402

KARRAS = {"use_karras_sigmas": True}


@torch.no_grad()
def case(pipe, name, model_rel, sampler, seed, steps, schedule=None, cfg=7.0, cfg_rescale=0.0, family="sd1"):
    prompt, negative = "a lighthouse on a cliff at dusk", "blurry"
    mc.set_sampler(pipe, sampler, pipe.model_scheduler_config)
    c = {
        "model": model_rel, "prompt": prompt, "negative_prompt": negative, "width": 64, "height": 64,
        "steps": steps, "cfg": cfg, "sampler": sampler.split(":")[0], "family": family, "rng": "cpu", "seed": seed,
        "prediction_type": pipe.scheduler.config.prediction_type, "convention": __doc__.strip(),
    }
    if schedule:
        c["schedule"] = schedule
    if cfg_rescale:
        c["cfg_rescale"] = cfg_rescale
    g = torch.Generator("cpu").manual_seed(seed)
    latents = pipe(prompt=prompt, negative_prompt=negative, width=64, height=64, num_inference_steps=steps,
                   guidance_scale=cfg, guidance_rescale=cfg_rescale, generator=g, output_type="latent").images
    image = pipe.vae.decode(latents / pipe.vae.config.scaling_factor).sample
    noise = torch.randn((1, 4, 8, 8), generator=torch.Generator("cpu").manual_seed(seed))
    c.update(mc.sampler_record(pipe))
    c.update(mc.VERSIONS)
    mc.write_case(name, c, noise, latents, image, None)
    mc.log(f"  {name}: latents std {latents.std():.5f}")
    return latents


def main():
    base = {
        "heun": (HeunDiscreteScheduler, {}), "dpm2": (KDPM2DiscreteScheduler, {}),
        "dpm2_a": (KDPM2AncestralDiscreteScheduler, {}), "lms": (LMSDiscreteScheduler, {}),
        "unipc": (UniPCMultistepScheduler, {}), "lcm": (LCMScheduler, {}),
        "lms:karras": (LMSDiscreteScheduler, KARRAS), "dpm2_a:karras": (KDPM2AncestralDiscreteScheduler, KARRAS),
        "euler": (mc.EulerDiscreteScheduler, {}),
    }
    mc.SAMPLERS.update(base)
    pipe = mc.load_pipe(os.path.join(mc.OUT, "models", "sd1"))
    pipe.model_scheduler_config = dict(pipe.scheduler.config)
    case(pipe, "sd1_heun_cpu_rng", "models/sd1", "heun", 11, 4)
    case(pipe, "sd1_dpm2_cpu_rng", "models/sd1", "dpm2", 12, 4)
    case(pipe, "sd1_dpm2_a_cpu_rng", "models/sd1", "dpm2_a", 13, 5)
    case(pipe, "sd1_lms_cpu_rng", "models/sd1", "lms", 14, 6)
    case(pipe, "sd1_unipc_cpu_rng", "models/sd1", "unipc", 15, 6)
    case(pipe, "sd1_lcm_cpu_rng", "models/sd1", "lcm", 16, 4, cfg=1.5)
    case(pipe, "sd1_lms_karras_cpu_rng", "models/sd1", "lms:karras", 17, 6, schedule="karras")
    case(pipe, "sd1_dpm2_a_karras_cpu_rng", "models/sd1", "dpm2_a:karras", 18, 5, schedule="karras")
    sd2 = mc.load_pipe(os.path.join(mc.OUT, "models", "sd2v"))
    sd2.model_scheduler_config = dict(sd2.scheduler.config)
    plain = case(sd2, "sd2v_euler_cfg_rescale", "models/sd2v", "euler", 19, 5, cfg=7.5, cfg_rescale=0.7, family="sd2v")
    # The rescale must matter for the case to test it.
    g = torch.Generator("cpu").manual_seed(19)
    without = sd2(prompt="a lighthouse on a cliff at dusk", negative_prompt="blurry", width=64, height=64,
                  num_inference_steps=5, guidance_scale=7.5, generator=g, output_type="latent").images
    rel = float((plain - without).abs().max() / plain.abs().max())
    mc.log(f"  guidance_rescale 0.7 moves the latents by {rel:.3f} x max|latents|")
    assert rel > 0.01


if __name__ == "__main__":
    main()
