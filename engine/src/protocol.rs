//! The worker protocol: JSON lines on stdio between the app and `candela-engine serve`.
//! Requests go in, events come out; both are tagged by `"type"`. The app never touches a
//! tensor, the engine never knows egui: these types are all they share.
//!
//! This module is also the one source of the names both sides use: [`Offload`],
//! [`Sampler`], [`Phase`], the ControlNet preprocessors and the refiner's defaults. It
//! depends on nothing but serde (and std) and `ranges.rs` (the ranges of its numbers,
//! serde_json only), so the app can read it without the engine's tensors and every other
//! module can use it.
use serde::{Deserialize, Serialize};
use std::fmt;

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
    /// LoRAs, embeddings and a VAE override (flat on the wire: `loras`, `lora_dir`,
    /// `embeddings`, `embeddings_dir`, `vae`; all optional, absent in older files).
    #[serde(flatten, default)]
    pub attach: AttachSpec,
    /// How the UNet's and ControlNets' weights are kept (`--weights-dtype`); absent in
    /// older files (auto).
    #[serde(default, skip_serializing_if = "is_default")]
    pub weights_dtype: WeightsDtype,
    /// How the text encoders' weights are kept (`--text-encoder-dtype`).
    #[serde(default, skip_serializing_if = "is_default")]
    pub text_encoder_dtype: WeightsDtype,
    /// Where the text encoders run (`--text-encoder-device`).
    #[serde(default, skip_serializing_if = "is_default")]
    pub text_encoder_device: NetDevice,
    /// Where the VAE runs (`--vae-device`).
    #[serde(default, skip_serializing_if = "is_default")]
    pub vae_device: NetDevice,
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
}

/// Where a job's noise comes from (`--rng`; the engine's `rng` module draws it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RngSource {
    /// `torch.randn` on a CUDA generator (Philox), computed on any device: A1111's default.
    #[default]
    Gpu,
    /// `torch.randn` on a CPU generator (mt19937): A1111's "CPU", ComfyUI's default.
    Cpu,
    /// Candela's earlier ChaCha8 stream.
    Candela,
}

impl RngSource {
    pub const ALL: [RngSource; 3] = [RngSource::Gpu, RngSource::Cpu, RngSource::Candela];

    /// The CLI and protocol name.
    pub fn name(self) -> &'static str {
        match self {
            RngSource::Gpu => "gpu",
            RngSource::Cpu => "cpu",
            RngSource::Candela => "candela",
        }
    }

    /// The value of A1111's `RNG:` parameter.
    pub fn a1111_name(self) -> &'static str {
        match self {
            RngSource::Gpu => "GPU",
            RngSource::Cpu => "CPU",
            RngSource::Candela => "Candela",
        }
    }

    /// From an `RNG:` value; A1111's "NV" is the GPU's numbers drawn anywhere.
    pub fn from_a1111(value: &str) -> Option<Self> {
        match value.trim() {
            "GPU" | "NV" => Some(RngSource::Gpu),
            "CPU" => Some(RngSource::Cpu),
            "Candela" => Some(RngSource::Candela),
            _ => None,
        }
    }

    /// Jobs written before the field existed drew Candela's stream.
    pub fn legacy() -> Self {
        RngSource::Candela
    }
}

impl std::str::FromStr for RngSource {
    type Err = UnknownName;

    fn from_str(s: &str) -> Result<Self, UnknownName> {
        RngSource::ALL
            .into_iter()
            .find(|r| r.name() == s)
            .ok_or_else(|| UnknownName {
                field: "--rng",
                message: format!("unknown noise source '{s}'; expected gpu, cpu or candela"),
            })
    }
}

/// How a sampler spreads its noise levels over the steps (`--schedule`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Schedule {
    /// The sampler's own (the model's timestep spacing).
    #[default]
    Default,
    /// Karras et al. (2022), rho 7 (diffusers' `use_karras_sigmas`).
    Karras,
    /// Evenly spaced in log sigma (diffusers' `use_exponential_sigmas`).
    Exponential,
    /// Evenly spaced timesteps ending at the last (diffusers' "trailing" spacing).
    SgmUniform,
    /// ComfyUI's "simple": every (1000 / steps)-th training sigma from the top.
    Simple,
}

