//! Page-locked host memory and flat device buffers on CUDA.
use candle_core::backend::BackendStorage;
use candle_core::cuda_backend::cudarc::driver::{result, sys, CudaContext, CudaStream, DevicePtr};
use candle_core::cuda_backend::{CudaDevice, CudaStorage};
use candle_core::{DType, Storage, Tensor};
use std::sync::Arc;

pub(super) fn w<T>(r: Result<T, result::DriverError>) -> candle_core::Result<T> {
    r.map_err(|e| candle_core::Error::Msg(format!("CUDA: {e}")))
}

/// Anonymous host memory, page-locked with `cuMemHostRegister`: a group's bytes, a tiled
/// pass's whole images. Fresh memory costs its page faults (the kernel zeroes every page,
/// ~0.3 s per GiB on one thread) and `cuMemHostAlloc` cost 0.45 s per GiB (session 16), so
/// the pages are asked to be huge and are faulted in by several threads, by the writes
/// that fill them, before the mapping is locked.
pub struct LockedHost {
    map: memmap2::MmapMut,
    ctx: Arc<CudaContext>,
}

// SAFETY: the mapping is written while it is made and then only as its users say (DMA
// ordered on a stream, or writes with no copy queued).
unsafe impl Send for LockedHost {}
unsafe impl Sync for LockedHost {}

impl LockedHost {
    /// `len` bytes (at least one), each page touched once by several threads (its contents
    /// undefined).
    pub fn new(ctx: &Arc<CudaContext>, len: usize) -> candle_core::Result<Self> {
        use rayon::prelude::*;
        let mut map = huge_pages(len)?;
        map.par_chunks_mut(1 << 21).for_each(|chunk| {
            for page in chunk.chunks_mut(4096) {
                page[0] = 0;
            }
        });
        Self::lock(ctx, map)
    }

    /// `len` bytes with each of `parts` copied in at its offset, by several threads; bytes
    /// no part covers are left as the kernel gave them (zero), faulted in by the lock.
    pub fn filled(
        ctx: &Arc<CudaContext>,
        len: usize,
        parts: &[(&[u8], usize)],
    ) -> candle_core::Result<Self> {
        use rayon::prelude::*;
        let mut map = huge_pages(len)?;
        if let Some((bytes, at)) = parts.iter().find(|(b, at)| at + b.len() > map.len()) {
            candle_core::bail!(
                "{} bytes at {at} past host memory of {}",
                bytes.len(),
                map.len()
            )
        }
        let base = map.as_mut_ptr() as usize;
        parts.par_iter().for_each(|(bytes, at)| {
            // SAFETY: within the mapping (checked above); parts do not overlap (the
            // callers lay them out back to back).
            unsafe {
                std::ptr::copy_nonoverlapping(bytes.as_ptr(), (base + at) as *mut u8, bytes.len())
            };
        });
        Self::lock(ctx, map)
    }

    fn lock(ctx: &Arc<CudaContext>, mut map: memmap2::MmapMut) -> candle_core::Result<Self> {
        w(ctx.bind_to_thread())?;
        // SAFETY: a live mapping of `map.len()` bytes, unregistered before it is unmapped.
        w(unsafe { sys::cuMemHostRegister_v2(map.as_mut_ptr() as *mut _, map.len(), 0).result() })?;
        Ok(LockedHost {
            map,
            ctx: ctx.clone(),
        })
    }

    pub fn len(&self) -> usize {
        self.map.len()
    }

    pub fn ptr(&self) -> *mut u8 {
        self.map.as_ptr() as *mut u8
    }
}

/// A fresh anonymous mapping of `len` bytes (at least one), asked for huge pages.
fn huge_pages(len: usize) -> candle_core::Result<memmap2::MmapMut> {
    let map = memmap2::MmapMut::map_anon(len.max(1))
        .map_err(|e| candle_core::Error::Msg(format!("host memory of {len} bytes: {e}")))?;
    #[cfg(target_os = "linux")]
    let _ = map.advise(memmap2::Advice::HugePage);
    Ok(map)
}

impl Drop for LockedHost {
    fn drop(&mut self) {
        let _ = self.ctx.bind_to_thread();
        // SAFETY: registered in `lock`; its users have no copy queued from it any more.
        let _ = unsafe { sys::cuMemHostUnregister(self.map.as_mut_ptr() as *mut _).result() };
    }
}

