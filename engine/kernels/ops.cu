// GroupNorm (optionally fused with SiLU) for [N, C, HW] tensors: statistics in f32 over each
// (sample, group), which is contiguous in memory, then one elementwise pass. Two passes
// over the group for the statistics (mean, then centred squares) keep the variance exact
// when the mean is large; the second read mostly hits L2.
#include <cuda_fp16.h>
#include <cuda_bf16.h>

__device__ __forceinline__ float to_f(float x) { return x; }
__device__ __forceinline__ float to_f(__half x) { return __half2float(x); }
__device__ __forceinline__ float to_f(__nv_bfloat16 x) { return __bfloat162float(x); }
template <typename T> __device__ __forceinline__ T from_f(float x);
template <> __device__ __forceinline__ float from_f<float>(float x) { return x; }
template <> __device__ __forceinline__ __half from_f<__half>(float x) { return __float2half(x); }
template <> __device__ __forceinline__ __nv_bfloat16 from_f<__nv_bfloat16>(float x) { return __float2bfloat16(x); }

__device__ float block_sum(float v, float* shared) {
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffff, v, o);
    const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    __syncthreads();
    if (lane == 0) shared[warp] = v;
    __syncthreads();
    const int nwarps = blockDim.x / 32;
    v = lane < nwarps ? shared[lane] : 0.f;
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffff, v, o);
    return v;
}

// Statistics in two kernels so a group is spread over many blocks: each block takes one
// chunk of one group (grid: x = chunk, y = sample*group) and writes its count, mean and
// centred sum of squares (two passes over its chunk, which sits in L1/L2); a second kernel
// merges the chunks per group (Chan et al.) into mean and rstd. Exact when the mean is large.
template <typename T>
__device__ void gn_partial(const T* x, float* part, long group_elems, long chunk) {
    __shared__ float shared[32];
    const long start = blockIdx.x * chunk;
    const long end = min(start + chunk, group_elems);
    const T* g = x + (long)blockIdx.y * group_elems;
    float s = 0.f;
    for (long i = start + threadIdx.x; i < end; i += blockDim.x) s += to_f(g[i]);
    const float n = (float)(end - start);
    const float mean = block_sum(s, shared) / n;
    float q = 0.f;
    for (long i = start + threadIdx.x; i < end; i += blockDim.x) {
        const float d = to_f(g[i]) - mean;
        q += d * d;
    }
    const float m2 = block_sum(q, shared);
    if (threadIdx.x == 0) {
        float* p = part + 3 * ((long)blockIdx.y * gridDim.x + blockIdx.x);
        p[0] = n;
        p[1] = mean;
        p[2] = m2;
    }
}

// One thread per group: stats[2*g] = mean, stats[2*g+1] = rstd.
__device__ void gn_merge_impl(const float* part, float* stats, int groups, int chunks, float eps) {
    const int grp = blockIdx.x * blockDim.x + threadIdx.x;
    if (grp >= groups) return;
    const float* p = part + 3L * grp * chunks;
    float n = p[0], mean = p[1], m2 = p[2];
    for (int c = 1; c < chunks; ++c) {
        const float nb = p[3 * c], mb = p[3 * c + 1], m2b = p[3 * c + 2];
        const float nab = n + nb, delta = mb - mean;
        mean += delta * nb / nab;
        m2 += m2b + delta * delta * n * nb / nab;
        n = nab;
    }
    stats[2 * grp] = mean;
    stats[2 * grp + 1] = rsqrtf(m2 / n + eps);
}

// grid: x over the spatial positions, y over (sample, channel) rows: no per-element
// 64-bit division (which costs more than the memory traffic).
template <typename T>
__device__ void gn_apply(const T* x, const float* stats, const T* gamma, const T* beta, T* y,
                         long total, int c, long hw, int cpg, int silu) {
    for (long row = blockIdx.y; row * hw < total; row += gridDim.y) {
        const int ch = (int)(row % c);
        const long grp = (row / c) * (c / cpg) + ch / cpg;
        const float scale = stats[2 * grp + 1] * to_f(gamma[ch]);
        const float shift = to_f(beta[ch]) - stats[2 * grp] * scale;
        const T* xr = x + row * hw;
        T* yr = y + row * hw;
        for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < hw; i += gridDim.x * blockDim.x) {
            float v = to_f(xr[i]) * scale + shift;
            if (silu) v = v / (1.f + __expf(-v));
            yr[i] = from_f<T>(v);
        }
    }
}

