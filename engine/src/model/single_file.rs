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
use super::config::{ClipTextConfig, PerBlock, UNetConfig, VaeConfig};
use super::family::Family;
use super::weights::{SafetensorsFile, Source, Transform};
use crate::{Error, Result};
use std::collections::{BTreeSet, HashMap};
use std::fmt::Debug;
use std::path::{Path, PathBuf};

const UNET: &str = "model.diffusion_model.";
const VAE: &str = "first_stage_model.";
const CLIP: &str = "cond_stage_model.transformer.";
const OPEN_CLIP: &str = "cond_stage_model.model.";
/// SDXL (Stability's `sgm` layout): CLIP-L in transformers' names, OpenCLIP bigG.
const SDXL_CLIP: &str = "conditioner.embedders.0.transformer.";
const SDXL_OPEN_CLIP: &str = "conditioner.embedders.1.model.";
/// The SDXL refiner's only text encoder: OpenCLIP bigG, first of its embedders.
const REFINER_OPEN_CLIP: &str = "conditioner.embedders.0.model.";

const Y_UNET: &str = "model.params.unet_config.params";
const Y_VAE: &str = "model.params.first_stage_config.params.ddconfig";
const Y_TEXT: &str = "model.params.cond_stage_config.params";
/// SDXL's `sd_xl_base.yaml` (sgm) names the UNet `network_config` and lists the text
/// encoders under the conditioner.
const Y_SDXL_UNET: &str = "model.params.network_config.params";
const Y_SDXL_TEXT: &str = "model.params.conditioner_config.params.emb_models";

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

/// Where the yaml keeps the UNet's parameters.
fn y_unet(family: Family) -> &'static str {
    match family {
        Family::Sdxl => Y_SDXL_UNET,
        _ => Y_UNET,
    }
}

/// The checkpoint file and where it sits in the TensorStore.
struct Ckpt<'a> {
    file: &'a SafetensorsFile,
    index: usize,
}

impl<'a> Ckpt<'a> {
    /// `(name without prefix, full name)` of every tensor under `prefix`.
    fn under(&self, prefix: &str) -> impl Iterator<Item = (&'a str, &'a str)> + 'a {
        let n = prefix.len();
        let owned = prefix.to_string();
        self.file
            .tensors
            .range(owned.clone()..)
            .map(|(k, _)| k.as_str())
            .take_while(move |k| k.starts_with(owned.as_str()))
            .map(move |k| (&k[n..], k))
    }

    fn has(&self, key: &str) -> bool {
        self.file.tensors.contains_key(key)
    }

    fn shape(&self, key: &str) -> Result<&'a [usize]> {
        match self.file.tensors.get(key) {
            Some(info) => Ok(&info.shape),
            None => Err(self.err(format!(
                "missing tensor '{key}'; the checkpoint is incomplete"
            ))),
        }
    }

    /// Dimension `dim` of `key`, which must have `rank` dimensions.
    fn dim(&self, key: &str, rank: usize, dim: usize) -> Result<usize> {
        let s = self.shape(key)?;
        if s.len() != rank {
            return Err(self.err(format!(
                "tensor '{key}' has shape {s:?}, expected {rank} dimensions"
            )));
        }
        Ok(s[dim])
    }

    fn source(&self, key: &str, transform: Transform) -> Source {
        Source {
            file: self.index,
            key: key.to_string(),
            transform,
        }
    }

    fn err(&self, msg: impl Into<String>) -> Error {
        Error::file(&self.file.path, msg)
    }

    /// Errors naming the first few tensors no mapping took.
    fn refuse_unmapped(&self, what: &str, unmapped: &[&str]) -> Result<()> {
        if unmapped.is_empty() {
            return Ok(());
        }
        let first: Vec<_> = unmapped.iter().take(3).collect();
        Err(self.err(format!(
            "{} unexpected {what} tensors ({first:?}...); this is not an SD 1.x/2.x/XL architecture we know",
            unmapped.len()
        )))
    }
}

/// `"12.rest"` after `prefix` → `(12, "rest")`.
fn index_after<'s>(s: &'s str, prefix: &str) -> Option<(usize, &'s str)> {
    let (n, rest) = s.strip_prefix(prefix)?.split_once('.')?;
    Some((n.parse().ok()?, rest))
}

/// Distinct indices `N` of `prefix N.` under `prefix`.
fn indices<'s>(names: impl Iterator<Item = &'s str>, prefix: &str) -> BTreeSet<usize> {
    names
        .filter_map(|n| index_after(n, prefix).map(|(i, _)| i))
        .collect()
}

/// What one LDM `input_blocks.N` is.
#[derive(Debug, Clone, Copy)]
enum InputBlock {
    ConvIn,
    Layer { level: usize, layer: usize },
    Downsampler { level: usize },
}

