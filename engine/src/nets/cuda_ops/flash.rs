//! Flash attention forward: softmax(q k^T * scale) v without the score matrix.
use candle_core::backend::BackendStorage;
use candle_core::cuda_backend::cudarc::driver::{
    CudaSlice, CudaView, DevicePtr, DeviceRepr, LaunchConfig, PushKernelArg,
};
use candle_core::cuda_backend::{CudaDType, WrapErr};
use candle_core::{CudaDevice, CudaStorage, DType, Layout, Result, Shape, Tensor};

use crate::kernels::op::{cuda_only_op, device_ptr, suffix, view, OutShape};
use crate::kernels::{self, Module};

struct FlashOp {
    scale: f32,
    heads: usize,
    /// A second segment of the sequence (SD 3's text tokens after the image's): its q, k
    /// and v, [b, m, heads*d] each, contiguous; the output then holds the first segment's
    /// rows [b, n, heads*d] followed by the second's [b, m, heads*d].
    second: Option<[Tensor; 3]>,
}

/// Head sizes with a compiled kernel (the head size padded up to one of these). 40 (SD
/// 1.x's top level) takes its last 8 columns in m16n8k8 products rather than padding to 48;
/// `CANDELA_FLASH_PAD16=1` pads it to 48 as before (to compare).
const FLASH_DP: [usize; 8] = [32, 40, 48, 64, 80, 96, 128, 160];

