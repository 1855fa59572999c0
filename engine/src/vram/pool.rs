//! The device's memory pool: kept warm while a job runs, trimmed between phases and jobs,
//! capped for a budget, and its high watermarks.
use candle_core::Device;
/// Keep freed memory in the pool between steps (fast). No-op off CUDA.
pub fn keep_pool_warm(device: &Device) {
    #[cfg(feature = "cuda")]
    if super::own_pool::active() {
        return;
    }
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
        set_reuse_policy(pool);
    }
    let _ = device;
}

/// The pool reuses a freed block only in stream order: no opportunistic reuse of frees
/// the GPU has already passed, no dependencies the driver inserts itself, so which blocks
/// a job's allocations get cannot depend on how far the GPU ran ahead of the host. With the
/// driver's defaults the same job's decode reserve varied up to 13% between runs while the
/// bytes in use did not; with this policy three runs of each job measured the same to the
/// MiB (issue 13; docs/benchmarks.md, session 9). `CANDELA_POOL_REUSE=driver` keeps the
/// driver's defaults (to compare).
#[cfg(feature = "cuda")]
fn set_reuse_policy(pool: candle_core::cuda_backend::cudarc::driver::sys::CUmemoryPool) {
    use candle_core::cuda_backend::cudarc::driver::{result::mem_pool, sys};
    use sys::CUmemPool_attribute::*;
    if std::env::var("CANDELA_POOL_REUSE").as_deref() == Ok("driver") {
        return;
    }
    for attr in [
        CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC,
        CU_MEMPOOL_ATTR_REUSE_ALLOW_INTERNAL_DEPENDENCIES,
    ] {
        let mut off: i32 = 0;
        // SAFETY: both attributes take an int, as passed.
        let _ = unsafe { mem_pool::set_attribute(pool, attr, &mut off as *mut i32 as *mut _) };
    }
}

/// Return the pool's unused memory to the OS (after a job, an unload, a model switch).
/// With `CANDELA_POOL_TRACE=1` each trim writes to stderr where it was called from and
/// what the pool held before and after (to find what keeps chunks mapped across a phase
/// boundary).
#[track_caller]
pub fn trim_pool(device: &Device) {
    #[cfg(feature = "cuda")]
    if let Some(pool) = default_pool(device) {
        use candle_core::cuda_backend::cudarc::driver::result::mem_pool;
        let _ = device.synchronize();
        let before = trace_on().then(|| pool_now(device));
        if super::own_pool::active() {
            super::own_pool::trim();
        } else {
            // SAFETY: the pool is valid for the device's lifetime.
            let _ = unsafe { mem_pool::trim_to(pool, 0) };
        }
        if let Some(Some((reserved, used))) = before {
            let at = std::panic::Location::caller();
            if let Some((r, u)) = pool_now(device) {
                eprintln!(
                    "pool trim at {}:{}: reserved {} -> {} MiB, used {} -> {} MiB",
                    at.file(),
                    at.line(),
                    reserved >> 20,
                    r >> 20,
                    used >> 20,
                    u >> 20
                );
            }
        }
    }
    let _ = device;
}

/// Whether `CANDELA_POOL_TRACE=1` asks for [`trim_pool`]'s and `vram::trace_point`'s lines.
#[cfg(feature = "cuda")]
pub(super) fn trace_on() -> bool {
    static ON: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *ON.get_or_init(|| std::env::var("CANDELA_POOL_TRACE").is_ok_and(|v| v == "1"))
}

/// What the pool has mapped and what its live allocations hold now (bytes).
#[cfg(feature = "cuda")]
pub(super) fn pool_now(device: &Device) -> Option<(u64, u64)> {
    use candle_core::cuda_backend::cudarc::driver::sys::CUmemPool_attribute::*;
    let pool = default_pool(device)?;
    if super::own_pool::active() {
        return super::own_pool::now();
    }
    Some((
        attribute(pool, CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT)?,
        attribute(pool, CU_MEMPOOL_ATTR_USED_MEM_CURRENT)?,
    ))
}

/// One of `pool`'s u64-valued attributes (its mapped or live bytes, now or at their high).
#[cfg(feature = "cuda")]
fn attribute(
    pool: candle_core::cuda_backend::cudarc::driver::sys::CUmemoryPool,
    attr: candle_core::cuda_backend::cudarc::driver::sys::CUmemPool_attribute,
) -> Option<u64> {
    use candle_core::cuda_backend::cudarc::driver::result::mem_pool;
    let mut v: u64 = 0;
    // SAFETY: the attributes asked for are u64-valued, as `v` is.
    unsafe { mem_pool::get_attribute(pool, attr, &mut v as *mut u64 as *mut _) }
        .ok()
        .map(|_| v)
}

/// The pool the device allocates from now: the driver's default one, or the capped one
/// [`cap_pool`] put in its place.
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
    unsafe { device::get_mem_pool(cu) }.ok()
}

