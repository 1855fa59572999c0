# Usage: /tmp/pyref/bin/python tools/parity/make_sd35l_controlnet_case.py  (after make_sd3_controlnet_case.py: writes tests/parity/models/sd35l_transformer_tiny, models/sd35l_controlnet_tiny, single_file/sd35l_controlnet_tiny.safetensors and sd35l_controlnet)
"""SD 3.5 Large's official ControlNets (stabilityai/stable-diffusion-3.5-large-controlnet-
{canny,depth,blur}) against diffusers' StableDiffusion3ControlNetPipeline.

* models/sd35l_transformer_tiny: a tiny random SD3Transformer2DModel in SD 3.5 Large's
  layout (`qk_norm: "rms_norm"`, no dual attention), the widths of models/sd35m_tiny's so
  its text encoders and VAE serve; the case swaps it into that folder
  (`replace_components`).
* models/sd35l_controlnet_tiny: a tiny random SD3ControlNetModel in the official layout
  (diffusers' scripts/convert_sd3_controlnet_to_diffusers.py: `joint_attention_dim` None,
  so single blocks without the prompt; `use_pos_embed` False, so the pipeline gives it
  the transformer's `pos_embed`; `pos_embed_max_size` None;
  `force_zeros_for_pooled_projection` False: the pooled text as it is, and the VAE's shift
  on the control latents), 2 blocks for the transformer's 4 (each residual feeds two
  blocks, as 19 feed Large's 38). `controlnet_blocks` and `pos_embed_input` are drawn
  random (diffusers zero-initializes them) so the residuals change the picture.
* single_file/sd35l_controlnet_tiny.safetensors: the same weights in Stability's layout
  (the inverse of that conversion script: `attn.qkv` fused, `attn.proj`, `mlp.fc1/fc2`,
  `adaLN_modulation.1`, and a `control_type` scalar as Stability's files carry).
* sd35l_controlnet: the pipeline end to end (CFG 5, 4 steps, 128 x 96, given initial
  latents, output_type="latent"): one unit at scale 0.8, and the ControlNet twice
  (SD3MultiControlNetModel) with two maps, scales 0.6 and 1.0, the second over [0, 0.5].
  The control images are encoded with the mean of the VAE's latent distribution, as in
  make_sd3_controlnet_case.py.

Float32 on CPU from fp16-stored weights, fixed seeds, one thread; re-running rewrites
identical files.
"""
import os
import sys

import torch
from PIL import Image
from safetensors.torch import save_file

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_cases as mc  # noqa: E402
import make_sd3_case as sd3  # noqa: E402
import make_sd3_controlnet_case as sd3cn  # noqa: E402
import make_sd3_text_case as sd3t  # noqa: E402

from diffusers import SD3ControlNetModel, SD3Transformer2DModel, StableDiffusion3ControlNetPipeline  # noqa: E402
from diffusers.models.autoencoders import vae as vae_module  # noqa: E402
from diffusers.models.controlnets.controlnet_sd3 import SD3MultiControlNetModel  # noqa: E402

OUT = mc.OUT
TRANSFORMER_REL = "models/sd35l_transformer_tiny"
CN_REL = "models/sd35l_controlnet_tiny"
CN_FILE_REL = "single_file/sd35l_controlnet_tiny.safetensors"

TRANSFORMER = dict(sd3.TRANSFORMER, dual_attention_layers=[], qk_norm="rms_norm")

# The conversion script's SD3ControlNetModel arguments at the tiny widths.
CONTROLNET = dict(
    sample_size=16,
    patch_size=2,
    in_channels=16,
    num_layers=2,
    attention_head_dim=8,
    num_attention_heads=4,
    joint_attention_dim=None,
    caption_projection_dim=32,
    pooled_projection_dim=20,
    out_channels=16,
    pos_embed_max_size=None,
    pos_embed_type=None,
    use_pos_embed=False,
    force_zeros_for_pooled_projection=False,
)


def build_transformer():
    torch.manual_seed(3540)
    model = SD3Transformer2DModel(**TRANSFORMER)
    with torch.no_grad():
        for name, p in model.named_parameters():
            if ".norm_" in name and name.endswith(".weight"):
                p.copy_(1.0 + 0.3 * torch.randn(p.shape))
        pe = model.pos_embed.pos_embed
        pe.copy_(pe + 0.1 * torch.randn(pe.shape))
    out = os.path.join(OUT, TRANSFORMER_REL)
    mc.reset_dir(out)
    model.to(torch.float16).save_pretrained(out, safe_serialization=True)


def load_transformer():
    return SD3Transformer2DModel.from_pretrained(os.path.join(OUT, TRANSFORMER_REL), torch_dtype=torch.float32).eval()


