// Flash attention forward (no mask, no dropout) for f16 (sm_75+) and bf16 (sm_80+) on tensor cores:
// softmax(q k^T * scale) v computed tile by tile with an online softmax, so the score
// matrix never exists in memory. q: [B, NQ, H*D], k/v: [B, NK, H*D] (heads side by side, as the
// projections write them), out like q: no head split or merge copies. A sequence may come
// in two segments (SD 3's joint attention: the image tokens, then the text's, each its own
// tensor): rows from `sq` (queries) and `sk` (keys) on are read from q2/k2/v2 and written to
// o2, each segment [B, rows, H*D], so the tokens are never concatenated or split by copies.
//
// A block owns 128 query rows (8 warps of 16 rows, or for head sizes to 64 4 warps of 32)
// and walks the keys in tiles of 64 (or, for the 32-row warps, 96 or 128: `flash2k*`),
// staged in shared memory. The kernels SD 1.x's and SDXL's self-attention take
// (`flash2f128`, `flash2c64x3`, `flash64f128`) run `softmax_tile_fast`. Scores and the output
// accumulate in registers in the m16n8k16 mma fragment layout (PTX ISA "Matrix Fragments
// for mma.m16n8k16"): a thread holds rows gid and gid+8 of each of its warp's 16-row
// tiles, so per-row rescaling needs no shared memory,
// and the score fragment is reused directly as the A operand of P.V (as FlashAttention-2).
// Head size 64 on sm_80+ (SD 2.x, SDXL) takes flash64.cuh's kernel instead (Q staged in
// shared memory, swizzled rows, 128-key tiles).
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <stdint.h>
#include <type_traits>

#include "flash_mma.cuh"

// The reciprocals of rows gid's and gid + 8's softmax sums, whose four quarters the lanes
// of a quad hold.
__device__ __forceinline__ float2 inverse_sums(float s0, float s1) {
    for (int o = 1; o < 4; o <<= 1) {
        s0 += __shfl_xor_sync(0xffffffff, s0, o);
        s1 += __shfl_xor_sync(0xffffffff, s1, o);
    }
    return make_float2(1.f / s0, 1.f / s1);
}

#include "flash_softmax.cuh"

// DP: head size padded to a multiple of 8 (columns >= d are zero); one that is not a
// multiple of 16 (40) takes its last 8 columns in m16n8k8 products, so SD 1.x's 40-wide
// heads compute 40 columns and not 48. MR: 16-row tiles a warp
// owns (a block is 128 query rows: 8 warps of 16 rows, or 4 warps of 32). With MR = 2 every
// K and V fragment loaded from shared memory (ldmatrix) feeds two mma instead of one, as
// FlashAttention-2's kernels for these head sizes do: half the shared-memory traffic per
// product, at about twice the registers (so for head sizes to 64 only).
// FAST: `softmax_tile_fast` (and the first k16 step of q k^T into no cleared accumulator);
// SUMS: with the row sums from P V's extra column (where V's shared rows have room).
// ONE_BARRIER: the two-stage loop with one barrier a tile (the next tile's copy issued after
// it, into the stage every warp has finished with) instead of two.
// LAZY: `softmax_tile_fast`'s rescale only where a maximum grew by more than 8 (log2 units).
// GUESS (LAZY with SUMCOL): full tiles after the first take `softmax_guess` (no maxima).
// ROWS: full tiles of one segment with d == DP copied by `copy_rows` (no bounds, no segment
// select, K's and V's copies from one offset).
template <typename T, int DP, int MR, bool JOINT, int KT, bool FAST = false, bool SUMS = false,
          bool ONE_BARRIER = false, bool ROWS = false, bool LAZY = false, bool GUESS = false>
