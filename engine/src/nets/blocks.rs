//! The blocks UNets and VAEs are made of, with diffusers' weight names.
use super::attention::{AttentionMode, CrossAttention};
use super::linear::{linear, Linear};
use super::norm::{group_norm, layer_norm, GroupNorm, LayerNorm};
use crate::profile::time;
use candle_core::{DType, Module, Result, Tensor, D};
use candle_nn::VarBuilder;

pub use super::conv::{conv1x1, conv3x3, Conv2d};

/// diffusers' `ResnetBlock2D` (the "default" time-embedding norm).
#[derive(Debug, Clone)]
pub struct ResnetBlock2D {
    pub(crate) norm1: GroupNorm,
    pub(crate) conv1: Conv2d,
    pub(crate) time_emb_proj: Option<Linear>,
    pub(crate) norm2: GroupNorm,
    pub(crate) conv2: Conv2d,
    pub(crate) conv_shortcut: Option<Conv2d>,
}

impl ResnetBlock2D {
    pub fn new(
        vb: VarBuilder,
        c_in: usize,
        c_out: usize,
        temb_channels: Option<usize>,
        groups: usize,
        eps: f64,
    ) -> Result<Self> {
        let conv_shortcut = if c_in != c_out {
            Some(conv1x1(vb.pp("conv_shortcut"), c_in, c_out)?)
        } else {
            None
        };
        Ok(ResnetBlock2D {
            norm1: group_norm(groups, c_in, eps, vb.pp("norm1"))?,
            conv1: conv3x3(vb.pp("conv1"), c_in, c_out, 1)?,
            time_emb_proj: temb_channels
                .map(|t| linear(t, c_out, vb.pp("time_emb_proj")))
                .transpose()?,
            norm2: group_norm(groups, c_out, eps, vb.pp("norm2"))?,
            conv2: conv3x3(vb.pp("conv2"), c_out, c_out, 1)?,
            conv_shortcut,
        })
    }

    pub fn forward(&self, x: &Tensor, temb: Option<&Tensor>) -> Result<Tensor> {
        let dev = x.device();
        let h = time("resnet.norm", dev, || self.norm1.forward_silu(x))?;
        // The time embedding's projection ([n, c_out]) is added with conv1's bias, and the
        // skip with conv2's ([`Conv2d::forward_with`]).
        let t = match (&self.time_emb_proj, temb) {
            (Some(proj), Some(temb)) => Some(proj.forward(&temb.silu()?)?),
            _ => None,
        };
        let h = time("resnet.conv", dev, || {
            self.conv1.forward_with(&h, t.as_ref(), None)
        })?;
        let h = time("resnet.norm", dev, || self.norm2.forward_silu(&h))?;
        let skip = || {
            time("resnet.shortcut", dev, || match &self.conv_shortcut {
                Some(c) => c.forward(x),
                None => Ok(x.clone()),
            })
        };
        if self.time_emb_proj.is_none() {
            // The VAE's resnets add their skip apart: with it in conv2's bias pass its
            // decode's pool kept 32-160 MiB more (an H200, session 32) for no faster decode,
            // and the recorded decode peaks (`planner/measured_h100.jsonl`) are this path's.
            let h = time("resnet.conv", dev, || self.conv2.forward(&h))?;
            return skip()? + h;
        }
        time("resnet.conv", dev, || {
            self.conv2.forward_with(&h, None, Some(&skip))
        })
    }
}

/// GEGLU feed-forward (`ff.net.0.proj`, `ff.net.2`).
#[derive(Debug, Clone)]
struct FeedForward {
    proj: Linear,
    out: Linear,
}

impl FeedForward {
    fn new(vb: VarBuilder, dim: usize) -> Result<Self> {
        let inner = dim * 4;
        Ok(FeedForward {
            proj: linear(dim, inner * 2, vb.pp("net.0.proj"))?,
            out: linear(inner, dim, vb.pp("net.2"))?,
        })
    }

