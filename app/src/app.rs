//! The eframe app: owns the stores, the panels and the services (worker, meter, file
//! dialogs). Each frame it takes what arrived on their channels, lets every panel draw,
//! then applies the commands the panels returned; it never waits on anything.
mod commands;
mod events;
mod jobs;

use crate::command::Command;
use crate::files::FileDialogs;
use crate::meter::Meter;
use crate::panels::{
    controlnet::ControlNetPanel, file_browser::FileBrowser, gallery::GalleryPanel,
    generate::GeneratePanel, init_image::InitImagePanel, library::LibraryPanel, lora::LoraPanel,
    model::ModelPanel, queue::QueuePanel, settings::SettingsPanel, vram::VramPanel, View,
};
use crate::stores::downloads::DownloadState;
use crate::stores::gallery::Gallery;
use crate::stores::jobs::Jobs;
use crate::stores::library::Library;
use crate::stores::plan::PlanStatus;
use crate::stores::queue::Queue;
use crate::stores::restore::restore;
use crate::stores::settings::Settings;
use crate::stores::worker::{InfoResult, WorkerStatus};
use crate::worker::{Worker, WorkerCommand, WorkerMsg};
use std::path::{Path, PathBuf};

/// Where the app keeps its files and how it starts its worker (tests point these at
/// temp folders and the freshly built binaries).
#[derive(Debug, Clone)]
pub struct Config {
    pub data_dir: PathBuf,
    pub workers: Vec<WorkerCommand>,
}

impl Config {
    /// The platform data folder (`CANDELA_DATA_DIR` overrides) and the workers found.
    pub fn from_env() -> Config {
        let data_dir = std::env::var_os("CANDELA_DATA_DIR")
            .map(PathBuf::from)
            .or_else(|| {
                directories::ProjectDirs::from("", "", "Candela")
                    .map(|d| d.data_dir().to_path_buf())
            })
            .unwrap_or_else(|| PathBuf::from(".candela"));
        Config {
            data_dir,
            workers: crate::worker::candidates(),
        }
    }
}

pub struct App {
    pub settings: Settings,
    pub config: Config,
    pub worker: Worker,
    pub worker_status: WorkerStatus,
    pub meter: Meter,
    pub queue: Queue,
    pub queue_running: bool,
    pub queue_paused: bool,
    pub jobs: Jobs,
    pub gallery: Gallery,
    pub plan: PlanStatus,
    /// The chosen model as the worker read it; None while it is read.
    pub model_info: Option<InfoResult>,
    /// The `Info` request in flight: (id, model path).
    info_sent: Option<(String, String)>,
    info_counter: u64,
    pub download: Option<DownloadState>,
    pub library: Library,
    /// `Info` requests for the library in flight: id -> model path.
    library_sent: std::collections::HashMap<String, String>,
    pub notice: String,
    /// What was recovered from damaged files at start, shown until the user closes it.
    pub recovered: Vec<String>,
    pub files: FileDialogs,
    pub model_panel: ModelPanel,
    pub vram_panel: VramPanel,
    pub generate_panel: GeneratePanel,
    pub queue_panel: QueuePanel,
    /// img2img / inpainting input.
    pub init_image: InitImagePanel,
    pub controlnet_panel: ControlNetPanel,
    pub gallery_panel: GalleryPanel,
    /// Opens when the system's file dialog cannot.
    pub file_browser: FileBrowser,
    pub library_panel: LibraryPanel,
    pub settings_panel: SettingsPanel,
    pub lora_panel: LoraPanel,
    /// The embeddings folder's files.
    pub embeddings: crate::stores::file_list::FileList,
    /// The LoRA folder's files.
    pub lora_files: crate::stores::file_list::FileList,
    /// The LoRAs' preview pictures (`NAME.preview.png`), read as they are first shown.
    pub lora_previews: crate::stores::previews::Previews,
    pub ctx: egui::Context,
}

