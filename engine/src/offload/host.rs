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

/// Where one tensor sits in its group: its lane, an offset in elements and its shape.
#[derive(Debug, Clone)]
pub(super) struct Entry {
    lane: usize,
    offset: usize,
    shape: Vec<usize>,
}

/// A group of weights packed back to back in host memory, one lane per dtype (a net
/// whose layers are stored low, `--weights-dtype`, holds them in one lane and its norms
/// and embeddings in another).
pub struct HostGroup {
    pub(super) entries: Arc<HashMap<String, Entry>>,
    pub(super) lanes: Vec<Lane>,
    /// The dtype the net computes in (what its builder is asked for).
    pub(super) dtype: DType,
}

/// The tensors of one dtype of a group, packed back to back.
pub(super) struct Lane {
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
    /// Packs `tensors` (each in the dtype it is held in) of a net computing in `dtype` for
    /// use on `target`: page-locked memory when the target is a CUDA device (pageable
    /// memory if the driver refuses to pin), a plain CPU tensor otherwise.
    pub fn pack(tensors: Recorded, dtype: DType, target: &Device) -> candle_core::Result<Self> {
        let mut entries = HashMap::new();
        let mut dtypes: Vec<DType> = Vec::new();
        let mut elems: Vec<usize> = Vec::new();
        let mut flats: Vec<Vec<Tensor>> = Vec::new();
        for (name, t) in &tensors {
            let lane = match dtypes.iter().position(|d| *d == t.dtype()) {
                Some(l) => l,
                None => {
                    dtypes.push(t.dtype());
                    elems.push(0);
                    flats.push(Vec::new());
                    dtypes.len() - 1
                }
            };
            entries.insert(
                name.clone(),
                Entry {
                    lane,
                    offset: elems[lane],
                    shape: t.dims().to_vec(),
                },
            );
            elems[lane] += t.elem_count();
            flats[lane].push(t.to_device(&Device::Cpu)?.flatten_all()?);
        }
        drop(tensors);
        let lanes = dtypes
            .into_iter()
            .zip(elems)
            .zip(flats)
            .map(|((dtype, elems), flat)| {
                Ok(Lane {
                    elems,
                    dtype,
                    host: host_buf(flat, target)?,
                })
            })
            .collect::<candle_core::Result<_>>()?;
        Ok(HostGroup {
            entries: Arc::new(entries),
            lanes,
            dtype,
        })
    }

    /// An empty group.
    pub fn empty() -> Self {
        HostGroup {
            entries: Arc::new(HashMap::new()),
            lanes: Vec::new(),
            dtype: DType::F32,
        }
    }

    /// Bytes of the group's weights.
    pub fn bytes(&self) -> u64 {
        self.lanes.iter().map(Lane::bytes).sum()
    }

    /// The dtypes of its lanes with their element counts.
    pub fn lane_sizes(&self) -> impl Iterator<Item = (DType, usize)> + '_ {
        self.lanes.iter().map(|l| (l.dtype, l.elems))
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

    /// The dtype the tensor `name` is held in.
    pub fn held_dtype(&self, name: &str) -> candle_core::Result<DType> {
        Ok(self.lanes[self.entry(name)?.lane].dtype)
    }

    /// A copy of the tensor `name` on the CPU, in the dtype it is held in.
    pub fn read(&self, name: &str) -> candle_core::Result<Tensor> {
        let e = self.entry(name)?;
        let lane = &self.lanes[e.lane];
        let n: usize = e.shape.iter().product();
        match &lane.host {
            HostBuf::Cpu(t) => t
                .narrow(0, e.offset, n)?
                .copy()?
                .reshape(e.shape.as_slice()),
            #[cfg(feature = "cuda")]
            HostBuf::Pinned(p) => p.read(e.offset, n, lane.dtype, &e.shape),
        }
    }

    /// Overwrites the tensor `name` with `value` (its shape, any dtype: converted to the
    /// dtype it is held in). Pinned memory may be the source of a queued copy: callers
    /// synchronize the device first.
    pub fn write(&self, name: &str, value: &Tensor) -> candle_core::Result<()> {
        let e = self.entry(name)?;
        let lane = &self.lanes[e.lane];
        let n: usize = e.shape.iter().product();
        if value.elem_count() != n {
            candle_core::bail!("'{name}' holds {n} values, got {:?}", value.dims())
        }
        let flat = crate::weights_dtype::encode(&value.to_device(&Device::Cpu)?, lane.dtype)?
            .flatten_all()?
            .contiguous()?;
        match &lane.host {
            HostBuf::Cpu(t) => t.slice_set(&flat, 0, e.offset),
            #[cfg(feature = "cuda")]
            HostBuf::Pinned(p) => p.write(e.offset * lane.dtype.size_in_bytes(), &flat),
        }
    }

