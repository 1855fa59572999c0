//! What a job conditions the UNet on, and SDXL's way of making it: two text encoders side
//! by side, the second one's pooled embedding and the size/crop time ids (diffusers'
//! `StableDiffusionXLPipeline.encode_prompt` and `_get_add_time_ids`).
use super::placed::Nets;
use super::request::GenerateRequest;
use crate::attach::refiner::{Refiner, RefinerSettings};
use crate::attach::Model;
use crate::model::tokenizer::ClipTokenizer;
use crate::nets::clip::ClipTextModel;
use crate::nets::unet::{AddedCond, UNetCond};
use crate::{Error, Result};
use candle_core::{DType, Device, Tensor};

/// A job's conditioning, owned: [uncond, cond] along the batch with CFG, else cond alone.
pub struct Conditioning {
    /// Text encoder hidden states [b, tokens, cross_attention_dim].
    pub context: Tensor,
    /// SDXL's pooled text embeds and time ids.
    pub text_time: Option<TextTime>,
    /// The SDXL refiner's own conditioning, when the job has a refiner.
    pub refiner: Option<Box<Conditioning>>,
}

/// SDXL's added conditioning, one row per batch item.
pub struct TextTime {
    /// [b, projection_dim]: text_encoder_2's `text_embeds`.
    pub text_embeds: Tensor,
    /// [b, 6] f32: original height, width, crop top, crop left, target height, width
    /// (the refiner's: [b, 5], the aesthetic score in place of the target size).
    pub time_ids: Tensor,
}

impl Conditioning {
    /// SD 1.x/2.x: the context alone.
    pub fn context(context: Tensor) -> Self {
        Conditioning {
            context,
            text_time: None,
            refiner: None,
        }
    }

    /// The borrowed view the UNet takes.
    pub fn unet_cond(&self) -> UNetCond<'_> {
        UNetCond {
            context: &self.context,
            added: self.text_time.as_ref().map(|t| AddedCond {
                text_embeds: &t.text_embeds,
                time_ids: &t.time_ids,
            }),
        }
    }
}

/// SDXL's two text encoders as built on the device.
pub struct SdxlEncoders<'a> {
    pub text_encoder: &'a ClipTextModel,
    pub text_encoder_2: &'a ClipTextModel,
    pub device: &'a Device,
}

/// One prompt's SDXL embeddings: context [1, 77 * chunks, d1 + d2], pooled [1, projection].
struct SdxlPrompt {
    context: Tensor,
    pooled: Tensor,
}

/// SDXL conditioning for `prompt` / `negative` at `width` x `height`, A1111-style for long
/// prompts: each 77-token chunk is encoded on its own and the chunks concatenated along
/// the sequence; the pooled embedding is the first chunk's (as A1111 does). With `cfg`,
/// an empty negative prompt gives zero context and zero pooled when the model says
/// `force_zeros_for_empty_prompt` (diffusers' default for SDXL), else the encoding of "".
/// Time ids: [h, w, 0, 0, h, w] for both halves (no crop; original size = target size).
pub fn sdxl_conditioning(
    model: &Model,
    encoders: &SdxlEncoders,
    prompt: &str,
    negative: &str,
    (width, height): (usize, usize),
    cfg: bool,
) -> Result<Conditioning> {
    let tok2 = model.tokenizer_2.as_ref().ok_or_else(|| {
        Error::msg(format!(
            "{}: SDXL needs tokenizer_2 and text_encoder_2",
            model.path.display()
        ))
    })?;
    let chunks = |t: &str| {
        model
            .prompt_chunks(&model.tokenizer, t)
            .len()
            .max(model.prompt_chunks(tok2, t).len())
    };
    let zero_negative = negative.is_empty() && model.force_zeros_for_empty_prompt;
    let n = if zero_negative {
        chunks(prompt)
    } else {
        chunks(prompt).max(chunks(negative))
    };
    let cond = encode_sdxl_prompt(model, tok2, encoders, prompt, n)?;
    with_guidance(
        cond,
        cfg,
        zero_negative,
        || encode_sdxl_prompt(model, tok2, encoders, negative, n),
        |_| time_ids(width, height, encoders.device),
    )
}

