//! A text encoder in place of the checkpoint's first one (`--text-encoder FILE`): the
//! fine-tuned CLIP-L files people bring for SD 1.x and SDXL (Forge's "VAE / Text Encoder"
//! choice, ComfyUI's CLIPLoader), as a transformers `CLIPTextModel` or `CLIPModel`
//! `.safetensors` (`text_model.*`; a vision tower and projections are not read) or in a
//! checkpoint's LDM names (`cond_stage_model.transformer.text_model.*`). Its tensors must
//! have the shapes the model's first text encoder needs, checked before it is used; the
//! tokenizer stays the checkpoint's.
//!
//! This file is a declared attachment (see `declared.rs`): it and its line in
//! `attach/mod.rs`'s `DECLARED` are all it took; the flag, the protocol key
//! (`attachments.text_encoder`), the PNG keys and the app's picker come from
//! [`DECLARATION`].
use super::attachment::Attachment;
use super::declared::{Declaration, Declared, Picker, Values};
use crate::model::config::ClipTextConfig;
use crate::model::keys::clip::clip_name;
use crate::model::load::Checkpoint;
use crate::model::weights::{ComponentWeights, Source, TensorInfo, TensorStore, Transform};
use crate::model::{Component, Weights};
use crate::nets::clip::ClipTextModel;
use crate::{Error, Result};
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::Arc;

pub const DECLARATION: Declaration = Declaration {
    key: "text_encoder",
    flag: "text-encoder",
    value_name: "FILE",
    help: "A text encoder .safetensors in place of the checkpoint's first (CLIP-L for SD 1.x \
           and SDXL): transformers names (text_model.*) or a checkpoint's LDM names",
    values: Values::One,
    label: "Text encoder",
    hint: "A CLIP text encoder .safetensors (a fine-tuned CLIP-L) used instead of the checkpoint's first text encoder",
    picker: Picker {
        files: Some(("safetensors", &["safetensors"])),
        folders: false,
        title: "Open a text encoder file",
    },
    png_name_key: Some("Text encoder"),
    families: &[],
    open: open_declared,
};

/// The prefixes a text encoder's tensors carry in the files people have: a checkpoint's
/// (SD 1.x, SDXL's first embedder), a diffusers pipeline's, OpenAI's CLIP.
const PREFIXES: [&str; 4] = [
    "cond_stage_model.transformer.",
    "conditioner.embedders.0.transformer.",
    "text_encoder.",
    "transformer.",
];

/// The text encoder a model uses instead of its checkpoint's first, and the checkpoint's own.
#[derive(Clone)]
pub struct TextEncoderOverride {
    pub path: PathBuf,
    values: Vec<String>,
    component: Component<ClipTextConfig>,
    original: Component<ClipTextConfig>,
}

fn open_declared(values: &[String], base: &Checkpoint) -> Result<Arc<dyn Declared>> {
    let [path] = values else {
        return Err(Error::field(
            DECLARATION.key,
            format!("expected one file, got {}", values.len()),
        ));
    };
    let mut t = TextEncoderOverride::open(Path::new(path), &base.text_encoder)?;
    t.values = values.to_vec();
    Ok(Arc::new(t))
}

impl TextEncoderOverride {
    /// Opens `path` as a text encoder for a model whose first text encoder is `original`.
    pub fn open(path: &Path, original: &Component<ClipTextConfig>) -> Result<Self> {
        crate::input::check(path)?;
        super::files::refuse_pickle(path, "a CLIP text encoder .safetensors file")?;
        let store = TensorStore::open(&[path.to_path_buf()])?;
        let map = file_names(path, &store.files[0].tensors)?;
        let component = Component {
            config: original.config.clone(),
            weights: Weights::Stored(ComponentWeights {
                component: "text_encoder".into(),
                store,
                map: Arc::new(map),
            }),
        };
        check_layout(path, &component, original)?;
        Ok(TextEncoderOverride {
            path: path.to_path_buf(),
            values: vec![path.display().to_string()],
            component,
            original: original.clone(),
        })
    }

    /// The file's name, as the PNG records it.
    pub fn name(&self) -> String {
        self.path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default()
    }
}

impl Attachment for TextEncoderOverride {
    fn kind(&self) -> &'static str {
        "text encoder"
    }

    fn path(&self) -> &Path {
        &self.path
    }

    /// None of its own: it takes the checkpoint's `text_encoder` place, and the checkpoint
    /// lists it.
    fn weights(&self) -> Vec<(&'static str, &Weights)> {
        Vec::new()
    }

    fn check_fits(&self, base: &Checkpoint) -> Result<()> {
        check_layout(&self.path, &self.component, &base.text_encoder)
    }
}

impl Declared for TextEncoderOverride {
    fn key(&self) -> &'static str {
        DECLARATION.key
    }

    fn values(&self) -> &[String] {
        &self.values
    }

    fn apply(&self, checkpoint: &mut Checkpoint) {
        checkpoint.text_encoder = self.component.clone();
    }

    fn remove(&self, checkpoint: &mut Checkpoint) {
        checkpoint.text_encoder = self.original.clone();
    }

    /// `Text encoder: NAME, Text encoder hash: HASH` (the first 10 hex digits of the
    /// file's SHA-256, as A1111 hashes a VAE).
    fn parameters(&self) -> Result<Vec<(&'static str, String)>> {
        let hash = super::hash::file_sha256(&self.path)?;
        Ok(vec![
            ("Text encoder", self.name()),
            ("Text encoder hash", hash[..10].to_string()),
        ])
    }
}

