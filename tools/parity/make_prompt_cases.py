# Usage: /tmp/pyref/bin/python tools/parity/make_prompt_cases.py  (writes tests/parity/{sd1,sdxl}_a1111_*; run make_cases.py and make_sdxl_case.py first)
"""A1111 prompt syntax, emphasis and clip skip on the tiny models.

The expected embeddings come from a reference written here from A1111's algorithm
(modules/prompt_parser.py's attention parser, sd_hijack_clip.py's chunking with comma
backtracking and BREAK, sd_emphasis.py's modes), on transformers' tokenizers and text
encoders; clip skip N is hidden_states[-N] through the final layer norm for SD 1.x and
hidden_states[-(N + 1)] for SDXL's two encoders (diffusers' clip_skip = N - 1, applied to
both prompts). The final latents are diffusers' pipelines run with those prompt_embeds.
"""
import os
import re
import sys

import torch
from safetensors.torch import save_file

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_cases as mc  # noqa: E402
import make_sdxl_case as xl  # noqa: E402

ATTENTION = re.compile(r"\\\(|\\\)|\\\[|\\]|\\\\|\\|\(|\[|:([+-]?[.\d]+)\)|\)|]|[^\\()\[\]:]+|:")
BREAK_WORD = re.compile(r"\s*\bBREAK\b\s*", re.S)
CHUNK, BACKTRACK = 75, 20


def weighted_pieces(text):
    """[text, weight] pieces; ["BREAK", -1] marks a break. Unclosed brackets weigh to the end."""
    pieces, open_round, open_square = [], [], []

    def scale(start, factor):
        for piece in pieces[start:]:
            piece[1] *= factor

    for m in ATTENTION.finditer(text):
        s, weight = m.group(0), m.group(1)
        if s[0] == "\\":
            pieces.append([s[1:], 1.0])
        elif s == "(":
            open_round.append(len(pieces))
        elif s == "[":
            open_square.append(len(pieces))
        elif weight is not None and open_round:
            scale(open_round.pop(), float(weight))
        elif s == ")" and open_round:
            scale(open_round.pop(), 1.1)
        elif s == "]" and open_square:
            scale(open_square.pop(), 1 / 1.1)
        else:
            for i, part in enumerate(BREAK_WORD.split(s)):
                if i:
                    pieces.append(["BREAK", -1])
                pieces.append([part, 1.0])
    for start in open_round:
        scale(start, 1.1)
    for start in open_square:
        scale(start, 1 / 1.1)
    pieces = pieces or [["", 1.0]]
    merged = [pieces[0]]
    for piece in pieces[1:]:
        if piece[1] == merged[-1][1]:
            merged[-1][0] += piece[0]
        else:
            merged.append(piece)
    return merged


def chunks_of(tok, text, emphasis):
    """[(77 ids, 77 weights)] as A1111 builds them for this tokenizer."""
    pieces = [[text, 1.0]] if emphasis == "none" else weighted_pieces(text)
    comma = tok.get_vocab()[",</w>"]
    bos, eos, pad = tok.bos_token_id, tok.eos_token_id, tok.pad_token_id
    out = []
    state = {"ids": [], "w": [], "comma": -1}

    def close():
        ids = [bos] + state["ids"] + [eos] * (CHUNK + 1 - len(state["ids"]))
        first = ids.index(eos)
        ids = ids[: first + 1] + [pad] * (len(ids) - first - 1)
        weights = [1.0] + state["w"] + [1.0] * (CHUNK + 1 - len(state["w"]))
        out.append((ids, weights))
        state.update(ids=[], w=[], comma=-1)

    for text, weight in pieces:
        if text == "BREAK" and weight == -1:
            close()
            continue
        for token in tok(text, add_special_tokens=False, truncation=False).input_ids:
            if token == comma:
                state["comma"] = len(state["ids"])
            elif len(state["ids"]) == CHUNK and state["comma"] != -1 and CHUNK - state["comma"] <= BACKTRACK:
                keep = state["comma"] + 1
                moved_ids, moved_w = state["ids"][keep:], state["w"][keep:]
                state["ids"], state["w"] = state["ids"][:keep], state["w"][:keep]
                close()
                state["ids"], state["w"] = moved_ids, moved_w
            if len(state["ids"]) == CHUNK:
                close()
            state["ids"].append(token)
            state["w"].append(weight)
    if state["ids"] or not out:
        close()
    return out


def emphasize(z, weights, emphasis):
    if emphasis in ("ignore", "none"):
        return z
    m = torch.tensor(weights, dtype=torch.float32)[None, :, None]
    if emphasis == "no-norm":
        return z * m
    before = z.mean()
    z = z * m
    return z * (before / z.mean())


