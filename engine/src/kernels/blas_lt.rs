//! A Linear layer's product with its bias added in the GEMM's epilogue (cuBLASLt's
//! `CUBLASLT_EPILOGUE_BIAS`, as torch's `F.linear` does through `addmm`), in f16 and bf16:
//! the bias is added while the tile is in registers instead of in a second pass over the
//! output (`row_add`: 6.5 ms of SDXL 1024's 57 ms step on an H200, docs/benchmarks.md).
//!
//! One cuBLASLt handle and workspace per device, the workspace allocated once outside the
//! memory pool (the VRAM planner counts it with the context: [`crate::vram`] measures
//! what its warm-up adds). Each problem shape's descriptors and the heuristic's algorithm
//! are made once and kept: per call only the bias pointer is set.
use candle_core::cuda_backend::cudarc::cublaslt::{result, sys};
use candle_core::cuda_backend::cudarc::driver::result as driver;
use candle_core::cuda_backend::WrapErr;
use candle_core::{CudaDevice, DType, Result};
use std::collections::HashMap;
use std::ffi::c_void;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, OnceLock};

/// The workspace cuBLASLt may use: NVIDIA's recommendation for the cards before Hopper,
/// the ones Candela is for (Hopper's 32 MiB buys split-K variants these shapes do not
/// need).
pub const WORKSPACE_BYTES: usize = 4 << 20;

/// `out [rows, n] = x [rows, k] . w [n, k]^T + bias [n] (+ residual [rows, n])`, every
/// operand contiguous and in `dtype` (f16 or bf16), on `dev`'s stream. The pointers are
/// device addresses of the operands' first elements.
#[derive(Debug)]
pub struct LinearBias {
    pub dtype: DType,
    pub rows: usize,
    pub k: usize,
    pub n: usize,
    /// Apply tanh-approximated GELU after the bias (`CUBLASLT_EPILOGUE_GELU_BIAS`, the
    /// approximation candle's `gelu` and diffusers' "gelu-approximate" compute).
    pub gelu: bool,
    /// Add a residual of the output's shape in the epilogue (cuBLASLt's C operand with
    /// beta 1): the transformer blocks' `to_out(attention) + x` and `ff(x) + x` in one
    /// pass, each sum rounded once.
    pub residual: bool,
}

/// The operands' device addresses (their first elements); `residual` is read only where
/// [`LinearBias::residual`].
#[derive(Debug, Clone, Copy)]
pub struct Operands {
    pub x: u64,
    pub w: u64,
    pub bias: u64,
    pub residual: u64,
}

impl Operands {
    /// The byte alignments of w, x, the C operand (the residual, or `out`), `out` and the
    /// bias.
    fn aligns(&self, residual: bool, out: u64) -> [u32; 5] {
        let c = if residual { self.residual } else { out };
        [self.w, self.x, c, out, self.bias].map(alignment)
    }
}

/// Set when cuBLASLt did not start ([`warm`]): the Linear layers keep cuBLAS's GEMM.
static FAILED: AtomicBool = AtomicBool::new(false);

/// Whether cuBLASLt takes a Linear of this dtype here: f16 and bf16 (f32 stays on
/// cuBLAS's GEMM, whose TF32 use candle controls), unless it did not start or
/// `CANDELA_NO_BLAS_LT=1` asks for the GEMM and `row_add` (the path before, kept to
/// compare).
pub fn takes(dtype: DType) -> bool {
    static OFF: OnceLock<bool> = OnceLock::new();
    matches!(dtype, DType::F16 | DType::BF16)
        && !FAILED.load(Ordering::Relaxed)
        && !*OFF.get_or_init(|| std::env::var("CANDELA_NO_BLAS_LT").is_ok_and(|v| v == "1"))
}

