# Usage (a machine with an NVIDIA GPU and torch): python3 tools/gpu/cuda_randn_refs.py
#   writes engine/testdata/rng_cuda_refs.json, the CUDA numbers `--rng gpu` reproduces
#   (engine/src/rng/tests.rs compares against them when the file exists).
"""torch.randn(shape, generator=torch.Generator("cuda").manual_seed(seed), device="cuda")
for the seeds and shapes of tools/parity/gen_rng_refs.py, one generator per seed drawing the
shapes in order (as a job draws its start noise, then each step's)."""
import json
import os

import torch

SEEDS = [0, 1, 2**32 - 1, 2**40 + 5]
SHAPES = [[1, 4, 8, 8], [17], [2, 3], [1, 4, 64, 64]]


def main():
    assert torch.cuda.is_available(), "needs a CUDA GPU"
    cases = []
    for seed in SEEDS:
        g = torch.Generator("cuda").manual_seed(seed)
        draws = [torch.randn(s, generator=g, device="cuda").cpu().flatten().tolist() for s in SHAPES]
        cases.append({"seed": seed, "shapes": SHAPES, "values": draws})
    out = {
        "device": torch.cuda.get_device_name(0),
        "torch": torch.__version__,
        "cases": cases,
    }
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../engine/testdata/rng_cuda_refs.json")
    with open(path, "w") as f:
        json.dump(out, f)
    print("wrote", os.path.normpath(path))


if __name__ == "__main__":
    main()
