//! SD 3 ControlNets in a job, as diffusers' `StableDiffusion3ControlNetPipeline` runs
//! them: each unit's control map encoded once by the VAE (the mean of its latent
//! distribution, `(mean - shift) x scaling_factor`, the shift left out for InstantX's
//! ControlNets as diffusers does), and at every step the residuals of the units active then
//! (diffusers' `controlnet_keep`), each times its scale, summed block by block
//! (`SD3MultiControlNetModel`), for the MMDiT's joint blocks. SD 3.5 Large's official
//! ControlNets start from the transformer's patch tokens (made once a step for every unit
//! that needs them). Their placement is `sd3_control_nets.rs`'s.
use super::controls::ControlUnit;
use super::place::Lease;
use super::placed::Nets;
use crate::attach::Model;
use crate::nets::mmdit::{ControlInput, MMDiT, MMDiTCond, SD3ControlNetModel};
use crate::{Error, Result};
use candle_core::Tensor;

/// The units' SD 3 ControlNets on the device for the denoising phase, and their control
/// latents.
pub struct Sd3Controller<'a> {
    units: &'a [ControlUnit],
    /// Per unit: its ControlNet (index into `nets`) and its control latents.
    prepared: Vec<(usize, Tensor)>,
    nets: Vec<Lease<'a, SD3ControlNetModel>>,
}

impl<'a> Sd3Controller<'a> {
    /// Encodes every unit's map with the VAE, then leases every ControlNet the units use
    /// (each once).
    pub fn new(model: &Model, nets: &'a Nets, units: &'a [ControlUnit]) -> Result<Self> {
        let mut used: Vec<usize> = units.iter().map(|u| u.controlnet).collect();
        used.sort_unstable();
        used.dedup();
        let mut latents = Vec::with_capacity(units.len());
        if !units.is_empty() {
            let enc = super::start::encoder(model, nets)?;
            for u in units {
                let cfg = model.sd3_controlnets.get(u.controlnet).ok_or_else(|| {
                    Error::msg(format!("SD 3 ControlNet {} is not attached", u.controlnet))
                })?;
                let image = u.image.affine(2.0, -1.0)?;
                let mean = super::start::encode_mean(nets, &enc, &image, false)?;
                let vc = &model.vae.config;
                let shift = match cfg.config.force_zeros_for_pooled_projection {
                    true => 0.0,
                    false => vc.shift_factor.unwrap_or(0.0),
                };
                latents.push(((mean - shift)? * vc.scaling_factor)?);
            }
        }
        let leases = used
            .iter()
            .map(|&i| nets.sd3_controlnet(i))
            .collect::<Result<Vec<_>>>()?;
        let prepared = units
            .iter()
            .zip(latents)
            .map(|(u, l)| (used.binary_search(&u.controlnet).expect("listed above"), l))
            .collect();
        Ok(Sd3Controller {
            units,
            prepared,
            nets: leases,
        })
    }

    /// The summed residuals (one per ControlNet block) of the units active at step `i` of
    /// `total`, for the MMDiT input `latents` (both CFG halves); None when no unit acts.
    /// `mmdit` makes the patch tokens the official Large ControlNets read.
    pub fn residuals(
        &self,
        mmdit: &MMDiT,
        latents: &Tensor,
        timestep: f64,
        cond: &MMDiTCond,
        (i, total): (usize, usize),
    ) -> Result<Option<Vec<Tensor>>> {
        let active = |(u, _): &(&ControlUnit, &(usize, Tensor))| u.active(i, total);
        let units: Vec<_> = self
            .units
            .iter()
            .zip(&self.prepared)
            .filter(active)
            .collect();
        let patches = match units
            .iter()
            .any(|(_, (k, _))| self.nets[*k].needs_patches())
        {
            true => Some(mmdit.patch_tokens(latents)?),
            false => None,
        };
        let input = ControlInput {
            latents,
            patches: patches.as_ref(),
            timestep,
            context: cond.context,
            pooled: cond.pooled,
        };
        let mut sum: Option<Vec<Tensor>> = None;
        for (u, (k, control)) in units {
            let device = latents.device().clone();
            let r = crate::profile::time("controlnet", &device, || {
                self.nets[*k].forward(&input, control, u.scale)
            })?;
            sum = Some(match sum {
                None => r,
                Some(s) => {
                    if s.len() != r.len() {
                        return Err(Error::msg(format!(
                            "SD 3 ControlNets of {} and {} blocks cannot be summed (diffusers' SD3MultiControlNetModel adds them block by block)",
                            s.len(),
                            r.len()
                        )));
                    }
                    s.iter()
                        .zip(&r)
                        .map(|(a, b)| a + b)
                        .collect::<candle_core::Result<_>>()?
                }
            });
        }
        Ok(sum)
    }
}