__device__ void flash_fwd(const T* q, const T* k, const T* v, T* o, const T* q2, const T* k2, const T* v2, T* o2,
                          int nq, int nk, int sq, int sk, int d, int heads, float scale_log2) {
    // Shared row stride in halves: a row's 16-byte chunks start 4 words apart mod 32 from
    // the row before, an odd multiple of 4 words, so ldmatrix's 8 rows fall in 8 distinct
    // bank groups (DP + 8 for multiples of 16; 40 takes 56).
    constexpr int DS = ((DP + 8) / 2) % 8 == 4 ? DP + 8 : DP + 16;
    constexpr int K16 = DP / 16;       // full k16 steps of q k^T
    constexpr bool K8 = DP % 16 == 8;  // and a last k8 step
    constexpr int NT = DP / 8;         // 8-column tiles of the output
    // FAST with room for one more 8-column tile in V's shared rows: its first column is ones,
    // so P V's tile NT holds the row sums.
    constexpr bool SUMCOL = FAST && SUMS && DS >= DP + 8;
    constexpr int NTE = NT + (SUMCOL ? 1 : 0);
    // 64-key tiles: two K/V stages where they fit the 48 KB of static shared memory (head
    // sizes to 80), on sm_80+ the next tile copied with cp.async while this one is computed.
    // Wider tiles (128 keys, as FlashAttention-2's kernels for head sizes to 64): one stage
    // each of K and V, V's copy overlapping q k^T and the next K's the softmax and P V.
#if __CUDA_ARCH__ >= 800
    constexpr int NB = KT == 64 && DP <= 80 ? 2 : 1;
#else
    constexpr int NB = 1;  // no cp.async before sm_80: one stage, half the shared memory
#endif
    __shared__ __align__(16) T ks[NB * KT * DS];
    __shared__ __align__(16) T vs[NB * KT * DS];
    const long b = blockIdx.y / heads, hh = blockIdx.y % heads;
    const long ld = (long)heads * d;
    const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    const int gid = lane >> 2, tig = lane & 3;
    // Row r of this batch and head: in the first segment below the split, else in the
    // second (its base moved back by the split, so both take r * ld).
    if (!JOINT) sq = nq, sk = nk;
    const T* qb = q + b * sq * ld + hh * d;
    const T* kb = k + b * sk * ld + hh * d;
    const T* vb = v + b * sk * ld + hh * d;
    const T* qb2 = q2 + (b * (nq - sq) - sq) * ld + hh * d;
    const T* kb2 = k2 + (b * (nk - sk) - sk) * ld + hh * d;
    const T* vb2 = v2 + (b * (nk - sk) - sk) * ld + hh * d;
    // (A sequence in one segment takes the plain addressing: the select per row made the
    // UNet's attention measurably slower.)
    auto krow = [&](int r) { return (JOINT && r >= sk ? kb2 : kb) + (long)r * ld; };
    auto vrow = [&](int r) { return (JOINT && r >= sk ? vb2 : vb) + (long)r * ld; };
    // Rows gid and gid + 8 of each of the warp's 16-row tiles.
    int r0[MR], r1[MR];
#pragma unroll
    for (int m = 0; m < MR; ++m) {
        r0[m] = blockIdx.x * 128 + (warp * MR + m) * 16 + gid;
        r1[m] = r0[m] + 8;
    }
    const T zero = zero_t<T>();

    auto qat = [&](int r, int c) { return (r < nq && c < d) ? (JOINT && r >= sq ? qb2 : qb)[(long)r * ld + c] : zero; };
    uint32_t qf[MR][K16][4], qt[MR][2];
#pragma unroll
    for (int m = 0; m < MR; ++m) {
#pragma unroll
        for (int kk = 0; kk < K16; ++kk) {
            const int c = kk * 16 + tig * 2;
            qf[m][kk][0] = pack(qat(r0[m], c), qat(r0[m], c + 1));
            qf[m][kk][1] = pack(qat(r1[m], c), qat(r1[m], c + 1));
            qf[m][kk][2] = pack(qat(r0[m], c + 8), qat(r0[m], c + 9));
            qf[m][kk][3] = pack(qat(r1[m], c + 8), qat(r1[m], c + 9));
        }
        if (K8) {
            const int c = K16 * 16 + tig * 2;
            qt[m][0] = pack(qat(r0[m], c), qat(r0[m], c + 1));
            qt[m][1] = pack(qat(r1[m], c), qat(r1[m], c + 1));
        }
    }
    float acc[MR][NTE][4];
#pragma unroll
    for (int m = 0; m < MR; ++m)
#pragma unroll
        for (int n = 0; n < NTE; ++n) acc[m][n][0] = acc[m][n][1] = acc[m][n][2] = acc[m][n][3] = 0.f;
    if (SUMCOL) {
        // Columns DP to DP + 7 of every V row: 1, 0, ..., 0 (no copy writes them; the first
        // tile's barrier publishes them).
        uint4 ones = make_uint4(0, 0, 0, 0);
        ones.x = pack(from_f(1.f, zero), zero);
        for (int r = threadIdx.x; r < NB * KT; r += blockDim.x) *reinterpret_cast<uint4*>(vs + r * DS + DP) = ones;
    }
    float m0[MR], m1[MR], l0[MR], l1[MR];
#pragma unroll
    for (int m = 0; m < MR; ++m) {
        m0[m] = m1[m] = -INFINITY;
        l0[m] = l1[m] = 0.f;
    }

    // Where this lane's ldmatrix rows start in a stage, in elements (the tiles add constants):
    // lane l gives row l % 8 of matrix l / 8; for q k^T's B fragments matrices (keys n, d lo),
    // (keys n, d hi), (keys n+1, d lo), (keys n+1, d hi), for its last 8 columns (keys n,
    // tail), (keys n+1, tail), for P V's (keys lo, d n), (keys hi, d n), (keys lo, d n+1),
    // (keys hi, d n+1). (Written as one offset each, the addresses of a tile's fragments
    // differ by constants; spelled per fragment, the compiler rebuilt each of them every tile.
    // The kernels before ROWS keep that form, to measure against.)
    const int mat = lane >> 3, mrow = lane & 7;
    const int k_lane = ((mat >> 1) * 8 + mrow) * DS + (mat & 1) * 8;
    const int tail_lane = ((mat & 1) * 8 + mrow) * DS + K16 * 16;
    const int v_lane = ((mat & 1) * 8 + mrow) * DS + (mat >> 1) * 8;
    // One K/V tile staged in shared memory at `ks`/`vs`, keys from `kt`: scores, online
    // softmax, and the output's update.
    // `split` runs after q k^T and before V is read (the split pipeline waits for V there
    // and starts the next K's copy).
    auto tile = [&](const T* ks, const T* vs, int kt, auto split) {
        // S = Q K^T, two 8-key tiles per ldmatrix.x4: matrices (keys n, d lo), (keys n, d hi),
        // (keys n+1, d lo), (keys n+1, d hi) are exactly the two tiles' B fragments.
        float s[MR][KT / 8][4];
        auto scores = [&] {
#pragma unroll
            for (int n = 0; n < KT / 8; n += 2) {
                if (!FAST) {
#pragma unroll
                    for (int m = 0; m < MR; ++m) {
                        s[m][n][0] = s[m][n][1] = s[m][n][2] = s[m][n][3] = 0.f;
                        s[m][n + 1][0] = s[m][n + 1][1] = s[m][n + 1][2] = s[m][n + 1][3] = 0.f;
                    }
                }
                const T* kbase = ROWS ? ks + k_lane + n * 8 * DS : ks + (n * 8 + (mat >> 1) * 8 + mrow) * DS + (mat & 1) * 8;
#pragma unroll
                for (int kk = 0; kk < K16; ++kk) {
                    uint32_t r[4];
                    ldsm_x4(r, kbase + kk * 16);
#pragma unroll
                    for (int m = 0; m < MR; ++m) {
                        mma_from(FAST && kk == 0, s[m][n], qf[m][kk], r, zero);
                        mma_from(FAST && kk == 0, s[m][n + 1], qf[m][kk], r + 2, zero);
                    }
                }
                if (K8) {
                    // The last 8 columns: matrices (keys n, tail), (keys n+1, tail).
                    uint32_t r[2];
                    ldsm_x2(r, ROWS ? ks + tail_lane + n * 8 * DS : ks + (n * 8 + (mat & 1) * 8 + mrow) * DS + K16 * 16);
#pragma unroll
                    for (int m = 0; m < MR; ++m) {
                        mma_k8(s[m][n], qt[m], r[0], zero);
                        mma_k8(s[m][n + 1], qt[m], r[1], zero);
                    }
                }
            }
        };
        scores();
        split();
        uint32_t a[MR][KT / 16][4];
        if constexpr (GUESS) {
            // A full tile after the first: P at the rows' maxima so far, which stand unless some
            // P is over 2^8 (LAZY's threshold); then the tile is scored again and takes the
            // whole softmax (the first tile always does).
            const bool full = kt > 0 && kt + KT <= nk;
            if (!full || !softmax_guess<T, MR, KT>(s, a, m0, m1, scale_log2)) {
                if (full) scores();
                softmax_tile_fast<T, MR, KT, NTE, SUMCOL, LAZY>(s, a, acc, m0, m1, l0, l1, kt, nk, tig, scale_log2);
            }
        } else if constexpr (FAST)
            softmax_tile_fast<T, MR, KT, NTE, SUMCOL, LAZY>(s, a, acc, m0, m1, l0, l1, kt, nk, tig, scale_log2);
        else
            softmax_tile<T, MR, KT, NT>(s, a, acc, m0, m1, l0, l1, kt, nk, tig, scale_log2);
        // acc += P V, 16 keys at a time.
#pragma unroll
        for (int kk = 0; kk < KT / 16; ++kk) {
            // Two 8-column tiles of V per ldmatrix.x4.trans: (keys lo, d n), (keys hi, d n),
            // (keys lo, d n+1), (keys hi, d n+1).
            const T* vbase = ROWS ? vs + v_lane + kk * 16 * DS : vs + (kk * 16 + (mat & 1) * 8 + mrow) * DS + (mat >> 1) * 8;
#pragma unroll
            for (int n = 0; n + 1 < NTE; n += 2) {
                uint32_t r[4];
                ldsm_x4_t(r, vbase + n * 8);
#pragma unroll
                for (int m = 0; m < MR; ++m) {
                    mma(acc[m][n], a[m][kk], r, zero);
                    mma(acc[m][n + 1], a[m][kk], r + 2, zero);
                }
            }
            if (NTE % 2) {
                // An odd last tile: (keys lo, d n), (keys hi, d n) from lanes 0-15.
                uint32_t r[2];
                ldsm_x2_t(r, vbase + (NTE - 1) * 8);
#pragma unroll
                for (int m = 0; m < MR; ++m) mma(acc[m][NTE - 1], a[m][kk], r, zero);
            }
        }
    };
    // Loads tile `kt` into stage `buf` with plain copies (any head size, any card).
    auto load_sync = [&](int buf, int kt) {
        T* kd = ks + buf * KT * DS;
        T* vd = vs + buf * KT * DS;
        if (d % 8 == 0) {
            // 16-byte loads: rows are 16-byte aligned when d is a multiple of 8.
            constexpr int CH = DP / 8;
            for (int i = threadIdx.x; i < KT * CH; i += blockDim.x) {
                const int r = i / CH, c = (i % CH) * 8, kr = kt + r;
                uint4 kv = make_uint4(0, 0, 0, 0), vv = make_uint4(0, 0, 0, 0);
                if (kr < nk && c < d) {
                    kv = *reinterpret_cast<const uint4*>(krow(kr) + c);
                    vv = *reinterpret_cast<const uint4*>(vrow(kr) + c);
                }
                *reinterpret_cast<uint4*>(kd + r * DS + c) = kv;
                *reinterpret_cast<uint4*>(vd + r * DS + c) = vv;
            }
        } else {
            for (int i = threadIdx.x; i < KT * DP; i += blockDim.x) {
                const int r = i / DP, c = i % DP, kr = kt + r;
                const bool ok = kr < nk && c < d;
                kd[r * DS + c] = ok ? krow(kr)[c] : zero;
                vd[r * DS + c] = ok ? vrow(kr)[c] : zero;
            }
        }
    };
#if __CUDA_ARCH__ >= 800
    // Copies tile `kt` of K (`vals` false) or V into `dst` with cp.async (16 bytes a copy;
    // rows past the keys and columns past d are zero-filled by a source size of 0).
    auto copy_async = [&](T* dst, int kt, bool vals) {
        constexpr int CH = DP / 8;
        for (int i = threadIdx.x; i < KT * CH; i += blockDim.x) {
            const int r = i / CH, c = (i % CH) * 8, kr = kt + r;
            const bool ok = kr < nk && c < d;
            const long off = ok ? (long)kr * ld + c : 0;
            const bool second = JOINT && ok && kr >= sk;
            const T* src = (vals ? (second ? vb2 : vb) : (second ? kb2 : kb)) + off;
            const int n = ok ? 16 : 0;
            const uint32_t sm = static_cast<uint32_t>(__cvta_generic_to_shared(dst + r * DS + c));
            asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;\n" ::"r"(sm), "l"(src), "r"(n));
        }
    };
    // The same for a full tile (keys kt to kt + KT - 1 all there) of one segment whose rows
    // are DP wide, into `kd` (K, where not null) and `vd` (V, where not null): each 16-byte
    // chunk's offsets are computed once for both tensors, with no bounds or segment select,
    // from bases the block shares (the general copy took 28 instructions a chunk and tensor,
    // about a tenth of the 40-wide kernel's instructions a tile).
    // `K`/`V`: std::true_type to copy that tensor's rows (each its own constant, so no test
    // for the other stays in the loop).
    auto copy_rows = [&](T* kd, T* vd, int kt, auto K, auto V) {
        constexpr int CH = DP / 8, THREADS = 256 / MR;
        const char* kt0 = reinterpret_cast<const char*>(kb + (long)kt * ld);
        const char* vt0 = reinterpret_cast<const char*>(vb + (long)kt * ld);
#pragma unroll
        for (int j = 0; j < (KT * CH + THREADS - 1) / THREADS; ++j) {
            const int i = threadIdx.x + j * THREADS;
            if ((KT * CH) % THREADS == 0 || i < KT * CH) {
                const int r = i / CH, c = (i % CH) * 8;
                const uint32_t go = (uint32_t)(r * (int)ld + c) * sizeof(T);
                const int so = r * DS + c;
                if constexpr (decltype(K)::value) {
                    const uint32_t sm = static_cast<uint32_t>(__cvta_generic_to_shared(kd + so));
                    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(sm), "l"(kt0 + go));
                }
                if constexpr (decltype(V)::value) {
                    const uint32_t sm = static_cast<uint32_t>(__cvta_generic_to_shared(vd + so));
                    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(sm), "l"(vt0 + go));
                }
            }
        }
    };
    // Whether tile `kt` takes `copy_rows`.
    auto rows_tile = [&](int kt) { return ROWS && !JOINT && d == DP && kt + KT <= nk; };
    // (FAST kernels over 64-key tiles in one stage, heads over 80, take it too.)
    if (NB == 1 && (KT > 64 || (FAST && DP > 80)) && d % 8 == 0) {
        // FlashAttention-2's order with one stage each: V's tile arrives during q k^T, the
        // next K's during the softmax and P V. `tile` reads K before its first barrier
        // and V after it (see `split` below).
        if (rows_tile(0))
            copy_rows(ks, vs, 0, std::true_type{}, std::false_type{});
        else
            copy_async(ks, 0, false);
        asm volatile("cp.async.commit_group;\n" ::);
        for (int kt = 0; kt < nk; kt += KT) {
            // Every warp finished the previous tile's P V (the barrier closing it).
            if (rows_tile(kt))
                copy_rows(ks, vs, kt, std::false_type{}, std::true_type{});
            else
                copy_async(vs, kt, true);
            asm volatile("cp.async.commit_group;\n" ::);
            asm volatile("cp.async.wait_group 1;\n" ::);
            __syncthreads();
            tile(ks, vs, kt, [&] {
                asm volatile("cp.async.wait_group 0;\n" ::);
                __syncthreads();
                if (kt + KT < nk) {
                    if (rows_tile(kt + KT))
                        copy_rows(ks, vs, kt + KT, std::true_type{}, std::false_type{});
                    else
                        copy_async(ks, kt + KT, false);
                    asm volatile("cp.async.commit_group;\n" ::);
                }
            });
            __syncthreads();
        }
    } else if (NB == 2 && d % 8 == 0) {
        auto load_async = [&](int buf, int kt) {
            if (rows_tile(kt)) {
                copy_rows(ks + buf * KT * DS, vs + buf * KT * DS, kt, std::true_type{}, std::true_type{});
            } else {
                copy_async(ks + buf * KT * DS, kt, false);
                copy_async(vs + buf * KT * DS, kt, true);
            }
            asm volatile("cp.async.commit_group;\n" ::);
        };
        load_async(0, 0);
        int buf = 0;
        if (ONE_BARRIER) {
            for (int kt = 0; kt < nk; kt += KT) {
                // This tile's copies (the only ones in flight) landed for this thread, and
                // after the barrier for every thread, which also finished the previous tile:
                // its stage takes the next tile's copy, which runs under this tile's work.
                asm volatile("cp.async.wait_group 0;\n" ::);
                __syncthreads();
                if (kt + KT < nk) load_async(buf ^ 1, kt + KT);
                tile(ks + buf * KT * DS, vs + buf * KT * DS, kt, [] {});
                buf ^= 1;
            }
        } else
        for (int kt = 0; kt < nk; kt += KT) {
            if (kt + KT < nk) {
                // The other stage was last read in the previous tile, which every warp
                // finished before the barrier closing it.
                load_async(buf ^ 1, kt + KT);
                asm volatile("cp.async.wait_group 1;\n" ::);
            } else {
                asm volatile("cp.async.wait_group 0;\n" ::);
            }
            __syncthreads();
            tile(ks + buf * KT * DS, vs + buf * KT * DS, kt, [] {});
            __syncthreads();
            buf ^= 1;
        }
    } else
