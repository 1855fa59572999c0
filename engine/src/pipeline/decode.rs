//! Final latents to pixels, the checks on what the nets produced, and latent previews.
use super::placed::Nets;
use crate::attach::Model;
use crate::model::Family;
use crate::{Error, Result};
use candle_core::{DType, Device, Tensor};

/// Final latents to an RGB8 image (row-major HWC) the way diffusers' pipelines map it.
pub fn decode(model: &Model, nets: &Nets, latents: &Tensor) -> Result<(usize, usize, Vec<u8>)> {
    let vc = &model.vae.config;
    let z = (latents / vc.scaling_factor)?;
    let z = match vc.shift_factor {
        Some(s) => (z + s)?,
        None => z,
    };
    let vae = nets.vae()?;
    let z = z.to_device(&nets.vae_device)?.to_dtype(nets.vae_dtype)?;
    let (h, w) = vae.image_size(&z)?;
    let tiling = nets.vae_tiling(w, h, nets.vae_tile_store_gpu);
    let img = crate::profile::time("vae.decode", &nets.vae_device, || match &tiling {
        Some(t) => vae.decode_tiled(&z, t),
        None => vae.decode(&z),
    })?
    .to_dtype(DType::F32)?;
    if !all_finite(&img)? {
        return Err(non_finite_error(model, &["vae"], "VAE", nets.vae_dtype));
    }
    let img = ((img / 2.0)? + 0.5)?.clamp(0f32, 1f32)?;
    let img = (img * 255.0)?.round()?.to_dtype(DType::U8)?;
    let (_, _, h, w) = img.dims4()?;
    let hwc = img
        .squeeze(0)?
        .permute((1, 2, 0))?
        .flatten_all()?
        .to_vec1::<u8>()?;
    Ok((w, h, hwc))
}

/// Whether `t` holds no NaN and no infinity.
pub fn all_finite(t: &Tensor) -> Result<bool> {
    let sum = t.to_dtype(DType::F32)?.sum_all()?.to_scalar::<f32>()?;
    // A sum of finite values overflows only far beyond what a net's outputs reach.
    Ok(sum.is_finite())
}

/// The error for NaN or infinite values out of `net`: the first bad tensor of the
/// `components` it read, or, when the weights are all finite, an overflow in `dtype`.
pub fn non_finite_error(model: &Model, components: &[&str], net: &str, dtype: DType) -> Error {
    let bad = model
        .weights()
        .into_iter()
        .filter(|(name, _)| components.contains(name))
        .filter_map(|(_, w)| w.stored()?.find_non_finite())
        .next();
    match bad {
        Some((path, key)) => Error::file(
            path,
            format!("tensor '{key}' holds NaN or infinite values; the checkpoint is corrupt (download it again or pick another)"),
        ),
        None => Error::msg(format!(
            "the {net} produced NaN or infinite values in {dtype:?}; its weights are finite, so this is an overflow: run it in f32 (--dtype f32)"
        )),
    }
}

/// A cheap RGB picture of latents [1, c, h, w] (a fixed linear map of the latent
/// channels per family, as ComfyUI's previews use), RGB8 row-major, one pixel per latent.
pub fn latent_preview(family: Family, latents: &Tensor) -> Result<(usize, usize, Vec<u8>)> {
    const SD: [[f32; 3]; 4] = [
        [0.3512, 0.2297, 0.3227],
        [0.3250, 0.4974, 0.2350],
        [-0.2829, 0.1762, 0.2721],
        [-0.2120, -0.2616, -0.7177],
    ];
    // SDXL's VAE has its own latent space (ComfyUI's SDXL factors).
    const SDXL: [[f32; 3]; 4] = [
        [0.3651, 0.4232, 0.4341],
        [-0.2533, -0.0042, 0.1068],
        [0.1076, 0.1111, -0.0362],
        [-0.3165, -0.2492, -0.2188],
    ];
    // SD 3's 16 channels (ComfyUI's SD3 latent format).
    const SD3: [[f32; 3]; 16] = [
        [-0.0645, 0.0177, 0.1052],
        [0.0028, 0.0312, 0.0650],
        [0.1848, 0.0762, 0.0360],
        [0.0944, 0.0360, 0.0889],
        [0.0897, 0.0506, -0.0364],
        [-0.0020, 0.1203, 0.0284],
        [0.0855, 0.0118, 0.0283],
        [-0.0539, 0.0658, 0.1047],
        [-0.0057, 0.0116, 0.0700],
        [-0.0412, 0.0281, -0.0039],
        [0.1106, 0.1171, 0.1220],
        [-0.0248, 0.0682, -0.0481],
        [0.0815, 0.0846, 0.1207],
        [-0.0120, -0.0055, -0.0867],
        [-0.0749, -0.0634, -0.0456],
        [-0.1418, -0.1457, -0.1259],
    ];
    let factors: &[[f32; 3]] = match family {
        Family::Sdxl => &SDXL,
        Family::Sd1 | Family::Sd2 => &SD,
        Family::Sd3 => &SD3,
    };
    let (_, c, h, w) = latents.dims4()?;
    let lat = latents
        .to_device(&Device::Cpu)?
        .to_dtype(DType::F32)?
        .squeeze(0)?;
    let n = c.min(factors.len());
    let flat: Vec<f32> = factors[..n].iter().flatten().copied().collect();
    let m = Tensor::from_vec(flat, (n, 3), &Device::Cpu)?;
    let lat = lat.narrow(0, 0, n)?;
    let rgb = lat.reshape((n, h * w))?.t()?.matmul(&m)?; // [h*w, 3]
    let rgb = (((rgb + 1.0)? * 127.5)?.clamp(0f32, 255f32)?)
        .round()?
        .to_dtype(DType::U8)?;
    Ok((w, h, rgb.flatten_all()?.to_vec1::<u8>()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One latent pixel per channel set to 1 (the others 0), then all four zero: each
    /// picture pixel is that channel's factor row mapped from [-1, 1] to [0, 255].
    #[test]
    fn previews_map_each_latent_channel_by_the_family_factors() {
        let mut v = vec![0f32; 4 * 5];
        for c in 0..4 {
            v[c * 5 + c] = 1.0;
        }
        let lat = Tensor::from_vec(v, (1, 4, 1, 5), &Device::Cpu).unwrap();
        let px = |f: Family| latent_preview(f, &lat).unwrap();
        let (w, h, sd) = px(Family::Sd1);
        assert_eq!((w, h, sd.len()), (5, 1, 15));
        let to8 = |x: f32| ((x + 1.0) * 127.5).round() as u8;
        // Channel 0 of SD: (0.3512, 0.2297, 0.3227); channel 3 of SDXL: (-0.3165, ...).
        assert_eq!(&sd[0..3], &[to8(0.3512), to8(0.2297), to8(0.3227)]);
        let (_, _, xl) = px(Family::Sdxl);
        assert_eq!(&xl[9..12], &[to8(-0.3165), to8(-0.2492), to8(-0.2188)]);
        assert_eq!(&xl[12..15], &[128, 128, 128]);
        assert_ne!(sd, xl);
        assert_eq!(px(Family::Sd2).2, sd);
    }
}
