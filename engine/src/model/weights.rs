//! Lazy, memory-mapped weights. A `.safetensors` file is parsed for its header only; a
//! tensor's bytes are read from the map when a net asks for it and converted straight into
//! the run's dtype (one copy), then placed on the device.
//!
//! A `ComponentWeights` is what one net (UNet, VAE, text encoder) sees: diffusers tensor
//! names mapped to where the bytes live, so a diffusers folder and a single-file checkpoint
//! with A1111 key names look the same to the nets.
use super::decode::{f32_values, tensor_from_bytes, Format};
use crate::{Error, Result};
use candle_core::{DType, Device, Shape, Tensor};
use memmap2::Mmap;
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Tensor entries of a file by name, sorted.
type TensorIndex = BTreeMap<String, TensorInfo>;

/// One tensor's entry in a safetensors header.
#[derive(Debug, Clone)]
pub struct TensorInfo {
    /// The dtype its bytes are read as; `U8` for `F8_E5M2` (candle has no e5m2 dtype: its
    /// bits are held as [`crate::weights_dtype::E5M2`] is), with `e5m2` set.
    pub dtype: DType,
    /// Stored as `F8_E5M2`.
    pub e5m2: bool,
    pub shape: Vec<usize>,
    /// Byte range inside the file (already offset past the header).
    pub start: usize,
    pub end: usize,
}

/// A memory-mapped `.safetensors` file with its parsed header.
pub struct SafetensorsFile {
    pub path: PathBuf,
    mmap: Mmap,
    pub tensors: BTreeMap<String, TensorInfo>,
    pub metadata: HashMap<String, String>,
    /// Tensors in a dtype Candela cannot read as numbers (BOOL, F8_E8M0...), by name, with
    /// that dtype: skipped, so a file carrying one it never uses still loads; asking for
    /// one is an error naming it.
    pub unsupported: BTreeMap<String, String>,
}

/// The candle dtype a safetensors dtype is read as, and whether it is `F8_E5M2`.
fn parse_dtype(s: &str) -> Option<(DType, bool)> {
    if s == "F8_E5M2" {
        return Some((crate::weights_dtype::E5M2, true));
    }
    Some((
        match s {
            "F32" => DType::F32,
            "F16" => DType::F16,
            "BF16" => DType::BF16,
            "F64" => DType::F64,
            "I64" => DType::I64,
            "I32" => DType::I32,
            "U8" => DType::U8,
            "U32" => DType::U32,
            // Published fp8 checkpoints (e4m3, the "fn" variant torch and safetensors use).
            "F8_E4M3" => DType::F8E4M3,
            _ => return None,
        },
        false,
    ))
}

impl SafetensorsFile {
    /// Maps `path` and validates its header against the file size.
    pub fn open(path: &Path) -> Result<Self> {
        let file = crate::input::open(path)?;
        // SAFETY: the map is read-only; a file truncated by another process while we read
        // it is the one hazard, the same one every safetensors reader accepts.
        let mmap = unsafe { Mmap::map(&file) }
            .map_err(|e| Error::file(path, format!("cannot memory-map: {e}")))?;
        let header = parse_header(&mmap).map_err(|msg| Error::file(path, msg))?;
        Ok(SafetensorsFile {
            path: path.to_path_buf(),
            mmap,
            tensors: header.tensors,
            metadata: header.metadata,
            unsupported: header.unsupported,
        })
    }

    pub fn bytes(&self, info: &TensorInfo) -> &[u8] {
        &self.mmap[info.start..info.end]
    }

    /// The tensor `info` (one of this file's) on the CPU as stored; `F8_E5M2` decoded to
    /// f32 (the values, not their bits), for readers that take any dtype (LoRAs,
    /// embeddings).
    pub fn tensor(&self, info: &TensorInfo) -> candle_core::Result<Tensor> {
        let bytes = self.bytes(info);
        if info.e5m2 {
            return tensor_from_bytes(
                bytes,
                format_of(info),
                DType::F32,
                &info.shape,
                &Device::Cpu,
            );
        }
        Tensor::from_raw_buffer(bytes, info.dtype, &info.shape, &Device::Cpu)
    }