def stability_layout(state):
    """diffusers' names -> Stability's (the inverse of convert_sd3_controlnet_to_diffusers)."""
    out = {}
    for i in range(CONTROLNET["num_layers"]):
        b = f"transformer_blocks.{i}."
        for wb in ("weight", "bias"):
            out[f"{b}attn.qkv.{wb}"] = torch.cat([state.pop(f"{b}attn.to_{x}.{wb}") for x in "qkv"], 0)
            for new, old in [("attn.proj", "attn.to_out.0"), ("mlp.fc1", "ff.net.0.proj"),
                             ("mlp.fc2", "ff.net.2"), ("adaLN_modulation.1", "norm1.linear")]:
                out[f"{b}{new}.{wb}"] = state.pop(f"{b}{old}.{wb}")
    assert not any(k.startswith("transformer_blocks.") for k in state), state.keys()
    out.update(state)
    out["control_type"] = torch.tensor(1.0, dtype=torch.float16)
    return {k: v.contiguous() for k, v in out.items()}


def build_controlnet():
    torch.manual_seed(3541)
    cn = SD3ControlNetModel(**CONTROLNET)
    assert cn.pos_embed is None and cn.context_embedder is None
    with torch.no_grad():
        for name, p in cn.named_parameters():
            if name.startswith("controlnet_blocks."):
                p.copy_(0.3 * torch.randn(p.shape))
            elif name.startswith("pos_embed_input."):
                p.copy_(0.2 * torch.randn(p.shape))
    out = os.path.join(OUT, CN_REL)
    mc.reset_dir(out)
    cn.to(torch.float16).save_pretrained(out, safe_serialization=True)
    state = {k: v.to(torch.float16) for k, v in cn.state_dict().items()}
    save_file(stability_layout(state), os.path.join(OUT, CN_FILE_REL))
    size = os.path.getsize(os.path.join(out, "diffusion_pytorch_model.safetensors"))
    mc.log(f"controlnet: {sum(p.numel() for p in cn.parameters())} parameters, {size} bytes")
    assert size < 200_000, size


def make_case():
    name = "sd35l_controlnet"
    out_dir = os.path.join(OUT, name)
    mc.reset_dir(out_dir)
    width, height, steps, cfg = 128, 96, 4, 5.0
    base = sd3t.load_pipe(True)
    base.transformer = load_transformer()
    vae_module.DiagonalGaussianDistribution.sample = lambda self, generator=None: self.mean
    g = torch.Generator().manual_seed(3542)
    noise = torch.randn((1, 16, height // 8, width // 8), generator=g)
    maps = [Image.open(os.path.join(OUT, m)).convert("RGB") for m in sd3cn.MAPS]
    tensors, runs = {"noise": noise.contiguous()}, []
    with torch.no_grad():
        plain = base(prompt=sd3t.PIPE_PROMPT, negative_prompt=sd3t.PIPE_NEGATIVE, height=height, width=width,
                     num_inference_steps=steps, guidance_scale=cfg, latents=noise.clone(), output_type="latent",
                     return_dict=False, max_sequence_length=256)[0]
    for label, units in [
        ("one", [(0, 0.8, 0.0, 1.0)]),
        ("two_units", [(0, 0.6, 0.0, 1.0), (1, 1.0, 0.0, 0.5)]),
    ]:
        # A fresh ControlNet per pipeline: the pipeline sets the transformer's pos_embed on it.
        nets = [SD3ControlNetModel.from_pretrained(os.path.join(OUT, CN_REL), torch_dtype=torch.float32).eval()
                for _ in units]
        controlnet = nets[0] if len(units) == 1 else SD3MultiControlNetModel(nets)
        pipe = StableDiffusion3ControlNetPipeline(
            transformer=base.transformer, scheduler=base.scheduler, vae=base.vae,
            text_encoder=base.text_encoder, text_encoder_2=base.text_encoder_2, text_encoder_3=base.text_encoder_3,
            tokenizer=base.tokenizer, tokenizer_2=base.tokenizer_2, tokenizer_3=base.tokenizer_3,
            controlnet=controlnet,
        )
        assert all(n.pos_embed is not None for n in nets)
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
            {"map": sd3cn.MAPS[m], "scale": s, "start": a, "end": b} for m, s, a, b in units]})
    tensors["plain.latents"] = plain.contiguous()
    save_file(tensors, os.path.join(out_dir, "tensors.safetensors"))
    mc.write_json(os.path.join(out_dir, "case.json"), {
        "model": sd3.MODEL_REL,
        "replace_components": {"transformer": TRANSFORMER_REL},
        "controlnet": CN_REL,
        "controlnet_file": CN_FILE_REL,
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
                   "(output_type='latent'); plain.latents without a ControlNet; control images "
                   "encoded with latent_dist.mean",
        "versions": mc.VERSIONS,
    })


def main():
    build_transformer()
    build_controlnet()
    make_case()


if __name__ == "__main__":
    main()
