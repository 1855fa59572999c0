//! Whole-image intermediates of a tiled pass kept in page-locked host memory or in device
//! memory beside the tiles, with tiles copied to and from them by strided copies
//! (`cuMemcpy3DAsync`) on the compute stream: no gathering and no intermediate copies
//! (the kept part of a tile goes straight to its place in the image), no synchronization
//! per tile. Host buffers come from a pool that lives as long as the pass, so a layer's
//! output reuses a dead input's memory; device buffers are allocated for each image and
//! freed with it.
use crate::offload::LockedHost;
use candle_core::cuda_backend::cudarc::driver::{result, sys, CudaContext, CudaStream};
use candle_core::cuda_backend::CudaDevice;
use candle_core::{DType, Result, Tensor};
use std::ops::Range;
use std::sync::{Arc, Mutex};

fn w<T>(r: std::result::Result<T, result::DriverError>) -> Result<T> {
    r.map_err(|e| candle_core::Error::Msg(format!("CUDA: {e}")))
}

/// Where a pass's images live.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// Page-locked host memory.
    Host,
    /// The compute device's memory.
    Device,
}

/// An image's bytes.
enum Backing {
    Host(LockedHost),
    Device(DeviceBuffer),
}

/// Device memory of its own (`cuMemAlloc`), outside the device's stream-ordered pool: an
/// image's bytes are exactly what it takes, and the pool's reserve for the tiles' work is
/// what it is with host images (calibrated, `planner::calibration`). Pool-made images of
/// 0.25 to 2 GiB left the pool 0.8 GiB of freed blocks no later size fitted (SD 1.5 at
/// 2048 px, session 22).
struct DeviceBuffer {
    ptr: sys::CUdeviceptr,
    len: usize,
    stream: Arc<CudaStream>,
}

/// Bytes of [`DeviceBuffer`]s alive now, in this process (`vram::trace_point`'s outside).
static DEVICE_BYTES: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// What the tiled passes' device images hold now, outside the pool.
pub fn device_image_bytes() -> u64 {
    DEVICE_BYTES.load(std::sync::atomic::Ordering::Relaxed)
}

impl DeviceBuffer {
    fn new(pool: &Pool, len: usize) -> Result<Self> {
        let len = len.max(1);
        w(pool.ctx.bind_to_thread())?;
        // SAFETY: a fresh allocation, freed once in drop.
        let ptr = w(unsafe { result::malloc_sync(len) })?;
        DEVICE_BYTES.fetch_add(len as u64, std::sync::atomic::Ordering::Relaxed);
        Ok(DeviceBuffer {
            ptr,
            len,
            stream: pool.stream.clone(),
        })
    }
}

impl Drop for DeviceBuffer {
    fn drop(&mut self) {
        // The copies queued on the stream that read or write it finish first.
        let _ = self.stream.synchronize();
        let _ = self.stream.context().bind_to_thread();
        // SAFETY: allocated in new, no queued work touches it any more.
        let _ = unsafe { result::free_sync(self.ptr) };
        DEVICE_BYTES.fetch_sub(self.len as u64, std::sync::atomic::Ordering::Relaxed);
    }
}

impl Backing {
    fn memory(&self) -> (sys::CUmemorytype, sys::CUdeviceptr, *mut u8) {
        match self {
            Backing::Host(r) => (sys::CUmemorytype::CU_MEMORYTYPE_HOST, 0, r.ptr()),
            Backing::Device(d) => (
                sys::CUmemorytype::CU_MEMORYTYPE_DEVICE,
                d.ptr,
                std::ptr::null_mut(),
            ),
        }
    }
}

/// Where a pass's images are made: freed page-locked buffers are reused by later
/// intermediates of the same pass; device ones are freed ([`DeviceBuffer`]).
pub struct Pool {
    place: Place,
    free: Mutex<Vec<LockedHost>>,
    ctx: Arc<CudaContext>,
    stream: Arc<CudaStream>,
    dev: CudaDevice,
}

impl Pool {
    pub fn new(dev: &CudaDevice, place: Place) -> Arc<Self> {
        let stream = dev.cuda_stream();
        Arc::new(Pool {
            place,
            free: Mutex::new(Vec::new()),
            ctx: stream.context().clone(),
            stream,
            dev: dev.clone(),
        })
    }

