//! Model families, told apart by their tensors (never by file names).
use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Family {
    /// SD 1.x: CLIP ViT-L text encoder, 768-wide cross-attention.
    Sd1,
    /// SD 2.x: OpenCLIP ViT-H text encoder, 1024-wide cross-attention, linear projections.
    Sd2,
    /// SDXL: two text encoders and the text_time embedding.
    Sdxl,
    /// SD 3 and 3.5: an MMDiT, CLIP-L and CLIP-G with projections, optional T5-XXL, a
    /// 16-channel VAE and flow matching.
    Sd3,
}

impl Family {
    pub fn name(&self) -> &'static str {
        match self {
            Family::Sd1 => "SD 1.x",
            Family::Sd2 => "SD 2.x",
            Family::Sdxl => "SDXL",
            Family::Sd3 => "SD 3",
        }
    }

    /// Guess from the UNet's cross-attention width and projection style, as the
    /// families ship them.
    pub fn from_unet(
        cross_attention_dim: usize,
        use_linear_projection: bool,
        text_time: bool,
    ) -> Self {
        if text_time || cross_attention_dim == 2048 {
            Family::Sdxl
        } else if cross_attention_dim == 1024 || use_linear_projection {
            Family::Sd2
        } else {
            Family::Sd1
        }
    }
}
