//! `SD3Transformer2DModel`: the MMDiT of Stable Diffusion 3 and 3.5, with diffusers'
//! weight names. The latent is cut into patches (`embed.rs`), a conditioning vector is
//! made of the timestep and the pooled text (`embed.rs`), the context is projected
//! (`context_embedder`), then identical joint blocks (`block.rs`: adaLN-Zero modulation in
//! `modulation.rs`, joint and dual attention with q/k norms in `attention.rs`) run one
//! after the other, and a final adaLN layer and projection give the velocity, folded back
//! into the latent's shape.
//!
//! The forward pass is three steps ([`MMDiT::enter`], the blocks in `blocks.rs`,
//! [`MMDiT::exit`]): under `--offload sequential` everything but the blocks stays on the
//! device and the blocks are streamed in one at a time ([`SD3TransformerConfig::for_each_part`]).
use crate::model::config::SD3TransformerConfig;
use crate::nets::attention::AttentionMode;
use crate::nets::linear::{linear, Linear};
use crate::nets::unet::{Part, PartBuilder};
use crate::offload::Streamer;
use candle_core::{DType, Module, Result, Tensor};
use candle_nn::VarBuilder;

mod attention;
mod block;
mod blocks;
mod controlnet;
mod embed;
mod modulation;
mod single_block;

pub use block::JointBlock;
use blocks::{block_path, Blocks};
pub use blocks::{control_residual, run_block, MMDiTState};
pub use controlnet::{ControlInput, SD3ControlNetModel};
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

/// The whole MMDiT: its blocks resident, or streamed in one at a time.
pub struct MMDiT {
    pub config: SD3TransformerConfig,
    shell: Shell,
    blocks: Blocks,
}

/// Everything but the blocks: what stays on the device when they stream.
struct Shell {
    pos_embed: PatchEmbed,
    time_text_embed: TimeTextEmbedding,
    context_embedder: Linear,
    norm_out: AdaLayerNormContinuous,
    proj_out: Linear,
    dtype: DType,
}

impl Shell {
    fn new(vb: &VarBuilder, config: &SD3TransformerConfig) -> Result<Self> {
        config
            .check()
            .map_err(|e| candle_core::Error::Msg(format!("transformer config: {e}")))?;
        let dim = config.inner_dim();
        let p = config.patch_size;
        Ok(Shell {
            pos_embed: PatchEmbed::new(vb.pp("pos_embed"), config)?,
            time_text_embed: TimeTextEmbedding::new(vb.pp("time_text_embed"), config)?,
            context_embedder: linear(
                config.joint_attention_dim,
                config.caption_projection_dim,
                vb.pp("context_embedder"),
            )?,
            norm_out: AdaLayerNormContinuous::new(vb.pp("norm_out"), dim)?,
            proj_out: linear(dim, p * p * config.out_channels, vb.pp("proj_out"))?,
            dtype: vb.dtype(),
        })
    }
}

impl SD3TransformerConfig {
    /// Calls `f` for every part of the MMDiT's weights: the shell (patch and time/text
    /// embedders, context projection, final norm and projection) resident, then each
    /// joint block streamed, in the order a forward pass runs them (sequential offload
    /// packs and streams them in this order).
    pub fn for_each_part(&self, mut f: impl FnMut(Part, PartBuilder) -> Result<()>) -> Result<()> {
        f(Part::Resident, &|vb| Shell::new(&vb, self).map(drop))?;
        for i in 0..self.num_layers {
            f(Part::Streamed, &|vb| {
                JointBlock::new(vb.pp(block_path(i)), self, i).map(drop)
            })?;
        }
        Ok(())
    }
}

impl MMDiT {
    /// The MMDiT of `config` with weights from `vb` (the transformer's root).
    pub fn new(vb: VarBuilder, config: &SD3TransformerConfig) -> Result<Self> {
        let shell = Shell::new(&vb, config)?;
        let blocks = (0..config.num_layers)
            .map(|i| JointBlock::new(vb.pp(block_path(i)), config, i))
            .collect::<Result<_>>()?;
        Ok(MMDiT {
            config: config.clone(),
            shell,
            blocks: Blocks::Resident(blocks),
        })
    }

    /// An MMDiT whose shell comes from `resident` and whose blocks are streamed by
    /// `streamer`, one group per block ([`SD3TransformerConfig::for_each_part`]'s streamed
    /// parts in order).
    pub fn streamed(
        resident: VarBuilder,
        streamer: Streamer,
        config: &SD3TransformerConfig,
    ) -> Result<Self> {
        streamer.check_groups(config.num_layers, "MMDiT")?;
        Ok(MMDiT {
            config: config.clone(),
            shell: Shell::new(&resident, config)?,
            blocks: Blocks::Streamed {
                streamer,
                mode: AttentionMode::default(),
            },
        })
    }

    /// The streamer, when the blocks are streamed.
    pub fn streamer(&self) -> Option<&Streamer> {
        self.blocks.streamer()
    }

    pub fn set_attention(&mut self, mode: AttentionMode) {
        self.blocks.set_attention(mode);
    }

    /// The velocity predicted for `latents` [b, c, h, w] at `timestep` (diffusers' scale:
    /// sigma x 1000), in the latents' shape and the model's dtype.
    pub fn forward(&self, latents: &Tensor, timestep: f64, cond: &MMDiTCond) -> Result<Tensor> {
        self.forward_with(latents, timestep, cond, None)
    }

    /// [`MMDiT::forward`] with a ControlNet's residuals (one per ControlNet block, summed
    /// over the units) added to the blocks' image tokens as diffusers does.
    pub fn forward_with(
        &self,
        latents: &Tensor,
        timestep: f64,
        cond: &MMDiTCond,
        control: Option<&[Tensor]>,
    ) -> Result<Tensor> {
        let state = self.enter(latents, timestep, cond)?;
        let state = self.blocks.run(&self.config, state, control, &[])?;
        self.exit(&state)
    }

    /// [`MMDiT::forward`] with the joint blocks `skip` left out (diffusers'
    /// `skip_layers`, for skip-layer guidance).
    pub fn forward_skipping(
        &self,
        latents: &Tensor,
        timestep: f64,
        cond: &MMDiTCond,
        skip: &[usize],
    ) -> Result<Tensor> {
        let state = self.enter(latents, timestep, cond)?;
        let state = self.blocks.run(&self.config, state, None, skip)?;
        self.exit(&state)
    }

    /// The patch tokens of `latents` with their positional embedding (`pos_embed`): what
    /// SD 3.5 Large's official ControlNets start from (diffusers' pipeline gives them a
    /// copy of it).
    pub fn patch_tokens(&self, latents: &Tensor) -> Result<Tensor> {
        self.shell
            .pos_embed
            .forward(&latents.to_dtype(self.shell.dtype)?)
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
        let x = self.patch_tokens(latents)?;
        let temb = self
            .shell
            .time_text_embed
            .forward(timestep, &cond.pooled.to_dtype(self.shell.dtype)?)?;
        let context = self
            .shell
            .context_embedder
            .forward(&cond.context.to_dtype(self.shell.dtype)?)?;
        Ok(MMDiTState {
            x,
            context,
            temb,
            latent_hw: (h, w),
        })
    }

    /// The final adaLN layer and projection, folded back to [b, out_channels, h, w].
    pub fn exit(&self, state: &MMDiTState) -> Result<Tensor> {
        let x = self.shell.norm_out.forward(&state.x, &state.temb)?;
        let x = self.shell.proj_out.forward(&x)?;
        unpatchify(
            &x,
            state.latent_hw,
            self.config.patch_size,
            self.config.out_channels,
        )
    }
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
