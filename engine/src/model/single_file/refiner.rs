//! The SDXL refiner's single-file layout: its UNet as SDXL's (five time ids) and OpenCLIP
//! bigG alone, first of its embedders.
use super::ckpt::Ckpt;
use super::config::{convert_open_clip, convert_unet, OpenClipUse};
use super::layout::{CLIP, OPEN_CLIP, REFINER_OPEN_CLIP, SDXL_CLIP, UNET};
use super::yaml::LdmYaml;
use crate::model::config::{ClipTextConfig, UNetConfig};
use crate::model::family::Family;
use crate::model::weights::{SafetensorsFile, Source};
use crate::{Error, Result};
use std::collections::HashMap;
use std::path::Path;

/// A single-file SDXL refiner seen as diffusers components (its VAE is not read: the
/// base's decodes).
#[derive(Debug, Clone)]
pub struct SingleFileRefiner {
    pub unet_config: UNetConfig,
    pub unet: HashMap<String, Source>,
    pub text_encoder_2_config: ClipTextConfig,
    pub text_encoder_2: HashMap<String, Source>,
}

/// Maps a single-file SDXL refiner (`model.diffusion_model.*` with `label_emb`, OpenCLIP
/// bigG alone at `conditioner.embedders.0.model.*`, as `sd_xl_refiner.yaml` lays it out)
/// onto diffusers' names. Its time ids are original size, crop and aesthetic score (five).
pub fn convert_refiner(
    file: &SafetensorsFile,
    file_index: usize,
    yaml: Option<&Path>,
) -> Result<SingleFileRefiner> {
    let has = |p: &str| file.tensors.keys().any(|k| k.starts_with(p));
    if !has(REFINER_OPEN_CLIP) || !has(UNET) {
        let what = if has(SDXL_CLIP) || has(CLIP) || has(OPEN_CLIP) {
            "this looks like a base model (it has a CLIP-L or SD text encoder); give it as --model"
        } else {
            "expected an SDXL UNet (model.diffusion_model.*) and OpenCLIP bigG at conditioner.embedders.0.model.*"
        };
        return Err(Error::file(
            &file.path,
            format!("not an SDXL refiner: {what}"),
        ));
    }
    let yaml = LdmYaml::open_or_default(yaml)?;
    let ck = Ckpt {
        file,
        index: file_index,
    };
    let (text_encoder_2, text_encoder_2_config) =
        convert_open_clip(&ck, &yaml, OpenClipUse::Refiner)?;
    let pooled = text_encoder_2_config.projection_dim;
    let (unet, unet_config) = convert_unet(&ck, Family::Sdxl, &yaml, None, pooled, 5)?;
    Ok(SingleFileRefiner {
        unet_config,
        unet,
        text_encoder_2_config,
        text_encoder_2,
    })
}
