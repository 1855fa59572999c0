//! Candela's own device pool (`CANDELA_POOL=own`): one reserved address range, blocks cut
//! from it and joined again when freed ([`super::blocks::Blocks`]), and device memory
//! mapped into it a page at a time (`cuMemCreate`/`cuMemMap`) where a block needs it, or a
//! warm page's memory mapped there as well (the page it came from set aside until a trim).
//! cudarc asks it for every allocation and gives its pointers back to it (the vendored
//! cudarc's `driver::external`), so candle's tensors live in it.
//!
//! Stream order: every tensor is allocated and freed on the engine thread's stream
//! (`vram::open_cuda`: one engine thread; the side streams order their work back onto it
//! with events before a tensor they wrote is freed), so a block freed there can serve the
//! next request at once, as the driver's pool does with reuse in stream order only. A
//! request or free from another thread first waits for the whole device. Pages are
//! unmapped only in [`trim`], after the device is synchronised.
use super::blocks::{Blocks, Full, Map};
use candle_core::cuda_backend::cudarc::driver::external::{self, ExternalAllocator};
use candle_core::cuda_backend::cudarc::driver::{sys, DriverError};
use std::ops::Range;
use std::sync::Mutex;
use std::thread::ThreadId;

/// The pool, once [`install`] made it (for the process's life).
struct Pool {
    blocks: Blocks,
    base: sys::CUdeviceptr,
    device: sys::CUdevice,
    ctx: sys::CUcontext,
    /// The device page mapped at each page of the range (its own, or, set aside, one that
    /// another page owns now).
    handles: Vec<Option<sys::CUmemGenericAllocationHandle>>,
    /// The engine thread (the one that installed the pool).
    owner: ThreadId,
    /// Requests and frees from other threads (each waited for the device).
    foreign: u64,
}

// SAFETY: the context handle is only used through the driver, which is thread safe.
unsafe impl Send for Pool {}

struct Own(Mutex<Option<Pool>>);

static OWN: Own = Own(Mutex::new(None));

/// Whether `CANDELA_POOL=own` asks for this pool.
pub fn wanted() -> bool {
    std::env::var("CANDELA_POOL").is_ok_and(|v| v == "own")
}

/// Whether the pool is installed (the device's tensors come from it).
pub fn active() -> bool {
    OWN.0.lock().is_ok_and(|p| p.is_some())
}

/// Reserves an address range of four times the device's memory on the calling thread's
/// context and routes cudarc's allocations to it.
pub fn install(device: sys::CUdevice) -> Result<(), DriverError> {
    let mut guard = OWN
        .0
        .lock()
        .map_err(|_| err(sys::CUresult::CUDA_ERROR_UNKNOWN))?;
    if guard.is_some() {
        return Ok(());
    }
    let prop = page_prop(device);
    let mut page = 0usize;
    let mut total = 0usize;
    let mut ctx: sys::CUcontext = std::ptr::null_mut();
    // SAFETY: the out-pointers are valid; `prop` describes device memory of `device`.
    unsafe {
        sys::cuMemGetAllocationGranularity(
            &mut page,
            &prop,
            sys::CUmemAllocationGranularity_flags::CU_MEM_ALLOC_GRANULARITY_MINIMUM,
        )
        .result()?;
        sys::cuDeviceTotalMem_v2(&mut total, device).result()?;
        sys::cuCtxGetCurrent(&mut ctx).result()?;
    }
    let page = page as u64;
    let pages = (4 * total as u64).div_ceil(page);
    let mut base: sys::CUdeviceptr = 0;
    // SAFETY: a fresh reservation; freed never (the pool lives as long as the process).
    unsafe {
        sys::cuMemAddressReserve(&mut base, (pages * page) as usize, page as usize, 0, 0)
            .result()?;
    }
    *guard = Some(Pool {
        blocks: Blocks::new(page, pages),
        base,
        device,
        ctx,
        handles: vec![None; pages as usize],
        owner: std::thread::current().id(),
        foreign: 0,
    });
    drop(guard);
    if !external::set_external_allocator(&OWN) {
        return Err(err(sys::CUresult::CUDA_ERROR_ALREADY_ACQUIRED));
    }
    Ok(())
}

