//! An SD 3 model's ControlNets placed like the MMDiT: resident (`--offload none`) or in
//! host memory until the denoising phase (they do not stream).
use super::place::{pack, Held, Lease};
use crate::attach::Model;
use crate::model::sd3_controlnet::SD3ControlNetConfig;
use crate::nets::attention::AttentionMode;
use crate::nets::mmdit::SD3ControlNetModel;
use crate::protocol::{Offload, WeightsDtype};
use crate::{Error, Result};
use candle_core::{DType, Device};

/// An SD 3 model's ControlNets (`Model::sd3_controlnets`), each loaded once.
#[derive(Default)]
pub(super) struct Sd3Controls {
    held: Vec<Held<SD3ControlNetModel>>,
    configs: Vec<SD3ControlNetConfig>,
}

impl Sd3Controls {
    /// `model`'s SD 3 ControlNets: resident with `--offload none`, otherwise packed in
    /// host memory and uploaded for the denoising phase.
    pub(super) fn load(
        model: &Model,
        device: &Device,
        dtype: DType,
        offload: Offload,
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
                _ => Held::Host(pack(w, choice, dtype, device, |vb| {
                    SD3ControlNetModel::new(vb, c)
                })?),
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
