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
//! conditioning scale: one residual per block for the transformer. Under sequential offload
//! each block streams with its residual's projection, the rest stays on the device.
use super::block::JointBlock;
use super::embed::{PatchEmbed, TimeTextEmbedding};
use super::single_block::SingleBlock;
use crate::model::sd3_controlnet::SD3ControlNetConfig;
use crate::nets::attention::AttentionMode;
use crate::nets::linear::{linear, Linear};
use crate::nets::unet::{Part, PartBuilder};
use crate::offload::Streamer;
use candle_core::{DType, Module, Result, Tensor};
use candle_nn::VarBuilder;

/// One block and the linear layer that makes its residual (`controlnet_blocks.{i}`): the
/// group streamed for its turn under `--offload sequential`.
struct ControlBlock {
    block: BlockKind,
    proj: Linear,
}

/// InstantX's joint blocks read the projected prompt; SD 3.5 Large's official
/// ControlNets' single blocks do not.
enum BlockKind {
    Joint(Box<JointBlock>),
    Single(Box<SingleBlock>),
}

impl ControlBlock {
    /// Block `i` of `config` from `vb` (the file's root).
    fn new(vb: &VarBuilder, config: &SD3ControlNetConfig, i: usize) -> Result<Self> {
        let root = vb.pp(format!("transformer_blocks.{i}"));
        let block = match config.joint_attention_dim {
            Some(_) => BlockKind::Joint(Box::new(JointBlock::with_context(
                root,
                &config.blocks_config(),
                i,
                false,
            )?)),
            None => BlockKind::Single(Box::new(SingleBlock::new(
                root,
                config.num_attention_heads,
                config.attention_head_dim,
            )?)),
        };
        let dim = config.inner_dim();
        Ok(ControlBlock {
            block,
            proj: linear(dim, dim, vb.pp(format!("controlnet_blocks.{i}")))?,
        })
    }

    fn set_attention(&mut self, mode: AttentionMode) {
        match &mut self.block {
            BlockKind::Joint(b) => b.set_attention(mode),
            BlockKind::Single(b) => b.set_attention(mode),
        }
    }

    /// The image tokens (and the context, for a joint block) after the block, and its
    /// residual times `scale`.
    fn forward(
        &self,
        (x, context): (Tensor, Option<Tensor>),
        temb: &Tensor,
        scale: f64,
    ) -> Result<((Tensor, Option<Tensor>), Tensor)> {
        let (x, context) = match (&self.block, context) {
            (BlockKind::Joint(b), Some(c)) => {
                let (x, nc) = b.forward(&x, &c, temb)?;
                (x, Some(nc.unwrap_or(c)))
            }
            (BlockKind::Single(b), None) => (b.forward(&x, temb)?, None),
            _ => candle_core::bail!("an SD 3 ControlNet's joint blocks read the prompt"),
        };
        let residual = (self.proj.forward(&x)? * scale)?;
        Ok(((x, context), residual))
    }
}

/// Where the blocks are while the ControlNet runs: built on the device, or each built
/// from a group of weights streamed in for its turn (`--offload sequential`: through the
/// slots the MMDiT's blocks take turns in).
enum Blocks {
    Resident(Vec<ControlBlock>),
    Streamed {
        streamer: Streamer,
        mode: AttentionMode,
    },
}

/// Everything but the blocks: what stays on the device when they stream.
struct Shell {
    /// None for the official Large ControlNets: the transformer's is used.
    pos_embed: Option<PatchEmbed>,
    pos_embed_input: PatchEmbed,
    time_text_embed: TimeTextEmbedding,
    /// InstantX's: the prompt's projection.
    context_embedder: Option<Linear>,
}

impl Shell {
    fn new(vb: &VarBuilder, config: &SD3ControlNetConfig) -> Result<Self> {
        config
            .check()
            .map_err(|e| candle_core::Error::Msg(format!("SD 3 ControlNet config: {e}")))?;
        let inner = config.blocks_config();
        Ok(Shell {
            pos_embed: match config.use_pos_embed {
                true => Some(PatchEmbed::new(vb.pp("pos_embed"), &inner)?),
                false => None,
            },
            pos_embed_input: PatchEmbed::plain(
                vb.pp("pos_embed_input"),
                config.in_channels + config.extra_conditioning_channels,
                config.patch_size,
                config.inner_dim(),
            )?,
            time_text_embed: TimeTextEmbedding::new(vb.pp("time_text_embed"), &inner)?,
            context_embedder: match config.joint_attention_dim {
                Some(joint) => Some(linear(
                    joint,
                    config.caption_projection_dim,
                    vb.pp("context_embedder"),
                )?),
                None => None,
            },
        })
    }
}

