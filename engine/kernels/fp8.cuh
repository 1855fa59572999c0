// fp8 weights on the device (`weights_dtype/cuda.rs`): their decode to the run's dtype and
// their encode from it. Included by ops.cu (its module, after `from_f`), kept apart as one
// idea.
#pragma once
#include <type_traits>

// fp8 weights (--weights-dtype fp8_e4m3fn|fp8_e5m2) decoded to the run's dtype: the byte's
// value by the format's definition (OCP FP8: e4m3fn has no infinities and one NaN code per
// sign, e5m2 is IEEE-like), built as float bits from the byte's fields (the exponent
// rebiased; a subnormal byte as its mantissa times its scale, exact in float, so no float
// subnormal is ever formed), then rounded to T, which holds every fp8 value exactly. No
// fp8 conversion instructions, so Turing runs it too, and no table: a shared-memory table
// read sixteen times a thread at random banks made the decode bound by its lookups, not by
// memory. Sixteen bytes per thread per step where input and output are 16-byte aligned
// (one 16-byte load, 16-byte stores: the decode is bound by memory bandwidth, like a
// copy); the rest one byte at a time. Into f16 (the run's dtype on CUDA unless asked
// otherwise) a packed form below gives the same values in about a quarter of the
// instructions: a 210 M weight decode 2.5 against 2.0 TB/s (the device's own copy 2.9), and
// a resident fp8 SDXL step 1.2 ms shorter, where the decode shares the SMs with the GEMMs
// (docs/benchmarks.md, session 21).
template <bool E5M2>
__device__ __forceinline__ float fp8_value(unsigned int b) {
    const unsigned int sign = (b & 0x80u) << 24;
    // e4m3fn: 4 exponent bits (bias 7), 3 mantissa bits; e5m2: 5 (bias 15), 2.
    constexpr unsigned int MBITS = E5M2 ? 2u : 3u;
    const unsigned int e = (b & 0x7fu) >> MBITS, m = b & ((1u << MBITS) - 1u);
    if (e == 0) {
        // m x 2^(1 - bias - mbits): 2^-9 for e4m3fn, 2^-16 for e5m2.
        const float v = (float)m * (E5M2 ? 1.52587890625e-5f : 1.953125e-3f);
        return __int_as_float(__float_as_int(v) | (int)sign);
    }
    if (E5M2 ? e == 0x1fu : (e == 0xfu && m == 7u)) {
        // e5m2: infinity (m = 0) or NaN; e4m3fn: NaN (0x7f, 0xff).
        return __int_as_float((int)(sign | ((E5M2 && m == 0u) ? 0x7f800000u : 0x7fc00000u)));
    }
    constexpr unsigned int REBIAS = E5M2 ? 112u : 120u;  // 127 - the format's bias
    return __int_as_float((int)(sign | ((e + REBIAS) << 23) | (m << (23 - MBITS))));
}

// Sixteen fp8 bytes (one 16-byte word) decoded into `o` (16-byte aligned): each through
// its float value, rounded to T.
template <typename T, bool E5M2>
__device__ __forceinline__ void fp8x16_put(const uint4 w, T* o) {
    const unsigned int words[4] = {w.x, w.y, w.z, w.w};
    alignas(16) T vals[16];
#pragma unroll
    for (int k = 0; k < 16; k++) vals[k] = from_f<T>(fp8_value<E5M2>((words[k >> 2] >> (8 * (k & 3))) & 0xff));
    constexpr int STORES = 16 * sizeof(T) / 16;
#pragma unroll
    for (int k = 0; k < STORES; k++) reinterpret_cast<uint4*>(o)[k] = reinterpret_cast<const uint4*>(vals)[k];
}

