# Usage: /tmp/pyref/bin/python tools/parity/make_img2img_cases.py  (rebuilds the sd1_img2img_* / sd1_inpaint* cases and models/sd1_inpaint_unet; run make_cases.py first)
"""Builds the img2img and inpainting diffusers-parity fixtures under tests/parity/.

* StableDiffusionImg2ImgPipeline cases on the tiny sd1 model (euler, ddim, dpmpp_2m), each
  with a strength below 1 so the run starts part-way through the schedule from the noised
  image latents;
* StableDiffusionInpaintPipeline cases on the tiny sd1 model (4-channel UNet: latent
  masking), at strength < 1 and at strength 1 (which starts from pure noise);
* a tiny 9-channel inpainting UNet (models/sd1_inpaint_unet: only the UNet; the other
  components are models/sd1's, so the pipeline is sd1 with this UNet swapped in) and
  inpainting cases with it.

Two things of the pipelines are pinned so that the engine can reproduce them:
* the noise: diffusers draws it inside the pipeline (`randn_tensor`); the pipeline module's
  `randn_tensor` is replaced by one that returns the case's stored `noise` (the inpaint
  pipeline's `latents=` argument cannot be used, since it ignores the image at strength < 1);
* the VAE encoding: diffusers samples the latent distribution (`retrieve_latents`, mode
  "sample"); it is replaced by the distribution's mean (mode "argmax"), which is what the
  engine uses.

Same conventions as make_cases.py (float32 on CPU from fp16-stored weights, fixed seeds, one
thread); re-running rewrites identical files.
"""
import json
import os
import sys

import numpy as np
import torch
from PIL import Image
from safetensors.torch import load_file, save_file

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_cases as mc  # noqa: E402  (sets torch threads/determinism and logging on import)

import diffusers.pipelines.stable_diffusion.pipeline_stable_diffusion_img2img as img2img_mod  # noqa: E402
import diffusers.pipelines.stable_diffusion.pipeline_stable_diffusion_inpaint as inpaint_mod  # noqa: E402
import diffusers.pipelines.stable_diffusion_xl.pipeline_stable_diffusion_xl_img2img as sdxl_img2img_mod  # noqa: E402
from diffusers import (  # noqa: E402
    StableDiffusionImg2ImgPipeline,
    StableDiffusionInpaintPipeline,
    StableDiffusionXLImg2ImgPipeline,
    UNet2DConditionModel,
)

OUT = mc.OUT
SD1 = os.path.join(OUT, "models", "sd1")
INPAINT_UNET = os.path.join(OUT, "models", "sd1_inpaint_unet")
SIZE = 64

# A small UNet (so the fixture stays ~200 KB) with sd1's cross-attention width, taking
# latents (4) + mask (1) + masked-image latents (4).
INPAINT_UNET_CONFIG = dict(
    sample_size=8,
    in_channels=9,
    out_channels=4,
    block_out_channels=[16, 32],
    layers_per_block=1,
    down_block_types=["DownBlock2D", "CrossAttnDownBlock2D"],
    up_block_types=["CrossAttnUpBlock2D", "UpBlock2D"],
    attention_head_dim=4,
    cross_attention_dim=32,
    norm_num_groups=8,
)

# ----------------------------------------------------------------------------- pinned noise / encoding

_NOISE = {"t": None}


def _fixed_randn(shape, generator=None, device=None, dtype=None, layout=None):
    noise = _NOISE["t"]
    assert noise is not None and tuple(noise.shape) == tuple(shape), (shape, None if noise is None else noise.shape)
    return noise.clone().to(dtype=dtype or torch.float32)


def _mean_latents(encoder_output, generator=None, sample_mode="sample"):
    return encoder_output.latent_dist.mode()


for _mod in (img2img_mod, inpaint_mod, sdxl_img2img_mod):
    _mod.randn_tensor = _fixed_randn
    _mod.retrieve_latents = _mean_latents


# ----------------------------------------------------------------------------- inputs


def init_image():
    """A 64x64 picture with smooth gradients and a disc (deterministic, no randomness)."""
    y, x = np.mgrid[0:SIZE, 0:SIZE].astype(np.float32) / (SIZE - 1)
    r = 40 + 180 * x
    g = 30 + 150 * y
    b = 200 - 120 * x * y
    disc = (x - 0.62) ** 2 + (y - 0.4) ** 2 < 0.05
    r[disc], g[disc], b[disc] = 230, 200, 40
    arr = np.stack([r, g, b], -1).round().clip(0, 255).astype(np.uint8)
    return Image.fromarray(arr, "RGB")


def mask_image():
    """White (repaint) rectangle on black, edges off the 8-pixel grid."""
    arr = np.zeros((SIZE, SIZE), np.uint8)
    arr[13:45, 21:59] = 255
    return Image.fromarray(np.stack([arr] * 3, -1), "RGB")


def build_inpaint_unet():
    torch.manual_seed(7)
    unet = UNet2DConditionModel(**INPAINT_UNET_CONFIG)
    mc.scale_params(unet, 1.5)
    unet = unet.half()
    mc.reset_dir(INPAINT_UNET)
    unet.save_pretrained(INPAINT_UNET, safe_serialization=True)


