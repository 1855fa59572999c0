//! Linear and convolution layers whose fp8 weights the GEMM reads itself
//! (`kernels/fp8_gemm.cuh`, issue 17): no decoded copy of the layer is written or read, so
//! a layer moves one byte a weight where its decode and an f16 GEMM moved five (the decode
//! reads one and writes two, the GEMM reads two). Taken where the layer's activation rows
//! are few (a UNet's late levels, a text encoder's tokens): there the GEMM is bound by its
//! weights' bytes; with many rows cuBLAS's and cuDNN's tiles are faster than these
//! (`rows_limit`).
use candle_core::backend::BackendStorage;
use candle_core::cuda_backend::cudarc::driver::{CudaSlice, DevicePtr, DeviceRepr, PushKernelArg};
use candle_core::cuda_backend::cudarc::driver::{CudaStream, LaunchConfig};
use candle_core::cuda_backend::{CudaDType, WrapErr};
use candle_core::{CudaDevice, CudaStorage, DType, Layout, Result, Shape, Tensor};

use crate::kernels::op::{cuda_only_op, device_ptr, grid_1d, typed, view, OutShape};
use crate::weights_dtype::E5M2;

/// The kernel's tile: rows of the weight, rows of the activations, and the k step.
const TILE_M: usize = 64;
const TILE_N: usize = 64;
const TILE_K: usize = 32;

/// The default of [`rows_limit`].
const ROWS: usize = 1024;

/// The most activation rows (a Linear's input rows, a convolution's output pixels over the
/// batch) a layer may have to take the fp8 GEMM: `CANDELA_FP8_GEMM_ROWS`, [`ROWS`] unless
/// set; 0 turns it off (every fp8 layer decodes, then multiplies, as before).
pub fn rows_limit() -> usize {
    static LIMIT: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *LIMIT.get_or_init(|| {
        std::env::var("CANDELA_FP8_GEMM_ROWS")
            .ok()
            .and_then(|v| v.trim().parse().ok())
            .unwrap_or(ROWS)
    })
}

/// Whether convolutions take the fp8 GEMM at all: yes unless `CANDELA_FP8_GEMM_CONV=0` (to
/// measure the Linear layers' share alone).
fn convolutions() -> bool {
    static ON: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *ON.get_or_init(|| std::env::var("CANDELA_FP8_GEMM_CONV").map_or(true, |v| v != "0"))
}

/// Whether a layer with fp8 weights `w` takes the fp8 GEMM for the input `x` over `rows`
/// activation rows and a reduction of `k`: both on CUDA, `x` in f16 (or bf16 from Ampere
/// on: Turing has no bf16 tensor cores), `w` e4m3fn or e5m2, `k` a multiple of 16 (the
/// kernel reads the weight's rows 16 bytes at a time), and `rows` within `limit`.
fn takes(x: &Tensor, w: &Tensor, rows: usize, k: usize, limit: usize) -> bool {
    let dtype_ok = match x.dtype() {
        DType::F16 => true,
        DType::BF16 => crate::kernels::arch(x.device()) >= 80,
        _ => false,
    };
    x.device().is_cuda()
        && w.device().is_cuda()
        && dtype_ok
        && matches!(w.dtype(), DType::F8E4M3 | E5M2)
        && k.is_multiple_of(16)
        && rows > 0
        && rows <= limit
}

/// Whether `t`'s first element is 16-byte aligned (allocations are; a streamed net's weights
/// are views into its slots at any byte).
fn aligned(t: &Tensor) -> bool {
    (t.layout().start_offset() * t.dtype().size_in_bytes()).is_multiple_of(16)
}

/// Splits of the reduction: enough blocks for four per multiprocessor, each split at least
/// four k tiles, and the f32 partial sums (`splits x out_elems`) within the bytes the layer's
/// decoded weight would have taken (`weight_elems` in 16 bits), so the layer never holds more
/// than its decode did.
fn splits(tiles: usize, k: usize, sms: usize, out_elems: usize, weight_elems: usize) -> usize {
    let k_tiles = k.div_ceil(TILE_K);
    let want = (4 * sms.max(1)).div_ceil(tiles.max(1));
    let by_k = (k_tiles / 4).max(1);
    let by_bytes = (weight_elems * 2 / (out_elems * 4).max(1)).max(1);
    let s = want.min(by_k).min(by_bytes).max(1);
    // As many splits as the k tiles divide into (no empty split).
    k_tiles.div_ceil(k_tiles.div_ceil(s))
}

