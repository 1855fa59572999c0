//! Component configs as plain data, with diffusers' field names so a `config.json` from a
//! diffusers folder deserializes directly; single-file checkpoints infer the same structs
//! from tensor shapes.
use serde::{Deserialize, Serialize};

pub use super::sd3_config::SD3TransformerConfig;

/// A field that diffusers writes either as one number or as one per block.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum PerBlock<T> {
    One(T),
    Each(Vec<T>),
}

impl<T: Copy> PerBlock<T> {
    pub fn get(&self, block: usize) -> T {
        match self {
            PerBlock::One(v) => *v,
            PerBlock::Each(v) => v[block.min(v.len() - 1)],
        }
    }
}

fn default_true() -> bool {
    true
}
fn default_layers() -> PerBlock<usize> {
    PerBlock::One(1)
}
fn default_eps() -> f64 {
    1e-5
}
fn default_groups() -> usize {
    32
}
fn default_kernel() -> usize {
    3
}

/// `UNet2DConditionModel` config (the subset SD 1.x/2.x/XL use).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct UNetConfig {
    pub in_channels: usize,
    pub out_channels: usize,
    pub block_out_channels: Vec<usize>,
    pub layers_per_block: usize,
    pub down_block_types: Vec<String>,
    pub up_block_types: Vec<String>,
    pub cross_attention_dim: usize,
    /// diffusers' legacy naming: for SD 1.x/2.x this is the number of heads.
    #[serde(default)]
    pub attention_head_dim: Option<PerBlock<usize>>,
    /// When set, the number of heads (attention_head_dim is then the head size).
    #[serde(default)]
    pub num_attention_heads: Option<PerBlock<usize>>,
    #[serde(default = "default_layers")]
    pub transformer_layers_per_block: PerBlock<usize>,
    #[serde(default)]
    pub use_linear_projection: bool,
    #[serde(default = "default_groups")]
    pub norm_num_groups: usize,
    #[serde(default = "default_eps")]
    pub norm_eps: f64,
    #[serde(default = "default_true")]
    pub flip_sin_to_cos: bool,
    #[serde(default)]
    pub freq_shift: f64,
    #[serde(default = "default_kernel")]
    pub conv_in_kernel: usize,
    #[serde(default)]
    pub upcast_attention: bool,
    /// SDXL: "text_time".
    #[serde(default)]
    pub addition_embed_type: Option<String>,
    #[serde(default)]
    pub addition_time_embed_dim: Option<usize>,
    #[serde(default)]
    pub projection_class_embeddings_input_dim: Option<usize>,
    #[serde(default)]
    pub sample_size: Option<usize>,
}

impl UNetConfig {
    /// Number of attention heads in down block `block` (diffusers' resolution of the
    /// legacy `attention_head_dim` naming).
    pub fn heads(&self, block: usize) -> usize {
        match (&self.num_attention_heads, &self.attention_head_dim) {
            (Some(h), _) => h.get(block),
            (None, Some(h)) => h.get(block),
            (None, None) => 8,
        }
    }

    /// SDXL's `addition_embed_type: "text_time"` (pooled text embeds + size/crop ids).
    pub fn has_text_time(&self) -> bool {
        self.addition_embed_type.as_deref() == Some("text_time")
    }
}

/// `AutoencoderKL` config.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct VaeConfig {
    #[serde(default = "three")]
    pub in_channels: usize,
    #[serde(default = "three")]
    pub out_channels: usize,
    pub latent_channels: usize,
    pub block_out_channels: Vec<usize>,
    pub layers_per_block: usize,
    #[serde(default = "default_groups")]
    pub norm_num_groups: usize,
    #[serde(default = "default_scaling")]
    pub scaling_factor: f64,
    #[serde(default)]
    pub shift_factor: Option<f64>,
    #[serde(default = "default_true")]
    pub use_quant_conv: bool,
    #[serde(default = "default_true")]
    pub use_post_quant_conv: bool,
    #[serde(default = "default_true")]
    pub mid_block_add_attention: bool,
    #[serde(default)]
    pub force_upcast: bool,
}
fn three() -> usize {
    3
}
fn default_scaling() -> f64 {
    0.18215
}

