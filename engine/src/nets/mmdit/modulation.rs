//! adaLN: how the MMDiT's conditioning vector (timestep + pooled text) steers each block.
//! A linear layer of `silu(temb)` gives per-channel shifts, scales and gates; a LayerNorm
//! without affine weights normalizes the tokens, which are then shifted and scaled.
use crate::nets::linear::{linear, Linear};
use candle_core::{Module, Result, Tensor};
use candle_nn::VarBuilder;

/// LayerNorm over the last axis without learned weights (eps 1e-6, as every norm of the
/// MMDiT), statistics in f32.
#[derive(Debug, Clone)]
pub struct PlainLayerNorm {
    ones: Tensor,
    zeros: Tensor,
}

impl PlainLayerNorm {
    pub fn new(dim: usize, vb: &VarBuilder) -> Result<Self> {
        Ok(PlainLayerNorm {
            ones: Tensor::ones(dim, candle_core::DType::F32, vb.device())?,
            zeros: Tensor::zeros(dim, candle_core::DType::F32, vb.device())?,
        })
    }

    pub fn forward(&self, x: &Tensor) -> Result<Tensor> {
        // One pass on CUDA, the same floats as the f32 path below.
        #[cfg(feature = "cuda")]
        if x.device().is_cuda() {
            return crate::nets::cuda_ops::plain_layer_norm(x, 1e-6);
        }
        let dtype = x.dtype();
        let y = candle_nn::ops::layer_norm(
            &x.to_dtype(candle_core::DType::F32)?.contiguous()?,
            &self.ones,
            &self.zeros,
            1e-6,
        )?;
        y.to_dtype(dtype)
    }
}

/// `x * (1 + scale) + shift`, one scale and shift per batch item and channel
/// (`scale`, `shift`: [b, dim]; `x`: [b, tokens, dim]).
pub fn modulate(x: &Tensor, shift: &Tensor, scale: &Tensor) -> Result<Tensor> {
    #[cfg(feature = "cuda")]
    if x.device().is_cuda() {
        if let Some(y) = crate::nets::cuda_ops::modulate(x, shift, scale)? {
            return Ok(y);
        }
    }
    let scale = (scale.unsqueeze(1)? + 1.0)?;
    x.broadcast_mul(&scale)?.broadcast_add(&shift.unsqueeze(1)?)
}

/// `x + gate * h`, one gate per batch item and channel (`gate`: [b, dim]; `x`, `h`: [b,
/// tokens, dim]): the blocks' gated residuals, one pass on CUDA.
pub fn gated_add(x: &Tensor, h: &Tensor, gate: &Tensor) -> Result<Tensor> {
    #[cfg(feature = "cuda")]
    if x.device().is_cuda() {
        if let Some(y) = crate::nets::cuda_ops::gated_add(x, h, gate)? {
            return Ok(y);
        }
    }
    x + h.broadcast_mul(&gate.unsqueeze(1)?)?
}

/// `linear.weight/bias` of `silu(temb)`, cut into `n` equal chunks in diffusers' order.
#[derive(Debug, Clone)]
pub struct Modulation {
    linear: Linear,
    n: usize,
}

impl Modulation {
    /// `vb` is the norm's root (`transformer_blocks.0.norm1`); `n` chunks of `dim`.
    pub fn new(vb: VarBuilder, dim: usize, n: usize) -> Result<Self> {
        Ok(Modulation {
            linear: linear(dim, n * dim, vb.pp("linear"))?,
            n,
        })
    }

    /// `n` tensors of [b, dim].
    pub fn chunks(&self, temb: &Tensor) -> Result<Vec<Tensor>> {
        self.linear.forward(&temb.silu()?)?.chunk(self.n, 1)
    }
}

/// What one stream's adaLN-Zero gives a joint block: the modulated tokens for the
/// attention and the shifts, scales and gates of the rest of the block.
pub struct Modulated {
    pub x: Tensor,
    pub gate_msa: Tensor,
    pub shift_mlp: Tensor,
    pub scale_mlp: Tensor,
    pub gate_mlp: Tensor,
    /// SD 3.5 Medium's dual attention: the tokens for the second attention and its gate.
    pub dual: Option<(Tensor, Tensor)>,
}

/// diffusers' `AdaLayerNormZero` (6 chunks) or, with dual attention, `SD35AdaLayerNormZeroX`
/// (9 chunks: the second attention's shift, scale and gate last).
#[derive(Debug, Clone)]
pub struct AdaLayerNormZero {
    modulation: Modulation,
    norm: PlainLayerNorm,
}

impl AdaLayerNormZero {
    pub fn new(vb: VarBuilder, dim: usize, dual: bool) -> Result<Self> {
        let n = if dual { 9 } else { 6 };
        Ok(AdaLayerNormZero {
            norm: PlainLayerNorm::new(dim, &vb)?,
            modulation: Modulation::new(vb, dim, n)?,
        })
    }

    pub fn forward(&self, x: &Tensor, temb: &Tensor) -> Result<Modulated> {
        let c = self.modulation.chunks(temb)?;
        let normed = self.norm.forward(x)?;
        let dual = match c.get(6..9) {
            Some([shift2, scale2, gate2]) => {
                Some((modulate(&normed, shift2, scale2)?, gate2.clone()))
            }
            _ => None,
        };
        Ok(Modulated {
            x: modulate(&normed, &c[0], &c[1])?,
            gate_msa: c[2].clone(),
            shift_mlp: c[3].clone(),
            scale_mlp: c[4].clone(),
            gate_mlp: c[5].clone(),
            dual,
        })
    }
}

/// diffusers' `AdaLayerNormContinuous`: 2 chunks, scale first then shift (the opposite
/// of adaLN-Zero's order). The last block's context stream and the final layer use it.
#[derive(Debug, Clone)]
pub struct AdaLayerNormContinuous {
    modulation: Modulation,
    norm: PlainLayerNorm,
}

impl AdaLayerNormContinuous {
    pub fn new(vb: VarBuilder, dim: usize) -> Result<Self> {
        Ok(AdaLayerNormContinuous {
            norm: PlainLayerNorm::new(dim, &vb)?,
            modulation: Modulation::new(vb, dim, 2)?,
        })
    }

    pub fn forward(&self, x: &Tensor, temb: &Tensor) -> Result<Tensor> {
        let c = self.modulation.chunks(temb)?;
        modulate(&self.norm.forward(x)?, &c[1], &c[0])
    }
}
