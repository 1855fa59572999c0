//! What `candela-engine info` reports about a checkpoint, and its A1111-style short hash.
use crate::attach::{Model, Refiner};
use crate::model::Component;
use crate::sampling::PredictionType;
use crate::Result;
use serde_json::{json, Value};

fn component_info<C: serde::Serialize>(name: &str, c: &Component<C>) -> Value {
    let config = serde_json::to_value(&c.config).unwrap_or_default();
    match c.weights.stored() {
        Some(w) => json!({
            "name": name,
            "dtypes": w.stored_dtypes(),
            "tensors": w.map.len(),
            "bytes": w.bytes_in(None),
            "parameters": w.bytes_in(Some(candle_core::DType::U8)),
            "config": config,
        }),
        None => json!({ "name": name, "random": true, "config": config }),
    }
}

/// Family, format, prediction type and per-component dtypes and sizes.
pub fn model_info(m: &Model) -> Value {
    let total: u64 = m
        .weights()
        .iter()
        .filter_map(|(_, w)| w.stored())
        .map(|w| w.bytes_in(None))
        .sum();
    let mut components = Vec::new();
    if let Some(unet) = &m.unet {
        components.push(component_info("unet", unet));
    }
    if let Some(sd3) = &m.sd3 {
        components.push(component_info("transformer", &sd3.transformer));
    }
    components.push(component_info("vae", &m.vae));
    components.push(component_info("text_encoder", &m.text_encoder));
    if let Some(te2) = &m.text_encoder_2 {
        components.push(component_info("text_encoder_2", te2));
    }
    if let Some(t5) = m.sd3.as_ref().and_then(|p| p.text_encoder_3.as_ref()) {
        components.push(component_info("text_encoder_3", t5));
    }
    let variant = variant(m);
    let mut info = json!({
        "path": m.path,
        "name": m.name,
        "format": m.format,
        "family": m.family,
        "family_label": family_label(m),
        "variant": variant.map(|v| v.0),
        "prediction_type": match m.prediction_type() {
            _ if m.is_sd3() => "flow_matching",
            PredictionType::Epsilon => "epsilon",
            PredictionType::VPrediction => "v_prediction",
            PredictionType::Sample => "sample",
        },
        "components": components,
        "total_bytes": total,
    });
    // An SD 3 file of the MMDiT and VAE alone: the encoders it needs given beside it.
    let missing: Vec<&str> = m
        .sd3
        .iter()
        .flat_map(|p| p.missing_clips.iter().map(|c| c.name()))
        .collect();
    if !missing.is_empty() {
        info["missing_text_encoders"] = json!(missing);
    }
    info
}

/// What the app shows of a model (the protocol's answer to `Info`).
pub fn summary(m: &Model) -> crate::protocol::ModelSummary {
    let v = model_info(m);
    let dtypes: std::collections::BTreeSet<String> = v["components"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|c| c["dtypes"].as_object())
        .flat_map(|d| d.keys().cloned())
        .collect();
    crate::protocol::ModelSummary {
        family: v["family"].as_str().unwrap_or_default().to_string(),
        family_label: family_label(m),
        total_bytes: v["total_bytes"].as_u64().unwrap_or(0),
        dtypes: dtypes.into_iter().collect(),
        variant: variant(m).map(|v| v.0.to_string()),
        t5: m.sd3.as_ref().map(|p| p.t5().is_some()),
    }
}

/// The family in people's words, naming the SD 3 model where the tensors tell which.
fn family_label(m: &Model) -> String {
    match variant(m) {
        Some((_, label)) => label.to_string(),
        None => m.family_label(),
    }
}

/// Which SD 3 model the MMDiT's config is (its key and label): SD 3.5 Medium's MMDiT-X
/// has blocks with a second, image-only attention (`dual_attention_layers`); SD 3.5 Large
/// normalises q and k (`qk_norm`) without them; SD 3 Medium does neither. Large Turbo
/// has Large's tensors (its steps and CFG are the user's to set). None for the others.
pub fn variant(m: &Model) -> Option<(&'static str, &'static str)> {
    let cfg = &m.sd3.as_ref()?.transformer.config;
    Some(if !cfg.dual_attention_layers.is_empty() {
        ("sd35_medium", "SD 3.5 Medium")
    } else if cfg.qk_norm.is_some() {
        ("sd35_large", "SD 3.5 Large")
    } else {
        ("sd3_medium", "SD 3 Medium")
    })
}

