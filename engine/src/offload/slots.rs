//! The device slots a streamed net's groups take turns in (two, or three for fp8 weights:
//! [`super::slot_count`]), filled on a second CUDA stream while the compute stream works
//! on another: with three, copies run up to two groups ahead, through the groups whose
//! compute is shorter than their copy.
use super::cuda::{alloc_flat, w};
use super::host::{HostBuf, HostGroup};
use candle_core::cuda_backend::cudarc::driver::{sys, CudaEvent, CudaStream};
use candle_core::cuda_backend::CudaDevice;
use candle_core::{DType, Tensor};
use std::collections::VecDeque;
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

/// The device slots, each with a buffer per dtype the size of the largest group's lane
/// of that dtype, and the copy stream.
pub struct Slots {
    compute: Arc<CudaStream>,
    copy: Arc<CudaStream>,
    slots: Vec<Slot>,
    /// Queued copies, oldest first, in the slots after the current one in turn: (group
    /// key, slot, event recorded on the copy stream after it).
    pending: VecDeque<(Key, usize, CudaEvent)>,
    current: Option<usize>,
}

/// A group of one streamer: (streamer, group index).
pub type Key = (usize, usize);

impl Slots {
    /// `count` slots (two at least: [`super::SlotPool::with_count`]) holding `sizes`
    /// (elements per dtype) each.
    pub fn new(
        dev: &CudaDevice,
        sizes: &[(DType, usize)],
        count: usize,
    ) -> candle_core::Result<Self> {
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
        let slots = (0..count)
            .map(|_| slot())
            .collect::<candle_core::Result<Vec<_>>>()?;
        // The allocations are ordered on the compute stream; the copy stream writes them.
        w(compute.synchronize())?;
        Ok(Slots {
            compute,
            copy,
            slots,
            pending: VecDeque::new(),
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
    /// tensor per lane; `next`, the groups expected after it in order, start copying into
    /// the other slots (as many as there are).
    pub fn acquire(
        &mut self,
        key: Key,
        group: &HostGroup,
        next: &[(Key, &HostGroup)],
    ) -> candle_core::Result<Vec<Tensor>> {
        let n = self.slots.len();
        let s = match self.pending.front() {
            Some((pk, _, _)) if *pk == key => {
                let (_, ps, ev) = self.pending.pop_front().expect("just seen");
                w(self.compute.wait(&ev))?;
                ps
            }
            _ => {
                // Nothing (or other groups) in flight: copy `group` now.
                for (_, _, ev) in self.pending.drain(..) {
                    w(ev.synchronize())?;
                }
                let s = self.current.map_or(0, |c| (c + 1) % n);
                let ev = self.queue_copy(group, s)?;
                w(self.compute.wait(&ev))?;
                s
            }
        };
        self.current = Some(s);
        // The expected groups, each in the slot after the one before it; those already
        // queued stay. A streamer of one group followed by itself keeps it in its slot.
        for (i, &(nk, g)) in next.iter().take(n - 1).enumerate() {
            if nk == key {
                break;
            }
            match self.pending.get(i) {
                Some((pk, _, _)) if *pk == nk => continue,
                Some(_) => break,
                None => {}
            }
            let slot = (s + i + 1) % n;
            let ev = self.queue_copy(g, slot)?;
            self.pending.push_back((nk, slot, ev));
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