    /// An image's bytes: on the device, or the smallest free host buffer of at least
    /// `len` bytes, or a new one.
    fn take(self: &Arc<Self>, dtype: DType, elems: usize) -> Result<Backing> {
        let len = elems * dtype.size_in_bytes();
        if self.place == Place::Device {
            return Ok(Backing::Device(DeviceBuffer::new(self, len)?));
        }
        let mut free = self.free.lock().unwrap_or_else(|e| e.into_inner());
        let best = free
            .iter()
            .enumerate()
            .filter(|(_, r)| r.len() >= len)
            .min_by_key(|(_, r)| r.len())
            .map(|(i, _)| i);
        if let Some(i) = best {
            return Ok(Backing::Host(free.swap_remove(i)));
        }
        drop(free);
        let device = candle_core::Device::Cuda(self.dev.clone());
        crate::profile::time("vae.pin.alloc", &device, || LockedHost::new(&self.ctx, len))
            .map(Backing::Host)
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        // No queued copy may still touch the buffers.
        let _ = self.stream.synchronize();
        let _ = self.ctx.bind_to_thread();
        self.free
            .get_mut()
            .unwrap_or_else(|e| e.into_inner())
            .clear();
    }
}

/// An [n, c, h, w] tensor in page-locked host memory or device memory, reached a tile at a
/// time.
pub struct TileImage {
    backing: Option<Backing>,
    pool: Arc<Pool>,
    dims: [usize; 4],
    dtype: DType,
}

impl Drop for TileImage {
    fn drop(&mut self) {
        if let Some(Backing::Host(r)) = self.backing.take() {
            // Back to the pool: later users queue their copies on the same stream, after
            // the copies that read this image.
            self.pool
                .free
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push(r);
        }
    }
}

/// One strided 3D copy: `depth` planes of `rows` rows of `width` bytes.
struct Copy3 {
    width: usize,
    rows: usize,
    depth: usize,
}

impl TileImage {
    pub fn new(pool: &Arc<Pool>, dims: [usize; 4], dtype: DType) -> Result<Self> {
        Ok(TileImage {
            backing: Some(pool.take(dtype, dims.iter().product())?),
            pool: pool.clone(),
            dims,
            dtype,
        })
    }

    pub fn dims(&self) -> [usize; 4] {
        self.dims
    }

    pub fn dtype(&self) -> DType {
        self.dtype
    }

    /// The CUDA device whose stream orders this image's copies.
    pub fn device(&self) -> &CudaDevice {
        &self.pool.dev
    }

    /// The image's memory type, device address and host address (one of them used).
    fn memory(&self) -> (sys::CUmemorytype, sys::CUdeviceptr, *mut u8) {
        self.backing.as_ref().map_or(
            (
                sys::CUmemorytype::CU_MEMORYTYPE_HOST,
                0,
                std::ptr::null_mut(),
            ),
            Backing::memory,
        )
    }

    fn es(&self) -> usize {
        self.dtype.size_in_bytes()
    }

    fn copy(&self, p: &sys::CUDA_MEMCPY3D) -> Result<()> {
        w(self.pool.ctx.bind_to_thread())?;
        // SAFETY: both ends were bounds-checked by the callers; a host buffer outlives the
        // copy (the pool synchronizes the stream before freeing), and device buffers are
        // freed stream-ordered after it.
        w(unsafe { sys::cuMemcpy3DAsync_v2(p, self.pool.stream.cu_stream()).result() })
    }

    fn params(&self, c: &Copy3) -> sys::CUDA_MEMCPY3D {
        let host = sys::CUmemorytype::CU_MEMORYTYPE_HOST;
        sys::CUDA_MEMCPY3D {
            srcXInBytes: 0,
            srcY: 0,
            srcZ: 0,
            srcLOD: 0,
            srcMemoryType: host,
            srcHost: std::ptr::null(),
            srcDevice: 0,
            srcArray: std::ptr::null_mut(),
            reserved0: std::ptr::null_mut(),
            srcPitch: 0,
            srcHeight: 0,
            dstXInBytes: 0,
            dstY: 0,
            dstZ: 0,
            dstLOD: 0,
            dstMemoryType: host,
            dstHost: std::ptr::null_mut(),
            dstDevice: 0,
            dstArray: std::ptr::null_mut(),
            reserved1: std::ptr::null_mut(),
            dstPitch: 0,
            dstHeight: 0,
            WidthInBytes: c.width,
            Height: c.rows,
            Depth: c.depth,
        }
    }

