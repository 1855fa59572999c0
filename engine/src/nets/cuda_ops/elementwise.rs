//! Kernels over rows: GEGLU, a per-channel add, a Linear's bias, RMSNorms, LayerNorms
//! and the MMDiT's modulation and gated residuals.
use candle_core::backend::BackendStorage;
use candle_core::cuda_backend::cudarc::driver::{
    CudaSlice, CudaView, DeviceRepr, LaunchConfig, PushKernelArg,
};
use candle_core::cuda_backend::{CudaDType, WrapErr};
use candle_core::{CudaDevice, CudaStorage, DType, Layout, Result, Shape, Tensor};

use crate::kernels::op::{
    cuda_only_op, grid_rows, row_groups, rows_cols, typed, vector_rows, view, view_or, OutShape,
};

struct GegluOp;

impl GegluOp {
    fn run<T: CudaDType + DeviceRepr>(
        &self,
        dev: &CudaDevice,
        h: &CudaStorage,
        l: &Layout,
    ) -> Result<CudaSlice<T>> {
        let dims = l.dims();
        let two_inner = dims[dims.len() - 1];
        let rows = l.shape().elem_count() / two_inner;
        let inner = two_inner / 2;
        let hs = view::<T>(h, l)?;
        let out = unsafe { dev.alloc::<T>(rows * inner)? };
        let f = typed(dev, "geglu", h.dtype())?;
        // Eight columns a thread where rows start 16-byte aligned (2-byte dtypes).
        let vec = vector_rows(h.dtype(), inner, l.start_offset());
        let mut args = f.builder();
        let (rows_i, inner_i, vec_i) = (rows as i64, inner as i32, i32::from(vec));
        args.arg(&hs)
            .arg(&out)
            .arg(&rows_i)
            .arg(&inner_i)
            .arg(&vec_i);
        let units = if vec { inner / 8 } else { inner };
        unsafe { args.launch(grid_rows(rows, units)) }.w()?;
        Ok(out)
    }
}

impl OutShape for GegluOp {
    fn out_shape(&self, l: &Layout) -> Result<Shape> {
        let mut dims = l.dims().to_vec();
        let last = dims.len() - 1;
        dims[last] /= 2;
        Ok(Shape::from(dims))
    }
}

cuda_only_op!(CustomOp1 for GegluOp, "candela-geglu", (h, l));

/// `h[..., :inner] * gelu_erf(h[..., inner:])` in one kernel.
pub fn geglu(h: &Tensor) -> Result<Tensor> {
    h.contiguous()?.apply_op1_no_bwd(&GegluOp)
}

struct ChanAddOp;

/// Launches `chan_add_*`: `x [n, c, ...] + v` (and `res`, laid out as `x`, where given)
/// into a new buffer.
fn chan_add<T: CudaDType + DeviceRepr>(
    dev: &CudaDevice,
    (x, xl): (&CudaStorage, &Layout),
    (v, vl): (&CudaStorage, &Layout),
    res: Option<(&CudaStorage, &Layout)>,
) -> Result<CudaSlice<T>> {
    let dims = xl.dims();
    let rows = dims[0] * dims[1];
    let hw: usize = dims[2..].iter().product();
    let vlen = vl.shape().elem_count();
    let xs = view::<T>(x, xl)?;
    let vs = view::<T>(v, vl)?;
    let rs = view_or::<T>(res, (x, xl))?;
    let vec = vector_rows(x.dtype(), hw, xl.start_offset())
        && res.is_none_or(|(_, rl)| rl.start_offset().is_multiple_of(8));
    let flags = i32::from(vec) | (i32::from(res.is_some()) << 1);
    let out = unsafe { dev.alloc::<T>(rows * hw)? };
    let f = typed(dev, "chan_add", x.dtype())?;
    let mut args = f.builder();
    let (rows_i, hw_i, vlen_i) = (rows as i64, hw as i32, vlen as i32);
    args.arg(&xs)
        .arg(&vs)
        .arg(&rs)
        .arg(&out)
        .arg(&rows_i)
        .arg(&hw_i)
        .arg(&vlen_i)
        .arg(&flags);
    let units = if vec { hw / 8 } else { hw };
    unsafe { args.launch(grid_rows(rows, units)) }.w()?;
    Ok(out)
}

impl ChanAddOp {
    fn run<T: CudaDType + DeviceRepr>(
        &self,
        dev: &CudaDevice,
        x: &CudaStorage,
        xl: &Layout,
        v: &CudaStorage,
        vl: &Layout,
    ) -> Result<CudaSlice<T>> {
        chan_add(dev, (x, xl), (v, vl), None)
    }
}

