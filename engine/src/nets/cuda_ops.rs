//! Candela's own CUDA kernels (engine/kernels/*.cu, compiled to PTX by build.rs) as candle
//! custom ops: a fused GroupNorm(+SiLU) and a flash attention forward.
use candle_core::backend::BackendStorage;
use candle_core::cuda_backend::cudarc::driver::{
    CudaSlice, CudaView, DeviceRepr, LaunchConfig, PushKernelArg,
};
use candle_core::cuda_backend::{CudaDType, WrapErr};
use candle_core::{
    CpuStorage, CudaDevice, CudaStorage, CustomOp3, DType, Layout, Result, Shape, Tensor,
};
use half::{bf16, f16};

const NORM_PTX: &str = include_str!(concat!(env!("OUT_DIR"), "/norm.ptx"));
const FLASH_PTX: &str = include_str!(concat!(env!("OUT_DIR"), "/flash.ptx"));

fn suffix(dtype: DType) -> Result<&'static str> {
    Ok(match dtype {
        DType::F32 => "f32",
        DType::F16 => "f16",
        DType::BF16 => "bf16",
        d => candle_core::bail!("no Candela CUDA kernel for dtype {d:?}"),
    })
}

/// The contiguous elements of `s` under layout `l`.
fn view<'a, T: CudaDType>(s: &'a CudaStorage, l: &Layout) -> Result<CudaView<'a, T>> {
    match l.contiguous_offsets() {
        Some((a, b)) => Ok(s.as_cuda_slice::<T>()?.slice(a..b)),
        None => candle_core::bail!("Candela CUDA kernels need contiguous inputs"),
    }
}

struct GroupNormOp {
    groups: usize,
    eps: f32,
    silu: bool,
}

impl GroupNormOp {
    #[allow(clippy::too_many_arguments)]
    fn run<T: CudaDType + DeviceRepr>(
        &self,
        dev: &CudaDevice,
        x: &CudaStorage,
        xl: &Layout,
        w: &CudaStorage,
        wl: &Layout,
        b: &CudaStorage,
        bl: &Layout,
    ) -> Result<CudaSlice<T>> {
        let dims = xl.dims();
        let (n, c) = (dims[0], dims[1]);
        let hw: usize = dims[2..].iter().product();
        let total = n * c * hw;
        let sfx = suffix(x.dtype())?;
        let (xs, ws, bs) = (view::<T>(x, xl)?, view::<T>(w, wl)?, view::<T>(b, bl)?);
        let stats = dev.alloc_zeros::<f32>(2 * n * self.groups)?;
        let out = unsafe { dev.alloc::<T>(total)? };
        let f =
            dev.get_or_load_custom_func(&format!("gn_stats_{sfx}"), "candela_norm", NORM_PTX)?;
        let mut args = f.builder();
        let group_elems = (total / (n * self.groups)) as i64;
        args.arg(&xs).arg(&stats).arg(&group_elems).arg(&self.eps);
        let cfg = LaunchConfig {
            grid_dim: ((n * self.groups) as u32, 1, 1),
            block_dim: (512, 1, 1),
            shared_mem_bytes: 0,
        };
        unsafe { args.launch(cfg) }.w()?;
        let f =
            dev.get_or_load_custom_func(&format!("gn_apply_{sfx}"), "candela_norm", NORM_PTX)?;
        let mut args = f.builder();
        let (total_i, c_i, hw_i, cpg, silu) = (
            total as i64,
            c as i32,
            hw as i64,
            (c / self.groups) as i32,
            self.silu as i32,
        );
        args.arg(&xs)
            .arg(&stats)
            .arg(&ws)
            .arg(&bs)
            .arg(&out)
            .arg(&total_i)
            .arg(&c_i)
            .arg(&hw_i)
            .arg(&cpg)
            .arg(&silu);
        let blocks = total.div_ceil(256).min(1 << 16) as u32;
        unsafe {
            args.launch(LaunchConfig {
                grid_dim: (blocks, 1, 1),
                block_dim: (256, 1, 1),
                shared_mem_bytes: 0,
            })
        }
        .w()?;
        Ok(out)
    }
}

impl CustomOp3 for GroupNormOp {
    fn name(&self) -> &'static str {
        "candela-group-norm"
    }

    fn cpu_fwd(
        &self,
        _: &CpuStorage,
        _: &Layout,
        _: &CpuStorage,
        _: &Layout,
        _: &CpuStorage,
        _: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        candle_core::bail!("candela-group-norm runs on CUDA only")
    }

    fn cuda_fwd(
        &self,
        x: &CudaStorage,
        xl: &Layout,
        w: &CudaStorage,
        wl: &Layout,
        b: &CudaStorage,
        bl: &Layout,
    ) -> Result<(CudaStorage, Shape)> {
        let dev = x.device().clone();
        let storage = match x.dtype() {
            DType::F16 => {
                CudaStorage::wrap_cuda_slice(self.run::<f16>(&dev, x, xl, w, wl, b, bl)?, dev)
            }
            DType::BF16 => {
                CudaStorage::wrap_cuda_slice(self.run::<bf16>(&dev, x, xl, w, wl, b, bl)?, dev)
            }
            DType::F32 => {
                CudaStorage::wrap_cuda_slice(self.run::<f32>(&dev, x, xl, w, wl, b, bl)?, dev)
            }
            d => candle_core::bail!("candela-group-norm: unsupported dtype {d:?}"),
        };
        Ok((storage, xl.shape().clone()))
    }
}

