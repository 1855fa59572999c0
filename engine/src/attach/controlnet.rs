//! Opening ControlNets: a diffusers folder (`config.json` +
//! `diffusion_pytorch_model.safetensors`) or one `.safetensors` file in either layout
//! people download (diffusers' names, or the original `control_model.*` LDM names; see
//! [`single_file::convert_controlnet`]). A single file has no config: the structure is read
//! from tensor shapes, and what shapes cannot tell (attention heads, GroupNorm groups) is
//! taken from the base model's UNet, whose encoder a ControlNet copies.
use super::attachment::Attachment;
use super::files::is_random;
use crate::model::component::Weights;
use crate::model::config::{ControlNetConfig, PerBlock, UNetConfig};
use crate::model::load::{display_name, Checkpoint};
use crate::model::single_file;
use crate::model::weights::{ComponentWeights, TensorStore};
use crate::{Error, Result};
use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// An opened ControlNet (weights read when the net is built).
#[derive(Clone)]
pub struct ControlNet {
    /// The path given (or `random-sd15` for random weights).
    pub path: PathBuf,
    pub name: String,
    pub config: ControlNetConfig,
    pub weights: Weights,
}

impl ControlNet {
    /// Opens `spec`: a folder or `.safetensors` file, or `random` / `random-N` (full-size
    /// random weights that fit `base`, for benchmarks; each distinct name is a distinct
    /// ControlNet, so `random-1 random-2 random-3` are three nets, not one used thrice).
    pub fn open(spec: &str, base: &Checkpoint) -> Result<Self> {
        if is_random(spec) {
            let mut cn = Self::random(&base.unet("a ControlNet")?.config);
            cn.path = spec.into();
            cn.name = spec.into();
            return Ok(cn);
        }
        let path = Path::new(spec);
        if base.is_sd3() {
            return Err(Error::file(
                path,
                "an SD 3 model takes SD 3 ControlNets (SD3ControlNetModel), opened as such",
            ));
        }
        if super::sd3_controlnet::is_sd3_controlnet(path) {
            return Err(Error::file(
                path,
                format!(
                    "this is an SD 3 ControlNet (SD3ControlNetModel), and the base model is {}; pick a ControlNet made for it",
                    base.family.name()
                ),
            ));
        }
        let cn = if path.is_dir() {
            open_folder(path)?
        } else if crate::input::is_file(path)? {
            open_file(path, &base.unet("a ControlNet")?.config)?
        } else {
            return Err(Error::file(path, "no such ControlNet folder or file"));
        };
        cn.check_fits(base)?;
        Ok(cn)
    }

    /// diffusers' `ControlNetModel.from_unet(base)` with random weights (named `random`).
    pub fn random(base: &UNetConfig) -> Self {
        ControlNet {
            path: "random".into(),
            name: "random".into(),
            config: ControlNetConfig::from_unet(base),
            weights: Weights::Random,
        }
    }

