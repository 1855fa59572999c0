//! The budget ladder: from a plan, the next one down in memory, step by step, rung by
//! named rung ([`Rung`]), a declared lever's ([`super::levers`]) after the one it names.
use super::levers::LEVERS;
use super::plan::{Plan, AUTO_VAE_TILE};
use super::rung::{Rung, RUNGS};
use crate::nets::attention::AttentionMode;
use crate::protocol::{NetDevice, Offload, WeightsDtype};

/// The fp8 format the ladder stores weights in: e4m3fn, as ComfyUI, Forge and diffusers'
/// examples use; with three mantissa bits it moves the picture about half as far as e5m2
/// (tests/parity/fp8_report.json: mean relative latent error 0.020 vs 0.037 on SD 1.x).
/// On CUDA both formats run Candela's own kernels on every architecture.
const AUTO_FP8: WeightsDtype = WeightsDtype::Fp8E4m3fn;

impl Rung {
    /// `p` one step down on this rung, or none where the rung does not apply to it (or
    /// changes the numbers and `fp8` is off).
    fn lower(self, p: &Plan, fp8: bool) -> Option<Plan> {
        let mut q = *p;
        let applies = match self {
            // The smaller default of the two denoisers (an MMDiT keeps two groups where an
            // fp8 UNet keeps three): a plan does not say which it streams, and an arena at
            // a UNet's default given back is the same plan again, which the choice and the
            // fallback pass over as not lower.
            Rung::StreamSlots => {
                q.stream_slots = None;
                let default_slots = crate::offload::slot_count(p.weights.unet, false);
                p.offload == Offload::Sequential
                    && p.stream_slots.is_some_and(|n| n > default_slots)
            }
            Rung::Slicing => {
                q.attention = AttentionMode::parse_slice("auto").expect("auto");
                p.attention == AttentionMode::default()
            }
            Rung::Tiling => {
                q.vae_tile = Some(AUTO_VAE_TILE);
                p.vae_tile.is_none()
            }
            Rung::TileStore => {
                q.vae_tile_store = NetDevice::Cpu;
                p.vae_tile_store == NetDevice::Gpu
            }
            Rung::Fp8Unet => {
                q.weights.unet = AUTO_FP8;
                fp8 && p.weights.unet == WeightsDtype::Auto
            }
            Rung::ModelOffload => {
                q.offload = Offload::Model;
                p.offload == Offload::None
            }
            Rung::Fp8TextEncoders => {
                q.weights.text_encoder = AUTO_FP8;
                fp8 && p.weights.text_encoder == WeightsDtype::Auto
            }
            Rung::TextEncodersCpu => {
                q.text_encoder_device = NetDevice::Cpu;
                fp8 && p.text_encoder_device == NetDevice::Auto
            }
            Rung::Sequential => {
                q.offload = Offload::Sequential;
                p.offload == Offload::Model
            }
            Rung::VaeCpu => {
                q.vae_device = NetDevice::Cpu;
                fp8 && p.vae_device == NetDevice::Auto
            }
        };
        applies.then_some(q)
    }
}

impl Plan {
    /// The next step down in memory: the first rung, in [`Rung`]'s order with the declared
    /// levers' after the ones they name, that lowers this plan. Each keeps what the plan
    /// already has. Without `fp8`, the steps that change the numbers (fp8 weights, nets
    /// computed on the CPU in f32, a lever that says it does) are left out.
    fn lower(&self, fp8: bool) -> Option<Plan> {
        RUNGS.iter().find_map(|rung| {
            rung.lower(self, fp8).or_else(|| {
                LEVERS
                    .iter()
                    .filter(|l| l.rung.is_some_and(|(after, _)| after == *rung))
                    .find_map(|l| l.lower(self, fp8))
            })
        })
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
