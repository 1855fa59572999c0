//! A text-to-image job from request to image, reporting progress as events.
use crate::conditioning::{refiner_conditioning, sdxl_conditioning, Conditioning, SdxlEncoders};
use crate::control::{ControlUnit, Controller};
use crate::img2img::{InitImage, Start};
use crate::model::config::{ClipTextConfig, ControlNetConfig, UNetConfig, VaeConfig};
use crate::model::{Family, Model, Refiner, RefinerSettings, Weights};
use crate::nets::attention::AttentionMode;
use crate::nets::clip::ClipTextModel;
use crate::nets::controlnet::ControlNetModel;
use crate::nets::tiled::{VaeTile, DEFAULT_OVERLAP_PX};
use crate::nets::unet::{EachPart, Part, UNet};
use crate::nets::vae::VaeDecoder;
use crate::offload::{self, HostGroup, SlotPool, Streamer};
use crate::protocol::Offload;
use crate::rng::NoiseRng;
use crate::sampling::{build_sampler, SamplerKind};
use crate::{Error, Result};
use candle_core::{DType, Device, Tensor};
use candle_nn::VarBuilder;
use std::sync::Arc;

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
    /// The model's ControlNets (`Model::controlnets`), placed like the UNet.
    controlnets: Vec<Held<ControlNetModel>>,
    /// The SDXL refiner's text encoder and UNet (`Model::refiner`), placed like the base's.
    refiner: Option<RefinerNets>,
    /// The two device slots every streamed net (sequential offload) shares.
    slots: Arc<SlotPool>,
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

/// The refiner's nets and what they are rebuilt from.
struct RefinerNets {
    path: std::path::PathBuf,
    text_encoder_2: Held<ClipTextModel>,
    unet: Held<UNet>,
    text_config: ClipTextConfig,
    unet_config: UNetConfig,
}

