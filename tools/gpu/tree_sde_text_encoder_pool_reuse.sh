#!/usr/bin/env bash
# The checks run on CUDA after the tree SDE samplers and declared attachments landed: parity in every plan (the new tree SDE
# samplers, declared attachments), A1111's tree samplers against torch on CUDA, a declared
# --text-encoder in every plan, the pool's stream-order reuse against the driver's policy
# (speed), and the VRAM calibration out of sample (PARTS=oos of vram_matrix.sh).
set -u
source tools/gpu/common.sh
bash tools/gpu/parity_smoke.sh 2>&1 | tail -n 20
bash tools/gpu/a1111_sde_cuda_check.sh 2>&1 | grep -v "^NVIDIA" | tail -n 14
# --text-encoder with the checkpoint's own text encoder: the same image as without it
P=(--model tests/parity/models/sd1 --prompt "a red fox" --width 64 --height 64 --steps 4 --seed 3 --dtype f32 --device cuda)
for off in none model sequential; do
  $E generate "${P[@]}" --offload $off --save-latents /tmp/te0_$off.safetensors --out /tmp/te0_$off.png >/dev/null 2>&1
  $E generate "${P[@]}" --offload $off --text-encoder tests/parity/models/sd1/text_encoder/model.safetensors \
    --save-latents /tmp/te1_$off.safetensors --out /tmp/te1_$off.png >/dev/null 2>/tmp/te.err || tail -2 /tmp/te.err
  echo "--text-encoder $off, with vs without: $(python3 tools/gpu/compare_latents.py /tmp/te1_$off.safetensors /tmp/te0_$off.safetensors)"
done
# the pool's reuse policy and speed: stream order (default) vs the driver's
for mode in stream-order driver; do
  echo "pool reuse $mode:"
  export CANDELA_POOL_REUSE=$mode
  b --random-weights sd15 --steps 10
  b --random-weights sdxl --steps 6
done
unset CANDELA_POOL_REUSE
PARTS=oos bash tools/gpu/vram_matrix.sh 2>&1 | tail -n 3
python3 tools/gpu/vram_table.py $OUT/vram_matrix.jsonl 2>&1 | tail -n 3
