//! GroupNorm with diffusers' weight names (`weight`, `bias`), optionally fused with SiLU.
//! On CUDA it is one statistics kernel and one elementwise kernel in the tensor's dtype
//! (statistics in f32); elsewhere the same math in f32 with candle ops.
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
        let (n, c) = (dims[0], dims[1]);
        let xs = x.to_dtype(DType::F32)?.reshape((n, self.groups, ()))?;
        let centred = xs.broadcast_sub(&xs.mean_keepdim(2)?)?;
        let var = centred.sqr()?.mean_keepdim(2)?;
        let normed = centred
            .broadcast_div(&(var + self.eps)?.sqrt()?)?
            .reshape(dims)?;
        let mut affine_shape = vec![1, c];
        affine_shape.resize(dims.len(), 1);
        let w = self
            .weight
            .to_dtype(DType::F32)?
            .reshape(affine_shape.as_slice())?;
        let b = self
            .bias
            .to_dtype(DType::F32)?
            .reshape(affine_shape.as_slice())?;
        let y = normed.broadcast_mul(&w)?.broadcast_add(&b)?;
        let y = if silu { y.silu()? } else { y };
        y.to_dtype(x.dtype())
    }
}
