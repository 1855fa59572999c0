# Usage: /tmp/pyref/bin/python tools/parity/make_lora_cases.py  (rebuilds tests/parity/loras/ and the *_lora_* cases; run make_cases.py and make_sdxl_case.py first)
"""Builds the LoRA parity fixtures under tests/parity/.

* loras/: random LoRA files for the tiny models, in the formats people download:
  - sd1_kohya.safetensors: kohya/A1111 names (`lora_unet_<diffusers name>`, `lora_te_text_model_*`),
    lora_down/lora_up/alpha on every attention projection, proj_in/proj_out (1x1 convs in sd1), the
    feed-forwards and the text encoder's attention and MLP; rank 4, alpha 2; kohya's metadata;
  - sd1_peft.safetensors: what diffusers' `save_lora_weights` writes for PEFT adapters
    (`unet.*.lora_A.weight`/`lora_B.weight`, `text_encoder.*`; rank 4, lora_alpha 8 in its
    `lora_adapter_metadata`);
  - sd1_locon.safetensors: a LyCORIS/kohya LoCon: lora_down/lora_up on the resnets' 3x3 convs
    (down [r, in, 3, 3], up [out, r, 1, 1]), shortcuts, down/upsamplers and time projections as well
    as the attention; rank 4, alpha 4 on convs, 1 on linears;
  - sdxl_kohya.safetensors: SDXL as kohya's sd-scripts names it: the UNet in the original LDM names
    (`lora_unet_input_blocks_4_1_transformer_blocks_0_attn1_to_q`...), `lora_te1_`/`lora_te2_`;
  - sdxl_peft.safetensors: diffusers/PEFT for SDXL (`unet.`, `text_encoder.`, `text_encoder_2.`).
* cases (Euler, float32 on CPU, noise passed in; `loras` in case.json: [{file, strength}]):
  each LoRA alone through `load_lora_weights` + `fuse_lora(lora_scale=strength)`, and
  sd1_lora_two_euler: the kohya and PEFT files at once through `set_adapters` with weights
  0.6 and 0.9 (not fused). The script checks each result differs from the run without LoRA.
Deterministic: fixed seeds, one thread.
"""
import json
import os
import sys

import torch
from safetensors.torch import load_file, save_file

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_cases as mc  # noqa: E402  (helpers; sets one thread)

from diffusers import EulerDiscreteScheduler, StableDiffusionPipeline, StableDiffusionXLPipeline  # noqa: E402
from peft import LoraConfig  # noqa: E402
from peft.utils import get_peft_model_state_dict  # noqa: E402

OUT = mc.OUT
LORAS = os.path.join(OUT, "loras")
SD1 = os.path.join(OUT, "models", "sd1")
SDXL = os.path.join(OUT, "models", "sdxl")
RANK = 4


def load(model_dir, xl):
    cls = StableDiffusionXLPipeline if xl else StableDiffusionPipeline
    kw = {} if xl else dict(safety_checker=None, requires_safety_checker=False)
    pipe = cls.from_pretrained(model_dir, torch_dtype=torch.float32, local_files_only=True, **kw)
    pipe.set_progress_bar_config(disable=True)
    pipe.scheduler = EulerDiscreteScheduler.from_config(pipe.scheduler.config)
    return pipe


def layers(module, kinds, keep):
    """(name, module) of the layers of `kinds` whose name passes `keep`."""
    return [(n, m) for n, m in module.named_modules() if isinstance(m, kinds) and keep(n)]


def low_rank(g, m, rank, std):
    """Random kohya lora_down/lora_up for a Linear or Conv2d (LoCon: the conv's kernel in down)."""
    if isinstance(m, torch.nn.Linear):
        down = torch.randn(rank, m.in_features, generator=g)
        up = torch.randn(m.out_features, rank, generator=g)
    else:
        kh, kw = m.kernel_size
        down = torch.randn(rank, m.in_channels, kh, kw, generator=g)
        up = torch.randn(m.out_channels, rank, 1, 1, generator=g)
    return (down * std).half(), (up * std).half()


ATTN = ("to_q", "to_k", "to_v", "to_out.0", "proj_in", "proj_out", "ff.net.0.proj", "ff.net.2")
TEXT = ("q_proj", "k_proj", "v_proj", "out_proj", "fc1", "fc2")