#define GN(T, NAME)                                                                            \
    extern "C" __global__ void gn_partial_##NAME(const T* x, float* part, long group_elems,  \
                                                 long chunk) {                               \
        gn_partial<T>(x, part, group_elems, chunk);                                          \
    }                                                                                        \
    extern "C" __global__ void gn_apply_##NAME(const T* x, const float* stats, const T* gamma, \
                                               const T* beta, T* y, long total, int c, long hw, \
                                               int cpg, int silu) {                          \
        gn_apply<T>(x, stats, gamma, beta, y, total, c, hw, cpg, silu);                      \
    }

extern "C" __global__ void gn_merge(const float* part, float* stats, int groups, int chunks, float eps) {
    gn_merge_impl(part, stats, groups, chunks, eps);
}

GN(float, f32)
GN(__half, f16)
GN(__nv_bfloat16, bf16)

// GEGLU: h [rows, 2*inner] -> out [rows, inner] = h[:, :inner] * gelu(h[:, inner:]) (erf GELU),
// one pass instead of two strided narrows, a GELU and a product. grid: x over columns,
// y over rows (grid-strided). `vec` (2-byte T, inner % 8 == 0, 16-byte aligned rows): a
// thread takes 8 columns with 16-byte loads and stores (the scalar loop took 3.0 ms of
// SDXL 1024's step on an H200, about twice its traffic's time).
__device__ __forceinline__ float gelu_gate(float a, float g) {
    return a * 0.5f * g * (1.f + erff(g * 0.70710678118654752f));
}

template <typename T>
__device__ void geglu(const T* h, T* out, long rows, int inner, int vec) {
    const int units = vec ? inner / 8 : inner;
    for (long r = blockIdx.y; r < rows; r += gridDim.y) {
        const T* hr = h + r * 2 * inner;
        for (int j = blockIdx.x * blockDim.x + threadIdx.x; j < units; j += gridDim.x * blockDim.x) {
            if (vec) {
                const uint4 au = *reinterpret_cast<const uint4*>(hr + 8 * j);
                const uint4 gu = *reinterpret_cast<const uint4*>(hr + inner + 8 * j);
                const T* a = reinterpret_cast<const T*>(&au);
                const T* g = reinterpret_cast<const T*>(&gu);
                alignas(16) T o[8];
#pragma unroll
                for (int k = 0; k < 8; k++) o[k] = from_f<T>(gelu_gate(to_f(a[k]), to_f(g[k])));
                *reinterpret_cast<uint4*>(out + r * inner + 8 * j) = *reinterpret_cast<const uint4*>(o);
            } else {
                out[r * inner + j] = from_f<T>(gelu_gate(to_f(hr[j]), to_f(hr[inner + j])));
            }
        }
    }
}

