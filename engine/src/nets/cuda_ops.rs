//! Candela's own CUDA kernels (engine/kernels/*.cu, loaded by nets::kernels) as candle
//! custom ops: a fused GroupNorm(+SiLU) and a flash attention forward.
//!
//! Over 600 lines because every op shares the dtype dispatch macros and launch helpers at
//! the top; each op is one section (its struct, launch and public function).
use candle_core::backend::BackendStorage;
use candle_core::cuda_backend::cudarc::driver::{
    CudaSlice, CudaView, DeviceRepr, LaunchConfig, PushKernelArg,
};
use candle_core::cuda_backend::{CudaDType, WrapErr};
use candle_core::{
    CpuStorage, CudaDevice, CudaStorage, CustomOp3, DType, Layout, Result, Shape, Tensor,
};
use half::{bf16, f16};

use super::kernels::{self, Module};

/// Runs `$run::<T>(...)` for the storage's dtype and wraps the result as storage.
macro_rules! for_dtype {
    ($dtype:expr, $dev:expr, $op:ident . $run:ident ( $($arg:expr),* )) => {
        match $dtype {
            DType::F16 => CudaStorage::wrap_cuda_slice($op.$run::<f16>($($arg),*)?, $dev.clone()),
            DType::BF16 => CudaStorage::wrap_cuda_slice($op.$run::<bf16>($($arg),*)?, $dev.clone()),
            DType::F32 => CudaStorage::wrap_cuda_slice($op.$run::<f32>($($arg),*)?, $dev.clone()),
            d => candle_core::bail!("{}: unsupported dtype {d:?}", $op.name()),
        }
    };
}

/// An op's output shape for its first input laid out as `l`: the input's, unless it says.
trait OutShape {
    fn out_shape(&self, l: &Layout) -> Result<Shape> {
        Ok(l.shape().clone())
    }
}

/// `impl CustomOpN` for an op that runs on CUDA only, through its `run::<T>(&dev, x, xl,
/// ...)` (for each float dtype) and [`OutShape`].
macro_rules! cuda_only_op {
    ($trait:ident for $op:ty, $name:literal, ($x:ident, $xl:ident $(, $s:ident, $l:ident)*)) => {
        impl candle_core::$trait for $op {
            fn name(&self) -> &'static str {
                $name
            }

            fn cpu_fwd(
                &self,
                _: &CpuStorage,
                _: &Layout,
                $($s: &CpuStorage, $l: &Layout,)*
            ) -> Result<(CpuStorage, Shape)> {
                $(let _ = ($s, $l);)*
                candle_core::bail!("{} runs on CUDA only", $name)
            }

            fn cuda_fwd(
                &self,
                $x: &CudaStorage,
                $xl: &Layout,
                $($s: &CudaStorage, $l: &Layout,)*
            ) -> Result<(CudaStorage, Shape)> {
                let dev = $x.device().clone();
                let op = self;
                let shape = op.out_shape($xl)?;
                Ok((for_dtype!($x.dtype(), dev, op.run(&dev, $x, $xl $(, $s, $l)*)), shape))
            }
        }
    };
}

fn suffix(dtype: DType) -> Result<&'static str> {
    Ok(match dtype {
        DType::F32 => "f32",
        DType::F16 => "f16",
        DType::BF16 => "bf16",
        d => candle_core::bail!("no Candela CUDA kernel for dtype {d:?}"),
    })
}

/// The contiguous elements of `s` under layout `l`.
fn view<'a, T: CudaDType>(s: &'a CudaStorage, l: &Layout) -> Result<CudaView<'a, T>> {
    match l.contiguous_offsets() {
        Some((a, b)) => Ok(s.as_cuda_slice::<T>()?.slice(a..b)),
        None => candle_core::bail!("Candela CUDA kernels need contiguous inputs"),
    }
}

struct GroupNormOp {
    groups: usize,
    eps: f32,
    silu: bool,
}

impl GroupNormOp {
    #[allow(clippy::too_many_arguments)]
    fn run<T: CudaDType + DeviceRepr>(
        &self,
        dev: &CudaDevice,
        x: &CudaStorage,
        xl: &Layout,
        w: &CudaStorage,
        wl: &Layout,
        b: &CudaStorage,
        bl: &Layout,
    ) -> Result<CudaSlice<T>> {
        let rows = xl.dims()[0] * self.groups;
        let (part, chunks) = gn_partial::<T>(dev, x, xl, rows)?;
        let stats = gn_merge(dev, &part.slice(..), rows, chunks, self.eps)?;
        let (ws, bs) = (view::<T>(w, wl)?, view::<T>(b, bl)?);
        gn_apply::<T>(dev, x, xl, &stats, &ws, &bs, self.groups, self.silu)
    }
}

