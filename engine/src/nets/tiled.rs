//! Exact tiled execution for the VAE: the same result as the untiled net, with a working
//! set on the compute device bounded by the tile rather than the image.
//!
//! The net runs layer by layer in lockstep over tiles. Every intermediate is held whole on
//! a *store* device (host RAM, or the GPU itself when it fits); each local op (convs,
//! upsampling, elementwise work) runs tile by tile on the compute device, reading its
//! tile plus a halo of real neighbours and keeping only the outputs the halo made
//! correct. GroupNorm statistics are gathered over the whole image in a tiled reduction
//! pass and applied inside the next local op, so no tile sees per-tile statistics, and
//! the VAE's mid-block attention runs over the whole latent at once. There is no
//! blending and there are no seams: tiled and untiled differ only in float summation
//! order.
use super::blocks::ResnetBlock2D;
use super::norm::{GroupNorm, GroupStats};
use candle_core::{Device, Module, Result, Tensor};
use std::ops::Range;

/// `--vae-tile-overlap` when not given, in image pixels. The exact scheme needs only each
/// op's receptive radius; a larger overlap is honoured but only costs time.
pub const DEFAULT_OVERLAP_PX: usize = 8;

/// `--vae-tile`: when the VAE works in tiles, and how large they are.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum VaeTile {
    /// Untiled, the whole image at once.
    #[default]
    Off,
    /// Tiled only for large images ([`auto_tile_px`]).
    Auto,
    /// Tiles of this many image pixels a side (a multiple of 8).
    Pixels(usize),
}

impl VaeTile {
    /// `off`, `auto` or a tile side in pixels (a positive multiple of 8).
    pub fn parse(s: &str) -> std::result::Result<Self, String> {
        match s {
            "off" => Ok(VaeTile::Off),
            "auto" => Ok(VaeTile::Auto),
            n => match n.parse::<usize>() {
                Ok(px) if px > 0 && px.is_multiple_of(8) => Ok(VaeTile::Pixels(px)),
                _ => Err(format!(
                    "expected off, auto or a tile size in pixels (a positive multiple of 8), got '{n}'"
                )),
            },
        }
    }

    /// How to tile a `width` x `height` image, or none to run untiled.
    pub fn tiling(
        self,
        width: usize,
        height: usize,
        overlap_px: usize,
        store: &Device,
    ) -> Option<VaeTiling> {
        let tile_px = match self {
            VaeTile::Off => None,
            VaeTile::Auto => auto_tile_px(width, height),
            VaeTile::Pixels(px) => Some(px),
        }?;
        Some(VaeTiling {
            tile_px,
            overlap_px,
            store: store.clone(),
        })
    }
}

/// `--vae-tile auto`: 512-pixel tiles above a megapixel, where the untiled decode's
/// full-resolution activations start to cost gigabytes; untiled below.
pub fn auto_tile_px(width: usize, height: usize) -> Option<usize> {
    (width * height > 1024 * 1024).then_some(512)
}

/// How a tiled VAE pass runs.
#[derive(Debug, Clone)]
pub struct VaeTiling {
    /// Tile side in image pixels (the decoder's output, the encoder's input).
    pub tile_px: usize,
    /// The least halo around each tile, in image pixels (scaled down at lower resolutions).
    pub overlap_px: usize,
    /// Where the whole-image intermediates live.
    pub store: Device,
}

/// How a local op's output grid relates to its input grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scale {
    /// Output pixel `o` is centred on input pixel `o` (convs with "same" padding).
    Same,
    /// Nearest 2x upsampling first: output pixel `o` comes from input pixel `o / 2`.
    Up2,
    /// diffusers' encoder downsampler: pad (0, 1) then a stride-2 conv; output pixel `o`
    /// starts at input pixel `2 o`.
    Down2,
}

impl Scale {
    fn out_len(self, n: usize) -> usize {
        match self {
            Scale::Same => n,
            Scale::Up2 => 2 * n,
            Scale::Down2 => n / 2,
        }
    }

