//! SD 3's text encoders where no diffusers folder holds them: inside a single file
//! (`text_encoders.clip_l|clip_g|t5xxl.transformer.`), or each in a file of its own as
//! ComfyUI users keep them beside Stability's MMDiT-and-VAE files (`clip_l.safetensors`,
//! `clip_g.safetensors`, `t5xxl_fp16.safetensors`, `t5xxl_fp8_e4m3fn.safetensors`), in
//! transformers' names: `CLIPTextModel(WithProjection)` (`text_model.*`, CLIP-G's
//! `text_projection.weight`) and `T5EncoderModel` (`shared.weight`,
//! `encoder.block.{i}.layer.{j}.*`, `encoder.final_layer_norm.weight`).
//!
//! Configs come from shapes. What shapes cannot tell (a CLIP's heads and activation) is the
//! model's for that encoder: its own config, or for a file without it the yaml beside it, or
//! SD 3's (CLIP-L 12 heads with quick_gelu, CLIP-G 20 with gelu). CLIP-L's pooled output is
//! used unprojected (an identity `text_projection`) whatever the file holds, as Stability's
//! reference code, ComfyUI and diffusers' single-file loader do; CLIP-G's projection is the
//! file's. T5 is v1.1's layout (gated-gelu) when it has `wi_0`/`wi_1`, v1.0's (relu) with `wi`.
use super::component::{Component, Weights};
use super::config::ClipTextConfig;
use super::keys::clip::clip_name;
use super::keys::indices;
use super::t5::T5Config;
use super::weights::{ComponentWeights, SafetensorsFile, Source, TensorStore, Transform};
use crate::{Error, Result};
use std::collections::HashMap;
use std::path::Path;

type Map = HashMap<String, Source>;

/// One of SD 3's CLIP text encoders.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sd3Clip {
    /// CLIP ViT-L/14's text tower (`text_encoder`).
    L,
    /// OpenCLIP bigG's text tower (`text_encoder_2`).
    G,
}

impl Sd3Clip {
    /// Its component in a checkpoint (`text_encoder`, `text_encoder_2`).
    pub fn component(self) -> &'static str {
        match self {
            Sd3Clip::L => "text_encoder",
            Sd3Clip::G => "text_encoder_2",
        }
    }

    /// Its name for people ("CLIP-L").
    pub fn name(self) -> &'static str {
        match self {
            Sd3Clip::L => "CLIP-L",
            Sd3Clip::G => "CLIP-G",
        }
    }

    /// Where a single file keeps it.
    pub fn prefix(self) -> &'static str {
        match self {
            Sd3Clip::L => "text_encoders.clip_l.transformer.",
            Sd3Clip::G => "text_encoders.clip_g.transformer.",
        }
    }

    /// SD 3's config for it (what it ships with).
    pub fn standard(self) -> ClipTextConfig {
        match self {
            Sd3Clip::L => ClipTextConfig::clip_l(),
            Sd3Clip::G => ClipTextConfig::open_clip_big_g(),
        }
    }
}

/// Where a single file keeps T5-XXL's encoder.
pub const T5_PREFIX: &str = "text_encoders.t5xxl.transformer.";

