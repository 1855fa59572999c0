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
    // Started beside a job: the job's later call waits for the same hash.
    let other = write(
        dir.path(),
        "g.safetensors",
        &[("t", Tensor::ones(7, DType::F32, &Device::Cpu)?)],
    );
    let want: String = Sha256::digest(std::fs::read(&other).unwrap())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    let store = TensorStore::open(&[other])?;
    store.hash_in_background();
    store.hash_in_background();
    assert_eq!(store.sha256()?, want);
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

/// A safetensors file written byte by byte: (name, dtype, shape, data).
fn write_raw(dir: &Path, name: &str, tensors: &[(&str, &str, Vec<usize>, Vec<u8>)]) -> PathBuf {
    let (mut header, mut data) = (serde_json::Map::new(), Vec::new());
    for (n, dtype, shape, bytes) in tensors {
        let offsets = [data.len(), data.len() + bytes.len()];
        header.insert(
            n.to_string(),
            serde_json::json!({"dtype": dtype, "shape": shape, "data_offsets": offsets}),
        );
        data.extend_from_slice(bytes);
    }
    let header = serde_json::to_vec(&header).unwrap();
    let mut out = (header.len() as u64).to_le_bytes().to_vec();
    out.extend(header);
    out.extend(data);
    let p = dir.join(name);
    std::fs::write(&p, out).unwrap();
    p
}

/// `F8_E5M2` tensors read as their values in any float dtype, as their bits in the dtype
/// e5m2 weights are held in, and through `tensor` (LoRAs, embeddings); a tensor of a dtype
/// Candela cannot read is skipped until asked for, then named with its file and dtype.
#[test]
fn e5m2_tensors_load_and_unreadable_dtypes_are_named() -> Result<()> {
    let dir = tempfile::tempdir().unwrap();
    // 1, -2, 0.5, 57344 (e5m2's largest), 2^-16 (its smallest subnormal), -inf.
    let bits = vec![0x3C, 0xC0, 0x38, 0x7B, 0x01, 0xFC];
    let p = write_raw(
        dir.path(),
        "e.safetensors",
        &[
            ("w", "F8_E5M2", vec![2, 3], bits.clone()),
            ("mask", "BOOL", vec![2], vec![1, 0]),
        ],
    );
    let store = TensorStore::open(std::slice::from_ref(&p))?;
    let cw = ComponentWeights::identity("unet", store);
    let want = [1.0, -2.0, 0.5, 57344.0, 2f32.powi(-16), f32::NEG_INFINITY];
    for dtype in [DType::F32, DType::F16, DType::BF16] {
        let got = cw.load("w", dtype, &Device::Cpu)?;
        assert_eq!((got.dims(), got.dtype()), (&[2, 3][..], dtype));
        let got = got.to_dtype(DType::F32)?.flatten_all()?.to_vec1::<f32>()?;
        assert_eq!(got, want, "{dtype:?}");
    }
    let held = cw.load("w", crate::weights_dtype::E5M2, &Device::Cpu)?;
    assert_eq!(held.flatten_all()?.to_vec1::<u8>()?, bits);
    assert_eq!(cw.stored_dtype("w"), Some(crate::weights_dtype::E5M2));
    assert_eq!(cw.stored_dtypes().get("f8e5m2"), Some(&1));
    assert_eq!(cw.bytes_in(None), 6);
    let file = &cw.store.files[0];
    let t = file.tensor(&file.tensors["w"])?;
    assert_eq!(t.flatten_all()?.to_vec1::<f32>()?, want);
    assert_eq!(cw.find_non_finite().map(|(_, k)| k), Some("w".to_string()));
    let err = cw
        .load("mask", DType::F32, &Device::Cpu)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains(&p.display().to_string())
            && err.contains("tensor 'mask' is stored as BOOL, which Candela cannot read"),
        "{err}"
    );
    Ok(())
}

/// A layer stored low, packed for host memory from a file in the run's dtype, is encoded
/// straight from the file's bytes (session 46): the same bits as reading it in that dtype
/// and encoding the tensor, for f16 and bf16 files, e4m3 and e5m2 alike; the layers kept
/// high come back as read.
#[test]
fn fp8_straight_from_the_file_is_the_encoded_tensor() -> Result<()> {
    use crate::protocol::WeightsDtype;
    let dir = tempfile::tempdir().unwrap();
    let values = Tensor::randn(0f32, 40.0, (64, 33), &Device::Cpu)?;
    for dtype in [DType::F16, DType::BF16] {
        let name = format!("{dtype:?}.safetensors");
        let norm = Tensor::randn(0f32, 1.0, 64, &Device::Cpu)?.to_dtype(dtype)?;
        let p = write(
            dir.path(),
            &name,
            &[
                ("conv.weight", values.to_dtype(dtype)?),
                ("norm.weight", norm.clone()),
            ],
        );
        let store = TensorStore::open(&[p])?;
        let map = ["conv.weight", "norm.weight"]
            .map(|k| {
                let src = Source {
                    file: 0,
                    key: k.into(),
                    transform: Transform::None,
                };
                (k.to_string(), src)
            })
            .into_iter()
            .collect();
        let weights = ComponentWeights {
            component: "unet".into(),
            store,
            map: Arc::new(map),
        };
        let weights = crate::model::component::Weights::Stored(weights);
        for (choice, held) in [
            (WeightsDtype::Fp8E4m3fn, DType::F8E4M3),
            (WeightsDtype::Fp8E5m2, crate::weights_dtype::E5M2),
        ] {
            let stored = weights.backend_in(choice);
            let init = candle_nn::Init::Const(0.);
            let got = stored.get((64, 33).into(), "conv.weight", init, dtype, &Device::Cpu)?;
            let read =
                weights
                    .backend()
                    .get((64, 33).into(), "conv.weight", init, dtype, &Device::Cpu)?;
            let want = crate::weights_dtype::encode(&read, held)?;
            assert_eq!(got.dtype(), held);
            let bits = |t: &Tensor| t.flatten_all()?.to_dtype(DType::F32)?.to_vec1::<f32>();
            let same = bits(&got)?
                .iter()
                .zip(bits(&want)?)
                .all(|(a, b)| a.to_bits() == b.to_bits() || a.is_nan() && b.is_nan());
            assert!(same, "{dtype:?} to {held:?}");
            let kept = stored.get(64.into(), "norm.weight", init, dtype, &Device::Cpu)?;
            assert_eq!(
                kept.to_dtype(DType::F32)?.to_vec1::<f32>()?,
                norm.to_dtype(DType::F32)?.to_vec1::<f32>()?
            );
        }
    }
    Ok(())
}
