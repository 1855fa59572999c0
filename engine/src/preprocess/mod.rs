//! Control maps from images with no model download: canny edges, invert, passthrough;
//! and fitting an image to the job's size (crop, fit, stretch) with PIL's Lanczos.
mod canny;
mod lanczos;

pub use canny::canny;
pub use lanczos::{resize_gray, resize_rgb};

use crate::protocol::{Preprocess, Resize};
use crate::{Error, Result};
use image::RgbImage;
use std::path::Path;

/// Reads an image file as RGB8.
pub fn open_image(path: &Path) -> Result<RgbImage> {
    crate::input::check(path)?;
    let img = image::open(path)
        .map_err(|e| Error::file(path, format!("cannot read the control image: {e}")))?;
    Ok(img.to_rgb8())
}

/// `img` at `width` x `height` as `mode` says (PIL's Lanczos, as diffusers resizes).
pub fn resize(img: &RgbImage, width: u32, height: u32, mode: Resize) -> RgbImage {
    let (w, h) = img.dimensions();
    if (w, h) == (width, height) {
        return img.clone();
    }
    match mode {
        Resize::Stretch => resize_rgb(img, width, height),
        Resize::Crop | Resize::Fit => {
            let (sx, sy) = (width as f64 / w as f64, height as f64 / h as f64);
            let s = if mode == Resize::Crop {
                sx.max(sy)
            } else {
                sx.min(sy)
            };
            let nw = ((w as f64 * s).round() as u32).max(1);
            let nh = ((h as f64 * s).round() as u32).max(1);
            let scaled = resize_rgb(img, nw, nh);
            let mut out = RgbImage::new(width, height);
            // Offsets of the scaled image in the output (negative: cut off).
            let (ox, oy) = (
                (width as i64 - nw as i64) / 2,
                (height as i64 - nh as i64) / 2,
            );
            for y in 0..height {
                for x in 0..width {
                    let (ix, iy) = (x as i64 - ox, y as i64 - oy);
                    if ix >= 0 && iy >= 0 && (ix as u32) < nw && (iy as u32) < nh {
                        out.put_pixel(x, y, *scaled.get_pixel(ix as u32, iy as u32));
                    }
                }
            }
            out
        }
    }
}

/// The control map of `img`.
pub fn apply(img: &RgbImage, p: Preprocess) -> RgbImage {
    match p {
        Preprocess::None => img.clone(),
        Preprocess::Invert => {
            let mut out = img.clone();
            out.pixels_mut().for_each(|px| px.0 = px.0.map(|v| 255 - v));
            out
        }
        Preprocess::Canny { low, high } => {
            let edges = canny(img, low, high);
            let (w, h) = img.dimensions();
            RgbImage::from_fn(w, h, |x, y| {
                let v = edges[(y * w + x) as usize];
                image::Rgb([v, v, v])
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square(w: u32, h: u32) -> RgbImage {
        RgbImage::from_fn(w, h, |x, y| {
            let inside = (1..3).contains(&x) && (1..3).contains(&y);
            image::Rgb(if inside { [200, 100, 50] } else { [0, 0, 0] })
        })
    }

    #[test]
    fn invert_and_none() {
        let img = square(4, 4);
        assert_eq!(apply(&img, Preprocess::None), img);
        let inv = apply(&img, Preprocess::Invert);
        assert_eq!(inv.get_pixel(0, 0).0, [255, 255, 255]);
        assert_eq!(apply(&inv, Preprocess::Invert), img);
    }

    #[test]
    fn resize_modes_keep_the_aspect_as_asked() {
        // A 40x20 image: left half red, right half blue.
        let img = RgbImage::from_fn(40, 20, |x, _| {
            image::Rgb(if x < 20 { [255, 0, 0] } else { [0, 0, 255] })
        });
        let crop = resize(&img, 20, 20, Resize::Crop);
        assert_eq!(crop.dimensions(), (20, 20));
        // Cover then cut: the middle of the image, red on the left, blue on the right.
        assert!(crop.get_pixel(2, 10).0[0] > 200 && crop.get_pixel(17, 10).0[2] > 200);
        let fit = resize(&img, 20, 20, Resize::Fit);
        // Fit: 20x10 in the middle, black bands above and below.
        assert_eq!(fit.get_pixel(10, 1).0, [0, 0, 0]);
        assert!(fit.get_pixel(2, 10).0[0] > 200);
        let stretch = resize(&img, 20, 20, Resize::Stretch);
        assert!(
            stretch.get_pixel(2, 1).0[0] > 200,
            "no bands when stretched"
        );
        assert_eq!(
            resize(&img, 40, 20, Resize::Fit),
            img,
            "same size: unchanged"
        );
    }
}
