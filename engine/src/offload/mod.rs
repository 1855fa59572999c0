//! Weights that live in host memory and visit the device when a phase needs them.
//!
//! - `--offload model`: a whole net is packed into one host group and uploaded for its
//!   phase ([`HostGroup::upload`]), then dropped.
//! - `--offload sequential`: the UNet is packed a stage at a time (a resnet, a conv, one
//!   transformer block) and streamed through two device slots ([`Streamer`]): while one
//!   stage computes, the next is copied from page-locked memory on a second CUDA stream.
//!   The slots are allocated once and reused every step.
//!
//! A net is packed by building it once through a [`Recorder`], which keeps every tensor
//! the net asks for (already converted to the run's dtype and shape); the net is then
//! rebuilt from views into a device buffer holding the group's bytes ([`views`]).
use crate::model::Weights;
use candle_core::{DType, Device, Shape, Tensor};
use candle_nn::var_builder::SimpleBackend;
use candle_nn::VarBuilder;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

#[cfg(feature = "cuda")]
mod cuda;
mod stream;

#[cfg(feature = "cuda")]
pub(crate) use cuda::alloc_flat;
pub use stream::{SlotPool, Streamer};

/// Tensors a net asked for, in request order.
pub type Recorded = Vec<(String, Tensor)>;

/// A `SimpleBackend` that hands out `inner`'s tensors and keeps a copy of each.
struct Recorder {
    inner: Box<dyn SimpleBackend>,
    log: Arc<Mutex<Recorded>>,
}

impl Recorder {
    fn keep(&self, name: &str, t: Tensor) -> Tensor {
        self.log
            .lock()
            .expect("recorder lock")
            .push((name.to_string(), t.clone()));
        t
    }

    /// Builds through a recorder over `inner`; returns what the build loaded, in order.
    fn run<T>(
        inner: Box<dyn SimpleBackend>,
        dtype: DType,
        device: &Device,
        build: impl FnOnce(VarBuilder<'static>) -> candle_core::Result<T>,
    ) -> candle_core::Result<Recorded> {
        let log = Arc::new(Mutex::new(Vec::new()));
        let recorder = Recorder {
            inner,
            log: log.clone(),
        };
        drop(build(VarBuilder::from_backend(
            Box::new(recorder),
            dtype,
            device.clone(),
        ))?);
        let out = std::mem::take(&mut *log.lock().expect("recorder lock"));
        Ok(out)
    }
}

impl SimpleBackend for Recorder {
    fn get(
        &self,
        s: Shape,
        name: &str,
        h: candle_nn::Init,
        dtype: DType,
        dev: &Device,
    ) -> candle_core::Result<Tensor> {
        Ok(self.keep(name, self.inner.get(s, name, h, dtype, dev)?))
    }

    fn get_unchecked(&self, name: &str, dtype: DType, dev: &Device) -> candle_core::Result<Tensor> {
        Ok(self.keep(name, self.inner.get_unchecked(name, dtype, dev)?))
    }

    fn contains_tensor(&self, name: &str) -> bool {
        self.inner.contains_tensor(name)
    }
}

/// Hands out zero-cost tensors of the requested shapes (a broadcast scalar): building a
/// net through it lists the tensors the net loads without reading or allocating them.
struct ShapesOnly {
    contains: Box<dyn Fn(&str) -> bool + Send + Sync>,
}

impl SimpleBackend for ShapesOnly {
    fn get(
        &self,
        s: Shape,
        _: &str,
        _: candle_nn::Init,
        dtype: DType,
        _: &Device,
    ) -> candle_core::Result<Tensor> {
        Tensor::zeros((), dtype, &Device::Cpu)?.broadcast_as(s)
    }

    fn get_unchecked(&self, name: &str, _: DType, _: &Device) -> candle_core::Result<Tensor> {
        candle_core::bail!("a shape is needed for '{name}'")
    }