    /// The error for `key` when this file has it in a dtype Candela cannot read.
    fn unsupported_error(&self, key: &str) -> Option<Error> {
        let dtype = self.unsupported.get(key)?;
        Some(Error::file(
            &self.path,
            format!("tensor '{key}' is stored as {dtype}, which Candela cannot read; expected F16, BF16, F32, F64, F8_E4M3 or F8_E5M2"),
        ))
    }
}

/// How `info`'s bytes encode its values.
fn format_of(info: &TensorInfo) -> Format {
    match info.e5m2 {
        true => Format::E5m2,
        false => Format::Candle(info.dtype),
    }
}

/// A header's tensors, metadata and skipped tensors.
struct Header {
    tensors: TensorIndex,
    metadata: HashMap<String, String>,
    unsupported: BTreeMap<String, String>,
}

const NOT_SAFETENSORS: &str = "not a valid .safetensors file";

fn parse_header(data: &[u8]) -> std::result::Result<Header, String> {
    if data.len() < 8 {
        return Err(format!(
            "{NOT_SAFETENSORS}: {} bytes is too short for a header (empty or truncated file)",
            data.len()
        ));
    }
    let n = u64::from_le_bytes(data[..8].try_into().unwrap()) as usize;
    if n > data.len() - 8 || n > 100_000_000 {
        return Err(format!(
            "{NOT_SAFETENSORS}: header length {n} exceeds the file size {} (truncated or not safetensors)",
            data.len()
        ));
    }
    let header: serde_json::Map<String, serde_json::Value> =
        serde_json::from_slice(&data[8..8 + n])
            .map_err(|e| format!("{NOT_SAFETENSORS}: header is not JSON ({e})"))?;
    let base = 8 + n;
    let data_len = data.len() - base;
    let mut tensors = BTreeMap::new();
    let mut metadata = HashMap::new();
    let mut unsupported = BTreeMap::new();
    for (name, v) in header {
        if name == "__metadata__" {
            if let Some(m) = v.as_object() {
                for (k, v) in m {
                    metadata.insert(
                        k.clone(),
                        v.as_str()
                            .map(String::from)
                            .unwrap_or_else(|| v.to_string()),
                    );
                }
            }
            continue;
        }
        let bad = |what: &str| format!("{NOT_SAFETENSORS}: tensor '{name}' has {what}");
        let dtype_s = v["dtype"].as_str().ok_or_else(|| bad("no dtype"))?;
        let shape: Vec<usize> = v["shape"]
            .as_array()
            .ok_or_else(|| bad("no shape"))?
            .iter()
            .map(|d| d.as_u64().map(|d| d as usize))
            .collect::<Option<_>>()
            .ok_or_else(|| bad("a non-integer shape"))?;
        let offs = v["data_offsets"]
            .as_array()
            .ok_or_else(|| bad("no data_offsets"))?;
        let (s, e) = match (
            offs.first().and_then(|x| x.as_u64()),
            offs.get(1).and_then(|x| x.as_u64()),
        ) {
            (Some(s), Some(e)) if s <= e => (s as usize, e as usize),
            _ => return Err(bad("bad data_offsets")),
        };
        if e > data_len {
            return Err(format!(
                "truncated: tensor '{name}' ends at byte {e} of the data but the file holds only {data_len}; download it again"
            ));
        }
        let Some((dtype, e5m2)) = parse_dtype(dtype_s) else {
            // Unusual dtypes (bool...) are skipped: SD never needs them as weights.
            unsupported.insert(name, dtype_s.to_string());
            continue;
        };
        let size = shape
            .iter()
            .try_fold(dtype.size_in_bytes(), |n, &d| n.checked_mul(d));
        if size != Some(e - s) {
            return Err(bad(&format!(
                "{} bytes for shape {shape:?} of {dtype_s}",
                e - s
            )));
        }
        // With a zero among the dimensions the byte count is 0 whatever the others are,
        // but a tensor's strides multiply the others: they must fit too.
        let strides = shape
            .iter()
            .filter(|&&d| d != 0)
            .try_fold(dtype.size_in_bytes(), |n, &d| n.checked_mul(d));
        if strides.is_none() {
            return Err(bad(&format!("a shape {shape:?} too large to address")));
        }
        tensors.insert(
            name,
            TensorInfo {
                dtype,
                e5m2,
                shape,
                start: base + s,
                end: base + e,
            },
        );
    }
    Ok(Header {
        tensors,
        metadata,
        unsupported,
    })
}

