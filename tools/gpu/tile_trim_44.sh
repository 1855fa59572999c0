#!/usr/bin/env bash
# Session 44: does trimming the memory pool inside a tiled pass (CANDELA_TILE_TRIM=op:
# after each op's whole is made; =row: after each row of tiles as well) make a tiled
# decode's peak what is alive, the same whatever order its blocks were freed in? Issue 13's
# recorded tiled decodes keep 580-930 MiB of pool over their weights for one-to-two-tile
# images and carry most of known_over.jsonl's lines; the one known_under line is one too.
# Parts:
#   trim: each job at 2 steps under the three settings, one after the other: the decode's
#     peak over the context (cuMemGetInfo), the pool's live and mapped highs, the
#     prediction, the VAE's seconds; each bench line also to $OUT/tile_trim.jsonl with the
#     setting in "trim";
#   same: the final latents and PNGs of two tiled jobs (3 steps) with and without the trims
#     (the trims move no value), and the im2col launch change of session 44 (the kernel
#     takes vec / per_row / share from the launch) against the engine before in .gpu/old
#     (f38b854's build): SD 1.5 512 f16 all resident, SD 1.5 768 img2img with 512 px tiles
#     (the encoder's stride-2 convolutions), SD 1.5 on a simulated 2 GiB card.
# CANDELA_TILE_TRIM was 1100bbf's switch (nets::tiled::Tiler, session 44's call 1): the
# trims mapped the same pool or more in 12 of the 14 jobs and slowed the decode 7-40%, so it
# was taken back; later engines ignore it and run the three settings alike.
# usage (GPU machine, repo root, .gpu (with old/) and .whl carried):
#   PARTS="same trim" bash tools/gpu/tile_trim_44.sh
set -u
source tools/gpu/common.sh
make_inputs
OUTF=${OUT:-/tmp}/tile_trim.jsonl
# `t SETTING ARGS...`: bench --random-weights ARGS at 2 steps with CANDELA_TILE_TRIM=SETTING
# ("" unset); its decoding line.
t() {
  local s=$1
  shift
  local t0=$(date +%s.%N)
  local line
  line=$(with "${s:+CANDELA_TILE_TRIM=$s}" $E bench --device cuda --steps 2 --random-weights "$@" 2>/tmp/err.txt | grep '^{' | tail -1)
  if [ -z "$line" ]; then
    echo "  ${s:-none}: FAIL $(tail -c 300 /tmp/err.txt)"
    return
  fi
  python3 -c "import json,sys; d=json.loads(sys.argv[1]); d['args']=sys.argv[3:]; d['trim']=sys.argv[2]; print(json.dumps(d))" "$line" "${s:-none}" "$@" >>"$OUTF"
  python3 -c "
import json, sys
d = json.loads(sys.argv[1]); M = 2**20; base = d.get('baseline_used_bytes') or 0
ph = 'decoding'; pool = d['pool_high_by_phase_bytes'][ph]
pred = d.get('predicted', {}).get('predicted_peak_bytes', {}).get('vae', 0)
print(f'  {sys.argv[2]:5} decoding over ctx {(d[\"peak_vram_mem_get_info_by_phase_bytes\"][ph] - base) // M:6d}'
      f'  pool used {pool[\"used\"] // M:6d} reserved {pool[\"reserved\"] // M:6d}  predicted (pool side) {pred // M:6d}'
      f'  vae_s {d.get(\"vae_s\", 0):.3f}  fallbacks {len(d.get(\"fallbacks\", []))}  plan {d.get(\"predicted\", {}).get(\"flags\")}  {float(sys.argv[3]):.0f} s')
" "$line" "${s:-none}" "$(python3 -c "print($(date +%s.%N) - $t0)")"
}
JOBS=("sdxl --width 904 --height 1600 --offload sequential --vae-tile 512 $C3"
  "sd15 --width 640 --height 640 --simulate-vram 2 --vram-budget auto"
  "sd15 --width 640 --height 512 --simulate-vram 2 --vram-budget auto"
  "sd15 --width 768 --height 576 --simulate-vram 2 --vram-budget auto"
  "sd15 --width 576 --height 768 --simulate-vram 2 --vram-budget auto"
  "sd15 --width 1216 --height 832 --offload sequential --vae-tile 512"
  "sd15 --width 832 --height 1216 --offload sequential --vae-tile 512"
  "sd15 --width 912 --height 512 --offload sequential --vae-tile 512"
  "sd21 --width 912 --height 512 --offload model --vae-tile 512 --dtype bf16 --init-image /tmp/init1024.png"
  "sd15 --width 1024 --height 768 --offload model --vae-tile 512 --vae-tile-store gpu"
  "sdxl --width 1024 --height 1024 --offload model --vae-tile 512"
  "sdxl --width 1920 --height 1080 --offload sequential --vae-tile 512 --weights-dtype fp8_e4m3fn $C1"
  "sd15 --width 1000 --height 1000 --offload sequential --vae-tile 512 --attention-slice auto"
  "sd15 --width 2048 --height 2048 --offload sequential --vae-tile 512")
for part in ${PARTS:-same trim}; do case $part in
same)
  python3 -c "import lzma,shutil;shutil.copyfileobj(lzma.open('.gpu/old/candela-engine.xz'),open('.gpu/old/candela-engine','wb'))" && chmod +x .gpu/old/candela-engine
  S="--random-weights sd15"
  SAME=("$S --width 512 --height 512 --offload none --weights-dtype f16 --text-encoder-dtype f16"
    "$S --width 768 --height 768 --vae-tile 512 --init-image /tmp/init1024.png --strength 0.6"
    "$S --width 512 --height 512 --simulate-vram 2 --vram-budget auto")
  for i in "${!SAME[@]}"; do
    E=.gpu/old/candela-engine gen old$i ${SAME[$i]}
    gen new$i ${SAME[$i]}
    echo "im2col, job $i (${SAME[$i]}): $(same_bits new$i old$i)"
  done
  for i in 1 2; do
    CANDELA_TILE_TRIM=row gen trim$i ${SAME[$i]}
    echo "trims, job $i: $(same_bits trim$i new$i)"
  done ;;
trim)
  for job in "${JOBS[@]}"; do
    echo "== $job"
    for s in "" op row; do t "$s" $job; done
  done ;;
esac; done