struct UnetLayout {
    inputs: Vec<InputBlock>,
    levels: usize,
    layers_per_block: usize,
}

impl UnetLayout {
    /// Walks `input_blocks` in order: each `.0.op` downsampler closes a level.
    fn read(ck: &Ckpt) -> Result<Self> {
        Self::read_under(ck, UNET, true)
    }

    /// The layout of the UNet (or, without `outputs`, a ControlNet's encoder copy) whose
    /// tensors are under `prefix`.
    fn read_under(ck: &Ckpt, prefix: &str, outputs: bool) -> Result<Self> {
        let names = || ck.under(prefix).map(|(n, _)| n);
        let blocks = indices(names(), "input_blocks.");
        let count = blocks.len();
        if count < 2 || blocks.iter().copied().ne(0..count) {
            return Err(ck.err(format!(
                "UNet input_blocks are not numbered 0..N (found {blocks:?})"
            )));
        }
        let mut inputs = vec![InputBlock::ConvIn];
        let (mut level, mut layer, mut per_level) = (0, 0, Vec::new());
        for i in 1..count {
            if ck.has(&format!("{prefix}input_blocks.{i}.0.op.weight")) {
                inputs.push(InputBlock::Downsampler { level });
                per_level.push(layer);
                (level, layer) = (level + 1, 0);
            } else {
                inputs.push(InputBlock::Layer { level, layer });
                layer += 1;
            }
        }
        per_level.push(layer);
        let layers_per_block = per_level[0];
        if layers_per_block == 0 || per_level.iter().any(|&n| n != layers_per_block) {
            return Err(ck.err(format!(
                "UNet levels have uneven resnet counts {per_level:?}; not an SD UNet"
            )));
        }
        let levels = level + 1;
        let outputs_found = indices(names(), "output_blocks.").len();
        if outputs && outputs_found != levels * (layers_per_block + 1) {
            return Err(ck.err(format!(
                "UNet has {outputs_found} output_blocks, expected {} for {levels} levels of {layers_per_block} resnets",
                levels * (layers_per_block + 1)
            )));
        }
        Ok(UnetLayout {
            inputs,
            levels,
            layers_per_block,
        })
    }

    /// Input block index of the resnet `layer` of `level`.
    fn input_index(&self, level: usize, layer: usize) -> usize {
        1 + level * (self.layers_per_block + 1) + layer
    }

    /// diffusers name of an LDM UNet tensor (without `model.diffusion_model.`).
    fn name(&self, ldm: &str) -> Option<String> {
        for (l, d) in [
            ("time_embed.0.", "time_embedding.linear_1."),
            ("time_embed.2.", "time_embedding.linear_2."),
            // SDXL's text_time embedding (LDM's `label_emb`, num_classes "sequential").
            ("label_emb.0.0.", "add_embedding.linear_1."),
            ("label_emb.0.2.", "add_embedding.linear_2."),
            ("out.0.", "conv_norm_out."),
            ("out.2.", "conv_out."),
        ] {
            if let Some(t) = ldm.strip_prefix(l) {
                return Some(format!("{d}{t}"));
            }
        }
        if let Some((i, t)) = index_after(ldm, "input_blocks.") {
            let (j, t) = index_after(t, "")?;
            return match (*self.inputs.get(i)?, j) {
                (InputBlock::ConvIn, 0) => Some(format!("conv_in.{t}")),
                (InputBlock::Downsampler { level }, 0) => t
                    .strip_prefix("op.")
                    .map(|t| format!("down_blocks.{level}.downsamplers.0.conv.{t}")),
                (InputBlock::Layer { level, layer }, 0) => {
                    resnet_name(&format!("down_blocks.{level}.resnets.{layer}"), t)
                }
                (InputBlock::Layer { level, layer }, 1) => {
                    Some(format!("down_blocks.{level}.attentions.{layer}.{t}"))
                }
                _ => None,
            };
        }
        if let Some((j, t)) = index_after(ldm, "middle_block.") {
            return match j {
                0 => resnet_name("mid_block.resnets.0", t),
                1 => Some(format!("mid_block.attentions.0.{t}")),
                2 => resnet_name("mid_block.resnets.1", t),
                _ => None,
            };
        }
        let (i, t) = index_after(ldm, "output_blocks.")?;
        let (block, layer) = (
            i / (self.layers_per_block + 1),
            i % (self.layers_per_block + 1),
        );
        let (j, t) = index_after(t, "")?;
        match (j, t.strip_prefix("conv.")) {
            (0, _) => resnet_name(&format!("up_blocks.{block}.resnets.{layer}"), t),
            // The upsampler follows the attention when the block has one.
            (1 | 2, Some(t)) => Some(format!("up_blocks.{block}.upsamplers.0.conv.{t}")),
            (1, None) => Some(format!("up_blocks.{block}.attentions.{layer}.{t}")),
            _ => None,
        }
    }
}

