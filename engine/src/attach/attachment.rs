//! The trait every attachment implements (see `attach`'s notes): kept apart from
//! `attach/mod.rs` so the attachments' files depend on it without depending on [`Model`]
//! (which holds them).
//!
//! [`Model`]: super::Model
use crate::model::component::Weights;
use crate::model::load::Checkpoint;
use crate::Result;
use std::path::Path;

/// What every attachment answers; see `attach`'s notes.
pub trait Attachment {
    /// What it is, for messages ("ControlNet", "refiner").
    fn kind(&self) -> &'static str;
    /// The folder, file or spec (`random`) it was opened from: a model holds one
    /// attachment per path, and a job naming that path again reuses it.
    fn path(&self) -> &Path;
    /// The components it adds and their weights, named as [`Model::weights`](super::Model::weights) lists them.
    fn weights(&self) -> Vec<(&'static str, &Weights)>;
    /// Errors, naming its file, unless it was made for `base`.
    fn check_fits(&self, base: &Checkpoint) -> Result<()>;
}