impl App {
    /// The app with its saved settings: the data folder's `settings.json`, else (as older
    /// versions kept them) eframe's storage. A damaged file is said in the recovery window.
    pub fn new(cc: &eframe::CreationContext<'_>, config: Config) -> App {
        let (settings, note) =
            crate::stores::settings_file::load(&config.data_dir).unwrap_or_else(|| {
                let old = cc
                    .storage
                    .and_then(|s| eframe::get_value(s, eframe::APP_KEY))
                    .unwrap_or_default();
                (old, None)
            });
        let mut app = Self::with_settings(cc.egui_ctx.clone(), config, settings);
        if let Some(note) = note {
            candela_engine::diag::log_line(&note);
            app.recovered.push(note);
        }
        app
    }

    pub fn with_settings(ctx: egui::Context, config: Config, mut settings: Settings) -> App {
        let wake = |ctx: &egui::Context| {
            let c = ctx.clone();
            move || c.request_repaint()
        };
        let worker = Worker::start(config.workers.clone(), wake(&ctx));
        let meter = Meter::start(worker.pid_handle(), wake(&ctx));
        let (mut queue, queue_note) = Queue::open_reporting(&config.data_dir.join("queue.json"));
        if queue.out_dir.is_empty() {
            queue.out_dir = default_out_dir(&config.data_dir);
        }
        if settings.out_dir.is_empty() {
            settings.out_dir = default_out_dir(&config.data_dir);
        }
        let mut gallery = Gallery::new(wake(&ctx));
        gallery.load_folders(vec![
            PathBuf::from(&settings.out_dir),
            PathBuf::from(&queue.out_dir),
        ]);
        let mut app = App {
            model_panel: ModelPanel {
                input: settings.model.clone(),
            },
            settings,
            worker,
            worker_status: WorkerStatus::default(),
            meter,
            queue,
            queue_running: false,
            queue_paused: false,
            jobs: Jobs::default(),
            gallery,
            plan: PlanStatus::default(),
            model_info: None,
            info_sent: None,
            info_counter: 0,
            download: None,
            library: Library::default(),
            library_sent: Default::default(),
            notice: String::new(),
            recovered: Vec::new(),
            files: FileDialogs::new(wake(&ctx)),
            vram_panel: Default::default(),
            generate_panel: Default::default(),
            queue_panel: Default::default(),
            init_image: Default::default(),
            controlnet_panel: Default::default(),
            gallery_panel: Default::default(),
            file_browser: Default::default(),
            library_panel: Default::default(),
            settings_panel: Default::default(),
            lora_panel: Default::default(),
            embeddings: Default::default(),
            lora_files: Default::default(),
            lora_previews: Default::default(),
            config,
            ctx,
        };
        app.apply(Command::ApplyTheme);
        app.apply(Command::ScanLibrary);
        app.generate_panel.tokens.start(wake(&app.ctx));
        if let Some(note) = queue_note {
            candela_engine::diag::log_line(&note);
            app.recovered.push(note);
        }
        app
    }

    /// Chooses a model: remembers it and asks the worker what it is.
    pub fn set_model(&mut self, path: &str) {
        self.settings.remember_model(path);
        self.model_panel.input = path.to_string();
        self.model_info = None;
        self.info_sent = None;
        // What was said about the last model no longer holds.
        self.plan.predicted = None;
        self.plan.chosen = None;
        self.plan.unavailable = None;
        self.jobs.last_error = None;
        self.notice.clear();
        self.request_model_info();
    }

    /// Asks the worker about the chosen model unless its answer is here or on its way;
    /// called again when a worker becomes ready.
    fn request_model_info(&mut self) {
        let model = self.settings.model.clone();
        if model.is_empty() || self.model_info.is_some() || !self.worker_status.ready {
            return;
        }
        if self.info_sent.as_ref().is_some_and(|(_, m)| *m == model) {
            return;
        }
        self.info_counter += 1;
        let id = format!("info-{}", self.info_counter);
        let req = candela_engine::protocol::Request::Info {
            id: id.clone(),
            model: model.clone(),
        };
        if self.worker.send(&req).is_ok() {
            self.info_sent = Some((id, model));
        }
    }