/// Makes every later allocation of `device` come from a pool that can never map more
/// than `max_bytes` (`None`: the driver's default pool, uncapped). An allocation past the
/// cap fails as out of memory, which the job's fallback answers with a lower plan, so a
/// budget is a ceiling for the pool and not only a prediction. Tensors allocated before
/// go back to the pool they came from. No-op off CUDA.
pub fn cap_pool(device: &Device, max_bytes: Option<u64>) -> crate::Result<()> {
    #[cfg(feature = "cuda")]
    if device.is_cuda() && super::own_pool::active() {
        // `cap` trims first, which waits for the whole device.
        super::own_pool::cap(max_bytes);
        return Ok(());
    }
    #[cfg(feature = "cuda")]
    if let Device::Cuda(dev) = device {
        use candle_core::cuda_backend::cudarc::driver::{result, sys};
        let cu = dev.cuda_stream().context().cu_device();
        let fail = |e: sys::CUresult| crate::Error::msg(format!("memory pool: {e:?}"));
        let pool = match max_bytes {
            // SAFETY: cu is a live device.
            None => unsafe { result::device::get_default_mem_pool(cu) }.map_err(|e| fail(e.0))?,
            Some(max) => {
                // SAFETY: a zeroed CUmemPoolProps is the documented "all defaults" value;
                // the fields set are the ones cuMemPoolCreate requires for device memory.
                let mut props: sys::CUmemPoolProps = unsafe { std::mem::zeroed() };
                props.allocType = sys::CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED;
                props.location.type_ = sys::CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE;
                props.location.id = cu;
                props.maxSize = max as usize;
                // SAFETY: props is fully initialised above.
                unsafe { result::mem_pool::create(&props) }.map_err(|e| fail(e.0))?
            }
        };
        let _ = device.synchronize();
        trim_pool(device);
        // SAFETY: cu is a live device.
        let before = unsafe { result::device::get_mem_pool(cu) }.map_err(|e| fail(e.0))?;
        // SAFETY: the pool was created for this device (or is its default pool).
        unsafe { result::device::set_mem_pool(cu, pool) }.map_err(|e| fail(e.0))?;
        keep_pool_warm(device);
        if before != pool {
            retire(cu, before);
        }
    }
    let _ = (device, max_bytes);
    Ok(())
}

/// Lets the pool `cap_pool` replaced give its memory back as the tensors still allocated
/// from it are freed (a model loaded under an earlier budget is dropped at a model switch
/// or an unload): a pool that is not the current one is never trimmed, and it was kept
/// warm (release threshold at its maximum), so it would keep all of it mapped for the
/// process's life, beside the new pool and outside its cap (measured on the app's worker,
/// session 45: SDXL under an 8 GiB budget ran with the SD 1.5 model of the job before still
/// mapped, 9030 MiB). A pool of Candela's is destroyed (the driver releases it once its
/// last allocation is freed); the device's default pool, which cannot be, releases what is
/// freed at the next synchronization (release threshold 0) until it is current again.
#[cfg(feature = "cuda")]
fn retire(
    cu: candle_core::cuda_backend::cudarc::driver::sys::CUdevice,
    pool: candle_core::cuda_backend::cudarc::driver::sys::CUmemoryPool,
) {
    use candle_core::cuda_backend::cudarc::driver::{result, sys};
    // What it held unused is gone already: `cap_pool` trimmed it while it was current.
    // SAFETY: cu is a live device.
    match unsafe { result::device::get_default_mem_pool(cu) } {
        Ok(default) if default == pool => {
            let mut threshold: u64 = 0;
            // SAFETY: the attribute takes a u64, as passed.
            let _ = unsafe {
                result::mem_pool::set_attribute(
                    pool,
                    sys::CUmemPool_attribute::CU_MEMPOOL_ATTR_RELEASE_THRESHOLD,
                    &mut threshold as *mut u64 as *mut _,
                )
            };
        }
        // SAFETY: a pool cap_pool created, no longer the device's current one; the driver
        // keeps it until its outstanding allocations are freed.
        _ => {
            let _ = unsafe { result::mem_pool::destroy(pool) };
        }
    }
}

/// The device pool's high watermarks since the last [`reset_pool_high`], in bytes: what
/// tensors held at most (`used`) and what the pool had mapped at most (`reserved`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize)]
pub struct PoolHigh {
    pub used: u64,
    pub reserved: u64,
}

/// The pool's high watermarks (None off CUDA).
pub fn pool_high(device: &Device) -> Option<PoolHigh> {
    #[cfg(feature = "cuda")]
    if let Some(pool) = default_pool(device) {
        use candle_core::cuda_backend::cudarc::driver::sys::CUmemPool_attribute::*;
        if super::own_pool::active() {
            let (reserved, used) = super::own_pool::high()?;
            return Some(PoolHigh { used, reserved });
        }
        return Some(PoolHigh {
            used: attribute(pool, CU_MEMPOOL_ATTR_USED_MEM_HIGH)?,
            reserved: attribute(pool, CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH)?,
        });
    }
    let _ = device;
    None
}

/// Starts the pool's high watermarks afresh from what it holds now.
pub fn reset_pool_high(device: &Device) {
    #[cfg(feature = "cuda")]
    if super::own_pool::active() && device.is_cuda() {
        super::own_pool::reset_high();
        return;
    }
    #[cfg(feature = "cuda")]
    if let Some(pool) = default_pool(device) {
        use candle_core::cuda_backend::cudarc::driver::{result::mem_pool, sys};
        for attr in [
            sys::CUmemPool_attribute::CU_MEMPOOL_ATTR_USED_MEM_HIGH,
            sys::CUmemPool_attribute::CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH,
        ] {
            let mut zero: u64 = 0;
            // SAFETY: the driver resets a high watermark when it is set to 0 (u64).
            let _ = unsafe { mem_pool::set_attribute(pool, attr, &mut zero as *mut u64 as *mut _) };
        }
    }
    let _ = device;
}

/// What the pool has mapped now (None off CUDA).
pub(super) fn pool_reserved_now(device: &Device) -> Option<u64> {
    #[cfg(feature = "cuda")]
    return pool_now(device).map(|(reserved, _)| reserved);
    #[cfg(not(feature = "cuda"))]
    {
        let _ = device;
        None
    }
}