/// How a checkpoint tensor becomes the tensor a net asks for.
#[derive(Debug, Clone, PartialEq)]
pub enum Transform {
    None,
    /// Rows `[start, start + len)` of dim 0 (OpenCLIP's fused q/k/v `in_proj`).
    Rows {
        start: usize,
        len: usize,
    },
    /// A `[o, i, 1, 1]` conv weight used as a `[o, i]` linear weight (LDM VAE attention).
    SqueezeConv,
    /// A `[i, o]` matrix used as `x @ P` (OpenCLIP's `text_projection`) read as the `[o, i]`
    /// weight of a linear layer.
    Transpose,
    /// The two halves of dim 0 swapped: SD 3's final adaLN layers store (shift, scale),
    /// diffusers reads (scale, shift) (its `swap_scale_shift`).
    SwapHalves,
    /// No stored tensor: the `n x n` identity (SD 3 single files' CLIP-L projection,
    /// which diffusers sets to `torch.eye`); `key` names what it stands for.
    Eye(usize),
}

/// Where a tensor a net asks for comes from.
#[derive(Debug, Clone)]
pub struct Source {
    pub file: usize,
    pub key: String,
    pub transform: Transform,
}

/// The files of one checkpoint, shared by its components.
pub struct TensorStore {
    pub files: Vec<SafetensorsFile>,
    /// SHA-256 of the files' bytes, hex, computed once (hashing a checkpoint takes seconds),
    /// or why it could not be (the file and what went wrong).
    sha256: std::sync::OnceLock<std::result::Result<String, (PathBuf, String)>>,
    /// Whether a thread was started to compute it ([`TensorStore::hash_in_background`]).
    hashing: std::sync::atomic::AtomicBool,
}

impl TensorStore {
    /// SHA-256 (hex) of the files' bytes in order, read once per store, and once per
    /// version of the files on this machine (`hash_cache`). Waits for a hash another thread
    /// is computing.
    pub fn sha256(&self) -> Result<&str> {
        let hash = self.sha256.get_or_init(|| {
            let paths: Vec<PathBuf> = self.files.iter().map(|f| f.path.clone()).collect();
            super::hash_cache::sha256("model", &paths, || self.read_sha256()).map_err(|e| match e {
                Error::File { path, msg } => (path, msg),
                other => (
                    paths.first().cloned().unwrap_or_default(),
                    other.to_string(),
                ),
            })
        });
        match hash {
            Ok(h) => Ok(h),
            Err((path, msg)) => Err(Error::file(path, msg.clone())),
        }
    }

    /// Starts computing [`TensorStore::sha256`] on a thread of its own (once), so that a
    /// job's image does not wait for it at the end: the hash reads every byte of the
    /// files, seconds for a checkpoint not hashed on this machine before.
    pub fn hash_in_background(self: &Arc<Self>) {
        use std::sync::atomic::Ordering;
        if self.sha256.get().is_some() || self.hashing.swap(true, Ordering::SeqCst) {
            return;
        }
        let store = Arc::clone(self);
        std::thread::spawn(move || {
            // Its result (or error) is kept for the job that asks.
            let _ = store.sha256();
        });
    }

    fn read_sha256(&self) -> Result<String> {
        use sha2::{Digest, Sha256};
        use std::io::Read;
        let mut hasher = Sha256::new();
        let mut buf = vec![0u8; 1 << 20];
        for f in &self.files {
            let read_err = |e: std::io::Error| Error::file(&f.path, format!("cannot read: {e}"));
            let mut file = crate::input::open(&f.path)?;
            loop {
                let n = file.read(&mut buf).map_err(read_err)?;
                if n == 0 {
                    break;
                }
                hasher.update(&buf[..n]);
            }
        }
        Ok(hasher
            .finalize()
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect())
    }

    pub fn open(paths: &[PathBuf]) -> Result<Arc<Self>> {
        let files = paths
            .iter()
            .map(|p| SafetensorsFile::open(p))
            .collect::<Result<_>>()?;
        Ok(Arc::new(TensorStore {
            files,
            sha256: std::sync::OnceLock::new(),
            hashing: std::sync::atomic::AtomicBool::new(false),
        }))
    }

    fn info(&self, src: &Source) -> Option<&TensorInfo> {
        self.files.get(src.file)?.tensors.get(&src.key)
    }

