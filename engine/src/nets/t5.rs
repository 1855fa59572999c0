//! transformers' `T5EncoderModel` (SD 3's `text_encoder_3`, T5 v1.1 XXL), with its weight
//! names: token embeddings (`shared`), blocks of RMS-normed self-attention with a learned
//! relative position bias (made by the first block, shared by all) and a feed-forward
//! (gated for v1.1), and a final RMS norm. No attention mask: SD 3 encodes its padded
//! 256 tokens without one, so the padding attends too.
//!
//! The residual stream is kept in f32 whatever the compute dtype: T5's activations
//! overflow f16 (transformers keeps `wo` in f32 and clamps for the same reason).
use super::linear::{linear_no_bias, Linear};
use super::unet::{Part, PartBuilder};
use crate::model::t5::{T5Act, T5Config};
use crate::offload::Streamer;
use candle_core::{DType, Device, Module, Result, Tensor};
use candle_nn::{embedding, Embedding, VarBuilder};
use std::sync::Arc;

/// T5's layer norm: no mean, no bias; the variance in f32.
#[derive(Debug, Clone)]
struct T5LayerNorm {
    weight: Tensor,
    eps: f64,
}

impl T5LayerNorm {
    fn new(vb: VarBuilder, size: usize, eps: f64) -> Result<Self> {
        Ok(T5LayerNorm {
            weight: vb.get(size, "weight")?,
            eps,
        })
    }

    /// `x` in f32 -> normalized, in `dtype`.
    fn forward(&self, x: &Tensor, dtype: DType) -> Result<Tensor> {
        let weight = self.weight.to_dtype(DType::F32)?;
        candle_nn::ops::rms_norm(&x.to_dtype(DType::F32)?, &weight, self.eps as f32)?
            .to_dtype(dtype)
    }
}

#[derive(Debug, Clone)]
struct T5Attention {
    q: Linear,
    k: Linear,
    v: Linear,
    o: Linear,
    heads: usize,
    d_kv: usize,
}

impl T5Attention {
    fn new(vb: VarBuilder, c: &T5Config) -> Result<Self> {
        let inner = c.num_heads * c.d_kv;
        Ok(T5Attention {
            q: linear_no_bias(c.d_model, inner, vb.pp("q"))?,
            k: linear_no_bias(c.d_model, inner, vb.pp("k"))?,
            v: linear_no_bias(c.d_model, inner, vb.pp("v"))?,
            o: linear_no_bias(inner, c.d_model, vb.pp("o"))?,
            heads: c.num_heads,
            d_kv: c.d_kv,
        })
    }

    /// `x` [b, n, d_model] with `bias` [1, heads, n, n] added to the (unscaled) scores.
    fn forward(&self, x: &Tensor, bias: &Tensor) -> Result<Tensor> {
        let (b, n, _) = x.dims3()?;
        let split = |t: Tensor| -> Result<Tensor> {
            t.reshape((b, n, self.heads, self.d_kv))?
                .transpose(1, 2)?
                .contiguous()
        };
        let q = split(self.q.forward(x)?)?;
        let k = split(self.k.forward(x)?)?;
        let v = split(self.v.forward(x)?)?;
        // T5 does not scale the scores by 1/sqrt(d_kv): its init accounts for it.
        let scores = q
            .matmul(&k.t()?)?
            .to_dtype(DType::F32)?
            .broadcast_add(bias)?;
        let probs = candle_nn::ops::softmax_last_dim(&scores)?.to_dtype(v.dtype())?;
        let o = probs
            .matmul(&v)?
            .transpose(1, 2)?
            .reshape((b, n, self.heads * self.d_kv))?;
        self.o.forward(&o)
    }
}

#[derive(Debug, Clone)]
struct T5FeedForward {
    /// `wi` (plain) or `wi_0` (gated: its activation times `wi_1`).
    wi_0: Linear,
    wi_1: Option<Linear>,
    wo: Linear,
    act: T5Act,
}

impl T5FeedForward {
    fn new(vb: VarBuilder, c: &T5Config) -> Result<Self> {
        let (act, gated) = c.act().map_err(candle_core::Error::Msg)?;
        let (d, ff) = (c.d_model, c.d_ff);
        let (wi_0, wi_1) = if gated {
            (
                linear_no_bias(d, ff, vb.pp("wi_0"))?,
                Some(linear_no_bias(d, ff, vb.pp("wi_1"))?),
            )
        } else {
            (linear_no_bias(d, ff, vb.pp("wi"))?, None)
        };
        Ok(T5FeedForward {
            wi_0,
            wi_1,
            wo: linear_no_bias(ff, d, vb.pp("wo"))?,
            act,
        })
    }

