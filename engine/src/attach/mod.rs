//! What attaches to a loaded model: ControlNets, the SDXL refiner, LoRAs (and LyCORIS,
//! merged into the weights), textual-inversion embeddings and a VAE override (`--vae`).
//! [`Model`] is an opened checkpoint ([`crate::model::Checkpoint`], which it derefs to)
//! with its attachments; everything that runs a job takes it. An attachment's own file
//! never names [`Model`] (the module graph test keeps files free of import cycles): what
//! needs the whole model is a method here.
//!
//! Every attachment implements [`Attachment`]: where it was opened from (a model holds one
//! per path), the weights it adds to the model's, and whether it fits the checkpoint.
//! Adding one is its file here, declaring itself ([`Declaration`], see `declared.rs`), and
//! its line in [`DECLARED`]: the CLI flag, the protocol key, the PNG record and the app's
//! picker come from the declaration (`text_encoder.rs` and SD 3's separate encoder files,
//! `sd3_encoders.rs`, are). The five that came before
//! the declarations (ControlNets, the refiner, LoRAs, embeddings, the VAE override) keep
//! their own fields on [`Model`].
//!
//! The dependency points one way: `attach` reads checkpoints through `crate::model`,
//! `crate::model` knows nothing of attachments.
mod attachment;
pub mod controlnet;
pub mod declared;
pub mod embeddings;
mod files;
pub mod hash;
pub mod lora;
pub mod png;
pub mod refiner;
pub mod sd3_controlnet;
pub mod sd3_encoders;
pub mod text_encoder;
pub mod vae;

pub use attachment::Attachment;
pub use controlnet::ControlNet;
pub use declared::{Declaration, Declared};
pub use refiner::{Refiner, RefinerSettings};
pub use sd3_controlnet::Sd3ControlNet;

use crate::model::component::Weights;
use crate::model::load::{Checkpoint, OpenOptions};
use crate::{Error, Result};
use candle_core::{DType, Device, Tensor};
use std::collections::BTreeMap;
use std::ops::{Deref, DerefMut};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Every declared attachment, in the order they apply and the PNG records them: a new
/// attachment is its file in `attach/` and its line here.
pub const DECLARED: &[Declaration] = &[
    text_encoder::DECLARATION,
    sd3_encoders::CLIP_L,
    sd3_encoders::CLIP_G,
    sd3_encoders::T5XXL,
];

/// An opened checkpoint and what is attached to it.
#[derive(Clone)]
pub struct Model {
    pub checkpoint: Checkpoint,
    /// ControlNets the jobs on this model use (see [`Model::attach_controlnet`]).
    pub controlnets: Vec<ControlNet>,
    /// An SD 3 model's ControlNets (see [`Model::attach_sd3_controlnet`]); an SD 3 job's
    /// control units index these.
    pub sd3_controlnets: Vec<Sd3ControlNet>,
    /// The SDXL refiner the jobs on this model hand their last steps to (see
    /// [`Model::set_refiner`]).
    pub refiner: Option<Refiner>,
    /// LoRAs merged into the UNet and text encoders of the nets built from this model
    /// (see [`Model::set_loras`]).
    pub loras: lora::LoraSet,
    /// Textual-inversion embeddings the prompts of the jobs on this model may name (see
    /// [`Model::set_embeddings`]).
    pub embeddings: Vec<std::sync::Arc<embeddings::Embedding>>,
    /// A VAE in place of the checkpoint's (see [`Model::set_vae`]); the checkpoint's
    /// `vae` is then the override's, its own kept here.
    pub vae_override: Option<vae::VaeOverride>,
    /// The declared attachments ([`DECLARED`]) in use, in the registry's order, applied
    /// to the checkpoint (see [`Model::set_declared`]).
    pub declared: Vec<Arc<dyn Declared>>,
}

impl From<Checkpoint> for Model {
    fn from(checkpoint: Checkpoint) -> Self {
        Model {
            checkpoint,
            controlnets: Vec::new(),
            sd3_controlnets: Vec::new(),
            refiner: None,
            loras: Vec::new(),
            embeddings: Vec::new(),
            vae_override: None,
            declared: Vec::new(),
        }
    }
}

impl Deref for Model {
    type Target = Checkpoint;
    fn deref(&self) -> &Checkpoint {
        &self.checkpoint
    }
}

impl DerefMut for Model {
    fn deref_mut(&mut self) -> &mut Checkpoint {
        &mut self.checkpoint
    }
}

impl Model {
    /// Opens the checkpoint at `path` ([`Checkpoint::open`]), with nothing attached.
    pub fn open(path: &Path, opts: &OpenOptions) -> Result<Self> {
        Checkpoint::open(path, opts).map(Model::from)
    }

    /// A full-size architecture with random weights ([`Checkpoint::random`]).
    pub fn random(arch: &str) -> Result<Self> {
        Checkpoint::random(arch).map(Model::from)
    }

