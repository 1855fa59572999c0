#!/usr/bin/env bash
# Issue 13's last over-predictions, probed: what the pool holds across each trim
# (CANDELA_POOL_TRACE=1), SD 2.1's denoising reserve after its large text encoder (with the
# trim's sync on the device's stream and on the whole context), and the tiled decode's
# reserve with post_quant_conv over the whole latent or per tile (CANDELA_PQC_TILED=1).
# usage (GPU machine, repo root, .gpu carried): bash tools/gpu/pool_carry_probe.sh
# CANDELA_TRIM_SYNC=context and CANDELA_PQC_TILED=1 were 2d676a7's engine's switches
# (session 28's call 1); later engines ignore them and run both lines alike.
set -u
source tools/gpu/common.sh
make_inputs
export CANDELA_POOL_TRACE=1
p() {
  echo "== $*"
  $E bench --device cuda --steps 2 "$@" 2>/tmp/err.txt | grep '^{' | tail -1 | python3 -c "
import sys, json
d = json.loads(sys.stdin.read()); M = 2**20; base = d.get('baseline_used_bytes') or 0
pred = d.get('predicted', {}).get('predicted_peak_bytes', {})
for ph, v in d.get('peak_vram_mem_get_info_by_phase_bytes', {}).items():
    if not v: continue
    print(f'  {ph:14} over ctx {(v - base) // M:6d}  pool used {d[\"pool_high_by_phase_bytes\"][ph][\"used\"] // M:6d} reserved {d[\"pool_high_by_phase_bytes\"][ph][\"reserved\"] // M:6d}  predicted {pred.get(ph, 0) // M:6d}')
print('  plan', d.get('predicted', {}).get('flags'), 'ms/step', round(d.get('ms_per_step_median', 0), 1))"
  grep "pool trim" /tmp/err.txt | sed 's/^/  /' | sort | uniq -c | head -20
}
S15="--random-weights sd15"; S21="--random-weights sd21"; X="--random-weights sdxl"
p $S15 --width 512 --height 512 --offload sequential
p $S21 --width 512 --height 512 --offload sequential
CANDELA_TRIM_SYNC=context p $S21 --width 512 --height 512 --offload sequential
p $S21 --width 768 --height 768 --offload sequential --vae-tile 512
CANDELA_TRIM_SYNC=context p $S21 --width 768 --height 768 --offload sequential --vae-tile 512
p $S15 --width 768 --height 768 --offload sequential --vae-tile 512
CANDELA_PQC_TILED=1 p $S15 --width 768 --height 768 --offload sequential --vae-tile 512
p $X --width 1024 --height 1024 --offload model --vae-tile 512
CANDELA_PQC_TILED=1 p $X --width 1024 --height 1024 --offload model --vae-tile 512
p $X --width 1024 --height 1024 --offload sequential --vae-tile 512
CANDELA_PQC_TILED=1 p $X --width 1024 --height 1024 --offload sequential --vae-tile 512
p --random-weights sd35m --width 1024 --height 1024 --cfg 4.5 --offload model --vae-tile 512
# The decode's image with post_quant_conv whole and per tile, and untiled.
unset CANDELA_POOL_TRACE
gen pqc_whole $X --width 1024 --height 1024 --offload model --vae-tile 512
CANDELA_PQC_TILED=1 gen pqc_tiled $X --width 1024 --height 1024 --offload model --vae-tile 512
gen untiled $X --width 1024 --height 1024 --offload model
python3 -c "
import numpy as np; from PIL import Image
a, b, c = (np.asarray(Image.open(f'/tmp/{n}.png'), dtype=np.int16) for n in ('pqc_whole', 'pqc_tiled', 'untiled'))
print('png max |whole - tiled|', np.abs(a - b).max(), 'max |whole - untiled|', np.abs(a - c).max(), 'max |tiled - untiled|', np.abs(b - c).max())"
