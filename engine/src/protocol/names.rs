//! The user-facing names both sides use, each with its CLI and protocol spelling (and
//! A1111's where it has one): noise sources, schedules, emphasis, samplers, ControlNet
//! preprocessors and resizes. An unknown name is an [`UnknownName`] naming its flag.
use serde::{Deserialize, Serialize};
use std::fmt;

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

/// Where the Brownian tree of DPM++ SDE draws its nodes (`--sde-tree-rng`). The tools
/// differ: A1111 builds the tree on the latents' device, so on an NVIDIA card it draws
/// CUDA's numbers whatever its RNG setting ("RNG: CPU" + DPM++ SDE = CPU start noise, CUDA
/// tree); ComfyUI keeps its tree on the CPU; diffusers builds it on the sample's device.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SdeTreeRng {
    /// The `--rng` source's (with `--rng candela`, Candela's earlier in-order draws).
    #[default]
    Auto,
    /// CUDA's generator (A1111 on an NVIDIA card, whatever its RNG setting).
    Gpu,
    /// torch's CPU generator (ComfyUI; diffusers on the CPU).
    Cpu,
    /// A tree whose nodes draw Candela's ChaCha8 stream.
    Candela,
}

impl SdeTreeRng {
    pub const ALL: [SdeTreeRng; 4] = [
        SdeTreeRng::Auto,
        SdeTreeRng::Gpu,
        SdeTreeRng::Cpu,
        SdeTreeRng::Candela,
    ];

    /// The CLI and protocol name.
    pub fn name(self) -> &'static str {
        match self {
            SdeTreeRng::Auto => "auto",
            SdeTreeRng::Gpu => "gpu",
            SdeTreeRng::Cpu => "cpu",
            SdeTreeRng::Candela => "candela",
        }
    }

    /// The source the tree draws from; None for `auto`.
    pub fn source(self) -> Option<RngSource> {
        match self {
            SdeTreeRng::Auto => None,
            SdeTreeRng::Gpu => Some(RngSource::Gpu),
            SdeTreeRng::Cpu => Some(RngSource::Cpu),
            SdeTreeRng::Candela => Some(RngSource::Candela),
        }
    }

    /// The value of Candela's `SDE tree RNG:` parameter (A1111 has none): the source's
    /// `RNG:` spelling; `auto` is not written.
    pub fn a1111_name(self) -> Option<&'static str> {
        self.source().map(RngSource::a1111_name)
    }

    /// From an `SDE tree RNG:` value (`GPU`, `NV`, `CPU`, `Candela`).
    pub fn from_a1111(value: &str) -> Option<Self> {
        Some(match RngSource::from_a1111(value)? {
            RngSource::Gpu => SdeTreeRng::Gpu,
            RngSource::Cpu => SdeTreeRng::Cpu,
            RngSource::Candela => SdeTreeRng::Candela,
        })
    }
}

impl std::str::FromStr for SdeTreeRng {
    type Err = UnknownName;

    fn from_str(s: &str) -> Result<Self, UnknownName> {
        SdeTreeRng::ALL
            .into_iter()
            .find(|r| r.name() == s)
            .ok_or_else(|| UnknownName {
                field: "--sde-tree-rng",
                message: format!(
                    "unknown Brownian tree source '{s}'; expected auto, gpu, cpu or candela"
                ),
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
    /// k-diffusion's `get_sigmas` (A1111's "Uniform"): the training timesteps evenly from
    /// the last to 0, each with its sigma interpolated in log space. What A1111 runs a
    /// sampler on when neither its name nor a `Schedule type` names a schedule.
    Uniform,
}

impl Schedule {
    pub const ALL: [Schedule; 6] = [
        Schedule::Default,
        Schedule::Karras,
        Schedule::Exponential,
        Schedule::SgmUniform,
        Schedule::Simple,
        Schedule::Uniform,
    ];

    /// The CLI and protocol name.
    pub fn name(self) -> &'static str {
        match self {
            Schedule::Default => "default",
            Schedule::Karras => "karras",
            Schedule::Exponential => "exponential",
            Schedule::SgmUniform => "sgm_uniform",
            Schedule::Simple => "simple",
            Schedule::Uniform => "uniform",
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
            Schedule::Uniform => "Uniform",
        }
    }

    /// From a `Schedule type:` value: A1111 1.9+ writes the label ("Karras"), 1.6 to 1.8
    /// the option's value ("karras"), so case is ignored.
    pub fn from_a1111(value: &str) -> Option<Self> {
        Schedule::ALL
            .into_iter()
            .find(|s| s.a1111_name().eq_ignore_ascii_case(value.trim()))
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
                    "unknown schedule '{s}'; expected default, karras, exponential, sgm_uniform, simple or uniform"
                ),
            })
    }
}

