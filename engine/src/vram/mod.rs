//! Device memory: the pool, what is free, simulated small cards and peak sampling.
//!
//! The pool: candle allocates stream-ordered from the device's default pool;
//! with the driver's default release threshold (0) every synchronization hands freed
//! memory back to the OS and the next step maps it again. While a job runs we keep it
//! (threshold: unlimited); when idle we trim it so the meter shows what is really held.
use crate::protocol::Phase;
use candle_core::Device;

#[cfg(any(feature = "cuda", test))]
#[cfg_attr(not(feature = "cuda"), allow(dead_code))]
mod blocks;
#[cfg(test)]
mod blocks_tests;
#[cfg(feature = "cuda")]
mod own_pool;
mod pool;
mod stack;
mod warm;
use pool::pool_reserved_now;
pub use pool::{cap_pool, keep_pool_warm, pool_high, reset_pool_high, trim_pool, PoolHigh};
use stack::limit_stack;
pub use stack::{stack_limit_now, STACK_BYTES};
use warm::warm_libraries;

/// Caps the pool for a process budget of `budget` bytes (`None`: uncapped): what the
/// process holds outside the pool now (less `ballast`) and [`LIBRARY_RESERVE`] are taken
/// off. A cap within 64 MiB of the one in place keeps the pool as it is.
pub fn cap_pool_for_budget(
    device: &Device,
    budget: Option<u64>,
    ballast: u64,
) -> crate::Result<()> {
    if !device.is_cuda() {
        return Ok(());
    }
    let cap = budget.map(|b| {
        let outside = outside_pool_now(device, ballast).unwrap_or(0);
        b.saturating_sub(outside + LIBRARY_RESERVE)
    });
    static CAP: std::sync::Mutex<Option<u64>> = std::sync::Mutex::new(None);
    let mut current = CAP.lock().map_err(|_| crate::Error::msg("pool cap lock"))?;
    let same = match (*current, cap) {
        (None, None) => true,
        (Some(a), Some(b)) => a.abs_diff(b) < 64 << 20,
        _ => false,
    };
    if !same {
        cap_pool(device, cap)?;
        *current = cap;
    }
    Ok(())
}

/// With `CANDELA_POOL_TRACE=1`, one stderr line at `what` (made only then): the pool's
/// live and mapped bytes now and their highs since the phase began, the device's used
/// memory, and `outside` bytes the caller knows are held outside the pool (MiB). The tiled
/// passes write one per tile, to see which op sets a decode's peak.
pub fn trace_point(device: &Device, what: impl FnOnce() -> String, outside: u64) {
    #[cfg(feature = "cuda")]
    if pool::trace_on() {
        if let (Some((reserved, used)), Some(high), Some((free, total))) = (
            pool::pool_now(device),
            pool_high(device),
            device_memory(device),
        ) {
            eprintln!(
                "pool at {}: used {} reserved {} (highs {} {}), outside {}, device used {} MiB",
                what(),
                used >> 20,
                reserved >> 20,
                high.used >> 20,
                high.reserved >> 20,
                outside >> 20,
                (total - free) >> 20
            );
        }
    }
    #[cfg(not(feature = "cuda"))]
    let _ = (device, what, outside);
}

/// Which pool the device's tensors come from: `"own"` (Candela's, `CANDELA_POOL=own`:
/// `own_pool`) with the requests and frees that came from a thread other than the
/// engine's, or `"driver"` (the driver's stream-ordered pool) with 0; None off CUDA.
pub fn pool_in_use(device: &Device) -> Option<(&'static str, u64)> {
    #[cfg(feature = "cuda")]
    if device.is_cuda() {
        return Some(match own_pool::active() {
            true => ("own", own_pool::foreign()),
            false => ("driver", 0),
        });
    }
    let _ = device;
    None
}

