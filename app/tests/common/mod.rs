//! Helpers shared by the app's end-to-end tests: the tiny model, the engine workers this
//! build made, small fast settings, and a harness over the real app.
// Each test file uses its own part of these.
#![allow(dead_code)]
use candela::stores::settings::Settings;
use candela::worker::WorkerCommand;
use candela::{App, Config};
use egui_kittest::kittest::Queryable;
use egui_kittest::Harness;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// `rel` under tests/parity, absolute.
pub fn parity(rel: &str) -> PathBuf {
    candela_tests::parity_dir()
        .join(rel)
        .canonicalize()
        .unwrap()
}

/// Settings for a job a test cancels: the most steps the GUI takes, at a size where the
/// tiny model needs seconds for them even on a fast idle machine (at 64x64 a job once
/// finished in CI between "it stepped" and its Esc).
pub fn a_job_to_cancel(s: &mut Settings) {
    s.generate.steps = 150;
    (s.generate.width, s.generate.height) = (CANCEL_SIDE, CANCEL_SIDE);
}

/// The side of [`a_job_to_cancel`]'s image.
pub const CANCEL_SIDE: usize = 256;

pub fn tiny_model() -> String {
    parity("models/sd1").display().to_string()
}

/// Only the app's built-in worker (`candela serve`), built from this checkout with the test.
pub fn app_worker() -> Vec<WorkerCommand> {
    vec![WorkerCommand {
        program: env!("CARGO_BIN_EXE_candela").into(),
        args: vec!["serve".into()],
    }]
}

/// A file dropped on the window, as the windowing integration hands it over.
#[derive(Debug)]
pub struct Dropped(pub PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &Path {
        &self.0
    }
    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}

/// The engine binary `cargo test --workspace` builds (target/debug, one up from this test's
/// deps/ folder) when present, and the app's own built-in worker (`candela serve`).
/// `CANDELA_TEST_ENGINE` names another engine binary to put first (a target folder shared
/// by several checkouts may hold another checkout's target/debug/candela-engine).
pub fn workers() -> Vec<WorkerCommand> {
    let exe = std::env::current_exe().unwrap();
    let mut w = Vec::new();
    if let Some(engine) = std::env::var_os("CANDELA_TEST_ENGINE") {
        w.push(WorkerCommand {
            program: engine.into(),
            args: vec!["serve".into()],
        });
    }
    if let Some(debug) = exe.parent().and_then(Path::parent) {
        let engine = debug.join(format!("candela-engine{}", std::env::consts::EXE_SUFFIX));
        if engine.is_file() {
            w.push(WorkerCommand {
                program: engine,
                args: vec!["serve".into()],
            });
        }
    }
    w.push(WorkerCommand {
        program: env!("CARGO_BIN_EXE_candela").into(),
        args: vec!["serve".into()],
    });
    w
}

/// The workers, each started with `var=value` in its environment (the test hooks).
#[cfg(unix)]
pub fn workers_with_env(var: &str) -> Vec<WorkerCommand> {
    workers()
        .into_iter()
        .map(|w| {
            let mut args = vec![var.to_string(), w.program.display().to_string()];
            args.extend(w.args);
            WorkerCommand {
                program: "/usr/bin/env".into(),
                args,
            }
        })
        .collect()
}

pub fn small_settings(out: &Path) -> Settings {
    let mut s = Settings {
        out_dir: out.display().to_string(),
        ..Default::default()
    };
    s.generate.width = 64;
    s.generate.height = 64;
    s.generate.steps = 2;
    s.generate.random_seed = false;
    s.generate.seed = 7;
    s
}

pub fn harness(data: &Path, settings: Settings) -> Harness<'static, App> {
    harness_with(data, settings, workers(), Textures::default())
}

