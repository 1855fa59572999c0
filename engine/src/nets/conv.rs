//! 2D convolution with diffusers' weight names. On CUDA: Candela's banded im2col + GEMM
//! (bounded column buffer, NCHW out, 1x1 convs as a plain GEMM); elsewhere candle's conv2d.
use candle_core::{Module, Result, Tensor};
use candle_nn::VarBuilder;

/// Elements of the column buffer one band may take (128 MiB in f16).
#[cfg(feature = "cuda")]
const MAX_COL_ELEMS: usize = 1 << 26;

#[derive(Debug, Clone)]
pub struct Conv2d {
    weight: Tensor,
    bias: Option<Tensor>,
    stride: usize,
    pad: usize,
    /// The module path its adapters are found by ([`super::adapters`]).
    name: std::sync::Arc<str>,
}

/// A `k x k` convolution with bias.
pub fn conv2d(
    vb: VarBuilder,
    c_in: usize,
    c_out: usize,
    k: usize,
    stride: usize,
    pad: usize,
) -> Result<Conv2d> {
    let fan_in = (c_in * k * k) as f64;
    let init = candle_nn::Init::Uniform {
        lo: -1. / fan_in.sqrt(),
        up: 1. / fan_in.sqrt(),
    };
    Ok(Conv2d {
        weight: vb.get_with_hints((c_out, c_in, k, k), "weight", init)?,
        bias: Some(vb.get_with_hints(c_out, "bias", init)?),
        stride,
        pad,
        name: super::linear::vb_name(&vb),
    })
}

pub fn conv3x3(vb: VarBuilder, c_in: usize, c_out: usize, stride: usize) -> Result<Conv2d> {
    conv2d(vb, c_in, c_out, 3, stride, 1)
}

pub fn conv1x1(vb: VarBuilder, c_in: usize, c_out: usize) -> Result<Conv2d> {
    conv2d(vb, c_in, c_out, 1, 1, 0)
}

impl Conv2d {
    /// Where the weights live, and so where the convolution runs.
    pub fn device(&self) -> &candle_core::Device {
        self.weight.device()
    }
}

impl Module for Conv2d {
    fn forward(&self, x: &Tensor) -> Result<Tensor> {
        self.forward_with(x, None, None)
    }
}

impl Conv2d {
    /// `forward(x)` with `per_sample` (`[n, c_out]`: one value per sample and output
    /// channel, a resnet's time embedding) and `residual`'s tensor (shaped as the output, a
    /// resnet's skip) added. On CUDA, where no separate LoRA delta follows the product, the
    /// bias, `per_sample` and the residual are added to the convolution's product in one
    /// pass (`cuda_ops::channel_add_residual`), summed in f32 and rounded once. `residual`
    /// is called after the product, so what it computes (a resnet's 1x1 shortcut) is made
    /// once the convolution's column buffer is freed, the order the UNet's recorded
    /// denoising peaks (`planner/measured_h100.jsonl`, session 32) were measured in.
    pub fn forward_with(
        &self,
        x: &Tensor,
        per_sample: Option<&Tensor>,
        residual: Option<&dyn Fn() -> Result<Tensor>>,
    ) -> Result<Tensor> {
        // Weights held in a storage dtype compute in the input's (`--weights-dtype`).
        let dtype = x.dtype();
        let (weight, bias) =
            super::adapters::upcast_layer(&self.name, &self.weight, self.bias.as_ref(), dtype)?;
        let (n, _, h, w) = x.dims4()?;
        let (_, _, kh, kw) = self.weight.dims4()?;
        let out_len =
            |len: usize, k: usize| (len + 2 * self.pad).saturating_sub(k) / self.stride + 1;
        let rows = n * out_len(h, kh) * out_len(w, kw);
        let (weight, rest) = super::adapters::fold(&self.name, weight, rows)?;
        #[cfg(feature = "cuda")]
        if let (true, true, true, Some(bias)) = (
            x.device().is_cuda(),
            rest.is_empty(),
            fused_epilogue(),
            &bias,
        ) {
            let y = convolve(x, &weight, None, self.stride, self.pad)?;
            let v = match per_sample {
                Some(t) => t.broadcast_add(&bias.unsqueeze(0)?)?,
                None => bias.clone(),
            };
            return match residual {
                Some(r) => super::cuda_ops::channel_add_residual(&y, &v, &r()?),
                None => super::cuda_ops::channel_add(&y, &v),
            };
        }
        let y = convolve(x, &weight, bias.as_ref(), self.stride, self.pad)?;
        let plain = |x: &Tensor, w: &Tensor, stride, pad| convolve(x, w, None, stride, pad);
        let y = super::adapters::add_conv(&rest, x, y, self.stride, self.pad, &plain)?;
        let y = match per_sample {
            Some(t) => add_per_channel(&y, t)?,
            None => y,
        };
        match residual {
            Some(r) => r()? + y,
            None => Ok(y),
        }
    }
}

