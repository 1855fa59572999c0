//! The per-thread stack the CUDA driver reserves local memory for. The driver keeps room
//! for its stack limit (1 KiB by default) times every thread the card can hold resident,
//! from the moment the context exists: on an H200 (132 SMs x 2048 threads) that is 264 MiB
//! of the process's device memory, on an RTX 3060 (28 x 1536) 42 MiB, on a GTX 1650 (14 x
//! 1024) 14 MiB. Candela's kernels need at most 80 bytes of stack (their spills; `nvcc
//! -Xptxas -v` on sm_75 to sm_120), and no job of session 37's (SD 1.5 to SD 3.5,
//! bench-ops) made the driver raise 256 bytes for candle's or the libraries' kernels, so the
//! context is opened with [`STACK_BYTES`]. A kernel that needs more still runs: the driver
//! raises the limit for it (and keeps it raised), which [`stack_limit_now`] shows and
//! `bench` prints.
//! A leaf: it imports nothing of `vram`.
use candle_core::Device;

/// The per-thread stack Candela asks for, in bytes: over three times its largest kernel's.
pub const STACK_BYTES: u64 = 256;

/// The stack limit to set: [`STACK_BYTES`], `CANDELA_STACK_BYTES=N` bytes, or None with
/// `CANDELA_STACK_BYTES=driver` (the driver's default, to compare).
#[cfg(feature = "cuda")]
fn wanted() -> Option<u64> {
    match std::env::var("CANDELA_STACK_BYTES") {
        Ok(v) if v == "driver" => None,
        Ok(v) => v.parse().ok().or(Some(STACK_BYTES)),
        Err(_) => Some(STACK_BYTES),
    }
}

/// Sets `device`'s per-thread stack limit to [`wanted`]'s (a no-op off CUDA or for
/// `driver`). A refusal leaves the driver's limit, with a warning: memory, not results.
pub(super) fn limit_stack(device: &Device) {
    #[cfg(feature = "cuda")]
    if let (Device::Cuda(dev), Some(bytes)) = (device, wanted()) {
        use candle_core::cuda_backend::cudarc::driver::sys;
        let set = dev.cuda_stream().context().bind_to_thread().ok().map(|()| {
            // SAFETY: the device's context is current on this thread (bound above).
            unsafe { sys::cuCtxSetLimit(sys::CUlimit::CU_LIMIT_STACK_SIZE, bytes as usize) }
        });
        if set != Some(sys::CUresult::CUDA_SUCCESS) {
            eprintln!(
                "warning: the CUDA stack limit stays the driver's ({set:?} setting {bytes} bytes)"
            );
        }
    }
    let _ = device;
}

/// `device`'s per-thread stack limit now, in bytes (None off CUDA).
pub fn stack_limit_now(device: &Device) -> Option<u64> {
    #[cfg(feature = "cuda")]
    if let Device::Cuda(dev) = device {
        use candle_core::cuda_backend::cudarc::driver::sys;
        dev.cuda_stream().context().bind_to_thread().ok()?;
        let mut value: usize = 0;
        // SAFETY: the context is current (bound above); `value` outlives the call.
        let r = unsafe { sys::cuCtxGetLimit(&mut value, sys::CUlimit::CU_LIMIT_STACK_SIZE) };
        return (r == sys::CUresult::CUDA_SUCCESS).then_some(value as u64);
    }
    let _ = device;
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn off_cuda_there_is_no_limit_to_read_or_set() {
        limit_stack(&Device::Cpu);
        assert_eq!(stack_limit_now(&Device::Cpu), None);
    }
}
