//! Weights that live in host memory and visit the device when a phase needs them.
//!
//! - `--offload model`: a whole net is packed into one host group and uploaded for its
//!   phase ([`HostGroup::upload`]), then dropped.
//! - `--offload sequential`: the UNet is packed a stage at a time (a resnet, a conv, one
//!   transformer block) and streamed through two device slots ([`Streamer`]): while one
//!   stage computes, the next is copied from page-locked memory on a second CUDA stream.
//!   The slots are allocated once and reused every step.
//!
//! A net is packed by building it once through a [`Recorder`], which keeps every tensor
//! the net asks for (already converted to the run's dtype and shape); the net is then
//! rebuilt from views into a device buffer holding the group's bytes ([`views`]).
use crate::model::Weights;
use candle_core::{DType, Device, Shape, Tensor};
use candle_nn::var_builder::SimpleBackend;
use candle_nn::VarBuilder;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// Tensors a net asked for, in request order.
pub type Recorded = Vec<(String, Tensor)>;

/// A `SimpleBackend` that hands out `inner`'s tensors and keeps a copy of each.
struct Recorder {
    inner: Box<dyn SimpleBackend>,
    log: Arc<Mutex<Recorded>>,
}

impl Recorder {
    fn keep(&self, name: &str, t: Tensor) -> Tensor {
        self.log
            .lock()
            .expect("recorder lock")
            .push((name.to_string(), t.clone()));
        t
    }

