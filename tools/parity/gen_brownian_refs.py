# Usage: /tmp/pyref/bin/python tools/parity/gen_brownian_refs.py  (writes engine/testdata/brownian_refs.json)
"""Reference values for the Brownian tree behind DPM++ SDE (engine/src/sampling/brownian.rs).

diffusers' DPMSolverSDEScheduler (BatchedBrownianTree over torchsde.BrownianInterval with
tol=1e-6, pool_size=24, halfway_tree=True) and k-diffusion's BrownianTreeNoiseSampler (A1111,
ComfyUI: torchsde.BrownianTree, the same arguments) draw each tree node's noise with
torch.randn from a fresh torch.Generator(device) seeded by numpy's SeedSequence.

- `seed_sequence`: numpy.random.SeedSequence(entropy, spawn_key, pool_size).generate_state(n).
- `round6`: Python's round(x, 6), which torchsde applies to every time (tol=1e-6).
- `trees`: torchsde.BrownianTree(t0, zeros(shape), t1, entropy=seed) queried W(ta, tb) in
  order, on the CPU generator (f32 values).
- `noise_samplers`: diffusers' BrownianTreeNoiseSampler called as DPMSolverSDEScheduler calls
  it (f32 sigmas, first the half step then the full step of each step), normalized noise.
"""
import json
import math
import os

import numpy as np
import torch
import torchsde
from diffusers.schedulers.scheduling_dpmsolver_sde import BrownianTreeNoiseSampler

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "engine", "testdata", "brownian_refs.json")
SEEDS = [0, 1, 2**32 - 1, 2**40 + 5, 2**64 - 1]


def f32(values):
    """Nine significant digits round-trip an f32 exactly."""
    return [float(f"{v:.9g}") for v in np.asarray(values, dtype=np.float32).ravel().tolist()]


def seed_sequences():
    cases = []
    for entropy in SEEDS + [12345678901234567890123]:
        for spawn_key, pool_size, n in [((), 24, 3), ((0, 0), 24, 4), ((1, 1), 24, 4), ((5, 3), 24, 4),
                                         ((2**33 + 3, 34), 24, 4), ((), 4, 5), ((7,), 4, 2)]:
            ss = np.random.SeedSequence(entropy=entropy, spawn_key=spawn_key, pool_size=pool_size)
            cases.append({"entropy": str(entropy), "spawn_key": [str(k) for k in spawn_key], "pool_size": pool_size,
                          "state": [int(v) for v in ss.generate_state(n)]})
    return cases


def round6():
    xs = [0.0, 1e-7, 4e-7, 5e-7, 6e-7, 0.0078125, 0.0234375, 1.0000005, 1.0000015, 0.029167533, 14.614642,
          7.32190895, 0.1234565, 2.5e-6, 3.5e-6, 123.4567895, 0.5 * (0.029168 + 14.614642)]
    return [[x, round(x, 6)] for x in xs]


def tree_case(seed, t0, t1, shape, queries):
    tree = torchsde.BrownianTree(t0, torch.zeros(shape), t1, entropy=seed)
    out = []
    for ta, tb in queries:
        w = tree(ta, tb)
        out.append({"ta": ta, "tb": tb, "w": f32(w)})
    return {"seed": str(seed), "t0": t0, "t1": t1, "shape": list(shape), "queries": out}


def trees():
    cases = []
    # Small shapes take torch's scalar Box-Muller path (< 16 elements), larger the vectorized one.
    shapes = [[3], [2, 4, 3], [1, 4, 8, 8]]
    queries = [(0.5, 0.75), (0.5, 1.0), (0.0, 1.0), (0.1234567, 0.8765432), (0.3, 0.3), (0.999999, 1.0),
               (0.0, 0.000001), (0.25, 0.2500015), (0.6, 0.61)]
    for i, seed in enumerate(SEEDS):
        cases.append(tree_case(seed, 0.0, 1.0, shapes[i % 3], queries))
    # An SD-like range, queried out of order and outside the range (clamped to it).
    sd = [(14.614642, 10.0), (10.0, 14.614642), (0.029168, 0.5), (0.5, 3.0), (1.0, 20.0), (0.001, 0.05),
          (2.7182818, 2.7182838), (7.0, 7.3219)]
    sd = [(min(a, b), max(a, b)) for a, b in sd]
    cases.append(tree_case(7, 0.029167533, 14.614642, [2, 4, 3], sd))
    cases.append(tree_case(2**32 + 7, 0.029167533, 14.614642, [1, 4, 8, 8], sd[:4]))
    return cases


def noise_samplers():
    cases = []
    sigma_sets = {
        "linspace5": [14.614642, 6.0, 2.5, 0.9, 0.3, 0.029167533],
        "karras4": [14.614642, 4.0869, 0.8843, 0.1184, 0.029167533],
    }
    for (name, sigmas), seed, shape in [(("linspace5", sigma_sets["linspace5"]), 3, [1, 4, 8, 8]),
                                        (("karras4", sigma_sets["karras4"]), 2**40 + 5, [1, 2, 3])]:
        s = torch.tensor(sigmas, dtype=torch.float32)
        ns = BrownianTreeNoiseSampler(torch.zeros(shape), s.min().item(), s.max().item(), seed)
        calls = []
        for i in range(len(sigmas) - 1):
            sigma, sigma_next = s[i], s[i + 1]
            t, t_next = sigma.log().neg(), sigma_next.log().neg()
            t_mid = t + (t_next - t) * 0.5
            for to in (t_mid, t_next):
                a, b = t.neg().exp(), to.neg().exp()
                calls.append({"sigma": float(a), "sigma_next": float(b), "noise": f32(ns(a, b))})
        cases.append({"name": name, "seed": str(seed), "sigmas": f32(sigmas), "shape": shape, "calls": calls})
    return cases


def main():
    refs = {
        "versions": {"torch": torch.__version__, "torchsde": torchsde.__version__, "numpy": np.__version__},
        "seed_sequence": seed_sequences(),
        "round6": round6(),
        "trees": trees(),
        "noise_samplers": noise_samplers(),
    }
    with open(OUT, "w") as f:
        json.dump(refs, f, separators=(",", ":"))
        f.write("\n")
    print(f"wrote {OUT}: {os.path.getsize(OUT)} bytes")


if __name__ == "__main__":
    main()
