//! What goes into the MMDiT's blocks: the latent cut into patches plus their positional
//! embedding (`pos_embed`), and the conditioning vector of timestep and pooled text
//! (`time_text_embed`).
use crate::model::config::SD3TransformerConfig;
use crate::nets::blocks::timestep_embedding;
use crate::nets::linear::{linear, Linear};
use candle_core::{DType, Module, Result, Tensor};
use candle_nn::VarBuilder;

/// diffusers' `PatchEmbed` with SD3's cropping: a `p x p` stride-`p` convolution
/// (`proj`), done here as one matrix product over the patches, plus the centre crop of the
/// stored `pos_max x pos_max` positional grid (`pos_embed`) that the latent's patches cover.
#[derive(Debug, Clone)]
pub struct PatchEmbed {
    /// `proj.weight` as [dim, c * p * p].
    weight: Tensor,
    bias: Tensor,
    /// [pos_max, pos_max, dim]; none for a ControlNet's `pos_embed_input`.
    pos_embed: Option<Tensor>,
    patch: usize,
    in_channels: usize,
}

impl PatchEmbed {
    /// `vb` is `pos_embed`.
    pub fn new(vb: VarBuilder, cfg: &SD3TransformerConfig) -> Result<Self> {
        let (p, dim) = (cfg.patch_size, cfg.inner_dim());
        let max = cfg.pos_embed_max_size;
        let pos_embed = vb
            .get((1, max * max, dim), "pos_embed")?
            .reshape((max, max, dim))?;
        Ok(PatchEmbed {
            pos_embed: Some(pos_embed),
            ..Self::plain(vb, cfg.in_channels, p, dim)?
        })
    }

    /// The patch projection alone (`pos_embed_type=None`: a ControlNet's
    /// `pos_embed_input`), reading `c` channels.
    pub fn plain(vb: VarBuilder, c: usize, p: usize, dim: usize) -> Result<Self> {
        let weight = vb.get((dim, c, p, p), "proj.weight")?;
        Ok(PatchEmbed {
            weight: weight.reshape((dim, c * p * p))?,
            bias: vb.get(dim, "proj.bias")?,
            pos_embed: None,
            patch: p,
            in_channels: c,
        })
    }

    /// `latents` [b, c, h, w] -> tokens [b, (h/p) * (w/p), dim], row-major over patches.
    pub fn forward(&self, latents: &Tensor) -> Result<Tensor> {
        let (b, c, h, w) = latents.dims4()?;
        let p = self.patch;
        if c != self.in_channels || h % p != 0 || w % p != 0 {
            candle_core::bail!(
                "MMDiT input: expected [b, {}, h, w] latents with h and w multiples of {p}, got {:?}",
                self.in_channels,
                latents.dims()
            )
        }
        let (hp, wp) = (h / p, w / p);
        let max = match &self.pos_embed {
            Some(pe) => pe.dim(0)?,
            None => usize::MAX,
        };
        if hp > max || wp > max {
            candle_core::bail!(
                "MMDiT input: {h}x{w} latents are {hp}x{wp} patches; this model's positional embedding covers at most {max}x{max} (an image side of at most {} pixels)",
                max * p * 8
            )
        }
        // Each patch's values in the conv weight's (channel, row, column) order.
        let patches = latents
            .reshape((b, c, hp, p, wp, p))?
            .permute((0, 2, 4, 1, 3, 5))?
            .reshape((b, hp * wp, c * p * p))?;
        let dtype = latents.dtype();
        let weight = crate::weights_dtype::upcast(&self.weight, dtype)?;
        let tokens = patches
            .broadcast_matmul(&weight.t()?)?
            .broadcast_add(&self.bias.to_dtype(dtype)?)?;
        let Some(pos_embed) = &self.pos_embed else {
            return Ok(tokens);
        };
        // Added in f32 (the grid is an f32 buffer in diffusers), then back.
        let (top, left) = ((max - hp) / 2, (max - wp) / 2);
        let pos = pos_embed
            .narrow(0, top, hp)?
            .narrow(1, left, wp)?
            .reshape((1, hp * wp, ()))?
            .to_dtype(DType::F32)?;
        tokens
            .to_dtype(DType::F32)?
            .broadcast_add(&pos)?
            .to_dtype(dtype)
    }
}

/// `linear_1`, SiLU, `linear_2`: the shape of both halves of the conditioning embedding.
#[derive(Debug, Clone)]
struct Mlp {
    linear_1: Linear,
    linear_2: Linear,
}

impl Mlp {
    fn new(vb: VarBuilder, c_in: usize, dim: usize) -> Result<Self> {
        Ok(Mlp {
            linear_1: linear(c_in, dim, vb.pp("linear_1"))?,
            linear_2: linear(dim, dim, vb.pp("linear_2"))?,
        })
    }

    fn forward(&self, x: &Tensor) -> Result<Tensor> {
        self.linear_2.forward(&self.linear_1.forward(x)?.silu()?)
    }
}

/// Width of the sinusoidal timestep features (diffusers' `Timesteps(num_channels=256)`).
const TIME_FEATURES: usize = 256;

/// diffusers' `CombinedTimestepTextProjEmbeddings`: the timestep's sinusoids (in f32,
/// cos first) through `timestep_embedder`, plus the pooled text through `text_embedder`.
#[derive(Debug, Clone)]
pub struct TimeTextEmbedding {
    timestep_embedder: Mlp,
    text_embedder: Mlp,
}

impl TimeTextEmbedding {
    /// `vb` is `time_text_embed`.
    pub fn new(vb: VarBuilder, cfg: &SD3TransformerConfig) -> Result<Self> {
        let dim = cfg.inner_dim();
        Ok(TimeTextEmbedding {
            timestep_embedder: Mlp::new(vb.pp("timestep_embedder"), TIME_FEATURES, dim)?,
            text_embedder: Mlp::new(vb.pp("text_embedder"), cfg.pooled_projection_dim, dim)?,
        })
    }

    /// The conditioning vector [b, dim] for `timestep` (the same for every batch item)
    /// and `pooled` [b, pooled_projection_dim], in `pooled`'s dtype.
    pub fn forward(&self, timestep: f64, pooled: &Tensor) -> Result<Tensor> {
        let b = pooled.dim(0)?;
        let t = timestep_embedding(
            &vec![timestep; b],
            TIME_FEATURES,
            true,
            0.0,
            pooled.device(),
        )?;
        let time = self
            .timestep_embedder
            .forward(&t.to_dtype(pooled.dtype())?)?;
        time + self.text_embedder.forward(pooled)?
    }
}
