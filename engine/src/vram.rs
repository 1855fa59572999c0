//! The device memory pool. candle allocates stream-ordered from the device's default pool;
//! with the driver's default release threshold (0) every synchronization hands freed
//! memory back to the OS and the next step maps it again. While a job runs we keep it
//! (threshold: unlimited); when idle we trim it so the meter shows what is really held.
use candle_core::Device;

/// Keep freed memory in the pool between steps (fast). No-op off CUDA.
pub fn keep_pool_warm(device: &Device) {
    #[cfg(feature = "cuda")]
    if let Some(pool) = default_pool(device) {
        use candle_core::cuda_backend::cudarc::driver::{result::mem_pool, sys};
        let mut threshold: u64 = u64::MAX;
        // SAFETY: the pool is the device's default pool and the value is a u64, as the attribute requires.
        let _ = unsafe {
            mem_pool::set_attribute(
                pool,
                sys::CUmemPool_attribute::CU_MEMPOOL_ATTR_RELEASE_THRESHOLD,
                &mut threshold as *mut u64 as *mut _,
            )
        };
    }
    let _ = device;
}

/// Return the pool's unused memory to the OS (after a job, an unload, a model switch).
pub fn trim_pool(device: &Device) {
    #[cfg(feature = "cuda")]
    if let Some(pool) = default_pool(device) {
        use candle_core::cuda_backend::cudarc::driver::result::mem_pool;
        let _ = device.synchronize();
        // SAFETY: the pool is valid for the device's lifetime.
        let _ = unsafe { mem_pool::trim_to(pool, 0) };
    }
    let _ = device;
}

#[cfg(feature = "cuda")]
fn default_pool(
    device: &Device,
) -> Option<candle_core::cuda_backend::cudarc::driver::sys::CUmemoryPool> {
    use candle_core::cuda_backend::cudarc::driver::result::device;
    let Device::Cuda(dev) = device else {
        return None;
    };
    let cu = dev.cuda_stream().context().cu_device();
    // SAFETY: cu_device comes from a live context.
    unsafe { device::get_default_mem_pool(cu) }.ok()
}

/// Opens CUDA device `ordinal` for one engine thread on one stream. cudarc tracks every
/// buffer's uses with CUDA events so several streams can share tensors safely; with a
/// single stream that bookkeeping is pure per-op overhead, so it is turned off.
pub fn open_cuda(ordinal: usize) -> candle_core::Result<Device> {
    let device = Device::new_cuda(ordinal)?;
    #[cfg(feature = "cuda")]
    if let Device::Cuda(dev) = &device {
        // SAFETY: every tensor of this device lives on its one stream (no multi-stream use).
        unsafe { dev.disable_event_tracking() };
    }
    Ok(device)
}
