# Usage: /tmp/pyref/bin/python tools/parity/make_controlnet_cases.py  (rebuilds the ControlNet fixtures under tests/parity/ deterministically)
"""Builds the ControlNet parity fixtures under tests/parity/ (run after make_cases.py).

* models/controlnet_sd1/: a tiny random ControlNetModel that fits models/sd1's UNet
  (config.json + diffusion_pytorch_model.safetensors, fp16 weights; every parameter random,
  the zero convolutions included, so each residual matters);
* single_file/controlnet_sd1_tiny.safetensors: the same tensors in the original
  lllyasviel LDM layout (`control_model.*`: input_hint_block, input_blocks, zero_convs,
  middle_block, middle_block_out), checked against diffusers' own converter;
* controlnet/: three tiny control images (64 x 64 PNG);
* cases (StableDiffusionControlNetPipeline with models/sd1, Euler, float32 on CPU, the noise
  passed in): sd1_controlnet_euler (one ControlNet), sd1_multi_controlnet_euler (three at
  once, the same model with different images and scales, MultiControlNetModel),
  sd1_controlnet_end_half (control_guidance_end 0.5).

case.json adds `controlnets`: [{model, image, scale, start, end}], paths relative to
tests/parity. Deterministic: fixed seeds, one thread.
"""
import os
import sys

import numpy as np
import torch
from PIL import Image
from safetensors.torch import load_file, save_file

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_cases as mc  # noqa: E402  (helpers, Mapper, UNET_RESNET; sets one thread)

from diffusers import ControlNetModel, EulerDiscreteScheduler, StableDiffusionControlNetPipeline  # noqa: E402
from diffusers.loaders import single_file_utils as sfu  # noqa: E402

OUT = mc.OUT
SD1 = os.path.join(OUT, "models", "sd1")
CN_REL = "models/controlnet_sd1"
CN_DIR = os.path.join(OUT, CN_REL)
LDM_FILE = os.path.join(OUT, "single_file", "controlnet_sd1_tiny.safetensors")
IMAGES = ["controlnet/control_0.png", "controlnet/control_1.png", "controlnet/control_2.png"]
SIZE = 64


def build_controlnet():
    """ControlNetModel shaped like models/sd1's UNet encoder, all weights random."""
    unet_cfg = mc.UNet2DConditionModel.load_config(os.path.join(SD1, "unet"))
    torch.manual_seed(6)
    cn = ControlNetModel(
        in_channels=unet_cfg["in_channels"],
        down_block_types=tuple(unet_cfg["down_block_types"]),
        block_out_channels=tuple(unet_cfg["block_out_channels"]),
        layers_per_block=unet_cfg["layers_per_block"],
        norm_num_groups=unet_cfg["norm_num_groups"],
        cross_attention_dim=unet_cfg["cross_attention_dim"],
        attention_head_dim=unet_cfg["attention_head_dim"],
        use_linear_projection=unet_cfg["use_linear_projection"],
        conditioning_embedding_out_channels=(8, 8, 16, 16),
    )
    with torch.no_grad():
        for name, p in cn.named_parameters():
            if "norm" in name:
                continue
            # zero convs (and conv_out of the hint encoder) are zero at init: give them values
            # zero convs get smaller values: the ControlNet steers the result without drowning it
            zero = name.startswith(("controlnet_down_blocks", "controlnet_mid_block"))
            p.copy_(torch.randn_like(p) * (0.03 if zero else 0.15 if p.ndim > 1 else 0.05))
    # stored in fp16, computed in f32 from the rounded values
    cn = cn.to(torch.float16).to(torch.float32)
    mc.reset_dir(CN_DIR)
    cn.save_pretrained(CN_DIR, variant=None)
    sd = load_file(os.path.join(CN_DIR, "diffusion_pytorch_model.safetensors"))
    save_file({k: v.to(torch.float16).contiguous() for k, v in sd.items()},
              os.path.join(CN_DIR, "diffusion_pytorch_model.safetensors"))
    return ControlNetModel.from_pretrained(CN_DIR, torch_dtype=torch.float32)


def controlnet_to_ldm(sd, cfg, prefix="control_model."):
    """diffusers ControlNet state dict -> the original ControlNet (cldm) key layout."""
    m = mc.Mapper(sd, prefix)
    for d, l in {
        "time_embedding.linear_1": "time_embed.0",
        "time_embedding.linear_2": "time_embed.2",
        "conv_in": "input_blocks.0.0",
        "controlnet_cond_embedding.conv_in": "input_hint_block.0",
        "controlnet_mid_block": "middle_block_out.0",
    }.items():
        m.sub(d, l)
    nb = len(cfg["conditioning_embedding_out_channels"])
    for k in range(2 * (nb - 1)):
        m.sub(f"controlnet_cond_embedding.blocks.{k}", f"input_hint_block.{2 * (k + 1)}")
    m.sub("controlnet_cond_embedding.conv_out", f"input_hint_block.{2 * (2 * (nb - 1) + 1)}")
    L, n = cfg["layers_per_block"], len(cfg["block_out_channels"])
    for b in range(n):
        attn = cfg["down_block_types"][b].startswith("CrossAttn")
        for j in range(L):
            i = 1 + b * (L + 1) + j
            m.sub(f"down_blocks.{b}.resnets.{j}", f"input_blocks.{i}.0", mc.UNET_RESNET)
            if attn:
                m.sub(f"down_blocks.{b}.attentions.{j}", f"input_blocks.{i}.1")
        if b < n - 1:
            m.sub(f"down_blocks.{b}.downsamplers.0.conv", f"input_blocks.{(b + 1) * (L + 1)}.0.op")
    for i in range(len([k for k in sd if k.startswith("controlnet_down_blocks.") and k.endswith(".weight")])):
        m.sub(f"controlnet_down_blocks.{i}", f"zero_convs.{i}.0")
    m.sub("mid_block.resnets.0", "middle_block.0", mc.UNET_RESNET)
    m.sub("mid_block.attentions.0", "middle_block.1")
    m.sub("mid_block.resnets.1", "middle_block.2", mc.UNET_RESNET)
    return m.done()


