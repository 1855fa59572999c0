//! LoRAs kept as separate deltas (`--lora-apply separate`, and `auto` on layers held in
//! fp8): a low-rank layer's factors, with its scale and strength folded into `up`, for the
//! nets to add in the forward pass ([`crate::nets::adapters`]) instead of merging them into
//! a weight that fp8 would round again. LyCORIS' LoHa, LoKr and full diffs have no
//! low-rank form to keep and are merged in every mode.
use super::bind::Target;
use super::delta::Delta;
use super::ops::f32_on;
use crate::nets::adapters::Factors;
use crate::protocol::LoraApply;
use crate::weights_dtype::E5M2;
use candle_core::{DType, Device, Result};

/// Whether `target` is kept as separate factors under `mode` when its weight is held in
/// `held`.
pub fn keeps_separate(target: &Target, mode: LoraApply, held: DType) -> bool {
    let low_rank = match &target.delta {
        // LoCon's Tucker core is a convolution's: a Linear layer with one is merged.
        Delta::LowRank { mid, .. } => mid.is_none() || target.shape.len() == 4,
        Delta::Hada(_) | Delta::Kron(_) | Delta::Full(_) => false,
    };
    low_rank
        && match mode {
            LoraApply::Merge => false,
            LoraApply::Separate => true,
            LoraApply::Auto => matches!(held, DType::F8E4M3) || held == E5M2,
        }
}

/// The layer's module path: the weight's name without `.weight`.
pub fn module(target: &Target) -> &str {
    target.name.strip_suffix(".weight").unwrap_or(&target.name)
}

/// `target`'s factors in f32 on the CPU, shaped for its layer (a Linear's matrices, or a
/// convolution's kernels), `scale x strength` folded into `up`. None for a delta that is
/// not low-rank.
pub fn factors(target: &Target, strength: f32) -> Result<Option<Factors>> {
    let Delta::LowRank {
        down,
        up,
        mid,
        scale,
    } = &target.delta
    else {
        return Ok(None);
    };
    let cpu = Device::Cpu;
    let (down, up) = (f32_on(down, &cpu)?, f32_on(up, &cpu)?);
    let (rank, out) = (down.dim(0)?, up.dim(0)?);
    let up = (up * (*scale * strength as f64))?;
    let f = match (target.shape.as_slice(), mid) {
        (&[_, c_in], None) => Factors {
            down: down.reshape((rank, c_in))?,
            mid: None,
            up: up.reshape((out, rank))?,
        },
        (&[_, c_in, kh, kw], None) => Factors {
            down: down.reshape((rank, c_in, kh, kw))?,
            mid: None,
            up: up.reshape((out, rank, 1, 1))?,
        },
        (&[_, c_in, _, _], Some(m)) => Factors {
            down: down.reshape((rank, c_in, 1, 1))?,
            mid: Some(f32_on(m, &cpu)?),
            up: up.reshape((out, rank, 1, 1))?,
        },
        (shape, _) => candle_core::bail!(
            "a LoRA layer for '{}' {shape:?}: only Linear and 2D convolution layers keep separate deltas",
            target.name
        ),
    };
    Ok(Some(f))
}

/// Elements of `target`'s factors as [`factors`] keeps them (None for a delta that is not
/// low-rank): what the memory plan counts for a layer kept separate.
pub fn factor_elems(target: &Target) -> Option<usize> {
    match &target.delta {
        Delta::LowRank { down, up, mid, .. } => {
            Some(down.elem_count() + up.elem_count() + mid.as_ref().map_or(0, |m| m.elem_count()))
        }
        Delta::Hada(_) | Delta::Kron(_) | Delta::Full(_) => None,
    }
}
