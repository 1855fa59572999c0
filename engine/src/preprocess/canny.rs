//! Canny edges exactly as OpenCV's `cv2.Canny(img, low, high)` computes them (aperture 3,
//! L1 gradient: what the ControlNet canny annotator and diffusers' examples call), read
//! from `modules/imgproc/src/canny.cpp`:
//! - 3x3 Sobel per channel in integers, the border replicated (`BORDER_REPLICATE`);
//! - per pixel, the channel with the largest |dx| + |dy| (the first one on a tie) gives
//!   the magnitude and direction;
//! - non-maximum suppression in fixed point: tan(22.5 deg) as 13573 / 2^15, horizontal and
//!   vertical neighbours compared `>` before and `>=` after, diagonal ones `>` on both
//!   sides (so diagonal ties are dropped); magnitudes outside the image count as 0;
//! - thresholds floored to integers; hysteresis grows the strong pixels (> high) through
//!   the 8-connected weak ones (> low).
use image::RgbImage;

/// tan(22.5 deg) in OpenCV's fixed point (`CANNY_SHIFT` 15).
const TG22: i64 = 13573;
const SHIFT: u32 = 15;

/// Per pixel: the winning channel's (magnitude, dx, dy).
fn gradients(img: &RgbImage) -> Vec<(i32, i32, i32)> {
    let (w, h) = (img.width() as i64, img.height() as i64);
    let raw = img.as_raw();
    let px = |x: i64, y: i64, c: usize| -> i32 {
        let (x, y) = (x.clamp(0, w - 1), y.clamp(0, h - 1));
        raw[((y * w + x) * 3) as usize + c] as i32
    };
    let mut out = Vec::with_capacity((w * h) as usize);
    for y in 0..h {
        for x in 0..w {
            let mut best = (0, 0, 0);
            for c in 0..3 {
                let p = |dx: i64, dy: i64| px(x + dx, y + dy, c);
                let gx = (p(1, -1) + 2 * p(1, 0) + p(1, 1)) - (p(-1, -1) + 2 * p(-1, 0) + p(-1, 1));
                let gy = (p(-1, 1) + 2 * p(0, 1) + p(1, 1)) - (p(-1, -1) + 2 * p(0, -1) + p(1, -1));
                let m = gx.abs() + gy.abs();
                if c == 0 || m > best.0 {
                    best = (m, gx, gy);
                }
            }
            out.push(best);
        }
    }
    out
}

/// Canny edges of `img`: 255 on edges, 0 elsewhere, one byte per pixel, row by row.
pub fn canny(img: &RgbImage, low: f32, high: f32) -> Vec<u8> {
    let (w, h) = (img.width() as usize, img.height() as usize);
    let (low, high) = (low.min(high), low.max(high));
    let (low, high) = (low.floor() as i64, high.floor() as i64);
    let grad = gradients(img);
    let mag = |x: isize, y: isize| -> i64 {
        if x < 0 || y < 0 || x >= w as isize || y >= h as isize {
            0
        } else {
            grad[y as usize * w + x as usize].0 as i64
        }
    };
    // 0: not an edge, 1: weak (may join), 2: edge.
    let mut class = vec![0u8; w * h];
    let mut stack = Vec::new();
    for y in 0..h as isize {
        for x in 0..w as isize {
            let i = y as usize * w + x as usize;
            let (m, xs, ys) = grad[i];
            let m = m as i64;
            if m <= low {
                continue;
            }
            let ax = (xs as i64).abs();
            let ay = (ys as i64).abs() << SHIFT;
            let tg22x = ax * TG22;
            let peak = if ay < tg22x {
                m > mag(x - 1, y) && m >= mag(x + 1, y)
            } else if ay > tg22x + (ax << (SHIFT + 1)) {
                m > mag(x, y - 1) && m >= mag(x, y + 1)
            } else {
                let s = if (xs ^ ys) < 0 { -1 } else { 1 };
                m > mag(x - s, y - 1) && m > mag(x + s, y + 1)
            };
            if peak {
                class[i] = if m > high { 2 } else { 1 };
                if m > high {
                    stack.push(i);
                }
            }
        }
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
                if class[j] == 1 {
                    class[j] = 2;
                    stack.push(j);
                }
            }
        }
    }
    class
        .iter()
        .map(|&c| if c == 2 { 255 } else { 0 })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

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

    /// tools/parity/make_preprocess_cases.py's cv2.Canny outputs on photograph-like images
    /// (gradients, noise, a disc, diagonal stripes; fractional thresholds too): every pixel.
    #[test]
    fn canny_gives_opencvs_edges_pixel_for_pixel() {
        let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("testdata/preprocess");
        let cases: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(dir.join("cases.json")).unwrap())
                .unwrap();
        let cases = cases["canny"].as_array().unwrap();
        assert!(cases.len() >= 6);
        for case in cases {
            let img = image::open(dir.join(case["image"].as_str().unwrap()))
                .unwrap()
                .to_rgb8();
            let want = image::open(dir.join(case["expected"].as_str().unwrap()))
                .unwrap()
                .to_luma8()
                .into_raw();
            let (low, high) = (
                case["low"].as_f64().unwrap() as f32,
                case["high"].as_f64().unwrap() as f32,
            );
            let got = canny(&img, low, high);
            let both = got
                .iter()
                .zip(&want)
                .filter(|(a, b)| **a == 255 && **b == 255)
                .count();
            let either = got
                .iter()
                .zip(&want)
                .filter(|(a, b)| **a == 255 || **b == 255)
                .count();
            assert!(either > 500, "{}: too few edges to test", case["expected"]);
            assert_eq!(
                both,
                either,
                "{}: IoU {}",
                case["expected"],
                both as f64 / either as f64
            );
        }
    }
}
