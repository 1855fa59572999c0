#!/usr/bin/env bash
# fp8 weights' decode and LoRAs on fp8 (issue 17) in one call, with a second build (the one
# before the change, `.gpu/candela-engine-old.xz`) run alternately where speed is compared:
#   decode: `bench-ops`' fp8 section (every byte value of both formats against the CPU's
#     decode at aligned and unaligned offsets; bandwidth beside a plain copy);
#   parity: the fp8 and LoRA cases in every offload plan, f32 (the card's path and Turing's),
#     LoRAs merged and kept separate; SD 3.5 Large's official ControlNet layout;
#   speed: the fp8 targets (SDXL 1024 resident, simulated 6 GiB; SD 1.5 512 resident,
#     simulated 2 GiB) new / old / new;
#   lora: a random rank-32 SDXL LoRA (tools/gpu/make_sdxl_lora.py) on f16 and fp8 weights,
#     `--lora-apply merge` against `separate`: ms/step, load time, peaks;
#   fold: the same with separate deltas folded into the upcast weight (this build) against
#     applied to the rows (the old build), and the LoRA parity cases kept separate in f16.
# usage (GPU machine, repo root, .gpu carried): PARTS="decode parity speed lora fold" bash tools/gpu/fp8_decode_lora_apply.sh
set -u
source tools/gpu/common.sh
O=.gpu/candela-engine-old
[[ -f $O.xz ]] && python3 -c "import lzma,shutil;shutil.copyfileobj(lzma.open('$O.xz'),open('$O','wb'))" && chmod +x $O
XL="--random-weights sdxl --width 1024 --height 1024 --steps 10"
S15="--random-weights sd15 --width 512 --height 512 --steps 20"
# `bo ARGS`: the old build's bench (same line as `b`).
bo() { echo "== old: candela bench $*"; $O bench --device cuda "$@" 2>&1 | grep -v '^step' | slim; }
for part in ${PARTS:-decode parity speed lora}; do case $part in
decode)
  for dt in f16 bf16 f32; do
    $E bench-ops --device cuda --dtype $dt --iters 20 2>&1 | grep -i 'fp8\|copy of\|error'
  done ;;
parity)
  CASES="sd1_euler_fp8 sd1_euler_fp8_e5m2 sdxl_euler_fp8 sd1_controlnet_euler_fp8 sd1_lora_fp8_euler" \
    ARCHS="native 75" bash tools/gpu/parity_smoke.sh
  for mode in merge separate; do
    CASES="sd1_lora_kohya_euler sd1_lora_locon_euler sdxl_lora_peft_euler" EXTRA="--lora-apply $mode" \
      bash tools/gpu/parity_smoke.sh
  done
  CASES=sd1_lora_fp8_euler EXTRA="--lora-apply merge" PLANS=none bash tools/gpu/parity_smoke.sh
  [[ -d tests/parity/sd35l_controlnet ]] && python3 tools/gpu/sd3_controlnet_cuda_check.py sd35l_controlnet ;;
speed)
  b $XL --offload none --weights-dtype f16
  for build in new old new; do
    run=b; [[ $build == old ]] && run=bo
    $run $XL --offload none --weights-dtype fp8_e4m3fn
    $run $XL --simulate-vram 6 --vram-budget auto
  done
  b $S15 --offload none --weights-dtype f16
  for build in new old new; do
    run=b; [[ $build == old ]] && run=bo
    $run $S15 --offload none --weights-dtype fp8_e4m3fn
    $run $S15 --simulate-vram 2 --vram-budget auto
  done
  b $S15 --offload none --weights-dtype f16 ;;
lora)
  python3 tools/gpu/make_sdxl_lora.py /tmp/sdxl_lora.safetensors 32
  for w in fp8_e4m3fn f16; do
    b $XL --offload none --weights-dtype $w
    for mode in separate merge; do
      b $XL --offload none --weights-dtype $w --lora /tmp/sdxl_lora.safetensors:0.8 --lora-apply $mode
    done
  done
  for mode in separate merge; do
    b $XL --offload sequential --vae-tile 512 --weights-dtype fp8_e4m3fn --lora /tmp/sdxl_lora.safetensors:0.8 --lora-apply $mode
  done ;;
fold)
  CASES="sd1_lora_kohya_euler sd1_lora_locon_euler sdxl_lora_peft_euler sd1_lora_fp8_euler" \
    EXTRA="--lora-apply separate" DTYPES="f32 f16" bash tools/gpu/parity_smoke.sh
  python3 tools/gpu/make_sdxl_lora.py /tmp/sdxl_lora.safetensors 32
  L="--lora /tmp/sdxl_lora.safetensors:0.8"
  for build in new old new; do
    run=b; [[ $build == old ]] && run=bo
    $run $XL --offload none --weights-dtype fp8_e4m3fn $L --lora-apply separate
    $run $XL --offload none --weights-dtype f16 $L --lora-apply separate
  done
  b $XL --offload none --weights-dtype fp8_e4m3fn $L --lora-apply merge
  b $XL --offload none --weights-dtype fp8_e4m3fn
  b $XL --offload none --weights-dtype f16
  b $XL --simulate-vram 6 --vram-budget auto $L
  b $XL --offload sequential --vae-tile 512 --weights-dtype fp8_e4m3fn $L --lora-apply separate
  bo $XL --offload sequential --vae-tile 512 --weights-dtype fp8_e4m3fn $L --lora-apply separate ;;
esac; done
