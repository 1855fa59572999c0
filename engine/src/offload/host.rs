//! A net's weights packed into one host buffer (page-locked on CUDA), uploaded whole or
//! streamed, and the views a net is rebuilt from.
#[cfg(feature = "cuda")]
use super::cuda;
use candle_core::{DType, Device, Shape, Tensor};
use candle_nn::var_builder::SimpleBackend;
use candle_nn::VarBuilder;
use std::collections::HashMap;
use std::sync::Arc;

/// Tensors a net asked for, in request order.
pub type Recorded = Vec<(String, Tensor)>;

/// Where one tensor sits in its group: an offset in elements and its shape.
#[derive(Debug, Clone)]
pub(super) struct Entry {
    offset: usize,
    shape: Vec<usize>,
}

/// A group of weights packed back to back in one dtype, in host memory.
pub struct HostGroup {
    pub(super) entries: Arc<HashMap<String, Entry>>,
    pub(super) elems: usize,
    pub(super) dtype: DType,
    pub(super) host: HostBuf,
}

pub(super) enum HostBuf {
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

    /// The names of the tensors the group holds.
    pub fn names(&self) -> impl Iterator<Item = &String> {
        self.entries.keys()
    }

    fn entry(&self, name: &str) -> candle_core::Result<&Entry> {
        self.entries.get(name).ok_or_else(|| {
            candle_core::Error::Msg(format!("offloaded weights have no tensor '{name}'"))
        })
    }

    /// A copy of the tensor `name` on the CPU.
    pub fn read(&self, name: &str) -> candle_core::Result<Tensor> {
        let e = self.entry(name)?;
        let n: usize = e.shape.iter().product();
        match &self.host {
            HostBuf::Cpu(t) => t
                .narrow(0, e.offset, n)?
                .copy()?
                .reshape(e.shape.as_slice()),
            #[cfg(feature = "cuda")]
            HostBuf::Pinned(p) => p.read(e.offset, n, self.dtype, &e.shape),
        }
    }

    /// Overwrites the tensor `name` with `value` (its shape, any dtype). Pinned memory
    /// may be the source of a queued copy: callers synchronize the device first.
    pub fn write(&self, name: &str, value: &Tensor) -> candle_core::Result<()> {
        let e = self.entry(name)?;
        let n: usize = e.shape.iter().product();
        if value.elem_count() != n {
            candle_core::bail!("'{name}' holds {n} values, got {:?}", value.dims())
        }
        let flat = value
            .to_device(&Device::Cpu)?
            .to_dtype(self.dtype)?
            .flatten_all()?
            .contiguous()?;
        match &self.host {
            HostBuf::Cpu(t) => t.slice_set(&flat, 0, e.offset),
            #[cfg(feature = "cuda")]
            HostBuf::Pinned(p) => p.write(e.offset * self.dtype.size_in_bytes(), &flat),
        }
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
pub(super) fn views(entries: Arc<HashMap<String, Entry>>, base: Tensor) -> VarBuilder<'static> {
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