/// Partial statistics of `x` split into `rows` contiguous groups: [rows, chunks, 3] f32
/// (count, mean, centred sum of squares per chunk) and the chunk count.
fn gn_partial<T: CudaDType + DeviceRepr>(
    dev: &CudaDevice,
    x: &CudaStorage,
    xl: &Layout,
    rows: usize,
) -> Result<(CudaSlice<f32>, usize)> {
    let group_elems = xl.shape().elem_count() / rows;
    let chunks = gn_chunks(group_elems);
    let chunk = group_elems.div_ceil(chunks) as i64;
    let part = unsafe { dev.alloc::<f32>(3 * rows * chunks)? };
    let sfx = suffix(x.dtype())?;
    let f = kernels::function(dev, Module::Ops, &format!("gn_partial_{sfx}"))?;
    let mut args = f.builder();
    let xs = view::<T>(x, xl)?;
    let ge = group_elems as i64;
    args.arg(&xs).arg(&part).arg(&ge).arg(&chunk);
    let cfg = LaunchConfig {
        grid_dim: (chunks as u32, rows as u32, 1),
        block_dim: (256, 1, 1),
        shared_mem_bytes: 0,
    };
    unsafe { args.launch(cfg) }.w()?;
    Ok((part, chunks))
}

/// Merges `parts` [rows, chunks, 3] into (mean, rstd) per row (Chan et al.).
fn gn_merge(
    dev: &CudaDevice,
    parts: &CudaView<f32>,
    rows: usize,
    chunks: usize,
    eps: f32,
) -> Result<CudaSlice<f32>> {
    let stats = unsafe { dev.alloc::<f32>(2 * rows)? };
    let f = kernels::function(dev, Module::Ops, "gn_merge")?;
    let mut args = f.builder();
    let (rows_i, chunks_i) = (rows as i32, chunks as i32);
    args.arg(parts)
        .arg(&stats)
        .arg(&rows_i)
        .arg(&chunks_i)
        .arg(&eps);
    let cfg = LaunchConfig {
        grid_dim: (rows.div_ceil(128) as u32, 1, 1),
        block_dim: (128, 1, 1),
        shared_mem_bytes: 0,
    };
    unsafe { args.launch(cfg) }.w()?;
    Ok(stats)
}

/// `(x - mean) * rstd * weight + bias` per (sample, group) row of `stats`, then SiLU if
/// `silu`, in `x`'s dtype.
#[allow(clippy::too_many_arguments)]
fn gn_apply<T: CudaDType + DeviceRepr>(
    dev: &CudaDevice,
    x: &CudaStorage,
    xl: &Layout,
    stats: &CudaSlice<f32>,
    ws: &CudaView<T>,
    bs: &CudaView<T>,
    groups: usize,
    silu: bool,
) -> Result<CudaSlice<T>> {
    let dims = xl.dims();
    let (n, c) = (dims[0], dims[1]);
    let hw: usize = dims[2..].iter().product();
    let total = n * c * hw;
    let xs = view::<T>(x, xl)?;
    let out = unsafe { dev.alloc::<T>(total)? };
    let sfx = suffix(x.dtype())?;
    let f = kernels::function(dev, Module::Ops, &format!("gn_apply_{sfx}"))?;
    let mut args = f.builder();
    let (total_i, c_i, hw_i, cpg, silu) = (
        total as i64,
        c as i32,
        hw as i64,
        (c / groups) as i32,
        silu as i32,
    );
    args.arg(&xs)
        .arg(stats)
        .arg(ws)
        .arg(bs)
        .arg(&out)
        .arg(&total_i)
        .arg(&c_i)
        .arg(&hw_i)
        .arg(&cpg)
        .arg(&silu);
    unsafe { args.launch(grid_rows(n * c, hw)) }.w()?;
    Ok(out)
}

impl OutShape for GroupNormOp {}
cuda_only_op!(CustomOp3 for GroupNormOp, "candela-group-norm", (x, xl, w, wl, b, bl));

