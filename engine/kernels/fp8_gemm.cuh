// A GEMM that reads fp8 weights itself (issue 17): C[m][n] = sum_k W[m][k] B(k, n), the
// weight W [M][K] held as fp8 bytes (e4m3fn or e5m2) and decoded to the run's dtype on its
// way into shared memory, so no decoded copy of the layer is ever written to or read from
// device memory (the decode-then-GEMM path moves three bytes a weight more than an f16
// layer, a GEMM reading fp8 one byte less). Included by ops.cu after fp8.cuh (its
// `fp8x8_to_f16`, `fp8_value`), as one idea.
//
// B is the activations, in either layout (template NK):
// - NK (a Linear): B(k, n) = b[n * ldb + k], the input's rows; out[n * M + m], with the
//   bias, the tanh GELU or a residual in the epilogue (flags bits 0, 1, 2).
// - KN (a convolution): B(k, n) = b[batch * b_batch + k * ldb + n], im2col's columns (or a
//   1x1 convolution's input) of each sample; out[(batch * M + m) * N + n], no epilogue.
//
// Tiles of 64 (m) x 64 (n) x 32 (k), four warps of 32 x 32, each an m16n8k16 mma grid
// (Turing: two m16n8k8, as flash_mma.cuh's). From Ampere on, cp.async keeps STAGES - 1 k
// tiles in flight while one is multiplied (the weight's bytes land in shared memory as they
// are and are decoded there once per block, into the tile the warps' ldmatrix read); Turing,
// which has no cp.async, reads the next tile into registers while this one is multiplied
// (two stages). A first version with the register path everywhere was bound by the global
// loads' latency: 38 TFLOP/s at SD 1.5's 8x8 level on an H200 (docs/benchmarks.md, session
// 43). Small problems (the late levels of a UNet: a few hundred rows) split K over
// gridDim.z: each split writes f32 partial sums to `ws` and `fp8_gemm_reduce_*` adds them
// and applies the epilogue.
// Needs K % 16 == 0, ldb % 8 == 0 and 16-byte aligned w and b (the caller checks).
#pragma once
#include <stdint.h>

namespace fp8g {
constexpr int BM = 64, BN = 64, BK = 32, THREADS = 128, STAGES = 4;
// Shared row strides in elements: 80 bytes for rows of 32 (A, and B as [n][k]) and 144
// for rows of 64 (B as [k][n]), so the 8 rows an ldmatrix reads fall in distinct banks.
constexpr int AS = BK + 8, BS_NK = BK + 8, BS_KN = BN + 8;
}  // namespace fp8g

__device__ __forceinline__ unsigned int fp8g_smem(const void* p) {
    return (unsigned int)__cvta_generic_to_shared(p);
}

// 16 bytes from global memory into shared memory without the registers (sm_80+); none read
// (zeros written) unless `ok`.
__device__ __forceinline__ void fp8g_cp16(void* dst, const void* src, bool ok) {
#if __CUDA_ARCH__ >= 800
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;\n" ::"r"(fp8g_smem(dst)), "l"(src),
                 "r"(ok ? 16 : 0));
#endif
}
__device__ __forceinline__ void fp8g_commit() {
#if __CUDA_ARCH__ >= 800
    asm volatile("cp.async.commit_group;\n" ::);
#endif
}
template <int N>
__device__ __forceinline__ void fp8g_wait() {
#if __CUDA_ARCH__ >= 800
    asm volatile("cp.async.wait_group %0;\n" ::"n"(N));
#endif
}

__device__ __forceinline__ void fp8g_ldsm4(uint32_t (&r)[4], const void* p) {
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];\n"
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
                 : "r"(fp8g_smem(p)));
}

__device__ __forceinline__ void fp8g_ldsm4_t(uint32_t (&r)[4], const void* p) {
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0,%1,%2,%3}, [%4];\n"
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
                 : "r"(fp8g_smem(p)));
}

