#!/usr/bin/env python3
"""Session 46 (issue 17): diffusers on the model folders `worker_switch_45.py make` writes, timed
from disk as the worker's jobs are: `from_pretrained`, the mode's setup, then one image.

usage (GPU machine, after common.sh's setup and worker_switch_45.py make):
  python3 .gpu/nvml_peak.py -- python3 tools/gpu/diffusers_disk_46.py MODEL MODE SIZE STEPS
MODEL: sd15 | sdxl. MODE: gpu | model | fp8+gpu | fp8+model (fp8: the UNet's layerwise casting,
storage float8_e4m3fn, compute f16, diffusers' default skip list; model: enable_model_cpu_offload).
The folders have no tokenizers, so the prompt is random embeddings (diffusers_bench.embeds).
Prints one JSON line: seconds to load (from_pretrained and the mode's setup, synchronized),
seconds for the image, ms per step (median, synchronized at each step's end).
"""
import json, statistics, sys, time

import torch

sys.path.insert(0, ".gpu")
from diffusers_bench import embeds  # noqa: E402


def main():
    model, mode, size, steps = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    from diffusers import StableDiffusionPipeline, StableDiffusionXLPipeline
    names = set(mode.split("+"))
    t0 = time.time()
    if model == "sdxl":
        pipe = StableDiffusionXLPipeline.from_pretrained("/tmp/models/sdxl", torch_dtype=torch.float16)
    else:
        pipe = StableDiffusionPipeline.from_pretrained("/tmp/models/sd15", torch_dtype=torch.float16,
                                                       safety_checker=None, requires_safety_checker=False,
                                                       tokenizer=None, feature_extractor=None,
                                                       image_encoder=None)
    if "fp8" in names:
        pipe.unet.enable_layerwise_casting(storage_dtype=torch.float8_e4m3fn, compute_dtype=torch.float16)
    if "model" in names:
        pipe.enable_model_cpu_offload()
    else:
        pipe.to("cuda")
    torch.cuda.synchronize()
    load_s = time.time() - t0
    marks = []

    def on_step(p, i, t, kw):
        torch.cuda.synchronize()
        marks.append(time.time())
        return kw

    t1 = time.time()
    pipe(**embeds(model, torch.Generator().manual_seed(0)), height=size, width=size,
         num_inference_steps=steps, guidance_scale=7.0, callback_on_step_end=on_step)
    torch.cuda.synchronize()
    image_s = time.time() - t1
    gaps = [(b - a) * 1000 for a, b in zip(marks, marks[1:])]
    print(json.dumps(dict(tool="diffusers", model=model, mode=mode, size=size, steps=steps,
                          load_s=round(load_s, 2), image_s=round(image_s, 2),
                          job_s=round(load_s + image_s, 2),
                          ms_per_step=round(statistics.median(gaps), 1) if gaps else None)))


if __name__ == "__main__":
    main()
