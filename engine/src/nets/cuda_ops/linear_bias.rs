//! A Linear layer with its bias in one cuBLASLt call ([`crate::kernels::blas_lt`]).
use candle_core::backend::BackendStorage;
use candle_core::cuda_backend::cudarc::driver::{CudaSlice, DevicePtr, DeviceRepr};
use candle_core::cuda_backend::CudaDType;
use candle_core::{CudaDevice, CudaStorage, Device, Layout, Result, Shape, Tensor};

use crate::kernels::blas_lt::{LinearBias, Operands};
use crate::kernels::op::{cuda_only_op, device_ptr, rows_cols, view, OutShape};

struct LinearBiasOp {
    n: usize,
    gelu: bool,
    /// Added in the epilogue: the output's shape, contiguous, the inputs' dtype.
    residual: Option<Tensor>,
}

impl LinearBiasOp {
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
        let (rows, k) = rows_cols(xl);
        let n = self.n;
        if wl.dims() != [n, k] || bl.shape().elem_count() != n {
            candle_core::bail!(
                "linear_bias: weight {:?} and bias {:?} for inputs {:?}",
                wl.dims(),
                bl.dims(),
                xl.dims()
            );
        }
        let (xs, ws, bs) = (view::<T>(x, xl)?, view::<T>(w, wl)?, view::<T>(b, bl)?);
        let out = unsafe { dev.alloc::<T>(rows * n)? };
        let stream = dev.cuda_stream();
        let rp = self.residual.as_ref().map(device_ptr).transpose()?;
        let ops = Operands {
            x: xs.device_ptr(&stream).0,
            w: ws.device_ptr(&stream).0,
            bias: bs.device_ptr(&stream).0,
            residual: rp.unwrap_or(0),
        };
        let (op, _) = out.device_ptr(&stream);
        let problem = LinearBias {
            dtype: x.dtype(),
            rows,
            k,
            n,
            gelu: self.gelu,
            residual: rp.is_some(),
        };
        // SAFETY: the views, the residual and `out` are live on `dev` with the sizes checked
        // above and in `linear_bias`, and everything runs on its one stream.
        unsafe { problem.run(dev, &ops, op)? };
        Ok(out)
    }
}

impl OutShape for LinearBiasOp {
    fn out_shape(&self, l: &Layout) -> Result<Shape> {
        let mut dims = l.dims().to_vec();
        if let Some(last) = dims.last_mut() {
            *last = self.n;
        }
        Ok(Shape::from(dims))
    }
}

cuda_only_op!(
    CustomOp3 for LinearBiasOp, "candela-linear-bias", (x, xl, w, wl, b, bl),
    |_op| x.dtype() => [F16: half::f16, BF16: half::bf16]
);

/// `x [.., k] . w [n, k]^T + b [n]` with the bias in the GEMM's epilogue (f16 and bf16 on
/// CUDA: [`crate::kernels::blas_lt::takes`]), all three in one dtype, then the tanh GELU
/// where `gelu`, or plus `residual` (the output's shape and dtype; not with `gelu`) in the
/// same epilogue; None where cuBLASLt has no kernel for the product (its shape or its
/// operands' alignment).
pub fn linear_bias(
    x: &Tensor,
    w: &Tensor,
    b: &Tensor,
    gelu: bool,
    residual: Option<&Tensor>,
) -> Result<Option<Tensor>> {
    let (x, w, b) = (x.contiguous()?, w.contiguous()?, b.contiguous()?);
    let (n, k) = w.dims2()?;
    let Device::Cuda(dev) = x.device() else {
        candle_core::bail!("linear_bias runs on CUDA only");
    };
    let residual = residual.map(Tensor::contiguous).transpose()?;
    if let Some(r) = &residual {
        let mut want = x.dims().to_vec();
        if let Some(last) = want.last_mut() {
            *last = n;
        }
        if r.dims() != want.as_slice() || r.dtype() != x.dtype() || gelu {
            candle_core::bail!(
                "linear_bias: residual {:?} {:?} for an output {want:?} {:?} (gelu {gelu})",
                r.dims(),
                r.dtype(),
                x.dtype()
            );
        }
    }
    let problem = LinearBias {
        dtype: x.dtype(),
        rows: x.elem_count() / k.max(1),
        k,
        n,
        gelu,
        residual: residual.is_some(),
    };
    let ops = Operands {
        x: device_ptr(&x)?,
        w: device_ptr(&w)?,
        bias: device_ptr(&b)?,
        residual: residual.as_ref().map(device_ptr).transpose()?.unwrap_or(0),
    };
    let supported = problem.supported(dev, &ops)?;
    if !supported {
        return Ok(None);
    }
    x.apply_op3_no_bwd(&w, &b, &LinearBiasOp { n, gelu, residual })
        .map(Some)
}