#endif
    {
        for (int kt = 0; kt < nk; kt += KT) {
            __syncthreads();
            load_sync(0, kt);
            __syncthreads();
            tile(ks, vs, kt, [] {});
        }
    }
    T* ob = o + b * sq * ld + hh * d;
    T* ob2 = o2 + (b * (nq - sq) - sq) * ld + hh * d;
#pragma unroll
    for (int m = 0; m < MR; ++m) {
        // With SUMCOL the sums are column DP of P V, which the quad's first lane holds.
        const float2 inv = SUMCOL ? make_float2(1.f / __shfl_sync(0xffffffff, acc[m][NTE - 1][0], lane & ~3),
                                                1.f / __shfl_sync(0xffffffff, acc[m][NTE - 1][2], lane & ~3))
                                  : inverse_sums(l0[m], l1[m]);
        const float inv0 = inv.x, inv1 = inv.y;
#pragma unroll
        for (int n = 0; n < NT; ++n) {
            const int c = n * 8 + tig * 2;
#pragma unroll
            for (int j = 0; j < 2; ++j) {
                if (c + j < d) {
                    if (r0[m] < nq) (JOINT && r0[m] >= sq ? ob2 : ob)[(long)r0[m] * ld + c + j] = from_f(acc[m][n][j] * inv0, zero);
                    if (r1[m] < nq) (JOINT && r1[m] >= sq ? ob2 : ob)[(long)r1[m] * ld + c + j] = from_f(acc[m][n][2 + j] * inv1, zero);
                }
            }
        }
    }
}

