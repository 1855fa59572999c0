//! Tests of `worker.rs`: requests in, events out, through an in-process worker on the CPU.
use super::*;
use crate::protocol::Event;

/// The events a CPU worker answers `lines` (one request each) with.
fn served(lines: &[String]) -> Vec<Event> {
    serve_lines(Device::Cpu, lines).unwrap()
}

fn model_dir() -> String {
    concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/parity/models/sd1").to_string()
}

fn job(out_dir: &Path, steps: usize) -> JobSpec {
    JobSpec {
        model: model_dir(),
        prompt: "a cat".into(),
        negative_prompt: String::new(),
        width: 64,
        height: 64,
        steps,
        cfg: 7.5,
        seed: 1,
        sampler: crate::protocol::Sampler::Euler,
        out_dir: out_dir.display().to_string(),
        file_stem: "img".into(),
        dtype: String::new(),
        preview_every: 1,
        plan: None,
        img2img: Default::default(),
        controls: Vec::new(),
        refiner: None,
        attach: Default::default(),
        rng: Default::default(),
        sde_tree_rng: Default::default(),
        schedule: Default::default(),
        cfg_rescale: 0.0,
        clip_skip: 1,
        emphasis: Default::default(),
        weights_dtype: Default::default(),
        text_encoder_dtype: Default::default(),
        text_encoder_device: Default::default(),
        vae_device: Default::default(),
        lora_apply: Default::default(),
        no_t5: false,
        shift: None,
        max_sequence_length: None,
        skip_layer_guidance: None,
        levers: Default::default(),
    }
}

/// An in-process worker on the CPU with nothing loaded, its events dropped.
fn cpu_engine() -> Engine {
    Engine {
        device: Device::Cpu,
        loaded: None,
        planned: None,
        cancelled: Default::default(),
        sink: EventSink::new(std::io::sink()),
    }
}

#[test]
fn controlnet_units_load_their_controlnet_once_and_disabled_ones_hold_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let parity = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/parity");
    let unit = crate::protocol::ControlSpec {
        model: format!("{parity}/models/controlnet_sd1"),
        image: format!("{parity}/controlnet/control_0.png"),
        preprocess: crate::protocol::Preprocess::Invert,
        resize: crate::protocol::Resize::Fit,
        scale: 0.5,
        start: 0.0,
        end: 1.0,
        enabled: true,
    };
    let mut engine = cpu_engine();
    let mut j = job(dir.path(), 1);
    j.controls = vec![unit.clone(), unit];
    let with = engine.plan(&j).unwrap().0.denoising;
    engine.run_job("a", &j).unwrap();
    let count = |e: &Engine| {
        let l = e.loaded.as_ref().unwrap();
        (
            l.model.controlnets.len(),
            l.nets.as_ref().unwrap().controlnet_count(),
        )
    };
    assert_eq!(count(&engine), (1, 1));
    j.controls.iter_mut().for_each(|u| u.enabled = false);
    let without = engine.plan(&j).unwrap().0.denoising;
    assert!(with > without, "{with} <= {without}");
    engine.run_job("b", &j).unwrap();
    assert_eq!(count(&engine), (0, 0));
    // A missing control image is named.
    j.controls[0].enabled = true;
    j.controls[0].image = "/nonexistent/map.png".into();
    let e = engine.run_job("c", &j).unwrap_err().to_string();
    assert!(e.contains("/nonexistent/map.png"), "{e}");
}

