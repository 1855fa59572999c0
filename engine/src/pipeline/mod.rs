//! A text-to-image job from request to image, reporting progress as events.
use crate::conditioning::{refiner_conditioning, sdxl_conditioning, Conditioning, SdxlEncoders};
use crate::control::{ControlUnit, Controller};
use crate::img2img::{InitImage, Start};
use crate::model::{Family, Model, RefinerSettings};
use crate::nets::clip::ClipTextModel;
use crate::nets::unet::UNet;
use crate::rng::NoiseRng;
use crate::sampling::{build_sampler, SamplerKind};
use crate::{Error, Result};
use candle_core::{DType, Device, Tensor};

mod placed;
pub use placed::{Lease, Nets};

/// The run's dtype from its name (`f32`, `f16`, `bf16`); none means the device's default
/// (f16 on CUDA, f32 on the CPU). Errors name `field` (a CLI flag or protocol field).
pub fn parse_dtype(name: Option<&str>, device: &Device, field: &str) -> Result<DType> {
    match name {
        None if device.is_cpu() => Ok(DType::F32),
        None => Ok(DType::F16),
        Some("f32") => Ok(DType::F32),
        Some("f16") => Ok(DType::F16),
        Some("bf16") => Ok(DType::BF16),
        Some(o) => Err(Error::field(
            field,
            format!("unknown dtype '{o}'; expected f32, f16 or bf16"),
        )),
    }
}

/// What the user asked for.
#[derive(Debug, Clone)]
pub struct GenerateRequest {
    pub prompt: String,
    pub negative_prompt: String,
    pub width: usize,
    pub height: usize,
    pub steps: usize,
    pub cfg: f64,
    pub seed: u64,
    pub sampler: SamplerKind,
    /// Unit-variance starting noise [1, 4, h/8, w/8] used instead of the seeded draw.
    pub init_noise: Option<Tensor>,
    /// img2img / inpainting: the input image, strength and mask (see [`crate::img2img`]).
    pub init_image: Option<InitImage>,
    /// ControlNet inputs (`--control`), their ControlNets in `Model::controlnets`.
    pub controls: Vec<ControlUnit>,
    /// Hand the last steps to the SDXL refiner in `Model::refiner` (`--refiner`).
    pub refiner: Option<RefinerSettings>,
}

impl GenerateRequest {
    /// Checks the image size, naming --width / --height.
    pub fn checked_size(width: usize, height: usize) -> Result<()> {
        for (flag, v) in [("--width", width), ("--height", height)] {
            if v == 0 || v % 8 != 0 {
                return Err(Error::field(
                    flag,
                    format!("expected a positive multiple of 8, got {v}"),
                ));
            }
            if v > 16384 {
                return Err(Error::field(
                    flag,
                    format!("{v} is larger than the 16384 pixels supported"),
                ));
            }
        }
        Ok(())
    }

    /// Checks the fields a user can get wrong, naming the CLI flag.
    pub fn validate(&self) -> Result<()> {
        Self::checked_size(self.width, self.height)?;
        if self.steps == 0 {
            return Err(Error::field("--steps", "expected at least 1 step, got 0"));
        }
        if !self.cfg.is_finite() || self.cfg < 0.0 {
            return Err(Error::field(
                "--cfg",
                format!("expected a non-negative number, got {}", self.cfg),
            ));
        }
        for c in &self.controls {
            c.validate("--control", self.width, self.height)?;
        }
        if let Some(n) = &self.init_noise {
            let want = [1, 4, self.height / 8, self.width / 8];
            if n.dims() != want {
                return Err(Error::field(
                    "--init-noise",
                    format!(
                        "tensor 'noise' has shape {:?}, expected {want:?} for {}x{}",
                        n.dims(),
                        self.width,
                        self.height
                    ),
                ));
            }
        }
        if let Some(init) = &self.init_image {
            init.validate(self.width, self.height, self.steps)?;
        }
        if let Some(r) = &self.refiner {
            r.validate()?;
            if self.init_image.as_ref().is_some_and(|i| i.mask.is_some()) {
                return Err(Error::field(
                    "--refiner",
                    "inpainting (--mask) with a refiner is not supported; leave out one of them",
                ));
            }
        }
        Ok(())
    }
}

