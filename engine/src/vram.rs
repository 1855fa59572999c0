//! Device memory: the pool, what is free, simulated small cards and peak sampling.
//!
//! The pool: candle allocates stream-ordered from the device's default pool;
//! with the driver's default release threshold (0) every synchronization hands freed
//! memory back to the OS and the next step maps it again. While a job runs we keep it
//! (threshold: unlimited); when idle we trim it so the meter shows what is really held.
use crate::protocol::Phase;
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

/// Whether `device` computes bf16 natively (a CUDA card of compute capability 8.0+).
pub fn native_bf16(device: &Device) -> bool {
    #[cfg(feature = "cuda")]
    if device.is_cuda() {
        return crate::nets::cuda_ops::compute_capability(device) >= 80;
    }
    let _ = device;
    false
}

/// (free, total) bytes of the device's memory, or None on the CPU.
pub fn device_memory(device: &Device) -> Option<(u64, u64)> {
    #[cfg(feature = "cuda")]
    if let Device::Cuda(_) = device {
        return candle_core::cuda_backend::cudarc::driver::result::mem_get_info()
            .ok()
            .map(|(f, t)| (f as u64, t as u64));
    }
    let _ = device;
    None
}

/// `--simulate-vram`: device memory taken outside the pool so that only a set amount
/// stays free, to run small-card plans on a big card. Freed on drop.
pub struct Ballast {
    #[cfg(feature = "cuda")]
    ptr: u64,
    pub bytes: u64,
}

impl Ballast {
    /// Takes all of `device`'s free memory but `free_bytes`.
    pub fn leave_free(device: &Device, free_bytes: u64) -> crate::Result<Ballast> {
        let Some((free, _)) = device_memory(device) else {
            return Err(crate::Error::field(
                "--simulate-vram",
                "needs a CUDA device (this run is on the CPU)",
            ));
        };
        if free_bytes >= free {
            return Ok(Ballast {
                #[cfg(feature = "cuda")]
                ptr: 0,
                bytes: 0,
            });
        }
        let bytes = free - free_bytes;
        #[cfg(feature = "cuda")]
        {
            use candle_core::cuda_backend::cudarc::driver::result;
            // SAFETY: a plain allocation that no kernel touches, freed in Drop.
            let ptr = unsafe { result::malloc_sync(bytes as usize) }.map_err(|e| {
                crate::Error::field("--simulate-vram", format!("cannot take {bytes} bytes: {e}"))
            })?;
            Ok(Ballast { ptr, bytes })
        }
        #[cfg(not(feature = "cuda"))]
        Ok(Ballast { bytes })
    }
}

impl Drop for Ballast {
    fn drop(&mut self) {
        #[cfg(feature = "cuda")]
        if self.ptr != 0 {
            use candle_core::cuda_backend::cudarc::driver::result;
            // SAFETY: allocated by malloc_sync in leave_free.
            let _ = unsafe { result::free_sync(self.ptr) };
        }
    }
}

/// `--vram-budget auto`: the free memory less a reserve for the CUDA libraries'
/// workspaces and the allocator's slack (256 MiB plus 5%).
pub fn auto_budget(free: u64) -> u64 {
    free.saturating_sub((256 << 20) + free / 20)
}

/// Peak device memory while it runs, sampled every 2 ms on its own thread: the device's
/// used memory from `cuMemGetInfo` and this process's from NVML.
pub struct PeakSampler {
    stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
    phase: std::sync::Arc<std::sync::atomic::AtomicUsize>,
    handle: Option<std::thread::JoinHandle<Peaks>>,
}

/// The phases a [`PeakSampler`] keeps apart (index into [`Peaks::by_phase`]).
pub const PHASES: [Phase; 4] = [
    Phase::Loading,
    Phase::TextEncoding,
    Phase::Denoising,
    Phase::Decoding,
];

/// What a [`PeakSampler`] saw, in bytes.
#[derive(Debug, Clone, Copy, Default)]
pub struct Peaks {
    /// Max of (total - free) from cuMemGetInfo (all processes on the device).
    pub mem_get_info_used: u64,
    /// Max of this process's used memory from NVML (0 if NVML is unavailable).
    pub nvml_process: u64,
    /// The cuMemGetInfo peak within each of [`PHASES`].
    pub by_phase: [u64; 4],
    pub samples: u64,
}

impl PeakSampler {
    pub fn start(device: &Device) -> PeakSampler {
        use std::sync::atomic::{AtomicBool, Ordering};
        let stop = std::sync::Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        let phase = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let current = phase.clone();
        let device = device.clone();
        let handle = std::thread::spawn(move || {
            #[cfg(feature = "cuda")]
            if let Device::Cuda(d) = &device {
                let _ = d.cuda_stream().context().bind_to_thread();
            }
            let nvml = nvml_wrapper::Nvml::init().ok();
            let pid = std::process::id();
            let mut p = Peaks::default();
            loop {
                if let Some((free, total)) = device_memory(&device) {
                    p.mem_get_info_used = p.mem_get_info_used.max(total - free);
                    let i = current.load(Ordering::Relaxed).min(3);
                    p.by_phase[i] = p.by_phase[i].max(total - free);
                }
                if let Some(n) = &nvml {
                    p.nvml_process = p.nvml_process.max(nvml_process_bytes(n, pid));
                }
                p.samples += 1;
                if flag.load(Ordering::Relaxed) {
                    return p;
                }
                std::thread::sleep(std::time::Duration::from_millis(2));
            }
        });
        PeakSampler {
            stop,
            phase,
            handle: Some(handle),
        }
    }

    /// From now on samples count toward `phase` (one of [`PHASES`]; others: loading).
    pub fn set_phase(&self, phase: Phase) {
        let i = PHASES.iter().position(|p| *p == phase).unwrap_or(0);
        self.phase.store(i, std::sync::atomic::Ordering::Relaxed);
    }

    pub fn finish(mut self) -> Peaks {
        self.stop.store(true, std::sync::atomic::Ordering::Relaxed);
        self.handle
            .take()
            .and_then(|h| h.join().ok())
            .unwrap_or_default()
    }
}

impl Drop for PeakSampler {
    /// A sampler dropped unfinished (its job failed) stops its thread too.
    fn drop(&mut self) {
        self.stop.store(true, std::sync::atomic::Ordering::Relaxed);
    }
}

/// This process's device memory on every NVIDIA device, per NVML.
pub fn nvml_process_bytes(nvml: &nvml_wrapper::Nvml, pid: u32) -> u64 {
    use nvml_wrapper::enums::device::UsedGpuMemory;
    let count = nvml.device_count().unwrap_or(0);
    (0..count)
        .filter_map(|i| nvml.device_by_index(i).ok())
        .flat_map(|d| d.running_compute_processes().unwrap_or_default())
        .filter(|p| p.pid == pid)
        .map(|p| match p.used_gpu_memory {
            UsedGpuMemory::Used(b) => b,
            UsedGpuMemory::Unavailable => 0,
        })
        .sum()
}
