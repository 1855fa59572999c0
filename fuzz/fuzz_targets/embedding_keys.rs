//! Tensor names and shapes from the input (see `common/keys.rs`) as a textual-inversion
//! embedding, read for an SD 1.x-wide encoder and for SDXL's pair.
#![no_main]
use candela_engine::attach::embeddings::Embedding;
use libfuzzer_sys::fuzz_target;

#[path = "../common/keys.rs"]
mod keys;

fuzz_target!(|data: &[u8]| {
    if let Some(path) = keys::write(data, "embedding.safetensors") {
        let _ = Embedding::open(&path, 768, None);
        let _ = Embedding::open(&path, 768, Some(1280));
    }
});