impl ExternalAllocator for Own {
    fn alloc(&self, bytes: usize) -> Option<Result<sys::CUdeviceptr, DriverError>> {
        let mut guard = self.0.lock().ok()?;
        let pool = guard.as_mut()?;
        Some(pool.alloc(bytes as u64))
    }

    fn free(&self, ptr: sys::CUdeviceptr, _bytes: usize) -> bool {
        let Ok(mut guard) = self.0.lock() else {
            return false;
        };
        let Some(pool) = guard.as_mut() else {
            return false;
        };
        let size = pool.blocks.page() * pool.handles.len() as u64;
        if ptr < pool.base || ptr >= pool.base + size {
            return false;
        }
        pool.from_other_thread();
        pool.blocks.free(ptr - pool.base);
        true
    }
}

impl Pool {
    fn alloc(&mut self, bytes: u64) -> Result<sys::CUdeviceptr, DriverError> {
        self.from_other_thread();
        // No hole long enough, or past the cap: both are out of memory to the caller.
        let (at, maps) = self
            .blocks
            .alloc(bytes)
            .map_err(|_: Full| err(sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY))?;
        if let Err(e) = self.map(&maps) {
            self.blocks.unmap_failed(&maps);
            self.blocks.free(at);
            return Err(e);
        }
        Ok(self.base + at)
    }

    /// Maps each of `maps`' pages, then makes them readable and writable by the device;
    /// where one fails, those mapped before are unmapped again.
    fn map(&mut self, maps: &[Map]) -> Result<(), DriverError> {
        let page = self.blocks.page();
        let prop = page_prop(self.device);
        for (i, m) in maps.iter().enumerate() {
            let (to, handle) = match *m {
                Map::New(p) => {
                    let mut handle: sys::CUmemGenericAllocationHandle = 0;
                    // SAFETY: `prop` describes one page of device memory.
                    let made = unsafe { sys::cuMemCreate(&mut handle, page as usize, &prop, 0) };
                    if let Err(e) = made.result() {
                        self.unmap_new(&maps[..i]);
                        return Err(e);
                    }
                    (p, handle)
                }
                Map::Lend { to, from } => match self.handles[from as usize] {
                    Some(handle) => (to, handle),
                    None => {
                        self.unmap_new(&maps[..i]);
                        return Err(err(sys::CUresult::CUDA_ERROR_ILLEGAL_STATE));
                    }
                },
            };
            // SAFETY: `to` is a page of the reserved range that nothing maps now.
            let mapped =
                unsafe { sys::cuMemMap(self.base + to * page, page as usize, 0, handle, 0) };
            if let Err(e) = mapped.result() {
                if let Map::New(_) = m {
                    // SAFETY: made just above, mapped nowhere.
                    let _ = unsafe { sys::cuMemRelease(handle) };
                }
                self.unmap_new(&maps[..i]);
                return Err(e);
            }
            self.handles[to as usize] = Some(handle);
        }
        // SAFETY: a zeroed CUmemAccessDesc is filled in full below.
        let mut access: sys::CUmemAccessDesc = unsafe { std::mem::zeroed() };
        access.location.type_ = sys::CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE;
        access.location.id = self.device;
        access.flags = sys::CUmemAccess_flags::CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
        for run in runs(maps.iter().map(|m| match *m {
            Map::New(p) | Map::Lend { to: p, .. } => p,
        })) {
            let (at, len) = (self.base + run.start * page, (run.end - run.start) * page);
            // SAFETY: every page of the run was mapped just above.
            if let Err(e) = unsafe { sys::cuMemSetAccess(at, len as usize, &access, 1) }.result() {
                self.unmap_new(maps);
                return Err(e);
            }
        }
        Ok(())
    }