impl Schedule {
    pub const ALL: [Schedule; 5] = [
        Schedule::Default,
        Schedule::Karras,
        Schedule::Exponential,
        Schedule::SgmUniform,
        Schedule::Simple,
    ];

    /// The CLI and protocol name.
    pub fn name(self) -> &'static str {
        match self {
            Schedule::Default => "default",
            Schedule::Karras => "karras",
            Schedule::Exponential => "exponential",
            Schedule::SgmUniform => "sgm_uniform",
            Schedule::Simple => "simple",
        }
    }

    /// The value of A1111's `Schedule type:` parameter.
    pub fn a1111_name(self) -> &'static str {
        match self {
            Schedule::Default => "Automatic",
            Schedule::Karras => "Karras",
            Schedule::Exponential => "Exponential",
            Schedule::SgmUniform => "SGM Uniform",
            Schedule::Simple => "Simple",
        }
    }

    pub fn from_a1111(value: &str) -> Option<Self> {
        Schedule::ALL
            .into_iter()
            .find(|s| s.a1111_name() == value.trim())
    }
}

impl std::str::FromStr for Schedule {
    type Err = UnknownName;

    fn from_str(s: &str) -> Result<Self, UnknownName> {
        Schedule::ALL
            .into_iter()
            .find(|x| x.name() == s)
            .ok_or_else(|| UnknownName {
                field: "--schedule",
                message: format!(
                    "unknown schedule '{s}'; expected default, karras, exponential, sgm_uniform or simple"
                ),
            })
    }
}

/// What prompt weights do (`--emphasis`), with A1111's meanings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Emphasis {
    /// Weights multiply the token embeddings, then each chunk is rescaled to its
    /// original mean: A1111's default ("Original").
    #[default]
    Original,
    /// Weights without the mean restore.
    NoNorm,
    /// The syntax is parsed (brackets and weights removed, BREAK kept) and weights dropped:
    /// for prompts written for diffusers.
    Ignore,
    /// Brackets are literal text and BREAK a word.
    None,
}

impl Emphasis {
    pub const ALL: [Emphasis; 4] = [
        Emphasis::Original,
        Emphasis::NoNorm,
        Emphasis::Ignore,
        Emphasis::None,
    ];

    /// The CLI and protocol name.
    pub fn name(self) -> &'static str {
        match self {
            Emphasis::Original => "original",
            Emphasis::NoNorm => "no-norm",
            Emphasis::Ignore => "ignore",
            Emphasis::None => "none",
        }
    }

    /// The value of A1111's `Emphasis:` parameter.
    pub fn a1111_name(self) -> &'static str {
        match self {
            Emphasis::Original => "Original",
            Emphasis::NoNorm => "No norm",
            Emphasis::Ignore => "Ignore",
            Emphasis::None => "None",
        }
    }

    pub fn from_a1111(value: &str) -> Option<Self> {
        Emphasis::ALL
            .into_iter()
            .find(|e| e.a1111_name() == value.trim())
    }
}

impl std::str::FromStr for Emphasis {
    type Err = UnknownName;

    fn from_str(s: &str) -> Result<Self, UnknownName> {
        Emphasis::ALL
            .into_iter()
            .find(|e| e.name() == s)
            .ok_or_else(|| UnknownName {
                field: "--emphasis",
                message: format!(
                    "unknown emphasis '{s}'; expected original, no-norm, ignore or none"
                ),
            })
    }
}

/// Predicted peak device memory for each phase of a job.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PhasePeaks {
    pub text_encoding: u64,
    pub denoising: u64,
    pub vae: u64,
}