// Two blocks per SM on sm_80+ for head sizes to 80 (at most 128 registers a thread, which
// they fit without spilling; a 64-wide head took 129 and so ran one block per SM). The
// 32-row warps (MR = 2, 128 threads) also run two blocks per SM: at most 255 registers.
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 800
#define FLASH_MIN_BLOCKS(DP) 1
#else
#define FLASH_MIN_BLOCKS(DP) ((DP) <= 80 ? 2 : 1)
#endif

// One `flash_fwd` kernel: `extern "C"` NAME, THREADS a block and BLOCKS an SM at least, running
// flash_fwd<T, ...> (the rest of its template arguments).
#define FLASH_KERNEL(NAME, THREADS, BLOCKS, T, ...)                                                \
    extern "C" __global__ void __launch_bounds__(THREADS, BLOCKS) NAME(                            \
        const T* q, const T* k, const T* v, T* o, const T* q2, const T* k2, const T* v2, T* o2,    \
        int nq, int nk, int sq, int sk, int d, int heads, float scale_log2) {                      \
        flash_fwd<T, __VA_ARGS__>(q, k, v, o, q2, k2, v2, o2, nq, nk, sq, sk, d, heads, scale_log2); \
    }
// A kernel family's f16 and bf16 kernels: M(T, NAME, ...) for each.
#define BOTH_DTYPES(M, ...) M(__half, f16, __VA_ARGS__) M(__nv_bfloat16, bf16, __VA_ARGS__)