    /// The chosen model's family label ("SD 1.x"), empty until known.
    pub fn family(&self) -> String {
        match &self.model_info {
            Some((_, Ok(info))) => info.family_label.clone(),
            _ => String::new(),
        }
    }

    pub fn save_queue(&mut self) {
        if let Err(e) = self.queue.save() {
            self.notice = format!("could not save the queue: {e}");
        }
    }

    /// Everything that arrived since the last frame.
    fn drain(&mut self) {
        while let Ok(msg) = self.worker.rx.try_recv() {
            match msg {
                WorkerMsg::Started { label, pid, why } => {
                    candela_engine::diag::log_line(&format!(
                        "worker started: {label} (pid {pid}); {why}"
                    ));
                    self.worker_status.label = label;
                    self.worker_status.why = why;
                    self.worker_status.ready = true;
                    self.info_sent = None;
                    // A new worker: what the last one was asked is not coming.
                    self.library_sent.clear();
                }
                WorkerMsg::Event(e) => self.on_event(e),
                WorkerMsg::Exited { message } => {
                    candela_engine::diag::log_line(&format!("worker exited: {message}"));
                    self.worker_status.ready = false;
                    self.worker_status.message = message.clone();
                    self.worker_lost(&message);
                }
                WorkerMsg::Failed { message } => {
                    candela_engine::diag::log_line(&format!("no worker started: {message}"));
                    self.worker_status.ready = false;
                    self.worker_status.message = message;
                }
            }
        }
        self.request_model_info();
        for (target, answer) in self.files.drain() {
            self.picked(target, answer);
        }
        if self.meter.drain() {
            self.track_peaks();
        }
        self.gallery.drain(&self.ctx);
        self.library.drain();
        self.describe_library_lazily();
        let ctx = self.ctx.clone();
        self.embeddings
            .follow(&self.settings.embeddings_dir, move || ctx.request_repaint());
        self.embeddings.drain();
        let ctx = self.ctx.clone();
        self.lora_files
            .follow(&self.settings.lora_dir, move || ctx.request_repaint());
        self.lora_files.drain();
        if let Some(path) = self.download.as_mut().and_then(|d| d.drain()) {
            self.set_model(&path.display().to_string());
        }
    }

    fn handle_dropped_files(&mut self, ctx: &egui::Context) {
        let dropped: Vec<PathBuf> = ctx.input(|i| {
            i.raw
                .dropped_files
                .iter()
                .map(|f| f.path().to_path_buf())
                .collect()
        });
        // Files dropped on the input-image panel become its image.
        let on_init = ctx
            .input(|i| i.pointer.hover_pos())
            .is_some_and(|p| self.init_image.rect.is_some_and(|r| r.contains(p)));
        for path in dropped {
            if on_init {
                self.init_image.set_image(&path);
            } else if !self
                .controlnet_panel
                .take_drop(&mut self.settings.controlnet, &path)
            {
                self.open_path(&path);
            }
        }
    }

    /// A PNG restores its parameters, a .txt fills the queue, anything else is a model.
    pub fn open_path(&mut self, path: &Path) {
        let ext = path
            .extension()
            .and_then(|e| e.to_str())
            .unwrap_or("")
            .to_lowercase();
        match ext.as_str() {
            "png" => {
                let restored = candela_engine::output::read_parameters(path)
                    .map(|t| t.and_then(|t| restore(&mut self.settings, &t)));
                self.notice = match restored {
                    Ok(Some(r)) => {
                        self.restore_img2img(&r);
                        r.summary(path)
                    }
                    Ok(None) => format!("{}: no generation parameters in this PNG", path.display()),
                    Err(e) => e.to_string(),
                };
            }
            "txt" => match std::fs::read_to_string(path) {
                Ok(t) => {
                    let n = self.queue.add_prompts(&t);
                    self.save_queue();
                    self.notice = format!("added {n} prompts to the queue");
                }
                Err(e) => self.notice = format!("{}: {e}", path.display()),
            },
            _ => self.set_model(&path.display().to_string()),
        }
    }