/// The CLIP under `prefix` of `file` (the `index`th of its store) as SD 3 uses it, with
/// `like`'s heads and activation; errors name the file and the tensor.
pub fn clip_in(
    file: &SafetensorsFile,
    index: usize,
    prefix: &str,
    which: Sd3Clip,
    like: &ClipTextConfig,
) -> Result<(ClipTextConfig, Map)> {
    let err = |m: String| Error::file(&file.path, m);
    let source = |key: &str, transform| Source {
        file: index,
        key: key.to_string(),
        transform,
    };
    let mut map = Map::new();
    for key in file.tensors.keys() {
        let Some(name) = key.strip_prefix(prefix) else {
            continue;
        };
        if let Some(to) = clip_name(name) {
            map.insert(to, source(key, Transform::None));
        }
    }
    let shape = |name: &str, rank: usize| -> Result<Vec<usize>> {
        let key = map.get(name).map(|s| s.key.clone());
        let key = key.unwrap_or_else(|| format!("{prefix}{name}"));
        match file.tensors.get(&key) {
            Some(t) if t.shape.len() == rank => Ok(t.shape.clone()),
            Some(t) => Err(err(format!(
                "{} tensor '{key}' has shape {:?}, expected {rank} dimensions",
                which.name(),
                t.shape
            ))),
            None => Err(err(format!(
                "no {} tensor '{key}' (transformers' CLIPTextModel names)",
                which.name()
            ))),
        }
    };
    let token = shape("text_model.embeddings.token_embedding.weight", 2)?;
    let hidden = token[1];
    let heads = like.num_attention_heads;
    if heads == 0 || hidden % heads != 0 {
        return Err(err(format!(
            "this {0} is {hidden} wide, which the model's {heads} attention heads do not divide: not this model's {0} (CLIP-L and CLIP-G swapped?)",
            which.name()
        )));
    }
    let layers = indices(map.keys().map(String::as_str), "text_model.encoder.layers.").len();
    let mut config = ClipTextConfig {
        vocab_size: token[0],
        hidden_size: hidden,
        intermediate_size: shape("text_model.encoder.layers.0.mlp.fc1.weight", 2)?[0],
        num_hidden_layers: layers,
        num_attention_heads: heads,
        max_position_embeddings: shape("text_model.embeddings.position_embedding.weight", 2)?[0],
        hidden_act: like.hidden_act.clone(),
        layer_norm_eps: like.layer_norm_eps,
        projection_dim: None,
    };
    let projection = format!("{prefix}text_projection.weight");
    let (src, dim) = match which {
        Sd3Clip::L => (source(&projection, Transform::Eye(hidden)), hidden),
        Sd3Clip::G => match file.tensors.get(&projection) {
            Some(t) if t.shape.len() == 2 && t.shape[1] == hidden => {
                (source(&projection, Transform::None), t.shape[0])
            }
            Some(t) => {
                return Err(err(format!(
                    "CLIP-G tensor '{projection}' has shape {:?}, expected [projection, {hidden}]",
                    t.shape
                )))
            }
            None => {
                return Err(err(format!(
                    "no CLIP-G tensor '{projection}': SD 3's pooled embedding needs CLIP-G's projection (CLIPTextModelWithProjection)"
                )))
            }
        },
    };
    map.insert("text_projection.weight".into(), src);
    config.projection_dim = Some(dim);
    Ok((config, map))
}

/// T5's encoder under `prefix` of `file` (the `index`th of its store), its config from
/// the shapes; errors name the file and the tensor.
pub fn t5_in(file: &SafetensorsFile, index: usize, prefix: &str) -> Result<(T5Config, Map)> {
    let err = |m: String| Error::file(&file.path, m);
    let mut map = Map::new();
    for key in file.tensors.keys().chain(file.unsupported.keys()) {
        if let Some(name) = key.strip_prefix(prefix) {
            let source = Source {
                file: index,
                key: key.clone(),
                transform: Transform::None,
            };
            map.insert(name.to_string(), source);
        }
    }
    if let Some(k) = map
        .keys()
        .find(|k| k.ends_with("scale_weight") || *k == "scaled_fp8")
    {
        return Err(err(format!(
            "holds scaled fp8 weights ('{prefix}{k}'), which Candela does not read; use t5xxl_fp16 or t5xxl_fp8_e4m3fn"
        )));
    }
    let shape = |name: &str| -> Result<Vec<usize>> {
        let key = format!("{prefix}{name}");
        match file.tensors.get(&key) {
            Some(t) if t.shape.len() == 2 => Ok(t.shape.clone()),
            Some(t) => Err(err(format!(
                "T5 tensor '{key}' has shape {:?}, expected 2 dimensions",
                t.shape
            ))),
            None => Err(err(format!(
                "no T5 tensor '{key}' (transformers' T5EncoderModel names)"
            ))),
        }
    };
    let embedding = match map.contains_key("shared.weight") {
        true => shape("shared.weight")?,
        false => shape("encoder.embed_tokens.weight")?,
    };
    let attention = "encoder.block.0.layer.0.SelfAttention.";
    let bias = shape(&format!("{attention}relative_attention_bias.weight"))?;
    let inner = shape(&format!("{attention}q.weight"))?[0];
    let heads = bias[1];
    let ff = "encoder.block.0.layer.1.DenseReluDense.";
    let gated = map.contains_key(&format!("{ff}wi_0.weight"));
    let d_ff = match gated {
        true => shape(&format!("{ff}wi_0.weight"))?[0],
        false => shape(&format!("{ff}wi.weight"))?[0],
    };
    if heads == 0 || inner % heads != 0 {
        return Err(err(format!(
            "T5's attention width {inner} does not split into its {heads} heads"
        )));
    }
    let config = T5Config {
        vocab_size: embedding[0],
        d_model: embedding[1],
        d_kv: inner / heads,
        d_ff,
        num_layers: indices(map.keys().map(String::as_str), "encoder.block.").len(),
        num_heads: heads,
        relative_attention_num_buckets: bias[0],
        relative_attention_max_distance: 128,
        layer_norm_epsilon: 1e-6,
        feed_forward_proj: if gated { "gated-gelu" } else { "relu" }.into(),
    };
    config
        .check()
        .map_err(|e| err(format!("the T5 read from the tensors: {e}")))?;
    Ok((config, map))
}

