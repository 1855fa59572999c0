# Usage: /tmp/pyref/bin/python tools/parity/make_sd3_controlnet_case.py  (after make_sd3_text_case.py: writes tests/parity/models/sd3_controlnet_tiny, controlnet/sd3_control_{0,1}.png and sd35m_controlnet)
"""SD 3 ControlNet parity fixtures on the tiny SD 3.5 Medium layout (models/sd35m_tiny).

* models/sd3_controlnet_tiny: a tiny random SD3ControlNetModel in the InstantX layout (joint
  blocks reading the prompt, its own positional embedding, `force_zeros_for_pooled_projection`
  true: zero pooled projections and no VAE shift for the control latents, as diffusers'
  pipeline does for it) with the transformer's widths, 2 joint blocks for the
  transformer's 4 (so each residual feeds two blocks: diffusers 0.42.1's
  `int(index_block / (num_layers / len(residuals)))`), dual attention in block 0 and
  rms_norm q/k norms as SD 3.5 Medium. diffusers zero-initializes `controlnet_blocks` and
  `pos_embed_input`: here they are drawn random, so the residuals change the picture.
* controlnet/sd3_control_{0,1}.png: two smooth 128 x 96 control maps (job size: no resize).
* sd35m_controlnet: StableDiffusion3ControlNetPipeline end to end (CFG 5, 4 steps,
  128 x 96, given initial latents, output_type="latent"): one unit at scale 0.8, and the
  same ControlNet twice (SD3MultiControlNetModel) with two maps, scales 0.6 and 1.0, the
  second over [0, 0.5] of the steps. The control image is encoded with the *mean* of the
  VAE's latent distribution (diffusers draws `latent_dist.sample()` without a generator,
  which no other program can reproduce; Candela takes the mean, as the issue asks, so
  `DiagonalGaussianDistribution.sample` is patched to return it here).

Float32 on CPU from fp16-stored weights, fixed seeds, one thread; re-running rewrites
identical files.
"""
import os
import sys

import numpy as np
import torch
from PIL import Image
from safetensors.torch import save_file

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_cases as mc  # noqa: E402
import make_sd3_case as sd3  # noqa: E402
import make_sd3_text_case as sd3t  # noqa: E402

from diffusers import SD3ControlNetModel, StableDiffusion3ControlNetPipeline  # noqa: E402
from diffusers.models.autoencoders import vae as vae_module  # noqa: E402
from diffusers.models.controlnets.controlnet_sd3 import SD3MultiControlNetModel  # noqa: E402

OUT = mc.OUT
CN_REL = "models/sd3_controlnet_tiny"
CN_DIR = os.path.join(OUT, CN_REL)
MAPS = ["controlnet/sd3_control_0.png", "controlnet/sd3_control_1.png"]

CONTROLNET = dict(
    sample_size=16,
    patch_size=2,
    in_channels=16,
    num_layers=2,
    attention_head_dim=8,
    num_attention_heads=4,
    joint_attention_dim=24,
    caption_projection_dim=32,
    pooled_projection_dim=20,
    out_channels=16,
    pos_embed_max_size=12,
    extra_conditioning_channels=0,
    dual_attention_layers=[0],
    qk_norm="rms_norm",
    pos_embed_type="sincos",
    use_pos_embed=True,
    force_zeros_for_pooled_projection=True,
)


def build_controlnet():
    torch.manual_seed(3530)
    cn = SD3ControlNetModel(**CONTROLNET)
    with torch.no_grad():
        for name, p in cn.named_parameters():
            if ".norm_" in name and name.endswith(".weight"):
                p.copy_(1.0 + 0.3 * torch.randn(p.shape))
            elif name.startswith("controlnet_blocks."):
                p.copy_(0.3 * torch.randn(p.shape))
            elif name.startswith("pos_embed_input."):
                p.copy_(0.2 * torch.randn(p.shape))
        pe = cn.pos_embed.pos_embed
        pe.copy_(pe + 0.1 * torch.randn(pe.shape))
    mc.reset_dir(CN_DIR)
    cn.to(torch.float16).save_pretrained(CN_DIR, safe_serialization=True)
    size = os.path.getsize(os.path.join(CN_DIR, "diffusion_pytorch_model.safetensors"))
    mc.log(f"controlnet: {sum(p.numel() for p in cn.parameters())} parameters, {size} bytes")
    assert size < 400_000, size