/// GroupNorm over `x` [N, C, ...] with affine `weight`/`bias` [C], optionally followed by
/// SiLU, in one pass of statistics and one elementwise pass.
pub fn group_norm(
    x: &Tensor,
    weight: &Tensor,
    bias: &Tensor,
    groups: usize,
    eps: f64,
    silu: bool,
) -> Result<Tensor> {
    let x = x.contiguous()?;
    x.apply_op3_no_bwd(
        weight,
        bias,
        &GroupNormOp {
            groups,
            eps: eps as f32,
            silu,
        },
    )
}

/// Enough chunks per group to fill the card; each chunk at least 16 Ki elements.
fn gn_chunks(group_elems: usize) -> usize {
    (group_elems / 16384).clamp(1, 64)
}

/// Partial GroupNorm statistics of a tile: [n * groups, chunks, 3] f32 (count, mean,
/// centred sum of squares per chunk).
struct GroupPartsOp {
    groups: usize,
}

impl GroupPartsOp {
    fn run<T: CudaDType + DeviceRepr>(
        &self,
        dev: &CudaDevice,
        x: &CudaStorage,
        xl: &Layout,
    ) -> Result<(CudaSlice<f32>, usize)> {
        gn_partial::<T>(dev, x, xl, xl.dims()[0] * self.groups)
    }
}

impl candle_core::CustomOp1 for GroupPartsOp {
    fn name(&self) -> &'static str {
        "candela-group-parts"
    }

    fn cpu_fwd(&self, _: &CpuStorage, _: &Layout) -> Result<(CpuStorage, Shape)> {
        candle_core::bail!("candela-group-parts runs on CUDA only")
    }

    fn cuda_fwd(&self, x: &CudaStorage, l: &Layout) -> Result<(CudaStorage, Shape)> {
        let dev = x.device().clone();
        let (part, chunks) = match x.dtype() {
            DType::F16 => self.run::<f16>(&dev, x, l)?,
            DType::BF16 => self.run::<bf16>(&dev, x, l)?,
            DType::F32 => self.run::<f32>(&dev, x, l)?,
            d => candle_core::bail!("candela-group-parts: unsupported dtype {d:?}"),
        };
        let rows = l.dims()[0] * self.groups;
        Ok((
            CudaStorage::wrap_cuda_slice(part, dev),
            Shape::from((rows, chunks, 3)),
        ))
    }
}

/// GroupNorm statistics of `x` [N, C, ...] in `groups` groups, as mergeable parts on the
/// device (see [`group_norm_parts`]); nothing is copied to the host.
pub fn group_parts(x: &Tensor, groups: usize) -> Result<Tensor> {
    x.contiguous()?.apply_op1_no_bwd(&GroupPartsOp { groups })
}

/// GroupNorm with statistics from [`group_parts`] (of this tensor or of the whole image
/// it is a tile of, concatenated along dim 1): the parts are merged on the device, then
/// applied with the affine (`wb` = weight then bias) and optional SiLU.
struct GroupNormPartsOp {
    groups: usize,
    eps: f32,
    silu: bool,
}

impl GroupNormPartsOp {
    #[allow(clippy::too_many_arguments)]
    fn run<T: CudaDType + DeviceRepr>(
        &self,
        dev: &CudaDevice,
        x: &CudaStorage,
        xl: &Layout,
        p: &CudaStorage,
        pl: &Layout,
        wb: &CudaStorage,
        wbl: &Layout,
    ) -> Result<CudaSlice<T>> {
        let (n, c) = (xl.dims()[0], xl.dims()[1]);
        let (rows, chunks, _) = pl.shape().dims3()?;
        if rows != n * self.groups {
            candle_core::bail!(
                "group statistics for {rows} rows applied to {n} x {} groups",
                self.groups
            )
        }
        let stats = gn_merge(dev, &view::<f32>(p, pl)?, rows, chunks, self.eps)?;
        let wbs = view::<T>(wb, wbl)?;
        let (ws, bs) = (wbs.slice(0..c), wbs.slice(c..2 * c));
        gn_apply::<T>(dev, x, xl, &stats, &ws, &bs, self.groups, self.silu)
    }
}

impl OutShape for GroupNormPartsOp {}
cuda_only_op!(CustomOp3 for GroupNormPartsOp, "candela-group-norm-parts", (x, xl, p, pl, wb, wbl));

