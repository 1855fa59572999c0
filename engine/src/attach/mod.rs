//! What attaches to a loaded model: ControlNets and the SDXL refiner today (LoRAs,
//! embeddings and a VAE override next). [`Model`] is an opened checkpoint
//! ([`crate::model::Checkpoint`], which it derefs to) with its attachments; everything that
//! runs a job takes it.
//!
//! Every attachment implements [`Attachment`]: where it was opened from (a model holds one
//! per path), the weights it adds to the model's, and whether it fits the checkpoint.
//! Adding one is its file here, its field on [`Model`] and its line in
//! [`Model::attachments`]; the job builder (`crate::job`) attaches it from the request,
//! and where its nets live under each offload mode is `crate::pipeline`'s placement.
//!
//! The dependency points one way: `attach` reads checkpoints through `crate::model`,
//! `crate::model` knows nothing of attachments.
pub mod controlnet;
pub mod refiner;

pub use controlnet::ControlNet;
pub use refiner::{Refiner, RefinerSettings};

use crate::model::component::Weights;
use crate::model::load::{Checkpoint, OpenOptions};
use crate::Result;
use std::ops::{Deref, DerefMut};
use std::path::Path;

/// What every attachment answers; see the module's notes.
pub trait Attachment {
    /// What it is, for messages ("ControlNet", "refiner").
    fn kind(&self) -> &'static str;
    /// The folder, file or spec (`random`) it was opened from: a model holds one
    /// attachment per path, and a job naming that path again reuses it.
    fn path(&self) -> &Path;
    /// The components it adds and their weights, named as [`Model::weights`] lists them.
    fn weights(&self) -> Vec<(&'static str, &Weights)>;
    /// Errors, naming its file, unless it was made for `base`.
    fn check_fits(&self, base: &Checkpoint) -> Result<()>;
}

/// An opened checkpoint and what is attached to it.
#[derive(Clone)]
pub struct Model {
    pub checkpoint: Checkpoint,
    /// ControlNets the jobs on this model use (see [`Model::attach_controlnet`]).
    pub controlnets: Vec<ControlNet>,
    /// The SDXL refiner the jobs on this model hand their last steps to (see
    /// [`Model::set_refiner`]).
    pub refiner: Option<Refiner>,
}

impl From<Checkpoint> for Model {
    fn from(checkpoint: Checkpoint) -> Self {
        Model {
            checkpoint,
            controlnets: Vec::new(),
            refiner: None,
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

    /// Every attachment: the ControlNets in order, then the refiner.
    pub fn attachments(&self) -> Vec<&dyn Attachment> {
        let controlnets = self.controlnets.iter().map(|c| c as &dyn Attachment);
        let refiner = self.refiner.iter().map(|r| r as &dyn Attachment);
        controlnets.chain(refiner).collect()
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
