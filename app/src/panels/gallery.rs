//! Gallery panel: the images as thumbnails, newest first; click one to view it large with
//! its parameters, restore them, or show its folder.
use super::{Command, View};
use crate::command::SendTo;
use crate::stores::gallery::GalleryItem;
use std::path::PathBuf;

#[derive(Default)]
pub struct GalleryPanel {
    /// The image shown large.
    pub selected: Option<PathBuf>,
    /// Delete was clicked once for the shown image: the next click deletes it.
    confirm_delete: bool,
}

impl GalleryPanel {
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View) -> Vec<Command> {
        let mut out = Vec::new();
        let items = &view.gallery.items;
        ui.heading(match items.len() {
            1 => "Gallery (1 image)".to_string(),
            n => format!("Gallery ({n} images)"),
        });
        if items.is_empty() {
            ui.label("Images appear here. Drop a PNG made by Candela or A1111 to restore its parameters.");
        }
        ui.horizontal_wrapped(|ui| {
            // Newest first.
            for it in items.iter().rev() {
                if thumbnail(ui, it).clicked() {
                    self.selected = Some(it.path.clone());
                    self.confirm_delete = false;
                }
            }
        });
        let shown = self
            .selected
            .as_ref()
            .and_then(|p| items.iter().find(|i| i.path == *p));
        match shown {
            Some(it) => {
                if !self.viewer(ui.ctx(), it, &mut out) {
                    self.close_viewer();
                }
            }
            None => self.close_viewer(),
        }
        out
    }

    pub fn viewer_open(&self) -> bool {
        self.selected.is_some()
    }

    pub fn close_viewer(&mut self) {
        self.selected = None;
        self.confirm_delete = false;
    }

    /// The image large in its own window; false once closed.
    fn viewer(&mut self, ctx: &egui::Context, it: &GalleryItem, out: &mut Vec<Command>) -> bool {
        let mut open = true;
        let title = file_name(it);
        egui::Window::new(title)
            .open(&mut open)
            .default_size([560.0, 640.0])
            .show(ctx, |ui| {
                if let Some(t) = &it.texture {
                    ui.add(egui::Image::new(t).shrink_to_fit());
                }
                ui.label(format!("Seed: {}", it.seed));
                ui.label(&it.parameters);
                for n in &it.notes {
                    ui.colored_label(
                        ui.visuals().warn_fg_color,
                        format!("Made after a fallback: {n}"),
                    );
                }
                ui.horizontal_wrapped(|ui| {
                    if ui.button("Use these parameters").clicked() {
                        out.push(Command::RestoreParameters(it.parameters.clone()));
                    }
                    for (to, label, tip) in [
                        (
                            SendTo::Img2Img,
                            "Send to img2img",
                            "Start the next image from this one",
                        ),
                        (
                            SendTo::Inpaint,
                            "Send to inpaint",
                            "Repaint part of this image: paint the area on the input image",
                        ),
                        (
                            SendTo::ControlNet,
                            "Send to ControlNet",
                            "Use this image as ControlNet 1's control image",
                        ),
                    ] {
                        if ui.button(label).on_hover_text(tip).clicked() {
                            out.push(Command::SendImage(it.path.clone(), to));
                        }
                    }
                });
                ui.horizontal(|ui| {
                    if ui.button("Open containing folder").clicked() {
                        if let Some(dir) = it.path.parent() {
                            out.push(Command::ShowFolder(dir.to_path_buf()));
                        }
                    }
                    let delete = if self.confirm_delete {
                        egui::Button::new(
                            egui::RichText::new("Click again to delete the file")
                                .color(ui.visuals().error_fg_color),
                        )
                    } else {
                        egui::Button::new("Delete")
                    };
                    if ui
                        .add(delete)
                        .on_hover_text(it.path.display().to_string())
                        .clicked()
                    {
                        if self.confirm_delete {
                            out.push(Command::DeleteImage(it.path.clone()));
                        }
                        self.confirm_delete = !self.confirm_delete;
                    }
                });
            });
        open
    }
}

fn file_name(it: &GalleryItem) -> String {
    it.path
        .file_name()
        .unwrap_or_default()
        .to_string_lossy()
        .to_string()
}

fn thumbnail(ui: &mut egui::Ui, it: &GalleryItem) -> egui::Response {
    let name = file_name(it);
    let r = match &it.texture {
        Some(t) => ui.add(egui::Button::image(
            egui::Image::new(t).fit_to_exact_size(egui::vec2(128.0, 128.0)),
        )),
        None => ui.add_sized([128.0, 128.0], egui::Button::new("loading…")),
    };
    let notes: String = it.notes.iter().map(|n| format!("\n{n}")).collect();
    r.on_hover_text(format!("{}\n{name}\nseed {}{notes}", it.prompt(), it.seed))
}
