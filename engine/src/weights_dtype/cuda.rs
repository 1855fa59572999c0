//! fp8 weights on CUDA through Candela's own kernels (`kernels/fp8.cuh`, part of ops.cu's
//! module: `fp8_decode_*` and `fp8_encode_*`): one pass between the held bytes and the run's
//! dtype, the same bytes on every architecture (Turing has no fp8 instructions; candle's
//! e4m3 casts exist for sm_80 and up only, and candle has no e5m2 at all).
use candle_core::backend::BackendStorage;
use candle_core::cuda_backend::cudarc::driver::{
    CudaEvent, CudaSlice, CudaStream, CudaView, DeviceRepr, LaunchConfig, PushKernelArg,
};
use candle_core::cuda_backend::{CudaDType, WrapErr};
use candle_core::{CudaDevice, CudaStorage, DType, Layout, Result, Tensor};
use half::{bf16, f16};

use super::held::E5M2;
use crate::kernels::op::{cuda_only_op, grid_1d, suffix, typed, view, OutShape};
use crate::kernels::{self, Module};

/// 1 for e5m2 (held as `U8` bits), 0 for e4m3fn.
fn is_e5m2(fp8: DType) -> Result<i32> {
    match fp8 {
        DType::F8E4M3 => Ok(0),
        E5M2 => Ok(1),
        d => candle_core::bail!("fp8: {d:?} is no fp8 dtype"),
    }
}

/// The decode kernels' flags: bit 0 e5m2, bit 1 the f16 decode through float instead of
/// packed (`CANDELA_FP8_DECODE=float`, to measure against: the same values either way).
fn decode_flags(fp8: DType) -> Result<i32> {
    static THROUGH_FLOAT: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    let float = *THROUGH_FLOAT
        .get_or_init(|| std::env::var("CANDELA_FP8_DECODE").as_deref() == Ok("float"));
    Ok(is_e5m2(fp8)? | (i32::from(float) << 1))
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
        let flags = decode_flags(x.dtype())?;
        let name = format!("fp8_decode_{}", suffix(self.out)?);
        // Both are one byte per element, sixteen to a thread: the kernel reads the bytes.
        if flags & 1 == 0 {
            launch(dev, &name, &view::<float8::F8E4M3>(x, l)?, flags, 16)
        } else {
            launch(dev, &name, &view::<u8>(x, l)?, flags, 16)
        }
    }
}

impl OutShape for Decode {}
cuda_only_op!(
    CustomOp1 for Decode, "candela-fp8-decode", (x, l),
    |op| op.out => [F16: f16, BF16: bf16, F32: f32]
);

/// Decodes a layer's fp8 weight and bias (the same fp8 dtype) in one launch into one
/// buffer: the weight's elements, then the bias's.
struct DecodePair {
    out: DType,
    bias_len: usize,
}

impl DecodePair {
    fn run<T: CudaDType + DeviceRepr>(
        &self,
        dev: &CudaDevice,
        w: &CudaStorage,
        wl: &Layout,
        b: &CudaStorage,
        bl: &Layout,
    ) -> Result<CudaSlice<T>> {
        let stream = dev.cuda_stream();
        let out = alloc_pair::<T>(dev, wl, Some(bl))?;
        launch_pair(dev, &stream, &out, (w, wl), Some((b, bl)), self.out)?;
        Ok(out)
    }
}

/// A buffer for a layer's weight (laid out as `wl`) and bias (`bl`, if any) together.
fn alloc_pair<T: DeviceRepr>(
    dev: &CudaDevice,
    wl: &Layout,
    bl: Option<&Layout>,
) -> Result<CudaSlice<T>> {
    let n = wl.shape().elem_count() + bl.map_or(0, |l| l.shape().elem_count());
    // SAFETY: `launch_pair` writes every element before anything reads them.
    unsafe { dev.alloc::<T>(n) }
}

/// Queues on `stream` the decode of the fp8 weight `w` (and bias `b`, the same fp8 dtype)
/// into `out` ([`alloc_pair`]'s buffer): the weight's elements, then the bias's. One
/// launch (`fp8_decode2_*`); without a bias the second half of the grid is one idle block.
fn launch_pair<T: DeviceRepr>(
    dev: &CudaDevice,
    stream: &CudaStream,
    out: &CudaSlice<T>,
    (w, wl): (&CudaStorage, &Layout),
    b: Option<(&CudaStorage, &Layout)>,
    out_dtype: DType,
) -> Result<()> {
    use candle_core::cuda_backend::cudarc::driver::DevicePtr;
    let flags = decode_flags(w.dtype())?;
    let e5m2 = flags & 1;
    if let Some((b, _)) = b {
        if b.dtype() != w.dtype() {
            candle_core::bail!("fp8 decode: weight {:?}, bias {:?}", w.dtype(), b.dtype());
        }
    }
    let bytes = |s: &CudaStorage, l: &Layout| -> Result<u64> {
        Ok(match e5m2 {
            0 => view::<float8::F8E4M3>(s, l)?.device_ptr(stream).0,
            _ => view::<u8>(s, l)?.device_ptr(stream).0,
        })
    };
    let na = wl.shape().elem_count();
    let a = bytes(w, wl)?;
    let (bp, nb) = match b {
        Some((b, bl)) => (bytes(b, bl)?, bl.shape().elem_count()),
        None => (a, 0),
    };
    let oa = out.device_ptr(stream).0;
    let ob = oa + (na * std::mem::size_of::<T>()) as u64;
    let (ga, gb) = (grid_1d(na, 16), grid_1d(nb, 16));
    let blocks_a = ga.grid_dim.0 as i32;
    let cfg = LaunchConfig {
        grid_dim: (ga.grid_dim.0 + gb.grid_dim.0, 1, 1),
        ..ga
    };
    let f = typed(dev, "fp8_decode2", out_dtype)?;
    let (na, nb) = (na as i64, nb as i64);
    let mut args = f.builder_on(stream);
    args.arg(&a)
        .arg(&oa)
        .arg(&na)
        .arg(&bp)
        .arg(&ob)
        .arg(&nb)
        .arg(&flags)
        .arg(&blocks_a);
    // SAFETY: `a` and `bp` are live fp8 tensors' bytes on `dev` (na and nb of them), `out`
    // holds na + nb elements of T, and the caller orders `stream` after the buffer's
    // allocation and before any reader.
    unsafe { args.launch(cfg) }.w()?;
    Ok(())
}

