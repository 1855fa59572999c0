"""The kind of a CUDA kernel by its name (attention, convolution, GEMM, normalization,
elementwise, other): the grouping torch_kernel_profile.py and kernel_times_diff.py share,
so torch's and Candela's GPU time are read the same way."""


def kind(name):
    n = name.lower()
    if n.startswith("[copy") or n == "[memset]":
        return "copy"
    if "flash" in n or "fmha" in n or "attention" in n or "sdpa" in n or "mha" in n:
        return "attention"
    if "conv" in n or "implicit" in n or "dgrad" in n or "fprop" in n or "xmma" in n or "im2col" in n:
        return "convolution"
    if "gemm" in n or "cutlass" in n or "sm90" in n or "ampere" in n or "nvjet" in n:
        return "gemm"
    if "norm" in n or n.startswith("gn_"):
        return "norm"
    if "elementwise" in n or "vectorized" in n or "reduce" in n or "cat" in n:
        return "elementwise"
    return "other"