    /// Builds through a recorder over `inner`; returns what the build loaded, in order.
    fn run<T>(
        inner: Box<dyn SimpleBackend>,
        dtype: DType,
        device: &Device,
        build: impl FnOnce(VarBuilder<'static>) -> candle_core::Result<T>,
    ) -> candle_core::Result<Recorded> {
        let log = Arc::new(Mutex::new(Vec::new()));
        let recorder = Recorder {
            inner,
            log: log.clone(),
        };
        drop(build(VarBuilder::from_backend(
            Box::new(recorder),
            dtype,
            device.clone(),
        ))?);
        let out = std::mem::take(&mut *log.lock().expect("recorder lock"));
        Ok(out)
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
        Ok(self.keep(name, self.inner.get(s, name, h, dtype, dev)?))
    }

    fn get_unchecked(&self, name: &str, dtype: DType, dev: &Device) -> candle_core::Result<Tensor> {
        Ok(self.keep(name, self.inner.get_unchecked(name, dtype, dev)?))
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

/// Builds something from `weights` (in `dtype`, on `device`) and returns every tensor the
/// build loaded, in order.
pub fn record<T>(
    weights: &Weights,
    dtype: DType,
    device: &Device,
    build: impl FnOnce(VarBuilder<'static>) -> candle_core::Result<T>,
) -> candle_core::Result<Recorded> {
    Recorder::run(weights.backend(), dtype, device, build)
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
    let out = Recorder::run(Box::new(backend), DType::F16, &Device::Cpu, build)?;
    Ok(out
        .into_iter()
        .map(|(n, t)| (n, t.dims().to_vec()))
        .collect())
}

/// Where one tensor sits in its group: an offset in elements and its shape.
#[derive(Debug, Clone)]
struct Entry {
    offset: usize,
    shape: Vec<usize>,
}

/// A group of weights packed back to back in one dtype, in host memory.
pub struct HostGroup {
    entries: Arc<HashMap<String, Entry>>,
    elems: usize,
    dtype: DType,
    host: HostBuf,
}

enum HostBuf {
    /// A 1-D CPU tensor; CPU runs build their nets on views of it directly.
    Cpu(Tensor),
    /// Page-locked bytes: CUDA copies from them asynchronously at full bus speed.
    #[cfg(feature = "cuda")]
    Pinned(cuda::PinnedBytes),
}

impl HostGroup {
    /// Packs `tensors` (all in `dtype`) for use on `target`: page-locked memory when the
    /// target is a CUDA device (pageable memory if the driver refuses to pin), a plain CPU
    /// tensor otherwise.
    pub fn pack(tensors: Recorded, dtype: DType, target: &Device) -> candle_core::Result<Self> {
        let mut entries = HashMap::new();
        let mut elems = 0;
        for (name, t) in &tensors {
            if t.dtype() != dtype {
                candle_core::bail!("{name}: packed as {dtype:?} but is {:?}", t.dtype())
            }
            entries.insert(
                name.clone(),
                Entry {
                    offset: elems,
                    shape: t.dims().to_vec(),
                },
            );
            elems += t.elem_count();
        }
        let flat: Vec<Tensor> = tensors
            .iter()
            .map(|(_, t)| t.to_device(&Device::Cpu)?.flatten_all())
            .collect::<candle_core::Result<_>>()?;
        let cpu = if flat.is_empty() {
            Tensor::zeros(0, dtype, &Device::Cpu)?
        } else {
            Tensor::cat(&flat, 0)?
        };
        drop(flat);
        drop(tensors);
        #[cfg(feature = "cuda")]
        let host = match target {
            Device::Cuda(dev) => match cuda::PinnedBytes::from_tensor(dev, &cpu) {
                Ok(p) => HostBuf::Pinned(p),
                Err(_) => HostBuf::Cpu(cpu),
            },
            _ => HostBuf::Cpu(cpu),
        };
        #[cfg(not(feature = "cuda"))]
        let host = {
            let _ = target;
            HostBuf::Cpu(cpu)
        };
        Ok(HostGroup {
            entries: Arc::new(entries),
            elems,
            dtype,
            host,
        })
    }

    /// Bytes of the group's weights.
    pub fn bytes(&self) -> u64 {
        (self.elems * self.dtype.size_in_bytes()) as u64
    }

    pub fn elems(&self) -> usize {
        self.elems
    }

    /// Whether the group holds `name`.
    pub fn contains(&self, name: &str) -> bool {
        self.entries.contains_key(name)
    }

    /// The group on `device`: a fresh device buffer with its bytes (a view of the host
    /// tensor on the CPU), served to a net builder.
    pub fn upload(&self, device: &Device) -> candle_core::Result<VarBuilder<'static>> {
        let base = match (&self.host, device) {
            (HostBuf::Cpu(t), _) => t.to_device(device)?,
            #[cfg(feature = "cuda")]
            (HostBuf::Pinned(p), Device::Cuda(dev)) => {
                let (t, ptr) = cuda::alloc_flat(dev, self.dtype, self.elems)?;
                p.copy_to(ptr, self.bytes() as usize, &dev.cuda_stream())?;
                t
            }
            #[cfg(feature = "cuda")]
            (HostBuf::Pinned(_), _) => {
                candle_core::bail!("page-locked weights can only be uploaded to CUDA")
            }
        };
        Ok(views(self.entries.clone(), base))
    }
}

/// A `VarBuilder` serving `entries` as views into the flat tensor `base`.
fn views(entries: Arc<HashMap<String, Entry>>, base: Tensor) -> VarBuilder<'static> {
    let (dtype, device) = (base.dtype(), base.device().clone());
    VarBuilder::from_backend(Box::new(Views { entries, base }), dtype, device)
}

struct Views {
    entries: Arc<HashMap<String, Entry>>,
    base: Tensor,
}

impl SimpleBackend for Views {
    fn get(
        &self,
        s: Shape,
        name: &str,
        _: candle_nn::Init,
        dtype: DType,
        _: &Device,
    ) -> candle_core::Result<Tensor> {
        let t = self.get_unchecked(name, dtype, self.base.device())?;
        if t.shape() != &s {
            candle_core::bail!(
                "offloaded tensor '{name}' has shape {:?}, expected {:?}",
                t.dims(),
                s.dims()
            )
        }
        Ok(t)
    }

    fn get_unchecked(&self, name: &str, dtype: DType, _: &Device) -> candle_core::Result<Tensor> {
        let e = self.entries.get(name).ok_or_else(|| {
            candle_core::Error::Msg(format!("offloaded weights have no tensor '{name}'"))
        })?;
        let n: usize = e.shape.iter().product();
        self.base
            .narrow(0, e.offset, n)?
            .reshape(e.shape.as_slice())?
            .to_dtype(dtype)
    }

    fn contains_tensor(&self, name: &str) -> bool {
        self.entries.contains_key(name)
    }
}

/// Two device slots shared by every streamer of a denoising phase (the UNet and each
/// ControlNet under `--offload sequential`): the nets run one after another, so one pair
/// the size of the largest group of any of them is enough. Allocated at the first
/// `acquire`, freed by [`SlotPool::park`].
#[derive(Default)]
pub struct SlotPool {
    state: Mutex<Pool>,
}

#[derive(Default)]
struct Pool {
    members: Vec<Member>,
    next_id: usize,
    order: Order,
    // Dropped before the members' groups can be: it waits for queued copies out of them.
    #[cfg(feature = "cuda")]
    slots: Option<cuda::Slots>,
}

struct Member {
    id: usize,
    groups: Arc<Vec<HostGroup>>,
    /// Whether its groups go through the slots (page-locked, on a CUDA device).
    #[cfg_attr(not(feature = "cuda"), allow(dead_code))]
    slotted: bool,
}

/// Which streamer runs after which, learned from the acquires: a streamer's next group is
/// its own next one; after its last comes the first group of the streamer that followed it
/// last time (itself until another one has). A change in the order (a ControlNet leaving
/// its guidance window) costs one prefetch miss, then the new order is learned.
#[derive(Debug, Default)]
struct Order {
    follower: HashMap<usize, usize>,
    /// The last acquire: its member and whether it was that member's last group.
    last: Option<(usize, bool)>,
}

impl Order {
    /// Notes that `member` acquired `group` of its `len`.
    fn visit(&mut self, member: usize, group: usize, len: usize) {
        if group == 0 {
            if let Some((prev, true)) = self.last {
                self.follower.insert(prev, member);
            }
        }
        self.last = Some((member, group + 1 == len));
    }

    /// The (member, group) expected after `member`'s `group` of `len`.
    #[cfg_attr(not(feature = "cuda"), allow(dead_code))]
    fn next(&self, member: usize, group: usize, len: usize) -> (usize, usize) {
        if group + 1 < len {
            (member, group + 1)
        } else {
            (*self.follower.get(&member).unwrap_or(&member), 0)
        }
    }

    fn forget(&mut self, member: usize) {
        self.follower.retain(|k, v| *k != member && *v != member);
        if matches!(self.last, Some((m, _)) if m == member) {
            self.last = None;
        }
    }
}

impl SlotPool {
    pub fn new() -> Arc<Self> {
        Arc::new(SlotPool::default())
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Pool> {
        self.state.lock().expect("slot pool lock")
    }

    /// Frees the slots until the next `acquire` (between denoising phases, so the text
    /// encoders and the VAE have the memory).
    pub fn park(&self) {
        #[cfg(feature = "cuda")]
        {
            self.lock().slots = None;
        }
    }

    fn join(&self, groups: Arc<Vec<HostGroup>>, slotted: bool) -> candle_core::Result<usize> {
        let mut p = self.lock();
        let dtype = |gs: &[HostGroup]| gs.first().map(|g| g.dtype);
        if let (Some(new), Some(old)) = (
            dtype(&groups),
            p.members.iter().find_map(|m| dtype(&m.groups)),
        ) {
            if new != old {
                candle_core::bail!("streamed nets share slots in one dtype: {old:?}, not {new:?}")
            }
        }
        // Slots too small for the newcomer are made again at the next acquire.
        #[cfg(feature = "cuda")]
        {
            let max = groups.iter().map(HostGroup::elems).max().unwrap_or(0);
            if p.slots.as_ref().is_some_and(|s| s.elems() < max) {
                p.slots = None;
            }
        }
        let id = p.next_id;
        p.next_id += 1;
        p.members.push(Member {
            id,
            groups,
            slotted,
        });
        Ok(id)
    }

    fn leave(&self, id: usize) {
        let mut p = self.lock();
        #[cfg(feature = "cuda")]
        if let Some(s) = &p.slots {
            // A copy out of the leaving member's host memory may still be queued.
            s.sync_copies();
        }
        p.members.retain(|m| m.id != id);
        p.order.forget(id);
    }
}

/// Streams one net's groups (in the order its forward pass uses them) through its
/// [`SlotPool`]'s two device slots. `acquire(i)` returns group `i`'s weights on the device
/// and starts copying the group expected next (`i + 1`, or the first group of the net
/// that runs next) into the other slot; `release()` marks the current slot free once the
/// work queued on it has run.
pub struct Streamer {
    id: usize,
    pool: Arc<SlotPool>,
    groups: Arc<Vec<HostGroup>>,
    #[cfg_attr(not(feature = "cuda"), allow(dead_code))]
    slotted: bool,
    device: Device,
}

impl Streamer {
    /// A streamer of `groups` through `pool`'s slots (shared with the pool's other streamers).
    pub fn new(
        groups: Vec<HostGroup>,
        device: &Device,
        pool: &Arc<SlotPool>,
    ) -> candle_core::Result<Self> {
        #[cfg(feature = "cuda")]
        let slotted = matches!(device, Device::Cuda(_))
            && groups.iter().all(|g| matches!(g.host, HostBuf::Pinned(_)));
        #[cfg(not(feature = "cuda"))]
        let slotted = false;
        let groups = Arc::new(groups);
        let id = pool.join(groups.clone(), slotted)?;
        Ok(Streamer {
            id,
            pool: pool.clone(),
            groups,
            slotted,
            device: device.clone(),
        })
    }

    pub fn groups(&self) -> &[HostGroup] {
        &self.groups
    }

    /// Whether `other` streams through the same two slots.
    pub fn shares_slots_with(&self, other: &Streamer) -> bool {
        Arc::ptr_eq(&self.pool, &other.pool)
    }

    /// Group `i`'s weights on the device.
    pub fn acquire(&self, i: usize) -> candle_core::Result<VarBuilder<'static>> {
        let g = &self.groups[i];
        let mut p = self.pool.lock();
        p.order.visit(self.id, i, self.groups.len());
        #[cfg(feature = "cuda")]
        if let (true, Device::Cuda(dev)) = (self.slotted, &self.device) {
            let p = &mut *p;
            let max = p
                .members
                .iter()
                .filter(|m| m.slotted)
                .flat_map(|m| m.groups.iter().map(HostGroup::elems))
                .max()
                .unwrap_or(0);
            if p.slots.is_none() {
                p.slots = Some(cuda::Slots::new(dev, g.dtype, max)?);
            }
            let (nm, ng) = p.order.next(self.id, i, self.groups.len());
            let next = p
                .members
                .iter()
                .find(|m| m.id == nm && m.slotted)
                .and_then(|m| m.groups.get(ng))
                .map(|group| ((nm, ng), group));
            let slots = p.slots.as_mut().expect("just made");
            let base = slots.acquire((self.id, i), g, next)?;
            return Ok(views(g.entries.clone(), base));
        }
        drop(p);
        g.upload(&self.device)
    }

    /// The work queued on the current slot is the last that reads it.
    pub fn release(&self) -> candle_core::Result<()> {
        #[cfg(feature = "cuda")]
        if self.slotted {
            if let Some(s) = self.pool.lock().slots.as_mut() {
                s.release()?;
            }
        }
        Ok(())
    }

    /// Frees the slots of its pool (shared with the other streamers) until the next
    /// `acquire`.
    pub fn park(&self) {
        self.pool.park()
    }
}

impl Drop for Streamer {
    fn drop(&mut self) {
        self.pool.leave(self.id);
    }
}

#[cfg(feature = "cuda")]
pub(crate) use cuda::alloc_flat;

#[cfg(feature = "cuda")]
mod cuda {
    use super::HostGroup;
    use candle_core::backend::BackendStorage;
    use candle_core::cuda_backend::cudarc::driver::{
        result, sys, CudaContext, CudaEvent, CudaStream, DevicePtr,
    };
    use candle_core::cuda_backend::{CudaDevice, CudaStorage};
    use candle_core::{DType, Storage, Tensor};
    use std::sync::Arc;

    fn w<T>(r: Result<T, result::DriverError>) -> candle_core::Result<T> {
        r.map_err(|e| candle_core::Error::Msg(format!("CUDA: {e}")))
    }

    /// Page-locked host memory holding a group's bytes.
    pub struct PinnedBytes {
        ptr: *mut u8,
        len: usize,
        ctx: Arc<CudaContext>,
    }

    // SAFETY: the buffer is written once at creation, then only read (by DMA).
    unsafe impl Send for PinnedBytes {}
    unsafe impl Sync for PinnedBytes {}

    impl PinnedBytes {
        /// Copies a contiguous CPU tensor's bytes into fresh page-locked memory.
        pub fn from_tensor(dev: &CudaDevice, t: &Tensor) -> candle_core::Result<Self> {
            let ctx = dev.cuda_stream().context().clone();
            let len = t.elem_count() * t.dtype().size_in_bytes();
            let (storage, layout) = t.storage_and_layout();
            let candle_core::Storage::Cpu(cpu) = &*storage else {
                candle_core::bail!("expected a CPU tensor to pin")
            };
            let bytes = cpu_bytes(cpu, layout.start_offset(), len)?;
            w(ctx.bind_to_thread())?;
            // SAFETY: a fresh allocation of `len.max(1)` bytes, filled before any use.
            let ptr = w(unsafe { result::malloc_host(len.max(1), 0) })? as *mut u8;
            unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), ptr, len) };
            Ok(PinnedBytes { ptr, len, ctx })
        }

