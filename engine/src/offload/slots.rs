//! The device arena a streamed net's groups take turns in ([`super::ring`]: one ring per
//! weight dtype, [`super::slot_count`] times the largest group), filled on a second CUDA
//! stream while the compute stream works on the groups before: the copies run as far
//! ahead as the ring holds groups the order predicts.
use super::cuda::{alloc_flat, w};
use super::host::{HostBuf, HostGroup};
pub use super::ring::Key;
use super::ring::Ring;
use candle_core::cuda_backend::cudarc::driver::{sys, CudaEvent, CudaStream};
use candle_core::cuda_backend::CudaDevice;
use candle_core::{DType, Tensor};
use std::sync::Arc;

/// One lane's buffer: the ring's elements of one dtype.
struct Lane {
    dtype: DType,
    tensor: Tensor,
    ptr: sys::CUdeviceptr,
}

/// A queued group's events: its copy's (on the copy stream) and, once released, its
/// last reader's (on the compute stream).
struct Events {
    copied: CudaEvent,
    done: Option<CudaEvent>,
}

/// The arena's lanes, where each group sits in them, and the copy stream.
pub struct Slots {
    compute: Arc<CudaStream>,
    copy: Arc<CudaStream>,
    lanes: Vec<Lane>,
    /// The largest group's lane of each dtype (what [`Slots::fits`] allows).
    largest: Vec<(DType, usize)>,
    ring: Ring<Events>,
    /// Whether the oldest unreleased entry is acquired (being computed).
    acquired: bool,
}

impl Slots {
    /// `count` times `largest` (elements per dtype: the largest group's lanes; two at
    /// least: [`super::SlotPool::with_count`]).
    pub fn new(
        dev: &CudaDevice,
        largest: &[(DType, usize)],
        count: usize,
    ) -> candle_core::Result<Self> {
        let compute = dev.cuda_stream();
        let copy = w(compute.context().new_stream())?;
        let ring = Ring::new(largest, count);
        let lanes = ring
            .capacities()
            .map(|(dtype, elems)| {
                let (tensor, ptr) = alloc_flat(dev, dtype, elems)?;
                Ok(Lane { dtype, tensor, ptr })
            })
            .collect::<candle_core::Result<_>>()?;
        // The allocations are ordered on the compute stream; the copy stream writes them.
        w(compute.synchronize())?;
        Ok(Slots {
            compute,
            copy,
            lanes,
            largest: largest.to_vec(),
            ring,
            acquired: false,
        })
    }

    /// Whether every lane of `group` fits the arena.
    pub fn fits(&self, group: &HostGroup) -> bool {
        group
            .lane_sizes()
            .all(|(d, n)| self.largest.iter().any(|&(ld, max)| ld == d && max >= n))
    }

    /// Waits for every queued copy (before host memory they read from is freed).
    pub fn sync_copies(&self) {
        let _ = self.copy.synchronize();
    }

    /// Queues `group` (known as `key`) after the others, its copy on the copy stream after
    /// the last readers of the places it takes; false where it does not fit now.
    fn queue(&mut self, key: Key, group: &HostGroup) -> candle_core::Result<bool> {
        let sizes: Vec<(DType, usize)> = group.lane_sizes().collect();
        let (copy, lanes) = (&self.copy, &self.lanes);
        let queued = self.ring.push(key, &sizes, |at, gone| {
            for done in gone.iter().filter_map(|e| e.done.as_ref()) {
                w(copy.wait(done))?;
            }
            for lane in &group.lanes {
                let HostBuf::Pinned(p) = &lane.host else {
                    candle_core::bail!("streamed groups must be page-locked")
                };
                let (l, start) = place_of(lanes, at, lane.dtype)?;
                let ptr = l.ptr + (start * lane.dtype.size_in_bytes()) as u64;
                p.copy_to(ptr, lane.bytes() as usize, copy)?;
            }
            Ok(Events {
                copied: w(copy.record_event(None))?,
                done: None,
            })
        })?;
        Ok(queued.is_some())
    }

    /// `group` (known as `key`) in the arena, ready for the compute stream, as one flat
    /// tensor per lane; `next`, the groups expected after it in order, start copying
    /// behind it as far as the arena holds them.
    pub fn acquire(
        &mut self,
        key: Key,
        group: &HostGroup,
        next: &[(Key, &HostGroup)],
    ) -> candle_core::Result<Vec<Tensor>> {
        // An acquire with the one before it not released: that group's readers are queued.
        self.release()?;
        if self.ring.unreleased().next().is_none_or(|e| e.key != key) {
            // Nothing (or other groups) in flight: copy `group` now.
            for e in self.ring.drop_unreleased() {
                w(e.copied.synchronize())?;
            }
            if !self.queue(key, group)? {
                candle_core::bail!("a streamed group does not fit its device slots");
            }
        }
        let entry = self.ring.unreleased().next().expect("just queued");
        w(self.compute.wait(&entry.payload.copied))?;
        let at = entry.at.clone();
        self.acquired = true;
        // The expected groups behind it; those already queued stay.
        for (i, &(nk, g)) in next.iter().enumerate() {
            if nk == key {
                break;
            }
            match self.ring.unreleased().nth(i + 1) {
                Some(e) if e.key == nk => continue,
                Some(_) => break,
                None => {}
            }
            if !self.queue(nk, g)? {
                break;
            }
        }
        group
            .lanes
            .iter()
            .map(|lane| {
                let (l, start) = place_of(&self.lanes, &at, lane.dtype)?;
                l.tensor.narrow(0, start, lane.elems)
            })
            .collect()
    }

    /// The work queued on the acquired group is the last that reads it.
    pub fn release(&mut self) -> candle_core::Result<()> {
        if std::mem::take(&mut self.acquired) {
            let done = w(self.compute.record_event(None))?;
            self.ring.release_first(|e| e.done = Some(done));
        }
        Ok(())
    }
}

/// The arena lane of `dtype` and where a group placed at `at` (the ring's starts, in
/// lane order) begins in it; a lane without elements has no place and starts at 0 (it
/// copies and views nothing).
fn place_of<'a>(
    lanes: &'a [Lane],
    at: &[Option<usize>],
    dtype: DType,
) -> candle_core::Result<(&'a Lane, usize)> {
    match lanes.iter().zip(at).find(|(l, _)| l.dtype == dtype) {
        Some((l, start)) => Ok((l, start.unwrap_or(0))),
        None => candle_core::bail!("no arena lane for {dtype:?} weights"),
    }
}

impl Drop for Slots {
    fn drop(&mut self) {
        // The arena is freed on the compute stream: no copy may still write it.
        let _ = self.copy.synchronize();
    }
}
