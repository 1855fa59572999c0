# Usage: /tmp/pyref/bin/python tools/parity/make_sd3_text_case.py  (after make_sd3_case.py, which it calls last: adds the text side to tests/parity/models/sd35m_tiny and writes sd35m_t5, sd35m_encode_prompt, sd35m_pipeline)
"""SD 3.5's text side and whole pipeline on the tiny SD 3.5 Medium layout.

* models/sd35m_tiny gains what a diffusers SD 3.5 folder holds besides the transformer,
  VAE and scheduler: text_encoder (CLIP-L) and text_encoder_2 (CLIP-G), both
  CLIPTextModelWithProjection, tiny and random (hidden = projection, as SD 3 ships them:
  8 + 12 = 20 = the transformer's pooled_projection_dim, padded to its joint_attention_dim
  24), text_encoder_3 (T5EncoderModel, T5 v1.1's gated-gelu layout, d_model 24, 4 heads of
  8, relative buckets 32 over distance 128 as T5-XXL), tokenizer/ and tokenizer_2/ (CLIP's
  vocabulary from models/sdxl: pad <|endoftext|> and "!"), tokenizer_3/ (a SentencePiece
  unigram model trained here on a small corpus with T5's ids: pad 0, eos 1, unk 2, and
  T5's 100 extra ids, converted as transformers converts spiece.model for T5TokenizerFast:
  spiece.model and a tokenizer.json with the precompiled normalizer) and
  model_index.json as diffusers writes it for SD 3.5.
* sd35m_t5: T5EncoderModel's last_hidden_state for a 256-token prompt, and tokenizer_3's
  ids (padding="max_length", truncation=True) for prompts of accents, numbers, unknown
  words and one longer than 256 tokens, at 256 and 77.
* sd35m_encode_prompt: StableDiffusion3Pipeline.encode_prompt with CFG, with and without
  T5 (text_encoder_3=None), max_sequence_length 256 and 32.
* sd35m_pipeline: StableDiffusion3Pipeline end to end (prompt over 77 CLIP tokens, negative
  prompt, CFG 5, 4 steps, 128 x 96, given initial latents, output_type="latent"), with T5,
  without T5, and without CFG at shift 2.

Float32 on CPU from fp16-stored weights, fixed seeds, one thread; re-running rewrites
identical files.
"""
import json
import os
import sys

import torch
from safetensors.torch import save_file

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_cases as mc  # noqa: E402

from diffusers import (  # noqa: E402
    AutoencoderKL,
    FlowMatchEulerDiscreteScheduler,
    SD3Transformer2DModel,
    StableDiffusion3Pipeline,
)
from transformers import (  # noqa: E402
    CLIPTextConfig,
    CLIPTextModelWithProjection,
    CLIPTokenizer,
    T5Config,
    T5EncoderModel,
    T5TokenizerFast,
)
from transformers.convert_slow_tokenizer import T5Converter  # noqa: E402

OUT = mc.OUT
MODEL_REL = "models/sd35m_tiny"
MODEL_DIR = os.path.join(OUT, MODEL_REL)
SDXL_DIR = os.path.join(OUT, "models", "sdxl")

CLIP_L = dict(hidden_size=8, projection_dim=8, intermediate_size=20, num_attention_heads=2)
CLIP_G = dict(hidden_size=12, projection_dim=12, intermediate_size=30, num_attention_heads=3)
CLIP_COMMON = dict(vocab_size=49408, num_hidden_layers=3, max_position_embeddings=77, hidden_act="gelu",
                   layer_norm_eps=1e-5, bos_token_id=0, eos_token_id=2, pad_token_id=1)
T5 = dict(d_model=24, d_kv=8, d_ff=40, num_layers=2, num_heads=4, relative_attention_num_buckets=32,
          relative_attention_max_distance=128, feed_forward_proj="gated-gelu", layer_norm_epsilon=1e-6,
          is_encoder_decoder=False, use_cache=False, tie_word_embeddings=False, dropout_rate=0.0)

