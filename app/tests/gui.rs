//! egui_kittest drives the real app with a real engine worker on the CPU and the tiny test
//! model: pick it, type a prompt, Generate, see the image; the plan controls reach the
//! worker and the predicted peak follows the image size; a 3-prompt queue runs; a saved
//! queue survives a restart.
use candela::stores::queue::{ItemStatus, Queue};
use candela::stores::settings::Settings;
use candela::worker::WorkerCommand;
use candela::{App, Config};
use egui_kittest::kittest::{NodeT, Queryable};
use egui_kittest::Harness;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

mod common;
use common::{
    assert_last_error, click, gallery_paths, harness, harness_with, run_until, small_settings,
    tiny_model, workers, workers_with_env, Dropped, Textures,
};

fn type_into(h: &mut Harness<'static, App>, label: &str, text: &str) {
    h.get_by_label(label).click();
    h.step();
    h.get_by_label(label).type_text(text);
    h.step();
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
    h.get_by_label("Gallery (1 image)");
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
    // The engine's own per-phase measurement: the CPU has no device memory, and says so.
    h.get_by_label("The CPU worker has no device memory to measure; the meter shows its RAM.");
    // "Unload model": the worker reports the model gone, and the panel shows it.
    h.get_by_label_contains("Worker holds: SD 1.x model");
    click(&mut h, "Unload model");
    run_until(&mut h, "the unload", 30, |h| {
        h.query_by_label("Worker holds: no model").is_some()
    });
    h.get_by_label("model unloaded");

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

/// The text of the one label containing `part`, as shown.
fn label_text(h: &Harness<'static, App>, part: &str) -> String {
    let node = h.get_by_label_contains(part);
    node.value()
        .or_else(|| node.accesskit_node().label())
        .unwrap_or_default()
}

/// The VRAM panel's "Predicted peak: ..." line as shown.
fn predicted_peak_text(h: &Harness<'static, App>) -> String {
    label_text(h, "Predicted peak: ")
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
    assert!(
        !h.state().settings.plan.auto,
        "the click on Auto turned it off"
    );
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

/// The shown peak in MiB: the number after "Predicted peak: ".
fn shown_peak(h: &Harness<'static, App>) -> String {
    let text = predicted_peak_text(h);
    text.trim_start_matches("Predicted peak: ")
        .split(' ')
        .take(2)
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn move_a_slider_and_see_the_predicted_peak_change() {
    let data = tempfile::tempdir().unwrap();
    let mut s = small_settings(data.path());
    (s.generate.width, s.generate.height) = (256, 256);
    s.remember_model(&tiny_model());
    let mut h = harness(data.path(), s);
    run_until(&mut h, "the first prediction", 60, |h| {
        h.state().plan.predicted.is_some()
    });
    // Take the plan into our own hands.
    h.get_by_label("Auto (the planner chooses from the budget)")
        .click();
    h.step();
    run_until(&mut h, "the prediction without Auto", 30, |h| {
        h.state()
            .plan
            .sent
            .as_ref()
            .and_then(|j| j.plan.as_ref())
            .is_some_and(|p| !p.auto)
            && h.state().plan.predicted.is_some()
    });
    let untiled = h.state().plan.predicted.unwrap();
    let untiled_text = shown_peak(&h);

    // The VAE tile slider: tiles of 64 px decode with far less memory than the whole image.
    h.get_by_role_and_label(egui::accesskit::Role::Slider, "VAE tile px (0 = off)")
        .set_value_accesskit(64.0);
    h.step();
    assert_eq!(h.state().settings.plan.vae_tile, 64);
    run_until(&mut h, "the prediction with VAE tiles", 30, |h| {
        h.state()
            .plan
            .predicted
            .is_some_and(|p| p.vae < untiled.vae)
    });
    let sent = h.state().plan.sent.clone().unwrap().plan.unwrap();
    assert_eq!(
        (sent.auto, sent.vae_tile),
        (false, 64),
        "the request carries the plan"
    );
    let tiled = h.state().plan.predicted.unwrap();
    assert_eq!(
        tiled.denoising, untiled.denoising,
        "tiling leaves the UNet alone"
    );
    let tiled_text = shown_peak(&h);
    assert_ne!(untiled_text, tiled_text, "the shown peak changed");

    // Offload: sequential streams the UNet, the denoising peak drops too.
    h.get_by_label("sequential").click();
    h.step();
    run_until(&mut h, "the prediction with sequential offload", 30, |h| {
        h.state()
            .plan
            .predicted
            .is_some_and(|p| p.denoising < tiled.denoising)
    });
    let sequential_text = shown_peak(&h);
    assert_ne!(sequential_text, tiled_text);
    // And back to all resident: the number comes back up.
    h.get_by_label("none").click();
    h.step();
    run_until(&mut h, "the prediction with everything resident", 30, |h| {
        h.state().plan.predicted == Some(tiled)
    });
    assert_eq!(shown_peak(&h), tiled_text);
}

/// eframe's storage as a map (what eframe keeps in its file between runs).
#[derive(Default)]
struct MapStorage(std::collections::HashMap<String, String>);
impl eframe::Storage for MapStorage {
    fn get_string(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }
    fn set_string(&mut self, key: &str, value: String) {
        self.0.insert(key.to_string(), value);
    }
    fn remove_string(&mut self, key: &str) {
        self.0.remove(key);
    }
    fn flush(&mut self) {}
}

#[test]
fn settings_persist_between_runs_through_eframe_storage() {
    let data = tempfile::tempdir().unwrap();
    let mut h = harness(data.path(), small_settings(data.path()));
    // As a user would: clicks on a window whose worker and meter have settled.
    run_until(&mut h, "the worker and the meter", 60, |h| {
        h.state().worker_status.ready && h.state().meter.latest().is_some()
    });
    type_into(&mut h, "Prompt", "a quiet harbour");
    h.get_by_label("Auto (the planner chooses from the budget)")
        .click();
    h.step();
    assert!(
        !h.state().settings.plan.auto,
        "the click on Auto turned it off"
    );
    h.get_by_label("model").click();
    h.step();
    h.state_mut().set_model(&tiny_model());
    h.step();
    // What eframe does on exit and every 30 s: the app's own save into the storage.
    let mut storage = MapStorage::default();
    eframe::App::save(h.state_mut(), &mut storage);
    let saved = h.state().settings.clone();
    drop(h);

    // A new run: eframe hands the storage to App::new.
    let storage: &'static MapStorage = Box::leak(Box::new(storage));
    let config = Config {
        data_dir: data.path().to_path_buf(),
        workers: workers(),
    };
    let mut h = Harness::builder()
        .with_size([1500.0, 1100.0])
        .build_eframe(move |cc| {
            cc.storage = Some(storage);
            App::new(cc, config)
        });
    h.step();
    assert_eq!(h.state().settings, saved);
    let s = &h.state().settings;
    assert_eq!(s.generate.prompt, "a quiet harbour");
    assert!(!s.plan.auto);
    assert_eq!(s.plan.offload, candela_engine::protocol::Offload::Model);
    assert_eq!(s.recent_models, [tiny_model()]);
    // And the window shows them.
    assert_eq!(
        h.get_by_label("Prompt").value().as_deref(),
        Some("a quiet harbour")
    );
    assert!(h
        .get_by_role_and_label(
            egui::accesskit::Role::CheckBox,
            "Auto (the planner chooses from the budget)"
        )
        .accesskit_node()
        .toggled()
        .is_some_and(|t| t == egui::accesskit::Toggled::False));
    run_until(&mut h, "the restored model's info", 30, |h| {
        h.query_by_label("SD 1.x").is_some()
    });
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

    // The window is up (first frame drawn) well under a second, worker or not.
    let start = Instant::now();
    let mut h = harness(data.path(), Settings::default());
    h.step();
    assert!(
        start.elapsed() < Duration::from_secs(1),
        "first frame after {:?}",
        start.elapsed()
    );
    h.get_by_label("second prompt");
    h.get_by_label("third prompt");
    h.get_by_label("2 unfinished prompts, stopped");
    assert_eq!(h.get_all_by_label("pending 0/1").count(), 2);
    assert_eq!(h.state().queue.next_index(), Some(1));
}

#[test]
fn free_vram_restarts_the_worker() {
    let data = tempfile::tempdir().unwrap();
    let mut s = small_settings(data.path());
    s.remember_model(&tiny_model());
    let mut h = harness(data.path(), s);
    run_until(&mut h, "the worker", 60, |h| h.state().worker_status.ready);
    // A job loads the model into the worker.
    click(&mut h, "Generate");
    run_until(&mut h, "the image", 60, |h| {
        h.state().jobs.active.is_none() && !h.state().gallery.items.is_empty()
    });
    h.get_by_label_contains("Worker holds: SD 1.x model");
    let pid = h.state().worker.pid_handle();
    let first = pid.load(std::sync::atomic::Ordering::SeqCst);
    click(&mut h, "Free VRAM");
    run_until(&mut h, "a new worker", 60, |_| {
        let p = pid.load(std::sync::atomic::Ordering::SeqCst);
        p != 0 && p != first
    });
    run_until(&mut h, "ready again", 60, |h| h.state().worker_status.ready);
    // The new worker holds nothing: every byte the old one had went back.
    h.get_by_label("Worker holds: no model");
}

#[test]
fn cancel_stops_a_job_and_skip_moves_the_queue_on() {
    let out = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    let mut s = small_settings(out.path());
    common::a_job_to_cancel(&mut s);
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

/// The worker forced out of memory in denoising (`CANDELA_INJECT_OOM`, set for the worker
/// process only): the engine falls back to model offload, the job still finishes, and the
/// user sees which plan it used in the job status, the VRAM panel and the image's details.
#[cfg(unix)]
#[test]
fn an_out_of_memory_fallback_is_shown_and_the_job_still_finishes() {
    let out = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    let mut s = small_settings(out.path());
    s.remember_model(&tiny_model());
    s.generate.prompt = "a tight squeeze".into();
    s.generate.steps = 30;
    let mut h = harness_with(
        data.path(),
        s,
        workers_with_env("CANDELA_INJECT_OOM=denoising"),
        Textures::default(),
    );
    run_until(&mut h, "the worker", 60, |h| h.state().worker_status.ready);
    click(&mut h, "Generate");
    run_until(&mut h, "the fallback", 120, |h| {
        h.state()
            .jobs
            .active
            .as_ref()
            .is_none_or(|j| !j.fallbacks.is_empty())
    });
    if h.state().jobs.active.is_some() {
        // While it runs, the job status says what happened.
        h.get_by_label_contains("Out of memory, fell back: out of memory in denoising");
    }
    run_until(&mut h, "the job to end", 120, |h| {
        h.state().jobs.active.is_none()
    });
    assert!(
        h.state().jobs.last_error.is_none(),
        "{:?}",
        h.state().jobs.last_error
    );
    // The job finished, with the plan it used shown: the first step down that lowers the
    // denoising keeps every net resident but the text encoders (`--text-encoder-offload`).
    let text = label_text(&h, "Finished after a fallback: ");
    assert!(
        text.contains("out of memory in denoising")
            && text.contains("offload none")
            && text.contains("offload text encoders: on"),
        "{text}"
    );
    h.get_by_label_contains("Out of memory: out of memory in denoising");
    assert_eq!(h.state().gallery.items.len(), 1);
    let item = &h.state().gallery.items[0];
    assert!(item.path.is_file());
    assert_eq!(item.notes.len(), 1);
    assert!(
        item.notes[0].contains("offload text encoders: on"),
        "{:?}",
        item.notes
    );
    // The image's details say it too.
    run_until(&mut h, "the thumbnail", 30, |h| {
        h.state().gallery.items[0].texture.is_some()
    });
    h.get_by_label_contains("seed 7").click();
    h.step();
    h.step();
    let text = label_text(&h, "Made after a fallback: ");
    assert!(text.contains("offload text encoders: on"), "{text}");
}

/// The app with a ready worker and the tiny model, running a queue of `prompts` with
/// `steps` steps each into `out`.
#[cfg(target_os = "linux")]
fn queue_running(out: &Path, data: &Path, steps: usize, prompts: &str) -> Harness<'static, App> {
    let mut s = small_settings(out);
    s.generate.steps = steps;
    s.remember_model(&tiny_model());
    let mut h = harness(data, s);
    h.state_mut().queue.out_dir = out.display().to_string();
    run_until(&mut h, "the worker", 60, |h| h.state().worker_status.ready);
    h.state_mut().queue.add_prompts(prompts);
    click(&mut h, "Run queue");
    h
}

/// The process's state letter from /proc (None once it is gone).
#[cfg(target_os = "linux")]
fn proc_state(pid: u32) -> Option<char> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    stat.rsplit(") ").next()?.chars().next()
}

/// Issue 8: the worker killed with a signal in the middle of a queue job. The GUI says so,
/// starts a new worker, and the queue goes on from the unfinished prompt; the image already
/// written and its queue entry stay.
#[cfg(target_os = "linux")]
#[test]
fn a_worker_killed_mid_job_is_restarted_and_the_queue_goes_on() {
    let out = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    let mut h = queue_running(
        out.path(),
        data.path(),
        40,
        "first survives\nsecond is interrupted",
    );
    run_until(&mut h, "the second prompt's steps", 120, |h| {
        h.state().queue.items[1].status == ItemStatus::Running
            && h.state().jobs.active.as_ref().is_some_and(|j| j.step >= 1)
    });
    let first_png = h.state().gallery.items[0].path.clone();
    let pid = h.state().worker.pid_handle();
    let victim = pid.load(std::sync::atomic::Ordering::SeqCst);
    let killed = std::process::Command::new("kill")
        .args(["-KILL", &victim.to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    run_until(&mut h, "the GUI to notice", 30, |h| {
        h.state().jobs.last_error.is_some()
    });
    h.get_by_label_contains("Error: the job was lost: the engine worker exited");
    assert_eq!(
        h.state().queue.items[1].status,
        ItemStatus::Pending,
        "the unfinished prompt waits for the new worker"
    );
    let saved = Queue::open(&data.path().join("queue.json"));
    assert_eq!(saved.items[0].status, ItemStatus::Done);
    run_until(&mut h, "the queue to finish on a new worker", 180, |h| {
        h.state().queue.unfinished() == 0 && h.state().jobs.active.is_none()
    });
    let now = pid.load(std::sync::atomic::Ordering::SeqCst);
    assert!(now != 0 && now != victim, "a new worker: {victim} -> {now}");
    assert!(
        first_png.is_file(),
        "the image written before the kill is kept"
    );
    assert_eq!(h.state().gallery.items.len(), 2);
    assert!(h.state().gallery.items[1]
        .parameters
        .starts_with("second is interrupted\n"));
    let seeds: Vec<u64> = h.state().gallery.items.iter().map(|i| i.seed).collect();
    assert_eq!(
        seeds,
        [1, 2],
        "the interrupted image ran again with its own seed"
    );
    let pngs = std::fs::read_dir(out.path())
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .path()
                .extension()
                .is_some_and(|x| x == "png")
        })
        .count();
    assert_eq!(pngs, 2);
}

/// A worker that dies after saving an image and before reporting it (the hook
/// `CANDELA_INJECT_EXIT_AFTER_SAVE` makes it exit there every job): the app finds the image
/// by its prompt and seed and counts it made, so no prompt runs twice, and each next prompt
/// goes to a new worker.
#[cfg(target_os = "linux")]
#[test]
fn an_image_saved_just_before_the_worker_died_counts_once() {
    let out = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    let mut s = small_settings(out.path());
    s.remember_model(&tiny_model());
    let mut h = harness_with(
        data.path(),
        s,
        workers_with_env("CANDELA_INJECT_EXIT_AFTER_SAVE=1"),
        Textures::default(),
    );
    h.state_mut().queue.out_dir = out.path().display().to_string();
    run_until(&mut h, "the worker", 60, |h| h.state().worker_status.ready);
    let first = h
        .state()
        .worker
        .pid_handle()
        .load(std::sync::atomic::Ordering::SeqCst);
    h.state_mut()
        .queue
        .add_prompts("saved then lost\nand again");
    click(&mut h, "Run queue");
    run_until(&mut h, "the queue to finish", 120, |h| {
        h.state().queue.unfinished() == 0 && h.state().jobs.active.is_none()
    });
    let now = h
        .state()
        .worker
        .pid_handle()
        .load(std::sync::atomic::Ordering::SeqCst);
    assert_ne!(now, first, "the worker died and was started again");
    assert_last_error(&h, "the worker stopped after saving the image");
    let saved = Queue::open(&data.path().join("queue.json"));
    assert!(saved
        .items
        .iter()
        .all(|i| i.status == ItemStatus::Done && i.done == 1));
    let seeds: Vec<u64> = h.state().gallery.items.iter().map(|i| i.seed).collect();
    assert_eq!(seeds, [1, 2]);
    let mut files: Vec<PathBuf> = std::fs::read_dir(out.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert_eq!(files, gallery_paths(&h), "one PNG per prompt, nothing else");
}

/// Issue 8: the window closed during a queue job. The queue on disk keeps the unfinished
/// prompt (first in line next time) and the worker process ends.
#[cfg(target_os = "linux")]
#[test]
fn closing_the_window_mid_job_keeps_the_queue_and_ends_the_worker() {
    let out = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    let mut h = queue_running(
        out.path(),
        data.path(),
        150,
        "never finished\nnever started",
    );
    run_until(&mut h, "the first steps", 120, |h| {
        h.state().jobs.active.as_ref().is_some_and(|j| j.step >= 1)
    });
    let worker = h
        .state()
        .worker
        .pid_handle()
        .load(std::sync::atomic::Ordering::SeqCst);
    assert!(proc_state(worker).is_some_and(|c| c != 'Z'));
    // What eframe does when the window closes: on_exit, then the app is dropped.
    eframe::App::on_exit(h.state_mut(), None);
    drop(h);
    let start = Instant::now();
    while proc_state(worker).is_some_and(|c| c != 'Z') {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "the worker {worker} is still running"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    let saved = Queue::open(&data.path().join("queue.json"));
    assert_eq!(saved.unfinished(), 2);
    assert_eq!(
        saved.next_index(),
        Some(0),
        "the interrupted prompt runs first"
    );
    // A new window finds them.
    let mut h = harness(data.path(), Settings::default());
    h.step();
    h.get_by_label("never finished");
    h.get_by_label("2 unfinished prompts, stopped");
}

/// Pause lets the current image finish and starts no other; Run resumes; Cancel queue stops
/// the running image and leaves its prompt for later. A model comes from the recent list
/// and from a folder dropped on the window.
#[test]
fn queue_pause_resume_cancel_and_models_from_recent_list_and_drop() {
    let out = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    let sd2 = Path::new(&tiny_model())
        .parent()
        .unwrap()
        .join("sd2v")
        .display()
        .to_string();
    let mut s = small_settings(out.path());
    s.generate.steps = 20;
    s.remember_model(&sd2);
    s.remember_model(&tiny_model());
    let mut h = harness(data.path(), s);
    h.state_mut().queue.out_dir = out.path().display().to_string();
    run_until(&mut h, "the worker", 60, |h| h.state().worker_status.ready);

    // The recent list: open it, pick the other model.
    h.get_by_label("Recent models").click();
    h.step();
    h.get_by_label("sd2v").click();
    h.step();
    assert_eq!(h.state().settings.model, sd2);
    run_until(&mut h, "the picked model's info", 30, |h| {
        h.state()
            .model_info
            .as_ref()
            .is_some_and(|(p, r)| *p == sd2 && r.is_ok())
    });
    // A model folder dropped on the window becomes the model.
    h.input_mut()
        .dropped_files
        .push(std::sync::Arc::new(Dropped(tiny_model().into())));
    h.step();
    assert_eq!(h.state().settings.model, tiny_model());
    assert_eq!(h.state().settings.recent_models[..2], [tiny_model(), sd2]);
    run_until(&mut h, "the dropped model's info", 30, |h| {
        h.query_by_label("SD 1.x").is_some()
    });

    // Prompts from a .txt dropped on the window.
    let txt = data.path().join("prompts.txt");
    std::fs::write(&txt, "one\ntwo\n\nthree\n").unwrap();
    h.input_mut()
        .dropped_files
        .push(std::sync::Arc::new(Dropped(txt)));
    h.step();
    h.get_by_label("added 3 prompts to the queue");
    click(&mut h, "Run queue");
    run_until(&mut h, "the first steps", 60, |h| {
        h.state().jobs.active.as_ref().is_some_and(|j| j.step >= 1)
    });
    click(&mut h, "Pause");
    h.get_by_label("3 unfinished prompts, paused (the current image finishes)");
    run_until(&mut h, "the current image", 60, |h| {
        h.state().jobs.active.is_none()
    });
    assert_eq!(h.state().queue.items[0].status, ItemStatus::Done);
    for _ in 0..30 {
        h.step();
        std::thread::sleep(Duration::from_millis(10));
        assert!(
            h.state().jobs.active.is_none(),
            "paused: nothing new starts"
        );
    }
    assert_eq!(h.state().queue.items[1].status, ItemStatus::Pending);

    click(&mut h, "Run queue");
    run_until(&mut h, "the second prompt's steps", 60, |h| {
        h.state().queue.items[1].status == ItemStatus::Running
            && h.state().jobs.active.as_ref().is_some_and(|j| j.step >= 1)
    });
    click(&mut h, "Cancel queue");
    run_until(&mut h, "the cancel", 60, |h| {
        h.state().jobs.active.is_none()
    });
    h.get_by_label("2 unfinished prompts, stopped");
    assert_eq!(h.state().queue.items[1].status, ItemStatus::Pending);
    assert_eq!(
        h.state().gallery.items.len(),
        1,
        "only the paused image was made"
    );
    let saved = Queue::open(&data.path().join("queue.json"));
    assert_eq!(saved.unfinished(), 2);
}
