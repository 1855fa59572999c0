//! Where an LDM single file keeps each component (tensor name prefixes) and where its
//! A1111-style yaml keeps each component's parameters.
use crate::model::family::Family;

pub(super) const UNET: &str = "model.diffusion_model.";
pub(super) const VAE: &str = "first_stage_model.";
pub(super) const CLIP: &str = "cond_stage_model.transformer.";
pub(super) const OPEN_CLIP: &str = "cond_stage_model.model.";
/// SDXL (Stability's `sgm` layout): CLIP-L in transformers' names, OpenCLIP bigG.
pub(super) const SDXL_CLIP: &str = "conditioner.embedders.0.transformer.";
pub(super) const SDXL_OPEN_CLIP: &str = "conditioner.embedders.1.model.";
/// The SDXL refiner's only text encoder: OpenCLIP bigG, first of its embedders.
pub(super) const REFINER_OPEN_CLIP: &str = "conditioner.embedders.0.model.";

pub(super) const Y_UNET: &str = "model.params.unet_config.params";
pub(super) const Y_VAE: &str = "model.params.first_stage_config.params.ddconfig";
pub(super) const Y_TEXT: &str = "model.params.cond_stage_config.params";
/// SDXL's `sd_xl_base.yaml` (sgm) names the UNet `network_config` and lists the text
/// encoders under the conditioner.
pub(super) const Y_SDXL_UNET: &str = "model.params.network_config.params";
pub(super) const Y_SDXL_TEXT: &str = "model.params.conditioner_config.params.emb_models";

/// Where the yaml keeps the UNet's parameters.
pub(super) fn y_unet(family: Family) -> &'static str {
    match family {
        Family::Sdxl => Y_SDXL_UNET,
        _ => Y_UNET,
    }
}
