//! The eframe app: plain-struct state and a frame loop that drains the worker, meter,
//! download and image channels each frame and never waits on any of them.
use crate::download::{Download, DownloadMsg};
use crate::jobs::Jobs;
use crate::meter::Meter;
use crate::panels::gallery::Gallery;
use crate::queue::Queue;
use crate::settings::Settings;
use crate::worker::{Worker, WorkerCommand, WorkerMsg};
use candela_engine::protocol::PhasePeaks;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, Sender};
use std::time::Instant;

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

/// The worker as the UI sees it.
#[derive(Debug, Default)]
pub struct WorkerStatus {
    pub ready: bool,
    pub label: String,
    pub device: String,
    pub cuda: bool,
    /// Last thing worth telling about the worker (exit, failure, loaded model).
    pub message: String,
    /// The model the worker holds: (family, bytes of weights); None after an unload or a
    /// restart.
    pub model: Option<(String, u64)>,
    /// Why this worker runs and not the CUDA one (from `worker::why_this_worker`).
    pub why: String,
}

impl WorkerStatus {
    /// The status bar's line for a ready worker: which one, on what, and why.
    pub fn summary(&self) -> String {
        let why = if self.label.contains("-cuda") && !self.cuda {
            "the CUDA worker found no usable GPU and runs on the CPU".to_string()
        } else {
            self.why.clone()
        };
        match why.is_empty() {
            true => format!("worker: {} on {}", self.label, self.device),
            false => format!("worker: {} on {} ({why})", self.label, self.device),
        }
    }
}

/// Model info read in the background: (path, result).
pub type InfoResult = (String, Result<serde_json::Value, String>);

/// What the VRAM panel knows about the plan.
#[derive(Debug, Default)]
pub struct PlanStatus {
    pub predicted: Option<PhasePeaks>,
    /// Why there is no prediction (the engine's answer to `plan`).
    pub unavailable: Option<String>,
    /// The plan the engine fell back to after an out-of-memory error.
    pub fallback: Option<String>,
    pub sent: Option<candela_engine::protocol::JobSpec>,
    /// The job as last seen and since when, so typing sends one request, not one per key.
    pub settling: Option<(candela_engine::protocol::JobSpec, Instant)>,
    pub counter: u64,
}

pub struct DownloadState {
    pub download: Download,
    pub repo: String,
    pub started: Instant,
    pub files: usize,
    pub total: u64,
    pub done: u64,
    /// (time, bytes) a few seconds back, for the speed.
    pub window: std::collections::VecDeque<(Instant, u64)>,
    pub file: String,
    pub result: Option<DownloadMsg>,
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
    pub queue_input: String,
    pub jobs: Jobs,
    pub gallery: Gallery,
    pub plan: PlanStatus,
    pub model_info: Option<InfoResult>,
    pub info_tx: Sender<InfoResult>,
    pub info_rx: Receiver<InfoResult>,
    pub model_input: String,
    pub download: Option<DownloadState>,
    pub notice: String,
    /// The output folder chosen in a dialog running on its own thread.
    pub out_dir_pick: Option<Receiver<std::path::PathBuf>>,
    /// The refiner chosen in a dialog running on its own thread.
    pub refiner_pick: Option<Receiver<std::path::PathBuf>>,
    /// img2img / inpainting input (panels/init_image.rs).
    pub init_image: crate::panels::init_image::InitImagePanel,
    pub ctx: egui::Context,
}

impl App {
    pub fn new(cc: &eframe::CreationContext<'_>, config: Config) -> App {
        let settings: Settings = cc
            .storage
            .and_then(|s| eframe::get_value(s, eframe::APP_KEY))
            .unwrap_or_default();
        Self::with_settings(cc.egui_ctx.clone(), config, settings)
    }

    pub fn with_settings(ctx: egui::Context, config: Config, settings: Settings) -> App {
        let wake = |ctx: &egui::Context| {
            let c = ctx.clone();
            move || c.request_repaint()
        };
        let worker = Worker::start(config.workers.clone(), wake(&ctx));
        let meter = Meter::start(worker.pid_handle(), wake(&ctx));
        let mut queue = Queue::open(&config.data_dir.join("queue.json"));
        if queue.out_dir.is_empty() {
            queue.out_dir = default_out_dir(&config.data_dir);
        }
        let (info_tx, info_rx) = mpsc::channel();
        let mut app = App {
            model_input: settings.model.clone(),
            settings,
            worker,
            worker_status: WorkerStatus::default(),
            meter,
            queue,
            queue_running: false,
            queue_paused: false,
            queue_input: String::new(),
            jobs: Jobs::default(),
            gallery: Gallery::new(wake(&ctx)),
            plan: PlanStatus::default(),
            model_info: None,
            info_tx,
            info_rx,
            download: None,
            notice: String::new(),
            out_dir_pick: None,
            refiner_pick: None,
            init_image: Default::default(),
            config,
            ctx,
        };
        if app.settings.out_dir.is_empty() {
            app.settings.out_dir = default_out_dir(&app.config.data_dir);
        }
        if !app.settings.model.is_empty() {
            let m = app.settings.model.clone();
            app.read_model_info(&m);
        }
        app
    }