        /// Queues a copy of the first `len` bytes to device address `dst` on `stream`.
        pub fn copy_to(
            &self,
            dst: sys::CUdeviceptr,
            len: usize,
            stream: &CudaStream,
        ) -> candle_core::Result<()> {
            assert!(len <= self.len);
            // SAFETY: `dst` holds at least `len` bytes (callers size it from the group) and
            // the host memory lives as long as `self`, which outlives the queued copy
            // (streams are synchronized before groups drop).
            let src = unsafe { std::slice::from_raw_parts(self.ptr, len) };
            w(unsafe { result::memcpy_htod_async(dst, src, stream.cu_stream()) })
        }
    }

    impl Drop for PinnedBytes {
        fn drop(&mut self) {
            let _ = self.ctx.bind_to_thread();
            // SAFETY: allocated by malloc_host; no copy from it is still queued.
            let _ = unsafe { result::free_host(self.ptr as *mut _) };
        }
    }

    /// The raw bytes of a CPU storage from `offset` elements on.
    fn cpu_bytes(
        s: &candle_core::CpuStorage,
        offset: usize,
        len: usize,
    ) -> candle_core::Result<&[u8]> {
        use candle_core::CpuStorage as C;
        fn as_bytes<T>(v: &[T], offset: usize, len: usize) -> &[u8] {
            let size = std::mem::size_of::<T>();
            // SAFETY: plain numeric data viewed as bytes, within the vector.
            let all =
                unsafe { std::slice::from_raw_parts(v.as_ptr() as *const u8, v.len() * size) };
            &all[offset * size..offset * size + len]
        }
        Ok(match s {
            C::F16(v) => as_bytes(v, offset, len),
            C::BF16(v) => as_bytes(v, offset, len),
            C::F32(v) => as_bytes(v, offset, len),
            _ => candle_core::bail!("only f16, bf16 and f32 weights can be offloaded"),
        })
    }

    /// A fresh flat device tensor of `elems` (contents undefined) and its address.
    pub fn alloc_flat(
        dev: &CudaDevice,
        dtype: DType,
        elems: usize,
    ) -> candle_core::Result<(Tensor, sys::CUdeviceptr)> {
        let stream = dev.cuda_stream();
        macro_rules! alloc {
            ($t:ty) => {{
                // SAFETY: the buffer is fully written by a copy before any kernel reads it.
                let slice = unsafe { dev.alloc::<$t>(elems.max(1)) }?;
                let ptr = slice.device_ptr(&stream).0;
                (CudaStorage::wrap_cuda_slice(slice, dev.clone()), ptr)
            }};
        }
        let (storage, ptr) = match dtype {
            DType::F16 => alloc!(half::f16),
            DType::BF16 => alloc!(half::bf16),
            DType::F32 => alloc!(f32),
            d => candle_core::bail!("cannot offload {d:?} weights"),
        };
        debug_assert_eq!(storage.dtype(), dtype);
        let t = Tensor::from_storage(
            Storage::Cuda(storage),
            elems.max(1),
            candle_core::op::BackpropOp::none(),
            false,
        );
        Ok((t.narrow(0, 0, elems)?, ptr))
    }

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
            let super::HostBuf::Pinned(p) = &group.host else {
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
}

