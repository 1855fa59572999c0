//! Image-to-image and inpainting inputs: the input image and mask as the user names them,
//! read and brought to the job's size (their latents and what the denoising loop does with
//! them are [`super::start`]'s).
//!
//! Conventions are diffusers' `StableDiffusionImg2ImgPipeline` and
//! `StableDiffusionInpaintPipeline`:
//! - the job denoises the last `int(steps × strength)` of the sampler's `steps` timesteps,
//!   starting from the image's latents noised to the first of them (`scheduler.add_noise`);
//!   `--strength-rule a1111` takes A1111's count instead, `int(min(strength, 0.999) ×
//!   steps) + 1` ([`StrengthRule`]), from the same schedule;
//! - inpainting with strength 1 starts from pure noise (times `init_noise_sigma`);
//! - the mask is grayscale, white = repaint, binarized at 0.5 and shrunk to the latent grid
//!   by nearest-neighbour (pixel `8i, 8j`, as torch's `interpolate`);
//! - a 9-channel inpainting UNet gets `[latents, mask, masked-image latents]` as input (the
//!   masked image is the input image with the repainted pixels set to 0, mid-gray);
//! - any other model is inpainted by latent masking: after every step, the latents outside
//!   the mask are replaced by the image's latents noised to the next step's level.
//!
//! Two choices follow A1111 rather than diffusers: the VAE encoding is the latent
//! distribution's mean (diffusers samples it; the spread is tiny), and `--mask-blur` blurs
//! the mask (Gaussian, sigma in pixels) before binarizing, then the decoded image is pasted
//! over the input image through the blurred mask, so the seam is feathered and the pixels
//! outside the mask are exactly the input's.
//!
//! An image whose size differs from the job's is resized to it with PIL's Lanczos (byte for
//! byte), as both diffusers and A1111's default "just resize" do.
use crate::protocol::StrengthRule;
use crate::{Error, Result};
use candle_core::{Device, Tensor};
use std::path::Path;

/// diffusers' default strength for img2img (inpainting defaults to 1.0).
pub const DEFAULT_STRENGTH: f64 = 0.8;
pub const DEFAULT_INPAINT_STRENGTH: f64 = 1.0;
/// A1111's default mask blur, in pixels.
pub const DEFAULT_MASK_BLUR: f64 = 4.0;

/// The input image of an img2img or inpainting job, at the job's size.
#[derive(Debug, Clone)]
pub struct InitImage {
    /// RGB in [-1, 1], [1, 3, H, W] f32.
    pub image: Tensor,
    /// How much of the schedule is run (0..1): 1 repaints everything.
    pub strength: f64,
    /// How `strength` becomes the steps run.
    pub rule: StrengthRule,
    pub mask: Option<Mask>,
}

/// An inpainting mask at the job's size.
#[derive(Debug, Clone)]
pub struct Mask {
    /// 1 = repaint, 0 = keep, after the blur: [1, 1, H, W] f32.
    pub soft: Tensor,
    /// The Gaussian blur's sigma in pixels that made `soft` (for the PNG's parameters).
    pub blur: f64,
}

/// An image file as RGB8, with errors that name the file.
pub fn read_rgb(path: &Path) -> Result<image::RgbImage> {
    crate::input::check(path)?;
    let reader = image::ImageReader::open(path)
        .map_err(|e| Error::file(path, format!("cannot read the image: {e}")))?
        .with_guessed_format()
        .map_err(|e| Error::file(path, format!("cannot read the image: {e}")))?;
    let img = reader.decode().map_err(|e| {
        Error::file(
            path,
            format!("not a readable image (expected PNG or JPEG): {e}"),
        )
    })?;
    Ok(img.to_rgb8())
}

/// An image file's width and height, from its header.
pub fn image_dims(path: &Path) -> Result<(usize, usize)> {
    crate::input::check(path)?;
    let (w, h) = image::ImageReader::open(path)
        .map_err(|e| Error::file(path, format!("cannot read the image: {e}")))?
        .with_guessed_format()
        .map_err(|e| Error::file(path, format!("cannot read the image: {e}")))?
        .into_dimensions()
        .map_err(|e| {
            Error::file(
                path,
                format!("not a readable image (expected PNG or JPEG): {e}"),
            )
        })?;
    Ok((w as usize, h as usize))
}

/// The job size an image gives when none is asked for: its own, rounded down to a multiple
/// of 8 (as diffusers' `get_default_height_width`).
pub fn job_size((width, height): (usize, usize)) -> (usize, usize) {
    (width - width % 8, height - height % 8)
}

fn resized(img: &image::RgbImage, width: usize, height: usize) -> image::RgbImage {
    if img.width() as usize == width && img.height() as usize == height {
        img.clone()
    } else {
        crate::preprocess::resize_rgb(img, width as u32, height as u32)
    }
}

