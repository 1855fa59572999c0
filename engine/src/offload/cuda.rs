//! Page-locked host memory and flat device buffers on CUDA.
use candle_core::backend::BackendStorage;
use candle_core::cuda_backend::cudarc::driver::{result, sys, CudaContext, CudaStream, DevicePtr};
use candle_core::cuda_backend::{CudaDevice, CudaStorage};
use candle_core::{DType, Storage, Tensor};
use std::sync::Arc;

pub(super) fn w<T>(r: Result<T, result::DriverError>) -> candle_core::Result<T> {
    r.map_err(|e| candle_core::Error::Msg(format!("CUDA: {e}")))
}

/// Page-locked host memory holding a group's bytes.
pub struct PinnedBytes {
    ptr: *mut u8,
    len: usize,
    ctx: Arc<CudaContext>,
}

// SAFETY: the buffer is written at creation and by `write` (with no copy from it queued:
// its callers synchronize the device first), and otherwise only read (by DMA).
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
        let bytes = unsafe { std::slice::from_raw_parts(self.ptr.add(offset * size), n * size) };
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
        unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), self.ptr.add(at), len) };
        Ok(())
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
