//! Model panel: pick a checkpoint (dialog, path, drag and drop, recent list), see its
//! family, size and dtypes, or download one from the Hub into the HF cache.
use crate::app::{App, DownloadState};
use crate::download::{Download, DownloadMsg, KNOWN_REPOS};
use crate::meter::human;
use std::time::Instant;

impl App {
    pub fn model_panel(&mut self, ui: &mut egui::Ui) {
        ui.heading("Model");
        ui.horizontal(|ui| {
            if ui.button("Open file…").clicked() {
                self.pick(Some(("safetensors", "safetensors")));
            }
            if ui.button("Open folder…").clicked() {
                self.pick(None);
            }
        });
        let mut input = std::mem::take(&mut self.model_input);
        let r = super::labelled_text(
            ui,
            "Model path (file or diffusers folder, or drop one here)",
            &mut input,
            false,
        );
        let enter = r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if (ui.button("Use this model").clicked() || enter) && !input.trim().is_empty() {
            let p = input.trim().to_string();
            self.set_model(&p);
            input = p;
        }
        self.model_input = input;
        self.model_info_ui(ui);
        if self.family().contains("XL") {
            self.refiner_ui(ui);
        }
        if !self.settings.recent_models.is_empty() {
            egui::CollapsingHeader::new("Recent models")
                .default_open(false)
                .show(ui, |ui| {
                    for m in self.settings.recent_models.clone() {
                        if ui
                            .selectable_label(m == self.settings.model, short_name(&m))
                            .on_hover_text(&m)
                            .clicked()
                        {
                            self.set_model(&m);
                        }
                    }
                });
        }
        egui::CollapsingHeader::new("Download from Hugging Face")
            .default_open(false)
            .show(ui, |ui| self.download_ui(ui));
    }