impl PhasePeaks {
    /// `phase`'s figure: the VAE's for encoding and decoding alike, 0 while loading.
    pub fn of(&self, phase: Phase) -> u64 {
        match phase {
            Phase::Loading => 0,
            Phase::TextEncoding => self.text_encoding,
            Phase::Denoising => self.denoising,
            Phase::Encoding | Phase::Decoding => self.vae,
        }
    }
}

fn default_stem() -> String {
    "candela".into()
}
fn one() -> usize {
    1
}

/// A name that is not one of an enum's; `field` is the CLI flag that takes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownName {
    pub field: &'static str,
    pub message: String,
}

impl fmt::Display for UnknownName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.field, self.message)
    }
}

impl std::error::Error for UnknownName {}

/// Where weights live between uses (diffusers' `enable_model_cpu_offload` and
/// `enable_sequential_cpu_offload`): `--offload none|model|sequential`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Offload {
    None,
    Model,
    Sequential,
}

impl Offload {
    pub const ALL: [Offload; 3] = [Offload::None, Offload::Model, Offload::Sequential];

    /// The CLI and protocol name.
    pub fn name(self) -> &'static str {
        match self {
            Offload::None => "none",
            Offload::Model => "model",
            Offload::Sequential => "sequential",
        }
    }
}

impl std::str::FromStr for Offload {
    type Err = UnknownName;

    fn from_str(s: &str) -> Result<Self, UnknownName> {
        Offload::ALL
            .into_iter()
            .find(|o| o.name() == s)
            .ok_or_else(|| UnknownName {
                field: "--offload",
                message: format!("expected none, model or sequential, got '{s}'"),
            })
    }
}

/// The dtype a net's Linear and Conv weights are kept in, on the device and in host
/// memory (`--weights-dtype`, `--text-encoder-dtype`); each layer is computed in the run's
/// dtype, upcast just before use. `auto`: as the checkpoint stores them where that is fp8
/// (published fp8 files), else the run's dtype, unless the memory plan picks fp8 to fit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WeightsDtype {
    #[default]
    Auto,
    F16,
    Bf16,
    Fp8E4m3fn,
    Fp8E5m2,
}

impl WeightsDtype {
    pub const ALL: [WeightsDtype; 5] = [
        WeightsDtype::Auto,
        WeightsDtype::F16,
        WeightsDtype::Bf16,
        WeightsDtype::Fp8E4m3fn,
        WeightsDtype::Fp8E5m2,
    ];

    /// The CLI and protocol name.
    pub fn name(self) -> &'static str {
        match self {
            WeightsDtype::Auto => "auto",
            WeightsDtype::F16 => "f16",
            WeightsDtype::Bf16 => "bf16",
            WeightsDtype::Fp8E4m3fn => "fp8_e4m3fn",
            WeightsDtype::Fp8E5m2 => "fp8_e5m2",
        }
    }

    /// Whether it is one of the 8-bit formats.
    pub fn is_fp8(self) -> bool {
        matches!(self, WeightsDtype::Fp8E4m3fn | WeightsDtype::Fp8E5m2)
    }

    /// Parses `s` as the value of `field` (`--weights-dtype` or `--text-encoder-dtype`).
    pub fn parse(s: &str, field: &'static str) -> Result<Self, UnknownName> {
        WeightsDtype::ALL
            .into_iter()
            .find(|w| w.name() == s)
            .ok_or_else(|| UnknownName {
                field,
                message: format!(
                    "unknown weights dtype '{s}'; expected auto, f16, bf16, fp8_e4m3fn or fp8_e5m2"
                ),
            })
    }
}

impl std::str::FromStr for WeightsDtype {
    type Err = UnknownName;

    fn from_str(s: &str) -> Result<Self, UnknownName> {
        WeightsDtype::parse(s, "--weights-dtype")
    }
}

/// Where a net that may leave the GPU runs (`--text-encoder-device`, `--vae-device`):
/// `auto` lets the memory plan decide, `cpu` keeps it in host memory and runs it there in
/// f32, `gpu` keeps it on the job's device.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NetDevice {
    #[default]
    Auto,
    Gpu,
    Cpu,
}