/// RGB8 resized to `width`×`height`, as [1, 3, H, W] f32 in [-1, 1].
pub fn image_tensor(img: &image::RgbImage, width: usize, height: usize) -> Result<Tensor> {
    let img = resized(img, width, height);
    let data: Vec<f32> = img
        .as_raw()
        .iter()
        .map(|&v| v as f32 / 127.5 - 1.0)
        .collect();
    Ok(Tensor::from_vec(data, (height, width, 3), &Device::Cpu)?
        .permute((2, 0, 1))?
        .unsqueeze(0)?
        .contiguous()?)
}

/// A mask image (white = repaint) resized to `width`×`height` and blurred by a Gaussian of
/// sigma `blur` pixels, as [1, 1, H, W] in [0, 1]. Grayscale is PIL's ("L" mode).
pub fn mask_tensor(img: &image::RgbImage, width: usize, height: usize, blur: f64) -> Result<Mask> {
    if !blur.is_finite() || blur < 0.0 {
        return Err(Error::field(
            "--mask-blur",
            format!("expected a non-negative number of pixels, got {blur}"),
        ));
    }
    let img = resized(img, width, height);
    let gray: Vec<f32> = img
        .pixels()
        .map(|p| {
            let [r, g, b] = p.0.map(u32::from);
            ((r * 19595 + g * 38470 + b * 7471 + 0x8000) >> 16) as f32 / 255.0
        })
        .collect();
    let gray = gaussian_blur(&gray, width, height, blur);
    Ok(Mask {
        soft: Tensor::from_vec(gray, (1, 1, height, width), &Device::Cpu)?,
        blur,
    })
}

/// Separable Gaussian blur (sigma in pixels, kernel to 3 sigma, edges clamped).
fn gaussian_blur(v: &[f32], width: usize, height: usize, sigma: f64) -> Vec<f32> {
    if sigma <= 0.0 {
        return v.to_vec();
    }
    let r = (3.0 * sigma).ceil() as isize;
    let mut k: Vec<f32> = (-r..=r)
        .map(|i| (-(i * i) as f64 / (2.0 * sigma * sigma)).exp() as f32)
        .collect();
    let sum: f32 = k.iter().sum();
    k.iter_mut().for_each(|x| *x /= sum);
    let pass = |src: &[f32], horizontal: bool| -> Vec<f32> {
        let mut out = vec![0.0; src.len()];
        for y in 0..height {
            for x in 0..width {
                let mut acc = 0.0;
                for (j, w) in k.iter().enumerate() {
                    let d = j as isize - r;
                    let (sx, sy) = if horizontal {
                        ((x as isize + d).clamp(0, width as isize - 1) as usize, y)
                    } else {
                        (x, (y as isize + d).clamp(0, height as isize - 1) as usize)
                    };
                    acc += w * src[sy * width + sx];
                }
                out[y * width + x] = acc;
            }
        }
        out
    };
    pass(&pass(v, true), false)
}

/// What the user names: files and numbers, as the CLI flags and protocol fields carry them.
#[derive(Debug, Clone, Default)]
pub struct InitImageArgs<'a> {
    pub init_image: Option<&'a Path>,
    pub mask: Option<&'a Path>,
    /// None: [`DEFAULT_STRENGTH`], or [`DEFAULT_INPAINT_STRENGTH`] with a mask.
    pub strength: Option<f64>,
    /// None: [`DEFAULT_MASK_BLUR`].
    pub mask_blur: Option<f64>,
    pub strength_rule: StrengthRule,
}

