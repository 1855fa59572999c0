//! egui_kittest drives the real app with a real engine worker on the CPU and the tiny test
//! model: pick it, type a prompt, Generate, see the image; the plan controls reach the
//! worker and the predicted peak follows the image size; a 3-prompt queue runs; a saved
//! queue survives a restart.
use candela::queue::{ItemStatus, Queue};
use candela::settings::Settings;
use candela::worker::WorkerCommand;
use candela::{App, Config};
use egui_kittest::kittest::{NodeT, Queryable};
use egui_kittest::Harness;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

fn tiny_model() -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/parity/models/sd1")
        .canonicalize()
        .unwrap()
        .display()
        .to_string()
}

/// The engine binary `cargo test --workspace` builds (target/debug, one up from this test's
/// deps/ folder) when present, and the app's own built-in worker (`candela serve`).
fn workers() -> Vec<WorkerCommand> {
    let exe = std::env::current_exe().unwrap();
    let mut w = Vec::new();
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

fn small_settings(out: &Path) -> Settings {
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

fn harness(data: &Path, settings: Settings) -> Harness<'static, App> {
    let config = Config {
        data_dir: data.to_path_buf(),
        workers: workers(),
    };
    Harness::builder()
        .with_size([1500.0, 1100.0])
        .build_eframe(move |cc| App::with_settings(cc.egui_ctx.clone(), config, settings))
}

/// Runs frames until `done` holds (the worker answers through channels between frames).
fn run_until(
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

fn type_into(h: &mut Harness<'static, App>, label: &str, text: &str) {
    h.get_by_label(label).click();
    h.step();
    h.get_by_label(label).type_text(text);
    h.step();
}

fn click(h: &mut Harness<'static, App>, label: &str) {
    h.get_by_role_and_label(egui::accesskit::Role::Button, label)
        .click();
    h.step();
    h.step();
}

/// A file dropped on the window, as the windowing integration hands it over.
#[derive(Debug)]
struct Dropped(PathBuf);
impl egui::DroppedFile for Dropped {
    fn path(&self) -> &Path {
        &self.0
    }
    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}

#[test]
fn choose_model_type_prompt_generate_and_see_the_image() {
    let out = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path(), small_settings(out.path()));
    run_until(&mut h, "the worker", 60, |h| h.state().worker_status.ready);

    type_into(
        &mut h,
        "Model path (file or diffusers folder, or drop one here)",
        &tiny_model(),
    );
    click(&mut h, "Use this model");
    run_until(&mut h, "model info", 30, |h| {
        h.query_by_label("SD 1.x").is_some()
    });
    type_into(&mut h, "Prompt", "a lighthouse at dusk");
    assert_eq!(h.state().settings.generate.prompt, "a lighthouse at dusk");
    click(&mut h, "Generate");
    assert!(h.state().jobs.active.is_some(), "Generate started a job");
    run_until(&mut h, "the image in the gallery", 120, |h| {
        h.state()
            .gallery
            .items
            .first()
            .is_some_and(|i| i.texture.is_some())
    });
    h.get_by_label("Gallery (1 images)");
    h.get_by_label("Last seed: 7");
    let item = &h.state().gallery.items[0];
    assert!(item.path.starts_with(out.path()) && item.path.is_file());
    assert!(
        item.parameters.starts_with("a lighthouse at dusk\n"),
        "{}",
        item.parameters
    );
    let png = item.path.clone();
    run_until(&mut h, "the job to end", 30, |h| {
        h.state().jobs.active.is_none()
    });
    assert!(
        h.state().jobs.last_error.is_none(),
        "{:?}",
        h.state().jobs.last_error
    );
    assert!(
        h.state().jobs.peaks.contains_key("decoding"),
        "measured peak per phase"
    );

    // Click the thumbnail to view it large.
    h.get_by_label_contains("seed 7").click();
    h.step();
    h.step();
    h.get_by_label("Open containing folder");

    // Dropping the PNG restores its parameters.
    h.state_mut().settings.generate.prompt = "something else".into();
    h.state_mut().settings.generate.steps = 9;
    h.input_mut()
        .dropped_files
        .push(std::sync::Arc::new(Dropped(png)));
    h.step();
    let g = &h.state().settings.generate;
    assert_eq!(
        (g.prompt.as_str(), g.steps, g.seed, g.width),
        ("a lighthouse at dusk", 2, 7, 64)
    );
}

/// The VRAM panel's "Predicted peak: ..." line as shown.
fn predicted_peak_text(h: &Harness<'static, App>) -> String {
    let node = h.get_by_label_contains("Predicted peak: ");
    node.value()
        .or_else(|| node.accesskit_node().label())
        .unwrap_or_default()
}

#[test]
fn plan_controls_travel_with_the_job_and_the_prediction_is_shown() {
    let data = tempfile::tempdir().unwrap();
    let mut s = small_settings(data.path());
    s.remember_model(&tiny_model());
    let mut h = harness(data.path(), s);
    run_until(&mut h, "the planner's answer", 60, |h| {
        h.state().plan.predicted.is_some() || h.state().plan.unavailable.is_some()
    });
    assert_eq!(h.state().plan.unavailable, None);
    let text = predicted_peak_text(&h);
    assert!(text.contains("against budget 6.00 GiB"), "{text}");
    let before = h.state().plan.counter;
    h.get_by_label("Auto (the planner chooses from the budget)")
        .click();
    h.step();
    h.get_by_label("model").click();
    h.step();
    // One request once the controls settle, carrying the new plan.
    run_until(&mut h, "a new plan request", 10, |h| {
        h.state().plan.counter > before
    });
    assert_eq!(h.state().plan.counter, before + 1);
    let sent = h.state().plan.sent.clone().unwrap().plan.unwrap();
    assert!(!sent.auto);
    assert_eq!(sent.offload, candela_engine::protocol::Offload::Model);
    assert_eq!(sent.vram_budget_bytes, 6 << 30);
}

#[test]
fn move_a_slider_and_see_the_predicted_peak_change() {
    let data = tempfile::tempdir().unwrap();
    let mut s = small_settings(data.path());
    s.remember_model(&tiny_model());
    let mut h = harness(data.path(), s);
    run_until(&mut h, "the first prediction", 60, |h| {
        h.state().plan.predicted.is_some()
    });
    let first = h.state().plan.predicted.unwrap();
    let first_text = predicted_peak_text(&h);
    assert!(first_text.starts_with("Predicted peak: "), "{first_text}");

    // 64x64 -> 512x512 with the size controls.
    for (label, v) in [("Width", 512.0), ("Height", 512.0)] {
        h.get_by_role_and_label(egui::accesskit::Role::SpinButton, label)
            .set_value_accesskit(v);
        h.step();
    }
    assert_eq!(
        (
            h.state().settings.generate.width,
            h.state().settings.generate.height
        ),
        (512, 512)
    );
    run_until(&mut h, "the prediction for 512x512", 30, |h| {
        h.state()
            .plan
            .predicted
            .is_some_and(|p| p.denoising > first.denoising)
    });
    let bigger = h.state().plan.predicted.unwrap();
    assert!(bigger.vae > first.vae, "{first:?} -> {bigger:?}");
    let bigger_text = predicted_peak_text(&h);
    assert_ne!(first_text, bigger_text, "the shown peak changed");

    // Back down to 256x256: the shown number drops again.
    h.get_by_role_and_label(egui::accesskit::Role::SpinButton, "Width")
        .set_value_accesskit(256.0);
    h.step();
    run_until(&mut h, "the prediction for 256x512", 30, |h| {
        h.state()
            .plan
            .predicted
            .is_some_and(|p| p.denoising < bigger.denoising)
    });
    let text = predicted_peak_text(&h);
    assert_ne!(text, bigger_text);
}

#[test]
fn a_three_prompt_queue_runs_to_completion_and_is_saved() {
    let out = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    let mut s = small_settings(out.path());
    s.remember_model(&tiny_model());
    let mut h = harness(data.path(), s);
    h.state_mut().queue.out_dir = out.path().display().to_string();
    run_until(&mut h, "the worker", 60, |h| h.state().worker_status.ready);
    type_into(
        &mut h,
        "Prompts, one per line",
        "a red cube\na green sphere\na blue cone",
    );
    click(&mut h, "Add to queue");
    let saved = Queue::open(&data.path().join("queue.json"));
    assert_eq!(saved.items.len(), 3, "saved as soon as it changed");
    click(&mut h, "Run queue");
    run_until(&mut h, "the queue to finish", 180, |h| {
        h.state().queue.unfinished() == 0 && h.state().jobs.active.is_none()
    });
    h.get_by_label("Queue: 3/3 images");
    assert_eq!(h.state().gallery.items.len(), 3);
    let seeds: Vec<u64> = h.state().gallery.items.iter().map(|i| i.seed).collect();
    assert_eq!(seeds, [1, 2, 3], "increment policy from base seed 1");
    let saved = Queue::open(&data.path().join("queue.json"));
    assert!(saved
        .items
        .iter()
        .all(|i| i.status == ItemStatus::Done && i.done == 1));
    let pngs = std::fs::read_dir(out.path()).unwrap().filter(|e| {
        e.as_ref()
            .unwrap()
            .path()
            .extension()
            .is_some_and(|x| x == "png")
    });
    assert_eq!(pngs.count(), 3, "three files, none overwritten");
}

#[test]
fn a_restart_finds_the_unfinished_prompts_of_a_saved_queue() {
    let data = tempfile::tempdir().unwrap();
    let path: PathBuf = data.path().join("queue.json");
    let mut q = Queue::open(&path);
    q.add_prompts("first prompt\nsecond prompt\nthird prompt");
    q.items[0].status = ItemStatus::Done;
    q.items[0].done = 1;
    q.items[1].status = ItemStatus::Running; // the app died mid-image
    q.save().unwrap();

    let mut h = harness(data.path(), Settings::default());
    h.step();
    h.get_by_label("second prompt");
    h.get_by_label("third prompt");
    h.get_by_label("2 unfinished prompts, stopped");
    assert_eq!(h.get_all_by_label("pending 0/1").count(), 2);
    assert_eq!(h.state().queue.next_index(), Some(1));
}

#[test]
fn free_vram_restarts_the_worker() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path(), Settings::default());
    run_until(&mut h, "the worker", 60, |h| h.state().worker_status.ready);
    let pid = h.state().worker.pid_handle();
    let first = pid.load(std::sync::atomic::Ordering::SeqCst);
    click(&mut h, "Free VRAM");
    run_until(&mut h, "a new worker", 60, |_| {
        let p = pid.load(std::sync::atomic::Ordering::SeqCst);
        p != 0 && p != first
    });
    run_until(&mut h, "ready again", 60, |h| h.state().worker_status.ready);
}