    fn contains_tensor(&self, name: &str) -> bool {
        (self.contains)(name)
    }
}

/// Builds something from `weights` (in `dtype`, on `device`) and returns every tensor the
/// build loaded, in order.
pub fn record<T>(
    weights: &Weights,
    dtype: DType,
    device: &Device,
    build: impl FnOnce(VarBuilder<'static>) -> candle_core::Result<T>,
) -> candle_core::Result<Recorded> {
    Recorder::run(weights.backend(), dtype, device, build)
}

/// The names and shapes of the tensors `build` loads from `weights`, without loading them.
pub fn record_shapes<T>(
    weights: &Weights,
    build: impl FnOnce(VarBuilder<'static>) -> candle_core::Result<T>,
) -> candle_core::Result<Vec<(String, Vec<usize>)>> {
    let w = weights.clone();
    let backend = ShapesOnly {
        contains: Box::new(move |n| w.contains(n)),
    };
    let out = Recorder::run(Box::new(backend), DType::F16, &Device::Cpu, build)?;
    Ok(out
        .into_iter()
        .map(|(n, t)| (n, t.dims().to_vec()))
        .collect())
}

/// Where one tensor sits in its group: an offset in elements and its shape.
#[derive(Debug, Clone)]
struct Entry {
    offset: usize,
    shape: Vec<usize>,
}

/// A group of weights packed back to back in one dtype, in host memory.
pub struct HostGroup {
    entries: Arc<HashMap<String, Entry>>,
    elems: usize,
    dtype: DType,
    host: HostBuf,
}

enum HostBuf {
    /// A 1-D CPU tensor; CPU runs build their nets on views of it directly.
    Cpu(Tensor),
    /// Page-locked bytes: CUDA copies from them asynchronously at full bus speed.
    #[cfg(feature = "cuda")]
    Pinned(cuda::PinnedBytes),
}

impl HostGroup {
    /// Packs `tensors` (all in `dtype`) for use on `target`: page-locked memory when the
    /// target is a CUDA device (pageable memory if the driver refuses to pin), a plain CPU
    /// tensor otherwise.
    pub fn pack(tensors: Recorded, dtype: DType, target: &Device) -> candle_core::Result<Self> {
        let mut entries = HashMap::new();
        let mut elems = 0;
        for (name, t) in &tensors {
            if t.dtype() != dtype {
                candle_core::bail!("{name}: packed as {dtype:?} but is {:?}", t.dtype())
            }
            entries.insert(
                name.clone(),
                Entry {
                    offset: elems,
                    shape: t.dims().to_vec(),
                },
            );
            elems += t.elem_count();
        }
        let flat: Vec<Tensor> = tensors
            .iter()
            .map(|(_, t)| t.to_device(&Device::Cpu)?.flatten_all())
            .collect::<candle_core::Result<_>>()?;
        let cpu = if flat.is_empty() {
            Tensor::zeros(0, dtype, &Device::Cpu)?
        } else {
            Tensor::cat(&flat, 0)?
        };
        drop(flat);
        drop(tensors);
        #[cfg(feature = "cuda")]
        let host = match target {
            Device::Cuda(dev) => match cuda::PinnedBytes::from_tensor(dev, &cpu) {
                Ok(p) => HostBuf::Pinned(p),
                Err(_) => HostBuf::Cpu(cpu),
            },
            _ => HostBuf::Cpu(cpu),
        };
        #[cfg(not(feature = "cuda"))]
        let host = {
            let _ = target;
            HostBuf::Cpu(cpu)
        };
        Ok(HostGroup {
            entries: Arc::new(entries),
            elems,
            dtype,
            host,
        })
    }

    /// Bytes of the group's weights.
    pub fn bytes(&self) -> u64 {
        (self.elems * self.dtype.size_in_bytes()) as u64
    }

    pub fn elems(&self) -> usize {
        self.elems
    }

    /// Whether the group holds `name`.
    pub fn contains(&self, name: &str) -> bool {
        self.entries.contains_key(name)
    }

    /// The group on `device`: a fresh device buffer with its bytes (a view of the host
    /// tensor on the CPU), served to a net builder.
    pub fn upload(&self, device: &Device) -> candle_core::Result<VarBuilder<'static>> {
        let base = match (&self.host, device) {
            (HostBuf::Cpu(t), _) => t.to_device(device)?,
            #[cfg(feature = "cuda")]
            (HostBuf::Pinned(p), Device::Cuda(dev)) => {
                let (t, ptr) = cuda::alloc_flat(dev, self.dtype, self.elems)?;
                p.copy_to(ptr, self.bytes() as usize, &dev.cuda_stream())?;
                t
            }
            #[cfg(feature = "cuda")]
            (HostBuf::Pinned(_), _) => {
                candle_core::bail!("page-locked weights can only be uploaded to CUDA")
            }
        };
        Ok(views(self.entries.clone(), base))
    }
}

/// A `VarBuilder` serving `entries` as views into the flat tensor `base`.
fn views(entries: Arc<HashMap<String, Entry>>, base: Tensor) -> VarBuilder<'static> {
    let (dtype, device) = (base.dtype(), base.device().clone());
    VarBuilder::from_backend(Box::new(Views { entries, base }), dtype, device)
}

struct Views {
    entries: Arc<HashMap<String, Entry>>,
    base: Tensor,
}

impl SimpleBackend for Views {
    fn get(
        &self,
        s: Shape,
        name: &str,
        _: candle_nn::Init,
        dtype: DType,
        _: &Device,
    ) -> candle_core::Result<Tensor> {
        let t = self.get_unchecked(name, dtype, self.base.device())?;
        if t.shape() != &s {
            candle_core::bail!(
                "offloaded tensor '{name}' has shape {:?}, expected {:?}",
                t.dims(),
                s.dims()
            )
        }
        Ok(t)
    }

    fn get_unchecked(&self, name: &str, dtype: DType, _: &Device) -> candle_core::Result<Tensor> {
        let e = self.entries.get(name).ok_or_else(|| {
            candle_core::Error::Msg(format!("offloaded weights have no tensor '{name}'"))
        })?;
        let n: usize = e.shape.iter().product();
        self.base
            .narrow(0, e.offset, n)?
            .reshape(e.shape.as_slice())?
            .to_dtype(dtype)
    }

    fn contains_tensor(&self, name: &str) -> bool {
        self.entries.contains_key(name)
    }
}
