#!/usr/bin/env python3
"""Draws combinations of the VRAM promise's matrix (issue 13) that no recorded run has, for
an out-of-sample round of `vram_matrix.sh`: model, size, offload, slicing, tiling, dtype,
weights dtype, ControlNets, img2img / inpainting and the refiner. Prints one `m ...` line
per draw, to paste into a part of `vram_matrix.sh`.

With --budgets N, N budget runs are drawn too (a simulated card of a size users own for
the model, `--vram-budget auto`): the budget's choice, run where no recorded budget run has
that model, size, card, ControlNets and input.

With --user-sizes, sizes are drawn from USER_SIZES (the model's sizes users run outside the
matrix's) instead of the matrix's.

With --odd-sizes, from ODD_SIZES (multiples of 8 that are not multiples of 64).

With --streamed-controlnets, instead: --count jobs streamed (--offload sequential) beside
one or three ControlNets at every ODD_SIZES size of each model, none already recorded with
the same flags (session 41's `vram_matrix.sh` part `odd41c`: --seed 49 --count 30).

usage: draw_matrix.py [--seed N] [--count N] [--budgets N] [--fp8-share F]
                      [--user-sizes | --odd-sizes | --streamed-controlnets] [RECORDS.jsonl]
"""
import argparse
import json
import random

MODELS = ["sd15", "sd21", "sdxl"]
SIZES = [(512, 512), (768, 768), (1024, 1024), (1216, 832), (832, 1216), (1536, 1536), (2048, 2048)]
# With --user-sizes: the sizes users run that are not the matrix's (portrait and landscape
# SD sizes, SDXL's training buckets, hires-fix targets, 16:9), per model; the budget runs
# draw from the first eight.
USER_SIZES = {
    "sd15": [(512, 640), (640, 512), (640, 640), (576, 768), (768, 576), (512, 896), (576, 1024),
             (1024, 576), (768, 1024), (1152, 768), (1024, 1536), (1536, 1024), (1280, 1280),
             (1920, 1080)],
    "sdxl": [(1152, 896), (896, 1152), (1344, 768), (768, 1344), (1536, 640), (640, 1536),
             (1024, 1536), (1536, 1024), (1280, 1280), (1920, 1080), (1792, 1024), (1024, 1792)],
}
USER_SIZES["sd21"] = USER_SIZES["sd15"]
# With --odd-sizes: sizes users type that are multiples of 8 but not of 64 (16:9 video
# frames, 4:5 posts, round numbers), so the UNet's up blocks upsample to odd skip sizes
# (`nets::blocks::upsample_nearest`'s gather) and the latent is not a whole number of
# tiles; the budget runs draw from the first eight.
ODD_SIZES = {
    "sd15": [(600, 800), (800, 600), (720, 1280), (1280, 720), (1000, 1000), (1080, 1352),
             (840, 560), (912, 512), (1080, 1080), (1200, 800), (1920, 1080), (1080, 1920)],
    "sdxl": [(1080, 1352), (1352, 1080), (1200, 1200), (1000, 1400), (1400, 1000),
             (1600, 904), (904, 1600), (1000, 1000), (1920, 1080), (1080, 1920)],
}
ODD_SIZES["sd21"] = ODD_SIZES["sd15"]
OFFLOADS = ["none", "model", "sequential"]
INPUTS = ["txt2img", "img2img", "inpaint"]
CONTROLS = [0, 1, 3]
# The simulated cards (GiB) a budget run draws from, per model.
CARDS = {"sd15": [1.5, 2, 2.5, 3, 4, 6], "sd21": [1.5, 2, 2.5, 3, 4, 6], "sdxl": [3.5, 4, 5, 6, 8, 10, 12]}


def flag(args, name, default=None):
    """The value after `name` in a run's flags, or `default`."""
    return args[args.index(name) + 1] if name in args else default


def size_of(args):
    return (int(flag(args, "--width", 512)), int(flag(args, "--height", 512)))


def input_of(args):
    return "inpaint" if "--mask" in args else "img2img" if "--init-image" in args else "txt2img"


def key_of(args):
    """The matrix's coordinates of a recorded run's flags (None for budget runs: their
    plan is the budget's, not a cell of the matrix)."""
    if "--vram-budget" in args or "--offload" not in args:
        return None
    return (
        flag(args, "--random-weights"),
        size_of(args),
        flag(args, "--offload"),
        flag(args, "--attention-slice", "off") != "off",
        flag(args, "--vae-tile", "off") != "off",
        flag(args, "--dtype", "f16"),
        flag(args, "--weights-dtype", "auto").startswith("fp8"),
        args.count("--control"),
        input_of(args),
        "--refiner" in args,
    )


def budget_key_of(args):
    """A recorded budget run's coordinates (None for the matrix's runs)."""
    if "--vram-budget" not in args or "--simulate-vram" not in args:
        return None
    card = float(flag(args, "--simulate-vram"))
    return (flag(args, "--random-weights"), size_of(args), card, args.count("--control"), input_of(args))


