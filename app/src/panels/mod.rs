//! One struct per panel, each with its own state and a `ui` that draws it, edits the
//! settings it shows and returns the [`Command`]s it wants; `App` applies them once per
//! frame. Panels read the rest of the app through [`View`] and never reach into `App`.
pub mod controlnet;
pub mod file_browser;
pub mod gallery;
pub mod generate;
pub mod init_image;
pub mod library;
pub mod lora;
pub mod model;
pub mod peaks;
pub mod prompt_box;
pub mod queue;
pub mod sd3_options;
pub mod settings;
pub mod vram;

pub use crate::command::Command;
use crate::meter::Meter;
use crate::stores::downloads::DownloadState;
use crate::stores::gallery::Gallery;
use crate::stores::jobs::Jobs;
use crate::stores::library::Library;
use crate::stores::plan::PlanStatus;
use crate::stores::worker::{InfoResult, WorkerStatus};

/// What every panel may read this frame.
pub struct View<'a> {
    pub jobs: &'a Jobs,
    pub plan: &'a PlanStatus,
    pub meter: &'a Meter,
    pub worker: &'a WorkerStatus,
    pub gallery: &'a Gallery,
    /// The chosen model's path ("" for none).
    pub model: &'a str,
    /// The chosen model's summary (or why it could not be read); None while it is read.
    pub model_info: Option<&'a InfoResult>,
    /// Whether the settings attach a T5-XXL file of its own (SD 3: the job then has T5
    /// though the model file carries none).
    pub t5_file: bool,
    pub download: Option<&'a DownloadState>,
    pub library: &'a Library,
    pub queue_running: bool,
    pub queue_paused: bool,
}

impl View<'_> {
    /// The chosen model's family label ("SD 1.x"), empty until known.
    pub fn family(&self) -> &str {
        match self.model_info {
            Some((_, Ok(s))) => &s.family_label,
            _ => "",
        }
    }

    /// Whether Generate can start a job: a worker, a model, and no error reading it.
    pub fn can_generate(&self) -> bool {
        self.worker.ready && !self.model.is_empty() && !self.model_failed()
    }

    /// Whether the chosen model could not be read.
    pub fn model_failed(&self) -> bool {
        matches!(self.model_info, Some((_, Err(_))))
    }
}

/// A text field with a label that screen readers (and egui_kittest) can find it by.
pub fn labelled_text(
    ui: &mut egui::Ui,
    label: &str,
    text: &mut String,
    multiline: bool,
) -> egui::Response {
    let l = ui.label(label);
    let edit = if multiline {
        egui::TextEdit::multiline(text).desired_rows(2)
    } else {
        egui::TextEdit::singleline(text)
    };
    ui.add(edit.desired_width(f32::INFINITY)).labelled_by(l.id)
}

/// A widget named by a visible label (for screen readers and egui_kittest).
pub fn labelled(ui: &mut egui::Ui, label: &str, widget: impl egui::Widget) -> egui::Response {
    let l = ui.label(label);
    ui.add(widget).labelled_by(l.id)
}
