//! img2img and inpainting flags, parsed into the protocol's [`Img2ImgSpec`].
use candela_engine::protocol::Img2ImgSpec;
use candela_engine::{ranges, Result};
use clap::Args;
use std::path::PathBuf;

#[derive(Args)]
pub struct Img2ImgArgs {
    /// Start from this image (PNG or JPEG) instead of noise; resized to --width x --height,
    /// which default to its own size (rounded down to a multiple of 8).
    #[arg(long)]
    pub init_image: Option<PathBuf>,
    /// How much of the image is repainted, 0 to 1: the last int(steps x strength) steps
    /// run (default 0.8; 1.0 with --mask); see --strength-rule.
    #[arg(long, allow_negative_numbers = true, value_parser = ranges::STRENGTH.parser::<f64>())]
    pub strength: Option<f64>,
    /// How --strength picks the steps run: diffusers (the last int(steps x strength)) or
    /// a1111 (A1111's: the last int(min(strength, 0.999) x steps) + 1).
    #[arg(long, default_value = "diffusers")]
    pub strength_rule: String,
    /// Inpainting mask (white = repaint, black = keep), resized like the image.
    #[arg(long)]
    pub mask: Option<PathBuf>,
    /// Gaussian blur of the mask in pixels: feathers the seam where the result is pasted
    /// over the input image (default 4, as A1111).
    #[arg(long, allow_negative_numbers = true, value_parser = ranges::MASK_BLUR.parser::<f64>())]
    pub mask_blur: Option<f64>,
}

impl Img2ImgArgs {
    pub fn spec(&self) -> Result<Img2ImgSpec> {
        let path = |p: &Option<PathBuf>| p.as_ref().map(|p| p.display().to_string());
        Ok(Img2ImgSpec {
            init_image: path(&self.init_image),
            strength: self.strength,
            mask: path(&self.mask),
            mask_blur: self.mask_blur,
            strength_rule: self.strength_rule.parse()?,
        })
    }
}