def kohya_file(pipe, path, seed, unet_name, te_prefixes, unet_keep, alpha_of, metadata):
    """A kohya/LyCORIS file: `lora_unet_` + unet_name(diffusers module), text encoders under
    te_prefixes (`lora_te_` or `lora_te1_`/`lora_te2_`) with transformers-4 names."""
    g = torch.Generator().manual_seed(seed)
    sd = {}
    conv_lin = (torch.nn.Linear, torch.nn.Conv2d)
    for n, m in layers(pipe.unet, conv_lin, unet_keep):
        key = "lora_unet_" + unet_name(n).replace(".", "_")
        down, up = low_rank(g, m, RANK, 0.15)
        sd[key + ".lora_down.weight"], sd[key + ".lora_up.weight"] = down, up
        sd[key + ".alpha"] = torch.tensor(alpha_of(m)).half()
    encoders = [pipe.text_encoder] + ([pipe.text_encoder_2] if getattr(pipe, "text_encoder_2", None) else [])
    for prefix, te in zip(te_prefixes, encoders):
        for n, m in layers(te, torch.nn.Linear, lambda n: n.endswith(TEXT)):
            key = prefix + "text_model_" + n.removeprefix("text_model.").replace(".", "_")
            down, up = low_rank(g, m, RANK, 0.2)
            sd[key + ".lora_down.weight"], sd[key + ".lora_up.weight"] = down, up
            sd[key + ".alpha"] = torch.tensor(2.0).half()
    os.makedirs(LORAS, exist_ok=True)
    save_file({k: v.contiguous() for k, v in sd.items()}, path, metadata=metadata)
    mc.log(f"  {os.path.relpath(path, OUT)}: {len(sd)} tensors")


def peft_file(model_dir, path, seed, xl):
    """diffusers' own writer for PEFT adapters, with random A and B."""
    pipe = load(model_dir, xl)
    g = torch.Generator().manual_seed(seed)
    unet_cfg = LoraConfig(r=RANK, lora_alpha=8, target_modules=["to_q", "to_k", "to_v", "to_out.0"])
    te_cfg = LoraConfig(r=RANK, lora_alpha=8, target_modules=["q_proj", "k_proj", "v_proj", "out_proj"])
    nets = [("unet", pipe.unet, unet_cfg), ("text_encoder", pipe.text_encoder, te_cfg)]
    if xl:
        nets.append(("text_encoder_2", pipe.text_encoder_2, te_cfg))
    kwargs = {}
    for name, net, cfg in nets:
        net.add_adapter(cfg, adapter_name="gen")
        with torch.no_grad():
            for n, p in net.named_parameters():
                if "lora_" in n:
                    p.copy_((torch.randn(p.shape, generator=g) * 0.15).half().float())
        kwargs[f"{name}_lora_layers"] = get_peft_model_state_dict(net, adapter_name="gen")
        kwargs[f"{name}_lora_adapter_metadata"] = cfg.to_dict()
    d = os.path.dirname(path)
    os.makedirs(d, exist_ok=True)
    type(pipe).save_lora_weights(d, weight_name=os.path.basename(path), **kwargs)
    mc.log(f"  {os.path.relpath(path, OUT)} written by diffusers' save_lora_weights")


def sdxl_ldm_names(pipe):
    """diffusers UNet module name -> its LDM name, through make_cases' own UNet mapping."""
    sd = pipe.unet.state_dict()
    keys = sorted(k for k in sd if not k.startswith("add_embedding."))
    tagged = {k: torch.tensor(float(i)) for i, k in enumerate(keys)}
    ldm = mc.unet_to_ldm(tagged, dict(pipe.unet.config), prefix="")
    back = {keys[int(v.item())]: k for k, v in ldm.items()}

    def name(module):
        w = back[module + ".weight"]
        return w[: -len(".weight")]

    return name


@torch.no_grad()
def run(pipe, case, noise, xl):
    negative = case["negative_prompt"] or (None if xl else "")
    return pipe(prompt=case["prompt"], negative_prompt=negative, width=case["width"], height=case["height"],
                num_inference_steps=case["steps"], guidance_scale=case["cfg"], latents=noise.clone(),
                output_type="latent").images


