//! ControlNet units in a job: which ControlNet reads which control map, how strongly, and
//! over which part of the steps; and the per-step residuals they give the UNet, summed
//! over the units as diffusers' `MultiControlNetModel` does.
use super::placed::{Lease, Nets};
use crate::attach::controlnet::ControlNet;
use crate::attach::{Model, Sd3ControlNet};
use crate::nets::controlnet::ControlNetModel;
use crate::nets::unet::{Residuals, UNetCond};
use crate::preprocess;
use crate::protocol::ControlSpec;
use crate::protocol::Preprocess;
use crate::{Error, Result};
use candle_core::{DType, Device, Tensor};
use image::RgbImage;
use std::path::Path;

/// One ControlNet input of a job.
#[derive(Debug, Clone)]
pub struct ControlUnit {
    /// Index into [`crate::attach::Model::controlnets`], or `sd3_controlnets` for an SD 3
    /// model (a ControlNet used by several units is loaded once).
    pub controlnet: usize,
    /// The control map [1, 3, height, width], RGB in [0, 1], at the job's size.
    pub image: Tensor,
    /// diffusers' `controlnet_conditioning_scale`.
    pub scale: f64,
    /// `control_guidance_start` / `control_guidance_end`: fractions of the steps.
    pub start: f64,
    pub end: f64,
}

impl ControlUnit {
    /// A unit reading `map` (already at the job's size).
    pub fn new(
        controlnet: usize,
        map: &RgbImage,
        scale: f64,
        start: f64,
        end: f64,
    ) -> Result<Self> {
        Ok(ControlUnit {
            controlnet,
            image: image_tensor(map)?,
            scale,
            start,
            end,
        })
    }

    /// Whether the unit acts at step `i` of `total` (diffusers' `controlnet_keep`: the
    /// step's span [i/total, (i+1)/total] lies within [start, end]).
    pub fn active(&self, i: usize, total: usize) -> bool {
        let (a, b) = (i as f64 / total as f64, (i + 1) as f64 / total as f64);
        !(a < self.start || b > self.end)
    }

    /// Checks scale, start/end and the map's size, naming `field` (the CLI flag).
    pub fn validate(&self, field: &str, width: usize, height: usize) -> Result<()> {
        if !self.scale.is_finite() {
            return Err(Error::field(
                field,
                format!("scale {} is not a number", self.scale),
            ));
        }
        if !(0.0..=1.0).contains(&self.start)
            || !(0.0..=1.0).contains(&self.end)
            || self.start >= self.end
        {
            return Err(Error::field(
                field,
                format!(
                    "start {} and end {} must be fractions of the steps with 0 <= start < end <= 1",
                    self.start, self.end
                ),
            ));
        }
        let dims = self.image.dims();
        if dims != [1, 3, height, width] {
            return Err(Error::field(
                field,
                format!("control map has shape {dims:?}, expected [1, 3, {height}, {width}]"),
            ));
        }
        Ok(())
    }
}

/// The enabled `specs` as units of a `width` x `height` job, their ControlNets attached
/// to `model` (each path once), with their preprocessed maps. Errors name `field`.
pub fn units_of(
    specs: &[ControlSpec],
    model: &mut Model,
    width: usize,
    height: usize,
    field: &str,
) -> Result<(Vec<ControlUnit>, Vec<RgbImage>)> {
    let mut units = Vec::new();
    let mut maps = Vec::new();
    for spec in specs.iter().filter(|s| s.enabled) {
        if let Preprocess::Canny { low, high } = spec.preprocess {
            if !(low.is_finite() && high.is_finite() && low >= 0.0 && low <= high) {
                return Err(Error::field(
                    field,
                    format!("canny thresholds must satisfy 0 <= low <= high, got {low} and {high}"),
                ));
            }
        }
        let index = match model.is_sd3() {
            true => {
                let cn = Sd3ControlNet::open(&spec.model, model)?;
                model.attach_sd3_controlnet(cn)
            }
            false => {
                let cn = ControlNet::open(&spec.model, model)?;
                model.attach_controlnet(cn)
            }
        };
        let img = preprocess::open_image(Path::new(&spec.image))?;
        let sized = preprocess::resize(&img, width as u32, height as u32, spec.resize);
        let map = preprocess::apply(&sized, spec.preprocess);
        let unit = ControlUnit::new(index, &map, spec.scale, spec.start, spec.end)?;
        unit.validate(field, width, height)?;
        units.push(unit);
        maps.push(map);
    }
    Ok((units, maps))
}

