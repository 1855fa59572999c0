//! GroupNorm with diffusers' weight names (`weight`, `bias`), optionally fused with SiLU,
//! and the transformers' LayerNorm ([`LayerNorm`]).
//! On CUDA it is one statistics kernel and one elementwise kernel in the tensor's dtype
//! (statistics in f32); elsewhere the same math in f32 with candle ops.
//!
//! For tiled execution the statistics can be gathered tile by tile ([`GroupNorm::stats`],
//! [`GroupStats::merge`]) and applied to any tile afterwards ([`GroupNorm::apply_stats`]),
//! so every tile is normalized with the whole image's mean and variance.
use candle_core::{DType, Result, Tensor};
use candle_nn::VarBuilder;

#[derive(Debug, Clone)]
pub struct GroupNorm {
    weight: Tensor,
    bias: Tensor,
    groups: usize,
    eps: f64,
}

pub fn group_norm(groups: usize, channels: usize, eps: f64, vb: VarBuilder) -> Result<GroupNorm> {
    if !channels.is_multiple_of(groups) {
        candle_core::bail!("GroupNorm: {groups} groups do not divide {channels} channels")
    }
    Ok(GroupNorm {
        weight: vb.get_with_hints(channels, "weight", candle_nn::Init::Const(1.))?,
        bias: vb.get_with_hints(channels, "bias", candle_nn::Init::Const(0.))?,
        groups,
        eps,
    })
}

impl GroupNorm {
    pub fn forward(&self, x: &Tensor) -> Result<Tensor> {
        self.run(x, false)
    }

    /// `silu(group_norm(x))`, the pair every resnet and output head uses.
    pub fn forward_silu(&self, x: &Tensor) -> Result<Tensor> {
        self.run(x, true)
    }

    /// The mean and spread of `x` per (batch, group), to merge with other tiles' stats.
    pub fn stats(&self, x: &Tensor) -> Result<GroupStats> {
        tile_stats(x, self.groups)
    }

    /// Whether `stats` were gathered with this norm's grouping for `n` samples.
    pub fn fits(&self, stats: &GroupStats, n: usize) -> bool {
        stats.rows() == n * self.groups
    }

    /// `group_norm(x)` (then SiLU if `silu`) with statistics gathered elsewhere, e.g. over
    /// the whole image while `x` is one tile of it.
    pub fn apply_stats(&self, x: &Tensor, stats: &GroupStats, silu: bool) -> Result<Tensor> {
        let (mean, rstd) = match stats {
            #[cfg(feature = "cuda")]
            GroupStats::Parts(parts) => {
                return super::cuda_ops::group_norm_parts(
                    x,
                    parts,
                    &self.weight,
                    &self.bias,
                    self.groups,
                    self.eps,
                    silu,
                )
            }
            #[cfg(not(feature = "cuda"))]
            GroupStats::Parts(_) => candle_core::bail!("device group statistics need CUDA"),
            GroupStats::Host { .. } => stats.mean_rstd(self.eps)?,
        };
        let dims = x.dims();
        let n = dims[0];
        let dev = x.device();
        let per_group = |v: Vec<f32>| Tensor::from_vec(v, (n, self.groups, 1), dev);
        let xs = x.to_dtype(DType::F32)?.reshape((n, self.groups, ()))?;
        let normed = xs
            .broadcast_sub(&per_group(mean)?)?
            .broadcast_mul(&per_group(rstd)?)?
            .reshape(dims)?;
        self.affine(&normed, silu)?.to_dtype(x.dtype())
    }

    /// `weight * normed + bias` per channel in f32, then SiLU if `silu`.
    fn affine(&self, normed: &Tensor, silu: bool) -> Result<Tensor> {
        let mut affine_shape = vec![1, normed.dim(1)?];
        affine_shape.resize(normed.rank(), 1);
        let w = self
            .weight
            .to_dtype(DType::F32)?
            .reshape(affine_shape.as_slice())?;
        let b = self
            .bias
            .to_dtype(DType::F32)?
            .reshape(affine_shape.as_slice())?;
        let y = normed.broadcast_mul(&w)?.broadcast_add(&b)?;
        if silu {
            y.silu()
        } else {
            Ok(y)
        }
    }

    fn run(&self, x: &Tensor, silu: bool) -> Result<Tensor> {
        #[cfg(feature = "cuda")]
        if x.device().is_cuda() {
            return super::cuda_ops::group_norm(
                x,
                &self.weight,
                &self.bias,
                self.groups,
                self.eps,
                silu,
            );
        }
        let dims = x.dims();
        let n = dims[0];
        let xs = x.to_dtype(DType::F32)?.reshape((n, self.groups, ()))?;
        let centred = xs.broadcast_sub(&xs.mean_keepdim(2)?)?;
        let var = centred.sqr()?.mean_keepdim(2)?;
        let normed = centred
            .broadcast_div(&(var + self.eps)?.sqrt()?)?
            .reshape(dims)?;
        self.affine(&normed, silu)?.to_dtype(x.dtype())
    }
}