#[test]
fn serves_jobs_in_order_with_progress_previews_errors_and_cancel() {
    let dir = tempfile::tempdir().unwrap();
    let mut bad = job(dir.path(), 2);
    bad.width = 65;
    let lines = [
        serde_json::to_string(&Request::Generate {
            id: "a".into(),
            job: job(dir.path(), 2),
        })
        .unwrap(),
        "not json".to_string(),
        serde_json::to_string(&Request::Cancel { id: "c".into() }).unwrap(),
        serde_json::to_string(&Request::Generate {
            id: "b".into(),
            job: bad,
        })
        .unwrap(),
        serde_json::to_string(&Request::Generate {
            id: "c".into(),
            job: job(dir.path(), 2),
        })
        .unwrap(),
        serde_json::to_string(&Request::Unload).unwrap(),
    ];
    let ev = served(&lines);
    assert!(matches!(ev[0], Event::Ready { .. }));
    let progress: Vec<_> = ev
        .iter()
        .filter(|e| matches!(e, Event::Progress { id, .. } if id == "a"))
        .collect();
    assert_eq!(progress.len(), 2);
    assert_eq!(
        ev.iter()
            .filter(|e| matches!(e, Event::Preview { id, width: 8, height: 8, .. } if id == "a"))
            .count(),
        2
    );
    let image = ev
        .iter()
        .find_map(|e| match e {
            Event::Image { id, path, .. } if id == "a" => Some(path.clone()),
            _ => None,
        })
        .unwrap();
    assert!(Path::new(&image).is_file());
    assert!(ev.contains(&Event::Done { id: "a".into() }));
    // The CPU has no device memory: the peaks say so rather than report zeros.
    assert!(ev.contains(&Event::MeasuredPeaks {
        id: "a".into(),
        measured_peak_bytes_per_phase: None
    }));
    assert!(ev.iter().any(|e| matches!(e, Event::Error { id, message } if id.is_empty() && message.contains("bad request line"))));
    assert!(ev.iter().any(
        |e| matches!(e, Event::Error { id, message } if id == "b" && message.contains("width: expected a multiple of 8"))
    ));
    assert!(ev.contains(&Event::Cancelled { id: "c".into() }));
    assert_eq!(ev.last(), Some(&Event::Unloaded));
}

#[test]
fn runs_img2img_and_inpainting_jobs_and_reports_bad_inputs() {
    let dir = tempfile::tempdir().unwrap();
    let case = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/parity/sd1_inpaint_euler");
    let file = |f: &str| Some(case.join(f).display().to_string());
    let mut inpaint = job(dir.path(), 4);
    inpaint.img2img = crate::protocol::Img2ImgSpec {
        init_image: file("init.png"),
        strength: Some(0.5),
        mask: file("mask.png"),
        mask_blur: Some(0.0),
        ..Default::default()
    };
    let mut missing = inpaint.clone();
    missing.img2img.mask = file("no-such-mask.png");
    let mut strong = inpaint.clone();
    strong.img2img.strength = Some(2.0);
    let line = |id: &str, job: &JobSpec| {
        serde_json::to_string(&Request::Generate {
            id: id.into(),
            job: job.clone(),
        })
        .unwrap()
    };
    let lines = [line("a", &inpaint), line("b", &missing), line("c", &strong)];
    let ev = served(&lines);
    // int(4 x 0.5) = 2 steps, after an encoding phase.
    let steps: Vec<_> = ev
        .iter()
        .filter_map(|e| match e {
            Event::Progress { id, step, total } if id == "a" => Some((*step, *total)),
            _ => None,
        })
        .collect();
    assert_eq!(steps, vec![(1, 2), (2, 2)]);
    assert!(ev.contains(&Event::Phase {
        id: "a".into(),
        phase: crate::protocol::Phase::Encoding
    }));
    let params = ev
        .iter()
        .find_map(|e| match e {
            Event::Image { id, parameters, .. } if id == "a" => Some(parameters.clone()),
            _ => None,
        })
        .unwrap();
    assert!(
        params.contains("Denoising strength: 0.5, Mask blur: 0"),
        "{params}"
    );
    assert!(ev.iter().any(|e| matches!(e, Event::Error { id, message } if id == "b" && message.contains("no-such-mask.png"))));
    assert!(ev.iter().any(
        |e| matches!(e, Event::Error { id, message } if id == "c" && message.contains("strength: expected a number from 0 to 1"))
    ));
}