CORPUS = [
    "a photograph of an astronaut riding a horse on the moon",
    "a cat sitting on a red chair, oil painting, highly detailed",
    "portrait of a woman with blue eyes, soft light, 35mm film",
    "the quick brown fox jumps over the lazy dog",
    "a bowl of fruit: apples, oranges and bananas on a wooden table",
    "city skyline at night with neon lights and rain",
    "watercolor landscape of mountains and a lake at sunrise",
    "a small robot reading a book in a library",
    "café au lait, crème brûlée and naïve résumé",
    "numbers 1234 and 56.78 with symbols #, %, & and @",
]

PROMPTS = [
    "a photograph of an astronaut riding a horse",
    "Café crème brûlée, naïve résumé: ÀÉÎÕÜ",
    "zyxwvut qqq unknownword 12345 3.14159!",
    "  leading   and trailing   spaces  ",
    "",
    " ".join(CORPUS) * 3,  # over 256 tokens: truncated, the </s> kept
]

PIPE_PROMPT = ("a cat sitting on a red chair, oil painting, highly detailed, " * 8).strip()
PIPE_NEGATIVE = "blurry, low quality"


def build_clip(config, seed):
    torch.manual_seed(seed)
    model = CLIPTextModelWithProjection(CLIPTextConfig(**CLIP_COMMON, **config))
    mc.scale_params(model, 1.0)
    return model


class _SlowT5:
    """What transformers' T5Converter reads of a slow T5Tokenizer: it turns spiece.model into
    the tokenizer.json T5TokenizerFast ships (SentencePiece's precompiled normalizer,
    Metaspace, Unigram, "$A </s>")."""

    _extra_ids = 100
    legacy = True
    add_prefix_space = True

    def __init__(self, vocab_file):
        self.vocab_file = vocab_file

    def convert_tokens_to_ids(self, token):
        return {"</s>": 1}[token]


def train_t5_tokenizer(dst):
    """A SentencePiece unigram model with T5's special ids, wrapped as transformers' T5
    tokenizer (100 extra ids) and saved: spiece.model + tokenizer.json."""
    import io
    import sentencepiece as spm

    buf = io.BytesIO()
    spm.SentencePieceTrainer.train(
        sentence_iterator=iter(CORPUS * 4), model_writer=buf, vocab_size=100, model_type="unigram",
        pad_id=0, eos_id=1, unk_id=2, bos_id=-1, normalization_rule_name="nmt_nfkc",
        character_coverage=1.0, num_threads=1, minloglevel=2,
    )
    os.makedirs(dst, exist_ok=True)
    spiece = os.path.join(dst, "spiece.model")
    with open(spiece, "wb") as f:
        f.write(buf.getvalue())
    tok = T5TokenizerFast(tokenizer_object=T5Converter(_SlowT5(spiece)).converted(), extra_ids=100,
                          eos_token="</s>", pad_token="<pad>", unk_token="<unk>", model_max_length=512)
    tok.save_pretrained(dst)
    with open(os.path.join(dst, "tokenizer.json")) as f:
        normalizer = json.load(f)["normalizer"]
    assert "Precompiled" in json.dumps(normalizer), normalizer
    return T5TokenizerFast.from_pretrained(dst)