def pad_to(chunks, empty, n):
    return chunks + empty * (n - len(chunks))


@torch.no_grad()
def encode_sd(te, chunks, clip_skip, emphasis):
    zs = []
    for ids, w in chunks:
        states = te(torch.tensor([ids]), output_hidden_states=True).hidden_states
        norm = getattr(te, "text_model", te).final_layer_norm  # transformers 5 dropped .text_model
        zs.append(emphasize(norm(states[-clip_skip]), w, emphasis))
    return torch.cat(zs, 1)


@torch.no_grad()
def encode_xl(te, chunks, clip_skip, emphasis):
    zs = []
    for ids, w in chunks:
        states = te(torch.tensor([ids]), output_hidden_states=True).hidden_states
        zs.append(emphasize(states[-(clip_skip + 1)], w, emphasis))
    return torch.cat(zs, 1)


SD_PROMPT = (
    "a (red:1.3) ((fox)) in [[snow]], \\(escaped\\) BREAK "
    + " ".join(["forest"] * 66)
    + ", "
    + " ".join(["(tall trees)"] * 6)
    + " (unclosed"
)
SD_NEGATIVE = "[blurry], (low quality:1.2)"


LN_TEXT_ENCODER = "models/sd1_text_encoder_ln"


def build_ln_text_encoder(pipe):
    """The tiny SD 1.x text encoder with a random final layer norm: with the default
    (weight 1, bias 0) every token's output has mean 0, and "Original" emphasis would divide
    by a chunk mean of about 1e-9. Real CLIP's norm has a bias; so does this one."""
    te = pipe.text_encoder
    g = torch.Generator("cpu").manual_seed(77)
    norm = te.final_layer_norm
    with torch.no_grad():
        norm.weight.copy_(1 + 0.3 * torch.randn(norm.weight.shape, generator=g))
        norm.bias.copy_(0.5 + 0.2 * torch.randn(norm.bias.shape, generator=g))
    # Stored in f16 like the other tiny models; the pipeline runs the same rounded values.
    te.to(torch.float16).save_pretrained(os.path.join(mc.OUT, LN_TEXT_ENCODER))
    te.to(torch.float32)


def sd_case(pipe, name, emphasis, clip_skip, seed):
    tok, te = pipe.tokenizer, pipe.text_encoder
    p = chunks_of(tok, SD_PROMPT, emphasis)
    q = chunks_of(tok, SD_NEGATIVE, emphasis)
    empty = chunks_of(tok, "", emphasis)
    n = max(len(p), len(q))
    cond = encode_sd(te, pad_to(p, empty, n), clip_skip, emphasis)
    uncond = encode_sd(te, pad_to(q, empty, n), clip_skip, emphasis)
    case = {
        "model": "models/sd1", "replace_components": {"text_encoder": LN_TEXT_ENCODER}, "prompt": SD_PROMPT, "negative_prompt": SD_NEGATIVE, "width": 64, "height": 64,
        "steps": 5, "cfg": 7.0, "sampler": "euler", "family": "sd1", "clip_skip": clip_skip, "emphasis": emphasis,
        "prompt_token_chunks": [c[0] for c in p], "prompt_multipliers": [c[1] for c in p],
        "negative_prompt_token_chunks": [c[0] for c in q], "noise_seed": seed,
        "convention": __doc__.strip(),
    }
    mc.set_sampler(pipe, "euler", dict(pipe.scheduler.config))
    noise = mc.make_noise(seed, 64, 64)
    latents, image = mc.run_pipe(pipe, case, noise, prompt_embeds=cond, negative_prompt_embeds=uncond)
    case.update(mc.sampler_record(pipe))
    case.update(mc.VERSIONS)
    mc.write_case(name, case, noise, latents, image, (cond, uncond))
    mc.log(f"  {name}: {len(p)} chunks; latents std {latents.std():.5f}")
    return p


XL_PROMPT = "a (watercolor:1.4) fox, [[snow]] BREAK ((mountains)), " + " ".join(["pine"] * 70) + ", (dawn:0.7)"
XL_NEGATIVE = "(blurry:1.3), ugly"