    /// Format, shape and byte range of `src` after its transform.
    fn resolve(&self, src: &Source) -> Result<(Format, Vec<usize>, &[u8])> {
        let file = &self.files[src.file];
        if let Transform::Eye(n) = src.transform {
            return Ok((Format::Candle(DType::F32), vec![n, n], &[]));
        }
        let info = self.info(src).ok_or_else(|| {
            file.unsupported_error(&src.key)
                .unwrap_or_else(|| Error::file(&file.path, format!("missing tensor '{}'", src.key)))
        })?;
        let bytes = file.bytes(info);
        let format = format_of(info);
        match &src.transform {
            Transform::None | Transform::SwapHalves => Ok((format, info.shape.clone(), bytes)),
            Transform::Eye(_) => unreachable!("resolved without a stored tensor"),
            Transform::SqueezeConv => {
                let s = &info.shape;
                if s.len() == 4 && s[2] == 1 && s[3] == 1 {
                    Ok((format, vec![s[0], s[1]], bytes))
                } else if s.len() == 2 {
                    Ok((format, s.clone(), bytes))
                } else {
                    Err(Error::file(
                        &file.path,
                        format!(
                            "tensor '{}': expected a 1x1 conv weight, got shape {s:?}",
                            src.key
                        ),
                    ))
                }
            }
            Transform::Transpose => match info.shape[..] {
                [i, o] => Ok((format, vec![o, i], bytes)),
                ref s => Err(Error::file(
                    &file.path,
                    format!("tensor '{}': expected a matrix, got shape {s:?}", src.key),
                )),
            },
            Transform::Rows { start, len } => {
                let s = &info.shape;
                if s.is_empty() || start + len > s[0] {
                    return Err(Error::file(
                        &file.path,
                        format!(
                            "tensor '{}': cannot take rows {start}..{} of shape {s:?}",
                            src.key,
                            start + len
                        ),
                    ));
                }
                let row: usize = s[1..].iter().product::<usize>() * info.dtype.size_in_bytes();
                let mut shape = s.clone();
                shape[0] = *len;
                Ok((format, shape, &bytes[start * row..(start + len) * row]))
            }
        }
    }
}

/// The weights of one component under diffusers' names.
#[derive(Clone)]
pub struct ComponentWeights {
    /// What the user would call this component in an error ("unet", "vae"...).
    pub component: String,
    pub store: Arc<TensorStore>,
    pub map: Arc<HashMap<String, Source>>,
}

impl ComponentWeights {
    /// Every tensor of `files` in the store under its own name (diffusers folders).
    pub fn identity(component: &str, store: Arc<TensorStore>) -> Self {
        let mut map = HashMap::new();
        for (i, f) in store.files.iter().enumerate() {
            // Tensors of a dtype Candela cannot read are named too, so asking for one says so.
            for name in f.tensors.keys().chain(f.unsupported.keys()) {
                map.insert(
                    name.clone(),
                    Source {
                        file: i,
                        key: name.clone(),
                        transform: Transform::None,
                    },
                );
            }
        }
        ComponentWeights {
            component: component.to_string(),
            store,
            map: Arc::new(map),
        }
    }

    pub fn contains(&self, name: &str) -> bool {
        self.map.get(name).is_some_and(|s| {
            matches!(s.transform, Transform::Eye(_)) || self.store.info(s).is_some()
        })
    }

    /// Shape of `name` as a net would receive it.
    pub fn shape(&self, name: &str) -> Option<Vec<usize>> {
        let src = self.map.get(name)?;
        self.store.resolve(src).ok().map(|(_, s, _)| s)
    }

    /// Bytes the component's tensors take in `dtype` (for memory plans and `info`).
    pub fn bytes_in(&self, dtype: Option<DType>) -> u64 {
        self.map
            .values()
            .filter_map(|s| self.store.resolve(s).ok())
            .map(|(f, shape, _)| {
                (shape.iter().product::<usize>() * dtype.unwrap_or(f.dtype()).size_in_bytes())
                    as u64
            })
            .sum()
    }

    /// The dtype the checkpoint stores `name` in (`F8_E5M2`: its holding dtype,
    /// [`crate::weights_dtype::E5M2`]).
    pub fn stored_dtype(&self, name: &str) -> Option<DType> {
        self.store.info(self.map.get(name)?).map(|i| i.dtype)
    }

