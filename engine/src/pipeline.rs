//! A text-to-image job from request to image, reporting progress as events.
use crate::conditioning::{sdxl_conditioning, Conditioning, SdxlEncoders};
use crate::model::Model;
use crate::nets::clip::ClipTextModel;
use crate::nets::unet::UNet;
use crate::nets::vae::VaeDecoder;
use crate::rng::NoiseRng;
use crate::sampling::{build_sampler, SamplerKind};
use crate::{Error, Result};
use candle_core::{DType, Device, Tensor};

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
}

impl GenerateRequest {
    /// Checks the fields a user can get wrong, naming the CLI flag.
    pub fn validate(&self) -> Result<()> {
        for (flag, v) in [("--width", self.width), ("--height", self.height)] {
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
        if self.steps == 0 {
            return Err(Error::field("--steps", "expected at least 1 step, got 0"));
        }
        if !self.cfg.is_finite() || self.cfg < 0.0 {
            return Err(Error::field(
                "--cfg",
                format!("expected a non-negative number, got {}", self.cfg),
            ));
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
}

/// The nets of a model, built on one device in one dtype.
pub struct Nets {
    pub text_encoder: ClipTextModel,
    /// SDXL's second text encoder (with its projection).
    pub text_encoder_2: Option<ClipTextModel>,
    pub unet: UNet,
    pub vae: VaeDecoder,
    pub device: Device,
    pub dtype: DType,
    /// The VAE's dtype: `dtype`, or f32 where the model forces an upcast (SDXL in f16).
    pub vae_dtype: DType,
}

impl Nets {
    pub fn load(model: &Model, device: &Device, dtype: DType) -> Result<Self> {
        crate::vram::keep_pool_warm(device);
        let text_encoder = ClipTextModel::new(
            model.text_encoder.weights.var_builder(dtype, device),
            &model.text_encoder.config,
        )?;
        let text_encoder_2 = model
            .text_encoder_2
            .as_ref()
            .map(|te| {
                ClipTextModel::with_projection(te.weights.var_builder(dtype, device), &te.config)
            })
            .transpose()?;
        let unet = UNet::new(
            model.unet.weights.var_builder(dtype, device),
            &model.unet.config,
        )?;
        let vae_dtype = model.vae_dtype(dtype);
        let vae = VaeDecoder::new(
            model.vae.weights.var_builder(vae_dtype, device),
            &model.vae.config,
        )?;
        Ok(Nets {
            text_encoder,
            text_encoder_2,
            unet,
            vae,
            device: device.clone(),
            dtype,
            vae_dtype,
        })
    }
}

impl Nets {
    /// How every attention splits its work (`--attention-slice`); results are the same.
    pub fn set_attention(&mut self, mode: crate::nets::attention::AttentionMode) {
        self.unet.set_attention(mode);
        self.vae.set_attention(mode);
    }
}

/// Prompt embeddings, A1111-style for long prompts: each 77-token chunk encoded on its own,
/// the chunks concatenated along the sequence.
fn encode_prompt(model: &Model, nets: &Nets, text: &str, min_chunks: usize) -> Result<Tensor> {
    let mut chunks = model.tokenizer.encode_chunks(text);
    let empty = model.tokenizer.encode_chunks("").remove(0);
    while chunks.len() < min_chunks {
        chunks.push(empty.clone());
    }
    let n = chunks.len();
    let ids: Vec<u32> = chunks.concat();
    let ids = Tensor::from_vec(ids, (n, 77), &nets.device)?;
    let hidden = nets.text_encoder.forward(&ids)?; // [n, 77, d]
    let d = hidden.dim(2)?;
    Ok(hidden.reshape((1, n * 77, d))?)
}

/// Text conditioning for CFG: [uncond, cond] along the batch (or just cond without CFG);
/// SDXL's (two encoders, pooled embeds, time ids) when the model has a second encoder.
pub fn text_embeddings(model: &Model, nets: &Nets, req: &GenerateRequest) -> Result<Conditioning> {
    if let Some(text_encoder_2) = &nets.text_encoder_2 {
        let encoders = SdxlEncoders {
            text_encoder: &nets.text_encoder,
            text_encoder_2,
            device: &nets.device,
        };
        let size = (req.width, req.height);
        let (prompt, negative) = (&req.prompt, &req.negative_prompt);
        return sdxl_conditioning(model, &encoders, prompt, negative, size, uses_cfg(req));
    }
    let chunks = |t: &str| model.tokenizer.encode_chunks(t).len();
    let n = chunks(&req.prompt).max(chunks(&req.negative_prompt));
    let cond = encode_prompt(model, nets, &req.prompt, n)?;
    if !uses_cfg(req) {
        return Ok(Conditioning::context(cond));
    }
    let uncond = encode_prompt(model, nets, &req.negative_prompt, n)?;
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
    let cond = conditioning.unet_cond();
    let mut sampler = build_sampler(
        req.sampler,
        &model.scheduler,
        req.steps,
        req.seed.wrapping_add(1),
    )?;
    let shape = (
        1,
        model.unet.config.in_channels,
        req.height / 8,
        req.width / 8,
    );
    let noise = match &req.init_noise {
        Some(n) => n.to_device(&nets.device)?.to_dtype(DType::F32)?,
        None => NoiseRng::new(req.seed).randn(shape, &nets.device)?,
    };
    let mut latents = (noise * sampler.init_noise_sigma())?;
    on_event(Event::Phase("denoising"));
    let total = sampler.timesteps().len();
    for i in 0..total {
        let t = sampler.timesteps()[i];
        let input = sampler.scale_model_input(&latents, i)?;
        let input = if uses_cfg(req) {
            Tensor::cat(&[&input, &input], 0)?
        } else {
            input
        };
        let out = nets.unet.forward(&input, t, &cond)?.to_dtype(DType::F32)?;
        let guided = if uses_cfg(req) {
            let (u, c) = (out.narrow(0, 0, 1)?, out.narrow(0, 1, 1)?);
            (&u + ((c - &u)? * req.cfg)?)?
        } else {
            out
        };
        latents = sampler.step(&guided, i, &latents)?;
        if !on_event(Event::Step {
            step: i + 1,
            total,
            latents: &latents,
        }) {
            return Err(Error::Cancelled);
        }
    }
    Ok(latents)
}

/// Final latents to an RGB8 image (row-major HWC) the way diffusers' pipelines map it.
pub fn decode(model: &Model, nets: &Nets, latents: &Tensor) -> Result<(usize, usize, Vec<u8>)> {
    let vc = &model.vae.config;
    let z = (latents / vc.scaling_factor)?;
    let z = match vc.shift_factor {
        Some(s) => (z + s)?,
        None => z,
    };
    let img = crate::profile::time("vae.decode", &nets.device, || {
        nets.vae.decode(&z.to_dtype(nets.vae_dtype)?)
    })?
    .to_dtype(DType::F32)?;
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

/// A cheap RGB picture of SD latents [1, 4, h, w] (a fixed linear map of the four latent
/// channels, as ComfyUI's previews use), RGB8 row-major, one pixel per latent.
pub fn latent_preview(latents: &Tensor) -> Result<(usize, usize, Vec<u8>)> {
    const FACTORS: [[f32; 3]; 4] = [
        [0.3512, 0.2297, 0.3227],
        [0.3250, 0.4974, 0.2350],
        [-0.2829, 0.1762, 0.2721],
        [-0.2120, -0.2616, -0.7177],
    ];
    let (_, c, h, w) = latents.dims4()?;
    let lat = latents
        .to_device(&Device::Cpu)?
        .to_dtype(DType::F32)?
        .squeeze(0)?;
    let m = Tensor::new(&FACTORS, &Device::Cpu)?.narrow(0, 0, c.min(4))?; // [c, 3]
    let lat = lat.narrow(0, 0, c.min(4))?;
    let rgb = lat.reshape((c.min(4), h * w))?.t()?.matmul(&m)?; // [h*w, 3]
    let rgb = (((rgb + 1.0)? * 127.5)?.clamp(0f32, 255f32)?)
        .round()?
        .to_dtype(DType::U8)?;
    Ok((w, h, rgb.flatten_all()?.to_vec1::<u8>()?))
}

/// What a finished text-to-image job produced.
pub struct JobOutput {
    pub path: std::path::PathBuf,
    pub parameters: String,
    pub latents: Tensor,
    /// Wall time of each denoising step, synchronized with the device.
    pub step_ms: Vec<f64>,
    pub vae_s: f64,
}

impl JobOutput {
    pub fn median_step_ms(&self) -> f64 {
        let mut s = self.step_ms.clone();
        s.sort_by(f64::total_cmp);
        s.get(s.len() / 2).copied().unwrap_or(0.0)
    }
}

/// Denoise, decode, and save a PNG with A1111 parameters at `out` (or the next free name).
pub fn txt2img_to_png(
    model: &Model,
    nets: &Nets,
    req: &GenerateRequest,
    out: &std::path::Path,
    on_event: &mut dyn FnMut(Event<'_>) -> bool,
) -> Result<JobOutput> {
    use crate::output::{encode_png, save_new_file, Parameters};
    let mut step_ms = Vec::with_capacity(req.steps);
    let mut last = std::time::Instant::now();
    let latents = denoise(model, nets, req, &mut |e| {
        if let Event::Step { .. } = e {
            nets.device.synchronize().ok();
            step_ms.push(last.elapsed().as_secs_f64() * 1000.0);
        }
        let keep_going = on_event(e);
        last = std::time::Instant::now();
        keep_going
    })?;
    on_event(Event::Phase("decoding"));
    let t_vae = std::time::Instant::now();
    let (w, h, rgb) = decode(model, nets, &latents)?;
    let vae_s = t_vae.elapsed().as_secs_f64();
    let parameters = Parameters {
        prompt: req.prompt.clone(),
        negative_prompt: req.negative_prompt.clone(),
        steps: req.steps,
        sampler: req.sampler.a1111_name().into(),
        cfg: req.cfg,
        seed: req.seed,
        width: w,
        height: h,
        model_name: model.name.clone(),
        model_hash: model.short_hash()?,
    }
    .to_a1111();
    let path = save_new_file(out, &encode_png(w, h, &rgb, &parameters)?)?;
    Ok(JobOutput {
        path,
        parameters,
        latents,
        step_ms,
        vae_s,
    })
}