// im2col in the [k = c*kh*kw, m = oh*w_out + ow] layout per batch item, for output rows
// [oh0, oh0 + rows): the gemm W[n, k] x col[k, m] then yields NCHW directly. A column row
// is `ld` elements apart (rows * w_out rounded up to a multiple of 8, so cuBLAS's 16-byte
// aligned kernels take the GEMM; the padding's values are never read back). A row's items
// are eight consecutive outputs for 16-bit stride-1 columns (one 16-byte store each, the
// padding written as zeros), else one output. A row of at least a block's threads in items
// takes a block that sweeps it; shorter rows share a block, as many as fit, a thread an
// item: one block per row left most threads idle at a UNet's late levels (rows of 8 to 32
// items) and the grid tens of thousands of blocks long, and im2col took 2.4 ms of SD 1.5
// 512's 10 ms of GPU time a step on an H200 (docs/benchmarks.md, session 43). Reads stay
// coalesced: neighbouring threads take neighbouring outputs of a row. The launch decides
// `vec` (eight outputs an item), `per_row` (a row's items) and `share` (rows a block takes)
// and passes them, as it sizes the grid by them (nets/cuda_ops/conv.rs).
template <typename T>
__device__ void im2col_rows(const T* x, T* col, int nb, int c, int h, int w, int kh, int kw, int stride, int pad,
                            int w_out, int oh0, int rows, int ld, int vec, int per_row, int share) {
    const int kk = c * kh * kw;
    const T zero = from_f<T>(0.f);
    const int total = rows * w_out;
    if (per_row <= 0 || share <= 0) return;
    const int local = share == 1 ? 0 : threadIdx.x / per_row;
    if (local >= share) return;
    const long row = (long)blockIdx.x * share + local;
    if (row >= (long)nb * kk) return;
    const int b = (int)(row / kk), krow = (int)(row - (long)b * kk);
    const int kx = krow % kw, ky = (krow / kw) % kh, ch = krow / (kh * kw);
    const T* src = x + ((long)b * c + ch) * h * w;
    T* dst = col + row * ld;
    if (!vec && share == 1) {
        // A long row one output at a time: threads across the output row (up to 128), the
        // rest of the block down the rows, no division per output.
        const int tx = min(128, w_out > 1 ? 1 << (32 - __clz(w_out - 1)) : 1), ty = blockDim.x / tx;
        for (int r = threadIdx.x / tx; r < rows; r += ty) {
            const int iy = (oh0 + r) * stride - pad + ky;
            const bool row_ok = iy >= 0 && iy < h;
            for (int ow = threadIdx.x % tx; ow < w_out; ow += tx) {
                const int ix = ow * stride - pad + kx;
                dst[r * w_out + ow] = (row_ok && ix >= 0 && ix < w) ? src[(long)iy * w + ix] : zero;
            }
        }
        return;
    }
    const int first = share == 1 ? threadIdx.x : threadIdx.x - local * per_row;
    const int step = share == 1 ? blockDim.x : per_row;
    for (int i = first; i < per_row; i += step) {
        if (vec) {
            const int m = i * 8;
            int r = m / w_out, ow = m - r * w_out;
            __align__(16) T v[8];
#pragma unroll
            for (int j = 0; j < 8; ++j) {
                const int iy = (oh0 + r) - pad + ky, ix = ow - pad + kx;
                v[j] = (m + j < total && iy >= 0 && iy < h && ix >= 0 && ix < w) ? src[(long)iy * w + ix] : zero;
                if (++ow == w_out) ow = 0, ++r;
            }
            *reinterpret_cast<uint4*>(dst + m) = *reinterpret_cast<const uint4*>(v);
        } else {
            const int r = i / w_out, ow = i - r * w_out;
            const int iy = (oh0 + r) * stride - pad + ky, ix = ow * stride - pad + kx;
            dst[i] = (iy >= 0 && iy < h && ix >= 0 && ix < w) ? src[(long)iy * w + ix] : zero;
        }
    }
}

// y[r, i] = x[r, i] + v[r % vlen] (+ res[r, i]) for x [rows, hw]: a per-channel (or per
// sample-and-channel) bias on NCHW, which candle's broadcasting add computes with
// per-element index arithmetic, and with `res` a resnet's skip in the same pass (the sum
// in f32, rounded once). flags: bit 0 eight elements a thread (16-byte loads and stores:
// f16/bf16, hw a multiple of 8), bit 1 `res` is read. grid: x over hw (or its vectors), y
// over rows (grid-strided).
template <typename T>
__device__ void chan_add(const T* x, const T* v, const T* res, T* y, long rows, int hw, int vlen, int flags) {
    const bool vec = flags & 1, has_res = flags & 2;
    const int units = vec ? hw / 8 : hw;
    for (long r = blockIdx.y; r < rows; r += gridDim.y) {
        const float add = to_f(v[r % vlen]);
        for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < units; i += gridDim.x * blockDim.x) {
            if (vec) {
                const long at = r * hw + 8 * (long)i;
                const uint4 xu = *reinterpret_cast<const uint4*>(x + at);
                uint4 ru = make_uint4(0, 0, 0, 0);
                if (has_res) ru = *reinterpret_cast<const uint4*>(res + at);
                const T* xa = reinterpret_cast<const T*>(&xu);
                const T* ra = reinterpret_cast<const T*>(&ru);
                alignas(16) T o[8];
#pragma unroll
                for (int k = 0; k < 8; k++) o[k] = from_f<T>(to_f(xa[k]) + add + (has_res ? to_f(ra[k]) : 0.f));
                *reinterpret_cast<uint4*>(y + at) = *reinterpret_cast<const uint4*>(o);
            } else {
                const long at = r * hw + i;
                y[at] = from_f<T>(to_f(x[at]) + add + (has_res ? to_f(res[at]) : 0.f));
            }
        }
    }
}

