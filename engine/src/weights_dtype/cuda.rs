//! fp8 weights on CUDA through Candela's own kernels (ops.cu `fp8_decode_*` and
//! `fp8_encode_*`): one pass between the held bytes and the run's dtype, the same bytes on
//! every architecture (Turing has no fp8 instructions; candle's e4m3 casts exist for sm_80
//! and up only, and candle has no e5m2 at all).
use candle_core::backend::BackendStorage;
use candle_core::cuda_backend::cudarc::driver::{CudaSlice, CudaView, DeviceRepr, PushKernelArg};
use candle_core::cuda_backend::{CudaDType, WrapErr};
use candle_core::{CudaDevice, CudaStorage, DType, Layout, Result, Tensor};
use half::{bf16, f16};

use super::held::E5M2;
use crate::kernels::op::{cuda_only_op, grid_1d, suffix, view, OutShape};
use crate::kernels::{self, Module};

/// 1 for e5m2 (held as `U8` bits), 0 for e4m3fn.
fn is_e5m2(fp8: DType) -> Result<i32> {
    match fp8 {
        DType::F8E4M3 => Ok(0),
        E5M2 => Ok(1),
        d => candle_core::bail!("fp8: {d:?} is no fp8 dtype"),
    }
}

/// Launches `name` (arguments: input, output, element count, e5m2 flag) over the `n`
/// elements of `xs`, `per_thread` to a thread, into a new `O` slice.
fn launch<I: DeviceRepr, O: DeviceRepr>(
    dev: &CudaDevice,
    name: &str,
    xs: &CudaView<I>,
    e5m2: i32,
    per_thread: usize,
) -> Result<CudaSlice<O>> {
    let n = xs.len();
    let out = unsafe { dev.alloc::<O>(n)? };
    let f = kernels::function(dev, Module::Ops, name)?;
    let n_i = n as i64;
    let mut args = f.builder();
    args.arg(xs).arg(&out).arg(&n_i).arg(&e5m2);
    unsafe { args.launch(grid_1d(n, per_thread)) }.w()?;
    Ok(out)
}

/// Decodes an fp8 tensor (`F8E4M3`, or e5m2 bits held as `U8`) into `out`.
struct Decode {
    out: DType,
}

impl Decode {
    fn run<T: CudaDType + DeviceRepr>(
        &self,
        dev: &CudaDevice,
        x: &CudaStorage,
        l: &Layout,
    ) -> Result<CudaSlice<T>> {
        let e5m2 = is_e5m2(x.dtype())?;
        let name = format!("fp8_decode_{}", suffix(self.out)?);
        // Both are one byte per element, sixteen to a thread: the kernel reads the bytes.
        if e5m2 == 0 {
            launch(dev, &name, &view::<float8::F8E4M3>(x, l)?, e5m2, 16)
        } else {
            launch(dev, &name, &view::<u8>(x, l)?, e5m2, 16)
        }
    }
}

impl OutShape for Decode {}
cuda_only_op!(
    CustomOp1 for Decode, "candela-fp8-decode", (x, l),
    |op| op.out => [F16: f16, BF16: bf16, F32: f32]
);

/// Rounds a float tensor to the fp8 dtype `held` (`F8E4M3` or [`E5M2`]) as torch does.
struct Encode {
    held: DType,
}

impl Encode {
    fn run<H: CudaDType + DeviceRepr>(
        &self,
        dev: &CudaDevice,
        x: &CudaStorage,
        l: &Layout,
    ) -> Result<CudaSlice<H>> {
        let e5m2 = is_e5m2(self.held)?;
        let name = format!("fp8_encode_{}", suffix(x.dtype())?);
        match x.dtype() {
            DType::F16 => launch(dev, &name, &view::<f16>(x, l)?, e5m2, 1),
            DType::BF16 => launch(dev, &name, &view::<bf16>(x, l)?, e5m2, 1),
            _ => launch(dev, &name, &view::<f32>(x, l)?, e5m2, 1),
        }
    }
}

impl OutShape for Encode {}
cuda_only_op!(
    CustomOp1 for Encode, "candela-fp8-encode", (x, l),
    |op| op.held => [F8E4M3: float8::F8E4M3, U8: u8]
);

/// The fp8 tensor `t` (on a CUDA device) in `out` (f32, f16 or bf16).
pub fn decode(t: &Tensor, out: DType) -> Result<Tensor> {
    t.contiguous()?.apply_op1_no_bwd(&Decode { out })
}

/// The float tensor `t` (f32, f16 or bf16 on a CUDA device) rounded to `held`.
pub fn encode(t: &Tensor, held: DType) -> Result<Tensor> {
    t.contiguous()?.apply_op1_no_bwd(&Encode { held })
}