/// The transformers names (`text_model.*`) of a text encoder file's tensors.
fn file_names(
    path: &Path,
    tensors: &BTreeMap<String, TensorInfo>,
) -> Result<HashMap<String, Source>> {
    let has = |s: &str| tensors.keys().any(|k| k.contains(s));
    let refusal = if has("lora_") || has(".lora.") {
        Some("this is a LoRA, not a text encoder; give it to --lora")
    } else if tensors
        .keys()
        .any(|k| k.starts_with("model.diffusion_model."))
    {
        Some("this is a model checkpoint, not a text encoder alone; give it to --model")
    } else if has("decoder.") && !has("encoder.layers.") {
        Some("this is a VAE, not a text encoder; give it to --vae")
    } else {
        None
    };
    if let Some(why) = refusal {
        return Err(Error::file(path, why));
    }
    let mut map = HashMap::new();
    for key in tensors.keys() {
        let name = PREFIXES
            .iter()
            .find_map(|p| key.strip_prefix(p))
            .unwrap_or(key);
        if name.starts_with("vision_model.") {
            continue;
        }
        if let Some(to) = clip_name(name) {
            let source = Source {
                file: 0,
                key: key.clone(),
                transform: Transform::None,
            };
            map.insert(to, source);
        }
    }
    if !map.keys().any(|k| k.contains("encoder.layers.")) {
        return Err(Error::file(
            path,
            "no CLIP text encoder tensors (text_model.encoder.layers.*); not a text encoder",
        ));
    }
    Ok(map)
}

/// Every tensor the model's text encoder loads must be in `te`, with its shape.
fn check_layout(
    path: &Path,
    te: &Component<ClipTextConfig>,
    original: &Component<ClipTextConfig>,
) -> Result<()> {
    let c = &original.config;
    let wanted = crate::offload::record_shapes(&original.weights, |vb| ClipTextModel::new(vb, c))?;
    for (name, shape) in wanted {
        // A checkpoint saved by transformers 5 names its tensors without `text_model.`.
        let name = clip_name(&name).unwrap_or(name);
        match te.weights.stored().and_then(|w| w.shape(&name)) {
            Some(s) if s == shape => {}
            Some(s) => {
                return Err(Error::file(
                    path,
                    format!("text encoder tensor '{name}' is {s:?}, the model's text encoder needs {shape:?}: not a text encoder for this model"),
                ))
            }
            None => {
                return Err(Error::file(
                    path,
                    format!("no text encoder tensor '{name}' (in transformers or LDM names); not a CLIP text encoder"),
                ))
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn info() -> TensorInfo {
        TensorInfo {
            dtype: candle_core::DType::F32,
            e5m2: false,
            shape: vec![1],
            start: 0,
            end: 4,
        }
    }

    fn names(keys: &[&str]) -> Result<Vec<String>> {
        let t: BTreeMap<String, TensorInfo> =
            keys.iter().map(|k| (k.to_string(), info())).collect();
        let mut n: Vec<String> = file_names(Path::new("te.safetensors"), &t)?
            .into_keys()
            .collect();
        n.sort();
        Ok(n)
    }

    #[test]
    fn names_from_transformers_ldm_and_clip_model_files() {
        let want = vec![
            "text_model.encoder.layers.0.mlp.fc1.weight".to_string(),
            "text_model.final_layer_norm.weight".to_string(),
        ];
        for keys in [
            [
                "text_model.encoder.layers.0.mlp.fc1.weight",
                "text_model.final_layer_norm.weight",
                "text_model.embeddings.position_ids",
            ],
            [
                "cond_stage_model.transformer.text_model.encoder.layers.0.mlp.fc1.weight",
                "cond_stage_model.transformer.text_model.final_layer_norm.weight",
                "logit_scale",
            ],
            [
                "encoder.layers.0.mlp.fc1.weight",
                "final_layer_norm.weight",
                "vision_model.encoder.layers.0.mlp.fc1.weight",
            ],
        ] {
            assert_eq!(names(&keys).unwrap(), want, "{keys:?}");
        }
    }

    #[test]
    fn other_files_are_refused_saying_what_they_are() {
        for (keys, says) in [
            (
                vec!["lora_te_text_model_encoder_layers_0_mlp_fc1.lora_up.weight"],
                "LoRA",
            ),
            (
                vec![
                    "model.diffusion_model.out.0.weight",
                    "cond_stage_model.transformer.text_model.encoder.layers.0.mlp.fc1.weight",
                ],
                "--model",
            ),
            (
                vec!["decoder.conv_in.weight", "encoder.conv_in.weight"],
                "VAE",
            ),
            (vec!["unrelated.weight"], "no CLIP text encoder tensors"),
        ] {
            let e = names(&keys).unwrap_err().to_string();
            assert!(e.contains("te.safetensors") && e.contains(says), "{e}");
        }
    }
}