    fn model_info_ui(&self, ui: &mut egui::Ui) {
        match &self.model_info {
            None if self.settings.model.is_empty() => {
                ui.label("No model chosen.");
            }
            None => {
                ui.label("Reading the model…");
            }
            Some((_, Err(e))) => {
                ui.colored_label(ui.visuals().error_fg_color, e);
            }
            Some((path, Ok(v))) => {
                let dtypes: Vec<String> = v["components"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .flat_map(|c| c["dtypes"].as_object().cloned().unwrap_or_default())
                    .map(|(dtype, _)| dtype)
                    .collect::<std::collections::BTreeSet<_>>()
                    .into_iter()
                    .collect();
                egui::Grid::new("model_info").num_columns(2).show(ui, |ui| {
                    ui.label("Model");
                    ui.label(short_name(path)).on_hover_text(path);
                    ui.end_row();
                    ui.label("Family");
                    ui.label(v["family_label"].as_str().unwrap_or("?"));
                    ui.end_row();
                    ui.label("Size");
                    ui.label(human(v["total_bytes"].as_u64().unwrap_or(0)));
                    ui.end_row();
                    ui.label("Weights dtype");
                    ui.label(dtypes.join(", "));
                    ui.end_row();
                });
            }
        }
    }

    /// The SDXL refiner: on/off, its folder or file, and the fraction of the steps after
    /// which it takes over.
    fn refiner_ui(&mut self, ui: &mut egui::Ui) {
        egui::CollapsingHeader::new("SDXL refiner")
            .default_open(self.settings.refiner.enabled)
            .show(ui, |ui| {
                let r = &mut self.settings.refiner;
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
                    let open = |folder: bool| {
                        move || {
                            let d = rfd::FileDialog::new();
                            if folder {
                                d.pick_folder()
                            } else {
                                d.add_filter("safetensors", &["safetensors"]).pick_file()
                            }
                        }
                    };
                    let mut pick: Option<Box<dyn FnOnce() -> Option<std::path::PathBuf> + Send>> = None;
                    if ui.button("Open refiner folder…").clicked() {
                        pick = Some(Box::new(open(true)));
                    }
                    if ui.button("Open refiner file…").clicked() {
                        pick = Some(Box::new(open(false)));
                    }
                    if let (Some(pick), None) = (pick, &self.refiner_pick) {
                        // The native dialog runs on its own thread; the frame loop goes on.
                        let (tx, rx) = std::sync::mpsc::channel();
                        let ctx = self.ctx.clone();
                        std::thread::spawn(move || {
                            if let Some(p) = pick() {
                                let _ = tx.send(p);
                            }
                            ctx.request_repaint();
                        });
                        self.refiner_pick = Some(rx);
                    }
                });
                match self.refiner_pick.as_ref().map(|rx| rx.try_recv()) {
                    Some(Ok(p)) => {
                        self.settings.refiner.path = p.display().to_string();
                        self.settings.refiner.enabled = true;
                        self.refiner_pick = None;
                    }
                    Some(Err(std::sync::mpsc::TryRecvError::Disconnected)) => {
                        self.refiner_pick = None
                    }
                    _ => {}
                }
            });
    }

    /// A native dialog for a file with `filter` (name, extension) or a folder (None); the
    /// choice is opened as if dropped. It runs on its own thread so the frame loop goes on.
    pub fn pick(&mut self, filter: Option<(&'static str, &'static str)>) {
        let (tx, ctx) = (self.info_tx.clone(), self.ctx.clone());
        let pick = move || {
            let d = rfd::FileDialog::new();
            let picked = match filter {
                None => d.pick_folder(),
                Some((name, ext)) => d.add_filter(name, &[ext]).pick_file(),
            };
            if let Some(p) = picked {
                // An empty result asks the frame loop to open the path.
                let _ = tx.send((p.display().to_string(), Err(String::new())));
                ctx.request_repaint();
            }
        };
        std::thread::spawn(pick);
    }

    fn download_ui(&mut self, ui: &mut egui::Ui) {
        ui.label("Known-good repos:");
        for (family, repo) in KNOWN_REPOS {
            if ui
                .selectable_label(
                    self.settings.download_repo == *repo,
                    format!("{family}: {repo}"),
                )
                .clicked()
            {
                self.settings.download_repo = repo.to_string();
            }
        }
        let mut repo = std::mem::take(&mut self.settings.download_repo);
        super::labelled_text(ui, "Repo id", &mut repo, false);
        self.settings.download_repo = repo;
        let running = self.download.as_ref().is_some_and(|d| d.result.is_none());
        ui.horizontal(|ui| {
            if ui
                .add_enabled(!running, egui::Button::new("Download"))
                .clicked()
            {
                self.start_download();
            }
            if running && ui.button("Cancel download").clicked() {
                if let Some(d) = &self.download {
                    d.download.cancel();
                }
            }
        });
        let Some(d) = &self.download else { return };
        let frac = if d.total > 0 {
            d.done as f32 / d.total as f32
        } else {
            0.0
        };
        let speed = match (d.window.front(), d.window.back()) {
            (Some(a), Some(b)) if b.0 > a.0 => (b.1 - a.1) as f64 / (b.0 - a.0).as_secs_f64(),
            _ => 0.0,
        };
        let eta = if speed > 0.0 {
            format!(", ETA {:.0} s", (d.total - d.done) as f64 / speed)
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

    pub fn start_download(&mut self) {
        let repo = self.settings.download_repo.trim().to_string();
        if repo.is_empty() {
            self.notice = "type a repo id (org/name)".into();
            return;
        }
        let ctx = self.ctx.clone();
        let download = Download::start(hf_hub::Cache::from_env(), &repo, "main", move || {
            ctx.request_repaint()
        });
        self.download = Some(DownloadState {
            download,
            repo,
            started: Instant::now(),
            files: 0,
            total: 0,
            done: 0,
            window: Default::default(),
            file: String::new(),
            result: None,
        });
    }
}

fn short_name(path: &str) -> String {
    let p = std::path::Path::new(path);
    p.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.to_string())
}
