//! SD 3.5 Large's official ControlNets as Stability publishes them
//! (`sd3.5_large_controlnet_{canny,depth,blur}.safetensors`): single blocks in the
//! MMDiT's original names (fused `attn.qkv`, `attn.proj`, `mlp.fc1/fc2`,
//! `adaLN_modulation.1`), everything else already under diffusers' names, and a
//! `control_type` scalar that diffusers does not read. The mapping is the inverse of
//! diffusers' `scripts/convert_sd3_controlnet_to_diffusers.py`: q, k and v are the thirds
//! of `qkv`'s rows.
use super::ckpt::Ckpt;
use crate::model::keys::index_after;
use crate::model::weights::{SafetensorsFile, Source, Transform};
use crate::Result;
use std::collections::HashMap;

const BLOCKS: &str = "transformer_blocks.";

/// Whether `file` is an SD 3 ControlNet in Stability's layout (fused q/k/v).
pub fn is_stability_sd3_controlnet(file: &SafetensorsFile) -> bool {
    file.tensors
        .contains_key("transformer_blocks.0.attn.qkv.weight")
}

/// Maps Stability's SD 3.5 ControlNet file onto diffusers' names; a fused q/k/v whose rows
/// are not three equal parts is named.
pub fn convert_sd3_controlnet(
    file: &SafetensorsFile,
    file_index: usize,
) -> Result<HashMap<String, Source>> {
    let ck = Ckpt {
        file,
        index: file_index,
    };
    let mut map = HashMap::new();
    for key in file.tensors.keys() {
        if key == "control_type" {
            continue;
        }
        let Some((i, rest)) = index_after(key, BLOCKS) else {
            map.insert(key.clone(), ck.source(key, Transform::None));
            continue;
        };
        let to = |s: &str| format!("{BLOCKS}{i}.{s}");
        if let Some(wb) = rest.strip_prefix("attn.qkv.") {
            let rows = ck.shape(key)?[0];
            if rows % 3 != 0 {
                return Err(ck.err(format!(
                    "tensor '{key}' has {rows} rows, expected q, k and v of equal size"
                )));
            }
            for (j, name) in ["to_q", "to_k", "to_v"].iter().enumerate() {
                let part = Transform::Rows {
                    start: j * rows / 3,
                    len: rows / 3,
                };
                map.insert(to(&format!("attn.{name}.{wb}")), ck.source(key, part));
            }
            continue;
        }
        let renamed = [
            ("attn.proj.", "attn.to_out.0."),
            ("mlp.fc1.", "ff.net.0.proj."),
            ("mlp.fc2.", "ff.net.2."),
            ("adaLN_modulation.1.", "norm1.linear."),
        ]
        .iter()
        .find_map(|(from, into)| rest.strip_prefix(from).map(|wb| format!("{into}{wb}")));
        let name = renamed.map_or_else(|| key.clone(), |r| to(&r));
        map.insert(name, ck.source(key, Transform::None));
    }
    Ok(map)
}
