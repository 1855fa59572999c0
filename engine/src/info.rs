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
    json!({
        "path": m.path,
        "name": m.name,
        "format": m.format,
        "family": m.family,
        "family_label": m.family_label(),
        "prediction_type": match m.prediction_type() {
            _ if m.is_sd3() => "flow_matching",
            PredictionType::Epsilon => "epsilon",
            PredictionType::VPrediction => "v_prediction",
            PredictionType::Sample => "sample",
        },
        "components": components,
        "total_bytes": total,
    })
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
        family_label: m.family_label().to_string(),
        total_bytes: v["total_bytes"].as_u64().unwrap_or(0),
        dtypes: dtypes.into_iter().collect(),
    }
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
        let denoiser = match (&self.unet, &self.sd3) {
            (Some(u), _) => &u.weights,
            (None, Some(sd3)) => &sd3.transformer.weights,
            (None, None) => return Ok(None),
        };
        let Some(w) = denoiser.stored() else {
            return Ok(None);
        };
        Ok(Some(w.store.sha256()?[..10].to_string()))
    }
}
