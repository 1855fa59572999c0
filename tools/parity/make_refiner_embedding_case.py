# Usage: /tmp/pyref/bin/python tools/parity/make_refiner_embedding_case.py  (writes tests/parity/sdxl_refiner_embedding/; run make_refiner_case.py and make_embedding_cases.py first)
"""The SDXL refiner's conditioning with a textual-inversion embedding named in the prompt, as
A1111 applies one to the refiner's only text encoder (bigG, the embedding's clip_g vectors):
the refiner pipeline of make_refiner_case.py with
`load_textual_inversion(clip_g, token=stem, text_encoder=text_encoder_2, tokenizer=tokenizer_2)`,
then `encode_prompt` ("a photo of sdxl_style, a cat" / "blurry"). Stores the four tensors of
its output and checks the embedding changes them."""
import os
import sys

import torch
from diffusers import StableDiffusionXLPipeline
from safetensors.torch import load_file, save_file

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_cases as mc  # noqa: E402
import make_refiner_case as mr  # noqa: E402

STEM = "sdxl_style"


@torch.no_grad()
def main():
    base = StableDiffusionXLPipeline.from_pretrained(os.path.join(mc.OUT, "models", "sdxl"), torch_dtype=torch.float32,
                                                     local_files_only=True)
    refiner = mr.load_refiner(base)
    prompt, negative = f"a photo of {STEM}, a cat", "blurry"
    def encode():
        return refiner.encode_prompt(prompt, device="cpu", num_images_per_prompt=1, do_classifier_free_guidance=True,
                                     negative_prompt=negative)
    without = encode()
    sd = load_file(os.path.join(mc.OUT, "embeddings", f"{STEM}.safetensors"))
    refiner.load_textual_inversion(sd["clip_g"], token=STEM, text_encoder=refiner.text_encoder_2,
                                   tokenizer=refiner.tokenizer_2)
    cond, uncond, pooled, uncond_pooled = encode()
    moved = float((cond - without[0]).abs().max() / cond.abs().max())
    mc.log(f"  the embedding moves the refiner's prompt embeds by {moved:.3f} x max")
    assert moved > 0.01
    d = os.path.join(mc.OUT, "sdxl_refiner_embedding")
    os.makedirs(d, exist_ok=True)
    mc.write_json(os.path.join(d, "case.json"), {
        "from_case": "sdxl_refiner_euler", "prompt": prompt, "negative_prompt": negative,
        "embedding": f"embeddings/{STEM}.safetensors", "convention": __doc__.strip(), **mc.VERSIONS})
    save_file({"prompt_embeds": cond.contiguous(), "negative_prompt_embeds": uncond.contiguous(),
               "pooled_prompt_embeds": pooled.contiguous(), "negative_pooled_prompt_embeds": uncond_pooled.contiguous()},
              os.path.join(d, "expected_refiner_prompt_embeds.safetensors"))


if __name__ == "__main__":
    main()