    /// Errors (naming the file) unless this ControlNet was made for `base`'s family: the
    /// same cross-attention width, encoder shape and addition embedding.
    pub fn check_fits(&self, base: &Checkpoint) -> Result<()> {
        let (c, u) = (&self.config, &base.unet("a ControlNet")?.config);
        let family = base.family.name();
        let what = if c.cross_attention_dim != u.cross_attention_dim {
            Some(format!(
                "cross-attention width {} (the base model, {family}, has {}); it was made for another model family",
                c.cross_attention_dim, u.cross_attention_dim
            ))
        } else if c.use_linear_projection != u.use_linear_projection {
            Some(format!(
                "{} attention projections but the base model ({family}) has {}; it was made for another model family",
                if c.use_linear_projection { "linear" } else { "convolutional" },
                if u.use_linear_projection { "linear" } else { "convolutional" },
            ))
        } else if c.addition_embed_type != u.addition_embed_type {
            Some(format!(
                "addition_embed_type {:?} but the base model ({family}) has {:?}",
                c.addition_embed_type, u.addition_embed_type
            ))
        } else if c.block_out_channels != u.block_out_channels
            || c.layers_per_block != u.layers_per_block
        {
            Some(format!(
                "blocks {:?} x {} but the base model's UNet has {:?} x {}",
                c.block_out_channels, c.layers_per_block, u.block_out_channels, u.layers_per_block
            ))
        } else if c.in_channels != u.in_channels {
            Some(format!(
                "{} input channels but the base model's UNet has {}",
                c.in_channels, u.in_channels
            ))
        } else {
            None
        };
        match what {
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

impl Attachment for ControlNet {
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
        // The inherent method (callers need not import the trait).
        ControlNet::check_fits(self, base)
    }
}

fn open_folder(dir: &Path) -> Result<ControlNet> {
    let config_path = dir.join("config.json");
    crate::input::check(&config_path)?;
    let text = std::fs::read_to_string(&config_path).map_err(|e| {
        Error::file(
            &config_path,
            format!("cannot read a ControlNet config: {e}"),
        )
    })?;
    let config: ControlNetConfig = serde_json::from_str(&text)
        .map_err(|e| Error::file(&config_path, format!("invalid ControlNet config: {e}")))?;
    let file = ["diffusion_pytorch_model.safetensors", "diffusion_pytorch_model.fp16.safetensors"]
        .iter()
        .map(|f| dir.join(f))
        // A pipe is taken, so that opening it names it.
        .find(|p| crate::input::is_file(p).unwrap_or(true))
        .ok_or_else(|| {
            Error::file(
                dir,
                "no diffusion_pytorch_model.safetensors next to config.json (pickle .bin files are refused)",
            )
        })?;
    let store = TensorStore::open(&[file])?;
    Ok(ControlNet {
        path: dir.to_path_buf(),
        name: display_name(dir),
        config,
        weights: Weights::Stored(ComponentWeights::identity("controlnet", store)),
    })
}

fn open_file(path: &Path, base: &UNetConfig) -> Result<ControlNet> {
    let ext = path
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or("")
        .to_ascii_lowercase();
    if ext != "safetensors" {
        return Err(Error::file(
            path,
            "expected a ControlNet .safetensors file or diffusers folder (pickle files are refused: loading them runs code)",
        ));
    }
    let store = TensorStore::open(&[path.to_path_buf()])?;
    let (_, map) = single_file::convert_controlnet(&store.files[0], 0)?;
    let shapes = |name: &str| -> Option<Vec<usize>> {
        let src = map.get(name)?;
        store.files[src.file]
            .tensors
            .get(&src.key)
            .map(|i| i.shape.clone())
    };
    let config = infer_config(path, &map, &shapes, base)?;
    Ok(ControlNet {
        path: path.to_path_buf(),
        name: display_name(path),
        config,
        weights: Weights::Stored(ComponentWeights {
            component: "controlnet".into(),
            store: store.clone(),
            map: Arc::new(map),
        }),
    })
}

/// The config of a ControlNet from its tensors (diffusers' names), with heads, norm
/// groups and the time embedding's settings from `base`.
fn infer_config<S>(
    path: &Path,
    map: &HashMap<String, S>,
    shape: &dyn Fn(&str) -> Option<Vec<usize>>,
    base: &UNetConfig,
) -> Result<ControlNetConfig> {
    let need = |name: &str, rank: usize| -> Result<Vec<usize>> {
        match shape(name) {
            Some(s) if s.len() == rank => Ok(s),
            Some(s) => Err(Error::file(
                path,
                format!("tensor '{name}' has shape {s:?}, expected {rank} dimensions"),
            )),
            None => Err(Error::file(
                path,
                format!("missing tensor '{name}'; the ControlNet is incomplete"),
            )),
        }
    };
    let count = |prefix: &str| -> BTreeSet<usize> {
        map.keys()
            .filter_map(|k| k.strip_prefix(prefix)?.split('.').next()?.parse().ok())
            .collect()
    };
    let conv_in = need("conv_in.weight", 4)?;
    let levels = count("down_blocks.").len();
    if levels == 0 {
        return Err(Error::file(path, "no down_blocks in the ControlNet"));
    }
    let layers_per_block = count("down_blocks.0.resnets.").len();
    let block_out_channels = (0..levels)
        .map(|l| need(&format!("down_blocks.{l}.resnets.0.conv2.weight"), 4).map(|s| s[0]))
        .collect::<Result<Vec<_>>>()?;
    let depth = |p: &str| count(&format!("{p}.transformer_blocks.")).len();
    let depths: Vec<usize> = (0..levels)
        .map(|l| depth(&format!("down_blocks.{l}.attentions.0")))
        .collect();
    let down_block_types = depths
        .iter()
        .map(|&d| {
            if d > 0 {
                "CrossAttnDownBlock2D"
            } else {
                "DownBlock2D"
            }
            .to_string()
        })
        .collect();
    let mut per_level = depths.clone();
    per_level[levels - 1] = depth("mid_block.attentions.0").max(1);
    let uniq: BTreeSet<usize> = per_level.iter().copied().filter(|&d| d > 0).collect();
    let transformer_layers_per_block = match uniq.len() {
        0 | 1 => PerBlock::One(uniq.first().copied().unwrap_or(1)),
        _ => PerBlock::Each(per_level.iter().map(|&d| d.max(1)).collect()),
    };
    let find = |suffix: &str| map.keys().find(|k| k.ends_with(suffix)).cloned();
    let to_k = find(".attn2.to_k.weight")
        .ok_or_else(|| Error::file(path, "ControlNet has no cross-attention (attn2) tensors"))?;
    let cross_attention_dim = need(&to_k, 2)?[1];
    let use_linear_projection = find(".proj_in.weight")
        .and_then(|k| shape(&k))
        .is_some_and(|s| s.len() == 2);
    let hint_in = need("controlnet_cond_embedding.conv_in.weight", 4)?;
    let hint_blocks = count("controlnet_cond_embedding.blocks.").len();
    let mut embedding = vec![hint_in[0]];
    for k in (1..hint_blocks).step_by(2) {
        embedding.push(need(&format!("controlnet_cond_embedding.blocks.{k}.weight"), 4)?[0]);
    }
    let text_time = shape("add_embedding.linear_1.weight");
    Ok(ControlNetConfig {
        in_channels: conv_in[1],
        conditioning_channels: hint_in[1],
        block_out_channels,
        layers_per_block,
        down_block_types,
        cross_attention_dim,
        attention_head_dim: base.attention_head_dim.clone(),
        num_attention_heads: base.num_attention_heads.clone(),
        transformer_layers_per_block,
        use_linear_projection,
        norm_num_groups: base.norm_num_groups,
        norm_eps: base.norm_eps,
        flip_sin_to_cos: base.flip_sin_to_cos,
        freq_shift: base.freq_shift,
        upcast_attention: base.upcast_attention,
        addition_embed_type: text_time.as_ref().map(|_| "text_time".into()),
        addition_time_embed_dim: text_time.as_ref().and(base.addition_time_embed_dim),
        projection_class_embeddings_input_dim: text_time.map(|s| s[1]),
        conditioning_embedding_out_channels: embedding,
        controlnet_conditioning_channel_order: "rgb".into(),
        global_pool_conditions: false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attach::Model;

    #[test]
    fn random_names_are_distinct_controlnets_and_repeats_load_once() {
        let mut base = Model::random("sd15").unwrap();
        for (spec, ok) in [
            ("random", true),
            ("random-2", true),
            ("random-", false),
            ("random-x", false),
        ] {
            assert_eq!(is_random(spec), ok, "{spec}");
        }
        let idx: Vec<usize> = ["random-1", "random-2", "random-1", "random"]
            .iter()
            .map(|s| {
                let cn = ControlNet::open(s, &base).unwrap();
                base.attach_controlnet(cn)
            })
            .collect();
        assert_eq!(idx, vec![0, 1, 0, 2]);
        assert_eq!(base.controlnets.len(), 3);
    }
}
