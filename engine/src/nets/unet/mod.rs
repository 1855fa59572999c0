//! `UNet2DConditionModel` as an ordered list of stages (a conv, a resnet, a transformer,
//! a resampler), so stages can be streamed to the GPU one at a time (sequential offload),
//! ControlNet residuals added between them and their attention swapped. A stage's weights
//! live under its diffusers name (`down_blocks.1.attentions.0`...), so a stage can be built alone.
//!
//! `stages.rs` lists and builds the stages, `body.rs` runs them resident or streamed,
//! `embeddings.rs` holds the time and text_time embeddings; this file is the whole UNet
//! and what ControlNets add to it.
use super::adapters::{scoped_with, Adapters};
use super::attention::AttentionMode;
use super::context_cache::{self, ContextCache};
use crate::model::config::UNetConfig;
use crate::offload::Streamer;
use crate::weights_dtype::DecodeAhead;
use candle_core::{DType, Result, Tensor};
use candle_nn::VarBuilder;
use std::sync::Arc;

mod body;
mod embeddings;
mod stages;

pub(crate) use body::{for_each_stage_part, Body};
pub use body::{EachPart, Part, PartBuilder};
pub(crate) use embeddings::add_text_time;
pub use embeddings::{AddedCond, TextTimeEmbedding, TimeEmbedding, UNetCond};
pub use stages::{Stage, StageInputs, StageKind, StageSpec, UNetState};

impl UNetConfig {
    /// Calls `f` for every part of the UNet's weights, the streamed parts in the order a
    /// forward pass uses them (sequential offload packs and streams them in this order).
    pub fn for_each_part(&self, mut f: impl FnMut(Part, PartBuilder) -> Result<()>) -> Result<()> {
        f(Part::Resident, &|vb| {
            TimeEmbedding::new(vb.pp("time_embedding"), self)?;
            TextTimeEmbedding::new(vb.pp("add_embedding"), self).map(drop)
        })?;
        for_each_stage_part(self, &self.stage_specs(), &mut f)
    }
}

/// What a ControlNet adds to the UNet (diffusers' `down_block_additional_residuals` and
/// `mid_block_additional_residual`): one tensor per skip connection, one for the mid
/// block's output.
#[derive(Debug, Clone)]
pub struct Residuals {
    pub down: Vec<Tensor>,
    pub mid: Tensor,
}

impl Residuals {
    /// The sum of two ControlNets' residuals (diffusers' `MultiControlNetModel`).
    pub fn add(&self, other: &Residuals) -> Result<Residuals> {
        if self.down.len() != other.down.len() {
            candle_core::bail!(
                "ControlNets give {} and {} residuals; they were made for different UNets",
                self.down.len(),
                other.down.len()
            )
        }
        Ok(Residuals {
            down: self
                .down
                .iter()
                .zip(&other.down)
                .map(|(a, b)| a + b)
                .collect::<Result<_>>()?,
            mid: (&self.mid + &other.mid)?,
        })
    }

    /// Adds the residuals to the skip connections and to `h` (the mid block's output).
    fn apply(&self, state: &mut UNetState) -> Result<()> {
        if state.skips.len() != self.down.len() {
            candle_core::bail!(
                "the ControlNet gives {} down residuals but the UNet has {} skip connections; it was made for another UNet",
                self.down.len(),
                state.skips.len()
            )
        }
        for (skip, r) in state.skips.iter_mut().zip(&self.down) {
            *skip = skip.broadcast_add(&r.to_dtype(skip.dtype())?)?;
        }
        state.h = state
            .h
            .broadcast_add(&self.mid.to_dtype(state.h.dtype())?)?;
        Ok(())
    }
}

/// The whole UNet.
pub struct UNet {
    pub config: UNetConfig,
    pub time_embedding: TimeEmbedding,
    /// `add_embedding` (SDXL's text_time), when the config has one.
    pub add_embedding: Option<TextTimeEmbedding>,
    body: Body,
    /// Index of the first up-path stage (where ControlNet residuals are added).
    first_up: usize,
    dtype: DType,
    /// LoRAs kept as separate deltas, active during its forward pass.
    adapters: Option<Arc<Adapters>>,
    /// The fp8 layers decoded one ahead (resident weights only; see [`DecodeAhead`]).
    ahead: Option<Arc<DecodeAhead>>,
    /// The text context's keys and values kept between steps (resident weights only; see
    /// [`ContextCache`]).
    contexts: Option<Arc<ContextCache>>,
}

impl UNet {
    pub fn new(vb: VarBuilder, config: &UNetConfig) -> Result<Self> {
        let specs = config.stage_specs();
        Ok(UNet {
            config: config.clone(),
            time_embedding: TimeEmbedding::new(vb.pp("time_embedding"), config)?,
            add_embedding: TextTimeEmbedding::new(vb.pp("add_embedding"), config)?,
            body: Body::resident(&specs, config, &vb)?,
            first_up: first_up(&specs),
            dtype: vb.dtype(),
            adapters: None,
            ahead: crate::weights_dtype::ahead_enabled().then(Default::default),
            contexts: Some(Default::default()),
        })
    }

