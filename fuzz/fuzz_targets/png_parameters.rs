//! Any bytes as a dropped PNG: the `parameters` metadata reader (drop-to-restore).
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let dir = std::env::temp_dir().join(format!("candela-fuzz-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("dropped.png");
    std::fs::write(&path, data).unwrap();
    let _ = candela_engine::output::read_parameters(&path);
});
