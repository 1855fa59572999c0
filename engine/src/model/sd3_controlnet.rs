//! `SD3ControlNetModel`'s config (diffusers' field names): joint blocks like the MMDiT's
//! (InstantX) or single blocks without the prompt (SD 3.5 Large's official ControlNets),
//! which read the latents plus the control image's latents (`pos_embed_input`) and hand
//! one residual per block to the transformer's joint blocks.
use super::config::SD3TransformerConfig;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SD3ControlNetConfig {
    #[serde(default = "super::sd3_config::sd3_sample_size")]
    pub sample_size: usize,
    #[serde(default = "super::sd3_config::two")]
    pub patch_size: usize,
    #[serde(default = "super::sd3_config::sixteen")]
    pub in_channels: usize,
    pub num_layers: usize,
    pub attention_head_dim: usize,
    pub num_attention_heads: usize,
    /// None in SD 3.5 Large's official ControlNets (single blocks without the prompt).
    #[serde(default)]
    pub joint_attention_dim: Option<usize>,
    pub caption_projection_dim: usize,
    pub pooled_projection_dim: usize,
    #[serde(default = "super::sd3_config::sixteen")]
    pub out_channels: usize,
    #[serde(default)]
    pub pos_embed_max_size: Option<usize>,
    /// Channels beyond the latents' that the control input has (a mask, for inpainting).
    #[serde(default)]
    pub extra_conditioning_channels: usize,
    #[serde(default)]
    pub dual_attention_layers: Vec<usize>,
    #[serde(default)]
    pub qk_norm: Option<String>,
    #[serde(default = "yes")]
    pub use_pos_embed: bool,
    /// InstantX's ControlNets: zero pooled projections, and the control image's latents
    /// without the VAE's shift (what diffusers' pipeline does when this is set).
    #[serde(default = "yes")]
    pub force_zeros_for_pooled_projection: bool,
}
fn yes() -> bool {
    true
}

impl SD3ControlNetConfig {
    /// The blocks' width: heads x head size.
    pub fn inner_dim(&self) -> usize {
        self.num_attention_heads * self.attention_head_dim
    }

    /// The transformer config its blocks and embeddings are built from (every block keeps
    /// its context stream: a ControlNet has no "context pre-only" last block).
    pub fn blocks_config(&self) -> SD3TransformerConfig {
        SD3TransformerConfig {
            sample_size: self.sample_size,
            patch_size: self.patch_size,
            in_channels: self.in_channels,
            num_layers: self.num_layers,
            attention_head_dim: self.attention_head_dim,
            num_attention_heads: self.num_attention_heads,
            joint_attention_dim: self.joint_attention_dim.unwrap_or(0),
            caption_projection_dim: self.caption_projection_dim,
            pooled_projection_dim: self.pooled_projection_dim,
            out_channels: self.out_channels,
            pos_embed_max_size: self.pos_embed_max_size.unwrap_or(0),
            dual_attention_layers: self.dual_attention_layers.clone(),
            qk_norm: self.qk_norm.clone(),
        }
    }

    /// What Candela cannot run, as a message naming the field.
    pub fn check(&self) -> Result<(), String> {
        if self.use_pos_embed && self.pos_embed_max_size.is_none() {
            return Err("pos_embed_max_size is null: a positional grid computed from sample_size is not supported (SD 3 ControlNets store theirs, or take the transformer's with use_pos_embed false)".into());
        }
        if self.extra_conditioning_channels != 0 {
            return Err(format!(
                "extra_conditioning_channels is {}: ControlNets with extra inputs (inpainting's mask) are not supported yet",
                self.extra_conditioning_channels
            ));
        }
        match self.joint_attention_dim {
            Some(_) => self.blocks_config().check(),
            // Single blocks (SD 3.5 Large's official ControlNets): no context projection
            // to match, no q/k norms or dual attention (diffusers builds them without).
            None if self.num_layers == 0 || self.patch_size == 0 || self.inner_dim() == 0 => Err(
                "num_layers, patch_size, num_attention_heads and attention_head_dim must be at least 1"
                    .into(),
            ),
            None => Ok(()),
        }
    }

    /// SD 3.5 Large's official layout (stabilityai/stable-diffusion-3.5-large-controlnet-
    /// canny, depth, blur): single blocks without the prompt on the transformer's patch
    /// tokens, the pooled text as it is and the VAE's shift on the control latents.
    pub fn is_official_large(&self) -> bool {
        self.joint_attention_dim.is_none()
    }

