//! diffusers' `ControlNetModel`: a copy of the UNet's encoder half (conv_in, time
//! embedding, down blocks, mid block, built from the UNet's own stages) that also reads a
//! control image through `controlnet_cond_embedding`, and hands the UNet one residual per
//! skip connection (`controlnet_down_blocks.N`, 1x1 convs) and one for the mid block
//! (`controlnet_mid_block`), scaled by the conditioning scale.
use super::attention::AttentionMode;
use super::blocks::{conv1x1, conv3x3, Conv2d};
use super::unet::{
    add_text_time, for_each_stage_part, Body, Part, PartBuilder, Residuals, StageInputs, StageKind,
    StageSpec, TextTimeEmbedding, TimeEmbedding, UNetCond, UNetState,
};
use crate::model::config::{ControlNetConfig, UNetConfig};
use crate::offload::Streamer;
use candle_core::{DType, Module, Result, Tensor, D};
use candle_nn::VarBuilder;

/// `ControlNetConditioningEmbedding`: the control image [b, 3, H, W] in [0, 1] to the
/// latent resolution (three stride-2 convs for the default four widths).
#[derive(Debug, Clone)]
pub struct ConditioningEmbedding {
    conv_in: Conv2d,
    blocks: Vec<Conv2d>,
    conv_out: Conv2d,
}

impl ConditioningEmbedding {
    pub fn new(vb: VarBuilder, cfg: &ControlNetConfig) -> Result<Self> {
        let ch = &cfg.conditioning_embedding_out_channels;
        if ch.is_empty() {
            candle_core::bail!("controlnet config: conditioning_embedding_out_channels is empty")
        }
        let mut blocks = Vec::new();
        for i in 0..ch.len() - 1 {
            let b = vb.pp("blocks");
            blocks.push(conv3x3(b.pp(2 * i), ch[i], ch[i], 1)?);
            blocks.push(conv3x3(b.pp(2 * i + 1), ch[i], ch[i + 1], 2)?);
        }
        Ok(ConditioningEmbedding {
            conv_in: conv3x3(vb.pp("conv_in"), cfg.conditioning_channels, ch[0], 1)?,
            blocks,
            conv_out: conv3x3(
                vb.pp("conv_out"),
                ch[ch.len() - 1],
                cfg.block_out_channels[0],
                1,
            )?,
        })
    }

    pub fn forward(&self, image: &Tensor) -> Result<Tensor> {
        let mut h = self.conv_in.forward(image)?.silu()?;
        for b in &self.blocks {
            h = b.forward(&h)?.silu()?;
        }
        self.conv_out.forward(&h)
    }
}

/// The ControlNet's stages: the UNet's down path and mid block.
pub fn stage_specs(cfg: &ControlNetConfig) -> Vec<StageSpec> {
    cfg.unet()
        .stage_specs()
        .into_iter()
        .take_while(|s| !s.name.starts_with("up_blocks"))
        .collect()
}

/// Output channels of each skip connection the ControlNet's down path keeps, in order
/// (one `controlnet_down_blocks.N` each).
pub fn skip_channels(specs: &[StageSpec]) -> Vec<usize> {
    specs
        .iter()
        .filter(|s| s.push_skip)
        .map(|s| match s.kind {
            StageKind::ConvIn { c_out, .. } | StageKind::Resnet { c_out, .. } => c_out,
            StageKind::Transformer { channels, .. }
            | StageKind::Downsample { channels }
            | StageKind::Upsample { channels } => channels,
            StageKind::Out { c_out, .. } => c_out,
        })
        .collect()
}

/// What stays on the device while a ControlNet runs: embeddings and the zero convs.
#[derive(Debug, Clone)]
struct Heads {
    time_embedding: TimeEmbedding,
    add_embedding: Option<TextTimeEmbedding>,
    cond_embedding: ConditioningEmbedding,
    down: Vec<Conv2d>,
    mid: Conv2d,
}

impl Heads {
    fn new(vb: &VarBuilder, cfg: &ControlNetConfig, specs: &[StageSpec]) -> Result<Self> {
        let unet = cfg.unet();
        let c_mid = cfg.block_out_channels[cfg.block_out_channels.len() - 1];
        Ok(Heads {
            time_embedding: TimeEmbedding::new(vb.pp("time_embedding"), &unet)?,
            add_embedding: TextTimeEmbedding::new(vb.pp("add_embedding"), &unet)?,
            cond_embedding: ConditioningEmbedding::new(vb.pp("controlnet_cond_embedding"), cfg)?,
            down: skip_channels(specs)
                .into_iter()
                .enumerate()
                .map(|(i, c)| conv1x1(vb.pp("controlnet_down_blocks").pp(i), c, c))
                .collect::<Result<_>>()?,
            mid: conv1x1(vb.pp("controlnet_mid_block"), c_mid, c_mid)?,
        })
    }
}