    /// Whether Generate can start now (what its button says too).
    fn can_generate(&self) -> bool {
        let model_ok = !matches!(self.model_info, Some((_, Err(_))));
        self.worker_status.ready
            && !self.settings.model.is_empty()
            && model_ok
            && self.settings.generate.size_error().is_none()
    }

    /// Ctrl+Enter generates; Esc closes the file browser or the image viewer, or else
    /// cancels the running job.
    fn shortcuts(&mut self, ctx: &egui::Context) {
        let key = |m, k| ctx.input_mut(|i| i.consume_key(m, k));
        if key(egui::Modifiers::COMMAND, egui::Key::Enter) && self.can_generate() {
            self.apply(Command::Generate);
        }
        if key(egui::Modifiers::NONE, egui::Key::Escape) {
            if self.file_browser.is_open() {
                self.file_browser.close();
            } else if self.gallery_panel.viewer_open() {
                self.gallery_panel.close_viewer();
            } else if self.jobs.active.is_some() {
                self.apply(Command::CancelJob);
            }
        }
    }

    /// Every panel, in its place; returns what they asked for.
    fn panels(&mut self, ui: &mut egui::Ui) -> Vec<Command> {
        let mut out = Vec::new();
        let view = View {
            jobs: &self.jobs,
            plan: &self.plan,
            meter: &self.meter,
            worker: &self.worker_status,
            gallery: &self.gallery,
            model: &self.settings.model,
            model_info: self.model_info.as_ref(),
            t5_file: self
                .settings
                .attachments
                .get(candela_engine::attach::sd3_encoders::T5XXL.key)
                .is_some_and(|v| v.iter().any(|f| !f.is_empty())),
            download: self.download.as_ref(),
            library: &self.library,
            queue_running: self.queue_running,
            queue_paused: self.queue_paused,
        };
        egui::Panel::top("status").show(ui, |ui| {
            ui.horizontal(|ui| {
                if ui.button("Settings…").clicked() {
                    self.settings_panel.open = !self.settings_panel.open;
                }
                status_bar(ui, &view, &self.notice);
            });
        });
        // Side panels share the width with the Generate column, which keeps at least
        // about half of it (at 1024 px: 276 + 245, Generate 500).
        let width = ui.available_width();
        egui::Panel::left("left")
            .default_size((width * 0.27).clamp(240.0, 380.0))
            .max_size(width * 0.35)
            .resizable(true)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    out.extend(self.library_panel.ui(ui, &view));
                    out.extend(self.model_panel.ui(
                        ui,
                        &mut self.settings.refiner,
                        &mut self.settings.download_repo,
                        &self.settings.recent_models,
                        &view,
                    ));
                    ui.separator();
                    out.extend(self.vram_panel.ui(ui, &mut self.settings.plan, &view));
                });
            });
        egui::Panel::right("queue")
            .default_size((width * 0.24).clamp(220.0, 340.0))
            .max_size(width * 0.3)
            .resizable(true)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    out.extend(self.queue_panel.ui(ui, &mut self.queue, &view));
                });
            });
        let input_image = self.init_image.enabled && self.init_image.path.is_some();
        let sd3_not_yet = crate::stores::family::not_run_by_sd3(&self.settings, input_image);
        let family = self.family();
        egui::CentralPanel::default().show(ui, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                out.extend(self.generate_panel.ui(
                    ui,
                    &mut self.settings.generate,
                    &mut self.settings.sd3,
                    &sd3_not_yet,
                    self.settings.emphasis,
                    &view,
                ));
                ui.separator();
                let attachments = crate::panels::lora::Attachments {
                    loras: &mut self.settings.loras,
                    lora_dir: &self.settings.lora_dir,
                    embeddings_dir: &self.settings.embeddings_dir,
                    vae: &mut self.settings.vae,
                    declared: &mut self.settings.attachments,
                    family: &family,
                };
                out.extend(self.lora_panel.ui(
                    ui,
                    attachments,
                    &self.embeddings,
                    &self.lora_files,
                    &mut self.lora_previews,
                ));
                ui.separator();
                out.extend(self.init_image.ui(ui));
                ui.separator();
                let size = (self.settings.generate.width, self.settings.generate.height);
                out.extend(
                    self.controlnet_panel
                        .ui(ui, &mut self.settings.controlnet, size),
                );
                ui.separator();
                out.extend(self.gallery_panel.ui(ui, &view));
            });
        });
        out.extend(self.file_browser.ui(ui.ctx()));
        recovered_window(ui.ctx(), &mut self.recovered);
        out.extend(self.settings_panel.ui(ui.ctx(), &mut self.settings));
        out
    }
}

