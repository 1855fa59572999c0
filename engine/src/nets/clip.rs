//! transformers' `CLIPTextModel` (causal text transformer), with weights under `text_model.*`,
//! and `CLIPTextModelWithProjection` (the same plus `text_projection`, SDXL's second encoder).
use super::adapters::{scoped, Adapters};
use super::linear::{linear, linear_no_bias, Linear};
use crate::model::config::ClipTextConfig;
use candle_core::{DType, Device, Module, Result, Tensor, D};
use candle_nn::{embedding, layer_norm, Embedding, LayerNorm, VarBuilder};
use std::sync::Arc;

#[derive(Debug, Clone)]
struct ClipLayer {
    layer_norm1: LayerNorm,
    q: Linear,
    k: Linear,
    v: Linear,
    out: Linear,
    layer_norm2: LayerNorm,
    fc1: Linear,
    fc2: Linear,
    heads: usize,
    quick_gelu: bool,
}

impl ClipLayer {
    fn new(vb: VarBuilder, c: &ClipTextConfig) -> Result<Self> {
        let (h, i) = (c.hidden_size, c.intermediate_size);
        let a = vb.pp("self_attn");
        Ok(ClipLayer {
            layer_norm1: layer_norm(h, c.layer_norm_eps, vb.pp("layer_norm1"))?,
            q: linear(h, h, a.pp("q_proj"))?,
            k: linear(h, h, a.pp("k_proj"))?,
            v: linear(h, h, a.pp("v_proj"))?,
            out: linear(h, h, a.pp("out_proj"))?,
            layer_norm2: layer_norm(h, c.layer_norm_eps, vb.pp("layer_norm2"))?,
            fc1: linear(h, i, vb.pp("mlp.fc1"))?,
            fc2: linear(i, h, vb.pp("mlp.fc2"))?,
            heads: c.num_attention_heads,
            quick_gelu: c.hidden_act == "quick_gelu",
        })
    }

    fn attention(&self, x: &Tensor, mask: &Tensor) -> Result<Tensor> {
        let (b, n, c) = x.dims3()?;
        let d = c / self.heads;
        let split = |t: Tensor| -> Result<Tensor> {
            t.reshape((b, n, self.heads, d))?
                .transpose(1, 2)?
                .reshape((b * self.heads, n, d))?
                .contiguous()
        };
        let q = split(self.q.forward(x)?)?;
        let k = split(self.k.forward(x)?)?;
        let v = split(self.v.forward(x)?)?;
        // The causal mask needs the whole (short, 77x77) score matrix: compute it directly.
        let scores = (q.matmul(&k.t()?)? * (1.0 / (d as f64).sqrt()))?.broadcast_add(mask)?;
        let probs = candle_nn::ops::softmax_last_dim(&scores)?;
        let o = probs
            .matmul(&v)?
            .reshape((b, self.heads, n, d))?
            .transpose(1, 2)?
            .reshape((b, n, c))?;
        self.out.forward(&o)
    }

    fn forward(&self, x: &Tensor, mask: &Tensor) -> Result<Tensor> {
        let x = (self.attention(&self.layer_norm1.forward(x)?, mask)? + x)?;
        let h = self.fc1.forward(&self.layer_norm2.forward(&x)?)?;
        let h = if self.quick_gelu {
            (&h * candle_nn::ops::sigmoid(&(&h * 1.702)?)?)?
        } else {
            h.gelu_erf()?
        };
        self.fc2.forward(&h)? + x
    }
}

/// The text encoder; `forward` returns the last hidden state after `final_layer_norm`.
#[derive(Debug, Clone)]
pub struct ClipTextModel {
    token_embedding: Embedding,
    position_embedding: Tensor,
    layers: Vec<ClipLayer>,
    final_layer_norm: LayerNorm,
    /// `text_projection` (no bias) of `CLIPTextModelWithProjection`.
    text_projection: Option<Linear>,
    pub config: ClipTextConfig,
    /// LoRAs kept as separate deltas, active during its forward passes.
    adapters: Option<Arc<Adapters>>,
}

/// What SDXL reads from a text encoder (diffusers' `output_hidden_states=True` path).
pub struct PenultimateOutput {
    /// `hidden_states[-2]`: the input of the last layer, without `final_layer_norm` [b, n, hidden].
    pub hidden: Tensor,
    /// `text_embeds`: `text_projection(final_layer_norm(last)[eos])` [b, projection_dim]; only
    /// for an encoder with a projection.
    pub pooled: Option<Tensor>,
}

impl ClipTextModel {
    pub fn new(vb: VarBuilder, c: &ClipTextConfig) -> Result<Self> {
        // transformers 5 saves without the `text_model.` prefix; older repos have it.
        let t = if vb.contains_tensor("text_model.embeddings.token_embedding.weight") {
            vb.pp("text_model")
        } else {
            vb
        };
        let e = t.pp("embeddings");
        let layers = (0..c.num_hidden_layers)
            .map(|i| ClipLayer::new(t.pp(format!("encoder.layers.{i}")), c))
            .collect::<Result<_>>()?;
        Ok(ClipTextModel {
            token_embedding: embedding(c.vocab_size, c.hidden_size, e.pp("token_embedding"))?,
            position_embedding: e.get(
                (c.max_position_embeddings, c.hidden_size),
                "position_embedding.weight",
            )?,
            layers,
            final_layer_norm: layer_norm(
                c.hidden_size,
                c.layer_norm_eps,
                t.pp("final_layer_norm"),
            )?,
            text_projection: None,
            config: c.clone(),
            adapters: None,
        })
    }

