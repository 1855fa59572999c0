//! Whole-image intermediates of a tiled pass and where they live.
use crate::nets::norm::GroupStats;
use candle_core::{Device, Result, Tensor};
use std::ops::Range;

/// A whole-image intermediate of a tiled pass: a tensor (on the compute device when it
/// is small enough, else on the store device) or, with CUDA, an image in page-locked host
/// memory or device memory that tiles reach by strided copies.
pub enum Stored {
    Tensor(Tensor),
    #[cfg(feature = "cuda")]
    Image(crate::nets::tile_image::TileImage),
}

impl From<Tensor> for Stored {
    fn from(t: Tensor) -> Self {
        Stored::Tensor(t)
    }
}

impl Stored {
    pub fn dims4(&self) -> Result<(usize, usize, usize, usize)> {
        match self {
            Stored::Tensor(t) => t.dims4(),
            #[cfg(feature = "cuda")]
            Stored::Image(h) => {
                let [n, c, hh, w] = h.dims();
                Ok((n, c, hh, w))
            }
        }
    }

    /// Rows `rows` and columns `cols`, compact, on `device`.
    pub(super) fn cut(
        &self,
        rows: &Range<usize>,
        cols: &Range<usize>,
        device: &Device,
    ) -> Result<Tensor> {
        match self {
            Stored::Tensor(t) => super::geometry::cut(t, rows, cols, device),
            #[cfg(feature = "cuda")]
            Stored::Image(h) => match device {
                Device::Cuda(dev) => h.read(rows, cols, dev),
                _ => h.read(rows, cols, h.device())?.to_device(device),
            },
        }
    }

    /// The whole tensor on `device`.
    pub fn to_tensor(&self, device: &Device) -> Result<Tensor> {
        match self {
            Stored::Tensor(t) => t.to_device(device),
            #[cfg(feature = "cuda")]
            Stored::Image(img) => {
                let [_, _, h, w] = img.dims();
                img.read(&(0..h), &(0..w), img.device())?.to_device(device)
            }
        }
    }
}

/// A stored intermediate and, when the tiler gathers them, its GroupNorm statistics
/// (taken from each tile while it was on the compute device).
pub struct Whole {
    pub data: Stored,
    pub stats: Option<GroupStats>,
}

impl From<Tensor> for Whole {
    fn from(t: Tensor) -> Self {
        Whole {
            data: t.into(),
            stats: None,
        }
    }
}
