//! The budget ladder's rungs by name (how each lowers a plan is `ladder.rs`'s), so that a
//! declared lever can say which its own follows.
/// The ladder's own rungs, in order: a sequential offload's arena wider than the default
/// back to it (`--stream-slots`), then slicing, then tiling, then a tiled decode's wholes
/// from GPU memory to host memory (`--vae-tile-store gpu`; `auto` is settled after the
/// choice, `choose.rs`), then the UNet's and ControlNets' layers in fp8 (where
/// `--weights-dtype` is `auto`), then model offload, then the text encoders' layers in fp8
/// (`--text-encoder-dtype auto`), then the text encoders on the CPU, then sequential
/// offload, then the VAE on the CPU (`--vae-device auto`; the slowest step: a decode there
/// takes seconds). fp8 comes before offload: it costs an upcast per layer (a few ms a
/// step) where offload moves the weights over the bus. The text encoders move to the CPU
/// (`--text-encoder-device auto`; about a second per SDXL prompt) after their fp8 step. A
/// declared lever's rung follows the one it names (`levers::Lever::rung`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rung {
    StreamSlots,
    Slicing,
    Tiling,
    TileStore,
    Fp8Unet,
    ModelOffload,
    Fp8TextEncoders,
    TextEncodersCpu,
    Sequential,
    VaeCpu,
}

pub const RUNGS: [Rung; 10] = [
    Rung::StreamSlots,
    Rung::Slicing,
    Rung::Tiling,
    Rung::TileStore,
    Rung::Fp8Unet,
    Rung::ModelOffload,
    Rung::Fp8TextEncoders,
    Rung::TextEncodersCpu,
    Rung::Sequential,
    Rung::VaeCpu,
];
