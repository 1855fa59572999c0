//! diffusers' `JointTransformerBlock`: one MMDiT layer. Image and context tokens each get
//! adaLN-Zero modulation from the conditioning vector, attend together, and go through
//! their own gated feed-forward. The last block is "context pre-only": its context stream
//! only feeds the attention. Blocks are identical in shape, so each can be built and run
//! alone (streamed one at a time).
use super::attention::{Dims, JointAttention, SelfAttention};
use super::modulation::{
    gated_add, modulate, AdaLayerNormContinuous, AdaLayerNormZero, PlainLayerNorm,
};
use crate::model::config::SD3TransformerConfig;
use crate::nets::attention::AttentionMode;
use crate::nets::linear::{linear, Linear};
use candle_core::{Module, Result, Tensor};
use candle_nn::VarBuilder;

/// `FeedForward(dim, activation_fn="gelu-approximate")`: `net.0.proj`, tanh GELU, `net.2`.
#[derive(Debug, Clone)]
pub(super) struct FeedForward {
    proj: Linear,
    out: Linear,
}

impl FeedForward {
    pub(super) fn new(vb: VarBuilder, dim: usize) -> Result<Self> {
        Ok(FeedForward {
            proj: linear(dim, 4 * dim, vb.pp("net.0.proj"))?,
            out: linear(4 * dim, dim, vb.pp("net.2"))?,
        })
    }

    pub(super) fn forward(&self, x: &Tensor) -> Result<Tensor> {
        self.out.forward(&self.proj.forward_gelu(x)?)
    }
}

/// How the context stream is normalized: adaLN-Zero with its own feed-forward, or (last
/// block) a continuous adaLN feeding the attention only.
#[derive(Debug, Clone)]
enum ContextStream {
    Full {
        norm1: AdaLayerNormZero,
        norm2: PlainLayerNorm,
        ff: FeedForward,
    },
    PreOnly {
        norm1: AdaLayerNormContinuous,
    },
}

/// One joint transformer block, `transformer_blocks.{i}`.
#[derive(Debug, Clone)]
pub struct JointBlock {
    pre_only: bool,
    norm1: AdaLayerNormZero,
    context: ContextStream,
    attn: JointAttention,
    attn2: Option<SelfAttention>,
    norm2: PlainLayerNorm,
    ff: FeedForward,
}

impl JointBlock {
    /// Block `index` of `config`'s MMDiT; `vb` is the block's root.
    pub fn new(vb: VarBuilder, config: &SD3TransformerConfig, index: usize) -> Result<Self> {
        Self::with_context(vb, config, index, index + 1 == config.num_layers)
    }

    /// Block `index`, its context stream kept (`pre_only` false: every block of a
    /// ControlNet) or feeding the attention only.
    pub fn with_context(
        vb: VarBuilder,
        config: &SD3TransformerConfig,
        index: usize,
        pre_only: bool,
    ) -> Result<Self> {
        let dim = config.inner_dim();
        let dims = Dims {
            heads: config.num_attention_heads,
            head_dim: config.attention_head_dim,
            qk_norm: config.qk_norm.is_some(),
        };
        let dual = config.dual_attention_layers.contains(&index);
        let context = if pre_only {
            ContextStream::PreOnly {
                norm1: AdaLayerNormContinuous::new(vb.pp("norm1_context"), dim)?,
            }
        } else {
            ContextStream::Full {
                norm1: AdaLayerNormZero::new(vb.pp("norm1_context"), dim, false)?,
                norm2: PlainLayerNorm::new(dim, &vb)?,
                ff: FeedForward::new(vb.pp("ff_context"), dim)?,
            }
        };
        Ok(JointBlock {
            pre_only,
            norm1: AdaLayerNormZero::new(vb.pp("norm1"), dim, dual)?,
            context,
            attn: JointAttention::new(vb.pp("attn"), dims, pre_only)?,
            attn2: dual
                .then(|| SelfAttention::new(vb.pp("attn2"), dims))
                .transpose()?,
            norm2: PlainLayerNorm::new(dim, &vb)?,
            ff: FeedForward::new(vb.pp("ff"), dim)?,
        })
    }

    /// diffusers' `context_pre_only`: the last block of the MMDiT, which takes no
    /// ControlNet residual.
    pub fn context_pre_only(&self) -> bool {
        self.pre_only
    }

    pub fn set_attention(&mut self, mode: AttentionMode) {
        self.attn.mode = mode;
        if let Some(a) = &mut self.attn2 {
            a.mode = mode;
        }
    }

    /// (image tokens, context tokens) after the block; the context is None after the
    /// last block.
    pub fn forward(
        &self,
        x: &Tensor,
        context: &Tensor,
        temb: &Tensor,
    ) -> Result<(Tensor, Option<Tensor>)> {
        let m = self.norm1.forward(x, temb)?;
        let (c_in, c_mod) = match &self.context {
            ContextStream::Full { norm1, .. } => {
                let c = norm1.forward(context, temb)?;
                (c.x.clone(), Some(c))
            }
            ContextStream::PreOnly { norm1 } => (norm1.forward(context, temb)?, None),
        };
        let (attn_x, attn_c) = self.attn.forward(&m.x, &c_in)?;
        let mut x = gated_add(x, &attn_x, &m.gate_msa)?;
        if let (Some(attn2), Some((x2, gate2))) = (&self.attn2, &m.dual) {
            x = gated_add(&x, &attn2.forward(x2)?, gate2)?;
        }
        let h = modulate(&self.norm2.forward(&x)?, &m.shift_mlp, &m.scale_mlp)?;
        let x = gated_add(&x, &self.ff.forward(&h)?, &m.gate_mlp)?;
        let context = match (&self.context, c_mod, attn_c) {
            (ContextStream::Full { norm2, ff, .. }, Some(c), Some(attn_c)) => {
                let context = gated_add(context, &attn_c, &c.gate_msa)?;
                let h = modulate(&norm2.forward(&context)?, &c.shift_mlp, &c.scale_mlp)?;
                Some(gated_add(&context, &ff.forward(&h)?, &c.gate_mlp)?)
            }
            _ => None,
        };
        Ok((x, context))
    }
}