#[test]
fn cancel_stops_a_job_and_skip_moves_the_queue_on() {
    let out = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    let mut s = small_settings(out.path());
    s.generate.steps = 150;
    s.remember_model(&tiny_model());
    let mut h = harness(data.path(), s);
    run_until(&mut h, "the worker", 60, |h| h.state().worker_status.ready);
    let stepping =
        |h: &Harness<'static, App>| h.state().jobs.active.as_ref().is_some_and(|j| j.step >= 1);

    click(&mut h, "Generate");
    run_until(&mut h, "the first steps", 60, stepping);
    click(&mut h, "Cancel");
    run_until(&mut h, "the cancel", 60, |h| {
        h.state().jobs.active.is_none()
    });
    assert!(
        h.state().gallery.items.is_empty(),
        "a cancelled job makes no image"
    );
    assert!(h.state().jobs.last_error.is_none());

    h.state_mut().queue.out_dir = out.path().display().to_string();
    h.state_mut().queue.add_prompts("skip me\nkeep me");
    click(&mut h, "Run queue");
    run_until(&mut h, "the first queue job", 60, stepping);
    click(&mut h, "Skip");
    run_until(&mut h, "the second prompt to start", 60, |h| {
        h.state().queue.items[1].status == ItemStatus::Running
    });
    assert_eq!(h.state().queue.items[0].status, ItemStatus::Skipped);
    h.get_by_label("skipped");
    run_until(&mut h, "the queue to finish", 120, |h| {
        h.state().queue.unfinished() == 0 && h.state().jobs.active.is_none()
    });
    assert_eq!(h.state().gallery.items.len(), 1);
    assert!(h.state().gallery.items[0]
        .parameters
        .starts_with("keep me\n"));
}