/// `group_norm(x)` (then SiLU if `silu`) with statistics `parts` from [`group_parts`].
pub fn group_norm_parts(
    x: &Tensor,
    parts: &Tensor,
    weight: &Tensor,
    bias: &Tensor,
    groups: usize,
    eps: f64,
    silu: bool,
) -> Result<Tensor> {
    let x = x.contiguous()?;
    let wb = Tensor::cat(&[weight, bias], 0)?.to_dtype(x.dtype())?;
    x.apply_op3_no_bwd(
        &parts.contiguous()?,
        &wb,
        &GroupNormPartsOp {
            groups,
            eps: eps as f32,
            silu,
        },
    )
}

struct FlashOp {
    scale: f32,
    heads: usize,
}

/// Head sizes with a compiled kernel (the head size padded up to one of these).
const FLASH_DP: [usize; 7] = [32, 48, 64, 80, 96, 128, 160];

impl FlashOp {
    #[allow(clippy::too_many_arguments)]
    fn run<T: CudaDType + DeviceRepr>(
        &self,
        dev: &CudaDevice,
        q: &CudaStorage,
        ql: &Layout,
        k: &CudaStorage,
        kl: &Layout,
        v: &CudaStorage,
        vl: &Layout,
    ) -> Result<CudaSlice<T>> {
        let (b, nq, hd) = ql.shape().dims3()?;
        let d = hd / self.heads;
        let nk = kl.dims()[1];
        let dp = FLASH_DP.into_iter().find(|&p| p >= d).ok_or_else(|| {
            candle_core::Error::Msg(format!("flash attention: head size {d} > 160"))
        })?;
        let (qs, ks, vs) = (view::<T>(q, ql)?, view::<T>(k, kl)?, view::<T>(v, vl)?);
        let out = unsafe { dev.alloc::<T>(b * nq * hd)? };
        let name = format!("flash_fwd_{}_{dp}", suffix(q.dtype())?);
        let f = kernels::function(dev, Module::Flash, &name)?;
        let mut args = f.builder();
        let ints = [nq, nk, d, self.heads].map(|v| v as i32);
        let scale_log2 = self.scale * std::f32::consts::LOG2_E;
        args.arg(&qs).arg(&ks).arg(&vs).arg(&out);
        for v in &ints {
            args.arg(v);
        }
        args.arg(&scale_log2);
        let cfg = LaunchConfig {
            grid_dim: (nq.div_ceil(128) as u32, (b * self.heads) as u32, 1),
            block_dim: (256, 1, 1),
            shared_mem_bytes: 0,
        };
        unsafe { args.launch(cfg) }.w()?;
        Ok(out)
    }
}

impl CustomOp3 for FlashOp {
    fn name(&self) -> &'static str {
        "candela-flash-attention"
    }

    fn cpu_fwd(
        &self,
        _: &CpuStorage,
        _: &Layout,
        _: &CpuStorage,
        _: &Layout,
        _: &CpuStorage,
        _: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        candle_core::bail!("candela-flash-attention runs on CUDA only")
    }

    fn cuda_fwd(
        &self,
        q: &CudaStorage,
        ql: &Layout,
        k: &CudaStorage,
        kl: &Layout,
        v: &CudaStorage,
        vl: &Layout,
    ) -> Result<(CudaStorage, Shape)> {
        let dev = q.device().clone();
        let storage = match q.dtype() {
            DType::F16 => {
                CudaStorage::wrap_cuda_slice(self.run::<f16>(&dev, q, ql, k, kl, v, vl)?, dev)
            }
            DType::BF16 => {
                CudaStorage::wrap_cuda_slice(self.run::<bf16>(&dev, q, ql, k, kl, v, vl)?, dev)
            }
            d => candle_core::bail!("candela-flash-attention: unsupported dtype {d:?}"),
        };
        Ok((storage, ql.shape().clone()))
    }
}

/// Whether the flash kernel can take this attention: f16 (tensor cores from Turing,
/// compute capability 7.5, up) or bf16 (8.0 up), head size <= 160.
pub fn flash_supported(q: &Tensor, head_dim: usize) -> bool {
    let arch = kernels::arch(q.device());
    head_dim <= 160
        && match q.dtype() {
            DType::F16 => arch >= kernels::OLDEST_ARCH,
            DType::BF16 => arch >= 80,
            _ => false,
        }
}