/// SDXL conditioning from the prompt's encoding `cond`: alone without CFG, else [uncond,
/// cond] along the batch, uncond being zeros (`zero_negative`: the model zeroes an empty
/// negative prompt) or `negative()`. `ids(is_negative)` is each half's row of time ids.
fn with_guidance(
    cond: SdxlPrompt,
    cfg: bool,
    zero_negative: bool,
    negative: impl FnOnce() -> Result<SdxlPrompt>,
    ids: impl Fn(bool) -> Result<Tensor>,
) -> Result<Conditioning> {
    if !cfg {
        return Ok(Conditioning {
            context: cond.context,
            text_time: Some(TextTime {
                text_embeds: cond.pooled,
                time_ids: ids(false)?,
            }),
            refiner: None,
        });
    }
    let uncond = if zero_negative {
        SdxlPrompt {
            context: cond.context.zeros_like()?,
            pooled: cond.pooled.zeros_like()?,
        }
    } else {
        negative()?
    };
    Ok(Conditioning {
        context: Tensor::cat(&[uncond.context, cond.context], 0)?,
        text_time: Some(TextTime {
            text_embeds: Tensor::cat(&[uncond.pooled, cond.pooled], 0)?,
            time_ids: Tensor::cat(&[ids(true)?, ids(false)?], 0)?,
        }),
        refiner: None,
    })
}

/// `text` through both encoders, padded with empty chunks to `min_chunks`.
fn encode_sdxl_prompt(
    model: &Model,
    tok2: &ClipTokenizer,
    enc: &SdxlEncoders,
    text: &str,
    min_chunks: usize,
) -> Result<SdxlPrompt> {
    let ids = |tok: &ClipTokenizer| -> Result<Tensor> {
        let mut chunks = model.prompt_chunks(tok, text);
        let empty = tok.encode_chunks("").remove(0);
        chunks.resize(chunks.len().max(min_chunks), empty);
        let n = chunks.len();
        Ok(Tensor::from_vec(chunks.concat(), (n, 77), enc.device)?)
    };
    let extra = model.embedding_vectors(false, enc.text_encoder.dtype(), enc.device)?;
    let h1 = enc
        .text_encoder
        .forward_penultimate_with(
            &ids(&model.tokenizer)?,
            model.tokenizer.eos_id(),
            extra.as_ref(),
        )?
        .hidden;
    let extra_2 = model.embedding_vectors(true, enc.text_encoder_2.dtype(), enc.device)?;
    let out2 = enc.text_encoder_2.forward_penultimate_with(
        &ids(tok2)?,
        tok2.eos_id(),
        extra_2.as_ref(),
    )?;
    let pooled = out2
        .pooled
        .ok_or_else(|| Error::msg("text_encoder_2 has no text_projection"))?;
    let hidden = Tensor::cat(&[h1, out2.hidden], 2)?; // [n, 77, d1 + d2]
    let (n, tokens, d) = hidden.dims3()?;
    Ok(SdxlPrompt {
        context: hidden.reshape((1, n * tokens, d))?,
        pooled: pooled.narrow(0, 0, 1)?,
    })
}

/// diffusers' `add_time_ids` with its defaults: original size = target size = the image's,
/// crop (0, 0); one row.
pub fn time_ids(width: usize, height: usize, device: &Device) -> Result<Tensor> {
    let (h, w) = (height as f32, width as f32);
    let row = [h, w, 0.0, 0.0, h, w];
    Ok(Tensor::new(&row, device)?
        .to_dtype(DType::F32)?
        .unsqueeze(0)?)
}

/// The SDXL refiner's conditioning (diffusers' `StableDiffusionXLImg2ImgPipeline` with
/// `text_encoder=None`): context = text_encoder_2's penultimate hidden states alone (A1111's
/// 77-token chunks for long prompts, as the base), pooled = its projection of the first
/// chunk; time ids [h, w, 0, 0, aesthetic score] for the prompt and [h, w, 0, 0, negative
/// aesthetic score] for the negative half (with `requires_aesthetics_score`; else the
/// base's [h, w, 0, 0, h, w]). An empty negative prompt gives zeros only when the refiner
/// says `force_zeros_for_empty_prompt` (the refiner's default is the encoding of "").
#[allow(clippy::too_many_arguments)]
pub fn refiner_conditioning(
    refiner: &Refiner,
    text_encoder_2: &ClipTextModel,
    device: &Device,
    prompt: &str,
    negative: &str,
    (width, height): (usize, usize),
    cfg: bool,
    settings: &RefinerSettings,
) -> Result<Conditioning> {
    let tok = &refiner.tokenizer_2;
    let chunks = |t: &str| tok.encode_chunks(t).len();
    let zero_negative = negative.is_empty() && refiner.force_zeros_for_empty_prompt;
    let n = if zero_negative {
        chunks(prompt)
    } else {
        chunks(prompt).max(chunks(negative))
    };
    let encode = |text: &str| -> Result<SdxlPrompt> {
        let mut ids = tok.encode_chunks(text);
        let empty = tok.encode_chunks("").remove(0);
        ids.resize(ids.len().max(n), empty);
        let k = ids.len();
        let ids = Tensor::from_vec(ids.concat(), (k, 77), device)?;
        let out = text_encoder_2.forward_penultimate(&ids, tok.eos_id())?;
        let pooled = out
            .pooled
            .ok_or_else(|| Error::msg("the refiner's text_encoder_2 has no text_projection"))?;
        let (k, tokens, d) = out.hidden.dims3()?;
        Ok(SdxlPrompt {
            context: out.hidden.reshape((1, k * tokens, d))?,
            pooled: pooled.narrow(0, 0, 1)?,
        })
    };
    let (h, w) = (height as f32, width as f32);
    let ids = |is_negative: bool| -> Result<Tensor> {
        if !refiner.requires_aesthetics_score {
            return time_ids(width, height, device);
        }
        let score = if is_negative {
            settings.negative_aesthetic_score
        } else {
            settings.aesthetic_score
        };
        Ok(Tensor::from_vec(
            vec![h, w, 0.0, 0.0, score as f32],
            (1, 5),
            device,
        )?)
    };
    with_guidance(
        encode(prompt)?,
        cfg,
        zero_negative,
        || encode(negative),
        ids,
    )
}