def build_text_side():
    for sub in ["text_encoder", "text_encoder_2", "text_encoder_3", "tokenizer", "tokenizer_2", "tokenizer_3"]:
        mc.reset_dir(os.path.join(MODEL_DIR, sub))
    for sub, config, seed in [("text_encoder", CLIP_L, 3510), ("text_encoder_2", CLIP_G, 3511)]:
        build_clip(config, seed).to(torch.float16).save_pretrained(os.path.join(MODEL_DIR, sub))
    for sub in ["tokenizer", "tokenizer_2"]:
        mc.copy_tree(os.path.join(SDXL_DIR, sub), os.path.join(MODEL_DIR, sub))
    tok3 = train_t5_tokenizer(os.path.join(MODEL_DIR, "tokenizer_3"))
    torch.manual_seed(3512)
    t5 = T5EncoderModel(T5Config(vocab_size=len(tok3), **T5))
    with torch.no_grad():
        for name, p in t5.named_parameters():
            if "layer_norm" in name:
                p.copy_(1.0 + 0.3 * torch.randn(p.shape))
            elif "relative_attention_bias" in name:
                p.copy_(torch.randn(p.shape))
    t5.to(torch.float16).save_pretrained(os.path.join(MODEL_DIR, "text_encoder_3"))
    mc.write_json(os.path.join(MODEL_DIR, "model_index.json"), {
        "_class_name": "StableDiffusion3Pipeline",
        "_diffusers_version": "0.42.1",
        "scheduler": ["diffusers", "FlowMatchEulerDiscreteScheduler"],
        "text_encoder": ["transformers", "CLIPTextModelWithProjection"],
        "text_encoder_2": ["transformers", "CLIPTextModelWithProjection"],
        "text_encoder_3": ["transformers", "T5EncoderModel"],
        "tokenizer": ["transformers", "CLIPTokenizer"],
        "tokenizer_2": ["transformers", "CLIPTokenizer"],
        "tokenizer_3": ["transformers", "T5TokenizerFast"],
        "transformer": ["diffusers", "SD3Transformer2DModel"],
        "vae": ["diffusers", "AutoencoderKL"],
    })


def load_pipe(t5=True):
    def load(cls, sub):
        return cls.from_pretrained(os.path.join(MODEL_DIR, sub), torch_dtype=torch.float32).eval()

    return StableDiffusion3Pipeline(
        transformer=load(SD3Transformer2DModel, "transformer"),
        scheduler=FlowMatchEulerDiscreteScheduler.from_pretrained(os.path.join(MODEL_DIR, "scheduler")),
        vae=load(AutoencoderKL, "vae"),
        text_encoder=load(CLIPTextModelWithProjection, "text_encoder"),
        text_encoder_2=load(CLIPTextModelWithProjection, "text_encoder_2"),
        text_encoder_3=load(T5EncoderModel, "text_encoder_3") if t5 else None,
        tokenizer=CLIPTokenizer.from_pretrained(os.path.join(MODEL_DIR, "tokenizer")),
        tokenizer_2=CLIPTokenizer.from_pretrained(os.path.join(MODEL_DIR, "tokenizer_2")),
        tokenizer_3=T5TokenizerFast.from_pretrained(os.path.join(MODEL_DIR, "tokenizer_3")) if t5 else None,
    )


def make_t5_case(pipe):
    name = "sd35m_t5"
    out_dir = os.path.join(OUT, name)
    mc.reset_dir(out_dir)
    tok, t5 = pipe.tokenizer_3, pipe.text_encoder_3
    ids = {}
    for n in (256, 77):
        ids[str(n)] = [tok(p, padding="max_length", max_length=n, truncation=True,
                           add_special_tokens=True).input_ids for p in PROMPTS]
    assert len(tok(PROMPTS[-1]).input_ids) > 256
    first = torch.tensor([ids["256"][0]])
    with torch.no_grad():
        hidden = t5(first)[0]
    save_file({"ids": first.to(torch.int64).contiguous(), "last_hidden_state": hidden.contiguous()},
              os.path.join(out_dir, "tensors.safetensors"))
    mc.log(f"{name}: max|hidden| {hidden.abs().max().item():.4f}, vocab {len(tok)}")
    mc.write_json(os.path.join(out_dir, "case.json"), {
        "model": MODEL_REL,
        "prompts": PROMPTS,
        "ids": ids,
        "ids_note": "tokenizer_3(prompt, padding='max_length', max_length=N, truncation=True).input_ids per N",
        "tensors": "tensors.safetensors: ids [1, 256] (prompts[0]), last_hidden_state = text_encoder_3(ids)[0]",
        "versions": mc.VERSIONS,
    })