/// What the nets held in host memory are rebuilt from.
struct Configs {
    text_encoder: ClipTextConfig,
    text_encoder_2: Option<ClipTextConfig>,
    unet: UNetConfig,
    vae: VaeConfig,
    controlnets: Vec<ControlNetConfig>,
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

/// A net's parts (`each`) for streaming from host memory through `slots`: its resident
/// part uploaded once, every streamed part (a stage or a transformer block) packed as its
/// own group.
fn stream_parts(
    weights: &Weights,
    dtype: DType,
    device: &Device,
    slots: &Arc<SlotPool>,
    each: EachPart,
) -> Result<(VarBuilder<'static>, Streamer)> {
    let draw = draw_device(weights, device);
    let mut resident = Vec::new();
    let mut groups = Vec::new();
    each(&mut |part, build| {
        let recorded = offload::record(weights, dtype, &draw, build)?;
        match part {
            Part::Resident => resident.extend(recorded),
            Part::Streamed => groups.push(HostGroup::pack(recorded, dtype, device)?),
        }
        Ok(())
    })?;
    let resident = HostGroup::pack(resident, dtype, device)?.upload(device)?;
    Ok((resident, Streamer::new(groups, device, slots)?))
}

/// The UNet streamed from host memory (see [`stream_parts`]).
fn streamed_unet(
    weights: &Weights,
    cfg: &UNetConfig,
    dtype: DType,
    device: &Device,
    slots: &Arc<SlotPool>,
) -> Result<UNet> {
    let each: EachPart = &|f| cfg.for_each_part(f);
    let (resident, streamer) = stream_parts(weights, dtype, device, slots, each)?;
    Ok(UNet::streamed(resident, streamer, cfg)?)
}

/// A ControlNet streamed from host memory like the UNet.
fn streamed_controlnet(
    weights: &Weights,
    cfg: &ControlNetConfig,
    dtype: DType,
    device: &Device,
    slots: &Arc<SlotPool>,
) -> Result<ControlNetModel> {
    let each: EachPart = &|f| cfg.for_each_part(f);
    let (resident, streamer) = stream_parts(weights, dtype, device, slots, each)?;
    Ok(ControlNetModel::streamed(resident, streamer, cfg)?)
}

/// The model's ControlNets placed as `offload` says (streamed through `slots`).
fn load_controlnets(
    model: &Model,
    device: &Device,
    dtype: DType,
    offload: Offload,
    slots: &Arc<SlotPool>,
) -> Result<Vec<Held<ControlNetModel>>> {
    model
        .controlnets
        .iter()
        .map(|cn| {
            let (w, c) = (&cn.weights, &cn.config);
            let held = match offload {
                Offload::None => {
                    Held::Device(ControlNetModel::new(w.var_builder(dtype, device), c)?)
                }
                Offload::Model => {
                    Held::Host(pack(w, dtype, device, |vb| ControlNetModel::new(vb, c))?)
                }
                Offload::Sequential => {
                    Held::Device(streamed_controlnet(w, c, dtype, device, slots)?)
                }
            };
            Ok(held)
        })
        .collect()
}

/// The model's refiner placed as `offload` says: resident, packed in host memory until
/// its phase, or (sequential) its UNet streamed through `slots` like the base's.
fn load_refiner(
    refiner: Option<&Refiner>,
    device: &Device,
    dtype: DType,
    offload: Offload,
    slots: &Arc<SlotPool>,
) -> Result<Option<RefinerNets>> {
    let Some(r) = refiner else {
        return Ok(None);
    };
    let (tw, tc) = (&r.text_encoder_2.weights, &r.text_encoder_2.config);
    let (uw, uc) = (&r.unet.weights, &r.unet.config);
    let (text_encoder_2, unet) = match offload {
        Offload::None => (
            Held::Device(ClipTextModel::with_projection(
                tw.var_builder(dtype, device),
                tc,
            )?),
            Held::Device(UNet::new(uw.var_builder(dtype, device), uc)?),
        ),
        Offload::Model | Offload::Sequential => {
            let text = pack(tw, dtype, device, |vb| {
                ClipTextModel::with_projection(vb, tc)
            })?;
            let unet = if offload == Offload::Model {
                Held::Host(pack(uw, dtype, device, |vb| UNet::new(vb, uc))?)
            } else {
                Held::Device(streamed_unet(uw, uc, dtype, device, slots)?)
            };
            (Held::Host(text), unet)
        }
    };
    Ok(Some(RefinerNets {
        path: r.path.clone(),
        text_encoder_2,
        unet,
        text_config: tc.clone(),
        unet_config: uc.clone(),
    }))
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
        let vae_dtype = model.vae_dtype_on(dtype, device);
        let slots = SlotPool::new();
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
                    Held::Device(streamed_unet(uw, uc, dtype, device, &slots)?)
                };
                (Held::Host(text), text_2, unet, Held::Host(vae))
            }
        };
        let controlnets = load_controlnets(model, device, dtype, offload, &slots)?;
        let refiner = load_refiner(model.refiner.as_ref(), device, dtype, offload, &slots)?;
        crate::vram::trim_pool(device);
        Ok(Nets {
            text_encoder,
            text_encoder_2,
            unet,
            vae,
            controlnets,
            refiner,
            slots,
            configs: Configs {
                text_encoder: tc.clone(),
                text_encoder_2: te2.map(|te| te.config.clone()),
                unet: uc.clone(),
                vae: vc.clone(),
                controlnets: model.controlnets.iter().map(|c| c.config.clone()).collect(),
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
        for c in &mut self.controlnets {
            if let Held::Device(c) = c {
                c.set_attention(mode);
            }
        }
        if let Some(RefinerNets {
            unet: Held::Device(u),
            ..
        }) = &mut self.refiner
        {
            u.set_attention(mode);
        }
    }

    pub fn attention(&self) -> AttentionMode {
        self.attention
    }

    /// How many ControlNets are loaded (each once, however many units use it).
    pub fn controlnet_count(&self) -> usize {
        self.controlnets.len()
    }

    /// Replaces the ControlNets with `model`'s (placed like the others): a removed or
    /// disabled one frees its memory, the other nets stay as they are.
    pub fn set_controlnets(&mut self, model: &Model) -> Result<()> {
        self.controlnets.clear();
        self.configs.controlnets.clear();
        crate::vram::trim_pool(&self.device);
        self.controlnets =
            load_controlnets(model, &self.device, self.dtype, self.offload, &self.slots)?;
        self.configs.controlnets = model.controlnets.iter().map(|c| c.config.clone()).collect();
        let mode = self.attention;
        for c in &mut self.controlnets {
            if let Held::Device(c) = c {
                c.set_attention(mode);
            }
        }
        Ok(())
    }

    /// The path of the refiner these nets hold, if any.
    pub fn refiner_path(&self) -> Option<&std::path::Path> {
        self.refiner.as_ref().map(|r| r.path.as_path())
    }

    /// Replaces the refiner's nets with `model`'s (placed like the others; none frees
    /// them); the base's nets stay as they are.
    pub fn set_refiner(&mut self, model: &Model) -> Result<()> {
        self.refiner = None;
        crate::vram::trim_pool(&self.device);
        self.refiner = load_refiner(
            model.refiner.as_ref(),
            &self.device,
            self.dtype,
            self.offload,
            &self.slots,
        )?;
        let mode = self.attention;
        self.set_attention(mode);
        Ok(())
    }

    /// The refiner's text encoder (bigG with its projection), on the device for as long
    /// as the lease lives.
    pub fn refiner_text_encoder(&self) -> Result<Lease<'_, ClipTextModel>> {
        let r = self.loaded_refiner()?;
        Ok(match &r.text_encoder_2 {
            Held::Device(t) => Lease::Borrowed(t),
            Held::Host(g) => Lease::Owned(ClipTextModel::with_projection(
                g.upload(&self.device)?,
                &r.text_config,
            )?),
        })
    }

    /// The refiner's UNet, on the device (or streaming) for as long as the lease lives.
    pub fn refiner_unet(&self) -> Result<Lease<'_, UNet>> {
        let r = self.loaded_refiner()?;
        Ok(match &r.unet {
            Held::Device(u) => Lease::Borrowed(u),
            Held::Host(g) => {
                let mut u = UNet::new(g.upload(&self.device)?, &r.unet_config)?;
                u.set_attention(self.attention);
                Lease::Owned(u)
            }
        })
    }

    fn loaded_refiner(&self) -> Result<&RefinerNets> {
        self.refiner
            .as_ref()
            .ok_or_else(|| Error::msg("no SDXL refiner is loaded with this model (--refiner)"))
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

    /// ControlNet `i` of the model, on the device (or streaming) for as long as the lease
    /// lives.
    pub fn controlnet(&self, i: usize) -> Result<Lease<'_, ControlNetModel>> {
        let (Some(held), Some(cfg)) = (self.controlnets.get(i), self.configs.controlnets.get(i))
        else {
            return Err(Error::msg(format!(
                "ControlNet {i} is not loaded ({} are)",
                self.controlnets.len()
            )));
        };
        Ok(match held {
            Held::Device(c) => Lease::Borrowed(c),
            Held::Host(g) => {
                let mut c = ControlNetModel::new(g.upload(&self.device)?, cfg)?;
                c.set_attention(self.attention);
                Lease::Owned(c)
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