    /// Chooses a model: remembers it and reads its info in the background.
    pub fn set_model(&mut self, path: &str) {
        self.settings.remember_model(path);
        self.model_input = path.to_string();
        self.read_model_info(path);
    }

    fn read_model_info(&mut self, path: &str) {
        self.model_info = None;
        let (tx, p, ctx) = (self.info_tx.clone(), path.to_string(), self.ctx.clone());
        std::thread::spawn(move || {
            let r = candela_engine::attach::Model::open(Path::new(&p), &Default::default())
                .map(|m| candela_engine::info::model_info(&m))
                .map_err(|e| e.to_string());
            let _ = tx.send((p, r));
            ctx.request_repaint();
        });
    }

    pub fn family(&self) -> String {
        match &self.model_info {
            Some((_, Ok(v))) => v["family_label"].as_str().unwrap_or_default().to_string(),
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
        while let Ok(info) = self.info_rx.try_recv() {
            if matches!(&info.1, Err(e) if e.is_empty()) {
                // A path from the file dialog.
                self.open_dropped(Path::new(&info.0));
            } else if info.0 == self.settings.model {
                self.model_info = Some(info);
            }
        }
        if self.meter.drain() {
            self.track_peaks();
        }
        self.gallery.drain(&self.ctx);
        self.drain_download();
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
                continue;
            }
            if self.controlnet_take_drop(ctx, &path) {
                continue;
            }
            self.open_dropped(&path);
        }
    }

    /// A PNG restores its parameters, a .txt fills the queue, anything else is a model.
    pub fn open_dropped(&mut self, path: &Path) {
        let ext = path
            .extension()
            .and_then(|e| e.to_str())
            .unwrap_or("")
            .to_lowercase();
        match ext.as_str() {
            "png" => match candela_engine::output::read_parameters(path) {
                Ok(Some(text)) if self.settings.restore_a1111(&text) => {
                    self.notice = format!("restored parameters from {}", path.display());
                }
                Ok(_) => {
                    self.notice =
                        format!("{}: no generation parameters in this PNG", path.display())
                }
                Err(e) => self.notice = e.to_string(),
            },
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
        egui::Panel::top("status").show(ui, |ui| self.status_bar(ui));
        egui::Panel::left("left")
            .default_size(380.0)
            .resizable(true)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    self.model_panel(ui);
                    ui.separator();
                    self.vram_panel(ui);
                });
            });
        egui::Panel::right("queue")
            .default_size(340.0)
            .resizable(true)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| self.queue_panel(ui));
            });
        egui::CentralPanel::default().show(ui, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                self.generate_panel(ui);
                ui.separator();
                self.init_image.ui(ui);
                ui.separator();
                self.controlnet_panel(ui);
                ui.separator();
                self.gallery_panel(ui);
            });
        });
        // The graph scrolls with time; running jobs and downloads report by themselves.
        ctx.request_repaint_after(std::time::Duration::from_millis(500));
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, eframe::APP_KEY, &self.settings);
    }

    /// The window closes: the queue is on disk already (saved as it changes; a running
    /// item stays unfinished and runs first next time) and the worker ends with the app,
    /// its half-made image with it.
    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        self.save_queue();
        self.worker.stop();
    }
}

impl App {
    fn status_bar(&mut self, ui: &mut egui::Ui) {
        ui.horizontal(|ui| {
            ui.strong("Candela");
            let w = &self.worker_status;
            if w.ready {
                ui.label(w.summary());
                if !w.message.is_empty() {
                    ui.separator();
                    ui.label(&w.message);
                }
            } else if w.message.is_empty() {
                ui.label("starting the engine worker…");
            } else {
                ui.colored_label(ui.visuals().warn_fg_color, &w.message);
            }
            if !self.notice.is_empty() {
                ui.separator();
                ui.label(&self.notice);
            }
        });
    }
}