// Blocks `block` of `blocks` decode `n` bytes of `in` into `out`, each value through float.
template <typename T, bool E5M2>
__device__ void fp8_decode_float(const unsigned char* in, T* out, long n, int block, int blocks) {
    const long stride = (long)blocks * blockDim.x;
    const long first = (long)block * blockDim.x + threadIdx.x;
    const bool aligned =
        ((reinterpret_cast<unsigned long>(in) | reinterpret_cast<unsigned long>(out)) & 15) == 0;
    const long chunks = aligned ? n / 16 : 0;
    // Two chunks a step, both loads issued before either is decoded (two reads in flight
    // per thread).
    const uint4* in16 = reinterpret_cast<const uint4*>(in);
    for (long c = first; c < chunks; c += 2 * stride) {
        const bool two = c + stride < chunks;
        const uint4 w0 = in16[c];
        const uint4 w1 = two ? in16[c + stride] : make_uint4(0, 0, 0, 0);
        fp8x16_put<T, E5M2>(w0, out + 16 * c);
        if (two) fp8x16_put<T, E5M2>(w1, out + 16 * (c + stride));
    }
    for (long i = 16 * chunks + first; i < n; i += stride) out[i] = from_f<T>(fp8_value<E5M2>(in[i]));
}

// Two e4m3fn bytes at the top of a word's 16-bit lanes ([b0 << 8, b1 << 8]) as an f16 pair's
// bits. The byte's exponent and mantissa fields, shifted into an f16's (bias 15), are the
// value times 2^-8 (a subnormal byte an f16 subnormal): one f16 multiply by 2^8 rebiases
// both lanes exactly, subnormals included (f16 arithmetic keeps subnormals). 0x7f and 0xff,
// e4m3fn's NaN codes (magnitude bits 0x3f80, the only ones a +0x80 carries into bit 14),
// would come out as +-480, no e4m3fn value: those lanes get their exponent bits set, an
// f16 NaN of their sign.
__device__ __forceinline__ unsigned int e4m3_pair_to_f16(unsigned int v) {
    const unsigned int sign = v & 0x80008000u;
    const unsigned int mag = (v >> 1) & 0x3f803f80u;
    unsigned int r;
    asm("mul.rn.f16x2 %0, %1, %2;" : "=r"(r) : "r"(sign | mag), "r"(0x5c005c00u));
    return r | ((((mag + 0x00800080u) & 0x40004000u) >> 4) * 0x1fu);
}

// Eight fp8 bytes as eight f16 values: each byte moved to the top of a 16-bit lane by a
// byte permute; e5m2 is then an f16's top byte as it is (NaN and infinity included), e4m3fn
// takes `e4m3_pair_to_f16`.
template <bool E5M2>
__device__ __forceinline__ uint4 fp8x8_to_f16(const uint2 w) {
    const unsigned int a = __byte_perm(w.x, 0u, 0x1404), b = __byte_perm(w.x, 0u, 0x3424);
    const unsigned int c = __byte_perm(w.y, 0u, 0x1404), d = __byte_perm(w.y, 0u, 0x3424);
    if (E5M2) return make_uint4(a, b, c, d);
    return make_uint4(e4m3_pair_to_f16(a), e4m3_pair_to_f16(b), e4m3_pair_to_f16(c), e4m3_pair_to_f16(d));
}

// f16 output, two values an instruction: eight bytes a chunk (one 8-byte load, one 16-byte
// store, so each of a warp's loads and stores covers one contiguous span), U chunks a
// thread a step, all U loads issued before any is decoded (a small layer's threads do one
// step: its latency is one load's, not U's).
template <bool E5M2, int U>
__device__ void fp8_decode_f16_packed(const unsigned char* in, __half* out, long n, int block, int blocks) {
    const long stride = (long)blocks * blockDim.x;
    const long first = (long)block * blockDim.x + threadIdx.x;
    const bool aligned =
        ((reinterpret_cast<unsigned long>(in) & 7) | (reinterpret_cast<unsigned long>(out) & 15)) == 0;
    const long chunks = aligned ? n / 8 : 0;
    const uint2* in8 = reinterpret_cast<const uint2*>(in);
    uint4* out16 = reinterpret_cast<uint4*>(out);
    for (long c = first; c < chunks; c += U * stride) {
        uint2 w[U];
#pragma unroll
        for (int u = 0; u < U; u++) w[u] = c + u * stride < chunks ? in8[c + u * stride] : make_uint2(0, 0);
#pragma unroll
        for (int u = 0; u < U; u++)
            if (c + u * stride < chunks) out16[c + u * stride] = fp8x8_to_f16<E5M2>(w[u]);
    }
    for (long i = 8 * chunks + first; i < n; i += stride) out[i] = __float2half(fp8_value<E5M2>(in[i]));
}

