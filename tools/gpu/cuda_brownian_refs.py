# Usage (a machine with an NVIDIA GPU, torch and torchsde): python3 tools/gpu/cuda_brownian_refs.py
#   writes engine/testdata/brownian_cuda_refs.json; then run
#   cargo test --workspace --locked --lib brownian_cuda
"""DPM++ SDE's Brownian tree on CUDA, as A1111 runs it on an NVIDIA card (the tree on the
latents' device, each node drawn from torch.Generator("cuda")), for `--rng gpu`: torchsde's
BrownianTree queries and diffusers' BrownianTreeNoiseSampler calls, the cases of
tools/parity/gen_brownian_refs.py with device="cuda"."""
import json
import os
import sys

import torch
import torchsde
from diffusers.schedulers.scheduling_dpmsolver_sde import BrownianTreeNoiseSampler

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "parity"))
import gen_brownian_refs as g  # noqa: E402


def tree_case(seed, t0, t1, shape, queries):
    tree = torchsde.BrownianTree(t0, torch.zeros(shape, device="cuda"), t1, entropy=seed)
    out = [{"ta": ta, "tb": tb, "w": g.f32(tree(ta, tb).cpu())} for ta, tb in queries]
    return {"seed": str(seed), "t0": t0, "t1": t1, "shape": list(shape), "queries": out}


def main():
    assert torch.cuda.is_available(), "needs a CUDA GPU"
    g.tree_case = tree_case
    trees = g.trees()
    samplers = []
    for case in g.noise_samplers():  # the CPU cases' sigmas and seeds, drawn again on CUDA
        s = torch.tensor(case["sigmas"], dtype=torch.float32, device="cuda")
        ns = BrownianTreeNoiseSampler(torch.zeros(case["shape"], device="cuda"), s.min().item(), s.max().item(),
                                      int(case["seed"]))
        for call in case["calls"]:
            a = torch.tensor(call["sigma"], dtype=torch.float32, device="cuda")
            b = torch.tensor(call["sigma_next"], dtype=torch.float32, device="cuda")
            call["noise"] = g.f32(ns(a, b).cpu())
        samplers.append(case)
    out = {"device": torch.cuda.get_device_name(0), "torch": torch.__version__, "torchsde": torchsde.__version__,
           "trees": trees, "noise_samplers": samplers}
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../engine/testdata/brownian_cuda_refs.json")
    with open(path, "w") as f:
        json.dump(out, f, separators=(",", ":"))
    print("wrote", os.path.normpath(path))


if __name__ == "__main__":
    main()