/// diffusers name of a tensor of an LDM UNet `ResBlock` moved to `base`.
fn resnet_name(base: &str, t: &str) -> Option<String> {
    const PARTS: [(&str, &str); 6] = [
        ("in_layers.0.", "norm1."),
        ("in_layers.2.", "conv1."),
        ("emb_layers.1.", "time_emb_proj."),
        ("out_layers.0.", "norm2."),
        ("out_layers.3.", "conv2."),
        ("skip_connection.", "conv_shortcut."),
    ];
    PARTS
        .iter()
        .find_map(|(l, d)| t.strip_prefix(l).map(|r| format!("{base}.{d}{r}")))
}

fn convert_unet(
    ck: &Ckpt,
    family: Family,
    yaml: &LdmYaml,
    v_prediction: Option<bool>,
    pooled_dim: Option<usize>,
    time_ids: usize,
) -> Result<(HashMap<String, Source>, UNetConfig)> {
    let layout = UnetLayout::read(ck)?;
    let mut map = HashMap::new();
    let mut unmapped = Vec::new();
    for (ldm, key) in ck.under(UNET) {
        match layout.name(ldm) {
            Some(name) => {
                map.insert(name, ck.source(key, Transform::None));
            }
            None => unmapped.push(key),
        }
    }
    ck.refuse_unmapped("UNet", &unmapped)?;
    let mut config = unet_config(ck, &layout, family, yaml, v_prediction)?;
    if family == Family::Sdxl {
        set_text_time(ck, yaml, &mut config, pooled_dim, time_ids)?;
    } else if ck.has(&format!("{UNET}label_emb.0.0.weight")) {
        return Err(ck.err(
            "UNet has label_emb (class or image conditioning, e.g. SD 2.x unCLIP) without SDXL's text encoders; not supported",
        ));
    }
    Ok((map, config))
}

/// SDXL's `label_emb.0.0` reads the pooled embedding and `time_ids` time ids (six for the
/// base, five for the refiner), each embedded with `addition_time_embed_dim` sinusoids:
/// its input width tells that dimension.
fn set_text_time(
    ck: &Ckpt,
    yaml: &LdmYaml,
    config: &mut UNetConfig,
    pooled_dim: Option<usize>,
    time_ids: usize,
) -> Result<()> {
    let key = format!("{UNET}label_emb.0.0.weight");
    let adm = ck.dim(&key, 2, 1)?;
    yaml.check_usize(&format!("{Y_SDXL_UNET}.adm_in_channels"), adm)?;
    let pooled =
        pooled_dim.ok_or_else(|| ck.err("SDXL OpenCLIP text encoder has no text_projection"))?;
    let time = adm
        .checked_sub(pooled)
        .filter(|t| t % time_ids == 0 && *t > 0)
        .ok_or_else(|| {
            ck.err(format!(
                "tensor '{key}' reads {adm} values; expected {time_ids} time-id embeddings plus the {pooled}-wide pooled text embedding"
            ))
        })?;
    config.addition_embed_type = Some("text_time".into());
    config.addition_time_embed_dim = Some(time / time_ids);
    config.projection_class_embeddings_input_dim = Some(adm);
    Ok(())
}