/// GroupNorm over `x` [N, C, ...] with affine `weight`/`bias` [C], optionally followed by
/// SiLU, in one pass of statistics and one elementwise pass.
pub fn group_norm(
    x: &Tensor,
    weight: &Tensor,
    bias: &Tensor,
    groups: usize,
    eps: f64,
    silu: bool,
) -> Result<Tensor> {
    let x = x.contiguous()?;
    x.apply_op3_no_bwd(
        weight,
        bias,
        &GroupNormOp {
            groups,
            eps: eps as f32,
            silu,
        },
    )
}

struct FlashOp {
    scale: f32,
}

/// Head sizes with a compiled kernel (the head size padded up to one of these).
const FLASH_DP: [usize; 7] = [32, 48, 64, 80, 96, 128, 160];

impl FlashOp {
    #[allow(clippy::too_many_arguments)]
    fn run<T: CudaDType + DeviceRepr>(
        &self,
        dev: &CudaDevice,
        q: &CudaStorage,
        ql: &Layout,
        k: &CudaStorage,
        kl: &Layout,
        v: &CudaStorage,
        vl: &Layout,
    ) -> Result<CudaSlice<T>> {
        let (bh, nq, d) = ql.shape().dims3()?;
        let nk = kl.dims()[1];
        let dp = FLASH_DP.into_iter().find(|&p| p >= d).ok_or_else(|| {
            candle_core::Error::Msg(format!("flash attention: head size {d} > 160"))
        })?;
        let (qs, ks, vs) = (view::<T>(q, ql)?, view::<T>(k, kl)?, view::<T>(v, vl)?);
        let out = unsafe { dev.alloc::<T>(bh * nq * d)? };
        let name = format!("flash_fwd_{}_{dp}", suffix(q.dtype())?);
        let f = dev.get_or_load_custom_func(&name, "candela_flash", FLASH_PTX)?;
        let mut args = f.builder();
        let (nq_i, nk_i, d_i) = (nq as i32, nk as i32, d as i32);
        let scale_log2 = self.scale * std::f32::consts::LOG2_E;
        args.arg(&qs)
            .arg(&ks)
            .arg(&vs)
            .arg(&out)
            .arg(&nq_i)
            .arg(&nk_i)
            .arg(&d_i)
            .arg(&scale_log2);
        let cfg = LaunchConfig {
            grid_dim: (nq.div_ceil(64) as u32, bh as u32, 1),
            block_dim: (128, 1, 1),
            shared_mem_bytes: 0,
        };
        unsafe { args.launch(cfg) }.w()?;
        Ok(out)
    }
}

impl CustomOp3 for FlashOp {
    fn name(&self) -> &'static str {
        "candela-flash-attention"
    }

    fn cpu_fwd(
        &self,
        _: &CpuStorage,
        _: &Layout,
        _: &CpuStorage,
        _: &Layout,
        _: &CpuStorage,
        _: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        candle_core::bail!("candela-flash-attention runs on CUDA only")
    }

    fn cuda_fwd(
        &self,
        q: &CudaStorage,
        ql: &Layout,
        k: &CudaStorage,
        kl: &Layout,
        v: &CudaStorage,
        vl: &Layout,
    ) -> Result<(CudaStorage, Shape)> {
        let dev = q.device().clone();
        let storage = match q.dtype() {
            DType::F16 => {
                CudaStorage::wrap_cuda_slice(self.run::<f16>(&dev, q, ql, k, kl, v, vl)?, dev)
            }
            DType::BF16 => {
                CudaStorage::wrap_cuda_slice(self.run::<bf16>(&dev, q, ql, k, kl, v, vl)?, dev)
            }
            d => candle_core::bail!("candela-flash-attention: unsupported dtype {d:?}"),
        };
        Ok((storage, ql.shape().clone()))
    }
}

/// Whether the flash kernel can take this attention: f16/bf16, head size <= 160, on a
/// card with m16n8k16 tensor cores (compute capability 8.0+).
pub fn flash_supported(q: &Tensor) -> bool {
    let Ok(d) = q.dim(2) else { return false };
    matches!(q.dtype(), DType::F16 | DType::BF16)
        && d <= 160
        && compute_capability(q.device()) >= 80
}

fn compute_capability(device: &candle_core::Device) -> u32 {
    use candle_core::cuda_backend::cudarc::driver::sys::CUdevice_attribute as A;
    let candle_core::Device::Cuda(dev) = device else {
        return 0;
    };
    let ctx = dev.cuda_stream().context().clone();
    let major = ctx
        .attribute(A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)
        .unwrap_or(0);
    let minor = ctx
        .attribute(A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)
        .unwrap_or(0);
    (major * 10 + minor) as u32
}

/// softmax(q k^T * scale) v without materializing the scores. q: [bh, nq, d], k/v: [bh, nk, d].
pub fn flash_attention(q: &Tensor, k: &Tensor, v: &Tensor, scale: f64) -> Result<Tensor> {
    let (q, k, v) = (q.contiguous()?, k.contiguous()?, v.contiguous()?);
    q.apply_op3_no_bwd(
        &k,
        &v,
        &FlashOp {
            scale: scale as f32,
        },
    )
}