    /// Every attachment: the ControlNets in order, the refiner, the LoRAs in order, the
    /// embeddings, the VAE override, the declared ones.
    pub fn attachments(&self) -> Vec<&dyn Attachment> {
        let mut all: Vec<&dyn Attachment> = Vec::new();
        all.extend(self.controlnets.iter().map(|c| c as &dyn Attachment));
        all.extend(self.sd3_controlnets.iter().map(|c| c as &dyn Attachment));
        all.extend(self.refiner.iter().map(|r| r as &dyn Attachment));
        all.extend(self.loras.iter().map(|(l, _)| &**l as &dyn Attachment));
        all.extend(self.embeddings.iter().map(|e| &**e as &dyn Attachment));
        all.extend(self.vae_override.iter().map(|v| v as &dyn Attachment));
        all.extend(self.declared.iter().map(|d| &**d as &dyn Attachment));
        all
    }

    /// Every component's name and weights, in diffusers' names: the checkpoint's, then each
    /// attachment's (`controlnet`, `refiner.unet`, `refiner.text_encoder_2`).
    pub fn weights(&self) -> Vec<(&'static str, &Weights)> {
        let mut parts = self.checkpoint.weights();
        parts.extend(self.attachments().into_iter().flat_map(|a| a.weights()));
        parts
    }

    /// Adds `cn` to the ControlNets loaded with this model, once per path; returns its
    /// index in [`Model::controlnets`].
    pub fn attach_controlnet(&mut self, cn: ControlNet) -> usize {
        match self.controlnets.iter().position(|c| c.path == cn.path) {
            Some(i) => i,
            None => {
                self.controlnets.push(cn);
                self.controlnets.len() - 1
            }
        }
    }

    /// Adds `cn` to the SD 3 ControlNets loaded with this model, once per path; returns
    /// its index in [`Model::sd3_controlnets`].
    pub fn attach_sd3_controlnet(&mut self, cn: Sd3ControlNet) -> usize {
        match self.sd3_controlnets.iter().position(|c| c.path == cn.path) {
            Some(i) => i,
            None => {
                self.sd3_controlnets.push(cn);
                self.sd3_controlnets.len() - 1
            }
        }
    }

    /// The paths of every ControlNet loaded with this model, the UNet families' then SD
    /// 3's (a job whose list differs needs its ControlNet nets rebuilt).
    pub fn controlnet_paths(&self) -> Vec<PathBuf> {
        let unet = self.controlnets.iter().map(|c| c.path.clone());
        unet.chain(self.sd3_controlnets.iter().map(|c| c.path.clone()))
            .collect()
    }

    /// Attaches `refiner` as this model's second pass (none: detaches it); it must fit
    /// the checkpoint (an SDXL base).
    pub fn set_refiner(&mut self, refiner: Option<Refiner>) -> Result<()> {
        if let Some(r) = &refiner {
            r.check_fits(&self.checkpoint)?;
        }
        self.refiner = refiner;
        Ok(())
    }
}

/// LoRAs and embeddings: what a job's `AttachSpec` attaches.
impl Model {
    /// Attaches what `spec` names for a job with these prompts: its LoRAs (the files, then
    /// the prompts' `<lora:...>` tags) and embeddings; nothing changes on an error. Returns
    /// warnings for the user: LoRA layers that match nothing in the model.
    pub fn attach_job(
        &mut self,
        spec: &crate::protocol::AttachSpec,
        prompt: &str,
        negative: &str,
    ) -> Result<Vec<String>> {
        self.set_vae(spec.vae.as_deref().map(Path::new))?;
        self.set_declared(&spec.attachments)?;
        let loras = lora::job_loras(spec, prompt, negative)?;
        let before = self.loras.clone();
        self.set_loras(&loras)?;
        let files: Vec<PathBuf> = spec.embeddings.iter().map(PathBuf::from).collect();
        let dir = spec.embeddings_dir.as_deref().map(Path::new);
        if let Err(e) = self.set_embeddings(&files, dir, &[prompt, negative]) {
            self.loras = before;
            return Err(e);
        }
        Ok(self
            .loras
            .iter()
            .filter(|(l, _)| !l.unmatched.is_empty())
            .map(|(l, _)| {
                format!(
                    "{}: {} of its layers match no layer of the model and are not applied (first: {})",
                    l.path.display(),
                    l.unmatched.len(),
                    l.unmatched[0]
                )
            })
            .collect())
    }

