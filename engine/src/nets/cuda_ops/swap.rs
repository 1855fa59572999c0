//! A transformer's image and token sequence swapped (`[b, r, c]` as `[b, c, r]`) in one
//! tiled pass, with a residual added on the way back.
use candle_core::backend::BackendStorage;
use candle_core::cuda_backend::cudarc::driver::{
    CudaSlice, DeviceRepr, LaunchConfig, PushKernelArg,
};
use candle_core::cuda_backend::{CudaDType, WrapErr};
use candle_core::{CudaDevice, CudaStorage, Layout, Result, Shape, Tensor};

use crate::kernels::op::{cuda_only_op, typed, view, view_or, OutShape};

struct SwapOp;

/// Launches `swap_last2_*`: `x [b, r, c]` as `[b, c, r]` (plus `res`, laid out as the
/// output, where given) into a new buffer.
fn swap_last2<T: CudaDType + DeviceRepr>(
    dev: &CudaDevice,
    (x, xl): (&CudaStorage, &Layout),
    res: Option<(&CudaStorage, &Layout)>,
) -> Result<CudaSlice<T>> {
    let (b, rows, cols) = xl.shape().dims3()?;
    let xs = view::<T>(x, xl)?;
    let rs = view_or::<T>(res, (x, xl))?;
    let out = unsafe { dev.alloc::<T>(b * rows * cols)? };
    let f = typed(dev, "swap_last2", x.dtype())?;
    let mut args = f.builder();
    let (rows_i, cols_i, has_res) = (rows as i32, cols as i32, i32::from(res.is_some()));
    args.arg(&xs)
        .arg(&rs)
        .arg(&out)
        .arg(&rows_i)
        .arg(&cols_i)
        .arg(&has_res);
    let cfg = LaunchConfig {
        grid_dim: (cols.div_ceil(32) as u32, rows.div_ceil(32) as u32, b as u32),
        block_dim: (32, 8, 1),
        shared_mem_bytes: 0,
    };
    unsafe { args.launch(cfg) }.w()?;
    Ok(out)
}

impl SwapOp {
    fn run<T: CudaDType + DeviceRepr>(
        &self,
        dev: &CudaDevice,
        x: &CudaStorage,
        xl: &Layout,
    ) -> Result<CudaSlice<T>> {
        swap_last2(dev, (x, xl), None)
    }
}

/// `[b, r, c]`'s shape swapped: `[b, c, r]`.
fn swapped(l: &Layout) -> Result<Shape> {
    let (b, r, c) = l.shape().dims3()?;
    Ok(Shape::from((b, c, r)))
}

impl OutShape for SwapOp {
    fn out_shape(&self, l: &Layout) -> Result<Shape> {
        swapped(l)
    }
}
cuda_only_op!(CustomOp1 for SwapOp, "candela-swap-last2", (x, xl));

struct SwapAddOp;

impl SwapAddOp {
    fn run<T: CudaDType + DeviceRepr>(
        &self,
        dev: &CudaDevice,
        x: &CudaStorage,
        xl: &Layout,
        r: &CudaStorage,
        rl: &Layout,
    ) -> Result<CudaSlice<T>> {
        swap_last2(dev, (x, xl), Some((r, rl)))
    }
}

impl OutShape for SwapAddOp {
    fn out_shape(&self, l: &Layout) -> Result<Shape> {
        swapped(l)
    }
}
cuda_only_op!(CustomOp2 for SwapAddOp, "candela-swap-last2-add", (x, xl, r, rl));

/// `x [b, r, c]` as `[b, c, r]`, contiguous (`x.transpose(1, 2)?.contiguous()`, the same
/// bits), plus `res` (`[b, c, r]`) where given, summed in f32 and rounded once (as `+`
/// rounds it). One pass through shared tiles: candle's strided copy took SDXL's 22
/// transposes a step at about half a terabyte a second.
pub fn swap_last2_add(x: &Tensor, res: Option<&Tensor>) -> Result<Tensor> {
    let (b, r, c) = x.dims3()?;
    let x = x.contiguous()?;
    match res {
        None => x.apply_op1_no_bwd(&SwapOp),
        Some(res) => {
            if res.dims() != [b, c, r] || res.dtype() != x.dtype() {
                candle_core::bail!(
                    "swap_last2_add: a residual {:?} {:?} for {:?} {:?} swapped",
                    res.dims(),
                    res.dtype(),
                    x.dims(),
                    x.dtype()
                );
            }
            x.apply_op2_no_bwd(&res.contiguous()?, &SwapAddOp)
        }
    }
}
