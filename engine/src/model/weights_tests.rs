//! Lazy tensors: one dtype conversion and the transforms, the file's SHA-256, truncated
//! and garbage files refused with their name.
use super::*;

fn write(dir: &Path, name: &str, tensors: &[(&str, Tensor)]) -> PathBuf {
    let p = dir.join(name);
    let map: HashMap<String, Tensor> = tensors
        .iter()
        .map(|(n, t)| (n.to_string(), t.clone()))
        .collect();
    candle_core::safetensors::save(&map, &p).unwrap();
    p
}

#[test]
fn converts_dtype_once_and_applies_transforms() -> Result<()> {
    let dir = tempfile::tempdir().unwrap();
    let w = Tensor::arange(0f32, 12., &Device::Cpu)?
        .reshape((6, 2))?
        .to_dtype(DType::F16)?;
    let c = Tensor::arange(0f32, 4., &Device::Cpu)?.reshape((2, 2, 1, 1))?;
    let p = write(dir.path(), "a.safetensors", &[("w", w), ("c", c)]);
    let store = TensorStore::open(&[p])?;
    let mut map = HashMap::new();
    map.insert(
        "k".to_string(),
        Source {
            file: 0,
            key: "w".into(),
            transform: Transform::Rows { start: 2, len: 2 },
        },
    );
    map.insert(
        "lin".to_string(),
        Source {
            file: 0,
            key: "c".into(),
            transform: Transform::SqueezeConv,
        },
    );
    let cw = ComponentWeights {
        component: "test".into(),
        store,
        map: Arc::new(map),
    };
    let k = cw.load("k", DType::F32, &Device::Cpu)?;
    assert_eq!(k.to_vec2::<f32>()?, vec![vec![4., 5.], vec![6., 7.]]);
    let lin = cw.load("lin", DType::BF16, &Device::Cpu)?;
    assert_eq!(lin.dims(), &[2, 2]);
    assert_eq!(lin.dtype(), DType::BF16);
    assert_eq!(cw.bytes_in(Some(DType::F32)), (4 + 4) * 4);
    let err = cw
        .load("nope", DType::F32, &Device::Cpu)
        .unwrap_err()
        .to_string();
    assert!(err.contains("missing tensor 'nope'"), "{err}");
    Ok(())
}

#[test]
fn sha256_is_the_files_hash_and_is_computed_once() -> Result<()> {
    use sha2::{Digest, Sha256};
    let dir = tempfile::tempdir().unwrap();
    let t = Tensor::arange(0f32, 100., &Device::Cpu)?;
    let p = write(dir.path(), "h.safetensors", &[("t", t)]);
    let want: String = Sha256::digest(std::fs::read(&p).unwrap())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    let store = TensorStore::open(&[p])?;
    let first = store.sha256()?;
    assert_eq!(first, want);
    // The second call returns the cached string itself.
    assert!(std::ptr::eq(first, store.sha256()?));
    Ok(())
}

#[test]
fn truncated_and_garbage_files_are_refused_with_the_file_name() {
    let dir = tempfile::tempdir().unwrap();
    let t = Tensor::zeros((64, 64), DType::F32, &Device::Cpu).unwrap();
    let p = write(dir.path(), "full.safetensors", &[("t", t)]);
    let bytes = std::fs::read(&p).unwrap();
    let cut = dir.path().join("cut.safetensors");
    std::fs::write(&cut, &bytes[..bytes.len() - 100]).unwrap();
    let err = SafetensorsFile::open(&cut).err().unwrap().to_string();
    assert!(
        err.contains("cut.safetensors") && err.contains("truncated"),
        "{err}"
    );
    let junk = dir.path().join("junk.safetensors");
    std::fs::write(&junk, b"this is not a checkpoint at all").unwrap();
    let err = SafetensorsFile::open(&junk).err().unwrap().to_string();
    assert!(
        err.contains("junk.safetensors") && err.contains("not a valid .safetensors"),
        "{err}"
    );
    let empty = dir.path().join("empty.safetensors");
    std::fs::write(&empty, b"").unwrap();
    let err = SafetensorsFile::open(&empty).err().unwrap().to_string();
    assert!(err.contains("too short"), "{err}");
}