/// The padded head size of the kernel that takes head size `d`, if any.
fn padded_head(d: usize) -> Option<usize> {
    static PAD16: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    let pad16 = *PAD16.get_or_init(|| std::env::var("CANDELA_FLASH_PAD16").is_ok_and(|v| v == "1"));
    FLASH_DP
        .into_iter()
        .filter(|p| !pad16 || p % 16 == 0)
        .find(|&p| p >= d)
}

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
        let (b, sq, hd) = ql.shape().dims3()?;
        let d = hd / self.heads;
        let sk = kl.dims()[1];
        let m = match &self.second {
            Some([q2, ..]) => q2.dim(1)?,
            None => 0,
        };
        let (nq, nk) = (sq + m, sk + m);
        let dp = padded_head(d).ok_or_else(|| {
            candle_core::Error::Msg(format!("flash attention: head size {d} > 160"))
        })?;
        let (qs, ks, vs) = (view::<T>(q, ql)?, view::<T>(k, kl)?, view::<T>(v, vl)?);
        let out = unsafe { dev.alloc::<T>(b * nq * hd)? };
        let stream = dev.cuda_stream();
        let ptr = |s: &CudaView<T>| s.device_ptr(&stream).0;
        let (out_ptr, q_ptr, k_ptr, v_ptr) =
            (out.device_ptr(&stream).0, ptr(&qs), ptr(&ks), ptr(&vs));
        // Where the second segment's tensors start (the first's where there is none: the
        // kernel never reads past the split then).
        let [q2, k2, v2] = match &self.second {
            Some([q2, k2, v2]) => [device_ptr(q2)?, device_ptr(k2)?, device_ptr(v2)?],
            None => [q_ptr, k_ptr, v_ptr],
        };
        let o2 = out_ptr + (b * sq * hd * std::mem::size_of::<T>()) as u64;
        // 64-wide heads on sm_80+ take `flash64_fwd` (Q staged in shared memory, 128-key
        // tiles), in one segment or two. Other head sizes to 64 (SD 1.x's 40) take the
        // 32-row warps (`flash2_*`, 128 threads) unless `CANDELA_FLASH_MR=1` asks for the
        // 16-row ones; a sequence in two segments there takes the 32-row kernel built for it
        // ([`flash_attention_joint`] sends only those here). Wider heads (SD 1.x's 80 and
        // 160) take `flash2c_fwd` (80) and `flashf_fwd` on sm_80+, `flash_fwd` elsewhere.
        let wide = dp <= 64 && two_row_tiles();
        let device = candle_core::Device::Cuda(dev.clone());
        let swizzled = takes_flash64(&device, d);
        let (kernel, threads) = match (&self.second, wide) {
            (None, _) if swizzled => (flash64_kernel("fwd"), 128),
            (Some(_), _) if swizzled => (flash64_kernel("joint"), 128),
            (Some(_), true) => ("flash2_joint".to_string(), 128),
            (Some(_), false) => {
                candle_core::bail!("flash attention: no joint kernel for head size {d}")
            }
            (None, true) => match key_tile(dp, nk) {
                64 => ("flash2_fwd".to_string(), 128),
                128 => {
                    let blocks = nq.div_ceil(128) * b * self.heads;
                    (wide_tile_kernel(&device, dp, blocks).to_string(), 128)
                }
                kt => (format!("flash2k{kt}_fwd"), 128),
            },
            (None, false) => {
                match (
                    kernels::arch(&device) >= 80 && fast_softmax() != Fast::Off,
                    dp,
                ) {
                    (true, 80) => ("flash2c_fwd".to_string(), 128),
                    (true, 96..) => ("flashf_fwd".to_string(), 256),
                    _ => ("flash_fwd".to_string(), 256),
                }
            }
        };
        let kernel = with_row_copies(kernel, dp);
        let name = match swizzled {
            true => format!("{kernel}_{}", suffix(q.dtype())?),
            false => format!("{kernel}_{}_{dp}", suffix(q.dtype())?),
        };
        let f = kernels::function(dev, Module::Flash, &name)?;
        let mut args = f.builder();
        let ptrs = [q_ptr, k_ptr, v_ptr, out_ptr, q2, k2, v2, o2];
        // `flash64_fwd` knows its head size (five integers); the others take it after the
        // splits (six).
        let (ints, count) = match swizzled {
            true => ([nq, nk, sq, sk, self.heads, 0], 5),
            false => ([nq, nk, sq, sk, d, self.heads], 6),
        };
        let ints = ints.map(|v| v as i32);
        let scale_log2 = self.scale * std::f32::consts::LOG2_E;
        for p in &ptrs {
            args.arg(p);
        }
        for v in &ints[..count] {
            args.arg(v);
        }
        args.arg(&scale_log2);
        let cfg = LaunchConfig {
            grid_dim: (nq.div_ceil(128) as u32, (b * self.heads) as u32, 1),
            block_dim: (threads, 1, 1),
            shared_mem_bytes: 0,
        };
        unsafe { args.launch(cfg) }.w()?;
        Ok(out)
    }
}

/// Whether warps take 32 query rows (two mma tiles per K/V fragment) for head sizes to 64:
/// yes unless `CANDELA_FLASH_MR=1`.
fn two_row_tiles() -> bool {
    static ONE: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    !*ONE.get_or_init(|| std::env::var("CANDELA_FLASH_MR").is_ok_and(|v| v == "1"))
}

/// `flash64_fwd`'s kernel for one segment (`kind` "fwd") or two ("joint"): over 128-key
/// tiles with `softmax_tile_fast` unless `CANDELA_FLASH_FAST=0`.
fn flash64_kernel(kind: &str) -> String {
    match (key_tile_64(), fast_softmax()) {
        (128, Fast::Off) | (64, _) => format!("flash64k{}_{kind}", key_tile_64()),
        _ => format!("flash64f128_{kind}"),
    }
}

/// The softmax of the kernels over wide key tiles (`CANDELA_FLASH_FAST`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Fast {
    /// `softmax_tile`, as before session 35 (`0`).
    Off,
    /// `softmax_tile_fast` over 128-key tiles (`128`).
    Wide,
    /// For SD 1.x's 40-wide heads, `softmax_tile_fast` with the row sums from P V's column
    /// of ones over 64-key tiles at three blocks an SM (`64x3`).
    ThreeBlocks,
    /// The three-block kernel where the card has room for it and the grid fills at least
    /// four of its waves, the 128-key one otherwise (unset).
    Auto,
}

