# Usage: /tmp/pyref/bin/python tools/parity/make_sd3_case.py  (rebuilds tests/parity/models/sd35m_tiny, sd35m_transformer, sd35m_flow_euler, sd35m_vae and engine/testdata/flow_match.json)
"""SD 3.5 Medium parity fixtures: the MMDiT and the flow-matching Euler scheduler.

* models/sd35m_tiny: a tiny random SD3Transformer2DModel with SD 3.5 Medium's layout
  (`qk_norm: "rms_norm"`, dual attention in the first layers, the last block context
  pre-only, positional embeddings cropped from a larger grid), fp16 weights in diffusers'
  layout, SD 3.5's FlowMatchEulerDiscreteScheduler config (shift 3.0) and a tiny VAE with
  SD 3.5's config (16 latent channels, no quant convs, scaling 1.5305, shift 0.0609). No
  text encoders or tokenizers yet: a later session adds them to this folder.
* sd35m_transformer: transformer forwards for fixed inputs (latents, timestep,
  encoder_hidden_states, pooled_projections), two sizes, with the time/text embedding of
  the first.
* sd35m_flow_euler: StableDiffusion3Pipeline's whole loop (CFG, output_type="latent") from
  fixed prompt embeddings and initial noise.
* sd35m_vae: that VAE's decode of sd35m_flow_euler's latents and encode of a fixed image.
* engine/testdata/flow_match.json: FlowMatchEulerDiscreteScheduler's timesteps and sigmas
  for several step counts and shifts, and its loop on a fixed 8-value sample with a fake
  model, like gen_scheduler_refs.py.

Same conventions as make_cases.py (whose helpers it imports): float32 on CPU from the
fp16-stored weights, fixed seeds, one thread; re-running rewrites identical files.
"""
import json
import os
import sys

import torch
from safetensors.torch import save_file

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_cases as mc  # noqa: E402  (sets torch threads/determinism and logging on import)

from diffusers import (  # noqa: E402
    AutoencoderKL,
    FlowMatchEulerDiscreteScheduler,
    SD3Transformer2DModel,
    StableDiffusion3Pipeline,
)

OUT = mc.OUT
MODEL_REL = "models/sd35m_tiny"
MODEL_DIR = os.path.join(OUT, MODEL_REL)
TESTDATA = os.path.join(mc.REPO, "engine", "testdata")

# SD 3.5 Medium's config (stabilityai/stable-diffusion-3.5-medium, transformer/config.json:
# 24 layers of 24 heads x 64, dual attention in layers 0..12, rms_norm qk norm,
# pos_embed_max_size 384, sample_size 128, joint_attention_dim 4096,
# caption_projection_dim 1536, pooled_projection_dim 2048) at a tiny size: 4 layers of
# 4 heads x 8, dual attention in the first two (as 3.5 Medium: the first half or so).
# pos_embed_max_size 12 > the 8 x 6 patches of a 16 x 12 latent, so the crop is off centre
# (top 2, left 3).
TRANSFORMER = dict(
    sample_size=16,
    patch_size=2,
    in_channels=16,
    num_layers=4,
    attention_head_dim=8,
    num_attention_heads=4,
    joint_attention_dim=24,
    caption_projection_dim=32,
    pooled_projection_dim=20,
    out_channels=16,
    pos_embed_max_size=12,
    dual_attention_layers=[0, 1],
    qk_norm="rms_norm",
)

# SD 3.5's VAE (vae/config.json of Medium and Large: 16 latent channels, no quant convs,
# scaling 1.5305 and shift 0.0609) at models/sd1's tiny size.
VAE = dict(
    in_channels=3,
    out_channels=3,
    latent_channels=16,
    block_out_channels=[16, 32, 32, 32],
    down_block_types=["DownEncoderBlock2D"] * 4,
    up_block_types=["UpDecoderBlock2D"] * 4,
    layers_per_block=1,
    norm_num_groups=8,
    sample_size=64,
    scaling_factor=1.5305,
    shift_factor=0.0609,
    use_quant_conv=False,
    use_post_quant_conv=False,
    force_upcast=True,
    mid_block_add_attention=True,
)

