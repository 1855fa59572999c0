//! The MMDiT's attention: image tokens and text tokens projected by their own weights,
//! attended together as one sequence (joint attention), then split back. SD 3.5 normalizes
//! each head's queries and keys with an RMSNorm first.
use crate::nets::attention::{scaled_dot_product, AttentionMode};
use crate::nets::linear::{linear, Linear};
use candle_core::{Module, Result, Tensor};
use candle_nn::VarBuilder;

/// diffusers' `RMSNorm` over one head's channels (`norm_q`, `norm_k`...), eps 1e-6,
/// computed in f32.
#[derive(Debug, Clone)]
pub struct HeadRmsNorm {
    weight: Tensor,
}

impl HeadRmsNorm {
    fn new(vb: VarBuilder, head_dim: usize) -> Result<Self> {
        let weight = vb.get_with_hints(head_dim, "weight", candle_nn::Init::Const(1.))?;
        Ok(HeadRmsNorm {
            weight: weight.to_dtype(candle_core::DType::F32)?,
        })
    }

    /// `x`: [..., head_dim].
    fn forward(&self, x: &Tensor) -> Result<Tensor> {
        // One pass on CUDA, the same floats as the f32 path below.
        #[cfg(feature = "cuda")]
        if x.device().is_cuda() {
            return crate::nets::cuda_ops::rms_norm(x, &self.weight, 1e-6);
        }
        let dtype = x.dtype();
        let x = x.to_dtype(candle_core::DType::F32)?.contiguous()?;
        candle_nn::ops::rms_norm(&x, &self.weight, 1e-6)?.to_dtype(dtype)
    }
}

/// Queries, keys and values of one stream, each [b, tokens, heads * head_dim] (token-major,
/// as the projections write them).
struct Qkv {
    q: Tensor,
    k: Tensor,
    v: Tensor,
}

/// One stream's projections into the attention (`to_q/k/v` for the image,
/// `add_q/k/v_proj` for the context) and the optional per-head norms of q and k.
#[derive(Debug, Clone)]
struct StreamIn {
    q: Linear,
    k: Linear,
    v: Linear,
    norm_q: Option<HeadRmsNorm>,
    norm_k: Option<HeadRmsNorm>,
}

impl StreamIn {
    /// `names`: the q/k/v layers' and the q/k norms' names under `vb`.
    fn new(vb: &VarBuilder, names: [&str; 5], dims: &Dims) -> Result<Self> {
        let d = dims.inner();
        let norm = |name: &str| {
            dims.qk_norm
                .then(|| HeadRmsNorm::new(vb.pp(name), dims.head_dim))
                .transpose()
        };
        Ok(StreamIn {
            q: linear(d, d, vb.pp(names[0]))?,
            k: linear(d, d, vb.pp(names[1]))?,
            v: linear(d, d, vb.pp(names[2]))?,
            norm_q: norm(names[3])?,
            norm_k: norm(names[4])?,
        })
    }

    fn forward(&self, x: &Tensor, heads: usize) -> Result<Qkv> {
        // Each head's channels normalized in place of the layout: [b, n, heads, d] is a
        // view of the projection's [b, n, heads * d].
        let norm = |t: Tensor, n: &Option<HeadRmsNorm>| -> Result<Tensor> {
            let Some(n) = n else { return Ok(t) };
            let (b, tokens, c) = t.dims3()?;
            n.forward(&t.reshape((b, tokens, heads, c / heads))?)?
                .reshape((b, tokens, c))
        };
        Ok(Qkv {
            q: norm(self.q.forward(x)?, &self.norm_q)?,
            k: norm(self.k.forward(x)?, &self.norm_k)?,
            v: self.v.forward(x)?,
        })
    }
}

/// The sizes an attention is built with.
#[derive(Debug, Clone, Copy)]
pub struct Dims {
    pub heads: usize,
    pub head_dim: usize,
    /// RMS-normalize each head's q and k (`qk_norm: "rms_norm"`).
    pub qk_norm: bool,
}

impl Dims {
    fn inner(&self) -> usize {
        self.heads * self.head_dim
    }
}

/// Attention of `q` over `k`, `v` ([b, n, heads * d], token-major) -> [b, n, heads * d].
/// On CUDA the flash kernel reads the heads side by side (no transposes); elsewhere, and
/// under sliced attention, the heads are split into the batch.
fn attend(q: &Tensor, k: &Tensor, v: &Tensor, heads: usize, mode: AttentionMode) -> Result<Tensor> {
    let (b, n, c) = q.dims3()?;
    let d = c / heads;
    #[cfg(feature = "cuda")]
    if matches!(mode, AttentionMode::Chunked { .. })
        && q.device().is_cuda()
        && crate::nets::cuda_ops::flash_supported(q, d)
    {
        let scale = 1.0 / (d as f64).sqrt();
        return crate::nets::cuda_ops::flash_attention(q, k, v, heads, scale);
    }
    let split = |t: &Tensor| -> Result<Tensor> {
        let m = t.dim(1)?;
        t.reshape((b, m, heads, d))?
            .transpose(1, 2)?
            .contiguous()?
            .reshape((b * heads, m, d))
    };
    let o = scaled_dot_product(&split(q)?, &split(k)?, &split(v)?, mode, false)?;
    o.reshape((b, heads, n, d))?
        .transpose(1, 2)?
        .reshape((b, n, heads * d))
}