// out[b, c, r] = x[b, r, c] (+ res[b, c, r]): the last two dimensions swapped through
// 32 x 33 shared tiles (both the reads and the writes coalesced), a transformer's image to
// token sequence and back, with its residual added in the same pass (in f32, rounded once,
// as a separate add rounds it). grid: x over the columns' tiles, y over the rows' tiles, z
// over b; 32 x 8 threads.
template <typename T>
__device__ void swap_last2(const T* x, const T* res, T* out, int rows, int cols, int has_res) {
    __shared__ T tile[32][33];
    const long base = (long)blockIdx.z * rows * cols;
    const int r0 = blockIdx.y * 32, c0 = blockIdx.x * 32;
    for (int i = threadIdx.y; i < 32; i += 8) {
        const int r = r0 + i, c = c0 + threadIdx.x;
        if (r < rows && c < cols) tile[i][threadIdx.x] = x[base + (long)r * cols + c];
    }
    __syncthreads();
    for (int i = threadIdx.y; i < 32; i += 8) {
        const int c = c0 + i, r = r0 + threadIdx.x;
        if (r < rows && c < cols) {
            const long at = base + (long)c * rows + r;
            const T v = tile[threadIdx.x][i];
            out[at] = has_res ? from_f<T>(to_f(v) + to_f(res[at])) : v;
        }
    }
}

// A Linear's bias over its rows: out[r, j] = y[r, j] + b[j] for y [rows, cols], rounded once
// from the f32 sum as candle's broadcast add rounds it. grid: x over columns, y over rows
// (grid-strided): no index division, where candle's broadcast add divided by the operand's
// dimensions for every element.
template <typename T>
__device__ void row_add(const T* y, const T* b, T* out, long rows, int cols) {
    for (long r = blockIdx.y; r < rows; r += gridDim.y) {
        for (int j = blockIdx.x * blockDim.x + threadIdx.x; j < cols; j += gridDim.x * blockDim.x)
            out[r * cols + j] = from_f<T>(to_f(y[r * cols + j]) + to_f(b[j]));
    }
}

// RMSNorm over each row's `ncols` channels with an f32 weight, computed exactly as candle's
// f32 `rmsnorm` kernel computes it (the same per-thread sums and scale; one block of
// `block_size` threads per row: 32 below 1024 columns, as candle launches it; `block_sum`
// adds the warps' sums in candle's order, and for one warp adds only exact zeros to it) but
// reading and writing the run's dtype: SD 3's q/k head norms cast to f32 and back around
// candle's kernel, three passes where this is one, with the same floats rounded once.
template <typename T>
__device__ void rms_norm_rows(const T* x, T* dst, const float* alpha, int ncols, int block_size, float eps) {
    __shared__ float shared[32];
    const long row = blockIdx.x;
    const int tid = threadIdx.x;
    float tmp = 0.0f;
    for (int col = tid; col < ncols; col += block_size) {
        const float xi = to_f(x[row * ncols + col]);
        tmp += xi * xi;
    }
    tmp = block_sum(tmp, shared);
    const float mean = tmp / ncols;
    const float scale = rsqrtf(mean + eps);
    for (int col = tid; col < ncols; col += block_size) {
        const float a = alpha[col];
        dst[row * ncols + col] = from_f<T>(scale * to_f(x[row * ncols + col]) * a);
    }
}

// LayerNorm over each row without learned weights (the MMDiT's), computed exactly as
// candle's f32 `layernorm` kernel computes it with a weight of ones and a bias of zeros (the
// same per-thread sums of x and x^2, each reduced as `block_sum` reduces it, and `+ 0`),
// reading and writing the run's dtype: one pass where a cast to f32, candle's kernel and a
// cast back were three.
template <typename T>
__device__ void layer_norm_rows(const T* x, T* dst, int ncols, int block_size, float eps) {
    __shared__ float shared[32];
    const long row = blockIdx.x;
    const int tid = threadIdx.x;
    float sum = 0.f, sum_sq = 0.f;
    for (int col = tid; col < ncols; col += block_size) {
        const float xi = to_f(x[row * ncols + col]);
        sum += xi;
        sum_sq += xi * xi;
    }
    const float mean = block_sum(sum, shared) / ncols;
    const float var = block_sum(sum_sq, shared) / ncols - mean * mean;
    const float inv_std = rsqrtf(var + eps);
    const float one = 1.f, zero = 0.f;
    for (int col = tid; col < ncols; col += block_size) {
        const float lhs = (to_f(x[row * ncols + col]) - mean) * inv_std;
        dst[row * ncols + col] = from_f<T>(lhs * one + zero);
    }
}

