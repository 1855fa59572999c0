//! A VAE in place of the checkpoint's (`--vae`): a diffusers VAE folder (`config.json` and
//! its weights, or a model folder's `vae/`), or a `.safetensors` file in the original LDM
//! names (`encoder.down.0.block.0...`, with or without `first_stage_model.`, as
//! `vae-ft-mse-840000-ema-pruned.safetensors` ships) or in diffusers' names
//! (`sdxl-vae-fp16-fix`). LDM names go through the checkpoint key mapping; the layout must
//! be the checkpoint VAE's, checked tensor by tensor before it is used.
use super::attachment::Attachment;
use crate::model::config::VaeConfig;
use crate::model::keys;
use crate::model::load::Checkpoint;
use crate::model::weights::{ComponentWeights, Source, TensorStore, Transform};
use crate::model::{Component, Weights};
use crate::nets::vae::{VaeDecoder, VaeEncoder};
use crate::{Error, Result};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The VAE a model uses instead of its checkpoint's, and the checkpoint's own.
#[derive(Clone)]
pub struct VaeOverride {
    pub path: PathBuf,
    /// What A1111's `VAE` key says: the file's name (a folder's name for a folder).
    pub name: String,
    /// The file whose hash is `VAE hash` (a folder's weights file).
    weights_file: PathBuf,
    pub component: Component<VaeConfig>,
    /// The checkpoint's VAE, given back when the override goes.
    pub original: Component<VaeConfig>,
}

/// `dir`'s VAE weights file: diffusers' name or its fp16 variant.
fn folder_weights(dir: &Path) -> Result<PathBuf> {
    for name in [
        "diffusion_pytorch_model.safetensors",
        "diffusion_pytorch_model.fp16.safetensors",
    ] {
        if crate::input::is_file(&dir.join(name))? {
            return Ok(dir.join(name));
        }
    }
    Err(Error::file(
        dir,
        "no diffusion_pytorch_model.safetensors in this VAE folder",
    ))
}

impl VaeOverride {
    /// Opens `path` as a VAE for a model whose VAE is `original`.
    pub fn open(path: &Path, original: &Component<VaeConfig>) -> Result<Self> {
        let (weights_file, component) = if path.is_dir() {
            let dir = if path.join("vae").is_dir() && !path.join("config.json").is_file() {
                path.join("vae")
            } else {
                path.to_path_buf()
            };
            crate::input::check(&dir.join("config.json"))?;
            let config: VaeConfig = serde_json::from_str(
                &std::fs::read_to_string(dir.join("config.json"))
                    .map_err(|e| Error::file(&dir, format!("no readable config.json: {e}")))?,
            )
            .map_err(|e| Error::file(dir.join("config.json"), format!("not a VAE config: {e}")))?;
            let file = folder_weights(&dir)?;
            let store = TensorStore::open(std::slice::from_ref(&file))?;
            let w = ComponentWeights::identity("vae", store);
            (
                file,
                Component {
                    config,
                    weights: Weights::Stored(w),
                },
            )
        } else {
            super::files::refuse_pickle(path, "a VAE .safetensors file or a diffusers VAE folder")?;
            let store = TensorStore::open(&[path.to_path_buf()])?;
            let map = file_names(path, &store.files[0].tensors, original)?;
            let w = ComponentWeights {
                component: "vae".into(),
                store,
                map: Arc::new(map),
            };
            let mut config = original.config.clone();
            config.use_quant_conv = w.contains("quant_conv.weight");
            config.use_post_quant_conv = w.contains("post_quant_conv.weight");
            (
                path.to_path_buf(),
                Component {
                    config,
                    weights: Weights::Stored(w),
                },
            )
        };
        check_layout(path, &component, original)?;
        Ok(VaeOverride {
            path: path.to_path_buf(),
            name: path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default(),
            weights_file,
            component,
            original: original.clone(),
        })
    }