/// [`attend`] over the image tokens followed by the text's, as diffusers concatenates them
/// -> the outputs of the image's rows and of the text's. On CUDA the flash kernel reads the
/// two segments where they are (no concatenation, and each output is contiguous) where it
/// has a joint kernel for the head size; otherwise they are concatenated.
fn attend_joint(
    img: &Qkv,
    ctx: &Qkv,
    heads: usize,
    mode: AttentionMode,
) -> Result<(Tensor, Tensor)> {
    let n = img.q.dim(1)?;
    #[cfg(feature = "cuda")]
    let d = img.q.dim(2)? / heads;
    #[cfg(feature = "cuda")]
    if matches!(mode, AttentionMode::Chunked { .. })
        && img.q.device().is_cuda()
        && crate::nets::cuda_ops::flash_joint_supported(&img.q, d)
    {
        let scale = 1.0 / (d as f64).sqrt();
        return crate::nets::cuda_ops::flash_attention_joint(
            [&img.q, &img.k, &img.v],
            [&ctx.q, &ctx.k, &ctx.v],
            heads,
            scale,
        );
    }
    let cat = |a: &Tensor, b: &Tensor| Tensor::cat(&[a, b], 1);
    let o = attend(
        &cat(&img.q, &ctx.q)?,
        &cat(&img.k, &ctx.k)?,
        &cat(&img.v, &ctx.v)?,
        heads,
        mode,
    )?;
    let m = o.dim(1)? - n;
    Ok((o.narrow(1, 0, n)?, o.narrow(1, n, m)?))
}

/// diffusers' `Attention` with `JointAttnProcessor2_0` and `added_kv_proj_dim`: the image
/// stream (`to_q/k/v`, `norm_q/k`, `to_out.0`) and the context stream (`add_q/k/v_proj`,
/// `norm_added_q/k`, `to_add_out`, absent in the last block: its context output is unused).
#[derive(Debug, Clone)]
pub struct JointAttention {
    image: StreamIn,
    context: StreamIn,
    to_out: Linear,
    to_add_out: Option<Linear>,
    heads: usize,
    pub mode: AttentionMode,
}

impl JointAttention {
    /// `vb` is the attention's root (`transformer_blocks.0.attn`); `context_pre_only`: the
    /// last block, whose context output is dropped.
    pub fn new(vb: VarBuilder, dims: Dims, context_pre_only: bool) -> Result<Self> {
        let d = dims.inner();
        Ok(JointAttention {
            image: StreamIn::new(&vb, ["to_q", "to_k", "to_v", "norm_q", "norm_k"], &dims)?,
            context: StreamIn::new(
                &vb,
                [
                    "add_q_proj",
                    "add_k_proj",
                    "add_v_proj",
                    "norm_added_q",
                    "norm_added_k",
                ],
                &dims,
            )?,
            to_out: linear(d, d, vb.pp("to_out.0"))?,
            to_add_out: (!context_pre_only)
                .then(|| linear(d, d, vb.pp("to_add_out")))
                .transpose()?,
            heads: dims.heads,
            mode: AttentionMode::default(),
        })
    }

    /// `x` [b, n, dim] image tokens and `context` [b, m, dim] text tokens, both normalized
    /// and modulated -> (image output, context output unless context pre-only).
    pub fn forward(&self, x: &Tensor, context: &Tensor) -> Result<(Tensor, Option<Tensor>)> {
        let img = self.image.forward(x, self.heads)?;
        let ctx = self.context.forward(context, self.heads)?;
        let (o_img, o_ctx) = attend_joint(&img, &ctx, self.heads, self.mode)?;
        let x_out = self.to_out.forward(&o_img)?;
        let c_out = match &self.to_add_out {
            Some(l) => Some(l.forward(&o_ctx)?),
            None => None,
        };
        Ok((x_out, c_out))
    }
}

/// SD 3.5 Medium's second attention (`attn2`): the image tokens alone, with their own
/// projections and q/k norms.
#[derive(Debug, Clone)]
pub struct SelfAttention {
    image: StreamIn,
    to_out: Linear,
    heads: usize,
    pub mode: AttentionMode,
}

impl SelfAttention {
    pub fn new(vb: VarBuilder, dims: Dims) -> Result<Self> {
        Ok(SelfAttention {
            image: StreamIn::new(&vb, ["to_q", "to_k", "to_v", "norm_q", "norm_k"], &dims)?,
            to_out: linear(dims.inner(), dims.inner(), vb.pp("to_out.0"))?,
            heads: dims.heads,
            mode: AttentionMode::default(),
        })
    }

    pub fn forward(&self, x: &Tensor) -> Result<Tensor> {
        let s = self.image.forward(x, self.heads)?;
        self.to_out
            .forward(&attend(&s.q, &s.k, &s.v, self.heads, self.mode)?)
    }
}