    /// `ff(x) + residual`, the residual added with the output projection's bias
    /// ([`Linear::forward_add`]).
    fn forward_add(&self, x: &Tensor, residual: &Tensor) -> Result<Tensor> {
        let h = self.proj.forward(x)?;
        #[cfg(feature = "cuda")]
        if h.device().is_cuda() {
            return self.out.forward_add(&super::cuda_ops::geglu(&h)?, residual);
        }
        let half = h.dim(D::Minus1)? / 2;
        let (a, gate) = (
            h.narrow(D::Minus1, 0, half)?,
            h.narrow(D::Minus1, half, half)?,
        );
        self.out.forward_add(&(a * gate.gelu_erf()?)?, residual)
    }
}

/// diffusers' `BasicTransformerBlock`: self-attention, cross-attention, GEGLU.
#[derive(Debug, Clone)]
pub struct BasicTransformerBlock {
    norm1: LayerNorm,
    attn1: CrossAttention,
    norm2: LayerNorm,
    attn2: CrossAttention,
    norm3: LayerNorm,
    ff: FeedForward,
}

impl BasicTransformerBlock {
    pub fn new(
        vb: VarBuilder,
        dim: usize,
        context_dim: usize,
        heads: usize,
        upcast: bool,
    ) -> Result<Self> {
        let head_dim = dim / heads;
        Ok(BasicTransformerBlock {
            norm1: layer_norm(dim, 1e-5, vb.pp("norm1"))?,
            attn1: CrossAttention::new(vb.pp("attn1"), dim, None, heads, head_dim, upcast)?,
            norm2: layer_norm(dim, 1e-5, vb.pp("norm2"))?,
            attn2: CrossAttention::new(
                vb.pp("attn2"),
                dim,
                Some(context_dim),
                heads,
                head_dim,
                upcast,
            )?,
            norm3: layer_norm(dim, 1e-5, vb.pp("norm3"))?,
            ff: FeedForward::new(vb.pp("ff"), dim)?,
        })
    }

    pub fn forward(&self, x: &Tensor, context: &Tensor) -> Result<Tensor> {
        let dev = x.device();
        let n = time("tf.layer_norm", dev, || self.norm1.forward(x))?;
        let x = time("tf.attn1", dev, || self.attn1.forward_add(&n, None, x))?;
        let n = time("tf.layer_norm", dev, || self.norm2.forward(&x))?;
        let x = time("tf.attn2", dev, || {
            self.attn2.forward_add(&n, Some(context), &x)
        })?;
        let n = time("tf.layer_norm", dev, || self.norm3.forward(&x))?;
        time("tf.ff", dev, || self.ff.forward_add(&n, &x))
    }

    pub fn set_attention(&mut self, mode: AttentionMode) {
        self.attn1.mode = mode;
        self.attn2.mode = mode;
    }
}

#[derive(Debug, Clone)]
enum Projection {
    Conv(Conv2d),
    Linear(Linear),
}

/// The part of diffusers' `Transformer2DModel` around its blocks: the input GroupNorm and
/// projection into a token sequence, and the projection back plus the residual.
#[derive(Debug, Clone)]
pub struct TransformerShell {
    norm: GroupNorm,
    proj_in: Projection,
    proj_out: Projection,
}

impl TransformerShell {
    /// `vb` is the transformer's root (`down_blocks.1.attentions.0`...).
    pub fn new(vb: VarBuilder, s: &TransformerSpec) -> Result<Self> {
        let c = s.channels;
        let proj = |name: &str| -> Result<Projection> {
            Ok(if s.linear_projection {
                Projection::Linear(linear(c, c, vb.pp(name))?)
            } else {
                Projection::Conv(conv1x1(vb.pp(name), c, c)?)
            })
        };
        Ok(TransformerShell {
            norm: group_norm(s.groups, c, 1e-6, vb.pp("norm"))?,
            proj_in: proj("proj_in")?,
            proj_out: proj("proj_out")?,
        })
    }