impl OutShape for ChanAddOp {}
cuda_only_op!(CustomOp2 for ChanAddOp, "candela-channel-add", (x, xl, v, vl));

/// `x [n, c, ...] + v` where `v` holds one value per channel (`[c]`) or per sample and
/// channel (`[n, c]`), broadcast over the spatial positions.
pub fn channel_add(x: &Tensor, v: &Tensor) -> Result<Tensor> {
    let (x, v) = (x.contiguous()?, v.contiguous()?);
    x.apply_op2_no_bwd(&v, &ChanAddOp)
}

struct ChanAddResOp;

impl ChanAddResOp {
    #[allow(clippy::too_many_arguments)]
    fn run<T: CudaDType + DeviceRepr>(
        &self,
        dev: &CudaDevice,
        x: &CudaStorage,
        xl: &Layout,
        v: &CudaStorage,
        vl: &Layout,
        r: &CudaStorage,
        rl: &Layout,
    ) -> Result<CudaSlice<T>> {
        chan_add(dev, (x, xl), (v, vl), Some((r, rl)))
    }
}

impl OutShape for ChanAddResOp {}
cuda_only_op!(CustomOp3 for ChanAddResOp, "candela-channel-add-residual", (x, xl, v, vl, r, rl));

/// [`channel_add`] and `res` (shaped as `x`) in one pass, the three summed in f32 and
/// rounded once: a resnet's second convolution's bias and its skip.
pub fn channel_add_residual(x: &Tensor, v: &Tensor, res: &Tensor) -> Result<Tensor> {
    if res.dims() != x.dims() || res.dtype() != x.dtype() {
        candle_core::bail!(
            "channel_add_residual: a residual {:?} {:?} for {:?} {:?}",
            res.dims(),
            res.dtype(),
            x.dims(),
            x.dtype()
        );
    }
    let (x, v, res) = (x.contiguous()?, v.contiguous()?, res.contiguous()?);
    x.apply_op3_no_bwd(&v, &res, &ChanAddResOp)
}

struct RowAddOp;

impl RowAddOp {
    fn run<T: CudaDType + DeviceRepr>(
        &self,
        dev: &CudaDevice,
        y: &CudaStorage,
        yl: &Layout,
        b: &CudaStorage,
        bl: &Layout,
    ) -> Result<CudaSlice<T>> {
        let cols = bl.shape().elem_count();
        let rows = yl.shape().elem_count() / cols.max(1);
        let (ys, bs) = (view::<T>(y, yl)?, view::<T>(b, bl)?);
        let out = unsafe { dev.alloc::<T>(rows * cols)? };
        let f = typed(dev, "row_add", y.dtype())?;
        let mut args = f.builder();
        let (rows_i, cols_i) = (rows as i64, cols as i32);
        args.arg(&ys).arg(&bs).arg(&out).arg(&rows_i).arg(&cols_i);
        unsafe { args.launch(grid_rows(rows, cols)) }.w()?;
        Ok(out)
    }
}

impl OutShape for RowAddOp {}
cuda_only_op!(CustomOp2 for RowAddOp, "candela-row-add", (y, yl, b, bl));

/// `y [.., c] + b [c]`: a Linear's bias over every row, in one pass without the index
/// arithmetic of a broadcast add (the same sums, rounded the same way).
pub fn row_add(y: &Tensor, b: &Tensor) -> Result<Tensor> {
    let c = b.elem_count();
    if y.dims().last() != Some(&c) {
        candle_core::bail!("row_add: a bias of {c} for rows of {:?}", y.dims());
    }
    let (y, b) = (y.contiguous()?, b.contiguous()?);
    y.apply_op2_no_bwd(&b, &RowAddOp)
}

/// How candle launches its norm kernels (a block per row: 32 threads below 1024 columns,
/// else 1024), which Candela's copies of their arithmetic keep so the sums are the same;
/// with the block size the kernels take as an argument.
fn norm_rows_launch(rows: usize, cols: usize) -> (LaunchConfig, i32) {
    let block = if cols < 1024 { 32 } else { 1024 };
    let cfg = LaunchConfig {
        grid_dim: (rows as u32, 1, 1),
        block_dim: (block, 1, 1),
        shared_mem_bytes: 0,
    };
    (cfg, block as i32)
}

struct RmsNormOp {
    eps: f32,
}

