# Usage: python3 tools/gpu/sd3_diffusers_bench.py --model sd35m|sd35l [--mode gpu|model] [--res 1024] [--steps 28] [--no-t5] [--device cuda|cpu --tiny]
"""diffusers' StableDiffusion3Pipeline beside `candela-engine bench --random-weights sd35m|sd35l`:
SD 3.5 Medium or Large with random full-size weights (the transformer configs of
stabilityai's repos, T5 v1.1 XXL, CLIP-L and CLIP-G with projections, SD 3's VAE) built on
the device in f16; the tokenizers are the tiny ones of tests/parity/models/sd35m_tiny
(timing does not depend on the ids: CLIP runs 77 tokens, T5 max_sequence_length). Prints
one JSON line: ms per step (median, from the step callback), total seconds, peak
allocated/reserved MiB. `--tiny` builds the small test sizes instead (a CPU smoke test).
Install as for ../shared/tools/diffusers_bench.py (diffusers 0.42.1, transformers wheel).
"""
import argparse
import json
import os
import time

import torch
from diffusers import AutoencoderKL, FlowMatchEulerDiscreteScheduler, SD3Transformer2DModel, StableDiffusion3Pipeline
from transformers import (CLIPTextConfig, CLIPTextModelWithProjection, CLIPTokenizer, T5Config, T5EncoderModel,
                          T5TokenizerFast)

REPO = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
TINY = os.path.join(REPO, "tests", "parity", "models", "sd35m_tiny")

MEDIUM = dict(sample_size=128, patch_size=2, in_channels=16, num_layers=24, attention_head_dim=64,
              num_attention_heads=24, joint_attention_dim=4096, caption_projection_dim=1536,
              pooled_projection_dim=2048, out_channels=16, pos_embed_max_size=384,
              dual_attention_layers=list(range(13)), qk_norm="rms_norm")
LARGE = dict(MEDIUM, num_layers=38, num_attention_heads=38, caption_projection_dim=2432, pos_embed_max_size=192,
             dual_attention_layers=[])
CLIP_L = dict(vocab_size=49408, hidden_size=768, intermediate_size=3072, num_hidden_layers=12, num_attention_heads=12,
              projection_dim=768, hidden_act="quick_gelu")
CLIP_G = dict(vocab_size=49408, hidden_size=1280, intermediate_size=5120, num_hidden_layers=32,
              num_attention_heads=20, projection_dim=1280, hidden_act="gelu")
T5_XXL = dict(vocab_size=32128, d_model=4096, d_kv=64, d_ff=10240, num_layers=24, num_heads=64,
              feed_forward_proj="gated-gelu", is_encoder_decoder=False)
VAE = dict(in_channels=3, out_channels=3, latent_channels=16, block_out_channels=[128, 256, 512, 512],
           down_block_types=["DownEncoderBlock2D"] * 4, up_block_types=["UpDecoderBlock2D"] * 4,
           layers_per_block=2, scaling_factor=1.5305, shift_factor=0.0609, use_quant_conv=False,
           use_post_quant_conv=False)


def tiny_configs():
    def cfg(sub):
        with open(os.path.join(TINY, sub, "config.json")) as f:
            return {k: v for k, v in json.load(f).items() if not k.startswith("_")}
    return cfg("transformer"), cfg("text_encoder"), cfg("text_encoder_2"), cfg("text_encoder_3"), cfg("vae")


def build(args, device, dtype):
    if args.tiny:
        tr, l, g, t5, vae = tiny_configs()
    else:
        tr, l, g, t5, vae = (MEDIUM if args.model == "sd35m" else LARGE), CLIP_L, CLIP_G, T5_XXL, VAE
    with torch.device(device):
        parts = dict(
            transformer=SD3Transformer2DModel(**tr).to(dtype),
            vae=AutoencoderKL(**vae).to(dtype),
            text_encoder=CLIPTextModelWithProjection(CLIPTextConfig(**l)).to(dtype),
            text_encoder_2=CLIPTextModelWithProjection(CLIPTextConfig(**g)).to(dtype),
            text_encoder_3=None if args.no_t5 else T5EncoderModel(T5Config(**t5)).to(dtype),
        )
    return StableDiffusion3Pipeline(
        scheduler=FlowMatchEulerDiscreteScheduler(shift=3.0),
        tokenizer=CLIPTokenizer.from_pretrained(os.path.join(TINY, "tokenizer")),
        tokenizer_2=CLIPTokenizer.from_pretrained(os.path.join(TINY, "tokenizer_2")),
        tokenizer_3=None if args.no_t5 else T5TokenizerFast.from_pretrained(os.path.join(TINY, "tokenizer_3")),
        **parts,
    )


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--model", choices=["sd35m", "sd35l"], default="sd35m")
    p.add_argument("--mode", choices=["gpu", "model"], default="gpu")
    p.add_argument("--res", type=int, default=1024)
    p.add_argument("--steps", type=int, default=28)
    p.add_argument("--cfg", type=float, default=4.5)
    p.add_argument("--no-t5", action="store_true")
    p.add_argument("--device", default="cuda")
    p.add_argument("--tiny", action="store_true")
    args = p.parse_args()
    cuda = args.device.startswith("cuda")
    dtype = torch.float16 if cuda else torch.float32
    pipe = build(args, "cpu" if args.mode == "model" else args.device, dtype)
    if args.mode == "model":
        pipe.enable_model_cpu_offload()
    pipe.set_progress_bar_config(disable=True)
    stamps = []

    def on_step(_pipe, _i, _t, kw):
        if cuda:
            torch.cuda.synchronize()
        stamps.append(time.perf_counter())
        return kw

    def run():
        stamps.clear()
        if cuda:
            torch.cuda.reset_peak_memory_stats()
        t = time.perf_counter()
        stamps.append(t)
        pipe(prompt="a photograph of an astronaut riding a horse", height=args.res, width=args.res,
             num_inference_steps=args.steps, guidance_scale=args.cfg, output_type="pil",
             callback_on_step_end=on_step, generator=torch.Generator("cpu").manual_seed(0))
        if cuda:
            torch.cuda.synchronize()
        return time.perf_counter() - t

    run()  # warm-up
    total = run()
    steps = sorted(b - a for a, b in zip(stamps[1:], stamps[2:]))  # the first includes text encoding
    mib = lambda b: round(b / 2**20)
    print(json.dumps({
        "tool": "diffusers", "model": args.model, "mode": args.mode, "res": args.res, "steps": args.steps,
        "t5": not args.no_t5, "ms_per_step": round(1000 * steps[len(steps) // 2], 2) if steps else None,
        "total_s": round(total, 3),
        "peak_alloc_mib": mib(torch.cuda.max_memory_allocated()) if cuda else None,
        "peak_reserved_mib": mib(torch.cuda.max_memory_reserved()) if cuda else None,
    }))


if __name__ == "__main__":
    main()