def xl_case(pipe, name, emphasis, clip_skip, seed):
    encoders = ((pipe.tokenizer, pipe.text_encoder), (pipe.tokenizer_2, pipe.text_encoder_2))
    per_prompt = []
    for text in (XL_PROMPT, XL_NEGATIVE):
        per_prompt.append([chunks_of(tok, text, emphasis) for tok, _ in encoders])
    n = max(len(c) for pc in per_prompt for c in pc)
    embeds = []
    for pc in per_prompt:
        parts = []
        for (tok, te), chunks in zip(encoders, pc):
            parts.append(encode_xl(te, pad_to(chunks, chunks_of(tok, "", emphasis), n), clip_skip, emphasis))
        first = pad_to(pc[1], chunks_of(pipe.tokenizer_2, "", emphasis), n)[0][0]
        with torch.no_grad():
            pooled = pipe.text_encoder_2(torch.tensor([first])).text_embeds
        embeds.append((torch.cat(parts, -1), pooled))
    (cond, pooled), (uncond, uncond_pooled) = embeds
    case = {
        "model": "models/sdxl", "prompt": XL_PROMPT, "negative_prompt": XL_NEGATIVE, "width": 64, "height": 64,
        "steps": 5, "cfg": 6.0, "sampler": "euler", "family": "sdxl", "clip_skip": clip_skip, "emphasis": emphasis,
        "add_time_ids": [64, 64, 0, 0, 64, 64], "noise_seed": seed, "convention": __doc__.strip(),
    }
    mc.set_sampler(pipe, "euler", dict(pipe.scheduler.config))
    noise = mc.make_noise(seed, 64, 64)
    with torch.no_grad():
        latents = pipe(
            prompt_embeds=cond, negative_prompt_embeds=uncond, pooled_prompt_embeds=pooled,
            negative_pooled_prompt_embeds=uncond_pooled, width=64, height=64, num_inference_steps=5,
            guidance_scale=6.0, latents=noise.clone(), output_type="latent",
        ).images
        image = pipe.vae.decode(latents / pipe.vae.config.scaling_factor).sample
    case.update(mc.sampler_record(pipe))
    case.update(mc.VERSIONS)
    mc.write_case(name, case, noise, latents, image, (cond, uncond))
    save_file(
        {"pooled_prompt_embeds": pooled.contiguous(), "negative_pooled_prompt_embeds": uncond_pooled.contiguous()},
        os.path.join(mc.OUT, name, "expected_pooled_prompt_embeds.safetensors"),
    )
    mc.log(f"  {name}: {n} chunks; latents std {latents.std():.5f}")


@torch.no_grad()
def check_clip_skip_is_diffusers(sd, sdxl):
    """On a plain prompt the reference equals diffusers' encode_prompt(clip_skip=N-1)."""
    c = chunks_of(sd.tokenizer, "a cat", "original")
    # diffusers' SD encode_prompt(clip_skip=1) reaches for .text_model, which transformers 5
    # removed: its formula, hidden_states[-(clip_skip + 1)] through final_layer_norm, by hand.
    states = sd.text_encoder(torch.tensor(mc.token_ids(sd.tokenizer, "a cat"))[None], output_hidden_states=True)
    want = sd.text_encoder.final_layer_norm(states.hidden_states[-2])
    assert torch.allclose(encode_sd(sd.text_encoder, c, 2, "original"), want, atol=1e-6)
    got = torch.cat([encode_xl(te, chunks_of(tok, "a cat", "original"), 2, "original")
                     for tok, te in ((sdxl.tokenizer, sdxl.text_encoder), (sdxl.tokenizer_2, sdxl.text_encoder_2))], -1)
    want = sdxl.encode_prompt("a cat", device="cpu", num_images_per_prompt=1, do_classifier_free_guidance=False,
                              clip_skip=1)[0]
    assert torch.allclose(got, want, atol=1e-6)


def main():
    assert weighted_pieces("a (((house:1.3)) [on] a (hill:0.5), sun, (((sky))).") == [
        ["a ", 1.0], ["house", 1.5730000000000004], [" ", 1.1], ["on", 1.0], [" a ", 1.1], ["hill", 0.55],
        [", sun, ", 1.1], ["sky", 1.4641000000000006], [".", 1.1]]
    sd = mc.load_pipe(os.path.join(mc.OUT, "models", "sd1"))
    sdxl = xl.load_sdxl(os.path.join(mc.OUT, "models", "sdxl"))
    check_clip_skip_is_diffusers(sd, sdxl)
    build_ln_text_encoder(sd)
    p = sd_case(sd, "sd1_a1111_prompt", "original", 2, 501)
    assert len(p) == 3 and len([t for t in p[1][0] if t != sd.tokenizer.eos_token_id]) < 76, "no backtrack"
    sd_case(sd, "sd1_a1111_no_norm", "no-norm", 1, 502)
    xl_case(sdxl, "sdxl_a1111_prompt", "original", 2, 503)


if __name__ == "__main__":
    main()
