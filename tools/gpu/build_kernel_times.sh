#!/usr/bin/env bash
# Builds tools/gpu/kernel_times.c (a CUPTI injection library: every kernel's GPU time by
# name) into .gpu/libkernel_times.so, and puts CUPTI's library beside it (.gpu/cupti/), from
# NVIDIA's PyPI wheels for CUDA 13.0 (no GPU or CUDA install needed here).
# usage (repo root): bash tools/gpu/build_kernel_times.sh
set -euo pipefail
W=$(mktemp -d)
python3 -m pip download -q --no-deps -d "$W" "nvidia-cuda-cupti==13.0.85" "nvidia-cuda-runtime==13.0.88" "nvidia-cuda-crt==13.0.88"
for f in "$W"/*.whl; do python3 -c "import zipfile,sys; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])" "$f" "$W/x"; done
CU="$W/x/nvidia/cu13"
mkdir -p .gpu/cupti
gcc -O2 -shared -fPIC -o .gpu/libkernel_times.so tools/gpu/kernel_times.c -I"$CU/include" "$CU/lib/libcupti.so.13" -Wl,-rpath,'$ORIGIN/cupti'
cp "$CU/lib/libcupti.so.13" .gpu/cupti/
rm -rf "$W"
ls -la .gpu/libkernel_times.so .gpu/cupti/
