# Usage: /tmp/pyref/bin/python tools/parity/make_sd3_single_file_case.py  (after make_sd3_text_case.py: writes tests/parity/single_file/sd35m_tiny.{safetensors,yaml} and sd35m_single_file)
"""models/sd35m_tiny as the single file Stability publishes for SD 3 / 3.5, and what
diffusers makes of it.

* single_file/sd35m_tiny.safetensors: the MMDiT under `model.diffusion_model.` in the
  original names (the inverse of diffusers' `convert_sd3_transformer_checkpoint_to_diffusers`:
  q/k/v fused into `qkv`, the final adaLN layers' halves swapped back to (shift, scale);
  checked by running diffusers' converter on it and getting every tensor back), the VAE
  under `first_stage_model.` (LDM names, make_cases.vae_to_ldm), CLIP-L and CLIP-G under
  `text_encoders.clip_{l,g}.transformer.` in transformers' names; no T5 (the job runs as
  `--no-t5`). CLIP-L's `text_projection` is left out: diffusers' single-file loader sets it
  to the identity (`torch.eye`), whatever the file holds.
* single_file/sd35m_tiny.yaml: what shapes cannot tell (the tiny CLIPs' heads and
  activation, the VAE's GroupNorm groups), in the SDXL yaml's places.
* sd35m_single_file: StableDiffusion3Pipeline without T5 on the folder's weights with
  CLIP-L's projection set to the identity (what diffusers loads from the file), the
  sd35m_pipeline prompt, CFG 5, 4 steps, 128 x 96, given initial latents.
"""
import os
import sys

import torch
from safetensors.torch import load_file, save_file

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_cases as mc  # noqa: E402
import make_sd3_case as sd3  # noqa: E402
import make_sd3_text_case as sd3t  # noqa: E402

from diffusers.loaders.single_file_utils import convert_sd3_transformer_checkpoint_to_diffusers  # noqa: E402

OUT = mc.OUT
FILE = os.path.join(OUT, "single_file", "sd35m_tiny.safetensors")
YAML = os.path.join(OUT, "single_file", "sd35m_tiny.yaml")


def swap_halves(t):
    a, b = t.chunk(2, dim=0)
    return torch.cat([b, a], dim=0)


def mmdit_to_original(sd, num_layers):
    out = {
        "pos_embed": sd["pos_embed.pos_embed"],
        "final_layer.adaLN_modulation.1.weight": swap_halves(sd["norm_out.linear.weight"]),
        "final_layer.adaLN_modulation.1.bias": swap_halves(sd["norm_out.linear.bias"]),
    }
    for to, frm in [
        ("x_embedder.proj", "pos_embed.proj"),
        ("t_embedder.mlp.0", "time_text_embed.timestep_embedder.linear_1"),
        ("t_embedder.mlp.2", "time_text_embed.timestep_embedder.linear_2"),
        ("y_embedder.mlp.0", "time_text_embed.text_embedder.linear_1"),
        ("y_embedder.mlp.2", "time_text_embed.text_embedder.linear_2"),
        ("context_embedder", "context_embedder"),
        ("final_layer.linear", "proj_out"),
    ]:
        for wb in ("weight", "bias"):
            out[f"{to}.{wb}"] = sd[f"{frm}.{wb}"]
    for i in range(num_layers):
        last = i == num_layers - 1
        b, j = f"transformer_blocks.{i}.", f"joint_blocks.{i}."
        for wb in ("weight", "bias"):
            out[f"{j}x_block.attn.qkv.{wb}"] = torch.cat([sd[f"{b}attn.to_{x}.{wb}"] for x in "qkv"])
            out[f"{j}context_block.attn.qkv.{wb}"] = torch.cat([sd[f"{b}attn.add_{x}_proj.{wb}"] for x in "qkv"])
            pairs = [("x_block.attn.proj", "attn.to_out.0"), ("x_block.adaLN_modulation.1", "norm1.linear"),
                     ("x_block.mlp.fc1", "ff.net.0.proj"), ("x_block.mlp.fc2", "ff.net.2")]
            if not last:
                pairs += [("context_block.attn.proj", "attn.to_add_out"),
                          ("context_block.adaLN_modulation.1", "norm1_context.linear"),
                          ("context_block.mlp.fc1", "ff_context.net.0.proj"),
                          ("context_block.mlp.fc2", "ff_context.net.2")]
            else:
                out[f"{j}context_block.adaLN_modulation.1.{wb}"] = swap_halves(sd[f"{b}norm1_context.linear.{wb}"])
            if f"{b}attn2.to_q.weight" in sd:
                out[f"{j}x_block.attn2.qkv.{wb}"] = torch.cat([sd[f"{b}attn2.to_{x}.{wb}"] for x in "qkv"])
                pairs.append(("x_block.attn2.proj", "attn2.to_out.0"))
            for to, frm in pairs:
                out[f"{j}{to}.{wb}"] = sd[f"{b}{frm}.{wb}"]
        norms = [("x_block.attn.ln_q", "attn.norm_q"), ("x_block.attn.ln_k", "attn.norm_k"),
                 ("context_block.attn.ln_q", "attn.norm_added_q"), ("context_block.attn.ln_k", "attn.norm_added_k"),
                 ("x_block.attn2.ln_q", "attn2.norm_q"), ("x_block.attn2.ln_k", "attn2.norm_k")]
        for to, frm in norms:
            if f"{b}{frm}.weight" in sd:
                out[f"{j}{to}.weight"] = sd[f"{b}{frm}.weight"]
    return out


