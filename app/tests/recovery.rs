//! Issue 20: a queue.json or settings.json cut off (a crash or a full disk while writing)
//! or with garbage in it. The app starts, keeps each broken file as NAME.bak, uses what
//! could be read of it, and says what was recovered.
use candela::stores::queue::{ItemStatus, Queue};
use candela::stores::settings::Settings;
use candela::{App, Config};
use egui_kittest::kittest::Queryable;
use egui_kittest::Harness;

mod common;

fn start(data: &std::path::Path) -> Harness<'static, App> {
    let config = Config {
        data_dir: data.to_path_buf(),
        workers: common::app_worker(),
    };
    Harness::builder()
        .with_size([1400.0, 900.0])
        .build_eframe(move |cc| App::new(cc, config))
}

#[test]
fn damaged_queue_and_settings_files_are_kept_aside_and_read_as_far_as_they_go() {
    let data = tempfile::tempdir().unwrap();
    let dir = data.path();
    // A real queue of three prompts, the first done, saved by the app's own code...
    let mut q = Queue::open(&dir.join("queue.json"));
    q.add_prompts("a red fox\na lighthouse, at dusk\na \"quoted\" bird");
    q.image_done(0);
    q.base_seed = 42;
    q.save().unwrap();
    let queue_text = std::fs::read_to_string(dir.join("queue.json")).unwrap();
    // ...cut off inside the third prompt.
    let cut = queue_text.find("quoted").unwrap();
    std::fs::write(dir.join("queue.json"), &queue_text[..cut]).unwrap();
    // Settings saved by the app, cut off after the model.
    let mut s = Settings::default();
    s.remember_model("/models/dream.safetensors");
    s.generate.prompt = "a cat in a hat".into();
    s.generate.steps = 31;
    candela::stores::settings_file::save(dir, &s).unwrap();
    let settings_text = std::fs::read_to_string(dir.join("settings.json")).unwrap();
    let cut = settings_text.find("\"recent_models\"").unwrap() + 3;
    std::fs::write(dir.join("settings.json"), &settings_text[..cut]).unwrap();

    let mut h = start(dir);
    h.run_steps(3);
    let st = h.state();
    // The broken files, byte for byte, beside the recovered ones.
    assert_eq!(
        std::fs::read_to_string(dir.join("queue.json.bak")).unwrap(),
        &queue_text[..queue_text.find("quoted").unwrap()]
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("settings.json.bak")).unwrap(),
        &settings_text[..cut]
    );
    // What was read: two prompts (the first done); the seed came after the cut, so it is
    // the default; the settings before the cut.
    let prompts: Vec<&str> = st.queue.items.iter().map(|i| i.prompt.as_str()).collect();
    assert_eq!(prompts, ["a red fox", "a lighthouse, at dusk"]);
    assert_eq!(st.queue.items[0].status, ItemStatus::Done);
    assert_eq!(st.queue.base_seed, Queue::default().base_seed);
    assert_eq!(st.settings.generate.prompt, "a cat in a hat");
    assert_eq!(st.settings.generate.steps, 31);
    assert_eq!(st.settings.model, "/models/dream.safetensors");
    // The recovered queue is saved whole again.
    let again: Queue =
        serde_json::from_str(&std::fs::read_to_string(dir.join("queue.json")).unwrap()).unwrap();
    assert_eq!(again.items.len(), 2);
    // Said to the user, in a window that stays until closed.
    h.get_by_label("Damaged files were recovered");
    h.get_by_label_contains("recovered 2 prompts (1 done)");
    assert_eq!(
        h.query_all_by_label_contains("the damaged file is kept as")
            .count(),
        2
    );
    h.get_by_label_contains("recovered generate, model, plan");
    common::click(&mut h, "OK");
    assert!(h.query_by_label("Damaged files were recovered").is_none());

    // Garbage in place of the queue: nothing to read, still the app starts; the second
    // broken file gets a name of its own.
    drop(h);
    std::fs::write(dir.join("queue.json"), b"\x00\x01 not json").unwrap();
    let mut h = start(dir);
    h.run_steps(3);
    assert!(h.state().queue.items.is_empty());
    h.get_by_label_contains("no prompts could be recovered");
    assert!(dir.join("queue.json.2.bak").is_file());
}