impl NetDevice {
    pub const ALL: [NetDevice; 3] = [NetDevice::Auto, NetDevice::Gpu, NetDevice::Cpu];

    /// The CLI and protocol name.
    pub fn name(self) -> &'static str {
        match self {
            NetDevice::Auto => "auto",
            NetDevice::Gpu => "gpu",
            NetDevice::Cpu => "cpu",
        }
    }

    /// Parses `s` as the value of `field` (`--text-encoder-device` or `--vae-device`).
    pub fn parse(s: &str, field: &'static str) -> Result<Self, UnknownName> {
        NetDevice::ALL
            .into_iter()
            .find(|d| d.name() == s)
            .ok_or_else(|| UnknownName {
                field,
                message: format!("expected auto, gpu or cpu, got '{s}'"),
            })
    }
}

/// The samplers offered to users, named as on the CLI and in the protocol (`--sampler`):
/// the one table of sampler names, the CLI's and A1111's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Sampler {
    #[default]
    #[serde(rename = "euler")]
    Euler,
    #[serde(rename = "euler_a")]
    EulerAncestral,
    #[serde(rename = "heun")]
    Heun,
    #[serde(rename = "dpm2")]
    Dpm2,
    #[serde(rename = "dpm2_a")]
    Dpm2Ancestral,
    #[serde(rename = "lms")]
    Lms,
    #[serde(rename = "ddim")]
    Ddim,
    #[serde(rename = "dpmpp_2m")]
    DpmPP2M,
    /// `dpmpp_2m` with the Karras schedule, under its older name.
    #[serde(rename = "dpmpp_2m_karras")]
    DpmPP2MKarras,
    #[serde(rename = "dpmpp_2m_sde")]
    DpmPP2MSde,
    #[serde(rename = "dpmpp_sde")]
    DpmPPSde,
    #[serde(rename = "unipc")]
    UniPc,
    #[serde(rename = "lcm")]
    Lcm,
}

/// (sampler, CLI name, A1111 name).
const SAMPLER_NAMES: [(Sampler, &str, &str); 13] = [
    (Sampler::Euler, "euler", "Euler"),
    (Sampler::EulerAncestral, "euler_a", "Euler a"),
    (Sampler::Heun, "heun", "Heun"),
    (Sampler::Dpm2, "dpm2", "DPM2"),
    (Sampler::Dpm2Ancestral, "dpm2_a", "DPM2 a"),
    (Sampler::Lms, "lms", "LMS"),
    (Sampler::Ddim, "ddim", "DDIM"),
    (Sampler::DpmPP2M, "dpmpp_2m", "DPM++ 2M"),
    (Sampler::DpmPP2MKarras, "dpmpp_2m_karras", "DPM++ 2M Karras"),
    (Sampler::DpmPP2MSde, "dpmpp_2m_sde", "DPM++ 2M SDE"),
    (Sampler::DpmPPSde, "dpmpp_sde", "DPM++ SDE"),
    (Sampler::UniPc, "unipc", "UniPC"),
    (Sampler::Lcm, "lcm", "LCM"),
];

impl Sampler {
    pub const ALL: [Sampler; 13] = [
        Sampler::Euler,
        Sampler::EulerAncestral,
        Sampler::Heun,
        Sampler::Dpm2,
        Sampler::Dpm2Ancestral,
        Sampler::Lms,
        Sampler::Ddim,
        Sampler::DpmPP2M,
        Sampler::DpmPP2MKarras,
        Sampler::DpmPP2MSde,
        Sampler::DpmPPSde,
        Sampler::UniPc,
        Sampler::Lcm,
    ];

    fn names(&self) -> (&'static str, &'static str) {
        let (_, cli, a1111) = SAMPLER_NAMES
            .iter()
            .find(|(s, _, _)| s == self)
            .expect("every sampler is in the table");
        (cli, a1111)
    }