def budget_flags(key):
    model, (w, h), card, controls, inp = key
    out = flags((model, (w, h), "none", False, False, "f16", False, controls, inp, False))
    i = out.index("--offload")
    return out[:i] + ["--simulate-vram", f"{card:g}", "--vram-budget", "auto"] + out[i + 2:]


def flags(key):
    model, (w, h), offload, sliced, tiled, dtype, fp8, controls, inp, refiner = key
    big = "/tmp/init1024.png" if model == "sdxl" else "/tmp/init512.png"
    out = ["--random-weights", model, "--width", str(w), "--height", str(h), "--offload", offload]
    if tiled:
        out += ["--vae-tile", "512"]
    if sliced:
        out += ["--attention-slice", "auto"]
    if dtype != "f16":
        out += ["--dtype", dtype]
    if fp8:
        out += ["--weights-dtype", "fp8_e4m3fn"]
    if controls == 1:
        out += ["--control", f"random:{big}"]
    elif controls == 3:
        for i in (1, 2, 3):
            out += ["--control", f"random-{i}:{big}"]
    if inp != "txt2img":
        out += ["--init-image", "/tmp/init1024.png"]
    if inp == "inpaint":
        out += ["--mask", "/tmp/mask512.png"]
    if refiner:
        out += ["--refiner", "random"]
    return out

def streamed_controlnet_draws(rng, recorded, count):
    """--streamed-controlnets: per model (SD 1.5 and SDXL twice, SD 2.1 once) and ODD_SIZES
    size, a streamed job tiled above 1.1 megapixels for SD and 1.6 for SDXL (else at even
    odds), on fp8 weights at 0.4, beside one ControlNet at 0.7 (else three); those not in
    `recorded` (flags joined by spaces), shuffled, the first `count`."""
    out = []
    for model in ("sd15", "sdxl", "sd15", "sdxl", "sd21"):
        for (w, h) in ODD_SIZES[model]:
            a = f"--random-weights {model} --width {w} --height {h} --offload sequential"
            if (w * h > 1.1e6 and model != "sdxl") or w * h > 1.6e6 or rng.random() < 0.5:
                a += " --vae-tile 512"
            if rng.random() < 0.4:
                a += " --weights-dtype fp8_e4m3fn"
            img = "/tmp/init1024.png" if model == "sdxl" else "/tmp/init512.png"
            if rng.random() < 0.7:
                a += f" --control random:{img}"
            else:
                a += " " + " ".join(f"--control random-{i}:{img}" for i in (1, 2, 3))
            if a not in recorded and a not in out:
                out.append(a)
    rng.shuffle(out)
    return out[:count]


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--count", type=int, default=24)
    p.add_argument("--budgets", type=int, default=0)
    p.add_argument("--fp8-share", type=float, default=0.3, help="share of draws with fp8 weights")
    p.add_argument("--user-sizes", action="store_true", help="draw sizes from USER_SIZES")
    p.add_argument("--odd-sizes", action="store_true", help="draw sizes from ODD_SIZES")
    p.add_argument("--streamed-controlnets", action="store_true",
                   help="streamed jobs beside ControlNets at ODD_SIZES")
    p.add_argument("records", nargs="?", default="engine/src/planner/measured_h100.jsonl")
    o = p.parse_args()
    if o.streamed_controlnets:
        recorded = {" ".join(json.loads(line)["args"]) for line in open(o.records)}
        for a in streamed_controlnet_draws(random.Random(o.seed), recorded, o.count):
            print("  m " + a)
        return
    seen, seen_budgets = set(), set()
    for line in open(o.records):
        args = json.loads(line)["args"]
        k = key_of(args)
        if k:
            seen.add(k)
        k = budget_key_of(args)
        if k:
            seen_budgets.add(k)
    rng = random.Random(o.seed)
    table = USER_SIZES if o.user_sizes else ODD_SIZES if o.odd_sizes else None
    sizes = (lambda m: table[m]) if table else (lambda m: SIZES)
    budget_sizes = (lambda m: table[m][:8]) if table else (lambda m: SIZES[:5])
    drawn = []
    while len(drawn) < o.count:
        model = rng.choice(MODELS)
        key = (
            model,
            rng.choice(sizes(model)),
            rng.choice(OFFLOADS),
            rng.random() < 0.3,
            rng.random() < 0.5,
            rng.choice(["f16", "f16", "bf16"]),
            rng.random() < o.fp8_share,
            rng.choice(CONTROLS),
            rng.choice(INPUTS),
            model == "sdxl" and rng.random() < 0.25,
        )
        # A refiner does not inpaint (the CLI refuses the pair).
        if key in seen or (key[-1] and key[-2] == "inpaint"):
            continue
        seen.add(key)
        drawn.append(key)
    budgets = []
    while len(budgets) < o.budgets:
        model = rng.choice(MODELS)
        key = (
            model,
            rng.choice(budget_sizes(model)),
            rng.choice(CARDS[model]),
            rng.choice(CONTROLS),
            rng.choice(INPUTS),
        )
        if key in seen_budgets:
            continue
        seen_budgets.add(key)
        budgets.append(key)
    for k in drawn:
        print("  m " + " ".join(flags(k)))
    for k in budgets:
        print("  m " + " ".join(budget_flags(k)))


if __name__ == "__main__":
    main()
