//! What the process maps on the device when it opens it, before any job: the kernel
//! modules and BLAS handles every net uses, counted as `LIBRARY_RESERVE` (the
//! libraries that are measured instead, cuBLASLt's and cuDNN's, are warmed in `mod.rs`).
//! A leaf: it imports nothing of `vram`.
use candle_core::Device;

/// Maps now what the process would otherwise map at its first computation on the device:
/// the kernel modules (Candela's and candle's) and the BLAS handles and workspaces, by
/// loading Candela's modules and running one of each kind of op the nets use on tiny
/// tensors. Predictions count this as `LIBRARY_RESERVE` beside the context measured
/// before it, from the start of a job; without the warm-up a first phase that computes
/// nothing on the device (text encoders on the CPU) measured about 90 MiB under what
/// every later phase holds (issue 13, session 10). A failure here only leaves the
/// mapping to first use.
pub(super) fn warm_libraries(device: &Device, bf16: bool) {
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
    if bf16 {
        let _ = run(candle_core::DType::BF16);
    }
    let _ = device.synchronize();
}
