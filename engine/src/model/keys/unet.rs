//! The UNet's LDM names (`input_blocks.4.1.proj_in.weight`) to diffusers'
//! (`down_blocks.1.attentions.0.proj_in.weight`), the inverse of diffusers'
//! `convert_ldm_unet_checkpoint`.
use super::{index_after, indices};
use crate::model::config::UNetConfig;
use std::collections::BTreeSet;

/// What one LDM `input_blocks.N` is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum InputBlock {
    ConvIn,
    Layer { level: usize, layer: usize },
    Downsampler { level: usize },
}

/// How an LDM UNet's blocks line up with diffusers' (levels and resnets per level): what
/// the name mapping needs to know about a UNet besides the names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnetLayout {
    inputs: Vec<InputBlock>,
    pub levels: usize,
    pub layers_per_block: usize,
}

impl UnetLayout {
    /// The layout a diffusers UNet config describes (each level but the last ends in a
    /// downsampler), e.g. to map a LoRA's LDM names onto a loaded model.
    pub fn from_config(config: &UNetConfig) -> Self {
        let levels = config.block_out_channels.len();
        let lpb = config.layers_per_block;
        let mut inputs = vec![InputBlock::ConvIn];
        for level in 0..levels {
            inputs.extend((0..lpb).map(|layer| InputBlock::Layer { level, layer }));
            if level + 1 < levels {
                inputs.push(InputBlock::Downsampler { level });
            }
        }
        UnetLayout {
            inputs,
            levels,
            layers_per_block: lpb,
        }
    }

    /// Reads the layout from the tensor names of a UNet (or, without `outputs`, of a
    /// ControlNet's encoder copy), prefix removed: walks `input_blocks` in order, each
    /// `.0.op` downsampler closing a level. The error says what does not fit an SD UNet.
    pub fn from_names<'a>(
        names: impl Iterator<Item = &'a str>,
        outputs: bool,
    ) -> Result<Self, String> {
        let names: BTreeSet<&str> = names.collect();
        let blocks = indices(names.iter().copied(), "input_blocks.");
        let count = blocks.len();
        if count < 2 || blocks.iter().copied().ne(0..count) {
            return Err(format!(
                "UNet input_blocks are not numbered 0..N (found {blocks:?})"
            ));
        }
        let mut inputs = vec![InputBlock::ConvIn];
        let (mut level, mut layer, mut per_level) = (0, 0, Vec::new());
        for i in 1..count {
            if names.contains(format!("input_blocks.{i}.0.op.weight").as_str()) {
                inputs.push(InputBlock::Downsampler { level });
                per_level.push(layer);
                (level, layer) = (level + 1, 0);
            } else {
                inputs.push(InputBlock::Layer { level, layer });
                layer += 1;
            }
        }
        per_level.push(layer);
        let layers_per_block = per_level[0];
        if layers_per_block == 0 || per_level.iter().any(|&n| n != layers_per_block) {
            return Err(format!(
                "UNet levels have uneven resnet counts {per_level:?}; not an SD UNet"
            ));
        }
        let levels = level + 1;
        let outputs_found = indices(names.iter().copied(), "output_blocks.").len();
        if outputs && outputs_found != levels * (layers_per_block + 1) {
            return Err(format!(
                "UNet has {outputs_found} output_blocks, expected {} for {levels} levels of {layers_per_block} resnets",
                levels * (layers_per_block + 1)
            ));
        }
        Ok(UnetLayout {
            inputs,
            levels,
            layers_per_block,
        })
    }

    /// Input block index of the resnet `layer` of `level`.
    pub fn input_index(&self, level: usize, layer: usize) -> usize {
        1 + level * (self.layers_per_block + 1) + layer
    }

    /// diffusers name of an LDM UNet tensor (without `model.diffusion_model.`).
    pub fn diffusers_name(&self, ldm: &str) -> Option<String> {
        for (l, d) in [
            ("time_embed.0.", "time_embedding.linear_1."),
            ("time_embed.2.", "time_embedding.linear_2."),
            // SDXL's text_time embedding (LDM's `label_emb`, num_classes "sequential").
            ("label_emb.0.0.", "add_embedding.linear_1."),
            ("label_emb.0.2.", "add_embedding.linear_2."),
            ("out.0.", "conv_norm_out."),
            ("out.2.", "conv_out."),
        ] {
            if let Some(t) = ldm.strip_prefix(l) {
                return Some(format!("{d}{t}"));
            }
        }
        if let Some((i, t)) = index_after(ldm, "input_blocks.") {
            let (j, t) = index_after(t, "")?;
            return match (*self.inputs.get(i)?, j) {
                (InputBlock::ConvIn, 0) => Some(format!("conv_in.{t}")),
                (InputBlock::Downsampler { level }, 0) => t
                    .strip_prefix("op.")
                    .map(|t| format!("down_blocks.{level}.downsamplers.0.conv.{t}")),
                (InputBlock::Layer { level, layer }, 0) => {
                    resnet_name(&format!("down_blocks.{level}.resnets.{layer}"), t)
                }
                (InputBlock::Layer { level, layer }, 1) => {
                    Some(format!("down_blocks.{level}.attentions.{layer}.{t}"))
                }
                _ => None,
            };
        }
        if let Some((j, t)) = index_after(ldm, "middle_block.") {
            return match j {
                0 => resnet_name("mid_block.resnets.0", t),
                1 => Some(format!("mid_block.attentions.0.{t}")),
                2 => resnet_name("mid_block.resnets.1", t),
                _ => None,
            };
        }
        let (i, t) = index_after(ldm, "output_blocks.")?;
        let (block, layer) = (
            i / (self.layers_per_block + 1),
            i % (self.layers_per_block + 1),
        );
        let (j, t) = index_after(t, "")?;
        match (j, t.strip_prefix("conv.")) {
            (0, _) => resnet_name(&format!("up_blocks.{block}.resnets.{layer}"), t),
            // The upsampler follows the attention when the block has one.
            (1 | 2, Some(t)) => Some(format!("up_blocks.{block}.upsamplers.0.conv.{t}")),
            (1, None) => Some(format!("up_blocks.{block}.attentions.{layer}.{t}")),
            _ => None,
        }
    }
}

/// diffusers name of a tensor of an LDM UNet `ResBlock` moved to `base`.
fn resnet_name(base: &str, t: &str) -> Option<String> {
    const PARTS: [(&str, &str); 6] = [
        ("in_layers.0.", "norm1."),
        ("in_layers.2.", "conv1."),
        ("emb_layers.1.", "time_emb_proj."),
        ("out_layers.0.", "norm2."),
        ("out_layers.3.", "conv2."),
        ("skip_connection.", "conv_shortcut."),
    ];
    PARTS
        .iter()
        .find_map(|(l, d)| t.strip_prefix(l).map(|r| format!("{base}.{d}{r}")))
}
