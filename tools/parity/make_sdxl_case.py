# Usage: /tmp/pyref/bin/python tools/parity/make_sdxl_case.py  (rebuilds tests/parity/models/sdxl and the sdxl_* cases; run make_cases.py first)
"""Builds the SDXL diffusers-parity fixtures under tests/parity/.

* a tiny random SDXL pipeline (models/sdxl): a text_time UNet with a DownBlock2D first and
  per-block transformer depths, CLIP-L-style text_encoder (CLIPTextModel) and
  OpenCLIP-bigG-style text_encoder_2 (CLIPTextModelWithProjection) of different widths,
  the tiny sd1 VAE with SDXL's scaling factor, SDXL's Euler scheduler config and
  force_zeros_for_empty_prompt;
* StableDiffusionXLPipeline cases with CFG (one with a negative prompt, one without, so
  the zeroed negative conditioning is covered).

Same conventions as make_cases.py (whose helpers it imports): float32 on CPU from the
fp16-stored weights, fixed seeds, one thread; re-running rewrites identical files.
"""
import json
import os
import sys

import torch
from safetensors.torch import load_file, save_file

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_cases as mc  # noqa: E402  (sets torch threads/determinism and logging on import)

from diffusers import (  # noqa: E402
    AutoencoderKL,
    EulerDiscreteScheduler,
    StableDiffusionXLPipeline,
    UNet2DConditionModel,
)
from transformers import (  # noqa: E402
    CLIPTextConfig,
    CLIPTextModel,
    CLIPTextModelWithProjection,
    CLIPTokenizer,
)

OUT = mc.OUT
TIME_EMBED_DIM = 8
TE1_HIDDEN, TE2_HIDDEN, TE2_PROJECTION = 32, 40, 20

SDXL_UNET = dict(
    sample_size=16,
    in_channels=4,
    out_channels=4,
    block_out_channels=[32, 32, 64],
    layers_per_block=2,
    down_block_types=["DownBlock2D", "CrossAttnDownBlock2D", "CrossAttnDownBlock2D"],
    up_block_types=["CrossAttnUpBlock2D", "CrossAttnUpBlock2D", "UpBlock2D"],
    # diffusers' legacy naming, as SDXL's config has it: heads per block (16-wide heads here).
    attention_head_dim=[2, 2, 4],
    transformer_layers_per_block=[1, 1, 2],
    cross_attention_dim=TE1_HIDDEN + TE2_HIDDEN,
    use_linear_projection=True,
    norm_num_groups=16,
    addition_embed_type="text_time",
    addition_time_embed_dim=TIME_EMBED_DIM,
    projection_class_embeddings_input_dim=6 * TIME_EMBED_DIM + TE2_PROJECTION,
    upcast_attention=False,
)

# stabilityai/stable-diffusion-xl-base-1.0's scheduler/scheduler_config.json
SDXL_SCHEDULER = {
    "_class_name": "EulerDiscreteScheduler",
    "beta_end": 0.012,
    "beta_schedule": "scaled_linear",
    "beta_start": 0.00085,
    "clip_sample": False,
    "interpolation_type": "linear",
    "num_train_timesteps": 1000,
    "prediction_type": "epsilon",
    "sample_max_value": 1.0,
    "set_alpha_to_one": False,
    "skip_prk_steps": True,
    "steps_offset": 1,
    "timestep_spacing": "leading",
    "trained_betas": None,
    "use_karras_sigmas": False,
}


def text_config(hidden, act, projection_dim):
    # bos/eos/pad ids 0/2/1 as both of SDXL's text encoder configs have them (eos 2 makes
    # transformers pool at argmax(input_ids), the position of <|endoftext|>).
    return CLIPTextConfig(
        vocab_size=49408,
        hidden_size=hidden,
        intermediate_size=37,
        num_hidden_layers=3,
        num_attention_heads=4,
        max_position_embeddings=77,
        hidden_act=act,
        layer_norm_eps=1e-5,
        projection_dim=projection_dim,
        bos_token_id=0,
        eos_token_id=2,
        pad_token_id=1,
    )


