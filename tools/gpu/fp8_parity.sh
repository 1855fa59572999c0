#!/usr/bin/env bash
# fp8 weights on CUDA against diffusers' layerwise casting (issue 17): the fp8 parity cases
# (tests/parity/*_fp8*, made by tools/parity/ with diffusers 0.42.1, f32 compute) run by the
# CUDA build in f32 and f16, on the card's own code path and on Turing's (CANDELA_ARCH=75:
# Candela's fp8 kernels from Turing PTX), through parity_smoke.sh. One JSON line per run:
# max |candela - diffusers| / max |diffusers| (the CPU tests hold f32 to 2e-3).
# usage (GPU machine, repo root, after sourcing tools/gpu/common.sh): bash tools/gpu/fp8_parity.sh
CASES=${CASES:-sd1_euler_fp8 sd1_euler_fp8_e5m2 sdxl_euler_fp8} PLANS=${PLANS:-none} \
  DTYPES=${DTYPES:-f32 f16} ARCHS=${ARCHS:-native 75} \
  exec bash "$(dirname "$0")/parity_smoke.sh"