/// `CANDELA_FLASH_FAST` as set (`0`, `128`, `64x3`), or [`Fast::Auto`]; another value is
/// reported once and ignored.
fn fast_softmax() -> Fast {
    static FAST: std::sync::OnceLock<Fast> = std::sync::OnceLock::new();
    *FAST.get_or_init(|| match std::env::var("CANDELA_FLASH_FAST").as_deref() {
        Ok("0") => Fast::Off,
        Ok("128") => Fast::Wide,
        Ok("64x3") => Fast::ThreeBlocks,
        Ok(other) => {
            eprintln!("warning: CANDELA_FLASH_FAST={other}: expected 0, 128 or 64x3; ignored");
            Fast::Auto
        }
        Err(_) => Fast::Auto,
    })
}

/// The 32-row kernel for heads padded to `dp` (to 40) over wide key tiles, `blocks` blocks
/// of 128 queries: `flash2c64x3_fwd` (12 warps an SM, where the 128-key kernel's registers
/// allow 8) on sm_80+ when the grid fills at least four waves of three blocks an SM, so the
/// last partial wave costs little; `flash2f128_fwd` otherwise. Measured on an H200 (session
/// 35, `tools/gpu/flash_fast_round_35.sh`): SD 1.5 1024's top level 2.91 ms against 3.02, 2048
/// 44.9-45.6 against 46.3-46.7; at 512 px (512 blocks, 1.3 waves of three) 0.221 against
/// 0.207. Turing keeps the 128-key kernel (the three-block one spills there, and it has no
/// asynchronous copies for the two stages).
fn wide_tile_kernel(device: &candle_core::Device, dp: usize, blocks: usize) -> &'static str {
    let three_blocks = || {
        dp <= 40
            && kernels::arch(device) >= 80
            && blocks >= 4 * 3 * kernels::multiprocessors(device) as usize
    };
    match fast_softmax() {
        Fast::Off => "flash2k128_fwd",
        Fast::ThreeBlocks if dp <= 40 => "flash2c64x3_fwd",
        Fast::Auto if three_blocks() => "flash2c64x3_fwd",
        _ => "flash2f128_fwd",
    }
}

/// `kernel` (for heads padded to `dp`), or its variant of session 36 (flash.cu's
/// `flash2c64x3rg_fwd` to 40, `flash2f128rl_fwd` to 40, `flash2crl_fwd` for 80, `flashfrl_fwd`
/// for 96 to 160): full key tiles copied with each 16-byte chunk's offsets computed once for K
/// and V and no bounds (`copy_rows`), ldmatrix's addresses from one offset a lane, the rescale
/// only where a row's maximum grew by more than 8 (`softmax_tile_fast`'s LAZY), and for the
/// 40-wide heads over 64-key tiles no maxima at all in a tile that does not need them
/// (`softmax_guess`: the largest packed P decides). Measured on an H200 (session 36,
/// `tools/gpu/rows_round_36b.sh`, call 6): SD 1.5 1024's top level 2.39 ms against 2.85 before,
/// 2048 38.4 against 44.9; the guess made the 80-wide heads slower (0.32 against 0.29 ms at
/// 1024 px), which keep `flash2crl`. `CANDELA_FLASH_ROWS=0` takes `kernel` and
/// `CANDELA_FLASH_GUESS=0` `flash2c64x3rl_fwd` for the 40-wide heads, to measure against.
fn with_row_copies(kernel: String, dp: usize) -> String {
    static OFF: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    if *OFF.get_or_init(|| std::env::var("CANDELA_FLASH_ROWS").is_ok_and(|v| v == "0")) {
        return kernel;
    }
    static GUESS: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    let guess =
        *GUESS.get_or_init(|| !std::env::var("CANDELA_FLASH_GUESS").is_ok_and(|v| v == "0"));
    match (kernel.as_str(), dp) {
        ("flash2c64x3_fwd", _) if guess => "flash2c64x3rg_fwd".to_string(),
        ("flash2c64x3_fwd", _) | ("flash2c_fwd", 80) | ("flashf_fwd", _) => {
            kernel.replacen("_fwd", "rl_fwd", 1)
        }
        ("flash2f128_fwd", ..=40) => "flash2f128rl_fwd".to_string(),
        _ => kernel,
    }
}

