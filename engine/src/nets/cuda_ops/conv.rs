//! 2D convolution as im2col + batched GEMM in bands of output rows (bounding the column
//! buffer), bias added per channel.
use candle_core::backend::BackendStorage;
use candle_core::cuda_backend::cudarc::driver::{
    CudaSlice, DeviceRepr, LaunchConfig, PushKernelArg,
};
use candle_core::cuda_backend::{CudaDType, WrapErr};
use candle_core::{CudaDevice, CudaStorage, Layout, Result, Shape, Tensor};

use super::elementwise::channel_add;
use crate::kernels::op::{cuda_only_op, suffix, view, OutShape};
use crate::kernels::{self, Module};

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
        let per_thread =
            if self.stride == 1 && w_out.is_multiple_of(8) && x.dtype().size_in_bytes() == 2 {
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