def make_encode_prompt_case(pipes):
    name = "sd35m_encode_prompt"
    out_dir = os.path.join(OUT, name)
    mc.reset_dir(out_dir)
    tensors, runs = {}, []
    for label, pipe, max_len in [("t5", pipes[True], 256), ("t5_32", pipes[True], 32), ("no_t5", pipes[False], 256)]:
        with torch.no_grad():
            pe, npe, pp, npp = pipe.encode_prompt(
                prompt=PIPE_PROMPT, prompt_2=None, prompt_3=None, negative_prompt=PIPE_NEGATIVE,
                do_classifier_free_guidance=True, max_sequence_length=max_len, device="cpu",
            )
        for k, v in [("prompt_embeds", pe), ("negative_prompt_embeds", npe),
                     ("pooled_prompt_embeds", pp), ("negative_pooled_prompt_embeds", npp)]:
            tensors[f"{label}.{k}"] = v.contiguous()
        runs.append({"name": label, "t5": pipe.text_encoder_3 is not None, "max_sequence_length": max_len,
                     "tokens": pe.shape[1]})
        mc.log(f"{name} {label}: {tuple(pe.shape)}, pooled {tuple(pp.shape)}")
    save_file(tensors, os.path.join(out_dir, "tensors.safetensors"))
    mc.write_json(os.path.join(out_dir, "case.json"), {
        "model": MODEL_REL,
        "prompt": PIPE_PROMPT,
        "negative_prompt": PIPE_NEGATIVE,
        "runs": runs,
        "tensors": "tensors.safetensors: <run>.prompt_embeds, .negative_prompt_embeds, .pooled_prompt_embeds, "
                   ".negative_pooled_prompt_embeds from StableDiffusion3Pipeline.encode_prompt",
        "versions": mc.VERSIONS,
    })


def make_pipeline_case(pipes):
    name = "sd35m_pipeline"
    out_dir = os.path.join(OUT, name)
    mc.reset_dir(out_dir)
    width, height, steps = 128, 96, 4
    g = torch.Generator().manual_seed(3520)
    noise = torch.randn((1, 16, height // 8, width // 8), generator=g)
    tensors, runs = {"noise": noise.contiguous()}, []
    for label, t5, cfg, shift in [("t5", True, 5.0, None), ("no_t5", False, 5.0, None), ("no_cfg_shift2", True, 1.0, 2.0)]:
        pipe = pipes[t5]
        base = dict(pipe.scheduler.config)
        if shift is not None:
            pipe.scheduler = FlowMatchEulerDiscreteScheduler.from_config({**base, "shift": shift})
        with torch.no_grad():
            latents = pipe(
                prompt=PIPE_PROMPT, negative_prompt=PIPE_NEGATIVE, height=height, width=width,
                num_inference_steps=steps, guidance_scale=cfg, latents=noise.clone(), output_type="latent",
                return_dict=False, max_sequence_length=256,
            )[0]
            image = pipe.vae.decode(latents / pipe.vae.config.scaling_factor + pipe.vae.config.shift_factor,
                                    return_dict=False)[0]
        pipe.scheduler = FlowMatchEulerDiscreteScheduler.from_config(base)
        tensors[f"{label}.latents"] = latents.contiguous()
        tensors[f"{label}.image"] = image.contiguous()
        runs.append({"name": label, "t5": t5, "cfg": cfg, "shift": shift if shift is not None else base["shift"]})
        mc.log(f"{name} {label}: max|latents| {latents.abs().max().item():.4f}")
    save_file(tensors, os.path.join(out_dir, "tensors.safetensors"))
    mc.write_json(os.path.join(out_dir, "case.json"), {
        "model": MODEL_REL,
        "prompt": PIPE_PROMPT,
        "negative_prompt": PIPE_NEGATIVE,
        "width": width,
        "height": height,
        "steps": steps,
        "sampler": "euler",
        "max_sequence_length": 256,
        "runs": runs,
        "tensors": "tensors.safetensors: noise [1, 16, H/8, W/8] given as latents=; <run>.latents "
                   "(output_type='latent'), <run>.image = vae.decode(latents / scaling + shift)",
        "versions": mc.VERSIONS,
    })


def main():
    build_text_side()
    pipes = {True: load_pipe(True), False: load_pipe(False)}
    make_t5_case(pipes[True])
    make_encode_prompt_case(pipes)
    make_pipeline_case(pipes)


if __name__ == "__main__":
    main()
