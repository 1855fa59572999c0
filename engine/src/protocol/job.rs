//! What a job asks for, as the app sends it and the queue file keeps it: [`JobSpec`] and
//! its parts (img2img, ControlNets, the refiner, attachments, the memory plan).
use super::memory::{LoraApply, NetDevice, Offload, WeightsDtype};
use super::names::{
    Emphasis, Preprocess, Resize, RngSource, Sampler, Schedule, SdeTreeRng, StrengthRule,
};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A generation job as the app describes it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct JobSpec {
    /// A diffusers folder or single-file checkpoint; loaded (or reused) for this job.
    pub model: String,
    pub prompt: String,
    #[serde(default)]
    pub negative_prompt: String,
    pub width: usize,
    pub height: usize,
    pub steps: usize,
    pub cfg: f64,
    pub seed: u64,
    /// CLI sampler name (`euler`, `dpmpp_2m_karras`...).
    pub sampler: Sampler,
    /// Folder the PNG goes to (never overwriting).
    pub out_dir: String,
    /// File name stem; `-N` is added when taken.
    #[serde(default = "default_stem")]
    pub file_stem: String,
    /// `f32`, `f16`, `bf16`, or empty for the device default.
    #[serde(default)]
    pub dtype: String,
    /// Send a latent preview every this many steps (0 = none).
    #[serde(default = "one")]
    pub preview_every: usize,
    /// The memory plan the app asks for; None lets the engine choose. Engines without a
    /// planner ignore it.
    #[serde(default)]
    pub plan: Option<PlanSettings>,
    /// img2img / inpainting inputs (flat on the wire: `init_image`, `strength`, `mask`,
    /// `mask_blur`; all optional).
    #[serde(flatten, default)]
    pub img2img: Img2ImgSpec,
    /// ControlNet units (the CLI's `--control`), in order.
    #[serde(default)]
    pub controls: Vec<ControlSpec>,
    /// The SDXL refiner as a second pass (the CLI's `--refiner`); absent in older files.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub refiner: Option<RefinerSpec>,
    /// The noise source (`gpu`, `cpu`, `candela`); jobs without it keep Candela's old stream.
    #[serde(default = "RngSource::legacy")]
    pub rng: RngSource,
    /// Where DPM++ SDE's Brownian tree draws (`auto`, `gpu`, `cpu`, `candela`); absent in
    /// older files (auto: the `rng` source).
    #[serde(default, skip_serializing_if = "is_default")]
    pub sde_tree_rng: SdeTreeRng,
    /// The sampler's schedule (`default`, `karras`, `exponential`, `sgm_uniform`, `simple`).
    #[serde(default)]
    pub schedule: Schedule,
    /// diffusers' `guidance_rescale`, 0 to 1 (0: off).
    #[serde(default)]
    pub cfg_rescale: f64,
    /// A1111's clip skip (1 = the text encoder's usual layer).
    #[serde(default = "one")]
    pub clip_skip: usize,
    /// What prompt weights do (`original`, `no-norm`, `ignore`, `none`).
    #[serde(default)]
    pub emphasis: Emphasis,
    /// LoRAs, embeddings, a VAE override and the declared attachments (flat on the wire:
    /// `loras`, `lora_dir`, `embeddings`, `embeddings_dir`, `vae`, `attachments`; all
    /// optional, absent in older files).
    #[serde(flatten, default)]
    pub attach: AttachSpec,
    /// How the UNet's and ControlNets' weights are kept (`--weights-dtype`); absent in
    /// older files (auto).
    #[serde(default, skip_serializing_if = "is_default")]
    pub weights_dtype: WeightsDtype,
    /// How the text encoders' weights are kept (`--text-encoder-dtype`).
    #[serde(default, skip_serializing_if = "is_default")]
    pub text_encoder_dtype: WeightsDtype,
    /// How the LoRAs change the weights (`--lora-apply`); absent in older files (auto).
    #[serde(default, skip_serializing_if = "is_default")]
    pub lora_apply: LoraApply,
    /// Where the text encoders run (`--text-encoder-device`).
    #[serde(default, skip_serializing_if = "is_default")]
    pub text_encoder_device: NetDevice,
    /// Where the VAE runs (`--vae-device`).
    #[serde(default, skip_serializing_if = "is_default")]
    pub vae_device: NetDevice,
    /// SD 3: run without T5, zeros in its place (`--no-t5`); absent in older files (false).
    #[serde(default, skip_serializing_if = "is_default")]
    pub no_t5: bool,
    /// SD 3: the flow-matching shift (`--shift`); absent: the model's scheduler config's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shift: Option<f64>,
    /// SD 3: T5's token count (`--max-sequence-length`); absent: 256.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_sequence_length: Option<usize>,
    /// SD 3: skip-layer guidance (`--skip-layers` and its scale and window); absent in
    /// older files (off).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub skip_layer_guidance: Option<SkipLayerGuidance>,
    /// The declared memory levers' values by key (`planner::levers`), as their flags take
    /// them; a lever not named is `auto`. Absent in older files and while every
    /// lever is `auto`.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub levers: BTreeMap<String, String>,
}

