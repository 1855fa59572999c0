//! diffusers' `SD3ControlNetModel` in both layouts it loads:
//! - InstantX's: the MMDiT's entry (patches with their own positional embedding, the
//!   timestep and pooled text, the projected context), then joint blocks that all keep
//!   their context stream;
//! - SD 3.5 Large's official ControlNets (`joint_attention_dim: null`, `use_pos_embed:
//!   false`): the transformer's patch tokens (its `pos_embed`, which diffusers' pipeline
//!   copies into the ControlNet), then single blocks without the prompt.
//!
//! Both add the control image's latents through `pos_embed_input` before the blocks and
//! pass each block's image tokens through its `controlnet_blocks.{i}` linear layer and the
//! conditioning scale: one residual per block for the transformer.
use super::block::JointBlock;
use super::embed::{PatchEmbed, TimeTextEmbedding};
use super::single_block::SingleBlock;
use crate::model::sd3_controlnet::SD3ControlNetConfig;
use crate::nets::attention::AttentionMode;
use crate::nets::linear::{linear, Linear};
use candle_core::{DType, Module, Result, Tensor};
use candle_nn::VarBuilder;

/// The blocks, and what they read besides the image tokens.
enum ControlBlocks {
    /// InstantX: joint blocks with the projected prompt.
    Joint {
        context_embedder: Linear,
        blocks: Vec<JointBlock>,
    },
    /// SD 3.5 Large's official ControlNets: single blocks, no prompt.
    Single(Vec<SingleBlock>),
}

/// What the ControlNet reads of the transformer's input at one step.
pub struct ControlInput<'a> {
    /// The MMDiT's input latents [b, c, h, w] (both CFG halves).
    pub latents: &'a Tensor,
    /// The transformer's patch tokens of `latents` (`MMDiT::patch_tokens`): what a
    /// ControlNet without a positional embedding of its own starts from.
    pub patches: Option<&'a Tensor>,
    pub timestep: f64,
    /// The MMDiT's context and pooled text (its `MMDiTCond`).
    pub context: &'a Tensor,
    pub pooled: &'a Tensor,
}

pub struct SD3ControlNetModel {
    pub config: SD3ControlNetConfig,
    /// None for the official Large ControlNets: the transformer's is used.
    pos_embed: Option<PatchEmbed>,
    pos_embed_input: PatchEmbed,
    time_text_embed: TimeTextEmbedding,
    blocks: ControlBlocks,
    controlnet_blocks: Vec<Linear>,
    dtype: DType,
}

impl SD3ControlNetModel {
    /// The ControlNet of `config` with weights from `vb` (the file's root).
    pub fn new(vb: VarBuilder, config: &SD3ControlNetConfig) -> Result<Self> {
        config
            .check()
            .map_err(|e| candle_core::Error::Msg(format!("SD 3 ControlNet config: {e}")))?;
        let inner = config.blocks_config();
        let dim = config.inner_dim();
        let n = config.num_layers;
        let block = |i: usize| vb.pp(format!("transformer_blocks.{i}"));
        let blocks = match config.joint_attention_dim {
            Some(joint) => ControlBlocks::Joint {
                context_embedder: linear(
                    joint,
                    config.caption_projection_dim,
                    vb.pp("context_embedder"),
                )?,
                blocks: (0..n)
                    .map(|i| JointBlock::with_context(block(i), &inner, i, false))
                    .collect::<Result<_>>()?,
            },
            None => ControlBlocks::Single(
                (0..n)
                    .map(|i| {
                        SingleBlock::new(
                            block(i),
                            config.num_attention_heads,
                            config.attention_head_dim,
                        )
                    })
                    .collect::<Result<_>>()?,
            ),
        };
        let controlnet_blocks = (0..n)
            .map(|i| linear(dim, dim, vb.pp(format!("controlnet_blocks.{i}"))))
            .collect::<Result<_>>()?;
        Ok(SD3ControlNetModel {
            config: config.clone(),
            pos_embed: match config.use_pos_embed {
                true => Some(PatchEmbed::new(vb.pp("pos_embed"), &inner)?),
                false => None,
            },
            pos_embed_input: PatchEmbed::plain(
                vb.pp("pos_embed_input"),
                config.in_channels + config.extra_conditioning_channels,
                config.patch_size,
                dim,
            )?,
            time_text_embed: TimeTextEmbedding::new(vb.pp("time_text_embed"), &inner)?,
            blocks,
            controlnet_blocks,
            dtype: vb.dtype(),
        })
    }

    pub fn set_attention(&mut self, mode: AttentionMode) {
        match &mut self.blocks {
            ControlBlocks::Joint { blocks, .. } => {
                blocks.iter_mut().for_each(|b| b.set_attention(mode))
            }
            ControlBlocks::Single(blocks) => blocks.iter_mut().for_each(|b| b.set_attention(mode)),
        }
    }

    /// Whether it starts from the transformer's patch tokens ([`ControlInput::patches`]).
    pub fn needs_patches(&self) -> bool {
        self.pos_embed.is_none()
    }

    /// One residual per block [b, tokens, dim] for `input`, reading `control` (the control
    /// image's scaled latents [1, c, h, w], the same for every batch item), times `scale`.
    /// With `force_zeros_for_pooled_projection` the pooled text is zeros, as diffusers'
    /// pipeline passes it.
    pub fn forward(
        &self,
        input: &ControlInput,
        control: &Tensor,
        scale: f64,
    ) -> Result<Vec<Tensor>> {
        let b = input.latents.dim(0)?;
        let pooled = input.pooled.to_dtype(self.dtype)?;
        let pooled = match self.config.force_zeros_for_pooled_projection {
            true => pooled.zeros_like()?,
            false => pooled,
        };
        let temb = self.time_text_embed.forward(input.timestep, &pooled)?;
        let control = control.to_dtype(self.dtype)?;
        let control = match control.dim(0)? {
            n if n == b => control,
            _ => control.repeat((b, 1, 1, 1))?,
        };
        let mut x = match (&self.pos_embed, input.patches) {
            (Some(pe), _) => pe.forward(&input.latents.to_dtype(self.dtype)?)?,
            (None, Some(p)) => p.to_dtype(self.dtype)?,
            (None, None) => candle_core::bail!(
                "this SD 3 ControlNet reads the transformer's patch tokens, and none were given"
            ),
        };
        x = (x + self.pos_embed_input.forward(&control)?)?;
        let mut out = Vec::with_capacity(self.controlnet_blocks.len());
        match &self.blocks {
            ControlBlocks::Joint {
                context_embedder,
                blocks,
            } => {
                let mut context = context_embedder.forward(&input.context.to_dtype(self.dtype)?)?;
                for (block, proj) in blocks.iter().zip(&self.controlnet_blocks) {
                    let (nx, nc) = block.forward(&x, &context, &temb)?;
                    x = nx;
                    context = nc.unwrap_or(context);
                    out.push((proj.forward(&x)? * scale)?);
                }
            }
            ControlBlocks::Single(blocks) => {
                for (block, proj) in blocks.iter().zip(&self.controlnet_blocks) {
                    x = block.forward(&x, &temb)?;
                    out.push((proj.forward(&x)? * scale)?);
                }
            }
        }
        Ok(out)
    }
}