/// Whether 64-wide heads take `flash64_fwd` (FlashAttention-2's layout: Q in shared memory,
/// rows swizzled, 128-key tiles) on sm_80+: yes unless `CANDELA_FLASH64=0` (to measure
/// against the 32-row kernel over 64-key tiles, which Turing keeps).
fn swizzled_64() -> bool {
    static OFF: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    !*OFF.get_or_init(|| std::env::var("CANDELA_FLASH64").is_ok_and(|v| v == "0"))
}

/// Whether one segment's attention with head size `d` on `device` takes `flash64_fwd`.
fn takes_flash64(device: &candle_core::Device, d: usize) -> bool {
    d == 64 && kernels::arch(device) >= 80 && swizzled_64()
}

/// Whether [`flash_attention`] on `q` (head size `d`, `nk` keys) walks the keys as
/// [`flash_attention_joint`] does, so that the two give the same bits: `flash64_fwd` for
/// both, or the 32-row kernel over 64-key tiles (the joint one's) for both.
pub fn walks_joint_tiles(q: &Tensor, d: usize, nk: usize) -> bool {
    takes_flash64(q.device(), d) || padded_head(d).is_some_and(|dp| key_tile(dp, nk) == 64)
}

/// Keys `flash64_fwd` takes per tile: 128, or 64 where `CANDELA_FLASH64_KT=64` says so
/// (to measure).
fn key_tile_64() -> usize {
    static KT: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *KT.get_or_init(|| match std::env::var("CANDELA_FLASH64_KT").as_deref() {
        Ok("64") => 64,
        _ => 128,
    })
}

/// Keys a 32-row kernel (head sizes to 64, padded to `dp`) takes per tile for `nk` keys:
/// 128 for SD 1.x's 40-wide heads (and 32) over more than 128 keys, in one K and one V
/// stage as FlashAttention-2's kernels. Their softmax and the output's rescaling are a
/// larger share of the work than at 64 columns: on an H200 (session 32) SD 1.5 2048 stepped
/// in 367-377 ms against 391-396 over 64-key tiles. Everything else keeps 64-key tiles in
/// two stages: SDXL's 64-wide heads (SDXL 1024 44.9 ms a step against 45.7 over 96 keys and
/// 45.9 over 128, which spill on sm_90) and cross-attention's 77 keys, which one wide tile
/// made slower (bench-ops: SD 1.5 1024's 0.093 ms over one 128-key tile against 0.081 over
/// two of 64; SDXL's 1.72 ms a step over one of 96 against about 1.55).
/// `CANDELA_FLASH_KT=64`, `96` or `128` takes that tile for every head size to 64 (to
/// measure).
fn key_tile(dp: usize, nk: usize) -> usize {
    static KT: std::sync::OnceLock<Option<usize>> = std::sync::OnceLock::new();
    let forced = *KT.get_or_init(|| match std::env::var("CANDELA_FLASH_KT").as_deref() {
        Ok("64") => Some(64),
        Ok("96") => Some(96),
        Ok("128") => Some(128),
        _ => None,
    });
    forced.unwrap_or(if dp <= 40 && nk > 128 { 128 } else { 64 })
}

impl OutShape for FlashOp {
    fn out_shape(&self, l: &Layout) -> Result<Shape> {
        let (b, n, hd) = l.shape().dims3()?;
        match &self.second {
            Some([q2, ..]) => Ok(Shape::from((b, n + q2.dim(1)?, hd))),
            None => Ok(l.shape().clone()),
        }
    }
}
cuda_only_op!(
    CustomOp3 for FlashOp, "candela-flash-attention", (q, ql, k, kl, v, vl),
    |_op| q.dtype() => [F16: half::f16, BF16: half::bf16]
);

