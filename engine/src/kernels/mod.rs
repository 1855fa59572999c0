//! Candela's own CUDA kernels for the card at hand, and the architecture the engine codes
//! for: a room of its own below `nets` and `weights_dtype`, which both launch these
//! kernels.
//!
//! build.rs compiles engine/kernels/*.cu to machine code for every architecture CUDA 13
//! supports (sm_75 to sm_120), so a card loads its own cubin and nothing is JIT-compiled.
//! `CANDELA_ARCH=75` (or 80, 86, ...) makes the engine take exactly the code a card of that
//! architecture takes on any newer card: every choice keyed on the architecture reads
//! [`arch`], and the kernels come from PTX compiled for that architecture (its
//! `__CUDA_ARCH__` branches, e.g. Turing's m16n8k8 tensor-core tiles), JIT-compiled for
//! the card actually present.

mod arch;
pub use arch::{check_built_for, parse_arch, OLDEST_ARCH};

/// cuBLASLt's GEMM with a Linear's bias in its epilogue.
#[cfg(feature = "cuda")]
pub mod blas_lt;
#[cfg(feature = "cuda")]
mod cuda;
/// cuDNN's convolution, loaded at run time.
#[cfg(feature = "cuda")]
pub mod cudnn;
#[cfg(feature = "cuda")]
pub use cuda::*;
/// What the custom ops over these kernels share (`nets::cuda_ops`, `weights_dtype`).
#[cfg(feature = "cuda")]
pub(crate) mod op;

/// What 3x3 convolutions run on `device` (for the bench's output and the logs): cuDNN and
/// its version, or Candela's im2col + GEMM and why; candle's own convolution off CUDA.
pub fn convolution_path(device: &candle_core::Device) -> String {
    #[cfg(feature = "cuda")]
    if device.is_cuda() {
        return cudnn::cudnn_status();
    }
    let _ = device;
    "candle".to_string()
}
