//! Start latents of an img2img or inpainting job: the input image through the VAE
//! encoder, the latent mask, and what the denoising loop does differently with them (see
//! [`super::init_image`] for the conventions).
use super::init_image::InitImage;
use super::placed::Nets;
use crate::attach::Model;
use crate::nets::vae::VaeEncoder;
use crate::sampling::Sampler;
use crate::{Error, Result};
use candle_core::{DType, Device, Tensor};

/// What the denoising loop needs from an init image: its latents and, for inpainting, the
/// latent mask (and the masked image's latents for a 9-channel UNet).
pub struct Start {
    /// The first step run (diffusers' `t_start`).
    pub first_step: usize,
    /// The image's latents (scaled), [1, 4, h, w] f32; None where unused (9-channel
    /// inpainting at strength 1).
    image_latents: Option<Tensor>,
    /// Binary [1, 1, h, w] f32, 1 = repaint.
    mask: Option<Tensor>,
    /// For a 9-channel UNet: the masked image's latents.
    masked_image_latents: Option<Tensor>,
    /// Inpainting at strength 1 starts from pure noise, not the noised image.
    pure_noise: bool,
}

/// Whether the model's UNet is an inpainting one (latents + mask + masked-image latents in).
pub fn is_inpainting_unet(model: &Model) -> bool {
    let lc = model.vae.config.latent_channels;
    model
        .unet
        .as_ref()
        .is_some_and(|u| u.config.in_channels == 2 * lc + 1)
}

/// Checks that the model's UNet can run this job: a 9-channel inpainting UNet needs a mask.
pub fn check_unet(model: &Model, init: Option<&InitImage>) -> Result<()> {
    if init.is_none() && model.is_sd3() {
        return Ok(());
    }
    let (cin, lc) = (
        model.unet("img2img and inpainting")?.config.in_channels,
        model.vae.config.latent_channels,
    );
    if cin == lc {
        return Ok(());
    }
    if is_inpainting_unet(model) {
        if init.is_some_and(|i| i.mask.is_some()) {
            return Ok(());
        }
        return Err(Error::field(
            "--mask",
            format!("this model's UNet is an inpainting one ({cin} input channels: latents, mask and masked image); give --init-image and --mask"),
        ));
    }
    Err(Error::msg(format!(
        "the UNet takes {cin} input channels; expected {lc} (a normal model) or {} (inpainting)",
        2 * lc + 1
    )))
}

/// The VAE encoder, built for this call (it is only needed once per job).
pub(super) fn encoder(model: &Model, nets: &Nets) -> Result<VaeEncoder> {
    let vb = model
        .vae
        .weights
        .var_builder(nets.vae_dtype, &nets.vae_device);
    Ok(VaeEncoder::new(vb, &model.vae.config)?)
}

/// Image [1, 3, H, W] in [-1, 1] to scaled latents (`(mean - shift) × scaling_factor`),
/// in tiles where the plan tiles the VAE.
fn encode_image(model: &Model, nets: &Nets, enc: &VaeEncoder, image: &Tensor) -> Result<Tensor> {
    let mean = encode_mean(nets, enc, image, nets.vae_tile_store_gpu)?;
    let vc = &model.vae.config;
    let mean = match vc.shift_factor {
        Some(s) => (mean - s)?,
        None => mean,
    };
    Ok((mean * vc.scaling_factor)?)
}

/// Image [1, 3, H, W] in [-1, 1] to the mean of the VAE's latent distribution, in f32 on
/// the job's device, in tiles where the plan tiles the VAE, their large wholes in the VAE
/// device's memory with `store_gpu` (img2img and inpainting, as the plan's
/// `--vae-tile-store` says: the VAE phase's figure is the decode's, which holds more of
/// them), else in page-locked host memory (SD 3's control images, which the plan counts
/// apart without them: `planner::encode`).
pub(super) fn encode_mean(
    nets: &Nets,
    enc: &VaeEncoder,
    image: &Tensor,
    store_gpu: bool,
) -> Result<Tensor> {
    let (_, _, h, w) = image.dims4()?;
    let x = image
        .to_device(&nets.vae_device)?
        .to_dtype(nets.vae_dtype)?;
    let tiling = nets.vae_tiling(w, h, store_gpu);
    let mean = crate::profile::time("vae.encode", &nets.vae_device, || match &tiling {
        Some(t) => enc.encode_mean_tiled(&x, t),
        None => enc.encode_mean(&x),
    })?
    .to_device(&nets.device)?
    .to_dtype(DType::F32)?;
    Ok(mean)
}

