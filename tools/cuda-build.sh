#!/usr/bin/env bash
# cuda-build.sh — build a candle project with `--features cuda` on a machine with no GPU
# and no CUDA install: nvcc, headers and link-time libraries come from NVIDIA's PyPI wheels.
#
# usage (from the project root):  tools/cuda-build.sh [cargo build args...]
#   e.g. tools/cuda-build.sh --release -p candela-engine --features cuda
# (if no `--features` is given, `--features cuda` is added).
# CARGO_CMD=check (or clippy) type-checks instead of building: the CUDA-only code on a
# machine without a GPU, e.g. `CARGO_CMD=clippy tools/cuda-build.sh --tests -p candela-engine`
# (build scripts still run nvcc; arguments after `--` go to clippy).
#
# What it produces runs on a machine with an NVIDIA driver >= R580 (CUDA 13.0) and the
# CUDA 13 runtime libraries (libcudart.so.13, libcublas.so.13, libcublasLt.so.13,
# libcurand.so.10, libnvrtc.so.13): candle-core turns on cudarc's dynamic *linking*, so
# those are load-time dependencies (see gpu-env.sh for finding them on the GPU machine).
#
# Knobs: CUDA_VENV (default /tmp/cuda13-venv), CUDA_COMPUTE_CAP (default 90: H100/H200;
# note >= 90 builds sm_90a, which runs on Hopper only; 75/80/86/89 build PTX that newer
# cards JIT), SKIP_PIP=1 to reuse the venv.
#
# Why CUDA 13.0 exactly: candle-kernels embeds PTX, and an R580 driver rejects the PTX ISA
# that nvcc 13.1+ emits (CUDA_ERROR_UNSUPPORTED_PTX_VERSION). cudarc 0.19 accepts 11.4..13.4.
# Build time: candle-kernels runs nvcc on ~11 files, about 10 minutes on 2 cores the first time.
set -euo pipefail

CUDA_VENV="${CUDA_VENV:-/tmp/cuda13-venv}"
export CUDA_COMPUTE_CAP="${CUDA_COMPUTE_CAP:-90}"
PIP_PKGS=(
  nvidia-cuda-nvcc==13.0.88 nvidia-nvvm==13.0.88 nvidia-cuda-crt==13.0.88
  nvidia-cuda-runtime==13.0.88 nvidia-cuda-cccl==13.0.85
  nvidia-cublas==13.0.0.19 nvidia-cuda-nvrtc==13.0.48 nvidia-curand==10.4.0.35
)

if [[ "${SKIP_PIP:-0}" != 1 || ! -x "$CUDA_VENV/bin/python" ]]; then
  echo "cuda-build: installing the CUDA 13.0 wheels into $CUDA_VENV (~700 MB)" >&2
  python3 -m venv "$CUDA_VENV"
  "$CUDA_VENV/bin/pip" install --quiet --disable-pip-version-check "${PIP_PKGS[@]}"
fi
SITE="$("$CUDA_VENV/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')"
CU="$SITE/nvidia/cu13"
[[ -x "$CU/bin/nvcc" ]] || { echo "cuda-build: nvcc not found under $CU/bin" >&2; exit 1; }
export PATH="$CU/bin:$PATH"

# The wheels ship only versioned sonames; the linker's -lcublas etc. want plain names.
for l in libcublas.so.13 libcublasLt.so.13 libcurand.so.10 libnvrtc.so.13 libcudart.so.13; do
  ln -sf "$l" "$CU/lib/${l%.so.*}.so"
done
# libcuda belongs to the driver, which this machine lacks: link against a stub that exports
# every driver function cudarc declares, with the driver's soname, so the binary asks for
# libcuda.so.1 at start-up and gets the real one on the GPU machine.
if [[ ! -f "$CU/lib/stubs/libcuda.so" ]]; then
  cargo fetch >/dev/null 2>&1 || true
  CUDARC_DIR="$(cargo metadata --format-version 1 --all-features 2>/dev/null | python3 -c '
import json, os, sys
m = json.load(sys.stdin)
print(next(os.path.dirname(p["manifest_path"]) for p in m["packages"] if p["name"] == "cudarc"))')"
  mkdir -p "$CU/lib/stubs"
  grep -oE '^pub unsafe fn cu[A-Za-z0-9_]+' "$CUDARC_DIR/src/driver/sys/mod.rs" | awk '{print $4}' | sort -u |
    awk '{printf "int %s(void) { return 34; }\n", $1}' > "$CU/lib/stubs/libcuda_stub.c"
  gcc -shared -fPIC -O1 -Wl,-soname,libcuda.so.1 -o "$CU/lib/stubs/libcuda.so" "$CU/lib/stubs/libcuda_stub.c"
fi
export CUDA_HOME="$CU" CUDA_ROOT="$CU" CUDA_PATH="$CU"
# Compress the kernel machine code candle-kernels links in (GGUF/MoE kernels SD never uses):
# the binary shrinks from ~45 MiB to ~21 MiB; PTX is unaffected. (Changing it needs
# `cargo clean -p candle-kernels`.) Parallel nvcc jobs were slower on 2 cores, so none.
export NVCC_APPEND_FLAGS="${NVCC_APPEND_FLAGS--Xfatbin=-compress-all}"

args=("$@")
if [[ " ${args[*]-} " != *" --features"* ]]; then
  # before any `--`, so that the feature reaches cargo and not clippy
  for i in "${!args[@]}"; do
    [[ "${args[$i]}" == -- ]] && { args=("${args[@]:0:$i}" --features cuda "${args[@]:$i}"); break; }
  done
  [[ " ${args[*]-} " == *" --features"* ]] || args+=(--features cuda)
fi
exec cargo "${CARGO_CMD:-build}" "${args[@]}"