/// Opens CUDA device `ordinal` for one engine thread on one stream. cudarc tracks every
/// buffer's uses with CUDA events so several streams can share tensors safely; with a
/// single stream that bookkeeping is pure per-op overhead, so it is turned off.
///
/// Before the context exists it notes what the device already had in use (NVML), so
/// that [`Context::measured`] can say what this process's context costs.
///
/// A card this build's kernels cannot run is [`crate::Error::WrongCard`].
pub fn open_cuda(ordinal: usize) -> crate::Result<Device> {
    let before = nvml_device_used(ordinal);
    let device = Device::new_cuda(ordinal)?;
    // `check_card`'s one error is that the card is not one this build was made for.
    #[cfg(feature = "cuda")]
    crate::kernels::check_card(&device).map_err(|e| crate::Error::WrongCard(e.to_string()))?;
    #[cfg(feature = "cuda")]
    if let Device::Cuda(dev) = &device {
        // SAFETY: every tensor of this device lives on its one stream (no multi-stream use).
        unsafe { dev.disable_event_tracking() };
        if own_pool::wanted() {
            own_pool::install(dev.cuda_stream().context().cu_device())
                .map_err(|e| crate::Error::msg(format!("Candela's own memory pool: {e}")))?;
        }
    }
    limit_stack(&device);
    let _ = device.synchronize();
    let process_after_open = nvml_process_bytes_now();
    warm_libraries(&device, native_bf16(&device));
    let _ = CONTEXT.set(Context {
        device_used_before: before,
        process_after_open,
        cudnn: warm_cudnn(&device),
        blas_lt: warm_blas_lt(&device),
        stack_bytes: stack_limit_now(&device),
    });
    Ok(device)
}

/// What the device held before this process opened it, and what the process held right
/// after (its CUDA context), both from NVML; None where NVML cannot say.
#[derive(Debug, Clone, Copy, Default, serde::Serialize)]
pub struct Context {
    pub device_used_before: Option<u64>,
    pub process_after_open: Option<u64>,
    /// What loading cuDNN and its first convolutions added (None where cuDNN is not used
    /// or NVML cannot say).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cudnn: Option<u64>,
    /// What cuBLASLt's handle, workspace and first products added (None off CUDA or
    /// where NVML cannot say).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub blas_lt: Option<u64>,
    /// The per-thread stack limit once the libraries were warmed (`stack`: what the
    /// context reserves local memory for); None off CUDA.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stack_bytes: Option<u64>,
}

static CONTEXT: std::sync::OnceLock<Context> = std::sync::OnceLock::new();

impl Context {
    /// What [`open_cuda`] measured (all None before a CUDA device was opened).
    pub fn measured() -> Context {
        CONTEXT.get().copied().unwrap_or_default()
    }
}

/// Device memory in use on NVIDIA device `ordinal` (all processes), per NVML.
fn nvml_device_used(ordinal: usize) -> Option<u64> {
    let nvml = nvml_wrapper::Nvml::init().ok()?;
    let used = nvml
        .device_by_index(ordinal as u32)
        .ok()?
        .memory_info()
        .ok()?
        .used;
    Some(used)
}

/// This process's device memory now, per NVML.
pub fn nvml_process_bytes_now() -> Option<u64> {
    let nvml = nvml_wrapper::Nvml::init().ok()?;
    Some(nvml_process_bytes(&nvml, std::process::id()))
}

