# Usage: /tmp/pyref/bin/python tools/parity/make_cases.py [--shared ../shared/parity]  (rebuilds tests/parity/ deterministically)
"""Builds the diffusers-parity fixtures under tests/parity/.

* copies the tiny SD 1.x model and its two reference cases from the shared folder
  (they are never regenerated here: if the shared folder is missing, the copies
  already in tests/parity are kept as they are);
* creates new SD 1.x cases (DPM++ 2M, DPM++ 2M Karras, an A1111-style long prompt);
* creates a tiny random SD 2.x v-prediction model (models/sd2v) and its cases;
* converts both tiny models into single-file LDM checkpoints (the layout that
  A1111/Civitai files have) with A1111-style yaml configs, checks the round trip
  through diffusers' own single-file converters, and adds single-file cases.

Everything is computed on CPU in float32 from the fp16-stored weights, with fixed
seeds and one thread, so re-running reproduces byte-identical files (on the same
machine and library versions: torch, diffusers 0.42.1, transformers 5.23.0).
"""
import argparse
import json
import os
import shutil
import warnings

import numpy as np
import torch
import yaml
from PIL import Image
from safetensors.torch import load_file, save_file

import diffusers
import transformers
from diffusers import (
    AutoencoderKL,
    DDIMScheduler,
    DPMSolverMultistepScheduler,
    EulerDiscreteScheduler,
    StableDiffusionPipeline,
    UNet2DConditionModel,
)
from diffusers.loaders import single_file_utils as sfu
from transformers import CLIPTextConfig, CLIPTextModel, CLIPTokenizer

REPO = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
OUT = os.path.join(REPO, "tests", "parity")

torch.set_num_threads(1)
torch.use_deterministic_algorithms(True)
warnings.filterwarnings("ignore")
diffusers.utils.logging.set_verbosity_error()
diffusers.utils.logging.disable_progress_bar()
transformers.utils.logging.set_verbosity_error()

VERSIONS = {"diffusers": diffusers.__version__, "torch": torch.__version__}

# ----------------------------------------------------------------------------- helpers


def log(*a):
    print(*a, flush=True)


def copy_file(src, dst):
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    if os.path.exists(dst):
        os.chmod(dst, 0o644)
        os.remove(dst)
    shutil.copyfile(src, dst)  # content only: the shared files are read-only
    os.chmod(dst, 0o644)


def copy_tree(src, dst):
    if os.path.isdir(dst):
        shutil.rmtree(dst)
    for root, _, files in os.walk(src):
        for f in sorted(files):
            s = os.path.join(root, f)
            copy_file(s, os.path.join(dst, os.path.relpath(s, src)))