def build_maps(width, height):
    ys, xs = np.mgrid[0:height, 0:width].astype(np.float32)
    for i, rel in enumerate(MAPS):
        r = np.sin(xs / (9 + 4 * i)) * 0.5 + 0.5
        g = np.cos(ys / (7 + 3 * i)) * 0.5 + 0.5
        b = ((xs - width / 2) ** 2 + (ys - height / 2) ** 2 < (20 + 10 * i) ** 2).astype(np.float32)
        rgb = np.stack([r, g, b], axis=-1) * 255
        Image.fromarray(rgb.round().astype(np.uint8), "RGB").save(os.path.join(OUT, rel), optimize=True)


def load_controlnet():
    return SD3ControlNetModel.from_pretrained(CN_DIR, torch_dtype=torch.float32).eval()


def make_case():
    name = "sd35m_controlnet"
    out_dir = os.path.join(OUT, name)
    mc.reset_dir(out_dir)
    width, height, steps, cfg = 128, 96, 4, 5.0
    build_maps(width, height)
    base = sd3t.load_pipe(True)
    vae_module.DiagonalGaussianDistribution.sample = lambda self, generator=None: self.mean
    g = torch.Generator().manual_seed(3531)
    noise = torch.randn((1, 16, height // 8, width // 8), generator=g)
    maps = [Image.open(os.path.join(OUT, m)).convert("RGB") for m in MAPS]
    tensors, runs = {"noise": noise.contiguous()}, []
    cn = load_controlnet()
    with torch.no_grad():
        plain = base(prompt=sd3t.PIPE_PROMPT, negative_prompt=sd3t.PIPE_NEGATIVE, height=height, width=width,
                     num_inference_steps=steps, guidance_scale=cfg, latents=noise.clone(), output_type="latent",
                     return_dict=False, max_sequence_length=256)[0]
    for label, units in [
        ("one", [(0, 0.8, 0.0, 1.0)]),
        ("two_units", [(0, 0.6, 0.0, 1.0), (1, 1.0, 0.0, 0.5)]),
    ]:
        controlnet = cn if len(units) == 1 else SD3MultiControlNetModel([cn] * len(units))
        pipe = StableDiffusion3ControlNetPipeline(
            transformer=base.transformer, scheduler=base.scheduler, vae=base.vae,
            text_encoder=base.text_encoder, text_encoder_2=base.text_encoder_2, text_encoder_3=base.text_encoder_3,
            tokenizer=base.tokenizer, tokenizer_2=base.tokenizer_2, tokenizer_3=base.tokenizer_3,
            controlnet=controlnet,
        )
        one = len(units) == 1
        pick = (lambda xs: xs[0]) if one else (lambda xs: xs)
        with torch.no_grad():
            latents = pipe(
                prompt=sd3t.PIPE_PROMPT, negative_prompt=sd3t.PIPE_NEGATIVE, height=height, width=width,
                num_inference_steps=steps, guidance_scale=cfg, latents=noise.clone(), output_type="latent",
                return_dict=False, max_sequence_length=256,
                control_image=pick([maps[u[0]] for u in units]),
                controlnet_conditioning_scale=pick([u[1] for u in units]),
                control_guidance_start=pick([u[2] for u in units]),
                control_guidance_end=pick([u[3] for u in units]),
            )[0]
        change = ((latents - plain).abs().max() / latents.abs().max()).item()
        mc.log(f"{name} {label}: max|latents| {latents.abs().max().item():.4f}, "
               f"change from no ControlNet {change:.3f} x max")
        assert change > 0.05, change
        tensors[f"{label}.latents"] = latents.contiguous()
        runs.append({"name": label, "units": [
            {"map": MAPS[m], "scale": s, "start": a, "end": b} for m, s, a, b in units]})
    save_file(tensors, os.path.join(out_dir, "tensors.safetensors"))
    mc.write_json(os.path.join(out_dir, "case.json"), {
        "model": sd3.MODEL_REL,
        "controlnet": CN_REL,
        "prompt": sd3t.PIPE_PROMPT,
        "negative_prompt": sd3t.PIPE_NEGATIVE,
        "width": width,
        "height": height,
        "steps": steps,
        "cfg": cfg,
        "sampler": "euler",
        "max_sequence_length": 256,
        "runs": runs,
        "tensors": "tensors.safetensors: noise [1, 16, H/8, W/8] given as latents=; <run>.latents "
                   "(output_type='latent'); control images encoded with latent_dist.mean",
        "versions": mc.VERSIONS,
    })


def main():
    build_controlnet()
    make_case()


if __name__ == "__main__":
    main()