// LayerNorm with a warp per row, for 2-byte dtypes and rows of up to 32 x 8 x V elements
// (V 16-byte vectors a lane, the row held in registers): one read and one write of the row,
// the mean and then the centred variance (exact when the mean is large) reduced with warp
// shuffles, no shared memory and no block barrier. candle's kernel gives a row a block of
// 1024 threads from 1024 columns on (SDXL's 1280-wide rows: 1.25 elements a thread and two
// block reductions) and reads one element at a time: 3.8 ms of SDXL 1024's step on an H200.
// `w`/`b` null: no learned weights (the MMDiT's adaLN). Needs cols % 8 == 0 and 16-byte
// aligned rows. Grid: blocks of 4 warps, each warp striding over rows.
__device__ __forceinline__ float warp_sum(float v) {
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffff, v, o);
    return v;
}

template <typename T, int V>
__device__ void layer_norm_warp(const T* x, T* y, const T* w, const T* b, long rows, int cols, float eps) {
    const int lane = threadIdx.x & 31;
    const long warps = (long)gridDim.x * (blockDim.x >> 5);
    for (long r = (long)blockIdx.x * (blockDim.x >> 5) + (threadIdx.x >> 5); r < rows; r += warps) {
        const T* xr = x + r * cols;
        float v[V][8];
        float sum = 0.f;
#pragma unroll
        for (int i = 0; i < V; i++) {
            const int c = (i * 32 + lane) * 8;
            if (c < cols) {
                const uint4 u = *reinterpret_cast<const uint4*>(xr + c);
                const T* e = reinterpret_cast<const T*>(&u);
#pragma unroll
                for (int k = 0; k < 8; k++) {
                    v[i][k] = to_f(e[k]);
                    sum += v[i][k];
                }
            }
        }
        const float mean = warp_sum(sum) / cols;
        float sq = 0.f;
#pragma unroll
        for (int i = 0; i < V; i++) {
            if ((i * 32 + lane) * 8 < cols) {
#pragma unroll
                for (int k = 0; k < 8; k++) {
                    const float d = v[i][k] - mean;
                    sq += d * d;
                }
            }
        }
        const float rstd = rsqrtf(warp_sum(sq) / cols + eps);
#pragma unroll
        for (int i = 0; i < V; i++) {
            const int c = (i * 32 + lane) * 8;
            if (c < cols) {
                alignas(16) T o[8];
                if (w != nullptr) {
                    const uint4 wu = *reinterpret_cast<const uint4*>(w + c);
                    const uint4 bu = *reinterpret_cast<const uint4*>(b + c);
                    const T* we = reinterpret_cast<const T*>(&wu);
                    const T* be = reinterpret_cast<const T*>(&bu);
#pragma unroll
                    for (int k = 0; k < 8; k++) o[k] = from_f<T>((v[i][k] - mean) * rstd * to_f(we[k]) + to_f(be[k]));
                } else {
#pragma unroll
                    for (int k = 0; k < 8; k++) o[k] = from_f<T>((v[i][k] - mean) * rstd);
                }
                *reinterpret_cast<uint4*>(y + r * cols + c) = *reinterpret_cast<const uint4*>(o);
            }
        }
    }
}

#define LN_WARP(T, NAME, V)                                                                        \
    extern "C" __global__ void layer_norm_warp##V##_##NAME(const T* x, T* y, const T* w, const T* b, \
                                                          long rows, int cols, float eps) {       \
        layer_norm_warp<T, V>(x, y, w, b, rows, cols, eps);                                        \
    }
#define LN_WARPS(T, NAME)                                                                          \
    LN_WARP(T, NAME, 1) LN_WARP(T, NAME, 2) LN_WARP(T, NAME, 3) LN_WARP(T, NAME, 4)                \
    LN_WARP(T, NAME, 5) LN_WARP(T, NAME, 6) LN_WARP(T, NAME, 8) LN_WARP(T, NAME, 10)              \
    LN_WARP(T, NAME, 12) LN_WARP(T, NAME, 16)

