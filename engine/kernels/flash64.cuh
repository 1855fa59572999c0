// Included by flash.cu after its fragment helpers (mma, ldsm_x4, ldsm_x4_t, pack_f, zero_t).
// 64-wide heads on sm_80+ (SD 2.x's and SDXL's), in FlashAttention-2's layout for them: a
// block owns 128 query rows (4 warps of 32) and walks the keys in KT-key tiles, one stage each
// of K and V in FlashAttention-2's order (V's copy during q k^T, the next K's during the
// softmax and P V). Q is staged once in shared memory and read with ldmatrix for every tile:
// its fragments held in registers (as `flash_fwd` holds them) leave no room for 128 keys'
// scores. Rows of 64 halves are swizzled (16-byte chunk c of row r stored at chunk c ^ (r % 8))
// instead of padded, so ldmatrix's eight rows and cp.async's row copies hit distinct banks and
// Q, K and V over 128 keys fit the 48 KB of static shared memory. The output leaves through
// each warp's own rows of Q's buffer, in 16-byte row chunks (coalesced) instead of 2-byte
// stores. Takes d = 64 exactly (a head's row is 128 contiguous bytes). JOINT: the sequence in
// two segments, as `flash_fwd`'s (SD 3's image tokens, then the text's): rows from `sq`
// (queries) and `sk` (keys) on are read from q2/k2/v2 and written to o2.
__device__ __forceinline__ int swz64(int r, int chunk) { return r * 64 + ((chunk ^ (r & 7)) << 3); }

// FAST: `softmax_tile_fast` and the first k16 step of q k^T into no cleared accumulator.
template <typename T, int KT, bool JOINT, bool FAST = false>
__device__ void flash64_fwd(const T* q, const T* k, const T* v, T* o, const T* q2, const T* k2, const T* v2, T* o2,
                            int nq, int nk, int sq, int sk, int heads, float scale_log2) {
#if __CUDA_ARCH__ >= 800
    constexpr int D = 64, BM = 128, MR = 2, NT = 8, K16 = 4;
    __shared__ __align__(128) T qs[BM * D];
    __shared__ __align__(128) T ks[KT * D];
    __shared__ __align__(128) T vs[KT * D];
    const long b = blockIdx.y / heads, hh = blockIdx.y % heads;
    const long ld = (long)heads * D;
    const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    const int gid = lane >> 2, tig = lane & 3, mat = lane >> 3, mrow = lane & 7;
    const int row0 = blockIdx.x * BM;
    // Row r of this batch and head: in the first segment below the split, else in the
    // second (its base moved back by the split, so both take r * ld).
    if (!JOINT) sq = nq, sk = nk;
    const T zero = zero_t<T>();
    // Rows `first` to `first + rows` of 64 (those from `end` on zero-filled: a source size of
    // 0, from a valid address) into swizzled `dst`, row g from `p` below `split` and from
    // `p2` from it on (each segment's addresses made here from the kernel's parameters, so
    // that six row bases do not hold registers through the loop).
    auto copy = [&](T* dst, const T* p, const T* p2, int split, int first, int rows, int end) {
        for (int i = threadIdx.x; i < rows * 8; i += BM) {
            const int r = i >> 3, c = i & 7, g = first + r;
            const bool ok = g < end;
            const bool second = JOINT && g >= split;
            const long row = second ? b * (end - split) + g - split : b * split + g;
            const T* from = (second ? p2 : p) + (ok ? row * ld + hh * D + c * 8 : 0);
            const uint32_t sm = static_cast<uint32_t>(__cvta_generic_to_shared(dst + swz64(r, c)));
            asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;\n" ::"r"(sm), "l"(from), "r"(ok ? 16 : 0));
        }
    };
    copy(qs, q, q2, sq, row0, BM, nq);
    copy(ks, k, k2, sk, 0, KT, nk);
    asm volatile("cp.async.commit_group;\n" ::);
    float acc[MR][NT][4];
    float m0[MR], m1[MR], l0[MR], l1[MR];
#pragma unroll
    for (int m = 0; m < MR; ++m) {
#pragma unroll
        for (int n = 0; n < NT; ++n) acc[m][n][0] = acc[m][n][1] = acc[m][n][2] = acc[m][n][3] = 0.f;
        m0[m] = m1[m] = -INFINITY;
        l0[m] = l1[m] = 0.f;
    }
    for (int kt = 0; kt < nk; kt += KT) {
        // Every warp finished the previous tile's P V (the barrier closing it).
        copy(vs, v, v2, sk, kt, KT, nk);
        asm volatile("cp.async.commit_group;\n" ::);
        asm volatile("cp.async.wait_group 1;\n" ::);
        __syncthreads();
        // S = Q K^T: per 16 columns of the head, the warp's two Q fragments (rows 0-15 of
        // each tile from lanes 0-15, columns +8 from lanes 16-31), then two 8-key tiles per
        // ldmatrix.x4 of K as in `flash_fwd`.
        float s[MR][KT / 8][4];
        if (!FAST) {
#pragma unroll
            for (int m = 0; m < MR; ++m)
#pragma unroll
                for (int n = 0; n < KT / 8; ++n) s[m][n][0] = s[m][n][1] = s[m][n][2] = s[m][n][3] = 0.f;
        }
#pragma unroll
        for (int kk = 0; kk < K16; ++kk) {
            uint32_t qf[MR][4];
#pragma unroll
            for (int m = 0; m < MR; ++m) ldsm_x4(qf[m], qs + swz64(warp * 32 + m * 16 + (lane & 15), kk * 2 + (lane >> 4)));
#pragma unroll
            for (int n = 0; n < KT / 8; n += 2) {
                uint32_t r[4];
                ldsm_x4(r, ks + swz64(n * 8 + (mat >> 1) * 8 + mrow, kk * 2 + (mat & 1)));
#pragma unroll
                for (int m = 0; m < MR; ++m) {
                    mma_from(FAST && kk == 0, s[m][n], qf[m], r, zero);
                    mma_from(FAST && kk == 0, s[m][n + 1], qf[m], r + 2, zero);
                }
            }
        }
        // V arrived and every warp is done with K: the next K's copy runs under the softmax.
        asm volatile("cp.async.wait_group 0;\n" ::);
        __syncthreads();
        if (kt + KT < nk) {
            copy(ks, k, k2, sk, kt + KT, KT, nk);
            asm volatile("cp.async.commit_group;\n" ::);
        }
        uint32_t a[MR][KT / 16][4];
        if constexpr (FAST)
            softmax_tile_fast<T, MR, KT, NT, false>(s, a, acc, m0, m1, l0, l1, kt, nk, tig, scale_log2);
        else
            softmax_tile<T, MR, KT, NT>(s, a, acc, m0, m1, l0, l1, kt, nk, tig, scale_log2);
        // acc += P V, 16 keys at a time, two 8-column tiles of V per ldmatrix.x4.trans.
#pragma unroll
        for (int kk = 0; kk < KT / 16; ++kk) {
#pragma unroll
            for (int n = 0; n < NT; n += 2) {
                uint32_t r[4];
                ldsm_x4_t(r, vs + swz64(kk * 16 + (mat & 1) * 8 + mrow, n + (mat >> 1)));
#pragma unroll
                for (int m = 0; m < MR; ++m) {
                    mma(acc[m][n], a[m][kk], r, zero);
                    mma(acc[m][n + 1], a[m][kk], r + 2, zero);
                }
            }
        }
        __syncthreads();
    }
    // The output into the warp's own rows of Q's buffer (only this warp read them), then out
    // in 16-byte chunks, eight lanes to a row.
#pragma unroll
    for (int m = 0; m < MR; ++m) {
        const float2 inv = inverse_sums(l0[m], l1[m]);
        const float inv0 = inv.x, inv1 = inv.y;
        const int ra = warp * 32 + m * 16 + gid, rb = ra + 8;
#pragma unroll
        for (int n = 0; n < NT; ++n) {
            *reinterpret_cast<uint32_t*>(qs + swz64(ra, n) + tig * 2) = pack_f(acc[m][n][0] * inv0, acc[m][n][1] * inv0, zero);
            *reinterpret_cast<uint32_t*>(qs + swz64(rb, n) + tig * 2) = pack_f(acc[m][n][2] * inv1, acc[m][n][3] * inv1, zero);
        }
    }
    __syncwarp();
    T* ob = o + b * sq * ld + hh * D;
    T* ob2 = o2 + (b * (nq - sq) - sq) * ld + hh * D;
#pragma unroll
    for (int i = lane; i < 32 * 8; i += 32) {
        const int r = warp * 32 + (i >> 3), c = i & 7, g = row0 + r;
        if (g < nq)
            *reinterpret_cast<uint4*>((JOINT && g >= sq ? ob2 : ob) + (long)g * ld + c * 8) =
                *reinterpret_cast<const uint4*>(qs + swz64(r, c));
    }
#else
    __trap();  // no cp.async before sm_80: the engine sends Turing to `flash_fwd`
#endif
}

