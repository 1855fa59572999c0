//! The two device slots a streamed net's groups take turns in, filled on a second CUDA
//! stream while the compute stream works on the other.
use super::cuda::{alloc_flat, w};
use super::host::{HostBuf, HostGroup};
use candle_core::cuda_backend::cudarc::driver::{sys, CudaEvent, CudaStream};
use candle_core::cuda_backend::CudaDevice;
use candle_core::{DType, Tensor};
use std::sync::Arc;

struct Slot {
    tensor: Tensor,
    ptr: sys::CUdeviceptr,
    /// Recorded on the compute stream after the last work that reads the slot.
    done: Option<CudaEvent>,
}

/// Two device buffers the size of the largest group, and the copy stream.
pub struct Slots {
    compute: Arc<CudaStream>,
    copy: Arc<CudaStream>,
    slots: [Slot; 2],
    elems: usize,
    /// A queued copy: (group key, slot, event recorded on the copy stream after it).
    pending: Option<(Key, usize, CudaEvent)>,
    current: Option<usize>,
}

/// A group of one streamer: (streamer, group index).
pub type Key = (usize, usize);

impl Slots {
    pub fn new(dev: &CudaDevice, dtype: DType, elems: usize) -> candle_core::Result<Self> {
        let compute = dev.cuda_stream();
        let copy = w(compute.context().new_stream())?;
        let slot = || -> candle_core::Result<Slot> {
            let (tensor, ptr) = alloc_flat(dev, dtype, elems)?;
            Ok(Slot {
                tensor,
                ptr,
                done: None,
            })
        };
        let slots = [slot()?, slot()?];
        // The allocations are ordered on the compute stream; the copy stream writes them.
        w(compute.synchronize())?;
        Ok(Slots {
            compute,
            copy,
            slots,
            elems,
            pending: None,
            current: None,
        })
    }

    /// Elements each slot holds.
    pub fn elems(&self) -> usize {
        self.elems
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
        let HostBuf::Pinned(p) = &group.host else {
            candle_core::bail!("streamed groups must be page-locked")
        };
        if group.elems() > self.elems {
            candle_core::bail!(
                "a streamed group of {} elements exceeds its slot of {}",
                group.elems(),
                self.elems
            )
        }
        p.copy_to(slot.ptr, group.bytes() as usize, &self.copy)?;
        w(self.copy.record_event(None))
    }

    /// `group` (known as `key`) in a slot, ready for the compute stream; `next`, the
    /// group expected after it, starts copying into the other slot.
    pub fn acquire(
        &mut self,
        key: Key,
        group: &HostGroup,
        next: Option<(Key, &HostGroup)>,
    ) -> candle_core::Result<Tensor> {
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
        self.slots[s].tensor.narrow(0, 0, group.elems())
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
