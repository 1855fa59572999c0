# Usage: /tmp/pyref/bin/python tools/parity/make_lycoris_peft_refs.py  (writes engine/testdata/lycoris_peft.safetensors)
"""LoHa and LoKr deltas as peft computes them (`get_delta_weight` of its LoHa/LoKr layers,
random factors via init_weights=False) on a tiny Linear(12 -> 8) and Conv2d(6 -> 8, 3x3):
the factors are stored under LyCORIS' key names (`<layer>.hada_w1_a`... `<layer>.lokr_w2_b`,
`<layer>.alpha`) with peft's delta as `<layer>.delta`. LoKr with rank 1 decomposes w2 (peft
and LyCORIS then both scale by alpha / rank; with both sides whole peft still scales by
alpha / rank where LyCORIS files mean 1, so that case is not peft's to check). Deterministic."""
import os

import peft
import torch
from peft import LoHaConfig, LoKrConfig, get_peft_model
from safetensors.torch import save_file

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "engine", "testdata",
                   "lycoris_peft.safetensors")


class Tiny(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(12, 8)
        self.conv = torch.nn.Conv2d(6, 8, 3)


def main():
    torch.manual_seed(7)
    out = {}
    for kind, cfg in [("loha", LoHaConfig(r=4, alpha=6, target_modules=["lin", "conv"], init_weights=False)),
                      ("lokr", LoKrConfig(r=1, alpha=3, target_modules=["lin", "conv"], init_weights=False))]:
        model = get_peft_model(Tiny(), cfg)
        inner = model.base_model.model
        for name in ("lin", "conv"):
            layer = getattr(inner, name)
            prefix = f"{kind}_{name}"
            for pname, p in layer.named_parameters():
                if pname.endswith(".default") and (".hada_" in "." + pname or ".lokr_" in "." + pname):
                    key = pname.split(".")[0]
                    out[f"{prefix}.{key}"] = p.detach().clone().contiguous()
            out[f"{prefix}.alpha"] = torch.tensor(float(cfg.alpha))
            out[f"{prefix}.delta"] = layer.get_delta_weight("default").detach().clone().contiguous()
    for k, v in sorted(out.items()):
        print(k, tuple(v.shape))
    save_file(out, OUT, metadata={"peft": peft.__version__, "torch": torch.__version__})


if __name__ == "__main__":
    main()
