//! Control maps from images with no model download: canny edges, invert, passthrough;
//! and fitting an image to the job's size (crop, fit, stretch).
use crate::protocol::{Preprocess, Resize};
use crate::{Error, Result};
use image::{imageops, RgbImage};
use std::path::Path;

/// Reads an image file as RGB8.
pub fn open_image(path: &Path) -> Result<RgbImage> {
    let img = image::open(path)
        .map_err(|e| Error::file(path, format!("cannot read the control image: {e}")))?;
    Ok(img.to_rgb8())
}

/// `img` at `width` x `height` as `mode` says (Lanczos, as diffusers resizes).
pub fn resize(img: &RgbImage, width: u32, height: u32, mode: Resize) -> RgbImage {
    let (w, h) = img.dimensions();
    if (w, h) == (width, height) {
        return img.clone();
    }
    let filter = imageops::FilterType::Lanczos3;
    match mode {
        Resize::Stretch => imageops::resize(img, width, height, filter),
        Resize::Crop | Resize::Fit => {
            let (sx, sy) = (width as f64 / w as f64, height as f64 / h as f64);
            let s = if mode == Resize::Crop {
                sx.max(sy)
            } else {
                sx.min(sy)
            };
            let nw = ((w as f64 * s).round() as u32).max(1);
            let nh = ((h as f64 * s).round() as u32).max(1);
            let scaled = imageops::resize(img, nw, nh, filter);
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

/// Canny edges as OpenCV computes them for a colour image (the ControlNet canny
/// annotator calls `cv2.Canny(img, low, high)`): 3x3 Sobel per channel, the channel with
/// the largest L1 magnitude |gx| + |gy| wins; non-maximum suppression along the gradient
/// direction; hysteresis: strong pixels (> high) and the weak ones (> low) connected to
/// them. 255 on edges, 0 elsewhere, one byte per pixel.
pub fn canny(img: &RgbImage, low: f32, high: f32) -> Vec<u8> {
    let (w, h) = (img.width() as usize, img.height() as usize);
    let (low, high) = (low.min(high), low.max(high));
    let px = |x: isize, y: isize, c: usize| -> f32 {
        // Border pixels reflect (OpenCV's BORDER_REFLECT_101).
        let r = |v: isize, n: usize| -> usize {
            let n = n as isize;
            let v = if v < 0 { -v } else { v };
            (if v >= n { 2 * (n - 1) - v } else { v }).clamp(0, n - 1) as usize
        };
        img.get_pixel(r(x, w) as u32, r(y, h) as u32).0[c] as f32
    };
    let mut gx = vec![0f32; w * h];
    let mut gy = vec![0f32; w * h];
    let mut mag = vec![0f32; w * h];
    for y in 0..h as isize {
        for x in 0..w as isize {
            let i = y as usize * w + x as usize;
            for c in 0..3 {
                let p = |dx: isize, dy: isize| px(x + dx, y + dy, c);
                let dx =
                    (p(1, -1) + 2.0 * p(1, 0) + p(1, 1)) - (p(-1, -1) + 2.0 * p(-1, 0) + p(-1, 1));
                let dy =
                    (p(-1, 1) + 2.0 * p(0, 1) + p(1, 1)) - (p(-1, -1) + 2.0 * p(0, -1) + p(1, -1));
                let m = dx.abs() + dy.abs();
                if m > mag[i] {
                    (mag[i], gx[i], gy[i]) = (m, dx, dy);
                }
            }
        }
    }
    let at = |x: isize, y: isize| -> f32 {
        if x < 0 || y < 0 || x >= w as isize || y >= h as isize {
            0.0
        } else {
            mag[y as usize * w + x as usize]
        }
    };
    // 0: none, 1: weak, 2: strong.
    let mut class = vec![0u8; w * h];
    let tan22 = (22.5f32).to_radians().tan();
    for y in 0..h as isize {
        for x in 0..w as isize {
            let i = y as usize * w + x as usize;
            let m = mag[i];
            if m <= low {
                continue;
            }
            let (ax, ay) = (gx[i].abs(), gy[i].abs());
            let (n1, n2) = if ay <= ax * tan22 {
                (at(x - 1, y), at(x + 1, y))
            } else if ax <= ay * tan22 {
                (at(x, y - 1), at(x, y + 1))
            } else if (gx[i] > 0.0) == (gy[i] > 0.0) {
                (at(x - 1, y - 1), at(x + 1, y + 1))
            } else {
                (at(x + 1, y - 1), at(x - 1, y + 1))
            };
            // OpenCV keeps ties on one side only (> before, >= after).
            if m > n1 && m >= n2 {
                class[i] = if m > high { 2 } else { 1 };
            }
        }
    }
    let mut out = vec![0u8; w * h];
    let mut stack: Vec<usize> = (0..w * h).filter(|&i| class[i] == 2).collect();
    for &i in &stack {
        out[i] = 255;
    }
    while let Some(i) = stack.pop() {
        let (x, y) = ((i % w) as isize, (i / w) as isize);
        for dy in -1..=1 {
            for dx in -1..=1 {
                let (nx, ny) = (x + dx, y + dy);
                if nx < 0 || ny < 0 || nx >= w as isize || ny >= h as isize {
                    continue;
                }
                let j = ny as usize * w + nx as usize;
                if class[j] == 1 && out[j] == 0 {
                    out[j] = 255;
                    stack.push(j);
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square(w: u32, h: u32) -> RgbImage {
        RgbImage::from_fn(w, h, |x, y| {
            let inside = (8..24).contains(&x) && (8..24).contains(&y);
            image::Rgb(if inside { [200, 100, 50] } else { [0, 0, 0] })
        })
    }

    #[test]
    fn canny_finds_the_outline_of_a_square_and_nothing_inside() {
        let edges = canny(&square(32, 32), 100.0, 200.0);
        let e = |x: usize, y: usize| edges[y * 32 + x];
        // Edges along each side of the square, none in its middle or far outside.
        assert!(
            (10..22).all(|y| e(7, y) == 255 || e(8, y) == 255),
            "left side"
        );
        assert!(
            (10..22).all(|x| e(x, 7) == 255 || e(x, 8) == 255),
            "top side"
        );
        assert_eq!(e(16, 16), 0);
        assert_eq!(e(2, 2), 0);
        // Thin: no row crossing the left side has more than two edge pixels there.
        let row: usize = (4..12).map(|x| (e(x, 16) == 255) as usize).sum();
        assert!((1..=2).contains(&row), "{row} edge pixels across one side");
        // A threshold above every gradient finds nothing.
        assert!(canny(&square(32, 32), 5000.0, 6000.0)
            .iter()
            .all(|&v| v == 0));
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
