//! What the process maps on the device when it opens it, before any job: the kernel
//! modules and BLAS handles every net uses (counted as [`super::LIBRARY_RESERVE`]), and
//! cuBLASLt's and cuDNN's handles and workspaces, measured here (NVML, the pool trimmed
//! around them) so that predictions count them beside the context.
use super::native_bf16;
#[cfg(feature = "cuda")]
use super::{nvml_process_bytes_now, trim_pool};
use candle_core::Device;

/// Maps now what the process would otherwise map at its first computation on the device:
/// the kernel modules (Candela's and candle's) and the BLAS handles and workspaces, by
/// loading Candela's modules and running one of each kind of op the nets use on tiny
/// tensors. Predictions count this as [`LIBRARY_RESERVE`] beside the context measured
/// before it, from the start of a job; without the warm-up a first phase that computes
/// nothing on the device (text encoders on the CPU) measured about 90 MiB under what
/// every later phase holds (issue 13, session 10). A failure here only leaves the
/// mapping to first use.
pub(super) fn warm_libraries(device: &Device) {
    #[cfg(feature = "cuda")]
    if let Device::Cuda(dev) = device {
        let _ = crate::kernels::load_all(dev);
    }
    if !device.is_cuda() {
        return;
    }
    let run = |dtype: candle_core::DType| -> candle_core::Result<()> {
        use candle_core::{DType, Tensor};
        let a = Tensor::arange(0f32, 4096., device)?
            .reshape((64, 64))?
            .affine(1e-4, 0.)?
            .to_dtype(dtype)?;
        let m = a.matmul(&a.t()?)?;
        let b = a.broadcast_matmul(&a.unsqueeze(0)?.repeat((2, 1, 1))?)?;
        let s = candle_nn::ops::softmax_last_dim(&m)?;
        let mask = s.ge(&s.mean_keepdim(1)?.broadcast_as(s.shape())?)?;
        let w = mask.where_cond(&s.silu()?, &s.gelu()?)?;
        let ids = Tensor::new(&[0u32, 3, 5], device)?;
        let picked = w.index_select(&ids, 0)?.exp()?.sqrt()?;
        let joined = Tensor::cat(&[&picked, &b.get(0)?.narrow(0, 0, 3)?], 1)?;
        let total = (joined.sum_all()?.to_dtype(DType::F32)?
            + b.max_keepdim(2)?.to_dtype(DType::F32)?.min_all()?)?;
        total.to_scalar::<f32>()?;
        Ok(())
    };
    for dtype in [candle_core::DType::F16, candle_core::DType::F32] {
        let _ = run(dtype);
    }
    if native_bf16(device) {
        let _ = run(candle_core::DType::BF16);
    }
    let _ = device.synchronize();
}

/// What `warm` added to the process's device memory outside the pool (NVML), the pool
/// trimmed before and after; None where `warm` says it did not start (`Some(false)` or an
/// error, printed as `what` did not start, `then`) or NVML cannot say.
#[cfg(feature = "cuda")]
fn added_by(
    device: &Device,
    what: &str,
    then: &str,
    warm: impl FnOnce() -> candle_core::Result<bool>,
) -> Option<u64> {
    trim_pool(device);
    let before = nvml_process_bytes_now();
    match warm() {
        Ok(true) => {}
        Ok(false) => return None,
        Err(e) => {
            eprintln!("warning: {what} did not start ({e}); {then}");
            return None;
        }
    }
    trim_pool(device);
    Some(nvml_process_bytes_now()?.saturating_sub(before?))
}

/// Makes cuBLASLt's handle and workspace (the Linear layers' bias epilogue,
/// `kernels::blas_lt`) and runs its first products, returning what that added, which
/// predictions count beside the context. None off CUDA, where NVML cannot say, or where
/// cuBLASLt did not start (the Linear layers then keep cuBLAS's GEMM and a bias kernel).
pub(super) fn warm_blas_lt(device: &Device) -> Option<u64> {
    #[cfg(feature = "cuda")]
    if let Device::Cuda(dev) = device {
        let bf16 = native_bf16(device);
        return added_by(
            device,
            "cuBLASLt",
            "Linear layers add their bias apart",
            || crate::kernels::blas_lt::warm(dev, bf16).map(|()| true),
        );
    }
    let _ = device;
    None
}

/// Loads cuDNN (where the build and the machine have it) and runs its first convolutions,
/// returning what that added, which predictions count beside the context. None where
/// cuDNN is not used.
pub(super) fn warm_cudnn(device: &Device) -> Option<u64> {
    #[cfg(feature = "cuda")]
    if let Device::Cuda(dev) = device {
        // Off (the default) or missing: no trim and no NVML query at start-up.
        if !crate::kernels::cudnn::in_use() {
            return None;
        }
        return added_by(device, "cuDNN", "convolutions use im2col + GEMM", || {
            crate::kernels::cudnn::warm(dev)
        });
    }
    let _ = device;
    None
}
