//! ControlNet single files in either layout people download: diffusers' names in one
//! file, or lllyasviel's original `control_model.*` names (mapped by
//! [`keys::controlnet`]).
use super::ckpt::Ckpt;
use super::layout::UNET;
use crate::model::keys::{self, indices};
use crate::model::weights::{SafetensorsFile, Source, Transform};
use crate::Result;
use std::collections::{BTreeSet, HashMap};

/// Where a ControlNet single file keeps its tensors.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ControlNetLayout {
    /// diffusers' names in one file (`controlnet_cond_embedding.*`, `down_blocks.*`...).
    Diffusers,
    /// The original lllyasviel layout (`control_model.input_hint_block.*`, `zero_convs.*`,
    /// `middle_block_out.*`), with or without the `control_model.` prefix.
    Ldm,
}

const CONTROL: &str = "control_model.";

/// Maps a ControlNet single file onto diffusers' names (the inverse of diffusers'
/// `convert_controlnet_checkpoint`).
pub fn convert_controlnet(
    file: &SafetensorsFile,
    file_index: usize,
) -> Result<(ControlNetLayout, HashMap<String, Source>)> {
    let ck = Ckpt {
        file,
        index: file_index,
    };
    if ck.has("time_embedding.linear_1.weight") {
        let map = file
            .tensors
            .keys()
            .map(|k| (k.clone(), ck.source(k, Transform::None)))
            .collect();
        return Ok((ControlNetLayout::Diffusers, map));
    }
    let prefix = if ck.has("time_embed.0.weight") {
        ""
    } else if ck.has(&format!("{CONTROL}time_embed.0.weight")) {
        CONTROL
    } else if ck.has(&format!("{UNET}time_embed.0.weight")) {
        return Err(
            ck.err("this is a Stable Diffusion checkpoint, not a ControlNet; give it to --model")
        );
    } else {
        return Err(ck.err(
            "no ControlNet tensors found (expected control_model.time_embed.* or diffusers' time_embedding.*)",
        ));
    };
    let layout = ck.unet_layout(prefix, false)?;
    let hint: BTreeSet<usize> = indices(ck.under(prefix).map(|(n, _)| n), "input_hint_block.");
    let hint_out = hint.last().copied().unwrap_or(0);
    let mut map = HashMap::new();
    let mut unmapped = Vec::new();
    for (ldm, key) in ck.under(prefix) {
        let name = keys::controlnet::diffusers_name(&layout, hint_out, ldm);
        match name {
            Some(n) => {
                map.insert(n, ck.source(key, Transform::None));
            }
            None => unmapped.push(key),
        }
    }
    ck.refuse_unmapped("ControlNet", &unmapped)?;
    Ok((ControlNetLayout::Ldm, map))
}
