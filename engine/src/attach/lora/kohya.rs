//! kohya/A1111 (and LyCORIS) naming: `lora_unet_<layer>`, `lora_te_<layer>` (SD 1.x/2.x),
//! `lora_te1_`/`lora_te2_` (SDXL), the layer's dotted name with every dot an underscore.
//! SD 1.x/2.x files use diffusers' UNet names (`down_blocks_0_attentions_0_...`); SDXL
//! files the original LDM ones (`input_blocks_4_1_transformer_blocks_0_...`), which go
//! through the checkpoint key mapping to diffusers' names.
use super::part::Part;
use crate::model::keys::unet::UnetLayout;

/// The suffixes a kohya/LyCORIS layer's tensors carry after `lora_unet_xxx.`.
const SUFFIXES: [&str; 20] = [
    "lora_down.weight",
    "lora_up.weight",
    "lora_mid.weight",
    "alpha",
    "hada_w1_a",
    "hada_w1_b",
    "hada_w2_a",
    "hada_w2_b",
    "hada_t1",
    "hada_t2",
    "lokr_w1",
    "lokr_w1_a",
    "lokr_w1_b",
    "lokr_w2",
    "lokr_w2_a",
    "lokr_w2_b",
    "lokr_t2",
    "diff",
    "diff_b",
    "dora_scale",
];

/// `lora_unet_xxx.lora_down.weight` → (Unet, "xxx", "lora_down.weight").
pub(super) fn split(key: &str) -> Option<(Part, String, String)> {
    let (module, suffix) = key.split_once('.')?;
    if !SUFFIXES.contains(&suffix) {
        return None;
    }
    let (part, name) = [
        ("lora_unet_", Part::Unet),
        ("lora_te1_", Part::TextEncoder),
        ("lora_te2_", Part::TextEncoder2),
        ("lora_te_", Part::TextEncoder),
    ]
    .iter()
    .find_map(|(p, part)| module.strip_prefix(p).map(|n| (*part, n)))?;
    Some((part, name.to_string(), suffix.to_string()))
}

/// The diffusers name (dots as underscores) of an SDXL-style LDM UNet layer name such as
/// `input_blocks_4_1_transformer_blocks_0_attn1_to_k`, in a UNet laid out as `layout`
/// (the checkpoint key mapping's); None when `name` is not in LDM naming or maps nowhere.
pub(super) fn ldm_unet_layer(name: &str, layout: &UnetLayout) -> Option<String> {
    let dotted = ldm_dotted(name)?;
    let diffusers = layout.diffusers_name(&format!("{dotted}.weight"))?;
    Some(diffusers.strip_suffix(".weight")?.replace('.', "_"))
}

/// `input_blocks_4_1_rest` → `input_blocks.4.1.rest`, `middle_block_1_rest` →
/// `middle_block.1.rest`, `time_embed_0` → `time_embed.0`... with a resnet's
/// `in_layers_2`-style part dotted too (the key mapping reads it).
fn ldm_dotted(name: &str) -> Option<String> {
    let numbers = |s: &str, n: usize| -> Option<(Vec<String>, String)> {
        let mut parts = s.splitn(n + 1, '_');
        let nums: Vec<String> = (0..n)
            .map(|_| {
                parts
                    .next()
                    .filter(|p| p.parse::<usize>().is_ok())
                    .map(String::from)
            })
            .collect::<Option<_>>()?;
        Some((nums, parts.next().unwrap_or("").to_string()))
    };
    let (head, nums, rest) = if let Some(s) = name.strip_prefix("input_blocks_") {
        let (n, r) = numbers(s, 2)?;
        ("input_blocks", n, r)
    } else if let Some(s) = name.strip_prefix("output_blocks_") {
        let (n, r) = numbers(s, 2)?;
        ("output_blocks", n, r)
    } else if let Some(s) = name.strip_prefix("middle_block_") {
        let (n, r) = numbers(s, 1)?;
        ("middle_block", n, r)
    } else if let Some(s) = name.strip_prefix("label_emb_") {
        let (n, r) = numbers(s, 2)?;
        ("label_emb", n, r)
    } else if let Some(s) = name.strip_prefix("time_embed_") {
        let (n, r) = numbers(s, 1)?;
        ("time_embed", n, r)
    } else if let Some(s) = name.strip_prefix("out_") {
        let (n, r) = numbers(s, 1)?;
        ("out", n, r)
    } else {
        return None;
    };
    let mut rest = rest;
    for part in ["in_layers_", "out_layers_", "emb_layers_"] {
        if let Some(r) = rest.strip_prefix(part) {
            rest = format!("{}.{r}", &part[..part.len() - 1]);
            // `in_layers_2` → `in_layers.2`: the index stays the next token.
            break;
        }
    }
    let mut out = format!("{head}.{}", nums.join("."));
    if !rest.is_empty() {
        out.push('.');
        out.push_str(&rest);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_keys() {
        assert_eq!(
            split("lora_te2_text_model_encoder_layers_0_mlp_fc1.hada_w1_a"),
            Some((
                Part::TextEncoder2,
                "text_model_encoder_layers_0_mlp_fc1".into(),
                "hada_w1_a".into()
            ))
        );
        assert_eq!(split("lora_unet_x.unknown"), None);
        assert_eq!(split("something.alpha"), None);
    }

    #[test]
    fn maps_sdxl_ldm_names_to_diffusers() {
        let mut config = crate::model::config::UNetConfig::sdxl();
        config.block_out_channels = vec![32, 32, 64];
        let layout = UnetLayout::from_config(&config);
        let m = |n| ldm_unet_layer(n, &layout);
        assert_eq!(
            m("input_blocks_4_1_transformer_blocks_0_attn1_to_k").as_deref(),
            Some("down_blocks_1_attentions_0_transformer_blocks_0_attn1_to_k")
        );
        assert_eq!(
            m("input_blocks_1_0_in_layers_2").as_deref(),
            Some("down_blocks_0_resnets_0_conv1")
        );
        assert_eq!(
            m("middle_block_1_proj_in").as_deref(),
            Some("mid_block_attentions_0_proj_in")
        );
        assert_eq!(
            m("output_blocks_2_2_conv").as_deref(),
            Some("up_blocks_0_upsamplers_0_conv")
        );
        assert_eq!(
            m("output_blocks_5_0_skip_connection").as_deref(),
            Some("up_blocks_1_resnets_2_conv_shortcut")
        );
        assert_eq!(
            m("time_embed_0").as_deref(),
            Some("time_embedding_linear_1")
        );
        assert_eq!(
            m("label_emb_0_2").as_deref(),
            Some("add_embedding_linear_2")
        );
        assert_eq!(m("down_blocks_0_attentions_0_proj_in"), None);
    }
}
