//! The memory plan's names: where weights live between uses ([`Offload`]), how they are
//! stored ([`WeightsDtype`]), how LoRAs apply ([`LoraApply`]), where a net runs ([`NetDevice`]), a job's phases ([`Phase`])
//! and their predicted or measured peaks ([`PhasePeaks`]).
use super::names::UnknownName;
use serde::{Deserialize, Serialize};

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

/// How a job's LoRAs change the weights (`--lora-apply`): `merge` adds them into the
/// weights as held (diffusers' `fuse_lora`; on an fp8 layer the sum is rounded to fp8
/// again), `separate` keeps every low-rank one as its own factors in the run's dtype,
/// added in the layer's forward pass (PEFT unfused), `auto` keeps them separate on the
/// layers held in fp8 and merges them elsewhere.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LoraApply {
    #[default]
    Auto,
    Merge,
    Separate,
}

impl LoraApply {
    pub const ALL: [LoraApply; 3] = [LoraApply::Auto, LoraApply::Merge, LoraApply::Separate];

    /// The CLI and protocol name.
    pub fn name(self) -> &'static str {
        match self {
            LoraApply::Auto => "auto",
            LoraApply::Merge => "merge",
            LoraApply::Separate => "separate",
        }
    }
}

impl std::str::FromStr for LoraApply {
    type Err = UnknownName;

    fn from_str(s: &str) -> Result<Self, UnknownName> {
        LoraApply::ALL
            .into_iter()
            .find(|a| a.name() == s)
            .ok_or_else(|| UnknownName {
                field: "--lora-apply",
                message: format!("expected auto, merge or separate, got '{s}'"),
            })
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

/// A job's phases in the order they run, named as `Event::Phase` sends them.
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
