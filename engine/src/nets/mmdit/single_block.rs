//! diffusers' `SD3SingleTransformerBlock`: the blocks of SD 3.5 Large's official
//! ControlNets. The image tokens alone, no prompt: adaLN-Zero modulation from the
//! conditioning vector, self-attention (no q/k norms, whatever the config says, as
//! diffusers builds it) and the gated feed-forward of a joint block's image stream.
use super::attention::{Dims, SelfAttention};
use super::block::FeedForward;
use super::modulation::{gated_add, modulate, AdaLayerNormZero, PlainLayerNorm};
use crate::nets::attention::AttentionMode;
use candle_core::{Result, Tensor};
use candle_nn::VarBuilder;

/// One single block, `transformer_blocks.{i}` of an official SD 3.5 Large ControlNet.
#[derive(Debug, Clone)]
pub struct SingleBlock {
    norm1: AdaLayerNormZero,
    attn: SelfAttention,
    norm2: PlainLayerNorm,
    ff: FeedForward,
}

impl SingleBlock {
    /// `vb` is the block's root; `heads` x `head_dim` its width.
    pub fn new(vb: VarBuilder, heads: usize, head_dim: usize) -> Result<Self> {
        let dim = heads * head_dim;
        let dims = Dims {
            heads,
            head_dim,
            qk_norm: false,
        };
        Ok(SingleBlock {
            norm1: AdaLayerNormZero::new(vb.pp("norm1"), dim, false)?,
            attn: SelfAttention::new(vb.pp("attn"), dims)?,
            norm2: PlainLayerNorm::new(dim, &vb)?,
            ff: FeedForward::new(vb.pp("ff"), dim)?,
        })
    }

    pub fn set_attention(&mut self, mode: AttentionMode) {
        self.attn.mode = mode;
    }

    /// The image tokens [b, n, dim] after the block.
    pub fn forward(&self, x: &Tensor, temb: &Tensor) -> Result<Tensor> {
        let m = self.norm1.forward(x, temb)?;
        let x = gated_add(x, &self.attn.forward(&m.x)?, &m.gate_msa)?;
        let h = modulate(&self.norm2.forward(&x)?, &m.shift_mlp, &m.scale_mlp)?;
        gated_add(&x, &self.ff.forward(&h)?, &m.gate_mlp)
    }
}
