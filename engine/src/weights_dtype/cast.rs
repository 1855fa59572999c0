//! Between a weight's storage dtype and the run's: fp8 decoded (upcast) just before a layer
//! computes and encoded (rounded) at load, on CUDA through Candela's kernels
//! (`super::cuda`), elsewhere through candle's casts and a 256-entry e5m2 table.
use super::held::E5M2;
use candle_core::{DType, Device, Result, Tensor};
use std::sync::Mutex;

/// Whether Candela's CUDA fp8 kernels cast `t` between `fp8` and `float`: `t` on a CUDA
/// device, `fp8` an fp8 dtype, `float` a float one.
#[cfg(feature = "cuda")]
pub(super) fn on_cuda_kernel(t: &Tensor, fp8: DType, float: DType) -> bool {
    t.device().is_cuda()
        && matches!(fp8, DType::F8E4M3 | E5M2)
        && matches!(float, DType::F32 | DType::F16 | DType::BF16)
}

/// `t` converted to `held` (round to nearest even, as torch's casts; e4m3fn saturates at
/// +-448 as torch's does).
pub fn encode(t: &Tensor, held: DType) -> Result<Tensor> {
    if t.dtype() == held {
        return Ok(t.clone());
    }
    #[cfg(feature = "cuda")]
    if on_cuda_kernel(t, held, t.dtype()) {
        return super::cuda::encode(t, held);
    }
    if matches!(held, DType::F8E4M3 | E5M2) {
        let on_cpu = super::cpu::encode(&t.to_device(&Device::Cpu)?, held)?;
        return on_cpu.to_device(t.device());
    }
    t.to_dtype(held)
}

/// A layer's `weight` and `bias` (as held) in the run's dtype `compute`, as [`upcast`]
/// gives each; on CUDA, where `together`, an fp8 weight and bias decode in one launch into
/// one buffer (SDXL's UNet has about 580 such layers, and their biases' launches cost more
/// than their bytes); the bias then holds the weight's buffer while it lives, so a layer
/// that replaces its weight (a LoRA folded in) asks for them apart.
pub fn upcast_layer(
    weight: &Tensor,
    bias: Option<&Tensor>,
    compute: DType,
    together: bool,
) -> Result<(Tensor, Option<Tensor>)> {
    #[cfg(not(feature = "cuda"))]
    let _ = together;
    #[cfg(feature = "cuda")]
    if let (Some(b), true) = (bias, together) {
        if b.dtype() == weight.dtype() && on_cuda_kernel(weight, weight.dtype(), compute) {
            let (w, b) = super::cuda::decode_pair(weight, b, compute)?;
            return Ok((w, Some(b)));
        }
    }
    Ok((
        upcast(weight, compute)?,
        bias.map(|b| upcast(b, compute)).transpose()?,
    ))
}

/// `t` (a weight as held) in the run's dtype `compute`, ready for a layer to use: on CUDA
/// fp8 decodes in one kernel of Candela's, on the CPU through a 256-entry table on every
/// core, elsewhere e4m3 through candle's cast and e5m2 through a 256-entry table.
pub fn upcast(t: &Tensor, compute: DType) -> Result<Tensor> {
    if t.dtype() == compute {
        return Ok(t.clone());
    }
    #[cfg(feature = "cuda")]
    if on_cuda_kernel(t, t.dtype(), compute) {
        return super::cuda::decode(t, compute);
    }
    if t.device().is_cpu() {
        if let Some(up) = super::cpu::upcast(t, compute)? {
            return Ok(up);
        }
    }
    match t.dtype() {
        E5M2 => {
            let table = e5m2_table(t.device(), compute)?;
            // u32 indices: candle's index_select reads an index type's largest value as
            // "no row" (zeros), which for u8 would make byte 0xff (a NaN) read 0.
            let bits = t.flatten_all()?.to_dtype(DType::U32)?;
            table.index_select(&bits, 0)?.reshape(t.dims())
        }
        _ => t.to_dtype(compute),
    }
}

/// The 256 e5m2 values in `dtype` on `device`, made once per device and dtype.
fn e5m2_table(device: &Device, dtype: DType) -> Result<Tensor> {
    static TABLES: Mutex<Vec<Tensor>> = Mutex::new(Vec::new());
    let mut tables = TABLES.lock().expect("e5m2 tables lock");
    if let Some(t) = tables
        .iter()
        .find(|t| t.dtype() == dtype && t.device().same_device(device))
    {
        return Ok(t.clone());
    }
    let values: Vec<f32> = (0..=255u8)
        .map(|b| float8::F8E5M2::from_bits(b).to_f32())
        .collect();
    let t = Tensor::from_vec(values, 256, &Device::Cpu)?
        .to_dtype(dtype)?
        .to_device(device)?;
    tables.push(t.clone());
    Ok(t)
}
