//! An SD 3 model's ControlNets placed like the MMDiT: resident (`--offload none`), in host
//! memory until the denoising phase (`--offload model`), or their blocks streamed one at a
//! time through the slots the MMDiT's blocks take turns in (`--offload sequential`).
use super::place::{pack, stream_parts, Held, Lease};
use crate::attach::Model;
use crate::model::sd3_controlnet::SD3ControlNetConfig;
use crate::nets::attention::AttentionMode;
use crate::nets::mmdit::SD3ControlNetModel;
use crate::offload::SlotPool;
use crate::protocol::{Offload, WeightsDtype};
use crate::{Error, Result};
use candle_core::{DType, Device};
use std::sync::Arc;

/// An SD 3 model's ControlNets (`Model::sd3_controlnets`), each loaded once.
#[derive(Default)]
pub(super) struct Sd3Controls {
    held: Vec<Held<SD3ControlNetModel>>,
    configs: Vec<SD3ControlNetConfig>,
}

impl Sd3Controls {
    /// `model`'s SD 3 ControlNets: resident with `--offload none`, packed in host memory
    /// and uploaded for the denoising phase with `--offload model`, streamed through
    /// `slots` with `--offload sequential`.
    pub(super) fn load(
        model: &Model,
        device: &Device,
        dtype: DType,
        (offload, slots): (Offload, &Arc<SlotPool>),
        choice: WeightsDtype,
    ) -> Result<Self> {
        let mut controls = Sd3Controls::default();
        for cn in &model.sd3_controlnets {
            let (w, c) = (&cn.weights, &cn.config);
            let held = match offload {
                Offload::None => Held::Device(SD3ControlNetModel::new(
                    w.var_builder_in(choice, dtype, device),
                    c,
                )?),
                Offload::Model => Held::Host(pack(w, choice, dtype, device, |vb| {
                    SD3ControlNetModel::new(vb, c)
                })?),
                Offload::Sequential => {
                    let each: crate::nets::unet::EachPart = &|f| c.for_each_part(f);
                    let (shell, streamer, _) = stream_parts(w, choice, dtype, device, slots, each)?;
                    Held::Device(SD3ControlNetModel::streamed(shell, streamer, c)?)
                }
            };
            controls.held.push(held);
            controls.configs.push(c.clone());
        }
        Ok(controls)
    }

    pub(super) fn len(&self) -> usize {
        self.held.len()
    }

    pub(super) fn set_attention(&mut self, mode: AttentionMode) {
        for h in &mut self.held {
            if let Held::Device(c) = h {
                c.set_attention(mode);
            }
        }
    }

    /// ControlNet `i`, on `device` for as long as the lease lives.
    pub(super) fn lease(
        &self,
        i: usize,
        device: &Device,
        attention: AttentionMode,
    ) -> Result<Lease<'_, SD3ControlNetModel>> {
        let (Some(held), Some(cfg)) = (self.held.get(i), self.configs.get(i)) else {
            return Err(Error::msg(format!(
                "SD 3 ControlNet {i} is not loaded ({} are)",
                self.held.len()
            )));
        };
        Ok(match held {
            Held::Device(c) => Lease::Borrowed(c),
            Held::Host(g) => {
                let mut c = SD3ControlNetModel::new(g.upload(device)?, cfg)?;
                c.set_attention(attention);
                Lease::Owned(c)
            }
        })
    }
}
