#!/usr/bin/env bash
# Memory and speed beside diffusers, one PART at a time: tiled VAE exactness against the
# untiled decode (check), its time and peak (tile, tile2, diff, prof), sequential offload
# over several jobs (seq), memory after each of 50 jobs (many), the app's worker on CUDA
# (worker), steps beside diffusers (i3), activation memory against pixels (act), attention
# slicing (slice), SDXL's VAE dtype (sdxlvae), ControlNets (cn, cn3, final).
# usage (GPU machine, repo root, .gpu and .whl carried):
#   PARTS="check tile diff" bash tools/gpu/vae_tiling_controlnet_memory.sh
set -u
source tools/gpu/common.sh
P=${PARTS:-check tile diff}
for part in $P; do case $part in
check)
  mkdir -p /tmp/chk
  for t in off 256 512; do
    $E generate --device cuda --random-weights sd15 --width 1024 --height 768 --steps 2 --seed 3 \
      --prompt "a lighthouse" --vae-tile $t --out /tmp/chk/t$t.png 2>&1 | tail -1
  done
  python3 -c "
from PIL import Image; import numpy as np
a = np.asarray(Image.open('/tmp/chk/toff.png')).astype(int)
for t in ('256', '512'):
    b = np.asarray(Image.open(f'/tmp/chk/t{t}.png')).astype(int)
    d = np.abs(a - b)
    print(f'tile {t} vs untiled (1024x768, CUDA f16): max |diff| {d.max()}/255, mean {d.mean():.4f}, pixels differing {(d>0).mean()*100:.3f}%')
" ;;
tile)
  b --random-weights sd15 --width 512 --height 512 --steps 2 --offload none --vae-tile off
  b --random-weights sd15 --width 512 --height 512 --steps 2 --offload none --vae-tile 256
  b --random-weights sd15 --width 1024 --height 1024 --steps 2 --offload none --vae-tile off
  b --random-weights sd15 --width 1024 --height 1024 --steps 2 --offload none --vae-tile 512
  b --random-weights sd15 --width 2048 --height 2048 --steps 2 --offload sequential --vae-tile 512
  b --random-weights sd15 --width 2048 --height 2048 --steps 2 --offload sequential --vae-tile 1024 ;;
seq)
  b --random-weights sd15 --width 512 --height 512 --steps 20 --offload sequential --vae-tile 256 --jobs 3 ;;
diff)
  for r in "512" "1024" "1024 --tile" "2048 --tile"; do
    echo "== diffusers vae_bench --res $r"; python3 tools/gpu/vae_bench.py --res $r 2>&1 | tail -1
  done
  for a in "sd15 tile 2048 2" "sdxl seq 1024 3"; do set -- $a
    echo "== diffusers $1 --mode $2 --res $3 --steps $4"
    python3 .gpu/nvml_peak.py -- python3 .gpu/diffusers_bench.py --model $1 --mode $2 --res $3 --steps $4 2>&1 | tail -2
  done ;;
esac; done
for part in $P; do case $part in
prof)
  for a in "1024 512 none" "2048 512 sequential"; do set -- $a
    echo "== profile: sd15 $1 tile $2"
    CANDELA_PROFILE=1 $E bench --device cuda --random-weights sd15 --width $1 --height $1 --steps 2 --offload $3 --vae-tile $2 2>&1 | grep -E "^profile" | python3 -c "
import sys, json
for l in sys.stdin:
    d = json.loads(l.split(' ', 1)[1])
    print({k: v for k, v in d.items() if k.startswith('vae')})"
  done ;;
esac; done
for part in $P; do case $part in
tile2)
  b --random-weights sd15 --width 1024 --height 1024 --steps 2 --offload none --vae-tile 512
  b --random-weights sd15 --width 2048 --height 2048 --steps 2 --offload sequential --vae-tile 512 ;;
many)
  echo "-- 50 jobs, --offload none: memory after each job (over the context)"
  $E bench --device cuda --random-weights sd15 --width 512 --height 512 --steps 4 --offload none --jobs 50 2>/dev/null | slim | python3 -c "
import sys, json
for l in sys.stdin:
    if not l.startswith('{'): print(l.strip()); continue
    d = json.loads(l); a = d['after_job_over_ctx_mib']
    print('after job 1, 2, 10, 25, 50 (MiB over ctx):', [a[i] for i in (0, 1, 9, 24, len(a) - 1)], 'min', min(a), 'max', max(a))" ;;
esac; done
for part in $P; do case $part in
worker)
  echo "-- the app's worker on CUDA: one job on the tiny model, events"
  mkdir -p /tmp/wo
  printf '%s\n' '{"type":"generate","id":"a","job":{"model":"tests/parity/models/sd1","prompt":"a cat","negative_prompt":"","width":64,"height":64,"steps":3,"cfg":7.5,"seed":1,"sampler":"euler","out_dir":"/tmp/wo"}}' '{"type":"shutdown"}' \
    | $E serve --device cuda 2>&1 | grep -v '"preview"\|"progress"' | cut -c1-400 ;;
