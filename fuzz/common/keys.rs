//! Shared by the key-conversion targets: a well-formed safetensors file whose tensor names
//! and shapes come from the input, one tensor per line: `key d0 d1 ...` (F16 zeros).

/// The file the lines of `text` describe (at most 400 tensors of at most 64 Ki elements).
pub fn safetensors(text: &str) -> Vec<u8> {
    let mut header = serde_json::Map::new();
    let mut offset = 0usize;
    for line in text.lines().take(400) {
        let mut parts = line.split_whitespace();
        let Some(key) = parts.next() else { continue };
        let shape: Vec<usize> = parts
            .filter_map(|d| d.parse().ok())
            .map(|d: usize| d % 4096)
            .collect();
        let Some(elems) = shape
            .iter()
            .try_fold(1usize, |n, &d| n.checked_mul(d))
            .filter(|&n| n <= 1 << 16)
        else {
            continue;
        };
        let end = offset + elems * 2;
        header.insert(
            key.to_string(),
            serde_json::json!({"dtype": "F16", "shape": shape, "data_offsets": [offset, end]}),
        );
        offset = end;
    }
    let json = serde_json::to_vec(&header).unwrap();
    let mut out = (json.len() as u64).to_le_bytes().to_vec();
    out.extend(json);
    out.resize(out.len() + offset, 0);
    out
}

/// Writes the file for `data` (if it is UTF-8) into this process's temp folder.
pub fn write(data: &[u8], name: &str) -> Option<std::path::PathBuf> {
    let text = std::str::from_utf8(data).ok()?;
    let dir = std::env::temp_dir().join(format!("candela-fuzz-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, safetensors(text)).unwrap();
    Some(path)
}
