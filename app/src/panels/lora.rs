//! LoRAs, embeddings and the VAE override: the files people bring from Civitai. LoRAs are
//! picked as files (a weight slider each, on/off, remove) or from the LoRA folder, each
//! with the `NAME.preview.png` beside it as its thumbnail (A1111's convention); the
//! embeddings folder's files are listed, a click writes the name into the prompt; a VAE
//! file or folder may replace the checkpoint's. Below them, one row per attachment the
//! engine declares (`candela_engine::attach::DECLARED`), with the picker it declares.
use super::Command;
use crate::command::PickTarget;
use crate::stores::file_list::FileList;
use crate::stores::previews::Previews;
use crate::stores::settings::LoraUi;
use candela_engine::attach::{Declaration, DECLARED};
use std::collections::BTreeMap;
use std::path::Path;

/// What the panel shows and edits of the settings.
pub struct Attachments<'a> {
    pub loras: &'a mut Vec<LoraUi>,
    pub lora_dir: &'a str,
    pub embeddings_dir: &'a str,
    pub vae: &'a mut String,
    /// The declared attachments' values, by key.
    pub declared: &'a mut BTreeMap<String, Vec<String>>,
    /// The chosen model's family label ("" until known): a declared attachment's row
    /// shows for the families it applies to, and wherever it has a value.
    pub family: &'a str,
}

#[derive(Default)]
pub struct LoraPanel {
    /// Filters the embeddings list.
    pub query: String,
    /// Filters the LoRA folder's list.
    pub lora_query: String,
}

impl LoraPanel {
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        a: Attachments,
        embeddings: &FileList,
        lora_files: &FileList,
        previews: &mut Previews,
    ) -> Vec<Command> {
        let mut out = Vec::new();
        let on = a.loras.iter().filter(|l| l.enabled).count();
        let title = match on {
            0 => "LoRAs, embeddings, VAE".to_string(),
            n => format!("LoRAs ({n} on), embeddings, VAE"),
        };
        egui::CollapsingHeader::new(title)
            .id_salt("attachments")
            .default_open(true)
            .show(ui, |ui| {
                loras_ui(ui, a.loras, a.lora_dir, previews, &mut out);
                self.lora_folder_ui(ui, a.loras, lora_files, previews, &mut out);
                ui.separator();
                self.embeddings_ui(ui, a.embeddings_dir, embeddings, &mut out);
                ui.separator();
                vae_ui(ui, a.vae, &mut out);
                for d in DECLARED {
                    let set = a.declared.get(d.key).is_some_and(|v| !v.is_empty());
                    if !set && !d.applies_to_label(a.family) {
                        continue;
                    }
                    ui.separator();
                    declared_ui(ui, d, a.declared, &mut out);
                }
            });
        out
    }

    /// The LoRA folder's files, searchable; a click adds one.
    fn lora_folder_ui(
        &mut self,
        ui: &mut egui::Ui,
        loras: &[LoraUi],
        files: &FileList,
        previews: &mut Previews,
        out: &mut Vec<Command>,
    ) {
        if files.names.is_empty() {
            if let Some(e) = &files.error {
                ui.colored_label(ui.visuals().error_fg_color, e);
            }
            return;
        }
        egui::CollapsingHeader::new(format!("In the LoRA folder ({})", files.names.len()))
            .id_salt("lora-folder")
            .show(ui, |ui| {
                super::labelled(
                    ui,
                    "Search LoRAs",
                    egui::TextEdit::singleline(&mut self.lora_query).desired_width(160.0),
                );
                let q = self.lora_query.to_lowercase();
                ui.horizontal_wrapped(|ui| {
                    for (name, path) in files
                        .names
                        .iter()
                        .filter(|(n, _)| n.to_lowercase().contains(&q))
                    {
                        let added = loras.iter().any(|l| Path::new(&l.path) == path);
                        let tip = format!("{}\nClick: add this LoRA", path.display());
                        let clicked = ui
                            .vertical(|ui| {
                                let pic = preview(ui, previews, name, path, 64.0)
                                    .map(|r| r.on_hover_text(&tip).clicked());
                                let r = ui.selectable_label(added, name).on_hover_text(&tip);
                                r.clicked() || pic == Some(true)
                            })
                            .inner;
                        if clicked && !added {
                            out.push(Command::UsePath(PickTarget::LoraFile, path.clone()));
                        }
                    }
                });
            });
    }

    fn embeddings_ui(
        &mut self,
        ui: &mut egui::Ui,
        dir: &str,
        list: &FileList,
        out: &mut Vec<Command>,
    ) {
        ui.horizontal_wrapped(|ui| {
            ui.strong("Embeddings");
            if ui
                .button("Embeddings folder…")
                .on_hover_text(folder_tip(
                    dir,
                    "Textual-inversion files: write a file's name in a prompt to use it",
                ))
                .clicked()
            {
                out.push(Command::Pick(PickTarget::EmbeddingsFolder));
            }
        });
        if dir.is_empty() {
            ui.weak("Choose the folder your embeddings are in.");
            return;
        }
        if let Some(e) = &list.error {
            ui.colored_label(ui.visuals().error_fg_color, e);
            return;
        }
        if list.listing() {
            ui.weak("Reading the folder…");
            return;
        }
        if list.names.is_empty() {
            ui.weak(format!("No .safetensors embeddings in {dir}"));
            return;
        }
        super::labelled(
            ui,
            "Search embeddings",
            egui::TextEdit::singleline(&mut self.query).desired_width(160.0),
        );
        let q = self.query.to_lowercase();
        ui.horizontal_wrapped(|ui| {
            for (name, path) in list
                .names
                .iter()
                .filter(|(n, _)| n.to_lowercase().contains(&q))
            {
                let r = ui.button(name).on_hover_text(format!(
                    "{}\nClick: add to the prompt. Right-click: add to the negative prompt.",
                    path.display()
                ));
                if r.clicked() {
                    out.push(Command::InsertIntoPrompt(name.clone(), false));
                }
                if r.secondary_clicked() {
                    out.push(Command::InsertIntoPrompt(name.clone(), true));
                }
            }
        });
    }
}

