//! A text-to-image job from request to image, reporting progress as events.
use crate::conditioning::{sdxl_conditioning, Conditioning, SdxlEncoders};
use crate::model::config::{ClipTextConfig, UNetConfig, VaeConfig};
use crate::model::{Model, Weights};
use crate::nets::attention::AttentionMode;
use crate::nets::clip::ClipTextModel;
use crate::nets::tiled::{VaeTile, DEFAULT_OVERLAP_PX};
use crate::nets::unet::{Part, UNet};
use crate::nets::vae::VaeDecoder;
use crate::offload::{self, HostGroup, Streamer};
use crate::protocol::Offload;
use crate::rng::NoiseRng;
use crate::sampling::{build_sampler, SamplerKind};
use crate::{Error, Result};
use candle_core::{DType, Device, Tensor};
use candle_nn::VarBuilder;

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
    /// A phase ran out of device memory; it is retried under the lower plan `to`.
    Fallback {
        phase: &'static str,
        from: crate::planner::Plan,
        to: crate::planner::Plan,
        error: String,
    },
}

/// A net kept on the device, or packed in host memory and built on the device for its
/// phase only (`--offload model`).
enum Held<T> {
    Device(T),
    Host(HostGroup),
}

/// A net for one phase: borrowed when it lives on the device, owned (and dropped after
/// the phase, freeing its memory) when it was uploaded for the phase.
pub enum Lease<'a, T> {
    Borrowed(&'a T),
    Owned(T),
}

impl<T> std::ops::Deref for Lease<'_, T> {
    type Target = T;
    fn deref(&self) -> &T {
        match self {
            Lease::Borrowed(t) => t,
            Lease::Owned(t) => t,
        }
    }
}

/// The nets of a model on one device in one dtype, placed the way the plan's offload
/// mode says: all resident (`none`), each in host memory until its phase (`model`), or
/// additionally the UNet streamed stage by stage (`sequential`).
pub struct Nets {
    text_encoder: Held<ClipTextModel>,
    /// SDXL's second text encoder (with its projection).
    text_encoder_2: Option<Held<ClipTextModel>>,
    unet: Held<UNet>,
    vae: Held<VaeDecoder>,
    configs: Configs,
    attention: AttentionMode,
    pub offload: Offload,
    pub device: Device,
    pub dtype: DType,
    /// `--vae-tile` and `--vae-tile-overlap` (pixels): whether `decode` works in tiles.
    pub vae_tile: VaeTile,
    pub vae_tile_overlap: usize,
    /// The VAE's dtype: `dtype`, or f32 where the model forces an upcast (SDXL in f16).
    pub vae_dtype: DType,
}

/// What the nets held in host memory are rebuilt from.
struct Configs {
    text_encoder: ClipTextConfig,
    text_encoder_2: Option<ClipTextConfig>,
    unet: UNetConfig,
    vae: VaeConfig,
}

/// Where packing reads `weights` on their way to host memory for `device`: random weights
/// are drawn on the device itself (fast), stored ones converted on the CPU.
fn draw_device(weights: &Weights, device: &Device) -> Device {
    match weights {
        Weights::Random => device.clone(),
        Weights::Stored(_) => Device::Cpu,
    }
}