    /// The CLI and protocol name.
    pub fn name(&self) -> &'static str {
        self.names().0
    }

    /// The name A1111 shows (`dpmpp_2m_karras` keeps its pre-1.9 "DPM++ 2M Karras"; a PNG
    /// says "DPM++ 2M" with "Schedule type: Karras", see the engine's `sampling::names`).
    pub fn a1111_name(&self) -> &'static str {
        self.names().1
    }

    /// The sampler A1111 calls `name` (exactly), if it is one of ours.
    pub fn from_a1111(name: &str) -> Option<Sampler> {
        Sampler::ALL.into_iter().find(|s| s.a1111_name() == name)
    }
}

impl std::str::FromStr for Sampler {
    type Err = UnknownName;

    fn from_str(s: &str) -> Result<Self, UnknownName> {
        Sampler::ALL
            .into_iter()
            .find(|k| k.name() == s)
            .ok_or_else(|| {
                let names: Vec<&str> = Sampler::ALL.iter().map(|k| k.name()).collect();
                UnknownName {
                    field: "--sampler",
                    message: format!(
                        "unknown sampler '{s}'; expected one of {}",
                        names.join(", ")
                    ),
                }
            })
    }
}

/// A job's phases in the order they run, named as [`Event::Phase`] sends them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Opening the model and building its nets.
    Loading,
    TextEncoding,
    /// img2img and inpainting: the input image through the VAE encoder.
    Encoding,
    Denoising,
    Decoding,
}

impl Phase {
    pub const ALL: [Phase; 5] = [
        Phase::Loading,
        Phase::TextEncoding,
        Phase::Encoding,
        Phase::Denoising,
        Phase::Decoding,
    ];

    /// The protocol's name ([`Event::Phase`]).
    pub fn name(self) -> &'static str {
        match self {
            Phase::Loading => "loading",
            Phase::TextEncoding => "text_encoding",
            Phase::Encoding => "encoding",
            Phase::Denoising => "denoising",
            Phase::Decoding => "decoding",
        }
    }

    /// The name of this phase's figure in [`PhasePeaks`] (`vae` for encoding and decoding
    /// alike), as memory plans, their fallbacks and `CANDELA_INJECT_OOM` name it.
    pub fn plan_name(self) -> &'static str {
        match self {
            Phase::Loading => "loading",
            Phase::TextEncoding => "text_encoding",
            Phase::Denoising => "denoising",
            Phase::Encoding | Phase::Decoding => "vae",
        }
    }
}

/// How a control image becomes the map a ControlNet reads (`--control-preprocess`).
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Preprocess {
    /// The image is the map already (a depth map, a pose, edges).
    #[default]
    None,
    /// Canny edges (white on black) with hysteresis thresholds on the gradient magnitude.
    Canny { low: f32, high: f32 },
    /// 255 - value (black lines on white to white on black).
    Invert,
}

/// How an image of another size is brought to the job's (`--control-resize`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Resize {
    /// Scale to cover the job's size, then cut the overhang evenly.
    #[default]
    Crop,
    /// Scale to fit inside, pad the rest with black.
    Fit,
    /// Scale each axis to the job's size.
    Stretch,
}