def build_file():
    d = sd3.MODEL_DIR
    t = load_file(os.path.join(d, "transformer", "diffusion_pytorch_model.safetensors"))
    mmdit = mmdit_to_original(dict(t), sd3.TRANSFORMER["num_layers"])
    back = convert_sd3_transformer_checkpoint_to_diffusers(dict(mmdit))
    assert set(back) == set(t), set(back) ^ set(t)
    assert all(torch.equal(back[k], t[k]) for k in t), "diffusers' converter does not give the folder back"
    out = {f"model.diffusion_model.{k}": v for k, v in mmdit.items()}
    vae = load_file(os.path.join(d, "vae", "diffusion_pytorch_model.safetensors"))
    out.update(mc.vae_to_ldm(dict(vae), sd3.VAE))
    for sub, name in (("text_encoder", "clip_l"), ("text_encoder_2", "clip_g")):
        for k, v in load_file(os.path.join(d, sub, "model.safetensors")).items():
            if name == "clip_l" and k == "text_projection.weight":
                continue
            out[f"text_encoders.{name}.transformer.{k}"] = v
    save_file({k: v.contiguous() for k, v in out.items()}, FILE)
    mc.write_text(YAML, "\n".join([
        "# The tiny SD 3.5 Medium single file's settings shapes cannot tell (Candela's extensions).",
        "model:",
        "  params:",
        "    first_stage_config:",
        "      params:",
        "        ddconfig:",
        "          norm_num_groups: 8",
        "    conditioner_config:",
        "      params:",
        "        emb_models:",
        f"          - params: {{num_heads: {sd3t.CLIP_L['num_attention_heads']}, hidden_act: gelu}}",
        f"          - params: {{num_heads: {sd3t.CLIP_G['num_attention_heads']}, hidden_act: gelu}}",
        "",
    ]))
    mc.log(f"single file: {len(out)} tensors, {os.path.getsize(FILE)} bytes")


def make_case():
    name = "sd35m_single_file"
    out_dir = os.path.join(OUT, name)
    mc.reset_dir(out_dir)
    pipe = sd3t.load_pipe(False)
    with torch.no_grad():
        n = pipe.text_encoder.text_projection.weight.shape[0]
        pipe.text_encoder.text_projection.weight.copy_(torch.eye(n))
    width, height, steps, cfg = 128, 96, 4, 5.0
    g = torch.Generator().manual_seed(3540)
    noise = torch.randn((1, 16, height // 8, width // 8), generator=g)
    with torch.no_grad():
        latents = pipe(prompt=sd3t.PIPE_PROMPT, negative_prompt=sd3t.PIPE_NEGATIVE, height=height, width=width,
                       num_inference_steps=steps, guidance_scale=cfg, latents=noise.clone(), output_type="latent",
                       return_dict=False, max_sequence_length=256)[0]
    mc.log(f"{name}: max|latents| {latents.abs().max().item():.4f}")
    save_file({"noise": noise.contiguous(), "latents": latents.contiguous()}, os.path.join(out_dir, "tensors.safetensors"))
    mc.write_json(os.path.join(out_dir, "case.json"), {
        "model": "single_file/sd35m_tiny.safetensors",
        "prompt": sd3t.PIPE_PROMPT,
        "negative_prompt": sd3t.PIPE_NEGATIVE,
        "width": width,
        "height": height,
        "steps": steps,
        "cfg": cfg,
        "sampler": "euler",
        "tensors": "tensors.safetensors: noise [1, 16, H/8, W/8] given as latents=; latents (output_type='latent') "
                   "from the folder's weights without T5 and CLIP-L's text_projection set to torch.eye, as "
                   "diffusers' single-file loader does",
        "versions": mc.VERSIONS,
    })


if __name__ == "__main__":
    build_file()
    make_case()