/// softmax(q k^T * scale) v per head without materializing the scores. q: [b, nq, heads*d],
/// k/v: [b, nk, heads*d] (heads side by side, as the projections write them); the output
/// is laid out like q.
pub fn flash_attention(
    q: &Tensor,
    k: &Tensor,
    v: &Tensor,
    heads: usize,
    scale: f64,
) -> Result<Tensor> {
    let (q, k, v) = (q.contiguous()?, k.contiguous()?, v.contiguous()?);
    q.apply_op3_no_bwd(
        &k,
        &v,
        &FlashOp {
            scale: scale as f32,
            heads,
        },
    )
}

/// One grid row per tensor row (grid-strided past 65535), threads across the row.
fn grid_rows(rows: usize, cols: usize) -> LaunchConfig {
    let threads = cols.min(256) as u32;
    let x = cols.div_ceil(threads as usize).min(1024) as u32;
    LaunchConfig {
        grid_dim: (x, rows.min(65535) as u32, 1),
        block_dim: (threads, 1, 1),
        shared_mem_bytes: 0,
    }
}

struct GegluOp;

impl GegluOp {
    fn run<T: CudaDType + DeviceRepr>(
        &self,
        dev: &CudaDevice,
        h: &CudaStorage,
        l: &Layout,
    ) -> Result<CudaSlice<T>> {
        let dims = l.dims();
        let two_inner = dims[dims.len() - 1];
        let rows = l.shape().elem_count() / two_inner;
        let inner = two_inner / 2;
        let hs = view::<T>(h, l)?;
        let out = unsafe { dev.alloc::<T>(rows * inner)? };
        let f = kernels::function(dev, Module::Ops, &format!("geglu_{}", suffix(h.dtype())?))?;
        let mut args = f.builder();
        let (rows_i, inner_i) = (rows as i64, inner as i32);
        args.arg(&hs).arg(&out).arg(&rows_i).arg(&inner_i);
        unsafe { args.launch(grid_rows(rows, inner)) }.w()?;
        Ok(out)
    }
}

impl OutShape for GegluOp {
    fn out_shape(&self, l: &Layout) -> Result<Shape> {
        let mut dims = l.dims().to_vec();
        let last = dims.len() - 1;
        dims[last] /= 2;
        Ok(Shape::from(dims))
    }
}

cuda_only_op!(CustomOp1 for GegluOp, "candela-geglu", (h, l));

/// `h[..., :inner] * gelu_erf(h[..., inner:])` in one kernel.
pub fn geglu(h: &Tensor) -> Result<Tensor> {
    h.contiguous()?.apply_op1_no_bwd(&GegluOp)
}

/// Columns for output rows `[oh0, oh0 + rows)` of a 2D convolution: [b, c*kh*kw, rows*w_out].
struct Im2ColOp {
    kh: usize,
    kw: usize,
    stride: usize,
    pad: usize,
    oh0: usize,
    rows: usize,
}

impl Im2ColOp {
    fn w_out(&self, w: usize) -> usize {
        (w + 2 * self.pad - self.kw) / self.stride + 1
    }

    fn run<T: CudaDType + DeviceRepr>(
        &self,
        dev: &CudaDevice,
        x: &CudaStorage,
        l: &Layout,
    ) -> Result<CudaSlice<T>> {
        let (b, c, h, w) = l.shape().dims4()?;
        let w_out = self.w_out(w);
        let k = c * self.kh * self.kw;
        let xs = view::<T>(x, l)?;
        let col = unsafe { dev.alloc::<T>(b * k * self.rows * w_out)? };
        let f = kernels::function(dev, Module::Ops, &format!("im2col_{}", suffix(x.dtype())?))?;
        let mut args = f.builder();
        let ints: [i32; 10] = [
            c,
            h,
            w,
            self.kh,
            self.kw,
            self.stride,
            self.pad,
            w_out,
            self.oh0,
            self.rows,
        ]
        .map(|v| v as i32);
        args.arg(&xs).arg(&col);
        for v in &ints {
            args.arg(v);
        }
        // Threads across the row (up to 128), the rest of a 256-thread block down the rows.
        // The kernel writes 8 outputs per thread for 16-bit stride-1 rows of a multiple of 8.
        let per_thread = if self.stride == 1 && w_out % 8 == 0 && x.dtype().size_in_bytes() == 2 {
            8
        } else {
            1
        };
        let tx = (w_out / per_thread).next_power_of_two().min(128);
        let cfg = LaunchConfig {
            grid_dim: ((b * k) as u32, 1, 1),
            block_dim: (tx as u32, (256 / tx) as u32, 1),
            shared_mem_bytes: 0,
        };
        unsafe { args.launch(cfg) }.w()?;
        Ok(col)
    }
}