fn unet_config(
    ck: &Ckpt,
    layout: &UnetLayout,
    family: Family,
    yaml: &LdmYaml,
    v_prediction: Option<bool>,
) -> Result<UNetConfig> {
    let conv_in = format!("{UNET}input_blocks.0.0.weight");
    let (model_channels, in_channels, kernel) = (
        ck.dim(&conv_in, 4, 0)?,
        ck.dim(&conv_in, 4, 1)?,
        ck.dim(&conv_in, 4, 2)?,
    );
    let lpb = layout.layers_per_block;
    let levels = 0..layout.levels;
    // Per level, from its first input block.
    let first = |l, rest: &str| format!("{UNET}input_blocks.{}.{rest}", layout.input_index(l, 0));
    let block_out_channels = levels
        .clone()
        .map(|l| ck.dim(&first(l, "0.out_layers.3.weight"), 4, 0))
        .collect::<Result<Vec<_>>>()?;
    let depth: Vec<Option<usize>> = levels
        .clone()
        .map(|l| {
            let attention = ck.under(&first(l, "1.")).map(|(n, _)| n);
            indices(attention, "transformer_blocks.")
                .last()
                .map(|n| n + 1)
        })
        .collect();
    let down_attn: Vec<bool> = depth.iter().map(Option::is_some).collect();
    let up_attn: Vec<bool> = levels
        .clone()
        .map(|b| {
            // `.1.` alone may be the upsampler of a block without attention.
            let attention = |l| {
                format!(
                    "{UNET}output_blocks.{}.1.transformer_blocks.",
                    b * (lpb + 1) + l
                )
            };
            (0..=lpb).any(|l| ck.under(&attention(l)).next().is_some())
        })
        .collect();
    let attn_depths: BTreeSet<usize> = depth.iter().flatten().copied().collect();
    let transformer_layers_per_block = match attn_depths.len() {
        0 | 1 => PerBlock::One(attn_depths.first().copied().unwrap_or(1)),
        _ => PerBlock::Each(depth.iter().map(|d| d.unwrap_or(1)).collect()),
    };
    let find = |suffix: &str| ck.under(UNET).map(|(_, k)| k).find(|k| k.ends_with(suffix));
    let to_k = find(".attn2.to_k.weight")
        .ok_or_else(|| ck.err("UNet has no cross-attention (attn2) tensors; not an SD UNet"))?;
    let cross_attention_dim = ck.dim(to_k, 2, 1)?;
    let proj_in = find(".proj_in.weight")
        .ok_or_else(|| ck.err("UNet has no attention proj_in tensors; not an SD UNet"))?;
    let use_linear_projection = ck.shape(proj_in)?.len() == 2;

    let y = |k: &str| format!("{}.{k}", y_unet(family));
    yaml.check_usize(&y("model_channels"), model_channels)?;
    yaml.check_usize(&y("in_channels"), in_channels)?;
    yaml.check_usize(&y("context_dim"), cross_attention_dim)?;
    yaml.check_usize(&y("num_res_blocks"), lpb)?;
    let linear = y("use_linear_in_transformer");
    yaml.check(&linear, yaml.bool(&linear)?, use_linear_projection)?;
    let mult = yaml
        .usizes(&y("channel_mult"))?
        .map(|m| m.iter().map(|m| m * model_channels).collect::<Vec<_>>());
    yaml.check(&y("channel_mult"), mult, block_out_channels.clone())?;
    if let Some(d) = yaml.usizes(&y("transformer_depth"))? {
        let tensors: Vec<_> = depth.iter().flatten().copied().collect();
        let said: Vec<_> = depth
            .iter()
            .enumerate()
            .filter(|(_, t)| t.is_some())
            .map(|(l, _)| d[l.min(d.len() - 1)])
            .collect();
        yaml.check(&y("transformer_depth"), Some(said), tensors)?;
    }

    let attention_head_dim = Some(unet_heads(yaml, family, &block_out_channels)?);
    let types = |attn: &[bool], with: &str, without: &str| {
        attn.iter()
            .map(|&a| if a { with } else { without }.to_string())
            .collect()
    };
    Ok(UNetConfig {
        in_channels,
        out_channels: ck.dim(&format!("{UNET}out.2.weight"), 4, 0)?,
        block_out_channels,
        layers_per_block: lpb,
        down_block_types: types(&down_attn, "CrossAttnDownBlock2D", "DownBlock2D"),
        up_block_types: types(&up_attn, "CrossAttnUpBlock2D", "UpBlock2D"),
        cross_attention_dim,
        attention_head_dim,
        num_attention_heads: None,
        transformer_layers_per_block,
        use_linear_projection,
        norm_num_groups: yaml.usize(&y("norm_num_groups"))?.unwrap_or(32),
        norm_eps: 1e-5,
        flip_sin_to_cos: true,
        freq_shift: 0.0,
        conv_in_kernel: kernel,
        // SD 2.1 768-v overflows fp16 attention without it; diffusers' SD 2.1 config sets it.
        upcast_attention: family == Family::Sd2,
        addition_embed_type: None,
        addition_time_embed_dim: None,
        projection_class_embeddings_input_dim: None,
        sample_size: Some(match yaml.usize("model.params.image_size")? {
            Some(s) => s,
            None if family == Family::Sd2 && v_prediction == Some(true) => 96,
            None if family == Family::Sdxl => 128,
            None => 64,
        }),
    })
}

/// Heads per block (diffusers' legacy `attention_head_dim`), as LDM's `UNetModel` picks
/// them: `num_head_channels` wins over `num_heads` (-1 means unset in both).
fn unet_heads(yaml: &LdmYaml, family: Family, channels: &[usize]) -> Result<PerBlock<usize>> {
    let y = y_unet(family);
    let head_channels = yaml
        .int(&format!("{y}.num_head_channels"))?
        .filter(|&c| c > 0);
    let heads = yaml.int(&format!("{y}.num_heads"))?.filter(|&h| h > 0);
    Ok(match (head_channels, heads) {
        (Some(c), _) => {
            let c = c as usize;
            if let Some(bad) = channels.iter().find(|&&ch| !ch.is_multiple_of(c)) {
                return Err(yaml.err(
                    &format!("{y}.num_head_channels"),
                    format!("{c} does not divide block width {bad}"),
                ));
            }
            PerBlock::Each(channels.iter().map(|ch| ch / c).collect())
        }
        (None, Some(h)) => PerBlock::One(h as usize),
        (None, None) if family == Family::Sd1 => PerBlock::One(8),
        (None, None) => PerBlock::Each(channels.iter().map(|ch| (ch / 64).max(1)).collect()),
    })
}