/// The mean and spread of `x` [N, C, ...] per (sample, group of `groups` channels), to
/// merge with other tiles' statistics. On CUDA they stay on the device (no
/// synchronization); elsewhere they are host numbers.
pub fn tile_stats(x: &Tensor, groups: usize) -> Result<GroupStats> {
    #[cfg(feature = "cuda")]
    if x.device().is_cuda() {
        return Ok(GroupStats::Parts(super::cuda_ops::group_parts(x, groups)?));
    }
    let n = x.dim(0)?;
    let xs = x.to_dtype(DType::F32)?.reshape((n, groups, ()))?;
    let count = xs.dim(2)? as f64;
    let mean = xs.mean_keepdim(2)?;
    // Spread about the tile's own mean (not a sum of squares): merging stays exact
    // even where the mean is large beside the standard deviation.
    let m2 = xs.broadcast_sub(&mean)?.sqr()?.sum_keepdim(2)?;
    let to_f64 = |t: Tensor| -> Result<Vec<f64>> {
        Ok(t.flatten_all()?
            .to_vec1::<f32>()?
            .into_iter()
            .map(f64::from)
            .collect())
    };
    Ok(GroupStats::Host {
        count,
        mean: to_f64(mean)?,
        m2: to_f64(m2)?,
    })
}

/// Per (batch, group) statistics of part of a tensor, to merge with other parts'.
#[derive(Debug, Clone)]
pub enum GroupStats {
    /// Element count, means and sums of squared deviations from those means, merged with
    /// Chan et al.'s pairwise update.
    Host {
        count: f64,
        mean: Vec<f64>,
        m2: Vec<f64>,
    },
    /// On the device: [n * groups, parts, 3] f32 (count, mean, centred sum of squares per
    /// part), merged by the normalizing kernel (the same pairwise update).
    Parts(Tensor),
}

impl GroupStats {
    /// The statistics of both parts together.
    pub fn merge(&self, other: &GroupStats) -> Result<GroupStats> {
        match (self, other) {
            (
                GroupStats::Host {
                    count: ca,
                    mean: ma,
                    m2: qa,
                },
                GroupStats::Host {
                    count: cb,
                    mean: mb,
                    m2: qb,
                },
            ) => {
                let count = ca + cb;
                let wb = cb / count;
                let (mean, m2) = ma
                    .iter()
                    .zip(mb)
                    .zip(qa.iter().zip(qb))
                    .map(|((ma, mb), (qa, qb))| {
                        let delta = mb - ma;
                        (ma + delta * wb, qa + qb + delta * delta * ca * wb)
                    })
                    .unzip();
                Ok(GroupStats::Host { count, mean, m2 })
            }
            (GroupStats::Parts(a), GroupStats::Parts(b)) => {
                Ok(GroupStats::Parts(Tensor::cat(&[a, b], 1)?))
            }
            _ => candle_core::bail!("cannot merge host and device group statistics"),
        }
    }

    /// How many (sample, group) rows the statistics cover.
    fn rows(&self) -> usize {
        match self {
            GroupStats::Host { mean, .. } => mean.len(),
            GroupStats::Parts(p) => p.dims().first().copied().unwrap_or(0),
        }
    }

    /// Means and `1 / sqrt(var + eps)` per (batch, group), as GroupNorm uses them.
    fn mean_rstd(&self, eps: f64) -> Result<(Vec<f32>, Vec<f32>)> {
        let GroupStats::Host { count, mean, m2 } = self else {
            candle_core::bail!("device group statistics are applied on the device")
        };
        let rstd = m2
            .iter()
            .map(|&q| (1.0 / (q / count + eps).sqrt()) as f32)
            .collect();
        Ok((mean.iter().map(|&m| m as f32).collect(), rstd))
    }
}

/// LayerNorm over the last axis with diffusers' names (`weight`, `bias`): on CUDA a warp
/// per row in the run's dtype (`cuda_ops::layer_norm`), elsewhere candle's.
#[derive(Debug, Clone)]
pub struct LayerNorm {
    inner: candle_nn::LayerNorm,
    #[cfg_attr(not(feature = "cuda"), allow(dead_code))]
    eps: f64,
}

pub fn layer_norm(dim: usize, eps: f64, vb: VarBuilder) -> Result<LayerNorm> {
    Ok(LayerNorm {
        inner: candle_nn::layer_norm(dim, eps, vb)?,
        eps,
    })
}

impl candle_core::Module for LayerNorm {
    fn forward(&self, x: &Tensor) -> Result<Tensor> {
        #[cfg(feature = "cuda")]
        if let (true, Some(b)) = (x.device().is_cuda(), self.inner.bias()) {
            return super::cuda_ops::layer_norm(x, self.inner.weight(), b, self.eps as f32);
        }
        candle_core::Module::forward(&self.inner, x)
    }
}
