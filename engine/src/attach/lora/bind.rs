//! A LoRA file matched to a model's layers: each layer of the file becomes the change to
//! one weight of the UNet or a text encoder, checked against that weight's shape. The
//! file's family must be the model's; layers that match nothing are counted (and are an
//! error when nothing matches).
use super::delta::Delta;
use super::file::{LoraFile, Naming, Part};
use super::peft::AdapterConfig;
use crate::attach::attachment::Attachment;
use crate::model::{Checkpoint, Family, Weights};
use crate::nets::clip::ClipTextModel;
use crate::nets::unet::UNet;
use crate::{Error, Result};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// The nets a LoRA changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Net {
    Unet,
    TextEncoder,
    TextEncoder2,
}

impl Net {
    pub fn name(self) -> &'static str {
        match self {
            Net::Unet => "unet",
            Net::TextEncoder => "text_encoder",
            Net::TextEncoder2 => "text_encoder_2",
        }
    }
}

/// What a LoRA changes in one weight.
#[derive(Debug, Clone)]
pub struct Target {
    pub net: Net,
    /// The weight's name in the net (diffusers' name, e.g. `...attn1.to_q.weight`).
    pub name: String,
    pub shape: Vec<usize>,
    pub delta: Delta,
}

/// A LoRA file matched to a model.
#[derive(Debug)]
pub struct Lora {
    pub path: PathBuf,
    /// The file's stem: what `<lora:NAME:...>` and the PNG's `Lora hashes` call it.
    pub name: String,
    pub targets: Vec<Target>,
    /// Layers of the file that match no layer of the model.
    pub unmatched: Vec<String>,
    hash: std::sync::OnceLock<String>,
}

/// A net's weights by the key a LoRA layer name is matched with.
struct NetLayers {
    net: Net,
    by_key: HashMap<String, (String, Vec<usize>)>,
}

/// The key a layer is matched by: its dotted or underscored name without a leading
/// `text_model` (transformers 4 saved it, 5 does not), dots as underscores.
fn key(name: &str) -> String {
    let n = name.replace('.', "_");
    n.strip_prefix("text_model_").map(String::from).unwrap_or(n)
}

/// Every weight (and bias) of the model's UNet and text encoders, with its shape.
fn model_layers(model: &Checkpoint) -> Result<Vec<NetLayers>> {
    use crate::offload::record_shapes;
    let unet = model.unet("a LoRA")?;
    let mut nets = vec![
        (
            Net::Unet,
            record_shapes(&unet.weights, |vb| UNet::new(vb, &unet.config))?,
        ),
        (
            Net::TextEncoder,
            record_shapes(&model.text_encoder.weights, |vb| {
                ClipTextModel::new(vb, &model.text_encoder.config)
            })?,
        ),
    ];
    if let Some(te) = &model.text_encoder_2 {
        nets.push((
            Net::TextEncoder2,
            record_shapes(&te.weights, |vb| {
                ClipTextModel::with_projection(vb, &te.config)
            })?,
        ));
    }
    Ok(nets
        .into_iter()
        .map(|(net, shapes)| NetLayers {
            net,
            by_key: shapes
                .into_iter()
                .map(|(name, shape)| (key(&name), (name, shape)))
                .collect(),
        })
        .collect())
}

/// The LoRA file's family claim checked against the model's.
fn check_family(path: &Path, file: &LoraFile, model: &Checkpoint) -> Result<()> {
    let wrong = |lora: &str, why: &str| {
        Error::file(
            path,
            format!(
                "a LoRA for {lora} ({why}), but the model {} is {}; pick a LoRA made for {}",
                model.name,
                model.family.name(),
                model.family.name()
            ),
        )
    };
    if let Some((family, why)) = file.family_hint() {
        if family != model.family {
            return Err(wrong(family.name(), &why));
        }
    }
    if file.one_text_encoder && model.family == Family::Sdxl {
        return Err(wrong(
            "SD 1.x/2.x",
            "it has layers for one text encoder, lora_te_*",
        ));
    }
    Ok(())
}