/// `out[m][n] = sum_k w[m][k] b(k, n)` over `batch` samples: the activations `b` as a
/// Linear's rows (`nk`: b[n][k], out[n][m], with the epilogue) or as a convolution's
/// columns (b[sample][k][n], out[sample][m][n]).
struct Fp8Gemm {
    m: usize,
    n: usize,
    k: usize,
    ldb: usize,
    batch: usize,
    nk: bool,
    splits: usize,
    bias: Option<Tensor>,
    residual: Option<Tensor>,
    gelu: bool,
    out_dims: Vec<usize>,
}

impl Fp8Gemm {
    fn run<T: CudaDType + DeviceRepr>(
        &self,
        dev: &CudaDevice,
        b: &CudaStorage,
        bl: &Layout,
        w: &CudaStorage,
        wl: &Layout,
    ) -> Result<CudaSlice<T>> {
        let stream = dev.cuda_stream();
        let e5m2 = w.dtype() == E5M2;
        let wp = match e5m2 {
            false => view::<float8::F8E4M3>(w, wl)?.device_ptr(&stream).0,
            true => view::<u8>(w, wl)?.device_ptr(&stream).0,
        };
        let bs = view::<T>(b, bl)?;
        if (wp | bs.device_ptr(&stream).0) % 16 != 0 {
            candle_core::bail!("fp8 GEMM: operands not 16-byte aligned");
        }
        let out_elems = self.batch * self.m * self.n;
        // SAFETY: the kernel (or the reduce) writes every output element.
        let y = unsafe { dev.alloc::<T>(out_elems)? };
        // SAFETY: every split writes its whole slice of partial sums before the reduce.
        let ws = match self.splits > 1 {
            true => Some(unsafe { dev.alloc::<f32>(self.splits * out_elems)? }),
            false => None,
        };
        let ws_ptr = ws.as_ref().map_or(0, |s| s.device_ptr(&stream).0);
        let bias = match &self.bias {
            Some(t) => bias_ptr(t, &stream)?,
            None => 0,
        };
        let res = self
            .residual
            .as_ref()
            .map(device_ptr)
            .transpose()?
            .unwrap_or(0);
        let bias_dtype = self.bias.as_ref().map(Tensor::dtype);
        let flags = match self.nk {
            true => {
                i32::from(self.bias.is_some())
                    | i32::from(self.gelu) << 1
                    | i32::from(self.residual.is_some()) << 2
                    | i32::from(matches!(bias_dtype, Some(DType::F8E4M3 | E5M2))) << 3
                    | i32::from(bias_dtype == Some(E5M2)) << 4
            }
            false => 0,
        };
        let name = format!(
            "fp8_gemm_{}_{}",
            if self.nk { "nk" } else { "kn" },
            if e5m2 { "e5m2" } else { "e4m3" }
        );
        let f = typed(dev, &name, b.dtype())?;
        let n_tiles = self.n.div_ceil(TILE_N);
        let k_tiles = self.k.div_ceil(TILE_K);
        let kt_split = k_tiles.div_ceil(self.splits) as i32;
        let (m, n, k, ldb) = (self.m as i32, self.n as i32, self.k as i32, self.ldb as i32);
        let b_batch = (self.k * self.ldb) as i64;
        let n_tiles_i = n_tiles as i32;
        let mut args = f.builder();
        args.arg(&wp)
            .arg(&bs)
            .arg(&ws_ptr)
            .arg(&y)
            .arg(&bias)
            .arg(&res)
            .arg(&m)
            .arg(&n)
            .arg(&k)
            .arg(&ldb)
            .arg(&b_batch)
            .arg(&n_tiles_i)
            .arg(&kt_split)
            .arg(&flags);
        let cfg = LaunchConfig {
            grid_dim: (
                self.m.div_ceil(TILE_M) as u32,
                (self.batch * n_tiles) as u32,
                self.splits as u32,
            ),
            block_dim: (128, 1, 1),
            shared_mem_bytes: 0,
        };
        // SAFETY: the weight's rows are m x k bytes, the activations hold `batch` samples of
        // k x ldb (or n x ldb) elements, `y` and `ws` are sized above, and the bias and the
        // residual (read only under their flags) are live contiguous tensors of m and
        // out_elems elements.
        unsafe { args.launch(cfg) }.w()?;
        if let Some(ws) = &ws {
            let f = typed(dev, "fp8_gemm_reduce", b.dtype())?;
            let (out_i, splits) = (out_elems as i64, self.splits as i32);
            let mut args = f.builder();
            args.arg(ws)
                .arg(&y)
                .arg(&bias)
                .arg(&res)
                .arg(&m)
                .arg(&out_i)
                .arg(&splits)
                .arg(&flags);
            // SAFETY: as above; `ws` holds `splits` slices of out_elems partial sums.
            unsafe { args.launch(grid_1d(out_elems, 4)) }.w()?;
        }
        Ok(y)
    }
}

