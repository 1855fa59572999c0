//! GroupNorm (+ SiLU) in one pass of statistics and one elementwise pass, and its
//! statistics as mergeable parts for the tiled VAE.
use candle_core::backend::BackendStorage;
use candle_core::cuda_backend::cudarc::driver::{
    CudaSlice, CudaView, DeviceRepr, LaunchConfig, PushKernelArg,
};
use candle_core::cuda_backend::{CudaDType, WrapErr};
use candle_core::{CpuStorage, CudaDevice, CudaStorage, DType, Layout, Result, Shape, Tensor};
use half::{bf16, f16};

use crate::kernels::op::{cuda_only_op, grid_rows, typed, view, OutShape};
use crate::kernels::{self, Module};

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
    let f = typed(dev, "gn_partial", x.dtype())?;
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
    let f = typed(dev, "gn_apply", x.dtype())?;
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