/// What a job reports while it runs.
#[derive(Debug, Clone)]
pub enum Event<'a> {
    Phase(&'static str),
    /// A step finished; `latents` are the current latents (for previews).
    Step {
        step: usize,
        total: usize,
        latents: &'a Tensor,
    },
    /// A phase ran out of device memory; it is retried under the lower plan `to`.
    Fallback {
        phase: &'static str,
        from: crate::planner::Plan,
        to: crate::planner::Plan,
        error: String,
    },
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
    let mut chunks = model.tokenizer.encode_chunks(text);
    let empty = model.tokenizer.encode_chunks("").remove(0);
    while chunks.len() < min_chunks {
        chunks.push(empty.clone());
    }
    let n = chunks.len();
    let ids: Vec<u32> = chunks.concat();
    let ids = Tensor::from_vec(ids, (n, 77), device)?;
    let hidden = encoder.forward(&ids)?; // [n, 77, d]
    let d = hidden.dim(2)?;
    Ok(hidden.reshape((1, n * 77, d))?)
}

/// Text conditioning for CFG: [uncond, cond] along the batch (or just cond without CFG);
/// SDXL's (two encoders, pooled embeds, time ids) when the model has a second encoder; with
/// a refiner in the request, the refiner's own conditioning too.
pub fn text_embeddings(model: &Model, nets: &Nets, req: &GenerateRequest) -> Result<Conditioning> {
    let mut cond = base_text_embeddings(model, nets, req)?;
    if let Some(settings) = &req.refiner {
        let refiner = model.refiner.as_ref().ok_or_else(|| {
            Error::field(
                "--refiner",
                "the request asks for a refiner but none is loaded",
            )
        })?;
        let encoder = nets.refiner_text_encoder()?;
        let size = (req.width, req.height);
        let (prompt, negative) = (&req.prompt, &req.negative_prompt);
        cond.refiner = Some(Box::new(refiner_conditioning(
            refiner,
            &encoder,
            &nets.device,
            prompt,
            negative,
            size,
            uses_cfg(req),
            settings,
        )?));
    }
    Ok(cond)
}

fn base_text_embeddings(model: &Model, nets: &Nets, req: &GenerateRequest) -> Result<Conditioning> {
    if let Some(text_encoder_2) = nets.text_encoder_2()? {
        let text_encoder = nets.text_encoder()?;
        let encoders = SdxlEncoders {
            text_encoder: &text_encoder,
            text_encoder_2: &text_encoder_2,
            device: &nets.device,
        };
        let size = (req.width, req.height);
        let (prompt, negative) = (&req.prompt, &req.negative_prompt);
        return sdxl_conditioning(model, &encoders, prompt, negative, size, uses_cfg(req));
    }
    let chunks = |t: &str| model.tokenizer.encode_chunks(t).len();
    let n = chunks(&req.prompt).max(chunks(&req.negative_prompt));
    let encoder = nets.text_encoder()?;
    let cond = encode_prompt(model, &encoder, &nets.device, &req.prompt, n)?;
    if !uses_cfg(req) {
        return Ok(Conditioning::context(cond));
    }
    let uncond = encode_prompt(model, &encoder, &nets.device, &req.negative_prompt, n)?;
    Ok(Conditioning::context(Tensor::cat(&[uncond, cond], 0)?))
}

fn uses_cfg(req: &GenerateRequest) -> bool {
    // diffusers: classifier-free guidance only when guidance_scale > 1.
    req.cfg > 1.0
}

