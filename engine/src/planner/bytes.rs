//! A net's bytes from its tensors' shapes: as held (the storage dtype each tensor is kept
//! in) and the upcast buffer its largest low-stored layer takes. Shared by the UNet
//! families' count (`weights.rs`) and SD 3's (`sd3.rs`).
use crate::protocol::WeightsDtype;
use crate::weights_dtype::held_dtype;
use candle_core::DType;

/// Bytes per element of each tensor of a net, by name.
pub(super) type ElemBytes<'a> = &'a dyn Fn(&str) -> u64;

pub(super) fn bytes_of(shapes: &[(String, Vec<usize>)], s: ElemBytes) -> u64 {
    shapes
        .iter()
        .map(|(n, d)| d.iter().product::<usize>() as u64 * s(n))
        .sum()
}

/// The dtype `weights`' tensor `name` is held in when the run computes in `dtype` and
/// `choice` says how the layers are kept (see [`crate::weights_dtype::held_dtype`]).
pub(super) fn held_in(
    weights: &crate::model::Weights,
    choice: WeightsDtype,
    dtype: DType,
    name: &str,
) -> DType {
    let disk = weights.stored().and_then(|w| w.stored_dtype(name));
    held_dtype(choice, name, dtype, disk)
}

/// Bytes per element of `weights`' tensors as [`held_in`] keeps them.
pub(super) fn held_bytes(
    weights: &crate::model::Weights,
    choice: WeightsDtype,
    dtype: DType,
) -> impl Fn(&str) -> u64 + '_ {
    move |name| held_in(weights, choice, dtype, name).size_in_bytes() as u64
}

/// The largest tensor of `shapes` held in another dtype than `dtype`, in `dtype`'s bytes:
/// the upcast buffer its layer takes.
pub(super) fn upcast_bytes(
    weights: &crate::model::Weights,
    shapes: &[(String, Vec<usize>)],
    choice: WeightsDtype,
    dtype: DType,
) -> u64 {
    shapes
        .iter()
        .filter(|(n, _)| held_in(weights, choice, dtype, n) != dtype)
        .map(|(_, d)| d.iter().product::<usize>() as u64 * dtype.size_in_bytes() as u64)
        .max()
        .unwrap_or(0)
}