/// Page-locked host memory holding a group's bytes.
pub struct PinnedBytes {
    mem: LockedHost,
    len: usize,
}

impl PinnedBytes {
    /// The bytes of contiguous CPU tensors (`parts`), back to back, in fresh page-locked
    /// memory: copied there straight from each tensor, on several threads.
    pub fn from_tensors(dev: &CudaDevice, parts: &[Tensor]) -> candle_core::Result<Self> {
        let ctx = dev.cuda_stream().context().clone();
        let storages: Vec<_> = parts.iter().map(|t| t.storage_and_layout()).collect();
        let mut placed = Vec::with_capacity(parts.len());
        let mut len = 0;
        for (t, (storage, layout)) in parts.iter().zip(&storages) {
            let candle_core::Storage::Cpu(cpu) = &**storage else {
                candle_core::bail!("expected a CPU tensor to pin")
            };
            if !layout.is_contiguous() {
                candle_core::bail!("expected a contiguous tensor to pin")
            }
            let n = t.elem_count() * t.dtype().size_in_bytes();
            placed.push((cpu_bytes(cpu, layout.start_offset(), n)?, len));
            len += n;
        }
        let mem = LockedHost::filled(&ctx, len, &placed)?;
        Ok(PinnedBytes { mem, len })
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
        let src = unsafe { std::slice::from_raw_parts(self.mem.ptr(), len) };
        w(unsafe { result::memcpy_htod_async(dst, src, stream.cu_stream()) })
    }
}

impl PinnedBytes {
    /// A CPU tensor of `n` elements of `dtype` from element `offset`, shaped `shape`.
    pub fn read(
        &self,
        offset: usize,
        n: usize,
        dtype: DType,
        shape: &[usize],
    ) -> candle_core::Result<Tensor> {
        let size = dtype.size_in_bytes();
        assert!((offset + n) * size <= self.len);
        // SAFETY: within the allocation; nothing writes it while we read (see `write`).
        let bytes =
            unsafe { std::slice::from_raw_parts(self.mem.ptr().add(offset * size), n * size) };
        Tensor::from_raw_buffer(bytes, dtype, shape, &candle_core::Device::Cpu)
    }

    /// Overwrites the bytes from `at` with a contiguous CPU tensor's. The caller makes
    /// sure no queued copy reads this memory (it synchronizes the device first).
    pub fn write(&self, at: usize, t: &Tensor) -> candle_core::Result<()> {
        let len = t.elem_count() * t.dtype().size_in_bytes();
        if at + len > self.len {
            candle_core::bail!(
                "write of {len} bytes at {at} past a pinned buffer of {}",
                self.len
            )
        }
        let (storage, layout) = t.storage_and_layout();
        let candle_core::Storage::Cpu(cpu) = &*storage else {
            candle_core::bail!("expected a CPU tensor to write into pinned memory")
        };
        let bytes = cpu_bytes(cpu, layout.start_offset(), len)?;
        // SAFETY: within the allocation (checked above); no DMA reads it now (see above).
        unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), self.mem.ptr().add(at), len) };
        Ok(())
    }
}

/// The raw bytes of a CPU storage from `offset` elements on.
fn cpu_bytes(s: &candle_core::CpuStorage, offset: usize, len: usize) -> candle_core::Result<&[u8]> {
    use candle_core::CpuStorage as C;
    fn as_bytes<T>(v: &[T], offset: usize, len: usize) -> &[u8] {
        let size = std::mem::size_of::<T>();
        // SAFETY: plain numeric data viewed as bytes, within the vector.
        let all = unsafe {
            std::slice::from_raw_parts(v.as_ptr() as *const u8, std::mem::size_of_val(v))
        };
        &all[offset * size..offset * size + len]
    }
    Ok(match s {
        C::F16(v) => as_bytes(v, offset, len),
        C::BF16(v) => as_bytes(v, offset, len),
        C::F32(v) => as_bytes(v, offset, len),
        C::F8E4M3(v) => as_bytes(v, offset, len),
        // e5m2 weights, held as their bits (`crate::weights_dtype::E5M2`).
        C::U8(v) => as_bytes(v, offset, len),
        _ => candle_core::bail!("only f16, bf16, f32 and fp8 weights can be offloaded"),
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
        DType::F8E4M3 => alloc!(float8::F8E4M3),
        DType::U8 => alloc!(u8),
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