    /// The input pixels outputs `o0..o1` are centred on, before the op's radius.
    fn centre(self, o0: usize, o1: usize) -> (usize, usize) {
        match self {
            Scale::Same => (o0, o1),
            Scale::Up2 => (o0 / 2, o1.div_ceil(2)),
            Scale::Down2 => (2 * o0, 2 * o1),
        }
    }

    /// The output pixel an op's result starts at when its input starts at pixel `i0`.
    fn out_start(self, i0: usize) -> usize {
        match self {
            Scale::Same => i0,
            Scale::Up2 => 2 * i0,
            Scale::Down2 => i0 / 2,
        }
    }

    /// A halo of at least `px` input pixels that keeps the op's grid aligned (even for
    /// stride 2, so every tile's input starts on a stride boundary).
    fn halo(self, px: usize) -> usize {
        match self {
            Scale::Down2 => px.next_multiple_of(2),
            _ => px,
        }
    }
}

/// One tile along one axis: the outputs it keeps, the inputs it reads, and where the
/// kept outputs start in the op's result.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Span {
    out: Range<usize>,
    input: Range<usize>,
    skip: usize,
}

/// Tiles of `tile` outputs (the last one shorter) over an axis of `in_len` inputs, each
/// reading `halo` inputs beyond its centre on both sides, clipped at the image border.
fn spans(in_len: usize, scale: Scale, tile: usize, halo: usize) -> Vec<Span> {
    let out_len = scale.out_len(in_len);
    (0..out_len)
        .step_by(tile.max(1))
        .map(|o0| {
            let o1 = (o0 + tile).min(out_len);
            let (lo, hi) = scale.centre(o0, o1);
            let i0 = lo.saturating_sub(halo);
            Span {
                out: o0..o1,
                input: i0..(hi + halo).min(in_len),
                skip: o0 - scale.out_start(i0),
            }
        })
        .collect()
}

/// Rows `rows` and columns `cols` of `x`, compact, on `device` (moving a strided view
/// would copy its whole storage).
fn cut(x: &Tensor, rows: &Range<usize>, cols: &Range<usize>, device: &Device) -> Result<Tensor> {
    x.narrow(2, rows.start, rows.len())?
        .narrow(3, cols.start, cols.len())?
        .contiguous()?
        .to_device(device)
}

/// Runs ops tile by tile on `compute`, holding whole tensors on `store`.
#[derive(Debug, Clone)]
pub struct Tiler {
    tile_px: usize,
    overlap_px: usize,
    store: Device,
    compute: Device,
    /// Image height and width: the resolution `tile_px` and `overlap_px` are measured at.
    image: [usize; 2],
}

impl Tiler {
    /// A tiler for a net whose weights are on `compute`, working on an image of
    /// `image` (height, width) pixels.
    pub fn new(tiling: &VaeTiling, compute: &Device, image: (usize, usize)) -> Self {
        Tiler {
            tile_px: tiling.tile_px,
            overlap_px: tiling.overlap_px,
            store: tiling.store.clone(),
            compute: compute.clone(),
            image: [image.0, image.1],
        }
    }

    /// The tiles along one axis (`axis` 0 for rows, 1 for columns) of an op reading `len`
    /// pixels with receptive radius `radius`: `tile_px` and `overlap_px` scaled from
    /// image pixels to this resolution.
    fn axis(&self, axis: usize, len: usize, scale: Scale, radius: usize) -> Vec<Span> {
        let image = self.image[axis].max(1);
        let tile = self.tile_px * scale.out_len(len) / image;
        let overlap = (self.overlap_px * len).div_ceil(image);
        spans(len, scale, tile, scale.halo(radius.max(overlap)))
    }

