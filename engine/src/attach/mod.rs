//! What attaches to a loaded model: ControlNets and the SDXL refiner today (LoRAs,
//! embeddings and a VAE override next). [`Model`] is an opened checkpoint
//! ([`crate::model::Checkpoint`], which it derefs to) with its attachments; everything that
//! runs a job takes it.
//!
//! The dependency points one way: `attach` reads checkpoints through `crate::model`,
//! `crate::model` knows nothing of attachments.
pub mod controlnet;
pub mod refiner;

pub use controlnet::ControlNet;
pub use refiner::{Refiner, RefinerSettings};

use crate::model::component::Weights;
use crate::model::family::Family;
use crate::model::load::{Checkpoint, OpenOptions};
use crate::{Error, Result};
use std::ops::{Deref, DerefMut};
use std::path::Path;

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

    /// Every component's name and weights, in diffusers' names: the checkpoint's, then the
    /// refiner's (`refiner.unet`, `refiner.text_encoder_2`).
    pub fn weights(&self) -> Vec<(&'static str, &Weights)> {
        let mut parts = self.checkpoint.weights();
        if let Some(r) = &self.refiner {
            parts.push(("refiner.unet", &r.unet.weights));
            parts.push(("refiner.text_encoder_2", &r.text_encoder_2.weights));
        }
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

    /// Attaches `refiner` as this model's second pass; the model must be an SDXL base.
    pub fn set_refiner(&mut self, refiner: Option<Refiner>) -> Result<()> {
        if let Some(r) = &refiner {
            if self.family != Family::Sdxl || self.text_encoder_2.is_none() {
                return Err(Error::field(
                    "--refiner",
                    format!(
                        "{}: the SDXL refiner needs an SDXL base model, but {} is {}",
                        r.path.display(),
                        self.path.display(),
                        self.family.name()
                    ),
                ));
            }
            if r.unet.config.in_channels != self.unet.config.in_channels {
                return Err(Error::field(
                    "--refiner",
                    format!(
                        "{}: its UNet takes {} latent channels, the base model's {}",
                        r.path.display(),
                        r.unet.config.in_channels,
                        self.unet.config.in_channels
                    ),
                ));
            }
        }
        self.refiner = refiner;
        Ok(())
    }
}
