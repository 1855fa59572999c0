"""A random full-size SDXL UNet LoRA in diffusers' PEFT layout, as Civitai LoRAs are trained
(attention q/k/v/out, the feed-forward and the transformers' proj_in/proj_out), for timing
and memory only: what a LoRA costs does not depend on its values.
usage: python3 tools/gpu/make_sdxl_lora.py OUT.safetensors [RANK [ARCH]]   (default rank 32, sdxl)
ARCH sd15 makes the same for SD 1.5's UNet (its proj_in/proj_out are 1x1 convolutions and
are left out). The planner's replay of recorded runs (engine/src/planner/recorded_tests.rs)
rebuilds these layers from the model: name the file ..._rank<RANK>.safetensors.
"""
import sys

import numpy as np
from safetensors.numpy import save_file

out = sys.argv[1]
rank = int(sys.argv[2]) if len(sys.argv) > 2 else 32
arch = sys.argv[3] if len(sys.argv) > 3 else "sdxl"
if arch == "sdxl":
    CONTEXT, LINEAR_PROJ = 2048, True
    # (block path, transformer blocks per attention, width): SDXL base's UNet.
    LEVELS = [(f"down_blocks.1.attentions.{i}", 2, 640) for i in range(2)]
    LEVELS += [(f"down_blocks.2.attentions.{i}", 10, 1280) for i in range(2)]
    LEVELS += [("mid_block.attentions.0", 10, 1280)]
    LEVELS += [(f"up_blocks.0.attentions.{i}", 10, 1280) for i in range(3)]
    LEVELS += [(f"up_blocks.1.attentions.{i}", 2, 640) for i in range(3)]
elif arch == "sd15":
    CONTEXT, LINEAR_PROJ = 768, False
    WIDTHS = (320, 640, 1280)
    LEVELS = [(f"down_blocks.{b}.attentions.{i}", 1, WIDTHS[b]) for b in range(3) for i in range(2)]
    LEVELS += [("mid_block.attentions.0", 1, 1280)]
    LEVELS += [(f"up_blocks.{b}.attentions.{i}", 1, WIDTHS[3 - b]) for b in (1, 2, 3) for i in range(3)]
else:
    sys.exit(f"unknown ARCH {arch}: sdxl or sd15")


def layers():
    """(module path, in features, out features) of every targeted Linear."""
    for path, blocks, dim in LEVELS:
        if LINEAR_PROJ:
            yield f"{path}.proj_in", dim, dim
            yield f"{path}.proj_out", dim, dim
        for b in range(blocks):
            t = f"{path}.transformer_blocks.{b}"
            for attn, kv in (("attn1", dim), ("attn2", CONTEXT)):
                yield f"{t}.{attn}.to_q", dim, dim
                yield f"{t}.{attn}.to_k", kv, dim
                yield f"{t}.{attn}.to_v", kv, dim
                yield f"{t}.{attn}.to_out.0", dim, dim
            yield f"{t}.ff.net.0.proj", dim, 8 * dim
            yield f"{t}.ff.net.2", 4 * dim, dim


rng = np.random.default_rng(0)
tensors = {}
for name, fan_in, fan_out in layers():
    a = rng.standard_normal((rank, fan_in), dtype=np.float32) / fan_in**0.5
    tensors[f"unet.{name}.lora_A.weight"] = a.astype(np.float16)
    tensors[f"unet.{name}.lora_B.weight"] = (rng.standard_normal((fan_out, rank), dtype=np.float32) * 1e-3).astype(np.float16)
save_file(tensors, out)
n = sum(t.size for t in tensors.values())
print(f"{out}: {len(tensors) // 2} layers, rank {rank}, {n * 2 / 2**20:.0f} MiB in f16")
