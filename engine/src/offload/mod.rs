//! Weights that live in host memory and visit the device when a phase needs them.
//!
//! - `--offload model`: a whole net is packed into one host group and uploaded for its
//!   phase ([`HostGroup::upload`]), then dropped.
//! - `--offload sequential`: the UNet is packed a stage at a time (a resnet, a conv, one
//!   transformer block) and streamed through a device arena ([`Streamer`]): while one
//!   stage computes, the next ones are copied from page-locked memory on a second CUDA
//!   stream. The arena is allocated once and reused every step.
//!
//! A net is packed by building it once through a [`Recorder`], which keeps every tensor
//! the net asks for (already converted to the run's dtype and shape); the net is then
//! rebuilt from views into a device buffer holding the group's bytes (`host::views`).
use crate::model::Weights;
use candle_core::{DType, Device, Shape, Tensor};
use candle_nn::var_builder::SimpleBackend;
use candle_nn::VarBuilder;
use std::sync::{Arc, Mutex};

#[cfg(feature = "cuda")]
mod cuda;
mod host;
#[cfg_attr(not(feature = "cuda"), allow(dead_code))]
mod ring;
#[cfg(feature = "cuda")]
mod slots;
mod stream;

#[cfg(feature = "cuda")]
pub(crate) use cuda::{alloc_flat, LockedHost};
pub use host::{HostGroup, Recorded};
pub use stream::{SlotPool, Streamer};

/// How many of its largest group the device arena a denoising phase streams its nets
/// through holds ([`SlotPool`]): three where a UNet's layers are stored in fp8
/// (`--weights-dtype`), two otherwise. The arena is a ring (`ring`): each group takes a
/// place its own size, so the copies run ahead through as many groups as fit, the small
/// ones (high-resolution levels, whose compute is longer than their copy) far ahead. Half-
/// size groups cross the bus in half the time, so an fp8 UNet keeps a third largest group
/// of room (less than two in f16). In f16 the copies are the longer side, and SD 3's MMDiT
/// blocks (alike, each longer to copy than to compute) gained nothing from a third slot
/// (SD 3.5 Large 194.2 against 194.9 ms a step) for 288 MiB more. The planner counts the
/// same number. `CANDELA_SLOT_COUNT` (2 to 16) sets it for every job, to measure one count
/// against another.
pub fn slot_count(weights: crate::protocol::WeightsDtype, unet: bool) -> usize {
    use crate::protocol::WeightsDtype as W;
    static SET: std::sync::OnceLock<Option<usize>> = std::sync::OnceLock::new();
    let set = SET.get_or_init(|| {
        let v = std::env::var("CANDELA_SLOT_COUNT").ok()?;
        match v.parse::<usize>() {
            Ok(n @ 2..=16) => Some(n),
            _ => {
                eprintln!("warning: CANDELA_SLOT_COUNT={v} is not a number from 2 to 16; ignored");
                None
            }
        }
    });
    match (set, weights) {
        (Some(n), _) => *n,
        (None, W::Fp8E4m3fn | W::Fp8E5m2) if unet => 3,
        (None, _) => 2,
    }
}

/// Which of a streamed net's groups (their bytes, in the order the net runs them) stay on
/// the device through the denoising phase when `percent` of the streamed bytes may
/// (`--stream-keep`): each whole group that still fits in the share, the largest first (a
/// stage's bytes grow with its channels, so the deep levels' groups, the least compute per
/// byte copied, come first; equal ones in the order they run). The planner counts the same
/// groups (the `--stream-keep` lever's file in `planner/levers`).
pub fn kept_groups(bytes: &[u64], percent: u64) -> Vec<bool> {
    let room = bytes.iter().sum::<u64>() * percent.min(100) / 100;
    let mut order: Vec<usize> = (0..bytes.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(bytes[i]));
    let mut kept = vec![false; bytes.len()];
    let mut used = 0;
    for i in order {
        if used + bytes[i] <= room {
            used += bytes[i];
            kept[i] = true;
        }
    }
    kept
}

/// A `SimpleBackend` that hands out `inner`'s tensors and keeps a copy of each.
struct Recorder {
    inner: Box<dyn SimpleBackend>,
    log: Arc<Mutex<Recorded>>,
    /// Recording for a host pack: see [`Recorder::keep`].
    to_host: bool,
}

impl Recorder {
    /// Keeps `t`. Recording for a host pack, a tensor drawn on a GPU (random weights)
    /// moves to host memory at once, so packing a net for offload never holds more than
    /// one of its tensors on the device; a net built to stay resident keeps its tensors
    /// where they were drawn.
    fn keep(&self, name: &str, t: Tensor) -> candle_core::Result<Tensor> {
        let t = match t.device() {
            Device::Cpu => t,
            _ if self.to_host => t.to_device(&Device::Cpu)?,
            _ => t,
        };
        self.log
            .lock()
            .expect("recorder lock")
            .push((name.to_string(), t.clone()));
        Ok(t)
    }

