//! Issues 15 and 16 in the app, on the real CPU worker with the tiny model and the parity
//! LoRA and embedding files: a LoRA picked in the built-in file browser with its weight,
//! an embedding from the embeddings folder clicked into the prompt, sampler, schedule,
//! clip skip and the noise source chosen, all of it in the image's parameters; the token
//! counter; and "restore from PNG" giving all of it back, LoRA included. The LoRA folder's
//! preview pictures as thumbnails; a VAE chosen in the VAE picker reaching the image.
use candela::App;
use candela_engine::protocol::{Event, RngSource, Sampler, Schedule};
use egui::accesskit::Role;
use egui_kittest::kittest::Queryable;
use egui_kittest::Harness;
use std::path::{Path, PathBuf};

mod common;
use common::{app_harness, click, parity, run_until, small_settings, tiny_model};

/// Types `path` into the built-in browser's Path field and presses Enter.
fn choose_in_browser(h: &mut Harness<'static, App>, path: &str) {
    h.run_steps(3);
    h.get_by_label("Path").focus();
    h.step();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.step();
    h.get_by_label("Path").type_text(path);
    h.step();
    h.key_press(egui::Key::Enter);
    h.run_steps(2);
}

fn pick_in_combo(h: &mut Harness<'static, App>, combo: &str, item: &str) {
    h.get_by_role_and_label(Role::ComboBox, combo).click();
    h.run_steps(2);
    h.get_by_label(item).click();
    h.run_steps(2);
}

