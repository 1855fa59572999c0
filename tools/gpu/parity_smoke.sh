#!/usr/bin/env bash
# A quick check that a CUDA build still agrees with diffusers after a change: parity cases
# (tests/parity/, diffusers' f32 references) run by the build under each offload plan,
# compute dtype and code path; one JSON line each with max |candela - diffusers| / max
# |diffusers| (`rel`; the CPU tests hold f32 to 2e-3).
# Knobs (space-separated lists): CASES, PLANS (offload plans), DTYPES (compute dtypes,
# default f32), ARCHS (`native`: the card's own code path; a number such as 75 runs
# with CANDELA_ARCH set to it, e.g. Turing's path on a newer card), DEVICE (default cuda;
# `DEVICE=cpu E=target/release/candela-engine OUT=/tmp/smoke` runs it on a CPU build), EXTRA
# (more generate flags for every run, e.g. `--lora-apply separate`).
# usage (GPU machine, repo root, after sourcing tools/gpu/common.sh): bash tools/gpu/parity_smoke.sh
set -u
E=${E:-.gpu/candela-engine}
CASES=${CASES:-sd1_euler sdxl_euler sd1_dpmpp_2m sd1_lora_kohya_euler sd1_euler_fp8 sdxl_euler_fp8}
PLANS=${PLANS:-none model sequential}
DTYPES=${DTYPES:-f32}
ARCHS=${ARCHS:-native}
DEVICE=${DEVICE:-cuda}
read -r -a extra <<< "${EXTRA:-}"
mkdir -p "$OUT/smoke"
for c in $CASES; do
  j=tests/parity/$c/case.json
  read -r -a args < <(python3 - "$j" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
a = ["--width", d["width"], "--height", d["height"], "--steps", d["steps"], "--cfg", d["cfg"],
     "--sampler", d["sampler"]]
for k in ("weights_dtype", "text_encoder_dtype"):
    if k in d: a += ["--" + k.replace("_", "-"), d[k]]
case = sys.argv[1].rsplit("/", 1)[0]
if "init_image" in d: a += ["--init-image", f"{case}/{d['init_image']}", "--strength", d["strength"]]
if "mask" in d: a += ["--mask", f"{case}/{d['mask']}"]
for l in d.get("loras", []):
    a += ["--lora", f"tests/parity/{l['file']}:{l['strength']}"]
print(" ".join(str(x) for x in a))
PY
)
  get() { python3 -c "import json;print(json.load(open('$j'))['$1'])"; }
  for plan in $PLANS; do
    for dt in $DTYPES; do
      for arch in $ARCHS; do
        env=(); [[ $arch == native ]] || env=(env CANDELA_ARCH=$arch)
        run="\"case\":\"$c\",\"plan\":\"$plan\",\"dtype\":\"$dt\",\"arch\":\"$arch\",\"extra\":\"${EXTRA:-}\""
        out="$OUT/smoke/$c-$plan-$dt-$arch"
        "${env[@]}" $E generate --model "tests/parity/$(get model)" --prompt "$(get prompt)" \
          --negative-prompt "$(get negative_prompt)" "${args[@]}" "${extra[@]}" --offload $plan \
          --init-noise tests/parity/$c/noise.safetensors --device $DEVICE --dtype $dt \
          --save-latents "$out.safetensors" --out /tmp/parity_smoke.png >/dev/null 2>"$out.err" \
          || { echo "{$run,\"error\":\"$(tail -1 "$out.err")\"}"; continue; }
        python3 tools/gpu/compare_latents.py "$out.safetensors" tests/parity/$c/expected_latents.safetensors \
          | python3 -c "import json,sys; d=json.loads(sys.stdin.read()); print('{$run,' + json.dumps(dict(rel=d['rel'], max_abs=d['max_abs']))[1:])"
      done
    done
  done
done
rm -rf "$OUT/smoke" /tmp/parity_smoke*.png