/// Runs the denoising loop; returns the final latents [1, 4, h/8, w/8] in f32.
pub fn denoise(
    model: &Model,
    nets: &Nets,
    req: &GenerateRequest,
    on_event: &mut dyn FnMut(Event<'_>) -> bool,
) -> Result<Tensor> {
    req.validate()?;
    on_event(Event::Phase("text_encoding"));
    let conditioning = crate::profile::time("text_encoder", &nets.device, || {
        text_embeddings(model, nets, req)
    })?;
    let start = match &req.init_image {
        Some(init) => {
            on_event(Event::Phase("encoding"));
            Some(crate::img2img::prepare(model, nets, init, req.steps)?)
        }
        None => None,
    };
    denoise_from(model, nets, req, &conditioning, start.as_ref(), on_event)
}

/// The denoising loop from the text conditioning (see [`text_embeddings`]).
pub fn denoise_with(
    model: &Model,
    nets: &Nets,
    req: &GenerateRequest,
    conditioning: &Conditioning,
    on_event: &mut dyn FnMut(Event<'_>) -> bool,
) -> Result<Tensor> {
    denoise_from(model, nets, req, conditioning, None, on_event)
}

/// [`denoise_with`] from an init image's latents (img2img, inpainting) when `start` is
/// given: the loop runs from its first step, with its extra UNet input and latent masking.
pub fn denoise_from(
    model: &Model,
    nets: &Nets,
    req: &GenerateRequest,
    conditioning: &Conditioning,
    start: Option<&Start>,
    on_event: &mut dyn FnMut(Event<'_>) -> bool,
) -> Result<Tensor> {
    crate::img2img::check_unet(model, req.init_image.as_ref())?;
    if req.init_image.is_some() != start.is_some() {
        return Err(Error::msg(
            "denoise_from: the request's init image and the encoded start must come together (see img2img::prepare)",
        ));
    }
    let cond = conditioning.unet_cond();
    let mut sampler = build_sampler(
        req.sampler,
        &model.scheduler,
        req.steps,
        req.seed.wrapping_add(1),
    )?;
    let shape = (
        1,
        model.vae.config.latent_channels,
        req.height / 8,
        req.width / 8,
    );
    let noise = match &req.init_noise {
        Some(n) => n.to_device(&nets.device)?.to_dtype(DType::F32)?,
        None => NoiseRng::new(req.seed).randn(shape, &nets.device)?,
    };
    let (first, mut latents) = match start {
        Some(s) => (s.first_step, s.initial_latents(&*sampler, &noise)?),
        None => (0, (&noise * sampler.init_noise_sigma())?),
    };
    let total = sampler.timesteps().len();
    let mut refine = refiner_pass(model, req, conditioning, &*sampler, first)?;
    let end = refine.as_ref().map_or(total, |r| r.base_end);
    let shown_total = (end - first) + refine.as_ref().map_or(0, |r| r.steps());
    on_event(Event::Phase("denoising"));
    {
        let unet = nets.unet()?;
        let controls = Controller::new(nets, &req.controls)?;
        for i in first..end {
            let t = sampler.timesteps()[i];
            let input = sampler.scale_model_input(&latents, i)?;
            let input = match start {
                Some(s) => s.unet_input(&input)?,
                None => input,
            };
            let input = cfg_batch(req, input)?;
            let residuals = controls.residuals(&input, t, &cond, i, total)?;
            let out = unet.forward_with(&input, t, &cond, residuals.as_ref())?;
            latents = sampler.step(&guided(req, out)?, i, &latents)?;
            if let Some(s) = start {
                latents = s.after_step(&*sampler, &latents, &noise, i)?;
            }
            if !on_event(Event::Step {
                step: i + 1 - first,
                total: shown_total,
                latents: &latents,
            }) {
                park(&unet);
                controls.park();
                return Err(Error::Cancelled);
            }
        }
        park(&unet);
        controls.park();
    }
    // The base UNet's lease is gone (under model offload it has left the device) before
    // the refiner's comes on.
    if let Some(r) = &mut refine {
        let unet = nets.refiner_unet()?;
        let cond = r.conditioning.unet_cond();
        for i in r.first..r.sampler.timesteps().len() {
            let t = r.sampler.timesteps()[i];
            let input = cfg_batch(req, r.sampler.scale_model_input(&latents, i)?)?;
            let out = unet.forward_with(&input, t, &cond, None)?;
            latents = r.sampler.step(&guided(req, out)?, i, &latents)?;
            if !on_event(Event::Step {
                step: (end - first) + (i + 1 - r.first),
                total: shown_total,
                latents: &latents,
            }) {
                park(&unet);
                return Err(Error::Cancelled);
            }
        }
        park(&unet);
    }
    Ok(latents)
}

/// The SDXL refiner's part of a job: its own sampler over the same steps, from the step
/// where its timesteps fall below the cut.
struct RefinerPass<'a> {
    conditioning: &'a Conditioning,
    sampler: Box<dyn crate::sampling::Sampler>,
    /// The base runs its steps up to (not including) this one.
    base_end: usize,
    /// The refiner's first step.
    first: usize,
}

impl RefinerPass<'_> {
    fn steps(&self) -> usize {
        self.sampler.timesteps().len() - self.first
    }
}

/// Where the base stops and the refiner starts (diffusers' `denoising_end` of the base and
/// `denoising_start` of the refiner, both at the request's switch), or none without a
/// refiner in the request. The base starts at `first` (img2img) and never runs fewer steps
/// than none; the refiner never goes back before the base's end.
fn refiner_pass<'a>(
    model: &Model,
    req: &GenerateRequest,
    conditioning: &'a Conditioning,
    sampler: &dyn crate::sampling::Sampler,
    first: usize,
) -> Result<Option<RefinerPass<'a>>> {
    use crate::model::refiner::{base_steps, refiner_first_step, timestep_cutoff};
    let Some(settings) = &req.refiner else {
        return Ok(None);
    };
    let (Some(refiner), Some(rc)) = (&model.refiner, &conditioning.refiner) else {
        return Err(Error::field(
            "--refiner",
            "the request asks for a refiner, but no refiner or refiner conditioning was prepared",
        ));
    };
    let cut = timestep_cutoff(settings.switch, model.scheduler.num_train_timesteps);
    let base_end = base_steps(sampler.timesteps(), cut).max(first);
    let rs = build_sampler(
        req.sampler,
        &refiner.scheduler,
        req.steps,
        req.seed.wrapping_add(2),
    )?;
    let cut = timestep_cutoff(settings.switch, refiner.scheduler.num_train_timesteps);
    let first = refiner_first_step(rs.timesteps(), cut).max(base_end);
    Ok(Some(RefinerPass {
        conditioning: rc,
        sampler: rs,
        base_end,
        first,
    }))
}

