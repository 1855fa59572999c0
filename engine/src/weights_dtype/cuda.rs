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
    let f = kernels::function(
        dev,
        Module::Ops,
        &format!("fp8_decode2_{}", suffix(out_dtype)?),
    )?;
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

/// The most tensors one [`decode_layers_on`] launch takes (`FP8_PARTS` in fp8.cuh).
pub const MAX_PARTS: usize = 16;

/// `fp8_decode_parts_*`'s argument: part i (an fp8 tensor's `n[i]` bytes at `src[i]`, into
/// `dst[i]`) takes blocks `first_block[i]` to `first_block[i + 1]`. fp8.cuh's `Fp8Parts`.
#[repr(C)]
#[derive(Clone, Copy)]
struct Fp8Parts {
    src: [u64; MAX_PARTS],
    dst: [u64; MAX_PARTS],
    n: [i64; MAX_PARTS],
    first_block: [i32; MAX_PARTS + 1],
    count: i32,
}

// SAFETY: plain integers laid out as the kernel's parameter struct (repr(C), no padding
// the kernel reads).
unsafe impl DeviceRepr for Fp8Parts {}

/// Several layers' fp8 weights (each with its bias where it has one in the same fp8
/// dtype; all of one fp8 dtype, on one CUDA device, at most [`MAX_PARTS`] tensors) decoded
/// into `out` on the stream `side` in one launch into one buffer: the buffer is allocated
/// in the device stream's order, `point` recorded there and waited for by `side`, `ready`
/// recorded on `side` after the decode (the caller's two events, recorded again for every
/// batch: creating two per batch cost four driver calls more each). Nothing may
/// read the tensors before the device stream waits for `ready`. Each tensor starts on a
/// 16-byte boundary (the decode's vector stores).
pub fn decode_layers_on(
    layers: &[(Tensor, Option<Tensor>)],
    out: DType,
    side: &CudaStream,
    point: &CudaEvent,
    ready: &CudaEvent,
) -> Result<Vec<(Tensor, Option<Tensor>)>> {
    use candle_core::cuda_backend::cudarc::driver::DevicePtr;
    let parts: Vec<&Tensor> = layers
        .iter()
        .flat_map(|(w, b)| std::iter::once(w).chain(b.as_ref()))
        .collect();
    let Some(first) = parts.first() else {
        return Ok(Vec::new());
    };
    let candle_core::Device::Cuda(dev) = first.device() else {
        candle_core::bail!("fp8 decode ahead: the weight is not on a CUDA device")
    };
    if parts.len() > MAX_PARTS {
        candle_core::bail!(
            "fp8 decode ahead: {} tensors in one batch, at most {MAX_PARTS}",
            parts.len()
        )
    }
    let fp8 = first.dtype();
    let flags = decode_flags(fp8)?;
    let size = out.size_in_bytes();
    let align = 16 / size;
    let mut offsets = Vec::with_capacity(parts.len());
    let mut total = 0;
    for t in &parts {
        if t.dtype() != fp8 || !t.is_contiguous() {
            candle_core::bail!("fp8 decode ahead: a batch's tensors differ in dtype or layout")
        }
        offsets.push(total);
        total += t.elem_count().div_ceil(align) * align;
    }
    let compute = dev.cuda_stream();
    let mut arg = Fp8Parts {
        src: [0; MAX_PARTS],
        dst: [0; MAX_PARTS],
        n: [0; MAX_PARTS],
        first_block: [0; MAX_PARTS + 1],
        count: parts.len() as i32,
    };
    macro_rules! go {
        ($t:ty) => {{
            // SAFETY: the launch below writes every element the views read (the padding
            // between tensors is never read).
            let buf = unsafe { dev.alloc::<$t>(total.max(1))? };
            let base = buf.device_ptr(&compute).0;
            let mut blocks = 0;
            for (i, t) in parts.iter().enumerate() {
                let (st, l) = t.storage_and_layout();
                let candle_core::Storage::Cuda(c) = &*st else {
                    candle_core::bail!("fp8 decode ahead: the weight is not on a CUDA device")
                };
                arg.src[i] = match flags & 1 {
                    0 => view::<float8::F8E4M3>(c, l)?.device_ptr(side).0,
                    _ => view::<u8>(c, l)?.device_ptr(side).0,
                };
                arg.dst[i] = base + (offsets[i] * size) as u64;
                arg.n[i] = t.elem_count() as i64;
                arg.first_block[i] = blocks;
                blocks += grid_1d(t.elem_count(), 16).grid_dim.0 as i32;
            }
            arg.first_block[parts.len()] = blocks;
            point.record(&compute).and_then(|_| side.wait(point)).w()?;
            let f = kernels::function(
                dev,
                Module::Ops,
                &format!("fp8_decode_parts_{}", suffix(out)?),
            )?;
            let cfg = LaunchConfig {
                grid_dim: (blocks as u32, 1, 1),
                ..grid_1d(1, 16)
            };
            let mut args = f.builder_on(side);
            args.arg(&arg).arg(&flags);
            // SAFETY: every source is a live fp8 tensor's bytes on `dev` (n[i] of them),
            // every destination a span of `buf` that holds n[i] elements of the output type,
            // and `side` is ordered after the buffer's allocation (`point`).
            unsafe { args.launch(cfg) }.w()?;
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
    let all = Tensor::from_storage(
        candle_core::Storage::Cuda(storage),
        total.max(1),
        candle_core::op::BackpropOp::none(),
        false,
    );
    let mut offsets = offsets.into_iter();
    let mut part = |t: &Tensor| -> Result<Tensor> {
        let off = offsets.next().expect("an offset per tensor");
        all.narrow(0, off, t.elem_count())?.reshape(t.dims())
    };
    layers
        .iter()
        .map(|(w, b)| Ok((part(w)?, b.as_ref().map(&mut part).transpose()?)))
        .collect()
}