#[test]
fn answers_plans_from_the_model_headers_and_reports_bad_paths() {
    let dir = tempfile::tempdir().unwrap();
    let small = job(dir.path(), 2);
    let mut big = small.clone();
    (big.width, big.height) = (128, 128);
    big.plan = Some(crate::protocol::PlanSettings {
        auto: false,
        vram_budget_bytes: 1 << 30,
        offload: crate::protocol::Offload::Model,
        attention_slice: 2,
        vae_tile: 256,
        levers: Default::default(),
    });
    let mut missing = small.clone();
    missing.model = dir.path().join("nope").display().to_string();
    let plan = |id: &str, job: &JobSpec| {
        serde_json::to_string(&Request::Plan {
            id: id.into(),
            job: job.clone(),
        })
        .unwrap()
    };
    let lines = [plan("p1", &small), plan("p2", &big), plan("p3", &missing)];
    let ev = served(&lines);
    let result = |want: &str| {
        ev.iter()
            .find_map(|e| match e {
                Event::PlanResult {
                    id,
                    predicted_peak_bytes_per_phase,
                    plan,
                    predicted_step_seconds,
                } if id == want => {
                    assert!(predicted_step_seconds.is_some_and(|s| s > 0.0));
                    Some((*predicted_peak_bytes_per_phase, plan.clone()))
                }
                _ => None,
            })
            .unwrap_or_else(|| panic!("no plan result for {want}: {ev:?}"))
    };
    let (p1, plan1) = result("p1");
    let (p2, plan2) = result("p2");
    // Model offload keeps only the phase's own net on the device: the text encoder's
    // phase holds far less than everything resident, whatever the image size.
    assert!(p2.text_encoding < p1.text_encoding, "{p1:?} {p2:?}");
    assert!(p2.vae > p1.vae - 1, "a 4x larger image: {p1:?} {p2:?}");
    assert!(p1.text_encoding > 0);
    assert!(plan1.auto && plan1.offload == crate::protocol::Offload::None);
    // Without "Auto" the sliders' plan is the plan.
    assert_eq!(plan2.offload, crate::protocol::Offload::Model);
    assert_eq!((plan2.attention_slice, plan2.vae_tile), (2, 256));
    assert_eq!(plan2.vram_budget_bytes, 1 << 30);
    assert!(ev.iter().any(
        |e| matches!(e, Event::Error { id, message } if id == "p3" && message.contains("nope"))
    ));
    assert!(
        !ev.iter().any(|e| matches!(e, Event::Loaded { .. })),
        "planning loads no nets"
    );
}