impl InitImageArgs<'_> {
    /// The job size when none is asked for: the init image's (rounded down to a multiple
    /// of 8); None without an init image.
    pub fn default_size(&self) -> Result<Option<(usize, usize)>> {
        let Some(path) = self.init_image else {
            return Ok(None);
        };
        let (w, h) = job_size(image_dims(path)?);
        if w == 0 || h == 0 {
            return Err(Error::file(
                path,
                "the image is smaller than 8 pixels on a side; expected at least 8x8",
            ));
        }
        Ok(Some((w, h)))
    }

    /// A line for the user when the init image or mask is resized to the job's size.
    pub fn resize_note(&self, width: usize, height: usize) -> Result<Option<String>> {
        let mut notes = Vec::new();
        if self.init_image.is_none() {
            return Ok(None);
        }
        for (flag, path) in [("--init-image", self.init_image), ("--mask", self.mask)] {
            let Some(path) = path else { continue };
            let (w, h) = image_dims(path)?;
            if (w, h) != (width, height) {
                notes.push(format!("{flag} {w}x{h} is resized to {width}x{height}"));
            }
        }
        Ok((!notes.is_empty()).then(|| notes.join("; ")))
    }

    /// The strength asked for, or the default: [`DEFAULT_INPAINT_STRENGTH`] with a mask,
    /// else [`DEFAULT_STRENGTH`].
    pub fn strength_or_default(&self) -> f64 {
        self.strength.unwrap_or(match self.mask {
            Some(_) => DEFAULT_INPAINT_STRENGTH,
            None => DEFAULT_STRENGTH,
        })
    }

    /// The init image and mask read and resized to `width`×`height`; None without
    /// `--init-image`. Errors name the file or flag.
    pub fn load(&self, width: usize, height: usize) -> Result<Option<InitImage>> {
        let Some(path) = self.init_image else {
            if self.mask.is_some() {
                return Err(Error::field(
                    "--mask",
                    "needs --init-image (the image to inpaint)",
                ));
            }
            if self.strength.is_some() {
                return Err(Error::field("--strength", "needs --init-image"));
            }
            return Ok(None);
        };
        let image = image_tensor(&read_rgb(path)?, width, height)?;
        let mask = self
            .mask
            .map(|p| {
                let blur = self.mask_blur.unwrap_or(DEFAULT_MASK_BLUR);
                mask_tensor(&read_rgb(p)?, width, height, blur)
            })
            .transpose()?;
        Ok(Some(InitImage {
            image,
            strength: self.strength_or_default(),
            rule: self.strength_rule,
            mask,
        }))
    }
}

impl InitImage {
    /// The denoising steps this image's strength leaves of `steps`, by its rule.
    pub fn steps_run(&self, steps: usize) -> usize {
        self.rule.steps_run(steps, self.strength)
    }

    /// Checks strength and sizes against the job, naming the flags.
    pub fn validate(&self, width: usize, height: usize, steps: usize) -> Result<()> {
        crate::ranges::STRENGTH.check(self.strength, crate::ranges::Naming::Flags, None)?;
        if steps > 0 && self.steps_run(steps) == 0 {
            return Err(Error::field(
                "--strength",
                format!(
                    "{} with {steps} steps leaves no step to run (int(steps × strength) must be at least 1); raise --strength or --steps",
                    self.strength
                ),
            ));
        }
        let want = [1, 3, height, width];
        if self.image.dims() != want {
            return Err(Error::field(
                "--init-image",
                format!("image tensor {:?}, expected {want:?}", self.image.dims()),
            ));
        }
        if let Some(m) = &self.mask {
            if m.soft.dims() != [1, 1, height, width] {
                return Err(Error::field(
                    "--mask",
                    format!(
                        "mask tensor {:?}, expected [1, 1, {height}, {width}]",
                        m.soft.dims()
                    ),
                ));
            }
        }
        Ok(())
    }

    /// The A1111 parameters this job adds ("Denoising strength", "Mask blur"), and
    /// Candela's "Strength rule" for A1111's (A1111 writes none: its texts restore it).
    pub fn a1111_parameters(&self) -> String {
        let mut s = format!(", Denoising strength: {}", self.strength);
        if self.rule != StrengthRule::Diffusers {
            s.push_str(&format!(", Strength rule: {}", self.rule.a1111_name()));
        }
        if let Some(m) = &self.mask {
            s.push_str(&format!(", Mask blur: {}", m.blur));
        }
        s
    }

