//! cuDNN's convolution, loaded at run time (CUDA builds only; issue 14), opt-in with
//! `CANDELA_CUDNN=1`. The worker links nothing of cuDNN: with the switch on, opening the
//! device looks for `libcudnn.so.9` (the package's rpath, then the loader's path) and,
//! where it is missing or unusable, `nets` keeps its own im2col + GEMM convolution. It is
//! not the default because on an H100 it measured 0-8% faster UNet steps for a slower
//! first job (each shape's algorithms are measured at its first use) and first-use
//! memory the plan does not count (docs/benchmarks.md, session 11). Only the legacy
//! forward-convolution calls are used (cuDNN 9 keeps them). The algorithm for each shape is
//! measured once, at its first convolution (`cudnnFindConvolutionForwardAlgorithmEx`, as
//! torch's `cudnn.benchmark`): the fastest whose workspace fits the caller's limit, which
//! the memory plan already counts (an im2col band's bytes). f32 convolutions use FMA math
//! (no TF32), so f32 stays exact; f16/bf16 use tensor cores with f32 accumulation.
//! `CANDELA_CUDNN_LOG=1` prints each choice.
use std::collections::HashMap;
use std::ffi::{c_char, c_int, c_void, CStr};
use std::sync::{Mutex, OnceLock};

use candle_core::cuda_backend::cudarc::driver::sys::CUstream;
use candle_core::cuda_backend::WrapErr;
use candle_core::{CudaDevice, DType, Result};

type Status = c_int;
type Handle = *mut c_void;
type Desc = *mut c_void;

/// cuDNN's `cudnnConvolutionFwdAlgoPerf_t`.
#[repr(C)]
#[derive(Clone, Copy, Default)]
struct AlgoPerf {
    algo: c_int,
    status: Status,
    time: f32,
    memory: usize,
    determinism: c_int,
    math_type: c_int,
    reserved: [c_int; 3],
}

const NCHW: c_int = 0;
const CROSS_CORRELATION: c_int = 1;
const DATA_FLOAT: c_int = 0;
const DATA_HALF: c_int = 2;
const DATA_BFLOAT16: c_int = 9;
const TENSOR_OP_MATH: c_int = 1;
const TENSOR_OP_ALLOW_CONVERSION: c_int = 2;
const FMA_MATH: c_int = 3;

/// The calls Candela makes, resolved once from the library.
struct Api {
    _lib: libloading::Library,
    version: usize,
    error_string: unsafe extern "C" fn(Status) -> *const c_char,
    create: unsafe extern "C" fn(*mut Handle) -> Status,
    set_stream: unsafe extern "C" fn(Handle, CUstream) -> Status,
    create_tensor: unsafe extern "C" fn(*mut Desc) -> Status,
    set_tensor_4d: unsafe extern "C" fn(Desc, c_int, c_int, c_int, c_int, c_int, c_int) -> Status,
    create_filter: unsafe extern "C" fn(*mut Desc) -> Status,
    set_filter_4d: unsafe extern "C" fn(Desc, c_int, c_int, c_int, c_int, c_int, c_int) -> Status,
    create_conv: unsafe extern "C" fn(*mut Desc) -> Status,
    #[allow(clippy::type_complexity)]
    set_conv_2d: unsafe extern "C" fn(
        Desc,
        c_int,
        c_int,
        c_int,
        c_int,
        c_int,
        c_int,
        c_int,
        c_int,
    ) -> Status,
    set_math: unsafe extern "C" fn(Desc, c_int) -> Status,
    #[allow(clippy::type_complexity)]
    find_algos: unsafe extern "C" fn(
        Handle,
        Desc,
        u64,
        Desc,
        u64,
        Desc,
        Desc,
        u64,
        c_int,
        *mut c_int,
        *mut AlgoPerf,
        u64,
        usize,
    ) -> Status,
    #[allow(clippy::type_complexity)]
    forward: unsafe extern "C" fn(
        Handle,
        *const c_void,
        Desc,
        u64,
        Desc,
        u64,
        Desc,
        c_int,
        u64,
        usize,
        *const c_void,
        Desc,
        u64,
    ) -> Status,
}

/// The library names tried, in order.
const LIBRARIES: [&str; 2] = ["libcudnn.so.9", "libcudnn.so"];