impl OutShape for DecodePair {
    fn out_shape(&self, l: &Layout) -> Result<candle_core::Shape> {
        Ok((l.shape().elem_count() + self.bias_len).into())
    }
}
cuda_only_op!(
    CustomOp2 for DecodePair, "candela-fp8-decode-pair", (w, wl, b, bl),
    |op| op.out => [F16: f16, BF16: bf16, F32: f32]
);

/// A layer's fp8 `weight` and `bias` (both on a CUDA device, the same fp8 dtype) in `out`,
/// decoded in one launch: two views of one buffer.
pub fn decode_pair(weight: &Tensor, bias: &Tensor, out: DType) -> Result<(Tensor, Tensor)> {
    let (flat, bias) = (weight.contiguous()?.flatten_all()?, bias.contiguous()?);
    let bias_len = bias.elem_count();
    let both = flat.apply_op2_no_bwd(&bias.flatten_all()?, &DecodePair { out, bias_len })?;
    let (w, Some(b)) = split_pair(&both, weight, Some(&bias))? else {
        candle_core::bail!("fp8 decode: the pair's bias view is missing")
    };
    Ok((w, b))
}

/// The weight's and the bias's views of a buffer [`launch_pair`] filled: the weight's
/// elements, then the bias's, each in its own shape.
fn split_pair(
    both: &Tensor,
    weight: &Tensor,
    bias: Option<&Tensor>,
) -> Result<(Tensor, Option<Tensor>)> {
    let n = weight.elem_count();
    let w = both.narrow(0, 0, n)?.reshape(weight.dims())?;
    let b = bias
        .map(|b| both.narrow(0, n, b.elem_count())?.reshape(b.dims()))
        .transpose()?;
    Ok((w, b))
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

/// A layer's fp8 `weight` (and `bias`, the same fp8 dtype) decoded into `out` on the
/// stream `side` instead of the device's own: the buffer is allocated in the device
/// stream's order, `point` is recorded there and `side` waits for it, and `ready` is
/// recorded on `side` after the decode. Nothing may read the tensors before the device
/// stream waits for `ready` (see [`super::ahead`]). The caller's two events are recorded
/// again for every layer (creating two per layer cost four driver calls more each).
pub fn decode_layer_on(
    weight: &Tensor,
    bias: Option<&Tensor>,
    out: DType,
    side: &CudaStream,
    point: &CudaEvent,
    ready: &CudaEvent,
) -> Result<(Tensor, Option<Tensor>)> {
    let candle_core::Device::Cuda(dev) = weight.device() else {
        candle_core::bail!("fp8 decode ahead: the weight is not on a CUDA device")
    };
    let (ws, wl) = weight.storage_and_layout();
    let candle_core::Storage::Cuda(w) = &*ws else {
        candle_core::bail!("fp8 decode ahead: the weight is not on a CUDA device")
    };
    let bias_parts = bias.map(|b| b.storage_and_layout());
    let b = match &bias_parts {
        Some((bs, bl)) => match &**bs {
            candle_core::Storage::Cuda(b) => Some((b, *bl)),
            _ => candle_core::bail!("fp8 decode ahead: the bias is not on a CUDA device"),
        },
        None => None,
    };
    let compute = dev.cuda_stream();
    macro_rules! go {
        ($t:ty) => {{
            let buf = alloc_pair::<$t>(dev, wl, b.map(|(_, l)| l))?;
            point.record(&compute).and_then(|_| side.wait(point)).w()?;
            launch_pair(dev, side, &buf, (w, wl), b, out)?;
            CudaStorage::wrap_cuda_slice(buf, dev.clone())
        }};
    }
    let storage = match out {
        DType::F16 => go!(f16),
        DType::BF16 => go!(bf16),
        DType::F32 => go!(f32),
        d => candle_core::bail!("fp8 decode ahead: no decode into {d:?}"),
    };
    ready.record(side).w()?;
    let n = weight.elem_count() + bias.map_or(0, |b| b.elem_count());
    let both = Tensor::from_storage(
        candle_core::Storage::Cuda(storage),
        n,
        candle_core::op::BackpropOp::none(),
        false,
    );
    let (wt, bt) = split_pair(&both, weight, bias)?;
    Ok((wt, bt))
}
