#!/usr/bin/env bash
# The fp8 decode into f16 two values an instruction (ops.cu `Fp8x16<__half>`, issue 17)
# against the build before it (`.gpu/candela-engine-old.xz`), in one call:
#   ops: bench-ops' fp8 rows, both builds (every byte value of both formats against the
#     CPU's decode at aligned and unaligned offsets; GB/s of a 210 M weight decode);
#   same: final latents new vs old from one seed (the same bits expected: the same values);
#   kernels: the fp8 decode's GPU time per step (CUPTI, 10 steps), both builds, SDXL 1024
#     and SD 1.5 512 with fp8 weights resident;
#   speed: ms/step new / old / new for issue 17's fp8 targets, with their f16 references;
#   vae: issue 14's VAE decode beside torch's (diffusers' AutoencoderKL, eager, same call).
# usage (GPU machine, repo root, .gpu with both builds and libkernel_times.so, .whl):
#   bash tools/gpu/fp8_decode_packed_check.sh
set -u
source tools/gpu/common.sh
source tools/gpu/old_build.sh
kt_decode() {
  local bin=$1 label=$2; shift 2
  for steps in 2 12; do
    CUDA_INJECTION64_PATH=$PWD/.gpu/libkernel_times.so KERNEL_TIMES_OUT=/tmp/kt_$steps.jsonl \
      $bin bench --device cuda "$@" --steps $steps >/tmp/kt.log 2>&1 || tail -n 3 /tmp/kt.log
  done
  python3 tools/gpu/kernel_times_diff.py /tmp/kt_2.jsonl /tmp/kt_12.jsonl 10 "$label" | grep -i -E "fp8|total|step" | head -8
}
# bench as `b`, under CANDELA_FP8_DECODE=$1 (the f16 decode's variant: 0 through float, 1
# packed with two 8-byte chunks a thread a step, 2 with four).
bv() { local v=$1; shift; echo "== variant $v: candela bench $*"; CANDELA_FP8_DECODE=$v $E bench --device cuda "$@" 2>&1 | grep -v '^step' | slim; }
for part in ${PARTS:-ops same kernels speed vae}; do case $part in
variants)
  for v in 0 1 2; do echo "== bench-ops fp8, variant $v"; CANDELA_FP8_DECODE=$v $E bench-ops --device cuda 2>&1 | grep -i -E "fp8|copy"; done
  for v in 1 2; do
    for job in "sdxl --width 1024 --height 1024 --weights-dtype fp8_e4m3fn" "sd15 --width 512 --height 512 --weights-dtype fp8_e5m2 --offload model"; do
      for x in $v 0; do
        CANDELA_FP8_DECODE=$x $E generate --random-weights $job --steps 3 --seed 11 --prompt "a lighthouse" --device cuda \
          --out /tmp/v$x.png --save-latents /tmp/v$x.safetensors >/dev/null 2>/tmp/v.err || tail -n 3 /tmp/v.err
      done
      echo "$job variant $v vs 0: $(python3 tools/gpu/compare_latents.py /tmp/v$v.safetensors /tmp/v0.safetensors)"
    done
  done
  for args in "sdxl --width 1024 --height 1024 --steps 10 --simulate-vram 6 --vram-budget auto" \
      "sd15 --width 512 --height 512 --steps 20 --simulate-vram 2 --vram-budget auto"; do
    for v in 0 1 2 0 1 2; do bv $v --random-weights $args; done
  done
  for args in "sd15 --width 512 --height 512 --steps 20 --offload sequential --weights-dtype fp8_e4m3fn" \
      "sdxl --width 1024 --height 1024 --steps 6 --offload sequential --weights-dtype fp8_e4m3fn"; do
    for v in 0 1 2; do bv $v --random-weights $args; done
  done
  b --random-weights sdxl --width 1024 --height 1024 --steps 10
  b --random-weights sd15 --width 512 --height 512 --steps 20 ;;
ops)
  for bin in $E $O; do echo "== bench-ops fp8, $bin"; $bin bench-ops --device cuda 2>&1 | grep -i fp8; done ;;
same)
  new_vs_old "SDXL 1024 fp8 e4m3 resident" --random-weights sdxl --width 1024 --height 1024 --weights-dtype fp8_e4m3fn
  new_vs_old "SD 1.5 512 simulated 2 GiB" --random-weights sd15 --width 512 --height 512 --simulate-vram 2 --vram-budget auto
  new_vs_old "SD 1.5 512 e5m2 model offload" --random-weights sd15 --width 512 --height 512 --weights-dtype fp8_e5m2 --offload model
  new_vs_old "SD 1.5 512 e4m3 sequential" --random-weights sd15 --width 512 --height 512 --weights-dtype fp8_e4m3fn --offload sequential ;;
kernels)
  for job in "sdxl --width 1024 --height 1024" "sd15 --width 512 --height 512"; do
    kt_decode $E "new $job" --random-weights $job --weights-dtype fp8_e4m3fn
    kt_decode $O "old $job" --random-weights $job --weights-dtype fp8_e4m3fn
  done ;;
speed)
  for args in "sdxl --width 1024 --height 1024 --steps 10 --simulate-vram 6 --vram-budget auto" \
      "sd15 --width 512 --height 512 --steps 20 --simulate-vram 2 --vram-budget auto" \
      "sd15 --width 512 --height 512 --steps 20 --offload sequential --weights-dtype fp8_e4m3fn" \
      "sdxl --width 1024 --height 1024 --steps 6 --offload sequential --weights-dtype fp8_e4m3fn"; do
    b --random-weights $args; bo --random-weights $args; b --random-weights $args
  done
  for args in "sdxl --width 1024 --height 1024 --steps 10" "sd15 --width 512 --height 512 --steps 20" \
      "sd15 --width 512 --height 512 --steps 20 --offload sequential" \
      "sdxl --width 1024 --height 1024 --steps 6 --offload sequential"; do
    b --random-weights $args
  done ;;
vae)
  for res in 512 1024; do b --random-weights sd15 --width $res --height $res --steps 1 --jobs 3; done
  python3 .gpu/torch_gpu_time.py vae:512 vae:1024 2>&1 | tail -2 ;;
esac; done
