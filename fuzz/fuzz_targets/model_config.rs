//! The tiny SD 1.5 folder with one of its JSON configs replaced by the input (the first
//! byte picks which), opened and its nets built on the CPU.
#![no_main]
use candela_engine::attach::Model;
use candela_engine::model::OpenOptions;
use libfuzzer_sys::fuzz_target;
use std::path::{Path, PathBuf};

const CONFIGS: [&str; 5] = [
    "unet/config.json",
    "vae/config.json",
    "text_encoder/config.json",
    "scheduler/scheduler_config.json",
    "model_index.json",
];

fn copy_dir(src: &Path, dst: &Path) {
    std::fs::create_dir_all(dst).unwrap();
    for e in std::fs::read_dir(src).unwrap() {
        let p = e.unwrap().path();
        let to = dst.join(p.file_name().unwrap());
        if p.is_dir() {
            copy_dir(&p, &to)
        } else {
            std::fs::copy(&p, &to).unwrap();
        }
    }
}

fn model_copy() -> PathBuf {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/parity/models/sd1");
    let dst = std::env::temp_dir().join(format!("candela-fuzz-sd1-{}", std::process::id()));
    if !dst.join("model_index.json").exists() {
        copy_dir(&src, &dst);
    }
    dst
}

fuzz_target!(|data: &[u8]| {
    let Some((&pick, json)) = data.split_first() else {
        return;
    };
    let root = model_copy();
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/parity/models/sd1");
    let name = CONFIGS[pick as usize % CONFIGS.len()];
    std::fs::write(root.join(name), json).unwrap();
    if let Ok(model) = Model::open(&root, &OpenOptions::default()) {
        let _ = candela_engine::pipeline::Nets::load(
            &model,
            &candle_core::Device::Cpu,
            candle_core::DType::F32,
        );
    }
    std::fs::copy(src.join(name), root.join(name)).unwrap();
});
