// Included by flash.cu after its fragment helpers (pack_f, zero_t): the online softmax of one
// key tile, as the flash kernels (`flash_fwd`, flash64.cuh's `flash64_fwd`) run it.
// Rows gid's and gid + 8's maxima over the quad whose lanes hold their quarters.
__device__ __forceinline__ void quad_max(float& mx0, float& mx1) {
    for (int o = 1; o < 4; o <<= 1) {
        mx0 = fmaxf(mx0, __shfl_xor_sync(0xffffffff, mx0, o));
        mx1 = fmaxf(mx1, __shfl_xor_sync(0xffffffff, mx1, o));
    }
}

// P's fragment for P V: the score fragment of tile `m`, repacked 16 keys at a time.
template <typename T, int MR, int KT>
__device__ __forceinline__ void pack_p(const float (&s)[MR][KT / 8][4], uint32_t (&a)[MR][KT / 16][4], int m) {
    const T zero = zero_t<T>();
#pragma unroll
    for (int kk = 0; kk < KT / 16; ++kk) {
        a[m][kk][0] = pack_f(s[m][2 * kk][0], s[m][2 * kk][1], zero);
        a[m][kk][1] = pack_f(s[m][2 * kk][2], s[m][2 * kk][3], zero);
        a[m][kk][2] = pack_f(s[m][2 * kk + 1][0], s[m][2 * kk + 1][1], zero);
        a[m][kk][3] = pack_f(s[m][2 * kk + 1][2], s[m][2 * kk + 1][3], zero);
    }
}

// Row tile `m`'s output scaled by the rows' factors (a0 for row gid, a1 for gid + 8).
template <int MR, int N>
__device__ __forceinline__ void rescale_rows(float (&acc)[MR][N][4], int m, float a0, float a1) {
#pragma unroll
    for (int n = 0; n < N; ++n) {
        acc[m][n][0] *= a0;
        acc[m][n][1] *= a0;
        acc[m][n][2] *= a1;
        acc[m][n][3] *= a1;
    }
}

// Row tile `m`'s P = 2^(s * scale - mx) (mx0 for row gid, mx1 for gid + 8), in place in `s`;
// returns the rows' sums of P over this lane's keys (where the caller drops them, P V's
// column of ones adds them, and they are not computed).
template <int MR, int KT>
__device__ __forceinline__ float2 exp_rows(float (&s)[MR][KT / 8][4], int m, float mx0, float mx1,
                                           float scale_log2) {
    float sum0 = 0.f, sum1 = 0.f;
#pragma unroll
    for (int n = 0; n < KT / 8; ++n) {
        s[m][n][0] = exp2f(fmaf(s[m][n][0], scale_log2, -mx0));
        s[m][n][1] = exp2f(fmaf(s[m][n][1], scale_log2, -mx0));
        s[m][n][2] = exp2f(fmaf(s[m][n][2], scale_log2, -mx1));
        s[m][n][3] = exp2f(fmaf(s[m][n][3], scale_log2, -mx1));
        sum0 += s[m][n][0] + s[m][n][1];
        sum1 += s[m][n][2] + s[m][n][3];
    }
    return make_float2(sum0, sum1);
}

