# Usage: /tmp/pyref/bin/python tools/parity/gen_rng_refs.py  (writes engine/testdata/rng_refs.json)
"""Reference noise for candela-engine's `rng` tests.

- `cpu`: torch.randn from torch.Generator("cpu").manual_seed(seed), exactly as torch
  returns it (f32 bit patterns), for several seeds and shapes, plus sequences of calls on
  one generator (the scalar path's cached second value carries over between calls).
- `gpu`: A1111's modules/rng_philox.py algorithm (Philox4x32-10 + cuRAND's Box-Muller),
  restated below in numpy. CUDA's own numbers come from tools/gpu/cuda_randn_refs.py,
  run on a machine with an NVIDIA GPU.
"""
import json
import os

import numpy as np
import torch

SEEDS = [0, 1, 2**32 - 1, 2**40 + 5]
SHAPES = [[1], [3], [15], [16], [17], [40], [1, 4, 8, 8], [2, 4, 9, 7]]
# One generator, several calls in order: small (scalar path) and large (vectorized) mixed.
SEQUENCE = [[3], [1, 4, 4, 4], [5], [1], [33]]


def bits(t):
    return t.contiguous().numpy().astype(np.float32).view(np.uint32).ravel().tolist()


def cpu_cases():
    cases = []
    for seed in SEEDS:
        for shape in SHAPES:
            g = torch.Generator("cpu").manual_seed(seed)
            cases.append({"seed": seed, "shapes": [shape], "bits": [bits(torch.randn(shape, generator=g))]})
        g = torch.Generator("cpu").manual_seed(seed)
        draws = [bits(torch.randn(s, generator=g)) for s in SEQUENCE]
        cases.append({"seed": seed, "shapes": SEQUENCE, "bits": draws})
    return cases


# --- the algorithm of A1111's modules/rng_philox.py, restated on Python ints ---
MASK32 = 0xFFFFFFFF


def philox4x32_10(counter, key):
    c0, c1, c2, c3 = counter
    k0, k1 = key
    for i in range(10):
        if i:
            k0, k1 = (k0 + 0x9E3779B9) & MASK32, (k1 + 0xBB67AE85) & MASK32
        p0, p1 = 0xD2511F53 * c0, 0xCD9E8D57 * c2
        c0, c1, c2, c3 = (p1 >> 32) ^ c1 ^ k0, p1 & MASK32, (p0 >> 32) ^ c3 ^ k1, p0 & MASK32
    return c0, c1


# A1111 multiplies the uint32 draws by these float32 constants in numpy, which promotes to
# float64; the sine part of Box-Muller, cast to float32 at the end.
INV = float(np.float32(2.3283064e-10))
INV_2PI = float(np.float32(2.3283064e-10 * 6.2831855))


class A1111Philox:
    def __init__(self, seed):
        self.key = (seed & MASK32, (seed >> 32) & MASK32)
        self.offset = 0

    def randn(self, shape):
        n = int(np.prod(shape))
        out = np.empty(n, dtype=np.float32)
        for i in range(n):
            x, y = philox4x32_10((self.offset, 0, i, 0), self.key)
            u, v = x * INV + INV / 2, y * INV_2PI + INV_2PI / 2
            out[i] = np.sqrt(-2.0 * np.log(u)) * np.sin(v)
        self.offset += 1
        return out.reshape(shape)


def gpu_cases():
    cases = []
    for seed in SEEDS:
        g = A1111Philox(seed)
        draws = [g.randn(s).ravel().astype(np.float64).tolist() for s in [[1, 4, 8, 8], [17], [2, 3]]]
        cases.append({"seed": seed, "shapes": [[1, 4, 8, 8], [17], [2, 3]], "values": draws})
    return cases


def main():
    # rng_philox.py's docstring: Generator(0).randn((3, 4)) on a GPU gives these.
    doc = A1111Philox(0).randn([3, 4]).ravel()
    want = [-0.92466259, -0.42534415, -2.6438457, 0.14518388, -0.12086647, -0.57972564,
            -0.62285122, -0.32838709, -1.07454231, -0.36314407, -1.67105067, 2.26550497]
    assert np.allclose(doc, want, atol=1e-7), doc
    out = {"cpu": cpu_cases(), "gpu": gpu_cases()}
    path = os.path.join(os.path.dirname(__file__), "../../engine/testdata/rng_refs.json")
    with open(path, "w") as f:
        json.dump(out, f)
    print("wrote", os.path.normpath(path))


if __name__ == "__main__":
    main()