    /// A UNet whose resident part (see [`Part`]) comes from `resident` and whose stages
    /// are streamed by `streamer`, whose groups are [`UNetConfig::for_each_part`]'s
    /// streamed parts in order.
    pub fn streamed(resident: VarBuilder, streamer: Streamer, config: &UNetConfig) -> Result<Self> {
        let specs = config.stage_specs();
        Ok(UNet {
            config: config.clone(),
            time_embedding: TimeEmbedding::new(resident.pp("time_embedding"), config)?,
            add_embedding: TextTimeEmbedding::new(resident.pp("add_embedding"), config)?,
            body: Body::streamed(&specs, config, &resident, streamer)?,
            first_up: first_up(&specs),
            dtype: resident.dtype(),
            adapters: None,
            ahead: None,
            contexts: None,
        })
    }

    /// The streamer, when the stages are streamed.
    pub fn streamer(&self) -> Option<&Streamer> {
        self.body.streamer()
    }

    pub fn set_attention(&mut self, mode: AttentionMode) {
        self.body.set_attention(mode)
    }

    /// The LoRA deltas its layers add in the forward pass (none: only its own weights).
    pub fn set_adapters(&mut self, adapters: Option<Arc<Adapters>>) {
        self.adapters = adapters;
    }

    /// The time embedding for `timestep`, one row per batch item, in the model dtype.
    pub fn temb(
        &self,
        timestep: f64,
        batch: usize,
        device: &candle_core::Device,
    ) -> Result<Tensor> {
        self.time_embedding
            .embed(&self.config, self.dtype, timestep, batch, device)
    }

    /// `temb` plus the text_time embedding of `added`, for a UNet that has one.
    pub fn add_text_time(&self, temb: Tensor, added: Option<&AddedCond>) -> Result<Tensor> {
        add_text_time(self.add_embedding.as_ref(), self.dtype, temb, added)
    }

    /// Predicts the noise (or v) for `sample` [b, c, h, w] at `timestep`.
    pub fn forward(&self, sample: &Tensor, timestep: f64, cond: &UNetCond) -> Result<Tensor> {
        self.forward_with(sample, timestep, cond, None)
    }

    /// [`UNet::forward`] with ControlNet residuals added to the skip connections and the
    /// mid block's output.
    pub fn forward_with(
        &self,
        sample: &Tensor,
        timestep: f64,
        cond: &UNetCond,
        residuals: Option<&Residuals>,
    ) -> Result<Tensor> {
        // In the model dtype once: the tensor every cross-attention sees and the context
        // cache keeps its keys and values for.
        let context = cond.context.to_dtype(self.dtype)?;
        if let Some(c) = &self.contexts {
            let (b, tokens, _) = context.dims3()?;
            // Two of [b, tokens, channels] per transformer block (the planner's
            // `context_kv_bytes`).
            let elems = 2 * b * tokens * self.config.cross_attention_width();
            c.prepare(&context, elems)?;
        }
        scoped_with(self.adapters.as_ref(), self.ahead.as_ref(), || {
            context_cache::scoped(self.contexts.as_ref(), || {
                self.forward_scoped(sample, timestep, &context, cond, residuals)
            })
        })
    }

    /// Drops the text context's keys and values kept since the denoising began (at its
    /// end: the next job's context differs, and the memory is the pool's again).
    pub fn forget_contexts(&self) {
        if let Some(c) = &self.contexts {
            c.clear();
        }
    }

    /// Bytes of the text context's keys and values kept now.
    pub fn context_bytes(&self) -> u64 {
        self.contexts.as_ref().map_or(0, |c| c.bytes())
    }

    /// The forward pass over `context` (`cond.context` in the model dtype).
    fn forward_scoped(
        &self,
        sample: &Tensor,
        timestep: f64,
        context: &Tensor,
        cond: &UNetCond,
        residuals: Option<&Residuals>,
    ) -> Result<Tensor> {
        let sample = sample.to_dtype(self.dtype)?;
        let temb = self.temb(timestep, sample.dim(0)?, sample.device())?;
        let temb = self.add_text_time(temb, cond.added.as_ref())?;
        let inputs = StageInputs {
            temb: &temb,
            context,
        };
        let mut state = UNetState {
            h: sample,
            skips: Vec::new(),
        };
        let first_up = self.first_up;
        let mut before = |i: usize, state: &mut UNetState| match residuals {
            Some(r) if i == first_up => r.apply(state),
            _ => Ok(()),
        };
        self.body
            .run(&self.config, &mut state, &inputs, &mut before)?;
        Ok(state.h)
    }
}

/// Index of the first up-path stage in `specs`.
fn first_up(specs: &[StageSpec]) -> usize {
    specs
        .iter()
        .position(|s| s.name.starts_with("up_blocks"))
        .unwrap_or(specs.len())
}
