# Usage: /tmp/pyref/bin/python tools/parity/make_lora_fp8_case.py  (writes tests/parity/sd1_lora_fp8_euler; run make_cases.py and make_lora_cases.py first)
"""Builds the parity case for LoRAs kept as separate deltas on fp8-held weights.

sd1_lora_fp8_euler reruns sd1_lora_kohya_euler (the tiny SD 1.5 model, loras/sd1_kohya.safetensors
at strength 0.8, the same noise, prompt and Euler schedule) with the UNet's weights stored in
float8_e4m3fn by diffusers' layerwise casting (`enable_layerwise_casting(storage_dtype=
torch.float8_e4m3fn, compute_dtype=torch.float32)`, the default skip list: `pos_embed`,
`patch_embed`, `norm`, top-level `proj_in`/`proj_out`) and the LoRA loaded unfused through PEFT
(`load_lora_weights` + `set_adapters(weights=[0.8])`): each layer computes
`base_layer(x) + lora_B(lora_A(x)) * scaling`, with `base_layer` upcast from fp8 and the LoRA's own
`lora_A`/`lora_B` kept in float32 (the skip list gains `lora_`, so layerwise casting leaves them
alone). The text encoders stay float32 (their LoRA layers unfused too).

case.json records, besides the usual fields, the reference's distance from the float32 merged
result (sd1_lora_kohya_euler's latents): max and mean |ref - f32| / max|f32|.
Deterministic: fixed seeds, one thread.
"""
import json
import os
import sys

import torch
from safetensors.torch import load_file

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_cases as mc  # noqa: E402  (helpers; sets one thread)

from diffusers import EulerDiscreteScheduler, StableDiffusionPipeline  # noqa: E402
from diffusers.hooks.layerwise_casting import DEFAULT_SKIP_MODULES_PATTERN  # noqa: E402

OUT = mc.OUT
BASE = "sd1_lora_kohya_euler"
NAME = "sd1_lora_fp8_euler"


@torch.no_grad()
def main():
    base_dir = os.path.join(OUT, BASE)
    case = json.load(open(os.path.join(base_dir, "case.json")))
    (lora,) = case["loras"]
    noise = load_file(os.path.join(base_dir, "noise.safetensors"))["noise"]
    f32_merged = load_file(os.path.join(base_dir, "expected_latents.safetensors"))["latents"]
    pipe = StableDiffusionPipeline.from_pretrained(
        os.path.join(OUT, case["model"]), torch_dtype=torch.float32, local_files_only=True,
        safety_checker=None, requires_safety_checker=False,
    )
    pipe.set_progress_bar_config(disable=True)
    pipe.scheduler = EulerDiscreteScheduler.from_config(pipe.scheduler.config)
    pipe.load_lora_weights(os.path.join(OUT, lora["file"]), adapter_name="l0")
    pipe.set_adapters(["l0"], adapter_weights=[lora["strength"]])

    def run():
        return pipe(prompt=case["prompt"], negative_prompt=case["negative_prompt"], width=case["width"],
                    height=case["height"], num_inference_steps=case["steps"], guidance_scale=case["cfg"],
                    latents=noise.clone(), output_type="latent").images

    # Unfused in float32 first: the base case's latents (merging and not merging agree).
    unfused = run()
    d = (unfused - f32_merged).abs().max().item() / f32_merged.abs().max().item()
    assert d < 1e-4, f"unfused float32 differs from {BASE} by {d:.1e}"
    skip = tuple(DEFAULT_SKIP_MODULES_PATTERN) + ("lora_",)
    pipe.unet.enable_layerwise_casting(storage_dtype=torch.float8_e4m3fn, compute_dtype=torch.float32,
                                       skip_modules_pattern=skip)
    dtypes = {n: p.dtype for n, p in pipe.unet.named_parameters()}
    assert any(d == torch.float8_e4m3fn for n, d in dtypes.items() if "base_layer" in n), "no base layer in fp8"
    loras = {n: d for n, d in dtypes.items() if "lora_" in n}
    assert loras and all(d == torch.float32 for d in loras.values()), "a LoRA factor was cast"
    latents = run()
    image = pipe.vae.decode(latents / pipe.vae.config.scaling_factor).sample
    m = f32_merged.abs().max().item()
    rel = (latents - f32_merged).abs() / m
    out = dict(case)
    out.update(
        base_case=BASE,
        weights_dtype="fp8_e4m3fn",
        text_encoder_dtype="auto",
        lora_method="load_lora_weights + set_adapters(adapter_weights) (PEFT, unfused); the LoRA's factors float32",
        layerwise_casting="diffusers enable_layerwise_casting on the UNet, default skip list plus 'lora_', "
        "compute float32",
        vs_f32_merged={"latents_max_rel_err": rel.max().item(), "latents_mean_rel_err": rel.mean().item()},
    )
    out.update(mc.VERSIONS)
    mc.write_case(NAME, out, noise, latents, image, None)
    mc.log(f"  {NAME}: vs float32 merged {out['vs_f32_merged']}")


if __name__ == "__main__":
    main()