/// diffusers name (and transform) of an LDM VAE tensor (without `first_stage_model.`).
fn vae_name(ldm: &str, up_levels: usize) -> Option<(String, Transform)> {
    let plain = |s: String| Some((s, Transform::None));
    if ldm.starts_with("quant_conv.") || ldm.starts_with("post_quant_conv.") {
        return plain(ldm.to_string());
    }
    let (side, t) = ldm.split_once('.')?;
    if side != "encoder" && side != "decoder" {
        return None;
    }
    let resnet = |base: String, t: &str| {
        let part = ["norm1.", "conv1.", "norm2.", "conv2."]
            .iter()
            .find(|p| t.starts_with(*p))
            .map(|_| t.to_string());
        let part = part.or_else(|| {
            t.strip_prefix("nin_shortcut.")
                .map(|r| format!("conv_shortcut.{r}"))
        })?;
        plain(format!("{side}.{base}.{part}"))
    };
    if t.starts_with("conv_in.") || t.starts_with("conv_out.") {
        return plain(format!("{side}.{t}"));
    }
    if let Some(r) = t.strip_prefix("norm_out.") {
        return plain(format!("{side}.conv_norm_out.{r}"));
    }
    if let Some(r) = t.strip_prefix("mid.block_1.") {
        return resnet("mid_block.resnets.0".into(), r);
    }
    if let Some(r) = t.strip_prefix("mid.block_2.") {
        return resnet("mid_block.resnets.1".into(), r);
    }
    if let Some(r) = t.strip_prefix("mid.attn_1.") {
        let (part, param) = r.split_once('.')?;
        let to = match part {
            "norm" => "group_norm",
            "q" => "to_q",
            "k" => "to_k",
            "v" => "to_v",
            "proj_out" => "to_out.0",
            _ => return None,
        };
        // LDM uses 1x1 convs where diffusers uses linears.
        let transform = if part != "norm" && param == "weight" {
            Transform::SqueezeConv
        } else {
            Transform::None
        };
        return Some((
            format!("{side}.mid_block.attentions.0.{to}.{param}"),
            transform,
        ));
    }
    let encoder = side == "encoder";
    let (n, r) = index_after(t, if encoder { "down." } else { "up." })?;
    // The decoder's levels are stored lowest resolution last; diffusers runs them first.
    let (base, block, sampler, kind) = match encoder {
        true => ("down_blocks", n, "downsample.conv.", "downsamplers"),
        false => (
            "up_blocks",
            up_levels.checked_sub(n + 1)?,
            "upsample.conv.",
            "upsamplers",
        ),
    };
    if let Some(p) = r.strip_prefix(sampler) {
        return plain(format!("{side}.{base}.{block}.{kind}.0.conv.{p}"));
    }
    let (m, p) = index_after(r, "block.")?;
    resnet(format!("{base}.{block}.resnets.{m}"), p)
}

fn convert_vae(
    ck: &Ckpt,
    family: Family,
    yaml: &LdmYaml,
) -> Result<(HashMap<String, Source>, VaeConfig)> {
    let names = || ck.under(VAE).map(|(n, _)| n);
    let levels = indices(names(), "encoder.down.").len();
    let up_levels = indices(names(), "decoder.up.").len();
    if levels == 0 || up_levels != levels {
        return Err(ck.err(format!(
            "VAE has {levels} encoder and {up_levels} decoder levels; not an SD VAE"
        )));
    }
    let mut map = HashMap::new();
    let mut unmapped = Vec::new();
    for (ldm, key) in ck.under(VAE) {
        match vae_name(ldm, up_levels) {
            Some((name, transform)) => {
                map.insert(name, ck.source(key, transform));
            }
            None => unmapped.push(key),
        }
    }
    ck.refuse_unmapped("VAE", &unmapped)?;

    let block_out_channels = (0..levels)
        .map(|l| ck.dim(&format!("{VAE}encoder.down.{l}.block.0.conv2.weight"), 4, 0))
        .collect::<Result<Vec<_>>>()?;
    let layers_per_block = indices(names(), "encoder.down.0.block.").len();
    let latent_channels = ck.dim(&format!("{VAE}decoder.conv_in.weight"), 4, 1)?;
    let y = |k: &str| format!("{Y_VAE}.{k}");
    yaml.check_usize(&y("ch"), block_out_channels[0])?;
    let mult = yaml.usizes(&y("ch_mult"))?.map(|m| {
        m.iter()
            .map(|m| m * block_out_channels[0])
            .collect::<Vec<_>>()
    });
    yaml.check(&y("ch_mult"), mult, block_out_channels.clone())?;
    yaml.check_usize(&y("num_res_blocks"), layers_per_block)?;
    yaml.check_usize(&y("z_channels"), latent_channels)?;
    let config = VaeConfig {
        in_channels: ck.dim(&format!("{VAE}encoder.conv_in.weight"), 4, 1)?,
        out_channels: ck.dim(&format!("{VAE}decoder.conv_out.weight"), 4, 0)?,
        latent_channels,
        block_out_channels,
        layers_per_block,
        norm_num_groups: yaml.usize(&y("norm_num_groups"))?.unwrap_or(32),
        scaling_factor: match yaml.float("model.params.scale_factor")? {
            Some(f) => f,
            None if family == Family::Sdxl => 0.13025,
            None => 0.18215,
        },
        shift_factor: None,
        use_quant_conv: ck.has(&format!("{VAE}quant_conv.weight")),
        use_post_quant_conv: ck.has(&format!("{VAE}post_quant_conv.weight")),
        mid_block_add_attention: ck.has(&format!("{VAE}encoder.mid.attn_1.q.weight")),
        force_upcast: true,
    };
    Ok((map, config))
}