def build_sdxl(dst):
    sd1_dir = os.path.join(OUT, "models", "sd1")
    sd2v_dir = os.path.join(OUT, "models", "sd2v")
    sd1_vae_cfg = json.load(open(os.path.join(sd1_dir, "vae", "config.json")))
    vae_cfg = {k: v for k, v in sd1_vae_cfg.items() if not k.startswith("_")}
    vae_cfg.update(scaling_factor=0.13025, force_upcast=True)

    torch.manual_seed(3001)
    unet = UNet2DConditionModel(**SDXL_UNET)
    mc.scale_params(unet, 1.5)
    torch.manual_seed(3002)
    vae = AutoencoderKL(**vae_cfg)
    mc.scale_params(vae, 1.5)
    torch.manual_seed(3003)
    te = CLIPTextModel(text_config(TE1_HIDDEN, "quick_gelu", TE1_HIDDEN))
    torch.manual_seed(3004)
    te2 = CLIPTextModelWithProjection(text_config(TE2_HIDDEN, "gelu", TE2_PROJECTION))
    pipe = StableDiffusionXLPipeline(
        vae=vae,
        text_encoder=te,
        text_encoder_2=te2,
        tokenizer=CLIPTokenizer.from_pretrained(os.path.join(sd1_dir, "tokenizer")),
        tokenizer_2=CLIPTokenizer.from_pretrained(os.path.join(sd2v_dir, "tokenizer")),
        unet=unet,
        scheduler=EulerDiscreteScheduler.from_config(SDXL_SCHEDULER),
        force_zeros_for_empty_prompt=True,
        add_watermarker=False,
    )
    pipe.to(torch.float16)
    if os.path.isdir(dst):
        mc.shutil.rmtree(dst)
    pipe.save_pretrained(dst, safe_serialization=True)
    for root, _, files in os.walk(dst):
        for f in files:
            os.chmod(os.path.join(root, f), 0o644)
    # The tokenizers as SDXL ships them: CLIP-L's pads with <|endoftext|>, bigG's with "!" (id 0).
    for sub, src in (("tokenizer", sd1_dir), ("tokenizer_2", sd2v_dir)):
        mc.shutil.rmtree(os.path.join(dst, sub))
        mc.copy_tree(os.path.join(src, "tokenizer"), os.path.join(dst, sub))
    assert CLIPTokenizer.from_pretrained(os.path.join(dst, "tokenizer")).pad_token_id == 49407
    assert CLIPTokenizer.from_pretrained(os.path.join(dst, "tokenizer_2")).pad_token_id == 0


def load_sdxl(model_dir):
    pipe = StableDiffusionXLPipeline.from_pretrained(model_dir, torch_dtype=torch.float32, local_files_only=True)
    pipe.set_progress_bar_config(disable=True)
    return pipe


@torch.no_grad()
def check_hidden_states(pipe):
    """hidden_states[-2] must be the input of the last encoder layer (embeddings first)."""
    ids = torch.tensor([mc.token_ids(pipe.tokenizer_2, "a cat")])
    out = pipe.text_encoder_2(ids, output_hidden_states=True)
    assert len(out.hidden_states) == pipe.text_encoder_2.config.num_hidden_layers + 1
    assert out.text_embeds.shape == (1, TE2_PROJECTION)


@torch.no_grad()
def run_sdxl(pipe, case, noise):
    negative = case["negative_prompt"] or None  # "" = not given: force_zeros_for_empty_prompt applies
    latents = pipe(
        prompt=case["prompt"],
        negative_prompt=negative,
        width=case["width"],
        height=case["height"],
        num_inference_steps=case["steps"],
        guidance_scale=case["cfg"],
        latents=noise.clone(),
        output_type="latent",
    ).images
    image = pipe.vae.decode(latents / pipe.vae.config.scaling_factor).sample
    embeds = pipe.encode_prompt(case["prompt"], device="cpu", num_images_per_prompt=1,
                                do_classifier_free_guidance=True, negative_prompt=negative)
    return latents, image, embeds