fn folder_tip(dir: &str, what: &str) -> String {
    match dir.is_empty() {
        true => what.to_string(),
        false => format!("{what}\nNow: {dir}"),
    }
}

/// The thumbnail of the LoRA `file` (named `name`), `side` pixels square, once its preview
/// has been read; nothing for a LoRA without one.
fn preview(
    ui: &mut egui::Ui,
    previews: &mut Previews,
    name: &str,
    file: &Path,
    side: f32,
) -> Option<egui::Response> {
    let t = previews.get(ui.ctx(), file)?;
    let img = egui::Image::new(t)
        .fit_to_exact_size(egui::vec2(side, side))
        .maintain_aspect_ratio(true)
        .alt_text(format!("Preview of {name}"))
        .sense(egui::Sense::click());
    Some(ui.add(img))
}

fn loras_ui(
    ui: &mut egui::Ui,
    loras: &mut Vec<LoraUi>,
    dir: &str,
    previews: &mut Previews,
    out: &mut Vec<Command>,
) {
    ui.horizontal_wrapped(|ui| {
        ui.strong("LoRAs");
        if ui
            .button("Add LoRA…")
            .on_hover_text("A LoRA or LyCORIS .safetensors file")
            .clicked()
        {
            out.push(Command::Pick(PickTarget::LoraFile));
        }
        if ui
            .button("LoRA folder…")
            .on_hover_text(folder_tip(
                dir,
                "Where <lora:NAME:WEIGHT> in a prompt, and the LoRAs of a restored PNG, are found",
            ))
            .clicked()
        {
            out.push(Command::Pick(PickTarget::LoraFolder));
        }
    });
    if loras.is_empty() {
        ui.weak("No LoRAs. Add one, or write <lora:NAME:0.8> in the prompt.");
    }
    let mut remove = None;
    for (i, l) in loras.iter_mut().enumerate() {
        let name = Path::new(&l.path)
            .file_stem()
            .map_or(l.path.clone(), |s| s.to_string_lossy().to_string());
        ui.horizontal_wrapped(|ui| {
            ui.checkbox(&mut l.enabled, "")
                .on_hover_text("Use this LoRA in the next images");
            if let Some(r) = preview(ui, previews, &name, Path::new(&l.path), 32.0) {
                r.on_hover_text(&l.path);
            }
            ui.label(&name).on_hover_text(&l.path);
            super::labelled(
                ui,
                &format!("Weight of {name}"),
                egui::Slider::new(&mut l.weight, -2.0..=2.0).step_by(0.05),
            )
            .on_hover_text("How strongly the LoRA applies (A1111's multiplier; 1 is as trained)");
            if ui
                .small_button("Remove")
                .on_hover_text("Take this LoRA out of the list")
                .clicked()
            {
                remove = Some(i);
            }
        });
    }
    if let Some(i) = remove {
        loras.remove(i);
    }
}