esac; done
for part in $P; do case $part in
i3)
  for a in "sdxl 1024 5" "sd15 1024 5" "sd15 512 10"; do set -- $a
    echo "== profile candela $1 $2 none"
    CANDELA_PROFILE=1 $E bench --device cuda --random-weights $1 --width $2 --height $2 --steps $3 --offload none 2>&1 | grep -E "^profile|^\{" | python3 -c "
import sys, json
for l in sys.stdin:
    if l.startswith('profile'):
        d = json.loads(l.split(' ', 1)[1]); tot = sum(v['ms'] for k, v in d.items() if not k.startswith(('vae', 'text')))
        print({k: v for k, v in sorted(d.items(), key=lambda kv: -kv[1]['ms'])})
    else:
        d = json.loads(l); print('ms/step', round(d['ms_per_step_median'], 1))"
    $E bench --device cuda --random-weights $1 --width $2 --height $2 --steps $3 --offload none 2>/dev/null | slim
    echo "== diffusers $1 gpu $2"
    python3 .gpu/nvml_peak.py -- python3 .gpu/diffusers_bench.py --model $1 --mode gpu --res $2 --steps $3 2>&1 | tail -2
  done ;;
esac; done
for part in $P; do case $part in
act)
  echo "-- activation memory vs pixels: SD 1.5, --offload none, 3 steps (denoising peak over context minus the resident weights 2140 MiB)"
  for r in 512 768 1024 1536; do b --random-weights sd15 --width $r --height $r --steps 3 --offload none; done ;;
slice)
  for s in off auto; do b --random-weights sd15 --width 512 --height 512 --steps 10 --offload none --attention-slice $s; done
  for s in off auto; do b --random-weights sdxl --width 1024 --height 1024 --steps 5 --offload none --attention-slice $s --vae-tile 512; done ;;
sdxlvae)
  b --random-weights sdxl --width 1024 --height 1024 --steps 3 --offload none
  $E bench --device cuda --random-weights sdxl --width 1024 --height 1024 --steps 2 --offload none 2>/dev/null | python3 -c "import sys,json; print('vae_dtype', json.loads(sys.stdin.read())['vae_dtype'])" ;;
esac; done
for part in $P; do case $part in
cn)
  python3 -c "from PIL import Image; Image.new('RGB', (512, 512), (128, 64, 200)).save('/tmp/ctl.png')"
  C="--control random:/tmp/ctl.png --control-preprocess none"
  C3="$C --control random:/tmp/ctl.png --control random:/tmp/ctl.png"
  b --random-weights sd15 --width 512 --height 512 --steps 10 --offload none $C
  b --random-weights sd15 --width 512 --height 512 --steps 10 --offload none $C3
  b --random-weights sd15 --width 512 --height 512 --steps 10 --offload sequential --vae-tile 256 $C
  b --random-weights sd15 --width 512 --height 512 --steps 10 --offload sequential --vae-tile 256 $C3
  for a in "gpu 1" "gpu 3" "seq 3"; do set -- $a
    echo "== diffusers sd15 --mode $1 --controlnets $2"
    python3 .gpu/nvml_peak.py -- python3 .gpu/diffusers_bench.py --model sd15 --mode $1 --res 512 --steps 10 --controlnets $2 2>&1 | tail -2
  done ;;
esac; done
for part in $P; do case $part in
cn3)
  python3 -c "from PIL import Image; Image.new('RGB', (512, 512), (128, 64, 200)).save('/tmp/ctl.png')"
  C3="--control-preprocess none --control random-1:/tmp/ctl.png --control random-2:/tmp/ctl.png --control random-3:/tmp/ctl.png"
  b --random-weights sd15 --width 512 --height 512 --steps 10 --offload none $C3
  b --random-weights sd15 --width 512 --height 512 --steps 10 --offload sequential --vae-tile 256 $C3
  for a in "gpu 3" "seq 3"; do set -- $a
    echo "== diffusers sd15 --mode $1 --controlnets $2"
    python3 .gpu/nvml_peak.py -- python3 .gpu/diffusers_bench.py --model sd15 --mode $1 --res 512 --steps 10 --controlnets $2 2>&1 | tail -2 | head -1
  done ;;
esac; done
for part in $P; do case $part in
final)
  python3 -c "from PIL import Image; Image.new('RGB', (512, 512), (128, 64, 200)).save('/tmp/ctl.png')"
  C3="--control-preprocess none --control random-1:/tmp/ctl.png --control random-2:/tmp/ctl.png --control random-3:/tmp/ctl.png"
  b --random-weights sd15 --width 512 --height 512 --steps 6 --offload sequential --vae-tile 256 $C3
  b --random-weights sdxl --width 1024 --height 1024 --steps 4 --offload sequential --vae-tile 512
  echo "== diffusers sdxl --mode seq --res 1024 --steps 3"
  python3 .gpu/diffusers_bench.py --model sdxl --mode seq --res 1024 --steps 3 2>&1 | tail -1 ;;
esac; done
