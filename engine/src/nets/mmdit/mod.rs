//! `SD3Transformer2DModel`: the MMDiT of Stable Diffusion 3 and 3.5, with diffusers'
//! weight names. The latent is cut into patches (`embed.rs`), a conditioning vector is
//! made of the timestep and the pooled text (`embed.rs`), the context is projected
//! (`context_embedder`), then identical joint blocks (`block.rs`: adaLN-Zero modulation in
//! `modulation.rs`, joint and dual attention with q/k norms in `attention.rs`) run one
//! after the other, and a final adaLN layer and projection give the velocity, folded back
//! into the latent's shape.
//!
//! The forward pass is three steps ([`MMDiT::enter`], [`JointBlock::forward`] per block,
//! [`MMDiT::exit`]) so the blocks can later be streamed to the GPU one at a time.
use crate::model::config::SD3TransformerConfig;
use crate::nets::attention::AttentionMode;
use crate::nets::linear::{linear, Linear};
use candle_core::{DType, Module, Result, Tensor};
use candle_nn::VarBuilder;

mod attention;
mod block;
mod embed;
mod modulation;

pub use block::JointBlock;
pub use embed::{PatchEmbed, TimeTextEmbedding};
use modulation::AdaLayerNormContinuous;

/// What the MMDiT is conditioned on besides the latents and the timestep.
pub struct MMDiTCond<'a> {
    /// The text encoders' hidden states, CLIP's and T5's concatenated along the tokens
    /// [b, tokens, joint_attention_dim] (diffusers' `encoder_hidden_states`).
    pub context: &'a Tensor,
    /// The CLIP encoders' pooled embeddings side by side [b, pooled_projection_dim]
    /// (diffusers' `pooled_projections`).
    pub pooled: &'a Tensor,
}

/// The state between the blocks: image tokens, context tokens and the conditioning
/// vector, plus the latent size to fold the output back to.
pub struct MMDiTState {
    pub x: Tensor,
    pub context: Tensor,
    pub temb: Tensor,
    latent_hw: (usize, usize),
}

/// The whole MMDiT, its blocks resident.
pub struct MMDiT {
    pub config: SD3TransformerConfig,
    pos_embed: PatchEmbed,
    time_text_embed: TimeTextEmbedding,
    context_embedder: Linear,
    blocks: Vec<JointBlock>,
    norm_out: AdaLayerNormContinuous,
    proj_out: Linear,
    dtype: DType,
}

impl MMDiT {
    /// The MMDiT of `config` with weights from `vb` (the transformer's root).
    pub fn new(vb: VarBuilder, config: &SD3TransformerConfig) -> Result<Self> {
        config
            .check()
            .map_err(|e| candle_core::Error::Msg(format!("transformer config: {e}")))?;
        let dim = config.inner_dim();
        let p = config.patch_size;
        let blocks = (0..config.num_layers)
            .map(|i| JointBlock::new(vb.pp(format!("transformer_blocks.{i}")), config, i))
            .collect::<Result<_>>()?;
        Ok(MMDiT {
            config: config.clone(),
            pos_embed: PatchEmbed::new(vb.pp("pos_embed"), config)?,
            time_text_embed: TimeTextEmbedding::new(vb.pp("time_text_embed"), config)?,
            context_embedder: linear(
                config.joint_attention_dim,
                config.caption_projection_dim,
                vb.pp("context_embedder"),
            )?,
            blocks,
            norm_out: AdaLayerNormContinuous::new(vb.pp("norm_out"), dim)?,
            proj_out: linear(dim, p * p * config.out_channels, vb.pp("proj_out"))?,
            dtype: vb.dtype(),
        })
    }

    pub fn set_attention(&mut self, mode: AttentionMode) {
        self.blocks.iter_mut().for_each(|b| b.set_attention(mode));
    }

    /// The blocks, in the order a forward pass runs them.
    pub fn blocks(&self) -> &[JointBlock] {
        &self.blocks
    }

    /// The velocity predicted for `latents` [b, c, h, w] at `timestep` (diffusers' scale:
    /// sigma x 1000), in the latents' shape and the model's dtype.
    pub fn forward(&self, latents: &Tensor, timestep: f64, cond: &MMDiTCond) -> Result<Tensor> {
        let mut state = self.enter(latents, timestep, cond)?;
        for block in &self.blocks {
            state = run_block(block, state)?;
        }
        self.exit(&state)
    }

    /// Patches, conditioning vector and projected context: the first block's input.
    pub fn enter(&self, latents: &Tensor, timestep: f64, cond: &MMDiTCond) -> Result<MMDiTState> {
        let (b, _, h, w) = latents.dims4()?;
        for (name, t, dims) in [("context", cond.context, 3), ("pooled", cond.pooled, 2)] {
            if t.rank() != dims || t.dim(0)? != b {
                candle_core::bail!(
                    "MMDiT {name}: expected {dims} dimensions with batch {b}, got {:?}",
                    t.dims()
                )
            }
        }
        let x = self.pos_embed.forward(&latents.to_dtype(self.dtype)?)?;
        let temb = self
            .time_text_embed
            .forward(timestep, &cond.pooled.to_dtype(self.dtype)?)?;
        let context = self
            .context_embedder
            .forward(&cond.context.to_dtype(self.dtype)?)?;
        Ok(MMDiTState {
            x,
            context,
            temb,
            latent_hw: (h, w),
        })
    }

    /// The final adaLN layer and projection, folded back to [b, out_channels, h, w].
    pub fn exit(&self, state: &MMDiTState) -> Result<Tensor> {
        let x = self.norm_out.forward(&state.x, &state.temb)?;
        let x = self.proj_out.forward(&x)?;
        unpatchify(
            &x,
            state.latent_hw,
            self.config.patch_size,
            self.config.out_channels,
        )
    }
}

/// `block` run on `state`; after the last block the context is no longer needed and is
/// kept as it was.
pub fn run_block(block: &JointBlock, state: MMDiTState) -> Result<MMDiTState> {
    let (x, context) = block.forward(&state.x, &state.context, &state.temb)?;
    Ok(MMDiTState {
        x,
        context: context.unwrap_or(state.context),
        ..state
    })
}

/// Tokens [b, (h/p)(w/p), p*p*c] (each patch's values in (row, column, channel) order) ->
/// [b, c, h, w].
fn unpatchify(x: &Tensor, (h, w): (usize, usize), p: usize, c: usize) -> Result<Tensor> {
    let b = x.dim(0)?;
    let (hp, wp) = (h / p, w / p);
    x.reshape((b, hp, wp, p, p, c))?
        .permute((0, 5, 1, 3, 2, 4))?
        .reshape((b, c, h, w))
}