impl Api {
    fn load() -> std::result::Result<Api, String> {
        let mut tried = Vec::new();
        for name in LIBRARIES {
            // SAFETY: loading cuDNN runs only its initialisers.
            match unsafe { libloading::Library::new(name) } {
                Ok(lib) => return Api::resolve(lib).map_err(|e| format!("{name}: {e}")),
                Err(e) => tried.push(format!("{name}: {e}")),
            }
        }
        Err(tried.join("; "))
    }

    fn resolve(lib: libloading::Library) -> std::result::Result<Api, String> {
        macro_rules! sym {
            ($name:literal) => {
                // SAFETY: each symbol is declared with cuDNN 9's C signature.
                *unsafe { lib.get($name.as_bytes()) }
                    .map_err(|e| format!("missing {}: {e}", $name))?
            };
        }
        let get_version: unsafe extern "C" fn() -> usize = sym!("cudnnGetVersion");
        // SAFETY: a plain query.
        let version = unsafe { get_version() };
        if version < 90000 {
            return Err(format!("version {version}, Candela needs 9.x"));
        }
        Ok(Api {
            version,
            error_string: sym!("cudnnGetErrorString"),
            create: sym!("cudnnCreate"),
            set_stream: sym!("cudnnSetStream"),
            create_tensor: sym!("cudnnCreateTensorDescriptor"),
            set_tensor_4d: sym!("cudnnSetTensor4dDescriptor"),
            create_filter: sym!("cudnnCreateFilterDescriptor"),
            set_filter_4d: sym!("cudnnSetFilter4dDescriptor"),
            create_conv: sym!("cudnnCreateConvolutionDescriptor"),
            set_conv_2d: sym!("cudnnSetConvolution2dDescriptor"),
            set_math: sym!("cudnnSetConvolutionMathType"),
            find_algos: sym!("cudnnFindConvolutionForwardAlgorithmEx"),
            forward: sym!("cudnnConvolutionForward"),
            _lib: lib,
        })
    }

    fn check(&self, status: Status, what: &str) -> Result<()> {
        if status == 0 {
            return Ok(());
        }
        // SAFETY: cuDNN returns a static string for every status.
        let msg = unsafe { CStr::from_ptr((self.error_string)(status)) };
        candle_core::bail!("cuDNN {what}: {} ({status})", msg.to_string_lossy())
    }
}

/// Whether `CANDELA_CUDNN` switches cuDNN on (`1`, `on`, `true`, `yes`).
fn switched_on() -> bool {
    std::env::var("CANDELA_CUDNN")
        .map(|v| matches!(v.to_ascii_lowercase().as_str(), "1" | "on" | "true" | "yes"))
        .unwrap_or(false)
}

/// Set when cuDNN loaded but failed its first convolutions: the process keeps im2col.
static FAILED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// cuDNN if it loaded, or why not.
fn api() -> std::result::Result<&'static Api, &'static str> {
    if FAILED.load(std::sync::atomic::Ordering::Relaxed) {
        return Err("it failed its first convolution when the device opened");
    }
    static API: OnceLock<std::result::Result<Api, String>> = OnceLock::new();
    let loaded = API.get_or_init(|| {
        if !switched_on() {
            return Err("off unless CANDELA_CUDNN=1".to_string());
        }
        Api::load()
    });
    loaded.as_ref().map_err(|e| e.as_str())
}

/// Whether cuDNN is switched on and loaded (and has not failed its first convolutions).
pub fn in_use() -> bool {
    api().is_ok()
}

/// What the engine uses for 3x3 convolutions on CUDA, for the bench's output: cuDNN's
/// version, or why its own im2col + GEMM instead.
pub fn cudnn_status() -> String {
    match api() {
        Ok(api) => {
            let v = api.version;
            format!("cuDNN {}.{}.{}", v / 10000, v % 10000 / 100, v % 100)
        }
        Err(why) => format!("im2col + GEMM (cuDNN not used: {why})"),
    }
}

/// A 2D convolution's shapes, NCHW input and KCRS filter, square stride and padding.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ConvShape {
    pub n: usize,
    pub c: usize,
    pub h: usize,
    pub w: usize,
    pub k: usize,
    pub kh: usize,
    pub kw: usize,
    pub stride: usize,
    pub pad: usize,
}

