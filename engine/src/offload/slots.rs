//! The two device slots a streamed net's groups take turns in, filled on a second CUDA
//! stream while the compute stream works on the other.
use super::cuda::{alloc_flat, w};
use super::host::{HostBuf, HostGroup};
use candle_core::cuda_backend::cudarc::driver::{sys, CudaEvent, CudaStream};
use candle_core::cuda_backend::CudaDevice;
use candle_core::{DType, Tensor};
use std::sync::Arc;

struct Slot {
    /// One buffer per dtype a group may hold (see `HostGroup`'s lanes).
    lanes: Vec<SlotLane>,
    /// Recorded on the compute stream after the last work that reads the slot.
    done: Option<CudaEvent>,
}

struct SlotLane {
    dtype: DType,
    elems: usize,
    tensor: Tensor,
    ptr: sys::CUdeviceptr,
}

impl Slot {
    fn lane(&self, dtype: DType) -> Option<&SlotLane> {
        self.lanes.iter().find(|l| l.dtype == dtype)
    }
}

/// Two device slots, each with a buffer per dtype the size of the largest group's lane
/// of that dtype, and the copy stream.
pub struct Slots {
    compute: Arc<CudaStream>,
    copy: Arc<CudaStream>,
    slots: [Slot; 2],
    /// A queued copy: (group key, slot, event recorded on the copy stream after it).
    pending: Option<(Key, usize, CudaEvent)>,
    current: Option<usize>,
}

/// A group of one streamer: (streamer, group index).
pub type Key = (usize, usize);

impl Slots {
    /// Slots holding `sizes` (elements per dtype) each.
    pub fn new(dev: &CudaDevice, sizes: &[(DType, usize)]) -> candle_core::Result<Self> {
        let compute = dev.cuda_stream();
        let copy = w(compute.context().new_stream())?;
        let slot = || -> candle_core::Result<Slot> {
            let lanes = sizes
                .iter()
                .map(|&(dtype, elems)| {
                    let (tensor, ptr) = alloc_flat(dev, dtype, elems)?;
                    Ok(SlotLane {
                        dtype,
                        elems,
                        tensor,
                        ptr,
                    })
                })
                .collect::<candle_core::Result<_>>()?;
            Ok(Slot { lanes, done: None })
        };
        let slots = [slot()?, slot()?];
        // The allocations are ordered on the compute stream; the copy stream writes them.
        w(compute.synchronize())?;
        Ok(Slots {
            compute,
            copy,
            slots,
            pending: None,
            current: None,
        })
    }

    /// Whether every lane of `group` fits a slot.
    pub fn fits(&self, group: &HostGroup) -> bool {
        group
            .lane_sizes()
            .all(|(d, n)| self.slots[0].lane(d).is_some_and(|l| l.elems >= n))
    }

    /// Waits for every queued copy (before host memory they read from is freed).
    pub fn sync_copies(&self) {
        let _ = self.copy.synchronize();
    }

    /// Queues `group`'s bytes into slot `s` on the copy stream, after the slot's
    /// last reader.
    fn queue_copy(&mut self, group: &HostGroup, s: usize) -> candle_core::Result<CudaEvent> {
        let slot = &self.slots[s];
        if let Some(done) = &slot.done {
            w(self.copy.wait(done))?;
        }
        for lane in &group.lanes {
            let HostBuf::Pinned(p) = &lane.host else {
                candle_core::bail!("streamed groups must be page-locked")
            };
            let Some(to) = slot.lane(lane.dtype).filter(|l| l.elems >= lane.elems) else {
                candle_core::bail!(
                    "a streamed group's {} {:?} elements exceed its slot",
                    lane.elems,
                    lane.dtype
                )
            };
            p.copy_to(to.ptr, lane.bytes() as usize, &self.copy)?;
        }
        w(self.copy.record_event(None))
    }

    /// `group` (known as `key`) in a slot, ready for the compute stream, as one flat
    /// tensor per lane; `next`, the group expected after it, starts copying into the
    /// other slot.
    pub fn acquire(
        &mut self,
        key: Key,
        group: &HostGroup,
        next: Option<(Key, &HostGroup)>,
    ) -> candle_core::Result<Vec<Tensor>> {
        let s = match self.pending.take() {
            Some((pk, ps, ev)) if pk == key => {
                w(self.compute.wait(&ev))?;
                ps
            }
            other => {
                // Nothing (or the wrong group) in flight: copy `group` now.
                if let Some((_, _, ev)) = other {
                    w(ev.synchronize())?;
                }
                let s = self.current.map_or(0, |c| 1 - c);
                let ev = self.queue_copy(group, s)?;
                w(self.compute.wait(&ev))?;
                s
            }
        };
        self.current = Some(s);
        // A streamer of one group followed by itself keeps it in its slot; no prefetch.
        if let Some((nk, next)) = next.filter(|(nk, _)| *nk != key) {
            let ev = self.queue_copy(next, 1 - s)?;
            self.pending = Some((nk, 1 - s, ev));
        }
        let slot = &self.slots[s];
        group
            .lanes
            .iter()
            .map(|lane| match slot.lane(lane.dtype) {
                Some(l) => l.tensor.narrow(0, 0, lane.elems),
                None => candle_core::bail!("no slot lane for {:?} weights", lane.dtype),
            })
            .collect()
    }

    pub fn release(&mut self) -> candle_core::Result<()> {
        if let Some(s) = self.current {
            self.slots[s].done = Some(w(self.compute.record_event(None))?);
        }
        Ok(())
    }
}

impl Drop for Slots {
    fn drop(&mut self) {
        // The slots are freed on the compute stream: no copy may still write them.
        let _ = self.copy.synchronize();
    }
}
