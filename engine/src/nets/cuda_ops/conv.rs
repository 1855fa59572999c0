//! 2D convolution: through cuDNN where it loaded (`kernels::cudnn`), its workspace held to
//! the bytes an im2col band would take; otherwise as im2col + batched GEMM in bands of
//! output rows (bounding the column buffer). Bias added per channel.
use candle_core::backend::BackendStorage;
use candle_core::cuda_backend::cudarc::driver::{
    CudaSlice, DevicePtr, DeviceRepr, LaunchConfig, PushKernelArg,
};
use candle_core::cuda_backend::{CudaDType, WrapErr};
use candle_core::{CudaDevice, CudaStorage, Layout, Result, Shape, Tensor};

use super::elementwise::channel_add;
use crate::kernels::cudnn::{self, ConvPtrs, ConvShape, Decision};
use crate::kernels::op::{cuda_only_op, typed, view, OutShape};

/// Columns for output rows `[oh0, oh0 + rows)` of a 2D convolution: [b, c*kh*kw, ld], the
/// first rows*w_out of each row the columns and the rest padding (`ld`: [`padded`]).
struct Im2ColOp {
    kh: usize,
    kw: usize,
    stride: usize,
    pad: usize,
    oh0: usize,
    rows: usize,
    ld: usize,
}

/// `n` rounded up to a multiple of 8: a GEMM whose operands' rows are 16 bytes apart (in
/// 16-bit dtypes) takes cuBLAS's fast kernels. SDXL at 1216x832 has 38x26 = 988 pixels at
/// its third level: unpadded, cuBLAS ran those convolutions on an Ampere CUTLASS kernel
/// for 2-element alignment at about a quarter of its speed (8.1 of a 52.4 ms step, H200).
/// `CANDELA_CONV_ALIGN=0` leaves them unpadded (to compare), as does [`unpadded`].
fn padded(n: usize) -> usize {
    static OFF: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    let off = *OFF.get_or_init(|| std::env::var("CANDELA_CONV_ALIGN").is_ok_and(|v| v == "0"));
    match off || UNPADDED.with(|u| u.get()) {
        true => n,
        false => n.next_multiple_of(8),
    }
}