impl RmsNormOp {
    fn run<T: CudaDType + DeviceRepr>(
        &self,
        dev: &CudaDevice,
        x: &CudaStorage,
        xl: &Layout,
        w: &CudaStorage,
        wl: &Layout,
    ) -> Result<CudaSlice<T>> {
        let cols = wl.shape().elem_count();
        let rows = xl.shape().elem_count() / cols.max(1);
        let (xs, ws) = (view::<T>(x, xl)?, view::<f32>(w, wl)?);
        let out = unsafe { dev.alloc::<T>(rows * cols)? };
        let f = typed(dev, "rms_norm", x.dtype())?;
        let (cfg, block) = norm_rows_launch(rows, cols);
        let mut args = f.builder();
        let cols_i = cols as i32;
        args.arg(&xs)
            .arg(&out)
            .arg(&ws)
            .arg(&cols_i)
            .arg(&block)
            .arg(&self.eps);
        unsafe { args.launch(cfg) }.w()?;
        Ok(out)
    }
}

impl OutShape for RmsNormOp {}
cuda_only_op!(CustomOp2 for RmsNormOp, "candela-rms-norm", (x, xl, w, wl));

/// RMSNorm of `x [.., c]` with the f32 weight `w [c]`, in f32 arithmetic (as candle's
/// `rms_norm` on `x` cast to f32), the result in `x`'s dtype.
pub fn rms_norm(x: &Tensor, w: &Tensor, eps: f32) -> Result<Tensor> {
    let c = w.elem_count();
    if x.dims().last() != Some(&c) || w.dtype() != DType::F32 {
        candle_core::bail!("rms_norm: an f32 weight of {c} for rows of {:?}", x.dims());
    }
    let (x, w) = (x.contiguous()?, w.contiguous()?);
    // Rows of 8 to 256 elements (a power-of-two number of 16-byte vectors) in a 2-byte
    // dtype: several rows a warp.
    let lanes = c / 8;
    if vector_rows(x.dtype(), c, x.layout().start_offset())
        && lanes.is_power_of_two()
        && lanes <= 32
    {
        return x.apply_op2_no_bwd(&w, &RmsNormShortOp { eps });
    }
    x.apply_op2_no_bwd(&w, &RmsNormOp { eps })
}

struct RmsNormShortOp {
    eps: f32,
}

impl RmsNormShortOp {
    fn run<T: CudaDType + DeviceRepr>(
        &self,
        dev: &CudaDevice,
        x: &CudaStorage,
        xl: &Layout,
        w: &CudaStorage,
        wl: &Layout,
    ) -> Result<CudaSlice<T>> {
        let cols = wl.shape().elem_count();
        let rows = xl.shape().elem_count() / cols.max(1);
        let lanes = cols / 8;
        let (xs, ws) = (view::<T>(x, xl)?, view::<f32>(w, wl)?);
        let out = unsafe { dev.alloc::<T>(rows * cols)? };
        let f = typed(dev, "rms_norm_short", x.dtype())?;
        const THREADS: u32 = 128;
        let cfg = row_groups(rows, THREADS as usize / lanes, THREADS);
        let (rows_i, cols_i, lanes_i) = (rows as i64, cols as i32, lanes as i32);
        let mut args = f.builder();
        args.arg(&xs).arg(&out).arg(&ws);
        args.arg(&rows_i).arg(&cols_i).arg(&lanes_i).arg(&self.eps);
        unsafe { args.launch(cfg) }.w()?;
        Ok(out)
    }
}

impl OutShape for RmsNormShortOp {}
cuda_only_op!(
    CustomOp2 for RmsNormShortOp, "candela-rms-norm-short", (x, xl, w, wl),
    |op| x.dtype() => [F16: half::f16, BF16: half::bf16]
);

struct PlainLayerNormOp {
    eps: f32,
}

impl PlainLayerNormOp {
    fn run<T: CudaDType + DeviceRepr>(
        &self,
        dev: &CudaDevice,
        x: &CudaStorage,
        xl: &Layout,
    ) -> Result<CudaSlice<T>> {
        let dims = xl.dims();
        let cols = dims[dims.len() - 1];
        let rows = xl.shape().elem_count() / cols.max(1);
        let xs = view::<T>(x, xl)?;
        let out = unsafe { dev.alloc::<T>(rows * cols)? };
        let f = typed(dev, "layer_norm_plain", x.dtype())?;
        let (cfg, block) = norm_rows_launch(rows, cols);
        let mut args = f.builder();
        let cols_i = cols as i32;
        args.arg(&xs)
            .arg(&out)
            .arg(&cols_i)
            .arg(&block)
            .arg(&self.eps);
        unsafe { args.launch(cfg) }.w()?;
        Ok(out)
    }
}