impl ConvShape {
    pub fn h_out(&self) -> usize {
        (self.h + 2 * self.pad - self.kh) / self.stride + 1
    }

    pub fn w_out(&self) -> usize {
        (self.w + 2 * self.pad - self.kw) / self.stride + 1
    }
}

/// One shape's descriptors, and the algorithm measured for it (None until measured).
struct Prepared {
    x: Desc,
    w: Desc,
    conv: Desc,
    y: Desc,
    chosen: Option<Chosen>,
}

/// A measured choice: the algorithm and its workspace, or none within the limit.
#[derive(Clone, Copy)]
enum Chosen {
    Algo { algo: c_int, workspace: usize },
    Declined,
}

// SAFETY: descriptors are host objects; they are only used under `State`'s lock.
unsafe impl Send for Prepared {}

type Key = (ConvShape, DType, usize);

#[derive(Default)]
struct State {
    /// One handle per stream (so per device: every device has one stream).
    handles: HashMap<usize, usize>,
    prepared: HashMap<Key, Prepared>,
}

fn state() -> &'static Mutex<State> {
    static STATE: OnceLock<Mutex<State>> = OnceLock::new();
    STATE.get_or_init(Default::default)
}

fn data_type(dtype: DType) -> Result<c_int> {
    Ok(match dtype {
        DType::F32 => DATA_FLOAT,
        DType::F16 => DATA_HALF,
        DType::BF16 => DATA_BFLOAT16,
        d => candle_core::bail!("cuDNN convolution: unsupported dtype {d:?}"),
    })
}

impl State {
    fn handle(&mut self, api: &Api, dev: &CudaDevice) -> Result<Handle> {
        let cuda = dev.cuda_stream();
        // cuDNN works in the thread's current context: make it the device's.
        cuda.context().bind_to_thread().w()?;
        let stream = cuda.cu_stream();
        let hkey = stream as usize;
        if let Some(&h) = self.handles.get(&hkey) {
            return Ok(h as Handle);
        }
        let mut h: Handle = std::ptr::null_mut();
        // SAFETY: out-pointers to locals; the stream is the device's live stream.
        api.check(unsafe { (api.create)(&mut h) }, "create")?;
        api.check(unsafe { (api.set_stream)(h, stream) }, "set stream")?;
        self.handles.insert(hkey, h as usize);
        Ok(h)
    }

    fn prepared(&mut self, api: &Api, key: &Key) -> Result<&mut Prepared> {
        if !self.prepared.contains_key(key) {
            let p = describe(api, &key.0, key.1)?;
            self.prepared.insert(*key, p);
        }
        Ok(self.prepared.get_mut(key).expect("inserted above"))
    }
}

/// The descriptors of `s` in `dtype`.
fn describe(api: &Api, s: &ConvShape, dtype: DType) -> Result<Prepared> {
    let dt = data_type(dtype)?;
    let i = |v: usize| v as c_int;
    let mut d = [std::ptr::null_mut(); 4];
    // SAFETY: out-pointers to locals, then setters on the descriptors just created.
    unsafe {
        api.check((api.create_tensor)(&mut d[0]), "tensor descriptor")?;
        api.check((api.create_filter)(&mut d[1]), "filter descriptor")?;
        api.check((api.create_conv)(&mut d[2]), "convolution descriptor")?;
        api.check((api.create_tensor)(&mut d[3]), "tensor descriptor")?;
        let (x, w, conv, y) = (d[0], d[1], d[2], d[3]);
        api.check(
            (api.set_tensor_4d)(x, NCHW, dt, i(s.n), i(s.c), i(s.h), i(s.w)),
            "input shape",
        )?;
        api.check(
            (api.set_filter_4d)(w, dt, NCHW, i(s.k), i(s.c), i(s.kh), i(s.kw)),
            "filter shape",
        )?;
        api.check(
            (api.set_conv_2d)(
                conv,
                i(s.pad),
                i(s.pad),
                i(s.stride),
                i(s.stride),
                1,
                1,
                CROSS_CORRELATION,
                DATA_FLOAT,
            ),
            "convolution",
        )?;
        api.check((api.set_math)(conv, math_for(dtype)), "math type")?;
        api.check(
            (api.set_tensor_4d)(y, NCHW, dt, i(s.n), i(s.k), i(s.h_out()), i(s.w_out())),
            "output shape",
        )?;
        Ok(Prepared {
            x,
            w,
            conv,
            y,
            chosen: None,
        })
    }
}

