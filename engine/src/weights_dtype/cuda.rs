//! fp8 weights on CUDA through Candela's own kernels (ops.cu `fp8_decode_*` and
//! `fp8_encode_*`): one pass between the held bytes and the run's dtype, the same bytes on
//! every architecture (Turing has no fp8 instructions; candle's e4m3 casts exist for sm_80
//! and up only, and candle has no e5m2 at all).
use candle_core::backend::BackendStorage;
use candle_core::cuda_backend::cudarc::driver::{
    CudaSlice, DeviceRepr, LaunchConfig, PushKernelArg,
};
use candle_core::cuda_backend::{CudaDType, WrapErr};
use candle_core::{
    CpuStorage, CudaDevice, CudaStorage, CustomOp1, DType, Layout, Result, Shape, Tensor,
};
use half::{bf16, f16};

use crate::nets::kernels::{self, Module};

/// How e5m2 weights are held (the parent module's `E5M2`, which a child does not import:
/// engine/tests/module_graph.rs): their bits, one byte each.
const E5M2: DType = DType::U8;

/// One thread per element (four for the decode's aligned bytes), at most 4096 blocks.
fn launch_config(n: usize, per_thread: usize) -> LaunchConfig {
    let threads = 256u32;
    let blocks = n.div_ceil(per_thread * threads as usize).clamp(1, 4096) as u32;
    LaunchConfig {
        grid_dim: (blocks, 1, 1),
        block_dim: (threads, 1, 1),
        shared_mem_bytes: 0,
    }
}

fn suffix(dtype: DType) -> Result<&'static str> {
    Ok(match dtype {
        DType::F32 => "f32",
        DType::F16 => "f16",
        DType::BF16 => "bf16",
        d => candle_core::bail!("fp8: no Candela kernel for {d:?}"),
    })
}

/// 1 for e5m2 (held as `U8` bits), 0 for e4m3fn.
fn is_e5m2(fp8: DType) -> Result<i32> {
    match fp8 {
        DType::F8E4M3 => Ok(0),
        E5M2 => Ok(1),
        d => candle_core::bail!("fp8: {d:?} is no fp8 dtype"),
    }
}

fn contiguous(l: &Layout) -> Result<(usize, usize)> {
    match l.contiguous_offsets() {
        Some(o) => Ok(o),
        None => candle_core::bail!("fp8 kernels need a contiguous tensor"),
    }
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
        let (start, end) = contiguous(l)?;
        let n = end - start;
        let e5m2 = is_e5m2(x.dtype())?;
        let out = unsafe { dev.alloc::<T>(n)? };
        let name = format!("fp8_decode_{}", suffix(self.out)?);
        let f = kernels::function(dev, Module::Ops, &name)?;
        let n_i = n as i64;
        // Both are one byte per element: the kernel reads the bytes.
        if e5m2 == 0 {
            let xs = x.as_cuda_slice::<float8::F8E4M3>()?.slice(start..end);
            let mut args = f.builder();
            args.arg(&xs).arg(&out).arg(&n_i).arg(&e5m2);
            unsafe { args.launch(launch_config(n, 4)) }.w()?;
        } else {
            let xs = x.as_cuda_slice::<u8>()?.slice(start..end);
            let mut args = f.builder();
            args.arg(&xs).arg(&out).arg(&n_i).arg(&e5m2);
            unsafe { args.launch(launch_config(n, 4)) }.w()?;
        }
        Ok(out)
    }
}

impl CustomOp1 for Decode {
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
        let (start, end) = contiguous(l)?;
        let n = end - start;
        let e5m2 = is_e5m2(self.held)?;
        let out = unsafe { dev.alloc::<H>(n)? };
        let name = format!("fp8_encode_{}", suffix(x.dtype())?);
        let f = kernels::function(dev, Module::Ops, &name)?;
        let n_i = n as i64;
        let mut args = f.builder();
        match x.dtype() {
            DType::F16 => {
                let xs = x.as_cuda_slice::<f16>()?.slice(start..end);
                args.arg(&xs).arg(&out).arg(&n_i).arg(&e5m2);
                unsafe { args.launch(launch_config(n, 1)) }.w()?;
            }
            DType::BF16 => {
                let xs = x.as_cuda_slice::<bf16>()?.slice(start..end);
                args.arg(&xs).arg(&out).arg(&n_i).arg(&e5m2);
                unsafe { args.launch(launch_config(n, 1)) }.w()?;
            }
            _ => {
                let xs = x.as_cuda_slice::<f32>()?.slice(start..end);
                args.arg(&xs).arg(&out).arg(&n_i).arg(&e5m2);
                unsafe { args.launch(launch_config(n, 1)) }.w()?;
            }
        }
        Ok(out)
    }
}

impl CustomOp1 for Encode {
    fn name(&self) -> &'static str {
        "candela-fp8-encode"
    }

    fn cpu_fwd(&self, _: &CpuStorage, _: &Layout) -> Result<(CpuStorage, Shape)> {
        candle_core::bail!("candela-fp8-encode runs on CUDA only")
    }

    fn cuda_fwd(&self, x: &CudaStorage, l: &Layout) -> Result<(CudaStorage, Shape)> {
        let dev = x.device().clone();
        let s = if self.held == DType::F8E4M3 {
            let out = self.run::<float8::F8E4M3>(&dev, x, l)?;
            CudaStorage::wrap_cuda_slice(out, dev.clone())
        } else {
            CudaStorage::wrap_cuda_slice(self.run::<u8>(&dev, x, l)?, dev.clone())
        };
        Ok((s, l.shape().clone()))
    }
}

/// The fp8 tensor `t` (on a CUDA device) in `out` (f32, f16 or bf16).
pub fn decode(t: &Tensor, out: DType) -> Result<Tensor> {
    t.contiguous()?.apply_op1_no_bwd(&Decode { out })
}

/// The float tensor `t` (f32, f16 or bf16 on a CUDA device) rounded to `held`.
pub fn encode(t: &Tensor, held: DType) -> Result<Tensor> {
    t.contiguous()?.apply_op1_no_bwd(&Encode { held })
}