# SD 3.5's scheduler/scheduler_config.json (Medium and Large alike).
SCHEDULER = {"_class_name": "FlowMatchEulerDiscreteScheduler", "num_train_timesteps": 1000, "shift": 3.0}


def build_transformer():
    """Torch's default init, then every RMSNorm weight (init ones) drawn around 1 and the
    positional embedding (a sincos buffer at init) moved off its formula, so both are
    read from the file rather than recomputed."""
    torch.manual_seed(3501)
    model = SD3Transformer2DModel(**TRANSFORMER)
    with torch.no_grad():
        for name, p in model.named_parameters():
            if ".norm_" in name and name.endswith(".weight"):
                p.copy_(1.0 + 0.3 * torch.randn(p.shape))
        pe = model.pos_embed.pos_embed
        pe.copy_(pe + 0.1 * torch.randn(pe.shape))
    assert any(k.endswith("pos_embed.pos_embed") for k in model.state_dict())
    mc.reset_dir(MODEL_DIR)
    model.to(torch.float16).save_pretrained(os.path.join(MODEL_DIR, "transformer"), safe_serialization=True)
    mc.write_json(os.path.join(MODEL_DIR, "scheduler", "scheduler_config.json"), SCHEDULER)
    size = os.path.getsize(os.path.join(MODEL_DIR, "transformer", "diffusion_pytorch_model.safetensors"))
    mc.log(f"transformer: {sum(p.numel() for p in model.parameters())} parameters, {size} bytes")
    assert size < 1_000_000, size


def build_vae():
    """Torch's default init times 1.5, as models/sd1's VAE was made."""
    torch.manual_seed(3503)
    vae = AutoencoderKL(**VAE)
    mc.scale_params(vae, 1.5)
    vae.to(torch.float16).save_pretrained(os.path.join(MODEL_DIR, "vae"), safe_serialization=True)


def load_vae():
    return AutoencoderKL.from_pretrained(
        os.path.join(MODEL_DIR, "vae"), torch_dtype=torch.float32, local_files_only=True
    ).eval()


def make_vae_case(latents):
    """SD3's decode of the loop's latents (`latents / scaling + shift`, as
    StableDiffusion3Pipeline does) and encode of a fixed image (the mean, then
    `(mean - shift) * scaling` as its img2img and ControlNet pipelines do)."""
    name = "sd35m_vae"
    out_dir = os.path.join(OUT, name)
    mc.reset_dir(out_dir)
    vae = load_vae()
    cfg = vae.config
    g = torch.Generator().manual_seed(3504)
    image = (torch.rand((1, 3, 64, 48), generator=g) * 2 - 1).contiguous()
    with torch.no_grad():
        decoded = vae.decode(latents / cfg.scaling_factor + cfg.shift_factor, return_dict=False)[0]
        mean = vae.encode(image).latent_dist.mean
    encoded = (mean - cfg.shift_factor) * cfg.scaling_factor
    mc.to_png(os.path.join(out_dir, "expected.png"), decoded)
    save_file({"image": decoded.contiguous(), "encode_input": image, "encoded": encoded.contiguous()},
              os.path.join(out_dir, "tensors.safetensors"))
    mc.log(f"{name}: max|decoded| {decoded.abs().max().item():.4f}, max|encoded| {encoded.abs().max().item():.4f}")
    mc.write_json(os.path.join(out_dir, "case.json"), {
        "model": MODEL_REL + "/vae",
        "latents_from": "sd35m_flow_euler/expected_latents.safetensors",
        "tensors": "tensors.safetensors: image = vae.decode(latents / scaling_factor + shift_factor) [1, 3, 96, 128]; "
                   "encoded = (vae.encode(encode_input).latent_dist.mean - shift_factor) * scaling_factor",
        "png": "expected.png: image as make_cases.py writes PNGs",
        "versions": mc.VERSIONS,
    })


