# Usage: /tmp/pyref/bin/python tools/parity/make_refiner_case.py  (rebuilds tests/parity/models/sdxl_refiner_unet and the sdxl_refiner_* cases; run make_sdxl_case.py first)
"""Builds the SDXL refiner diffusers-parity fixtures under tests/parity/.

* a tiny random SDXL refiner UNet (models/sdxl_refiner_unet: only the UNet). The refiner
  pipeline is the SDXL refiner's layout (StableDiffusionXLImg2ImgPipeline with
  text_encoder=None, tokenizer=None, requires_aesthetics_score=True,
  force_zeros_for_empty_prompt=False) whose text_encoder_2, tokenizer_2, VAE and scheduler
  are models/sdxl's (as the real refiner's bigG encoder and VAE are the base's), so the
  fixture adds only the UNet. The UNet has the refiner's shape: DownBlock2D first and last,
  cross-attention in the middle blocks, one transformer depth for all, cross_attention_dim =
  bigG's hidden size alone (40 here), and a text_time embedding of five time ids
  (original size, crop, aesthetic score): projection_class_embeddings_input_dim =
  projection_dim + 5 x addition_time_embed_dim. case.json's `refiner_model_index` is the
  model_index.json the tests write when they assemble the refiner folder.
* the case `sdxl_refiner_euler`: models/sdxl's StableDiffusionXLPipeline with
  denoising_end=0.8 and output_type="latent", then the refiner with denoising_start=0.8 on
  those latents (diffusers' documented "ensemble of expert denoisers"), noise passed in.

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
import make_sdxl_case as sx  # noqa: E402

from diffusers import (  # noqa: E402
    EulerDiscreteScheduler,
    StableDiffusionXLImg2ImgPipeline,
    UNet2DConditionModel,
)

OUT = mc.OUT
SDXL = os.path.join(OUT, "models", "sdxl")
REFINER_UNET = os.path.join(OUT, "models", "sdxl_refiner_unet")
TIME_EMBED_DIM = 8

REFINER_UNET_CONFIG = dict(
    sample_size=16,
    in_channels=4,
    out_channels=4,
    block_out_channels=[8, 16, 16, 24],
    layers_per_block=1,
    down_block_types=["DownBlock2D", "CrossAttnDownBlock2D", "CrossAttnDownBlock2D", "DownBlock2D"],
    up_block_types=["UpBlock2D", "CrossAttnUpBlock2D", "CrossAttnUpBlock2D", "UpBlock2D"],
    # Legacy naming as the refiner's config has it: heads per block (8-wide heads here).
    attention_head_dim=[1, 2, 2, 3],
    transformer_layers_per_block=2,
    cross_attention_dim=sx.TE2_HIDDEN,
    use_linear_projection=True,
    norm_num_groups=8,
    addition_embed_type="text_time",
    addition_time_embed_dim=TIME_EMBED_DIM,
    projection_class_embeddings_input_dim=5 * TIME_EMBED_DIM + sx.TE2_PROJECTION,
    upcast_attention=False,
)

# What stabilityai/stable-diffusion-xl-refiner-1.0's model_index.json says, with this
# fixture's class names.
REFINER_MODEL_INDEX = {
    "_class_name": "StableDiffusionXLImg2ImgPipeline",
    "force_zeros_for_empty_prompt": False,
    "requires_aesthetics_score": True,
    "scheduler": ["diffusers", "EulerDiscreteScheduler"],
    "text_encoder": [None, None],
    "text_encoder_2": ["transformers", "CLIPTextModelWithProjection"],
    "tokenizer": [None, None],
    "tokenizer_2": ["transformers", "CLIPTokenizer"],
    "unet": ["diffusers", "UNet2DConditionModel"],
    "vae": ["diffusers", "AutoencoderKL"],
}
# The components the tests copy from models/sdxl into the assembled refiner folder.
SHARED_COMPONENTS = ["text_encoder_2", "tokenizer_2", "vae", "scheduler"]


def build_refiner_unet():
    torch.manual_seed(3101)
    unet = UNet2DConditionModel(**REFINER_UNET_CONFIG)
    mc.scale_params(unet, 1.5)
    unet.to(torch.float16)
    if os.path.isdir(REFINER_UNET):
        mc.shutil.rmtree(REFINER_UNET)
    unet.save_pretrained(REFINER_UNET, safe_serialization=True)
    for f in os.listdir(REFINER_UNET):
        os.chmod(os.path.join(REFINER_UNET, f), 0o644)
    size = os.path.getsize(os.path.join(REFINER_UNET, "diffusion_pytorch_model.safetensors"))
    mc.log(f"  models/sdxl_refiner_unet: {sum(p.numel() for p in unet.parameters())} parameters, {size / 1e3:.0f} KB")


def load_refiner(base):
    unet = UNet2DConditionModel.from_pretrained(REFINER_UNET, torch_dtype=torch.float32)
    pipe = StableDiffusionXLImg2ImgPipeline(
        vae=base.vae,
        text_encoder=None,
        text_encoder_2=base.text_encoder_2,
        tokenizer=None,
        tokenizer_2=base.tokenizer_2,
        unet=unet,
        scheduler=EulerDiscreteScheduler.from_config(base.scheduler.config),
        requires_aesthetics_score=True,
        force_zeros_for_empty_prompt=False,
        add_watermarker=False,
    )
    pipe.set_progress_bar_config(disable=True)
    return pipe


@torch.no_grad()
def make_case(base, refiner, name, prompt, negative, width, height, steps, cfg, switch, seed, sampler="euler"):
    base_config, refiner_config = dict(base.scheduler.config), dict(refiner.scheduler.config)
    mc.set_sampler(base, sampler, base_config)
    mc.set_sampler(refiner, sampler, refiner_config)
    noise = mc.make_noise(seed, width, height)
    base_latents = base(
        prompt=prompt, negative_prompt=negative or None, width=width, height=height, num_inference_steps=steps,
        guidance_scale=cfg, latents=noise.clone(), output_type="latent", denoising_end=switch,
    ).images
    base_timesteps = [int(t) for t in base.scheduler.timesteps]
    base_steps_run = base.scheduler.step_index
    latents = refiner(
        prompt=prompt, negative_prompt=negative or None, image=base_latents, num_inference_steps=steps,
        guidance_scale=cfg, denoising_start=switch, output_type="latent",
    ).images
    refiner_steps_run = refiner.scheduler.step_index - refiner.scheduler.begin_index
    assert base_steps_run + refiner_steps_run == steps, (base_steps_run, refiner_steps_run)
    assert refiner_steps_run >= 2, refiner_steps_run
    image = base.vae.decode(latents / base.vae.config.scaling_factor).sample
    # The refiner's conditioning: bigG's penultimate states alone, pooled from it; time ids
    # (h, w, crop top, crop left, aesthetic score), the negative half with 2.5.
    embeds = refiner.encode_prompt(prompt, device="cpu", num_images_per_prompt=1, do_classifier_free_guidance=True,
                                   negative_prompt=negative or None)
    cond, uncond, pooled, uncond_pooled = embeds
    assert cond.shape[-1] == sx.TE2_HIDDEN, cond.shape
    time_ids, neg_time_ids = refiner._get_add_time_ids(
        (height, width), (0, 0), (height, width), 6.0, 2.5, (height, width), (0, 0), (height, width),
        torch.float32, text_encoder_projection_dim=sx.TE2_PROJECTION)
    # Without the refiner, the base's own last steps give other latents.
    mc.set_sampler(base, sampler, base_config)
    base_only = base(
        prompt=prompt, negative_prompt=negative or None, width=width, height=height, num_inference_steps=steps,
        guidance_scale=cfg, latents=noise.clone(), output_type="latent",
    ).images
    differs = (base_only - latents).abs().max().item() / latents.abs().max().item()
    assert differs > 0.02, differs
    case = {
        "model": "models/sdxl",
        "refiner": {
            "unet": "models/sdxl_refiner_unet",
            "components_from": "models/sdxl",
            "components": SHARED_COMPONENTS,
            "model_index": REFINER_MODEL_INDEX,
        },
        "prompt": prompt,
        "negative_prompt": negative,
        "width": width,
        "height": height,
        "steps": steps,
        "cfg": cfg,
        "sampler": sampler,
        "family": "sdxl",
        "prediction_type": base.scheduler.config.prediction_type,
        "refiner_switch": switch,
        "aesthetic_score": 6.0,
        "negative_aesthetic_score": 2.5,
        "discrete_timestep_cutoff": int(round(1000 - switch * 1000)),
        "all_timesteps": base_timesteps,
        "base_steps_run": base_steps_run,
        "refiner_steps_run": refiner_steps_run,
        "refiner_add_time_ids": time_ids.tolist()[0],
        "refiner_negative_add_time_ids": neg_time_ids.tolist()[0],
        "refiner_prompt_token_ids_2": mc.token_ids(refiner.tokenizer_2, prompt),
        "noise_seed": seed,
        "base_only_relative_difference": differs,
        "convention": "StableDiffusionXLPipeline(models/sdxl, denoising_end=refiner_switch, output_type='latent', "
        "latents=noise) then StableDiffusionXLImg2ImgPipeline(refiner, image=those latents, "
        "denoising_start=refiner_switch), both with the case's sampler from models/sdxl's scheduler config, same "
        "steps and cfg. "
        "expected_latents are the refiner's output; expected.png their decode by models/sdxl's VAE.",
    }
    case.update(mc.sampler_record(refiner))
    case.update(mc.VERSIONS)
    mc.write_case(name, case, noise, latents, image, None)
    d = os.path.join(OUT, name)
    save_file({"latents": base_latents.contiguous()}, os.path.join(d, "expected_base_latents.safetensors"))
    save_file(
        {"prompt_embeds": cond.contiguous(), "negative_prompt_embeds": uncond.contiguous(),
         "pooled_prompt_embeds": pooled.contiguous(), "negative_pooled_prompt_embeds": uncond_pooled.contiguous()},
        os.path.join(d, "expected_refiner_prompt_embeds.safetensors"),
    )
    mc.log(f"  {name}: base {base_steps_run} + refiner {refiner_steps_run} steps; latents max "
           f"{latents.abs().max():.3f}, {differs:.2f} x max away from the base alone")


# ----------------------------------------------------------------------------- single file

REFINER_YAML = """# sgm-style config (sd_xl_refiner.yaml's layout, tiny sizes) for a single-file SDXL refiner made
# from models/sdxl_refiner_unet, models/sdxl's text_encoder_2 and VAE (test fixture, random weights).
# Candela's extension keys as in sdxl_tiny.yaml: network_config.params.norm_num_groups,
# ddconfig.norm_num_groups, emb_models.0.params.num_heads.
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
        model_channels: 8
        attention_resolutions: [2, 4]
        num_res_blocks: 1
        channel_mult: [1, 2, 2, 3]
        num_head_channels: 8
        use_linear_in_transformer: true
        transformer_depth: 2
        context_dim: {context}
        norm_num_groups: 8
    conditioner_config:
      target: sgm.modules.GeneralConditioner
      params:
        emb_models:
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
            input_key: aesthetic_score
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
"""


def build_single_file_refiner():
    """The refiner as an A1111/Civitai single file (sgm layout: model.diffusion_model.*,
    conditioner.embedders.0.model.* = bigG alone, first_stage_model.*), checked through
    diffusers' from_single_file. Only the UNet's key names are kept (the file would repeat
    4 MB of models/sdxl's bigG): `single_file/sdxl_refiner_tiny_unet_keys.json` maps each LDM
    UNet key to its diffusers name; the bigG and VAE tensors are sdxl_tiny.safetensors' under
    `conditioner.embedders.1.model.` and `first_stage_model.`. The tests assemble the file."""
    import tempfile
    from safetensors.torch import load_file

    unet = load_file(os.path.join(REFINER_UNET, "diffusion_pytorch_model.safetensors"))
    unet_cfg = json.load(open(os.path.join(REFINER_UNET, "config.json")))
    named = {k: torch.tensor([i], dtype=torch.int64) for i, k in enumerate(sorted(unet))}
    ldm_named = mc.unet_to_ldm({k: v for k, v in named.items() if not k.startswith("add_embedding.")}, unet_cfg)
    keys = {ldm: sorted(unet)[int(t[0])] for ldm, t in ldm_named.items()}
    for i, j in ((1, 0), (2, 2)):
        for w in ("weight", "bias"):
            keys[f"model.diffusion_model.label_emb.0.{j}.{w}"] = f"add_embedding.linear_{i}.{w}"
    assert sorted(keys.values()) == sorted(unet), "every UNet tensor mapped once"
    sf = load_file(os.path.join(OUT, "single_file", "sdxl_tiny.safetensors"))
    ckpt = {ldm: unet[d] for ldm, d in keys.items()}
    for k, v in sf.items():
        if k.startswith("conditioner.embedders.1.model."):
            ckpt["conditioner.embedders.0.model." + k[len("conditioner.embedders.1.model."):]] = v
        elif k.startswith("first_stage_model."):
            ckpt[k] = v
    with tempfile.TemporaryDirectory() as tmp:
        folder = os.path.join(tmp, "refiner")
        for c in SHARED_COMPONENTS:
            mc.copy_tree(os.path.join(SDXL, c), os.path.join(folder, c))
        mc.copy_tree(REFINER_UNET, os.path.join(folder, "unet"))
        mc.write_json(os.path.join(folder, "model_index.json"), REFINER_MODEL_INDEX)
        path = os.path.join(tmp, "sdxl_refiner_tiny.safetensors")
        save_file({k: v.contiguous() for k, v in ckpt.items()}, path)
        pipe = StableDiffusionXLImg2ImgPipeline.from_single_file(path, config=folder, local_files_only=True)
        for sub, stem in (("unet", "diffusion_pytorch_model"), ("vae", "diffusion_pytorch_model"),
                          ("text_encoder_2", "model")):
            want = load_file(os.path.join(folder, sub, stem + ".safetensors"))
            got = {k: v for k, v in getattr(pipe, sub).state_dict().items() if not k.endswith("position_ids")}
            mc.assert_same(f"refiner {sub}(from_single_file)", got, want)
        assert pipe.text_encoder is None
    d = os.path.join(OUT, "single_file")
    mc.write_json(os.path.join(d, "sdxl_refiner_tiny_unet_keys.json"), dict(sorted(keys.items())))
    mc.write_text(os.path.join(d, "sdxl_refiner_tiny.yaml"), REFINER_YAML.format(
        adm=unet_cfg["projection_class_embeddings_input_dim"], context=unet_cfg["cross_attention_dim"],
        time=unet_cfg["addition_time_embed_dim"]))
    mc.log(f"  single_file/sdxl_refiner_tiny_unet_keys.json: {len(keys)} UNet keys; from_single_file gives back "
           "every tensor")


def main():
    mc.log("sdxl refiner")
    build_refiner_unet()
    base = sx.load_sdxl(SDXL)
    refiner = load_refiner(base)
    make_case(base, refiner, "sdxl_refiner_euler", "a photo of a cat", "blurry", 64, 64, 6, 5.0, 0.8, 305)
    make_case(base, refiner, "sdxl_refiner_dpmpp_2m", "a red car on a road", "", 64, 64, 8, 6.0, 0.7, 306,
              sampler="dpmpp_2m")
    mc.set_sampler(base, "euler", dict(base.scheduler.config))
    build_single_file_refiner()


if __name__ == "__main__":
    main()