def json_safe(obj):
    """Strict JSON: non-finite floats (e.g. DPMSolver's lambda_min_clipped = -inf) become strings."""
    if isinstance(obj, float) and not np.isfinite(obj):
        return "nan" if np.isnan(obj) else ("inf" if obj > 0 else "-inf")
    if isinstance(obj, dict):
        return {k: json_safe(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [json_safe(v) for v in obj]
    return obj


def write_json(path, obj):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        json.dump(json_safe(obj), f, indent=1, allow_nan=False)
        f.write("\n")


def write_text(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def reset_dir(path):
    if os.path.isdir(path):
        shutil.rmtree(path)
    os.makedirs(path)


def to_png(path, image):
    """image: [1, 3, H, W] in [-1, 1] -> (x/2+0.5).clamp(0,1)*255 rounded -> RGB u8 PNG."""
    x = (image[0] / 2 + 0.5).clamp(0, 1) * 255
    arr = x.round().to(torch.uint8).permute(1, 2, 0).numpy()
    Image.fromarray(np.ascontiguousarray(arr), "RGB").save(path)


def scale_params(model, factor):
    with torch.no_grad():
        for p in model.parameters():
            p.mul_(factor)


# ----------------------------------------------------------------------------- samplers

SAMPLERS = {
    "euler": (EulerDiscreteScheduler, {}),
    "ddim": (DDIMScheduler, {}),
    "dpmpp_2m": (DPMSolverMultistepScheduler, {}),
    "dpmpp_2m_karras": (DPMSolverMultistepScheduler, {"use_karras_sigmas": True}),
}


def load_pipe(model_dir):
    pipe = StableDiffusionPipeline.from_pretrained(
        model_dir, torch_dtype=torch.float32, safety_checker=None, requires_safety_checker=False, local_files_only=True
    )
    pipe.set_progress_bar_config(disable=True)
    return pipe


def set_sampler(pipe, sampler, base_scheduler_config):
    cls, extra = SAMPLERS[sampler]
    pipe.scheduler = cls.from_config(base_scheduler_config, **extra)


def make_noise(seed, width, height):
    g = torch.Generator("cpu").manual_seed(seed)
    return torch.randn((1, 4, height // 8, width // 8), generator=g, dtype=torch.float32)


def token_ids(tokenizer, text):
    return tokenizer(text, padding="max_length", max_length=tokenizer.model_max_length, truncation=True).input_ids


@torch.no_grad()
def run_pipe(pipe, case, noise, prompt_embeds=None, negative_prompt_embeds=None):
    kwargs = dict(
        width=case["width"],
        height=case["height"],
        num_inference_steps=case["steps"],
        guidance_scale=case["cfg"],
        latents=noise.clone(),
        output_type="latent",
    )
    if prompt_embeds is None:
        kwargs.update(prompt=case["prompt"], negative_prompt=case["negative_prompt"])
    else:
        kwargs.update(prompt_embeds=prompt_embeds, negative_prompt_embeds=negative_prompt_embeds)
    latents = pipe(**kwargs).images
    vae = pipe.vae
    image = vae.decode(latents / vae.config.scaling_factor).sample
    return latents, image


@torch.no_grad()
def diffusers_prompt_embeds(pipe, prompt, negative):
    cond, uncond = pipe.encode_prompt(prompt, "cpu", 1, True, negative)
    return cond, uncond


def write_case(name, case, noise, latents, image, embeds):
    d = os.path.join(OUT, name)
    reset_dir(d)
    write_json(os.path.join(d, "case.json"), case)
    save_file({"noise": noise.contiguous()}, os.path.join(d, "noise.safetensors"))
    save_file({"latents": latents.contiguous()}, os.path.join(d, "expected_latents.safetensors"))
    to_png(os.path.join(d, "expected.png"), image)
    if embeds is not None:
        save_file(
            {"prompt_embeds": embeds[0].contiguous(), "negative_prompt_embeds": embeds[1].contiguous()},
            os.path.join(d, "expected_prompt_embeds.safetensors"),
        )


def sampler_record(pipe):
    s = pipe.scheduler
    rec = {
        "scheduler_class": type(s).__name__,
        "scheduler_config": {k: v for k, v in dict(s.config).items() if not k.startswith("_")},
        "timesteps": [int(t) for t in s.timesteps],
    }
    if getattr(s, "sigmas", None) is not None:
        rec["sigmas"] = [float(x) for x in s.sigmas]
    return rec


def make_case(pipe, model_rel, family, name, prompt, negative, width, height, steps, cfg, sampler, seed, base_sched):
    set_sampler(pipe, sampler, base_sched)
    case = {
        "model": model_rel,
        "prompt": prompt,
        "negative_prompt": negative,
        "width": width,
        "height": height,
        "steps": steps,
        "cfg": cfg,
        "sampler": sampler,
        "family": family,
        "prediction_type": pipe.scheduler.config.prediction_type,
        "prompt_token_ids": token_ids(pipe.tokenizer, prompt),
        "negative_prompt_token_ids": token_ids(pipe.tokenizer, negative),
        "noise_seed": seed,
    }
    noise = make_noise(seed, width, height)
    latents, image = run_pipe(pipe, case, noise)
    case.update(sampler_record(pipe))
    case.update(VERSIONS)
    write_case(name, case, noise, latents, image, diffusers_prompt_embeds(pipe, prompt, negative))
    log(f"  {name}: latents mean {latents.mean():.5f} std {latents.std():.5f}")
    return case, noise, latents


# ----------------------------------------------------------------------------- A1111 long prompts

LONG_PROMPT_CONVENTION = (
    "A1111 long-prompt handling (diffusers itself truncates at 77 tokens, so the expected output was computed by "
    "passing prompt_embeds/negative_prompt_embeds built this way): tokenize the prompt without truncation and without "
    "special tokens; split the ids into chunks of 75 (the last one shorter; an empty prompt gives one empty chunk); "
    "each chunk becomes [bos] + chunk + [eos], padded to 77 with the tokenizer's pad token (<|endoftext|> for SD 1.x); "
    "each 77-token chunk is encoded by the text encoder separately (last_hidden_state, i.e. after final_layer_norm) "
    "and the outputs are concatenated along the sequence axis ([1, 77*chunks, dim]). The negative prompt is encoded "
    "the same way; if it has fewer chunks than the prompt, chunks of the empty-string encoding (the 77-token encoding "
    "of '') are appended until both have the same length (A1111 pads the uncond with its empty-prompt conditioning; "
    "if the prompt had fewer chunks, the prompt would be padded the same way). No emphasis weights are involved and "
    "the prompt has no commas, so A1111's comma backtracking and mean restoration do not apply. prompt_token_ids is "
    "the concatenation of the prompt's 77-token chunks (prompt_token_chunks lists them), likewise for the negative."
)


LONG_PROMPT = (
    "a highly detailed oil painting of an old stone lighthouse standing on a rocky cliff above a stormy green sea "
    "at dusk with dramatic purple clouds and golden light breaking through the mist while seagulls circle the tower "
    "and waves crash against the dark rocks below in the style of a romantic landscape painter with rich textures "
    "and soft glowing highlights on the wet stones and a small wooden boat drifting near the shore under a thin "
    "crescent moon as a lone keeper climbs the spiral stairs carrying an old brass lantern toward the bright "
    "beacon at the very top"
)


def a1111_chunks(tokenizer, text):
    ids = tokenizer(text, truncation=False, add_special_tokens=False).input_ids
    bos, eos, pad = tokenizer.bos_token_id, tokenizer.eos_token_id, tokenizer.pad_token_id
    chunks = [ids[i : i + 75] for i in range(0, len(ids), 75)] or [[]]
    return [[bos] + c + [eos] + [pad] * (75 - len(c)) for c in chunks], len(ids)


@torch.no_grad()
def encode_chunks(text_encoder, chunks):
    outs = [text_encoder(torch.tensor([c]))[0] for c in chunks]
    return torch.cat(outs, dim=1)


# ----------------------------------------------------------------------------- sd2v tiny model


def sd2v_unet_config(sd1_unet_cfg):
    cfg = {k: v for k, v in sd1_unet_cfg.items() if not k.startswith("_")}
    cfg.update(use_linear_projection=True, attention_head_dim=[2, 4], cross_attention_dim=32)
    return cfg


SD2V_SCHEDULER = {
    "_class_name": "DDIMScheduler",
    "_diffusers_version": diffusers.__version__,
    "beta_end": 0.012,
    "beta_schedule": "scaled_linear",
    "beta_start": 0.00085,
    "clip_sample": False,
    "num_train_timesteps": 1000,
    "prediction_type": "v_prediction",
    "set_alpha_to_one": False,
    "skip_prk_steps": True,
    "steps_offset": 1,
    "timestep_spacing": "leading",
    "trained_betas": None,
}


def build_sd2v(sd1_dir, dst):
    """A tiny SD 2.x (768-v style) pipeline: linear-projection UNet with per-block heads,
    gelu CLIP text encoder, '!' padding tokenizer, v-prediction DDIM scheduler config."""
    if os.path.isdir(dst):
        shutil.rmtree(dst)
    os.makedirs(dst)
    sd1_unet_cfg = json.load(open(os.path.join(sd1_dir, "unet", "config.json")))
    sd1_vae_cfg = json.load(open(os.path.join(sd1_dir, "vae", "config.json")))

    # UNet: torch default init, every parameter times 1.5 (as the sd1 tiny model was made).
    torch.manual_seed(2001)
    unet = UNet2DConditionModel(**sd2v_unet_config(sd1_unet_cfg))
    scale_params(unet, 1.5)
    unet.to(torch.float16).save_pretrained(os.path.join(dst, "unet"), safe_serialization=True)

    torch.manual_seed(2002)
    vae = AutoencoderKL(**{k: v for k, v in sd1_vae_cfg.items() if not k.startswith("_")})
    scale_params(vae, 1.5)
    vae.to(torch.float16).save_pretrained(os.path.join(dst, "vae"), safe_serialization=True)

    # Text encoder: SD 2.x style (gelu; bos/eos/pad ids as stabilityai/stable-diffusion-2-1's config has them).
    te_cfg = sd2v_text_config(num_hidden_layers=3)
    torch.manual_seed(2003)
    te = CLIPTextModel(te_cfg)
    te.to(torch.float16).save_pretrained(os.path.join(dst, "text_encoder"), safe_serialization=True)

    # Tokenizer: same vocabulary and merges, pad token "!" (id 0) as SD 2.x ships it.
    for f in ("vocab.json", "merges.txt"):
        copy_file(os.path.join(sd1_dir, "tokenizer", f), os.path.join(dst, "tokenizer", f))
    tok_cfg = json.load(open(os.path.join(sd1_dir, "tokenizer", "tokenizer_config.json")))
    tok_cfg["pad_token"] = "!"
    write_json(os.path.join(dst, "tokenizer", "tokenizer_config.json"), tok_cfg)
    write_json(
        os.path.join(dst, "tokenizer", "special_tokens_map.json"),
        {"bos_token": "<|startoftext|>", "eos_token": "<|endoftext|>", "pad_token": "!", "unk_token": "<|endoftext|>"},
    )

    write_json(os.path.join(dst, "scheduler", "scheduler_config.json"), SD2V_SCHEDULER)
    mi = json.load(open(os.path.join(sd1_dir, "model_index.json")))
    mi["scheduler"] = ["diffusers", "DDIMScheduler"]
    write_json(os.path.join(dst, "model_index.json"), mi)
    tok = CLIPTokenizer.from_pretrained(os.path.join(dst, "tokenizer"))
    assert tok.pad_token_id == 0, tok.pad_token_id


def sd2v_text_config(num_hidden_layers):
    return CLIPTextConfig(
        vocab_size=49408,
        hidden_size=32,
        intermediate_size=37,
        num_hidden_layers=num_hidden_layers,
        num_attention_heads=4,
        max_position_embeddings=77,
        hidden_act="gelu",
        layer_norm_eps=1e-5,
        projection_dim=32,
        bos_token_id=0,
        eos_token_id=2,
        pad_token_id=1,
    )


# ----------------------------------------------------------------------------- diffusers -> LDM key mapping

UNET_RESNET = {
    "norm1": "in_layers.0",
    "conv1": "in_layers.2",
    "norm2": "out_layers.0",
    "conv2": "out_layers.3",
    "time_emb_proj": "emb_layers.1",
    "conv_shortcut": "skip_connection",
}
VAE_ATTN = {"group_norm": "norm", "to_q": "q", "to_k": "k", "to_v": "v", "to_out.0": "proj_out"}


class Mapper:
    """Moves tensors from a diffusers state dict to LDM names and checks every source key is used once."""

    def __init__(self, src, prefix):
        self.src, self.prefix, self.out, self.used = src, prefix, {}, set()

    def put(self, ldm_key, diffusers_key, tensor=None):
        assert diffusers_key not in self.used, diffusers_key
        self.used.add(diffusers_key)
        key = self.prefix + ldm_key
        assert key not in self.out, key
        self.out[key] = (self.src[diffusers_key] if tensor is None else tensor).contiguous()

    def sub(self, src_prefix, dst_prefix, rename=None, reshape=None):
        keys = [k for k in self.src if k.startswith(src_prefix + ".")]
        assert keys, src_prefix
        for k in keys:
            rest = k[len(src_prefix) + 1 :]
            if rename:
                for a, b in rename.items():
                    if rest.startswith(a + "."):
                        rest = b + rest[len(a) :]
                        break
            t = self.src[k]
            if reshape:
                t = reshape(rest, t)
            self.put(dst_prefix + "." + rest, k, t)

    def done(self):
        missing = set(self.src) - self.used
        assert not missing, sorted(missing)
        return self.out


def unet_to_ldm(sd, cfg, prefix="model.diffusion_model."):
    m = Mapper(sd, prefix)
    for d, l in {
        "time_embedding.linear_1": "time_embed.0",
        "time_embedding.linear_2": "time_embed.2",
        "conv_in": "input_blocks.0.0",
        "conv_norm_out": "out.0",
        "conv_out": "out.2",
    }.items():
        m.sub(d, l)
    L, n = cfg["layers_per_block"], len(cfg["block_out_channels"])
    for b in range(n):
        attn = cfg["down_block_types"][b].startswith("CrossAttn")
        for j in range(L):
            i = 1 + b * (L + 1) + j
            m.sub(f"down_blocks.{b}.resnets.{j}", f"input_blocks.{i}.0", UNET_RESNET)
            if attn:
                m.sub(f"down_blocks.{b}.attentions.{j}", f"input_blocks.{i}.1")
        if b < n - 1:
            m.sub(f"down_blocks.{b}.downsamplers.0.conv", f"input_blocks.{(b + 1) * (L + 1)}.0.op")
    m.sub("mid_block.resnets.0", "middle_block.0", UNET_RESNET)
    m.sub("mid_block.attentions.0", "middle_block.1")
    m.sub("mid_block.resnets.1", "middle_block.2", UNET_RESNET)
    for b in range(n):
        attn = cfg["up_block_types"][b].startswith("CrossAttn")
        for j in range(L + 1):
            i = b * (L + 1) + j
            m.sub(f"up_blocks.{b}.resnets.{j}", f"output_blocks.{i}.0", UNET_RESNET)
            if attn:
                m.sub(f"up_blocks.{b}.attentions.{j}", f"output_blocks.{i}.1")
        if b < n - 1:
            m.sub(f"up_blocks.{b}.upsamplers.0.conv", f"output_blocks.{b * (L + 1) + L}.{2 if attn else 1}.conv")
    return m.done()


def vae_to_ldm(sd, cfg, prefix="first_stage_model."):
    m = Mapper(sd, prefix)
    conv1x1 = lambda rest, t: t.reshape(*t.shape, 1, 1) if rest.endswith("weight") and t.ndim == 2 else t
    for d, l in {
        "encoder.conv_in": "encoder.conv_in",
        "encoder.conv_out": "encoder.conv_out",
        "encoder.conv_norm_out": "encoder.norm_out",
        "decoder.conv_in": "decoder.conv_in",
        "decoder.conv_out": "decoder.conv_out",
        "decoder.conv_norm_out": "decoder.norm_out",
        "quant_conv": "quant_conv",
        "post_quant_conv": "post_quant_conv",
    }.items():
        if d.endswith("quant_conv") and f"{d}.weight" not in sd:
            continue  # SD 3's VAE has none (use_quant_conv: false)
        m.sub(d, l)
    n, L = len(cfg["block_out_channels"]), cfg["layers_per_block"]
    res = {"conv_shortcut": "nin_shortcut"}
    for i in range(n):
        for j in range(L):
            m.sub(f"encoder.down_blocks.{i}.resnets.{j}", f"encoder.down.{i}.block.{j}", res)
        if i < n - 1:
            m.sub(f"encoder.down_blocks.{i}.downsamplers.0.conv", f"encoder.down.{i}.downsample.conv")
    for i in range(n):  # decoder.up_blocks.i is LDM's decoder.up.(n-1-i): LDM counts from the highest resolution
        k = n - 1 - i
        for j in range(L + 1):
            m.sub(f"decoder.up_blocks.{i}.resnets.{j}", f"decoder.up.{k}.block.{j}", res)
        if i < n - 1:
            m.sub(f"decoder.up_blocks.{i}.upsamplers.0.conv", f"decoder.up.{k}.upsample.conv")
    for part in ("encoder", "decoder"):
        m.sub(f"{part}.mid_block.resnets.0", f"{part}.mid.block_1", res)
        m.sub(f"{part}.mid_block.attentions.0", f"{part}.mid.attn_1", VAE_ATTN, conv1x1)
        m.sub(f"{part}.mid_block.resnets.1", f"{part}.mid.block_2", res)
    return m.done()


def strip_text_model(sd):
    # transformers 5 saves CLIPTextModel flattened ("embeddings...", "encoder...", "final_layer_norm...");
    # transformers 4 wrote "text_model." in front. Normalise to the flattened form.
    return {k[len("text_model.") :] if k.startswith("text_model.") else k: v for k, v in sd.items()}


def clip_to_ldm(sd):
    return {"cond_stage_model.transformer.text_model." + k: v.contiguous() for k, v in strip_text_model(sd).items()}


def clip_to_open_clip(sd, num_layers, prefix="cond_stage_model.model."):
    sd = strip_text_model(sd)
    m = Mapper(sd, prefix)
    m.put("token_embedding.weight", "embeddings.token_embedding.weight")
    m.put("positional_embedding", "embeddings.position_embedding.weight")
    m.put("ln_final.weight", "final_layer_norm.weight")
    m.put("ln_final.bias", "final_layer_norm.bias")
    for i in range(num_layers):
        s, d = f"encoder.layers.{i}.", f"transformer.resblocks.{i}."
        for a, b in (("layer_norm1", "ln_1"), ("layer_norm2", "ln_2"), ("mlp.fc1", "mlp.c_fc"),
                     ("mlp.fc2", "mlp.c_proj"), ("self_attn.out_proj", "attn.out_proj")):
            for w in ("weight", "bias"):
                m.put(f"{d}{b}.{w}", f"{s}{a}.{w}")
        for w in ("weight", "bias"):
            parts = [f"{s}self_attn.{p}_proj.{w}" for p in "qkv"]
            qkv = torch.cat([sd[p] for p in parts], dim=0)
            for p in parts[1:]:
                m.used.add(p)
            m.put(f"{d}attn.in_proj_{w}", parts[0], qkv)
    return m.done()


def ldm_schedule_buffers(linear_start=0.00085, linear_end=0.012, timesteps=1000):
    # ldm.models.diffusion.ddpm.DDPM.register_schedule ("linear" schedule = diffusers' scaled_linear)
    betas = torch.linspace(linear_start**0.5, linear_end**0.5, timesteps, dtype=torch.float64) ** 2
    alphas_cumprod = torch.cumprod(1.0 - betas, dim=0)
    return {"betas": betas.float(), "alphas_cumprod": alphas_cumprod.float()}


# ----------------------------------------------------------------------------- A1111 yaml


def ldm_yaml(family, unet_cfg, vae_cfg, te_cfg, diffusers_rel):
    model_channels = unet_cfg["block_out_channels"][0]
    channel_mult = [c // model_channels for c in unet_cfg["block_out_channels"]]
    attention_resolutions = [2**i for i, t in enumerate(unet_cfg["down_block_types"]) if t.startswith("CrossAttn")]
    unet_params = {
        "image_size": 32,
        "in_channels": unet_cfg["in_channels"],
        "out_channels": unet_cfg["out_channels"],
        "model_channels": model_channels,
        "attention_resolutions": attention_resolutions,
        "num_res_blocks": unet_cfg["layers_per_block"],
        "channel_mult": channel_mult,
    }
    if family == "sd1":
        unet_params["num_heads"] = unet_cfg["attention_head_dim"]
    else:
        heads = unet_cfg["attention_head_dim"]
        nhc = {c // h for c, h in zip(unet_cfg["block_out_channels"], heads)}
        assert len(nhc) == 1, nhc
        unet_params["num_head_channels"] = nhc.pop()
        unet_params["use_linear_in_transformer"] = True
    # Candela's yaml extension (LDM hard-codes 32): the tiny model's GroupNorm groups.
    unet_params["norm_num_groups"] = unet_cfg["norm_num_groups"]
    unet_params.update(
        use_spatial_transformer=True,
        transformer_depth=1,
        context_dim=unet_cfg["cross_attention_dim"],
        use_checkpoint=True,
        legacy=False,
    )
    if family != "sd1":
        unet_params["use_fp16"] = True
    vae_ch = vae_cfg["block_out_channels"][0]
    params = {}
    if family != "sd1":
        params["parameterization"] = "v"
    params.update(
        linear_start=0.00085,
        linear_end=0.012,
        num_timesteps_cond=1,
        log_every_t=200,
        timesteps=1000,
        first_stage_key="jpg",
        cond_stage_key="txt",
        image_size=64,
        channels=4,
        cond_stage_trainable=False,
        conditioning_key="crossattn",
        monitor="val/loss_simple_ema",
        scale_factor=vae_cfg["scaling_factor"],
        use_ema=False,
        unet_config={"target": "ldm.modules.diffusionmodules.openaimodel.UNetModel", "params": unet_params},
        first_stage_config={
            "target": "ldm.models.autoencoder.AutoencoderKL",
            "params": {
                "embed_dim": vae_cfg["latent_channels"],
                "monitor": "val/rec_loss",
                "ddconfig": {
                    "double_z": True,
                    "z_channels": vae_cfg["latent_channels"],
                    "resolution": vae_cfg["sample_size"],
                    "in_channels": vae_cfg["in_channels"],
                    "out_ch": vae_cfg["out_channels"],
                    "ch": vae_ch,
                    "ch_mult": [c // vae_ch for c in vae_cfg["block_out_channels"]],
                    "num_res_blocks": vae_cfg["layers_per_block"],
                    "attn_resolutions": [],
                    "dropout": 0.0,
                    "norm_num_groups": vae_cfg["norm_num_groups"],  # Candela extension
                },
                "lossconfig": {"target": "torch.nn.Identity"},
            },
        },
    )
    # num_heads is Candela's extension (LDM's text towers have 64-wide heads).
    if family == "sd1":
        params["cond_stage_config"] = {
            "target": "ldm.modules.encoders.modules.FrozenCLIPEmbedder",
            "params": {"num_heads": te_cfg["num_attention_heads"]},
        }
    else:
        params["cond_stage_config"] = {
            "target": "ldm.modules.encoders.modules.FrozenOpenCLIPEmbedder",
            "params": {"freeze": True, "layer": "penultimate", "num_heads": te_cfg["num_attention_heads"]},
        }
    doc = {"model": {"base_learning_rate": 1.0e-4, "target": "ldm.models.diffusion.ddpm.LatentDiffusion", "params": params}}
    extras = {
        "diffusers_config": diffusers_rel,
        "unet_norm_num_groups": unet_cfg["norm_num_groups"],
        "vae_norm_num_groups": vae_cfg["norm_num_groups"],
        "text_encoder": {
            "hidden_size": te_cfg["hidden_size"],
            "intermediate_size": te_cfg["intermediate_size"],
            "num_attention_heads": te_cfg["num_attention_heads"],
            "num_hidden_layers_used": te_cfg["num_hidden_layers"],
            **({} if family == "sd1" else {"open_clip_resblocks_in_file": te_cfg["num_hidden_layers"] + 1}),
            "hidden_act": te_cfg["hidden_act"],
        },
    }
    header = (
        f"# A1111-style LDM config for {family}_tiny.safetensors (test fixture, random weights).\n"
        "# model: is the genuine LDM layout (v1-inference.yaml / v2-inference-v.yaml with tiny sizes).\n"
        "# LDM hard-codes GroupNorm(32) and 64-wide text heads; this tiny model uses other values, so the\n"
        "# yaml carries Candela's extension keys: unet_config.params.norm_num_groups,\n"
        "# ddconfig.norm_num_groups and cond_stage_config.params.num_heads. candela_tiny: is a note for\n"
        "# humans (the diffusers folder these weights came from), not part of any format.\n"
    )
    body = yaml.safe_dump(doc, sort_keys=False, default_flow_style=None, width=100)
    body += "\n" + yaml.safe_dump({"candela_tiny": extras}, sort_keys=False, default_flow_style=None, width=100)
    return header + body


# ----------------------------------------------------------------------------- single file + round trip


def build_single_file(family, model_dir, model_rel, stem):
    unet_cfg = json.load(open(os.path.join(model_dir, "unet", "config.json")))
    vae_cfg = json.load(open(os.path.join(model_dir, "vae", "config.json")))
    te_cfg = json.load(open(os.path.join(model_dir, "text_encoder", "config.json")))
    unet_sd = load_file(os.path.join(model_dir, "unet", "diffusion_pytorch_model.safetensors"))
    vae_sd = load_file(os.path.join(model_dir, "vae", "diffusion_pytorch_model.safetensors"))
    te_sd = load_file(os.path.join(model_dir, "text_encoder", "model.safetensors"))

    ckpt = {}
    ckpt.update(unet_to_ldm(unet_sd, unet_cfg))
    ckpt.update(vae_to_ldm(vae_sd, vae_cfg))
    if family == "sd1":
        ckpt.update(clip_to_ldm(te_sd))
        # many real SD 1.x files carry this int64 buffer
        ckpt["cond_stage_model.transformer.text_model.embeddings.position_ids"] = torch.arange(77, dtype=torch.int64)[None]
    else:
        n = te_cfg["num_hidden_layers"]
        ckpt.update(clip_to_open_clip(te_sd, n))
        # Real SD 2.x files hold the whole 24-layer OpenCLIP text tower and use the penultimate layer's output
        # (diffusers' SD 2.x text encoder has 23 layers). Add one extra random resblock at the end, plus the
        # text projection and logit scale that real files carry and SD never uses.
        torch.manual_seed(2004)
        extra = CLIPTextModel(sd2v_text_config(num_hidden_layers=n + 1)).to(torch.float16)
        extra_sd = {k: v for k, v in extra.state_dict().items() if f"layers.{n}." in k}
        with torch.no_grad():  # make the unused block clearly non-trivial (CLIP init has unit norms, zero biases)
            for k in sorted(extra_sd):
                if "layer_norm" in k or k.endswith("bias"):
                    extra_sd[k] = (extra_sd[k].float() + 0.1 * torch.randn(extra_sd[k].shape)).half()
        open_extra = clip_to_open_clip_layer(extra_sd, n)
        ckpt.update(open_extra)
        g = torch.Generator("cpu").manual_seed(2005)
        d = te_cfg["hidden_size"]
        ckpt["cond_stage_model.model.text_projection"] = (torch.randn((d, d), generator=g) * d**-0.5).half()
        ckpt["cond_stage_model.model.logit_scale"] = torch.tensor(4.6052, dtype=torch.float16)
    ckpt.update(ldm_schedule_buffers())
    path = os.path.join(OUT, "single_file", stem + ".safetensors")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    save_file(ckpt, path)
    yaml_path = os.path.join(OUT, "single_file", stem + ".yaml")
    write_text(yaml_path, ldm_yaml(family, unet_cfg, vae_cfg, te_cfg, model_rel))
    log(f"  single_file/{stem}.safetensors: {len(ckpt)} tensors, {os.path.getsize(path) / 1e6:.2f} MB")
    return path, yaml_path


def clip_to_open_clip_layer(sd, i, prefix="cond_stage_model.model."):
    out = {}
    s, d = f"encoder.layers.{i}.", f"{prefix}transformer.resblocks.{i}."
    sd = strip_text_model(sd)
    for a, b in (("layer_norm1", "ln_1"), ("layer_norm2", "ln_2"), ("mlp.fc1", "mlp.c_fc"),
                 ("mlp.fc2", "mlp.c_proj"), ("self_attn.out_proj", "attn.out_proj")):
        for w in ("weight", "bias"):
            out[f"{d}{b}.{w}"] = sd[f"{s}{a}.{w}"].contiguous()
    for w in ("weight", "bias"):
        out[f"{d}attn.in_proj_{w}"] = torch.cat([sd[f"{s}self_attn.{p}_proj.{w}"] for p in "qkv"], 0).contiguous()
    return out


def assert_same(name, got, want):
    got = {k: v for k, v in got.items()}
    missing = sorted(set(want) - set(got))
    extra = sorted(set(got) - set(want))
    assert not missing, f"{name}: missing {missing[:5]}"
    assert not extra, f"{name}: unexpected {extra[:5]}"
    for k in want:
        a, b = got[k], want[k]
        assert a.shape == b.shape, (name, k, a.shape, b.shape)
        assert torch.equal(a.to(b.dtype), b), (name, k)
        assert torch.equal(a.float(), b.float()), (name, k)


def verify_round_trip(family, model_dir, ckpt_path, yaml_path):
    """Checks that diffusers' own single-file code turns the LDM file back into exactly the folder's tensors."""
    notes = []
    ckpt = load_file(ckpt_path)
    orig = yaml.safe_load(open(yaml_path))
    want_unet = load_file(os.path.join(model_dir, "unet", "diffusion_pytorch_model.safetensors"))
    want_vae = load_file(os.path.join(model_dir, "vae", "diffusion_pytorch_model.safetensors"))
    want_te = strip_text_model(load_file(os.path.join(model_dir, "text_encoder", "model.safetensors")))
    folder_unet_cfg = json.load(open(os.path.join(model_dir, "unet", "config.json")))
    folder_vae_cfg = json.load(open(os.path.join(model_dir, "vae", "config.json")))
    n_layers = json.load(open(os.path.join(model_dir, "text_encoder", "config.json")))["num_hidden_layers"]

    # 1. the yaml, read by diffusers, describes the folder's UNet and VAE (except GroupNorm groups, which LDM fixes at 32)
    ucfg = sfu.create_unet_diffusers_config_from_ldm(orig, ckpt)
    for k, v in ucfg.items():
        if k == "sample_size":
            continue
        fv = folder_unet_cfg.get(k)
        assert fv == v or (isinstance(v, list) and list(fv) == v) or (v is None and fv is None), (k, v, fv)
    vcfg = sfu.create_vae_diffusers_config_from_ldm(orig, ckpt)
    for k, v in vcfg.items():
        if k == "sample_size":
            continue
        assert folder_vae_cfg.get(k) == v, (k, v, folder_vae_cfg.get(k))
    notes.append("yaml -> diffusers config (create_*_diffusers_config_from_ldm) matches the folder's config.json "
                 "except norm_num_groups (LDM/diffusers assume 32)")

    # 2. diffusers' converter functions directly
    assert_same("unet(convert_ldm_unet_checkpoint)", sfu.convert_ldm_unet_checkpoint(ckpt, ucfg), want_unet)
    assert_same("vae(convert_ldm_vae_checkpoint)", sfu.convert_ldm_vae_checkpoint(ckpt, vcfg), want_vae)
    if family == "sd1":
        te = strip_text_model(sfu.convert_ldm_clip_checkpoint(ckpt))
        te.pop("embeddings.position_ids")
        assert_same("text_encoder(convert_ldm_clip_checkpoint)", te, want_te)
    else:
        model = CLIPTextModel(CLIPTextConfig.from_pretrained(os.path.join(model_dir, "text_encoder")))
        te = strip_text_model(sfu.convert_open_clip_checkpoint(model, ckpt))
        beyond = sorted(k for k in te if k.startswith(f"encoder.layers.{n_layers}."))
        assert beyond, "expected the extra OpenCLIP resblock to come through"
        notes.append(f"convert_open_clip_checkpoint keeps resblocks.{n_layers} (it only drops resblocks.23 by name): "
                     f"{len(beyond)} extra encoder.layers.{n_layers}.* keys, ignored when loading into the "
                     f"{n_layers}-layer model")
        for k in beyond:
            te.pop(k)
        assert_same("text_encoder(convert_open_clip_checkpoint)", te, want_te)
    notes.append("convert_ldm_unet_checkpoint / convert_ldm_vae_checkpoint / convert_"
                 + ("ldm_clip" if family == "sd1" else "open_clip") + "_checkpoint give back every folder tensor exactly")

    # 3. the pipeline loader as users call it
    try:
        StableDiffusionPipeline.from_single_file(
            ckpt_path, config=model_dir, original_config=yaml_path, local_files_only=True,
            safety_checker=None, requires_safety_checker=False,
        )
        notes.append("from_single_file(config=folder, original_config=yaml) loaded")
    except Exception as e:  # expected: the yaml route builds GroupNorm(32) for 16-channel VAE blocks
        msg = str(e).splitlines()[0][:160]
        notes.append(f"from_single_file(config=folder, original_config=yaml) fails: {type(e).__name__}: {msg} "
                     "(with original_config, diffusers builds UNet/VAE from the yaml, i.e. with 32 norm groups)")
    pipe = StableDiffusionPipeline.from_single_file(
        ckpt_path, config=model_dir, local_files_only=True, safety_checker=None, requires_safety_checker=False
    )
    assert_same("unet(from_single_file)", pipe.unet.state_dict(), want_unet)
    assert_same("vae(from_single_file)", pipe.vae.state_dict(), want_vae)
    te_sd = strip_text_model(pipe.text_encoder.state_dict())
    te_sd.pop("embeddings.position_ids", None)
    assert_same("text_encoder(from_single_file)", te_sd, want_te)
    notes.append("from_single_file(config=folder, local_files_only=True): every UNet/VAE/text-encoder tensor equals the folder's")
    for n in notes:
        log("   ", n)
    pipe.to(torch.float32)
    pipe.set_progress_bar_config(disable=True)
    return pipe, notes


def make_single_file_case(name, folder_case_name, sf_pipe, folder_pipe, stem, diffusers_rel, notes):
    src = os.path.join(OUT, folder_case_name)
    case = json.load(open(os.path.join(src, "case.json")))
    noise = load_file(os.path.join(src, "noise.safetensors"))["noise"]
    want = load_file(os.path.join(src, "expected_latents.safetensors"))["latents"]
    got = {}
    for label, p in (("single_file", sf_pipe), ("folder", folder_pipe)):
        set_sampler(p, case["sampler"], dict(folder_pipe.scheduler.config))
        got[label], _ = run_pipe(p, case, noise)
    same = (got["single_file"] - got["folder"]).abs().max().item()
    vs_expected = (got["single_file"] - want).abs().max().item()
    assert same == 0.0, f"{name}: single-file pipeline differs from the folder pipeline by {same}"
    assert vs_expected < 1e-4, f"{name}: single-file pipeline differs from {folder_case_name}'s expected by {vs_expected}"
    case = dict(case)
    case.setdefault("prediction_type", folder_pipe.scheduler.config.prediction_type)
    case["model"] = f"single_file/{stem}.safetensors"
    case["original_config"] = f"single_file/{stem}.yaml"
    case["diffusers_config"] = diffusers_rel
    case["expected_from"] = folder_case_name
    case["single_file_note"] = (
        f"The expected outputs are the folder model's ({diffusers_rel}, files copied from case {folder_case_name}): "
        "the single file holds exactly the same fp16 tensors in LDM layout, and diffusers' from_single_file("
        "config=folder) pipeline gave latents bit-identical to the folder pipeline's. Round-trip checks: "
        + "; ".join(notes)
    )
    d = os.path.join(OUT, name)
    reset_dir(d)
    write_json(os.path.join(d, "case.json"), case)
    for f in ("noise.safetensors", "expected_latents.safetensors", "expected.png", "expected_prompt_embeds.safetensors"):
        if os.path.exists(os.path.join(src, f)):
            copy_file(os.path.join(src, f), os.path.join(d, f))
    log(f"  {name}: single-file == folder pipeline (max diff {same}); vs {folder_case_name} expected {vs_expected:.3g}")


# ----------------------------------------------------------------------------- main


def check_shared_reproduces(pipe, sd1_dir):
    """Sanity check of the conventions: recompute the shared sd1 cases with this script's code."""
    base = dict(pipe.scheduler.config)
    for name in ("sd1_euler", "sd1_ddim"):
        d = os.path.join(OUT, name)
        case = json.load(open(os.path.join(d, "case.json")))
        noise = load_file(os.path.join(d, "noise.safetensors"))["noise"]
        want = load_file(os.path.join(d, "expected_latents.safetensors"))["latents"]
        set_sampler(pipe, case["sampler"], base)
        assert token_ids(pipe.tokenizer, case["prompt"]) == case["prompt_token_ids"]
        latents, image = run_pipe(pipe, case, noise)
        png = np.asarray(Image.open(os.path.join(d, "expected.png")).convert("RGB")).astype(int)
        x = ((image[0] / 2 + 0.5).clamp(0, 1) * 255).round().to(torch.uint8).permute(1, 2, 0).numpy().astype(int)
        log(f"  {name} recomputed: latents max |diff| {(latents - want).abs().max().item():.3g}, "
            f"png max |diff| {np.abs(png - x).max()}")
        assert torch.allclose(latents, want, atol=1e-4, rtol=0), name


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--shared", default=os.path.join(REPO, "..", "shared", "parity"))
    args = ap.parse_args()
    shared = os.path.abspath(args.shared)
    os.makedirs(OUT, exist_ok=True)

    # 1. copies from the shared folder
    sd1_dir = os.path.join(OUT, "models", "sd1")
    if os.path.isdir(shared):
        log(f"copying from {shared}")
        copy_tree(os.path.join(shared, "models", "sd1"), sd1_dir)
        for c in ("sd1_euler", "sd1_ddim"):
            copy_tree(os.path.join(shared, c), os.path.join(OUT, c))
        copy_file(os.path.join(shared, "tokenizer_cases.json"), os.path.join(OUT, "tokenizer_cases.json"))
    else:
        assert os.path.isdir(sd1_dir), f"{shared} not found and no {sd1_dir} to reuse"
        log(f"{shared} not found: keeping the existing copies of models/sd1, sd1_euler, sd1_ddim")

    # 2. SD 1.x cases
    log("sd1")
    pipe = load_pipe(sd1_dir)
    base = dict(pipe.scheduler.config)
    check_shared_reproduces(pipe, sd1_dir)
    make_case(pipe, "models/sd1", "sd1", "sd1_dpmpp_2m", "a watercolor painting of a fox in the snow", "blurry",
              128, 96, 6, 7.0, "dpmpp_2m", 101, base)
    make_case(pipe, "models/sd1", "sd1", "sd1_dpmpp_2m_karras", "a castle on a hill at sunset",
              "low quality", 64, 64, 6, 7.0, "dpmpp_2m_karras", 102, base)
    make_long_prompt_case(pipe, base)

    # 3. SD 2.x (v-prediction) tiny model and cases
    log("sd2v")
    sd2v_dir = os.path.join(OUT, "models", "sd2v")
    build_sd2v(sd1_dir, sd2v_dir)
    pipe2 = load_pipe(sd2v_dir)
    base2 = dict(pipe2.scheduler.config)
    assert base2["prediction_type"] == "v_prediction"
    make_case(pipe2, "models/sd2v", "sd2v", "sd2v_euler", "a photo of a cat", "blurry",
              128, 96, 4, 5.0, "euler", 201, base2)
    make_case(pipe2, "models/sd2v", "sd2v", "sd2v_ddim", "a red car on a road", "",
              64, 64, 5, 7.5, "ddim", 202, base2)
    make_case(pipe2, "models/sd2v", "sd2v", "sd2v_dpmpp_2m", "a bowl of ramen, studio lighting", "cartoon",
              64, 64, 6, 7.0, "dpmpp_2m", 203, base2)

    # 4. single-file checkpoints, round trip, single-file cases
    log("single files")
    for family, model_dir, rel, stem, folder_case, folder_pipe in (
        ("sd1", sd1_dir, "models/sd1", "sd1_tiny", "sd1_euler", pipe),
        ("sd2v", sd2v_dir, "models/sd2v", "sd2v_tiny", "sd2v_euler", pipe2),
    ):
        ckpt_path, yaml_path = build_single_file(family, model_dir, rel, stem)
        sf_pipe, notes = verify_round_trip(family, model_dir, ckpt_path, yaml_path)
        make_single_file_case(f"{family}_single_file_euler", folder_case, sf_pipe, folder_pipe, stem, rel, notes)

    total = 0
    for root, _, files in os.walk(OUT):
        total += sum(os.path.getsize(os.path.join(root, f)) for f in files)
    log(f"tests/parity: {total / 1e6:.2f} MB")


def make_long_prompt_case(pipe, base):
    name = "sd1_long_prompt"
    prompt = LONG_PROMPT
    negative = "blurry low quality"
    width, height, steps, cfg, seed = 64, 64, 5, 7.0, 103
    tok, te = pipe.tokenizer, pipe.text_encoder
    p_chunks, p_len = a1111_chunks(tok, prompt)
    n_chunks, n_len = a1111_chunks(tok, negative)
    assert p_len > 77 and len(p_chunks) == 2 and "," not in prompt
    empty_chunks, _ = a1111_chunks(tok, "")
    cond = encode_chunks(te, p_chunks)
    uncond = encode_chunks(te, n_chunks)
    empty = encode_chunks(te, empty_chunks)
    n_padded = n_chunks + empty_chunks * (len(p_chunks) - len(n_chunks))
    uncond = torch.cat([uncond] + [empty] * (len(p_chunks) - len(n_chunks)), dim=1)
    assert cond.shape == uncond.shape == (1, 154, 32), (cond.shape, uncond.shape)
    set_sampler(pipe, "euler", base)
    case = {
        "model": "models/sd1",
        "prompt": prompt,
        "negative_prompt": negative,
        "width": width,
        "height": height,
        "steps": steps,
        "cfg": cfg,
        "sampler": "euler",
        "family": "sd1",
        "prediction_type": pipe.scheduler.config.prediction_type,
        "prompt_token_ids": [i for c in p_chunks for i in c],
        "negative_prompt_token_ids": [i for c in n_padded for i in c],
        "prompt_token_count": p_len,
        "prompt_token_chunks": p_chunks,
        "negative_prompt_token_chunks": n_chunks,
        "empty_prompt_token_chunk": empty_chunks[0],
        "long_prompt_convention": LONG_PROMPT_CONVENTION,
        "noise_seed": seed,
    }
    noise = make_noise(seed, width, height)
    latents, image = run_pipe(pipe, case, noise, prompt_embeds=cond, negative_prompt_embeds=uncond)
    case.update(sampler_record(pipe))
    case.update(VERSIONS)
    write_case(name, case, noise, latents, image, (cond, uncond))
    # the first 77 tokens alone must give something else (diffusers' truncation): guards against a no-op case
    trunc, _ = run_pipe(pipe, case, noise)
    log(f"  {name}: {p_len} prompt tokens -> {len(p_chunks)} chunks; vs truncated-at-77 max |diff| "
        f"{(trunc - latents).abs().max().item():.4f}")
    assert (trunc - latents).abs().max().item() > 1e-3


if __name__ == "__main__":
    main()