    /// `x [b, c, h, w]` to the token sequence `[b, h*w, c]` the blocks work on.
    pub fn enter(&self, x: &Tensor) -> Result<Tensor> {
        let (b, c, h, w) = x.dims4()?;
        let n = time("tf.group_norm", x.device(), || self.norm.forward(x))?;
        let to_seq = |t: &Tensor| swap_last2(&t.reshape((b, c, h * w))?, None);
        match &self.proj_in {
            Projection::Conv(p) => to_seq(&p.forward(&n)?),
            Projection::Linear(p) => p.forward(&to_seq(&n)?),
        }
    }

    /// The blocks' output `seq` back to an image, plus the transformer's input `x`.
    pub fn exit(&self, seq: &Tensor, x: &Tensor) -> Result<Tensor> {
        let (b, c, h, w) = x.dims4()?;
        let to_img = |t: &Tensor| swap_last2(t, None)?.reshape((b, c, h, w));
        match &self.proj_out {
            // The residual added in the projection's bias pass ([`Conv2d::forward_with`]),
            Projection::Conv(p) => p.forward_with(&to_img(seq)?, None, Some(&|| Ok(x.clone()))),
            // or in the swap back to an image.
            Projection::Linear(p) => {
                let flat = x.reshape((b, c, h * w))?;
                swap_last2(&p.forward(seq)?, Some(&flat))?.reshape((b, c, h, w))
            }
        }
    }
}

/// `x [b, r, c]` as `[b, c, r]`, contiguous, plus `res` (`[b, c, r]`) where given: in one
/// pass on CUDA (`cuda_ops::swap_last2_add`, the same values as the copy and the add).
fn swap_last2(x: &Tensor, res: Option<&Tensor>) -> Result<Tensor> {
    #[cfg(feature = "cuda")]
    if x.device().is_cuda() {
        return super::cuda_ops::swap_last2_add(x, res);
    }
    let t = x.transpose(1, 2)?.contiguous()?;
    match res {
        Some(r) => t + r,
        None => Ok(t),
    }
}

/// The weight prefix of block `i` under a transformer's root.
pub fn transformer_block_prefix(i: usize) -> String {
    format!("transformer_blocks.{i}")
}

/// diffusers' `Transformer2DModel` (continuous input) as SD's UNets use it.
#[derive(Debug, Clone)]
pub struct Transformer2D {
    shell: TransformerShell,
    blocks: Vec<BasicTransformerBlock>,
}

pub struct TransformerSpec {
    pub channels: usize,
    pub heads: usize,
    pub depth: usize,
    pub context_dim: usize,
    pub groups: usize,
    pub linear_projection: bool,
    pub upcast_attention: bool,
}

impl TransformerSpec {
    /// Block `i` of this transformer from `vb` (the transformer's root).
    pub fn block(&self, vb: &VarBuilder, i: usize) -> Result<BasicTransformerBlock> {
        BasicTransformerBlock::new(
            vb.pp(transformer_block_prefix(i)),
            self.channels,
            self.context_dim,
            self.heads,
            self.upcast_attention,
        )
    }
}

impl Transformer2D {
    pub fn new(vb: VarBuilder, s: &TransformerSpec) -> Result<Self> {
        let blocks = (0..s.depth)
            .map(|i| s.block(&vb, i))
            .collect::<Result<_>>()?;
        Ok(Transformer2D {
            shell: TransformerShell::new(vb, s)?,
            blocks,
        })
    }

    pub fn set_attention(&mut self, mode: AttentionMode) {
        self.blocks.iter_mut().for_each(|b| b.set_attention(mode));
    }

    pub fn forward(&self, x: &Tensor, context: &Tensor) -> Result<Tensor> {
        let mut seq = self.shell.enter(x)?;
        for blk in &self.blocks {
            seq = blk.forward(&seq, context)?;
        }
        self.shell.exit(&seq, x)
    }
}