// C += A B, one m16n8k16 tile in the run's dtype (f32 accumulators).
__device__ __forceinline__ void fp8g_mma(float* c, const uint32_t* a, const uint32_t* b, __half) {
#if __CUDA_ARCH__ >= 800
    asm volatile(
        "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, "
        "{%0,%1,%2,%3};\n"
        : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
#else
    asm volatile(
        "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5}, {%6}, "
        "{%0,%1,%2,%3};\n"
        : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
        : "r"(a[0]), "r"(a[1]), "r"(b[0]));
    asm volatile(
        "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5}, {%6}, "
        "{%0,%1,%2,%3};\n"
        : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
        : "r"(a[2]), "r"(a[3]), "r"(b[1]));
#endif
}

__device__ __forceinline__ void fp8g_mma(float* c, const uint32_t* a, const uint32_t* b, __nv_bfloat16) {
#if __CUDA_ARCH__ >= 800
    asm volatile(
        "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, "
        "{%0,%1,%2,%3};\n"
        : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
#else
    __trap();  // bf16 has no tensor-core product before sm_80 (the caller never asks)
#endif
}

// Sixteen fp8 bytes as sixteen values of T, into two 16-byte words: f16 two values an
// instruction (fp8.cuh's packed decode), bf16 each through its float value (exact).
template <typename T, bool E5M2>
__device__ __forceinline__ void fp8g_decode16(const uint4 w, uint4 (&o)[2]) {
    if constexpr (std::is_same<T, __half>::value) {
        o[0] = fp8x8_to_f16<E5M2>(make_uint2(w.x, w.y));
        o[1] = fp8x8_to_f16<E5M2>(make_uint2(w.z, w.w));
    } else {
        const unsigned int words[4] = {w.x, w.y, w.z, w.w};
        alignas(16) T vals[16];
#pragma unroll
        for (int k = 0; k < 16; k++) vals[k] = from_f<T>(fp8_value<E5M2>((words[k >> 2] >> (8 * (k & 3))) & 0xff));
        o[0] = reinterpret_cast<const uint4*>(vals)[0];
        o[1] = reinterpret_cast<const uint4*>(vals)[1];
    }
}

// The epilogue of one output value: the bias of row m, the tanh GELU, the residual at
// `idx` (flags bits 0, 1, 2), summed in float and rounded once. The bias is T, or where
// flags bit 3 is set fp8 bytes as the weight's (bit 4: e5m2), read as they are held (no
// decode launch for a layer's few bytes).
template <typename T>
__device__ __forceinline__ T fp8g_finish(float v, const void* bias, const T* res, int m, long idx, int flags) {
    if (flags & 1) {
        const unsigned char* b8 = static_cast<const unsigned char*>(bias);
        if (!(flags & 8)) v += to_f(static_cast<const T*>(bias)[m]);
        else if (flags & 16) v += fp8_value<true>(b8[m]);
        else v += fp8_value<false>(b8[m]);
    }
    if (flags & 2) v = 0.5f * v * (1.f + tanhf(0.7978845608028654f * (v + 0.044715f * v * v * v)));
    if (flags & 4) v += to_f(res[idx]);
    return from_f<T>(v);
}

// One k tile's products: the warp's 32 x 32 of the block's 64 x 64, A (decoded) as [m][k]
// in `as`, B in `bs` as [n][k] (NK) or [k][n].
template <typename T, bool NK>
__device__ __forceinline__ void fp8g_tile(float (&acc)[2][4][4], const T* as, const T* bs, int wm, int wn,
                                          int lane) {
    using namespace fp8g;
#pragma unroll
    for (int kk = 0; kk < BK; kk += 16) {
        uint32_t af[2][4], bf[2][4];
#pragma unroll
        for (int mi = 0; mi < 2; mi++)
            fp8g_ldsm4(af[mi], &as[(wm * 32 + mi * 16 + (lane & 15)) * AS + kk + (lane >> 4) * 8]);
#pragma unroll
        for (int nj = 0; nj < 2; nj++) {
            if (NK) {
                const int n = wn * 32 + nj * 16 + (lane & 7) + ((lane >> 4) << 3);
                fp8g_ldsm4(bf[nj], &bs[n * BS_NK + kk + ((lane >> 3) & 1) * 8]);
            } else {
                const int k = kk + ((lane >> 3) & 1) * 8 + (lane & 7);
                fp8g_ldsm4_t(bf[nj], &bs[k * BS_KN + wn * 32 + nj * 16 + (lane >> 4) * 8]);
            }
        }
#pragma unroll
        for (int mi = 0; mi < 2; mi++)
#pragma unroll
            for (int ni = 0; ni < 4; ni++) fp8g_mma(acc[mi][ni], af[mi], &bf[ni >> 1][(ni & 1) * 2], T());
    }
}

template <typename T, bool E5M2, bool NK>
__device__ void fp8_gemm(const unsigned char* __restrict__ w, const T* __restrict__ b, float* __restrict__ ws,
                         T* __restrict__ y, const void* __restrict__ bias, const T* __restrict__ res, int M,
                         int N, int K, int ldb, long b_batch, int n_tiles, int kt_split, int flags) {
    using namespace fp8g;
    const int tid = threadIdx.x, warp = tid >> 5, lane = tid & 31;
    const int wm = warp >> 1, wn = warp & 1;
    const int m0 = blockIdx.x * BM;
    const int batch = blockIdx.y / n_tiles, n0 = (blockIdx.y % n_tiles) * BN;
    const int kts = (K + BK - 1) / BK;
    const int kt0 = blockIdx.z * kt_split, kt1 = min(kts, kt0 + kt_split);
    const T* bb = b + (long)batch * b_batch;
    constexpr int BSZ = NK ? BN * BS_NK : BK * BS_KN;

    // What each thread copies of a k tile: A one 16-byte chunk (row tid / 2, bytes
    // (tid & 1) * 16); B two 8-element chunks (as [n][k]: row tid / 2, elements (tid & 1) *
    // 16; as [k][n]: row tid / 4, elements (tid & 3) * 16). Out of bounds reads nothing and
    // stands for zeros.
    const int a_row = tid >> 1, a_col = (tid & 1) * 16;
    const int b_row = NK ? tid >> 1 : tid >> 2, b_col = NK ? (tid & 1) * 16 : (tid & 3) * 16;
    auto a_src = [&](int kt, bool& ok) {
        const int k = kt * BK, gm = m0 + a_row;
        ok = gm < M && k + a_col < K;
        return w + (ok ? (long)gm * K + k + a_col : 0);
    };
    auto b_src = [&](int kt, int c, bool& ok) {
        const int k = kt * BK;
        if (NK) {
            const int gn = n0 + b_row, gk = k + b_col + c * 8;
            ok = gn < N && gk < K;
            return bb + (ok ? (long)gn * ldb + gk : 0);
        }
        const int gk = k + b_row, gn = n0 + b_col + c * 8;
        ok = gk < K && gn < ldb;
        return bb + (ok ? (long)gk * ldb + gn : 0);
    };

    float acc[2][4][4];
#pragma unroll
    for (int i = 0; i < 2; i++)
#pragma unroll
        for (int j = 0; j < 4; j++) acc[i][j][0] = acc[i][j][1] = acc[i][j][2] = acc[i][j][3] = 0.f;

#if __CUDA_ARCH__ >= 800
    // STAGES k tiles of raw bytes and activations; the tile being multiplied decoded in `as`.
    __shared__ __align__(16) unsigned char a8[STAGES][BM * BK];
    __shared__ __align__(16) T bs[STAGES][BSZ];
    __shared__ __align__(16) T as[BM * AS];
    auto issue = [&](int kt) {
        const int st = kt % STAGES;
        bool ok;
        const unsigned char* pa = a_src(kt, ok);
        fp8g_cp16(&a8[st][a_row * BK + a_col], pa, ok);
#pragma unroll
        for (int c = 0; c < 2; c++) {
            const T* pb = b_src(kt, c, ok);
            fp8g_cp16(&bs[st][b_row * (NK ? BS_NK : BS_KN) + b_col + c * 8], pb, ok);
        }
    };
#pragma unroll
    for (int i = 0; i < STAGES - 1; i++) {
        if (kt0 + i < kt1) issue(kt0 + i);
        fp8g_commit();
    }
    for (int kt = kt0; kt < kt1; kt++) {
        fp8g_wait<STAGES - 2>();
        __syncthreads();
        const int st = kt % STAGES;
        uint4 d[2];
        fp8g_decode16<T, E5M2>(*reinterpret_cast<const uint4*>(&a8[st][a_row * BK + a_col]), d);
        reinterpret_cast<uint4*>(&as[a_row * AS + a_col])[0] = d[0];
        reinterpret_cast<uint4*>(&as[a_row * AS + a_col])[1] = d[1];
        __syncthreads();
        if (kt + STAGES - 1 < kt1) issue(kt + STAGES - 1);
        fp8g_commit();
        fp8g_tile<T, NK>(acc, as, bs[st], wm, wn, lane);
    }
    fp8g_wait<0>();
#else
    // Turing: two stages through registers.
    __shared__ __align__(16) T as[2][BM * AS];
    __shared__ __align__(16) T bs[2][BSZ];
    uint4 ra, rb[2];
    auto load = [&](int kt) {
        bool ok;
        const unsigned char* pa = a_src(kt, ok);
        ra = ok ? *reinterpret_cast<const uint4*>(pa) : make_uint4(0, 0, 0, 0);
#pragma unroll
        for (int c = 0; c < 2; c++) {
            const T* pb = b_src(kt, c, ok);
            rb[c] = ok ? *reinterpret_cast<const uint4*>(pb) : make_uint4(0, 0, 0, 0);
        }
    };
    auto store = [&](int s) {
        uint4 d[2];
        fp8g_decode16<T, E5M2>(ra, d);
        uint4* pa = reinterpret_cast<uint4*>(&as[s][a_row * AS + a_col]);
        pa[0] = d[0];
        pa[1] = d[1];
        uint4* pb = reinterpret_cast<uint4*>(&bs[s][b_row * (NK ? BS_NK : BS_KN) + b_col]);
        pb[0] = rb[0];
        pb[1] = rb[1];
    };
    if (kt0 < kt1) {
        load(kt0);
        store(0);
    }
    __syncthreads();
    int s = 0;
    for (int kt = kt0; kt < kt1; kt++) {
        const bool more = kt + 1 < kt1;
        if (more) load(kt + 1);
        fp8g_tile<T, NK>(acc, as[s], bs[s], wm, wn, lane);
        if (more) store(s ^ 1);
        __syncthreads();
        s ^= 1;
    }
#endif

    const long out_elems = (long)(NK ? 1 : gridDim.y / n_tiles) * M * N;
    const bool split = gridDim.z > 1;
    const int g = lane >> 2, q = lane & 3;
#pragma unroll
    for (int mi = 0; mi < 2; mi++)
#pragma unroll
        for (int ni = 0; ni < 4; ni++)
#pragma unroll
            for (int e = 0; e < 4; e++) {
                const int m = m0 + wm * 32 + mi * 16 + g + (e >> 1) * 8;
                const int n = n0 + wn * 32 + ni * 8 + q * 2 + (e & 1);
                if (m >= M || n >= N) continue;
                const long idx = NK ? (long)n * M + m : ((long)batch * M + m) * N + n;
                if (split) ws[blockIdx.z * out_elems + idx] = acc[mi][ni][e];
                else y[idx] = fp8g_finish<T>(acc[mi][ni][e], bias, res, m, idx, NK ? flags : 0);
            }
}

// The split GEMM's partial sums added (`splits` of `out_elems` each) and finished.
template <typename T>
__device__ void fp8_gemm_reduce(const float* ws, T* y, const void* bias, const T* res, int M, long out_elems,
                                int splits, int flags) {
    for (long i = (long)blockIdx.x * blockDim.x + threadIdx.x; i < out_elems; i += (long)gridDim.x * blockDim.x) {
        float v = 0.f;
        for (int z = 0; z < splits; z++) v += ws[z * out_elems + i];
        y[i] = fp8g_finish<T>(v, bias, res, (int)(i % M), i, flags);
    }
}

#define FP8_GEMM_ONE(T, NAME, FMT, E5, LAYOUT, NKV)                                                 \
    extern "C" __global__ void __launch_bounds__(fp8g::THREADS)                                    \
        fp8_gemm_##LAYOUT##_##FMT##_##NAME(const unsigned char* w, const T* b, float* ws, T* y,     \
                                           const void* bias, const T* res, int M, int N, int K,     \
                                           int ldb, long b_batch, int n_tiles, int kt_split,        \
                                           int flags) {                                             \
        fp8_gemm<T, E5, NKV>(w, b, ws, y, bias, res, M, N, K, ldb, b_batch, n_tiles, kt_split,      \
                             flags);                                                                \
    }

#define FP8_GEMM(T, NAME)                                                                          \
    FP8_GEMM_ONE(T, NAME, e4m3, false, nk, true)                                                   \
    FP8_GEMM_ONE(T, NAME, e5m2, true, nk, true)                                                    \
    FP8_GEMM_ONE(T, NAME, e4m3, false, kn, false)                                                  \
    FP8_GEMM_ONE(T, NAME, e5m2, true, kn, false)                                                   \
    /* Only Linear's rows (NK) take an epilogue: the bias of row i % M. */                         \
    extern "C" __global__ void fp8_gemm_reduce_##NAME(const float* ws, T* y, const void* bias,     \
                                                      const T* res, int M, long out_elems,          \
                                                      int splits, int flags) {                      \
        fp8_gemm_reduce<T>(ws, y, bias, res, M, out_elems, splits, flags);                         \
    }

FP8_GEMM(__half, f16)
FP8_GEMM(__nv_bfloat16, bf16)
