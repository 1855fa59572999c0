//! Tensor names and shapes from the input (see `common/keys.rs`), opened as a ControlNet
//! single file for the tiny SD 1.x model: both key layouts (diffusers' names, the original
//! `control_model.*` one), config inference and the fits-the-base check.
#![no_main]
use candela_engine::attach::controlnet::ControlNet;
use candela_engine::attach::Model;
use candela_engine::model::OpenOptions;
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

#[path = "../common/keys.rs"]
mod keys;

fn base() -> &'static Model {
    static BASE: OnceLock<Model> = OnceLock::new();
    BASE.get_or_init(|| {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/parity/models/sd1");
        Model::open(std::path::Path::new(dir), &OpenOptions::default()).unwrap()
    })
}

fuzz_target!(|data: &[u8]| {
    if let Some(path) = keys::write(data, "controlnet.safetensors") {
        let _ = ControlNet::open(path.to_str().unwrap(), base());
    }
});
