#!/usr/bin/env bash
# SD 1.x's 40-wide attention heads computed at 40 columns (the last 8 in m16n8k8 products)
# against the padded 48 of the build before (`CANDELA_FLASH_PAD16=1`, the same binary), and
# torch's UNet GPU time with each attention backend, in one call (issue 14):
#   ops: bench-ops' flash rows (ms, TFLOP/s at the true head size, error against f32), f16
#     and bf16, 40 then 48;
#   same: final latents 40 vs 48 from one seed (SD 1.5 512 f16 and bf16, 1024 f16), and
#     under Turing's and Ampere's code paths (CANDELA_ARCH=75 / 80) at 512;
#   parity: sd1_euler against diffusers (tiny heads: the path for head sizes to 32);
#   speed: ms/step 40 / 48 / 40 at SD 1.5 512, 1024 and 2048, SD 1.5 1024 on Ampere's
#     code path, SDXL 1024 (64-wide heads: the same kernel both ways);
#   torch: torch's GPU time per UNet step, its default attention (cuDNN's, Hopper-only,
#     on this machine) and FlashAttention-2 (what it runs on Ampere and Ada cards);
#   cn: SD 1.5 1024 with 1 and 3 ControlNets, ours and torch's both ways;
#   wide: SDXL 1216x832, ours and torch's both ways;
#   fp8: issue 17's step ratios with this build (fp8 on simulated cards against the f16
#     resident step; sequential fp8 against sequential f16).
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/flash_head40_torch_sdpa.sh
set -u
source tools/gpu/common.sh
pad() { CANDELA_FLASH_PAD16=1 "$@"; }
on_arch() {  # on_arch ARCH|native CMD...: CMD on that architecture's code path
  local arch=$1; shift
  if [[ $arch == native ]]; then "$@"; else CANDELA_ARCH=$arch "$@"; fi
}
for part in ${PARTS:-ops speed torch cn same parity}; do case $part in
ops)
  for dt in f16 bf16; do
    echo "== bench-ops $dt, head 40 at 40"; $E bench-ops --device cuda --dtype $dt 2>&1 | grep 'flash attention'
    echo "== bench-ops $dt, head 40 at 48"; pad $E bench-ops --device cuda --dtype $dt 2>&1 | grep 'flash attention'
  done ;;
same)
  for spec in "512 f16 native" "512 bf16 native" "1024 f16 native" "512 f16 75" "512 f16 80"; do
    read -r res dt arch <<< "$spec"
    args=(--random-weights sd15 --width $res --height $res --dtype $dt)
    on_arch $arch gen k40 "${args[@]}"
    on_arch $arch pad gen k48 "${args[@]}"
    echo "SD 1.5 $res $dt arch $arch, 40 vs 48: $(python3 tools/gpu/compare_latents.py /tmp/k40.safetensors /tmp/k48.safetensors)"
  done ;;
parity)
  E=$E CASES="sd1_euler" PLANS="none sequential" DTYPES="f32 f16" bash tools/gpu/parity_smoke.sh 2>&1 | grep '^{' ;;
speed)
  for args in "sd15 --width 512 --height 512 --steps 20" "sd15 --width 1024 --height 1024 --steps 10" \
      "sd15 --width 2048 --height 2048 --steps 3"; do
    b --random-weights $args; echo "(48)"; pad b --random-weights $args; b --random-weights $args
  done
  echo "(Ampere's code path)"; CANDELA_ARCH=80 b --random-weights sd15 --width 1024 --height 1024 --steps 10
  echo "(48, Ampere's code path)"; CANDELA_ARCH=80 CANDELA_FLASH_PAD16=1 b --random-weights sd15 --width 1024 --height 1024 --steps 10
  b --random-weights sdxl --width 1024 --height 1024 --steps 10 ;;
torch)
  for be in default flash; do
    python3 tools/gpu/torch_sdpa_time.py $be sd15:512 sd15:1024 sd15:2048 sdxl:1024 2>&1 | grep '^{'
  done ;;
cn)
  # ControlNets at 1024, where SD 1.5's attention weighs (session 19 measured 512).
  make_inputs
  C3="--control random-1:/tmp/init1024.png --control random-2:/tmp/init1024.png --control random-3:/tmp/init1024.png"
  b --random-weights sd15 --width 1024 --height 1024 --steps 8 --control random:/tmp/init1024.png
  b --random-weights sd15 --width 1024 --height 1024 --steps 8 $C3
  for be in default flash; do
    CANDELA_GPU_TOOLS=.gpu python3 tools/gpu/torch_sdpa_time.py $be tools/gpu/torch_controlnet_time.py \
      sd15:1024:1 sd15:1024:3 2>&1 | grep '^{'
  done ;;
wide)
  # SDXL 1216x832, which torch_gpu_time.py does not take (torch_sdpa_time.py times it).
  b --random-weights sdxl --width 1216 --height 832 --steps 10
  for be in default flash; do
    python3 tools/gpu/torch_sdpa_time.py $be sdxl:1216x832 2>&1 | grep '^{'
  done ;;
fp8)
  # Issue 17's ratios with this build, same call: fp8 on simulated cards against the f16
  # resident step, sequential fp8 against sequential f16 (no budget, and with one).
  for args in "sdxl --width 1024 --height 1024 --steps 10" \
      "sdxl --width 1024 --height 1024 --steps 10 --simulate-vram 6 --vram-budget auto" \
      "sdxl --width 1024 --height 1024 --steps 10 --simulate-vram 4 --vram-budget auto" \
      "sd15 --width 512 --height 512 --steps 20" \
      "sd15 --width 512 --height 512 --steps 20 --simulate-vram 2 --vram-budget auto" \
      "sd15 --width 512 --height 512 --steps 20 --offload sequential" \
      "sd15 --width 512 --height 512 --steps 20 --offload sequential --weights-dtype fp8_e4m3fn" \
      "sd15 --width 512 --height 512 --steps 20 --offload sequential --weights-dtype fp8_e4m3fn --vram-budget 2" \
      "sdxl --width 1024 --height 1024 --steps 6 --offload sequential" \
      "sdxl --width 1024 --height 1024 --steps 6 --offload sequential --weights-dtype fp8_e4m3fn" \
      "sdxl --width 1024 --height 1024 --steps 6 --offload sequential --weights-dtype fp8_e4m3fn --vram-budget 4"; do
    b --random-weights $args
  done ;;
esac; done