impl std::str::FromStr for Resize {
    type Err = String;
    fn from_str(s: &str) -> std::result::Result<Self, String> {
        match s {
            "crop" => Ok(Resize::Crop),
            "fit" => Ok(Resize::Fit),
            "stretch" => Ok(Resize::Stretch),
            o => Err(format!(
                "unknown resize '{o}'; expected crop, fit or stretch"
            )),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Request {
    /// Open a model and build its nets now (a job does this itself when needed).
    Load {
        model: String,
        #[serde(default)]
        dtype: String,
    },
    /// Run a job; jobs run one at a time in the order received.
    Generate { id: String, job: JobSpec },
    /// Stop a queued or running job at its next step.
    Cancel { id: String },
    /// Drop the loaded model and return its memory.
    Unload,
    /// Report device memory now.
    Vram,
    /// Predict a job's peak memory per phase without running it (answered by `PlanResult`).
    Plan { id: String, job: JobSpec },
    /// Finish the current job, then exit.
    Shutdown,
    /// Describe a model from its headers, without reading its weights (answered by
    /// `ModelInfo`, or by `Error` with the same id).
    Info { id: String, model: String },
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// Sent once at start.
    Ready {
        version: String,
        device: String,
        cuda: bool,
    },
    Loaded {
        model: String,
        family: String,
        bytes: u64,
    },
    Unloaded,
    /// A job's phase changed: `loading`, `text_encoding`, `encoding` (img2img: the input
    /// image through the VAE), `denoising`, `decoding`.
    Phase {
        id: String,
        phase: Phase,
    },
    Progress {
        id: String,
        step: usize,
        total: usize,
    },
    /// A small RGB8 picture of the current latents, base64-encoded.
    Preview {
        id: String,
        step: usize,
        width: usize,
        height: usize,
        rgb_base64: String,
    },
    Image {
        id: String,
        path: String,
        seed: u64,
        parameters: String,
        ms_per_step: f64,
    },
    Done {
        id: String,
    },
    Cancelled {
        id: String,
    },
    /// Something about a job the user should know that does not stop it (a LoRA whose
    /// layers match nothing in the model: they are not applied). Sent before the job's
    /// phases run.
    Warning {
        id: String,
        message: String,
    },
    /// `id` is empty for errors outside a job (a bad request line).
    Error {
        id: String,
        message: String,
    },
    /// The answer to `Plan`: predicted peaks and the plan the job would run with.
    PlanResult {
        id: String,
        predicted_peak_bytes_per_phase: PhasePeaks,
        plan: PlanSettings,
        /// The planner's estimate of one denoising step, in seconds (absent from older
        /// workers).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        predicted_step_seconds: Option<f64>,
    },
    /// A job ran out of memory and is retried with a lower plan.
    Fallback {
        id: String,
        message: String,
        plan: PlanSettings,
    },
    /// Sent after a job's image, before `Done`: the worker's device memory at its peak in
    /// each phase (this process, as NVML reports it, sampled every 2 ms: what the budget
    /// promises; the VAE's is the larger of encoding and decoding). None where the device
    /// has no memory of its own to measure (the CPU).
    MeasuredPeaks {
        id: String,
        measured_peak_bytes_per_phase: Option<PhasePeaks>,
    },
    /// Device memory in bytes (`used` includes other processes).
    Vram {
        used: u64,
        total: u64,
    },
    /// The answer to `Info`.
    ModelInfo {
        id: String,
        model: String,
        info: ModelSummary,
    },
}

/// A model as the app shows it (`candela-engine info` prints the full details).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ModelSummary {
    /// `sd1`, `sd2`, `sdxl`...
    pub family: String,
    /// The family in people's words: "SD 1.x", "SDXL".
    pub family_label: String,
    /// Bytes of stored weights.
    pub total_bytes: u64,
    /// The stored weights' dtypes, lowercase (`f16`, `f32`), sorted.
    pub dtypes: Vec<String>,
}

impl Event {
    pub fn to_line(&self) -> String {
        serde_json::to_string(self)
            .unwrap_or_else(|e| format!("{{\"type\":\"error\",\"id\":\"\",\"message\":\"{e}\"}}"))
    }
}

impl Request {
    /// A request line read; a job's numbers are checked against their ranges first
    /// ([`crate::ranges::check_job_json`]), so the message gives the field and its range.
    pub fn parse(line: &str) -> Result<Self, String> {
        let bad = |e: &dyn fmt::Display| format!("bad request line: {e}");
        let v: serde_json::Value = serde_json::from_str(line).map_err(|e| bad(&e))?;
        if let Some(job) = v.get("job") {
            crate::ranges::check_job_json(job).map_err(|e| bad(&e))?;
        }
        serde_json::from_value(v).map_err(|e| bad(&e))
    }

    /// The `id` a request line carries, read even when the line is not a valid request.
    pub fn id_in(line: &str) -> Option<String> {
        let v: serde_json::Value = serde_json::from_str(line).ok()?;
        v.get("id")?.as_str().map(String::from)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_and_events_round_trip_as_tagged_json() {
        let r = Request::parse(r#"{"type":"cancel","id":"j1"}"#).unwrap();
        assert_eq!(r, Request::Cancel { id: "j1".into() });
        let line = Event::Progress {
            id: "j1".into(),
            step: 3,
            total: 20,
        }
        .to_line();
        assert_eq!(line, r#"{"type":"progress","id":"j1","step":3,"total":20}"#);
        let c: ControlSpec = serde_json::from_str(
            r#"{"model":"cn","image":"a.png","preprocess":{"kind":"canny","low":50,"high":150}}"#,
        )
        .unwrap();
        assert_eq!(
            c.preprocess,
            Preprocess::Canny {
                low: 50.0,
                high: 150.0
            }
        );
        assert_eq!((c.scale, c.start, c.end, c.enabled), (1.0, 0.0, 1.0, true));
        let err = Request::parse(r#"{"type":"dance"}"#).unwrap_err();
        assert!(err.contains("bad request line"), "{err}");
    }

    /// Job lines and queue files written before issue 16 still load, drawing Candela's
    /// old noise with the default schedule, clip skip and emphasis.
    #[test]
    fn old_job_lines_load_with_the_old_noise() {
        let base = r#"{"model":"m","prompt":"p","width":64,"height":64,"steps":4,"cfg":7.0,"seed":1,"sampler":"euler","out_dir":"o"}"#;
        let job: JobSpec = serde_json::from_str(base).unwrap();
        assert_eq!(job.rng, RngSource::Candela);
        assert_eq!((job.schedule, job.cfg_rescale), (Schedule::Default, 0.0));
        assert_eq!((job.clip_skip, job.emphasis), (1, Emphasis::Original));
        let with = base.replace(
            r#""out_dir":"o""#,
            r#""out_dir":"o","rng":"cpu","schedule":"sgm_uniform","cfg_rescale":0.7,"clip_skip":2,"emphasis":"no-norm""#,
        );
        let job: JobSpec = serde_json::from_str(&with).unwrap();
        assert_eq!(
            (job.rng, job.schedule),
            (RngSource::Cpu, Schedule::SgmUniform)
        );
        assert_eq!((job.clip_skip, job.emphasis), (2, Emphasis::NoNorm));
        let back: JobSpec = serde_json::from_str(&serde_json::to_string(&job).unwrap()).unwrap();
        assert_eq!(back, job);
        let bad = base.replace(r#""out_dir":"o""#, r#""out_dir":"o","rng":"cuda""#);
        let err = serde_json::from_str::<JobSpec>(&bad)
            .unwrap_err()
            .to_string();
        assert!(err.contains("unknown variant `cuda`"), "{err}");
    }

    #[test]
    fn img2img_fields_are_optional_and_flat() {
        let base = r#"{"model":"m","prompt":"p","width":64,"height":64,"steps":4,"cfg":7.0,"seed":1,"sampler":"euler","out_dir":"o"}"#;
        let job: JobSpec = serde_json::from_str(base).unwrap();
        assert_eq!(job.img2img, Img2ImgSpec::default());
        assert!(!serde_json::to_string(&job).unwrap().contains("init_image"));
        let with = base.replace(
            r#""out_dir":"o""#,
            r#""out_dir":"o","init_image":"a.png","strength":0.6,"mask":"m.png","mask_blur":2.5"#,
        );
        let job: JobSpec = serde_json::from_str(&with).unwrap();
        let want = Img2ImgSpec {
            init_image: Some("a.png".into()),
            strength: Some(0.6),
            mask: Some("m.png".into()),
            mask_blur: Some(2.5),
        };
        assert_eq!(job.img2img, want);
        let back: JobSpec = serde_json::from_str(&serde_json::to_string(&job).unwrap()).unwrap();
        assert_eq!(back, job);
    }
}
