//! SD 3's prompt embeddings, as diffusers' `StableDiffusion3Pipeline.encode_prompt` makes
//! them: CLIP-L's and CLIP-G's penultimate hidden states side by side (77 tokens each, cut
//! there), zero-padded to T5's width and followed along the tokens by T5's last hidden
//! state (`max_sequence_length` tokens, no attention mask); the pooled embedding is both
//! CLIP projections side by side. Without T5 its place is zeros of `max_sequence_length`
//! tokens, as diffusers gives with `text_encoder_3=None`. With CFG the negative prompt (empty: the encoding of
//! "") makes the first half of the batch.
use crate::model::t5_tokenizer::T5Tokenizer;
use crate::model::tokenizer::ClipTokenizer;
use crate::nets::clip::ClipTextModel;
use crate::nets::t5::T5Encoder;
use crate::prompt::Layer;
use crate::{Error, Result};
use candle_core::{Device, Tensor};

/// diffusers' `tokenizer_max_length`: CLIP's 77.
const CLIP_TOKENS: usize = 77;

/// SD 3's encoders and tokenizers as built for the text-encoding phase.
pub struct Sd3Encoders<'a> {
    /// CLIP-L with its projection (`text_encoder`).
    pub clip_l: &'a ClipTextModel,
    /// CLIP-G with its projection (`text_encoder_2`).
    pub clip_g: &'a ClipTextModel,
    pub tokenizer: &'a ClipTokenizer,
    pub tokenizer_2: &'a ClipTokenizer,
    /// T5 and its tokenizer (`text_encoder_3`, `tokenizer_3`); none: zeros in its place.
    pub t5: Option<(&'a T5Encoder, &'a T5Tokenizer)>,
    /// The transformer's `joint_attention_dim`: T5's width, and the zeros' without it.
    pub joint_attention_dim: usize,
    /// Where the CLIP encoders run; T5's output is moved there.
    pub device: &'a Device,
}

/// What SD 3's prompt encoding asks for besides the prompts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sd3TextOptions {
    /// T5's token count (diffusers' `max_sequence_length`, 256 by default, at most 512).
    pub max_sequence_length: usize,
    /// A1111's numbering: 1 is the penultimate layer, diffusers' `clip_skip = N - 1`.
    pub clip_skip: usize,
}

impl Default for Sd3TextOptions {
    fn default() -> Self {
        Sd3TextOptions {
            max_sequence_length: 256,
            clip_skip: 1,
        }
    }
}

/// One prompt's embeddings: context [1, 77 + T5 tokens, joint_attention_dim] and pooled
/// [1, CLIP-L projection + CLIP-G projection], in CLIP-L's dtype on `enc.device`.
pub fn sd3_prompt_embeds(
    enc: &Sd3Encoders,
    prompt: &str,
    options: Sd3TextOptions,
) -> Result<(Tensor, Tensor)> {
    let (l_hidden, l_pooled) = clip_embeds(enc.clip_l, enc.tokenizer, prompt, options, enc.device)?;
    let (g_hidden, g_pooled) =
        clip_embeds(enc.clip_g, enc.tokenizer_2, prompt, options, enc.device)?;
    let dtype = l_hidden.dtype();
    let clip = Tensor::cat(&[l_hidden, g_hidden.to_dtype(dtype)?], 2)?;
    let t5 = match enc.t5 {
        Some((t5, tok)) => {
            let ids = tok.encode_padded(prompt, options.max_sequence_length)?;
            let n = ids.len();
            let ids = Tensor::from_vec(ids, (1, n), t5.device())?;
            t5.forward(&ids)?.to_device(enc.device)?.to_dtype(dtype)?
        }
        None => {
            let shape = (1, options.max_sequence_length, enc.joint_attention_dim);
            Tensor::zeros(shape, dtype, enc.device)?
        }
    };
    let (clip_width, t5_width) = (clip.dim(2)?, t5.dim(2)?);
    if clip_width > t5_width {
        return Err(Error::msg(format!(
            "SD 3 text encoders: CLIP-L + CLIP-G give {clip_width} values per token, more than T5's (the transformer's joint_attention_dim) {t5_width}"
        )));
    }
    let clip = clip.pad_with_zeros(2, 0, t5_width - clip_width)?;
    let context = Tensor::cat(&[clip, t5], 1)?;
    let g_pooled = g_pooled.to_dtype(l_pooled.dtype())?;
    let pooled = Tensor::cat(&[l_pooled, g_pooled], 1)?;
    Ok((context, pooled))
}

/// diffusers' `_get_clip_prompt_embeds`: `prompt` cut at 77 tokens, the hidden states at
/// clip skip's layer (the penultimate without final norm by default) and the projection
/// of the final layer's pooled token.
fn clip_embeds(
    encoder: &ClipTextModel,
    tokenizer: &ClipTokenizer,
    prompt: &str,
    options: Sd3TextOptions,
    device: &Device,
) -> Result<(Tensor, Tensor)> {
    let ids = Tensor::from_vec(tokenizer.encode_77(prompt), (1, CLIP_TOKENS), device)?;
    let layer = Layer::sdxl(encoder, options.clip_skip)?;
    let tokens = encoder.token_embeds(&ids, None)?;
    let out = encoder.encode_layers(
        &tokens,
        &ids,
        layer.layers,
        layer.final_norm,
        Some(tokenizer.eos_id()),
    )?;
    let pooled = out.pooled.ok_or_else(|| {
        Error::msg(
            "SD 3's CLIP text encoders need their text_projection (CLIPTextModelWithProjection)",
        )
    })?;
    Ok((out.hidden, pooled))
}

/// The job's context and pooled embeddings: [negative, prompt] along the batch with
/// `cfg`, else the prompt's alone.
pub fn sd3_conditioning(
    enc: &Sd3Encoders,
    prompt: &str,
    negative: &str,
    cfg: bool,
    options: Sd3TextOptions,
) -> Result<(Tensor, Tensor)> {
    let (context, pooled) = sd3_prompt_embeds(enc, prompt, options)?;
    if !cfg {
        return Ok((context, pooled));
    }
    let (n_context, n_pooled) = sd3_prompt_embeds(enc, negative, options)?;
    Ok((
        Tensor::cat(&[n_context, context], 0)?,
        Tensor::cat(&[n_pooled, pooled], 0)?,
    ))
}
