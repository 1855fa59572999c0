//! Candela: an allocator outside cudarc that [super::CudaStream::alloc] asks first and
//! [super::CudaSlice]'s drop gives its pointers back to (Candela's own device pool).
use crate::driver::{result::DriverError, sys};
use std::sync::OnceLock;

/// What an external allocator answers.
pub trait ExternalAllocator: Send + Sync {
    /// `bytes` of device memory for the calling thread's stream, or `None` where this
    /// allocator does not take the request now (cudarc then allocates as it would).
    fn alloc(&self, bytes: usize) -> Option<Result<sys::CUdeviceptr, DriverError>>;
    /// Takes back `ptr` (`bytes` long) if it gave it; false if it did not.
    fn free(&self, ptr: sys::CUdeviceptr, bytes: usize) -> bool;
}

static EXTERNAL: OnceLock<&'static dyn ExternalAllocator> = OnceLock::new();

/// Installs `allocator` for the process's life; false if one was installed already.
pub fn set_external_allocator(allocator: &'static dyn ExternalAllocator) -> bool {
    EXTERNAL.set(allocator).is_ok()
}

pub(crate) fn alloc(bytes: usize) -> Option<Result<sys::CUdeviceptr, DriverError>> {
    EXTERNAL.get()?.alloc(bytes)
}

pub(crate) fn free(ptr: sys::CUdeviceptr, bytes: usize) -> bool {
    EXTERNAL.get().is_some_and(|a| a.free(ptr, bytes))
}
