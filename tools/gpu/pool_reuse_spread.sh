#!/usr/bin/env bash
# Issue 13: does the memory pool's reuse policy make a job's decode reserve steady?
# The same jobs (the recorded runs' widest run-to-run spreads) three times each with the
# driver's default reuse (CANDELA_POOL_REUSE=driver) and with stream-order reuse (the default since session 9); per run the decode
# phase's pool used / reserved high watermarks, cuMemGetInfo over the context, and the
# prediction. usage (GPU machine, repo root, .gpu carried): bash tools/gpu/pool_reuse_spread.sh
set -u
source tools/gpu/common.sh
OUTF=${OUT:-/tmp}/pool_reuse_spread.jsonl
row() { python3 -c "
import json, sys
d = json.loads(sys.argv[1]); mib = lambda b: round(b / 2**20)
base = d.get('baseline_used_bytes') or 0
pool = d['pool_high_by_phase_bytes']['decoding']
mgi = d['peak_vram_mem_get_info_by_phase_bytes']['decoding']
pred = d.get('predicted', {}).get('predicted_peak_bytes', {}).get('vae')
print(f\"{sys.argv[2]:13} decode pool used {mib(pool['used'])} reserved {mib(pool['reserved'])} MiB, over ctx {mib(mgi - base)}, predicted {mib(pred) if pred else None}, vae {d.get('vae_s', 0):.3f} s\")" "$1" "$2"; }
for job in "--random-weights sd15 --width 512 --height 512 --vram-budget 2" \
           "--random-weights sdxl --width 1024 --height 1024 --offload sequential --vae-tile 512" \
           "--random-weights sdxl --width 1216 --height 832 --offload model"; do
  echo "== $job"
  for mode in driver stream-order; do
    for i in 1 2 3; do
      line=$(CANDELA_POOL_REUSE=$mode $E bench --device cuda --steps 2 $job 2>/tmp/err.txt | grep '^{' | tail -1)
      if [ -z "$line" ]; then echo "FAIL $mode: $(tail -c 300 /tmp/err.txt)"; continue; fi
      echo "$line" | python3 -c "import json,sys; d=json.loads(sys.stdin.read()); d['args']=sys.argv[1:]; print(json.dumps(d))" $job --pool-reuse $mode >>"$OUTF"
      row "$line" "$mode"
    done
  done
done
