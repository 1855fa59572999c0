//! Candela's own networks, on candle's layers, with diffusers' weight names.
pub mod adapters;
pub mod attention;
pub mod blocks;
pub mod clip;
pub mod controlnet;
pub mod conv;
#[cfg(feature = "cuda")]
pub mod cuda_ops;
#[cfg(feature = "cuda")]
pub mod host_image;
pub mod linear;
pub mod mmdit;
pub mod norm;
pub mod t5;
pub mod tiled;
pub mod unet;
pub mod vae;
