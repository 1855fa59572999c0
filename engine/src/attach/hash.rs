//! The hashes A1111 writes in a PNG's parameters for what is attached to a model:
//! `Lora hashes` take the first 12 hex digits of the SHA-256 of a `.safetensors` LoRA's
//! tensor data (the "addnet" hash: the bytes after the header), `TI hashes` the first 12
//! of the whole file's SHA-256, `VAE hash` the first 10 of the whole file's.
use crate::{Error, Result};
use sha2::{Digest, Sha256};
use std::io::{Read, Seek, SeekFrom};
use std::path::Path;

fn sha256_from(path: &Path, skip_header: bool) -> Result<String> {
    let err = |e: std::io::Error| Error::file(path, format!("cannot read: {e}"));
    let mut f = crate::input::open(path)?;
    if skip_header {
        let mut n = [0u8; 8];
        f.read_exact(&mut n).map_err(err)?;
        f.seek(SeekFrom::Start(8 + u64::from_le_bytes(n)))
            .map_err(err)?;
    }
    let mut hasher = Sha256::new();
    let mut buf = vec![0u8; 1 << 20];
    loop {
        let n = f.read(&mut buf).map_err(err)?;
        if n == 0 {
            break;
        }
        hasher.update(&buf[..n]);
    }
    Ok(hasher
        .finalize()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect())
}

/// SHA-256 (hex) of a safetensors file's data after its header.
pub fn addnet_sha256(path: &Path) -> Result<String> {
    sha256_from(path, true)
}

/// SHA-256 (hex) of the whole file.
pub fn file_sha256(path: &Path) -> Result<String> {
    sha256_from(path, false)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addnet_hash_skips_the_header() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("a.safetensors");
        let header = b"{}      ";
        let mut bytes = (header.len() as u64).to_le_bytes().to_vec();
        bytes.extend_from_slice(header);
        bytes.extend_from_slice(b"data");
        std::fs::write(&p, &bytes).unwrap();
        let hex = |b: &[u8]| -> String {
            Sha256::digest(b)
                .iter()
                .map(|x| format!("{x:02x}"))
                .collect()
        };
        assert_eq!(addnet_sha256(&p).unwrap(), hex(b"data"));
        assert_eq!(file_sha256(&p).unwrap(), hex(&bytes));
    }
}