/// Whether the flash kernel can take this attention: f16 (tensor cores from Turing,
/// compute capability 7.5, up) or bf16 (8.0 up), head size <= 160.
pub fn flash_supported(q: &Tensor, head_dim: usize) -> bool {
    let arch = kernels::arch(q.device());
    head_dim <= 160
        && match q.dtype() {
            DType::F16 => arch >= kernels::OLDEST_ARCH,
            DType::BF16 => arch >= 80,
            _ => false,
        }
}

/// softmax(q k^T * scale) v per head without materializing the scores. q: [b, nq, heads*d],
/// k/v: [b, nk, heads*d] (heads side by side, as the projections write them); the output
/// is laid out like q.
pub fn flash_attention(
    q: &Tensor,
    k: &Tensor,
    v: &Tensor,
    heads: usize,
    scale: f64,
) -> Result<Tensor> {
    let (q, k, v) = (q.contiguous()?, k.contiguous()?, v.contiguous()?);
    q.apply_op3_no_bwd(
        &k,
        &v,
        &FlashOp {
            scale: scale as f32,
            heads,
            second: None,
        },
    )
}

/// Whether [`flash_attention_joint`] takes this attention: [`flash_supported`], and a head
/// size of 64 on sm_80+ (`flash64_fwd`) or one to 64 with the 32-row warps (the joint
/// kernels are built for those only).
pub fn flash_joint_supported(q: &Tensor, head_dim: usize) -> bool {
    flash_supported(q, head_dim)
        && (takes_flash64(q.device(), head_dim) || (head_dim <= 64 && two_row_tiles()))
}

/// [`flash_attention`] over a sequence in two segments, `a` then `b` (q, k, v each, [batch,
/// tokens, heads*d], the same batch and width), as if they were concatenated along the
/// tokens, without concatenating them (where [`flash_joint_supported`]): -> the output's
/// rows of `a` [batch, n, heads*d] and of `b` [batch, m, heads*d], each contiguous (views
/// of one buffer).
pub fn flash_attention_joint(
    a: [&Tensor; 3],
    b: [&Tensor; 3],
    heads: usize,
    scale: f64,
) -> Result<(Tensor, Tensor)> {
    let contiguous = |ts: [&Tensor; 3]| -> Result<[Tensor; 3]> {
        Ok([
            ts[0].contiguous()?,
            ts[1].contiguous()?,
            ts[2].contiguous()?,
        ])
    };
    let [q, k, v] = contiguous(a)?;
    let second = contiguous(b)?;
    let (batch, n, hd) = q.dims3()?;
    let m = second[0].dim(1)?;
    for t in second.iter().chain([&k, &v]) {
        let (tb, _, thd) = t.dims3()?;
        if (tb, thd) != (batch, hd) || t.dtype() != q.dtype() {
            candle_core::bail!(
                "flash attention: segments {:?} and {:?} differ in batch, width or dtype",
                q.dims(),
                t.dims()
            );
        }
    }
    if second[1].dim(1)? != m || second[2].dim(1)? != m || k.dim(1)? != n || v.dim(1)? != n {
        candle_core::bail!("flash attention: a joint segment's q, k and v differ in tokens");
    }
    let out = q.apply_op3_no_bwd(
        &k,
        &v,
        &FlashOp {
            scale: scale as f32,
            heads,
            second: Some(second),
        },
    )?;
    let flat = out.flatten_all()?;
    let first = flat.narrow(0, 0, batch * n * hd)?.reshape((batch, n, hd))?;
    let rest = flat
        .narrow(0, batch * n * hd, batch * m * hd)?
        .reshape((batch, m, hd))?;
    Ok((first, rest))
}
