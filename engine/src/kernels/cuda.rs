//! Loading the kernels and reading the architecture (CUDA builds only).
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use candle_core::cuda_backend::cudarc::driver::{CudaFunction, CudaModule, CudaStream, LaunchArgs};
use candle_core::cuda_backend::cudarc::nvrtc::Ptx;
use candle_core::cuda_backend::WrapErr;
use candle_core::{CudaDevice, Device, Result};

use super::arch::{check_built_for, parse_arch};

/// A source file of engine/kernels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Module {
    /// ops.cu: GroupNorm, im2col, GEGLU, channel add.
    Ops,
    /// flash.cu: flash attention.
    Flash,
}

impl Module {
    fn fatbin(self) -> &'static [u8] {
        match self {
            Module::Ops => include_bytes!(concat!(env!("OUT_DIR"), "/ops.fatbin")),
            Module::Flash => include_bytes!(concat!(env!("OUT_DIR"), "/flash.fatbin")),
        }
    }

    /// PTX with the code paths of `arch` (75: Turing's, otherwise Ampere's and later).
    fn ptx(self, arch: u32) -> &'static str {
        match (self, arch >= 80) {
            (Module::Ops, false) => include_str!(concat!(env!("OUT_DIR"), "/ops_75.ptx")),
            (Module::Ops, true) => include_str!(concat!(env!("OUT_DIR"), "/ops_80.ptx")),
            (Module::Flash, false) => include_str!(concat!(env!("OUT_DIR"), "/flash_75.ptx")),
            (Module::Flash, true) => include_str!(concat!(env!("OUT_DIR"), "/flash_80.ptx")),
        }
    }
}

/// The card's compute capability as major * 10 + minor (0 off CUDA).
pub fn compute_capability(device: &Device) -> u32 {
    card(device).capability
}

/// The card's streaming multiprocessors (0 off CUDA).
pub fn multiprocessors(device: &Device) -> u32 {
    card(device).multiprocessors
}

/// What the kernels' choices ask of a card.
#[derive(Debug, Clone, Copy, Default)]
struct Card {
    /// Compute capability, major * 10 + minor.
    capability: u32,
    /// Streaming multiprocessors.
    multiprocessors: u32,
}

/// The driver's answers for `device`, kept per device: asked before every attention (which
/// kernel, which dtype), three driver queries a device once, then a lookup.
fn card(device: &Device) -> Card {
    use candle_core::cuda_backend::cudarc::driver::sys::CUdevice_attribute as A;
    let Device::Cuda(dev) = device else {
        return Card::default();
    };
    static KNOWN: Mutex<Option<HashMap<candle_core::cuda_backend::DeviceId, Card>>> =
        Mutex::new(None);
    let mut known = KNOWN.lock().expect("card facts lock");
    let known = known.get_or_insert_with(HashMap::new);
    if let Some(&card) = known.get(&dev.id()) {
        return card;
    }
    let ctx = dev.cuda_stream().context().clone();
    let ask = |a| ctx.attribute(a).unwrap_or(0).max(0) as u32;
    let card = Card {
        capability: ask(A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR) * 10
            + ask(A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR),
        multiprocessors: ask(A::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT),
    };
    // A failed query (0) is asked again next time, as before the cache.
    if card.capability > 0 && card.multiprocessors > 0 {
        known.insert(dev.id(), card);
    }
    card
}

/// `CANDELA_ARCH` as set, or None; an unreadable value is reported once and ignored.
fn arch_override() -> Option<u32> {
    static ARCH: OnceLock<Option<u32>> = OnceLock::new();
    *ARCH.get_or_init(|| {
        let value = std::env::var("CANDELA_ARCH").ok()?;
        match parse_arch(&value) {
            Ok(arch) => Some(arch),
            Err(e) => {
                eprintln!("warning: {e}; using the card's own architecture");
                None
            }
        }
    })
}