/// transformers' `CLIPTextConfig` (also used for OpenCLIP text towers after key mapping).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ClipTextConfig {
    pub vocab_size: usize,
    pub hidden_size: usize,
    pub intermediate_size: usize,
    pub num_hidden_layers: usize,
    pub num_attention_heads: usize,
    #[serde(default = "default_positions")]
    pub max_position_embeddings: usize,
    /// "quick_gelu" (SD 1.x) or "gelu" (SD 2.x, SDXL's bigG).
    #[serde(default = "default_act")]
    pub hidden_act: String,
    #[serde(default = "default_eps")]
    pub layer_norm_eps: f64,
    #[serde(default)]
    pub projection_dim: Option<usize>,
}
fn default_positions() -> usize {
    77
}
fn default_act() -> String {
    "quick_gelu".into()
}

impl UNetConfig {
    /// SD 1.x as it ships (runwayml/stable-diffusion-v1-5).
    pub fn sd15() -> Self {
        UNetConfig {
            in_channels: 4,
            out_channels: 4,
            block_out_channels: vec![320, 640, 1280, 1280],
            layers_per_block: 2,
            down_block_types: [
                "CrossAttnDownBlock2D",
                "CrossAttnDownBlock2D",
                "CrossAttnDownBlock2D",
                "DownBlock2D",
            ]
            .map(String::from)
            .to_vec(),
            up_block_types: [
                "UpBlock2D",
                "CrossAttnUpBlock2D",
                "CrossAttnUpBlock2D",
                "CrossAttnUpBlock2D",
            ]
            .map(String::from)
            .to_vec(),
            cross_attention_dim: 768,
            attention_head_dim: Some(PerBlock::One(8)),
            num_attention_heads: None,
            transformer_layers_per_block: PerBlock::One(1),
            use_linear_projection: false,
            norm_num_groups: 32,
            norm_eps: 1e-5,
            flip_sin_to_cos: true,
            freq_shift: 0.0,
            conv_in_kernel: 3,
            upcast_attention: false,
            addition_embed_type: None,
            addition_time_embed_dim: None,
            projection_class_embeddings_input_dim: None,
            sample_size: Some(64),
        }
    }
}

impl UNetConfig {
    /// SD 2.x as it ships (stabilityai/stable-diffusion-2-1): SD 1.5's layout with
    /// 64-wide heads, linear projections and OpenCLIP ViT-H's 1024-wide context.
    pub fn sd21() -> Self {
        UNetConfig {
            cross_attention_dim: 1024,
            attention_head_dim: Some(PerBlock::Each(vec![5, 10, 20, 20])),
            use_linear_projection: true,
            sample_size: Some(96),
            ..Self::sd15()
        }
    }
}

impl UNetConfig {
    /// SDXL base 1.0 as it ships (stabilityai/stable-diffusion-xl-base-1.0): 2.57B
    /// parameters, 64-wide heads (the legacy `attention_head_dim` holds heads per block).
    pub fn sdxl() -> Self {
        UNetConfig {
            block_out_channels: vec![320, 640, 1280],
            down_block_types: [
                "DownBlock2D",
                "CrossAttnDownBlock2D",
                "CrossAttnDownBlock2D",
            ]
            .map(String::from)
            .to_vec(),
            up_block_types: ["CrossAttnUpBlock2D", "CrossAttnUpBlock2D", "UpBlock2D"]
                .map(String::from)
                .to_vec(),
            cross_attention_dim: 2048,
            attention_head_dim: Some(PerBlock::Each(vec![5, 10, 20])),
            transformer_layers_per_block: PerBlock::Each(vec![1, 2, 10]),
            use_linear_projection: true,
            addition_embed_type: Some("text_time".into()),
            addition_time_embed_dim: Some(256),
            projection_class_embeddings_input_dim: Some(2816),
            sample_size: Some(128),
            ..Self::sd15()
        }
    }
}

