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
use super::norm::{tile_stats, GroupNorm, GroupStats};
use candle_core::{DType, Device, Module, Result, Tensor};

mod geometry;
mod store;

pub use geometry::Scale;
use geometry::{cut, spans, Span};
pub use store::{Stored, Whole};

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
            n => match crate::ranges::VAE_TILE.parse::<usize>(n) {
                Ok(px) if px > 0 => Ok(VaeTile::Pixels(px)),
                _ => Err(format!(
                    "expected off, auto or a tile size in pixels ({}, not 0), got '{n}'",
                    crate::ranges::VAE_TILE.describe()
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
            device_limit: device_store_limit(tile_px, 2),
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
    /// Where the whole-image intermediates too large for the compute device live.
    pub store: Device,
    /// Whole intermediates up to this many bytes stay on the compute device as tensors
    /// ([`device_store_limit`]); larger ones are images on `store`.
    pub device_limit: usize,
}

/// Runs ops tile by tile on `compute`, holding whole intermediates on the compute device
/// when they are small ([`device_store_limit`]), else on `store`: with a CUDA compute
/// device, images in page-locked host memory (a CPU store) or in its own memory (the
/// store is the compute device), which tiles reach by strided copies.
pub struct Tiler {
    tile_px: usize,
    overlap_px: usize,
    store: Device,
    compute: Device,
    /// Image height and width: the resolution `tile_px` and `overlap_px` are measured at.
    image: [usize; 2],
    /// Wholes of at most this many bytes stay on the compute device.
    device_limit: usize,
    /// GroupNorm grouping to gather statistics for while tiles are on the device.
    stats_groups: Option<usize>,
    /// Where images of whole intermediates are made (a CUDA compute device).
    #[cfg(feature = "cuda")]
    pool: Option<std::sync::Arc<super::tile_image::Pool>>,
}

/// Whole intermediates up to this many bytes stay on the GPU during a tiled pass: three
/// are alive at once (a resnet's input, its middle and its output), so the pass holds at
/// most about `3 * limit` beside one tile's working set. Scaled by the tile: 128 channels
/// of one tile, times three.
pub fn device_store_limit(tile_px: usize, elem_bytes: usize) -> usize {
    3 * tile_px * tile_px * 128 * elem_bytes
}

impl Tiler {
    /// A tiler for a net whose weights are on `compute`, working on an image of
    /// `image` (height, width) pixels.
    pub fn new(tiling: &VaeTiling, compute: &Device, image: (usize, usize)) -> Self {
        let same = tiling.store.same_device(compute);
        #[cfg(feature = "cuda")]
        let pool = match compute {
            Device::Cuda(dev) if tiling.store.is_cpu() => Some(super::tile_image::Pool::new(
                dev,
                super::tile_image::Place::Host,
            )),
            Device::Cuda(dev) if same => Some(super::tile_image::Pool::new(
                dev,
                super::tile_image::Place::Device,
            )),
            _ => None,
        };
        #[cfg(feature = "cuda")]
        let images = pool.is_some();
        #[cfg(not(feature = "cuda"))]
        let images = false;
        Tiler {
            tile_px: tiling.tile_px,
            overlap_px: tiling.overlap_px,
            store: tiling.store.clone(),
            compute: compute.clone(),
            image: [image.0, image.1],
            device_limit: if (same && !images) || compute.is_cpu() {
                usize::MAX
            } else {
                tiling.device_limit
            },
            stats_groups: None,
            #[cfg(feature = "cuda")]
            pool,
        }
    }

    /// Gather GroupNorm statistics (`groups` groups) of every op's output as it is made.
    pub fn with_stats(mut self, groups: usize) -> Self {
        self.stats_groups = Some(groups);
        self
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

    /// Statistics of a kept tile `y`, merged into `total`, when this tiler gathers them.
    fn gather(&self, total: &mut Option<GroupStats>, y: &Tensor) -> Result<()> {
        let Some(g) = self.stats_groups else {
            return Ok(());
        };
        if !y.dim(1)?.is_multiple_of(g) {
            return Ok(());
        }
        let s = tile_stats(y, g)?;
        *total = Some(match total.take() {
            Some(t) => t.merge(&s)?,
            None => s,
        });
        Ok(())
    }

    /// `f` applied to whole-image `inputs` (all of one height and width), one tile at a
    /// time on the compute device; the result is whole, with its statistics when this
    /// tiler gathers them.
    ///
    /// `f` must be local: its output at a pixel may depend on inputs at most `radius`
    /// input pixels beyond the pixels `scale` maps it to, and it must treat the edges of
    /// its input as the image border (zero padding). Outputs whose reach crosses a tile's
    /// edge are computed by the neighbouring tile instead, so the result is exact.
    pub fn local(
        &self,
        inputs: &[&Stored],
        scale: Scale,
        radius: usize,
        f: impl Fn(&[Tensor]) -> Result<Tensor>,
    ) -> Result<Whole> {
        let Some(first) = inputs.first() else {
            candle_core::bail!("tiled op: no inputs")
        };
        let (_, _, h, w) = first.dims4()?;
        for x in inputs {
            let (_, _, xh, xw) = x.dims4()?;
            if (xh, xw) != (h, w) {
                candle_core::bail!("tiled op: input {xh}x{xw} is not {h}x{w}")
            }
        }
        let (oh, ow) = (scale.out_len(h), scale.out_len(w));
        let cols = self.axis(1, w, scale, radius);
        let mut out: Option<Output> = None;
        let mut stats = None;
        for row in self.axis(0, h, scale, radius) {
            let mut strip = Vec::with_capacity(cols.len());
            for col in &cols {
                let tiles = crate::profile::time("vae.tile.read", &self.compute, || {
                    inputs
                        .iter()
                        .map(|x| x.cut(&row.input, &col.input, &self.compute))
                        .collect::<Result<Vec<_>>>()
                })?;
                let y = crate::profile::time("vae.tile.op", &self.compute, || f(&tiles))?;
                self.trace(&tiles, &y);
                let keep_rows = row.skip..row.skip + row.out.len();
                let keep_cols = col.skip..col.skip + col.out.len();
                let o = match out.as_mut() {
                    Some(o) => o,
                    None => out.insert(crate::profile::time(
                        "vae.tile.alloc",
                        &self.compute,
                        || self.output(&y, oh, ow),
                    )?),
                };
                let kept = cut(&y, &keep_rows, &keep_cols, &self.compute)?;
                crate::profile::time("vae.tile.stats", &self.compute, || {
                    self.gather(&mut stats, &kept)
                })?;
                let _t = crate::profile::Span::new("vae.tile.write", &self.compute);
                match o {
                    Output::Tensor { device, .. } => strip.push(kept.to_device(device)?),
                    #[cfg(feature = "cuda")]
                    Output::Image(img) => img.write(
                        &kept,
                        &(0..row.out.len()),
                        &(0..col.out.len()),
                        (row.out.start, col.out.start),
                    )?,
                }
            }
            if let Some(Output::Tensor { whole, .. }) = out.as_mut() {
                whole.slice_set(&Tensor::cat(&strip, 3)?, 2, row.out.start)?;
            }
        }
        let data = match out {
            Some(Output::Tensor { whole, .. }) => Stored::Tensor(whole),
            #[cfg(feature = "cuda")]
            Some(Output::Image(img)) => Stored::Image(img),
            None => candle_core::bail!("tiled op: empty {h}x{w} input"),
        };
        Ok(Whole { data, stats })
    }

    /// Where an op's `oh` x `ow` result goes, judging from its first tile `y`.
    fn output(&self, y: &Tensor, oh: usize, ow: usize) -> Result<Output> {
        let (n, c, _, _) = y.dims4()?;
        let dims = [n, c, oh, ow];
        match self.device_for(dims, y.dtype()) {
            Some(device) => Ok(Output::Tensor {
                whole: Tensor::zeros(dims.as_slice(), y.dtype(), &device)?,
                device,
            }),
            None => self.image_output(dims, y.dtype()),
        }
    }

    /// Where a whole of `dims` and `dtype` lives: the compute device when it is small
    /// enough, else the store device, or none for an image (with CUDA: page-locked host
    /// memory or the device's own).
    fn device_for(&self, dims: [usize; 4], dtype: DType) -> Option<Device> {
        let bytes = dims.iter().product::<usize>() * dtype.size_in_bytes();
        if bytes <= self.device_limit {
            return Some(self.compute.clone());
        }
        #[cfg(feature = "cuda")]
        if self.pool.is_some() {
            return None;
        }
        Some(self.store.clone())
    }

    /// An image of `dims` (where [`Tiler::device_for`] says none).
    #[cfg(feature = "cuda")]
    fn image_output(&self, dims: [usize; 4], dtype: DType) -> Result<Output> {
        let Some(pool) = &self.pool else {
            candle_core::bail!("tiled pass: no image store")
        };
        Ok(Output::Image(super::tile_image::TileImage::new(
            pool, dims, dtype,
        )?))
    }

    #[cfg(not(feature = "cuda"))]
    fn image_output(&self, _: [usize; 4], _: DType) -> Result<Output> {
        candle_core::bail!("tiled pass: image stores need CUDA")
    }

    /// `norm`'s statistics of the whole of `x`: those gathered as it was made, or a
    /// tiled reduction pass over it.
    pub fn stats_of(&self, norm: &GroupNorm, x: &Whole) -> Result<GroupStats> {
        let (n, _, _, _) = x.data.dims4()?;
        match &x.stats {
            Some(s) if norm.fits(s, n) => Ok(s.clone()),
            _ => self.group_stats(norm, &x.data),
        }
    }

    /// `norm`'s statistics of the whole of `x`, gathered tile by tile on the compute device.
    pub fn group_stats(&self, norm: &GroupNorm, x: &Stored) -> Result<GroupStats> {
        let (_, _, h, w) = x.dims4()?;
        let cols = self.axis(1, w, Scale::Same, 0);
        let mut total: Option<GroupStats> = None;
        for row in self.axis(0, h, Scale::Same, 0) {
            for col in &cols {
                let s = norm.stats(&x.cut(&row.out, &col.out, &self.compute)?)?;
                total = Some(match total {
                    Some(t) => t.merge(&s)?,
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
    /// attention, at latent resolution).
    pub fn whole(&self, x: &Whole, f: impl Fn(&Tensor) -> Result<Tensor>) -> Result<Whole> {
        let (_, _, h, w) = x.data.dims4()?;
        let y = f(&x.data.cut(&(0..h), &(0..w), &self.compute)?)?;
        let mut stats = None;
        self.gather(&mut stats, &y)?;
        let (n, c, oh, ow) = y.dims4()?;
        // The result is already whole: it moves (or is copied out) rather than being
        // assembled in a fresh buffer.
        let data = match self.device_for([n, c, oh, ow], y.dtype()) {
            Some(device) => Stored::Tensor(y.to_device(&device)?),
            None => match self.image_output([n, c, oh, ow], y.dtype())? {
                #[cfg(feature = "cuda")]
                Output::Image(mut img) => {
                    img.write(&y, &(0..oh), &(0..ow), (0, 0))?;
                    Stored::Image(img)
                }
                Output::Tensor { whole, .. } => Stored::Tensor(whole),
            },
        };
        Ok(Whole { data, stats })
    }

    /// With `CANDELA_POOL_TRACE=1`: the pool after a tile's op (`vram::trace_point`), with
    /// the tile's input and output shapes and the device images alive.
    fn trace(&self, tiles: &[Tensor], y: &Tensor) {
        #[cfg(feature = "cuda")]
        let images = super::tile_image::device_image_bytes();
        #[cfg(not(feature = "cuda"))]
        let images = 0;
        crate::vram::trace_point(
            &self.compute,
            || {
                let dims: Vec<_> = tiles.iter().map(|t| t.dims().to_vec()).collect();
                format!("tile {dims:?} -> {:?}", y.dims())
            },
            images,
        );
    }

    /// `r.forward(x, None)`: each GroupNorm's statistics over the whole image, then each
    /// norm + SiLU + 3x3 conv as one local op.
    pub fn resnet(&self, r: &ResnetBlock2D, x: &Whole) -> Result<Whole> {
        let s1 = self.stats_of(&r.norm1, x)?;
        let h = self.local(&[&x.data], Scale::Same, 1, |t| {
            r.conv1.forward(&r.norm1.apply_stats(&t[0], &s1, true)?)
        })?;
        let s2 = self.stats_of(&r.norm2, &h)?;
        self.local(&[&x.data, &h.data], Scale::Same, 1, |t| {
            let h = r.conv2.forward(&r.norm2.apply_stats(&t[1], &s2, true)?)?;
            match &r.conv_shortcut {
                Some(c) => c.forward(&t[0])? + h,
                None => &t[0] + h,
            }
        })
    }
}

/// A local op's result being assembled.
enum Output {
    /// Whole on `device`, filled strip by strip.
    Tensor { whole: Tensor, device: Device },
    #[cfg(feature = "cuda")]
    Image(super::tile_image::TileImage),
}

#[cfg(test)]
mod tests;
