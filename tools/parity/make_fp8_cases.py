# Usage: /tmp/pyref/bin/python tools/parity/make_fp8_cases.py  (writes the *_fp8* cases and fp8_report.json; run the other make_* scripts first)
"""Builds the fp8 weight parity fixtures under tests/parity/.

Each case reruns an existing case (`base_case` in its case.json) with diffusers' layerwise
casting on: `enable_layerwise_casting(storage_dtype, compute_dtype=torch.float32)` on the UNet
and ControlNet (diffusers' default skip list: `pos_embed`, `patch_embed`, `norm`, top-level
`proj_in`/`proj_out`, plus the UNet's own `norm`), and `apply_layerwise_casting(..., "auto")`
(the same skip list) on the text encoders, their nn.Embedding layers skipped (diffusers 0.42.1
would cast them too; Candela keeps embeddings in the compute dtype): every Linear and Conv2d, weight and bias, is stored
in fp8 and cast to float32 for its forward. Noise, prompts and scheduler are the base case's;
the script first checks that the run without casting gives the base case's latents.

Cases:
- sd1_euler_fp8, sdxl_euler_fp8, sd1_controlnet_euler_fp8: float8_e4m3fn;
- sd1_euler_fp8_e5m2: float8_e5m2.

fp8_report.json (tests/parity/fp8_report.json) lists, per case (and for sd1_euler and
sdxl_euler with the UNet alone in fp8, no case written), the difference between the fp8
run and the float32 one (the base case): max and mean |fp8 - f32| / max|f32| over the final
latents, and the PNGs' max and mean absolute difference in 8-bit levels.
Deterministic: fixed seeds, one thread.
"""
import json
import os
import sys

import numpy as np
import torch
from PIL import Image
from safetensors.torch import load_file, save_file

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_cases as mc  # noqa: E402  (helpers; sets one thread)

from diffusers import (  # noqa: E402
    ControlNetModel,
    EulerDiscreteScheduler,
    StableDiffusionControlNetPipeline,
    StableDiffusionPipeline,
    StableDiffusionXLPipeline,
)
from diffusers.hooks import apply_layerwise_casting  # noqa: E402

OUT = mc.OUT
STORAGE = {"fp8_e4m3fn": torch.float8_e4m3fn, "fp8_e5m2": torch.float8_e5m2}


def load_pipe(case):
    model = os.path.join(OUT, case["model"])
    kw = dict(torch_dtype=torch.float32, local_files_only=True)
    if case.get("controlnets"):
        cns = [ControlNetModel.from_pretrained(os.path.join(OUT, u["model"]), **kw) for u in case["controlnets"]]
        pipe = StableDiffusionControlNetPipeline.from_pretrained(
            model, controlnet=cns[0] if len(cns) == 1 else cns, safety_checker=None, requires_safety_checker=False, **kw
        )
    elif case["family"] == "sdxl":
        pipe = StableDiffusionXLPipeline.from_pretrained(model, **kw)
    else:
        pipe = StableDiffusionPipeline.from_pretrained(model, safety_checker=None, requires_safety_checker=False, **kw)
    pipe.set_progress_bar_config(disable=True)
    assert case["sampler"] == "euler", "only Euler cases are rerun"
    pipe.scheduler = EulerDiscreteScheduler.from_config(pipe.scheduler.config)
    return pipe


def cast(pipe, storage, text_encoders):
    pipe.unet.enable_layerwise_casting(storage_dtype=storage, compute_dtype=torch.float32)
    if getattr(pipe, "controlnet", None) is not None:
        pipe.controlnet.enable_layerwise_casting(storage_dtype=storage, compute_dtype=torch.float32)
    if not text_encoders:
        return
    for te in (pipe.text_encoder, getattr(pipe, "text_encoder_2", None)):
        if te is not None:
            # diffusers 0.42.1 casts nn.Embedding too; Candela keeps embeddings in the
            # compute dtype (issue 17), so the references skip them.
            apply_layerwise_casting(
                te,
                storage_dtype=storage,
                compute_dtype=torch.float32,
                skip_modules_pattern="auto",
                skip_modules_classes=(torch.nn.Embedding,),
            )
            # The pipelines cast prompt embeddings to `text_encoder.dtype` (its first
            # floating parameter's), which may now be fp8 and would quantize the
            # embeddings: a float32 parameter of the encoder itself comes first.
            te.register_parameter("compute_dtype_marker", torch.nn.Parameter(torch.zeros(1), requires_grad=False))
            assert te.dtype == torch.float32