#[test]
fn loras_embeddings_samplers_and_restore_from_png() {
    let out = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    let mut s = small_settings(out.path());
    s.remember_model(&tiny_model());
    s.builtin_file_browser = true;
    s.generate.prompt = "a photo of a cat".into();
    let mut h = app_harness(data.path(), s);
    run_until(&mut h, "the worker", 60, |h| h.state().worker_status.ready);

    // A LoRA from the built-in browser; its folder becomes the LoRA folder.
    let lora = parity("loras/sd1_kohya.safetensors");
    click(&mut h, "Add LoRA…");
    choose_in_browser(&mut h, &lora.display().to_string());
    let st = h.state();
    assert_eq!(st.settings.loras.len(), 1, "{:?}", st.settings.loras);
    assert_eq!(st.settings.loras[0].path, lora.display().to_string());
    assert_eq!(st.settings.lora_dir, parity("loras").display().to_string());
    // The LoRA folder's other files, searchable, one click to add (and remove again).
    run_until(&mut h, "the LoRA folder list", 30, |h| {
        h.query_by_label("In the LoRA folder (5)").is_some()
    });
    h.get_by_label("In the LoRA folder (5)").click();
    h.run_steps(2);
    h.get_by_label("Search LoRAs").click();
    h.step();
    h.get_by_label("Search LoRAs").type_text("locon");
    h.run_steps(2);
    assert!(h.query_by_label("sd1_peft").is_none());
    h.get_by_label("sd1_locon").click();
    h.run_steps(2);
    assert_eq!(h.state().settings.loras.len(), 2);
    assert!(h.state().settings.loras[1]
        .path
        .ends_with("sd1_locon.safetensors"));
    h.get_by_label("In the LoRA folder (5)").click();
    h.run_steps(2);
    let removes: Vec<_> = h.query_all_by_label("Remove").collect();
    removes.last().unwrap().click();
    h.run_steps(2);
    assert_eq!(h.state().settings.loras.len(), 1);
    h.get_by_role_and_label(Role::Slider, "Weight of sd1_kohya")
        .set_value_accesskit(0.8);
    h.step();
    assert!((h.state().settings.loras[0].weight - 0.8).abs() < 1e-6);

    // The embeddings folder's files, one click into the prompt.
    click(&mut h, "Embeddings folder…");
    choose_in_browser(&mut h, &parity("embeddings").display().to_string());
    if h.query_by_label("Choose this folder").is_some() {
        click(&mut h, "Choose this folder");
    }
    run_until(&mut h, "the embeddings list", 30, |h| {
        h.query_by_label("sd1_style").is_some()
    });
    h.get_by_label("sdxl_style");
    click(&mut h, "sd1_style");
    assert_eq!(
        h.state().settings.generate.prompt,
        "a photo of a cat, sd1_style"
    );

    // The token counter, A1111's way: weights and BREAK as the engine parses them.
    h.state_mut().settings.generate.negative_prompt = "(blurry:1.3) BREAK ugly".into();
    // (The tokenizer is built on a thread at start: the counter shows once it is there.)
    run_until(&mut h, "the token counter", 60, |h| {
        h.query_by_label("76/150").is_some()
    });

    // Sampler and schedule pickers with A1111's names; DDIM takes no Karras.
    pick_in_combo(&mut h, "Sampler", "DPM++ 2M");
    pick_in_combo(&mut h, "Schedule type", "Karras");
    let job = h.state().job_spec("p", 1, "");
    assert_eq!(
        (job.sampler, job.schedule),
        (Sampler::DpmPP2M, Schedule::Karras)
    );
    pick_in_combo(&mut h, "Sampler", "DDIM");
    h.step();
    assert_eq!(h.state().settings.generate.schedule, "default");
    h.get_by_role_and_label(Role::ComboBox, "Schedule type")
        .click();
    h.run_steps(2);
    assert!(h.query_by_label("Karras").is_none());
    h.get_by_label("SGM Uniform");
    h.key_press(egui::Key::Escape);
    h.step();
    pick_in_combo(&mut h, "Sampler", "Euler a");
    h.get_by_role_and_label(Role::SpinButton, "Clip skip")
        .set_value_accesskit(2.0);
    h.step();
    // The noise source lives in the settings window.
    click(&mut h, "Settings…");
    pick_in_combo(&mut h, "Seeds (noise source)", "CPU (ComfyUI, InvokeAI)");
    click(&mut h, "Settings…");
    let job = h.state().job_spec("p", 1, "");
    assert_eq!(
        (job.sampler, job.clip_skip, job.rng),
        (Sampler::EulerAncestral, 2, RngSource::Cpu)
    );
    assert_eq!(job.attach.loras.len(), 1);
    assert_eq!(
        job.attach.embeddings_dir,
        Some(parity("embeddings").display().to_string())
    );

    click(&mut h, "Generate");
    run_until(&mut h, "the image", 180, |h| {
        h.state().jobs.active.is_none() && !h.state().gallery.items.is_empty()
    });
    assert_eq!(h.state().jobs.last_error, None);
    let (item_path, p) = {
        let it = &h.state().gallery.items[0];
        (it.path.clone(), it.parameters.clone())
    };
    for want in [
        "a photo of a cat, sd1_style <lora:sd1_kohya:0.8>",
        "Negative prompt: (blurry:1.3) BREAK ugly",
        "Sampler: Euler a",
        "Clip skip: 2",
        "RNG: CPU",
        "Lora hashes: ",
        "TI hashes: ",
    ] {
        assert!(p.contains(want), "{want:?} not in {p}");
    }

    // Everything changed, then the PNG gives it back (its LoRA from the LoRA folder).
    {
        let st = h.state_mut();
        st.settings.loras.clear();
        let g = &mut st.settings.generate;
        g.prompt = "something else".into();
        g.negative_prompt.clear();
        g.sampler = "ddim".into();
        g.clip_skip = 1;
        g.seed = 99;
        g.steps = 9;
        st.settings.rng = RngSource::Gpu;
    }
    h.state_mut().open_path(&item_path);
    h.step();
    let st = h.state();
    let g = &st.settings.generate;
    assert_eq!(g.prompt, "a photo of a cat, sd1_style");
    assert_eq!(g.negative_prompt, "(blurry:1.3) BREAK ugly");
    assert_eq!(
        (g.sampler.as_str(), g.clip_skip, g.seed, g.steps),
        ("euler_a", 2, 7, 2)
    );
    assert_eq!((g.width, g.height), (64, 64));
    assert_eq!(st.settings.rng, RngSource::Cpu);
    assert_eq!(st.settings.loras.len(), 1);
    assert_eq!(st.settings.loras[0].path, lora.display().to_string());
    assert!((st.settings.loras[0].weight - 0.8).abs() < 1e-6);
    assert!(st.notice.contains("1 LoRA(s)"), "{}", st.notice);
}

/// Images drawn with the accessible name `label`.
fn images(h: &Harness<'static, App>, label: &str) -> usize {
    h.query_all_by_role_and_label(Role::Image, label).count()
}