/// Damaged files found at start and what was recovered of them, until closed.
fn recovered_window(ctx: &egui::Context, notes: &mut Vec<String>) {
    if notes.is_empty() {
        return;
    }
    let mut close = false;
    egui::Window::new("Damaged files were recovered")
        .collapsible(false)
        .show(ctx, |ui| {
            for n in notes.iter() {
                ui.label(n);
            }
            close = ui.button("OK").clicked();
        });
    if close {
        notes.clear();
    }
}

fn default_out_dir(data_dir: &Path) -> String {
    directories::UserDirs::new()
        .and_then(|u| u.picture_dir().map(|p| p.join("Candela")))
        .unwrap_or_else(|| data_dir.join("outputs"))
        .display()
        .to_string()
}

impl eframe::App for App {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        self.drain();
        self.handle_dropped_files(&ctx);
        self.dispatch();
        self.request_plan_if_changed();
        self.shortcuts(&ctx);
        for command in self.panels(ui) {
            self.apply(command);
        }
        // No timer here: a frame comes when something changed (input, the worker, a
        // download, a decoded image) and from the meter twice a second.
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, eframe::APP_KEY, &self.settings);
        if let Err(e) = crate::stores::settings_file::save(&self.config.data_dir, &self.settings) {
            self.notice = format!("could not save the settings: {e}");
        }
    }

    /// The window closes: the queue is on disk already (saved as it changes; a running
    /// item stays unfinished and runs first next time) and the worker ends with the app,
    /// its half-made image with it.
    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        self.save_queue();
        self.worker.stop();
    }
}

fn status_bar(ui: &mut egui::Ui, view: &View, notice: &str) {
    let w = view.worker;
    ui.horizontal_wrapped(|ui| {
        ui.strong("Candela");
        if w.ready {
            ui.label(w.summary())
                .on_hover_text(format!("engine worker: {} ({})", w.label, w.device));
            if !w.message.is_empty() {
                ui.separator();
                ui.label(&w.message);
            }
        } else if w.message.is_empty() {
            ui.label("starting the engine worker…");
        } else {
            ui.colored_label(ui.visuals().warn_fg_color, &w.message);
        }
        // The chosen model as it stands (its error itself is in the model panel).
        ui.separator();
        let name = crate::panels::model::short_name(view.model);
        match view.model_info {
            _ if view.model.is_empty() => {
                ui.label("no model chosen");
            }
            None => {
                ui.label(format!("model: {name} (reading…)"));
            }
            Some((_, Err(_))) => {
                ui.colored_label(
                    ui.visuals().error_fg_color,
                    format!("model: {name} cannot be opened"),
                )
                .on_hover_text(view.model);
            }
            Some((_, Ok(info))) => {
                ui.label(format!("model: {name} ({})", info.family_label))
                    .on_hover_text(view.model);
            }
        }
        if !notice.is_empty() {
            ui.separator();
            ui.label(notice);
        }
    });
}