def make_case(pipe, name, prompt, negative, width, height, steps, cfg, seed, sampler="euler"):
    base = dict(pipe.scheduler.config)
    mc.set_sampler(pipe, sampler, base)
    case = {
        "model": "models/sdxl",
        "prompt": prompt,
        "negative_prompt": negative,
        "width": width,
        "height": height,
        "steps": steps,
        "cfg": cfg,
        "sampler": sampler,
        "family": "sdxl",
        "prediction_type": pipe.scheduler.config.prediction_type,
        "prompt_token_ids": mc.token_ids(pipe.tokenizer, prompt),
        "prompt_token_ids_2": mc.token_ids(pipe.tokenizer_2, prompt),
        "negative_prompt_token_ids": mc.token_ids(pipe.tokenizer, negative),
        "negative_prompt_token_ids_2": mc.token_ids(pipe.tokenizer_2, negative),
        "negative_conditioning": "zeros (negative_prompt=None, force_zeros_for_empty_prompt)" if not negative
        else "encoded negative prompt",
        "add_time_ids": [height, width, 0, 0, height, width],
        "noise_seed": seed,
    }
    noise = mc.make_noise(seed, width, height)
    latents, image, (cond, uncond, pooled, uncond_pooled) = run_sdxl(pipe, case, noise)
    time_ids = pipe._get_add_time_ids((height, width), (0, 0), (height, width), torch.float32,
                                      text_encoder_projection_dim=TE2_PROJECTION)
    assert time_ids.tolist() == [case["add_time_ids"]], time_ids
    if not negative:
        assert uncond.abs().max() == 0 and uncond_pooled.abs().max() == 0
    case.update(mc.sampler_record(pipe))
    case.update(mc.VERSIONS)
    mc.write_case(name, case, noise, latents, image, (cond, uncond))
    save_file(
        {"pooled_prompt_embeds": pooled.contiguous(), "negative_pooled_prompt_embeds": uncond_pooled.contiguous()},
        os.path.join(OUT, name, "expected_pooled_prompt_embeds.safetensors"),
    )
    mc.log(f"  {name}: latents mean {latents.mean():.5f} std {latents.std():.5f} max {latents.abs().max():.3f}")


def make_dpmpp_2m_case(pipe):
    make_case(pipe, "sdxl_dpmpp_2m", "a watercolor painting of a fox in the snow", "blurry", 64, 64, 6, 6.0, 304,
              sampler="dpmpp_2m")
    pipe.scheduler = EulerDiscreteScheduler.from_config(SDXL_SCHEDULER)


@torch.no_grad()
def encode_a1111(pipe, text, n_chunks):
    """A1111-style SDXL embeddings: per 77-token chunk, both encoders' hidden_states[-2]
    side by side; chunks concatenated along the sequence; pooled from the first chunk.
    Padded with chunks of the empty prompt to `n_chunks`."""
    hidden = []
    chunks = []
    for tok, te in ((pipe.tokenizer, pipe.text_encoder), (pipe.tokenizer_2, pipe.text_encoder_2)):
        c, _ = mc.a1111_chunks(tok, text)
        empty, _ = mc.a1111_chunks(tok, "")
        c = c + empty * (n_chunks - len(c))
        chunks.append(c)
        hidden.append(torch.cat([te(torch.tensor([ids]), output_hidden_states=True).hidden_states[-2] for ids in c], 1))
    pooled = pipe.text_encoder_2(torch.tensor([chunks[1][0]])).text_embeds
    return torch.cat(hidden, -1), pooled, chunks