/// What a file given as one of SD 3's text encoders is instead, when it is plainly
/// something else (`wanted`: "CLIP" or "T5").
fn what_else(file: &SafetensorsFile, wanted: &str) -> Option<&'static str> {
    let has = |s: &str| file.tensors.keys().any(|k| k.contains(s));
    let starts = |s: &str| file.tensors.keys().any(|k| k.starts_with(s));
    if has("lora_") || has(".lora.") || has(".lora_A.") {
        Some("this is a LoRA, not a text encoder; give it to --lora")
    } else if starts("model.diffusion_model.") {
        Some("this is a model checkpoint, not a text encoder alone; give it to --model")
    } else if starts("decoder.") && starts("encoder.conv_in") {
        Some("this is a VAE, not a text encoder; give it to --vae")
    } else if wanted == "CLIP" && has("encoder.block.") {
        Some("this is a T5 encoder (encoder.block.*), not a CLIP one; give it to --t5xxl")
    } else if wanted == "T5" && has("encoder.layers.") {
        Some("this is a CLIP text encoder (text_model.*), not T5; give it to --clip-l or --clip-g")
    } else if wanted == "CLIP" && has("transformer.resblocks.") {
        Some("this is OpenCLIP's layout (transformer.resblocks.*); Candela reads CLIP-G in transformers' names (text_model.*, as ComfyUI's clip_g.safetensors)")
    } else {
        None
    }
}

/// The prefix `file`'s tensors of the wanted encoder sit under: none (a file of its own) or
/// a single file's (`single`).
fn prefix_in(file: &SafetensorsFile, single: &'static str, probe: &str) -> &'static str {
    let under = |p: &str| {
        file.tensors
            .keys()
            .any(|k| k.starts_with(&format!("{p}{probe}")))
    };
    match !under("") && under(single) {
        true => single,
        false => "",
    }
}

fn stored(store: std::sync::Arc<TensorStore>, component: &str, map: Map) -> Weights {
    Weights::Stored(ComponentWeights {
        component: component.to_string(),
        store,
        map: std::sync::Arc::new(map),
    })
}

/// A CLIP-L or CLIP-G `.safetensors` of its own (or a single file holding it), as SD 3
/// uses it, with `like`'s heads and activation.
pub fn open_clip_file(
    path: &Path,
    which: Sd3Clip,
    like: &ClipTextConfig,
) -> Result<Component<ClipTextConfig>> {
    let store = TensorStore::open(&[path.to_path_buf()])?;
    let file = &store.files[0];
    if let Some(why) = what_else(file, "CLIP") {
        return Err(Error::file(path, why));
    }
    let prefix = prefix_in(file, which.prefix(), "text_model.");
    let (config, map) = clip_in(file, 0, prefix, which, like)?;
    if config.num_hidden_layers == 0 {
        return Err(Error::file(
            path,
            format!(
                "no {} layers (text_model.encoder.layers.*); not a CLIP text encoder",
                which.name()
            ),
        ));
    }
    Ok(Component {
        config,
        weights: stored(store.clone(), which.component(), map),
    })
}

/// A T5 encoder `.safetensors` of its own (or a single file holding it).
pub fn open_t5_file(path: &Path) -> Result<Component<T5Config>> {
    let store = TensorStore::open(&[path.to_path_buf()])?;
    let file = &store.files[0];
    if let Some(why) = what_else(file, "T5") {
        return Err(Error::file(path, why));
    }
    let prefix = prefix_in(file, T5_PREFIX, "encoder.");
    let (config, map) = t5_in(file, 0, prefix)?;
    if config.num_layers == 0 {
        return Err(Error::file(
            path,
            "no T5 blocks (encoder.block.*); not a T5 encoder",
        ));
    }
    Ok(Component {
        config,
        weights: stored(store.clone(), "text_encoder_3", map),
    })
}