impl LinearBias {
    /// Whether cuBLASLt has a kernel for this product with the operands at these
    /// addresses and the output freshly allocated (at least 256-byte aligned), choosing it
    /// now if not yet chosen.
    pub fn supported(&self, dev: &CudaDevice, ops: &Operands) -> Result<bool> {
        dev.cuda_stream().context().bind_to_thread().w()?;
        let mut state = state().lock().expect("cuBLASLt state lock");
        let device = state.device(dev)?;
        // A fresh allocation's address: aligned to 256 bytes.
        let aligns = ops.aligns(self.residual, 256);
        // The epilogue reads the bias in vectors (no preference says how aligned it is).
        if aligns[4] < 16 {
            return Ok(false);
        }
        Ok(device.problem(self, aligns)?.is_some())
    }

    /// Runs the product; `out` holds `rows x n` elements, and so does the residual where
    /// [`LinearBias::residual`].
    ///
    /// # Safety
    /// The addresses are of live device memory of the sizes above, on `dev`, used only on
    /// its stream.
    pub unsafe fn run(&self, dev: &CudaDevice, ops: &Operands, out: u64) -> Result<()> {
        let stream = dev.cuda_stream();
        stream.context().bind_to_thread().w()?;
        let mut state = state().lock().expect("cuBLASLt state lock");
        let device = state.device(dev)?;
        let Operands { x, w, bias, .. } = *ops;
        let c = if self.residual { ops.residual } else { out };
        let aligns = ops.aligns(self.residual, out);
        let (handle, workspace) = (device.handle, device.workspace);
        let Some(p) = device.problem(self, aligns)? else {
            candle_core::bail!("cuBLASLt has no kernel for {self:?} at alignments {aligns:?}");
        };
        lt(result::set_matmul_desc_attribute(
            p.desc,
            sys::cublasLtMatmulDescAttributes_t::CUBLASLT_MATMUL_DESC_BIAS_POINTER,
            &bias as *const u64 as *const c_void,
            std::mem::size_of::<u64>(),
        ))?;
        let (alpha, beta) = (1f32, if self.residual { 1f32 } else { 0f32 });
        lt(result::matmul(
            handle,
            p.desc,
            &alpha as *const f32 as *const c_void,
            &beta as *const f32 as *const c_void,
            w as *const c_void,
            p.a,
            x as *const c_void,
            p.b,
            c as *const c_void,
            p.c,
            out as *mut c_void,
            p.c,
            &p.algo,
            workspace as *mut c_void,
            WORKSPACE_BYTES,
            stream.cu_stream() as sys::cudaStream_t,
        ))
    }
}

fn lt<T>(r: std::result::Result<T, result::CublasError>) -> Result<T> {
    r.map_err(|e| candle_core::Error::Msg(format!("cuBLASLt: {e:?}")))
}

/// The largest power of two, up to 256, dividing a device address.
fn alignment(ptr: u64) -> u32 {
    1 << ptr.trailing_zeros().min(8)
}

/// One problem shape's descriptors (column-major, as cuBLASLt reads them: the output's
/// transpose `out^T [n, rows] = w [n, k] . x^T [k, rows]`, so the bias runs along the
/// output's columns, which is what the epilogue broadcasts) and the chosen algorithm.
struct Problem {
    desc: sys::cublasLtMatmulDesc_t,
    a: sys::cublasLtMatrixLayout_t,
    b: sys::cublasLtMatrixLayout_t,
    c: sys::cublasLtMatrixLayout_t,
    algo: sys::cublasLtMatmulAlgo_t,
}

