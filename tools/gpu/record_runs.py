"""Turn tools/gpu/vram_matrix.sh's output into the recorded runs the planner's CPU tests
replay (engine/src/planner/measured_h100.jsonl, read by planner/recorded_tests.rs).
usage: python3 tools/gpu/record_runs.py VRAM_MATRIX.jsonl... >> engine/src/planner/measured_h100.jsonl
Keeps the runs that finished without an out-of-memory fallback (their whole plan:
offload, attention slicing, VAE tiles, the nets' weights dtypes and devices, which the
replay rebuilds); prints on stderr what it left out and why. A run that encoded an image
(img2img, inpainting, SD 3's control images) keeps its "encoding" phase too."""
import json
import sys

PHASES = ("text_encoding", "denoising", "decoding")
FIELDS = ("attention_slice", "offload", "vae_tile", "weights_dtype", "text_encoder_dtype",
          "text_encoder_device", "vae_device", "lora_apply", "stream_slots", "vae_tile_store")
for path in sys.argv[1:]:
    for line in open(path):
        d = json.loads(line)
        why = None
        plan = d.get("plan", {})
        if "error" in d:
            why = "failed: " + d["error"].strip().splitlines()[-1][:80]
        elif d.get("fallbacks"):
            why = "fell back"
        if why:
            print(f"left out ({why}): {' '.join(d['args'])}", file=sys.stderr)
            continue
        nvml = d["peak_vram_nvml_process_by_phase_bytes"]
        used = d["peak_vram_mem_get_info_by_phase_bytes"]
        pool = d["pool_high_by_phase_bytes"]
        phases = PHASES + (("encoding",) if used.get("encoding", 0) > 0 else ())
        print(json.dumps({
            "args": d["args"],
            # The plan's own fields, then the declared levers' (planner/levers: every
            # other key of the plan bench prints).
            "plan": {k: plan.get(k, "auto") for k in FIELDS} | {k: v for k, v in plan.items()
                                                                 if k not in FIELDS},
            "dtype": d["dtype"],
            "vae_dtype": d["vae_dtype"],
            # What the engine counts beside the pool (vram::overhead_bytes, less the
            # library reserve): the context and what cuBLASLt's warm-up added.
            "context_bytes": d["context"]["process_after_open"] + d["context"].get("blas_lt", 0),
            "device_used_before_bytes": d["context"]["device_used_before"],
            "ballast_bytes": d["ballast_bytes"],
            "nvml_process_bytes": {p: nvml[p] for p in phases},
            "mem_get_info_used_bytes": {p: used[p] for p in phases},
            "pool_used_bytes": {p: pool[p]["used"] for p in phases},
            "pool_reserved_bytes": {p: pool[p]["reserved"] for p in phases},
        }))
