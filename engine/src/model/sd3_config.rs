//! SD 3 and 3.5's MMDiT config (`SD3Transformer2DModel`), diffusers' field names, checked
//! as a `config.json` is read; the shipped Medium and Large as constructors.
use serde::{Deserialize, Serialize};

/// `SD3Transformer2DModel` config (SD 3 and 3.5's MMDiT), diffusers' field names.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SD3TransformerConfig {
    #[serde(default = "sd3_sample_size")]
    pub sample_size: usize,
    #[serde(default = "two")]
    pub patch_size: usize,
    #[serde(default = "sixteen")]
    pub in_channels: usize,
    pub num_layers: usize,
    pub attention_head_dim: usize,
    pub num_attention_heads: usize,
    /// Width of the text encoders' hidden states (T5-XXL's 4096).
    pub joint_attention_dim: usize,
    /// Width the context is projected to; the blocks need it equal to heads x head size.
    pub caption_projection_dim: usize,
    /// Width of the pooled CLIP embeddings (CLIP-L's 768 + CLIP-G's 1280).
    pub pooled_projection_dim: usize,
    #[serde(default = "sixteen")]
    pub out_channels: usize,
    /// Side of the positional-embedding grid the latent's patches are cropped from.
    #[serde(default = "sd3_pos_embed_max_size")]
    pub pos_embed_max_size: usize,
    /// Blocks with a second, image-only attention (SD 3.5 Medium's MMDiT-X).
    #[serde(default)]
    pub dual_attention_layers: Vec<usize>,
    /// `"rms_norm"` (SD 3.5) or none (SD 3).
    #[serde(default)]
    pub qk_norm: Option<String>,
}
/// The MMDiT's and its ControlNets' serde defaults (diffusers' constructor defaults).
pub(super) fn sd3_sample_size() -> usize {
    128
}
pub(super) fn two() -> usize {
    2
}
pub(super) fn sixteen() -> usize {
    16
}
fn sd3_pos_embed_max_size() -> usize {
    96
}

impl SD3TransformerConfig {
    /// A diffusers `transformer/config.json`, checked: errors name the file and the field.
    pub fn from_json_file(path: &std::path::Path) -> crate::Result<Self> {
        let text = crate::input::read_to_string(path)?;
        let config: Self = serde_json::from_str(&text)
            .map_err(|e| crate::Error::file(path, format!("invalid config: {e}")))?;
        config.check().map_err(|e| crate::Error::file(path, e))?;
        Ok(config)
    }

    /// What the MMDiT cannot run, as a message naming the field.
    pub fn check(&self) -> Result<(), String> {
        match self.qk_norm.as_deref() {
            None | Some("rms_norm") => {}
            Some(other) => {
                return Err(format!(
                    "qk_norm: \"{other}\" is not supported (SD 3.5 uses \"rms_norm\", SD 3 none)"
                ))
            }
        }
        if self.caption_projection_dim != self.inner_dim() {
            return Err(format!(
                "caption_projection_dim: {} differs from num_attention_heads x attention_head_dim = {}",
                self.caption_projection_dim,
                self.inner_dim()
            ));
        }
        if self.num_layers == 0 || self.patch_size == 0 || self.inner_dim() == 0 {
            return Err(
                "num_layers, patch_size, num_attention_heads and attention_head_dim must be at least 1"
                    .into(),
            );
        }
        if let Some(i) = self
            .dual_attention_layers
            .iter()
            .find(|&&i| i >= self.num_layers)
        {
            return Err(format!(
                "dual_attention_layers: layer {i} is past the model's {} layers (num_layers)",
                self.num_layers
            ));
        }
        Ok(())
    }

    /// The blocks' width: heads x head size.
    pub fn inner_dim(&self) -> usize {
        self.num_attention_heads * self.attention_head_dim
    }

    /// SD 3.5 Medium as it ships (stabilityai/stable-diffusion-3.5-medium): 24 blocks, the
    /// first 13 with dual attention, RMS qk norm.
    pub fn sd35_medium() -> Self {
        SD3TransformerConfig {
            sample_size: 128,
            patch_size: 2,
            in_channels: 16,
            num_layers: 24,
            attention_head_dim: 64,
            num_attention_heads: 24,
            joint_attention_dim: 4096,
            caption_projection_dim: 1536,
            pooled_projection_dim: 2048,
            out_channels: 16,
            pos_embed_max_size: 384,
            dual_attention_layers: (0..=12).collect(),
            qk_norm: Some("rms_norm".into()),
        }
    }

    /// SD 3.5 Large as it ships (stabilityai/stable-diffusion-3.5-large): 38 blocks of
    /// 38 heads, RMS qk norm, no dual attention.
    pub fn sd35_large() -> Self {
        SD3TransformerConfig {
            num_layers: 38,
            num_attention_heads: 38,
            caption_projection_dim: 2432,
            pos_embed_max_size: 192,
            dual_attention_layers: Vec::new(),
            ..Self::sd35_medium()
        }
    }
}
