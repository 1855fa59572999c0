"""Compare two latents files: usage: python3 compare_latents.py A.safetensors B.safetensors
Prints one JSON line: max |a-b| / max |b| and max |a-b|."""
import json, sys
from safetensors.numpy import load_file

a = load_file(sys.argv[1])["latents"].astype("float64")
b = load_file(sys.argv[2])["latents"].astype("float64")
d = abs(a - b).max()
print(json.dumps(dict(a=sys.argv[1], b=sys.argv[2], max_abs=float(d), rel=float(d / max(abs(b).max(), 1e-12)))))
