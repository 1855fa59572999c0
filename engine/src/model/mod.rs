//! Reading checkpoints: diffusers folders, single-file `.safetensors`, family detection.
//! What attaches to an opened checkpoint (ControlNets, the refiner) is `crate::attach`'s.
pub mod component;
pub mod config;
mod decode;
pub mod family;
mod folder;
mod hash_cache;
pub mod keys;
pub mod load;
pub mod random;
pub mod sd3;
pub mod sd3_config;
pub mod sd3_controlnet;
pub mod sd3_encoders;
pub mod single_file;
pub mod t5;
pub mod t5_tokenizer;
pub mod tokenizer;
pub mod weights;

pub use component::{Component, Weights};
pub use family::Family;
pub use load::{Checkpoint, Format, OpenOptions};