def make_long_prompt_case(pipe):
    name = "sdxl_long_prompt"
    prompt = mc.LONG_PROMPT
    negative = "blurry low quality"
    width, height, steps, cfg, seed = 64, 64, 5, 7.0, 303
    n = len(mc.a1111_chunks(pipe.tokenizer, prompt)[0])
    assert n == 2 and len(mc.a1111_chunks(pipe.tokenizer_2, prompt)[0]) == n
    cond, pooled, p_chunks = encode_a1111(pipe, prompt, n)
    uncond, uncond_pooled, n_chunks = encode_a1111(pipe, negative, n)
    assert cond.shape == (1, 154, TE1_HIDDEN + TE2_HIDDEN), cond.shape
    mc.set_sampler(pipe, "euler", dict(pipe.scheduler.config))
    case = {
        "model": "models/sdxl",
        "prompt": prompt,
        "negative_prompt": negative,
        "width": width,
        "height": height,
        "steps": steps,
        "cfg": cfg,
        "sampler": "euler",
        "family": "sdxl",
        "prediction_type": pipe.scheduler.config.prediction_type,
        "prompt_token_ids": [i for c in p_chunks[0] for i in c],
        "prompt_token_ids_2": [i for c in p_chunks[1] for i in c],
        "negative_prompt_token_ids": [i for c in n_chunks[0] for i in c],
        "negative_prompt_token_ids_2": [i for c in n_chunks[1] for i in c],
        "long_prompt_convention": "As sd1_long_prompt's (A1111 chunking), per encoder: each 77-token chunk through "
        "text_encoder and text_encoder_2 separately, hidden_states[-2] of both side by side, chunks concatenated "
        "along the sequence; the pooled embedding (text_embeds) is text_encoder_2's of the first chunk, as A1111 "
        "does. The negative prompt is padded with empty-prompt chunks to the prompt's count.",
        "add_time_ids": [height, width, 0, 0, height, width],
        "noise_seed": seed,
    }
    noise = mc.make_noise(seed, width, height)
    with torch.no_grad():
        latents = pipe(
            prompt_embeds=cond, negative_prompt_embeds=uncond, pooled_prompt_embeds=pooled,
            negative_pooled_prompt_embeds=uncond_pooled, width=width, height=height, num_inference_steps=steps,
            guidance_scale=cfg, latents=noise.clone(), output_type="latent",
        ).images
        image = pipe.vae.decode(latents / pipe.vae.config.scaling_factor).sample
    case.update(mc.sampler_record(pipe))
    case.update(mc.VERSIONS)
    mc.write_case(name, case, noise, latents, image, (cond, uncond))
    save_file(
        {"pooled_prompt_embeds": pooled.contiguous(), "negative_pooled_prompt_embeds": uncond_pooled.contiguous()},
        os.path.join(OUT, name, "expected_pooled_prompt_embeds.safetensors"),
    )
    mc.log(f"  {name}: {len(p_chunks[0])} chunks; latents mean {latents.mean():.5f} std {latents.std():.5f}")


# ----------------------------------------------------------------------------- single file