def write_single_file(cn):
    sd = {k: v.to(torch.float16) for k, v in cn.state_dict().items()}
    ldm = controlnet_to_ldm(sd, dict(cn.config))
    os.makedirs(os.path.dirname(LDM_FILE), exist_ok=True)
    save_file(ldm, LDM_FILE)
    back = sfu.convert_controlnet_checkpoint(load_file(LDM_FILE), dict(cn.config))
    mc.assert_same("controlnet(convert_controlnet_checkpoint)", back, sd)
    mc.log(f"  {os.path.relpath(LDM_FILE, OUT)}: {len(ldm)} tensors, round trip through diffusers exact")


def write_images():
    """Three 64 x 64 maps: bright shapes on black (what a canny/scribble map looks like)."""
    yy, xx = np.mgrid[0:SIZE, 0:SIZE]
    shapes = [
        ((xx - 20) ** 2 + (yy - 28) ** 2 < 15**2),
        (np.abs(xx - 40) < 14) & (np.abs(yy - 30) < 20),
        (np.abs(xx - yy) < 4) | (np.abs(xx + yy - 64) < 4),
    ]
    for rel, mask, tint in zip(IMAGES, shapes, [(255, 255, 255), (255, 160, 40), (60, 200, 255)]):
        arr = np.zeros((SIZE, SIZE, 3), np.uint8)
        arr[mask] = tint
        path = os.path.join(OUT, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        Image.fromarray(arr, "RGB").save(path, optimize=True)


def load_image(rel):
    return Image.open(os.path.join(OUT, rel)).convert("RGB")


@torch.no_grad()
def make_case(name, units, base, cn, steps=4, cfg=5.0, seed=61):
    pipe = StableDiffusionControlNetPipeline.from_pretrained(
        SD1, controlnet=[cn] * len(units) if len(units) > 1 else cn, torch_dtype=torch.float32,
        safety_checker=None, requires_safety_checker=False, local_files_only=True)
    pipe.set_progress_bar_config(disable=True)
    pipe.scheduler = EulerDiscreteScheduler.from_config(base)
    case = {
        "model": "models/sd1",
        "prompt": "a photo of a cat",
        "negative_prompt": "blurry",
        "width": SIZE,
        "height": SIZE,
        "steps": steps,
        "cfg": cfg,
        "sampler": "euler",
        "family": "sd1",
        "noise_seed": seed,
        "controlnets": [dict(model=CN_REL, **u) for u in units],
    }
    noise = mc.make_noise(seed, SIZE, SIZE)
    one = len(units) == 1
    pick = (lambda k: units[0][k]) if one else (lambda k: [u[k] for u in units])
    images = [load_image(u["image"]) for u in units]
    out = pipe(
        prompt=case["prompt"], negative_prompt=case["negative_prompt"], width=SIZE, height=SIZE,
        num_inference_steps=steps, guidance_scale=cfg, latents=noise.clone(), output_type="latent",
        image=images[0] if one else images, controlnet_conditioning_scale=pick("scale"),
        control_guidance_start=pick("start"), control_guidance_end=pick("end"),
    ).images
    image = pipe.vae.decode(out / pipe.vae.config.scaling_factor).sample
    case.update(mc.sampler_record(pipe))
    case.update(mc.VERSIONS)
    mc.write_case(name, case, noise, out, image, None)
    # without the ControlNets the result must differ: guards against residuals that do nothing
    plain = mc.StableDiffusionPipeline(**{k: v for k, v in pipe.components.items() if k != "controlnet"})
    plain.set_progress_bar_config(disable=True)
    base_lat = plain(prompt=case["prompt"], negative_prompt=case["negative_prompt"], width=SIZE, height=SIZE,
                     num_inference_steps=steps, guidance_scale=cfg, latents=noise.clone(),
                     output_type="latent").images
    d = (base_lat - out).abs().max().item()
    mc.log(f"  {name}: {len(units)} ControlNet(s); max |latents - without ControlNet| {d:.4f}")
    assert d > 1e-2


def main():
    base = EulerDiscreteScheduler.from_pretrained(os.path.join(SD1, "scheduler")).config
    cn = build_controlnet()
    write_single_file(cn)
    write_images()
    full = dict(start=0.0, end=1.0)
    make_case("sd1_controlnet_euler", [dict(image=IMAGES[0], scale=0.8, **full)], base, cn)
    make_case("sd1_multi_controlnet_euler", [
        dict(image=IMAGES[0], scale=1.0, **full),
        dict(image=IMAGES[1], scale=0.6, **full),
        dict(image=IMAGES[2], scale=0.3, **full),
    ], base, cn)
    make_case("sd1_controlnet_end_half", [dict(image=IMAGES[1], scale=1.0, start=0.0, end=0.5)], base, cn)


if __name__ == "__main__":
    main()