fn vae_ui(ui: &mut egui::Ui, vae: &mut String, out: &mut Vec<Command>) {
    ui.horizontal_wrapped(|ui| {
        ui.strong("VAE");
        let shown = match vae.is_empty() {
            true => "the checkpoint's own".to_string(),
            false => Path::new(vae.as_str())
                .file_name()
                .map_or(vae.clone(), |n| n.to_string_lossy().to_string()),
        };
        ui.label(format!("VAE in use: {shown}"))
            .on_hover_text(if vae.is_empty() { "" } else { vae.as_str() });
        if ui
            .button("VAE file…")
            .on_hover_text("A .safetensors VAE (for example vae-ft-mse-840000 or sdxl-vae-fp16-fix) used instead of the checkpoint's")
            .clicked()
        {
            out.push(Command::Pick(PickTarget::VaeFile));
        }
        if ui
            .button("VAE folder…")
            .on_hover_text("A diffusers VAE folder (config.json and weights) used instead of the checkpoint's")
            .clicked()
        {
            out.push(Command::Pick(PickTarget::VaeFolder));
        }
        if !vae.is_empty() && ui.button("Use the checkpoint's VAE").clicked() {
            vae.clear();
        }
    });
}

/// The row of one declared attachment: what is in use, its pickers and a way back to the
/// checkpoint's own.
fn declared_ui(
    ui: &mut egui::Ui,
    d: &Declaration,
    values: &mut BTreeMap<String, Vec<String>>,
    out: &mut Vec<Command>,
) {
    ui.horizontal_wrapped(|ui| {
        ui.strong(d.label);
        let now = values.get(d.key).filter(|v| !v.is_empty());
        let shown = match now {
            None => "none".to_string(),
            Some(v) => v
                .iter()
                .map(|p| {
                    Path::new(p)
                        .file_name()
                        .map_or(p.clone(), |n| n.to_string_lossy().to_string())
                })
                .collect::<Vec<_>>()
                .join(", "),
        };
        let full = now.map(|v| v.join("\n")).unwrap_or_default();
        ui.label(format!("{} in use: {shown}", d.label))
            .on_hover_text(full);
        if d.picker.files.is_some()
            && ui
                .button(format!("{} file…", d.label))
                .on_hover_text(d.hint)
                .clicked()
        {
            out.push(Command::Pick(PickTarget::Declared(d.key, false)));
        }
        if d.picker.folders
            && ui
                .button(format!("{} folder…", d.label))
                .on_hover_text(d.hint)
                .clicked()
        {
            out.push(Command::Pick(PickTarget::Declared(d.key, true)));
        }
        if now.is_some()
            && ui
                .button(format!("No {}", d.label.to_lowercase()))
                .clicked()
        {
            values.remove(d.key);
        }
    });
}
