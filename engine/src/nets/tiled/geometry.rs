//! Tiling geometry: which outputs each tile keeps and which inputs (with their halo) it
//! reads, per axis, for ops that keep, double or halve the grid.
use candle_core::{Device, Result, Tensor};
use std::ops::Range;

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
    pub(super) fn out_len(self, n: usize) -> usize {
        match self {
            Scale::Same => n,
            Scale::Up2 => 2 * n,
            Scale::Down2 => n / 2,
        }
    }

    /// The input pixels outputs `o0..o1` are centred on, before the op's radius.
    pub(super) fn centre(self, o0: usize, o1: usize) -> (usize, usize) {
        match self {
            Scale::Same => (o0, o1),
            Scale::Up2 => (o0 / 2, o1.div_ceil(2)),
            Scale::Down2 => (2 * o0, 2 * o1),
        }
    }

    /// The output pixel an op's result starts at when its input starts at pixel `i0`.
    pub(super) fn out_start(self, i0: usize) -> usize {
        match self {
            Scale::Same => i0,
            Scale::Up2 => 2 * i0,
            Scale::Down2 => i0 / 2,
        }
    }

    /// A halo of at least `px` input pixels that keeps the op's grid aligned (even for
    /// stride 2, so every tile's input starts on a stride boundary).
    pub(super) fn halo(self, px: usize) -> usize {
        match self {
            Scale::Down2 => px.next_multiple_of(2),
            _ => px,
        }
    }
}

/// One tile along one axis: the outputs it keeps, the inputs it reads, and where the
/// kept outputs start in the op's result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Span {
    pub(super) out: Range<usize>,
    pub(super) input: Range<usize>,
    pub(super) skip: usize,
}

/// Tiles of `tile` outputs (the last one shorter) over an axis of `in_len` inputs, each
/// reading `halo` inputs beyond its centre on both sides, clipped at the image border.
pub(super) fn spans(in_len: usize, scale: Scale, tile: usize, halo: usize) -> Vec<Span> {
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
pub(super) fn cut(
    x: &Tensor,
    rows: &Range<usize>,
    cols: &Range<usize>,
    device: &Device,
) -> Result<Tensor> {
    x.narrow(2, rows.start, rows.len())?
        .narrow(3, cols.start, cols.len())?
        .contiguous()?
        .to_device(device)
}
