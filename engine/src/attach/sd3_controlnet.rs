//! Opening SD 3 ControlNets (diffusers' `SD3ControlNetModel`): a diffusers folder
//! (`config.json` + `diffusion_pytorch_model.safetensors`) or one `.safetensors` file with
//! diffusers' names or, for SD 3.5 Large's official ControlNets, Stability's
//! (`model/single_file/sd3_controlnet.rs`), whose config is read from tensor shapes (head
//! size from the base model's transformer). A ControlNet of the UNet families is refused
//! naming the file.
use super::attachment::Attachment;
use crate::model::component::Weights;
use crate::model::config::SD3TransformerConfig;
use crate::model::load::{display_name, Checkpoint};
use crate::model::sd3_controlnet::SD3ControlNetConfig;
use crate::model::single_file;
use crate::model::weights::{ComponentWeights, TensorStore};
use crate::{Error, Result};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// An opened SD 3 ControlNet (weights read when the net is built).
#[derive(Clone)]
pub struct Sd3ControlNet {
    /// The path given (or `random` / `random-N`).
    pub path: PathBuf,
    pub name: String,
    pub config: SD3ControlNetConfig,
    pub weights: Weights,
}

/// What to say when a file is a ControlNet of the UNet families.
const UNET_FAMILY: &str = "this is a ControlNet for the UNet families (SD 1.x, 2.x, SDXL: ControlNetModel), and the base model is SD 3; pick an SD 3 ControlNet (SD3ControlNetModel)";

impl Sd3ControlNet {
    /// Opens `spec` for the SD 3 model `base`: a folder, a `.safetensors` file, or
    /// `random` / `random-N` (random weights in the layout the base model's ControlNets come in:
    /// the official one for SD 3.5 Large, InstantX's otherwise; for benchmarks).
    pub fn open(spec: &str, base: &Checkpoint) -> Result<Self> {
        let transformer = &base
            .sd3
            .as_ref()
            .ok_or_else(|| Error::msg("an SD 3 ControlNet needs an SD 3 base model"))?
            .transformer
            .config;
        if super::files::is_random(spec) {
            return Ok(Sd3ControlNet {
                path: spec.into(),
                name: spec.into(),
                config: SD3ControlNetConfig::from_transformer(transformer),
                weights: Weights::Random,
            });
        }
        let path = Path::new(spec);
        let (config, weights) = if path.is_dir() {
            open_folder(path)?
        } else if crate::input::is_file(path)? {
            open_file(path, transformer)?
        } else {
            return Err(Error::file(path, "no such ControlNet folder or file"));
        };
        config.check().map_err(|e| Error::file(path, e))?;
        let cn = Sd3ControlNet {
            path: path.to_path_buf(),
            name: display_name(path),
            config,
            weights: Weights::Stored(weights),
        };
        cn.check_fits(base)?;
        Ok(cn)
    }
}

impl Attachment for Sd3ControlNet {
    fn kind(&self) -> &'static str {
        "ControlNet"
    }

    fn path(&self) -> &Path {
        &self.path
    }

    fn weights(&self) -> Vec<(&'static str, &Weights)> {
        vec![("controlnet", &self.weights)]
    }

    fn check_fits(&self, base: &Checkpoint) -> Result<()> {
        let Some(sd3) = &base.sd3 else {
            return Err(Error::file(
                &self.path,
                format!(
                    "this is an SD 3 ControlNet (SD3ControlNetModel), and the base model is {}; pick a ControlNet made for it",
                    base.family.name()
                ),
            ));
        };
        match self.config.misfit(&sd3.transformer.config) {
            Some(w) => Err(Error::file(
                &self.path,
                format!(
                    "this ControlNet does not fit the base model {}: {w}",
                    base.name
                ),
            )),
            None => Ok(()),
        }
    }
}

/// Whether `dir`'s config.json or `path`'s tensors are an SD 3 ControlNet's: for the UNet
/// families' opener, to refuse one by name.
pub fn is_sd3_controlnet(path: &Path) -> bool {
    if path.is_dir() {
        let text = std::fs::read_to_string(path.join("config.json")).unwrap_or_default();
        let v: serde_json::Value = serde_json::from_str(&text).unwrap_or_default();
        return v["_class_name"] == "SD3ControlNetModel";
    }
    TensorStore::open(&[path.to_path_buf()]).is_ok_and(|s| {
        s.files[0]
            .tensors
            .contains_key("pos_embed_input.proj.weight")
    })
}