/// Whether `device` computes bf16 natively (a CUDA card of compute capability 8.0+).
pub fn native_bf16(device: &Device) -> bool {
    #[cfg(feature = "cuda")]
    if device.is_cuda() {
        return crate::kernels::arch(device) >= 80;
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

/// Room kept for what the process maps outside the pool after a job starts: kernel
/// modules loaded on first use and the BLAS libraries' workspaces.
pub const LIBRARY_RESERVE: u64 = 96 << 20;

/// The CUDA context a prediction assumes before one was measured (an H100's is about
/// 590 MiB with this build; smaller cards load less).
const CONTEXT_UNMEASURED: u64 = 640 << 20;

/// What a job's process holds outside the pool, for predictions: the context measured
/// when the device was opened and [`LIBRARY_RESERVE`]; 0 off CUDA.
pub fn overhead_bytes(cuda: bool) -> u64 {
    if !cuda {
        return 0;
    }
    let context = Context::measured();
    context.process_after_open.unwrap_or(CONTEXT_UNMEASURED)
        + context.cudnn.unwrap_or(0)
        + context.blas_lt.unwrap_or(0)
        + LIBRARY_RESERVE
}

/// What `warm` added to the process's device memory outside the pool (NVML), the pool
/// trimmed before and after; None where `warm` says it did not start (`Some(false)` or an
/// error, printed as `what` did not start, `then`) or NVML cannot say.
#[cfg(feature = "cuda")]
fn added_by(
    device: &Device,
    what: &str,
    then: &str,
    warm: impl FnOnce() -> candle_core::Result<bool>,
) -> Option<u64> {
    trim_pool(device);
    let before = nvml_process_bytes_now();
    match warm() {
        Ok(true) => {}
        Ok(false) => return None,
        Err(e) => {
            eprintln!("warning: {what} did not start ({e}); {then}");
            return None;
        }
    }
    trim_pool(device);
    Some(nvml_process_bytes_now()?.saturating_sub(before?))
}

/// Makes cuBLASLt's handle and workspace (the Linear layers' bias epilogue,
/// `kernels::blas_lt`) and runs its first products, returning what that added, which
/// predictions count beside the context. None off CUDA, where NVML cannot say, or where
/// cuBLASLt did not start (the Linear layers then keep cuBLAS's GEMM and a bias kernel).
fn warm_blas_lt(device: &Device) -> Option<u64> {
    #[cfg(feature = "cuda")]
    if let Device::Cuda(dev) = device {
        let bf16 = native_bf16(device);
        return added_by(
            device,
            "cuBLASLt",
            "Linear layers add their bias apart",
            || crate::kernels::blas_lt::warm(dev, bf16).map(|()| true),
        );
    }
    let _ = device;
    None
}

/// Loads cuDNN (where the build and the machine have it) and runs its first convolutions,
/// returning what that added, which predictions count beside the context. None where
/// cuDNN is not used.
fn warm_cudnn(device: &Device) -> Option<u64> {
    #[cfg(feature = "cuda")]
    if let Device::Cuda(dev) = device {
        // Off (the default) or missing: no trim and no NVML query at start-up.
        if !crate::kernels::cudnn::in_use() {
            return None;
        }
        return added_by(device, "cuDNN", "convolutions use im2col + GEMM", || {
            crate::kernels::cudnn::warm(dev)
        });
    }
    let _ = device;
    None
}

/// What this process holds on the device outside the pool now (its CUDA context, loaded
/// kernels, library workspaces), less `ballast` (`--simulate-vram`'s stand-in for other
/// programs); None off CUDA or without NVML.
pub fn outside_pool_now(device: &Device, ballast: u64) -> Option<u64> {
    let process = nvml_process_bytes_now()?;
    let reserved = pool_reserved_now(device)?;
    Some(process.saturating_sub(ballast + reserved))
}

/// `--vram-budget auto`: the free memory less a reserve for the CUDA libraries'
/// workspaces and the allocator's slack (256 MiB plus 5%).
pub fn auto_budget(free: u64) -> u64 {
    free.saturating_sub((256 << 20) + free / 20)
}

/// Peak device memory while it runs, sampled every 2 ms on its own thread: the device's
/// used memory from `cuMemGetInfo` and this process's from NVML, per phase; and the
/// pool's exact high watermarks per phase, read at each phase change.
pub struct PeakSampler {
    stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
    phase: std::sync::Arc<std::sync::atomic::AtomicUsize>,
    device: Device,
    pool: std::sync::Mutex<[PoolHigh; PHASES.len()]>,
    handle: Option<std::thread::JoinHandle<Peaks>>,
}

/// The phases a [`PeakSampler`] keeps apart (index into [`Peaks::by_phase`]).
pub const PHASES: [Phase; 5] = Phase::ALL;

/// What a [`PeakSampler`] saw, in bytes.
#[derive(Debug, Clone, Copy, Default)]
pub struct Peaks {
    /// Max of (total - free) from cuMemGetInfo (all processes on the device).
    pub mem_get_info_used: u64,
    /// Max of this process's used memory from NVML (0 if NVML is unavailable).
    pub nvml_process: u64,
    /// The cuMemGetInfo peak within each of [`PHASES`].
    pub by_phase: [u64; PHASES.len()],
    /// The NVML process peak within each of [`PHASES`].
    pub nvml_by_phase: [u64; PHASES.len()],
    /// The pool's high watermarks within each of [`PHASES`] (zeros off CUDA).
    pub pool_by_phase: [PoolHigh; PHASES.len()],
    pub samples: u64,
}

impl Peaks {
    /// A per-phase figure as a JSON object keyed by phase name.
    pub fn phase_json<T: serde::Serialize>(values: &[T]) -> serde_json::Value {
        PHASES
            .iter()
            .zip(values)
            .map(|(p, v)| (p.name().to_string(), serde_json::json!(v)))
            .collect::<serde_json::Map<_, _>>()
            .into()
    }
}

impl PeakSampler {
    pub fn start(device: &Device) -> PeakSampler {
        use std::sync::atomic::{AtomicBool, Ordering};
        let stop = std::sync::Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        let phase = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let current = phase.clone();
        reset_pool_high(device);
        let sampled = device.clone();
        let handle = std::thread::spawn(move || {
            #[cfg(feature = "cuda")]
            if let Device::Cuda(d) = &sampled {
                let _ = d.cuda_stream().context().bind_to_thread();
            }
            let nvml = nvml_wrapper::Nvml::init().ok();
            let pid = std::process::id();
            let mut p = Peaks::default();
            loop {
                let i = current.load(Ordering::Relaxed).min(PHASES.len() - 1);
                if let Some((free, total)) = device_memory(&sampled) {
                    p.mem_get_info_used = p.mem_get_info_used.max(total - free);
                    p.by_phase[i] = p.by_phase[i].max(total - free);
                }
                if let Some(n) = &nvml {
                    let b = nvml_process_bytes(n, pid);
                    p.nvml_process = p.nvml_process.max(b);
                    p.nvml_by_phase[i] = p.nvml_by_phase[i].max(b);
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
            device: device.clone(),
            pool: std::sync::Mutex::new(Default::default()),
            handle: Some(handle),
        }
    }

    /// The pool's high watermarks since the last phase change go to the phase that ends.
    fn close_pool_phase(&self) {
        let i = self.phase.load(std::sync::atomic::Ordering::Relaxed);
        if let (Some(h), Ok(mut pool)) = (pool_high(&self.device), self.pool.lock()) {
            pool[i].used = pool[i].used.max(h.used);
            pool[i].reserved = pool[i].reserved.max(h.reserved);
        }
        reset_pool_high(&self.device);
    }

    /// From now on samples count toward `phase`.
    pub fn set_phase(&self, phase: Phase) {
        self.close_pool_phase();
        let i = PHASES.iter().position(|p| *p == phase).unwrap_or(0);
        self.phase.store(i, std::sync::atomic::Ordering::Relaxed);
    }

    pub fn finish(mut self) -> Peaks {
        self.close_pool_phase();
        self.stop.store(true, std::sync::atomic::Ordering::Relaxed);
        let mut peaks = self
            .handle
            .take()
            .and_then(|h| h.join().ok())
            .unwrap_or_default();
        if let Ok(pool) = self.pool.lock() {
            peaks.pool_by_phase = *pool;
        }
        peaks
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