impl Problem {
    /// `aligns`: the byte alignments of w, x, the C operand (the residual, or out), out and
    /// the bias.
    /// None where cuBLASLt's heuristic has no algorithm for it.
    unsafe fn new(
        handle: sys::cublasLtHandle_t,
        s: &LinearBias,
        aligns: [u32; 5],
    ) -> Result<Option<Self>> {
        let ty = match s.dtype {
            DType::F16 => sys::cudaDataType_t::CUDA_R_16F,
            DType::BF16 => sys::cudaDataType_t::CUDA_R_16BF,
            d => candle_core::bail!("cuBLASLt Linear: unsupported dtype {d:?}"),
        };
        let (rows, k, n) = (s.rows as u64, s.k as u64, s.n as u64);
        let desc = lt(result::create_matmul_desc(
            sys::cublasComputeType_t::CUBLAS_COMPUTE_32F,
            sys::cudaDataType_t::CUDA_R_32F,
        ))?;
        // Built before the checks below, so a failure frees what was made (Drop).
        let mut p = Problem {
            desc,
            a: std::ptr::null_mut(),
            b: std::ptr::null_mut(),
            c: std::ptr::null_mut(),
            algo: std::mem::zeroed(),
        };
        let set = |attr, v: i32| {
            lt(result::set_matmul_desc_attribute(
                desc,
                attr,
                &v as *const i32 as *const c_void,
                std::mem::size_of::<i32>(),
            ))
        };
        // A = w held as [n, k] row-major: column-major [k, n], transposed.
        set(
            sys::cublasLtMatmulDescAttributes_t::CUBLASLT_MATMUL_DESC_TRANSA,
            1,
        )?;
        set(
            sys::cublasLtMatmulDescAttributes_t::CUBLASLT_MATMUL_DESC_TRANSB,
            0,
        )?;
        let epilogue = if s.gelu {
            sys::cublasLtEpilogue_t::CUBLASLT_EPILOGUE_GELU_BIAS
        } else {
            sys::cublasLtEpilogue_t::CUBLASLT_EPILOGUE_BIAS
        };
        set(
            sys::cublasLtMatmulDescAttributes_t::CUBLASLT_MATMUL_DESC_EPILOGUE,
            epilogue as i32,
        )?;
        p.a = lt(result::create_matrix_layout(ty, k, n, k as i64))?;
        p.b = lt(result::create_matrix_layout(ty, k, rows, k as i64))?;
        p.c = lt(result::create_matrix_layout(ty, n, rows, n as i64))?;
        let pref = lt(result::create_matmul_pref())?;
        let bytes = WORKSPACE_BYTES as u64;
        let set_pref = |attr, v: *const c_void, size| {
            lt(result::set_matmul_pref_attribute(pref, attr, v, size))
        };
        use sys::cublasLtMatmulPreferenceAttributes_t as Pref;
        let [wa, xa, ca, oa, _] = aligns;
        let chosen = set_pref(
            Pref::CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
            &bytes as *const u64 as *const c_void,
            std::mem::size_of::<u64>(),
        )
        .and_then(|()| {
            for (attr, a) in [
                (Pref::CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_A_BYTES, wa),
                (Pref::CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_B_BYTES, xa),
                (Pref::CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_C_BYTES, ca),
                (Pref::CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_D_BYTES, oa),
            ] {
                set_pref(
                    attr,
                    &a as *const u32 as *const c_void,
                    std::mem::size_of::<u32>(),
                )?;
            }
            Ok(())
        })
        .map(|()| result::get_matmul_algo_heuristic(handle, desc, p.a, p.b, p.c, p.c, pref));
        let _ = result::destroy_matmul_pref(pref);
        match chosen? {
            Ok(h) => {
                p.algo = h.algo;
                Ok(Some(p))
            }
            Err(e) if e.0 == sys::cublasStatus_t::CUBLAS_STATUS_NOT_SUPPORTED => Ok(None),
            Err(e) => Err(candle_core::Error::Msg(format!("cuBLASLt: {e:?}"))),
        }
    }
}

impl Drop for Problem {
    fn drop(&mut self) {
        // SAFETY: each handle was created by this Problem (null ones were not).
        unsafe {
            for l in [self.a, self.b, self.c] {
                if !l.is_null() {
                    let _ = result::destroy_matrix_layout(l);
                }
            }
            let _ = result::destroy_matmul_desc(self.desc);
        }
    }
}

type Key = (DType, usize, usize, usize, bool, bool, [u32; 5]);