/// diffusers' skip-layer guidance for SD 3 (StableDiffusion3Pipeline's
/// `skip_guidance_layers`, `skip_layer_guidance_scale`, `_start`, `_stop`): on the steps `i`
/// with `start x steps < i < stop x steps` the guided prediction moves by `scale x (text -
/// text with the joint blocks `layers` skipped)`. It needs classifier-free guidance.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SkipLayerGuidance {
    /// The joint blocks skipped (0-based; SD 3.5 Medium's model card: 7, 8, 9).
    pub layers: Vec<usize>,
    #[serde(default = "SkipLayerGuidance::default_scale")]
    pub scale: f64,
    /// The window, as fractions of the steps.
    #[serde(default = "SkipLayerGuidance::default_start")]
    pub start: f64,
    #[serde(default = "SkipLayerGuidance::default_stop")]
    pub stop: f64,
}

impl SkipLayerGuidance {
    /// diffusers' defaults.
    pub const SCALE: f64 = 2.8;
    pub const START: f64 = 0.01;
    pub const STOP: f64 = 0.2;

    fn default_scale() -> f64 {
        Self::SCALE
    }

    fn default_start() -> f64 {
        Self::START
    }

    fn default_stop() -> f64 {
        Self::STOP
    }

    /// Whether it acts at step `i` of `steps` (diffusers compares in floating point:
    /// `i > steps * start and i < steps * stop`).
    pub fn active(&self, i: usize, steps: usize) -> bool {
        let (i, n) = (i as f64, steps as f64);
        i > n * self.start && i < n * self.stop
    }
}

fn is_default<T: Default + PartialEq>(v: &T) -> bool {
    *v == T::default()
}

/// What attaches to the model for a job: the CLI's `--lora`, `--lora-dir`, `--embedding`,
/// `--embeddings-dir` and `--vae`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct AttachSpec {
    /// LoRA/LyCORIS files with their strengths, in order (`<lora:NAME:STRENGTH>` in the
    /// prompts adds more, found in `lora_dir`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub loras: Vec<LoraSpec>,
    /// The folder `<lora:NAME:...>` finds `NAME.safetensors` in.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lora_dir: Option<String>,
    /// Textual-inversion embedding files, used where the prompts name them (file stem).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub embeddings: Vec<String>,
    /// A folder of embeddings, each usable by its file stem.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub embeddings_dir: Option<String>,
    /// A VAE file or folder in place of the checkpoint's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vae: Option<String>,
    /// The attachments declared in the engine's `attach/` (each its own file), by their
    /// key (`text_encoder`): the values, as their CLI flag takes them.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub attachments: BTreeMap<String, Vec<String>>,
}

/// A LoRA of a job and its strength (diffusers' `lora_scale`, A1111's multiplier).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LoraSpec {
    pub path: String,
    #[serde(default = "one_f32")]
    pub strength: f32,
}

fn one_f32() -> f32 {
    1.0
}