impl OutShape for PlainLayerNormOp {}
cuda_only_op!(CustomOp1 for PlainLayerNormOp, "candela-plain-layer-norm", (x, xl));

/// LayerNorm of `x [.., c]` over its last axis without weights, in f32 arithmetic, the
/// result in `x`'s dtype: a warp per row where [`warp_fits`], else as candle's
/// `layer_norm` computes it with ones and zeros on `x` cast to f32.
pub fn plain_layer_norm(x: &Tensor, eps: f32) -> Result<Tensor> {
    let x = x.contiguous()?;
    if warp_fits(&x) {
        return x.apply_op1_no_bwd(&WarpLayerNormOp { eps });
    }
    x.apply_op1_no_bwd(&PlainLayerNormOp { eps })
}

/// LayerNorm of `x [.., c]` over its last axis with weight and bias `[c]` (in `x`'s
/// dtype): a warp per row where [`warp_fits`], else candle's kernel.
pub fn layer_norm(x: &Tensor, w: &Tensor, b: &Tensor, eps: f32) -> Result<Tensor> {
    let x = x.contiguous()?;
    if warp_fits(&x) {
        let op = WarpLayerNormAffineOp(WarpLayerNormOp { eps });
        return x.apply_op3_no_bwd(&w.contiguous()?, &b.contiguous()?, &op);
    }
    candle_nn::ops::layer_norm(&x, w, b, eps)
}

/// The warp-per-row kernels' buckets: a lane holds V vectors of 8 elements
/// (`layer_norm_warp{V}_*` in ops.cu).
const WARP_VECTORS: [usize; 10] = [1, 2, 3, 4, 5, 6, 8, 10, 12, 16];

/// Whether `x` (contiguous) takes the warp-per-row LayerNorm: 2-byte dtypes, rows of a
/// multiple of 8 elements up to 4096 starting 16-byte aligned.
fn warp_fits(x: &Tensor) -> bool {
    let cols = x.dims().last().copied().unwrap_or(0);
    cols > 0
        && cols <= 32 * 8 * WARP_VECTORS[WARP_VECTORS.len() - 1]
        && vector_rows(x.dtype(), cols, x.layout().start_offset())
}

struct WarpLayerNormOp {
    eps: f32,
}

impl WarpLayerNormOp {
    /// Launches the bucket for `cols` over `rows`; `wb`: the weight and bias, or none.
    fn launch<T: CudaDType + DeviceRepr>(
        &self,
        dev: &CudaDevice,
        x: &CudaStorage,
        xl: &Layout,
        wb: Option<(CudaView<T>, CudaView<T>)>,
    ) -> Result<CudaSlice<T>> {
        let (rows, cols) = rows_cols(xl);
        let need = cols.div_ceil(256);
        let Some(&v) = WARP_VECTORS.iter().find(|&&v| v >= need) else {
            candle_core::bail!("layer_norm_warp: rows of {cols} are too long");
        };
        let xs = view::<T>(x, xl)?;
        let out = unsafe { dev.alloc::<T>(rows * cols)? };
        let f = typed(dev, &format!("layer_norm_warp{v}"), x.dtype())?;
        let (rows_i, cols_i) = (rows as i64, cols as i32);
        let null = 0u64;
        let mut args = f.builder();
        args.arg(&xs).arg(&out);
        match &wb {
            Some((w, b)) => args.arg(w).arg(b),
            None => args.arg(&null).arg(&null),
        };
        args.arg(&rows_i).arg(&cols_i).arg(&self.eps);
        // A row a warp, 4 warps a block.
        let cfg = row_groups(rows, 4, 128);
        unsafe { args.launch(cfg) }.w()?;
        Ok(out)
    }

    fn run<T: CudaDType + DeviceRepr>(
        &self,
        dev: &CudaDevice,
        x: &CudaStorage,
        xl: &Layout,
    ) -> Result<CudaSlice<T>> {
        self.launch::<T>(dev, x, xl, None)
    }
}

impl OutShape for WarpLayerNormOp {}
cuda_only_op!(
    CustomOp1 for WarpLayerNormOp, "candela-layer-norm", (x, xl),
    |op| x.dtype() => [F16: half::f16, BF16: half::bf16]
);

/// [`WarpLayerNormOp`] with a weight and a bias.
struct WarpLayerNormAffineOp(WarpLayerNormOp);

impl WarpLayerNormAffineOp {
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
        let cols = xl.dims().last().copied().unwrap_or(1);
        if wl.shape().elem_count() != cols || bl.shape().elem_count() != cols {
            candle_core::bail!(
                "layer_norm: weight {:?} and bias {:?} for rows of {cols}",
                wl.dims(),
                bl.dims()
            );
        }
        let wb = (view::<T>(w, wl)?, view::<T>(b, bl)?);
        self.0.launch::<T>(dev, x, xl, Some(wb))
    }
}