/// Prompt embeddings, A1111-style for long prompts: each 77-token chunk encoded on its own,
/// the chunks concatenated along the sequence.
fn encode_prompt(
    model: &Model,
    encoder: &ClipTextModel,
    device: &Device,
    text: &str,
    min_chunks: usize,
) -> Result<Tensor> {
    let mut chunks = model.prompt_chunks(&model.tokenizer, text);
    let empty = model.tokenizer.encode_chunks("").remove(0);
    while chunks.len() < min_chunks {
        chunks.push(empty.clone());
    }
    let n = chunks.len();
    let ids: Vec<u32> = chunks.concat();
    let ids = Tensor::from_vec(ids, (n, 77), device)?;
    let extra = model.embedding_vectors(false, encoder.dtype(), device)?;
    let hidden = encoder.forward_with(&ids, extra.as_ref())?; // [n, 77, d]
    let d = hidden.dim(2)?;
    Ok(hidden.reshape((1, n * 77, d))?)
}

/// Text conditioning for CFG: [uncond, cond] along the batch (or just cond without CFG);
/// SDXL's (two encoders, pooled embeds, time ids) when the model has a second encoder; with
/// a refiner in the request, the refiner's own conditioning too.
pub fn text_embeddings(model: &Model, nets: &Nets, req: &GenerateRequest) -> Result<Conditioning> {
    // `<lora:NAME:STRENGTH>` tags name LoRAs (merged into the weights); they are no text.
    let text = crate::attach::lora::prompt_text;
    let (prompt, negative) = (text(&req.prompt), text(&req.negative_prompt));
    let mut cond = base_text_embeddings(model, nets, req, &prompt, &negative)?;
    if let Some(settings) = &req.refiner {
        let refiner = model.refiner.as_ref().ok_or_else(|| {
            Error::field(
                "--refiner",
                "the request asks for a refiner but none is loaded",
            )
        })?;
        let encoder = nets.refiner_text_encoder()?;
        let size = (req.width, req.height);
        cond.refiner = Some(Box::new(refiner_conditioning(
            refiner,
            &encoder,
            &nets.device,
            &prompt,
            &negative,
            size,
            req.uses_cfg(),
            settings,
        )?));
    }
    Ok(cond)
}

fn base_text_embeddings(
    model: &Model,
    nets: &Nets,
    req: &GenerateRequest,
    prompt: &str,
    negative: &str,
) -> Result<Conditioning> {
    if let Some(text_encoder_2) = nets.text_encoder_2()? {
        let text_encoder = nets.text_encoder()?;
        let encoders = SdxlEncoders {
            text_encoder: &text_encoder,
            text_encoder_2: &text_encoder_2,
            device: &nets.device,
        };
        let size = (req.width, req.height);
        return sdxl_conditioning(model, &encoders, prompt, negative, size, req.uses_cfg());
    }
    let chunks = |t: &str| model.prompt_chunks(&model.tokenizer, t).len();
    let n = chunks(prompt).max(chunks(negative));
    let encoder = nets.text_encoder()?;
    let cond = encode_prompt(model, &encoder, &nets.device, prompt, n)?;
    if !req.uses_cfg() {
        return Ok(Conditioning::context(cond));
    }
    let uncond = encode_prompt(model, &encoder, &nets.device, negative, n)?;
    Ok(Conditioning::context(Tensor::cat(&[uncond, cond], 0)?))
}
