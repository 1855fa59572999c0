//! Any bytes as a single-file checkpoint: header parsing, family detection, key conversion.
#![no_main]
use candela_engine::attach::Model;
use candela_engine::model::OpenOptions;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let dir = std::env::temp_dir().join(format!("candela-fuzz-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("model.safetensors");
    std::fs::write(&path, data).unwrap();
    let _ = Model::open(&path, &OpenOptions::default());
});
