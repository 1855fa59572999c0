//! How an attachment declares itself, so that adding one is its own file in `attach/` plus
//! its line in [`super::DECLARED`]. A [`Declaration`] is plain data (the CLI flag, the
//! protocol key, the app's control) and the function that opens the attachment; what it
//! then does to a loaded model is its [`Declared`] impl. Everything else reads the registry:
//! - the CLI adds one flag per declaration (`bin/candela-engine/declared.rs`);
//! - the protocol carries the values under `attachments` (`AttachSpec::attachments`,
//!   keyed by [`Declaration::key`]; the list of values as the flag takes them);
//! - `Model::set_declared` opens and applies them (`Model::attach_job` calls it);
//! - the nets are built again when the model's declared attachments change
//!   (`Nets::declared`, compared in `pipeline/run.rs`);
//! - the PNG's parameters get each one's [`Declared::parameters`];
//! - the app keeps the values in its settings under the same key and shows one row per
//!   declaration in the attachments panel, with the file or folder picker it declares;
//!   restoring a PNG says when the image was made with another (`png_name_key`).
//!
//! What a declared attachment can do to a model: replace components of the checkpoint
//! before the nets are built from it ([`Declared::apply`], undone by
//! [`Declared::remove`]). ControlNets, the refiner, LoRAs, embeddings and the VAE override
//! came before this and keep their own fields (their flags, JSON fields and saved
//! settings are a contract); an attachment that adds a step of its own to a phase (an
//! IP-Adapter's image features, a T2I-Adapter's residuals) also touches that phase.
use super::attachment::Attachment;
use crate::model::family::Family;
use crate::model::load::Checkpoint;
use crate::Result;
use std::sync::Arc;

/// How many values the flag takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Values {
    /// One (the flag given twice is an error).
    One,
    /// Repeatable, kept in order.
    Many,
}

/// What the app's picker offers for the attachment.
#[derive(Debug, Clone, Copy)]
pub struct Picker {
    /// (filter name, extensions) when a file may be picked.
    pub files: Option<(&'static str, &'static [&'static str])>,
    /// Whether a folder may be picked.
    pub folders: bool,
    /// The file browser's title ("Open a text encoder file").
    pub title: &'static str,
}

/// Everything the CLI, the protocol and the app need to know of an attachment.
#[derive(Clone, Copy)]
pub struct Declaration {
    /// Its key in the protocol's `attachments` and in the app's settings
    /// (`text_encoder`); also the CLI argument's id.
    pub key: &'static str,
    /// The CLI flag without its dashes (`text-encoder`).
    pub flag: &'static str,
    /// The flag's value as `--help` shows it (`FILE`).
    pub value_name: &'static str,
    /// The flag's help text.
    pub help: &'static str,
    pub values: Values,
    /// The app's label for its row ("Text encoder").
    pub label: &'static str,
    /// The app's hover text for its picker buttons.
    pub hint: &'static str,
    pub picker: Picker,
    /// The PNG key whose value names the file it was opened from (of the pairs
    /// [`Declared::parameters`] writes): restoring a PNG says when the image was made
    /// with another.
    pub png_name_key: Option<&'static str>,
    /// The families it applies to (empty: every family); the app shows its row for a
    /// model of one of them (or while no model is known) and wherever a value is set.
    pub families: &'static [Family],
    /// Opens the attachment from its values for a model whose checkpoint (without any
    /// declared attachment applied) is `base`; errors name the file.
    pub open: Open,
}

impl Declaration {
    /// Whether it applies to a model of the family the app shows as `label` ("SD 1.x",
    /// "SD 3.5 Medium"; empty while no model is known, which it applies to).
    pub fn applies_to_label(&self, label: &str) -> bool {
        label.is_empty()
            || self.families.is_empty()
            || self.families.iter().any(|f| {
                let name = f.name();
                label == name
                    || label.starts_with(&format!("{name} "))
                    || label.starts_with(&format!("{name}."))
            })
    }
}

/// How a declaration opens its attachment: from the flag's values, for a checkpoint.
pub type Open = fn(values: &[String], base: &Checkpoint) -> Result<Arc<dyn Declared>>;

/// What a declared attachment does to a loaded model (see the module's notes).
pub trait Declared: Attachment + Send + Sync {
    /// The key of its [`Declaration`].
    fn key(&self) -> &'static str;
    /// The values it was opened from: a job giving the same ones reuses it.
    fn values(&self) -> &[String];
    /// Puts its components in the checkpoint's place.
    fn apply(&self, checkpoint: &mut Checkpoint);
    /// Gives the checkpoint its own components back.
    fn remove(&self, checkpoint: &mut Checkpoint);
    /// The `Key: value` pairs the PNG's parameters record for it, in order.
    fn parameters(&self) -> Result<Vec<(&'static str, String)>>;
}

/// The declaration in `registry` whose key is `key`.
pub fn find<'a>(registry: &'a [Declaration], key: &str) -> Option<&'a Declaration> {
    registry.iter().find(|d| d.key == key)
}
