//! The input-image panel in the real app with a real CPU worker: drop an image on the panel,
//! paint a mask, Generate, and the inpainted image arrives with its img2img parameters.
use candela::settings::Settings;
use candela::worker::WorkerCommand;
use candela::{App, Config};
use egui_kittest::kittest::Queryable;
use egui_kittest::Harness;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

fn parity(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/parity")
        .join(rel)
        .canonicalize()
        .unwrap()
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

fn run_until(h: &mut Harness<'static, App>, what: &str, secs: u64, done: impl Fn(&App) -> bool) {
    let start = Instant::now();
    while !done(h.state()) {
        assert!(
            start.elapsed() < Duration::from_secs(secs),
            "timed out waiting for {what}"
        );
        h.step();
        std::thread::sleep(Duration::from_millis(10));
    }
    h.step();
}

#[test]
fn drop_an_image_paint_a_mask_and_inpaint() {
    let out = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    let mut settings = Settings {
        out_dir: out.path().display().to_string(),
        model: parity("models/sd1").display().to_string(),
        ..Default::default()
    };
    settings.generate.steps = 4;
    settings.generate.random_seed = false;
    let config = Config {
        data_dir: data.path().to_path_buf(),
        // The app's built-in worker: built from this tree with the test.
        workers: vec![WorkerCommand {
            program: env!("CARGO_BIN_EXE_candela").into(),
            args: vec!["serve".into()],
        }],
    };
    let mut h = Harness::builder()
        .with_size([1500.0, 1400.0])
        .build_eframe(move |cc| App::with_settings(cc.egui_ctx.clone(), config, settings));
    run_until(&mut h, "the worker", 60, |a| a.worker_status.ready);

    // Dropped on the input-image panel, a PNG becomes the input (not a parameters restore).
    let rect = h.state().init_image.rect.expect("the panel was drawn");
    h.hover_at(rect.center());
    h.step();
    let init = parity("sd1_inpaint_euler/init.png");
    h.input_mut()
        .dropped_files
        .push(std::sync::Arc::new(Dropped(init.clone())));
    h.step();
    h.step();
    assert_eq!(h.state().init_image.path.as_deref(), Some(init.as_path()));
    assert_eq!(h.state().init_image.size, [64, 64]);
    h.get_by_label("Mask painter");

    {
        let p = &mut h.state_mut().init_image;
        p.strength = 0.5;
        p.brush = 12.0;
        p.paint(32.0, 32.0);
    }
    h.state_mut().settings.generate.width = 64;
    h.state_mut().settings.generate.height = 64;
    h.get_by_role_and_label(egui::accesskit::Role::Button, "Generate")
        .click();
    h.step();
    let spec = &h.state().jobs.active.as_ref().expect("a job").spec;
    let mask = PathBuf::from(spec.img2img.mask.clone().expect("the painted mask"));
    assert!(mask.starts_with(data.path().join("masks")) && mask.is_file());
    assert_eq!(spec.img2img.strength, Some(0.5));
    run_until(&mut h, "the image", 120, |a| {
        a.gallery.items.first().is_some_and(|i| i.texture.is_some())
    });
    let item = &h.state().gallery.items[0];
    assert!(
        item.parameters
            .contains("Denoising strength: 0.5, Mask blur: 4"),
        "{}",
        item.parameters
    );
}