    /// `x` in the compute dtype -> f32 (`wo` runs in f32, as transformers keeps it).
    fn forward(&self, x: &Tensor) -> Result<Tensor> {
        let h = self.wi_0.forward(x)?;
        let h = match self.act {
            T5Act::Relu => h.relu()?,
            T5Act::GeluNew => h.gelu()?,
            T5Act::Silu => h.silu()?,
        };
        let h = match &self.wi_1 {
            Some(wi_1) => (h * wi_1.forward(x)?)?,
            None => h,
        };
        self.wo.forward(&h.to_dtype(DType::F32)?)
    }
}

#[derive(Debug, Clone)]
struct T5Block {
    attention_norm: T5LayerNorm,
    attention: T5Attention,
    ff_norm: T5LayerNorm,
    ff: T5FeedForward,
}

impl T5Block {
    fn new(vb: VarBuilder, c: &T5Config) -> Result<Self> {
        let (a, f) = (vb.pp("layer.0"), vb.pp("layer.1"));
        let eps = c.layer_norm_epsilon;
        Ok(T5Block {
            attention_norm: T5LayerNorm::new(a.pp("layer_norm"), c.d_model, eps)?,
            attention: T5Attention::new(a.pp("SelfAttention"), c)?,
            ff_norm: T5LayerNorm::new(f.pp("layer_norm"), c.d_model, eps)?,
            ff: T5FeedForward::new(f.pp("DenseReluDense"), c)?,
        })
    }

    /// The residual stream `x` (f32) through the block, computing in `dtype`.
    fn forward(&self, x: &Tensor, bias: &Tensor, dtype: DType) -> Result<Tensor> {
        let h = self
            .attention
            .forward(&self.attention_norm.forward(x, dtype)?, bias)?;
        let x = (x + h.to_dtype(DType::F32)?)?;
        let h = self.ff.forward(&self.ff_norm.forward(&x, dtype)?)?;
        x + h
    }
}

/// Everything but the blocks: what stays on the device when they stream.
struct Shell {
    shared: Embedding,
    /// The first block's `relative_attention_bias` [buckets, heads].
    relative_bias: Embedding,
    final_norm: T5LayerNorm,
}

impl Shell {
    fn new(vb: &VarBuilder, c: &T5Config) -> Result<Self> {
        c.check()
            .map_err(|e| candle_core::Error::Msg(format!("T5 config: {e}")))?;
        let shared = if vb.contains_tensor("shared.weight") {
            embedding(c.vocab_size, c.d_model, vb.pp("shared"))?
        } else {
            embedding(c.vocab_size, c.d_model, vb.pp("encoder.embed_tokens"))?
        };
        let e = vb.pp("encoder");
        Ok(Shell {
            shared,
            relative_bias: embedding(
                c.relative_attention_num_buckets,
                c.num_heads,
                e.pp("block.0.layer.0.SelfAttention.relative_attention_bias"),
            )?,
            final_norm: T5LayerNorm::new(
                e.pp("final_layer_norm"),
                c.d_model,
                c.layer_norm_epsilon,
            )?,
        })
    }
}

/// Where the blocks are while the encoder runs.
enum Blocks {
    Resident(Vec<T5Block>),
    /// One weight group per block, streamed through two device slots of T5's own
    /// (`--offload sequential`), which a forward pass frees when it ends. Shared by the
    /// encoders built for each prompt's encoding around a shell uploaded for it.
    Streamed(Arc<Streamer>),
}

/// A block's root in the encoder's weights.
fn block_path(i: usize) -> String {
    format!("encoder.block.{i}")
}

impl T5Config {
    /// Calls `f` for every part of the encoder's weights: the shell (token embeddings, the
    /// position bias, the final norm) resident, then each block streamed, in the order a
    /// forward pass runs them (sequential offload packs and streams them in this order).
    pub fn for_each_part(&self, mut f: impl FnMut(Part, PartBuilder) -> Result<()>) -> Result<()> {
        f(Part::Resident, &|vb| Shell::new(&vb, self).map(drop))?;
        for i in 0..self.num_layers {
            f(Part::Streamed, &|vb| {
                T5Block::new(vb.pp(block_path(i)), self).map(drop)
            })?;
        }
        Ok(())
    }
}

/// The encoder; [`T5Encoder::forward`] gives `last_hidden_state`.
pub struct T5Encoder {
    shell: Shell,
    blocks: Blocks,
    pub config: T5Config,
    dtype: DType,
}

impl T5Encoder {
    /// The encoder of `config` from `vb` at the checkpoint's root (`shared.weight`,
    /// `encoder.block.{i}...`, `encoder.final_layer_norm`).
    pub fn new(vb: VarBuilder, config: &T5Config) -> Result<Self> {
        let shell = Shell::new(&vb, config)?;
        let blocks = (0..config.num_layers)
            .map(|i| T5Block::new(vb.pp(block_path(i)), config))
            .collect::<Result<_>>()?;
        Ok(T5Encoder {
            shell,
            blocks: Blocks::Resident(blocks),
            config: config.clone(),
            dtype: vb.dtype(),
        })
    }