impl Lora {
    /// Reads the LoRA at `path` and matches it to `model`'s layers.
    pub fn open(path: &Path, model: &Checkpoint) -> Result<Self> {
        let file = LoraFile::read(path)?;
        check_family(path, &file, model)?;
        let nets = model_layers(model)?;
        let layout =
            crate::model::keys::unet::UnetLayout::from_config(&model.unet("a LoRA")?.config);
        let find = |net: Net, k: &str| {
            nets.iter()
                .find(|n| n.net == net)
                .and_then(|n| n.by_key.get(k))
        };
        let mut targets = Vec::new();
        let mut unmatched: Vec<String> = file.stray.clone();
        for layer in &file.layers {
            let candidates: &[Net] = match layer.part {
                Part::Unet => &[Net::Unet],
                Part::TextEncoder => &[Net::TextEncoder],
                Part::TextEncoder2 => &[Net::TextEncoder2],
                Part::Unknown => &[Net::Unet, Net::TextEncoder],
            };
            let k = key(&layer.name);
            let found = candidates.iter().find_map(|&net| {
                let weight =
                    |k: &str| find(net, &format!("{k}_weight")).map(|w| (net, k.to_string(), w));
                weight(&k).or_else(|| {
                    (net == Net::Unet && file.naming == Naming::Kohya)
                        .then(|| super::kohya::ldm_unet_layer(&layer.name, &layout))
                        .flatten()
                        .and_then(|k| weight(&k))
                })
            });
            let Some((net, layer_key, (name, shape))) = found else {
                unmatched.push(layer.name.clone());
                continue;
            };
            let config = (file.naming == Naming::Diffusers)
                .then(|| AdapterConfig::from_metadata(&file.metadata, net.name()))
                .flatten();
            let dotted = name.strip_suffix(".weight").unwrap_or(name);
            let scale_fn = config
                .as_ref()
                .map(|c| move |rank: usize| c.scale(dotted, rank));
            let delta = Delta::from_tensors(
                &layer.tensors,
                scale_fn.as_ref().map(|f| f as &dyn Fn(usize) -> f64),
            )
            .map_err(|e| Error::file(path, format!("layer '{}': {e}", layer.name)))?;
            let Some(delta) = delta else {
                unmatched.push(layer.name.clone());
                continue;
            };
            let want = (shape[0], shape.iter().skip(1).product::<usize>());
            if delta.out_in() != want {
                return Err(Error::file(
                    path,
                    format!(
                        "layer '{}' changes a {:?} weight but the model's {} '{name}' is {shape:?}; this LoRA was made for another model",
                        layer.name,
                        delta.out_in(),
                        net.name()
                    ),
                ));
            }
            if let Some(bias) = layer.tensors.get("diff_b") {
                if let Some((bname, bshape)) = find(net, &format!("{layer_key}_bias")) {
                    if bias.elem_count() == bshape.iter().product::<usize>() {
                        targets.push(Target {
                            net,
                            name: bname.clone(),
                            shape: bshape.clone(),
                            delta: Delta::Full(bias.clone()),
                        });
                    }
                }
            }
            targets.push(Target {
                net,
                name: name.clone(),
                shape: shape.clone(),
                delta,
            });
        }
        if targets.is_empty() {
            let first: Vec<_> = unmatched.iter().take(3).collect();
            return Err(Error::file(
                path,
                format!(
                    "none of its {} layers matches a layer of the model {} ({first:?}...); it was made for another model",
                    unmatched.len(),
                    model.name
                ),
            ));
        }
        Ok(Lora {
            path: path.to_path_buf(),
            name: crate::model::load::display_name(path),
            targets,
            unmatched,
            hash: std::sync::OnceLock::new(),
        })
    }

    /// Bytes its tensors take in memory (host memory: they go to the device a layer at a
    /// time when merged).
    pub fn bytes(&self) -> u64 {
        use super::delta::Delta as D;
        let b = |t: &candle_core::Tensor| (t.elem_count() * t.dtype().size_in_bytes()) as u64;
        self.targets
            .iter()
            .map(|t| match &t.delta {
                D::LowRank { down, up, mid, .. } => b(down) + b(up) + mid.as_ref().map_or(0, b),
                D::Full(d) => b(d),
                D::Hada(_) | D::Kron(_) => (t.shape.iter().product::<usize>() * 2) as u64 / 8,
            })
            .sum()
    }

    /// A1111's short hash of a LoRA (its `Lora hashes`): the first 12 hex digits of the
    /// SHA-256 of the file's tensor data, after the safetensors header ("addnet" hash).
    pub fn short_hash(&self) -> Result<&str> {
        if let Some(h) = self.hash.get() {
            return Ok(h);
        }
        let h = crate::attach::hash::addnet_sha256(&self.path)?;
        Ok(&self.hash.get_or_init(|| h[..12].to_string())[..])
    }
}

impl Attachment for Lora {
    fn kind(&self) -> &'static str {
        "LoRA"
    }

    fn path(&self) -> &Path {
        &self.path
    }

    /// None: a LoRA adds no net, it changes the checkpoint's own weights when merged.
    fn weights(&self) -> Vec<(&'static str, &Weights)> {
        Vec::new()
    }

    /// Every weight it changes must be in `base`, with the shape it was matched to.
    fn check_fits(&self, base: &Checkpoint) -> Result<()> {
        let nets = model_layers(base)?;
        for t in &self.targets {
            let found = nets
                .iter()
                .find(|n| n.net == t.net)
                .and_then(|n| n.by_key.get(&key(&t.name)));
            if found.is_none_or(|(name, shape)| name != &t.name || shape != &t.shape) {
                return Err(Error::file(
                    &self.path,
                    format!(
                        "it changes the {} weight '{}' ({:?}), which the model {} does not have; this LoRA was matched to another model",
                        t.net.name(),
                        t.name,
                        t.shape,
                        base.name
                    ),
                ));
            }
        }
        Ok(())
    }
}