impl UNetConfig {
    /// SDXL refiner 1.0 as it ships (stabilityai/stable-diffusion-xl-refiner-1.0): four
    /// blocks, cross-attention in the middle two, depth 4, context = bigG's 1280, five
    /// time ids (size, crop, aesthetic score).
    pub fn sdxl_refiner() -> Self {
        UNetConfig {
            block_out_channels: vec![384, 768, 1536, 1536],
            down_block_types: [
                "DownBlock2D",
                "CrossAttnDownBlock2D",
                "CrossAttnDownBlock2D",
                "DownBlock2D",
            ]
            .map(String::from)
            .to_vec(),
            up_block_types: [
                "UpBlock2D",
                "CrossAttnUpBlock2D",
                "CrossAttnUpBlock2D",
                "UpBlock2D",
            ]
            .map(String::from)
            .to_vec(),
            cross_attention_dim: 1280,
            attention_head_dim: Some(PerBlock::Each(vec![6, 12, 24, 24])),
            transformer_layers_per_block: PerBlock::One(4),
            projection_class_embeddings_input_dim: Some(2560),
            ..Self::sdxl()
        }
    }
}

impl VaeConfig {
    /// SDXL's VAE: SD's architecture, its own scaling factor; overflows in f16.
    pub fn sdxl() -> Self {
        VaeConfig {
            scaling_factor: 0.13025,
            force_upcast: true,
            ..Self::sd()
        }
    }

    /// SD 3 and 3.5's VAE: 16 latent channels, no quant convs, scaling and shift.
    pub fn sd3() -> Self {
        VaeConfig {
            latent_channels: 16,
            scaling_factor: 1.5305,
            shift_factor: Some(0.0609),
            use_quant_conv: false,
            use_post_quant_conv: false,
            ..Self::sd()
        }
    }

    /// The SD 1.x/2.x VAE.
    pub fn sd() -> Self {
        VaeConfig {
            in_channels: 3,
            out_channels: 3,
            latent_channels: 4,
            block_out_channels: vec![128, 256, 512, 512],
            layers_per_block: 2,
            norm_num_groups: 32,
            scaling_factor: 0.18215,
            shift_factor: None,
            use_quant_conv: true,
            use_post_quant_conv: true,
            mid_block_add_attention: true,
            force_upcast: true,
        }
    }
}

impl ClipTextConfig {
    /// CLIP ViT-L/14's text tower (SD 1.x).
    pub fn clip_l() -> Self {
        ClipTextConfig {
            vocab_size: 49408,
            hidden_size: 768,
            intermediate_size: 3072,
            num_hidden_layers: 12,
            num_attention_heads: 12,
            max_position_embeddings: 77,
            hidden_act: "quick_gelu".into(),
            layer_norm_eps: 1e-5,
            projection_dim: Some(768),
        }
    }
    /// OpenCLIP ViT-H/14's text tower as SD 2.x uses it (23 of its 24 layers).
    pub fn open_clip_h() -> Self {
        ClipTextConfig {
            vocab_size: 49408,
            hidden_size: 1024,
            intermediate_size: 4096,
            num_hidden_layers: 23,
            num_attention_heads: 16,
            max_position_embeddings: 77,
            hidden_act: "gelu".into(),
            layer_norm_eps: 1e-5,
            projection_dim: Some(1024),
        }
    }
    /// OpenCLIP ViT-bigG/14's text tower, SDXL's `text_encoder_2` (694M parameters).
    pub fn open_clip_big_g() -> Self {
        ClipTextConfig {
            vocab_size: 49408,
            hidden_size: 1280,
            intermediate_size: 5120,
            num_hidden_layers: 32,
            num_attention_heads: 20,
            max_position_embeddings: 77,
            hidden_act: "gelu".into(),
            layer_norm_eps: 1e-5,
            projection_dim: Some(1280),
        }
    }
}

fn default_conditioning_channels() -> usize {
    3
}
fn default_embedding_channels() -> Vec<usize> {
    vec![16, 32, 96, 256]
}
fn default_channel_order() -> String {
    "rgb".into()
}

