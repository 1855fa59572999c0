//! A net's bytes from its tensors' shapes: as held (the storage dtype each tensor is kept
//! in) and the upcast buffer its largest low-stored layer takes, whole or by part (what
//! sequential offload keeps resident and its largest streamed group). Shared by the UNet
//! families' count (`weights.rs`) and SD 3's (`sd3.rs`, `sd3_control.rs`).
use crate::nets::unet::Part;
use crate::offload::record_shapes;
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

/// A net's bytes by part (or several nets' together, [`PartSizes::and`]).
#[derive(Debug, Clone, Default)]
pub(super) struct PartSizes {
    pub(super) all: u64,
    /// The same tensors in the run's dtype (what the layers compute in).
    pub(super) computed: u64,
    /// What stays on the device under sequential offload.
    pub(super) resident: u64,
    /// The largest streamed group.
    pub(super) largest: u64,
    /// The largest upcast buffer a layer held in a storage dtype takes.
    pub(super) upcast: u64,
    /// Per dtype the streamed groups are held in, the largest group's bytes of it: the
    /// lanes the sequential offload's arena is made of (`offload::SlotPool`).
    pub(super) lanes: Vec<(DType, u64)>,
    /// Each streamed group's bytes, in the order the net runs them.
    pub(super) groups: Vec<u64>,
}

impl PartSizes {
    /// Two nets' sizes together: bytes added, the largest group, lane and upcast of either.
    pub(super) fn and(self, o: PartSizes) -> PartSizes {
        let mut lanes = self.lanes;
        for (dtype, b) in o.lanes {
            lane_merge(&mut lanes, dtype, b, u64::max);
        }
        PartSizes {
            all: self.all + o.all,
            computed: self.computed + o.computed,
            resident: self.resident + o.resident,
            largest: self.largest.max(o.largest),
            upcast: self.upcast.max(o.upcast),
            lanes,
            groups: [self.groups, o.groups].concat(),
        }
    }

    /// The bytes [`crate::offload::kept_groups`] keeps of its streamed groups at 0%, 10%,
    /// ... 90% (`--stream-keep`).
    pub(super) fn kept_by_tenths(&self) -> [u64; 10] {
        std::array::from_fn(|tenth| {
            let kept = crate::offload::kept_groups(&self.groups, tenth as u64 * 10);
            self.groups
                .iter()
                .zip(kept)
                .filter(|(_, k)| *k)
                .map(|(b, _)| b)
                .sum()
        })
    }

    /// One largest group of each lane: the arena's bytes per slot. More than the largest
    /// group where the largest of one dtype's lane and of another's are different groups
    /// (an fp8 UNet's f16 norms and biases).
    pub(super) fn arena_unit(&self) -> u64 {
        self.lanes.iter().map(|(_, b)| b).sum()
    }
}

/// `bytes` into `dtype`'s lane by `merge` (a part's tensors add up, the largest group of
/// several nets is the larger), a new lane where `lanes` has none of that dtype.
fn lane_merge(lanes: &mut Vec<(DType, u64)>, dtype: DType, bytes: u64, merge: fn(u64, u64) -> u64) {
    match lanes.iter_mut().find(|(d, _)| *d == dtype) {
        Some((_, m)) => *m = merge(*m, bytes),
        None => lanes.push((dtype, bytes)),
    }
}

/// A net's bytes as its tensors are held, from its parts (`each`, a `for_each_part`
/// method).
pub(super) fn part_sizes(
    weights: &crate::model::Weights,
    choice: WeightsDtype,
    dtype: DType,
    each: crate::nets::unet::EachPart,
) -> crate::Result<PartSizes> {
    let mut out = PartSizes::default();
    each(&mut |part, build| {
        let shapes = record_shapes(weights, build)?;
        out.upcast = out
            .upcast
            .max(upcast_bytes(weights, &shapes, choice, dtype));
        // The part's bytes per dtype held in: its lanes when it streams.
        let mut lanes: Vec<(DType, u64)> = Vec::new();
        for (name, dims) in &shapes {
            let held = held_in(weights, choice, dtype, name);
            let elems = dims.iter().product::<usize>() as u64;
            let bytes = elems * held.size_in_bytes() as u64;
            lane_merge(&mut lanes, held, bytes, |a, b| a + b);
            out.computed += elems * dtype.size_in_bytes() as u64;
        }
        let b: u64 = lanes.iter().map(|(_, b)| b).sum();
        out.all += b;
        match part {
            Part::Resident => out.resident += b,
            Part::Streamed => {
                out.groups.push(b);
                out.largest = out.largest.max(b);
                for (d, g) in lanes {
                    lane_merge(&mut out.lanes, d, g, u64::max);
                }
            }
        }
        Ok(())
    })?;
    Ok(out)
}
