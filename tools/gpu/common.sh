# Sourced by the tools/gpu/ benchmark scripts on the GPU machine (repo root, .gpu and .whl
# carried): unpacks the CUDA build, sets the library path, installs the carried wheels and
# defines `slim` (a bench JSON line -> the figures we record) and `b` (candela bench | slim).
python3 -c "import lzma,shutil;shutil.copyfileobj(lzma.open('.gpu/candela-engine.xz'),open('.gpu/candela-engine','wb'))" && chmod +x .gpu/candela-engine
source .gpu/gpu-env.sh
python3 -m pip install -q --no-index --no-deps --target /tmp/site .whl/*.whl 2>/dev/null; export PYTHONPATH=/tmp/site
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
E=.gpu/candela-engine
# The control, init and mask images the jobs read.
make_inputs() { python3 -c "from PIL import Image; import numpy as np; r=np.random.default_rng(0)
Image.fromarray(r.integers(0,255,(512,512,3),dtype=np.uint8)).save('/tmp/init512.png')
Image.fromarray(r.integers(0,255,(1024,1024,3),dtype=np.uint8)).save('/tmp/init1024.png')
m=np.zeros((512,512),np.uint8); m[128:384,128:384]=255; Image.fromarray(m).save('/tmp/mask512.png')"; }
slim() { python3 -c "
import sys, json
for l in sys.stdin:
    l = l.strip()
    if not l.startswith('{'): print(l); continue
    d = json.loads(l)
    pred = d.pop('predicted', {})
    mib = lambda b: None if b is None else round(b / 2**20)
    base = d.get('baseline_used_bytes') or 0
    out = dict(plan=d.get('plan'), fallbacks=[(f['phase'], f['plan']) for f in d.get('fallbacks', [])],
               ms_step=round(d.get('ms_per_step_median', 0), 1), total_s=round(d.get('total_s', 0), 2),
               vae_s=round(d.get('vae_s', 0), 3), load_s=round(d.get('load_s', 0), 1),
               peak_over_ctx_mib=mib(d.get('peak_vram_mem_get_info_bytes', 0) - base),
               by_phase_over_ctx_mib={k: mib(v - base) if v else 0 for k, v in d.get('peak_vram_mem_get_info_by_phase_bytes', {}).items()},
               nvml_process_mib=mib(d.get('peak_vram_nvml_process_bytes')),
               after_job_over_ctx_mib=[mib(x - base) for x in d.get('used_after_each_job_bytes', []) if x],
               predicted_mib={k: mib(v) for k, v in pred.get('predicted_peak_bytes', {}).items()})
    print(json.dumps(out))"; }
b() { echo "== candela bench $*"; $E bench --device cuda "$@" 2>&1 | grep -v '^step' | slim; }
# `args_line LINE ARGS...`: the bench JSON line LINE with ARGS under "args" (how the
# recorded runs name their flags).
args_line() { python3 -c "import json,sys; d=json.loads(sys.argv[1]); d['args']=sys.argv[2:]; print(json.dumps(d))" "$@"; }
# `gen NAME FLAGS...`: $E's `generate` with FLAGS, 3 steps from seed 11, one prompt, on CUDA;
# the image and the final latents in /tmp/NAME.png and /tmp/NAME.safetensors (for
# compare_latents.py). `E=OTHER gen ...` runs another build.
gen() {
  local name=$1
  shift
  $E generate "$@" --steps 3 --seed 11 --prompt "a lighthouse" --device cuda \
    --out /tmp/$name.png --save-latents /tmp/$name.safetensors >/dev/null 2>/tmp/$name.err \
    || tail -n 3 /tmp/$name.err
}
# `same_bits A B`: how `gen`'s outputs A and B compare: their final latents
# (compare_latents.py) and whether their PNGs are the same bytes.
same_bits() {
  echo "latents $(python3 tools/gpu/compare_latents.py /tmp/$1.safetensors /tmp/$2.safetensors), PNG $(cmp -s /tmp/$1.png /tmp/$2.png && echo same || echo DIFFERENT)"
}
dif() { echo "== diffusers $*"; python3 .gpu/nvml_peak.py -- python3 .gpu/diffusers_bench.py "$@" 2>&1 | tail -2; }
# `bench`'s VAE seconds per job, the plan's flags and the decode's peak over the context
# beside its prediction.
vae_times() { $E bench --device cuda "$@" 2>&1 | grep '^{' | python3 -c "import sys,json; d=json.loads(sys.stdin.read()); b=d.get('baseline_used_bytes') or 0
print('vae_s per job', [round(x, 3) for x in d['vae_s_per_job']], 'flags', d.get('predicted', {}).get('flags'), 'decoding peak over the context MiB', (d['peak_vram_mem_get_info_by_phase_bytes']['decoding'] - b) >> 20, 'predicted', {k: v >> 20 for k, v in d.get('predicted', {}).get('predicted_peak_bytes', {}).items()})"; }
# `with VAR=VALUE CMD...`: CMD (a function too) with VAR set in a subshell; with "" as it is.
with() { local v=$1; shift; ( [[ -n $v ]] && export "$v"; "$@" ); }
# `ops_each VAR=VALUE...`: bench-ops f16 under each setting ("" as it is), its rows matching
# OPS_ROWS (default: the attention rows and errors).
ops_each() {
  local v
  for v in "$@"; do
    echo "== bench-ops f16, ${v:-default}"
    with "$v" $E bench-ops --device cuda --dtype f16 --iters 30 2>&1 | grep -i "${OPS_ROWS:-attention\|error}"
  done
}
# `bench_each "ARGS" VAR=VALUE...`: `b --random-weights ARGS` under each setting, one after
# the other.
bench_each() {
  local args=$1 v
  shift
  for v in "$@"; do
    echo "== ${v:-default}"
    with "$v" b --random-weights $args
  done
}
# The ControlNet flags the step rows take (images from `make_inputs`).
C1="--control random:/tmp/init1024.png"
C3="--control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png"
# `step_args SIZE`: `bench --random-weights` arguments of a named step row (512 768 1024 2048
# sdxl sdxl832 cn1 cn3 sdxlcn1).
step_args() {
  case $1 in
    512) echo "sd15 --width 512 --height 512 --steps 20" ;;
    768) echo "sd15 --width 768 --height 768 --steps 10" ;;
    1024) echo "sd15 --width 1024 --height 1024 --steps 10" ;;
    2048) echo "sd15 --width 2048 --height 2048 --steps 3" ;;
    sdxl) echo "sdxl --width 1024 --height 1024 --steps 10" ;;
    sdxl832) echo "sdxl --width 1216 --height 832 --steps 10" ;;
    sdxlcn1) echo "sdxl --width 1024 --height 1024 --steps 6 $C1" ;;
    cn1) echo "sd15 --width 1024 --height 1024 --steps 6 $C1" ;;
    cn3) echo "sd15 --width 1024 --height 1024 --steps 6 $C3" ;;
    *) echo "step_args: unknown size $1" >&2 ;;
  esac
}
# `steps_each "SIZES" REPS VAR=VALUE...`: REPS rounds of every named step row under each
# setting, interleaved.
steps_each() {
  local sizes=$1 reps=$2 rep s
  shift 2
  make_inputs
  for rep in $(seq "$reps"); do
    for s in $sizes; do bench_each "$(step_args "$s")" "$@"; done
  done
}
# `parity_cases DTYPE ARCHS`: diffusers' parity cases sd1_euler, sdxl_euler and sd1_euler_fp8
# without offload in DTYPE on each of ARCHS (native, 75, 80).
parity_cases() {
  echo "== parity $1, arch ${2}"
  CASES="sd1_euler sdxl_euler sd1_euler_fp8" PLANS="none" DTYPES="$1" ARCHS="$2" \
    bash tools/gpu/parity_smoke.sh 2>&1 | grep '^{\|rror'
}
# `torch_rows`: torch's UNet GPU time (CUDA graph) for the step rows beside Candela's: SD 1.5
# 512-2048 and SDXL 1024 and 1216x832 with the default SDPA, SD 1.5 1024/2048 with
# FlashAttention-2, and SD 1.5 1024 with 1 and 3 ControlNets and SDXL 1024 with one, both ways.
torch_rows() {
  python3 tools/gpu/torch_sdpa_time.py default sd15:512 sd15:768 sd15:1024 sd15:2048 sdxl:1024 sdxl:1216x832 2>&1 | grep '^{'
  python3 tools/gpu/torch_sdpa_time.py flash sd15:1024 sd15:2048 2>&1 | grep '^{'
  local be
  for be in default flash; do
    python3 tools/gpu/torch_sdpa_time.py $be tools/gpu/torch_controlnet_time.py sd15:1024:1 sd15:1024:3 sdxl:1024:1 2>&1 | grep '^{'
  done
}
# `kt OUT ARGS...`: $E's bench with ARGS under tools/gpu/kernel_times.c (CUPTI; .gpu with
# libkernel_times.so carried), its kernel times in OUT.
kt() {
  local out=$1; shift
  CUDA_INJECTION64_PATH=$PWD/.gpu/libkernel_times.so KERNEL_TIMES_OUT=$out \
    $E bench --device cuda "$@" >/tmp/kt.log 2>&1 || tail -n 3 /tmp/kt.log
  [ -s "$out" ] || { echo "no kernel times from: $*"; tail -n 5 /tmp/kt.log; }
}
# `step_kernels LABEL ARGS...`: the GPU time of one denoising step by kernel, from ARGS' bench
# at 2 and at 12 steps under `kt` (kernel_times_diff.py keeps the 10 steps between: the
# text encoders, the VAE and first-use costs cancel); the long run's times stay in
# /tmp/kt_long.jsonl.
step_kernels() {
  local label=$1; shift
  kt /tmp/kt_short.jsonl "$@" --steps 2
  kt /tmp/kt_long.jsonl "$@" --steps 12
  python3 tools/gpu/kernel_times_diff.py /tmp/kt_short.jsonl /tmp/kt_long.jsonl 10 "$label"
}
