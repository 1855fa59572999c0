//! A LoRA file as it is downloaded: its tensors grouped by the layer they change, whatever
//! the format (kohya/A1111, diffusers/PEFT, LyCORIS), and what it says about its family.
//! Nothing here knows the model; `bind` matches the layers to it.
pub use super::part::Part;
use crate::model::weights::SafetensorsFile;
use crate::model::Family;
use crate::{Error, Result};
use candle_core::Tensor;
use std::collections::{BTreeMap, HashMap};
use std::path::Path;

/// How the file names its layers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Naming {
    /// `lora_unet_down_blocks_0_...` (kohya, A1111, LyCORIS): dots turned into underscores.
    Kohya,
    /// `unet.down_blocks.0....lora_A.weight` (diffusers, PEFT).
    Diffusers,
}

/// One layer's tensors, by their suffix in the file (`lora_down.weight`, `hada_w1_a`...).
#[derive(Debug, Clone)]
pub struct Layer {
    pub part: Part,
    /// The layer's name as the file spells it, without the component prefix.
    pub name: String,
    pub tensors: BTreeMap<String, Tensor>,
}

/// A LoRA file read into memory (on the CPU, in the dtypes it stores).
#[derive(Debug, Clone)]
pub struct LoraFile {
    pub naming: Naming,
    pub layers: Vec<Layer>,
    /// Tensors that belong to no layer we know (counted as unmatched).
    pub stray: Vec<String>,
    pub metadata: HashMap<String, String>,
    /// kohya's `lora_te_` (one text encoder: SD 1.x or 2.x, never SDXL).
    pub one_text_encoder: bool,
}

impl LoraFile {
    /// Reads `path`, refusing what is not a LoRA (a checkpoint, a VAE, an embedding, a
    /// pickle) with a message naming the file and what to do with it.
    pub fn read(path: &Path) -> Result<Self> {
        crate::attach::files::refuse_pickle(path, "a LoRA .safetensors file")?;
        let file = SafetensorsFile::open(path)?;
        refuse_non_lora(&file)?;
        let kohya = file
            .tensors
            .keys()
            .any(|k| k.starts_with("lora_unet_") || k.starts_with("lora_te"));
        let naming = if kohya {
            Naming::Kohya
        } else {
            Naming::Diffusers
        };
        let mut layers: BTreeMap<(Part, String), BTreeMap<String, Tensor>> = BTreeMap::new();
        let mut stray = Vec::new();
        for (key, info) in &file.tensors {
            let split = match naming {
                Naming::Kohya => super::kohya::split(key),
                Naming::Diffusers => super::peft::split(key),
            };
            let Some((part, name, suffix)) = split else {
                stray.push(key.clone());
                continue;
            };
            let t = file
                .tensor(info)
                .map_err(|e| Error::file(path, format!("tensor '{key}': {e}")))?;
            layers.entry((part, name)).or_default().insert(suffix, t);
        }
        if layers.is_empty() {
            return Err(Error::file(
                path,
                "no LoRA layers found (expected kohya lora_unet_*/lora_te*_* keys with lora_down/lora_up, LyCORIS hada_*/lokr_*, or diffusers ...lora_A/lora_B.weight keys)",
            ));
        }
        Ok(LoraFile {
            naming,
            layers: layers
                .into_iter()
                .map(|((part, name), tensors)| Layer {
                    part,
                    name,
                    tensors,
                })
                .collect(),
            stray,
            metadata: file.metadata.clone(),
            one_text_encoder: file.tensors.keys().any(|k| k.starts_with("lora_te_")),
        })
    }

    /// The family the file says it is for, from its metadata (kohya's
    /// `ss_base_model_version`, `modelspec.architecture`), its text encoders (two are
    /// SDXL's) or the width its cross-attention reads (768, 1024, 2048 as released).
    pub fn family_hint(&self) -> Option<(Family, String)> {
        let meta = |k: &str| self.metadata.get(k).map(|s| s.to_ascii_lowercase());
        if let Some(v) = meta("ss_base_model_version") {
            let f = if v.starts_with("sdxl") {
                Some(Family::Sdxl)
            } else if v.starts_with("sd_v2") {
                Some(Family::Sd2)
            } else if v.starts_with("sd_v1") {
                Some(Family::Sd1)
            } else {
                None
            };
            if let Some(f) = f {
                return Some((f, format!("its metadata says ss_base_model_version {v}")));
            }
        }
        if let Some(v) = meta("modelspec.architecture") {
            let f = if v.starts_with("stable-diffusion-xl") {
                Some(Family::Sdxl)
            } else if v.starts_with("stable-diffusion-v2") {
                Some(Family::Sd2)
            } else if v.starts_with("stable-diffusion-v1") {
                Some(Family::Sd1)
            } else {
                None
            };
            if let Some(f) = f {
                return Some((f, format!("its metadata says modelspec.architecture {v}")));
            }
        }
        if self.layers.iter().any(|l| l.part == Part::TextEncoder2) {
            return Some((Family::Sdxl, "it has layers for two text encoders".into()));
        }
        // The cross-attention key/value projections read the text encoder's width.
        for l in &self.layers {
            if !(l.name.contains("attn2") && (l.name.contains("to_k") || l.name.contains("to_v"))) {
                continue;
            }
            let Some(down) = l.tensors.get("lora_down.weight") else {
                continue;
            };
            let f = match down.dims().get(1) {
                Some(768) => Family::Sd1,
                Some(1024) => Family::Sd2,
                Some(2048) => Family::Sdxl,
                _ => continue,
            };
            return Some((
                f,
                format!("its cross-attention reads {}-wide text", down.dims()[1]),
            ));
        }
        None
    }
}

/// Refuses checkpoints, VAEs and embeddings given as a LoRA, saying where they belong.
fn refuse_non_lora(file: &SafetensorsFile) -> Result<()> {
    let any = |f: &dyn Fn(&str) -> bool| file.tensors.keys().any(|k| f(k));
    let lora_like = any(&|k| {
        k.starts_with("lora_")
            || k.contains(".lora_")
            || k.contains(".lora.")
            || k.contains(".hada_")
            || k.contains(".lokr_")
    });
    if lora_like {
        return Ok(());
    }
    let msg = if any(&|k| k.starts_with("model.diffusion_model.") || k.starts_with("conditioner."))
    {
        "this is a model checkpoint, not a LoRA; give it as --model"
    } else if any(&|k| {
        k == "emb_params" || k.starts_with("string_to_param") || k == "clip_l" || k == "clip_g"
    }) {
        "this is a textual-inversion embedding, not a LoRA; give it to --embedding"
    } else if any(&|k| {
        k.starts_with("encoder.")
            || k.starts_with("decoder.")
            || k.starts_with("first_stage_model.")
    }) {
        "this is a VAE, not a LoRA; give it to --vae"
    } else if any(&|k| k.starts_with("down_blocks.") || k.starts_with("text_model.")) {
        "this is a model component (diffusers weights), not a LoRA"
    } else {
        "not a LoRA: no lora_down/lora_up, lora_A/lora_B, hada_ or lokr_ tensors"
    };
    Err(Error::file(&file.path, msg))
}
