# Usage: /tmp/pyref/bin/python tools/parity/make_embedding_cases.py  (rebuilds tests/parity/embeddings/ and the *_embedding_* cases; run make_cases.py and make_sdxl_case.py first)
"""Textual-inversion parity fixtures under tests/parity/.

* embeddings/sd1_style.safetensors: an A1111 embedding (`emb_params`, 2 vectors x 32, the tiny
  sd1 text encoder's width);
* embeddings/sdxl_style.safetensors: an SDXL embedding (`clip_l` 2 x 32, `clip_g` 2 x 40);
* cases (Euler, 64 x 64, 4 steps, cfg 5, noise passed in): the prompt names the embedding by its
  file stem ("a photo of sd1_style, a cat" / "blurry"); diffusers runs `load_textual_inversion(file,
  token=stem)` (SDXL: clip_l into text_encoder/tokenizer, clip_g into text_encoder_2/tokenizer_2).
  The script checks the result differs from the same prompt without the embedding loaded.
Deterministic: fixed seeds, one thread.
"""
import os
import sys

import torch
from safetensors.torch import load_file, save_file

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_cases as mc  # noqa: E402
import make_lora_cases as ml  # noqa: E402

OUT = mc.OUT
EMB = os.path.join(OUT, "embeddings")


def write_embeddings():
    g = torch.Generator().manual_seed(171)
    os.makedirs(EMB, exist_ok=True)
    save_file({"emb_params": (torch.randn(2, 32, generator=g) * 0.5).half()},
              os.path.join(EMB, "sd1_style.safetensors"))
    save_file({"clip_l": (torch.randn(2, 32, generator=g) * 0.5).half(),
               "clip_g": (torch.randn(2, 40, generator=g) * 0.5).half()},
              os.path.join(EMB, "sdxl_style.safetensors"))


def make_case(name, model_dir, xl, stem, seed):
    prompt = f"a photo of {stem}, a cat"
    case = {
        "model": os.path.relpath(model_dir, OUT),
        "prompt": prompt,
        "negative_prompt": "blurry",
        "width": 64,
        "height": 64,
        "steps": 4,
        "cfg": 5.0,
        "sampler": "euler",
        "family": "sdxl" if xl else "sd1",
        "noise_seed": seed,
        "embeddings": [f"embeddings/{stem}.safetensors"],
    }
    noise = mc.make_noise(seed, 64, 64)
    pipe = ml.load(model_dir, xl)
    plain = ml.run(pipe, case, noise, xl)
    path = os.path.join(EMB, f"{stem}.safetensors")
    if xl:
        sd = load_file(path)
        pipe.load_textual_inversion(sd["clip_l"], token=stem, text_encoder=pipe.text_encoder,
                                    tokenizer=pipe.tokenizer)
        pipe.load_textual_inversion(sd["clip_g"], token=stem, text_encoder=pipe.text_encoder_2,
                                    tokenizer=pipe.tokenizer_2)
    else:
        pipe.load_textual_inversion(path, token=stem)
    case["prompt_token_ids"] = pipe.tokenizer(pipe.maybe_convert_prompt(prompt, pipe.tokenizer),
                                              padding="max_length", max_length=77).input_ids
    latents = ml.run(pipe, case, noise, xl)
    image = pipe.vae.decode(latents / pipe.vae.config.scaling_factor).sample
    case.update(mc.sampler_record(pipe))
    case.update(mc.VERSIONS)
    mc.write_case(name, case, noise, latents, image, None)
    d = (latents - plain).abs().max().item() / plain.abs().max().item()
    mc.log(f"  {name}: max |latents - without the embedding| / max|latents| = {d:.3f}")
    assert d > 0.02, d


def main():
    write_embeddings()
    make_case("sd1_embedding_euler", ml.SD1, False, "sd1_style", 181)
    make_case("sdxl_embedding_euler", ml.SDXL, True, "sdxl_style", 182)


if __name__ == "__main__":
    main()
