//! Issue 19, bug 3: a job shows what it does from its first second (the phase in words,
//! seconds, then steps with an ETA); Cancel answers at once ("Cancelling…"); a size the
//! engine cannot make is refused with a message instead of being clamped.
use common::{click, harness, run_until, small_settings, tiny_model};
use egui::accesskit::Role;
use egui_kittest::kittest::{NodeT, Queryable};

mod common;

/// The running job's progress bar text, as shown.
fn bar(h: &egui_kittest::Harness<'static, candela::App>) -> Option<String> {
    h.query_all_by_role(Role::ProgressIndicator)
        .filter_map(|n| n.value().or_else(|| n.accesskit_node().label()))
        .find(|t| !t.starts_with("Queue: "))
}

#[test]
fn progress_from_the_first_second_cancel_at_once_and_no_silent_clamp() {
    let out = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    let mut s = small_settings(out.path());
    common::a_job_to_cancel(&mut s);
    s.remember_model(&tiny_model());
    let mut h = harness(data.path(), s);
    run_until(&mut h, "the worker", 60, |h| h.state().worker_status.ready);

    // 20000 px: kept as typed, refused with a message, Generate off.
    h.get_by_role_and_label(Role::SpinButton, "Width")
        .set_value_accesskit(20000.0);
    h.step();
    h.step();
    assert_eq!(h.state().settings.generate.width, 20000, "not clamped");
    h.get_by_label("Width 20000 is larger than the 16384 pixels Candela can make");
    assert!(h
        .get_by_role_and_label(Role::Button, "Generate")
        .accesskit_node()
        .is_disabled());
    // 8192 is a size the engine makes: accepted as typed.
    h.get_by_role_and_label(Role::SpinButton, "Width")
        .set_value_accesskit(8192.0);
    h.step();
    assert_eq!(h.state().settings.generate.width, 8192);
    assert!(h.query_by_label_contains("larger than the").is_none());
    h.get_by_role_and_label(Role::SpinButton, "Width")
        .set_value_accesskit(common::CANCEL_SIDE as f64);
    h.step();

    click(&mut h, "Generate");
    // At once, before the worker reports anything: what it waits for, and the seconds.
    let first = bar(&h).expect("a progress bar right after Generate");
    assert!(
        [
            "Waiting for the worker… ",
            "Loading the model… ",
            "Reading the prompt… "
        ]
        .iter()
        .any(|p| first.starts_with(p))
            && first.ends_with(" s"),
        "{first}"
    );
    run_until(&mut h, "a few steps", 60, |h| {
        h.state().jobs.active.as_ref().is_some_and(|j| j.step >= 3)
    });
    let stepping = bar(&h).unwrap();
    assert!(
        stepping.starts_with("Denoising: step ") && stepping.contains("/150, ETA "),
        "{stepping}"
    );
    click(&mut h, "Cancel");
    let cancelling = bar(&h).unwrap();
    assert!(cancelling.starts_with("Cancelling…"), "{cancelling}");
    assert!(h
        .get_by_role_and_label(Role::Button, "Cancel")
        .accesskit_node()
        .is_disabled());
    run_until(&mut h, "the cancel", 60, |h| {
        h.state().jobs.active.is_none()
    });
    assert!(h.state().jobs.last_error.is_none());
    assert!(h.state().gallery.items.is_empty());
}
