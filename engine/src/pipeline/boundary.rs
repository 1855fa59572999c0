//! A phase boundary: what one phase hands the next (the conditioning, the start latents,
//! the final latents) crosses it through host memory while the pool is trimmed.
//!
//! The pool hands a small allocation out of whatever freed block is there, and trimming
//! returns only chunks with nothing live in them. A phase's outputs, allocated late in
//! the phase, could land in a large chunk of its activations and keep the whole chunk
//! mapped into the next phase: that phase's reserve then depended on where the last one's
//! outputs happened to land (the same decode measured 110 MiB over its live bytes after
//! one text encoder and 300 MiB after another, issue 13). Crossing through the host
//! leaves the pool holding the plan's resident nets alone when the next phase starts. The
//! copies are the phase's outputs only (kilobytes to a few MiB) and exact.
use crate::Result;
use candle_core::Device;

/// `value` (moved by `move_to`) across a phase boundary on `device`: to the host, the
/// pool trimmed, back to `device`. Off CUDA there is no pool: only the value comes back.
pub fn cross<T>(device: &Device, value: T, move_to: impl Fn(T, &Device) -> Result<T>) -> Result<T> {
    if !device.is_cuda() {
        return Ok(value);
    }
    let host = move_to(value, &Device::Cpu)?;
    crate::vram::trim_pool(device);
    move_to(host, device)
}

/// A tensor's `move_to` for [`cross`].
pub fn tensor_to(t: candle_core::Tensor, device: &Device) -> Result<candle_core::Tensor> {
    Ok(t.to_device(device)?)
}
