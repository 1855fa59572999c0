#!/usr/bin/env bash
# Every architecture path on one GPU (issue 14): the parity cases and SD 1.5 timings with
# the card's own code, with CANDELA_ARCH=80 (Ampere's PTX paths) and with the Turing worker
# (candle's kernels built for compute 7.5) under CANDELA_ARCH=75 (Turing's m16n8k8 flash
# tiles, no bf16); then the first image's cost on an empty JIT cache.
# usage (GPU machine, repo root, .gpu carried with candela-engine.xz and
# candela-engine-sm75.xz): bash tools/gpu/arch_check.sh
set -u
source tools/gpu/common.sh
# The Turing worker (candle's kernels built for compute 7.5) when carried; otherwise the
# same binary as the rest, so candle's own kernels are the card's and only Candela's
# kernels and choices follow CANDELA_ARCH=75.
E75=$E
if [ -f .gpu/candela-engine-sm75.xz ]; then
  python3 -c "import lzma,shutil;shutil.copyfileobj(lzma.open('.gpu/candela-engine-sm75.xz'),open('.gpu/candela-engine-sm75','wb'))" && chmod +x .gpu/candela-engine-sm75
  E75=.gpu/candela-engine-sm75
fi
echo "Turing path binary: $E75"
mkdir -p "$OUT/lat"

# name binary arch: generate every parity case in f16 and f32, compare with diffusers' latents.
parity() {
  local name=$1 bin=$2 arch=$3
  for d in tests/parity/sd1_euler tests/parity/sd1_dpmpp_2m tests/parity/sdxl_euler \
           tests/parity/sd1_controlnet_euler tests/parity/sd1_img2img_euler tests/parity/sd1_inpaint_euler \
           tests/parity/sd1_lora_kohya_euler; do
    c=$(basename "$d")
    args=$(python3 - "$d" <<'PY'
import json, sys, shlex
d = sys.argv[1]; c = json.load(open(d + "/case.json"))
a = ["--model", "tests/parity/" + c["model"], "--prompt", c["prompt"], "--negative-prompt", c.get("negative_prompt", ""),
     "--width", str(c["width"]), "--height", str(c["height"]), "--steps", str(c["steps"]), "--cfg", str(c["cfg"]),
     "--sampler", c["sampler"], "--init-noise", d + "/noise.safetensors"]
for l in c.get("loras", []):
    a += ["--lora", "tests/parity/" + l["file"] + ":" + str(l["strength"])]
for k, f in [("init_image", "--init-image"), ("mask", "--mask")]:
    if k in c: a += [f, d + "/" + c[k]]
if "strength" in c: a += ["--strength", str(c["strength"])]
for u in c.get("controlnets", []):
    a += ["--control", "tests/parity/" + u["model"] + ":tests/parity/" + u["image"] + ":" + str(u.get("scale", 1.0))]
print(" ".join(shlex.quote(x) for x in a))
PY
)
    for dt in f32 f16; do
      o="$OUT/lat/$c-$name-$dt"
      eval "CANDELA_ARCH=$arch $bin generate --device cuda --dtype $dt $args --out $o.png --save-latents $o.safetensors" >/dev/null 2>"$o.err" \
        || { echo "$name $c $dt: FAIL $(tail -c 300 "$o.err")"; continue; }
      echo "$name $c $dt: $(python3 tools/gpu/compare_latents.py "$o.safetensors" "$d/expected_latents.safetensors")"
    done
  done
}
echo "== parity: the card's own code, CANDELA_ARCH=80, the Turing worker with CANDELA_ARCH=75"
parity native $E ""
parity ampere $E 80
parity turing $E75 75
echo "== bf16 on the Turing path is refused with a clear message"
CANDELA_ARCH=75 $E75 generate --random-weights sd15 --prompt x --steps 1 --width 256 --height 256 --device cuda --dtype bf16 --out $OUT/bf.png 2>&1 | tail -1

echo "== SD 1.5 f16, 20 steps: ms/step per path"
for res in 512 1024; do
  echo "-- native $res"; b --random-weights sd15 --width $res --height $res --steps 20
  echo "-- ampere $res"; CANDELA_ARCH=80 b --random-weights sd15 --width $res --height $res --steps 20
  echo "-- turing $res"; CANDELA_ARCH=75 $E75 bench --device cuda --random-weights sd15 --width $res --height $res --steps 20 2>&1 | grep -v '^step' | slim
done

echo "== the first image on an empty JIT cache, then the next (SD 1.5 512, 4 steps)"
first() {
  local label=$1; shift
  export CUDA_CACHE_PATH; CUDA_CACHE_PATH=$(mktemp -d)
  for run in first second; do
    t0=$(date +%s.%N)
    "$@" generate --device cuda --random-weights sd15 --prompt x --steps 4 --out $OUT/jit.png >/dev/null 2>&1
    t1=$(date +%s.%N)
    python3 -c "print('$label $run: %.2f s' % ($t1 - $t0))"
  done
}
first native $E
first turing env CANDELA_ARCH=75 $E75