/// SD 1.x and SDXL's first encoder: transformers' CLIPTextModel already, under `prefix`
/// (`cond_stage_model.transformer.`, `conditioner.embedders.0.transformer.`); `heads` is
/// the yaml path of the head count.
fn convert_clip(
    ck: &Ckpt,
    prefix: &str,
    yaml: &LdmYaml,
    heads: &str,
) -> Result<(HashMap<String, Source>, ClipTextConfig)> {
    let mut map = HashMap::new();
    for (name, key) in ck.under(prefix) {
        // Some old files lack the `text_model.` level (transformers < 4.x naming).
        let name = if name.starts_with("text_model.") {
            name.to_string()
        } else {
            format!("text_model.{name}")
        };
        let t = &name["text_model.".len()..];
        let wanted = [
            "embeddings.token_embedding.",
            "embeddings.position_embedding.",
            "encoder.layers.",
            "final_layer_norm.",
        ];
        if wanted.iter().any(|w| t.starts_with(w)) {
            map.insert(name, ck.source(key, Transform::None));
        }
    }
    // Dimension `i` of a 2-D tensor of the text encoder.
    let dim = |name: &str, i: usize| match map.get(name) {
        Some(src) => ck.dim(&src.key, 2, i),
        None => Err(ck.err(format!("missing text encoder tensor '{prefix}{name}'"))),
    };
    let token = "text_model.embeddings.token_embedding.weight";
    let hidden = dim(token, 1)?;
    let layers = indices(map.keys().map(String::as_str), "text_model.encoder.layers.").len();
    let config = ClipTextConfig {
        vocab_size: dim(token, 0)?,
        hidden_size: hidden,
        intermediate_size: dim("text_model.encoder.layers.0.mlp.fc1.weight", 0)?,
        num_hidden_layers: layers,
        num_attention_heads: text_heads(yaml, heads, hidden)?,
        max_position_embeddings: dim("text_model.embeddings.position_embedding.weight", 0)?,
        hidden_act: "quick_gelu".into(),
        layer_norm_eps: 1e-5,
        projection_dim: None,
    };
    Ok((map, config))
}

/// Which OpenCLIP text tower and what of it the model reads.
#[derive(Debug, Clone, Copy, PartialEq)]
enum OpenClipUse {
    /// SD 2.x (`cond_stage_model.model.`): the penultimate layer then ln_final.
    Sd2,
    /// SDXL's bigG (`conditioner.embedders.1.model.`): every layer (the net itself takes
    /// the penultimate states) and the pooled `text_projection`.
    Sdxl,
    /// The SDXL refiner's bigG (`conditioner.embedders.0.model.`), used as SDXL's.
    Refiner,
}