fn open_folder(dir: &Path) -> Result<(SD3ControlNetConfig, ComponentWeights)> {
    let config_path = dir.join("config.json");
    let text = crate::input::read_to_string(&config_path)?;
    let v: serde_json::Value = serde_json::from_str(&text)
        .map_err(|e| Error::file(&config_path, format!("invalid ControlNet config: {e}")))?;
    match v["_class_name"].as_str() {
        Some("SD3ControlNetModel") | None => {}
        Some("ControlNetModel") => return Err(Error::file(&config_path, UNET_FAMILY)),
        Some(other) => {
            return Err(Error::file(
                &config_path,
                format!("_class_name is {other}; an SD 3 ControlNet is SD3ControlNetModel"),
            ))
        }
    }
    let config: SD3ControlNetConfig = serde_json::from_value(v)
        .map_err(|e| Error::file(&config_path, format!("invalid SD 3 ControlNet config: {e}")))?;
    let file = ["diffusion_pytorch_model.safetensors", "diffusion_pytorch_model.fp16.safetensors"]
        .iter()
        .map(|f| dir.join(f))
        .find(|p| crate::input::is_file(p).unwrap_or(true))
        .ok_or_else(|| {
            Error::file(
                dir,
                "no diffusion_pytorch_model.safetensors next to config.json (pickle .bin files are refused)",
            )
        })?;
    let store = TensorStore::open(&[file])?;
    Ok((config, ComponentWeights::identity("controlnet", store)))
}

fn open_file(
    path: &Path,
    base: &SD3TransformerConfig,
) -> Result<(SD3ControlNetConfig, ComponentWeights)> {
    let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    if !ext.eq_ignore_ascii_case("safetensors") {
        return Err(Error::file(
            path,
            "expected a ControlNet .safetensors file or diffusers folder (pickle files are refused: loading them runs code)",
        ));
    }
    let store = TensorStore::open(&[path.to_path_buf()])?;
    let file = &store.files[0];
    let unet_family = file.tensors.keys().any(|k| {
        k.starts_with("controlnet_cond_embedding.")
            || k.starts_with("control_model.")
            || k.starts_with("input_hint_block.")
    });
    if unet_family {
        return Err(Error::file(path, UNET_FAMILY));
    }
    // Stability's files of SD 3.5 Large's ControlNets keep the blocks' original names.
    let weights = match single_file::is_stability_sd3_controlnet(file) {
        true => ComponentWeights {
            component: "controlnet".into(),
            map: Arc::new(single_file::convert_sd3_controlnet(file, 0)?),
            store: store.clone(),
        },
        false => ComponentWeights::identity("controlnet", store.clone()),
    };
    let config = config_from_shapes(path, &weights, base)?;
    Ok((config, weights))
}

/// A ControlNet file's config from its tensors' shapes (under diffusers' names), the head
/// size and what shapes cannot tell from the base model's transformer.
fn config_from_shapes(
    path: &Path,
    weights: &ComponentWeights,
    base: &SD3TransformerConfig,
) -> Result<SD3ControlNetConfig> {
    let shape = |name: &str, rank: usize| -> Result<Vec<usize>> {
        match weights.shape(name) {
            Some(s) if s.len() == rank => Ok(s),
            Some(s) => Err(Error::file(
                path,
                format!("tensor '{name}' has shape {s:?}, expected {rank} dimensions"),
            )),
            None => Err(Error::file(
                path,
                format!("missing tensor '{name}': not an SD 3 ControlNet with diffusers' or Stability's names (SD3ControlNetModel)"),
            )),
        }
    };
    let input = shape("pos_embed_input.proj.weight", 4)?;
    let blocks: BTreeSet<usize> = weights
        .map
        .keys()
        .filter_map(|k| {
            k.strip_prefix("transformer_blocks.")?
                .split('.')
                .next()?
                .parse()
                .ok()
        })
        .collect();
    let has = |name: String| weights.contains(&name);
    let joint = has("context_embedder.weight".into());
    let (joint_attention_dim, caption_projection_dim) = match joint {
        true => {
            let s = shape("context_embedder.weight", 2)?;
            (Some(s[1]), s[0])
        }
        false => (None, input[0]),
    };
    let grid = weights
        .shape("pos_embed.pos_embed")
        .map(|s| (s.get(1).copied().unwrap_or(0) as f64).sqrt() as usize);
    let dim = input[0];
    Ok(SD3ControlNetConfig {
        sample_size: base.sample_size,
        patch_size: input[2],
        in_channels: base.in_channels,
        num_layers: blocks.len(),
        attention_head_dim: base.attention_head_dim,
        num_attention_heads: dim / base.attention_head_dim.max(1),
        joint_attention_dim,
        caption_projection_dim,
        pooled_projection_dim: shape("time_text_embed.text_embedder.linear_1.weight", 2)?[1],
        out_channels: base.out_channels,
        pos_embed_max_size: grid,
        extra_conditioning_channels: input[1].saturating_sub(base.in_channels),
        dual_attention_layers: blocks
            .iter()
            .copied()
            .filter(|i| joint && has(format!("transformer_blocks.{i}.attn2.to_q.weight")))
            .collect(),
        qk_norm: (joint && has("transformer_blocks.0.attn.norm_q.weight".into()))
            .then(|| "rms_norm".to_string()),
        use_pos_embed: has("pos_embed.proj.weight".into()),
        // InstantX's files (joint blocks) zero the pooled text; SD 3.5's own do not.
        force_zeros_for_pooled_projection: joint,
    })
}
