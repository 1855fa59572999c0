//! Candela's engine: everything that touches tensors. The GUI talks to it through the
//! worker protocol; the `candela-engine` binary is a thin CLI over this library.
pub mod attach;
pub mod diag;
pub mod error;
pub mod hub;
pub mod info;
pub mod infotext;
pub mod input;
pub mod job;
pub mod kernels;
pub mod model;
pub mod nets;
pub mod offload;
pub mod opbench;
pub mod output;
pub mod pipeline;
pub mod planner;
pub mod preprocess;
pub mod profile;
pub mod prompt;
pub mod protocol;
pub mod ranges;
pub mod rng;
pub mod sampling;
pub mod vram;
pub mod weights_dtype;
pub mod worker;

pub use error::{Error, Result};