/// OpenCLIP's text tower renamed to a CLIPTextModel: for SD 2.x one that stops where SD
/// takes its hidden states, for SDXL the whole CLIPTextModelWithProjection.
fn convert_open_clip(
    ck: &Ckpt,
    yaml: &LdmYaml,
    usage: OpenClipUse,
) -> Result<(HashMap<String, Source>, ClipTextConfig)> {
    let (prefix, heads_path) = match usage {
        OpenClipUse::Sd2 => (OPEN_CLIP, format!("{Y_TEXT}.num_heads")),
        OpenClipUse::Sdxl => (SDXL_OPEN_CLIP, format!("{Y_SDXL_TEXT}.1.params.num_heads")),
        OpenClipUse::Refiner => (
            REFINER_OPEN_CLIP,
            format!("{Y_SDXL_TEXT}.0.params.num_heads"),
        ),
    };
    let key = |k: &str| format!("{prefix}{k}");
    let token = key("token_embedding.weight");
    let (vocab_size, width) = (ck.dim(&token, 2, 0)?, ck.dim(&token, 2, 1)?);
    let count = indices(ck.under(prefix).map(|(n, _)| n), "transformer.resblocks.").len();
    // SD 2.x reads the penultimate layer's output (then ln_final): a CLIPTextModel one
    // layer shorter gives exactly that.
    let skip = match (usage, yaml.string(&format!("{Y_TEXT}.layer"))?.as_deref()) {
        (OpenClipUse::Sdxl | OpenClipUse::Refiner, _) => 0,
        (_, None | Some("penultimate")) => 1,
        (_, Some("last")) => 0,
        (_, Some(other)) => {
            return Err(yaml.err(
                &format!("{Y_TEXT}.layer"),
                format!("'{other}' is not \"last\" or \"penultimate\""),
            ))
        }
    };
    if count <= skip {
        return Err(ck.err(format!(
            "OpenCLIP text encoder has {count} resblocks; too few for SD 2.x"
        )));
    }
    let layers = count - skip;
    let mut map = HashMap::new();
    for (name, k) in ck.under(prefix) {
        if name.contains(".attn.in_proj_") && ck.shape(k)?.first() != Some(&(3 * width)) {
            let shape = ck.shape(k)?;
            return Err(ck.err(format!(
                "tensor '{k}' has shape {shape:?}, expected {} rows (q, k, v)",
                3 * width
            )));
        }
        for (diffusers, transform) in open_clip_names(name, layers, width) {
            map.insert(diffusers, ck.source(k, transform));
        }
    }
    let projection = key("text_projection");
    if usage != OpenClipUse::Sd2 {
        // OpenCLIP stores [width, embed] and computes x @ P; a linear layer holds P^T.
        ck.dim(&projection, 2, 0)?;
        let src = ck.source(&projection, Transform::Transpose);
        map.insert("text_projection.weight".into(), src);
    }
    let config = ClipTextConfig {
        vocab_size,
        hidden_size: width,
        intermediate_size: ck.dim(&key("transformer.resblocks.0.mlp.c_fc.weight"), 2, 0)?,
        num_hidden_layers: layers,
        num_attention_heads: text_heads(yaml, &heads_path, width)?,
        max_position_embeddings: ck.dim(&key("positional_embedding"), 2, 0)?,
        hidden_act: "gelu".into(),
        layer_norm_eps: 1e-5,
        projection_dim: if ck.has(&projection) {
            Some(ck.dim(&projection, 2, 1)?)
        } else {
            None
        },
    };
    Ok((map, config))
}

/// diffusers names (and transforms) of an OpenCLIP tensor (without `cond_stage_model.model.`);
/// none for what SD does not use (text_projection, logit_scale, resblocks past `layers`).
fn open_clip_names(name: &str, layers: usize, width: usize) -> Vec<(String, Transform)> {
    let one = |s: String| vec![(s, Transform::None)];
    match name {
        "token_embedding.weight" => {
            return one("text_model.embeddings.token_embedding.weight".into())
        }
        "positional_embedding" => {
            return one("text_model.embeddings.position_embedding.weight".into())
        }
        _ => {}
    }
    if let Some(p) = name.strip_prefix("ln_final.") {
        return one(format!("text_model.final_layer_norm.{p}"));
    }
    let Some((n, t)) = index_after(name, "transformer.resblocks.").filter(|(n, _)| *n < layers)
    else {
        return Vec::new();
    };
    let base = format!("text_model.encoder.layers.{n}");
    if let Some(param) = t.strip_prefix("attn.in_proj_") {
        let rows = |i: usize| Transform::Rows {
            start: i * width,
            len: width,
        };
        return ["q", "k", "v"]
            .iter()
            .enumerate()
            .map(|(i, qkv)| (format!("{base}.self_attn.{qkv}_proj.{param}"), rows(i)))
            .collect();
    }
    const PARTS: [(&str, &str); 5] = [
        ("ln_1.", "layer_norm1."),
        ("ln_2.", "layer_norm2."),
        ("attn.out_proj.", "self_attn.out_proj."),
        ("mlp.c_fc.", "mlp.fc1."),
        ("mlp.c_proj.", "mlp.fc2."),
    ];
    PARTS
        .iter()
        .find_map(|(l, d)| t.strip_prefix(l).map(|r| one(format!("{base}.{d}{r}"))))
        .unwrap_or_default()
}