#[cfg(test)]
mod tests {
    use super::Order;

    /// Runs `steps` (each a list of (streamer, groups) in execution order) through an
    /// [`Order`]; returns the acquires that were not the predicted next one, as
    /// (step, streamer, group).
    fn misses(steps: &[Vec<(usize, usize)>]) -> Vec<(usize, usize, usize)> {
        let mut order = Order::default();
        let mut predicted = None;
        let mut out = Vec::new();
        for (k, step) in steps.iter().enumerate() {
            for &(m, len) in step {
                for g in 0..len {
                    if predicted.is_some_and(|p| p != (m, g)) {
                        out.push((k, m, g));
                    }
                    order.visit(m, g, len);
                    predicted = Some(order.next(m, g, len));
                }
            }
        }
        out
    }

    #[test]
    fn one_streamer_wraps_to_its_first_group() {
        let step = vec![(0, 5)];
        assert_eq!(misses(&vec![step; 3]), []);
    }

    /// Three ControlNets (1, 2, 3) then the UNet (0) each step: from the second step's
    /// second group on, every group is copied ahead, across the nets and into the next step.
    #[test]
    fn distinct_nets_in_turn_are_learned_in_one_step() {
        let step = vec![(1, 4), (2, 4), (3, 4), (0, 6)];
        // Each net's first group comes unannounced once (ControlNet 1's at step 1: the
        // UNet's last group of step 0 expects the UNet's first).
        assert_eq!(
            misses(&vec![step; 4]),
            [(0, 2, 0), (0, 3, 0), (0, 0, 0), (1, 1, 0)]
        );
    }

    /// ControlNet 2 leaves its guidance window after two steps: one miss where the order
    /// changes, none after.
    #[test]
    fn a_net_leaving_the_order_costs_one_miss() {
        let full = vec![(1, 3), (2, 3), (0, 5)];
        let short = vec![(1, 3), (0, 5)];
        let steps = [full.clone(), full, short.clone(), short.clone(), short];
        assert_eq!(misses(&steps), [(0, 2, 0), (0, 0, 0), (1, 1, 0), (2, 0, 0)]);
    }

    #[test]
    fn a_leaving_streamer_is_forgotten() {
        let mut order = Order::default();
        for (m, len) in [(1, 2), (0, 2)] {
            for g in 0..len {
                order.visit(m, g, len);
            }
        }
        order.visit(1, 0, 2);
        assert_eq!(order.next(0, 1, 2), (1, 0));
        order.forget(1);
        // The UNet, alone again, wraps to itself.
        assert_eq!(order.next(0, 1, 2), (0, 0));
    }
}