    /// `CLIPTextModelWithProjection`: the text model plus `text_projection.weight` at the
    /// top level (beside `text_model.*`).
    pub fn with_projection(vb: VarBuilder, c: &ClipTextConfig) -> Result<Self> {
        let projection_dim = c.projection_dim.ok_or_else(|| {
            candle_core::Error::Msg(
                "text encoder config: projection_dim is required for CLIPTextModelWithProjection"
                    .into(),
            )
        })?;
        let text_projection =
            linear_no_bias(c.hidden_size, projection_dim, vb.pp("text_projection"))?;
        Ok(ClipTextModel {
            text_projection: Some(text_projection),
            ..Self::new(vb, c)?
        })
    }

    fn causal_mask(n: usize, dtype: DType, device: &Device) -> Result<Tensor> {
        let mask: Vec<f32> = (0..n)
            .flat_map(|i| (0..n).map(move |j| if j > i { f32::NEG_INFINITY } else { 0. }))
            .collect();
        Tensor::from_vec(mask, (n, n), device)?.to_dtype(dtype)
    }

    /// Token plus position embeddings of `ids` and the causal mask (see
    /// [`Self::token_embeds`]).
    fn embed(&self, ids: &Tensor, extra: Option<&Tensor>) -> Result<(Tensor, Tensor)> {
        self.embed_tokens(&self.token_embeds(ids, extra)?)
    }

    /// Token embeddings [b, n] -> [b, n, hidden], before positions are added. Ids past the
    /// vocabulary take rows of `extra` (textual-inversion vectors, [m, hidden]), as the
    /// tokens diffusers adds for them do.
    pub fn token_embeds(&self, ids: &Tensor, extra: Option<&Tensor>) -> Result<Tensor> {
        let tokens = match extra {
            None => self.token_embedding.forward(ids)?,
            Some(extra) => {
                let vocab = self.token_embedding.embeddings().dim(0)? as u32;
                let flat = ids
                    .flatten_all()?
                    .to_device(&Device::Cpu)?
                    .to_vec1::<u32>()?;
                let base: Vec<u32> = flat.iter().map(|&i| i.min(vocab - 1)).collect();
                let rows: Vec<u32> = flat.iter().map(|&i| i.saturating_sub(vocab)).collect();
                let is_extra: Vec<u8> = flat.iter().map(|&i| u8::from(i >= vocab)).collect();
                let dev = ids.device();
                let shape = ids.dims().to_vec();
                let base = Tensor::from_vec(base, shape.as_slice(), dev)?;
                let rows = Tensor::from_vec(rows, shape.as_slice(), dev)?;
                let mask =
                    Tensor::from_vec(is_extra, shape.as_slice(), dev)?.unsqueeze(D::Minus1)?;
                let vocab_rows = self.token_embedding.forward(&base)?;
                let extra_rows = candle_nn::Embedding::new(extra.clone(), extra.dim(1)?)
                    .forward(&rows)?
                    .to_dtype(vocab_rows.dtype())?;
                mask.broadcast_as(vocab_rows.shape())?
                    .where_cond(&extra_rows, &vocab_rows)?
            }
        };
        Ok(tokens)
    }

    /// Position embeddings added to `tokens` [b, n, hidden], and the causal mask.
    fn embed_tokens(&self, tokens: &Tensor) -> Result<(Tensor, Tensor)> {
        let n = tokens.dim(1)?;
        let pos = self.position_embedding.narrow(0, 0, n)?;
        let x = tokens.broadcast_add(&pos)?;
        let mask = Self::causal_mask(n, x.dtype(), x.device())?;
        Ok((x, mask))
    }

    /// The dtype the encoder computes in.
    pub fn dtype(&self) -> DType {
        self.position_embedding.dtype()
    }

    /// The LoRA deltas its layers add in the forward pass (none: only its own weights).
    pub fn set_adapters(&mut self, adapters: Option<Arc<Adapters>>) {
        self.adapters = adapters;
    }

    pub fn num_layers(&self) -> usize {
        self.layers.len()
    }

    /// The hidden states after the first `layers` layers (transformers'
    /// `hidden_states[layers]`), through `final_layer_norm` when `final_norm`, from token
    /// embeddings `tokens` [b, n, hidden] (see [`Self::token_embeds`]); with a projection
    /// and `pooled_eos`, also the pooled projection of the full model's output at each
    /// row's first eos in `ids`.
    pub fn encode_layers(
        &self,
        tokens: &Tensor,
        ids: &Tensor,
        layers: usize,
        final_norm: bool,
        pooled_eos: Option<u32>,
    ) -> Result<PenultimateOutput> {
        scoped(self.adapters.as_ref(), || {
            self.encode_layers_scoped(tokens, ids, layers, final_norm, pooled_eos)
        })
    }

