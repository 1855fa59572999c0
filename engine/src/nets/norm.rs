//! GroupNorm with diffusers' weight names (`weight`, `bias`), optionally fused with SiLU.
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
        let n = x.dim(0)?;
        let xs = x.to_dtype(DType::F32)?.reshape((n, self.groups, ()))?;
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
        Ok(GroupStats {
            count,
            mean: to_f64(mean)?,
            m2: to_f64(m2)?,
        })
    }

    /// `group_norm(x)` (then SiLU if `silu`) with statistics gathered elsewhere, e.g. over
    /// the whole image while `x` is one tile of it.
    pub fn apply_stats(&self, x: &Tensor, stats: &GroupStats, silu: bool) -> Result<Tensor> {
        let dims = x.dims();
        let n = dims[0];
        let dev = x.device();
        let (mean, rstd) = stats.mean_rstd(self.eps);
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

/// Per (batch, group) statistics of part of a tensor: its element count, means and sums
/// of squared deviations from those means (merged with Chan et al.'s pairwise update).
#[derive(Debug, Clone, PartialEq)]
pub struct GroupStats {
    count: f64,
    mean: Vec<f64>,
    m2: Vec<f64>,
}

impl GroupStats {
    /// The statistics of both parts together.
    pub fn merge(&self, other: &GroupStats) -> GroupStats {
        let count = self.count + other.count;
        let wb = other.count / count;
        let (mean, m2) = self
            .mean
            .iter()
            .zip(&other.mean)
            .zip(self.m2.iter().zip(&other.m2))
            .map(|((ma, mb), (qa, qb))| {
                let delta = mb - ma;
                (ma + delta * wb, qa + qb + delta * delta * self.count * wb)
            })
            .unzip();
        GroupStats { count, mean, m2 }
    }

    /// Means and `1 / sqrt(var + eps)` per (batch, group), as GroupNorm uses them.
    fn mean_rstd(&self, eps: f64) -> (Vec<f32>, Vec<f32>) {
        let mean = self.mean.iter().map(|&m| m as f32).collect();
        let rstd = self
            .m2
            .iter()
            .map(|&q| (1.0 / (q / self.count + eps).sqrt()) as f32)
            .collect();
        (mean, rstd)
    }
}
