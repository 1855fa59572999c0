//! Multi-head attention that never builds the whole batch's score matrix at once.
//!
//! Scores are computed for a group of (batch x head) rows and a block of query rows at a
//! time, bounded by `max_score_elems`, in the compute dtype (f32 only where the model asks
//! for upcast attention). Slicing by a fixed number of query rows is the same loop with a
//! smaller block, so both are exact and handle remainders.
use super::linear::{linear, linear_no_bias, Linear};
use candle_core::{DType, Module, Result, Tensor};
use candle_nn::VarBuilder;

/// How attention splits its work; every mode gives the same result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AttentionMode {
    /// Blocks sized so one block's score matrix holds at most this many elements.
    Chunked { max_score_elems: usize },
    /// At most this many query rows per block, one head at a time (user-set slicing).
    Sliced { rows: usize },
}

impl AttentionMode {
    /// `--attention-slice`: `off` (blocks bounded at 64 Mi score elements), `auto` (blocks
    /// bounded at 4 Mi elements) or `N` query rows at a time, one head at a time.
    pub fn parse_slice(s: &str) -> std::result::Result<Self, String> {
        match s {
            "off" => Ok(AttentionMode::default()),
            "auto" => Ok(AttentionMode::Chunked {
                max_score_elems: 1 << 22,
            }),
            n => match crate::ranges::ATTENTION_SLICE.parse::<usize>(n) {
                Ok(rows) if rows > 0 => Ok(AttentionMode::Sliced { rows }),
                _ => Err(format!(
                    "expected off, auto or a number of query rows ({}, not 0), got '{n}'",
                    crate::ranges::ATTENTION_SLICE.describe()
                )),
            },
        }
    }
}

impl Default for AttentionMode {
    fn default() -> Self {
        // 64 Mi elements: 128 MiB of f16 scores per block, small beside a UNet's weights.
        AttentionMode::Chunked {
            max_score_elems: 1 << 26,
        }
    }
}

/// Scaled dot-product attention. q: [bh, nq, d], k and v: [bh, nk, d] (bh = batch x heads).
pub fn scaled_dot_product(
    q: &Tensor,
    k: &Tensor,
    v: &Tensor,
    mode: AttentionMode,
    upcast: bool,
) -> Result<Tensor> {
    let (bh, nq, d) = q.dims3()?;
    let nk = k.dim(1)?;
    let scale = 1.0 / (d as f64).sqrt();
    let (group, rows) = match mode {
        AttentionMode::Chunked { max_score_elems } => {
            let per_row = nk.max(1);
            let rows = (max_score_elems / per_row).clamp(1, nq);
            let group = if rows == nq {
                (max_score_elems / (nq * per_row)).clamp(1, bh)
            } else {
                1
            };
            (group, rows)
        }
        AttentionMode::Sliced { rows } => (1, rows.clamp(1, nq)),
    };
    #[cfg(feature = "cuda")]
    if matches!(mode, AttentionMode::Chunked { .. })
        && q.device().is_cuda()
        && super::cuda_ops::flash_supported(q, d)
    {
        // Flash keeps the scores in f32 registers, so it also serves upcast attention.
        return super::cuda_ops::flash_attention(q, k, v, 1, scale);
    }
    if group >= bh && rows >= nq {
        return attend(q, k, v, scale, upcast);
    }
    let mut outs = Vec::with_capacity(bh.div_ceil(group));
    for g in (0..bh).step_by(group) {
        let gl = group.min(bh - g);
        let (kg, vg) = (k.narrow(0, g, gl)?, v.narrow(0, g, gl)?);
        let qg = q.narrow(0, g, gl)?;
        if rows >= nq {
            outs.push(attend(&qg, &kg, &vg, scale, upcast)?);
            continue;
        }
        let mut parts = Vec::with_capacity(nq.div_ceil(rows));
        for r in (0..nq).step_by(rows) {
            let rl = rows.min(nq - r);
            parts.push(attend(&qg.narrow(1, r, rl)?, &kg, &vg, scale, upcast)?);
        }
        outs.push(Tensor::cat(&parts, 1)?);
    }
    Tensor::cat(&outs, 0)
}

fn attend(q: &Tensor, k: &Tensor, v: &Tensor, scale: f64, upcast: bool) -> Result<Tensor> {
    let dtype = q.dtype();
    let (q, k) = if upcast && dtype != DType::F32 {
        (q.to_dtype(DType::F32)?, k.to_dtype(DType::F32)?)
    } else {
        (q.clone(), k.clone())
    };
    // Scaling q (n x d) rather than the scores (n x n) is cheaper and keeps f16 scores
    // from overflowing before the scale is applied.
    let scores = (q * scale)?.matmul(&k.t()?)?;
    let probs = candle_nn::ops::softmax_last_dim(&scores)?.to_dtype(dtype)?;
    probs.matmul(v)
}

/// diffusers' `Attention` as the UNet's transformer blocks use it (to_q/to_k/to_v without
/// bias, to_out.0 with bias), self- or cross-attention.
#[derive(Debug, Clone)]
pub struct CrossAttention {
    to_q: Linear,
    to_k: Linear,
    to_v: Linear,
    to_out: Linear,
    heads: usize,
    pub mode: AttentionMode,
    upcast: bool,
}

