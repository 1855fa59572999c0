//! A1111's emphasis (`modules/sd_emphasis.py`): how token weights change a chunk's
//! encoder output.
use candle_core::{DType, Result, Tensor};

use crate::protocol::Emphasis;

/// `z` [1, 77, d] (one chunk's hidden states) with `multipliers` (one per token) applied.
/// "Original" multiplies each token's vector by its weight, then scales the chunk so its
/// mean over all values is what it was; "No norm" only multiplies; the others leave `z`.
pub fn apply(z: &Tensor, multipliers: &[f32], emphasis: Emphasis) -> Result<Tensor> {
    if !matches!(emphasis, Emphasis::Original | Emphasis::NoNorm)
        || multipliers.iter().all(|&m| m == 1.0)
    {
        return Ok(z.clone());
    }
    let dtype = z.dtype();
    let zf = z.to_dtype(DType::F32)?;
    let n = multipliers.len();
    let m = Tensor::from_slice(multipliers, (1, n, 1), z.device())?;
    let weighted = zf.broadcast_mul(&m)?;
    let out = if emphasis == Emphasis::Original {
        let original = zf.mean_all()?.to_scalar::<f32>()?;
        let new = weighted.mean_all()?.to_scalar::<f32>()?;
        weighted.affine((original / new) as f64, 0.0)?
    } else {
        weighted
    };
    out.to_dtype(dtype)
}