    /// Unmaps the pages `maps` mapped (nothing used them yet): a new device page is
    /// released, a lent one stays its owner's.
    fn unmap_new(&mut self, maps: &[Map]) {
        for m in maps {
            // No kernel was given the block yet.
            match *m {
                Map::New(p) => self.unmap(p, true),
                Map::Lend { to, .. } => self.unmap(to, false),
            }
        }
    }

    /// Unmaps page `p` (nothing on the device may use it), releasing its device page
    /// where it owns it.
    fn unmap(&mut self, p: u64, release: bool) {
        let page = self.blocks.page();
        if let Some(handle) = self.handles[p as usize].take() {
            // SAFETY: the page was mapped to `handle` by `map`; the caller says nothing on
            // the device uses it.
            unsafe {
                let _ = sys::cuMemUnmap(self.base + p * page, page as usize);
                if release {
                    let _ = sys::cuMemRelease(handle);
                }
            }
        }
    }

    /// A request or free from a thread other than the engine's waits for the device, so
    /// that no stream can still use what it frees or is given.
    fn from_other_thread(&mut self) {
        if std::thread::current().id() != self.owner {
            self.foreign += 1;
            // SAFETY: the pool's context, made current on this thread first.
            unsafe {
                let _ = sys::cuCtxSetCurrent(self.ctx);
                let _ = sys::cuCtxSynchronize();
            }
        }
    }
}

/// What [`cuMemCreate`](sys::cuMemCreate) is asked for: device memory of `device`.
fn page_prop(device: sys::CUdevice) -> sys::CUmemAllocationProp {
    // SAFETY: a zeroed CUmemAllocationProp is the documented default for every field not
    // set below.
    let mut prop: sys::CUmemAllocationProp = unsafe { std::mem::zeroed() };
    prop.type_ = sys::CUmemAllocationType::CU_MEM_ALLOCATION_TYPE_PINNED;
    prop.location.type_ = sys::CUmemLocationType::CU_MEM_LOCATION_TYPE_DEVICE;
    prop.location.id = device;
    prop
}

/// Runs of consecutive pages in `pages` (ascending within a run).
fn runs(pages: impl Iterator<Item = u64>) -> Vec<Range<u64>> {
    let mut runs: Vec<Range<u64>> = Vec::new();
    for p in pages {
        match runs.last_mut() {
            Some(r) if r.end == p => r.end = p + 1,
            _ => runs.push(p..p + 1),
        }
    }
    runs
}

fn err(code: sys::CUresult) -> DriverError {
    DriverError(code)
}

/// Runs `f` on the pool, if it is installed.
fn with<T>(f: impl FnOnce(&mut Pool) -> T) -> Option<T> {
    OWN.0.lock().ok()?.as_mut().map(f)
}

/// Waits for the device, then unmaps every page no live block touches.
pub fn trim() {
    with(|pool| {
        // SAFETY: the pool's context; nothing is queued once it returns.
        unsafe {
            let _ = sys::cuCtxSetCurrent(pool.ctx);
            let _ = sys::cuCtxSynchronize();
        }
        let trimmed = pool.blocks.trim();
        for p in trimmed.set_aside {
            pool.unmap(p, false);
        }
        for p in trimmed.released {
            pool.unmap(p, true);
        }
    });
}

/// At most `bytes` mapped from now on (`None`: uncapped); what is mapped over it and
/// unused is trimmed first.
pub fn cap(bytes: Option<u64>) {
    trim();
    with(|pool| pool.blocks.set_cap(bytes));
}

/// Mapped and live bytes now.
pub fn now() -> Option<(u64, u64)> {
    with(|pool| {
        let (live, mapped) = pool.blocks.now();
        (mapped, live)
    })
}

/// Mapped and live bytes at their highs since [`reset_high`].
pub fn high() -> Option<(u64, u64)> {
    with(|pool| {
        let (live, mapped) = pool.blocks.high();
        (mapped, live)
    })
}

pub fn reset_high() {
    with(|pool| pool.blocks.reset_high());
}

/// Requests and frees that came from a thread other than the engine's.
pub fn foreign() -> u64 {
    with(|pool| pool.foreign).unwrap_or(0)
}
