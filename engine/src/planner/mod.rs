//! Memory planning: the choices one job runs with ([`Plan`]), a structural estimate of its
//! peak device memory per phase and of its time, from the model's real tensor sizes and
//! the job's shapes, without touching a device; the choice of the fastest plan that fits
//! a budget ([`choose`]) and the next lower plan after an out-of-memory error
//! ([`fallback`]).
//!
//! Each phase's peak is the weights on the device during that phase plus its activations:
//!
//! - **Weights**: the bytes of every tensor the nets load, in the run's dtype, listed by
//!   building the nets over shapes only ([`crate::offload::record_shapes`]): exact for
//!   stored and random weights alike. With everything resident every phase holds all three
//!   nets (the VAE's encoder is not built); with model offload only the phase's own net;
//!   with sequential offload the denoising phase holds the resident parts of the UNet (time
//!   embedding, transformer shells) and ControlNets, and two slots the size of the largest
//!   streamed group of any of them (all streamed nets share the slots).
//! - **Text encoding**: one 77-token chunk (longer prompts add a chunk per 75 tokens),
//!   `b` prompts (2 with classifier-free guidance, cfg > 1): about eight `77 x hidden`
//!   tensors each.
//! - **Denoising**: walks the UNet's stages ([`UNetConfig::stage_specs`]) at the latent
//!   resolution (width/8 x height/8, halved after each downsampler, doubled after each
//!   upsampler). Every skip connection is counted as held (they all are by the middle
//!   block), plus the largest single stage's working set: a resnet holds its input, two
//!   outputs and the convolution's im2col columns (on CUDA banded to 64 Mi elements, on the
//!   CPU candle builds them whole); a transformer holds x, q/k/v/out, GEGLU's 8c hidden and
//!   its 4c output. On CUDA flash attention keeps no score matrix (f16/bf16, head dim up to
//!   160, compute capability 8.0+: older cards are under-estimated by up to one score
//!   block); elsewhere chunked attention holds a score block and its softmax, each at most
//!   64 Mi elements (4 Mi with `--attention-slice auto`, N rows x keys with N).
//! - **VAE decode** (one image): the decoder's largest step, usually at full resolution
//!   in the last up block: input, output and im2col columns, the upsampler's 4x tensors,
//!   and the middle block's single-head attention over the latent pixels (chunked scores).
//!   Tiled, the full-resolution steps work on one tile (plus its halo) at a time.
//! - **VAE encode**: SD 3's control images, under the VAE's figure (`encode.rs`: the
//!   encoder's pass and what is on the device then, the ControlNets' upload included).
//!
//! The estimate ignores the allocator's slack and fragmentation, and small tensors (the
//! timestep embedding, the scheduler's latents in f32).
//!
//! Time is estimated from the multiply-adds of every convolution, linear layer and
//! attention at the job's shapes, at a throughput per backend and dtype measured on an
//! H200 (SD 1.5, 512x512), plus the bytes offload moves over the bus at a measured rate.

mod activations;
mod bytes;
pub mod calibration;
mod choose;
mod encode;
mod ladder;
pub mod levers;
mod lora;
pub mod margins;
mod plan;
mod predict;
mod rung;
mod sd3;
mod sd3_control;
mod term;
mod time;
mod weights;

pub use choose::{choice_room, choose, choose_with, fallback, Choice, CHOICE_ROOM};
pub use lora::{separate_delta_bytes, DeltaBytes};
pub use plan::{Backend, JobShape, Plan, AUTO_VAE_TILE};
pub use predict::{peak, predict};
pub use time::{predict_time, TimeEstimate};
pub use weights::{weight_sizes, weight_sizes_in, WeightSizes};

#[cfg(test)]
mod recorded_own_tests;
#[cfg(test)]
mod recorded_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tile_store_tests;