// One key tile's online softmax (FlashAttention-2's): the scores `s` (keys kt on, in the
// m16n8k16 fragment layout) scaled into log2 space with keys from `nk` on masked, the row
// maxima `m0`/`m1` and sums `l0`/`l1` updated, the output `acc` rescaled, and P repacked into
// `a` as the A operand of P V. Shared by `flash_fwd` and `flash64_fwd`.
template <typename T, int MR, int KT, int NT>
__device__ __forceinline__ void softmax_tile(float (&s)[MR][KT / 8][4], uint32_t (&a)[MR][KT / 16][4],
                                             float (&acc)[MR][NT][4], float (&m0)[MR], float (&m1)[MR],
                                             float (&l0)[MR], float (&l1)[MR], int kt, int nk, int tig,
                                             float scale_log2) {
#pragma unroll
    for (int m = 0; m < MR; ++m) {
        // Scale into log2 space, mask keys past the end, and find the row maxima.
        // (Measured on an H200: folding the scale into the exponent's FMA and masking
        // only the last tile made SDXL 1024's step 5% slower; this form stays.)
        float mx0 = -INFINITY, mx1 = -INFINITY;
#pragma unroll
        for (int n = 0; n < KT / 8; ++n) {
#pragma unroll
            for (int j = 0; j < 4; ++j) {
                const int col = kt + n * 8 + tig * 2 + (j & 1);
                s[m][n][j] = col < nk ? s[m][n][j] * scale_log2 : -INFINITY;
            }
            mx0 = fmaxf(mx0, fmaxf(s[m][n][0], s[m][n][1]));
            mx1 = fmaxf(mx1, fmaxf(s[m][n][2], s[m][n][3]));
        }
        quad_max(mx0, mx1);
        const float mn0 = fmaxf(m0[m], mx0), mn1 = fmaxf(m1[m], mx1);
        const float a0 = exp2f(m0[m] - mn0), a1 = exp2f(m1[m] - mn1);
        m0[m] = mn0;
        m1[m] = mn1;
        float sum0 = 0.f, sum1 = 0.f;
#pragma unroll
        for (int n = 0; n < KT / 8; ++n) {
            s[m][n][0] = exp2f(s[m][n][0] - mn0);
            s[m][n][1] = exp2f(s[m][n][1] - mn0);
            s[m][n][2] = exp2f(s[m][n][2] - mn1);
            s[m][n][3] = exp2f(s[m][n][3] - mn1);
            sum0 += s[m][n][0] + s[m][n][1];
            sum1 += s[m][n][2] + s[m][n][3];
        }
        l0[m] = l0[m] * a0 + sum0;
        l1[m] = l1[m] * a1 + sum1;
        rescale_rows<MR, NT>(acc, m, a0, a1);
        pack_p<T, MR, KT>(s, a, m);
    }
}

// `softmax_tile` with fewer instructions a score (FAST kernels): keys past `nk` are masked
// only in a tile that reaches past them (a warp-uniform branch, not a select per score), the
// maxima are taken over the raw scores and the scale folded into the exponent's FMA
// (s * scale - max * scale, as FlashAttention-2), the output is rescaled only when some
// lane's maximum grew (otherwise every factor is exp2(0) = 1: the same bits), and with SUMCOL
// the row sums are not added here at all: V's column DP is ones in shared memory, so P V's
// extra 8-column tile `acc[m][NTE - 1]` accumulates them (the sums of the P that multiplies V).
// LAZY: a row's maximum moves (and the output is rescaled) only when the tile's maximum is
// more than 8 above it (FlashAttention-4's threshold): until then the exponents use the
// maximum they had, so P is at most 2^8 (f16 holds it with the same relative precision) and
// the sums, taken with the same maximum, still divide it out exactly. Most tiles then skip
// the rescale, which otherwise runs whenever any of the warp's 32 rows found a larger score.
template <typename T, int MR, int KT, int NTE, bool SUMCOL, bool LAZY = false>
__device__ __forceinline__ void softmax_tile_fast(float (&s)[MR][KT / 8][4], uint32_t (&a)[MR][KT / 16][4],
                                                  float (&acc)[MR][NTE][4], float (&m0)[MR], float (&m1)[MR],
                                                  float (&l0)[MR], float (&l1)[MR], int kt, int nk, int tig,
                                                  float scale_log2) {
    if (kt + KT > nk) {
#pragma unroll
        for (int m = 0; m < MR; ++m)
#pragma unroll
            for (int n = 0; n < KT / 8; ++n)
#pragma unroll
                for (int j = 0; j < 4; ++j)
                    if (kt + n * 8 + tig * 2 + (j & 1) >= nk) s[m][n][j] = -INFINITY;
    }
    float mn0[MR], mn1[MR];
    bool grew = false;
#pragma unroll
    for (int m = 0; m < MR; ++m) {
        float mx0 = fmaxf(s[m][0][0], s[m][0][1]), mx1 = fmaxf(s[m][0][2], s[m][0][3]);
#pragma unroll
        for (int n = 1; n < KT / 8; ++n) {
            mx0 = fmaxf(mx0, fmaxf(s[m][n][0], s[m][n][1]));
            mx1 = fmaxf(mx1, fmaxf(s[m][n][2], s[m][n][3]));
        }
        quad_max(mx0, mx1);
        mn0[m] = fmaxf(m0[m], mx0 * scale_log2);
        mn1[m] = fmaxf(m1[m], mx1 * scale_log2);
        constexpr float SLACK = LAZY ? 8.f : 0.f;
        grew |= mn0[m] > m0[m] + SLACK || mn1[m] > m1[m] + SLACK;
    }
    const bool rescale = __any_sync(0xffffffff, grew);
    if (LAZY && !rescale) {
#pragma unroll
        for (int m = 0; m < MR; ++m) {
            mn0[m] = m0[m];
            mn1[m] = m1[m];
        }
    }
    if (rescale) {
#pragma unroll
        for (int m = 0; m < MR; ++m) {
            const float a0 = exp2f(m0[m] - mn0[m]), a1 = exp2f(m1[m] - mn1[m]);
            rescale_rows<MR, NTE>(acc, m, a0, a1);
            if (!SUMCOL) {
                l0[m] *= a0;
                l1[m] *= a1;
            }
            m0[m] = mn0[m];
            m1[m] = mn1[m];
        }
    }
#pragma unroll
    for (int m = 0; m < MR; ++m) {
        const float2 sums = exp_rows<MR, KT>(s, m, mn0[m], mn1[m], scale_log2);
        if (!SUMCOL) {
            l0[m] += sums.x;
            l1[m] += sums.y;
        }
        pack_p<T, MR, KT>(s, a, m);
    }
}