LN_WARPS(__half, f16)
LN_WARPS(__nv_bfloat16, bf16)

// The MMDiT's adaLN modulation and gated residuals, one pass each over [G * tokens, cols]
// rows with one vector per group of `tokens` rows (a batch item's shift, scale or gate):
//   scale_shift: y = x * (s[g] + one) + t[g]   (modulate: one = 1)
//   gated_add:   y = x + gate[g] * h
// in f32 arithmetic, rounded once. Eight columns a thread (16-byte loads and stores): the
// host launches them for 2-byte dtypes with cols % 8 == 0 and 16-byte aligned rows. candle's
// broadcast multiply and add took two passes each (17.5 ms of SD 3.5 Medium 1024's step on
// an H200). grid: x over column vectors, y over rows (grid-strided).
template <typename T>
__device__ void scale_shift(const T* x, const T* s, const T* t, T* y, long rows, int cols, long tokens, float one) {
    for (long r = blockIdx.y; r < rows; r += gridDim.y) {
        const long g = r / tokens;
        for (int j = blockIdx.x * blockDim.x + threadIdx.x; j < cols / 8; j += gridDim.x * blockDim.x) {
            const uint4 xu = *reinterpret_cast<const uint4*>(x + r * cols + 8 * j);
            const uint4 su = *reinterpret_cast<const uint4*>(s + g * cols + 8 * j);
            const uint4 tu = *reinterpret_cast<const uint4*>(t + g * cols + 8 * j);
            const T* xe = reinterpret_cast<const T*>(&xu);
            const T* se = reinterpret_cast<const T*>(&su);
            const T* te = reinterpret_cast<const T*>(&tu);
            alignas(16) T o[8];
#pragma unroll
            for (int k = 0; k < 8; k++) o[k] = from_f<T>(to_f(xe[k]) * (to_f(se[k]) + one) + to_f(te[k]));
            *reinterpret_cast<uint4*>(y + r * cols + 8 * j) = *reinterpret_cast<const uint4*>(o);
        }
    }
}

template <typename T>
__device__ void gated_add(const T* x, const T* h, const T* gate, T* y, long rows, int cols, long tokens) {
    for (long r = blockIdx.y; r < rows; r += gridDim.y) {
        const long g = r / tokens;
        for (int j = blockIdx.x * blockDim.x + threadIdx.x; j < cols / 8; j += gridDim.x * blockDim.x) {
            const uint4 xu = *reinterpret_cast<const uint4*>(x + r * cols + 8 * j);
            const uint4 hu = *reinterpret_cast<const uint4*>(h + r * cols + 8 * j);
            const uint4 gu = *reinterpret_cast<const uint4*>(gate + g * cols + 8 * j);
            const T* xe = reinterpret_cast<const T*>(&xu);
            const T* he = reinterpret_cast<const T*>(&hu);
            const T* ge = reinterpret_cast<const T*>(&gu);
            alignas(16) T o[8];
#pragma unroll
            for (int k = 0; k < 8; k++) o[k] = from_f<T>(to_f(xe[k]) + to_f(ge[k]) * to_f(he[k]));
            *reinterpret_cast<uint4*>(y + r * cols + 8 * j) = *reinterpret_cast<const uint4*>(o);
        }
    }
}

#define MODULATION(T, NAME)                                                                        \
    extern "C" __global__ void scale_shift_##NAME(const T* x, const T* s, const T* t, T* y, long rows, \
                                                  int cols, long tokens, float one) {             \
        scale_shift<T>(x, s, t, y, rows, cols, tokens, one);                                       \
    }                                                                                              \
    extern "C" __global__ void gated_add_##NAME(const T* x, const T* h, const T* gate, T* y,       \
                                                long rows, int cols, long tokens) {               \
        gated_add<T>(x, h, gate, y, rows, cols, tokens);                                           \
    }

MODULATION(__half, f16)
MODULATION(__nv_bfloat16, bf16)

