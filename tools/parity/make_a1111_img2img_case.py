# Usage: /tmp/pyref/bin/python tools/parity/make_a1111_img2img_case.py  (writes tests/parity/sd1_img2img_euler_uniform_a1111; run make_cases.py first)
"""A1111's img2img on the tiny SD 1.x model, run by k-diffusion's own Euler as A1111 calls it
(modules/sd_samplers_kdiffusion.py `KDiffusionSampler.sample_img2img`, with its default
"img2img_fix_steps" off, modules/sd_samplers_common.py `setup_img2img_steps`):

    t_enc = int(min(denoising_strength, 0.999) * steps)
    sigmas = get_sigmas(p, steps)             # the whole schedule for `steps`
    sigma_sched = sigmas[steps - t_enc - 1:]  # its last t_enc + 1 steps
    xi = x + noise * sigma_sched[0]
    sample_euler(model, xi, sigma_sched)

(diffusers' img2img runs the last int(steps * strength) steps instead.) The schedule is
A1111's "Uniform", k-diffusion's `get_sigmas(steps)`: what A1111 ran Euler on before 1.9,
and since 1.9 under "Automatic". The tiny UNet (diffusers') is wrapped in k-diffusion's
`DiscreteEpsDDPMDenoiser` over LDM's alphas_cumprod, with classifier-free guidance on the
denoised estimates as A1111's CFGDenoiser combines them (make_kdiffusion_sde_cases.py);
the image latents are the VAE's mean times the scaling factor (as the engine encodes); the
noise is torch.randn from torch.Generator("cpu") seeded with `noise_seed`
(noise.safetensors). It is what `--sampler euler --schedule uniform --strength-rule a1111`
must give."""
import os
import sys

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_kdiffusion_sde_refs as kref  # noqa: E402
import make_cases as mc  # noqa: E402
import make_kdiffusion_sde_cases as kcases  # noqa: E402
from make_img2img_cases import SIZE, init_image  # noqa: E402

NAME = "sd1_img2img_euler_uniform_a1111"
STEPS, STRENGTH, SEED = 10, 0.55, 417


@torch.no_grad()
def main():
    pipe = mc.load_pipe(os.path.join(mc.OUT, "models", "sd1"))
    prompt, negative, cfg = "a photo of a cat", "blurry", 7.0
    sc = pipe.scheduler.config
    ac = kref.ldm_alphas_cumprod(sc.beta_start, sc.beta_end, sc.num_train_timesteps)
    denoiser = kref.KE.DiscreteEpsDDPMDenoiser(kcases.Unet(pipe.unet), ac, quantize=False)
    cond, uncond = pipe.encode_prompt(prompt, "cpu", 1, True, negative)
    model = kcases.Guided(denoiser, cond, uncond, cfg)
    image = init_image()
    pixels = pipe.image_processor.preprocess(image)
    x = pipe.vae.encode(pixels).latent_dist.mode() * pipe.vae.config.scaling_factor
    sigmas = denoiser.get_sigmas(STEPS)
    t_enc = int(min(STRENGTH, 0.999) * STEPS)
    sigma_sched = sigmas[STEPS - t_enc - 1:]
    noise = mc.make_noise(SEED, SIZE, SIZE)
    xi = x + noise * sigma_sched[0]
    latents = kref.KS.sample_euler(model, xi, sigma_sched, disable=True)
    decoded = pipe.vae.decode(latents / pipe.vae.config.scaling_factor).sample
    case = {
        "model": "models/sd1", "kind": "img2img", "prompt": prompt, "negative_prompt": negative,
        "width": SIZE, "height": SIZE, "steps": STEPS, "strength": STRENGTH, "strength_rule": "a1111",
        "cfg": cfg, "sampler": "euler", "schedule": "uniform", "family": "sd1",
        "prediction_type": sc.prediction_type, "noise_seed": SEED, "init_image": "init.png",
        "convention": __doc__.strip(),
        "sigmas": kref.f32(sigmas), "timesteps_run": kref.f32(denoiser.sigma_to_t(sigma_sched[:-1])),
        "k_diffusion": "0.1.1.post1",
    }
    case.update(mc.VERSIONS)
    mc.write_case(NAME, case, noise, latents, decoded, None)
    image.save(os.path.join(mc.OUT, NAME, "init.png"))
    mc.log(f"  {NAME}: {len(sigma_sched) - 1} of {STEPS} steps, latents std {latents.std():.5f}")


if __name__ == "__main__":
    main()
