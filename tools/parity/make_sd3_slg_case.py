# Usage: /tmp/pyref/bin/python tools/parity/make_sd3_slg_case.py  (after make_sd3_text_case.py: writes tests/parity/sd35m_slg)
"""Skip-layer guidance parity fixture on the tiny SD 3.5 Medium pipeline (models/sd35m_tiny,
4 joint blocks, the last one context-pre-only).

* sd35m_slg: StableDiffusion3Pipeline end to end with `skip_guidance_layers` (CFG 5, 4 steps,
  128 x 96, the prompts and initial latents of sd35m_pipeline, output_type="latent"):
  - "middle": blocks 1 and 2 skipped, scale 2.8, window (0.01, 0.6): steps 1 and 2 guided
    (diffusers' `i > steps * start and i < steps * stop`);
  - "last": the context-pre-only last block skipped, scale 1.5, window (0.2, 1.0): steps 1-3.

Float32 on CPU from fp16-stored weights, fixed seeds, one thread; re-running rewrites
identical files.
"""
import os
import sys

import torch
from safetensors.torch import save_file

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_cases as mc  # noqa: E402
import make_sd3_text_case as text  # noqa: E402

RUNS = [
    ("middle", [1, 2], 2.8, 0.01, 0.6),
    ("last", [3], 1.5, 0.2, 1.0),
]


def main():
    torch.set_num_threads(1)
    pipe = text.load_pipe(True)
    name = "sd35m_slg"
    out_dir = os.path.join(mc.OUT, name)
    mc.reset_dir(out_dir)
    width, height, steps, cfg = 128, 96, 4, 5.0
    g = torch.Generator().manual_seed(3520)
    noise = torch.randn((1, 16, height // 8, width // 8), generator=g)
    tensors, runs = {"noise": noise.contiguous()}, []
    with torch.no_grad():
        plain = pipe(
            prompt=text.PIPE_PROMPT, negative_prompt=text.PIPE_NEGATIVE, height=height, width=width,
            num_inference_steps=steps, guidance_scale=cfg, latents=noise.clone(), output_type="latent",
            return_dict=False, max_sequence_length=256,
        )[0]
    for label, layers, scale, start, stop in RUNS:
        with torch.no_grad():
            latents = pipe(
                prompt=text.PIPE_PROMPT, negative_prompt=text.PIPE_NEGATIVE, height=height, width=width,
                num_inference_steps=steps, guidance_scale=cfg, latents=noise.clone(), output_type="latent",
                return_dict=False, max_sequence_length=256, skip_guidance_layers=layers,
                skip_layer_guidance_scale=scale, skip_layer_guidance_start=start,
                skip_layer_guidance_stop=stop,
            )[0]
        moved = (latents - plain).abs().max().item()
        assert moved > 1e-3 * plain.abs().max().item(), f"{label}: skip-layer guidance changed nothing"
        tensors[f"{label}.latents"] = latents.contiguous()
        runs.append({"name": label, "layers": layers, "scale": scale, "start": start, "stop": stop})
        mc.log(f"{name} {label}: max|latents| {latents.abs().max().item():.4f}, moved {moved:.4f} from no guidance")
    tensors["plain.latents"] = plain.contiguous()
    save_file(tensors, os.path.join(out_dir, "tensors.safetensors"))
    mc.write_json(os.path.join(out_dir, "case.json"), {
        "model": text.MODEL_REL,
        "prompt": text.PIPE_PROMPT,
        "negative_prompt": text.PIPE_NEGATIVE,
        "width": width,
        "height": height,
        "steps": steps,
        "cfg": cfg,
        "sampler": "euler",
        "runs": runs,
        "tensors": "tensors.safetensors: noise [1, 16, H/8, W/8] given as latents=; <run>.latents "
                   "(output_type='latent', skip_guidance_layers etc. as the run says); plain.latents "
                   "without skip-layer guidance",
        "versions": mc.VERSIONS,
    })


if __name__ == "__main__":
    main()
