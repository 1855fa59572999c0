#!/usr/bin/env bash
# Session 47: Candela's own device pool (`CANDELA_POOL=own`, engine/src/vram/own_pool.rs)
# against the driver's stream-ordered pool. Issue 13's phases over 1.10 are mostly tiled
# decodes whose pool maps 100-350 MiB over what is alive, by an amount that depends on the
# order the pass's blocks were freed and asked for (session 45: the driver's pool does not
# join freed neighbours). The own pool joins them and maps 2 MiB pages where a block needs
# them, so what it maps over what is alive is the holes between live blocks.
# Parts (each job under the driver's pool, then the own pool, back to back):
#   bits: the final latents and PNGs of five jobs (3 steps) under both pools: SD 1.5 512 f16
#     all resident, SD 1.5 768 img2img in 512 px tiles, SD 1.5 on a simulated 2 GiB card
#     (fp8 decoded on a side stream), SDXL 1024 sequential with fp8 weights (the copy
#     stream's arena), SDXL 1024 under model offload;
#   speed: ms a step, ROUNDS rounds interleaved: SD 1.5 512 (20 steps) f16 all resident and
#     on a simulated 2 GiB card, SDXL 1024 (10 steps) all resident; torch's UNet from a CUDA
#     graph (torch_gpu_time.py) for SD 1.5 512 in the same call;
#   peaks: session 42's fifteen recorded jobs at 2 steps (`vram_matrix.sh`'s steps42_jobs),
#     each bench line to $OUT/own_pool_47.jsonl with its flags under "args" (the line says
#     which pool in "pool");
#   tiled: session 44's fourteen tiled decodes (`tile_trim_44.sh`'s JOBS), likewise.
# Call 1 ran aab6557's pool (pages mapped where blocks touched them, kept until a trim);
# call 2 ba033e1's, which lends a warm page wherever a block needs one, with the driver's
# runs of `peaks` left out (PEAK_POOLS=own: the driver's pool maps the same for the same
# job, session 44); call 3 3106b9d's (lends only past a slack over the most pages touched,
# small blocks in large-range pieces), own pool only (POOLS=own PEAK_POOLS=own).
# usage (GPU machine, repo root, .gpu and .whl carried):
#   ROUNDS=2 PARTS="bits speed peaks" bash tools/gpu/own_pool_47.sh
set -u
source tools/gpu/common.sh
make_inputs
OUTF=${OUT:-/tmp}/own_pool_47.jsonl
# `p POOL ARGS...`: bench ARGS at 2 steps under POOL (driver or own); its line to $OUTF and
# one summary line: each phase's peak over the context (cuMemGetInfo), the pool's live and
# mapped highs, the prediction.
p() {
  local pool=$1
  shift
  local t0=$(date +%s.%N) line
  line=$(with "$([ "$pool" = own ] && echo CANDELA_POOL=own)" $E bench --device cuda --steps 2 "$@" 2>/tmp/err.txt | grep '^{' | tail -1)
  if [ -z "$line" ]; then
    echo "  $pool: FAIL $(tail -c 400 /tmp/err.txt)"
    return
  fi
  args_line "$line" "$@" >>"$OUTF"
  python3 -c "
import json, sys
d = json.loads(sys.argv[1]); M = 2**20; base = d.get('baseline_used_bytes') or 0
pred = d.get('predicted', {}).get('predicted_peak_bytes', {})
pk = d['peak_vram_mem_get_info_by_phase_bytes']; pool = d['pool_high_by_phase_bytes']
cells = []
for ph in ('text_encoding', 'denoising', 'decoding'):
    if ph in pk and ph in pool:
        cells.append(f'{ph[:4]} {(pk[ph] - base) // M} (live {pool[ph][\"used\"] // M} mapped {pool[ph][\"reserved\"] // M})')
print(f'  {d.get(\"pool\")}: ' + ', '.join(cells) + f'; predicted {({k: v // M for k, v in pred.items()})}; fallbacks {len(d.get(\"fallbacks\", []))}; foreign {d.get(\"pool_foreign_calls\")}; {float(sys.argv[2]):.0f} s')
" "$line" "$(python3 -c "print($(date +%s.%N) - $t0)")"
}
# `both ARGS...`: `p` under each pool of POOLS (default "driver own").
both() {
  echo "== $*"
  local pool
  for pool in ${POOLS:-driver own}; do p $pool "$@"; done
}
for part in ${PARTS:-bits speed peaks}; do case $part in
bits)
  S="--random-weights sd15"
  X="--random-weights sdxl --width 1024 --height 1024"
  SAME=("$S --width 512 --height 512 --offload none --weights-dtype f16 --text-encoder-dtype f16"
    "$S --width 768 --height 768 --vae-tile 512 --init-image /tmp/init1024.png --strength 0.6"
    "$S --width 512 --height 512 --simulate-vram 2 --vram-budget auto"
    "$X --offload sequential --weights-dtype fp8_e4m3fn"
    "$X --offload model")
  for i in "${!SAME[@]}"; do
    gen drv$i ${SAME[$i]}
    CANDELA_POOL=own gen own$i ${SAME[$i]}
    echo "job $i (${SAME[$i]}): $(same_bits own$i drv$i)"
  done ;;
speed)
  S15="--random-weights sd15 --width 512 --height 512"
  for round in $(seq "${ROUNDS:-2}"); do
    for pool in driver own; do
      echo "== round $round, $pool pool"
      with "$([ $pool = own ] && echo CANDELA_POOL=own)" b $S15 --offload none --weights-dtype f16 --text-encoder-dtype f16 --steps 20
      with "$([ $pool = own ] && echo CANDELA_POOL=own)" b $S15 --simulate-vram 2 --vram-budget auto --steps 20
      with "$([ $pool = own ] && echo CANDELA_POOL=own)" b --random-weights sdxl --width 1024 --height 1024 --offload none --steps 10
    done
  done
  python3 .gpu/torch_gpu_time.py sd15:512 2>&1 | grep '^{' ;;
peaks)
  source <(sed -n '/^steps42_jobs()/,/^}/p' tools/gpu/vram_matrix.sh)
  POOLS=${PEAK_POOLS:-driver own} steps42_jobs both ;;
tiled)
  source <(sed -n '/^JOBS=(/,/--vae-tile 512")$/p' tools/gpu/tile_trim_44.sh)
  for job in "${JOBS[@]}"; do both --random-weights $job; done ;;
esac; done
