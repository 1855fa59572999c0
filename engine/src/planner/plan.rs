//! The choices a job runs with ([`Plan`], each a CLI flag), the device's kernels
//! ([`Backend`]) and the job's shapes ([`JobShape`]): what a prediction is asked about.
use crate::nets::attention::AttentionMode;
use crate::protocol::{LoraApply, NetDevice, Offload, WeightsDtype};
use crate::weights_dtype::{NetDtypes, OnCpu};
use candle_core::DType;

/// VAE tile side (image pixels) when tiling is `auto`.
pub const AUTO_VAE_TILE: usize = 512;

/// Which kernels the job's device runs: they decide what the convolutions and attention
/// hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    /// Banded im2col convolutions and flash attention where supported.
    Cuda,
    /// candle's convolutions (whole im2col buffer) and chunked attention.
    Cpu,
}

/// A memory plan: the choices a job runs with. Every field is a CLI flag.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Plan {
    /// `--offload none|model|sequential`.
    pub offload: Offload,
    /// `--attention-slice off|auto|N`.
    pub attention: AttentionMode,
    /// `--vae-tile`: tile side in image pixels, or none for the whole image at once.
    pub vae_tile: Option<usize>,
    /// `--vae-tile-overlap`: the least overlap between tiles, in pixels.
    pub vae_tile_overlap: usize,
    /// `--vae-tile-store`: where a tiled decode keeps its whole-image intermediates that
    /// are too large to sit beside the tiles ([`crate::nets::tiled::device_store_limit`]):
    /// the GPU's own memory (`gpu`: no trips over the bus; SD's VAE holds about 4 GiB of
    /// them at 2048 px) or page-locked host memory (`cpu`). `auto` is settled by the
    /// planner: the GPU where the budget leaves room for them, host memory without a
    /// budget ([`super::choose`]).
    pub vae_tile_store: NetDevice,
    /// `--weights-dtype` and `--text-encoder-dtype`: how the nets keep their layers.
    pub weights: NetDtypes,
    /// `--text-encoder-device` and `--vae-device`.
    pub text_encoder_device: NetDevice,
    pub vae_device: NetDevice,
    /// `--lora-apply`: LoRAs merged into the weights or kept as separate deltas (which
    /// the device holds beside them).
    pub lora_apply: LoraApply,
    /// `--stream-slots`: how many of the largest streamed group the sequential offload's
    /// arena holds, or none for `auto` (the planner's choice under a budget, else
    /// [`crate::offload::slot_count`]).
    pub stream_slots: Option<usize>,
    /// The declared levers' values ([`super::levers`]).
    pub levers: super::levers::values::Levers,
}

impl Default for Plan {
    fn default() -> Self {
        Plan {
            offload: Offload::None,
            attention: AttentionMode::default(),
            vae_tile: None,
            vae_tile_overlap: crate::nets::tiled::DEFAULT_OVERLAP_PX,
            vae_tile_store: NetDevice::Auto,
            weights: NetDtypes::default(),
            text_encoder_device: NetDevice::Auto,
            vae_device: NetDevice::Auto,
            lora_apply: LoraApply::Auto,
            stream_slots: None,
            levers: Default::default(),
        }
    }
}

impl Plan {
    /// `--attention-slice` as written on the command line.
    pub fn attention_flag(&self) -> String {
        match self.attention {
            m if m == AttentionMode::default() => "off".into(),
            AttentionMode::Chunked { .. } => "auto".into(),
            AttentionMode::Sliced { rows } => rows.to_string(),
        }
    }

    /// The plan as the flags that select it (the weights dtypes where not `auto`).
    pub fn flags(&self) -> String {
        let mut f = format!(
            "--offload {} --attention-slice {} --vae-tile {}",
            self.offload.name(),
            self.attention_flag(),
            self.vae_tile.map_or("off".into(), |t| t.to_string())
        );
        for (flag, w) in [
            ("--weights-dtype", self.weights.unet),
            ("--text-encoder-dtype", self.weights.text_encoder),
        ] {
            if w != WeightsDtype::Auto {
                f += &format!(" {flag} {}", w.name());
            }
        }
        for (flag, d) in [
            ("--text-encoder-device", self.text_encoder_device),
            ("--vae-device", self.vae_device),
        ] {
            if d != NetDevice::Auto {
                f += &format!(" {flag} {}", d.name());
            }
        }
        if self.vae_tile.is_some() && self.vae_tile_store != NetDevice::Auto {
            f += &format!(" --vae-tile-store {}", self.vae_tile_store.name());
        }
        if self.lora_apply != LoraApply::Auto {
            f += &format!(" --lora-apply {}", self.lora_apply.name());
        }
        if let (Offload::Sequential, Some(n)) = (self.offload, self.stream_slots) {
            f += &format!(" --stream-slots {n}");
        }
        f + &self.levers.flags()
    }

    /// How many of the largest streamed group the arena holds under sequential offload:
    /// the plan's count, or the default for its weights (`unet`: the model has a UNet).
    pub fn slot_count(&self, unet: bool) -> usize {
        self.stream_slots
            .unwrap_or_else(|| crate::offload::slot_count(self.weights.unet, unet))
    }

    /// Whether the VAE passes a `width` x `height` image (pixels) in more than one tile. A
    /// tile as large as the image, or larger, still runs the tiled path, in one tile.
    pub fn vae_in_tiles(&self, width: usize, height: usize) -> bool {
        self.vae_tile.is_some_and(|t| t < width.max(height))
    }

    /// Whether a tiled decode keeps its large whole-image intermediates in GPU memory
    /// (`auto` not yet settled counts as host memory).
    pub fn tile_store_on_gpu(&self) -> bool {
        self.vae_tile.is_some() && self.vae_tile_store == NetDevice::Gpu && !self.on_cpu().vae
    }

    /// The nets this plan runs on the CPU.
    pub fn on_cpu(&self) -> OnCpu {
        OnCpu {
            text_encoders: self.text_encoder_device == NetDevice::Cpu,
            vae: self.vae_device == NetDevice::Cpu,
        }
    }

    pub fn to_json(&self) -> serde_json::Value {
        let mut json = serde_json::json!({
            "offload": self.offload.name(),
            "attention_slice": self.attention_flag(),
            "vae_tile": self.vae_tile.map_or(serde_json::json!("off"), |t| serde_json::json!(t)),
            "vae_tile_store": self.vae_tile_store.name(),
            "weights_dtype": self.weights.unet.name(),
            "text_encoder_dtype": self.weights.text_encoder.name(),
            "text_encoder_device": self.text_encoder_device.name(),
            "vae_device": self.vae_device.name(),
            "lora_apply": self.lora_apply.name(),
            "stream_slots": self.stream_slots.map_or(serde_json::json!("auto"), |n| serde_json::json!(n)),
        });
        if let Some(fields) = json.as_object_mut() {
            fields.extend(self.levers.to_json());
        }
        json
    }
}

/// The shapes of a job that decide its memory and time.
#[derive(Debug, Clone, Copy)]
pub struct JobShape {
    pub width: usize,
    pub height: usize,
    pub steps: usize,
    pub cfg: f64,
    /// 77-token chunks of the longer prompt (1 for prompts up to 75 tokens).
    pub chunks: usize,
    pub dtype: DType,
    /// The VAE's dtype (`Model::vae_dtype_on`: SDXL's leaves f16 for bf16 or f32).
    pub vae_dtype: DType,
    /// ControlNet units (each runs its ControlNet once per step).
    pub control_units: usize,
    /// Steps the SDXL refiner runs after the base's `steps` (0 without a refiner).
    pub refiner_steps: usize,
}