    /// An encoder whose shell comes from `resident` and whose blocks are streamed by
    /// `streamer`, one group per block ([`T5Config::for_each_part`]'s streamed parts in
    /// order).
    pub fn streamed(
        resident: VarBuilder,
        streamer: Arc<Streamer>,
        config: &T5Config,
    ) -> Result<Self> {
        streamer.check_groups(config.num_layers, "T5")?;
        Ok(T5Encoder {
            shell: Shell::new(&resident, config)?,
            blocks: Blocks::Streamed(streamer),
            config: config.clone(),
            dtype: resident.dtype(),
        })
    }

    /// The streamer, when the blocks are streamed.
    pub fn streamer(&self) -> Option<&Streamer> {
        match &self.blocks {
            Blocks::Streamed(s) => Some(s),
            Blocks::Resident(_) => None,
        }
    }

    pub fn dtype(&self) -> DType {
        self.dtype
    }

    pub fn device(&self) -> &Device {
        self.shell.shared.embeddings().device()
    }

    /// `ids` [b, n] u32 -> `last_hidden_state` [b, n, d_model] in the encoder's dtype.
    pub fn forward(&self, ids: &Tensor) -> Result<Tensor> {
        let n = ids.dim(1)?;
        let bias = self.position_bias(n, ids.device())?;
        let mut x = self.shell.shared.forward(ids)?.to_dtype(DType::F32)?;
        match &self.blocks {
            Blocks::Resident(blocks) => {
                for block in blocks {
                    x = block.forward(&x, &bias, self.dtype)?;
                }
            }
            Blocks::Streamed(streamer) => {
                for i in 0..self.config.num_layers {
                    x = streamer.with_group(i, |vb| {
                        T5Block::new(vb.pp(block_path(i)), &self.config)?
                            .forward(&x, &bias, self.dtype)
                    })?;
                }
                // The slots go with each prompt's encoding (a job encodes one, or two with
                // CFG): none outlives the text-encoding phase.
                streamer.park();
            }
        }
        self.shell.final_norm.forward(&x, self.dtype)
    }

    /// The learned bias of each (query, key) pair: [1, heads, n, n] in f32.
    fn position_bias(&self, n: usize, device: &Device) -> Result<Tensor> {
        let c = &self.config;
        let buckets: Vec<u32> = (0..n)
            .flat_map(|q| (0..n).map(move |k| (q, k)))
            .map(|(q, k)| {
                let relative = k as i64 - q as i64;
                relative_bucket(
                    relative,
                    c.relative_attention_num_buckets,
                    c.relative_attention_max_distance,
                )
            })
            .collect();
        let buckets = Tensor::from_vec(buckets, (n, n), device)?;
        self.shell
            .relative_bias
            .forward(&buckets)? // [n, n, heads]
            .to_dtype(DType::F32)?
            .permute((2, 0, 1))?
            .unsqueeze(0)?
            .contiguous()
    }
}

/// transformers' `T5Attention._relative_position_bucket` for the encoder (bidirectional):
/// half the buckets for keys after the query; exact distances below a quarter of the
/// buckets, logarithmic ones up to `max_distance`. In f32, as torch computes it, so the
/// buckets at exact powers fall where transformers' do.
fn relative_bucket(relative: i64, num_buckets: usize, max_distance: usize) -> u32 {
    let half = (num_buckets / 2) as i64;
    let mut bucket = if relative > 0 { half } else { 0 };
    let distance = relative.abs();
    let max_exact = half / 2;
    if distance < max_exact {
        return (bucket + distance) as u32;
    }
    let log_ratio = ((distance as f32) / (max_exact as f32)).ln();
    let log_range = ((max_distance as f64) / (max_exact as f64)).ln() as f32;
    let large = max_exact + (log_ratio / log_range * (half - max_exact) as f32) as i64;
    bucket += large.min(half - 1);
    bucket as u32
}

#[cfg(test)]
mod tests {
    use super::relative_bucket;

    /// transformers' buckets for T5's defaults (32 buckets, max distance 128), as
    /// `T5Attention._relative_position_bucket(r, True, 32, 128)` gives them at the
    /// distances where the rule changes.
    #[test]
    fn buckets_follow_transformers() {
        let b = |r| relative_bucket(r, 32, 128);
        assert_eq!((b(0), b(1), b(7), b(8)), (0, 17, 23, 24));
        assert_eq!((b(-1), b(-7), b(-8), b(-15), b(-16)), (1, 7, 8, 9, 10));
        assert_eq!((b(-127), b(-128), b(-200)), (15, 15, 15));
        assert_eq!((b(127), b(128), b(255)), (31, 31, 31));
        // Where the logarithm lands on a whole number (in f32 it could fall below).
        assert_eq!(
            (b(15), b(16), b(31), b(32), b(63), b(64)),
            (25, 26, 27, 28, 29, 30)
        );
        assert_eq!((b(-32), b(-64)), (12, 14));
    }
}
