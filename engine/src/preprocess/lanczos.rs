//! PIL's Lanczos resampling, byte for byte: what `Image.resize((w, h), Image.LANCZOS)`
//! gives, which diffusers' `VaeImageProcessor` applies to init, mask and control images.
//! Pillow's `Resample.c`: per axis, each output pixel's weights are the Lanczos-3 kernel
//! (stretched by the scale when shrinking) over the input pixels whose centres fall in its
//! support, divided by their sum, then turned into 22-bit fixed point (rounded half away
//! from zero); the first pass is stored as 8-bit before the second; each sum starts at one half and is shifted back and clamped to 0..=255.
//! Matched against Pillow 13.0 (tools/parity/make_preprocess_cases.py).
use image::{GrayImage, ImageBuffer, Pixel, RgbImage};

/// Bits after the point of the fixed-point weights (Pillow's `PRECISION_BITS`).
const PRECISION_BITS: u32 = 32 - 8 - 2;
/// Half the width of the Lanczos window, in input pixels at scale 1.
const SUPPORT: f64 = 3.0;

/// `img` at `width` x `height`, as PIL resizes an RGB image with Lanczos.
pub fn resize_rgb(img: &RgbImage, width: u32, height: u32) -> RgbImage {
    resize(img, width, height)
}

/// `img` at `width` x `height`, as PIL resizes an "L" (grayscale) image with Lanczos.
pub fn resize_gray(img: &GrayImage, width: u32, height: u32) -> GrayImage {
    resize(img, width, height)
}

fn resize<P: Pixel<Subpixel = u8>>(
    img: &ImageBuffer<P, Vec<u8>>,
    width: u32,
    height: u32,
) -> ImageBuffer<P, Vec<u8>> {
    let channels = P::CHANNEL_COUNT as usize;
    let (w, h) = (img.width() as usize, img.height() as usize);
    let (ow, oh) = (width as usize, height as usize);
    // Pillow 13's order: the vertical pass first when the height shrinks by more than
    // twice as many pixels as the width (before 13 the horizontal pass always came first;
    // the two orders round differently by one or two levels).
    let (dh, dw) = (h as i64 - oh as i64, w as i64 - ow as i64);
    let vertical_first = dh > 0 && dh > dw * 2;
    let mut data = img.as_raw().clone();
    let mut cur = (w, h);
    let mut pass = |horizontal: bool| {
        if horizontal && ow != w {
            data = horizontal_pass(&data, cur, ow, channels);
            cur.0 = ow;
        } else if !horizontal && oh != h {
            data = vertical_pass(&data, cur, oh, channels);
            cur.1 = oh;
        }
    };
    pass(!vertical_first);
    pass(vertical_first);
    ImageBuffer::from_raw(width, height, data).expect("the buffer has width x height pixels")
}

/// Rows of `size` (width, height) resampled to `out_w` wide.
fn horizontal_pass(data: &[u8], (w, h): (usize, usize), out_w: usize, ch: usize) -> Vec<u8> {
    let c = Weights::new(w, out_w);
    let mut out = vec![0u8; out_w * h * ch];
    for y in 0..h {
        let row = &data[y * w * ch..(y + 1) * w * ch];
        for x in 0..out_w {
            for k in 0..ch {
                out[(y * out_w + x) * ch + k] = c.apply(x, |i| row[i * ch + k]);
            }
        }
    }
    out
}

/// Columns of `size` (width, height) resampled to `out_h` high.
fn vertical_pass(data: &[u8], (w, h): (usize, usize), out_h: usize, ch: usize) -> Vec<u8> {
    let c = Weights::new(h, out_h);
    let stride = w * ch;
    let mut out = vec![0u8; out_h * stride];
    for y in 0..out_h {
        for i in 0..stride {
            out[y * stride + i] = c.apply(y, |j| data[j * stride + i]);
        }
    }
    out
}

fn sinc(x: f64) -> f64 {
    if x == 0.0 {
        1.0
    } else {
        let x = x * std::f64::consts::PI;
        x.sin() / x
    }
}

