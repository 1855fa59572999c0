//! A job's phases in order: the request ([`request`]), text conditioning
//! ([`conditioning`]), start latents ([`init_image`], [`start`]), denoising with its
//! ControlNets ([`denoise`], [`controls`]), decoding ([`decode`]); [`run`] drives them under
//! a memory plan with its out-of-memory fallbacks, and [`placed`] holds the nets where the
//! plan's offload mode puts them ([`place`] places one net).
mod boundary;
pub mod conditioning;
pub mod controls;
pub mod decode;
pub mod denoise;
pub mod init_image;
mod lora_nets;
mod place;
mod placed;
pub mod request;
pub mod run;
pub mod sd3_conditioning;
mod sd3_control_nets;
mod sd3_controls;
mod sd3_denoise;
mod sd3_nets;
pub mod start;

pub use conditioning::text_embeddings;
pub use decode::{all_finite, decode, latent_preview, non_finite_error};
pub use denoise::{denoise, denoise_from, denoise_with};
pub use placed::{Lease, Nets};
pub use request::{parse_dtype, Event, GenerateRequest};
