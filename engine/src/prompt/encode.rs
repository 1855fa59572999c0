//! Chunks through a CLIP text encoder: each chunk encoded on its own (A1111's long
//! prompts), at the layer clip skip picks, with its weights applied by the emphasis mode,
//! and the chunks joined along the sequence.
use candle_core::{Device, Tensor};

use super::chunks::Chunk;
use super::emphasis;
use crate::nets::clip::ClipTextModel;
use crate::protocol::Emphasis;
use crate::{Error, Result};

/// Which hidden states a text encoder gives: after how many of its layers, and whether
/// through its final layer norm.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Layer {
    pub layers: usize,
    pub final_norm: bool,
}

impl Layer {
    /// SD 1.x/2.x with A1111's clip skip N (1 = last layer): `hidden_states[-N]` through
    /// the final layer norm, as A1111 and diffusers (`clip_skip = N - 1`) do.
    pub fn sd(encoder: &ClipTextModel, clip_skip: usize) -> Result<Layer> {
        let layers = keep(encoder, clip_skip, 1)?;
        Ok(Layer {
            layers,
            final_norm: true,
        })
    }

    /// SDXL with clip skip N: diffusers' `hidden_states[-(clip_skip + 2)]` with its
    /// `clip_skip = N - 1` (N = 1 is the penultimate layer, SDXL's own), no final norm.
    pub fn sdxl(encoder: &ClipTextModel, clip_skip: usize) -> Result<Layer> {
        let layers = keep(encoder, clip_skip, 2)?;
        Ok(Layer {
            layers,
            final_norm: false,
        })
    }
}

/// Layers run for `hidden_states[-(clip_skip + back - 1)]` of an encoder.
fn keep(encoder: &ClipTextModel, clip_skip: usize, back: usize) -> Result<usize> {
    let total = encoder.num_layers();
    let skip = clip_skip.max(1) + back - 1;
    if clip_skip == 0 || skip > total {
        let most = total + 2 - back;
        return Err(Error::field(
            "--clip-skip",
            format!("expected 1 to {most} for this text encoder's {total} layers, got {clip_skip}"),
        ));
    }
    Ok(total + 1 - skip)
}

/// One prompt through one encoder: hidden states [1, 77 x chunks, d] and, for an encoder
/// with a projection given `pooled_eos` (its eos id), the first chunk's pooled projection
/// [1, p].
pub struct Encoded {
    pub hidden: Tensor,
    pub pooled: Option<Tensor>,
}

/// Encodes `chunks` (pad them to a common count first). `extra` [m, d]: the
/// textual-inversion vectors of the ids past the vocabulary (see
/// [`ClipTextModel::token_embeds`]).
pub fn encode(
    encoder: &ClipTextModel,
    chunks: &[Chunk],
    layer: Layer,
    emphasis: Emphasis,
    pooled_eos: Option<u32>,
    extra: Option<&Tensor>,
    device: &Device,
) -> Result<Encoded> {
    let n = chunks.len();
    let ids: Vec<u32> = chunks
        .iter()
        .flat_map(|c| c.tokens.iter().copied())
        .collect();
    let width = chunks.first().map_or(77, |c| c.tokens.len());
    let ids = Tensor::from_vec(ids, (n, width), device)?;
    let tokens = encoder.token_embeds(&ids, extra)?;
    let out = encoder.encode_layers(&tokens, &ids, layer.layers, layer.final_norm, pooled_eos)?;
    let rows = (0..n)
        .map(|r| {
            let z = out.hidden.narrow(0, r, 1)?;
            emphasis::apply(&z, &chunks[r].multipliers, emphasis)
        })
        .collect::<candle_core::Result<Vec<_>>>()?;
    let hidden = Tensor::cat(&rows, 1)?;
    let pooled = out.pooled.map(|p| p.narrow(0, 0, 1)).transpose()?;
    Ok(Encoded { hidden, pooled })
}
