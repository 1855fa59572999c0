//! diffusers and PEFT naming: `unet.<layer>.lora_A.weight` / `lora_B.weight` (PEFT),
//! `<layer>.lora.down.weight` / `lora.up.weight` and the older attention processors'
//! `attn1.processor.to_q_lora.down.weight` (diffusers before PEFT); the rank and alpha in
//! the `lora_adapter_metadata` diffusers writes, or `.alpha` tensors.
use super::part::Part;
use std::collections::HashMap;

/// diffusers/PEFT suffixes (after `.` or, for the processors, `_`), mapped to the kohya
/// suffix with the same role.
const SUFFIXES: [(&str, &str); 7] = [
    ("lora_A.weight", "lora_down.weight"),
    ("lora_B.weight", "lora_up.weight"),
    ("lora.down.weight", "lora_down.weight"),
    ("lora.up.weight", "lora_up.weight"),
    ("lora_linear_layer.down.weight", "lora_down.weight"),
    ("lora_linear_layer.up.weight", "lora_up.weight"),
    ("alpha", "alpha"),
];

/// `unet.down_blocks.0.attentions.0.proj_in.lora_A.weight` →
/// (Unet, "down_blocks.0.attentions.0.proj_in", "lora_down.weight").
pub(super) fn split(key: &str) -> Option<(Part, String, String)> {
    let key = key.strip_prefix("base_model.model.").unwrap_or(key);
    let (part, rest) = [
        ("unet.", Part::Unet),
        ("text_encoder_2.", Part::TextEncoder2),
        ("text_encoder.", Part::TextEncoder),
    ]
    .iter()
    .find_map(|(p, part)| key.strip_prefix(p).map(|r| (*part, r)))
    .unwrap_or((Part::Unknown, key));
    for (suffix, role) in SUFFIXES {
        let Some(module) = rest
            .strip_suffix(suffix)
            .and_then(|m| m.strip_suffix('.').or_else(|| m.strip_suffix('_')))
        else {
            continue;
        };
        // PEFT's adapter name sits between the layer and lora_A when saved raw.
        let module = module.strip_suffix(".default").unwrap_or(module);
        return Some((part, processor_layer(module), role.to_string()));
    }
    None
}

/// The layer an old diffusers attention processor's LoRA changes: `attn1.processor.to_q`
/// → `attn1.to_q`, `to_out` → `to_out.0`; a text encoder's `self_attn.to_q` → `q_proj`.
fn processor_layer(module: &str) -> String {
    if let Some((head, proj)) = module.rsplit_once(".processor.") {
        let proj = if proj == "to_out" { "to_out.0" } else { proj };
        return format!("{head}.{proj}");
    }
    if let Some((head, proj)) = module.rsplit_once("self_attn.to_") {
        return format!("{head}self_attn.{proj}_proj");
    }
    module.to_string()
}

/// What diffusers' `lora_adapter_metadata` says of one component's adapter (PEFT's
/// `LoraConfig`): its rank and alpha, with per-layer exceptions.
#[derive(Debug, Clone, Default)]
pub(super) struct AdapterConfig {
    pub r: Option<f64>,
    pub alpha: Option<f64>,
    pub rank_pattern: HashMap<String, f64>,
    pub alpha_pattern: HashMap<String, f64>,
    pub use_rslora: bool,
}

impl AdapterConfig {
    /// The config diffusers saved for `prefix` ("unet", "text_encoder"...), if any.
    pub fn from_metadata(metadata: &HashMap<String, String>, prefix: &str) -> Option<Self> {
        let raw = metadata.get("lora_adapter_metadata")?;
        let v: serde_json::Value = serde_json::from_str(raw).ok()?;
        let get = |k: &str| v.get(format!("{prefix}.{k}"));
        if get("r").is_none() && get("lora_alpha").is_none() {
            return None;
        }
        let pattern = |k: &str| -> HashMap<String, f64> {
            get(k)
                .and_then(|p| p.as_object())
                .map(|m| {
                    m.iter()
                        .filter_map(|(k, v)| v.as_f64().map(|v| (k.clone(), v)))
                        .collect()
                })
                .unwrap_or_default()
        };
        Some(AdapterConfig {
            r: get("r").and_then(|x| x.as_f64()),
            alpha: get("lora_alpha").and_then(|x| x.as_f64()),
            rank_pattern: pattern("rank_pattern"),
            alpha_pattern: pattern("alpha_pattern"),
            use_rslora: get("use_rslora").and_then(|x| x.as_bool()).unwrap_or(false),
        })
    }

    /// PEFT's scaling of a layer of `rank` named `layer` (dotted): alpha / r (or / sqrt(r)
    /// with rsLoRA), a pattern's value where one matches the end of the name.
    pub fn scale(&self, layer: &str, rank: usize) -> f64 {
        let find = |p: &HashMap<String, f64>| {
            p.iter()
                .find(|(k, _)| layer == k.as_str() || layer.ends_with(&format!(".{k}")))
                .map(|(_, v)| *v)
        };
        let r = find(&self.rank_pattern).or(self.r).unwrap_or(rank as f64);
        let alpha = find(&self.alpha_pattern).or(self.alpha).unwrap_or(r);
        if self.use_rslora {
            alpha / r.sqrt()
        } else {
            alpha / r
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_peft_and_old_diffusers_keys() {
        assert_eq!(
            split("unet.down_blocks.0.attentions.0.proj_in.lora_A.weight"),
            Some((
                Part::Unet,
                "down_blocks.0.attentions.0.proj_in".into(),
                "lora_down.weight".into()
            ))
        );
        assert_eq!(
            split(
                "mid_block.attentions.0.transformer_blocks.0.attn1.processor.to_out_lora.up.weight"
            ),
            Some((
                Part::Unknown,
                "mid_block.attentions.0.transformer_blocks.0.attn1.to_out.0".into(),
                "lora_up.weight".into()
            ))
        );
        assert_eq!(
            split("text_encoder.text_model.encoder.layers.0.self_attn.to_k_lora.down.weight"),
            Some((
                Part::TextEncoder,
                "text_model.encoder.layers.0.self_attn.k_proj".into(),
                "lora_down.weight".into()
            ))
        );
        assert_eq!(split("unet.conv_in.weight"), None);
    }

    #[test]
    fn reads_diffusers_adapter_metadata() {
        let mut m = HashMap::new();
        m.insert(
            "lora_adapter_metadata".to_string(),
            r#"{"unet.r": 4, "unet.lora_alpha": 8, "unet.alpha_pattern": {"to_k": 2}}"#.to_string(),
        );
        let c = AdapterConfig::from_metadata(&m, "unet").unwrap();
        assert_eq!(c.scale("down_blocks.0.attn1.to_q", 4), 2.0);
        assert_eq!(c.scale("down_blocks.0.attn1.to_k", 4), 0.5);
        assert!(AdapterConfig::from_metadata(&m, "text_encoder").is_none());
    }
}