SDXL_YAML = """# sgm-style config (sd_xl_base.yaml's layout, tiny sizes) for sdxl_tiny.safetensors (test fixture,
# random weights). LDM/sgm hard-code GroupNorm(32) and 64-wide text heads; this tiny model uses other
# values, so the yaml carries Candela's extension keys: network_config.params.norm_num_groups,
# ddconfig.norm_num_groups and emb_models.N.params.num_heads. candela_tiny: is a note for humans.
model:
  target: sgm.models.diffusion.DiffusionEngine
  params:
    scale_factor: 0.13025
    disable_first_stage_autocast: true
    network_config:
      target: sgm.modules.diffusionmodules.openaimodel.UNetModel
      params:
        adm_in_channels: {adm}
        num_classes: sequential
        in_channels: 4
        out_channels: 4
        model_channels: 32
        attention_resolutions: [2, 4]
        num_res_blocks: 2
        channel_mult: [1, 1, 2]
        num_head_channels: 16
        use_linear_in_transformer: true
        transformer_depth: [1, 1, 2]
        context_dim: {context}
        norm_num_groups: 16
    conditioner_config:
      target: sgm.modules.GeneralConditioner
      params:
        emb_models:
          - is_trainable: false
            input_key: txt
            target: sgm.modules.encoders.modules.FrozenCLIPEmbedder
            params: {{layer: hidden, layer_idx: 1, num_heads: 4}}
          - is_trainable: false
            input_key: txt
            target: sgm.modules.encoders.modules.FrozenOpenCLIPEmbedder2
            params: {{freeze: true, layer: penultimate, always_return_pooled: true, legacy: false, num_heads: 4}}
          - is_trainable: false
            input_key: original_size_as_tuple
            target: sgm.modules.encoders.modules.ConcatTimestepEmbedderND
            params: {{outdim: {time}}}
          - is_trainable: false
            input_key: crop_coords_top_left
            target: sgm.modules.encoders.modules.ConcatTimestepEmbedderND
            params: {{outdim: {time}}}
          - is_trainable: false
            input_key: target_size_as_tuple
            target: sgm.modules.encoders.modules.ConcatTimestepEmbedderND
            params: {{outdim: {time}}}
    first_stage_config:
      target: sgm.models.autoencoder.AutoencoderKLInferenceWrapper
      params:
        embed_dim: 4
        ddconfig:
          double_z: true
          z_channels: 4
          resolution: 64
          in_channels: 3
          out_ch: 3
          ch: 16
          ch_mult: [1, 2, 2, 2]
          num_res_blocks: 1
          attn_resolutions: []
          dropout: 0.0
          norm_num_groups: 8

candela_tiny:
  diffusers_config: models/sdxl
"""


def build_single_file(model_dir):
    """models/sdxl as an A1111/Civitai SDXL file: sgm key layout, fp16 tensors of the folder."""
    unet = load_file(os.path.join(model_dir, "unet", "diffusion_pytorch_model.safetensors"))
    unet_cfg = json.load(open(os.path.join(model_dir, "unet", "config.json")))
    vae = load_file(os.path.join(model_dir, "vae", "diffusion_pytorch_model.safetensors"))
    vae_cfg = json.load(open(os.path.join(model_dir, "vae", "config.json")))
    te = mc.strip_text_model(load_file(os.path.join(model_dir, "text_encoder", "model.safetensors")))
    te2 = mc.strip_text_model(load_file(os.path.join(model_dir, "text_encoder_2", "model.safetensors")))
    ckpt = mc.unet_to_ldm({k: v for k, v in unet.items() if not k.startswith("add_embedding.")}, unet_cfg)
    for i, j in ((1, 0), (2, 2)):
        for w in ("weight", "bias"):
            ckpt[f"model.diffusion_model.label_emb.0.{j}.{w}"] = unet[f"add_embedding.linear_{i}.{w}"]
    ckpt.update(mc.vae_to_ldm(vae, vae_cfg))
    ckpt.update({"conditioner.embedders.0.transformer.text_model." + k: v for k, v in te.items()})
    projection = te2.pop("text_projection.weight")
    ckpt.update(mc.clip_to_open_clip(te2, 3, prefix="conditioner.embedders.1.model."))
    # OpenCLIP computes x @ P with P [width, embed]: the transpose of the linear weight.
    ckpt["conditioner.embedders.1.model.text_projection"] = projection.T.contiguous()
    ckpt["conditioner.embedders.1.model.logit_scale"] = torch.tensor(4.6052, dtype=torch.float16)
    d = os.path.join(OUT, "single_file")
    path = os.path.join(d, "sdxl_tiny.safetensors")
    save_file({k: v.contiguous() for k, v in ckpt.items()}, path)
    yaml_path = os.path.join(d, "sdxl_tiny.yaml")
    mc.write_text(yaml_path, SDXL_YAML.format(
        adm=unet_cfg["projection_class_embeddings_input_dim"], context=unet_cfg["cross_attention_dim"],
        time=unet_cfg["addition_time_embed_dim"]))
    mc.log(f"  single_file/sdxl_tiny.safetensors: {len(ckpt)} tensors, {os.path.getsize(path) / 1e6:.2f} MB")
    return path


