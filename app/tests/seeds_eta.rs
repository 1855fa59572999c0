//! Issue 19: seeds that go on where they stopped (a Generate batch with "Continue seeds",
//! and the queue's increment policy across runs), and an ETA before the job's own steps
//! give a pace: the planner's seconds per step, then the last run's at this size.
use egui::accesskit::Role;
use egui_kittest::kittest::Queryable;

mod common;
use common::{app_harness, click, run_until, small_settings, tiny_model};

fn seeds_made(h: &egui_kittest::Harness<'static, candela::App>) -> Vec<u64> {
    let mut s: Vec<u64> = h.state().gallery.items.iter().map(|i| i.seed).collect();
    s.sort();
    s
}

#[test]
fn batches_and_the_queue_continue_their_seeds_and_the_eta_comes_first() {
    let out = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    let mut s = small_settings(out.path());
    s.remember_model(&tiny_model());
    s.generate.batch_count = 2;
    let mut h = app_harness(data.path(), s);
    run_until(&mut h, "the plan", 90, |h| {
        h.state().plan.step_seconds.is_some()
    });
    let planned = h.state().plan.step_seconds.unwrap();
    assert!(planned > 0.0, "{planned}");

    h.get_by_label("Continue seeds").click();
    h.step();
    click(&mut h, "Generate");
    // Sent with an ETA to go on before its steps give one: the planner's.
    assert_eq!(
        h.state()
            .jobs
            .active
            .as_ref()
            .and_then(|j| j.expected_step_s),
        Some(planned)
    );
    assert_eq!(
        h.state().settings.generate.seed,
        9,
        "the next batch starts at 9"
    );
    run_until(&mut h, "two images", 120, |h| {
        h.state().gallery.items.len() == 2 && h.state().jobs.active.is_none()
    });
    assert_eq!(seeds_made(&h), [7, 8]);
    // The last image's pace is what the next job of this model and size expects.
    let pace = h.state().jobs.last_pace.as_ref().map(|p| p.1).unwrap();
    click(&mut h, "Generate");
    assert_eq!(
        h.state()
            .jobs
            .active
            .as_ref()
            .and_then(|j| j.expected_step_s),
        Some(pace)
    );
    run_until(&mut h, "four images", 120, |h| {
        h.state().gallery.items.len() == 4 && h.state().jobs.active.is_none()
    });
    assert_eq!(seeds_made(&h), [7, 8, 9, 10]);

    // The queue, increment from 100: two prompts, then one more goes on at 102.
    h.get_by_role_and_label(Role::SpinButton, "base")
        .set_value_accesskit(100.0);
    h.step();
    h.state_mut().queue.images_per_prompt = 1;
    h.state_mut().queue.add_prompts("a fox\na hen");
    click(&mut h, "Run queue");
    run_until(&mut h, "the queue", 120, |h| {
        h.state().gallery.items.len() == 6 && h.state().jobs.active.is_none()
    });
    h.get_by_label("Next seed: 102");
    h.state_mut().queue.add_prompts("an owl");
    click(&mut h, "Run queue");
    run_until(&mut h, "the third prompt", 120, |h| {
        h.state().gallery.items.len() == 7 && h.state().jobs.active.is_none()
    });
    assert_eq!(seeds_made(&h), [7, 8, 9, 10, 100, 101, 102]);
    click(&mut h, "Start again from base");
    h.get_by_label("Next seed: 100");
}