def load_transformer():
    return SD3Transformer2DModel.from_pretrained(
        os.path.join(MODEL_DIR, "transformer"), torch_dtype=torch.float32, local_files_only=True
    ).eval()


def forward_inputs(seed, batch, height, width, tokens):
    g = torch.Generator().manual_seed(seed)
    c = TRANSFORMER
    return {
        "hidden_states": torch.randn((batch, c["in_channels"], height, width), generator=g),
        "encoder_hidden_states": torch.randn((batch, tokens, c["joint_attention_dim"]), generator=g),
        "pooled_projections": torch.randn((batch, c["pooled_projection_dim"]), generator=g),
    }


def make_transformer_case(model):
    """Two forwards: batch 2 at 16 x 12 latents (the cropped grid off centre) at t = 1000,
    and batch 1 at 8 x 8 at a fractional timestep (flow matching's are not integers)."""
    out_dir = os.path.join(OUT, "sd35m_transformer")
    mc.reset_dir(out_dir)
    tensors, forwards = {}, []
    for name, seed, batch, (h, w), tokens, t in [
        ("a", 11, 2, (16, 12), 7, 1000.0),
        ("b", 12, 1, (8, 8), 5, 312.5),
    ]:
        x = forward_inputs(seed, batch, h, w, tokens)
        timestep = torch.full((batch,), t, dtype=torch.float32)
        with torch.no_grad():
            out = model(timestep=timestep, return_dict=False, **x)[0]
            if name == "a":
                tensors["a.temb"] = model.time_text_embed(timestep, x["pooled_projections"]).contiguous()
        for k, v in x.items():
            tensors[f"{name}.{k}"] = v.contiguous()
        tensors[f"{name}.output"] = out.contiguous()
        forwards.append({"name": name, "timestep": t, "batch": batch, "latent_size": [h, w], "tokens": tokens,
                         "max_abs_output": out.abs().max().item()})
        mc.log(f"forward {name}: max|out| {out.abs().max().item():.4f}")
    save_file(tensors, os.path.join(out_dir, "tensors.safetensors"))
    mc.write_json(os.path.join(out_dir, "case.json"), {
        "model": MODEL_REL + "/transformer",
        "forwards": forwards,
        "tensors": "tensors.safetensors: <name>.hidden_states, .encoder_hidden_states, .pooled_projections, "
                   ".output (SD3Transformer2DModel(...).sample); a.temb = time_text_embed(timestep, pooled)",
        "versions": mc.VERSIONS,
    })


