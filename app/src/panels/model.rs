//! Model panel: pick a checkpoint (dialog, path, drag and drop, recent list), see its
//! family, size and dtypes, or download one from the Hub into the HF cache.
use super::{Command, View};
use crate::command::PickTarget;
use crate::download::{DownloadMsg, KNOWN_REPOS};
use crate::meter::human;
use crate::stores::settings::RefinerUi;

#[derive(Default)]
pub struct ModelPanel {
    /// The path being typed.
    pub input: String,
}

impl ModelPanel {
    /// `recent`: the recent models, newest first; `repo`: the download field.
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        refiner: &mut RefinerUi,
        repo: &mut String,
        recent: &[String],
        view: &View,
    ) -> Vec<Command> {
        let mut out = Vec::new();
        ui.heading("Model");
        ui.horizontal(|ui| {
            if ui.button("Open file…").clicked() {
                out.push(Command::Pick(PickTarget::ModelFile));
            }
            if ui.button("Open folder…").clicked() {
                out.push(Command::Pick(PickTarget::ModelFolder));
            }
        });
        let r = super::labelled_text(
            ui,
            "Model path (file or diffusers folder, or drop one here)",
            &mut self.input,
            false,
        );
        let enter = r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if (ui.button("Use this model").clicked() || enter) && !self.input.trim().is_empty() {
            out.push(Command::SetModel(self.input.trim().to_string()));
        }
        model_info_ui(ui, view);
        if view.family().contains("XL") {
            refiner_ui(ui, refiner, &mut out);
        }
        if !recent.is_empty() {
            egui::CollapsingHeader::new("Recent models")
                .default_open(false)
                .show(ui, |ui| {
                    for m in recent {
                        if ui
                            .selectable_label(m == view.model, short_name(m))
                            .on_hover_text(m)
                            .clicked()
                        {
                            out.push(Command::SetModel(m.clone()));
                        }
                    }
                });
        }
        egui::CollapsingHeader::new("Download from Hugging Face")
            .default_open(false)
            .show(ui, |ui| download_ui(ui, repo, view, &mut out));
        out
    }
}

fn model_info_ui(ui: &mut egui::Ui, view: &View) {
    match view.model_info {
        None if view.model.is_empty() => {
            ui.label("No model chosen.");
        }
        None => {
            ui.label("Reading the model…");
        }
        Some((_, Err(e))) => {
            ui.colored_label(ui.visuals().error_fg_color, e);
        }
        Some((path, Ok(info))) => {
            egui::Grid::new("model_info").num_columns(2).show(ui, |ui| {
                ui.label("Model");
                ui.label(short_name(path)).on_hover_text(path);
                ui.end_row();
                ui.label("Family");
                ui.label(&info.family_label);
                ui.end_row();
                ui.label("Size");
                ui.label(human(info.total_bytes));
                ui.end_row();
                ui.label("Weights dtype");
                ui.label(info.dtypes.join(", "));
                ui.end_row();
            });
        }
    }
}

/// The SDXL refiner: on/off, its folder or file, and the fraction of the steps after
/// which it takes over.
fn refiner_ui(ui: &mut egui::Ui, r: &mut RefinerUi, out: &mut Vec<Command>) {
    egui::CollapsingHeader::new("SDXL refiner")
        .default_open(r.enabled)
        .show(ui, |ui| {
            ui.checkbox(&mut r.enabled, "Use the SDXL refiner")
                .on_hover_text("A second UNet that takes over the last steps (diffusers' denoising_end / denoising_start)");
            super::labelled_text(ui, "Refiner path (folder or .safetensors)", &mut r.path, false);
            super::labelled(
                ui,
                "Refiner switch",
                egui::Slider::new(&mut r.switch, 0.05..=0.95).fixed_decimals(2),
            )
            .on_hover_text("Fraction of the steps after which the refiner takes over");
            ui.horizontal(|ui| {
                if ui.button("Open refiner folder…").clicked() {
                    out.push(Command::Pick(PickTarget::RefinerFolder));
                }
                if ui.button("Open refiner file…").clicked() {
                    out.push(Command::Pick(PickTarget::RefinerFile));
                }
            });
        });
}

fn download_ui(ui: &mut egui::Ui, repo: &mut String, view: &View, out: &mut Vec<Command>) {
    ui.label("Known-good repos:");
    for (family, known) in KNOWN_REPOS {
        if ui
            .selectable_label(repo == known, format!("{family}: {known}"))
            .clicked()
        {
            *repo = known.to_string();
        }
    }
    super::labelled_text(ui, "Repo id", repo, false);
    let running = view.download.is_some_and(|d| d.running());
    ui.horizontal(|ui| {
        if ui
            .add_enabled(!running, egui::Button::new("Download"))
            .clicked()
        {
            out.push(Command::StartDownload);
        }
        if running && ui.button("Cancel download").clicked() {
            out.push(Command::CancelDownload);
        }
    });
    let Some(d) = view.download else { return };
    let frac = if d.total > 0 {
        d.done as f32 / d.total as f32
    } else {
        0.0
    };
    let speed = d.speed();
    let eta = if speed > 0.0 {
        format!(
            ", ETA {:.0} s",
            d.total.saturating_sub(d.done) as f64 / speed
        )
    } else {
        String::new()
    };
    ui.add(egui::ProgressBar::new(frac).text(format!(
        "{} / {} at {}/s{eta}",
        human(d.done),
        human(d.total),
        human(speed as u64)
    )));
    match &d.result {
        Some(DownloadMsg::Finished { path }) => {
            ui.label(format!("Downloaded to {}", path.display()))
        }
        Some(DownloadMsg::Cancelled) => {
            ui.label("Cancelled; Download again resumes where it stopped.")
        }
        Some(DownloadMsg::Failed(e)) => ui.colored_label(ui.visuals().error_fg_color, e),
        _ => ui.label(format!(
            "{} ({} files, {:.0} s)",
            d.file,
            d.files,
            d.started.elapsed().as_secs_f64()
        )),
    };
}

pub fn short_name(path: &str) -> String {
    let p = std::path::Path::new(path);
    p.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.to_string())
}
