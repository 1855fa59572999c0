//! diffusers' `SD3ControlNetModel` (InstantX's layout): the MMDiT's entry (patches with
//! their positional embedding, timestep + pooled text, projected context) plus the control
//! image's latents through `pos_embed_input`, then joint blocks that all keep their
//! context stream, each block's image tokens through its `controlnet_blocks.{i}` linear
//! layer and the conditioning scale: one residual per block for the transformer.
use super::block::JointBlock;
use super::embed::{PatchEmbed, TimeTextEmbedding};
use crate::model::sd3_controlnet::SD3ControlNetConfig;
use crate::nets::attention::AttentionMode;
use crate::nets::linear::{linear, Linear};
use candle_core::{DType, Module, Result, Tensor};
use candle_nn::VarBuilder;

pub struct SD3ControlNetModel {
    pub config: SD3ControlNetConfig,
    pos_embed: PatchEmbed,
    pos_embed_input: PatchEmbed,
    time_text_embed: TimeTextEmbedding,
    context_embedder: Linear,
    blocks: Vec<JointBlock>,
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
        let blocks = (0..config.num_layers)
            .map(|i| {
                JointBlock::with_context(vb.pp(format!("transformer_blocks.{i}")), &inner, i, false)
            })
            .collect::<Result<_>>()?;
        let controlnet_blocks = (0..config.num_layers)
            .map(|i| linear(dim, dim, vb.pp(format!("controlnet_blocks.{i}"))))
            .collect::<Result<_>>()?;
        Ok(SD3ControlNetModel {
            config: config.clone(),
            pos_embed: PatchEmbed::new(vb.pp("pos_embed"), &inner)?,
            pos_embed_input: PatchEmbed::plain(
                vb.pp("pos_embed_input"),
                config.in_channels + config.extra_conditioning_channels,
                config.patch_size,
                dim,
            )?,
            time_text_embed: TimeTextEmbedding::new(vb.pp("time_text_embed"), &inner)?,
            context_embedder: linear(
                inner.joint_attention_dim,
                config.caption_projection_dim,
                vb.pp("context_embedder"),
            )?,
            blocks,
            controlnet_blocks,
            dtype: vb.dtype(),
        })
    }

    pub fn set_attention(&mut self, mode: AttentionMode) {
        self.blocks.iter_mut().for_each(|b| b.set_attention(mode));
    }

    /// One residual per block [b, tokens, dim] for `latents` [b, c, h, w] at `timestep`,
    /// with the MMDiT's `context` and `pooled` text (its `MMDiTCond`), reading `control` (the control image's scaled latents [1, c, h, w], the same for
    /// every batch item), times `scale`. With `force_zeros_for_pooled_projection` the
    /// pooled text is zeros, as diffusers' pipeline passes it.
    pub fn forward(
        &self,
        latents: &Tensor,
        timestep: f64,
        (context, pooled): (&Tensor, &Tensor),
        control: &Tensor,
        scale: f64,
    ) -> Result<Vec<Tensor>> {
        let b = latents.dim(0)?;
        let pooled = pooled.to_dtype(self.dtype)?;
        let pooled = match self.config.force_zeros_for_pooled_projection {
            true => pooled.zeros_like()?,
            false => pooled,
        };
        let temb = self.time_text_embed.forward(timestep, &pooled)?;
        let mut context = self
            .context_embedder
            .forward(&context.to_dtype(self.dtype)?)?;
        let control = control.to_dtype(self.dtype)?;
        let control = match control.dim(0)? {
            n if n == b => control,
            _ => control.repeat((b, 1, 1, 1))?,
        };
        let mut x = self.pos_embed.forward(&latents.to_dtype(self.dtype)?)?;
        x = (x + self.pos_embed_input.forward(&control)?)?;
        let mut out = Vec::with_capacity(self.blocks.len());
        for (block, proj) in self.blocks.iter().zip(&self.controlnet_blocks) {
            let (nx, nc) = block.forward(&x, &context, &temb)?;
            x = nx;
            context = nc.unwrap_or(context);
            out.push((proj.forward(&x)? * scale)?);
        }
        Ok(out)
    }
}