/// f32 must not use a tensor-op (TF32) algorithm; 16-bit types use tensor cores.
fn math_for(dtype: DType) -> c_int {
    if dtype == DType::F32 {
        FMA_MATH
    } else {
        TENSOR_OP_MATH
    }
}

/// Device pointers of one convolution's operands and its workspace.
pub struct ConvPtrs {
    pub x: u64,
    pub w: u64,
    pub y: u64,
    pub workspace: u64,
}

impl ConvPtrs {
    /// Whether every operand is 16-byte aligned, as cuDNN's tensor-core kernels need (a
    /// view into a larger buffer may not be).
    pub fn aligned(&self) -> bool {
        [self.x, self.w, self.y].iter().all(|p| p % 16 == 0)
    }
}

/// What is known of cuDNN for one convolution.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    /// cuDNN is not available, or has no algorithm within the limit: use another way.
    No,
    /// Not measured yet: the first call measures with a workspace of the whole limit.
    Measure,
    /// cuDNN runs it with this many bytes of workspace.
    Run(usize),
}

/// What cuDNN would do for `s` in `dtype` with at most `limit` bytes of workspace.
pub fn decision(s: &ConvShape, dtype: DType, limit: usize) -> Decision {
    if api().is_err() {
        return Decision::No;
    }
    let state = state().lock().unwrap_or_else(|e| e.into_inner());
    match state
        .prepared
        .get(&(*s, dtype, limit))
        .and_then(|p| p.chosen)
    {
        None => Decision::Measure,
        Some(Chosen::Declined) => Decision::No,
        Some(Chosen::Algo { workspace, .. }) => Decision::Run(workspace),
    }
}

/// Measures cuDNN's algorithms for `s` on the operands `ptrs` (the output is overwritten;
/// the workspace holds `limit` bytes) and keeps the fastest whose workspace is within
/// `limit`; returns [`decision`]'s answer after it.
pub fn measure(
    dev: &CudaDevice,
    s: &ConvShape,
    dtype: DType,
    limit: usize,
    ptrs: &ConvPtrs,
) -> Result<Decision> {
    let api = api().map_err(|why| candle_core::Error::Msg(format!("cuDNN: {why}")))?;
    let mut state = state().lock().unwrap_or_else(|e| e.into_inner());
    let handle = state.handle(api, dev)?;
    let p = state.prepared(api, &(*s, dtype, limit))?;
    let mut perf = [AlgoPerf::default(); 16];
    let mut returned: c_int = 0;
    // SAFETY: the descriptors describe the live buffers `ptrs` points at.
    let status = unsafe {
        (api.find_algos)(
            handle,
            p.x,
            ptrs.x,
            p.w,
            ptrs.w,
            p.conv,
            p.y,
            ptrs.y,
            perf.len() as c_int,
            &mut returned,
            perf.as_mut_ptr(),
            ptrs.workspace,
            limit,
        )
    };
    api.check(status, "algorithm search")?;
    let math = math_for(dtype);
    // f32: FMA only (no TF32). 16-bit: tensor cores only; where none fits the limit the
    // caller's im2col + GEMM (tensor cores through cuBLAS) is faster than any FMA kernel.
    let best = perf[..returned.max(0) as usize].iter().find(|q| {
        q.status == 0
            && q.memory <= limit
            && if dtype == DType::F32 {
                q.math_type != TENSOR_OP_MATH
            } else {
                q.math_type == TENSOR_OP_MATH || q.math_type == TENSOR_OP_ALLOW_CONVERSION
            }
    });
    let chosen = match best {
        Some(q) => {
            // Run with the math type the algorithm was measured with.
            let m = if dtype == DType::F32 {
                math
            } else {
                q.math_type
            };
            // SAFETY: a setter on a live descriptor.
            api.check(unsafe { (api.set_math)(p.conv, m) }, "math type")?;
            Chosen::Algo {
                algo: q.algo,
                workspace: q.memory,
            }
        }
        None => Chosen::Declined,
    };
    if std::env::var_os("CANDELA_CUDNN_LOG").is_some() {
        let listed: Vec<String> = perf[..returned.max(0) as usize]
            .iter()
            .map(|q| {
                format!(
                    "algo {} {:.3} ms {} B math {} status {}",
                    q.algo, q.time, q.memory, q.math_type, q.status
                )
            })
            .collect();
        eprintln!("cudnn {s:?} {dtype:?} limit {limit}: {}", listed.join("; "));
    }
    p.chosen = Some(chosen);
    Ok(match chosen {
        Chosen::Algo { workspace, .. } => Decision::Run(workspace),
        Chosen::Declined => Decision::No,
    })
}