def make_loop_case(model):
    """StableDiffusion3Pipeline from prompt embeddings (no text encoders), 128 x 96, 4 steps,
    guidance 5, initial latents given (flow matching: used as they are)."""
    name = "sd35m_flow_euler"
    out_dir = os.path.join(OUT, name)
    mc.reset_dir(out_dir)
    scheduler = FlowMatchEulerDiscreteScheduler.from_config(SCHEDULER)
    pipe = StableDiffusion3Pipeline(
        transformer=model, scheduler=scheduler, vae=None, text_encoder=None, tokenizer=None,
        text_encoder_2=None, tokenizer_2=None, text_encoder_3=None, tokenizer_3=None,
    )
    width, height, steps, cfg, tokens = 128, 96, 4, 5.0, 9
    g = torch.Generator().manual_seed(3502)
    c = TRANSFORMER
    embeds = {
        "prompt_embeds": torch.randn((1, tokens, c["joint_attention_dim"]), generator=g),
        "negative_prompt_embeds": torch.randn((1, tokens, c["joint_attention_dim"]), generator=g),
        "pooled_prompt_embeds": torch.randn((1, c["pooled_projection_dim"]), generator=g),
        "negative_pooled_prompt_embeds": torch.randn((1, c["pooled_projection_dim"]), generator=g),
    }
    noise = torch.randn((1, c["in_channels"], height // 8, width // 8), generator=g)
    with torch.no_grad():
        latents = pipe(
            height=height, width=width, num_inference_steps=steps, guidance_scale=cfg,
            latents=noise.clone(), output_type="latent", return_dict=False, **embeds,
        )[0]
    save_file({k: v.contiguous() for k, v in embeds.items()}, os.path.join(out_dir, "embeds.safetensors"))
    save_file({"noise": noise.contiguous()}, os.path.join(out_dir, "noise.safetensors"))
    save_file({"latents": latents.contiguous()}, os.path.join(out_dir, "expected_latents.safetensors"))
    moved = (latents - noise).abs().max().item()
    mc.log(f"{name}: max|latents| {latents.abs().max().item():.4f}, moved {moved:.4f}")
    assert moved > 0.1 * noise.abs().max().item()
    mc.write_json(os.path.join(out_dir, "case.json"), {
        "model": MODEL_REL,
        "family": "sd35m",
        "width": width,
        "height": height,
        "steps": steps,
        "cfg": cfg,
        "sampler": "euler",
        "scheduler_class": type(pipe.scheduler).__name__,
        "scheduler_config": dict(pipe.scheduler.config),
        "timesteps": pipe.scheduler.timesteps.tolist(),
        "sigmas": pipe.scheduler.sigmas.tolist(),
        "embeds": "embeds.safetensors: prompt_embeds, negative_prompt_embeds [1, tokens, joint_attention_dim], "
                  "pooled_prompt_embeds, negative_pooled_prompt_embeds [1, pooled_projection_dim]",
        "noise": "noise.safetensors: noise [1, 16, H/8, W/8], given as latents= (flow matching: init sigma 1)",
        "expected": "expected_latents.safetensors: latents, output_type='latent' (before the VAE's shift and scale)",
        "versions": mc.VERSIONS,
    })
    return latents


SAMPLE = [0.5, -1.25, 2.0, 0.0, -0.3, 1.1, -2.2, 0.75]


def fake_model(x, t):
    """Like gen_scheduler_refs.py's fake UNet: 0.1 x + 0.01 t / 1000, in f64, stored as f32."""
    return (0.1 * x.double() + 0.01 * float(t) / 1000.0).float()


def make_scheduler_refs():
    """Timesteps/sigmas for several step counts and shifts, and the loop's final sample."""
    cases = []
    for shift in (3.0, 1.0, 6.0):
        for steps in (1, 2, 4, 28, 50):
            sched = FlowMatchEulerDiscreteScheduler.from_config({**SCHEDULER, "shift": shift})
            sched.set_timesteps(steps)
            x = torch.tensor(SAMPLE, dtype=torch.float32)
            for t in sched.timesteps:
                x = sched.step(fake_model(x, t), t, x, return_dict=False)[0]
            cases.append({
                "shift": shift,
                "steps": steps,
                "timesteps": sched.timesteps.tolist(),
                "sigmas": sched.sigmas.tolist(),
                "final": x.tolist(),
            })
    mc.write_json(os.path.join(TESTDATA, "flow_match.json"), {
        "generator": "tools/parity/make_sd3_case.py",
        "versions": mc.VERSIONS,
        "config": SCHEDULER,
        "sample": SAMPLE,
        "fake_model": "0.1 * x + 0.01 * t / 1000 (f64, rounded to f32)",
        "cases": cases,
    })
    mc.log(f"flow_match.json: {len(cases)} cases")


def main():
    build_transformer()
    model = load_transformer()
    make_transformer_case(model)
    latents = make_loop_case(model)
    make_scheduler_refs()
    build_vae()
    make_vae_case(latents)


if __name__ == "__main__":
    main()