/// An RGB8 image as [1, 3, h, w] f32 in [0, 1] (diffusers' control image processor
/// without normalization).
pub fn image_tensor(img: &RgbImage) -> Result<Tensor> {
    let (w, h) = img.dimensions();
    let t = Tensor::from_vec(
        img.as_raw().clone(),
        (h as usize, w as usize, 3),
        &Device::Cpu,
    )?
    .permute((2, 0, 1))?
    .unsqueeze(0)?
    .to_dtype(DType::F32)?;
    Ok((t / 255.0)?)
}

/// The units' ControlNets, on the device for the denoising phase, and their maps.
pub struct Controller<'a> {
    units: &'a [ControlUnit],
    /// Per unit: its ControlNet (index into `nets`) and its prepared map.
    prepared: Vec<(usize, Tensor)>,
    nets: Vec<Lease<'a, ControlNetModel>>,
}

impl<'a> Controller<'a> {
    /// Leases every ControlNet the units use (each once) and prepares their maps.
    pub fn new(nets: &'a Nets, units: &'a [ControlUnit]) -> Result<Self> {
        let mut used: Vec<usize> = units.iter().map(|u| u.controlnet).collect();
        used.sort_unstable();
        used.dedup();
        let leases = used
            .iter()
            .map(|&i| nets.controlnet(i))
            .collect::<Result<Vec<_>>>()?;
        let prepared = units
            .iter()
            .map(|u| {
                let k = used.binary_search(&u.controlnet).expect("listed above");
                let image = u.image.to_device(&nets.device)?;
                Ok((k, leases[k].prepare_image(&image)?))
            })
            .collect::<Result<_>>()?;
        Ok(Controller {
            units,
            prepared,
            nets: leases,
        })
    }

    /// The summed residuals of the units active at step `i` of `total`, for the UNet
    /// input `sample` (both CFG halves, as diffusers runs the ControlNet without guess
    /// mode); None when no unit acts.
    pub fn residuals(
        &self,
        sample: &Tensor,
        timestep: f64,
        cond: &UNetCond,
        i: usize,
        total: usize,
    ) -> Result<Option<Residuals>> {
        let mut sum: Option<Residuals> = None;
        for (u, (k, image)) in self.units.iter().zip(&self.prepared) {
            if !u.active(i, total) {
                continue;
            }
            let device = sample.device().clone();
            let r = crate::profile::time("controlnet", &device, || {
                self.nets[*k].forward(sample, timestep, cond, image, u.scale)
            })?;
            sum = Some(match sum {
                None => r,
                Some(s) => s.add(&r)?,
            });
        }
        Ok(sum)
    }

    /// Frees streamed ControlNets' slots once denoising is over.
    pub fn park(&self) {
        for n in &self.nets {
            if let Some(s) = n.streamer() {
                s.park();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn guidance_window_follows_diffusers_keep() {
        let unit = |start, end| ControlUnit {
            controlnet: 0,
            image: Tensor::zeros((1, 3, 8, 8), DType::F32, &Device::Cpu).unwrap(),
            scale: 1.0,
            start,
            end,
        };
        let on = |u: &ControlUnit, n| (0..n).map(|i| u.active(i, n)).collect::<Vec<_>>();
        assert_eq!(on(&unit(0.0, 1.0), 4), [true; 4]);
        assert_eq!(on(&unit(0.0, 0.5), 4), [true, true, false, false]);
        assert_eq!(on(&unit(0.5, 1.0), 4), [false, false, true, true]);
        // 5 steps, end 0.5: step 2 spans [0.4, 0.6], beyond the end.
        assert_eq!(on(&unit(0.0, 0.5), 5), [true, true, false, false, false]);
        assert!(unit(0.6, 0.4).validate("--control", 8, 8).is_err());
        assert!(unit(0.0, 1.0).validate("--control", 16, 8).is_err());
        unit(0.0, 1.0).validate("--control", 8, 8).unwrap();
    }
}