/// A worker that cannot start (a CUDA build without the CUDA libraries, say) is passed
/// over for the next; when none starts, the message names each.
#[cfg(unix)]
#[test]
fn a_worker_that_cannot_start_is_passed_over() {
    use candela::worker::{Worker, WorkerMsg};
    let broken = WorkerCommand {
        program: "/bin/false".into(),
        args: vec!["serve".into()],
    };
    let mut list = vec![broken.clone()];
    list.extend(workers());
    let w = Worker::start(list, || {});
    match w.rx.recv_timeout(Duration::from_secs(60)).unwrap() {
        WorkerMsg::Started { label, .. } => {
            assert!(label.ends_with(" serve") && !label.starts_with("false"))
        }
        m => panic!("expected a start, got {m:?}"),
    }
    let missing = WorkerCommand {
        program: "/nonexistent/candela-engine".into(),
        args: vec![],
    };
    let w = Worker::start(vec![broken, missing], || {});
    match w.rx.recv_timeout(Duration::from_secs(60)).unwrap() {
        WorkerMsg::Failed { message } => {
            assert!(
                message.contains("false serve: exited at start"),
                "{message}"
            );
            assert!(message.contains("candela-engine"), "{message}");
        }
        m => panic!("expected a failure, got {m:?}"),
    }
}
