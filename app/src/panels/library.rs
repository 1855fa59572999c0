//! Model library: every checkpoint found in the user's folders and the usual places,
//! searchable, with its size, folder and family and dtypes (the worker reads their headers
//! one by one while it is idle); click one to use it.
use super::{Command, View};
use crate::meter::human;

#[derive(Default)]
pub struct LibraryPanel {
    pub query: String,
    /// The list opened itself once models were found (after that it stays as the user
    /// leaves it).
    shown: bool,
}

impl LibraryPanel {
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View) -> Vec<Command> {
        let mut out = Vec::new();
        let lib = view.library;
        let title = match lib.entries.len() {
            0 => "Model library".to_string(),
            n => format!("Model library ({n})"),
        };
        let open_now = !self.shown && !lib.entries.is_empty();
        self.shown |= open_now;
        egui::CollapsingHeader::new(title)
            .id_salt("library")
            .open(open_now.then_some(true))
            .show(ui, |ui| {
                ui.horizontal(|ui| {
                    super::labelled(
                        ui,
                        "Search models",
                        egui::TextEdit::singleline(&mut self.query)
                            .hint_text("name, family, folder")
                            .desired_width(150.0),
                    );
                    if ui
                        .button(if lib.scanning { "Scanning…" } else { "Rescan" })
                        .on_hover_text("Look through the model folders again (Settings lists them)")
                        .clicked()
                    {
                        out.push(Command::ScanLibrary);
                    }
                });
                if lib.entries.is_empty() && !lib.scanning {
                    ui.weak("No models found yet. Add your models folder in Settings, or open a file below.");
                }
                egui::ScrollArea::vertical()
                    .max_height(180.0)
                    .id_salt("library-list")
                    .show(ui, |ui| {
                        for e in lib.search(&self.query) {
                            let path = e.path.display().to_string();
                            let what = match lib.info.get(&path) {
                                Some(Ok(i)) => format!("{}, {}", i.family_label, i.dtypes.join("/")),
                                Some(Err(_)) => "cannot be opened".into(),
                                None => "reading…".into(),
                            };
                            let text = match what.is_empty() {
                                true => format!("{}  ·  {}", e.name, human(e.bytes)),
                                false => format!("{}  ·  {what}  ·  {}", e.name, human(e.bytes)),
                            };
                            let r = ui
                                .selectable_label(path == view.model, text)
                                .on_hover_text(format!("{path}\nfound in: {}", e.source));
                            if r.clicked() {
                                out.push(Command::SetModel(path));
                            }
                        }
                    });
            });
        out
    }
}