/// Records that `s` in `dtype` within `limit` runs another way from now on (the caller
/// measured that way faster).
pub fn decline(s: &ConvShape, dtype: DType, limit: usize) {
    let mut state = state().lock().unwrap_or_else(|e| e.into_inner());
    if let Some(p) = state.prepared.get_mut(&(*s, dtype, limit)) {
        p.chosen = Some(Chosen::Declined);
    }
}

/// Queues `s` through cuDNN on `dev`'s stream with the algorithm [`measure`] chose for the
/// same `limit` (its workspace is what `ptrs.workspace` holds).
pub fn conv_forward(
    dev: &CudaDevice,
    s: &ConvShape,
    dtype: DType,
    limit: usize,
    ptrs: &ConvPtrs,
) -> Result<()> {
    let api = api().map_err(|why| candle_core::Error::Msg(format!("cuDNN: {why}")))?;
    let mut state = state().lock().unwrap_or_else(|e| e.into_inner());
    let handle = state.handle(api, dev)?;
    let p = state.prepared(api, &(*s, dtype, limit))?;
    let Some(Chosen::Algo { algo, workspace }) = p.chosen else {
        candle_core::bail!("cuDNN: no measured algorithm for {s:?} within {limit} bytes");
    };
    let (one, zero) = (1f32, 0f32);
    // SAFETY: the pointers are live device buffers of the described shapes, the workspace
    // holds `workspace` bytes; alpha and beta are f32 for every data type used here.
    let status = unsafe {
        (api.forward)(
            handle,
            (&one as *const f32).cast(),
            p.x,
            ptrs.x,
            p.w,
            ptrs.w,
            p.conv,
            algo,
            ptrs.workspace,
            workspace,
            (&zero as *const f32).cast(),
            p.y,
            ptrs.y,
        )
    };
    api.check(status, "convolution")
}

/// Loads cuDNN and maps what its first convolutions map (the handle, the kernels of one
/// small f16 and one f32 3x3 convolution) now rather than inside a job's first phase;
/// `Ok(false)` where cuDNN is not used. On an error cuDNN is not used by this process.
pub fn warm(dev: &CudaDevice) -> Result<bool> {
    let warmed = warm_once(dev);
    if warmed.is_err() {
        FAILED.store(true, std::sync::atomic::Ordering::Relaxed);
    }
    warmed
}

fn warm_once(dev: &CudaDevice) -> Result<bool> {
    use candle_core::cuda_backend::cudarc::driver::DevicePtr;
    if api().is_err() {
        return Ok(false);
    }
    let s = ConvShape {
        n: 1,
        c: 8,
        h: 8,
        w: 8,
        k: 8,
        kh: 3,
        kw: 3,
        stride: 1,
        pad: 1,
    };
    let stream = dev.cuda_stream();
    for dtype in [DType::F16, DType::F32] {
        let limit = 1 << 20;
        let size = dtype.size_in_bytes();
        let x = dev.alloc_zeros::<u8>(s.n * s.c * s.h * s.w * size)?;
        let w = dev.alloc_zeros::<u8>(s.k * s.c * s.kh * s.kw * size)?;
        let y = dev.alloc_zeros::<u8>(s.n * s.k * s.h_out() * s.w_out() * size)?;
        let ws = dev.alloc_zeros::<u8>(limit)?;
        let ptrs = ConvPtrs {
            x: x.device_ptr(&stream).0,
            w: w.device_ptr(&stream).0,
            y: y.device_ptr(&stream).0,
            workspace: ws.device_ptr(&stream).0,
        };
        if let Decision::Run(_) = measure(dev, &s, dtype, limit, &ptrs)? {
            conv_forward(dev, &s, dtype, limit, &ptrs)?;
        }
    }
    stream.synchronize().w()?;
    Ok(true)
}
