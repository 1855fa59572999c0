# Usage: /tmp/pyref/bin/python tools/parity/make_sd3_encoders_case.py  (after make_sd3_single_file_case.py: writes tests/parity/single_file/sd35m_encoders/ and tests/parity/sd35m_encoders)
"""SD 3's text encoders as files of their own, as ComfyUI users keep them beside
Stability's single files of the MMDiT and VAE (text_encoders/clip_l.safetensors,
clip_g.safetensors, t5xxl_fp16.safetensors, t5xxl_fp8_e4m3fn.safetensors), and what
diffusers' StableDiffusion3Pipeline makes with them.

* single_file/sd35m_encoders/t5xxl_fp16.safetensors: a T5EncoderModel (transformers' names:
  shared.weight, encoder.block.N.layer.M.*, encoder.final_layer_norm.weight) in the tiny
  T5's layout (make_sd3_text_case.T5) but with T5-XXL's vocabulary of 32128, so that every
  id of the T5 v1.1 tokenizer Candela ships (assets/t5_tokenizer.json.gz, 32100 ids) has an
  embedding; fp16.
* single_file/sd35m_encoders/t5xxl_fp8_e4m3fn.safetensors: the same with its matrices
  (embedding, q/k/v/o, wi_0/wi_1/wo) stored as float8_e4m3fn, the norms and the relative
  attention bias kept in fp16.
* The CLIP files are models/sd35m_tiny's text_encoder/model.safetensors and
  text_encoder_2/model.safetensors, which already are transformers'
  CLIPTextModelWithProjection files (text_model.*, text_projection.weight): the layout of
  ComfyUI's clip_l/clip_g.safetensors. The single file without encoders is
  single_file/sd35m_tiny.safetensors with its text_encoders.* tensors dropped (the tests
  make it, with its yaml).
* sd35m_encoders: StableDiffusion3Pipeline on models/sd35m_tiny's transformer, VAE and
  scheduler, its CLIP-G, its CLIP-L with text_projection set to the identity (what a single
  file's or a separate CLIP-L's pooled output is: unprojected, as Stability's code, ComfyUI
  and diffusers' single-file loader use it), the T5 above and the shipped tokenizer as
  tokenizer_3; sd35m_single_file's prompt, negative prompt and initial latents, CFG 5,
  4 steps, 128 x 96. Runs: `files` (T5 fp16), `files_fp8` (T5's fp8 values), `folder_t5`
  (the folder's own CLIP-L, projection kept, with the fp16 T5 file: a diffusers folder given
  --t5xxl).
"""
import gzip
import os
import sys
import tempfile

import torch
from safetensors.torch import load_file, save_file

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_cases as mc  # noqa: E402
import make_sd3_text_case as sd3t  # noqa: E402

from transformers import T5Config, T5EncoderModel, T5TokenizerFast  # noqa: E402

OUT = mc.OUT
FILES_REL = "single_file/sd35m_encoders"
FILES = os.path.join(OUT, FILES_REL)
ASSET = os.path.join(mc.REPO, "assets", "t5_tokenizer.json.gz")
FP8 = ("shared.weight", ".q.weight", ".k.weight", ".v.weight", ".o.weight", ".wi_0.weight", ".wi_1.weight",
       ".wo.weight")


def build_t5():
    torch.manual_seed(3530)
    t5 = T5EncoderModel(T5Config(vocab_size=32128, **sd3t.T5))
    with torch.no_grad():
        for name, p in t5.named_parameters():
            if "layer_norm" in name:
                p.copy_(1.0 + 0.3 * torch.randn(p.shape))
            elif "relative_attention_bias" in name:
                p.copy_(torch.randn(p.shape))
    sd = {k: v.to(torch.float16).contiguous() for k, v in t5.state_dict().items()}
    # transformers ties encoder.embed_tokens to shared; ComfyUI's files keep shared.weight.
    sd.pop("encoder.embed_tokens.weight", None)
    mc.reset_dir(FILES)
    save_file(sd, os.path.join(FILES, "t5xxl_fp16.safetensors"))
    fp8 = {k: (v.to(torch.float8_e4m3fn) if k.endswith(FP8) else v) for k, v in sd.items()}
    assert sum(v.dtype == torch.float8_e4m3fn for v in fp8.values()) > 10
    save_file(fp8, os.path.join(FILES, "t5xxl_fp8_e4m3fn.safetensors"))
    for f in sorted(os.listdir(FILES)):
        mc.log(f"{f}: {os.path.getsize(os.path.join(FILES, f))} bytes")


