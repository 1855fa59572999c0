//! What a job asks for once its files are read ([`GenerateRequest`]) and what it reports
//! while it runs ([`Event`]).
use super::controls::ControlUnit;
use super::init_image::InitImage;
use crate::attach::refiner::RefinerSettings;
use crate::prompt::PromptOptions;
use crate::protocol::{Phase, RngSource, Sampler, Schedule, SdeTreeRng, SkipLayerGuidance};
use crate::ranges::{self, Naming};
use crate::{Error, Result};
use candle_core::{DType, Device, Tensor};

/// The run's dtype from its name (`f32`, `f16`, `bf16`); none means the device's default
/// (f16 on CUDA, f32 on the CPU); bf16 only where the card computes it (Ampere and up).
/// Errors name `field` (a CLI flag or protocol field).
pub fn parse_dtype(name: Option<&str>, device: &Device, field: &str) -> Result<DType> {
    match name {
        None if device.is_cpu() => Ok(DType::F32),
        None => Ok(DType::F16),
        Some("f32") => Ok(DType::F32),
        Some("f16") => Ok(DType::F16),
        Some("bf16") if device.is_cuda() && !crate::vram::native_bf16(device) => Err(Error::field(
            field,
            "bf16 needs a card of compute capability 8.0 (Ampere) or newer; use f16 on this one",
        )),
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
    pub sampler: Sampler,
    /// The sampler's noise schedule (`--schedule`).
    pub schedule: Schedule,
    /// diffusers' `guidance_rescale` (`--cfg-rescale`), 0 to 1: the guided prediction
    /// pulled towards the text prediction's standard deviation.
    pub cfg_rescale: f64,
    /// Where the noise comes from (`--rng`).
    pub rng: RngSource,
    /// Where DPM++ SDE's Brownian tree draws (`--sde-tree-rng`; auto: `rng`'s).
    pub sde_tree_rng: SdeTreeRng,
    /// Prompt emphasis and clip skip (`--emphasis`, `--clip-skip`).
    pub prompt_options: PromptOptions,
    /// Unit-variance starting noise [1, 4, h/8, w/8] (SD 3: [1, 16, h/8, w/8]) used instead
    /// of the seeded draw.
    pub init_noise: Option<Tensor>,
    /// img2img / inpainting: the input image, strength and mask (see [`crate::pipeline::init_image`]).
    pub init_image: Option<InitImage>,
    /// ControlNet inputs (`--control`), their ControlNets in `Model::controlnets`.
    pub controls: Vec<ControlUnit>,
    /// Hand the last steps to the SDXL refiner in `Model::refiner` (`--refiner`).
    pub refiner: Option<RefinerSettings>,
    /// SD 3's skip-layer guidance (`--skip-layers`).
    pub skip_layer_guidance: Option<SkipLayerGuidance>,
}

impl GenerateRequest {
    /// Whether the job runs classifier-free guidance (diffusers: only when
    /// guidance_scale > 1).
    pub fn uses_cfg(&self) -> bool {
        self.cfg > 1.0
    }

    /// Checks the image size ([`ranges::WIDTH`], [`ranges::HEIGHT`]), naming --width /
    /// --height.
    pub fn checked_size(width: usize, height: usize) -> Result<()> {
        for (range, v) in [(&ranges::WIDTH, width), (&ranges::HEIGHT, height)] {
            range.check_whole(v as u64, Naming::Flags, None)?;
        }
        Ok(())
    }

    /// Checks the fields a user can get wrong, naming the CLI flag.
    pub fn validate(&self) -> Result<()> {
        Self::checked_size(self.width, self.height)?;
        ranges::STEPS.check_whole(self.steps as u64, Naming::Flags, None)?;
        ranges::CFG_RESCALE.check(self.cfg_rescale, Naming::Flags, None)?;
        crate::sampling::resolve(self.sampler, self.schedule)?;
        ranges::CFG.check(self.cfg, Naming::Flags, None)?;
        for c in &self.controls {
            c.validate("--control", self.width, self.height)?;
        }
        if let Some(n) = &self.init_noise {
            // 4 latent channels, or SD 3's 16 (the model's own count is checked where the
            // loop starts).
            let c = if n.dims().get(1) == Some(&16) { 16 } else { 4 };
            let want = [1, c, self.height / 8, self.width / 8];
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
    Phase(Phase),
    /// A step finished; `latents` are the current latents (for previews).
    Step {
        step: usize,
        total: usize,
        latents: &'a Tensor,
    },
    /// A phase ran out of device memory; it is retried under the lower plan `to`.
    Fallback {
        phase: Phase,
        from: crate::planner::Plan,
        to: crate::planner::Plan,
        error: String,
    },
}
