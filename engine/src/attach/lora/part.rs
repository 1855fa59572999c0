//! Which net a layer of a LoRA file is for, as the file names it.
/// Which text encoder or UNet a layer of a LoRA belongs to, as the file says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Part {
    Unet,
    /// `lora_te_` / `lora_te1_` / `text_encoder.`
    TextEncoder,
    /// `lora_te2_` / `text_encoder_2.`
    TextEncoder2,
    /// A diffusers key without a component prefix: the UNet if it has the layer, else
    /// the text encoder.
    Unknown,
}
