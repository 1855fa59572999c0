//! What the UNet is conditioned on besides the sample: the timestep's embedding and
//! SDXL's added text_time conditioning.
use crate::model::config::UNetConfig;
use crate::nets::blocks::{sinusoidal_embedding, timestep_embedding};
use crate::nets::linear::{linear, Linear};
use candle_core::{DType, Module, Result, Tensor};
use candle_nn::VarBuilder;

/// `time_embedding.linear_1/2`.
#[derive(Debug, Clone)]
pub struct TimeEmbedding {
    linear_1: Linear,
    linear_2: Linear,
}

impl TimeEmbedding {
    pub fn new(vb: VarBuilder, cfg: &UNetConfig) -> Result<Self> {
        let c0 = cfg.block_out_channels[0];
        Ok(TimeEmbedding {
            linear_1: linear(c0, c0 * 4, vb.pp("linear_1"))?,
            linear_2: linear(c0 * 4, c0 * 4, vb.pp("linear_2"))?,
        })
    }

    pub fn forward(&self, t_emb: &Tensor) -> Result<Tensor> {
        self.linear_2
            .forward(&self.linear_1.forward(t_emb)?.silu()?)
    }

    /// The embedding of `timestep` (sinusoids computed in f32, as diffusers does), one
    /// row per batch item, in `dtype`.
    pub fn embed(
        &self,
        cfg: &UNetConfig,
        dtype: DType,
        timestep: f64,
        batch: usize,
        device: &candle_core::Device,
    ) -> Result<Tensor> {
        let t = timestep_embedding(
            &vec![timestep; batch],
            cfg.block_out_channels[0],
            cfg.flip_sin_to_cos,
            cfg.freq_shift,
            device,
        )?;
        self.forward(&t.to_dtype(dtype)?)
    }
}

/// SDXL's extra conditioning (diffusers' `added_cond_kwargs`), one row per batch item.
pub struct AddedCond<'a> {
    /// The second text encoder's pooled, projected embedding [b, projection_dim].
    pub text_embeds: &'a Tensor,
    /// [b, 6] (any float dtype): original height, width, crop top, crop left, target
    /// height, width.
    pub time_ids: &'a Tensor,
}

/// What the UNet is conditioned on besides the sample and the timestep.
pub struct UNetCond<'a> {
    /// Text encoder hidden states [b, tokens, cross_attention_dim].
    pub context: &'a Tensor,
    /// Required by a `text_time` UNet (SDXL), refused by the others.
    pub added: Option<AddedCond<'a>>,
}

/// `addition_embed_type: "text_time"`: `add_time_proj` (sinusoidal, per time id) of the
/// six time ids, after the pooled text embeds, through `add_embedding.linear_1/2`; the
/// result is added to the time embedding.
#[derive(Debug, Clone)]
pub struct TextTimeEmbedding {
    time_dim: usize,
    flip_sin_to_cos: bool,
    freq_shift: f64,
    linear_1: Linear,
    linear_2: Linear,
}

impl TextTimeEmbedding {
    /// None for a UNet without `addition_embed_type: "text_time"`.
    pub fn new(vb: VarBuilder, cfg: &UNetConfig) -> Result<Option<Self>> {
        let missing = |field: &str| {
            candle_core::Error::Msg(format!(
                "unet config: addition_embed_type \"text_time\" needs {field}"
            ))
        };
        match cfg.addition_embed_type.as_deref() {
            None => return Ok(None),
            Some("text_time") => {}
            Some(other) => candle_core::bail!(
                "unet config: addition_embed_type \"{other}\" is not supported (only \"text_time\", SDXL's)"
            ),
        }
        let time_dim = cfg
            .addition_time_embed_dim
            .ok_or_else(|| missing("addition_time_embed_dim"))?;
        let c_in = cfg
            .projection_class_embeddings_input_dim
            .ok_or_else(|| missing("projection_class_embeddings_input_dim"))?;
        let temb = cfg.block_out_channels[0] * 4;
        Ok(Some(TextTimeEmbedding {
            time_dim,
            flip_sin_to_cos: cfg.flip_sin_to_cos,
            freq_shift: cfg.freq_shift,
            linear_1: linear(c_in, temb, vb.pp("linear_1"))?,
            linear_2: linear(temb, temb, vb.pp("linear_2"))?,
        }))
    }

    /// [b, time_embed_dim] in `dtype`.
    pub fn forward(&self, added: &AddedCond, dtype: DType) -> Result<Tensor> {
        let b = added.time_ids.dim(0)?;
        let time = sinusoidal_embedding(
            &added.time_ids.flatten_all()?,
            self.time_dim,
            self.flip_sin_to_cos,
            self.freq_shift,
        )?
        .reshape((b, ()))?;
        let text = added.text_embeds.to_dtype(DType::F32)?;
        let x = Tensor::cat(&[&text, &time], 1)?.to_dtype(dtype)?;
        self.linear_2.forward(&self.linear_1.forward(&x)?.silu()?)
    }
}

/// `temb` plus `embedding`'s text_time embedding of `added` (SDXL), checked both ways.
pub(crate) fn add_text_time(
    embedding: Option<&TextTimeEmbedding>,
    dtype: DType,
    temb: Tensor,
    added: Option<&AddedCond>,
) -> Result<Tensor> {
    match (embedding, added) {
        (None, None) => Ok(temb),
        (Some(e), Some(a)) => temb + e.forward(a, dtype)?,
        (Some(_), None) => candle_core::bail!(
            "this UNet (addition_embed_type \"text_time\", SDXL) needs pooled text embeds and time ids"
        ),
        (None, Some(_)) => candle_core::bail!(
            "pooled text embeds and time ids given to a UNet without addition_embed_type \"text_time\""
        ),
    }
}
