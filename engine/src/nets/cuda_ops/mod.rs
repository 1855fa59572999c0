//! Candela's own CUDA kernels (engine/kernels/*.cu, loaded by `crate::kernels`) as candle
//! custom ops for the nets: GroupNorm (+SiLU), flash attention, the convolution's im2col,
//! GEGLU, a per-channel add, a Linear's bias over its rows or in its GEMM (cuBLASLt's), an
//! RMSNorm, LayerNorms, the MMDiT's modulation and gated residuals, and the image/sequence
//! swap. What the ops share (the `CustomOpN` boilerplate, dtype suffixes, views,
//! launch shapes) is `crate::kernels::op`'s.
mod conv;
mod elementwise;
mod flash;
mod group_norm;
mod linear_bias;
mod swap;

pub use conv::{conv2d, unpadded as conv_unpadded};
pub use elementwise::{
    channel_add, channel_add_residual, gated_add, geglu, layer_norm, modulate, plain_layer_norm,
    rms_norm, row_add,
};
pub use flash::{
    flash_attention, flash_attention_joint, flash_joint_supported, flash_supported,
    walks_joint_tiles as flash_walks_joint_tiles,
};
pub use group_norm::{group_norm, group_norm_parts, group_parts};
pub use linear_bias::linear_bias;
pub use swap::swap_last2_add;
