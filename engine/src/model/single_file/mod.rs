//! Single-file checkpoints as people download them (A1111, Civitai, the original LDM
//! `.safetensors`): one file holding the UNet (`model.diffusion_model.*`), the VAE
//! (`first_stage_model.*`) and the text encoder (`cond_stage_model.*`) under the original
//! LDM names. `convert` maps every diffusers tensor name a net asks for to where that
//! tensor lives in the file, and infers the component configs from tensor shapes, so the
//! nets see the same thing as with a diffusers folder. Nothing is copied: OpenCLIP's fused
//! q/k/v and the VAE's 1x1-conv attention are `Transform`s applied on load.
//!
//! The name mapping is the inverse of diffusers' `convert_ldm_unet_checkpoint`,
//! `convert_ldm_vae_checkpoint`, `convert_ldm_clip_checkpoint` and
//! `convert_open_clip_checkpoint` (`diffusers/loaders/single_file_utils.py`).
//!
//! Shapes cannot tell attention heads, GroupNorm groups, the prediction type or the VAE
//! scaling factor. Those come from the A1111-style LDM yaml next to the checkpoint when
//! there is one, else from the family's defaults. What we read from the yaml (all
//! optional; the structural keys are checked against the tensors, and a contradiction is
//! an error because it means the yaml belongs to another model):
//!
//! ```yaml
//! model:
//!   params:
//!     parameterization: v      # "v": v-prediction, "eps": epsilon
//!     scale_factor: 0.18215    # VAE scaling factor
//!     image_size: 64           # UNet sample_size (latent pixels)
//!     unet_config:
//!       params:
//!         num_heads: 8             # heads of every attention block, or
//!         num_head_channels: 64    # head size: heads = block channels / this (wins)
//!         norm_num_groups: 32      # Candela extension: GroupNorm groups (default 32)
//!         # checked: model_channels, num_res_blocks, channel_mult, context_dim,
//!         #          use_linear_in_transformer, transformer_depth, in_channels
//!     first_stage_config:
//!       params:
//!         ddconfig:
//!           norm_num_groups: 32    # Candela extension (default 32)
//!           # checked: ch, ch_mult, num_res_blocks, z_channels
//!     cond_stage_config:
//!       params:
//!         layer: penultimate       # OpenCLIP (SD 2.x): "penultimate" (default) or "last"
//!         num_heads: 12            # Candela extension: text encoder heads (default width / 64)
//! ```
//!
//! SDXL files (`conditioner.embedders.0.transformer.*` CLIP-L, `conditioner.embedders.1.model.*`
//! OpenCLIP bigG, `label_emb.0.*` the text_time embedding) take `sd_xl_base.yaml`'s layout:
//! the UNet keys above under `model.params.network_config.params` (plus `adm_in_channels`,
//! checked), the VAE's as above, and per text encoder
//! `model.params.conditioner_config.params.emb_models.<0|1>.params.num_heads` (extension).
//!
//! Files: [`layout`] (prefixes and yaml paths), [`ckpt`] (the file's tensors), [`yaml`],
//! [`config`] (each component mapped through `crate::model::keys` and its config inferred),
//! [`refiner`] (the SDXL refiner's layout), [`controlnet`] (ControlNet files),
//! [`sd3_controlnet`] (SD 3.5 Large's ControlNets in Stability's names).
mod ckpt;
mod config;
mod controlnet;
mod layout;
mod refiner;
mod sd3;
mod sd3_controlnet;
mod yaml;

pub use controlnet::{convert_controlnet, ControlNetLayout};
pub use refiner::{convert_refiner, SingleFileRefiner};
pub use sd3::{convert_sd3, is_sd3_file, Sd3SingleFile};
pub use sd3_controlnet::{convert_sd3_controlnet, is_stability_sd3_controlnet};

use self::ckpt::Ckpt;
use self::config::{convert_clip, convert_open_clip, convert_unet, convert_vae, OpenClipUse};
use self::layout::*;
use self::yaml::LdmYaml;
use crate::model::config::{ClipTextConfig, UNetConfig, VaeConfig};
use crate::model::family::Family;
use crate::model::weights::{SafetensorsFile, Source};
use crate::{Error, Result};
use std::collections::HashMap;
use std::path::Path;