def load_t5(name):
    sd = {k: v.to(torch.float32) for k, v in load_file(os.path.join(FILES, name)).items()}
    sd["encoder.embed_tokens.weight"] = sd["shared.weight"]
    t5 = T5EncoderModel(T5Config(vocab_size=32128, **sd3t.T5))
    missing, unexpected = t5.load_state_dict(sd, strict=False)
    assert not unexpected and not [m for m in missing if "embed_tokens" not in m], (missing, unexpected)
    return t5.eval()


def shipped_tokenizer(tmp):
    path = os.path.join(tmp, "tokenizer.json")
    with gzip.open(ASSET, "rb") as f, open(path, "wb") as g:
        g.write(f.read())
    return T5TokenizerFast(tokenizer_file=path, extra_ids=100, eos_token="</s>", pad_token="<pad>",
                           unk_token="<unk>", model_max_length=512)


def make_case():
    name = "sd35m_encoders"
    out_dir = os.path.join(OUT, name)
    mc.reset_dir(out_dir)
    noise = load_file(os.path.join(OUT, "sd35m_single_file", "tensors.safetensors"))["noise"]
    width, height, steps, cfg = 128, 96, 4, 5.0
    tensors, runs = {}, []
    with tempfile.TemporaryDirectory() as tmp:
        tok3 = shipped_tokenizer(tmp)
        assert len(tok3) == 32100
        for label, t5_file, eye in [("files", "t5xxl_fp16.safetensors", True),
                                    ("files_fp8", "t5xxl_fp8_e4m3fn.safetensors", True),
                                    ("folder_t5", "t5xxl_fp16.safetensors", False)]:
            pipe = sd3t.load_pipe(False)
            pipe.text_encoder_3, pipe.tokenizer_3 = load_t5(t5_file), tok3
            if eye:
                with torch.no_grad():
                    n = pipe.text_encoder.text_projection.weight.shape[0]
                    pipe.text_encoder.text_projection.weight.copy_(torch.eye(n))
            ids = tok3(sd3t.PIPE_PROMPT, padding="max_length", max_length=256, truncation=True).input_ids
            assert max(ids) > 1000, "the prompt should reach past the tiny tokenizer's ids"
            with torch.no_grad():
                latents = pipe(prompt=sd3t.PIPE_PROMPT, negative_prompt=sd3t.PIPE_NEGATIVE, height=height,
                               width=width, num_inference_steps=steps, guidance_scale=cfg, latents=noise.clone(),
                               output_type="latent", return_dict=False, max_sequence_length=256)[0]
            tensors[f"{label}.latents"] = latents.contiguous()
            runs.append({"name": label, "t5": f"{FILES_REL}/{t5_file}", "clip_l_projection": "eye" if eye else "file"})
            mc.log(f"{name} {label}: max|latents| {latents.abs().max().item():.4f}")
    no_t5 = load_file(os.path.join(OUT, "sd35m_single_file", "tensors.safetensors"))["latents"]
    moved = (tensors["files.latents"] - no_t5).abs().max().item()
    mc.log(f"files vs no T5: {moved:.4f}")
    assert moved > 1e-2, "T5 should change the latents"
    save_file({"noise": noise.contiguous(), **tensors}, os.path.join(out_dir, "tensors.safetensors"))
    mc.write_json(os.path.join(out_dir, "case.json"), {
        "model": "models/sd35m_tiny",
        "single_file": "single_file/sd35m_tiny.safetensors",
        "clip_l": "models/sd35m_tiny/text_encoder/model.safetensors",
        "clip_g": "models/sd35m_tiny/text_encoder_2/model.safetensors",
        "t5xxl_fp16": f"{FILES_REL}/t5xxl_fp16.safetensors",
        "t5xxl_fp8": f"{FILES_REL}/t5xxl_fp8_e4m3fn.safetensors",
        "prompt": sd3t.PIPE_PROMPT,
        "negative_prompt": sd3t.PIPE_NEGATIVE,
        "width": width,
        "height": height,
        "steps": steps,
        "cfg": cfg,
        "sampler": "euler",
        "runs": runs,
        "tensors": "tensors.safetensors: noise (sd35m_single_file's) given as latents=; <run>.latents "
                   "(output_type='latent'); without T5 the latents are sd35m_single_file's",
        "versions": mc.VERSIONS,
    })


if __name__ == "__main__":
    build_t5()
    make_case()