/// Issue 15: `NAME.preview.png` (or `NAME.preview.jpg`) beside a LoRA file is its thumbnail,
/// in the LoRA folder's list and in the row of a chosen LoRA; a LoRA without one has none.
#[test]
fn a_loras_preview_picture_is_its_thumbnail() {
    let out = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    let loras = tempfile::tempdir().unwrap();
    for name in ["inked", "grain", "plain"] {
        let to = loras.path().join(format!("{name}.safetensors"));
        std::fs::copy(parity("loras/sd1_kohya.safetensors"), to).unwrap();
    }
    let pic = image::RgbImage::from_fn(300, 200, |x, y| image::Rgb([x as u8, y as u8, 90]));
    pic.save(loras.path().join("inked.preview.png")).unwrap();
    pic.save(loras.path().join("grain.preview.jpg")).unwrap();
    // Not a picture: no thumbnail, and no trouble.
    std::fs::write(loras.path().join("plain.preview.png"), b"not a png").unwrap();

    let mut s = small_settings(out.path());
    s.lora_dir = loras.path().display().to_string();
    let mut h = app_harness(data.path(), s);
    run_until(&mut h, "the LoRA folder list", 30, |h| {
        h.query_by_label("In the LoRA folder (3)").is_some()
    });
    h.get_by_label("In the LoRA folder (3)").click();
    let files: Vec<PathBuf> = ["inked", "grain", "plain"]
        .iter()
        .map(|n| loras.path().join(format!("{n}.safetensors")))
        .collect();
    run_until(&mut h, "the previews", 30, |h| {
        files.iter().all(|f| h.state().lora_previews.looked_for(f))
    });
    h.run_steps(2);
    assert_eq!(images(&h, "Preview of inked"), 1);
    assert_eq!(images(&h, "Preview of grain"), 1);
    assert_eq!(images(&h, "Preview of plain"), 0);
    // The thumbnail is the picture, shrunk (128 pixels on its longer side).
    let ctx = h.ctx.clone();
    let t = h
        .state_mut()
        .lora_previews
        .get(&ctx, &files[0])
        .map(|t| t.size());
    assert_eq!(t, Some([128, 85]));

    // A click on the thumbnail adds the LoRA; its row shows the thumbnail too.
    h.get_by_role_and_label(Role::Image, "Preview of inked")
        .click();
    h.run_steps(3);
    let st = h.state();
    assert_eq!(st.settings.loras.len(), 1);
    assert_eq!(Path::new(&st.settings.loras[0].path), files[0]);
    assert_eq!(images(&h, "Preview of inked"), 2);
    assert_eq!(images(&h, "Preview of plain"), 0);
}

/// A standalone VAE file in LDM names, as vae-ft-mse ships: the tiny checkpoint's VAE with
/// its output bias moved, so that its images differ from the checkpoint's own VAE's.
fn vae_file(dir: &Path) -> PathBuf {
    use candle_core::{DType, Device, Tensor};
    let all =
        candle_core::safetensors::load(parity("single_file/sd1_tiny.safetensors"), &Device::Cpu)
            .unwrap();
    let vae: std::collections::HashMap<String, Tensor> = all
        .into_iter()
        .filter_map(|(k, t)| {
            let n = k.strip_prefix("first_stage_model.")?.to_string();
            let t = match n.as_str() {
                "decoder.conv_out.bias" => (t.to_dtype(DType::F32).unwrap() + 0.25).unwrap(),
                _ => t,
            };
            Some((n, t))
        })
        .collect();
    let p = dir.join("warm-vae.safetensors");
    candle_core::safetensors::save(&vae, &p).unwrap();
    p
}

/// Generates with the app's settings and returns the new image's (parameters, pixels).
fn generate(h: &mut Harness<'static, App>) -> (String, Vec<egui::Color32>) {
    let before = h.state().gallery.items.len();
    click(h, "Generate");
    run_until(h, "the image", 180, |h| {
        h.state().jobs.active.is_none() && h.state().gallery.items.len() > before
    });
    assert_eq!(h.state().jobs.last_error, None);
    let it = h.state().gallery.items.last().unwrap();
    let img = candela::stores::gallery::decode_png(&it.path).unwrap();
    (it.parameters.clone(), img.pixels)
}

