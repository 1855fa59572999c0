//! The LoRA deltas a plan keeps on the device. Layers `--lora-apply` keeps separate
//! (`attach::lora::separate`: `separate`, or `auto` on layers held in fp8) rest beside
//! their net's weights as factors in the run's dtype, for as long as the net's weights are
//! there (a resident net's for the whole job, the UNet's under sequential offload beside
//! its resident part, a net's phase under model offload); merged layers change the weights
//! in place and add nothing there.
use super::plan::{JobShape, Plan};
use crate::attach::lora::{factor_elems, keeps_separate, Net};
use crate::attach::Model;

/// Bytes of the separate deltas of the UNet and of the text encoders (both together).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DeltaBytes {
    pub unet: u64,
    pub text_encoders: u64,
    /// The weight bytes, in the run's dtype, of the largest UNet layer with a separate
    /// delta: what one fold of `up x down` into it makes every forward.
    pub unet_largest_layer: u64,
}

/// The separate deltas `model`'s LoRAs keep under `plan` in a job computing in
/// `job.dtype` (the layers' held dtype decides for `auto`, as when the nets apply them).
pub fn separate_delta_bytes(model: &Model, job: &JobShape, plan: &Plan) -> DeltaBytes {
    let mut bytes = DeltaBytes::default();
    let s = job.dtype.size_in_bytes() as u64;
    for (lora, _) in &model.loras {
        for t in &lora.targets {
            let (weights, choice) = match t.net {
                Net::Unet => match &model.unet {
                    Some(u) => (&u.weights, plan.weights.unet),
                    None => continue,
                },
                Net::TextEncoder => (&model.text_encoder.weights, plan.weights.text_encoder),
                Net::TextEncoder2 => match &model.text_encoder_2 {
                    Some(te) => (&te.weights, plan.weights.text_encoder),
                    None => continue,
                },
            };
            let held = super::bytes::held_in(weights, choice, job.dtype, &t.name);
            let Some(elems) = factor_elems(t).filter(|_| keeps_separate(t, plan.lora_apply, held))
            else {
                continue;
            };
            match t.net {
                Net::Unet => {
                    bytes.unet += elems as u64 * s;
                    let layer = t.shape.iter().product::<usize>() as u64 * s;
                    bytes.unet_largest_layer = bytes.unet_largest_layer.max(layer);
                }
                Net::TextEncoder | Net::TextEncoder2 => bytes.text_encoders += elems as u64 * s,
            }
        }
    }
    bytes
}
