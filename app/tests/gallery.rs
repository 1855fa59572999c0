//! Issue 19, bug 6 and "missing": after a restart the gallery shows the images already in
//! the output folder, newest first, with the prompt in each thumbnail's tooltip; an image
//! goes to img2img or ControlNet from the viewer; Delete removes its file after a second
//! click; Esc closes the viewer.
use candela::stores::settings::Settings;
use common::{app_harness, run_until, Dropped};
use egui_kittest::kittest::Queryable;
use std::path::Path;
use std::time::{Duration, SystemTime};

mod common;

/// A 16x16 PNG with A1111 parameters, written `age` seconds ago.
fn png(dir: &Path, name: &str, prompt: &str, seed: u64, age: u64) -> std::path::PathBuf {
    let text =
        format!("{prompt}\nSteps: 2, Sampler: Euler, CFG scale: 7.5, Seed: {seed}, Size: 16x16");
    let rgb = vec![120u8; 16 * 16 * 3];
    let bytes = candela_engine::output::encode_png(16, 16, &rgb, &text).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    let f = std::fs::File::options().write(true).open(&path).unwrap();
    f.set_modified(SystemTime::now() - Duration::from_secs(age))
        .unwrap();
    path
}

#[test]
fn a_restart_shows_the_output_folder_newest_first_and_images_go_on_to_other_tools() {
    let out = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    let old = png(out.path(), "00001-11.png", "an old lighthouse", 11, 300);
    let new = png(out.path(), "00002-22.png", "a new harbour", 22, 10);
    // Not an image of ours: no parameters.
    std::fs::write(out.path().join("notes.png"), b"not a png").unwrap();
    let settings = Settings {
        out_dir: out.path().display().to_string(),
        ..Default::default()
    };
    let mut h = app_harness(data.path(), settings);
    run_until(&mut h, "the images from the folder", 30, |h| {
        h.state().gallery.items.len() == 2
            && h.state().gallery.items.iter().all(|i| i.texture.is_some())
    });
    h.get_by_label("Gallery (2 images)");
    // Oldest first in the store, so the newest is drawn first.
    let paths: Vec<_> = h
        .state()
        .gallery
        .items
        .iter()
        .map(|i| i.path.clone())
        .collect();
    assert_eq!(paths, [old.clone(), new.clone()]);
    assert_eq!(h.state().gallery.items[1].seed, 22);
    // Drawn newest first: the new image's thumbnail left of the old one's.
    let at = |part: &str| h.get_by_label_contains(part).rect().min.x;
    assert!(at("a new harbour\n") < at("an old lighthouse\n"));
    // The prompt is in the tooltip (the thumbnail's label), newest first.
    h.get_by_label_contains("a new harbour\n00002-22.png\nseed 22")
        .click();
    h.step();
    h.step();
    h.get_by_label("Send to img2img").click();
    h.step();
    h.step();
    assert_eq!(h.state().init_image.path.as_deref(), Some(new.as_path()));
    h.get_by_label("Send to ControlNet").click();
    h.step();
    h.step();
    let units = &h.state().settings.controlnet;
    assert_eq!(units.len(), 1);
    assert_eq!(units[0].image, new.display().to_string());
    // Delete asks for a second click, then the file and the thumbnail go.
    h.get_by_label("Delete").click();
    h.step();
    h.step();
    assert!(new.is_file(), "one click deletes nothing");
    h.get_by_label("Click again to delete the file").click();
    h.step();
    h.step();
    assert!(!new.exists());
    assert!(old.is_file());
    assert_eq!(h.state().gallery.items.len(), 1);
    h.get_by_label("Gallery (1 image)");
    // Esc closes the viewer.
    h.get_by_label_contains("an old lighthouse\n").click();
    h.step();
    h.step();
    h.get_by_label("Send to img2img");
    h.key_press(egui::Key::Escape);
    h.step();
    h.step();
    assert!(h.query_by_label("Send to img2img").is_none());
}

/// An A1111 image made with RNG: CPU and DPM++ SDE (Karras), dropped on the window: the
/// settings take the CPU noise source and the CUDA Brownian tree (A1111 draws its tree on
/// the latents' device, an NVIDIA card), and the next job carries both.
#[test]
fn an_a1111_cpu_rng_dpmpp_sde_png_restores_the_cuda_tree() {
    use candela_engine::protocol::{RngSource, SdeTreeRng};
    let out = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    let text = "a harbour at night\nNegative prompt: blurry\nSteps: 24, Sampler: DPM++ SDE, Schedule type: Karras, CFG scale: 6, Seed: 4242, Size: 512x512, Model hash: 0123456789, Model: m, RNG: CPU, Version: v1.10.1";
    let rgb = vec![90u8; 16 * 16 * 3];
    let png = out.path().join("a1111.png");
    std::fs::write(
        &png,
        candela_engine::output::encode_png(16, 16, &rgb, text).unwrap(),
    )
    .unwrap();
    let settings = Settings {
        out_dir: data.path().join("out").display().to_string(),
        ..Default::default()
    };
    assert_eq!(
        (settings.rng, settings.sde_tree_rng),
        (RngSource::Gpu, SdeTreeRng::Auto)
    );
    let mut h = app_harness(data.path(), settings);
    h.input_mut()
        .dropped_files
        .push(std::sync::Arc::new(Dropped(png)));
    h.step();
    let s = &h.state().settings;
    assert_eq!(
        (
            s.generate.sampler.as_str(),
            s.generate.schedule.as_str(),
            s.generate.seed
        ),
        ("dpmpp_sde", "karras", 4242)
    );
    assert_eq!((s.rng, s.sde_tree_rng), (RngSource::Cpu, SdeTreeRng::Gpu));
    let job = h.state().job_spec("p", 4242, "/o");
    assert_eq!(
        (job.rng, job.sde_tree_rng),
        (RngSource::Cpu, SdeTreeRng::Gpu)
    );
}