    /// `f` applied to whole-image `inputs` (all of one height and width, on any device),
    /// one tile at a time on the compute device; the result is whole, on the store.
    ///
    /// `f` must be local: its output at a pixel may depend on inputs at most `radius`
    /// input pixels beyond the pixels `scale` maps it to, and it must treat the edges of
    /// its input as the image border (zero padding). Outputs whose reach crosses a tile's
    /// edge are computed by the neighbouring tile instead, so the result is exact.
    pub fn local(
        &self,
        inputs: &[&Tensor],
        scale: Scale,
        radius: usize,
        f: impl Fn(&[Tensor]) -> Result<Tensor>,
    ) -> Result<Tensor> {
        let Some(first) = inputs.first() else {
            candle_core::bail!("tiled op: no inputs")
        };
        let (_, _, h, w) = first.dims4()?;
        for x in inputs {
            if x.dims()[2..] != [h, w] {
                candle_core::bail!("tiled op: input {:?} is not {h}x{w}", x.dims())
            }
        }
        let cols = self.axis(1, w, scale, radius);
        let mut out: Option<Tensor> = None;
        for row in self.axis(0, h, scale, radius) {
            let mut strip = Vec::with_capacity(cols.len());
            for col in &cols {
                let y = f(&inputs
                    .iter()
                    .map(|x| cut(x, &row.input, &col.input, &self.compute))
                    .collect::<Result<Vec<_>>>()?)?;
                let keep_rows = row.skip..row.skip + row.out.len();
                let keep_cols = col.skip..col.skip + col.out.len();
                strip.push(cut(&y, &keep_rows, &keep_cols, &self.store)?);
            }
            let strip = Tensor::cat(&strip, 3)?;
            let whole = match out.take() {
                Some(o) => o,
                None => {
                    let (n, c, _, _) = strip.dims4()?;
                    let (oh, ow) = (scale.out_len(h), scale.out_len(w));
                    Tensor::zeros((n, c, oh, ow), strip.dtype(), &self.store)?
                }
            };
            whole.slice_set(&strip, 2, row.out.start)?;
            out = Some(whole);
        }
        match out {
            Some(o) => Ok(o),
            None => candle_core::bail!("tiled op: empty {h}x{w} input"),
        }
    }

    /// `norm`'s statistics of the whole of `x`, gathered tile by tile on the compute device.
    pub fn group_stats(&self, norm: &GroupNorm, x: &Tensor) -> Result<GroupStats> {
        let (_, _, h, w) = x.dims4()?;
        let cols = self.axis(1, w, Scale::Same, 0);
        let mut total: Option<GroupStats> = None;
        for row in self.axis(0, h, Scale::Same, 0) {
            for col in &cols {
                let s = norm.stats(&cut(x, &row.out, &col.out, &self.compute)?)?;
                total = Some(match total {
                    Some(t) => t.merge(&s),
                    None => s,
                });
            }
        }
        match total {
            Some(t) => Ok(t),
            None => candle_core::bail!("group stats of an empty {h}x{w} tensor"),
        }
    }

    /// `f` on the whole of `x` at once on the compute device (for non-local ops such as
    /// attention, at latent resolution); the result on the store.
    pub fn whole(&self, x: &Tensor, f: impl Fn(&Tensor) -> Result<Tensor>) -> Result<Tensor> {
        f(&x.contiguous()?.to_device(&self.compute)?)?
            .contiguous()?
            .to_device(&self.store)
    }