impl CrossAttention {
    pub fn new(
        vb: VarBuilder,
        query_dim: usize,
        context_dim: Option<usize>,
        heads: usize,
        head_dim: usize,
        upcast: bool,
    ) -> Result<Self> {
        let inner = heads * head_dim;
        let ctx = context_dim.unwrap_or(query_dim);
        Ok(CrossAttention {
            to_q: linear_no_bias(query_dim, inner, vb.pp("to_q"))?,
            to_k: linear_no_bias(ctx, inner, vb.pp("to_k"))?,
            to_v: linear_no_bias(ctx, inner, vb.pp("to_v"))?,
            to_out: linear(inner, query_dim, vb.pp("to_out.0"))?,
            heads,
            mode: AttentionMode::default(),
            upcast,
        })
    }

    /// [b, n, c] -> [b*heads, n, c/heads]
    fn split_heads(&self, x: &Tensor) -> Result<Tensor> {
        let (b, n, c) = x.dims3()?;
        x.reshape((b, n, self.heads, c / self.heads))?
            .transpose(1, 2)?
            .reshape((b * self.heads, n, c / self.heads))?
            .contiguous()
    }

    fn merge_heads(&self, x: &Tensor) -> Result<Tensor> {
        let (bh, n, d) = x.dims3()?;
        let b = bh / self.heads;
        x.reshape((b, self.heads, n, d))?
            .transpose(1, 2)?
            .reshape((b, n, self.heads * d))
    }

    pub fn forward(&self, x: &Tensor, context: Option<&Tensor>) -> Result<Tensor> {
        self.attend(x, context, None)
    }

    /// `self.forward(x, context) + residual`, the residual added with `to_out`'s bias
    /// ([`Linear::forward_add`]).
    pub fn forward_add(
        &self,
        x: &Tensor,
        context: Option<&Tensor>,
        residual: &Tensor,
    ) -> Result<Tensor> {
        self.attend(x, context, Some(residual))
    }

    fn attend(
        &self,
        x: &Tensor,
        context: Option<&Tensor>,
        residual: Option<&Tensor>,
    ) -> Result<Tensor> {
        let out = |o: &Tensor| match residual {
            Some(r) => self.to_out.forward_add(o, r),
            None => self.to_out.forward(o),
        };
        let q = self.to_q.forward(x)?;
        let (k, v) = match context {
            // The text context's keys and values, kept between steps by a resident net.
            Some(ctx) => super::context_cache::keys_values(
                self as *const Self as usize,
                self.to_k.weight_id(),
                ctx,
                || Ok((self.to_k.forward(ctx)?, self.to_v.forward(ctx)?)),
            )?,
            None => (self.to_k.forward(x)?, self.to_v.forward(x)?),
        };
        let dev = q.device().clone();
        #[cfg(feature = "cuda")]
        {
            let head_dim = q.dim(2)? / self.heads;
            if dev.is_cuda() && super::cuda_ops::flash_supported(&q, head_dim) {
                let scale = 1.0 / (head_dim as f64).sqrt();
                let flash =
                    |q: &Tensor| super::cuda_ops::flash_attention(q, &k, &v, self.heads, scale);
                let o = crate::profile::time("attn.core", &dev, || match self.mode {
                    // Flash holds no score matrix; user slicing still runs in query slices.
                    AttentionMode::Sliced { rows } if rows < q.dim(1)? => {
                        let n = q.dim(1)?;
                        let parts = (0..n)
                            .step_by(rows)
                            .map(|r| flash(&q.narrow(1, r, rows.min(n - r))?))
                            .collect::<Result<Vec<_>>>()?;
                        Tensor::cat(&parts, 1)
                    }
                    _ => flash(&q),
                })?;
                return out(&o);
            }
        }
        let (q, k, v) = (
            self.split_heads(&q)?,
            self.split_heads(&k)?,
            self.split_heads(&v)?,
        );
        let o = crate::profile::time("attn.core", &dev, || {
            scaled_dot_product(&q, &k, &v, self.mode, self.upcast)
        })?;
        out(&self.merge_heads(&o)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::Device;

    #[test]
    fn every_split_gives_the_same_result() -> Result<()> {
        let dev = Device::Cpu;
        let q = Tensor::randn(0f32, 1., (6, 37, 8), &dev)?;
        let k = Tensor::randn(0f32, 1., (6, 23, 8), &dev)?;
        let v = Tensor::randn(0f32, 1., (6, 23, 8), &dev)?;
        let full = scaled_dot_product(
            &q,
            &k,
            &v,
            AttentionMode::Chunked {
                max_score_elems: usize::MAX,
            },
            false,
        )?;
        for mode in [
            AttentionMode::Chunked {
                max_score_elems: 23 * 37 * 2,
            },
            AttentionMode::Chunked {
                max_score_elems: 23 * 5,
            },
            AttentionMode::Sliced { rows: 1 },
            AttentionMode::Sliced { rows: 10 },
        ] {
            let got = scaled_dot_product(&q, &k, &v, mode, false)?;
            let err = (got - &full)?.abs()?.max_all()?.to_scalar::<f32>()?;
            assert!(err < 1e-6, "{mode:?}: {err}");
        }
        Ok(())
    }
}
