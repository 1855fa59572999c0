//! Issue 19, bug 2: with no desktop portal and no zenity (this test removes both from its
//! environment), a file button says the system dialog is not available and opens the app's
//! own browser; a typed path with Tab completion chooses the output folder, and clicking
//! an image in the listing sets the input image.
use candela::stores::settings::Settings;
use common::{app_harness, parity};
use egui_kittest::kittest::Queryable;

mod common;

#[test]
fn without_a_portal_the_built_in_browser_chooses_files_and_folders() {
    // No D-Bus session (so no portal) and no zenity on PATH: what a headless machine has.
    std::env::remove_var("DBUS_SESSION_BUS_ADDRESS");
    std::env::set_var("PATH", "/nonexistent");
    assert!(candela::files::native_dialog_unavailable().is_some());
    let data = tempfile::tempdir().unwrap();
    let outs = data.path().join("outputs-for-the-queue");
    std::fs::create_dir(&outs).unwrap();
    let settings = Settings {
        out_dir: data.path().display().to_string(),
        ..Default::default()
    };
    let mut h = app_harness(data.path(), settings);
    h.step();

    h.get_by_label("Output folder…").click();
    h.step();
    h.step();
    h.step();
    h.get_by_label_contains("The system file dialog is not available: no system file dialog");
    // Type the folder's start, Tab completes it.
    let typed = format!("{}/outputs-for", data.path().display());
    h.get_by_label("Path").focus();
    h.step();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.step();
    h.get_by_label("Path").type_text(&typed);
    h.step();
    let shown = h.get_by_label("Path").value().unwrap();
    assert!(shown.ends_with("/outputs-for"), "{shown}");
    h.key_press(egui::Key::Tab);
    h.step();
    h.step();
    let completed = h.get_by_label("Path").value().unwrap();
    assert_eq!(completed, format!("{}/", outs.display()));
    h.get_by_label("Choose this folder").click();
    h.step();
    h.step();
    assert_eq!(
        std::path::Path::new(&h.state().queue.out_dir),
        outs.as_path()
    );
    assert!(h.query_by_label("Choose this folder").is_none(), "closed");

    // The input image: browse into the parity folder and click the PNG.
    h.get_by_label("Open image…").click();
    h.step();
    h.step();
    h.step();
    let init = parity("sd1_inpaint_euler/init.png");
    h.get_by_label("Path").focus();
    h.step();
    // Select all and type the file's path, then Enter.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.step();
    h.get_by_label("Path")
        .type_text(&init.display().to_string());
    h.step();
    h.key_press(egui::Key::Enter);
    h.step();
    h.step();
    assert_eq!(h.state().init_image.path.as_deref(), Some(init.as_path()));
    assert_eq!(h.state().init_image.size, [64, 64]);

    // A path of the wrong kind is refused with a message, and the browser stays open.
    h.get_by_label("Open image…").click();
    h.step();
    h.step();
    h.step();
    h.get_by_label("Path").focus();
    h.step();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.get_by_label("Path")
        .type_text(&data.path().join("queue.txt").display().to_string());
    h.step();
    h.get_by_label("Choose").click();
    h.step();
    h.step();
    h.get_by_label_contains("queue.txt: no such file");
    // Esc closes it without a choice.
    h.key_press(egui::Key::Escape);
    h.step();
    h.step();
    assert!(h.query_by_label("Path").is_none(), "closed by Esc");
    assert_eq!(h.state().init_image.path.as_deref(), Some(init.as_path()));
}
