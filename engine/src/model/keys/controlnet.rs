//! A ControlNet's original names (lllyasviel's `control_model.*`: the UNet encoder's LDM
//! names plus `input_hint_block`, `zero_convs` and `middle_block_out`) to diffusers', the
//! inverse of diffusers' `convert_controlnet_checkpoint`.
use super::index_after;
use super::unet::UnetLayout;

/// diffusers name of a ControlNet tensor (without `control_model.`). `layout` is its
/// encoder's ([`UnetLayout::from_names`] without outputs) and `hint_out` the index of the
/// last `input_hint_block` layer (the conditioning embedding's `conv_out`).
pub fn diffusers_name(layout: &UnetLayout, hint_out: usize, ldm: &str) -> Option<String> {
    if let Some((i, t)) = index_after(ldm, "input_hint_block.") {
        match i {
            0 => Some(format!("controlnet_cond_embedding.conv_in.{t}")),
            i if i == hint_out => Some(format!("controlnet_cond_embedding.conv_out.{t}")),
            i if i % 2 == 0 => Some(format!(
                "controlnet_cond_embedding.blocks.{}.{t}",
                i / 2 - 1
            )),
            _ => None,
        }
    } else if let Some((i, t)) = index_after(ldm, "zero_convs.") {
        t.strip_prefix("0.")
            .map(|t| format!("controlnet_down_blocks.{i}.{t}"))
    } else if let Some(t) = ldm.strip_prefix("middle_block_out.0.") {
        Some(format!("controlnet_mid_block.{t}"))
    } else {
        layout.diffusers_name(ldm)
    }
}