fn lanczos(x: f64) -> f64 {
    if (-SUPPORT..SUPPORT).contains(&x) {
        sinc(x) * sinc(x / SUPPORT)
    } else {
        0.0
    }
}

/// Fixed-point weights of one axis (Pillow's `precompute_coeffs` then
/// `normalize_coeffs_8bpc`): output pixel `i` reads inputs `first[i]..first[i] + k[i].len()`.
struct Weights {
    first: Vec<usize>,
    k: Vec<Vec<i32>>,
}

impl Weights {
    fn new(in_size: usize, out_size: usize) -> Self {
        let scale = in_size as f64 / out_size as f64;
        let filterscale = scale.max(1.0);
        let support = SUPPORT * filterscale;
        let ss = 1.0 / filterscale;
        let mut first = Vec::with_capacity(out_size);
        let mut k = Vec::with_capacity(out_size);
        for xx in 0..out_size {
            let center = (xx as f64 + 0.5) * scale;
            // C's (int) conversions: truncation toward zero, then the bounds.
            let xmin = ((center - support + 0.5) as i64).max(0);
            let xmax = ((center + support + 0.5) as i64).min(in_size as i64) - xmin;
            let w: Vec<f64> = (0..xmax.max(0))
                .map(|x| lanczos(((x + xmin) as f64 - center + 0.5) * ss))
                .collect();
            let total: f64 = w.iter().sum();
            let fixed = w
                .iter()
                .map(|&v| {
                    let v = if total != 0.0 { v / total } else { v };
                    let scaled = v * (1u32 << PRECISION_BITS) as f64;
                    (if v < 0.0 { scaled - 0.5 } else { scaled + 0.5 }) as i32
                })
                .collect();
            first.push(xmin as usize);
            k.push(fixed);
        }
        Self { first, k }
    }

    /// Output pixel `i` from the inputs `px(j)`.
    fn apply(&self, i: usize, px: impl Fn(usize) -> u8) -> u8 {
        let start = self.first[i];
        let sum = self.k[i]
            .iter()
            .enumerate()
            .fold(1i64 << (PRECISION_BITS - 1), |acc, (j, &w)| {
                acc + px(start + j) as i64 * w as i64
            });
        (sum >> PRECISION_BITS).clamp(0, 255) as u8
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    fn testdata() -> PathBuf {
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("testdata/preprocess")
    }

    /// Every case of tools/parity/make_preprocess_cases.py: PIL's bytes exactly, RGB and
    /// L, up and down on odd sizes, one axis alone and both.
    #[test]
    fn resize_gives_pils_lanczos_bytes() {
        let dir = testdata();
        let cases: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(dir.join("cases.json")).unwrap())
                .unwrap();
        let cases = cases["lanczos"].as_array().unwrap();
        assert!(cases.len() >= 16);
        for case in cases {
            let (w, h) = (
                case["width"].as_u64().unwrap() as u32,
                case["height"].as_u64().unwrap() as u32,
            );
            let src = image::open(dir.join(case["image"].as_str().unwrap())).unwrap();
            let want = image::open(dir.join(case["expected"].as_str().unwrap())).unwrap();
            let (got, want) = if case["mode"] == "L" {
                (
                    resize_gray(&src.to_luma8(), w, h).into_raw(),
                    want.to_luma8().into_raw(),
                )
            } else {
                (
                    resize_rgb(&src.to_rgb8(), w, h).into_raw(),
                    want.to_rgb8().into_raw(),
                )
            };
            let differ = got.iter().zip(&want).filter(|(a, b)| a != b).count();
            assert_eq!(got.len(), want.len());
            assert_eq!(
                differ, 0,
                "{}: {differ} bytes differ from PIL",
                case["expected"]
            );
        }
    }

    #[test]
    fn same_size_is_unchanged_and_flat_stays_flat() {
        let img = RgbImage::from_fn(9, 7, |x, y| image::Rgb([x as u8 * 20, y as u8 * 30, 7]));
        assert_eq!(resize_rgb(&img, 9, 7), img);
        let flat = GrayImage::from_pixel(13, 5, image::Luma([201]));
        assert!(resize_gray(&flat, 31, 2).pixels().all(|p| p.0 == [201]));
    }
}