/// The UNet's input for one step: doubled along the batch for classifier-free guidance.
fn cfg_batch(req: &GenerateRequest, input: Tensor) -> Result<Tensor> {
    Ok(if uses_cfg(req) {
        Tensor::cat(&[&input, &input], 0)?
    } else {
        input
    })
}

/// The UNet's output guided: `uncond + cfg x (cond - uncond)` with CFG, in f32.
fn guided(req: &GenerateRequest, out: Tensor) -> Result<Tensor> {
    let out = out.to_dtype(DType::F32)?;
    Ok(if uses_cfg(req) {
        let (u, c) = (out.narrow(0, 0, 1)?, out.narrow(0, 1, 1)?);
        (&u + ((c - &u)? * req.cfg)?)?
    } else {
        out
    })
}

/// Frees a streamed UNet's slots once denoising is over (the other phases need the room).
fn park(unet: &UNet) {
    if let Some(s) = unet.streamer() {
        s.park();
    }
}

/// Final latents to an RGB8 image (row-major HWC) the way diffusers' pipelines map it.
pub fn decode(model: &Model, nets: &Nets, latents: &Tensor) -> Result<(usize, usize, Vec<u8>)> {
    let vc = &model.vae.config;
    let z = (latents / vc.scaling_factor)?;
    let z = match vc.shift_factor {
        Some(s) => (z + s)?,
        None => z,
    };
    let vae = nets.vae()?;
    let z = z.to_dtype(nets.vae_dtype)?;
    let (h, w) = vae.image_size(&z)?;
    // Tiles keep the full-resolution intermediates in host RAM.
    let tiling = nets
        .vae_tile
        .tiling(w, h, nets.vae_tile_overlap, &Device::Cpu);
    let img = crate::profile::time("vae.decode", &nets.device, || match &tiling {
        Some(t) => vae.decode_tiled(&z, t),
        None => vae.decode(&z),
    })?
    .to_dtype(DType::F32)?;
    if !all_finite(&img)? {
        return Err(non_finite_error(model, &["vae"], "VAE", nets.vae_dtype));
    }
    let img = ((img / 2.0)? + 0.5)?.clamp(0f32, 1f32)?;
    let img = (img * 255.0)?.round()?.to_dtype(DType::U8)?;
    let (_, _, h, w) = img.dims4()?;
    let hwc = img
        .squeeze(0)?
        .permute((1, 2, 0))?
        .flatten_all()?
        .to_vec1::<u8>()?;
    Ok((w, h, hwc))
}

