//! Tensor names and shapes from the input (see `common/keys.rs`) as a LoRA file, read and
//! matched to the tiny SD 1.x model's layers (kohya, peft and LyCORIS layouts).
#![no_main]
use candela_engine::attach::lora::Lora;
use candela_engine::attach::Model;
use candela_engine::model::OpenOptions;
use libfuzzer_sys::fuzz_target;
use std::path::Path;
use std::sync::OnceLock;

#[path = "../common/keys.rs"]
mod keys;

fn model() -> &'static Model {
    static MODEL: OnceLock<Model> = OnceLock::new();
    MODEL.get_or_init(|| {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/parity/models/sd1");
        Model::open(&root, &OpenOptions::default()).unwrap()
    })
}

fuzz_target!(|data: &[u8]| {
    if let Some(path) = keys::write(data, "lora.safetensors") {
        let _ = Lora::open(&path, model());
    }
});