/// The binarized mask on the latent grid: pixel (8i, 8j) of `soft >= 0.5`.
fn latent_mask(soft: &Tensor, scale: usize) -> Result<Tensor> {
    let (_, _, h, w) = soft.dims4()?;
    let (lh, lw) = (h / scale, w / scale);
    let v = soft.flatten_all()?.to_vec1::<f32>()?;
    let data: Vec<f32> = (0..lh * lw)
        .map(|k| {
            let (i, j) = (k / lw, k % lw);
            if v[i * scale * w + j * scale] >= 0.5 {
                1.0
            } else {
                0.0
            }
        })
        .collect();
    Ok(Tensor::from_vec(data, (1, 1, lh, lw), &Device::Cpu)?)
}

/// Encodes the init image (and, for a 9-channel UNet, the masked image) for the loop.
pub fn prepare(model: &Model, nets: &Nets, init: &InitImage, steps: usize) -> Result<Start> {
    let first_step = steps - init.steps_run(steps);
    let nine = is_inpainting_unet(model);
    let pure_noise = init.mask.is_some() && init.strength == 1.0;
    let enc = encoder(model, nets)?;
    let image_latents = if nine && pure_noise {
        None
    } else {
        Some(encode_image(model, nets, &enc, &init.image)?)
    };
    let (mask, masked_image_latents) = match &init.mask {
        None => (None, None),
        Some(m) => {
            let keep = m.soft.ge(0.5f32)?.to_dtype(DType::F32)?.affine(-1.0, 1.0)?;
            let masked = if nine {
                let image = init.image.broadcast_mul(&keep)?;
                Some(encode_image(model, nets, &enc, &image)?)
            } else {
                None
            };
            (
                Some(latent_mask(&m.soft, 8)?.to_device(&nets.device)?),
                masked,
            )
        }
    };
    Ok(Start {
        first_step,
        image_latents,
        mask,
        masked_image_latents,
        pure_noise,
    })
}

impl Start {
    /// Every tensor on `device` (a phase boundary moves them through the host).
    pub fn to_device(self, device: &Device) -> Result<Self> {
        let to = |t: Option<Tensor>| t.map(|t| t.to_device(device)).transpose();
        Ok(Start {
            image_latents: to(self.image_latents)?,
            mask: to(self.mask)?,
            masked_image_latents: to(self.masked_image_latents)?,
            ..self
        })
    }

    fn image_latents(&self) -> Result<&Tensor> {
        self.image_latents
            .as_ref()
            .ok_or_else(|| Error::msg("img2img: the image latents were not encoded"))
    }

    /// The latents the loop starts from, given the unit-variance `noise`.
    pub fn initial_latents(&self, sampler: &dyn Sampler, noise: &Tensor) -> Result<Tensor> {
        if self.pure_noise {
            return Ok((noise * sampler.init_noise_sigma())?);
        }
        let first = self.first_step * sampler.order();
        Ok(sampler.add_noise(self.image_latents()?, noise, first)?)
    }

    /// The UNet's input from the scaled latents: the mask and masked-image latents appended
    /// for a 9-channel UNet.
    pub fn unet_input(&self, scaled: &Tensor) -> Result<Tensor> {
        match (&self.mask, &self.masked_image_latents) {
            (Some(m), Some(mi)) => Ok(Tensor::cat(&[scaled, m, mi], 1)?),
            _ => Ok(scaled.clone()),
        }
    }

    /// After step `step`: latent masking for a 4-channel UNet (outside the mask, the image's
    /// latents noised to the next step's level; at the last step, the clean latents).
    pub fn after_step(
        &self,
        sampler: &dyn Sampler,
        latents: &Tensor,
        noise: &Tensor,
        step: usize,
    ) -> Result<Tensor> {
        let Some(mask) = &self.mask else {
            return Ok(latents.clone());
        };
        if self.masked_image_latents.is_some() {
            return Ok(latents.clone());
        }
        let image = self.image_latents()?;
        let proper = if step + 1 < sampler.timesteps().len() {
            sampler.add_noise(image, noise, step + 1)?
        } else {
            image.clone()
        };
        let keep = mask.affine(-1.0, 1.0)?;
        Ok((proper.broadcast_mul(&keep)? + latents.broadcast_mul(mask)?)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn latent_mask_takes_every_eighth_pixel_binarized() {
        let mut v = vec![0f32; 16 * 16];
        v[8 * 16 + 8] = 0.6; // pixel (8, 8) -> latent (1, 1)
        v[8 * 16] = 0.4; // pixel (8, 0) -> latent (1, 0), below 0.5
        v[1] = 1.0; // not on the grid
        let soft = Tensor::from_vec(v, (1, 1, 16, 16), &Device::Cpu).unwrap();
        let m = latent_mask(&soft, 8).unwrap();
        let got = m.flatten_all().unwrap().to_vec1::<f32>().unwrap();
        assert_eq!(got, vec![0.0, 0.0, 0.0, 1.0]);
    }
}