/// Whether `t` holds no NaN and no infinity.
pub fn all_finite(t: &Tensor) -> Result<bool> {
    let sum = t.to_dtype(DType::F32)?.sum_all()?.to_scalar::<f32>()?;
    // A sum of finite values overflows only far beyond what a net's outputs reach.
    Ok(sum.is_finite())
}

/// The error for NaN or infinite values out of `net`: the first bad tensor of the
/// `components` it read, or, when the weights are all finite, an overflow in `dtype`.
pub fn non_finite_error(model: &Model, components: &[&str], net: &str, dtype: DType) -> Error {
    let bad = model
        .weights()
        .into_iter()
        .filter(|(name, _)| components.contains(name))
        .filter_map(|(_, w)| w.stored()?.find_non_finite())
        .next();
    match bad {
        Some((path, key)) => Error::file(
            path,
            format!("tensor '{key}' holds NaN or infinite values; the checkpoint is corrupt (download it again or pick another)"),
        ),
        None => Error::msg(format!(
            "the {net} produced NaN or infinite values in {dtype:?}; its weights are finite, so this is an overflow: run it in f32 (--dtype f32)"
        )),
    }
}

/// A cheap RGB picture of latents [1, 4, h, w] (a fixed linear map of the four latent
/// channels per family, as ComfyUI's previews use), RGB8 row-major, one pixel per latent.
pub fn latent_preview(family: Family, latents: &Tensor) -> Result<(usize, usize, Vec<u8>)> {
    const SD: [[f32; 3]; 4] = [
        [0.3512, 0.2297, 0.3227],
        [0.3250, 0.4974, 0.2350],
        [-0.2829, 0.1762, 0.2721],
        [-0.2120, -0.2616, -0.7177],
    ];
    // SDXL's VAE has its own latent space (ComfyUI's SDXL factors).
    const SDXL: [[f32; 3]; 4] = [
        [0.3651, 0.4232, 0.4341],
        [-0.2533, -0.0042, 0.1068],
        [0.1076, 0.1111, -0.0362],
        [-0.3165, -0.2492, -0.2188],
    ];
    let factors = match family {
        Family::Sdxl => &SDXL,
        Family::Sd1 | Family::Sd2 => &SD,
    };
    let (_, c, h, w) = latents.dims4()?;
    let lat = latents
        .to_device(&Device::Cpu)?
        .to_dtype(DType::F32)?
        .squeeze(0)?;
    let m = Tensor::new(factors, &Device::Cpu)?.narrow(0, 0, c.min(4))?; // [c, 3]
    let lat = lat.narrow(0, 0, c.min(4))?;
    let rgb = lat.reshape((c.min(4), h * w))?.t()?.matmul(&m)?; // [h*w, 3]
    let rgb = (((rgb + 1.0)? * 127.5)?.clamp(0f32, 255f32)?)
        .round()?
        .to_dtype(DType::U8)?;
    Ok((w, h, rgb.flatten_all()?.to_vec1::<u8>()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One latent pixel per channel set to 1 (the others 0), then all four zero: each
    /// picture pixel is that channel's factor row mapped from [-1, 1] to [0, 255].
    #[test]
    fn previews_map_each_latent_channel_by_the_family_factors() {
        let mut v = vec![0f32; 4 * 5];
        for c in 0..4 {
            v[c * 5 + c] = 1.0;
        }
        let lat = Tensor::from_vec(v, (1, 4, 1, 5), &Device::Cpu).unwrap();
        let px = |f: Family| latent_preview(f, &lat).unwrap();
        let (w, h, sd) = px(Family::Sd1);
        assert_eq!((w, h, sd.len()), (5, 1, 15));
        let to8 = |x: f32| ((x + 1.0) * 127.5).round() as u8;
        // Channel 0 of SD: (0.3512, 0.2297, 0.3227); channel 3 of SDXL: (-0.3165, ...).
        assert_eq!(&sd[0..3], &[to8(0.3512), to8(0.2297), to8(0.3227)]);
        let (_, _, xl) = px(Family::Sdxl);
        assert_eq!(&xl[9..12], &[to8(-0.3165), to8(-0.2492), to8(-0.2188)]);
        assert_eq!(&xl[12..15], &[128, 128, 128]);
        assert_ne!(sd, xl);
        assert_eq!(px(Family::Sd2).2, sd);
    }
}