    /// A1111's `VAE hash`: the first 10 hex digits of the file's SHA-256.
    pub fn short_hash(&self) -> Result<String> {
        Ok(super::hash::file_sha256(&self.weights_file)?[..10].to_string())
    }
}

impl Attachment for VaeOverride {
    fn kind(&self) -> &'static str {
        "VAE"
    }

    fn path(&self) -> &Path {
        &self.path
    }

    /// None of its own: it takes the checkpoint's `vae` place, and the checkpoint lists it.
    fn weights(&self) -> Vec<(&'static str, &Weights)> {
        Vec::new()
    }

    /// Its tensors must have the shapes `base`'s VAE needs.
    fn check_fits(&self, base: &Checkpoint) -> Result<()> {
        check_layout(&self.path, &self.component, &base.vae)
    }
}

/// diffusers names of a single VAE file's tensors: LDM names mapped (prefix
/// `first_stage_model.` dropped), diffusers names as they are.
fn file_names(
    path: &Path,
    tensors: &std::collections::BTreeMap<String, crate::model::weights::TensorInfo>,
    original: &Component<VaeConfig>,
) -> Result<HashMap<String, Source>> {
    let lora = tensors
        .keys()
        .any(|k| k.contains("lora_") || k.contains(".lora."));
    let unet = tensors
        .keys()
        .any(|k| k.starts_with("model.diffusion_model."));
    if lora || !tensors.keys().any(|k| k.contains("decoder.")) {
        let what = if lora {
            "this is a LoRA, not a VAE; give it to --lora"
        } else if unet {
            "this is a model checkpoint without a VAE"
        } else {
            "no VAE decoder tensors (decoder.*) in this file"
        };
        return Err(Error::file(path, what));
    }
    let levels = original.config.block_out_channels.len();
    // diffusers' names have down_blocks/up_blocks/mid_block; everything else is LDM's.
    let ldm = !tensors.keys().any(|k| {
        k.contains("down_blocks.") || k.contains("up_blocks.") || k.contains("mid_block.")
    });
    let mut map = HashMap::new();
    for key in tensors.keys() {
        let name = key.strip_prefix("first_stage_model.").unwrap_or(key);
        if !(name.starts_with("encoder.")
            || name.starts_with("decoder.")
            || name.starts_with("quant_conv.")
            || name.starts_with("post_quant_conv."))
        {
            continue;
        }
        let (to, transform) = if ldm {
            match keys::vae::diffusers_name(name, levels) {
                Some(m) => m,
                None => continue,
            }
        } else {
            (name.to_string(), Transform::None)
        };
        map.insert(
            to,
            Source {
                file: 0,
                key: key.clone(),
                transform,
            },
        );
    }
    Ok(map)
}

/// Every tensor the decoder and encoder load must be in `vae` with the checkpoint VAE's
/// shape.
fn check_layout(
    path: &Path,
    vae: &Component<VaeConfig>,
    original: &Component<VaeConfig>,
) -> Result<()> {
    let (Weights::Stored(new), Weights::Stored(_)) = (&vae.weights, &original.weights) else {
        return Ok(());
    };
    let c = &original.config;
    let mut wanted = crate::offload::record_shapes(&original.weights, |vb| VaeDecoder::new(vb, c))?;
    wanted.extend(crate::offload::record_shapes(&original.weights, |vb| {
        VaeEncoder::new(vb, c)
    })?);
    for (name, shape) in wanted {
        match new.shape(&name) {
            Some(s) if s == shape => {}
            Some(s) => {
                return Err(Error::file(
                    path,
                    format!("VAE tensor '{name}' is {s:?}, the model's VAE needs {shape:?}: not a VAE for this model"),
                ))
            }
            None => {
                return Err(Error::file(
                    path,
                    format!("no VAE tensor '{name}' (in LDM or diffusers names); not an SD VAE"),
                ))
            }
        }
    }
    Ok(())
}