#define FLASH(T, NAME, DP) FLASH_KERNEL(flash_fwd_##NAME##_##DP, 256, FLASH_MIN_BLOCKS(DP), T, DP, 1, false, 64)
#define FLASH2(T, NAME, DP)                                                                        \
    FLASH_KERNEL(flash2_fwd_##NAME##_##DP, 128, 2, T, DP, 2, false, 64)                           \
    FLASH_KERNEL(flash2_joint_##NAME##_##DP, 128, 2, T, DP, 2, true, 64)

// The 32-row warps over wider key tiles (`CANDELA_FLASH_KT=96` or `128`).
#define FLASH2K(T, NAME, DP, KW) FLASH_KERNEL(flash2k##KW##_fwd_##NAME##_##DP, 128, 2, T, DP, 2, false, KW)
#define FLASH2K_ALL(DP, KW) BOTH_DTYPES(FLASH2K, DP, KW)

// The same over 128-key tiles with `softmax_tile_fast` (SD 1.x's 40-wide self-attention
// where the three-block kernel below is not taken; `CANDELA_FLASH_FAST=0` takes
// `flash2k128_*`).
// (With the sums column as well, 255 registers spill 20 bytes on sm_90: 2.98 ms against 3.01
// at SD 1.5 1024's top level, the error at 2048 px 4.8e-4 against 3.3e-4; not kept.)
#define FLASH2F(T, NAME, DP) FLASH_KERNEL(flash2f128_fwd_##NAME##_##DP, 128, 2, T, DP, 2, false, 128, true)
#define FLASH2F_ALL(DP) BOTH_DTYPES(FLASH2F, DP)

#define FLASH_ALL(DP) BOTH_DTYPES(FLASH, DP)
#define FLASH2_ALL(DP) BOTH_DTYPES(FLASH2, DP)
FLASH_ALL(32)
FLASH_ALL(40)
FLASH_ALL(48)
FLASH_ALL(64)
FLASH_ALL(80)
FLASH_ALL(96)
FLASH_ALL(128)
FLASH_ALL(160)
FLASH2_ALL(32)
FLASH2_ALL(40)
FLASH2_ALL(48)
FLASH2_ALL(64)
FLASH2K_ALL(32, 96)
FLASH2K_ALL(40, 96)
FLASH2K_ALL(48, 96)
FLASH2K_ALL(64, 96)
FLASH2K_ALL(32, 128)
FLASH2K_ALL(40, 128)
FLASH2K_ALL(48, 128)
FLASH2K_ALL(64, 128)
FLASH2F_ALL(32)
FLASH2F_ALL(40)
FLASH2F_ALL(48)
FLASH2F_ALL(64)

// `softmax_tile_fast` with the sums column over 64-key tiles in two stages, three blocks an SM
// (12 warps; at most 170 registers: no spills on sm_80, sm_86, sm_89 and sm_90, 4 bytes on
// sm_120; Turing, where it spills 16, keeps the 128-key kernel), one barrier a tile (SD 1.5
// 1024's top level 2.87 ms against 2.92 with two, session 35). The engine takes it for SD
// 1.x's 40-wide self-attention where the grid fills four waves (`wide_tile_kernel`). Also
// measured and not kept (session 35): 16-row warps over 64 or 128 keys at two blocks an SM
// (16 warps), 32-row warps over 32 keys at four: SD 1.5 1024's top level 3.34, 3.04 and 3.07
// ms against this kernel's 2.91.
#define FLASH2C64X3(T, NAME, DP) \
    FLASH_KERNEL(flash2c64x3_fwd_##NAME##_##DP, 128, 3, T, DP, 2, false, 64, true, true, true)
BOTH_DTYPES(FLASH2C64X3, 32)
BOTH_DTYPES(FLASH2C64X3, 40)
// The kernels each SD 1.x self-attention takes on sm_80+ since session 36 (`flash.rs`'s
// `with_row_copies`; `CANDELA_FLASH_ROWS=0` takes the ones above): full key tiles copied by
// `copy_rows`, ldmatrix's addresses from one offset a lane, the rescale LAZY, and for the
// 40-wide heads over 64-key tiles GUESS (`flash2c64x3rg`). Measured on an H200 against the
// kernels above (session 36, calls 3, 4 and 6): SD 1.5 1024's top level 2.39 ms against 2.85,
// 2048's 38.4 against 44.9; the copies alone 2.64 and 41.9, the lazy rescale a further 3% at
// 1024 px and at the 80- and 160-wide heads, the guess 7% (at the 80-wide heads, 10% slower:
// `flash2crl` has none).
#define FLASH2C64X3RL(T, NAME, DP) \
    FLASH_KERNEL(flash2c64x3rl_fwd_##NAME##_##DP, 128, 3, T, DP, 2, false, 64, true, true, true, true, true) \
    FLASH_KERNEL(flash2c64x3rg_fwd_##NAME##_##DP, 128, 3, T, DP, 2, false, 64, true, true, true, true, true, true)
BOTH_DTYPES(FLASH2C64X3RL, 32)
BOTH_DTYPES(FLASH2C64X3RL, 40)
#define FLASH2FRL(T, NAME, DP) \
    FLASH_KERNEL(flash2f128rl_fwd_##NAME##_##DP, 128, 2, T, DP, 2, false, 128, true, false, false, true, true)
BOTH_DTYPES(FLASH2FRL, 32)
BOTH_DTYPES(FLASH2FRL, 40)


// Heads wider than 64 on sm_80+ (SD 1.x's 80 and 160; SD 2.x's and SDXL's are 64) with
// `softmax_tile_fast` (`nets::cuda_ops::flash`'s choice; `CANDELA_FLASH_FAST=0` takes
// `flash_fwd_*`). 80: 32-row warps at two blocks an SM with the sums column, one barrier a
// tile (SD 1.5's second level at 2048 px 4.70 ms against `flash_fwd`'s 5.43; 16-row warps
// with the same softmax 4.77-4.80). 96 to 160: 16-row warps over 64-key tiles in one K and
// one V stage in FlashAttention-2's order (`flash_fwd`'s split pipeline; two stages of 64
// keys at 160 do not fit 48 KB, and `flash_fwd_*` copies them with plain loads between
// barriers).
#define FLASHF(T, NAME, DP) FLASH_KERNEL(flashf_fwd_##NAME##_##DP, 256, FLASH_MIN_BLOCKS(DP), T, DP, 1, false, 64, true)
BOTH_DTYPES(FLASHF, 96)
BOTH_DTYPES(FLASHF, 128)
BOTH_DTYPES(FLASHF, 160)
#define FLASH2C80(T, NAME, DP) FLASH_KERNEL(flash2c_fwd_##NAME##_##DP, 128, 2, T, DP, 2, false, 64, true, true, true)
BOTH_DTYPES(FLASH2C80, 80)
// The same for 96- to 160-wide and 80-wide heads (as `flash2c64x3rl` above).
#define FLASHFRL(T, NAME, DP) \
    FLASH_KERNEL(flashfrl_fwd_##NAME##_##DP, 256, FLASH_MIN_BLOCKS(DP), T, DP, 1, false, 64, true, false, false, true, true)
BOTH_DTYPES(FLASHFRL, 96)
BOTH_DTYPES(FLASHFRL, 128)
BOTH_DTYPES(FLASHFRL, 160)
#define FLASH2C80RL(T, NAME, DP) \
    FLASH_KERNEL(flash2crl_fwd_##NAME##_##DP, 128, 2, T, DP, 2, false, 64, true, true, true, true, true)
BOTH_DTYPES(FLASH2C80RL, 80)

// 64-wide heads on sm_80+: FlashAttention-2's layout, Q in shared memory, 128-key tiles.
#include "flash64.cuh"