impl SD3ControlNetConfig {
    /// Calls `f` for every part of the ControlNet's weights: the shell (embeddings, the
    /// prompt's projection) resident, then each block with its residual's projection
    /// streamed, in the order a forward pass runs them.
    pub fn for_each_part(&self, mut f: impl FnMut(Part, PartBuilder) -> Result<()>) -> Result<()> {
        f(Part::Resident, &|vb| Shell::new(&vb, self).map(drop))?;
        for i in 0..self.num_layers {
            f(Part::Streamed, &|vb| {
                ControlBlock::new(&vb, self, i).map(drop)
            })?;
        }
        Ok(())
    }
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
    shell: Shell,
    blocks: Blocks,
    dtype: DType,
}

impl SD3ControlNetModel {
    /// The ControlNet of `config` with weights from `vb` (the file's root).
    pub fn new(vb: VarBuilder, config: &SD3ControlNetConfig) -> Result<Self> {
        let shell = Shell::new(&vb, config)?;
        let blocks = (0..config.num_layers)
            .map(|i| ControlBlock::new(&vb, config, i))
            .collect::<Result<_>>()?;
        Ok(SD3ControlNetModel {
            config: config.clone(),
            shell,
            blocks: Blocks::Resident(blocks),
            dtype: vb.dtype(),
        })
    }

    /// A ControlNet whose shell comes from `resident` and whose blocks are streamed by
    /// `streamer`, one group per block ([`SD3ControlNetConfig::for_each_part`]'s streamed
    /// parts in order).
    pub fn streamed(
        resident: VarBuilder,
        streamer: Streamer,
        config: &SD3ControlNetConfig,
    ) -> Result<Self> {
        streamer.check_groups(config.num_layers, "SD 3 ControlNet")?;
        Ok(SD3ControlNetModel {
            config: config.clone(),
            shell: Shell::new(&resident, config)?,
            blocks: Blocks::Streamed {
                streamer,
                mode: AttentionMode::default(),
            },
            dtype: resident.dtype(),
        })
    }

    /// The streamer, when the blocks are streamed.
    pub fn streamer(&self) -> Option<&Streamer> {
        match &self.blocks {
            Blocks::Streamed { streamer, .. } => Some(streamer),
            Blocks::Resident(_) => None,
        }
    }

    pub fn set_attention(&mut self, mode: AttentionMode) {
        match &mut self.blocks {
            Blocks::Resident(blocks) => blocks.iter_mut().for_each(|b| b.set_attention(mode)),
            Blocks::Streamed { mode: m, .. } => *m = mode,
        }
    }

    /// Whether it starts from the transformer's patch tokens ([`ControlInput::patches`]).
    pub fn needs_patches(&self) -> bool {
        self.shell.pos_embed.is_none()
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
        let temb = self
            .shell
            .time_text_embed
            .forward(input.timestep, &pooled)?;
        let control = control.to_dtype(self.dtype)?;
        let control = match control.dim(0)? {
            n if n == b => control,
            _ => control.repeat((b, 1, 1, 1))?,
        };
        let shell = &self.shell;
        let mut x = match (&shell.pos_embed, input.patches) {
            (Some(pe), _) => pe.forward(&input.latents.to_dtype(self.dtype)?)?,
            (None, Some(p)) => p.to_dtype(self.dtype)?,
            (None, None) => candle_core::bail!(
                "this SD 3 ControlNet reads the transformer's patch tokens, and none were given"
            ),
        };
        x = (x + shell.pos_embed_input.forward(&control)?)?;
        let context = match &shell.context_embedder {
            Some(c) => Some(c.forward(&input.context.to_dtype(self.dtype)?)?),
            None => None,
        };
        let mut state = (x, context);
        let n = self.config.num_layers;
        let mut out = Vec::with_capacity(n);
        match &self.blocks {
            Blocks::Resident(blocks) => {
                for block in blocks {
                    let residual;
                    (state, residual) = block.forward(state, &temb, scale)?;
                    out.push(residual);
                }
            }
            Blocks::Streamed { streamer, mode } => {
                for i in 0..n {
                    let residual;
                    (state, residual) = streamer.with_group(i, |vb| {
                        let mut block = ControlBlock::new(&vb, &self.config, i)?;
                        block.set_attention(*mode);
                        block.forward(state, &temb, scale)
                    })?;
                    out.push(residual);
                }
            }
        }
        Ok(out)
    }
}