impl OutShape for WarpLayerNormAffineOp {}
cuda_only_op!(
    CustomOp3 for WarpLayerNormAffineOp, "candela-layer-norm-affine", (x, xl, w, wl, b, bl),
    |op| x.dtype() => [F16: half::f16, BF16: half::bf16]
);

/// Whether `x [g * tokens, cols]` and the per-group vectors take the modulation kernels:
/// 2-byte dtypes, rows of a multiple of 8 elements, every operand starting 16-byte aligned
/// (`start_offset` in elements, a multiple of 8) and the vectors one per group.
fn modulation_fits(x: &Tensor, vectors: &[&Tensor]) -> bool {
    let Ok((b, _, c)) = x.dims3() else {
        return false;
    };
    let vectors_of = |t: &Tensor| vector_rows(t.dtype(), c, t.layout().start_offset());
    vectors_of(x)
        && vectors
            .iter()
            .all(|v| v.dims() == [b, c] && v.dtype() == x.dtype() && vectors_of(v))
}

/// `x [g * tokens, cols]` with two operands: `scale_shift_*` (a scale and a shift per
/// group, `one` added to the scale) or `gated_add_*` (a [`gated_add`]'s `h` and gate).
struct ModulationOp {
    kernel: &'static str,
    tokens: usize,
    /// `scale_shift`'s constant added to the scale; None for `gated_add`.
    one: Option<f32>,
}

impl ModulationOp {
    #[allow(clippy::too_many_arguments)]
    fn run<T: CudaDType + DeviceRepr>(
        &self,
        dev: &CudaDevice,
        x: &CudaStorage,
        xl: &Layout,
        a: &CudaStorage,
        al: &Layout,
        b: &CudaStorage,
        bl: &Layout,
    ) -> Result<CudaSlice<T>> {
        let (rows, cols) = rows_cols(xl);
        let (xs, as_, bs) = (view::<T>(x, xl)?, view::<T>(a, al)?, view::<T>(b, bl)?);
        let out = unsafe { dev.alloc::<T>(rows * cols)? };
        let f = typed(dev, self.kernel, x.dtype())?;
        let (rows_i, cols_i, tokens_i) = (rows as i64, cols as i32, self.tokens as i64);
        let mut args = f.builder();
        args.arg(&xs).arg(&as_).arg(&bs).arg(&out);
        args.arg(&rows_i).arg(&cols_i).arg(&tokens_i);
        if let Some(one) = &self.one {
            args.arg(one);
        }
        unsafe { args.launch(grid_rows(rows, cols / 8)) }.w()?;
        Ok(out)
    }
}

impl OutShape for ModulationOp {}
cuda_only_op!(
    CustomOp3 for ModulationOp, "candela-modulation", (x, xl, a, al, b, bl),
    |op| x.dtype() => [F16: half::f16, BF16: half::bf16]
);

/// The MMDiT's `x * (1 + scale) + shift` (`x` [b, tokens, c]; `shift`, `scale` [b, c]) in
/// one pass; None where the kernel does not take these tensors ([`modulation_fits`]).
pub fn modulate(x: &Tensor, shift: &Tensor, scale: &Tensor) -> Result<Option<Tensor>> {
    let (x, shift, scale) = (x.contiguous()?, shift.contiguous()?, scale.contiguous()?);
    if !modulation_fits(&x, &[&shift, &scale]) {
        return Ok(None);
    }
    let op = ModulationOp {
        kernel: "scale_shift",
        tokens: x.dim(1)?,
        one: Some(1.0),
    };
    x.apply_op3_no_bwd(&scale, &shift, &op).map(Some)
}

/// The MMDiT's gated residual `x + gate * h` (`x`, `h` [b, tokens, c]; `gate` [b, c]) in one
/// pass; None where the kernel does not take these tensors ([`modulation_fits`]).
pub fn gated_add(x: &Tensor, h: &Tensor, gate: &Tensor) -> Result<Option<Tensor>> {
    let (x, h, gate) = (x.contiguous()?, h.contiguous()?, gate.contiguous()?);
    if !modulation_fits(&x, &[&gate]) || h.dims() != x.dims() || !modulation_fits(&h, &[]) {
        return Ok(None);
    }
    let op = ModulationOp {
        kernel: "gated_add",
        tokens: x.dim(1)?,
        one: None,
    };
    x.apply_op3_no_bwd(&h, &gate, &op).map(Some)
}