/// `ControlNetModel` config: the UNet's encoder half (same field names) plus the
/// conditioning image encoder.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ControlNetConfig {
    #[serde(default = "four")]
    pub in_channels: usize,
    #[serde(default = "default_conditioning_channels")]
    pub conditioning_channels: usize,
    pub block_out_channels: Vec<usize>,
    pub layers_per_block: usize,
    pub down_block_types: Vec<String>,
    pub cross_attention_dim: usize,
    #[serde(default)]
    pub attention_head_dim: Option<PerBlock<usize>>,
    #[serde(default)]
    pub num_attention_heads: Option<PerBlock<usize>>,
    #[serde(default = "default_layers")]
    pub transformer_layers_per_block: PerBlock<usize>,
    #[serde(default)]
    pub use_linear_projection: bool,
    #[serde(default = "default_groups")]
    pub norm_num_groups: usize,
    #[serde(default = "default_eps")]
    pub norm_eps: f64,
    #[serde(default = "default_true")]
    pub flip_sin_to_cos: bool,
    #[serde(default)]
    pub freq_shift: f64,
    #[serde(default)]
    pub upcast_attention: bool,
    #[serde(default)]
    pub addition_embed_type: Option<String>,
    #[serde(default)]
    pub addition_time_embed_dim: Option<usize>,
    #[serde(default)]
    pub projection_class_embeddings_input_dim: Option<usize>,
    #[serde(default = "default_embedding_channels")]
    pub conditioning_embedding_out_channels: Vec<usize>,
    /// "rgb" or "bgr" (the control image's channels are flipped first).
    #[serde(default = "default_channel_order")]
    pub controlnet_conditioning_channel_order: String,
    /// Shuffle-style ControlNets: residuals averaged over the image.
    #[serde(default)]
    pub global_pool_conditions: bool,
}
fn four() -> usize {
    4
}

impl ControlNetConfig {
    /// The UNet whose encoder half this ControlNet copies (its blocks are built from it).
    pub fn unet(&self) -> UNetConfig {
        UNetConfig {
            in_channels: self.in_channels,
            out_channels: self.in_channels,
            block_out_channels: self.block_out_channels.clone(),
            layers_per_block: self.layers_per_block,
            down_block_types: self.down_block_types.clone(),
            up_block_types: self
                .down_block_types
                .iter()
                .rev()
                .map(|t| t.replace("Down", "Up"))
                .collect(),
            cross_attention_dim: self.cross_attention_dim,
            attention_head_dim: self.attention_head_dim.clone(),
            num_attention_heads: self.num_attention_heads.clone(),
            transformer_layers_per_block: self.transformer_layers_per_block.clone(),
            use_linear_projection: self.use_linear_projection,
            norm_num_groups: self.norm_num_groups,
            norm_eps: self.norm_eps,
            flip_sin_to_cos: self.flip_sin_to_cos,
            freq_shift: self.freq_shift,
            conv_in_kernel: 3,
            upcast_attention: self.upcast_attention,
            addition_embed_type: self.addition_embed_type.clone(),
            addition_time_embed_dim: self.addition_time_embed_dim,
            projection_class_embeddings_input_dim: self.projection_class_embeddings_input_dim,
            sample_size: None,
        }
    }

    /// lllyasviel/sd-controlnet-* (SD 1.5), as diffusers' `ControlNetModel.from_unet`
    /// makes it from SD 1.5's UNet.
    pub fn sd15() -> Self {
        Self::from_unet(&UNetConfig::sd15())
    }

    /// diffusers' `ControlNetModel.from_unet`: the UNet's encoder config, the default
    /// conditioning encoder.
    pub fn from_unet(u: &UNetConfig) -> Self {
        ControlNetConfig {
            in_channels: u.in_channels,
            conditioning_channels: 3,
            block_out_channels: u.block_out_channels.clone(),
            layers_per_block: u.layers_per_block,
            down_block_types: u.down_block_types.clone(),
            cross_attention_dim: u.cross_attention_dim,
            attention_head_dim: u.attention_head_dim.clone(),
            num_attention_heads: u.num_attention_heads.clone(),
            transformer_layers_per_block: u.transformer_layers_per_block.clone(),
            use_linear_projection: u.use_linear_projection,
            norm_num_groups: u.norm_num_groups,
            norm_eps: u.norm_eps,
            flip_sin_to_cos: u.flip_sin_to_cos,
            freq_shift: u.freq_shift,
            upcast_attention: u.upcast_attention,
            addition_embed_type: u.addition_embed_type.clone(),
            addition_time_embed_dim: u.addition_time_embed_dim,
            projection_class_embeddings_input_dim: u.projection_class_embeddings_input_dim,
            conditioning_embedding_out_channels: default_embedding_channels(),
            controlnet_conditioning_channel_order: default_channel_order(),
            global_pool_conditions: false,
        }
    }
}