def verify_single_file(model_dir, path):
    """diffusers' own single-file loader gives back every folder tensor."""
    pipe = StableDiffusionXLPipeline.from_single_file(path, config=model_dir, local_files_only=True)
    for sub in ("unet", "vae", "text_encoder", "text_encoder_2"):
        want = load_file(os.path.join(model_dir, sub, ("model" if "text" in sub else "diffusion_pytorch_model")
                                      + ".safetensors"))
        got = getattr(pipe, sub).state_dict()
        got = {k: v for k, v in got.items() if not k.endswith("position_ids")}
        mc.assert_same(f"{sub}(from_single_file)", got, want)
    pipe.to(torch.float32)
    pipe.set_progress_bar_config(disable=True)
    return pipe


def make_single_file_case(sf_pipe, folder_pipe):
    name, src_name = "sdxl_single_file_euler", "sdxl_euler"
    src = os.path.join(OUT, src_name)
    case = json.load(open(os.path.join(src, "case.json")))
    noise = load_file(os.path.join(src, "noise.safetensors"))["noise"]
    got = {}
    for label, p in (("single_file", sf_pipe), ("folder", folder_pipe)):
        mc.set_sampler(p, "euler", dict(folder_pipe.scheduler.config))
        got[label], _, _ = run_sdxl(p, case, noise)
    same = (got["single_file"] - got["folder"]).abs().max().item()
    assert same == 0.0, same
    case.update(
        model="single_file/sdxl_tiny.safetensors",
        original_config="single_file/sdxl_tiny.yaml",
        diffusers_config="models/sdxl",
        expected_from=src_name,
        single_file_note="The expected outputs are the folder model's (files copied from case sdxl_euler): the single "
        "file holds exactly the folder's fp16 tensors in the sgm layout (model.diffusion_model.* with label_emb.0.0/0.2 "
        "= add_embedding.linear_1/2, conditioner.embedders.0.transformer.* = text_encoder, "
        "conditioner.embedders.1.model.* = text_encoder_2 in OpenCLIP names with fused in_proj and text_projection "
        "stored transposed, first_stage_model.* = vae). StableDiffusionXLPipeline.from_single_file(config=folder) "
        "gives back every tensor and latents bit-identical to the folder pipeline's.",
    )
    d = os.path.join(OUT, name)
    mc.reset_dir(d)
    mc.write_json(os.path.join(d, "case.json"), case)
    for f in ("noise.safetensors", "expected_latents.safetensors", "expected.png",
              "expected_prompt_embeds.safetensors", "expected_pooled_prompt_embeds.safetensors"):
        mc.copy_file(os.path.join(src, f), os.path.join(d, f))
    mc.log(f"  {name}: single-file == folder pipeline (max diff {same})")


def main():
    mc.log("sdxl")
    sdxl_dir = os.path.join(OUT, "models", "sdxl")
    build_sdxl(sdxl_dir)
    pipe = load_sdxl(sdxl_dir)
    assert pipe.config.force_zeros_for_empty_prompt
    check_hidden_states(pipe)
    make_case(pipe, "sdxl_euler", "a photo of a cat", "blurry", 128, 96, 4, 5.0, 301)
    make_case(pipe, "sdxl_euler_no_negative", "a red car on a road", "", 64, 64, 5, 7.5, 302)
    make_dpmpp_2m_case(pipe)
    make_long_prompt_case(pipe)
    path = build_single_file(sdxl_dir)
    make_single_file_case(verify_single_file(sdxl_dir, path), pipe)


if __name__ == "__main__":
    main()