def make_case(name, model_dir, xl, loras, fuse, seed, prompt="a photo of a cat", negative="blurry"):
    pipe = load(model_dir, xl)
    case = {
        "model": os.path.relpath(model_dir, OUT),
        "prompt": prompt,
        "negative_prompt": negative,
        "width": 64,
        "height": 64,
        "steps": 4,
        "cfg": 5.0,
        "sampler": "euler",
        "family": "sdxl" if xl else "sd1",
        "noise_seed": seed,
        "loras": [{"file": f"loras/{f}", "strength": s} for f, s in loras],
        "lora_method": "load_lora_weights + fuse_lora(lora_scale)" if fuse
        else "load_lora_weights each, set_adapters(names, adapter_weights)",
    }
    noise = mc.make_noise(seed, 64, 64)
    plain = run(pipe, case, noise, xl)
    names = []
    for i, (f, s) in enumerate(loras):
        pipe.load_lora_weights(os.path.join(LORAS, f), adapter_name=f"l{i}")
        names.append(f"l{i}")
    # diffusers must have taken every layer of every file (none dropped in its conversion).
    nets = [pipe.unet, pipe.text_encoder] + ([pipe.text_encoder_2] if xl else [])
    for i, (f, _) in enumerate(loras):
        want = len({k.rsplit(".lora", 1)[0] for k in load_file(os.path.join(LORAS, f))
                    if k.endswith(("lora_down.weight", "lora_A.weight"))})
        got = sum(1 for net in nets for _, m in net.named_modules()
                  if hasattr(m, "lora_A") and f"l{i}" in m.lora_A)
        assert got == want, (f, got, want)
    if fuse:
        assert len(loras) == 1
        pipe.fuse_lora(lora_scale=loras[0][1])
    else:
        pipe.set_adapters(names, adapter_weights=[s for _, s in loras])
    latents = run(pipe, case, noise, xl)
    image = pipe.vae.decode(latents / pipe.vae.config.scaling_factor).sample
    case.update(mc.sampler_record(pipe))
    case.update(mc.VERSIONS)
    mc.write_case(name, case, noise, latents, image, None)
    save_file({"latents": plain.contiguous()}, os.path.join(OUT, name, "expected_base_latents.safetensors"))
    # The case must be well-conditioned: float64 gives the same latents within 2e-4 of max|ref|
    # (a LoRA strong enough to make the tiny UNet chaotic would test rounding, not merging).
    pipe.to(torch.float64)
    exact = pipe(prompt=case["prompt"], negative_prompt=case["negative_prompt"] or (None if xl else ""),
                 width=64, height=64, num_inference_steps=case["steps"], guidance_scale=case["cfg"],
                 latents=noise.clone().double(), output_type="latent").images.float()
    cond = (exact - latents).abs().max().item() / latents.abs().max().item()
    mc.log(f"  {name}: float64 vs float32 {cond:.1e} x max|ref|")
    assert cond < 2e-4, cond
    d = (latents - plain).abs().max().item() / plain.abs().max().item()
    mc.log(f"  {name}: max |latents - without LoRA| / max|latents| = {d:.3f}")
    assert d > 0.02, d


def main():
    sd1 = load(SD1, False)
    kohya_meta = {"ss_network_module": "networks.lora", "ss_network_dim": "4", "ss_network_alpha": "2"}
    kohya_file(sd1, os.path.join(LORAS, "sd1_kohya.safetensors"), 151, lambda n: n, ["lora_te_"],
               lambda n: n.endswith(ATTN), lambda m: 2.0, kohya_meta)
    peft_file(SD1, os.path.join(LORAS, "sd1_peft.safetensors"), 152, False)
    locon_keep = lambda n: n.endswith(ATTN + ("conv1", "conv2", "conv_shortcut", "conv", "time_emb_proj"))  # noqa: E731
    kohya_file(sd1, os.path.join(LORAS, "sd1_locon.safetensors"), 153, lambda n: n, ["lora_te_"], locon_keep,
               lambda m: 4.0 if isinstance(m, torch.nn.Conv2d) and m.kernel_size != (1, 1) else 1.0,
               {"ss_network_module": "lycoris.kohya", "ss_network_args": json.dumps({"algo": "locon"})})
    xl = load(SDXL, True)
    kohya_file(xl, os.path.join(LORAS, "sdxl_kohya.safetensors"), 154, sdxl_ldm_names(xl),
               ["lora_te1_", "lora_te2_"], lambda n: n.endswith(ATTN), lambda m: 2.0,
               dict(kohya_meta, ss_base_model_version="sdxl_base_v1-0"))
    peft_file(SDXL, os.path.join(LORAS, "sdxl_peft.safetensors"), 155, True)

    make_case("sd1_lora_kohya_euler", SD1, False, [("sd1_kohya.safetensors", 0.8)], True, 161)
    make_case("sd1_lora_peft_euler", SD1, False, [("sd1_peft.safetensors", 0.7)], True, 162)
    make_case("sd1_lora_locon_euler", SD1, False, [("sd1_locon.safetensors", 1.0)], True, 163)
    make_case("sd1_lora_two_euler", SD1, False,
              [("sd1_kohya.safetensors", 0.6), ("sd1_peft.safetensors", 0.9)], False, 164)
    make_case("sdxl_lora_kohya_euler", SDXL, True, [("sdxl_kohya.safetensors", 1.0)], True, 165)
    make_case("sdxl_lora_peft_euler", SDXL, True, [("sdxl_peft.safetensors", 0.75)], True, 166)


if __name__ == "__main__":
    main()