/// A single-file checkpoint seen as diffusers components.
#[derive(Debug, Clone)]
pub struct SingleFileModel {
    pub family: Family,
    pub unet_config: UNetConfig,
    pub unet: HashMap<String, Source>,
    pub vae_config: VaeConfig,
    pub vae: HashMap<String, Source>,
    pub text_encoder_config: ClipTextConfig,
    pub text_encoder: HashMap<String, Source>,
    /// SDXL's OpenCLIP bigG as a CLIPTextModelWithProjection (`text_encoder_2`).
    pub text_encoder_2: Option<(ClipTextConfig, HashMap<String, Source>)>,
    /// Some(true) when the file or its yaml says v-prediction ("parameterization: v" in the
    /// A1111 yaml, a `v_pred` key in the state dict, or safetensors __metadata__ such as
    /// modelspec.prediction_type == "v"); None when the file does not say.
    pub v_prediction: Option<bool>,
}

/// Maps a single-file checkpoint onto diffusers' names and infers its configs.
///
/// `file_index` is the file's index in the TensorStore (0 for a single file). `yaml`: an
/// A1111-style LDM config next to the checkpoint (same stem, `.yaml`), if present.
pub fn convert(
    file: &SafetensorsFile,
    file_index: usize,
    yaml: Option<&Path>,
) -> Result<SingleFileModel> {
    let family = detect_family(file)?;
    let yaml = LdmYaml::open_or_default(yaml)?;
    let ck = Ckpt {
        file,
        index: file_index,
    };
    let v_prediction = v_prediction(file, &yaml)?;
    let ((text_encoder, text_encoder_config), text_encoder_2) = match family {
        Family::Sd1 => (
            convert_clip(&ck, CLIP, &yaml, &format!("{Y_TEXT}.num_heads"))?,
            None,
        ),
        Family::Sd2 => (convert_open_clip(&ck, &yaml, OpenClipUse::Sd2)?, None),
        Family::Sdxl => {
            let heads = |i: usize| format!("{Y_SDXL_TEXT}.{i}.params.num_heads");
            let clip = convert_clip(&ck, SDXL_CLIP, &yaml, &heads(0))?;
            let (map, config) = convert_open_clip(&ck, &yaml, OpenClipUse::Sdxl)?;
            (clip, Some((config, map)))
        }
        Family::Sd3 => {
            return Err(Error::file(
                &file.path,
                "an SD 3 single file: Candela opens SD 3 from diffusers folders only for now",
            ))
        }
    };
    let pooled_dim = text_encoder_2.as_ref().and_then(|(c, _)| c.projection_dim);
    let (unet, unet_config) = convert_unet(&ck, family, &yaml, v_prediction, pooled_dim, 6)?;
    let (vae, vae_config) = convert_vae(&ck, family, &yaml)?;
    Ok(SingleFileModel {
        family,
        unet_config,
        unet,
        vae_config,
        vae,
        text_encoder_config,
        text_encoder,
        text_encoder_2,
        v_prediction,
    })
}