#[test]
fn describes_a_model_from_its_headers_and_reports_bad_paths() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("nope").display().to_string();
    let info = |id: &str, model: &str| {
        serde_json::to_string(&Request::Info {
            id: id.into(),
            model: model.into(),
        })
        .unwrap()
    };
    let ev = served(&[info("i1", &model_dir()), info("i2", &missing)]);
    let summary = ev
        .iter()
        .find_map(|e| match e {
            Event::ModelInfo { id, model, info } if id == "i1" => Some((model, info)),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no model info: {ev:?}"));
    assert_eq!(summary.0, &model_dir());
    assert_eq!(summary.1.family_label, "SD 1.x");
    assert!(summary.1.total_bytes > 0 && !summary.1.dtypes.is_empty());
    assert!(ev.iter().any(
        |e| matches!(e, Event::Error { id, message } if id == "i2" && message.contains("nope"))
    ));
    assert!(!ev.iter().any(|e| matches!(e, Event::Loaded { .. })));
}

/// A LoRA with a layer the model lacks: the job runs with the rest, and the client hears
/// which file and how many layers were left out (the CLI prints the same line).
#[test]
fn unmatched_lora_layers_are_reported_to_the_client() {
    let dir = tempfile::tempdir().unwrap();
    let parity = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/parity");
    let mut tensors = candle_core::safetensors::load(
        format!("{parity}/loras/sd1_kohya.safetensors"),
        &Device::Cpu,
    )
    .unwrap();
    let (down, up) = (
        candle_core::Tensor::ones((4, 32), candle_core::DType::F32, &Device::Cpu).unwrap(),
        candle_core::Tensor::ones((32, 4), candle_core::DType::F32, &Device::Cpu).unwrap(),
    );
    tensors.insert("lora_unet_no_such_block_proj.lora_down.weight".into(), down);
    tensors.insert("lora_unet_no_such_block_proj.lora_up.weight".into(), up);
    let lora = dir.path().join("extra.safetensors");
    candle_core::safetensors::save(&tensors, &lora).unwrap();
    let mut j = job(dir.path(), 1);
    j.attach.loras = vec![crate::protocol::LoraSpec {
        path: lora.display().to_string(),
        strength: 0.5,
    }];
    let line = serde_json::to_string(&Request::Generate {
        id: "w".into(),
        job: j,
    })
    .unwrap();
    let ev = served(&[line]);
    let warnings: Vec<&String> = ev
        .iter()
        .filter_map(|e| match e {
            Event::Warning { id, message } if id == "w" => Some(message),
            _ => None,
        })
        .collect();
    assert_eq!(warnings.len(), 1, "{ev:?}");
    assert!(
        warnings[0].contains("extra.safetensors")
            && warnings[0].contains("1 of its layers")
            && warnings[0].contains("no_such_block"),
        "{}",
        warnings[0]
    );
    assert!(ev.contains(&Event::Done { id: "w".into() }));
}

/// A declared attachment through the protocol: `attachments.text_encoder` changes the image
/// and the PNG names it, the same worker without it gives the checkpoint's image back
/// (its nets rebuilt), and an unknown key is an error under the job's id naming it.
#[test]
fn declared_attachments_come_and_go_between_jobs() {
    let dir = tempfile::tempdir().unwrap();
    let te = format!("{}/text_encoder/model.safetensors", model_dir());
    let mut tensors = candle_core::safetensors::load(&te, &Device::Cpu).unwrap();
    let bias = tensors["final_layer_norm.bias"].clone();
    tensors.insert("final_layer_norm.bias".into(), (bias + 0.5).unwrap());
    let ldm: std::collections::HashMap<String, candle_core::Tensor> = tensors
        .into_iter()
        .map(|(k, t)| (format!("cond_stage_model.transformer.text_model.{k}"), t))
        .collect();
    let file = dir.path().join("fine-tuned clip.safetensors");
    candle_core::safetensors::save(&ldm, &file).unwrap();
    let line = |id: &str, attachments: &[(&str, &Path)]| {
        let mut j = job(dir.path(), 1);
        j.attach.attachments = attachments
            .iter()
            .map(|(k, p)| (k.to_string(), vec![p.display().to_string()]))
            .collect();
        serde_json::to_string(&Request::Generate {
            id: id.into(),
            job: j,
        })
        .unwrap()
    };
    let ev = served(&[
        line("base", &[]),
        line("te", &[("text_encoder", &file)]),
        line("again", &[]),
        line("bad", &[("no_such_thing", &file)]),
    ]);
    let image = |want: &str| {
        ev.iter()
            .find_map(|e| match e {
                Event::Image {
                    id,
                    path,
                    parameters,
                    ..
                } if id == want => Some((std::fs::read(path).unwrap(), parameters.clone())),
                _ => None,
            })
            .unwrap_or_else(|| panic!("no image for {want}: {ev:?}"))
    };
    let (base, base_text) = image("base");
    let (te_png, te_text) = image("te");
    let (again, _) = image("again");
    let pixels = |png: &[u8]| image::load_from_memory(png).unwrap().to_rgb8().into_raw();
    assert_ne!(
        pixels(&te_png),
        pixels(&base),
        "the text encoder was not used"
    );
    assert_eq!(
        pixels(&again),
        pixels(&base),
        "the checkpoint's text encoder is not back"
    );
    assert!(!base_text.contains("Text encoder"), "{base_text}");
    assert!(
        te_text.contains(", Text encoder: fine-tuned clip.safetensors, Text encoder hash: "),
        "{te_text}"
    );
    assert!(ev.iter().any(|e| matches!(e, Event::Error { id, message }
        if id == "bad" && message.contains("attachments") && message.contains("no_such_thing") && message.contains("text_encoder"))), "{ev:?}");
}

/// SD 3's job options reach the model: a job with `no_t5` opens the model without T5, the
/// next without it opens it again with T5, and `shift` / `max_sequence_length` are the
/// model's while they are asked for (the model is opened again when they change).
#[test]
fn sd3_job_options_open_the_model_as_asked() {
    let dir = tempfile::tempdir().unwrap();
    let mut engine = cpu_engine();
    let mut j = job(dir.path(), 1);
    j.model = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/parity/models/sd35m_tiny"
    )
    .into();
    j.sampler = crate::protocol::Sampler::Euler;
    let t5 = |e: &Engine| {
        let sd3 = e.loaded.as_ref().unwrap().model.sd3.as_ref().unwrap();
        (
            sd3.text_encoder_3.is_some(),
            sd3.scheduler.shift,
            sd3.max_sequence_length,
        )
    };
    j.no_t5 = true;
    j.shift = Some(2.0);
    engine.run_job("a", &j).unwrap();
    assert_eq!(t5(&engine), (false, 2.0, 256));
    j.no_t5 = false;
    j.shift = None;
    j.max_sequence_length = Some(32);
    engine.run_job("b", &j).unwrap();
    assert_eq!(t5(&engine), (true, 3.0, 32));
    j.shift = Some(0.0);
    let e = engine.run_job("c", &j).unwrap_err().to_string();
    assert!(e.contains("shift"), "{e}");
}

