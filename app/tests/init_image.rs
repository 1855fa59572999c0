//! The input-image panel in the real app with a real CPU worker: drop an image on the panel,
//! paint a mask, Generate, and the inpainted image arrives with its img2img parameters.
use candela::stores::settings::Settings;
use common::{app_harness, parity, run_until, Dropped};
use egui_kittest::kittest::Queryable;
use std::path::PathBuf;

mod common;

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
    let mut h = app_harness(data.path(), settings);
    run_until(&mut h, "the worker", 60, |h| h.state().worker_status.ready);

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
    run_until(&mut h, "the image", 120, |h| {
        h.state()
            .gallery
            .items
            .first()
            .is_some_and(|i| i.texture.is_some())
    });
    let item = &h.state().gallery.items[0];
    assert!(
        item.parameters
            .contains("Denoising strength: 0.5, Mask blur: 4"),
        "{}",
        item.parameters
    );
}