thread_local! {
    /// Set while [`unpadded`] runs.
    static UNPADDED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `f` with this thread's convolutions unpadded ([`padded`]). The exact tiled VAE
/// passes take it: every tile's rows are an odd multiple of 4 pixels (a tile and its halo),
/// and the padded GEMM's output cut back is a tile output's bytes more at once. Measured on
/// an H200: SD 1.5's 2048 px decode 64 MiB higher (GPU and host stores) for 2-4% less
/// time, the wrong trade for a path that exists to save memory.
pub fn unpadded<R>(f: impl FnOnce() -> R) -> R {
    /// Puts the switch back as it was however `f` ends (a panic included).
    struct Restore(bool);
    impl Drop for Restore {
        fn drop(&mut self) {
            UNPADDED.with(|u| u.set(self.0));
        }
    }
    let _restore = Restore(UNPADDED.with(|u| u.replace(true)));
    f()
}

impl Im2ColOp {
    fn w_out(&self, w: usize) -> usize {
        (w + 2 * self.pad - self.kw) / self.stride + 1
    }

    fn run<T: CudaDType + DeviceRepr>(
        &self,
        dev: &CudaDevice,
        x: &CudaStorage,
        l: &Layout,
    ) -> Result<CudaSlice<T>> {
        let (b, c, h, w) = l.shape().dims4()?;
        let w_out = self.w_out(w);
        let k = c * self.kh * self.kw;
        let xs = view::<T>(x, l)?;
        let col = unsafe { dev.alloc::<T>(b * k * self.ld)? };
        let f = typed(dev, "im2col", x.dtype())?;
        let mut args = f.builder();
        // A column row's items: eight outputs each for 16-bit stride-1 columns, else one.
        let vec = self.stride == 1 && self.ld.is_multiple_of(8) && x.dtype().size_in_bytes() == 2;
        let per_row = match vec {
            true => self.ld / 8,
            false => self.rows * w_out,
        }
        .max(1);
        // 256 threads a block: a row of that many items or more to a block, shorter rows as
        // many to a block as fit. The kernel takes all three as they are decided here.
        let share = match per_row >= 256 {
            true => 1,
            false => 256 / per_row,
        };
        let ints: [i32; 15] = [
            b,
            c,
            h,
            w,
            self.kh,
            self.kw,
            self.stride,
            self.pad,
            w_out,
            self.oh0,
            self.rows,
            self.ld,
            vec as usize,
            per_row,
            share,
        ]
        .map(|v| v as i32);
        args.arg(&xs).arg(&col);
        for v in &ints {
            args.arg(v);
        }
        let cfg = LaunchConfig {
            grid_dim: ((b * k).div_ceil(share) as u32, 1, 1),
            block_dim: (256, 1, 1),
            shared_mem_bytes: 0,
        };
        unsafe { args.launch(cfg) }.w()?;
        Ok(col)
    }
}

impl OutShape for Im2ColOp {
    fn out_shape(&self, l: &Layout) -> Result<Shape> {
        let (b, c, _, _) = l.shape().dims4()?;
        Ok(Shape::from((b, c * self.kh * self.kw, self.ld)))
    }
}

cuda_only_op!(CustomOp1 for Im2ColOp, "candela-im2col", (x, l));

/// cuDNN's convolution of an NCHW input by a KCRS filter, with a workspace of at most
/// `limit` bytes; its first call for a shape measures cuDNN's algorithms.
struct CudnnConvOp {
    shape: ConvShape,
    limit: usize,
}

/// The error [`CudnnConvOp`] returns where cuDNN does not take the convolution after all
/// (no algorithm within the limit, operands not aligned): the caller uses im2col.
const NOT_TAKEN: &str = "cuDNN does not take this convolution";

impl CudnnConvOp {
    fn run<T: CudaDType + DeviceRepr>(
        &self,
        dev: &CudaDevice,
        x: &CudaStorage,
        xl: &Layout,
        w: &CudaStorage,
        wl: &Layout,
    ) -> Result<CudaSlice<T>> {
        let (s, limit, dtype) = (&self.shape, self.limit, x.dtype());
        let xs = view::<T>(x, xl)?;
        let ws = view::<T>(w, wl)?;
        // SAFETY: cuDNN writes every output element.
        let y = unsafe { dev.alloc::<T>(s.n * s.k * s.h_out() * s.w_out())? };
        let stream = dev.cuda_stream();
        let ptrs = |workspace: &CudaSlice<u8>| ConvPtrs {
            x: xs.device_ptr(&stream).0,
            w: ws.device_ptr(&stream).0,
            y: y.device_ptr(&stream).0,
            workspace: workspace.device_ptr(&stream).0,
        };
        let mut decision = cudnn::decision(s, dtype, limit);
        if decision == Decision::Measure {
            // SAFETY: scratch for cuDNN's search.
            let scratch = unsafe { dev.alloc::<u8>(limit.max(1))? };
            let p = ptrs(&scratch);
            if !p.aligned() {
                candle_core::bail!("{NOT_TAKEN}");
            }
            let device = candle_core::Device::Cuda(dev.clone());
            decision = crate::profile::time("conv.cudnn_measure", &device, || {
                cudnn::measure(dev, s, dtype, limit, &p)
            })?;
        }
        let Decision::Run(bytes) = decision else {
            candle_core::bail!("{NOT_TAKEN}");
        };
        // SAFETY: scratch for cuDNN.
        let workspace = unsafe { dev.alloc::<u8>(bytes.max(1))? };
        let p = ptrs(&workspace);
        if !p.aligned() {
            candle_core::bail!("{NOT_TAKEN}");
        }
        cudnn::conv_forward(dev, s, dtype, limit, &p)?;
        Ok(y)
    }
}

impl OutShape for CudnnConvOp {
    fn out_shape(&self, _: &Layout) -> Result<Shape> {
        let s = &self.shape;
        Ok(Shape::from((s.n, s.k, s.h_out(), s.w_out())))
    }
}

cuda_only_op!(CustomOp2 for CudnnConvOp, "candela-cudnn-conv", (x, xl, w, wl));

/// `x` (on CUDA) convolved by `weight` through cuDNN, or None where cuDNN turns out to have
/// no algorithm whose workspace fits `limit` bytes or cannot take these operands (the
/// caller asked [`cudnn::decision`] first).
fn cudnn_conv(
    x: &Tensor,
    weight: &Tensor,
    shape: &ConvShape,
    limit: usize,
) -> Result<Option<Tensor>> {
    let weight = weight.contiguous()?;
    let op = CudnnConvOp {
        shape: *shape,
        limit,
    };
    match crate::profile::time("conv.cudnn", x.device(), || {
        x.apply_op2_no_bwd(&weight, &op)
    }) {
        Ok(y) => Ok(Some(y)),
        Err(e) if e.to_string().contains(NOT_TAKEN) => Ok(None),
        Err(e) => Err(e),
    }
}

/// A 2D convolution writing NCHW: 1x1 convolutions as one GEMM; the others through cuDNN
/// or as im2col + one batched GEMM per band of output rows (bands bound the column buffer
/// to about `max_col_elems` elements), whichever measured faster at the shape's first
/// convolution ([`cudnn_limit`] bounds cuDNN's workspace).
pub fn conv2d(
    x: &Tensor,
    weight: &Tensor,
    bias: Option<&Tensor>,
    stride: usize,
    pad: usize,
    max_col_elems: usize,
) -> Result<Tensor> {
    let x = x.contiguous()?;
    let (b, c, h, w) = x.dims4()?;
    let (n, _, kh, kw) = weight.dims4()?;
    let h_out = (h + 2 * pad - kh) / stride + 1;
    let w_out = (w + 2 * pad - kw) / stride + 1;
    let wmat = weight.reshape((n, c * kh * kw))?;
    let out = if kh == 1 && kw == 1 && stride == 1 && pad == 0 {
        let p = h * w;
        let x = x.reshape((b, c, p))?;
        match padded(p) {
            // Rows padded so cuBLAS takes its aligned kernels ([`padded`]), and cut back.
            q if q != p => wmat
                .broadcast_left(b)?
                .matmul(&x.pad_with_zeros(2, 0, q - p)?)?
                .narrow(2, 0, p)?
                .contiguous()?,
            _ => wmat.broadcast_left(b)?.matmul(&x)?,
        }
    } else {
        let shape = ConvShape {
            n: b,
            c,
            h,
            w,
            k: n,
            kh,
            kw,
            stride,
            pad,
        };
        let limit = cudnn_limit(&shape, x.dtype(), max_col_elems);
        let im2col = || im2col_conv(&x, &wmat, &shape, max_col_elems);
        match cudnn::decision(&shape, x.dtype(), limit) {
            Decision::No => im2col()?,
            Decision::Run(_) => match cudnn_conv(&x, weight, &shape, limit)? {
                Some(y) => y,
                None => im2col()?,
            },
            Decision::Measure => first_convolution(&x, weight, &shape, limit, &im2col)?,
        }
    };
    let out = out.reshape((b, n, h_out, w_out))?;
    match bias {
        Some(bias) => channel_add(&out, bias),
        None => Ok(out),
    }
}

/// The workspace cuDNN may take for `s`: what the im2col path's band would (which the
/// memory plan counts), or, where that is less, what tensor cores need at this shape (the
/// filter and both activations in their layout: twice their bytes), never more than a
/// whole band of `max_col_elems` elements. Small late layers have small bands but large
/// filters; without room for the filter's transform cuDNN has only slow algorithms there.
fn cudnn_limit(s: &ConvShape, dtype: candle_core::DType, max_col_elems: usize) -> usize {
    let size = dtype.size_in_bytes();
    let band = max_col_elems.min(s.n * s.c * s.kh * s.kw * s.h_out() * s.w_out());
    let operands =
        s.k * s.c * s.kh * s.kw + s.n * s.c * s.h * s.w + s.n * s.k * s.h_out() * s.w_out();
    band.max(2 * operands).min(max_col_elems) * size
}

/// A shape's first convolution with cuDNN on: cuDNN measures its algorithms (that run's
/// output is dropped, so the timing below holds one output at a time), then both paths are
/// timed and the faster one computes the result and every later convolution of the shape.
fn first_convolution(
    x: &Tensor,
    weight: &Tensor,
    s: &ConvShape,
    limit: usize,
    im2col: &dyn Fn() -> Result<Tensor>,
) -> Result<Tensor> {
    match cudnn_conv(x, weight, s, limit)? {
        None => im2col(),
        Some(measured) => {
            drop(measured);
            if im2col_is_faster(x, weight, s, limit, im2col)? {
                cudnn::decline(s, x.dtype(), limit);
                im2col()
            } else {
                match cudnn_conv(x, weight, s, limit)? {
                    Some(y) => Ok(y),
                    None => im2col(),
                }
            }
        }
    }
}

/// Whether im2col + GEMM ran `s` faster than cuDNN, timed once each (after a first run of
/// each, both synchronized) at the shape's first convolution.
fn im2col_is_faster(
    x: &Tensor,
    weight: &Tensor,
    s: &ConvShape,
    limit: usize,
    im2col: &dyn Fn() -> Result<Tensor>,
) -> Result<bool> {
    let device = x.device();
    let time = |f: &dyn Fn() -> Result<Tensor>| -> Result<std::time::Duration> {
        drop(f()?);
        device.synchronize()?;
        let t = std::time::Instant::now();
        drop(f()?);
        device.synchronize()?;
        Ok(t.elapsed())
    };
    let via_cudnn = time(&|| {
        cudnn_conv(x, weight, s, limit)?
            .ok_or_else(|| candle_core::Error::Msg(NOT_TAKEN.to_string()))
    })?;
    Ok(time(im2col)? < via_cudnn)
}

/// The im2col + batched GEMM convolution of `x` by `wmat` ([n, c*kh*kw]) in bands of
/// output rows.
fn im2col_conv(x: &Tensor, wmat: &Tensor, s: &ConvShape, max_col_elems: usize) -> Result<Tensor> {
    let (b, k, h_out, w_out) = (s.n, s.c * s.kh * s.kw, s.h_out(), s.w_out());
    let rows_per_band = (max_col_elems / (b * k * w_out)).clamp(1, h_out);
    let mut bands = Vec::with_capacity(h_out.div_ceil(rows_per_band));
    for oh0 in (0..h_out).step_by(rows_per_band) {
        let rows = rows_per_band.min(h_out - oh0);
        let ld = padded(rows * w_out);
        let col = x.apply_op1_no_bwd(&Im2ColOp {
            kh: s.kh,
            kw: s.kw,
            stride: s.stride,
            pad: s.pad,
            oh0,
            rows,
            ld,
        })?;
        let y = wmat.broadcast_left(b)?.matmul(&col)?;
        bands.push(match ld == rows * w_out {
            true => y,
            false => y.narrow(2, 0, rows * w_out)?,
        });
    }
    if bands.len() == 1 {
        bands.pop().expect("one band").contiguous()
    } else {
        Tensor::cat(&bands, 2)
    }
}
