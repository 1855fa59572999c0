//! Tensor helpers the LoRA products share: a scalar's value, f32 on a device, a weight as
//! a matrix, the Tucker product of LoCon's `lora_mid` and LyCORIS' `hada_t*`/`lokr_t2`.
use candle_core::{DType, Device, Result, Tensor};

/// A scalar tensor's value (kohya's `alpha`).
pub(super) fn scalar(t: &Tensor) -> Result<f64> {
    t.to_dtype(DType::F64)?
        .flatten_all()?
        .to_vec1::<f64>()?
        .first()
        .copied()
        .ok_or_else(|| candle_core::Error::Msg("alpha is an empty tensor".into()))
}

/// `t` in f32 on `dev`.
pub(super) fn f32_on(t: &Tensor, dev: &Device) -> Result<Tensor> {
    t.to_device(dev)?.to_dtype(DType::F32)
}

/// `t` as a matrix: its first dimension by the rest.
pub(super) fn matrix(t: &Tensor) -> Result<Tensor> {
    let rows = t.dims().first().copied().unwrap_or(1);
    t.reshape((rows, ()))
}

/// The Tucker product `Σ_ij left[p, i] core[i, j, k, l] right[j, q]` → [p, q, k, l].
pub(super) fn tucker(core: &Tensor, left: &Tensor, right: &Tensor) -> Result<Tensor> {
    let core = core.permute((2, 3, 0, 1))?.contiguous()?; // [k, l, i, j]
    let (k, l) = (core.dim(0)?, core.dim(1)?);
    let left = left
        .unsqueeze(0)?
        .unsqueeze(0)?
        .broadcast_as((k, l, left.dim(0)?, left.dim(1)?))?;
    let right =
        right
            .unsqueeze(0)?
            .unsqueeze(0)?
            .broadcast_as((k, l, right.dim(0)?, right.dim(1)?))?;
    left.contiguous()?
        .matmul(&core)?
        .matmul(&right.contiguous()?)? // [k, l, p, q]
        .permute((2, 3, 0, 1))?
        .contiguous()
}
