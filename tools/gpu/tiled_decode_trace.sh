#!/usr/bin/env bash
# Issue 13's tiled decodes that the planner over-predicts (SD 2.1 768 with its wholes in GPU
# memory, 1.168; SD 1.5 896 streamed, 1.119) beside ones it predicts tightly: the pool after
# every tile's op (CANDELA_POOL_TRACE=1), to see which op sets each decode's peak.
# usage (GPU machine, repo root, .gpu carried): bash tools/gpu/tiled_decode_trace.sh
# Writes one trace per job to $OUT/trace_N.txt and prints, per job, the decode's peak line.
set -u
source tools/gpu/common.sh
export CANDELA_POOL_TRACE=1
n=0
t() {
  n=$((n + 1))
  local f=${OUT:-/tmp}/trace_$n.txt
  echo "== $n: $*" | tee "$f"
  $E bench --device cuda --steps 2 "$@" 2>>"$f" | grep '^{' | tail -1 | python3 -c "
import sys, json
d = json.loads(sys.stdin.read()); M = 2**20; base = d.get('baseline_used_bytes') or 0
ph = d['peak_vram_mem_get_info_by_phase_bytes']; pool = d['pool_high_by_phase_bytes']
print('  decoding over ctx', (ph['decoding'] - base) // M, 'pool used/reserved high', pool['decoding']['used'] // M, pool['decoding']['reserved'] // M,
      'predicted', d['predicted']['predicted_peak_bytes']['vae'] // M, 'base', base // M)" | tee -a "$f"
  # The tile lines where the device's used memory is largest, and the last where the
  # pool's mapped high rose.
  grep "^pool at tile" "$f" | python3 -c "
import sys, re
rows = [l.strip() for l in sys.stdin]
num = lambda l, k: int(re.search(k + r' (\d+)', l).group(1))
if rows:
    top = max(rows, key=lambda l: num(l, 'device used'))
    print('  most device used:', top[:260])
    hi = max(rows, key=lambda l: int(re.search(r'highs \d+ (\d+)', l).group(1)))
    print('  pool mapped high reached at:', rows[[int(re.search(r'highs \d+ (\d+)', l).group(1)) for l in rows].index(int(re.search(r'highs \d+ (\d+)', hi).group(1)))][:260])
    print('  tile lines:', len(rows))"
}
S="--random-weights sd15"
t --random-weights sd21 --width 768 --height 768 --offload model --vae-tile 512 --vae-tile-store gpu
t $S --width 768 --height 768 --offload model --vae-tile 512 --vae-tile-store gpu
t $S --width 768 --height 768 --offload model --vae-tile 512 --vae-tile-store cpu
t $S --width 1024 --height 768 --offload model --vae-tile 512 --vae-tile-store gpu
t $S --width 896 --height 896 --offload sequential --vae-tile 512
t $S --width 1024 --height 1024 --offload sequential --vae-tile 512
t $S --width 1536 --height 1536 --offload sequential --vae-tile 512
t $S --width 2048 --height 2048 --offload sequential --vae-tile 512
