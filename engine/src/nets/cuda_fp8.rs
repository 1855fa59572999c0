//! fp8 weights decoded on CUDA by Candela's own kernel (ops.cu `fp8_decode_*`): one pass
//! from the held bytes to the run's dtype, on every architecture. candle's e4m3 casts exist
//! for sm_80 and up only, and e5m2 (held as `U8` bits) would otherwise take a table gather.
use candle_core::backend::BackendStorage;
use candle_core::cuda_backend::cudarc::driver::{
    CudaSlice, DeviceRepr, LaunchConfig, PushKernelArg,
};
use candle_core::cuda_backend::{CudaDType, WrapErr};
use candle_core::{CpuStorage, CudaDevice, CudaStorage, CustomOp1, DType, Layout, Result, Shape};
use half::{bf16, f16};

use super::kernels::{self, Module};
use crate::weights_dtype::E5M2;

/// Decodes an fp8 tensor (`F8E4M3`, or e5m2 bits held as [`E5M2`]) into `out`.
struct Fp8Decode {
    out: DType,
}

impl Fp8Decode {
    fn run<T: CudaDType + DeviceRepr>(
        &self,
        dev: &CudaDevice,
        x: &CudaStorage,
        l: &Layout,
    ) -> Result<CudaSlice<T>> {
        let Some((start, end)) = l.contiguous_offsets() else {
            candle_core::bail!("fp8 decode needs a contiguous weight");
        };
        let n = end - start;
        let e5m2: i32 = match x.dtype() {
            DType::F8E4M3 => 0,
            E5M2 => 1,
            d => candle_core::bail!("fp8 decode: {d:?} is no fp8 weight"),
        };
        let out = unsafe { dev.alloc::<T>(n)? };
        let name = match self.out {
            DType::F32 => "fp8_decode_f32",
            DType::F16 => "fp8_decode_f16",
            DType::BF16 => "fp8_decode_bf16",
            d => candle_core::bail!("fp8 decode: no kernel for {d:?}"),
        };
        let f = kernels::function(dev, Module::Ops, name)?;
        let threads = 256u32;
        let blocks = (n.div_ceil(4 * threads as usize)).clamp(1, 4096) as u32;
        let cfg = LaunchConfig {
            grid_dim: (blocks, 1, 1),
            block_dim: (threads, 1, 1),
            shared_mem_bytes: 0,
        };
        let n_i = n as i64;
        // Both are one byte per element: the kernel reads the bytes.
        match x.dtype() {
            DType::F8E4M3 => {
                let xs = x.as_cuda_slice::<float8::F8E4M3>()?.slice(start..end);
                let mut args = f.builder();
                args.arg(&xs).arg(&out).arg(&n_i).arg(&e5m2);
                unsafe { args.launch(cfg) }.w()?;
            }
            _ => {
                let xs = x.as_cuda_slice::<u8>()?.slice(start..end);
                let mut args = f.builder();
                args.arg(&xs).arg(&out).arg(&n_i).arg(&e5m2);
                unsafe { args.launch(cfg) }.w()?;
            }
        }
        Ok(out)
    }
}

impl CustomOp1 for Fp8Decode {
    fn name(&self) -> &'static str {
        "candela-fp8-decode"
    }

    fn cpu_fwd(&self, _: &CpuStorage, _: &Layout) -> Result<(CpuStorage, Shape)> {
        candle_core::bail!("candela-fp8-decode runs on CUDA only")
    }

    fn cuda_fwd(&self, x: &CudaStorage, l: &Layout) -> Result<(CudaStorage, Shape)> {
        let dev = x.device().clone();
        let s = match self.out {
            DType::F16 => CudaStorage::wrap_cuda_slice(self.run::<f16>(&dev, x, l)?, dev.clone()),
            DType::BF16 => CudaStorage::wrap_cuda_slice(self.run::<bf16>(&dev, x, l)?, dev.clone()),
            _ => CudaStorage::wrap_cuda_slice(self.run::<f32>(&dev, x, l)?, dev.clone()),
        };
        Ok((s, l.shape().clone()))
    }
}

/// The fp8 tensor `t` (on a CUDA device) in `out` (f32, f16 or bf16).
pub fn decode(t: &candle_core::Tensor, out: DType) -> Result<candle_core::Tensor> {
    t.contiguous()?.apply_op1_no_bwd(&Fp8Decode { out })
}