def load(cls, unet_dir=None, model_dir=SD1):
    kwargs = {}
    if unet_dir is not None:
        kwargs["unet"] = UNet2DConditionModel.from_pretrained(unet_dir, torch_dtype=torch.float32)
    pipe = cls.from_pretrained(
        model_dir,
        torch_dtype=torch.float32,
        safety_checker=None,
        requires_safety_checker=False,
        local_files_only=True,
        **kwargs,
    )
    pipe.set_progress_bar_config(disable=True)
    return pipe


# ----------------------------------------------------------------------------- cases


@torch.no_grad()
def make_case(pipe, name, kind, sampler, steps, strength, cfg, prompt, negative, seed, base_sched, model_extra=None):
    mc.set_sampler(pipe, sampler, base_sched)
    noise = mc.make_noise(seed, SIZE, SIZE)
    _NOISE["t"] = noise
    image = init_image()
    kwargs = dict(
        prompt=prompt,
        negative_prompt=negative,
        image=image,
        strength=strength,
        num_inference_steps=steps,
        guidance_scale=cfg,
        output_type="latent",
    )
    if kind == "inpaint":
        kwargs.update(mask_image=mask_image(), width=SIZE, height=SIZE)
    latents = pipe(**kwargs).images
    _NOISE["t"] = None
    decoded = pipe.vae.decode(latents / pipe.vae.config.scaling_factor).sample
    case = {
        "model": "models/sdxl" if isinstance(pipe, StableDiffusionXLImg2ImgPipeline) else "models/sd1",
        "kind": kind,
        "prompt": prompt,
        "negative_prompt": negative,
        "width": SIZE,
        "height": SIZE,
        "steps": steps,
        "strength": strength,
        "cfg": cfg,
        "sampler": sampler,
        "family": "sdxl" if isinstance(pipe, StableDiffusionXLImg2ImgPipeline) else "sd1",
        "prediction_type": pipe.scheduler.config.prediction_type,
        "noise_seed": seed,
        "init_image": "init.png",
        "vae_encoding": "latent_dist.mode() (the mean), not a sample",
        "noise_injection": "the pipeline module's randn_tensor returns noise.safetensors' noise",
        "unet_in_channels": pipe.unet.config.in_channels,
    }
    if kind == "inpaint":
        case["mask"] = "mask.png"
        case["mask_blur"] = 0
    if model_extra:
        case.update(model_extra)
    rec = mc.sampler_record(pipe)
    case.update(rec)
    case["timesteps_run"] = [int(t) for t in pipe.scheduler.timesteps[steps - int(steps * strength):]]
    case.update(mc.VERSIONS)
    d = os.path.join(OUT, name)
    mc.reset_dir(d)
    mc.write_json(os.path.join(d, "case.json"), case)
    save_file({"noise": noise.contiguous()}, os.path.join(d, "noise.safetensors"))
    save_file({"latents": latents.contiguous()}, os.path.join(d, "expected_latents.safetensors"))
    mc.to_png(os.path.join(d, "expected.png"), decoded)
    image.save(os.path.join(d, "init.png"))
    if kind == "inpaint":
        mask_image().save(os.path.join(d, "mask.png"))
    mc.log(f"  {name}: latents mean {latents.mean():.5f} std {latents.std():.5f} max {latents.abs().max():.3f}")


def main():
    mc.log("img2img / inpaint")
    base = json.load(open(os.path.join(SD1, "scheduler", "scheduler_config.json")))
    base = {k: v for k, v in base.items() if not k.startswith("_")}
    p = load(StableDiffusionImg2ImgPipeline)
    make_case(p, "sd1_img2img_euler", "img2img", "euler", 5, 0.6, 7.0, "a photo of a cat", "blurry", 401, base)
    make_case(p, "sd1_img2img_ddim", "img2img", "ddim", 6, 0.5, 7.5, "a red car on a road", "", 402, base)
    make_case(p, "sd1_img2img_dpmpp_2m", "img2img", "dpmpp_2m", 6, 0.7, 7.0, "a fox in the snow", "blurry", 403, base)
    p = load(StableDiffusionInpaintPipeline)
    make_case(p, "sd1_inpaint_euler", "inpaint", "euler", 5, 0.8, 7.0, "a wooden door", "blurry", 404, base)
    make_case(p, "sd1_inpaint_ddim_full", "inpaint", "ddim", 4, 1.0, 7.5, "a blue window", "", 405, base)
    build_inpaint_unet()
    p = load(StableDiffusionInpaintPipeline, INPAINT_UNET)
    extra = {"unet": "models/sd1_inpaint_unet"}
    make_case(p, "sd1_inpaint9_euler", "inpaint", "euler", 4, 1.0, 7.0, "a wooden door", "blurry", 406, base, extra)
    make_case(p, "sd1_inpaint9_dpmpp_2m", "inpaint", "dpmpp_2m", 6, 0.75, 6.0, "a red flower", "", 407, base, extra)
    sdxl = os.path.join(OUT, "models", "sdxl")
    p = load(StableDiffusionXLImg2ImgPipeline, model_dir=sdxl)
    base = {k: v for k, v in dict(p.scheduler.config).items() if not k.startswith("_")}
    make_case(p, "sdxl_img2img_euler", "img2img", "euler", 5, 0.6, 5.0, "a photo of a cat", "blurry", 408, base)


if __name__ == "__main__":
    main()
