//! Issue 19, bug 6 and the model library: a model path that does not open is said once,
//! Generate goes off and the top bar says so; it leaves the recent list; a fixed path clears
//! it. The library lists the models in the user's folders, searchable, and describes them
//! through the worker; images are named A1111's way (`00001-7.png`), the pattern in the
//! settings window.
use common::{app_harness, click, parity, run_until, small_settings, tiny_model};
use egui::accesskit::Role;
use egui_kittest::kittest::{NodeT, Queryable};

mod common;

fn generate_off(h: &egui_kittest::Harness<'static, candela::App>) -> bool {
    h.get_by_role_and_label(Role::Button, "Generate")
        .accesskit_node()
        .is_disabled()
}

#[test]
fn a_bad_model_path_is_said_once_and_blocks_generate_until_fixed() {
    let data = tempfile::tempdir().unwrap();
    let mut s = small_settings(data.path());
    s.remember_model(&tiny_model());
    let mut h = app_harness(data.path(), s);
    run_until(&mut h, "the model's info", 60, |h| {
        h.state()
            .model_info
            .as_ref()
            .is_some_and(|(_, r)| r.is_ok())
    });
    assert!(!generate_off(&h));
    let bad = data.path().join("no-such-model").display().to_string();
    h.state_mut().model_panel.input = bad.clone();
    click(&mut h, "Use this model");
    run_until(&mut h, "the error", 60, |h| {
        h.state()
            .model_info
            .as_ref()
            .is_some_and(|(_, r)| r.is_err())
    });
    h.step();
    let error = h
        .state()
        .model_info
        .as_ref()
        .unwrap()
        .1
        .clone()
        .unwrap_err();
    assert!(error.contains("no-such-model"), "{error}");
    // One copy of the error text on screen.
    assert_eq!(h.get_all_by_label(&error).count(), 1, "{error}");
    assert!(generate_off(&h));
    h.get_by_label("model: no-such-model cannot be opened");
    assert!(h.query_by_label_contains("model loaded").is_none());
    h.get_by_label("Predicted peak: the chosen model cannot be opened");
    assert_eq!(h.state().settings.recent_models, [tiny_model()]);
    // Fixed: the error goes, Generate comes back.
    h.state_mut().model_panel.input = tiny_model();
    click(&mut h, "Use this model");
    run_until(&mut h, "the good model", 60, |h| {
        h.state()
            .model_info
            .as_ref()
            .is_some_and(|(_, r)| r.is_ok())
    });
    h.step();
    assert_eq!(h.query_all_by_label(&error).count(), 0);
    assert!(!generate_off(&h));
    h.get_by_label("model: sd1 (SD 1.x)");
}

#[test]
fn the_library_lists_searches_and_describes_models_and_images_get_a1111_names() {
    let data = tempfile::tempdir().unwrap();
    let out = tempfile::tempdir().unwrap();
    let mut s = small_settings(out.path());
    s.model_folders = vec![parity("models").display().to_string()];
    let mut h = app_harness(data.path(), s);
    run_until(&mut h, "the worker and the scan", 60, |h| {
        h.state().worker_status.ready && !h.state().library.entries.is_empty()
    });
    h.step();
    let names: Vec<String> = h
        .state()
        .library
        .entries
        .iter()
        .map(|e| e.name.clone())
        .collect();
    for want in ["sd1", "sd2v", "sdxl"] {
        assert!(names.iter().any(|n| n == want), "{names:?}");
    }
    // Search narrows the list.
    h.get_by_label("Search models").click();
    h.step();
    h.get_by_label("Search models").type_text("sd2");
    h.step();
    assert!(h.query_by_label_contains("sd1  ·").is_none());
    h.get_by_label_contains("sd2v  ·");
    // The worker describes them by itself (no button): family and dtype in the list.
    assert!(h.query_by_label("Read all").is_none());
    run_until(&mut h, "the descriptions", 60, |h| {
        h.state().library.info.len() >= names.len()
    });
    h.step();
    h.get_by_label_contains("sd2v  ·  SD 2.x");
    // A click chooses it; back to sd1 through the search.
    h.get_by_label_contains("sd2v  ·").click();
    h.step();
    h.step();
    assert_eq!(
        h.state().settings.model,
        parity("models/sd2v").display().to_string()
    );
    h.state_mut().library_panel.query = "sd1".into();
    h.step();
    h.get_by_label_contains("sd1  ·  SD 1.x").click();
    h.step();
    h.step();
    assert_eq!(h.state().settings.model, tiny_model());
    run_until(&mut h, "sd1's info", 60, |h| {
        h.state()
            .model_info
            .as_ref()
            .is_some_and(|(m, r)| *m == tiny_model() && r.is_ok())
    });
    // Images are named [number]-[seed]; the settings window changes the pattern.
    click(&mut h, "Generate");
    run_until(&mut h, "the image", 120, |h| {
        h.state().jobs.active.is_none() && !h.state().gallery.items.is_empty()
    });
    assert_eq!(
        h.state().gallery.items[0].path,
        out.path().join("00001-7.png")
    );
    click(&mut h, "Settings…");
    h.get_by_label("Output file names").click();
    h.step();
    h.get_by_label("Output file names")
        .type_text("[seed]-[number]");
    h.step();
    h.get_by_label_contains("Next: 1234567-00002.png");
    // Closed again (it would cover the Generate button).
    click(&mut h, "Settings…");
    click(&mut h, "Generate");
    run_until(&mut h, "the second image", 120, |h| {
        h.state().jobs.active.is_none() && h.state().gallery.items.len() == 2
    });
    assert_eq!(
        h.state().gallery.items[1].path,
        out.path().join("7-00002.png")
    );
}