/// Issue 15's VAE override in the app: the VAE picked in the VAE picker goes with the job to
/// the worker, decodes the image (other pixels than the checkpoint's VAE) and is named with
/// its hash in the PNG; "Use the checkpoint's VAE" takes it away again.
#[test]
fn the_vae_picked_in_the_app_decodes_the_image_and_is_in_the_png() {
    let out = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    let vaes = tempfile::tempdir().unwrap();
    let vae = vae_file(vaes.path());
    let mut s = small_settings(out.path());
    s.remember_model(&tiny_model());
    s.builtin_file_browser = true;
    s.generate.prompt = "a lighthouse".into();
    let mut h = app_harness(data.path(), s);
    run_until(&mut h, "the worker", 60, |h| h.state().worker_status.ready);

    click(&mut h, "VAE file…");
    choose_in_browser(&mut h, &vae.display().to_string());
    assert_eq!(h.state().settings.vae, vae.display().to_string());
    h.get_by_label("VAE in use: warm-vae.safetensors");
    let job = h.state().job_spec("p", 1, "");
    assert_eq!(job.attach.vae, Some(vae.display().to_string()));

    let (with, with_px) = generate(&mut h);
    use sha2::Digest;
    let sha = sha2::Sha256::digest(std::fs::read(&vae).unwrap());
    let hash: String = sha.iter().map(|b| format!("{b:02x}")).collect();
    for want in [
        format!("VAE hash: {}", &hash[..10]),
        "VAE: warm-vae.safetensors".to_string(),
    ] {
        assert!(with.contains(&want), "{want:?} not in {with}");
    }

    click(&mut h, "Use the checkpoint's VAE");
    assert_eq!(h.state().settings.vae, "");
    h.get_by_label("VAE in use: the checkpoint's own");
    let (without, without_px) = generate(&mut h);
    assert!(
        !without.contains("VAE: ") && !without.contains("VAE hash: "),
        "{without}"
    );
    // Same seed and prompt: only the VAE differs, and it changed the picture.
    assert_eq!(with_px.len(), without_px.len());
    assert_ne!(with_px, without_px, "the override did not decode the image");
}

/// A declared attachment in the app (engine/src/attach/text_encoder.rs: its row, picker and
/// key all come from its declaration): the text encoder picked in its row goes with the
/// job, changes the image and is named in the PNG; "No text encoder" takes it away again.
#[test]
fn a_declared_attachment_has_its_row_and_reaches_the_image() {
    use candle_core::{Device, Tensor};
    let out = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    let files = tempfile::tempdir().unwrap();
    let te = files.path().join("clip-ft.safetensors");
    let all = candle_core::safetensors::load(
        Path::new(&tiny_model()).join("text_encoder/model.safetensors"),
        &Device::Cpu,
    )
    .unwrap();
    let shifted: std::collections::HashMap<String, Tensor> = all
        .into_iter()
        .map(|(k, t)| match k.as_str() {
            "final_layer_norm.bias" => (k, (t + 0.5).unwrap()),
            _ => (k, t),
        })
        .collect();
    candle_core::safetensors::save(&shifted, &te).unwrap();
    let mut s = small_settings(out.path());
    s.remember_model(&tiny_model());
    s.builtin_file_browser = true;
    s.generate.prompt = "a lighthouse".into();
    let mut h = app_harness(data.path(), s);
    run_until(&mut h, "the worker", 60, |h| h.state().worker_status.ready);

    h.get_by_label("Text encoder in use: none");
    click(&mut h, "Text encoder file…");
    choose_in_browser(&mut h, &te.display().to_string());
    h.get_by_label("Text encoder in use: clip-ft.safetensors");
    let job = h.state().job_spec("p", 1, "");
    assert_eq!(
        job.attach.attachments.get("text_encoder"),
        Some(&vec![te.display().to_string()])
    );
    let (with, with_px) = generate(&mut h);
    assert!(
        with.contains(", Text encoder: clip-ft.safetensors, Text encoder hash: "),
        "{with}"
    );

    click(&mut h, "No text encoder");
    h.get_by_label("Text encoder in use: none");
    let (without, without_px) = generate(&mut h);
    assert!(!without.contains("Text encoder"), "{without}");
    assert_ne!(
        with_px, without_px,
        "the text encoder did not change the image"
    );
}

#[test]
fn a_workers_warning_is_shown_not_dropped() {
    // The worker warns (protocol `warning`) when a LoRA's layers partly match nothing in
    // the model (engine/src/worker_tests.rs covers the sending); the app must say it.
    let out = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    let mut h = common::harness(data.path(), small_settings(out.path()));
    let message =
        "odd.safetensors: 3 of its 12 layers match nothing in this model and are not applied";
    assert_eq!(h.query_all_by_label_contains("odd.safetensors").count(), 0);
    h.state_mut().on_event(Event::Warning {
        id: "job-1".into(),
        message: message.into(),
    });
    h.run();
    assert!(
        h.query_all_by_label_contains("odd.safetensors: 3 of its 12 layers")
            .count()
            >= 1,
        "the warning is in the window"
    );
}
