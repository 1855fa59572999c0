//! Issue 19: the app at 1024x700 (the Generate column keeps its room, the preview shows),
//! words for people (RAM on the CPU worker, what Auto chose, no test-only preset, -1 for a
//! random seed) and keys (Ctrl+Enter generates, Esc cancels).
use candela::stores::settings::Settings;
use candela::App;
use common::{app_worker, run_until, tiny_model};
use egui::accesskit::Role;
use egui_kittest::kittest::Queryable;
use egui_kittest::Harness;

mod common;

fn app_at(size: [f32; 2], data: &std::path::Path, settings: Settings) -> Harness<'static, App> {
    let config = candela::Config {
        data_dir: data.to_path_buf(),
        workers: app_worker(),
    };
    Harness::builder()
        .with_size(size)
        .build_eframe(move |cc| App::with_settings(cc.egui_ctx.clone(), config, settings))
}

fn settings(out: &std::path::Path) -> Settings {
    let mut s = Settings {
        out_dir: out.display().to_string(),
        ..Default::default()
    };
    common::a_job_to_cancel(&mut s);
    s.remember_model(&tiny_model());
    s
}

#[test]
fn at_1024x700_the_generate_column_keeps_its_room_and_the_preview_shows() {
    let data = tempfile::tempdir().unwrap();
    let mut h = app_at([1024.0, 700.0], data.path(), settings(data.path()));
    run_until(&mut h, "the worker", 60, |h| h.state().worker_status.ready);
    let prompt = h.get_by_label("Prompt").rect();
    assert!(
        prompt.width() >= 400.0,
        "the prompt field is {} px wide",
        prompt.width()
    );
    let queue = h.get_by_label("Prompts, one per line").rect();
    assert!(
        queue.width() < prompt.width(),
        "queue {} px, prompt {} px",
        queue.width(),
        prompt.width()
    );
    h.get_by_role_and_label(Role::Button, "Generate").click();
    h.step();
    run_until(&mut h, "a preview", 60, |h| {
        h.state()
            .jobs
            .active
            .as_ref()
            .is_some_and(|j| j.preview.is_some())
    });
    h.step();
    let preview = h.get_by_label("Live preview").rect();
    assert!(
        preview.max.y <= 700.0 && preview.min.x >= prompt.min.x,
        "preview at {preview:?}"
    );
    h.key_press(egui::Key::Escape);
    h.step();
    run_until(&mut h, "the cancel", 60, |h| {
        h.state().jobs.active.is_none()
    });
}

#[test]
fn words_for_people_keys_for_hands() {
    let data = tempfile::tempdir().unwrap();
    let mut h = app_at([1500.0, 1100.0], data.path(), settings(data.path()));
    run_until(&mut h, "a prediction", 60, |h| {
        h.state().plan.predicted.is_some()
    });
    h.step();
    // On the CPU worker, the budget is system RAM and says so; Auto shows its choice.
    h.get_by_role_and_label(Role::Slider, "RAM budget (GiB)");
    h.get_by_label_contains("Auto chose: offload none");
    // No test-only size preset.
    h.get_by_role_and_label(Role::ComboBox, "Size").click();
    h.step();
    assert!(h.query_by_label_contains("tiny").is_none());
    h.key_press(egui::Key::Escape);
    h.step();
    // -1 is a random seed.
    h.get_by_role_and_label(Role::SpinButton, "Seed")
        .set_value_accesskit(-1.0);
    h.step();
    assert!(h.state().settings.generate.random_seed);
    h.get_by_role_and_label(Role::SpinButton, "Seed")
        .set_value_accesskit(5.0);
    h.step();
    let g = &h.state().settings.generate;
    assert!(!g.random_seed && g.seed == 5);
    // Ctrl+Enter generates, Esc cancels.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Enter);
    h.step();
    assert!(h.state().jobs.active.is_some(), "Ctrl+Enter started a job");
    run_until(&mut h, "a step", 60, |h| {
        h.state().jobs.active.as_ref().is_some_and(|j| j.step >= 1)
    });
    h.key_press(egui::Key::Escape);
    h.step();
    assert!(
        h.state().jobs.active.as_ref().is_some_and(|j| j.cancelling),
        "Esc cancels the running job (active at step {:?})",
        h.state().jobs.active.as_ref().map(|j| j.step),
    );
    run_until(&mut h, "the cancel", 60, |h| {
        h.state().jobs.active.is_none()
    });
    assert!(h.state().gallery.items.is_empty());
}
