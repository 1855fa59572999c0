//! The protocol's JSON: tagged lines, old job lines, flat img2img fields.
use super::*;

#[test]
fn requests_and_events_round_trip_as_tagged_json() {
    let r = Request::parse(r#"{"type":"cancel","id":"j1"}"#).unwrap();
    assert_eq!(r, Request::Cancel { id: "j1".into() });
    let line = Event::Progress {
        id: "j1".into(),
        step: 3,
        total: 20,
    }
    .to_line();
    assert_eq!(line, r#"{"type":"progress","id":"j1","step":3,"total":20}"#);
    let c: ControlSpec = serde_json::from_str(
        r#"{"model":"cn","image":"a.png","preprocess":{"kind":"canny","low":50,"high":150}}"#,
    )
    .unwrap();
    assert_eq!(
        c.preprocess,
        Preprocess::Canny {
            low: 50.0,
            high: 150.0
        }
    );
    assert_eq!((c.scale, c.start, c.end, c.enabled), (1.0, 0.0, 1.0, true));
    let err = Request::parse(r#"{"type":"dance"}"#).unwrap_err();
    assert!(err.contains("bad request line"), "{err}");
}

/// Job lines and queue files written before issue 16 still load, drawing Candela's
/// old noise with the default schedule, clip skip and emphasis.
#[test]
fn old_job_lines_load_with_the_old_noise() {
    let base = r#"{"model":"m","prompt":"p","width":64,"height":64,"steps":4,"cfg":7.0,"seed":1,"sampler":"euler","out_dir":"o"}"#;
    let job: JobSpec = serde_json::from_str(base).unwrap();
    assert_eq!(job.rng, RngSource::Candela);
    assert_eq!((job.schedule, job.cfg_rescale), (Schedule::Default, 0.0));
    assert_eq!((job.clip_skip, job.emphasis), (1, Emphasis::Original));
    let with = base.replace(
        r#""out_dir":"o""#,
        r#""out_dir":"o","rng":"cpu","schedule":"sgm_uniform","cfg_rescale":0.7,"clip_skip":2,"emphasis":"no-norm""#,
    );
    let job: JobSpec = serde_json::from_str(&with).unwrap();
    assert_eq!(
        (job.rng, job.schedule),
        (RngSource::Cpu, Schedule::SgmUniform)
    );
    assert_eq!((job.clip_skip, job.emphasis), (2, Emphasis::NoNorm));
    let back: JobSpec = serde_json::from_str(&serde_json::to_string(&job).unwrap()).unwrap();
    assert_eq!(back, job);
    let bad = base.replace(r#""out_dir":"o""#, r#""out_dir":"o","rng":"cuda""#);
    let err = serde_json::from_str::<JobSpec>(&bad)
        .unwrap_err()
        .to_string();
    assert!(err.contains("unknown variant `cuda`"), "{err}");
}

/// `sde_tree_rng` is optional (auto, and not written when auto), takes the CLI's names and
/// an unknown one is refused; the CLI names parse and an unknown one names its flag.
#[test]
fn the_tree_source_is_an_optional_field() {
    let base = r#"{"model":"m","prompt":"p","width":64,"height":64,"steps":4,"cfg":7.0,"seed":1,"sampler":"dpmpp_sde","out_dir":"o","rng":"cpu"}"#;
    let job: JobSpec = serde_json::from_str(base).unwrap();
    assert_eq!(
        (job.rng, job.sde_tree_rng),
        (RngSource::Cpu, SdeTreeRng::Auto)
    );
    assert!(!serde_json::to_string(&job)
        .unwrap()
        .contains("sde_tree_rng"));
    for t in SdeTreeRng::ALL {
        let line = base.replace(
            r#""rng":"cpu""#,
            &format!(r#""rng":"cpu","sde_tree_rng":"{}""#, t.name()),
        );
        let job: JobSpec = serde_json::from_str(&line).unwrap();
        assert_eq!(job.sde_tree_rng, t);
        let back: JobSpec = serde_json::from_str(&serde_json::to_string(&job).unwrap()).unwrap();
        assert_eq!(back, job);
        assert_eq!(t.name().parse::<SdeTreeRng>(), Ok(t));
    }
    let bad = base.replace(r#""rng":"cpu""#, r#""rng":"cpu","sde_tree_rng":"mps""#);
    assert!(serde_json::from_str::<JobSpec>(&bad).is_err());
    let err = "cuda".parse::<SdeTreeRng>().unwrap_err().to_string();
    assert_eq!(
        err,
        "--sde-tree-rng: unknown Brownian tree source 'cuda'; expected auto, gpu, cpu or candela"
    );
}

#[test]
fn img2img_fields_are_optional_and_flat() {
    let base = r#"{"model":"m","prompt":"p","width":64,"height":64,"steps":4,"cfg":7.0,"seed":1,"sampler":"euler","out_dir":"o"}"#;
    let job: JobSpec = serde_json::from_str(base).unwrap();
    assert_eq!(job.img2img, Img2ImgSpec::default());
    assert!(!serde_json::to_string(&job).unwrap().contains("init_image"));
    let with = base.replace(
        r#""out_dir":"o""#,
        r#""out_dir":"o","init_image":"a.png","strength":0.6,"mask":"m.png","mask_blur":2.5"#,
    );
    let job: JobSpec = serde_json::from_str(&with).unwrap();
    let want = Img2ImgSpec {
        init_image: Some("a.png".into()),
        strength: Some(0.6),
        mask: Some("m.png".into()),
        mask_blur: Some(2.5),
        strength_rule: StrengthRule::Diffusers,
    };
    assert_eq!(job.img2img, want);
    let back: JobSpec = serde_json::from_str(&serde_json::to_string(&job).unwrap()).unwrap();
    assert_eq!(back, job);
    // A1111's rule is written, and read back; diffusers' (the default) is left out.
    assert!(!serde_json::to_string(&job)
        .unwrap()
        .contains("strength_rule"));
    let a1111 = with.replace(
        r#""mask_blur":2.5"#,
        r#""mask_blur":2.5,"strength_rule":"a1111""#,
    );
    let job: JobSpec = serde_json::from_str(&a1111).unwrap();
    assert_eq!(job.img2img.strength_rule, StrengthRule::A1111);
    let text = serde_json::to_string(&job).unwrap();
    assert!(text.contains(r#""strength_rule":"a1111""#), "{text}");
}

/// The declared attachments travel under `attachments` (absent when none, so the lines
/// written for every other job stay as they were); the older attachment fields beside it
/// read and write as before.
#[test]
fn declared_attachments_are_one_optional_field() {
    let base = r#"{"model":"m","prompt":"p","width":64,"height":64,"steps":4,"cfg":7.0,"seed":1,"sampler":"euler","out_dir":"o","vae":"v.safetensors","loras":[{"path":"l.safetensors","strength":0.5}]}"#;
    let job: JobSpec = serde_json::from_str(base).unwrap();
    assert!(job.attach.attachments.is_empty());
    let line = serde_json::to_string(&job).unwrap();
    assert!(!line.contains("attachments"), "{line}");
    assert!(line.contains(r#""vae":"v.safetensors""#), "{line}");
    let with = base.replace(
        r#""out_dir":"o""#,
        r#""out_dir":"o","attachments":{"text_encoder":["te.safetensors"]}"#,
    );
    let job: JobSpec = serde_json::from_str(&with).unwrap();
    assert_eq!(
        job.attach.attachments.get("text_encoder"),
        Some(&vec!["te.safetensors".to_string()])
    );
    assert_eq!(job.attach.vae.as_deref(), Some("v.safetensors"));
    let back: JobSpec = serde_json::from_str(&serde_json::to_string(&job).unwrap()).unwrap();
    assert_eq!(back, job);
}

/// SD 3's job fields are optional: absent in older lines (T5 on, the model's shift, 256
/// tokens) and not written when unset; set ones round-trip.
#[test]
fn sd3_job_fields_are_optional() {
    let base = r#"{"model":"m","prompt":"p","width":64,"height":64,"steps":4,"cfg":7.0,"seed":1,"sampler":"euler","out_dir":"o"}"#;
    let job: JobSpec = serde_json::from_str(base).unwrap();
    assert_eq!(
        (job.no_t5, job.shift, job.max_sequence_length),
        (false, None, None)
    );
    assert_eq!(job.skip_layer_guidance, None);
    let line = serde_json::to_string(&job).unwrap();
    for field in [
        "no_t5",
        "shift",
        "max_sequence_length",
        "skip_layer_guidance",
    ] {
        assert!(!line.contains(field), "{line}");
    }
    let with = base.replace(
        r#""out_dir":"o""#,
        r#""out_dir":"o","no_t5":true,"shift":2.5,"max_sequence_length":77,"skip_layer_guidance":{"layers":[7,8,9]}"#,
    );
    let job: JobSpec = serde_json::from_str(&with).unwrap();
    assert_eq!(
        (job.no_t5, job.shift, job.max_sequence_length),
        (true, Some(2.5), Some(77))
    );
    // diffusers' defaults for what the line leaves out.
    let g = job.skip_layer_guidance.clone().unwrap();
    assert_eq!(
        (g.layers, g.scale, g.start, g.stop),
        (vec![7, 8, 9], 2.8, 0.01, 0.2)
    );
    assert!(!g_active_any(&job, 4) && g_active_any(&job, 28));
    let back: JobSpec = serde_json::from_str(&serde_json::to_string(&job).unwrap()).unwrap();
    assert_eq!(back, job);
}

/// Whether a job's skip-layer guidance acts on any of `steps` steps (diffusers' window:
/// `i > steps * start and i < steps * stop`; with the default window, none of 4 steps).
fn g_active_any(job: &JobSpec, steps: usize) -> bool {
    let g = job.skip_layer_guidance.as_ref().unwrap();
    (0..steps).any(|i| g.active(i, steps))
}

/// The default window over 28 steps guides steps 1 to 5, as diffusers'.
#[test]
fn skip_layer_guidance_window_follows_diffusers() {
    let g = super::SkipLayerGuidance {
        layers: vec![7],
        scale: 2.8,
        start: 0.01,
        stop: 0.2,
    };
    let on: Vec<usize> = (0..28).filter(|&i| g.active(i, 28)).collect();
    assert_eq!(on, [1, 2, 3, 4, 5]);
}
