//! Tensor names and shapes from the input (see `common/keys.rs`), opened as a single-file
//! checkpoint. Exercises the A1111/Civitai key conversion and config inference rather than
//! the header parser.
#![no_main]
use candela_engine::attach::Model;
use candela_engine::model::OpenOptions;
use libfuzzer_sys::fuzz_target;

#[path = "../common/keys.rs"]
mod keys;

fuzz_target!(|data: &[u8]| {
    if let Some(path) = keys::write(data, "keys.safetensors") {
        let _ = Model::open(&path, &OpenOptions::default());
    }
});