/// SD 3's text encoders as files of their own through the protocol (`attachments.clip_l`,
/// `.clip_g`, `.t5xxl`): a single file of the MMDiT and VAE alone runs with them and the
/// PNG names them; without the T5 file the image differs (no T5); without the CLIPs the
/// job is refused under its id, naming `--clip-l`.
#[test]
fn sd3_encoder_files_come_through_the_protocol() {
    let dir = tempfile::tempdir().unwrap();
    let parity = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/parity");
    let src = format!("{parity}/single_file/sd35m_tiny.safetensors");
    let mut tensors = candle_core::safetensors::load(&src, &Device::Cpu).unwrap();
    tensors.retain(|k, _| !k.starts_with("text_encoders."));
    let bare = dir.path().join("bare.safetensors");
    candle_core::safetensors::save(&tensors, &bare).unwrap();
    std::fs::copy(
        Path::new(&src).with_extension("yaml"),
        bare.with_extension("yaml"),
    )
    .unwrap();
    let files = [
        (
            "clip_l",
            format!("{parity}/models/sd35m_tiny/text_encoder/model.safetensors"),
        ),
        (
            "clip_g",
            format!("{parity}/models/sd35m_tiny/text_encoder_2/model.safetensors"),
        ),
        (
            "t5xxl",
            format!("{parity}/single_file/sd35m_encoders/t5xxl_fp16.safetensors"),
        ),
    ];
    let line = |id: &str, keys: &[&str]| {
        let mut j = job(dir.path(), 2);
        j.model = bare.display().to_string();
        j.file_stem = id.into();
        j.attach.attachments = files
            .iter()
            .filter(|(k, _)| keys.contains(k))
            .map(|(k, p)| (k.to_string(), vec![p.clone()]))
            .collect();
        serde_json::to_string(&Request::Generate {
            id: id.into(),
            job: j,
        })
        .unwrap()
    };
    let ev = served(&[
        line("all", &["clip_l", "clip_g", "t5xxl"]),
        line("clips", &["clip_l", "clip_g"]),
        line("none", &[]),
    ]);
    let image = |want: &str| {
        ev.iter()
            .find_map(|e| match e {
                Event::Image {
                    id,
                    path,
                    parameters,
                    ..
                } if id == want => Some((std::fs::read(path).unwrap(), parameters.clone())),
                _ => None,
            })
            .unwrap_or_else(|| panic!("no image for {want}: {ev:?}"))
    };
    let (all, all_text) = image("all");
    let (clips, clips_text) = image("clips");
    let pixels = |png: &[u8]| image::load_from_memory(png).unwrap().to_rgb8().into_raw();
    assert_ne!(pixels(&all), pixels(&clips), "the T5 file was not used");
    assert!(
        all_text.contains(
            "CLIP-L: model.safetensors, CLIP-G: model.safetensors, T5-XXL: t5xxl_fp16.safetensors"
        ),
        "{all_text}"
    );
    assert!(!clips_text.contains("T5-XXL"), "{clips_text}");
    assert!(
        ev.iter().any(|e| matches!(e, Event::Error { id, message }
        if id == "none" && message.contains("bare.safetensors") && message.contains("--clip-l"))),
        "{ev:?}"
    );
}