    /// The decoded RGB8 image pasted over the input image through the soft mask (inpainting
    /// only; img2img returns `rgb` as is).
    pub fn overlay(&self, rgb: Vec<u8>) -> Result<Vec<u8>> {
        let Some(mask) = &self.mask else {
            return Ok(rgb);
        };
        let orig = self
            .image
            .squeeze(0)?
            .permute((1, 2, 0))?
            .flatten_all()?
            .to_vec1::<f32>()?;
        let m = mask.soft.flatten_all()?.to_vec1::<f32>()?;
        if orig.len() != rgb.len() || m.len() * 3 != rgb.len() {
            return Err(Error::msg("overlay: image and mask sizes differ"));
        }
        Ok(rgb
            .iter()
            .enumerate()
            .map(|(i, &v)| {
                let o = ((orig[i] + 1.0) * 127.5).round().clamp(0.0, 255.0);
                let a = m[i / 3].clamp(0.0, 1.0);
                (o * (1.0 - a) + v as f32 * a).round() as u8
            })
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::DType;

    fn rgb(w: u32, h: u32, f: impl Fn(u32, u32) -> [u8; 3]) -> image::RgbImage {
        image::RgbImage::from_fn(w, h, |x, y| image::Rgb(f(x, y)))
    }

    #[test]
    fn steps_run_follows_diffusers_get_timesteps() {
        let run = |steps, strength| StrengthRule::Diffusers.steps_run(steps, strength);
        assert_eq!(run(20, 0.8), 16);
        assert_eq!(run(10, 0.55), 5);
        assert_eq!(run(4, 1.0), 4);
        assert_eq!(run(3, 0.3), 0);
    }

    /// A1111's `setup_img2img_steps` (img2img_fix_steps off): t_enc = int(min(strength,
    /// 0.999) * steps), and t_enc + 1 steps run.
    #[test]
    fn steps_run_follows_a1111s_setup_img2img_steps() {
        let run = |steps, strength| StrengthRule::A1111.steps_run(steps, strength);
        assert_eq!(run(20, 0.8), 17);
        assert_eq!(run(20, 0.75), 16);
        assert_eq!(run(10, 0.55), 6);
        assert_eq!(run(4, 1.0), 4);
        assert_eq!(run(20, 1.0), 20);
        assert_eq!(run(3, 0.3), 1);
        assert_eq!(run(30, 0.0), 1);
        // A strength too small for diffusers' rule still runs a step under A1111's.
        let image = Tensor::zeros((1, 3, 8, 8), DType::F32, &Device::Cpu).unwrap();
        let init = InitImage {
            image,
            strength: 0.1,
            rule: StrengthRule::A1111,
            mask: None,
        };
        init.validate(8, 8, 5).unwrap();
        assert!(init.a1111_parameters().ends_with(", Strength rule: A1111"));
    }

    #[test]
    fn image_tensor_maps_pixels_to_minus_one_one_and_resizes() {
        let img = rgb(
            16,
            8,
            |x, _| if x < 8 { [0, 0, 0] } else { [255, 255, 255] },
        );
        let t = image_tensor(&img, 16, 8).unwrap();
        assert_eq!(t.dims(), [1, 3, 8, 16]);
        let v = t.flatten_all().unwrap().to_vec1::<f32>().unwrap();
        assert_eq!(v[0], -1.0);
        assert_eq!(v[15], 1.0);
        let small = image_tensor(&img, 8, 8).unwrap();
        assert_eq!(small.dims(), [1, 3, 8, 8]);
        assert_eq!(job_size((70, 33)), (64, 32));
    }

    #[test]
    fn mask_blur_feathers_the_edge_and_keeps_the_far_pixels() {
        let img = rgb(32, 8, |x, _| if x < 16 { [0; 3] } else { [255; 3] });
        let sharp = mask_tensor(&img, 32, 8, 0.0).unwrap();
        let soft = mask_tensor(&img, 32, 8, 2.0).unwrap();
        let s = soft.soft.flatten_all().unwrap().to_vec1::<f32>().unwrap();
        let h = sharp.soft.flatten_all().unwrap().to_vec1::<f32>().unwrap();
        assert_eq!((h[15], h[16]), (0.0, 1.0));
        assert!(s[15] > 0.2 && s[15] < 0.5, "{}", s[15]);
        assert!(s[16] > 0.5 && s[16] < 0.8, "{}", s[16]);
        assert!(s[0] < 1e-6 && s[31] > 1.0 - 1e-6);
        let e = mask_tensor(&img, 32, 8, -1.0).unwrap_err().to_string();
        assert!(e.contains("--mask-blur"), "{e}");
    }

    #[test]
    fn strength_out_of_range_or_too_small_names_the_flag() {
        let image = Tensor::zeros((1, 3, 8, 8), DType::F32, &Device::Cpu).unwrap();
        for s in [-0.1, 1.5, f64::NAN, 0.1] {
            let init = InitImage {
                image: image.clone(),
                strength: s,
                rule: StrengthRule::Diffusers,
                mask: None,
            };
            let e = init.validate(8, 8, 5).unwrap_err().to_string();
            assert!(e.starts_with("--strength"), "{e}");
        }
        let init = InitImage {
            image,
            strength: 0.5,
            rule: StrengthRule::Diffusers,
            mask: None,
        };
        init.validate(8, 8, 5).unwrap();
        let e = init.validate(16, 8, 5).unwrap_err().to_string();
        assert!(e.starts_with("--init-image"), "{e}");
    }

    #[test]
    fn overlay_keeps_the_input_outside_the_mask() {
        let img = rgb(2, 1, |_, _| [10, 20, 30]);
        let mask = rgb(2, 1, |x, _| if x == 0 { [0; 3] } else { [255; 3] });
        let init = InitImage {
            image: image_tensor(&img, 2, 1).unwrap(),
            strength: 1.0,
            rule: StrengthRule::Diffusers,
            mask: Some(mask_tensor(&mask, 2, 1, 0.0).unwrap()),
        };
        let out = init.overlay(vec![200; 6]).unwrap();
        assert_eq!(out, vec![10, 20, 30, 200, 200, 200]);
    }
}
