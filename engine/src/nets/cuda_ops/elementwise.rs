//! Kernels over rows: GEGLU, a per-channel add, a Linear's bias, an RMSNorm and a plain
//! LayerNorm.
use candle_core::backend::BackendStorage;
use candle_core::cuda_backend::cudarc::driver::{
    CudaSlice, DeviceRepr, LaunchConfig, PushKernelArg,
};
use candle_core::cuda_backend::{CudaDType, WrapErr};
use candle_core::{CudaDevice, CudaStorage, Layout, Result, Shape, Tensor};

use crate::kernels::op::{cuda_only_op, grid_rows, suffix, view, OutShape};
use crate::kernels::{self, Module};

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

struct RowAddOp;

impl RowAddOp {
    fn run<T: CudaDType + DeviceRepr>(
        &self,
        dev: &CudaDevice,
        y: &CudaStorage,
        yl: &Layout,
        b: &CudaStorage,
        bl: &Layout,
    ) -> Result<CudaSlice<T>> {
        let cols = bl.shape().elem_count();
        let rows = yl.shape().elem_count() / cols.max(1);
        let (ys, bs) = (view::<T>(y, yl)?, view::<T>(b, bl)?);
        let out = unsafe { dev.alloc::<T>(rows * cols)? };
        let f = kernels::function(dev, Module::Ops, &format!("row_add_{}", suffix(y.dtype())?))?;
        let mut args = f.builder();
        let (rows_i, cols_i) = (rows as i64, cols as i32);
        args.arg(&ys).arg(&bs).arg(&out).arg(&rows_i).arg(&cols_i);
        unsafe { args.launch(grid_rows(rows, cols)) }.w()?;
        Ok(out)
    }
}

impl OutShape for RowAddOp {}
cuda_only_op!(CustomOp2 for RowAddOp, "candela-row-add", (y, yl, b, bl));

/// `y [.., c] + b [c]`: a Linear's bias over every row, in one pass without the index
/// arithmetic of a broadcast add (the same sums, rounded the same way).
pub fn row_add(y: &Tensor, b: &Tensor) -> Result<Tensor> {
    let c = b.elem_count();
    if y.dims().last() != Some(&c) {
        candle_core::bail!("row_add: a bias of {c} for rows of {:?}", y.dims());
    }
    let (y, b) = (y.contiguous()?, b.contiguous()?);
    y.apply_op2_no_bwd(&b, &RowAddOp)
}

/// How candle launches its norm kernels (a block per row: 32 threads below 1024 columns,
/// else 1024), which Candela's copies of their arithmetic keep so the sums are the same;
/// with the block size the kernels take as an argument.
fn norm_rows_launch(rows: usize, cols: usize) -> (LaunchConfig, i32) {
    let block = if cols < 1024 { 32 } else { 1024 };
    let cfg = LaunchConfig {
        grid_dim: (rows as u32, 1, 1),
        block_dim: (block, 1, 1),
        shared_mem_bytes: 0,
    };
    (cfg, block as i32)
}

struct RmsNormOp {
    eps: f32,
}

impl RmsNormOp {
    fn run<T: CudaDType + DeviceRepr>(
        &self,
        dev: &CudaDevice,
        x: &CudaStorage,
        xl: &Layout,
        w: &CudaStorage,
        wl: &Layout,
    ) -> Result<CudaSlice<T>> {
        let cols = wl.shape().elem_count();
        let rows = xl.shape().elem_count() / cols.max(1);
        let (xs, ws) = (view::<T>(x, xl)?, view::<f32>(w, wl)?);
        let out = unsafe { dev.alloc::<T>(rows * cols)? };
        let f = kernels::function(
            dev,
            Module::Ops,
            &format!("rms_norm_{}", suffix(x.dtype())?),
        )?;
        let (cfg, block) = norm_rows_launch(rows, cols);
        let mut args = f.builder();
        let cols_i = cols as i32;
        args.arg(&xs)
            .arg(&out)
            .arg(&ws)
            .arg(&cols_i)
            .arg(&block)
            .arg(&self.eps);
        unsafe { args.launch(cfg) }.w()?;
        Ok(out)
    }
}

impl OutShape for RmsNormOp {}
cuda_only_op!(CustomOp2 for RmsNormOp, "candela-rms-norm", (x, xl, w, wl));

/// RMSNorm of `x [.., c]` with the f32 weight `w [c]`, in f32 arithmetic (as candle's
/// `rms_norm` on `x` cast to f32), the result in `x`'s dtype.
pub fn rms_norm(x: &Tensor, w: &Tensor, eps: f32) -> Result<Tensor> {
    let c = w.elem_count();
    if x.dims().last() != Some(&c) || w.dtype() != candle_core::DType::F32 {
        candle_core::bail!("rms_norm: an f32 weight of {c} for rows of {:?}", x.dims());
    }
    let (x, w) = (x.contiguous()?, w.contiguous()?);
    x.apply_op2_no_bwd(&w, &RmsNormOp { eps })
}

struct PlainLayerNormOp {
    eps: f32,
}

impl PlainLayerNormOp {
    fn run<T: CudaDType + DeviceRepr>(
        &self,
        dev: &CudaDevice,
        x: &CudaStorage,
        xl: &Layout,
    ) -> Result<CudaSlice<T>> {
        let dims = xl.dims();
        let cols = dims[dims.len() - 1];
        let rows = xl.shape().elem_count() / cols.max(1);
        let xs = view::<T>(x, xl)?;
        let out = unsafe { dev.alloc::<T>(rows * cols)? };
        let name = format!("layer_norm_plain_{}", suffix(x.dtype())?);
        let f = kernels::function(dev, Module::Ops, &name)?;
        let (cfg, block) = norm_rows_launch(rows, cols);
        let mut args = f.builder();
        let cols_i = cols as i32;
        args.arg(&xs)
            .arg(&out)
            .arg(&cols_i)
            .arg(&block)
            .arg(&self.eps);
        unsafe { args.launch(cfg) }.w()?;
        Ok(out)
    }
}

impl OutShape for PlainLayerNormOp {}
cuda_only_op!(CustomOp1 for PlainLayerNormOp, "candela-plain-layer-norm", (x, xl));

/// LayerNorm of `x [.., c]` over its last axis without weights, in f32 arithmetic (as
/// candle's `layer_norm` with ones and zeros on `x` cast to f32), the result in `x`'s dtype.
pub fn plain_layer_norm(x: &Tensor, eps: f32) -> Result<Tensor> {
    x.contiguous()?.apply_op1_no_bwd(&PlainLayerNormOp { eps })
}