/// The architecture the engine codes for on `device`: the card's, or `CANDELA_ARCH` where
/// that is set to an older one (a newer one than the card cannot run and is ignored).
pub fn arch(device: &Device) -> u32 {
    let real = compute_capability(device);
    match arch_override() {
        Some(a) if real > 0 => a.min(real),
        _ => real,
    }
}

/// A kernel function and the stream it launches on.
pub struct Func {
    func: CudaFunction,
    stream: Arc<CudaStream>,
}

impl Func {
    pub fn builder(&self) -> LaunchArgs<'_> {
        self.stream.launch_builder(&self.func)
    }

    /// A launch on `stream` instead of the device's own.
    pub fn builder_on<'a>(&'a self, stream: &'a CudaStream) -> LaunchArgs<'a> {
        stream.launch_builder(&self.func)
    }
}

type Loaded = HashMap<(candle_core::cuda_backend::DeviceId, Module), Arc<CudaModule>>;

/// Every kernel function looked up so far, by device and module, then by name.
type Functions =
    HashMap<(candle_core::cuda_backend::DeviceId, Module), HashMap<String, CudaFunction>>;

/// The kernel `name` of `module`, loaded once per device: machine code for the card, or
/// PTX for `CANDELA_ARCH`'s code paths. Each function is looked up in its module once
/// (`cuModuleGetFunction` per launch was a driver call and a name search for each of the
/// ~600 launches of Candela's kernels in an SDXL step).
pub fn function(dev: &CudaDevice, module: Module, name: &str) -> Result<Func> {
    static FUNCTIONS: OnceLock<Mutex<Functions>> = OnceLock::new();
    let functions = FUNCTIONS.get_or_init(Default::default);
    let key = (dev.id(), module);
    let found = functions
        .lock()
        .unwrap()
        .get(&key)
        .and_then(|by_name| by_name.get(name))
        .cloned();
    let func = match found {
        Some(f) => f,
        None => {
            let f = loaded(dev, module)?.load_function(name).w()?;
            let mut all = functions.lock().unwrap();
            all.entry(key)
                .or_default()
                .insert(name.to_string(), f.clone());
            f
        }
    };
    Ok(Func {
        func,
        stream: dev.cuda_stream(),
    })
}

/// `module` loaded on `dev`, once.
fn loaded(dev: &CudaDevice, module: Module) -> Result<Arc<CudaModule>> {
    static LOADED: OnceLock<Mutex<Loaded>> = OnceLock::new();
    let loaded = LOADED.get_or_init(Default::default);
    let key = (dev.id(), module);
    let found = loaded.lock().unwrap().get(&key).cloned();
    Ok(match found {
        Some(m) => m,
        None => {
            let ctx = dev.cuda_stream().context().clone();
            let code = match arch_override() {
                Some(a) => Ptx::from_src(module.ptx(a)),
                None => Ptx::from_binary(module.fatbin().to_vec()),
            };
            let m = ctx.load_module(code).w()?;
            loaded.lock().unwrap().insert(key, m.clone());
            m
        }
    })
}

/// Loads every module of Candela's kernels on `dev` now rather than at first use.
pub fn load_all(dev: &CudaDevice) -> Result<()> {
    for module in [Module::Ops, Module::Flash] {
        loaded(dev, module)?;
    }
    Ok(())
}

/// [`check_built_for`] for `device` and this build: candle's kernels as cubins run from
/// the oldest architecture the build made them for; as PTX (no cubins, or
/// `CANDLE_KERNELS_PTX=1`) from `CUDA_COMPUTE_CAP`.
pub fn check_card(device: &Device) -> Result<()> {
    let cubins = option_env!("CANDELA_CANDLE_CUBIN_ARCH")
        .filter(|_| std::env::var_os("CANDLE_KERNELS_PTX").is_none());
    let built = cubins
        .or(option_env!("CANDELA_CANDLE_ARCH"))
        .and_then(|a| a.parse().ok());
    check_built_for(compute_capability(device), built).map_err(candle_core::Error::Msg)
}
