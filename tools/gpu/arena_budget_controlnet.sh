#!/usr/bin/env bash
# Session 19, in one place (issues 13, 17, 14):
#   record: vram_matrix.sh's `arena` part (the calibration's new terms on runs it had not
#     seen, arenas sized by the budget), to $OUT/vram_matrix.jsonl for record_runs.py;
#     record2: its `arena2` part (the refit after call 1, on runs it had not seen);
#   speed: the sequential step with the arena the budget leaves room for (--stream-slots
#     auto) against the default arena and f16's, and the small-card budgets against the
#     resident f16 step (issue 17's ratios);
#   cn: 1 and 3 ControlNets resident, Candela against torch's CUDA-graph step
#     (torch_controlnet_time.py) and the UNet alone (torch_gpu_time.py), same call.
#   speed2: SDXL on a simulated 3 GiB card against resident f16;
#   sd3: SD 3.5 on small simulated cards with the arena the budget leaves room for;
#   slots: final latents with the default arena and a wide one (the same bits expected).
# PARTS picks (default: record speed cn).
# usage (GPU machine, repo root, .gpu and .whl carried): bash tools/gpu/arena_budget_controlnet.sh
set -u
source tools/gpu/common.sh
make_inputs
S="--random-weights sd15 --width 512 --height 512"; X="--random-weights sdxl --width 1024 --height 1024"
F8="--weights-dtype fp8_e4m3fn"
for part in ${PARTS:-record speed cn}; do case $part in
record) PARTS=arena bash tools/gpu/vram_matrix.sh ;;
record2) PARTS=arena2 bash tools/gpu/vram_matrix.sh ;;
sd3)
  # SD 3.5 on small simulated cards: the arena the budget leaves room for, recorded, and
  # its step against the default arena's (--stream-slots 2), same call.
  PARTS=arena3 bash tools/gpu/vram_matrix.sh
  for n in auto 2; do
    b --random-weights sd35m --width 1024 --height 1024 --cfg 4.5 --steps 4 --simulate-vram 4 --vram-budget auto --stream-slots $n
    b --random-weights sd35l --width 1024 --height 1024 --cfg 4.5 --steps 3 --simulate-vram 8 --vram-budget auto --stream-slots $n
  done ;;
speed)
  for args in "$S --steps 20 --offload sequential" "$S --steps 20 --offload sequential $F8" \
      "$S --steps 20 --offload sequential $F8 --vram-budget 2" "$S --steps 20 --offload none" \
      "$S --steps 20 --simulate-vram 1.5 --vram-budget auto" "$S --steps 20 --simulate-vram 2 --vram-budget auto" \
      "$X --steps 6 --offload sequential" "$X --steps 6 --offload sequential $F8" \
      "$X --steps 6 --offload sequential $F8 --vram-budget 4" "$X --steps 6 --offload none" \
      "$X --steps 6 --simulate-vram 4 --vram-budget auto" "$X --steps 6 --simulate-vram 6 --vram-budget auto"; do
    b $args
  done ;;
speed2)
  # SDXL on a simulated 3 GiB card (the budget's plan, its arena) against resident f16.
  b $X --steps 6 --simulate-vram 3 --vram-budget auto; b $X --steps 6 --offload none ;;
slots)
  # The arena's size changes when copies run, not what they carry: final latents with the
  # default arena and with 16 (8 for SD 3.5) largest groups, same seed.
  for job in "sd15 --width 512 --height 512 --weights-dtype fp8_e4m3fn:16" "sdxl --width 1024 --height 1024:16" \
      "sd35m --width 512 --height 512 --cfg 4.5:8"; do
    for n in auto ${job##*:}; do
      $E generate --random-weights ${job%:*} --offload sequential --stream-slots $n --steps 3 --seed 11 \
        --prompt "a lighthouse" --device cuda --out /tmp/s$n.png --save-latents /tmp/s$n.safetensors \
        >/dev/null 2>/tmp/s$n.err || tail -n 3 /tmp/s$n.err
    done
    echo "${job%:*} sequential, arena ${job##*:} vs default: $(python3 tools/gpu/compare_latents.py /tmp/s${job##*:}.safetensors /tmp/sauto.safetensors)"
  done ;;
cn)
  C1="--control random:/tmp/init512.png"
  C3="--control random-1:/tmp/init512.png --control random-2:/tmp/init512.png --control random-3:/tmp/init512.png"
  b $S --steps 20 --offload none $C1
  b $S --steps 20 --offload none $C3
  b $X --steps 6 --offload none --control random:/tmp/init1024.png
  CANDELA_GPU_TOOLS=.gpu python3 tools/gpu/torch_controlnet_time.py sd15:512:1 sd15:512:3 sdxl:1024:1 2>&1 | grep '^{'
  python3 .gpu/torch_gpu_time.py sd15:512 sdxl:1024 2>&1 | grep '^{' ;;
esac; done