/// A resident UNet keeps the text context's keys and values between its steps
/// (`nets::context_cache`): the same output from them, and none left after a job.
#[test]
fn a_resident_unet_keeps_the_context_projections_only_while_it_denoises() {
    let dir = tempfile::tempdir().unwrap();
    let mut engine = cpu_engine();
    engine.run_job("a", &job(dir.path(), 2)).unwrap();
    let nets = engine.loaded.as_ref().unwrap().nets.as_ref().unwrap();
    let unet = nets.unet().unwrap();
    assert_eq!(
        unet.context_bytes(),
        0,
        "the job's keys and values outlived it"
    );
    let dim = unet.config.cross_attention_dim;
    let context = candle_core::Tensor::randn(0f32, 1., (2, 77, dim), &Device::Cpu).unwrap();
    let sample = candle_core::Tensor::randn(0f32, 1., (2, 4, 8, 8), &Device::Cpu).unwrap();
    let cond = crate::nets::unet::UNetCond {
        context: &context,
        added: None,
    };
    let first = unet.forward(&sample, 500.0, &cond).unwrap();
    let kept = unet.context_bytes();
    assert!(kept > 0, "no keys or values kept");
    let second = unet.forward(&sample, 500.0, &cond).unwrap();
    let diff = (first - second).unwrap().abs().unwrap().max_all().unwrap();
    assert_eq!(diff.to_scalar::<f32>().unwrap(), 0.0);
    assert_eq!(unet.context_bytes(), kept, "the second step kept more");
    unet.forget_contexts();
    assert_eq!(unet.context_bytes(), 0);
}

/// A declared memory lever through the protocol (`levers` in the job): the plan follows it,
/// the nets are placed by it (and built again when it changes), the picture is the same;
/// a lever or value no lever takes is refused, naming it.
#[test]
fn jobs_carry_the_declared_levers() {
    let dir = tempfile::tempdir().unwrap();
    let mut engine = cpu_engine();
    let plain = job(dir.path(), 1);
    let mut lever = plain.clone();
    lever
        .levers
        .insert("text_encoder_offload".into(), "on".into());
    let (without, _, _) = engine.plan(&plain).unwrap();
    let (with, _, _) = engine.plan(&lever).unwrap();
    assert!(with.denoising < without.denoising, "{with:?} {without:?}");
    assert_eq!(with.text_encoding, without.text_encoding);
    let pixels = |engine: &Engine| {
        let mut files: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        files.sort_by_key(|p| std::fs::metadata(p).unwrap().modified().unwrap());
        let last = files.last().unwrap();
        let levers = engine
            .loaded
            .as_ref()
            .unwrap()
            .nets
            .as_ref()
            .unwrap()
            .levers;
        (image::open(last).unwrap().to_rgb8().into_raw(), levers)
    };
    engine.run_job("a", &plain).unwrap();
    let (a, levers_a) = pixels(&engine);
    engine.run_job("b", &lever).unwrap();
    let (b, levers_b) = pixels(&engine);
    assert_eq!(levers_a, Default::default());
    assert_eq!(levers_b.to_map(), lever.levers);
    assert!(a == b, "the same picture");

    // A budget with room for the nets only once the encoders leave: the plan the worker
    // reports says the lever was taken.
    let max = |p: &PhasePeaks| p.text_encoding.max(p.denoising).max(p.vae);
    assert!(max(&with) < max(&without), "{with:?} {without:?}");
    let mut tight = plain.clone();
    tight.plan = Some(crate::protocol::PlanSettings {
        auto: true,
        vram_budget_bytes: max(&with) + (max(&without) - max(&with)) / 2,
        offload: crate::protocol::Offload::None,
        attention_slice: 0,
        vae_tile: 0,
        levers: Default::default(),
    });
    let (_, chosen, _) = engine.plan(&tight).unwrap();
    assert_eq!(chosen.levers, lever.levers);
    assert_eq!(chosen.offload, crate::protocol::Offload::None);

    let mut unknown = plain.clone();
    unknown.levers.insert("gpu_turbo".into(), "on".into());
    let e = engine.run_job("c", &unknown).unwrap_err().to_string();
    assert!(e.contains("levers.gpu_turbo"), "{e}");
    let mut bad = plain;
    bad.levers
        .insert("text_encoder_offload".into(), "maybe".into());
    let e = engine.plan(&bad).unwrap_err().to_string();
    assert!(
        e.contains("--text-encoder-offload") && e.contains("maybe"),
        "{e}"
    );
}