    fn encode_layers_scoped(
        &self,
        tokens: &Tensor,
        ids: &Tensor,
        layers: usize,
        final_norm: bool,
        pooled_eos: Option<u32>,
    ) -> Result<PenultimateOutput> {
        let total = self.layers.len();
        if layers == 0 || layers > total {
            candle_core::bail!(
                "clip skip leaves {layers} of the text encoder's {total} layers; expected 1..={total}"
            );
        }
        let (mut x, mask) = self.embed_tokens(tokens)?;
        let pooling = pooled_eos.filter(|_| self.text_projection.is_some());
        let run = if pooling.is_some() { total } else { layers };
        let mut kept = None;
        for (i, l) in self.layers[..run].iter().enumerate() {
            x = l.forward(&x, &mask)?;
            if i + 1 == layers {
                kept = Some(x.clone());
            }
        }
        let kept = kept.expect("layers is within 1..=run");
        let hidden = if final_norm {
            self.final_layer_norm.forward(&kept)?
        } else {
            kept
        };
        let pooled = match (pooling, &self.text_projection) {
            (Some(eos), Some(proj)) => Some(self.pooled(proj, &x, ids, eos)?),
            _ => None,
        };
        Ok(PenultimateOutput { hidden, pooled })
    }

    /// ids: [b, n] u32 -> [b, n, hidden].
    pub fn forward(&self, ids: &Tensor) -> Result<Tensor> {
        self.forward_with(ids, None)
    }

    /// `forward` with textual-inversion vectors for the ids past the vocabulary.
    pub fn forward_with(&self, ids: &Tensor, extra: Option<&Tensor>) -> Result<Tensor> {
        scoped(self.adapters.as_ref(), || {
            let (mut x, mask) = self.embed(ids, extra)?;
            for l in &self.layers {
                x = l.forward(&x, &mask)?;
            }
            self.final_layer_norm.forward(&x)
        })
    }

    /// The penultimate hidden states and, with a projection, the pooled embedding taken at
    /// each row's largest id (transformers pools there when the config's eos id is 2, as
    /// SD's legacy configs have it: the eos, or a textual-inversion token diffusers added
    /// after the vocabulary). Without a projection the last layer is not run at all:
    /// nothing reads it.
    pub fn forward_penultimate(&self, ids: &Tensor, eos: u32) -> Result<PenultimateOutput> {
        self.forward_penultimate_with(ids, eos, None)
    }

    /// `forward_penultimate` with textual-inversion vectors for the ids past the vocabulary.
    pub fn forward_penultimate_with(
        &self,
        ids: &Tensor,
        eos: u32,
        extra: Option<&Tensor>,
    ) -> Result<PenultimateOutput> {
        scoped(self.adapters.as_ref(), || {
            self.forward_penultimate_scoped(ids, eos, extra)
        })
    }

    fn forward_penultimate_scoped(
        &self,
        ids: &Tensor,
        eos: u32,
        extra: Option<&Tensor>,
    ) -> Result<PenultimateOutput> {
        let Some((last, rest)) = self.layers.split_last() else {
            candle_core::bail!("text encoder has no layers; SDXL reads its penultimate layer");
        };
        let (mut x, mask) = self.embed(ids, extra)?;
        for l in rest {
            x = l.forward(&x, &mask)?;
        }
        let pooled = match &self.text_projection {
            None => None,
            Some(proj) => Some(self.pooled(proj, &last.forward(&x, &mask)?, ids, eos)?),
        };
        Ok(PenultimateOutput { hidden: x, pooled })
    }

    /// The pooled embedding: the last layer's states `last` [b, n, hidden] through the
    /// final norm, each row's at its pool position ([`pool_positions`]), projected.
    fn pooled(&self, proj: &Linear, last: &Tensor, ids: &Tensor, eos: u32) -> Result<Tensor> {
        let out = self.final_layer_norm.forward(last)?;
        let rows = pool_positions(ids, eos)?
            .into_iter()
            .enumerate()
            .map(|(b, p)| out.get(b)?.get(p))
            .collect::<Result<Vec<_>>>()?;
        proj.forward(&Tensor::stack(&rows, 0)?)
    }
}

/// Per row of `ids` [b, n], the position of its first largest id: the first `eos` when
/// every id is in the vocabulary (the eos is its largest token), else the first of the
/// largest textual-inversion ids, where transformers pools (`argmax(input_ids)`).
fn pool_positions(ids: &Tensor, eos: u32) -> Result<Vec<usize>> {
    Ok(ids
        .to_device(&Device::Cpu)?
        .to_vec2::<u32>()?
        .iter()
        .map(|row| {
            let top = row.iter().copied().max().unwrap_or(eos).max(eos);
            row.iter().position(|&t| t == top).unwrap_or(row.len() - 1)
        })
        .collect())
}