struct Device {
    id: candle_core::cuda_backend::DeviceId,
    handle: sys::cublasLtHandle_t,
    workspace: u64,
    /// Each problem's descriptors and algorithm; None: cuBLASLt has none for it.
    problems: HashMap<Key, Option<Problem>>,
}

#[derive(Default)]
struct State {
    devices: Vec<Device>,
}

// SAFETY: the handles are used under the state's lock only, on their device's one stream.
unsafe impl Send for State {}

fn state() -> &'static Mutex<State> {
    static STATE: OnceLock<Mutex<State>> = OnceLock::new();
    STATE.get_or_init(Default::default)
}

impl Device {
    /// The descriptors and algorithm of `s` at `aligns` (w, x, C, out, bias), chosen on
    /// first use; None where cuBLASLt has no algorithm for it.
    fn problem(&mut self, s: &LinearBias, aligns: [u32; 5]) -> Result<Option<&Problem>> {
        let key = (s.dtype, s.rows, s.k, s.n, s.gelu, s.residual, aligns);
        if !self.problems.contains_key(&key) {
            // SAFETY: descriptors and a heuristic query on this device's live handle.
            let problem = unsafe { Problem::new(self.handle, s, aligns)? };
            self.problems.insert(key, problem);
        }
        Ok(self.problems[&key].as_ref())
    }
}

impl State {
    /// `dev`'s handle and workspace, made on first use (the context is bound by the caller).
    fn device(&mut self, dev: &CudaDevice) -> Result<&mut Device> {
        let id = dev.id();
        if let Some(i) = self.devices.iter().position(|d| d.id == id) {
            return Ok(&mut self.devices[i]);
        }
        let handle = lt(result::create_handle())?;
        // SAFETY: a plain device allocation in the bound context, freed never (it lives as
        // long as the process's device).
        let workspace = match unsafe { driver::malloc_sync(WORKSPACE_BYTES) } {
            Ok(p) => p,
            Err(e) => {
                // SAFETY: created just above, used by no one.
                let _ = unsafe { result::destroy_handle(handle) };
                return Err(e).w();
            }
        };
        self.devices.push(Device {
            id,
            handle,
            workspace,
            problems: HashMap::new(),
        });
        Ok(self.devices.last_mut().expect("pushed above"))
    }
}

/// Makes `dev`'s handle and workspace and runs a small product in f16 (and bf16 where the
/// card has it), so that what cuBLASLt maps is in place before a job starts and can be
/// measured (`vram::open_cuda`). On failure the Linear layers keep cuBLAS ([`takes`]).
pub fn warm(dev: &CudaDevice, bf16: bool) -> Result<()> {
    let r = warm_products(dev, bf16);
    if r.is_err() {
        FAILED.store(true, Ordering::Relaxed);
    }
    r
}

fn warm_products(dev: &CudaDevice, bf16: bool) -> Result<()> {
    use candle_core::cuda_backend::cudarc::driver::DevicePtr;
    let (rows, k, n) = (64, 64, 64);
    for dtype in [DType::F16, DType::BF16] {
        if dtype == DType::BF16 && !bf16 {
            continue;
        }
        // Both are 2-byte types: the product reads the same zero bits either way.
        let x = dev.alloc_zeros::<half::f16>(rows * k)?;
        let w = dev.alloc_zeros::<half::f16>(n * k)?;
        let b = dev.alloc_zeros::<half::f16>(n)?;
        let out = dev.alloc_zeros::<half::f16>(rows * n)?;
        let stream = dev.cuda_stream();
        let ptr = |s: &candle_core::cuda_backend::cudarc::driver::CudaSlice<half::f16>| {
            s.device_ptr(&stream).0
        };
        let p = LinearBias {
            dtype,
            rows,
            k,
            n,
            gelu: false,
            residual: false,
        };
        let ops = Operands {
            x: ptr(&x),
            w: ptr(&w),
            bias: ptr(&b),
            residual: 0,
        };
        // SAFETY: the four allocations above, of the problem's sizes, on `dev`.
        unsafe { p.run(dev, &ops, ptr(&out))? };
    }
    Ok(())
}