// 64-wide heads on sm_80+ (`flash64_fwd`), over 64- and 128-key tiles, in one segment
// (`_fwd_`) or two (`_joint_`).
#define FLASH64(T, NAME, KW, KIND, JOINT)                                                          \
    extern "C" __global__ void __launch_bounds__(128, 2) flash64k##KW##_##KIND##_##NAME(           \
        const T* q, const T* k, const T* v, T* o, const T* q2, const T* k2, const T* v2, T* o2,    \
        int nq, int nk, int sq, int sk, int heads, float scale_log2) {                             \
        flash64_fwd<T, KW, JOINT>(q, k, v, o, q2, k2, v2, o2, nq, nk, sq, sk, heads, scale_log2);  \
    }
#define FLASH64_ALL(KW, KIND, JOINT) FLASH64(__half, f16, KW, KIND, JOINT) FLASH64(__nv_bfloat16, bf16, KW, KIND, JOINT)
FLASH64_ALL(64, fwd, false)
FLASH64_ALL(128, fwd, false)
FLASH64_ALL(64, joint, true)
FLASH64_ALL(128, joint, true)
// With `softmax_tile_fast` over 128-key tiles (the default; `CANDELA_FLASH_FAST=0` takes
// `flash64k128_*`).
#define FLASH64F(T, NAME, KIND, JOINT)                                                             \
    extern "C" __global__ void __launch_bounds__(128, 2) flash64f128_##KIND##_##NAME(              \
        const T* q, const T* k, const T* v, T* o, const T* q2, const T* k2, const T* v2, T* o2,    \
        int nq, int nk, int sq, int sk, int heads, float scale_log2) {                             \
        flash64_fwd<T, 128, JOINT, true>(q, k, v, o, q2, k2, v2, o2, nq, nk, sq, sk, heads, scale_log2); \
    }
FLASH64F(__half, f16, fwd, false)
FLASH64F(__nv_bfloat16, bf16, fwd, false)
FLASH64F(__half, f16, joint, true)
FLASH64F(__nv_bfloat16, bf16, joint, true)