    /// The dtypes stored, with tensor counts.
    pub fn stored_dtypes(&self) -> BTreeMap<String, usize> {
        let mut out = BTreeMap::new();
        for s in self.map.values() {
            if let Some(i) = self.store.info(s) {
                let name = match i.e5m2 {
                    true => "f8e5m2".to_string(),
                    false => format!("{:?}", i.dtype).to_lowercase(),
                };
                *out.entry(name).or_insert(0) += 1;
            }
        }
        out
    }

    fn where_(&self) -> String {
        match self.store.files.first() {
            Some(f) if self.store.files.len() == 1 => {
                format!("{} ({})", f.path.display(), self.component)
            }
            Some(f) => format!(
                "{} ({})",
                f.path.parent().unwrap_or(Path::new(".")).display(),
                self.component
            ),
            None => self.component.clone(),
        }
    }

    pub fn load(&self, name: &str, dtype: DType, device: &Device) -> candle_core::Result<Tensor> {
        let src = self.map.get(name).ok_or_else(|| {
            candle_core::Error::Msg(format!(
                "{}: missing tensor '{name}'; the checkpoint is incomplete or is not this kind of model",
                self.where_()
            ))
        })?;
        if let Transform::Eye(n) = src.transform {
            return Tensor::eye(n, dtype, device);
        }
        let (src_format, shape, bytes) = self
            .store
            .resolve(src)
            .map_err(|e| candle_core::Error::Msg(e.to_string()))?;
        if !src_format.is_float() {
            candle_core::bail!(
                "{}: tensor '{}' is stored as {}; expected float weights (F16, BF16, F32, F64, F8_E4M3 or F8_E5M2)",
                self.store.files[src.file].path.display(),
                src.key,
                src_format.name()
            )
        }
        match src.transform {
            // Read in the stored [i, o] layout, then transposed on the device.
            Transform::Transpose => {
                tensor_from_bytes(bytes, src_format, dtype, &[shape[1], shape[0]], device)?
                    .t()?
                    .contiguous()
            }
            Transform::SwapHalves => {
                let t = tensor_from_bytes(bytes, src_format, dtype, &shape, device)?;
                let half = shape[0] / 2;
                Tensor::cat(&[t.narrow(0, half, half)?, t.narrow(0, 0, half)?], 0)
            }
            _ => tensor_from_bytes(bytes, src_format, dtype, &shape, device),
        }
    }

    /// The first stored tensor holding NaN or an infinity, as (file, key). Reads every
    /// tensor (seconds for a full model): for explaining a NaN result, not for each load.
    pub fn find_non_finite(&self) -> Option<(PathBuf, String)> {
        let mut sources: Vec<&Source> = self.map.values().collect();
        sources.sort_by(|a, b| (a.file, &a.key).cmp(&(b.file, &b.key)));
        sources.into_iter().find_map(|src| {
            let (dtype, _, bytes) = self.store.resolve(src).ok()?;
            let bad = f32_values(bytes, dtype).ok()?.any(|v| !v.is_finite());
            bad.then(|| (self.store.files[src.file].path.clone(), src.key.clone()))
        })
    }

    /// A candle `VarBuilder` over these weights, converting to `dtype` on load.
    pub fn var_builder(&self, dtype: DType, device: &Device) -> candle_nn::VarBuilder<'static> {
        candle_nn::VarBuilder::from_backend(Box::new(self.clone()), dtype, device.clone())
    }
}

impl candle_nn::var_builder::SimpleBackend for ComponentWeights {
    fn get(
        &self,
        s: Shape,
        name: &str,
        _: candle_nn::Init,
        dtype: DType,
        dev: &Device,
    ) -> candle_core::Result<Tensor> {
        let t = self.load(name, dtype, dev)?;
        if t.shape() != &s {
            candle_core::bail!(
                "{}: tensor '{name}' has shape {:?}, expected {:?}; the checkpoint does not match this model's config",
                self.where_(),
                t.dims(),
                s.dims()
            )
        }
        Ok(t)
    }

    fn get_unchecked(&self, name: &str, dtype: DType, dev: &Device) -> candle_core::Result<Tensor> {
        self.load(name, dtype, dev)
    }

    fn contains_tensor(&self, name: &str) -> bool {
        self.contains(name)
    }
}

#[cfg(test)]
#[path = "weights_tests.rs"]
mod tests;