// RMSNorm of short rows (the MMDiT's per-head q/k norms: 64 columns) in 2-byte dtypes:
// `lanes` = cols / 8 lanes per row (a power of two up to 32), each holding one 16-byte
// vector, 32 / lanes rows per warp, the sum of squares reduced over the row's lanes by
// shuffles. `rms_norm_rows` gives such a row a 32-thread block of its own and reads one
// element at a time (9.5 ms of SD 3.5 Medium 1024's step on an H200). The same f32
// arithmetic: y = x * rsqrt(mean(x^2) + eps) * alpha, rounded once. grid: blocks of 4 warps,
// striding over row groups.
template <typename T>
__device__ void rms_norm_short(const T* x, T* y, const float* alpha, long rows, int cols, int lanes, float eps) {
    const int lane = threadIdx.x & 31;
    const int sub = lane % lanes;
    const long per_block = (long)(blockDim.x / lanes);
    for (long r = (long)blockIdx.x * per_block + threadIdx.x / lanes; r - (threadIdx.x / lanes) < rows;
         r += (long)gridDim.x * per_block) {
        const bool live = r < rows;
        uint4 u = make_uint4(0, 0, 0, 0);
        if (live) u = *reinterpret_cast<const uint4*>(x + r * cols + 8 * sub);
        const T* e = reinterpret_cast<const T*>(&u);
        float v[8], sq = 0.f;
#pragma unroll
        for (int k = 0; k < 8; k++) {
            v[k] = to_f(e[k]);
            sq += v[k] * v[k];
        }
        for (int o = lanes / 2; o > 0; o >>= 1) sq += __shfl_xor_sync(0xffffffff, sq, o);
        const float scale = rsqrtf(sq / cols + eps);
        if (live) {
            alignas(16) T out[8];
#pragma unroll
            for (int k = 0; k < 8; k++) out[k] = from_f<T>(scale * v[k] * alpha[8 * sub + k]);
            *reinterpret_cast<uint4*>(y + r * cols + 8 * sub) = *reinterpret_cast<const uint4*>(out);
        }
    }
}

#define RMS_SHORT(T, NAME)                                                                         \
    extern "C" __global__ void rms_norm_short_##NAME(const T* x, T* y, const float* alpha, long rows, \
                                                     int cols, int lanes, float eps) {            \
        rms_norm_short<T>(x, y, alpha, rows, cols, lanes, eps);                                    \
    }

RMS_SHORT(__half, f16)
RMS_SHORT(__nv_bfloat16, bf16)

#define MISC(T, NAME)                                                                              \
    extern "C" __global__ void layer_norm_plain_##NAME(const T* x, T* dst, int ncols, int block_size, \
                                                       float eps) {                               \
        layer_norm_rows<T>(x, dst, ncols, block_size, eps);                                        \
    }                                                                                              \
    extern "C" __global__ void rms_norm_##NAME(const T* x, T* dst, const float* alpha, int ncols,  \
                                               int block_size, float eps) {                       \
        rms_norm_rows<T>(x, dst, alpha, ncols, block_size, eps);                                   \
    }                                                                                              \
    extern "C" __global__ void row_add_##NAME(const T* y, const T* b, T* out, long rows, int cols) { \
        row_add<T>(y, b, out, rows, cols);                                                         \
    }                                                                                              \
    extern "C" __global__ void chan_add_##NAME(const T* x, const T* v, const T* res, T* y, long rows, \
                                               int hw, int vlen, int flags) {                      \
        chan_add<T>(x, v, res, y, rows, hw, vlen, flags);                                          \
    }                                                                                              \
    extern "C" __global__ void swap_last2_##NAME(const T* x, const T* res, T* out, int rows, int cols, \
                                                 int has_res) {                                    \
        swap_last2<T>(x, res, out, rows, cols, has_res);                                           \
    }                                                                                              \
    extern "C" __global__ void geglu_##NAME(const T* h, T* out, long rows, int inner, int vec) {   \
        geglu<T>(h, out, rows, inner, vec);                                                        \
    }                                                                                              \
    extern "C" __global__ void im2col_##NAME(const T* x, T* col, int nb, int c, int h, int w,      \
                                             int kh, int kw, int stride, int pad, int w_out,       \
                                             int oh0, int rows, int ld, int vec, int per_row,      \
                                             int share) {                                          \
        im2col_rows<T>(x, col, nb, c, h, w, kh, kw, stride, pad, w_out, oh0, rows, ld, vec, per_row, \
                       share);                                                                     \
    }

MISC(float, f32)
MISC(__half, f16)
MISC(__nv_bfloat16, bf16)

#include "fp8.cuh"