// Blocks `block` of `blocks` decode `n` bytes of `in` into `out`: f16 packed (four chunks a
// thread a step) unless `through_float` (CANDELA_FP8_DECODE=float, to measure against).
template <typename T, bool E5M2>
__device__ void fp8_decode(const unsigned char* in, T* out, long n, int block, int blocks, int through_float) {
    if constexpr (std::is_same<T, __half>::value) {
        if (!through_float) return fp8_decode_f16_packed<E5M2, 4>(in, out, n, block, blocks);
    }
    fp8_decode_float<T, E5M2>(in, out, n, block, blocks);
}

#define FP8(T, NAME)                                                                               \
    extern "C" __global__ void fp8_decode_##NAME(const unsigned char* in, T* out, long n,         \
                                                 int flags) {                                      \
        if (flags & 1) fp8_decode<T, true>(in, out, n, blockIdx.x, gridDim.x, flags >> 1);         \
        else fp8_decode<T, false>(in, out, n, blockIdx.x, gridDim.x, flags >> 1);                  \
    }                                                                                              \
    /* A layer's weight and bias in one launch: the first `blocks_a` blocks decode `a`, the */     \
    /* rest `b` (a launch per tensor cost a second launch per layer for a few bytes). */          \
    extern "C" __global__ void fp8_decode2_##NAME(const unsigned char* a, T* oa, long na,          \
                                                  const unsigned char* b, T* ob, long nb,          \
                                                  int flags, int blocks_a) {                       \
        const bool first = (int)blockIdx.x < blocks_a;                                             \
        const int block = first ? blockIdx.x : blockIdx.x - blocks_a;                              \
        const int blocks = first ? blocks_a : gridDim.x - blocks_a;                                \
        if (flags & 1) fp8_decode<T, true>(first ? a : b, first ? oa : ob, first ? na : nb, block, blocks, flags >> 1); \
        else fp8_decode<T, false>(first ? a : b, first ? oa : ob, first ? na : nb, block, blocks, flags >> 1);     \
    }

FP8(float, f32)
FP8(__half, f16)
FP8(__nv_bfloat16, bf16)

// The other way: a weight in the run's dtype rounded to fp8 bits, as torch's casts to
// float8_e4m3fn / float8_e5m2 do (c10's fp8e4m3fn_from_fp32_value and
// fp8e5m2_from_fp32_value: round to nearest even; e4m3fn has no infinity and saturates at
// +-448 (infinities too; NaN stays NaN), e5m2 overflows to infinity). Integer arithmetic on the
// float's bits, so every architecture gives the same bytes.
__device__ unsigned char fp8_bits(float f, int e5m2) {
    unsigned int b = __float_as_uint(f);
    const unsigned int sign = b & 0x80000000u;
    b ^= sign;
    unsigned int r;
    if (e5m2) {
        if (b >= (143u << 23)) r = b > (255u << 23) ? 0x7f : 0x7c;
        else if (b < (113u << 23)) r = __float_as_uint(__uint_as_float(b) + __uint_as_float(134u << 23)) - (134u << 23);
        else { b += ((unsigned int)(15 - 127) << 23) + 0xfffff + ((b >> 21) & 1); r = b >> 21; }
    } else {
        if (b > (255u << 23)) r = 0x7f;
        else if (b >= 0x43e00000u) r = 0x7e;
        else if (b < (121u << 23)) r = __float_as_uint(__uint_as_float(b) + __uint_as_float(141u << 23)) - (141u << 23);
        else { b += ((unsigned int)(7 - 127) << 23) + 0x7ffff + ((b >> 20) & 1); r = b >> 20; }
    }
    return (unsigned char)(r | (sign >> 24));
}

template <typename T>
__device__ void fp8_encode(const T* in, unsigned char* out, long n, int e5m2) {
    for (long i = (long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long)gridDim.x * blockDim.x)
        out[i] = fp8_bits(to_f(in[i]), e5m2);
}

#define FP8_ENC(T, NAME)                                                                           \
    extern "C" __global__ void fp8_encode_##NAME(const T* in, unsigned char* out, long n,         \
                                                 int e5m2) {                                       \
        fp8_encode<T>(in, out, n, e5m2);                                                           \
    }

FP8_ENC(float, f32)
FP8_ENC(__half, f16)
FP8_ENC(__nv_bfloat16, bf16)
