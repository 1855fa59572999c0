//! Reading checkpoints: diffusers folders, single-file `.safetensors`, family detection.
pub mod config;
pub mod controlnet;
pub mod family;
pub mod load;
pub mod random;
pub mod refiner;
pub mod weights;

pub use family::Family;
pub use load::{Component, Format, Model, OpenOptions, Weights};
pub use refiner::{Refiner, RefinerSettings};
pub mod single_file;
pub mod tokenizer;