    /// Makes the declared attachments `asked` names (by key, with their values; see
    /// [`DECLARED`]) the ones applied to the checkpoint. One opened before with the same
    /// values is kept; every new one is opened before anything changes, so an error (an
    /// unknown key, a file that does not fit) leaves the model as it was.
    pub fn set_declared(&mut self, asked: &BTreeMap<String, Vec<String>>) -> Result<()> {
        if let Some(k) = asked.keys().find(|k| declared::find(DECLARED, k).is_none()) {
            let known: Vec<&str> = DECLARED.iter().map(|d| d.key).collect();
            return Err(Error::field(
                "attachments",
                format!(
                    "unknown attachment '{k}'; expected one of: {}",
                    known.join(", ")
                ),
            ));
        }
        if self.declared_sources() == declared_sources(asked) {
            return Ok(());
        }
        let mut base = self.checkpoint.clone();
        for d in self.declared.iter().rev() {
            d.remove(&mut base);
        }
        let mut next: Vec<Arc<dyn Declared>> = Vec::new();
        for d in DECLARED {
            let Some(values) = asked.get(d.key).filter(|v| !v.is_empty()) else {
                continue;
            };
            let known = self
                .declared
                .iter()
                .find(|a| a.key() == d.key && a.values() == values.as_slice());
            next.push(match known {
                Some(a) => a.clone(),
                None => (d.open)(values, &base)?,
            });
        }
        for d in &next {
            d.apply(&mut base);
        }
        self.checkpoint = base;
        self.declared = next;
        Ok(())
    }

    /// The declared attachments in use: each one's key and values (what the nets built
    /// from this model depend on beyond the checkpoint).
    pub fn declared_sources(&self) -> Vec<(&'static str, Vec<String>)> {
        self.declared
            .iter()
            .map(|d| (d.key(), d.values().to_vec()))
            .collect()
    }

    /// Uses the VAE at `path` instead of the checkpoint's (none: the checkpoint's again);
    /// an error leaves the VAE as it was.
    pub fn set_vae(&mut self, path: Option<&Path>) -> Result<()> {
        let current = self.vae_override.as_ref().map(|v| v.path.as_path());
        if current == path {
            return Ok(());
        }
        let original = match &self.vae_override {
            Some(v) => v.original.clone(),
            None => self.checkpoint.vae.clone(),
        };
        let next = path
            .map(|p| vae::VaeOverride::open(p, &original))
            .transpose()?;
        self.checkpoint.vae = match &next {
            Some(v) => v.component.clone(),
            None => original,
        };
        self.vae_override = next;
        Ok(())
    }

    /// Makes `loras` (files and strengths, in order) the LoRAs of the jobs on this model.
    /// Files opened before are kept (not read again); every new one is read and matched
    /// before anything changes, so an error leaves the model's LoRAs as they were.
    pub fn set_loras(&mut self, loras: &[(PathBuf, f32)]) -> Result<()> {
        let mut next = Vec::with_capacity(loras.len());
        for (path, strength) in loras {
            let known = self.loras.iter().find(|(l, _)| &l.path == path);
            let lora = match known {
                Some((l, _)) => l.clone(),
                None => Arc::new(lora::Lora::open(path, &self.checkpoint)?),
            };
            next.push((lora, *strength));
        }
        self.loras = next;
        Ok(())
    }

    /// Host memory the LoRAs take: their own tensors, and the base values of the weights
    /// they change (kept in `dtype` to give them back); merging adds no lasting VRAM.
    pub fn lora_host_bytes(&self, dtype: DType) -> (u64, u64) {
        let own = self.loras.iter().map(|(l, _)| l.bytes()).sum();
        let mut targets = std::collections::HashSet::new();
        let mut base = 0u64;
        for (l, _) in &self.loras {
            for t in &l.targets {
                if targets.insert((t.net, t.name.as_str())) {
                    base += (t.shape.iter().product::<usize>() * dtype.size_in_bytes()) as u64;
                }
            }
        }
        (own, base)
    }

    /// Makes `files` and the embeddings of `dir` named in `texts` the embeddings of the
    /// jobs on this model; an error leaves them as they were.
    pub fn set_embeddings(
        &mut self,
        files: &[PathBuf],
        dir: Option<&Path>,
        texts: &[&str],
    ) -> Result<()> {
        let width = self.text_encoder.config.hidden_size;
        let width_2 = self.text_encoder_2.as_ref().map(|t| t.config.hidden_size);
        self.embeddings = embeddings::for_prompts(files, dir, texts, width, width_2)?;
        Ok(())
    }

    /// `text` in 77-id chunks by `tok`, with the model's embeddings in place where the
    /// text names them.
    pub fn prompt_chunks(
        &self,
        tok: &crate::model::tokenizer::ClipTokenizer,
        text: &str,
    ) -> Vec<Vec<u32>> {
        let vocab = self.text_encoder.config.vocab_size;
        embeddings::encode_chunks(tok, text, &self.embeddings, vocab)
    }

    /// The embeddings' vectors for the first text encoder (or SDXL's second), if any.
    pub fn embedding_vectors(
        &self,
        second: bool,
        dtype: DType,
        device: &Device,
    ) -> Result<Option<Tensor>> {
        embeddings::vector_table(&self.embeddings, second, dtype, device)
    }
}

/// `asked`'s declared attachments as [`Model::declared_sources`] lists them (registry
/// order, empty values dropped).
fn declared_sources(asked: &BTreeMap<String, Vec<String>>) -> Vec<(&'static str, Vec<String>)> {
    DECLARED
        .iter()
        .filter_map(|d| Some((d.key, asked.get(d.key).filter(|v| !v.is_empty())?.clone())))
        .collect()
}

#[cfg(test)]
mod tests;