    /// The group on `device`: a fresh device buffer per lane with its bytes (a view of
    /// the host tensor on the CPU), served to a net builder.
    pub fn upload(&self, device: &Device) -> candle_core::Result<VarBuilder<'static>> {
        let bases = self.upload_lanes(device)?;
        Ok(views(self.entries.clone(), bases, self.dtype, device))
    }

    /// Its lanes on `device`, a fresh buffer each (a view of the host tensor on the CPU).
    fn upload_lanes(&self, device: &Device) -> candle_core::Result<Vec<Tensor>> {
        self.lanes.iter().map(|lane| lane.upload(device)).collect()
    }
}

/// `groups`' lanes on the CUDA device `dev`, each group's in its lane order, all of one
/// dtype in one device buffer (two allocations for an fp8 net's groups, not two per group:
/// the pool maps each allocation on its own, and a buffer apiece for SD 3.5 Large's kept
/// blocks held 100 MiB more than their bytes). Each lane starts aligned as the arena's
/// places do (`ring::ALIGN_BYTES`). The copies are queued on the device's stream.
#[cfg(feature = "cuda")]
pub(super) fn upload_together(
    dev: &candle_core::CudaDevice,
    groups: &[&HostGroup],
) -> candle_core::Result<Vec<Vec<Tensor>>> {
    use super::ring::{round_up, ALIGN_BYTES};
    // Per dtype, the elements so far; per group and lane, its dtype and start.
    let mut totals: Vec<(DType, usize)> = Vec::new();
    let mut starts: Vec<Vec<usize>> = Vec::new();
    for g in groups {
        let mut at = Vec::new();
        for lane in &g.lanes {
            let align = (ALIGN_BYTES / lane.dtype.size_in_bytes()).max(1);
            let total = match totals.iter_mut().find(|(d, _)| *d == lane.dtype) {
                Some((_, n)) => n,
                None => {
                    totals.push((lane.dtype, 0));
                    &mut totals.last_mut().expect("just pushed").1
                }
            };
            *total = round_up(*total, align);
            at.push(*total);
            *total += lane.elems;
        }
        starts.push(at);
    }
    let stream = dev.cuda_stream();
    let buffers = totals
        .iter()
        .map(|&(dtype, elems)| Ok((dtype, cuda::alloc_flat(dev, dtype, elems)?)))
        .collect::<candle_core::Result<Vec<_>>>()?;
    groups
        .iter()
        .zip(starts)
        .map(|(g, at)| {
            g.lanes
                .iter()
                .zip(at)
                .map(|(lane, start)| {
                    let (_, (buf, ptr)) = buffers
                        .iter()
                        .find(|(d, _)| *d == lane.dtype)
                        .expect("a buffer per dtype");
                    let dst = ptr + (start * lane.dtype.size_in_bytes()) as u64;
                    match &lane.host {
                        HostBuf::Pinned(p) => p.copy_to(dst, lane.bytes() as usize, &stream)?,
                        HostBuf::Cpu(_) => {
                            candle_core::bail!("kept groups must be page-locked")
                        }
                    }
                    buf.narrow(0, start, lane.elems)
                })
                .collect()
        })
        .collect()
}

impl Lane {
    pub(super) fn bytes(&self) -> u64 {
        (self.elems * self.dtype.size_in_bytes()) as u64
    }

    fn upload(&self, device: &Device) -> candle_core::Result<Tensor> {
        Ok(match (&self.host, device) {
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
        })
    }
}

/// The bytes of `flat` (contiguous CPU tensors of one dtype) back to back where `target`
/// copies from fastest: page-locked on CUDA, copied there straight from each tensor (one
/// copy; the concatenation went first before session 46), concatenated in pageable memory
/// if the driver refuses to lock it.
fn host_buf(flat: Vec<Tensor>, target: &Device) -> candle_core::Result<HostBuf> {
    #[cfg(feature = "cuda")]
    if let Device::Cuda(dev) = target {
        let pinned = crate::profile::time("load.pin", target, || {
            cuda::PinnedBytes::from_tensors(dev, &flat)
        });
        if let Ok(p) = pinned {
            return Ok(HostBuf::Pinned(p));
        }
    }
    let _ = target;
    Ok(HostBuf::Cpu(Tensor::cat(&flat, 0)?))
}

/// A `VarBuilder` in `dtype` serving `entries` as views into the flat tensors `bases`
/// (one per lane).
pub(super) fn views(
    entries: Arc<HashMap<String, Entry>>,
    bases: Vec<Tensor>,
    dtype: DType,
    device: &Device,
) -> VarBuilder<'static> {
    VarBuilder::from_backend(Box::new(Views { entries, bases }), dtype, device.clone())
}

struct Views {
    entries: Arc<HashMap<String, Entry>>,
    bases: Vec<Tensor>,
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
        let t = self.get_unchecked(name, dtype, &Device::Cpu)?;
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
        let t = self.bases[e.lane]
            .narrow(0, e.offset, n)?
            .reshape(e.shape.as_slice())?;
        // A layer that may be stored low comes as it is held (the layer upcasts it);
        // everything else in the dtype asked for, as the net was built with.
        if crate::weights_dtype::stores_low(name) {
            Ok(t)
        } else {
            t.to_dtype(dtype)
        }
    }

    fn contains_tensor(&self, name: &str) -> bool {
        self.entries.contains_key(name)
    }
}
