//! The denoising loop: the base UNet over the sampler's steps with the ControlNets'
//! residuals, img2img's start and masking, then the SDXL refiner's steps.
use super::conditioning::{text_embeddings, Conditioning};
use super::controls::Controller;
use super::placed::Nets;
use super::request::{Event, GenerateRequest};
use super::start::Start;
use crate::attach::Model;
use crate::nets::unet::UNet;
use crate::protocol::Phase;
use crate::rng::JobNoise;
use crate::sampling::build_sampler_with_noise;
use crate::{Error, Result};
use candle_core::{DType, Tensor};

/// Runs the denoising loop; returns the final latents [1, 4, h/8, w/8] in f32.
pub fn denoise(
    model: &Model,
    nets: &Nets,
    req: &GenerateRequest,
    on_event: &mut dyn FnMut(Event<'_>) -> bool,
) -> Result<Tensor> {
    req.validate()?;
    on_event(Event::Phase(Phase::TextEncoding));
    let conditioning = crate::profile::time("text_encoder", &nets.device, || {
        text_embeddings(model, nets, req)
    })?;
    let start = match &req.init_image {
        Some(init) => {
            on_event(Event::Phase(Phase::Encoding));
            Some(super::start::prepare(model, nets, init, req.steps)?)
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
    if let Some(sd3) = &model.sd3 {
        return super::sd3_denoise::denoise_sd3(model, sd3, nets, req, conditioning, on_event);
    }
    super::start::check_unet(model, req.init_image.as_ref())?;
    if req.skip_layer_guidance.is_some() {
        return Err(Error::field(
            "--skip-layers",
            format!(
                "skip-layer guidance is for SD 3 models (their MMDiT's joint blocks); this is {}",
                model.family.name()
            ),
        ));
    }
    if req.init_image.is_some() != start.is_some() {
        return Err(Error::msg(
            "denoise_from: the request's init image and the encoded start must come together (see img2img::prepare)",
        ));
    }
    let cond = conditioning.unet_cond();
    let job_noise = JobNoise::with_tree(req.rng, req.sde_tree_rng, req.seed);
    let mut sampler = build_sampler_with_noise(
        req.sampler,
        req.schedule,
        &model.scheduler,
        req.steps,
        job_noise.for_sampler(1),
    )?;
    let shape = (
        1,
        model.vae.config.latent_channels,
        req.height / 8,
        req.width / 8,
    );
    let noise = match &req.init_noise {
        Some(n) if n.dim(1)? != shape.1 => {
            let msg = format!(
                "tensor 'noise' has {} channels, this model's latents {}",
                n.dim(1)?,
                shape.1
            );
            return Err(Error::field("--init-noise", msg));
        }
        Some(n) => n.to_device(&nets.device)?.to_dtype(DType::F32)?,
        None => job_noise.start(shape, &nets.device)?,
    };
    let (first, mut latents) = match start {
        // Samplers with two UNet evaluations a step list both: diffusers' `t_start * order`.
        Some(s) => (
            s.first_step * sampler.order(),
            s.initial_latents(&*sampler, &noise)?,
        ),
        None => (0, (&noise * sampler.init_noise_sigma())?),
    };
    let total = sampler.timesteps().len();
    let mut refine = refiner_pass(model, req, conditioning, &*sampler, first, &job_noise)?;
    let end = refine.as_ref().map_or(total, |r| r.base_end);
    let shown_total = (end - first) + refine.as_ref().map_or(0, |r| r.steps());
    on_event(Event::Phase(Phase::Denoising));
    {
        let unet = nets.unet()?;
        let _end = LoopEnd(&unet);
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
                controls.park();
                return Err(Error::Cancelled);
            }
        }
        controls.park();
    }
    // The base UNet's lease is gone (under model offload it has left the device) before
    // the refiner's comes on.
    if let Some(r) = &mut refine {
        let unet = nets.refiner_unet()?;
        let _end = LoopEnd(&unet);
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
                return Err(Error::Cancelled);
            }
        }
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
    noise: &JobNoise,
) -> Result<Option<RefinerPass<'a>>> {
    let Some(settings) = &req.refiner else {
        return Ok(None);
    };
    let (Some(refiner), Some(rc)) = (&model.refiner, &conditioning.refiner) else {
        return Err(Error::field(
            "--refiner",
            "the request asks for a refiner, but no refiner or refiner conditioning was prepared",
        ));
    };
    let rs = build_sampler_with_noise(
        req.sampler,
        req.schedule,
        &refiner.scheduler,
        req.steps,
        noise.for_sampler(2),
    )?;
    let split = crate::attach::refiner::Split::at(
        sampler,
        model.scheduler.num_train_timesteps,
        &*rs,
        refiner.scheduler.num_train_timesteps,
        first,
        settings.switch,
    );
    Ok(Some(RefinerPass {
        conditioning: rc,
        sampler: rs,
        base_end: split.base_end,
        first: split.refiner_first,
    }))
}

/// The UNet's input for one step: doubled along the batch for classifier-free guidance.
fn cfg_batch(req: &GenerateRequest, input: Tensor) -> Result<Tensor> {
    Ok(if req.uses_cfg() {
        Tensor::cat(&[&input, &input], 0)?
    } else {
        input
    })
}

/// The UNet's output guided: `uncond + cfg x (cond - uncond)` with CFG, in f32, then
/// rescaled by `cfg_rescale` as diffusers' `rescale_noise_cfg` does.
fn guided(req: &GenerateRequest, out: Tensor) -> Result<Tensor> {
    let out = out.to_dtype(DType::F32)?;
    if !req.uses_cfg() {
        return Ok(out);
    }
    let (u, c) = (out.narrow(0, 0, 1)?, out.narrow(0, 1, 1)?);
    let g = (&u + ((&c - &u)? * req.cfg)?)?;
    if req.cfg_rescale <= 0.0 {
        return Ok(g);
    }
    let ratio = std_dev(&c)? / std_dev(&g)?;
    let phi = req.cfg_rescale;
    Ok(g.affine(phi * ratio + (1.0 - phi), 0.0)?)
}

/// The unbiased standard deviation of all of `t`'s values (torch's `std`, correction 1).
fn std_dev(t: &Tensor) -> Result<f64> {
    let n = t.elem_count() as f64;
    let mean = t.mean_all()?.to_scalar::<f32>()? as f64;
    let sq = t.affine(1.0, -mean)?.sqr()?.sum_all()?.to_scalar::<f32>()? as f64;
    Ok((sq / (n - 1.0)).sqrt())
}

/// When a UNet's loop ends, however it ends (finished, cancelled, or an error such as
/// running out of memory, which the plan's fallback retries): drops its kept text-context
/// keys and values (`nets::context_cache`: a resident UNet outlives the job, its context
/// does not), and parks a streamed one's arena and kept groups, so the retry or the next
/// phase finds their room free.
struct LoopEnd<'a>(&'a UNet);

impl Drop for LoopEnd<'_> {
    fn drop(&mut self) {
        self.0.forget_contexts();
        park(self.0);
    }
}

/// Frees a streamed UNet's slots once denoising is over (the other phases need the room).
fn park(unet: &UNet) {
    if let Some(s) = unet.streamer() {
        s.park();
    }
}
