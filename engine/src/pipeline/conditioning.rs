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
use crate::prompt::{
    chunk_prompt, pad_chunks, ChunkedPrompt, EmbeddingHit, Embeddings, Layer, PromptOptions,
};
use crate::{Error, Result};
use candle_core::{DType, Device, Tensor};

/// A job's conditioning, owned: [uncond, cond] along the batch with CFG, else cond alone.
pub struct Conditioning {
    /// Text encoder hidden states [b, tokens, cross_attention_dim].
    pub context: Tensor,
    /// SDXL's pooled text embeds and time ids.
    pub text_time: Option<TextTime>,
    /// SD 3's pooled CLIP embeddings [b, pooled_projection_dim] (the MMDiT's
    /// `pooled_projections`).
    pub pooled: Option<Tensor>,
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
            pooled: None,
            refiner: None,
        }
    }

    /// SD 3: the context and the pooled CLIP embeddings.
    pub fn sd3(context: Tensor, pooled: Tensor) -> Self {
        Conditioning {
            pooled: Some(pooled),
            ..Self::context(context)
        }
    }

    /// Every tensor on `device` (text encoders run on the CPU hand theirs to the UNet's).
    pub fn to_device(self, device: &Device) -> Result<Self> {
        Ok(Conditioning {
            context: self.context.to_device(device)?,
            text_time: self
                .text_time
                .map(|t| -> Result<TextTime> {
                    Ok(TextTime {
                        text_embeds: t.text_embeds.to_device(device)?,
                        time_ids: t.time_ids.to_device(device)?,
                    })
                })
                .transpose()?,
            pooled: self.pooled.map(|p| p.to_device(device)).transpose()?,
            refiner: self
                .refiner
                .map(|r| r.to_device(device).map(Box::new))
                .transpose()?,
        })
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

/// SDXL conditioning for `prompt` / `negative` at `width` x `height`, A1111-style (see
/// [`crate::prompt`]): weighted 77-token chunks, each encoded on its own by each encoder
/// (the emphasis mean restore per encoder) at the clip-skip layer, concatenated along the
/// sequence; the pooled embedding is the first chunk's (as A1111 does). With `cfg`,
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
    options: PromptOptions,
) -> Result<Conditioning> {
    let tok2 = model.tokenizer_2.as_ref().ok_or_else(|| {
        Error::msg(format!(
            "{}: SDXL needs tokenizer_2 and text_encoder_2",
            model.path.display()
        ))
    })?;
    let named = |tok: &ClipTokenizer| NamedEmbeddings::new(model, tok);
    let both = |text: &str, field: &str| -> Result<[ChunkedPrompt; 2]> {
        let e = options.emphasis;
        Ok([
            chunk_prompt(&model.tokenizer, text, e, &named(&model.tokenizer), field)?,
            chunk_prompt(tok2, text, e, &named(tok2), field)?,
        ])
    };
    let count = |p: &[ChunkedPrompt; 2]| p[0].chunks.len().max(p[1].chunks.len());
    let zero_negative = negative.is_empty() && model.force_zeros_for_empty_prompt;
    let prompt = both(prompt, "--prompt")?;
    let negative = both(negative, "--negative-prompt")?;
    let n = if zero_negative {
        count(&prompt)
    } else {
        count(&prompt).max(count(&negative))
    };
    let cond = encode_sdxl_prompt(model, tok2, encoders, prompt, n, options)?;
    with_guidance(
        cond,
        cfg,
        zero_negative,
        || encode_sdxl_prompt(model, tok2, encoders, negative, n, options),
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
            pooled: None,
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
        pooled: None,
        refiner: None,
    })
}

