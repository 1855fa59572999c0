#!/usr/bin/env bash
# Session 48: the recorded matrix under Candela's own pool (`CANDELA_POOL=own`), for a
# calibration of its own (issue 13). Session 47 measured the own pool mapping within 7% of
# what is live where the driver's pool maps 2-59% over it; the planner's fits are the
# driver pool's. This runs recorded jobs again at 2 steps under the own pool, in the order
# of `own_pool_48_jobs.txt` (every distinct recorded `--random-weights` job but SD 3.5
# Large's and the LoRA runs, shuffled with seed 48), until LIMIT seconds have gone, each
# bench line to $OUT/own_pool_48.jsonl with its flags under "args"
# (`tools/gpu/record_runs.py` turns them into `planner/measured_own_h200.jsonl`).
# FIRST skips the jobs before it (1 on), for a second call. The first DRIVER jobs run under
# the driver's pool as well, first, for a comparison in the same call (their lines say
# "pool": "driver").
# usage (GPU machine, repo root, .gpu carried):
#   LIMIT=520 FIRST=1 DRIVER=8 bash tools/gpu/own_pool_48.sh
set -u
source tools/gpu/common.sh
make_inputs
OUTF=${OUT:-/tmp}/own_pool_48.jsonl
start=$(date +%s)
# `run POOL JOB`: bench JOB at 2 steps under POOL (driver or own), its line to $OUTF.
run() {
  local t0=$(date +%s.%N) line
  line=$(with "$([ "$1" = own ] && echo CANDELA_POOL=own)" $E bench --device cuda --steps 2 $2 2>/tmp/err.txt </dev/null | grep '^{' | tail -1)
  if [ -z "$line" ]; then
    echo "FAIL $1 $i $2: $(tail -c 300 /tmp/err.txt)"
    return
  fi
  args_line "$line" $2 >>"$OUTF"
  echo "ok $1 $i $(python3 -c "print(round($(date +%s.%N) - $t0, 1))") s"
}
i=0
while read -r job && [ $i -lt ${DRIVER:-0} ]; do
  i=$((i + 1))
  run driver "$job"
done <tools/gpu/own_pool_48_jobs.txt
i=0
while read -r job; do
  i=$((i + 1))
  [ $i -lt ${FIRST:-1} ] && continue
  # A prompt of several words does not survive the word split, and a recorded `--steps`
  # clashes with the run's own.
  case "$job" in *--prompt*|*--steps*) continue ;; esac
  [ $(($(date +%s) - start)) -ge ${LIMIT:-520} ] && { echo "stopped before job $i (limit)"; break; }
  run own "$job"
done <tools/gpu/own_pool_48_jobs.txt
echo "jobs done: $(wc -l <"$OUTF")"