    /// `r.forward(x, None)`: each GroupNorm's statistics over the whole image, then each
    /// norm + SiLU + 3x3 conv as one local op.
    pub fn resnet(&self, r: &ResnetBlock2D, x: &Tensor) -> Result<Tensor> {
        let s1 = self.group_stats(&r.norm1, x)?;
        let h = self.local(&[x], Scale::Same, 1, |t| {
            r.conv1.forward(&r.norm1.apply_stats(&t[0], &s1, true)?)
        })?;
        let s2 = self.group_stats(&r.norm2, &h)?;
        self.local(&[x, &h], Scale::Same, 1, |t| {
            let h = r.conv2.forward(&r.norm2.apply_stats(&t[1], &s2, true)?)?;
            match &r.conv_shortcut {
                Some(c) => c.forward(&t[0])? + h,
                None => &t[0] + h,
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nets::conv::{conv2d, conv3x3, Conv2d};
    use crate::nets::norm::group_norm;
    use crate::rng::NoiseRng;
    use candle_core::DType;
    use candle_nn::{VarBuilder, VarMap};

    fn randn(seed: u64, shape: (usize, usize, usize, usize)) -> Tensor {
        NoiseRng::new(seed).randn(shape, &Device::Cpu).unwrap()
    }

    fn tiler(tile_px: usize, overlap_px: usize, image: (usize, usize)) -> Tiler {
        let tiling = VaeTiling {
            tile_px,
            overlap_px,
            store: Device::Cpu,
        };
        Tiler::new(&tiling, &Device::Cpu, image)
    }

    fn max_diff(a: &Tensor, b: &Tensor) -> f32 {
        assert_eq!(a.dims(), b.dims());
        (a - b)
            .unwrap()
            .abs()
            .unwrap()
            .max_all()
            .unwrap()
            .to_scalar()
            .unwrap()
    }

    fn random_conv(
        vm: &VarMap,
        name: &str,
        c_in: usize,
        c_out: usize,
        stride: usize,
        pad: usize,
    ) -> Conv2d {
        let vb = VarBuilder::from_varmap(vm, DType::F32, &Device::Cpu);
        conv2d(vb.pp(name), c_in, c_out, 3, stride, pad).unwrap()
    }

    #[test]
    fn spans_cover_every_output_once_and_stay_aligned() {
        for scale in [Scale::Same, Scale::Up2, Scale::Down2] {
            for (len, tile, halo) in [(37, 8, 1), (38, 5, 2), (7, 16, 3), (1, 1, 1)] {
                let halo = scale.halo(halo);
                let s = spans(len, scale, tile, halo);
                let covered: Vec<usize> = s.iter().flat_map(|s| s.out.clone()).collect();
                assert_eq!(covered, (0..scale.out_len(len)).collect::<Vec<_>>());
                for s in &s {
                    assert!(s.input.end <= len, "{scale:?} {s:?}");
                    assert_eq!(scale.out_start(s.input.start) + s.skip, s.out.start);
                    if scale == Scale::Down2 {
                        assert_eq!(s.input.start % 2, 0, "{s:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn tiled_conv3x3_equals_untiled() {
        let vm = VarMap::new();
        let conv = random_conv(&vm, "c", 5, 6, 1, 1);
        let x = randn(1, (2, 5, 37, 29));
        let want = conv.forward(&x).unwrap();
        // Tiles of 8 leave remainders both ways; overlaps below and above the radius.
        for overlap in [0, 1, 5] {
            let got = tiler(8, overlap, (37, 29))
                .local(&[&x], Scale::Same, 1, |t| conv.forward(&t[0]))
                .unwrap();
            assert_eq!(max_diff(&got, &want), 0.0, "overlap {overlap}");
        }
        // The check has teeth: without a halo, the zero padding at tile edges shows.
        let seamed = tiler(8, 0, (37, 29))
            .local(&[&x], Scale::Same, 0, |t| conv.forward(&t[0]))
            .unwrap();
        assert!(max_diff(&seamed, &want) > 1e-2);
    }

    #[test]
    fn tiled_upsample_conv_equals_untiled() {
        let vm = VarMap::new();
        let conv = random_conv(&vm, "c", 4, 4, 1, 1);
        let up = |x: &Tensor| {
            let (_, _, h, w) = x.dims4()?;
            conv.forward(&x.upsample_nearest2d(2 * h, 2 * w)?)
        };
        let x = randn(2, (1, 4, 13, 11));
        let want = up(&x).unwrap();
        for (tile_px, image) in [(8, (26, 22)), (8, (52, 44)), (24, (26, 22))] {
            let got = tiler(tile_px, 0, image)
                .local(&[&x], Scale::Up2, 1, |t| up(&t[0]))
                .unwrap();
            assert_eq!(max_diff(&got, &want), 0.0, "tile {tile_px} image {image:?}");
        }
    }

    #[test]
    fn tiled_stride2_downsample_equals_untiled() {
        let vm = VarMap::new();
        let conv = random_conv(&vm, "c", 4, 3, 2, 0);
        let down = |x: &Tensor| conv.forward(&x.pad_with_zeros(3, 0, 1)?.pad_with_zeros(2, 0, 1)?);
        for (shape, tile_px, overlap) in [
            ((1, 4, 38, 30), 8, 0),
            ((2, 4, 37, 29), 8, 3),
            ((1, 4, 20, 16), 16, 0),
        ] {
            let x = randn(3, shape);
            let want = down(&x).unwrap();
            let got = tiler(tile_px, overlap, (shape.2, shape.3))
                .local(&[&x], Scale::Down2, 1, |t| down(&t[0]))
                .unwrap();
            assert_eq!(max_diff(&got, &want), 0.0, "{shape:?}");
        }
    }

    #[test]
    fn group_stats_over_tiles_give_the_untiled_group_norm() {
        let vb = VarBuilder::zeros(DType::F32, &Device::Cpu);
        let norm = group_norm(4, 8, 1e-6, vb).unwrap();
        // A large mean beside the spread: merging must not cancel digits away.
        let x = ((randn(4, (2, 8, 19, 23)) * 3.0).unwrap() + 100.0).unwrap();
        let stats = tiler(8, 0, (19, 23)).group_stats(&norm, &x).unwrap();
        for silu in [false, true] {
            let want = if silu {
                norm.forward_silu(&x)
            } else {
                norm.forward(&x)
            }
            .unwrap();
            let got = norm.apply_stats(&x, &stats, silu).unwrap();
            let d = max_diff(&got, &want);
            assert!(d < 2e-5, "silu {silu}: {d}");
        }
    }

    #[test]
    fn tiled_resnet_equals_untiled() {
        let vm = VarMap::new();
        let vb = VarBuilder::from_varmap(&vm, DType::F32, &Device::Cpu);
        for (c_in, c_out) in [(8, 8), (8, 16)] {
            let r =
                ResnetBlock2D::new(vb.pp(format!("r{c_out}")), c_in, c_out, None, 4, 1e-6).unwrap();
            let x = randn(5, (1, c_in, 21, 17));
            let want = r.forward(&x, None).unwrap();
            let got = tiler(8, 0, (21, 17)).resnet(&r, &x).unwrap();
            let d = max_diff(&got, &want);
            assert!(d < 1e-5, "{c_in}->{c_out}: {d}");
        }
    }

    #[test]
    fn a_tiled_op_may_take_two_inputs() {
        let vm = VarMap::new();
        let vb = VarBuilder::from_varmap(&vm, DType::F32, &Device::Cpu);
        let conv = conv3x3(vb.pp("c"), 3, 3, 1).unwrap();
        let (a, b) = (randn(6, (1, 3, 11, 9)), randn(7, (1, 3, 11, 9)));
        let want = (conv.forward(&a).unwrap() + &b).unwrap();
        let got = tiler(8, 0, (22, 18))
            .local(&[&a, &b], Scale::Same, 1, |t| conv.forward(&t[0])? + &t[1])
            .unwrap();
        assert_eq!(max_diff(&got, &want), 0.0);
    }

    #[test]
    fn vae_tile_parses_off_auto_and_multiples_of_8() {
        assert_eq!(VaeTile::parse("off"), Ok(VaeTile::Off));
        assert_eq!(VaeTile::parse("auto"), Ok(VaeTile::Auto));
        assert_eq!(VaeTile::parse("256"), Ok(VaeTile::Pixels(256)));
        for bad in ["0", "100", "-8", "big", ""] {
            let e = VaeTile::parse(bad).unwrap_err();
            assert!(
                e.contains(&format!("'{bad}'")) && e.contains("multiple of 8"),
                "{e}"
            );
        }
        let cpu = Device::Cpu;
        assert!(VaeTile::Off.tiling(4096, 4096, 8, &cpu).is_none());
        assert!(VaeTile::Auto.tiling(1024, 1024, 8, &cpu).is_none());
        assert_eq!(
            VaeTile::Auto.tiling(2048, 1024, 8, &cpu).unwrap().tile_px,
            512
        );
        assert_eq!(
            VaeTile::Pixels(64).tiling(64, 64, 8, &cpu).unwrap().tile_px,
            64
        );
    }
}