/// Tells SD 1.x from SD 2.x and refuses what is not a full SD checkpoint.
fn detect_family(file: &SafetensorsFile) -> Result<Family> {
    let fail = |msg: &str| Err(Error::file(&file.path, msg));
    let any = |f: &dyn Fn(&str) -> bool| file.tensors.keys().any(|k| f(k));
    if any(&|k| {
        k.starts_with("lora_unet_")
            || k.starts_with("lora_te")
            || k.contains(".lora_down.")
            || k.contains(".lora_A.")
    }) {
        return fail("this is a LoRA, not a model checkpoint; load a full Stable Diffusion checkpoint and apply the LoRA to it");
    }
    if any(&|k| {
        k.starts_with("control_model.")
            || k.starts_with("controlnet_")
            || k.contains("input_hint_block")
    }) {
        return fail("this is a ControlNet, not a Stable Diffusion checkpoint; give it to --control MODEL:IMAGE and pick a base model for --model");
    }
    if !any(&|k| k.starts_with(UNET)) {
        let vae_key = |k: &str| {
            let k = k.strip_prefix(VAE).unwrap_or(k);
            ["encoder.", "decoder.", "quant_conv.", "post_quant_conv."]
                .iter()
                .any(|p| k.starts_with(p))
        };
        if any(&|k| vae_key(k)) && !any(&|k| !vae_key(k) && !k.starts_with("model_ema.")) {
            return fail("this is a VAE alone (encoder.*/decoder.* tensors), not a model checkpoint; pick the full checkpoint");
        }
        return fail("no Stable Diffusion UNet tensors (model.diffusion_model.*) found; is this a model checkpoint?");
    }
    if any(&|k| k.starts_with("conditioner.embedders.")) {
        return detect_sdxl(file);
    }
    let (clip, open_clip) = (
        any(&|k| k.starts_with(CLIP)),
        any(&|k| k.starts_with(OPEN_CLIP)),
    );
    let mut missing = Vec::new();
    if !any(&|k| k.starts_with(VAE)) {
        missing.push("no VAE (first_stage_model.*)");
    }
    if !clip && !open_clip {
        missing.push("no text encoder (cond_stage_model.*)");
    }
    if !missing.is_empty() {
        return Err(Error::file(
            &file.path,
            format!(
                "has a UNet (model.diffusion_model.*) but {}; this is a partial extract, pick the full checkpoint",
                missing.join(" and ")
            ),
        ));
    }
    Ok(if clip { Family::Sd1 } else { Family::Sd2 })
}

/// An SDXL base file has both text encoders and a VAE; a refiner has only bigG.
fn detect_sdxl(file: &SafetensorsFile) -> Result<Family> {
    let any = |p: &str| file.tensors.keys().any(|k| k.starts_with(p));
    if any(REFINER_OPEN_CLIP) {
        return Err(Error::file(
            &file.path,
            "this is an SDXL refiner (one OpenCLIP text encoder at conditioner.embedders.0.model), which runs after a base model; give an SDXL base as --model and this file as --refiner",
        ));
    }
    let mut missing = Vec::new();
    if !any(VAE) {
        missing.push("no VAE (first_stage_model.*)");
    }
    if !any(SDXL_CLIP) {
        missing.push("no CLIP-L text encoder (conditioner.embedders.0.transformer.*)");
    }
    if !any(SDXL_OPEN_CLIP) {
        missing.push("no OpenCLIP text encoder (conditioner.embedders.1.model.*)");
    }
    if !missing.is_empty() {
        return Err(Error::file(
            &file.path,
            format!(
                "has an SDXL UNet but {}; this is a partial extract, pick the full checkpoint",
                missing.join(" and ")
            ),
        ));
    }
    Ok(Family::Sdxl)
}

/// What the yaml, the state dict or the metadata say about the prediction type, in that order.
fn v_prediction(file: &SafetensorsFile, yaml: &LdmYaml) -> Result<Option<bool>> {
    match yaml.string("model.params.parameterization")?.as_deref() {
        Some("v") => return Ok(Some(true)),
        Some("eps") => return Ok(Some(false)),
        Some(other) => {
            return Err(yaml.err(
                "model.params.parameterization",
                format!("'{other}' is not supported (only \"eps\" and \"v\")"),
            ))
        }
        None => {}
    }
    if file.tensors.contains_key("v_pred") {
        return Ok(Some(true));
    }
    let meta = |k: &str| file.metadata.get(k).map(|v| v.trim().to_ascii_lowercase());
    if let Some(p) = meta("modelspec.prediction_type") {
        match p.as_str() {
            "v" | "v_prediction" | "v-prediction" => return Ok(Some(true)),
            "epsilon" | "eps" => return Ok(Some(false)),
            _ => {}
        }
    }
    if let Some(v) = meta("ss_v_parameterization") {
        return Ok(Some(v == "true"));
    }
    Ok(meta("modelspec.architecture")
        .filter(|a| a.ends_with("-v"))
        .map(|_| true))
}

#[cfg(test)]
mod tests;