impl OutShape for Fp8Gemm {
    fn out_shape(&self, _: &Layout) -> Result<Shape> {
        Ok(Shape::from(self.out_dims.clone()))
    }
}

cuda_only_op!(
    CustomOp2 for Fp8Gemm, "candela-fp8-gemm", (b, bl, w, wl),
    |_op| b.dtype() => [F16: half::f16, BF16: half::bf16]
);

/// The address of a Linear's bias as held: fp8 bytes (which the epilogue reads as they are)
/// or the run's dtype.
fn bias_ptr(t: &Tensor, stream: &CudaStream) -> Result<u64> {
    let (storage, layout) = t.storage_and_layout();
    let candle_core::Storage::Cuda(s) = &*storage else {
        candle_core::bail!("fp8 GEMM: the bias is not on a CUDA device")
    };
    match t.dtype() {
        DType::F8E4M3 => Ok(view::<float8::F8E4M3>(s, layout)?.device_ptr(stream).0),
        E5M2 => Ok(view::<u8>(s, layout)?.device_ptr(stream).0),
        _ => device_ptr(t),
    }
}

/// The blocks a GEMM of `m` weight rows over `batch` x `n` activation rows runs in, before
/// splitting k.
fn tiles(m: usize, n: usize, batch: usize) -> usize {
    m.div_ceil(TILE_M) * batch * n.div_ceil(TILE_N)
}

/// `x [.., k] . w [m, k]^T + b`, then the tanh GELU where `gelu`, or plus `residual` (the
/// output's shape), with `w` (and `b`) held in fp8: None where the layer does not take the
/// fp8 GEMM ([`takes`]), so the caller decodes and multiplies as before.
pub fn fp8_linear(
    x: &Tensor,
    w: &Tensor,
    b: Option<&Tensor>,
    gelu: bool,
    residual: Option<&Tensor>,
) -> Result<Option<Tensor>> {
    fp8_linear_within(x, w, b, gelu, residual, rows_limit())
}

/// [`fp8_linear`] for inputs of at most `limit` rows (the bench's check takes every size).
pub fn fp8_linear_within(
    x: &Tensor,
    w: &Tensor,
    b: Option<&Tensor>,
    gelu: bool,
    residual: Option<&Tensor>,
    limit: usize,
) -> Result<Option<Tensor>> {
    let (m, k) = w.dims2()?;
    let rows = x.elem_count() / k.max(1);
    if x.dims().last() != Some(&k) || !takes(x, w, rows, k, limit) {
        return Ok(None);
    }
    let x = x.contiguous()?;
    let w = w.contiguous()?;
    if !aligned(&x) || !aligned(&w) {
        return Ok(None);
    }
    let mut out_dims = x.dims().to_vec();
    if let Some(last) = out_dims.last_mut() {
        *last = m;
    }
    // A bias held as the weight (fp8, or the run's dtype) is read as it is; another dtype is
    // cast first.
    let bias = b
        .map(|b| match b.dtype() == w.dtype() || b.dtype() == x.dtype() {
            true => b.contiguous(),
            false => crate::weights_dtype::upcast(b, x.dtype())?.contiguous(),
        })
        .transpose()?;
    let residual = match (residual, gelu) {
        (Some(r), false) => Some(r.contiguous()?),
        _ => None,
    };
    if let Some(r) = &residual {
        if r.dims() != out_dims.as_slice() || r.dtype() != x.dtype() {
            candle_core::bail!(
                "fp8 GEMM: residual {:?} {:?} for an output {out_dims:?} {:?}",
                r.dims(),
                r.dtype(),
                x.dtype()
            );
        }
    }
    let sms = crate::kernels::multiprocessors(x.device()) as usize;
    let op = Fp8Gemm {
        m,
        n: rows,
        k,
        ldb: k,
        batch: 1,
        nk: true,
        splits: splits(tiles(m, rows, 1), k, sms, rows * m, m * k),
        bias,
        residual,
        gelu,
        out_dims,
    };
    x.apply_op2_no_bwd(&w, &op).map(Some)
}