@torch.no_grad()
def run(pipe, case, base_dir):
    noise = load_file(os.path.join(base_dir, "noise.safetensors"))["noise"]
    kw = dict(
        prompt=case["prompt"],
        negative_prompt=case["negative_prompt"] or None,
        width=case["width"],
        height=case["height"],
        num_inference_steps=case["steps"],
        guidance_scale=case["cfg"],
        latents=noise.clone(),
        output_type="latent",
    )
    if case.get("controlnets"):
        units = case["controlnets"]
        images = [Image.open(os.path.join(OUT, u["image"])).convert("RGB") for u in units]
        one = len(units) == 1
        kw.update(
            image=images[0] if one else images,
            controlnet_conditioning_scale=units[0]["scale"] if one else [u["scale"] for u in units],
            control_guidance_start=units[0]["start"] if one else [u["start"] for u in units],
            control_guidance_end=units[0]["end"] if one else [u["end"] for u in units],
        )
    latents = pipe(**kw).images
    image = pipe.vae.decode(latents / pipe.vae.config.scaling_factor).sample
    return noise, latents, image


def png_array(path):
    return np.asarray(Image.open(path).convert("RGB")).astype(np.int32)


def make(base, name, storage_name, text_encoders=True):
    """Writes case `name` (None: the report row only); text_encoders: whether they are cast too."""
    base_dir = os.path.join(OUT, base)
    case = json.load(open(os.path.join(base_dir, "case.json")))
    want = load_file(os.path.join(base_dir, "expected_latents.safetensors"))["latents"]
    pipe = load_pipe(case)
    _, plain, _ = run(pipe, case, base_dir)
    d = (plain - want).abs().max().item()
    assert d <= 1e-4 * want.abs().max().item(), f"{base}: rerun differs from the stored case by {d}"
    cast(pipe, STORAGE[storage_name], text_encoders)
    stored = {p.dtype for p in pipe.unet.parameters()}
    assert STORAGE[storage_name] in stored, f"{base}: no UNet weight is stored low"
    noise, latents, image = run(pipe, case, base_dir)
    out = dict(case)
    out.update(
        base_case=base,
        weights_dtype=storage_name,
        text_encoder_dtype=storage_name if text_encoders else "auto",
        layerwise_casting="diffusers enable_layerwise_casting / apply_layerwise_casting, default skip list, "
        "compute float32, on the UNet, ControlNets and text encoders",
    )
    out.update(mc.VERSIONS)
    if name is not None:
        mc.write_case(name, out, noise, latents, image, None)
        png = os.path.join(OUT, name, "expected.png")
    else:
        png = os.path.join(OUT, "fp8_report_tmp.png")
        mc.to_png(png, image)
    m = want.abs().max().item()
    rel = (latents - want).abs() / m
    a, b = png_array(png), png_array(os.path.join(base_dir, "expected.png"))
    if name is None:
        os.remove(png)
    report = {
        "base_case": base,
        "storage": storage_name,
        "text_encoders_too": text_encoders,
        "latents_max_rel_err": rel.max().item(),
        "latents_mean_rel_err": rel.mean().item(),
        "png_max_abs_diff": int(np.abs(a - b).max()),
        "png_mean_abs_diff": float(np.abs(a - b).mean()),
    }
    mc.log(f"  {name}: {report}")
    return report


def main():
    reports = [
        make("sd1_euler", "sd1_euler_fp8", "fp8_e4m3fn"),
        make("sd1_euler", "sd1_euler_fp8_e5m2", "fp8_e5m2"),
        make("sdxl_euler", "sdxl_euler_fp8", "fp8_e4m3fn"),
        make("sd1_controlnet_euler", "sd1_controlnet_euler_fp8", "fp8_e4m3fn"),
        make("sd1_euler", None, "fp8_e4m3fn", text_encoders=False),
        make("sdxl_euler", None, "fp8_e4m3fn", text_encoders=False),
    ]
    mc.write_json(os.path.join(OUT, "fp8_report.json"), reports)


if __name__ == "__main__":
    main()
