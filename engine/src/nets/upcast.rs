//! A weight as held (`--weights-dtype`) in the dtype a layer computes in: fp8 weights on
//! CUDA through Candela's decode kernel (every architecture), everything else through
//! [`crate::weights_dtype::upcast`].
use candle_core::{DType, Result, Tensor};

/// `t` in `compute`, ready for a layer to use.
pub fn upcast(t: &Tensor, compute: DType) -> Result<Tensor> {
    #[cfg(feature = "cuda")]
    if t.device().is_cuda()
        && t.dtype() != compute
        && matches!(t.dtype(), DType::F8E4M3 | crate::weights_dtype::E5M2)
        && matches!(compute, DType::F32 | DType::F16 | DType::BF16)
    {
        return super::cuda_fp8::decode(t, compute);
    }
    crate::weights_dtype::upcast(t, compute)
}
