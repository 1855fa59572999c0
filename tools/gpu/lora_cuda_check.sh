#!/usr/bin/env bash
# LoRA parity cases on CUDA in every offload plan (f32), against diffusers' final latents.
# usage (GPU machine, repo root, .gpu carried): bash tools/gpu/lora_cuda_check.sh
set -u
source tools/gpu/common.sh
for c in sd1_lora_kohya_euler sd1_lora_two_euler sdxl_lora_kohya_euler sdxl_lora_peft_euler; do
  d=tests/parity/$c
  for off in none model sequential; do
    args=$(python3 - "$d" <<'PY'
import json, sys, shlex
d = sys.argv[1]; c = json.load(open(d + "/case.json"))
a = ["--model", "tests/parity/" + c["model"], "--prompt", c["prompt"], "--negative-prompt", c.get("negative_prompt", ""),
     "--width", str(c["width"]), "--height", str(c["height"]), "--steps", str(c["steps"]), "--cfg", str(c["cfg"]),
     "--sampler", c["sampler"], "--init-noise", d + "/noise.safetensors"]
for l in c["loras"]:
    a += ["--lora", "tests/parity/" + l["file"] + ":" + str(l["strength"])]
print(" ".join(shlex.quote(x) for x in a))
PY
)
    eval "$E generate --device cuda --dtype f32 --offload $off $args --out /tmp/$c-$off.png --save-latents /tmp/$c-$off.safetensors" >/dev/null 2>/tmp/err.txt || { echo "FAIL $c $off: $(tail -c 300 /tmp/err.txt)"; continue; }
    python3 - "$d" "/tmp/$c-$off.safetensors" "$c $off" <<'PY'
import sys
from safetensors.torch import load_file
want = load_file(sys.argv[1] + "/expected_latents.safetensors")["latents"].double()
got = load_file(sys.argv[2])["latents"].double()
print(f"{sys.argv[3]}: max|diff| / max|ref| = {((got - want).abs().max() / want.abs().max()).item():.2e}")
PY
  done
done