    /// Builds through a recorder over `inner` (keeping each tensor as [`Recorder::keep`]
    /// says for `to_host`); returns the build and what it loaded, in order.
    fn build<T>(
        inner: Box<dyn SimpleBackend>,
        to_host: bool,
        dtype: DType,
        device: &Device,
        build: impl FnOnce(VarBuilder<'static>) -> candle_core::Result<T>,
    ) -> candle_core::Result<(T, Recorded)> {
        let log = Arc::new(Mutex::new(Vec::new()));
        let recorder = Recorder {
            inner,
            log: log.clone(),
            to_host,
        };
        let built = build(VarBuilder::from_backend(
            Box::new(recorder),
            dtype,
            device.clone(),
        ))?;
        let out = std::mem::take(&mut *log.lock().expect("recorder lock"));
        Ok((built, out))
    }
}

impl SimpleBackend for Recorder {
    fn get(
        &self,
        s: Shape,
        name: &str,
        h: candle_nn::Init,
        dtype: DType,
        dev: &Device,
    ) -> candle_core::Result<Tensor> {
        self.keep(name, self.inner.get(s, name, h, dtype, dev)?)
    }

    fn get_unchecked(&self, name: &str, dtype: DType, dev: &Device) -> candle_core::Result<Tensor> {
        self.keep(name, self.inner.get_unchecked(name, dtype, dev)?)
    }

    fn contains_tensor(&self, name: &str) -> bool {
        self.inner.contains_tensor(name)
    }
}

/// Hands out zero-cost tensors of the requested shapes (a broadcast scalar): building a
/// net through it lists the tensors the net loads without reading or allocating them.
struct ShapesOnly {
    contains: Box<dyn Fn(&str) -> bool + Send + Sync>,
}

impl SimpleBackend for ShapesOnly {
    fn get(
        &self,
        s: Shape,
        _: &str,
        _: candle_nn::Init,
        dtype: DType,
        _: &Device,
    ) -> candle_core::Result<Tensor> {
        Tensor::zeros((), dtype, &Device::Cpu)?.broadcast_as(s)
    }

    fn get_unchecked(&self, name: &str, _: DType, _: &Device) -> candle_core::Result<Tensor> {
        candle_core::bail!("a shape is needed for '{name}'")
    }

    fn contains_tensor(&self, name: &str) -> bool {
        (self.contains)(name)
    }
}

/// Builds from `backend` (in `dtype`, on `device`) and returns the build with every tensor
/// it loaded, in order: the very tensors the build holds (clones share their storage), so
/// writing into one changes what the build computes with.
pub fn build_keeping<T>(
    backend: Box<dyn SimpleBackend>,
    dtype: DType,
    device: &Device,
    build: impl FnOnce(VarBuilder<'static>) -> candle_core::Result<T>,
) -> candle_core::Result<(T, Recorded)> {
    Recorder::build(backend, false, dtype, device, build)
}

/// Builds something from `backend` (in `dtype`, on `device`) and returns every tensor the
/// build loaded, in order, each in the dtype the backend holds it in.
pub fn record<T>(
    backend: Box<dyn SimpleBackend>,
    dtype: DType,
    device: &Device,
    build: impl FnOnce(VarBuilder<'static>) -> candle_core::Result<T>,
) -> candle_core::Result<Recorded> {
    Ok(Recorder::build(backend, true, dtype, device, build)?.1)
}

/// The names and shapes of the tensors `build` loads from `weights`, without loading them.
pub fn record_shapes<T>(
    weights: &Weights,
    build: impl FnOnce(VarBuilder<'static>) -> candle_core::Result<T>,
) -> candle_core::Result<Vec<(String, Vec<usize>)>> {
    let w = weights.clone();
    let backend = ShapesOnly {
        contains: Box::new(move |n| w.contains(n)),
    };
    let (_, out) = Recorder::build(Box::new(backend), true, DType::F16, &Device::Cpu, build)?;
    Ok(out
        .into_iter()
        .map(|(n, t)| (n, t.dims().to_vec()))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::kept_groups;

    #[test]
    fn the_largest_groups_that_fit_the_share_are_kept() {
        let bytes = [10, 40, 30, 40, 5];
        // 125 bytes: 50% is 62, room for one 40 and then the 10 and the 5 (a 30 no more).
        assert_eq!(kept_groups(&bytes, 50), [true, true, false, false, true]);
        // Equal groups: the first to run goes first.
        assert_eq!(kept_groups(&bytes, 40), [true, true, false, false, false]);
        assert_eq!(kept_groups(&bytes, 0), [false; 5]);
        assert_eq!(kept_groups(&bytes, 100), [true; 5]);
        assert!(kept_groups(&[], 90).is_empty());
    }
}
