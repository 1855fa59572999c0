//! Random weights placed as a checkpoint's are (issue 13): a real load converts each
//! tensor on the host and uploads it, so the device's pool sees the finished weights alone,
//! one after another. Drawn on the device (`--random-weights`), each tensor first takes an
//! f32 draw and its cast, freed at once: in the job's pool they leave holes between the
//! weights that later phases' activations fall into or around, and the recorded runs'
//! reserves then describe those holes, not a real load. Here the draw and its cast come
//! from a pool of their own, and only the finished tensor is copied into the job's pool.
//! `CANDELA_RANDOM_DRAW=pool` draws in the job's pool (as before, to compare).
use candle_core::{Device, Result, Tensor};

/// Whether random weights are drawn aside (unless `CANDELA_RANDOM_DRAW=pool`).
#[cfg(feature = "cuda")]
fn aside() -> bool {
    static ON: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *ON.get_or_init(|| std::env::var("CANDELA_RANDOM_DRAW").map_or(true, |v| v != "pool"))
}

/// `draw()`'s tensor on `device`, its allocations made in a side pool on a CUDA device and
/// the result copied into the pool in use; elsewhere (or where the side pool cannot be
/// had) `draw()` as it is.
pub fn drawn_aside(device: &Device, draw: impl FnOnce() -> Result<Tensor>) -> Result<Tensor> {
    #[cfg(feature = "cuda")]
    if let (Device::Cuda(dev), true) = (device, aside()) {
        use candle_core::cuda_backend::cudarc::driver::result::device as cu_device;
        let cu = dev.cuda_stream().context().cu_device();
        // SAFETY: cu is the live device of `dev`'s context.
        let (Ok(main), Some(side)) = (unsafe { cu_device::get_mem_pool(cu) }, side_pool(cu)) else {
            return draw();
        };
        // SAFETY: both pools are pools of this device.
        if unsafe { cu_device::set_mem_pool(cu, side) }.is_err() {
            return draw();
        }
        let drawn = draw();
        // SAFETY: as above; the pool in use before is put back whatever the draw did.
        unsafe { cu_device::set_mem_pool(cu, main) }
            .map_err(|e| candle_core::Error::Msg(format!("memory pool: {e:?}")))?;
        // The copy is allocated in the job's pool; the draw's buffers go back to the side
        // pool (released to the driver at the next synchronisation: threshold 0).
        return drawn?.copy();
    }
    let _ = device;
    draw()
}

/// The side pools made so far, by CUDA device (as addresses: a raw pointer is not Send).
#[cfg(feature = "cuda")]
static POOLS: std::sync::Mutex<Vec<(i32, usize)>> = std::sync::Mutex::new(Vec::new());

/// The side pool of CUDA device `cu` (made on first use, kept for the process).
#[cfg(feature = "cuda")]
fn side_pool(
    cu: candle_core::cuda_backend::cudarc::driver::sys::CUdevice,
) -> Option<candle_core::cuda_backend::cudarc::driver::sys::CUmemoryPool> {
    use candle_core::cuda_backend::cudarc::driver::{result, sys};
    let mut pools = POOLS.lock().ok()?;
    if let Some(&(_, p)) = pools.iter().find(|(d, _)| *d == cu) {
        return Some(p as sys::CUmemoryPool);
    }
    // SAFETY: a zeroed CUmemPoolProps is the documented "all defaults" value; the fields
    // set are the ones cuMemPoolCreate requires for device memory.
    let mut props: sys::CUmemPoolProps = unsafe { std::mem::zeroed() };
    props.allocType = sys::CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED;
    props.location.type_ = sys::CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE;
    props.location.id = cu;
    // SAFETY: props is fully initialised above.
    let pool = unsafe { result::mem_pool::create(&props) }.ok()?;
    pools.push((cu, pool as usize));
    Some(pool)
}

/// Hands the side pools' unused memory back to the driver (beside the job pool's trim,
/// after the device has synchronised).
#[cfg(feature = "cuda")]
pub(super) fn trim_side_pools() {
    if let Ok(pools) = POOLS.lock() {
        use candle_core::cuda_backend::cudarc::driver::{result::mem_pool, sys};
        for &(_, p) in pools.iter() {
            // SAFETY: the pool was made by `side_pool` and lives for the process.
            let _ = unsafe { mem_pool::trim_to(p as sys::CUmemoryPool, 0) };
        }
    }
}