/// The SDXL refiner of a job: the CLI's `--refiner`, `--refiner-switch`,
/// `--refiner-aesthetic-score` and `--refiner-negative-aesthetic-score`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RefinerSpec {
    /// A refiner folder or `.safetensors` file, or `random` (benchmarks).
    pub model: String,
    /// Fraction of the steps after which the refiner takes over.
    #[serde(default = "default_switch")]
    pub switch: f64,
    #[serde(default = "default_aesthetic")]
    pub aesthetic_score: f64,
    #[serde(default = "default_negative_aesthetic")]
    pub negative_aesthetic_score: f64,
}

fn default_switch() -> f64 {
    DEFAULT_SWITCH
}
fn default_aesthetic() -> f64 {
    DEFAULT_AESTHETIC_SCORE
}
fn default_negative_aesthetic() -> f64 {
    DEFAULT_NEGATIVE_AESTHETIC_SCORE
}

/// diffusers' defaults for `StableDiffusionXLImg2ImgPipeline.__call__`.
pub const DEFAULT_AESTHETIC_SCORE: f64 = 6.0;
pub const DEFAULT_NEGATIVE_AESTHETIC_SCORE: f64 = 2.5;
/// The fraction of the steps after which the refiner takes over (diffusers' example).
pub const DEFAULT_SWITCH: f64 = 0.8;

/// A job's input image and mask; all absent for text-to-image.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Img2ImgSpec {
    /// The input image (resized to width × height).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub init_image: Option<String>,
    /// 0..1; None: 0.8, or 1.0 with a mask (diffusers' defaults).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub strength: Option<f64>,
    /// Inpainting mask (white = repaint); needs `init_image`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mask: Option<String>,
    /// Gaussian blur of the mask in pixels; None: 4 (A1111's default).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mask_blur: Option<f64>,
    /// Which steps `strength` runs: diffusers' rule (the default) or A1111's.
    #[serde(default, skip_serializing_if = "is_diffusers_rule")]
    pub strength_rule: StrengthRule,
}

fn is_diffusers_rule(rule: &StrengthRule) -> bool {
    *rule == StrengthRule::Diffusers
}

/// One ControlNet input: the GUI's ControlNet panel, the CLI's `--control` and its
/// `--control-preprocess`/`--control-resize` flags.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ControlSpec {
    /// A ControlNet folder or `.safetensors` file, or `random` (benchmarks).
    pub model: String,
    /// The control image file.
    pub image: String,
    /// How the image becomes the map: `{"kind": "none"}`, `{"kind": "invert"}` or
    /// `{"kind": "canny", "low": 100, "high": 200}`.
    #[serde(default)]
    pub preprocess: Preprocess,
    /// `crop`, `fit` or `stretch` to the job's size.
    #[serde(default)]
    pub resize: Resize,
    /// diffusers' `controlnet_conditioning_scale`.
    #[serde(default = "one_f64")]
    pub scale: f64,
    /// Guidance start and end, fractions of the steps.
    #[serde(default)]
    pub start: f64,
    #[serde(default = "one_f64")]
    pub end: f64,
    /// A disabled unit is skipped (its ControlNet is not loaded).
    #[serde(default = "yes")]
    pub enabled: bool,
}

fn one_f64() -> f64 {
    1.0
}
fn yes() -> bool {
    true
}

/// How a job may spend device memory: the VRAM panel's sliders and switches.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PlanSettings {
    /// Let the planner pick offload, slicing and tiling to fit `vram_budget_bytes`.
    pub auto: bool,
    pub vram_budget_bytes: u64,
    pub offload: Offload,
    /// Attention slice size (0 = no slicing).
    pub attention_slice: usize,
    /// VAE tile size in pixels (0 = no tiling).
    pub vae_tile: usize,
    /// In a plan the worker reports: the declared memory levers it runs with that are not
    /// `auto` (set by the job, or lowered by the budget's choice), by key. Absent while
    /// there are none; what a job asks of them travels in [`JobSpec::levers`].
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub levers: BTreeMap<String, String>,
}

fn default_stem() -> String {
    "candela".into()
}
fn one() -> usize {
    1
}