/// Packs what `build` loads from `weights` into host memory for `device` (read where
/// [`draw_device`] says).
fn pack<T>(
    weights: &Weights,
    dtype: DType,
    device: &Device,
    build: impl FnOnce(VarBuilder<'static>) -> candle_core::Result<T>,
) -> Result<HostGroup> {
    let recorded = offload::record(weights, dtype, &draw_device(weights, device), build)?;
    Ok(HostGroup::pack(recorded, dtype, device)?)
}

/// The UNet streamed from host memory: its resident part uploaded once, every stage (or
/// transformer block) packed as its own group.
fn streamed_unet(
    weights: &Weights,
    cfg: &UNetConfig,
    dtype: DType,
    device: &Device,
) -> Result<UNet> {
    let draw = draw_device(weights, device);
    let mut resident = Vec::new();
    let mut groups = Vec::new();
    cfg.for_each_part(|part, build| {
        let recorded = offload::record(weights, dtype, &draw, build)?;
        match part {
            Part::Resident => resident.extend(recorded),
            Part::Streamed => groups.push(HostGroup::pack(recorded, dtype, device)?),
        }
        Ok(())
    })?;
    let resident = HostGroup::pack(resident, dtype, device)?.upload(device)?;
    Ok(UNet::streamed(
        resident,
        Streamer::new(groups, device)?,
        cfg,
    )?)
}

impl Nets {
    /// Every net resident on `device`.
    pub fn load(model: &Model, device: &Device, dtype: DType) -> Result<Self> {
        Self::load_with(model, device, dtype, Offload::None)
    }

    pub fn load_with(
        model: &Model,
        device: &Device,
        dtype: DType,
        offload: Offload,
    ) -> Result<Self> {
        crate::vram::keep_pool_warm(device);
        let (tc, uc, vc) = (
            &model.text_encoder.config,
            &model.unet.config,
            &model.vae.config,
        );
        let (tw, uw, vw) = (
            &model.text_encoder.weights,
            &model.unet.weights,
            &model.vae.weights,
        );
        let te2 = model.text_encoder_2.as_ref();
        let vae_dtype = model.vae_dtype(dtype);
        let (text_encoder, text_encoder_2, unet, vae) = match offload {
            Offload::None => (
                Held::Device(ClipTextModel::new(tw.var_builder(dtype, device), tc)?),
                te2.map(|te| {
                    ClipTextModel::with_projection(
                        te.weights.var_builder(dtype, device),
                        &te.config,
                    )
                    .map(Held::Device)
                })
                .transpose()?,
                Held::Device(UNet::new(uw.var_builder(dtype, device), uc)?),
                Held::Device(VaeDecoder::new(vw.var_builder(vae_dtype, device), vc)?),
            ),
            Offload::Model | Offload::Sequential => {
                let text = pack(tw, dtype, device, |vb| ClipTextModel::new(vb, tc))?;
                let text_2 = te2
                    .map(|te| {
                        pack(&te.weights, dtype, device, |vb| {
                            ClipTextModel::with_projection(vb, &te.config)
                        })
                        .map(Held::Host)
                    })
                    .transpose()?;
                let vae = pack(vw, vae_dtype, device, |vb| VaeDecoder::new(vb, vc))?;
                let unet = if offload == Offload::Model {
                    Held::Host(pack(uw, dtype, device, |vb| UNet::new(vb, uc))?)
                } else {
                    Held::Device(streamed_unet(uw, uc, dtype, device)?)
                };
                (Held::Host(text), text_2, unet, Held::Host(vae))
            }
        };
        crate::vram::trim_pool(device);
        Ok(Nets {
            text_encoder,
            text_encoder_2,
            unet,
            vae,
            configs: Configs {
                text_encoder: tc.clone(),
                text_encoder_2: te2.map(|te| te.config.clone()),
                unet: uc.clone(),
                vae: vc.clone(),
            },
            attention: AttentionMode::default(),
            offload,
            device: device.clone(),
            dtype,
            vae_tile: VaeTile::Off,
            vae_tile_overlap: DEFAULT_OVERLAP_PX,
            vae_dtype,
        })
    }

    /// How every attention splits its work (`--attention-slice`); results are the same.
    pub fn set_attention(&mut self, mode: AttentionMode) {
        self.attention = mode;
        if let Held::Device(u) = &mut self.unet {
            u.set_attention(mode);
        }
        if let Held::Device(v) = &mut self.vae {
            v.set_attention(mode);
        }
    }

    pub fn attention(&self) -> AttentionMode {
        self.attention
    }

    /// The text encoder, on the device for as long as the lease lives.
    pub fn text_encoder(&self) -> Result<Lease<'_, ClipTextModel>> {
        Ok(match &self.text_encoder {
            Held::Device(t) => Lease::Borrowed(t),
            Held::Host(g) => Lease::Owned(ClipTextModel::new(
                g.upload(&self.device)?,
                &self.configs.text_encoder,
            )?),
        })
    }

    /// SDXL's second text encoder, if the model has one.
    pub fn text_encoder_2(&self) -> Result<Option<Lease<'_, ClipTextModel>>> {
        let (Some(held), Some(cfg)) = (&self.text_encoder_2, &self.configs.text_encoder_2) else {
            return Ok(None);
        };
        Ok(Some(match held {
            Held::Device(t) => Lease::Borrowed(t),
            Held::Host(g) => Lease::Owned(ClipTextModel::with_projection(
                g.upload(&self.device)?,
                cfg,
            )?),
        }))
    }

    /// The UNet, on the device (or streaming) for as long as the lease lives.
    pub fn unet(&self) -> Result<Lease<'_, UNet>> {
        Ok(match &self.unet {
            Held::Device(u) => Lease::Borrowed(u),
            Held::Host(g) => {
                let mut u = UNet::new(g.upload(&self.device)?, &self.configs.unet)?;
                u.set_attention(self.attention);
                Lease::Owned(u)
            }
        })
    }

    /// The VAE decoder, on the device for as long as the lease lives.
    pub fn vae(&self) -> Result<Lease<'_, VaeDecoder>> {
        Ok(match &self.vae {
            Held::Device(v) => Lease::Borrowed(v),
            Held::Host(g) => {
                let mut v = VaeDecoder::new(g.upload(&self.device)?, &self.configs.vae)?;
                v.set_attention(self.attention);
                Lease::Owned(v)
            }
        })
    }
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
/// SDXL's (two encoders, pooled embeds, time ids) when the model has a second encoder.
pub fn text_embeddings(model: &Model, nets: &Nets, req: &GenerateRequest) -> Result<Conditioning> {
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
    denoise_with(model, nets, req, &conditioning, on_event)
}

/// The denoising loop from the text conditioning (see [`text_embeddings`]).
pub fn denoise_with(
    model: &Model,
    nets: &Nets,
    req: &GenerateRequest,
    conditioning: &Conditioning,
    on_event: &mut dyn FnMut(Event<'_>) -> bool,
) -> Result<Tensor> {
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
    let unet = nets.unet()?;
    let total = sampler.timesteps().len();
    for i in 0..total {
        let t = sampler.timesteps()[i];
        let input = sampler.scale_model_input(&latents, i)?;
        let input = if uses_cfg(req) {
            Tensor::cat(&[&input, &input], 0)?
        } else {
            input
        };
        let out = unet.forward(&input, t, &cond)?.to_dtype(DType::F32)?;
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
            park(&unet);
            return Err(Error::Cancelled);
        }
    }
    park(&unet);
    Ok(latents)
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