/// An SDXL refiner's format and its two components (it runs only after a base model).
pub fn refiner_info(r: &Refiner) -> Value {
    let total: u64 = [&r.unet.weights, &r.text_encoder_2.weights]
        .iter()
        .filter_map(|w| w.stored())
        .map(|w| w.bytes_in(None))
        .sum();
    json!({
        "path": r.path,
        "name": r.name,
        "format": r.format,
        "family": "sdxl_refiner",
        "family_label": "SDXL refiner (give it as --refiner, after an SDXL base)",
        "components": [
            component_info("unet", &r.unet),
            component_info("text_encoder_2", &r.text_encoder_2),
        ],
        "total_bytes": total,
    })
}

impl Model {
    /// First 10 hex digits of the SHA-256 of the checkpoint file (A1111's "Model hash");
    /// for a diffusers folder, of the UNet's (SD 3: the transformer's) weight files in
    /// order. None for random weights. Computed once per opened model, not once per image.
    pub fn short_hash(&self) -> Result<Option<String>> {
        let Some(store) = self.denoiser_store() else {
            return Ok(None);
        };
        Ok(Some(store.sha256()?[..10].to_string()))
    }

    /// Starts computing [`Model::short_hash`] beside the job (once per opened model), so
    /// that the image is not kept waiting for it at the end.
    pub fn start_hash(&self) {
        if let Some(store) = self.denoiser_store() {
            store.hash_in_background();
        }
    }

    /// The files of the UNet's (SD 3: the transformer's) weights; None for random weights.
    fn denoiser_store(&self) -> Option<&std::sync::Arc<crate::model::weights::TensorStore>> {
        let denoiser = match (&self.unet, &self.sd3) {
            (Some(u), _) => &u.weights,
            (None, Some(sd3)) => &sd3.transformer.weights,
            (None, None) => return None,
        };
        denoiser.stored().map(|w| &w.store)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The app's model library names the SD 3 model from the MMDiT's config: the random
    /// SD 3.5 Medium and Large, and SD 3 Medium (neither dual attention nor q/k norms);
    /// the UNet families have no variant and keep their label.
    #[test]
    fn sd3_models_are_named_from_their_tensors() {
        let named = |m: &Model| (summary(m).variant, summary(m).family_label);
        let mut m = Model::random("sd35m").unwrap();
        assert_eq!(
            named(&m),
            (Some("sd35_medium".into()), "SD 3.5 Medium".into())
        );
        assert_eq!(model_info(&m)["variant"], "sd35_medium");
        let l = Model::random("sd35l").unwrap();
        assert_eq!(
            named(&l),
            (Some("sd35_large".into()), "SD 3.5 Large".into())
        );
        let cfg = &mut m.sd3.as_mut().unwrap().transformer.config;
        (cfg.dual_attention_layers, cfg.qk_norm) = (Vec::new(), None);
        assert_eq!(named(&m), (Some("sd3_medium".into()), "SD 3 Medium".into()));
        let sd15 = Model::random("sd15").unwrap();
        assert_eq!(named(&sd15), (None, "SD 1.x".into()));
        assert_eq!((summary(&l).t5, summary(&sd15).t5), (Some(true), None));
        m.sd3.as_mut().unwrap().text_encoder_3 = None;
        assert_eq!(summary(&m).t5, Some(false));
        assert!(model_info(&sd15)["variant"].is_null());
        // A worker from before the field: the summary still reads.
        let old = r#"{"family":"sd1","family_label":"SD 1.x","total_bytes":1,"dtypes":["f16"]}"#;
        let s: crate::protocol::ModelSummary = serde_json::from_str(old).unwrap();
        assert_eq!((s.variant.as_deref(), s.t5), (None, None));
        assert!(!serde_json::to_string(&s).unwrap().contains("variant"));
    }
}
