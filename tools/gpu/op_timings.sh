#!/usr/bin/env bash
# Primitive timings at SD shapes plus SD 1.5 steps. usage (GPU machine, repo root): bash tools/gpu/op_timings.sh
set -u
python3 -c "import lzma,shutil;shutil.copyfileobj(lzma.open('.gpu/candela-engine.xz'),open('.gpu/candela-engine','wb'))" && chmod +x .gpu/candela-engine
source .gpu/gpu-env.sh
.gpu/candela-engine bench-ops --device cuda --dtype f16 --iters 20
python3 - <<'PY'
import torch, time
a = torch.randn(320, 2880, device="cuda", dtype=torch.float16); b = torch.randn(2, 2880, 16384, device="cuda", dtype=torch.float16)
for _ in range(3): a @ b
torch.cuda.synchronize(); t = time.perf_counter()
for _ in range(20): a @ b
torch.cuda.synchronize(); ms = (time.perf_counter() - t) / 20 * 1000
print({"op": "torch matmul [320,2880] x [2,2880,16384]", "ms": round(ms, 3), "tflops": round(2 * 2 * 320 * 2880 * 16384 / ms / 1e9, 1)})
PY
for res in 512 1024; do
  .gpu/candela-engine generate --random-weights sd15 --prompt "a photo" --width $res --height $res --steps 20 --device cuda --dtype f16 --seed 1 --out $OUT/r$res.png 2>/dev/null | python3 -c "import sys,json; d=json.loads(sys.stdin.read()); print($res, d['ms_per_step_median'], d['vae_s'])"
done