/// The app in a headless window starting `workers`, its textures going to `textures`.
/// The app over `settings` with only its built-in worker, in a window tall enough for the
/// lower panels (input image, ControlNet, refiner).
pub fn app_harness(data: &Path, settings: Settings) -> Harness<'static, App> {
    let config = Config {
        data_dir: data.to_path_buf(),
        workers: app_worker(),
    };
    Harness::builder()
        .with_size([1500.0, 1400.0])
        .build_eframe(move |cc| App::with_settings(cc.egui_ctx.clone(), config, settings))
}

pub fn harness_with(
    data: &Path,
    settings: Settings,
    workers: Vec<WorkerCommand>,
    textures: Textures,
) -> Harness<'static, App> {
    let config = Config {
        data_dir: data.to_path_buf(),
        workers,
    };
    Harness::builder()
        .with_size([1500.0, 1100.0])
        .renderer(textures)
        .build_eframe(move |cc| App::with_settings(cc.egui_ctx.clone(), config, settings))
}

/// Stands in for eframe's renderer, which a headless window lacks: it holds the textures the
/// app has alive (their size; a GPU would hold the pixels) and lets go of those the app
/// frees. Without one the harness keeps every texture update ever made. Clones share it.
#[derive(Clone, Default)]
pub struct Textures(Arc<Mutex<HashMap<egui::TextureId, usize>>>);

impl Textures {
    /// (textures alive, their bytes)
    pub fn alive(&self) -> (usize, usize) {
        let t = self.0.lock().unwrap();
        (t.len(), t.values().sum())
    }
}

impl egui_kittest::TestRenderer for Textures {
    fn handle_delta(&mut self, delta: &mut egui::TexturesDelta) {
        let mut t = self.0.lock().unwrap();
        for (id, deltas) in delta.set.drain() {
            // A patch (`pos`) updates part of a texture that is there already.
            for d in deltas.iter().filter(|d| d.pos.is_none()) {
                let [w, h] = d.image.size();
                t.insert(id, w * h * d.image.bytes_per_pixel());
            }
        }
        for id in delta.free.drain() {
            t.remove(&id);
        }
    }
}

/// Runs frames until `done` holds (the worker answers through channels between frames).
pub fn run_until(
    h: &mut Harness<'static, App>,
    what: &str,
    secs: u64,
    done: impl Fn(&Harness<'static, App>) -> bool,
) {
    let start = Instant::now();
    while !done(h) {
        assert!(
            start.elapsed() < Duration::from_secs(secs),
            "timed out waiting for {what}"
        );
        h.step();
        std::thread::sleep(Duration::from_millis(10));
    }
    h.step();
}

/// The gallery's image paths, sorted.
pub fn gallery_paths(h: &Harness<'static, App>) -> Vec<PathBuf> {
    let mut shown: Vec<PathBuf> = h
        .state()
        .gallery
        .items
        .iter()
        .map(|i| i.path.clone())
        .collect();
    shown.sort();
    shown
}

/// Clicks the switch `label` and waits for a new plan whose denoising peak differs from
/// `with` (the switch changed what the plan counts); returns that peak.
pub fn replanned_after_click(h: &mut Harness<'static, App>, label: &str, with: u64) -> u64 {
    let before = h.state().plan.counter;
    h.get_by_label(label).click();
    h.step();
    run_until(h, &format!("a new plan after '{label}'"), 60, |h| {
        h.state().plan.counter > before
            && h.state()
                .plan
                .predicted
                .is_some_and(|p| p.denoising != with)
    });
    h.state().plan.predicted.unwrap().denoising
}

pub fn click(h: &mut Harness<'static, App>, label: &str) {
    h.get_by_role_and_label(egui::accesskit::Role::Button, label)
        .click();
    h.step();
    h.step();
}

/// Asserts that the app's last job error begins with `prefix`.
pub fn assert_last_error(h: &Harness<'static, App>, prefix: &str) {
    let e = h.state().jobs.last_error.as_deref();
    assert!(e.is_some_and(|e| e.starts_with(prefix)), "{e:?}");
}
