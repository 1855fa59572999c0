#!/usr/bin/env bash
# A1111's tree SDE samplers on CUDA (usage on the GPU machine, repo root, .gpu and .whl carried:
#   bash tools/gpu/a1111_sde_cuda_check.sh): the Python half (tools/gpu/a1111_sde_cuda_check.py,
# needs torch with CUDA, torchsde, diffusers, k-diffusion) measures A1111's sigma table and
# schedules on CUDA and runs tests/parity/sd1_dpmpp_2m_sde_a1111_gpu_rng with torch's own CUDA
# generator; then Candela's CUDA build runs the same jobs (f32, and f16 for the spread).
set -u
source tools/gpu/common.sh
python3 tools/gpu/a1111_sde_cuda_check.py --out /tmp/a1111_cuda.safetensors 2>&1 | grep -v -i warn | tail -4
P=(--model tests/parity/models/sd1 --prompt "a lighthouse on a cliff at dusk" --negative-prompt blurry
   --width 64 --height 64 --cfg 7 --device cuda)
run() { # name, extra flags...
  local name=$1; shift
  $E generate "${P[@]}" "$@" --save-latents /tmp/$name.safetensors --out /tmp/$name.png >/dev/null 2>/tmp/$name.err \
    || { echo "$name error: $(tail -2 /tmp/$name.err)"; return; }
  echo "$name vs committed: $(python3 tools/gpu/compare_latents.py /tmp/$name.safetensors tests/parity/${REF:-$name}/expected_latents.safetensors)"
}
for dtype in f32 f16; do
  REF=sd1_dpmpp_2m_sde_a1111_gpu_rng run gpu_tree_$dtype --dtype $dtype --steps 5 --seed 4294967337 \
    --sampler dpmpp_2m_sde --schedule exponential --rng gpu --sde-tree-rng gpu
  [ -f /tmp/a1111_cuda.safetensors ] && echo "  vs torch on CUDA: $(python3 tools/gpu/compare_latents.py /tmp/gpu_tree_$dtype.safetensors /tmp/a1111_cuda.safetensors)"
  REF=sd1_dpmpp_3m_sde_cpu_rng run cpu_tree_3m_$dtype --dtype $dtype --steps 6 --seed 4294967325 \
    --sampler dpmpp_3m_sde --rng cpu --sde-tree-rng cpu
done