/// Text encoder heads: the yaml's at `path` (a Candela extension), else head size 64 as in
/// CLIP-L (768 / 12), OpenCLIP-H (1024 / 16) and bigG (1280 / 20).
fn text_heads(yaml: &LdmYaml, path: &str, width: usize) -> Result<usize> {
    match yaml.usize(path)? {
        Some(h) if h > 0 && width.is_multiple_of(h) => Ok(h),
        Some(h) => Err(yaml.err(
            path,
            format!("{h} heads do not divide the text encoder width {width}"),
        )),
        None => Ok((width / 64).max(1)),
    }
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

/// An A1111/LDM yaml, read loosely: only the keys we know, each optional.
#[derive(Default)]
struct LdmYaml {
    path: PathBuf,
    root: serde_yaml::Value,
}

impl LdmYaml {
    /// The yaml beside a single file, or the defaults when there is none.
    fn open_or_default(path: Option<&Path>) -> Result<Self> {
        path.map_or_else(|| Ok(LdmYaml::default()), LdmYaml::open)
    }

    fn open(path: &Path) -> Result<Self> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| Error::file(path, format!("cannot read: {e}")))?;
        let root = serde_yaml::from_str(&text)
            .map_err(|e| Error::file(path, format!("not valid YAML: {e}")))?;
        Ok(LdmYaml {
            path: path.to_path_buf(),
            root,
        })
    }

    /// The value at a dotted path (a number indexes a list); null counts as absent.
    fn get(&self, path: &str) -> Option<&serde_yaml::Value> {
        path.split('.')
            .try_fold(&self.root, |v, k| {
                match (v.as_sequence(), k.parse::<usize>()) {
                    (Some(seq), Ok(i)) => seq.get(i),
                    _ => v.get(k),
                }
            })
            .filter(|v| !v.is_null())
    }

    fn err(&self, path: &str, msg: impl std::fmt::Display) -> Error {
        Error::file(&self.path, format!("{path}: {msg}"))
    }

    fn typed<T>(
        &self,
        path: &str,
        what: &str,
        f: impl Fn(&serde_yaml::Value) -> Option<T>,
    ) -> Result<Option<T>> {
        self.get(path)
            .map(|v| f(v).ok_or_else(|| self.err(path, format!("expected {what}, got {v:?}"))))
            .transpose()
    }

    fn int(&self, path: &str) -> Result<Option<i64>> {
        self.typed(path, "an integer", |v| v.as_i64())
    }
    fn usize(&self, path: &str) -> Result<Option<usize>> {
        self.typed(path, "a non-negative integer", |v| {
            v.as_u64().map(|v| v as usize)
        })
    }
    /// An integer or a non-empty list of integers.
    fn usizes(&self, path: &str) -> Result<Option<Vec<usize>>> {
        self.typed(path, "an integer or a list of integers", |v| {
            match v.as_sequence() {
                Some(s) if !s.is_empty() => {
                    s.iter().map(|x| x.as_u64().map(|x| x as usize)).collect()
                }
                Some(_) => None,
                None => v.as_u64().map(|x| vec![x as usize]),
            }
        })
    }
    fn float(&self, path: &str) -> Result<Option<f64>> {
        self.typed(path, "a number", |v| v.as_f64())
    }
    fn bool(&self, path: &str) -> Result<Option<bool>> {
        self.typed(path, "true or false", |v| v.as_bool())
    }
    fn string(&self, path: &str) -> Result<Option<String>> {
        self.typed(path, "a string", |v| v.as_str().map(String::from))
    }

    /// An integer (or the first of a list: LDM allows per-level values) the yaml states
    /// must match the tensors.
    fn check_usize(&self, path: &str, tensors: usize) -> Result<()> {
        self.check(
            path,
            self.usizes(path)?.and_then(|v| v.first().copied()),
            tensors,
        )
    }

    /// A structural value the yaml states must match the tensors.
    fn check<T: PartialEq + Debug>(&self, path: &str, said: Option<T>, tensors: T) -> Result<()> {
        match said {
            Some(s) if s != tensors => Err(self.err(
                path,
                format!("is {s:?} but the checkpoint's tensors say {tensors:?}; this yaml belongs to another model"),
            )),
            _ => Ok(()),
        }
    }
}

#[cfg(test)]
#[path = "single_file_tests.rs"]
mod tests;

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
    let layout = UnetLayout::read_under(&ck, prefix, false)?;
    let hint: BTreeSet<usize> = indices(ck.under(prefix).map(|(n, _)| n), "input_hint_block.");
    let hint_out = hint.last().copied().unwrap_or(0);
    let mut map = HashMap::new();
    let mut unmapped = Vec::new();
    for (ldm, key) in ck.under(prefix) {
        let name = if let Some((i, t)) = index_after(ldm, "input_hint_block.") {
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
            layout.name(ldm)
        };
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