impl OutShape for Im2ColOp {
    fn out_shape(&self, l: &Layout) -> Result<Shape> {
        let (b, c, _, w) = l.shape().dims4()?;
        Ok(Shape::from((
            b,
            c * self.kh * self.kw,
            self.rows * self.w_out(w),
        )))
    }
}

cuda_only_op!(CustomOp1 for Im2ColOp, "candela-im2col", (x, l));

/// A 2D convolution as im2col + one batched GEMM per band of output rows, writing NCHW
/// directly; bands bound the column buffer to about `max_col_elems` elements.
pub fn conv2d(
    x: &Tensor,
    weight: &Tensor,
    bias: Option<&Tensor>,
    stride: usize,
    pad: usize,
    max_col_elems: usize,
) -> Result<Tensor> {
    let x = x.contiguous()?;
    let (b, c, h, w) = x.dims4()?;
    let (n, _, kh, kw) = weight.dims4()?;
    let h_out = (h + 2 * pad - kh) / stride + 1;
    let w_out = (w + 2 * pad - kw) / stride + 1;
    let k = c * kh * kw;
    let wmat = weight.reshape((n, k))?;
    let out = if kh == 1 && kw == 1 && stride == 1 && pad == 0 {
        wmat.broadcast_left(b)?.matmul(&x.reshape((b, c, h * w))?)?
    } else {
        let rows_per_band = (max_col_elems / (b * k * w_out)).clamp(1, h_out);
        let mut bands = Vec::with_capacity(h_out.div_ceil(rows_per_band));
        for oh0 in (0..h_out).step_by(rows_per_band) {
            let rows = rows_per_band.min(h_out - oh0);
            let col = x.apply_op1_no_bwd(&Im2ColOp {
                kh,
                kw,
                stride,
                pad,
                oh0,
                rows,
            })?;
            bands.push(wmat.broadcast_left(b)?.matmul(&col)?);
        }
        if bands.len() == 1 {
            bands.pop().expect("one band")
        } else {
            Tensor::cat(&bands, 2)?
        }
    };
    let out = out.reshape((b, n, h_out, w_out))?;
    match bias {
        Some(bias) => channel_add(&out, bias),
        None => Ok(out),
    }
}

struct ChanAddOp;

impl ChanAddOp {
    fn run<T: CudaDType + DeviceRepr>(
        &self,
        dev: &CudaDevice,
        x: &CudaStorage,
        xl: &Layout,
        v: &CudaStorage,
        vl: &Layout,
    ) -> Result<CudaSlice<T>> {
        let dims = xl.dims();
        let rows = dims[0] * dims[1];
        let hw: usize = dims[2..].iter().product();
        let vlen = vl.shape().elem_count();
        let (xs, vs) = (view::<T>(x, xl)?, view::<T>(v, vl)?);
        let out = unsafe { dev.alloc::<T>(rows * hw)? };
        let f = kernels::function(
            dev,
            Module::Ops,
            &format!("chan_add_{}", suffix(x.dtype())?),
        )?;
        let mut args = f.builder();
        let (rows_i, hw_i, vlen_i) = (rows as i64, hw as i32, vlen as i32);
        args.arg(&xs)
            .arg(&vs)
            .arg(&out)
            .arg(&rows_i)
            .arg(&hw_i)
            .arg(&vlen_i);
        unsafe { args.launch(grid_rows(rows, hw)) }.w()?;
        Ok(out)
    }
}

impl OutShape for ChanAddOp {}
cuda_only_op!(CustomOp2 for ChanAddOp, "candela-channel-add", (x, xl, v, vl));

/// `x [n, c, ...] + v` where `v` holds one value per channel (`[c]`) or per sample and
/// channel (`[n, c]`), broadcast over the spatial positions.
pub fn channel_add(x: &Tensor, v: &Tensor) -> Result<Tensor> {
    let (x, v) = (x.contiguous()?, v.contiguous()?);
    x.apply_op2_no_bwd(&v, &ChanAddOp)
}
