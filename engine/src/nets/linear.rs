//! A Linear layer whose weights may be held in a storage dtype (`--weights-dtype`): they
//! are upcast to the input's dtype just before the product (see [`crate::weights_dtype`]);
//! LoRAs kept as separate deltas are added after it ([`super::adapters`]).
use candle_core::{Module, Result, Tensor};
use candle_nn::VarBuilder;

#[derive(Debug, Clone)]
pub struct Linear {
    weight: Tensor,
    bias: Option<Tensor>,
    /// The module path its adapters are found by.
    name: std::sync::Arc<str>,
}

/// `Linear(c_in, c_out)` with bias, diffusers' names `weight` and `bias`.
pub fn linear(c_in: usize, c_out: usize, vb: VarBuilder) -> Result<Linear> {
    let l = candle_nn::linear(c_in, c_out, vb.clone())?;
    Ok(Linear {
        weight: l.weight().clone(),
        bias: l.bias().cloned(),
        name: vb_name(&vb),
    })
}

/// `Linear(c_in, c_out)` without bias.
pub fn linear_no_bias(c_in: usize, c_out: usize, vb: VarBuilder) -> Result<Linear> {
    let l = candle_nn::linear_no_bias(c_in, c_out, vb.clone())?;
    Ok(Linear {
        weight: l.weight().clone(),
        bias: None,
        name: vb_name(&vb),
    })
}

/// The module path of the layer `vb` builds.
pub(crate) fn vb_name(vb: &VarBuilder) -> std::sync::Arc<str> {
    vb.prefix().into()
}

impl Module for Linear {
    fn forward(&self, x: &Tensor) -> Result<Tensor> {
        self.run(x, false, None)
    }
}

impl Linear {
    /// Its weight tensor's id (fixed while the layer lives).
    pub fn weight_id(&self) -> candle_core::TensorId {
        self.weight.id()
    }

    /// `gelu(self.forward(x))` with the tanh approximation (diffusers' "gelu-approximate"):
    /// on CUDA in f16/bf16 cuBLASLt applies it in the product's epilogue.
    pub fn forward_gelu(&self, x: &Tensor) -> Result<Tensor> {
        self.run(x, true, None)
    }

    /// `self.forward(x) + residual` (a transformer block's skip connection): on CUDA in
    /// f16/bf16 the residual is added in cuBLASLt's epilogue, with the bias, where no
    /// separate delta follows the product (one pass over the output instead of two; the
    /// sum rounded once).
    pub fn forward_add(&self, x: &Tensor, residual: &Tensor) -> Result<Tensor> {
        self.run(x, false, Some(residual))
    }

    /// The product, the bias, the LoRA deltas kept separate, then the GELU where `gelu`,
    /// or the residual added.
    fn run(&self, x: &Tensor, gelu: bool, residual: Option<&Tensor>) -> Result<Tensor> {
        let dtype = x.dtype();
        let (weight, bias) =
            super::adapters::upcast_layer(&self.name, &self.weight, self.bias.as_ref(), dtype)?;
        let rows = x.elem_count() / x.dims().last().copied().unwrap_or(1).max(1);
        let (weight, rest) = super::adapters::fold(&self.name, weight, rows)?;
        let finish = |y: Tensor| -> Result<Tensor> {
            let y = super::adapters::add_linear(&rest, x, y)?;
            match residual {
                _ if gelu => y.gelu(),
                Some(r) => y + r,
                None => Ok(y),
            }
        };
        // On CUDA in f16/bf16 the bias (and the GELU, where no separate delta follows the
        // product) in cuBLASLt's epilogue, where it has a kernel for the product.
        #[cfg(feature = "cuda")]
        if let Some(b) = &bias {
            if x.device().is_cuda() && crate::kernels::blas_lt::takes(dtype) {
                // The GELU or the residual go in the epilogue where nothing is added to the
                // product before them.
                let fuse = rest.is_empty();
                let (gelu_in, residual_in) = (gelu && fuse, residual.filter(|_| fuse));
                if let Some(y) = super::cuda_ops::linear_bias(x, &weight, b, gelu_in, residual_in)?
                {
                    return if fuse { Ok(y) } else { finish(y) };
                }
            }
        }
        let y = candle_nn::Linear::new(weight, None).forward(x)?;
        let y = match bias {
            None => y,
            #[cfg(feature = "cuda")]
            Some(b) if y.device().is_cuda() => super::cuda_ops::row_add(&y, &b)?,
            Some(b) => y.broadcast_add(&b)?,
        };
        finish(y)
    }
}
