//! The budget ladder: from a plan, the next one down in memory, step by step.
use super::plan::{Plan, AUTO_VAE_TILE};
use crate::nets::attention::AttentionMode;
use crate::protocol::{NetDevice, Offload, WeightsDtype};

/// The fp8 format the ladder stores weights in: e4m3fn, as ComfyUI, Forge and diffusers'
/// examples use; with three mantissa bits it moves the picture about half as far as e5m2
/// (tests/parity/fp8_report.json: mean relative latent error 0.020 vs 0.037 on SD 1.x).
/// On CUDA both formats run Candela's own kernels on every architecture.
const AUTO_FP8: WeightsDtype = WeightsDtype::Fp8E4m3fn;

impl Plan {
    /// The next step down in memory: a sequential offload's arena wider than the default
    /// back to it (`--stream-slots`), then slicing, then tiling, then a tiled decode's
    /// wholes from GPU memory to host memory (`--vae-tile-store gpu`; `auto` is settled
    /// after the choice, [`super::choose`]), then the UNet's and
    /// ControlNets' layers in fp8 (where `--weights-dtype` is `auto`), then model offload,
    /// then the text encoders' layers in fp8 (`--text-encoder-dtype auto`), then sequential
    /// offload, then the VAE on the CPU (`--vae-device auto`; the slowest step: a decode
    /// there takes seconds). Each keeps what the plan already has. fp8 comes before
    /// offload: it costs an upcast per layer (a few ms a step) where offload moves the
    /// weights over the bus. The text encoders move to the CPU (`--text-encoder-device
    /// auto`; about a second per SDXL prompt) after their fp8 step.
    /// Without `fp8`, the steps that change the numbers (fp8 weights, nets computed on the
    /// CPU in f32) are left out.
    fn lower(&self, fp8: bool) -> Option<Plan> {
        let mut p = *self;
        // The smaller default of the two denoisers (an MMDiT keeps two groups where an fp8
        // UNet keeps three): a plan does not say which it streams, and an arena at a
        // UNet's default given back is the same plan again, which the choice and the
        // fallback pass over as not lower.
        let default_slots = crate::offload::slot_count(self.weights.unet, false);
        if self.offload == Offload::Sequential
            && self.stream_slots.is_some_and(|n| n > default_slots)
        {
            p.stream_slots = None;
        } else if self.attention == AttentionMode::default() {
            p.attention = AttentionMode::parse_slice("auto").expect("auto");
        } else if self.vae_tile.is_none() {
            p.vae_tile = Some(AUTO_VAE_TILE);
        } else if self.vae_tile_store == NetDevice::Gpu {
            p.vae_tile_store = NetDevice::Cpu;
        } else if fp8 && self.weights.unet == WeightsDtype::Auto {
            p.weights.unet = AUTO_FP8;
        } else if self.offload == Offload::None {
            p.offload = Offload::Model;
        } else if fp8 && self.weights.text_encoder == WeightsDtype::Auto {
            p.weights.text_encoder = AUTO_FP8;
        } else if fp8 && self.text_encoder_device == NetDevice::Auto {
            p.text_encoder_device = NetDevice::Cpu;
        } else if self.offload == Offload::Model {
            p.offload = Offload::Sequential;
        } else if fp8 && self.vae_device == NetDevice::Auto {
            p.vae_device = NetDevice::Cpu;
        } else {
            return None;
        }
        Some(p)
    }

    /// This plan and every lower one, in order.
    pub fn ladder(&self) -> Vec<Plan> {
        std::iter::successors(Some(*self), |p| p.lower(true)).collect()
    }

    /// This plan and every lower one that stores the weights as it does.
    pub fn ladder_keeping_weights(&self) -> Vec<Plan> {
        std::iter::successors(Some(*self), |p| p.lower(false)).collect()
    }
}
