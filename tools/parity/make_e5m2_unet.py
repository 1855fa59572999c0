"""A diffusers UNet file written again with its low-stored layers as float8_e5m2.

usage: python3 tools/parity/make_e5m2_unet.py SRC.safetensors DST.safetensors

The layers stored low are those `weights_dtype::stores_low` names (diffusers' default for
layerwise casting: every `.weight`/`.bias` except modules whose path contains `norm`,
`pos_embed`, `patch_embed`, the top-level `proj_in`/`proj_out` and `*_embedding`), cast
with torch's `.to(torch.float8_e5m2)` (round to nearest even); the rest is kept as it is.
tools/gpu/parity_turing_e5m2_a1111_sde.sh reads the result (E5M2_UNET) to run an e5m2 checkpoint
on CUDA; tests/tests/fp8.rs writes the same file through Rust for the CPU tests.
"""
import sys

import torch
from safetensors.torch import load_file, save_file


def stores_low(name: str) -> bool:
    for suffix in (".weight", ".bias"):
        if name.endswith(suffix):
            module = name[: -len(suffix)]
            break
    else:
        return False
    last = module.rsplit(".", 1)[-1]
    return not (
        "norm" in module
        or "pos_embed" in module
        or "patch_embed" in module
        or module in ("proj_in", "proj_out")
        or last.endswith("_embedding")
    )


def main(src: str, dst: str) -> None:
    tensors = load_file(src)
    out = {}
    for name, t in tensors.items():
        out[name] = t.to(torch.float8_e5m2) if stores_low(name) and t.is_floating_point() else t
    save_file(out, dst)
    low = sum(1 for n in out if out[n].dtype == torch.float8_e5m2)
    print(f"{dst}: {low} of {len(out)} tensors as float8_e5m2")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