/// 2x nearest upsampling to `size` (the matching skip's size, so odd sizes round-trip),
/// then a 3x3 conv.
pub fn upsample_nearest(x: &Tensor, size: (usize, usize)) -> Result<Tensor> {
    let (n, c, h, w) = x.dims4()?;
    if size == (h * 2, w * 2) {
        return x.upsample_nearest2d(size.0, size.1);
    }
    // diffusers' interpolate(size=...) picks source index floor(dst * src / dst_size). One
    // gather over the flattened plane: no half-upsampled intermediate (for SDXL at 1920x1080,
    // 40 MiB beside the result) is made.
    let at: Vec<u32> = (0..size.0)
        .flat_map(|i| {
            let row = i * h / size.0 * w;
            (0..size.1).map(move |j| (row + j * w / size.1) as u32)
        })
        .collect();
    let at = Tensor::new(at, x.device())?;
    x.contiguous()?
        .reshape((n, c, h * w))?
        .index_select(&at, 2)?
        .reshape((n, c, size.0, size.1))
}

/// Sinusoidal timestep embedding, computed in f32 whatever the model dtype (diffusers
/// does the same; in f16 the error at t=999 is 0.3).
pub fn timestep_embedding(
    timesteps: &[f64],
    dim: usize,
    flip_sin_to_cos: bool,
    freq_shift: f64,
    device: &candle_core::Device,
) -> Result<Tensor> {
    let t: Vec<f32> = timesteps.iter().map(|&t| t as f32).collect();
    let t = Tensor::from_vec(t, timesteps.len(), device)?;
    sinusoidal_embedding(&t, dim, flip_sin_to_cos, freq_shift)
}

/// diffusers' `get_timestep_embedding` of values on the device (`t`: [n], any float dtype)
/// -> [n, dim] f32: `t * exp(-ln(10000) * i / (dim/2 - shift))`, then sin and cos halves.
pub fn sinusoidal_embedding(
    t: &Tensor,
    dim: usize,
    flip_sin_to_cos: bool,
    freq_shift: f64,
) -> Result<Tensor> {
    let half = dim / 2;
    let freqs: Vec<f32> = (0..half)
        .map(|i| (-(10000f32.ln()) * i as f32 / (half as f32 - freq_shift as f32)).exp())
        .collect();
    let freqs = Tensor::from_vec(freqs, (1, half), t.device())?;
    let args = t
        .to_dtype(DType::F32)?
        .unsqueeze(1)?
        .broadcast_mul(&freqs)?;
    let (sin, cos) = (args.sin()?, args.cos()?);
    if flip_sin_to_cos {
        Tensor::cat(&[cos, sin], 1)
    } else {
        Tensor::cat(&[sin, cos], 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::Device;

    /// The one gather picks what diffusers' `interpolate(size=...)` picks: row
    /// floor(i * h / H) and column floor(j * w / W) of every plane, odd sizes included.
    #[test]
    fn upsample_to_odd_sizes_picks_diffusers_source_pixels() -> Result<()> {
        let (n, c, h, w) = (2, 3, 5, 7);
        let x =
            Tensor::arange(0f32, (n * c * h * w) as f32, &Device::Cpu)?.reshape((n, c, h, w))?;
        for size in [(9, 14), (10, 13), (9, 13), (10, 14)] {
            let y = upsample_nearest(&x, size)?;
            assert_eq!(y.dims4()?, (n, c, size.0, size.1));
            let y = y.flatten_all()?.to_vec1::<f32>()?;
            let xs = x.flatten_all()?.to_vec1::<f32>()?;
            for p in 0..n * c {
                for i in 0..size.0 {
                    for j in 0..size.1 {
                        let want = xs[p * h * w + (i * h / size.0) * w + j * w / size.1];
                        assert_eq!(
                            y[(p * size.0 + i) * size.1 + j],
                            want,
                            "{size:?} at {p},{i},{j}"
                        );
                    }
                }
            }
        }
        Ok(())
    }
}