#[test]
fn a_model_switch_drops_the_old_model_before_the_budget_is_worked_out() {
    let dir = tempfile::tempdir().unwrap();
    let sdxl = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/parity/models/sdxl").to_string();
    let mut engine = cpu_engine();
    let first = job(dir.path(), 1);
    engine.run_job("a", &first).unwrap();
    let loaded = |e: &Engine| e.loaded.as_ref().map(|l| l.key.0.clone());
    assert_eq!(loaded(&engine), Some(model_dir()));
    let opts = OpenOptions::default();
    // The same model (and dtype, and options) stays; another drops it.
    engine.drop_other_model(&model_dir(), DType::F32, &opts);
    assert_eq!(loaded(&engine), Some(model_dir()));
    engine.drop_other_model(&model_dir(), DType::F16, &opts);
    assert_eq!(loaded(&engine), None);
    engine.run_job("b", &first).unwrap();
    // Nets held past a job's budget go; the model stays. Within it, or unmeasured, they stay.
    let nets = |e: &Engine| e.loaded.as_ref().map(|l| l.nets.is_some());
    assert_eq!(nets(&engine), Some(true));
    engine.drop_nets_over(Some(4 << 30), Some(3 << 30));
    engine.drop_nets_over(Some(4 << 30), None);
    engine.drop_nets_over(None, Some(5 << 30));
    assert_eq!(nets(&engine), Some(true));
    engine.drop_nets_over(Some(4 << 30), Some(5 << 30));
    assert_eq!(nets(&engine), Some(false));
    assert_eq!(loaded(&engine), Some(model_dir()));
    engine.drop_other_model(&sdxl, DType::F32, &opts);
    assert_eq!(loaded(&engine), None);
    // Jobs switching between models under budgets each run on their own model.
    let budget = |mut j: JobSpec| {
        j.plan = Some(crate::protocol::PlanSettings {
            auto: true,
            vram_budget_bytes: 4 << 30,
            offload: crate::protocol::Offload::None,
            attention_slice: 0,
            vae_tile: 0,
            levers: Default::default(),
        });
        j
    };
    for (i, model) in [sdxl.clone(), model_dir(), sdxl].into_iter().enumerate() {
        let mut j = budget(job(dir.path(), 1));
        j.model = model.clone();
        j.file_stem = format!("switch{i}");
        engine.run_job(&format!("s{i}"), &j).unwrap();
        assert_eq!(loaded(&engine), Some(model));
        assert!(dir.path().join(format!("switch{i}.png")).is_file());
    }
}