/// A prompt's chunks (one set per tokenizer) through both encoders, padded with empty
/// chunks to `min_chunks`.
fn encode_sdxl_prompt(
    model: &Model,
    tok2: &ClipTokenizer,
    enc: &SdxlEncoders,
    [chunks1, chunks2]: [ChunkedPrompt; 2],
    min_chunks: usize,
    options: PromptOptions,
) -> Result<SdxlPrompt> {
    let n = min_chunks
        .max(chunks1.chunks.len())
        .max(chunks2.chunks.len());
    let chunks1 = pad_chunks(&model.tokenizer, chunks1.chunks, n);
    let chunks2 = pad_chunks(tok2, chunks2.chunks, n);
    let (e1, e2) = (enc.text_encoder, enc.text_encoder_2);
    let layer1 = Layer::sdxl(e1, options.clip_skip)?;
    let layer2 = Layer::sdxl(e2, options.clip_skip)?;
    let em = options.emphasis;
    let extra = model.embedding_vectors(false, e1.dtype(), enc.device)?;
    let h1 = crate::prompt::encode(e1, &chunks1, layer1, em, None, extra.as_ref(), enc.device)?;
    let h1 = h1.hidden;
    let eos = Some(tok2.eos_id());
    let extra_2 = model.embedding_vectors(true, e2.dtype(), enc.device)?;
    let out2 = crate::prompt::encode(e2, &chunks2, layer2, em, eos, extra_2.as_ref(), enc.device)?;
    let pooled = out2
        .pooled
        .ok_or_else(|| Error::msg("text_encoder_2 has no text_projection"))?;
    Ok(SdxlPrompt {
        context: Tensor::cat(&[h1, out2.hidden], 2)?, // [1, 77 n, d1 + d2]
        pooled,
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
/// The model's embeddings named in the prompts take their clip_g vectors there, as A1111
/// applies them to the refiner's encoder.
#[allow(clippy::too_many_arguments)]
pub fn refiner_conditioning(
    model: &Model,
    refiner: &Refiner,
    text_encoder_2: &ClipTextModel,
    device: &Device,
    prompt: &str,
    negative: &str,
    (width, height): (usize, usize),
    cfg: bool,
    settings: &RefinerSettings,
    options: PromptOptions,
) -> Result<Conditioning> {
    let tok = &refiner.tokenizer_2;
    let em = options.emphasis;
    let named = NamedEmbeddings::new(model, tok);
    let prompt = chunk_prompt(tok, prompt, em, &named, "--prompt")?;
    let negative_text = negative;
    let negative = chunk_prompt(tok, negative_text, em, &named, "--negative-prompt")?;
    let extra = model.embedding_vectors(true, text_encoder_2.dtype(), device)?;
    let zero_negative = negative_text.is_empty() && refiner.force_zeros_for_empty_prompt;
    let n = if zero_negative {
        prompt.chunks.len()
    } else {
        prompt.chunks.len().max(negative.chunks.len())
    };
    let layer = Layer::sdxl(text_encoder_2, options.clip_skip)?;
    let encode = |p: ChunkedPrompt| -> Result<SdxlPrompt> {
        let chunks = pad_chunks(tok, p.chunks, n);
        let eos = Some(tok.eos_id());
        let out = crate::prompt::encode(
            text_encoder_2,
            &chunks,
            layer,
            em,
            eos,
            extra.as_ref(),
            device,
        )?;
        let pooled = out
            .pooled
            .ok_or_else(|| Error::msg("the refiner's text_encoder_2 has no text_projection"))?;
        Ok(SdxlPrompt {
            context: out.hidden,
            pooled,
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

/// Prompt embeddings as A1111 makes them (see [`crate::prompt`]): weighted 77-token chunks
/// each encoded on its own at the clip-skip layer, padded with empty chunks to
/// `min_chunks`, concatenated along the sequence.
fn encode_prompt(
    model: &Model,
    encoder: &ClipTextModel,
    device: &Device,
    prompt: ChunkedPrompt,
    min_chunks: usize,
    options: PromptOptions,
) -> Result<Tensor> {
    let chunks = pad_chunks(&model.tokenizer, prompt.chunks, min_chunks);
    let layer = Layer::sd(encoder, options.clip_skip)?;
    let extra = model.embedding_vectors(false, encoder.dtype(), device)?;
    let em = options.emphasis;
    let out = crate::prompt::encode(encoder, &chunks, layer, em, None, extra.as_ref(), device)?;
    Ok(out.hidden)
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
            model,
            refiner,
            &encoder,
            &nets.text_device,
            &prompt,
            &negative,
            size,
            req.uses_cfg(),
            settings,
            req.prompt_options,
        )?));
    }
    // Text encoders on the CPU (`--text-encoder-device cpu`): the UNet's inputs move over.
    cond.to_device(&nets.device)
}

fn base_text_embeddings(
    model: &Model,
    nets: &Nets,
    req: &GenerateRequest,
    prompt: &str,
    negative: &str,
) -> Result<Conditioning> {
    if let Some(sd3) = &model.sd3 {
        return sd3_text_embeddings(model, sd3, nets, req, prompt, negative);
    }
    if let Some(text_encoder_2) = nets.text_encoder_2()? {
        let text_encoder = nets.text_encoder()?;
        let encoders = SdxlEncoders {
            text_encoder: &text_encoder,
            text_encoder_2: &text_encoder_2,
            device: &nets.text_device,
        };
        let size = (req.width, req.height);
        let opts = req.prompt_options;
        return sdxl_conditioning(
            model,
            &encoders,
            prompt,
            negative,
            size,
            req.uses_cfg(),
            opts,
        );
    }
    let opts = req.prompt_options;
    let tok = &model.tokenizer;
    let named = NamedEmbeddings::new(model, tok);
    let cond = chunk_prompt(tok, prompt, opts.emphasis, &named, "--prompt")?;
    let uncond = chunk_prompt(tok, negative, opts.emphasis, &named, "--negative-prompt")?;
    let n = cond.chunks.len().max(uncond.chunks.len());
    let encoder = nets.text_encoder()?;
    let cond = encode_prompt(model, &encoder, &nets.text_device, cond, n, opts)?;
    if !req.uses_cfg() {
        return Ok(Conditioning::context(cond));
    }
    let uncond = encode_prompt(model, &encoder, &nets.text_device, uncond, n, opts)?;
    Ok(Conditioning::context(Tensor::cat(&[uncond, cond], 0)?))
}

/// SD 3's conditioning (see [`super::sd3_conditioning`]): CLIP-L, CLIP-G and T5 (when the
/// model has it), then the pooled embeddings.
fn sd3_text_embeddings(
    model: &Model,
    sd3: &crate::model::sd3::Sd3Parts,
    nets: &Nets,
    req: &GenerateRequest,
    prompt: &str,
    negative: &str,
) -> Result<Conditioning> {
    use super::sd3_conditioning::{sd3_conditioning, Sd3Encoders, Sd3TextOptions};
    let missing = || Error::msg("SD 3 needs text_encoder_2 and tokenizer_2 (CLIP-G)");
    let clip_g = nets.text_encoder_2()?.ok_or_else(missing)?;
    let tokenizer_2 = model.tokenizer_2.as_ref().ok_or_else(missing)?;
    let clip_l = nets.text_encoder()?;
    let t5 = nets.text_encoder_3()?;
    let enc = Sd3Encoders {
        clip_l: &clip_l,
        clip_g: &clip_g,
        tokenizer: &model.tokenizer,
        tokenizer_2,
        t5: t5.as_deref().zip(sd3.tokenizer_3.as_ref()),
        joint_attention_dim: sd3.transformer.config.joint_attention_dim,
        device: &nets.text_device,
    };
    let options = Sd3TextOptions {
        max_sequence_length: sd3.max_sequence_length,
        clip_skip: req.prompt_options.clip_skip,
    };
    let (context, pooled) = sd3_conditioning(&enc, prompt, negative, req.uses_cfg(), options)?;
    Ok(Conditioning::sd3(context, pooled))
}

/// The model's textual-inversion embeddings as the prompt chunker looks them up: each
/// name's tokens (longest first, as A1111 matches them) and the ids its vectors take past
/// the vocabulary, numbered as `attach::embeddings::pieces` numbers them (the vector tables
/// of `Model::embedding_vectors` follow that order).
struct NamedEmbeddings(Vec<(Vec<u32>, u32, usize)>);

impl NamedEmbeddings {
    fn new(model: &Model, tok: &ClipTokenizer) -> Self {
        let mut next = model.text_encoder.config.vocab_size as u32;
        let mut names = Vec::new();
        for e in &model.embeddings {
            names.push((tok.encode(&e.name), next, e.len()));
            next += e.len() as u32;
        }
        names.sort_by_key(|(name, _, _)| std::cmp::Reverse(name.len()));
        NamedEmbeddings(names)
    }
}

impl Embeddings for NamedEmbeddings {
    fn find_at(&self, tokens: &[u32], position: usize) -> Option<EmbeddingHit> {
        self.0
            .iter()
            .enumerate()
            .find(|(_, (name, _, _))| !name.is_empty() && tokens[position..].starts_with(name))
            .map(|(i, (name, first, n))| EmbeddingHit {
                id: i,
                vectors: *n,
                name_tokens: name.len(),
                first_token: *first,
            })
    }
}
