//! Reading checkpoints: diffusers folders, single-file `.safetensors`, family detection.
pub mod config;
pub mod controlnet;
pub mod family;
pub mod load;
pub mod random;
pub mod weights;

pub use family::Family;
pub use load::{Component, Format, Model, OpenOptions, Weights};
pub mod single_file;
pub mod tokenizer;