/// `x [b, c, h, w]` convolved (no bias) by `w [m, c, kh, kw]` held in fp8, NCHW out: a 1x1
/// convolution reads `x` as it is, others im2col's columns of the whole image (a few MB at
/// the sizes [`rows_limit`] lets in). None where the layer does not take the fp8 GEMM.
pub fn fp8_conv2d(x: &Tensor, w: &Tensor, stride: usize, pad: usize) -> Result<Option<Tensor>> {
    fp8_conv2d_within(x, w, stride, pad, rows_limit())
}

/// [`fp8_conv2d`] for outputs of at most `limit` pixels over the batch.
pub fn fp8_conv2d_within(
    x: &Tensor,
    w: &Tensor,
    stride: usize,
    pad: usize,
    limit: usize,
) -> Result<Option<Tensor>> {
    let (batch, c, h, wd) = x.dims4()?;
    let (m, wc, kh, kw) = w.dims4()?;
    if wc != c || !convolutions() {
        return Ok(None);
    }
    let h_out = (h + 2 * pad).saturating_sub(kh) / stride + 1;
    let w_out = (wd + 2 * pad).saturating_sub(kw) / stride + 1;
    let pixels = h_out * w_out;
    let k = c * kh * kw;
    if !takes(x, w, batch * pixels, k, limit) {
        return Ok(None);
    }
    let x = x.contiguous()?;
    let (cols, ld) = if kh == 1 && kw == 1 && stride == 1 && pad == 0 {
        (x.clone(), pixels)
    } else {
        super::conv::im2col_whole(&x, kh, kw, stride, pad)?
    };
    let w = w.contiguous()?.reshape((m, k))?;
    if !ld.is_multiple_of(8) || !aligned(&cols) || !aligned(&w) {
        return Ok(None);
    }
    let sms = crate::kernels::multiprocessors(x.device()) as usize;
    let op = Fp8Gemm {
        m,
        n: pixels,
        k,
        ldb: ld,
        batch,
        nk: false,
        splits: splits(tiles(m, pixels, batch), k, sms, batch * m * pixels, m * k),
        bias: None,
        residual: None,
        gelu: false,
        out_dims: vec![batch, m, h_out, w_out],
    };
    cols.apply_op2_no_bwd(&w, &op).map(Some)
}

#[cfg(test)]
mod tests {
    use super::splits;

    #[test]
    fn splits_fill_the_card_within_the_decoded_weights_bytes() {
        // SD 1.5's 8x8 level with CFG: 1280 -> 1280 3x3 over 2 x 64 pixels, 40 tiles.
        let s = splits(40, 11520, 132, 2 * 1280 * 64, 1280 * 11520);
        assert_eq!(s, 14, "four blocks per multiprocessor: 528 / 40 rounded up");
        // Few k tiles: at least four a split.
        assert_eq!(splits(40, 320, 132, 64 * 1280, 1280 * 320), 2);
        // Partial sums bounded by the decoded weight's bytes.
        assert_eq!(splits(2, 1280, 132, 4096 * 640, 640 * 1280), 1);
        // Enough tiles already: one split.
        assert_eq!(splits(400, 11520, 132, 2 * 1280 * 4096, 1280 * 11520), 1);
    }
}
