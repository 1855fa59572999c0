//! Downloads from the Hugging Face Hub: the client is the engine's (`candela_engine::hub`,
//! shared with `candela-engine download`); the app adds the repos it offers.
pub use candela_engine::hub::{endpoint, wanted_files, Download, DownloadMsg};

/// Known-good repos per family: (family, repo id).
pub const KNOWN_REPOS: &[(&str, &str)] = &[
    ("SD 1.5", "stable-diffusion-v1-5/stable-diffusion-v1-5"),
    ("SD 2.1", "stabilityai/stable-diffusion-2-1"),
    ("SD 2.1 base", "stabilityai/stable-diffusion-2-1-base"),
    ("SDXL", "stabilityai/stable-diffusion-xl-base-1.0"),
];