/// Whether [`Conv2d::forward_with`] adds in the bias pass on CUDA: yes unless
/// `CANDELA_CONV_EPILOGUE=0` (to measure against the separate adds).
#[cfg(feature = "cuda")]
fn fused_epilogue() -> bool {
    static ON: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *ON.get_or_init(|| std::env::var("CANDELA_CONV_EPILOGUE").map_or(true, |v| v != "0"))
}

/// `x [n, c, h, w] + t [n, c]` (one value per sample and channel), with Candela's kernel on
/// CUDA.
fn add_per_channel(x: &Tensor, t: &Tensor) -> Result<Tensor> {
    #[cfg(feature = "cuda")]
    if x.device().is_cuda() {
        return super::cuda_ops::channel_add(x, &t.flatten_all()?);
    }
    let (n, c) = t.dims2()?;
    x.broadcast_add(&t.reshape((n, c, 1, 1))?)
}

/// Runs `f` with this thread's CUDA convolutions' GEMM rows left unpadded
/// (`cuda_ops::conv::unpadded`: the exact tiled passes); elsewhere just `f`.
pub fn unpadded<R>(f: impl FnOnce() -> R) -> R {
    #[cfg(feature = "cuda")]
    return super::cuda_ops::conv_unpadded(f);
    #[cfg(not(feature = "cuda"))]
    f()
}

/// `x` convolved with `weight` (and `bias`): Candela's banded im2col on CUDA, candle's
/// conv2d elsewhere.
fn convolve(
    x: &Tensor,
    weight: &Tensor,
    bias: Option<&Tensor>,
    stride: usize,
    pad: usize,
) -> Result<Tensor> {
    #[cfg(feature = "cuda")]
    if x.device().is_cuda() {
        return super::cuda_ops::conv2d(x, weight, bias, stride, pad, MAX_COL_ELEMS);
    }
    let y = x.conv2d(weight, pad, stride, 1, 1)?;
    match bias {
        Some(b) => y.broadcast_add(&b.reshape((1, (), 1, 1))?),
        None => Ok(y),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::{DType, Device};
    use std::collections::HashMap;

    #[test]
    fn forward_with_adds_the_per_sample_values_and_the_residual_after_the_convolution() -> Result<()>
    {
        let dev = Device::Cpu;
        let (n, c_in, c_out, h, w) = (2, 3, 4, 5, 6);
        let tensors = HashMap::from([
            (
                "c.weight".to_string(),
                Tensor::randn(0f32, 1., (c_out, c_in, 3, 3), &dev)?,
            ),
            ("c.bias".to_string(), Tensor::randn(0f32, 1., c_out, &dev)?),
        ]);
        let vb = VarBuilder::from_tensors(tensors, DType::F32, &dev);
        let conv = conv3x3(vb.pp("c"), c_in, c_out, 1)?;
        let x = Tensor::randn(0f32, 1., (n, c_in, h, w), &dev)?;
        let t = Tensor::randn(0f32, 1., (n, c_out), &dev)?;
        let r = Tensor::randn(0f32, 1., (n, c_out, h, w), &dev)?;
        let got = conv.forward_with(&x, Some(&t), Some(&|| Ok(r.clone())))?;
        let want =
            ((conv.forward(&x)? + t.reshape((n, c_out, 1, 1))?.broadcast_as(r.shape())?)? + &r)?;
        let diff = (got - want)?.abs()?.max_all()?.to_scalar::<f32>()?;
        assert!(diff < 1e-5, "forward_with differs by {diff}");
        Ok(())
    }
}