/// How img2img's strength picks the steps it runs (`--strength-rule`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StrengthRule {
    /// diffusers' `get_timesteps`: the last `int(steps × strength)` of the schedule's
    /// `steps` steps.
    #[default]
    Diffusers,
    /// A1111's (its default, "img2img_fix_steps" off): the last
    /// `int(min(strength, 0.999) × steps) + 1` of them.
    A1111,
}

impl StrengthRule {
    pub const ALL: [StrengthRule; 2] = [StrengthRule::Diffusers, StrengthRule::A1111];

    /// The CLI and protocol name.
    pub fn name(self) -> &'static str {
        match self {
            StrengthRule::Diffusers => "diffusers",
            StrengthRule::A1111 => "a1111",
        }
    }

    /// The value of Candela's `Strength rule:` PNG key.
    pub fn a1111_name(self) -> &'static str {
        match self {
            StrengthRule::Diffusers => "diffusers",
            StrengthRule::A1111 => "A1111",
        }
    }

    pub fn from_a1111(value: &str) -> Option<Self> {
        StrengthRule::ALL
            .into_iter()
            .find(|r| r.a1111_name() == value.trim())
    }

    /// The denoising steps `strength` leaves of `steps`; the first of them is
    /// `steps - steps_run`.
    pub fn steps_run(self, steps: usize, strength: f64) -> usize {
        let run = match self {
            StrengthRule::Diffusers => (steps as f64 * strength) as usize,
            // sd_samplers_common.setup_img2img_steps: t_enc = int(min(strength, 0.999) *
            // steps); the sampler runs sigmas[steps - t_enc - 1:], t_enc + 1 steps.
            StrengthRule::A1111 => (strength.min(0.999) * steps as f64) as usize + 1,
        };
        run.min(steps)
    }
}

impl std::str::FromStr for StrengthRule {
    type Err = UnknownName;

    fn from_str(s: &str) -> Result<Self, UnknownName> {
        StrengthRule::ALL
            .into_iter()
            .find(|r| r.name() == s)
            .ok_or_else(|| UnknownName {
                field: "--strength-rule",
                message: format!("unknown strength rule '{s}'; expected diffusers or a1111"),
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
    /// diffusers' `sde-dpmsolver++` drawing in order; with a chosen tree source
    /// (`--sde-tree-rng`), k-diffusion's with a Brownian tree as A1111 runs it.
    #[serde(rename = "dpmpp_2m_sde")]
    DpmPP2MSde,
    /// k-diffusion's DPM++ 2M SDE with the Heun solver, as A1111 runs it.
    #[serde(rename = "dpmpp_2m_sde_heun")]
    DpmPP2MSdeHeun,
    /// k-diffusion's DPM++ 3M SDE, as A1111 runs it.
    #[serde(rename = "dpmpp_3m_sde")]
    DpmPP3MSde,
    #[serde(rename = "dpmpp_sde")]
    DpmPPSde,
    #[serde(rename = "unipc")]
    UniPc,
    #[serde(rename = "lcm")]
    Lcm,
}

/// (sampler, CLI name, A1111 name).
const SAMPLER_NAMES: [(Sampler, &str, &str); 15] = [
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
    (
        Sampler::DpmPP2MSdeHeun,
        "dpmpp_2m_sde_heun",
        "DPM++ 2M SDE Heun",
    ),
    (Sampler::DpmPP3MSde, "dpmpp_3m_sde", "DPM++ 3M SDE"),
    (Sampler::DpmPPSde, "dpmpp_sde", "DPM++ SDE"),
    (Sampler::UniPc, "unipc", "UniPC"),
    (Sampler::Lcm, "lcm", "LCM"),
];

impl Sampler {
    pub const ALL: [Sampler; 15] = [
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
        Sampler::DpmPP2MSdeHeun,
        Sampler::DpmPP3MSde,
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