    /// Random-weight ControlNet for `base` (`--control random`): for SD 3.5 Large (RMS
    /// q/k norms, no dual attention) the official layout with half the transformer's
    /// blocks (19 for 38, as Stability's), otherwise InstantX's layout with half the
    /// transformer's blocks (diffusers' `from_transformer` without extra channels).
    pub fn from_transformer(base: &SD3TransformerConfig) -> Self {
        let layers = base.num_layers.div_ceil(2);
        if base.qk_norm.is_some() && base.dual_attention_layers.is_empty() {
            return SD3ControlNetConfig {
                joint_attention_dim: None,
                pos_embed_max_size: None,
                dual_attention_layers: Vec::new(),
                qk_norm: None,
                use_pos_embed: false,
                force_zeros_for_pooled_projection: false,
                ..Self::instantx(base, layers)
            };
        }
        Self::instantx(base, layers)
    }

    /// InstantX's layout of `layers` joint blocks with `base`'s widths.
    fn instantx(base: &SD3TransformerConfig, layers: usize) -> Self {
        SD3ControlNetConfig {
            sample_size: base.sample_size,
            patch_size: base.patch_size,
            in_channels: base.in_channels,
            num_layers: layers,
            attention_head_dim: base.attention_head_dim,
            num_attention_heads: base.num_attention_heads,
            joint_attention_dim: Some(base.joint_attention_dim),
            caption_projection_dim: base.caption_projection_dim,
            pooled_projection_dim: base.pooled_projection_dim,
            out_channels: base.out_channels,
            pos_embed_max_size: Some(base.pos_embed_max_size),
            extra_conditioning_channels: 0,
            dual_attention_layers: base
                .dual_attention_layers
                .iter()
                .copied()
                .filter(|&i| i < layers)
                .collect(),
            qk_norm: base.qk_norm.clone(),
            use_pos_embed: true,
            force_zeros_for_pooled_projection: true,
        }
    }

    /// Why it does not fit `base` (the transformer whose blocks it feeds), if it does not.
    pub fn misfit(&self, base: &SD3TransformerConfig) -> Option<String> {
        let pairs = [
            (
                "width (heads x head size)",
                self.inner_dim(),
                base.inner_dim(),
            ),
            ("latent channels", self.in_channels, base.in_channels),
            ("patch size", self.patch_size, base.patch_size),
            (
                "pooled projection width",
                self.pooled_projection_dim,
                base.pooled_projection_dim,
            ),
            (
                "text width (joint_attention_dim)",
                self.joint_attention_dim.unwrap_or(base.joint_attention_dim),
                base.joint_attention_dim,
            ),
        ];
        pairs
            .iter()
            .find(|(_, a, b)| a != b)
            .map(|(what, a, b)| format!("its {what} is {a}, the base model's transformer has {b}"))
    }
}

#[cfg(test)]
mod tests {
    use super::SD3ControlNetConfig;

    /// The official SD 3.5 Large config as diffusers' conversion script writes it loads
    /// (single blocks: its caption_projection_dim need not match the width); extra
    /// conditioning channels and a computed positional grid are refused naming the field.
    #[test]
    fn official_large_configs_load_and_the_rest_is_refused_by_name() {
        let text = r#"{"_class_name": "SD3ControlNetModel", "attention_head_dim": 64,
            "caption_projection_dim": 2048, "extra_conditioning_channels": 0,
            "force_zeros_for_pooled_projection": false, "in_channels": 16,
            "joint_attention_dim": null, "num_attention_heads": 38, "num_layers": 19,
            "out_channels": 16, "patch_size": 2, "pooled_projection_dim": 2048,
            "pos_embed_max_size": null, "pos_embed_type": null, "qk_norm": null,
            "sample_size": 128, "use_pos_embed": false}"#;
        let c: SD3ControlNetConfig = serde_json::from_str(text).unwrap();
        assert!(c.check().is_ok() && c.is_official_large());
        let extra = SD3ControlNetConfig {
            extra_conditioning_channels: 1,
            ..c.clone()
        };
        assert!(extra
            .check()
            .unwrap_err()
            .contains("extra_conditioning_channels is 1"));
        let grid = SD3ControlNetConfig {
            use_pos_embed: true,
            ..c
        };
        assert!(grid
            .check()
            .unwrap_err()
            .contains("pos_embed_max_size is null"));
    }
}