    /// Rows `rows` and columns `cols` of every (sample, channel) plane as a new compact
    /// tensor on `dev`.
    pub fn read(
        &self,
        rows: &Range<usize>,
        cols: &Range<usize>,
        dev: &CudaDevice,
    ) -> Result<Tensor> {
        let [n, c, h, wd] = self.dims;
        if rows.end > h || cols.end > wd {
            candle_core::bail!("tile {rows:?} x {cols:?} outside a {h}x{wd} image")
        }
        let es = self.es();
        let (t, dst) = alloc(dev, self.dtype, [n, c, rows.len(), cols.len()])?;
        let mut p = self.params(&Copy3 {
            width: cols.len() * es,
            rows: rows.len(),
            depth: n * c,
        });
        let (kind, device, host) = self.memory();
        p.srcMemoryType = kind;
        p.srcHost = host as *const _;
        p.srcDevice = device;
        p.srcXInBytes = cols.start * es;
        p.srcY = rows.start;
        p.srcPitch = wd * es;
        p.srcHeight = h;
        p.dstMemoryType = sys::CUmemorytype::CU_MEMORYTYPE_DEVICE;
        p.dstDevice = dst;
        p.dstPitch = cols.len() * es;
        p.dstHeight = rows.len();
        if !rows.is_empty() && !cols.is_empty() && n * c > 0 {
            self.copy(&p)?;
        }
        Ok(t)
    }

    /// Writes rows `keep_rows` and columns `keep_cols` of the CUDA tile `y` (contiguous,
    /// [n, c, _, _]) at row `at.0`, column `at.1` of the image.
    pub fn write(
        &mut self,
        y: &Tensor,
        keep_rows: &Range<usize>,
        keep_cols: &Range<usize>,
        at: (usize, usize),
    ) -> Result<()> {
        let [n, c, h, wd] = self.dims;
        let (yn, yc, yh, yw) = y.dims4()?;
        if (yn, yc) != (n, c)
            || y.dtype() != self.dtype
            || keep_rows.end > yh
            || keep_cols.end > yw
            || at.0 + keep_rows.len() > h
            || at.1 + keep_cols.len() > wd
        {
            candle_core::bail!(
                "tile {:?} ({keep_rows:?} x {keep_cols:?}) does not fit {:?} at {at:?}",
                y.dims(),
                self.dims
            )
        }
        let y = y.contiguous()?;
        let es = self.es();
        let mut p = self.params(&Copy3 {
            width: keep_cols.len() * es,
            rows: keep_rows.len(),
            depth: n * c,
        });
        p.srcMemoryType = sys::CUmemorytype::CU_MEMORYTYPE_DEVICE;
        p.srcDevice = crate::kernels::op::device_ptr(&y)?;
        p.srcXInBytes = keep_cols.start * es;
        p.srcY = keep_rows.start;
        p.srcPitch = yw * es;
        p.srcHeight = yh;
        let (kind, device, host) = self.memory();
        p.dstMemoryType = kind;
        p.dstHost = host as *mut _;
        p.dstDevice = device;
        p.dstXInBytes = at.1 * es;
        p.dstY = at.0;
        p.dstPitch = wd * es;
        p.dstHeight = h;
        if !keep_rows.is_empty() && !keep_cols.is_empty() && n * c > 0 {
            self.copy(&p)?;
        }
        Ok(())
    }
}

/// A fresh contiguous CUDA tensor (contents undefined) and its address.
fn alloc(dev: &CudaDevice, dtype: DType, dims: [usize; 4]) -> Result<(Tensor, sys::CUdeviceptr)> {
    let elems: usize = dims.iter().product();
    let (t, ptr) = crate::offload::alloc_flat(dev, dtype, elems)?;
    Ok((t.reshape(dims.as_slice())?, ptr))
}