// The larger of two packed pairs, lane by lane.
__device__ __forceinline__ uint32_t max2(uint32_t x, uint32_t y, __half) {
    __half2 r = __hmax2(*reinterpret_cast<__half2*>(&x), *reinterpret_cast<__half2*>(&y));
    return *reinterpret_cast<uint32_t*>(&r);
}
__device__ __forceinline__ uint32_t max2(uint32_t x, uint32_t y, __nv_bfloat16) {
#if __CUDA_ARCH__ >= 800
    __nv_bfloat162 r = __hmax2(*reinterpret_cast<__nv_bfloat162*>(&x), *reinterpret_cast<__nv_bfloat162*>(&y));
    return *reinterpret_cast<uint32_t*>(&r);
#else
    __trap();
    return 0;
#endif
}
__device__ __forceinline__ float lo_f(uint32_t x, __half) { return __low2float(*reinterpret_cast<__half2*>(&x)); }
__device__ __forceinline__ float hi_f(uint32_t x, __half) { return __high2float(*reinterpret_cast<__half2*>(&x)); }
__device__ __forceinline__ float lo_f(uint32_t x, __nv_bfloat16) {
    return __uint_as_float(x << 16);
}
__device__ __forceinline__ float hi_f(uint32_t x, __nv_bfloat16) { return __uint_as_float(x & 0xffff0000u); }

// LAZY's softmax of a full key tile without its maxima: P = 2^(s * scale - m) at the rows'
// maxima so far `m0`/`m1`, packed into `a`. They stand, with no rescale and no sums (P V's
// column of ones adds them), when every P of the warp is at most 2^8, the threshold under
// which LAZY keeps a maximum: then the result is `softmax_tile_fast<..., LAZY>`'s and true
// is returned. Otherwise false, and `s` is spent (the caller scores the tile again). The check
// takes the largest packed P (half a max a score) where the maxima took one max a score, the
// quad's shuffles, and their comparisons.
template <typename T, int MR, int KT>
__device__ __forceinline__ bool softmax_guess(float (&s)[MR][KT / 8][4], uint32_t (&a)[MR][KT / 16][4],
                                              const float (&m0)[MR], const float (&m1)[MR], float scale_log2) {
    uint32_t big = 0;
#pragma unroll
    for (int m = 0; m < MR; ++m) {
        exp_rows<MR, KT>(s, m, m0[m], m1[m], scale_log2);
        pack_p<T, MR, KT>(s, a, m);
#pragma unroll
        for (int kk = 0; kk < KT / 16; ++kk)
#pragma unroll
            for (int i = 0; i < 4; ++i) big = (m == 0 && kk == 0 && i == 0) ? a[0][0][0] : max2(big, a[m][kk][i], T());
    }
    const bool over = fmaxf(lo_f(big, T()), hi_f(big, T())) > 256.f;
    return !__any_sync(0xffffffff, over);
}