impl ControlNetConfig {
    /// Calls `f` for every part of the ControlNet's weights: the heads (embeddings, zero
    /// convs) and transformer shells resident, the stages streamed in forward order.
    pub fn for_each_part(&self, mut f: impl FnMut(Part, PartBuilder) -> Result<()>) -> Result<()> {
        let specs = stage_specs(self);
        f(Part::Resident, &|vb| {
            Heads::new(&vb, self, &specs).map(drop)
        })?;
        for_each_stage_part(&self.unet(), &specs, &mut f)
    }
}

/// A ControlNet ready to run.
pub struct ControlNetModel {
    pub config: ControlNetConfig,
    unet: UNetConfig,
    heads: Heads,
    body: Body,
    dtype: DType,
}

impl ControlNetModel {
    pub fn new(vb: VarBuilder, config: &ControlNetConfig) -> Result<Self> {
        let specs = stage_specs(config);
        let unet = config.unet();
        Ok(ControlNetModel {
            heads: Heads::new(&vb, config, &specs)?,
            body: Body::resident(&specs, &unet, &vb)?,
            config: config.clone(),
            unet,
            dtype: vb.dtype(),
        })
    }

    /// A ControlNet whose resident part comes from `resident` and whose stages are
    /// streamed by `streamer` (groups: [`ControlNetConfig::for_each_part`]'s streamed parts).
    pub fn streamed(
        resident: VarBuilder,
        streamer: Streamer,
        config: &ControlNetConfig,
    ) -> Result<Self> {
        let specs = stage_specs(config);
        let unet = config.unet();
        Ok(ControlNetModel {
            heads: Heads::new(&resident, config, &specs)?,
            body: Body::streamed(&specs, &unet, &resident, streamer)?,
            config: config.clone(),
            unet,
            dtype: resident.dtype(),
        })
    }

    pub fn streamer(&self) -> Option<&Streamer> {
        self.body.streamer()
    }

    pub fn set_attention(&mut self, mode: AttentionMode) {
        self.body.set_attention(mode)
    }

    /// The control image [b, 3, H, W] (RGB in [0, 1]) in the channel order and dtype
    /// this ControlNet reads.
    pub fn prepare_image(&self, image: &Tensor) -> Result<Tensor> {
        let image = image.to_dtype(self.dtype)?;
        if self.config.controlnet_conditioning_channel_order == "bgr" {
            let idx = Tensor::new(&[2u32, 1, 0], image.device())?;
            return image.index_select(&idx, 1);
        }
        Ok(image)
    }

    /// diffusers' `ControlNetModel.forward` (not guess mode): the residuals for `sample`
    /// at `timestep` under `cond` and the control `image` (from [`Self::prepare_image`]),
    /// multiplied by `scale`.
    pub fn forward(
        &self,
        sample: &Tensor,
        timestep: f64,
        cond: &UNetCond,
        image: &Tensor,
        scale: f64,
    ) -> Result<Residuals> {
        let sample = sample.to_dtype(self.dtype)?;
        let b = sample.dim(0)?;
        let temb = self.heads.time_embedding.embed(
            &self.unet,
            self.dtype,
            timestep,
            b,
            sample.device(),
        )?;
        let temb = add_text_time(
            self.heads.add_embedding.as_ref(),
            self.dtype,
            temb,
            cond.added.as_ref(),
        )?;
        let context = cond.context.to_dtype(self.dtype)?;
        let hint = self.heads.cond_embedding.forward(image)?;
        let hint = match hint.dim(0)? {
            n if n == b => hint,
            1 => hint.repeat((b, 1, 1, 1))?,
            n => candle_core::bail!("control image batch {n} for a sample batch of {b}"),
        };
        let inputs = StageInputs {
            temb: &temb,
            context: &context,
        };
        let mut state = UNetState {
            h: sample,
            skips: Vec::new(),
        };
        // After conv_in (stage 0) the hint joins the sample, and the first skip is the sum.
        let mut before = |i: usize, state: &mut UNetState| -> Result<()> {
            if i == 1 {
                if hint.dims() != state.h.dims() {
                    candle_core::bail!(
                        "the control image encodes to {:?} but the latents are {:?}; the image must be the job's size",
                        hint.dims(),
                        state.h.dims()
                    )
                }
                state.h = (&state.h + &hint)?;
                if let Some(last) = state.skips.last_mut() {
                    *last = state.h.clone();
                }
            }
            Ok(())
        };
        self.body
            .run(&self.unet, &mut state, &inputs, &mut before)?;
        if state.skips.len() != self.heads.down.len() {
            candle_core::bail!(
                "ControlNet kept {} skips for {} zero convs",
                state.skips.len(),
                self.heads.down.len()
            )
        }
        let pool = |t: Tensor| -> Result<Tensor> {
            if self.config.global_pool_conditions {
                t.mean_keepdim(D::Minus1)?.mean_keepdim(D::Minus2)
            } else {
                Ok(t)
            }
        };
        let down = state
            .skips
            .iter()
            .zip(&self.heads.down)
            .map(|(s, conv)| pool((conv.forward(s)? * scale)?))
            .collect::<Result<_>>()?;
        let mid = pool((self.heads.mid.forward(&state.h)? * scale)?)?;
        Ok(Residuals { down, mid })
    }
}
