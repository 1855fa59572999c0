//! The SDXL refiner as a second pass: parity with diffusers' base pipeline
//! (`denoising_end`) followed by the refiner pipeline (`denoising_start`)
//! (tests/parity/sdxl_refiner_euler), the same latents under every offload mode, the
//! planner counting the refiner, and the CLI's --refiner flags end to end.
use candela_engine::attach::{Model, Refiner, RefinerSettings};
use candela_engine::model::OpenOptions;
use candela_engine::pipeline::{decode, denoise, text_embeddings, Event, Nets};
use candela_engine::protocol::Offload;
use candela_tests::{engine, fails, parity_dir, relative_max_error, sd1, Case};
use candle_core::{DType, Device, Tensor};
use std::path::Path;

const CASE: &str = "sdxl_refiner_euler";

/// The case's base model with its refiner attached, and the request (switch and
/// aesthetic scores from case.json).
fn base_with_refiner(
    case: &Case,
    tmp: &Path,
) -> (Model, candela_engine::pipeline::GenerateRequest) {
    let mut model = Model::open(&case.model_path(), &OpenOptions::default()).unwrap();
    let refiner = Refiner::open(&case.refiner_dir(tmp)).unwrap();
    assert!(refiner.requires_aesthetics_score);
    assert!(!refiner.force_zeros_for_empty_prompt);
    model.set_refiner(Some(refiner)).unwrap();
    let mut req = case.request();
    req.refiner = Some(RefinerSettings {
        switch: case.num("refiner_switch"),
        aesthetic_score: case.num("aesthetic_score"),
        negative_aesthetic_score: case.num("negative_aesthetic_score"),
    });
    (model, req)
}

#[test]
fn sdxl_refiner_euler_matches_diffusers() {
    check_refiner_case(CASE);
}

/// DPM++ 2M across the cut (the refiner's sampler starts without the base's history, its
/// first step first order, as diffusers' fresh scheduler does), no negative prompt (zeros
/// for the base, the encoded "" for the refiner), switch 0.7.
#[test]
fn sdxl_refiner_dpmpp_2m_matches_diffusers() {
    check_refiner_case("sdxl_refiner_dpmpp_2m");
}

fn check_refiner_case(name: &str) {
    let case = Case::load(name);
    let tmp = tempfile::tempdir().unwrap();
    let (model, req) = base_with_refiner(&case, tmp.path());
    let nets = Nets::load(&model, &Device::Cpu, DType::F32).unwrap();
    let mut steps = Vec::new();
    let latents = denoise(&model, &nets, &req, &mut |e| {
        if let Event::Step { step, total, .. } = e {
            steps.push((step, total));
        }
        true
    })
    .unwrap();
    // 4 base steps and 2 refiner steps, reported as one run of 6.
    let total = case.num("steps") as usize;
    assert_eq!(
        case.num("base_steps_run") as usize + case.num("refiner_steps_run") as usize,
        total
    );
    assert_eq!(steps, (1..=total).map(|s| (s, total)).collect::<Vec<_>>());
    let err = case.check_latents(&latents);
    let d = case.check_image(decode(&model, &nets, &latents).unwrap());
    eprintln!("{name}: latents within {err:.2e} x max|ref|, pixels within {d}/255");
    // Without the refiner the same base gives other latents: the refiner did the last steps.
    let base_only = denoise(&model, &nets, &case.request(), &mut |_| true).unwrap();
    assert!(relative_max_error(&base_only, &case.expected_latents()) > 0.02);
}

/// The planner's count is the loop's: for the second-order samplers (two UNet evaluations
/// a step) and A1111's tree samplers on their schedules, the shape's base and refiner
/// evaluations add up to the Step events the loop sends, and the base hands over whole
/// steps (an even count for a second-order sampler).
#[test]
fn the_planner_counts_the_evaluations_the_loop_runs_per_sampler() {
    use candela_engine::pipeline::run::job_shape;
    use candela_engine::protocol::{Sampler, Schedule, SdeTreeRng};
    let case = Case::load(CASE);
    let tmp = tempfile::tempdir().unwrap();
    let (model, mut req) = base_with_refiner(&case, tmp.path());
    let nets = Nets::load(&model, &Device::Cpu, DType::F32).unwrap();
    req.sde_tree_rng = SdeTreeRng::Cpu;
    for (sampler, schedule, order) in [
        (Sampler::Heun, Schedule::Default, 2),
        (Sampler::Dpm2, Schedule::Karras, 2),
        (Sampler::DpmPP2MSdeHeun, Schedule::Exponential, 1),
        (Sampler::DpmPP3MSde, Schedule::Uniform, 1),
    ] {
        (req.sampler, req.schedule) = (sampler, schedule);
        let shape = job_shape(&model, &req, DType::F32, &Device::Cpu);
        let mut events = 0;
        denoise(&model, &nets, &req, &mut |e| {
            if let Event::Step { total, .. } = e {
                events += 1;
                assert_eq!(total, shape.steps + shape.refiner_steps, "{sampler:?}");
            }
            true
        })
        .unwrap();
        assert_eq!(events, shape.steps + shape.refiner_steps, "{sampler:?}");
        assert!(shape.refiner_steps > 0 && shape.steps > 0, "{sampler:?}");
        assert_eq!(shape.steps % order, 0, "{sampler:?}: {}", shape.steps);
    }
}

/// The refiner's conditioning alone: bigG's penultimate states and pooled projection
/// (the negative prompt encoded, not zeroed: the refiner's force_zeros_for_empty_prompt
/// is false) and the five time ids with the two aesthetic scores.
#[test]
fn refiner_conditioning_matches_diffusers() {
    let case = Case::load(CASE);
    let tmp = tempfile::tempdir().unwrap();
    let (model, req) = base_with_refiner(&case, tmp.path());
    let nets = Nets::load(&model, &Device::Cpu, DType::F32).unwrap();
    let cond = text_embeddings(&model, &nets, &req).unwrap();
    let rc = cond.refiner.expect("the refiner's conditioning");
    let file = "expected_refiner_prompt_embeds.safetensors";
    let pair = |neg: &str, pos: &str| {
        Tensor::cat(&[case.tensor(file, neg), case.tensor(file, pos)], 0).unwrap()
    };
    let err = relative_max_error(
        &rc.context,
        &pair("negative_prompt_embeds", "prompt_embeds"),
    );
    assert!(err < 1e-5, "refiner prompt embeds differ by {err:.2e}");
    let tt = rc.text_time.expect("pooled embeds and time ids");
    let want = pair("negative_pooled_prompt_embeds", "pooled_prompt_embeds");
    let err = relative_max_error(&tt.text_embeds, &want);
    assert!(err < 1e-5, "refiner pooled embeds differ by {err:.2e}");
    let ids = |k: &str| -> Vec<f32> {
        case.json[k]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_f64().unwrap() as f32)
            .collect()
    };
    let got = tt.time_ids.to_vec2::<f32>().unwrap();
    assert_eq!(
        got,
        [
            ids("refiner_negative_add_time_ids"),
            ids("refiner_add_time_ids")
        ]
    );
    // The base keeps its own two-encoder conditioning and six time ids.
    assert_eq!(cond.text_time.unwrap().time_ids.dim(1).unwrap(), 6);
}

#[test]
fn every_offload_mode_gives_the_resident_refined_latents_exactly() {
    let case = Case::load(CASE);
    let tmp = tempfile::tempdir().unwrap();
    let (model, req) = base_with_refiner(&case, tmp.path());
    let run = |offload| {
        let nets = Nets::load_with(&model, &Device::Cpu, DType::F32, offload).unwrap();
        let latents = denoise(&model, &nets, &req, &mut |_| true).unwrap();
        latents.flatten_all().unwrap().to_vec1::<f32>().unwrap()
    };
    let resident = run(Offload::None);
    for offload in [Offload::Model, Offload::Sequential] {
        assert!(run(offload) == resident, "{offload:?}: latents differ");
    }
}

/// The plan counts the refiner: its weights and its UNet's activations in the denoising
/// peak, and under model offload the base UNet and the refiner's take turns.
#[test]
fn the_planner_counts_the_refiner() {
    use candela_engine::pipeline::run::job_shape;
    use candela_engine::planner::{predict, weight_sizes, Backend, Plan};
    let case = Case::load(CASE);
    let tmp = tempfile::tempdir().unwrap();
    let (model, req) = base_with_refiner(&case, tmp.path());
    let mut base = model.clone();
    base.set_refiner(None).unwrap();
    let w = weight_sizes(&model, DType::F32, DType::F32).unwrap();
    let w_base = weight_sizes(&base, DType::F32, DType::F32).unwrap();
    let unet_bytes = 4 * 238_436; // the tiny refiner UNet's parameters in f32
    assert_eq!(w.refiner_unet, unet_bytes);
    assert!(w.refiner_text_encoder > 0);
    assert_eq!(
        w.total(),
        w_base.total() + w.refiner_unet + w.refiner_text_encoder
    );
    let shape = job_shape(&model, &req, DType::F32, &Device::Cpu);
    assert_eq!((shape.steps, shape.refiner_steps), (4, 2));
    let plan = |offload| Plan {
        offload,
        ..Plan::default()
    };
    let peaks = |m: &Model, offload| {
        predict(
            m,
            &job_shape(m, &req, DType::F32, &Device::Cpu),
            &plan(offload),
            Backend::Cpu,
        )
        .unwrap()
    };
    let (with, without) = (peaks(&model, Offload::None), peaks(&base, Offload::None));
    assert!(with.denoising >= without.denoising + w.refiner_unet + w.refiner_text_encoder);
    // Model offload: the base UNet leaves before the refiner's comes on, so the
    // denoising peak is the larger of the two, not their sum.
    let (with, without) = (peaks(&model, Offload::Model), peaks(&base, Offload::Model));
    assert!(with.denoising >= without.denoising);
    assert!(with.denoising < without.denoising + w.refiner_unet);
    // Sequential: the refiner's resident part stays, its blocks stream through the slots.
    let seq = peaks(&model, Offload::Sequential);
    assert!(seq.denoising < with.denoising);
}

fn refiner_args<'a>(case: &'a Case, refiner: &'a str, out: &'a str, lat: &'a str) -> Vec<String> {
    let noise = case.dir.join("noise.safetensors");
    [
        "generate",
        "--model",
        case.model_path().to_str().unwrap(),
        "--refiner",
        refiner,
        "--prompt",
        &case.str("prompt"),
        "--negative-prompt",
        &case.str("negative_prompt"),
        "--width",
        "64",
        "--height",
        "64",
        "--steps",
        "6",
        "--cfg",
        "5",
        "--device",
        "cpu",
        "--init-noise",
        noise.to_str().unwrap(),
        "--save-latents",
        lat,
        "--out",
        out,
    ]
    .map(String::from)
    .to_vec()
}

#[test]
fn cli_generate_with_a_refiner_matches_diffusers() {
    let case = Case::load(CASE);
    let tmp = tempfile::tempdir().unwrap();
    let refiner = case.refiner_dir(tmp.path());
    let (out, lat) = (
        tmp.path().join("out.png"),
        tmp.path().join("lat.safetensors"),
    );
    let args = refiner_args(
        &case,
        refiner.to_str().unwrap(),
        out.to_str().unwrap(),
        lat.to_str().unwrap(),
    );
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let o = engine(&args);
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "{stderr}");
    assert!(stderr.contains("step 6/6"), "{stderr}");
    let map = candle_core::safetensors::load(&lat, &Device::Cpu).unwrap();
    case.check_latents(&map["latents"]);
    assert!(out.is_file());
    // A switch the base never reaches past gives other latents (the refiner does more).
    let mut early = args.clone();
    let lat2 = tmp.path().join("lat2.safetensors");
    let i = early.iter().position(|a| *a == "--save-latents").unwrap();
    early[i + 1] = lat2.to_str().unwrap();
    early.extend(["--refiner-switch", "0.5", "--refiner-aesthetic-score", "7"]);
    let o = engine(&early);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let other = candle_core::safetensors::load(&lat2, &Device::Cpu).unwrap();
    assert!(relative_max_error(&other["latents"], &map["latents"]) > 1e-3);
}

#[test]
fn cli_refiner_errors_name_the_flag_or_file() {
    let case = Case::load(CASE);
    let tmp = tempfile::tempdir().unwrap();
    let refiner = case.refiner_dir(tmp.path());
    let r = refiner.to_str().unwrap();
    let out = tmp.path().join("x.png");
    let out = out.to_str().unwrap();
    let sdxl = case.model_path();
    let sdxl = sdxl.to_str().unwrap();
    let base = [
        "generate", "--prompt", "a cat", "--width", "64", "--height", "64",
    ];
    let run = |extra: &[&str]| {
        let mut a = base.to_vec();
        a.extend_from_slice(extra);
        a.extend(["--steps", "2", "--out", out]);
        fails(&a)
    };
    // A refiner given as the main model.
    let e = run(&["--model", r]);
    assert!(e.contains("refiner") && e.contains("--refiner"), "{e}");
    // A refiner for a non-SDXL base.
    let e = run(&["--model", &sd1(), "--refiner", r]);
    assert!(e.contains("--refiner") && e.contains("SDXL base"), "{e}");
    // A base model given as the refiner.
    let e = run(&["--model", sdxl, "--refiner", sdxl]);
    assert!(e.contains("not an SDXL refiner"), "{e}");
    let e = run(&["--model", sdxl, "--refiner", "/nonexistent/refiner"]);
    assert!(
        e.contains("--refiner") && e.contains("does not exist"),
        "{e}"
    );
    let e = run(&["--model", sdxl, "--refiner", r, "--refiner-switch", "1.5"]);
    assert!(e.contains("--refiner-switch"), "{e}");
    let e = run(&["--model", sdxl, "--refiner-switch", "0.5"]);
    assert!(e.contains("--refiner-switch: needs --refiner"), "{e}");
    assert_eq!(
        std::fs::read_dir(tmp.path()).unwrap().count(),
        1,
        "only the refiner folder"
    );
    let _ = parity_dir();
}

/// The worker runs a job with a refiner (protocol `refiner`), then one without (the
/// refiner dropped), and a job line written before the field existed still parses.
#[test]
fn the_worker_runs_refiner_jobs_and_reads_old_job_lines() {
    use candela_engine::protocol::{Event as Ev, JobSpec, RefinerSpec, Request};
    use candela_engine::worker::serve_lines;
    let case = Case::load(CASE);
    let tmp = tempfile::tempdir().unwrap();
    let refiner = case.refiner_dir(tmp.path());
    let old = serde_json::json!({
        "model": case.model_path(), "prompt": "a cat", "width": 64, "height": 64,
        "steps": 5, "cfg": 5.0, "seed": 3, "sampler": "euler",
        "out_dir": tmp.path(), "file_stem": "old"
    });
    let old: JobSpec = serde_json::from_value(old).unwrap();
    assert_eq!(old.refiner, None);
    let mut with = old.clone();
    with.file_stem = "refined".into();
    with.refiner = Some(RefinerSpec {
        model: refiner.display().to_string(),
        switch: 0.5,
        aesthetic_score: 6.0,
        negative_aesthetic_score: 2.5,
    });
    let text = serde_json::to_string(&with).unwrap();
    assert!(text.contains("\"refiner\""), "{text}");
    let line = |id: &str, job: &JobSpec| {
        serde_json::to_string(&Request::Generate {
            id: id.into(),
            job: job.clone(),
        })
        .unwrap()
    };
    let ev: Vec<Ev> = serve_lines(Device::Cpu, &[line("a", &with), line("b", &old)]).unwrap();
    let params = |want: &str| {
        ev.iter()
            .find_map(|e| match e {
                Ev::Image { id, parameters, .. } if id == want => Some(parameters.clone()),
                _ => None,
            })
            .unwrap_or_else(|| panic!("no image for {want}: {ev:?}"))
    };
    assert!(params("a").contains("Refiner: refiner, Refiner switch at: 0.5"));
    assert!(!params("b").contains("Refiner"));
    let totals: Vec<usize> = ev
        .iter()
        .filter_map(|e| match e {
            Ev::Progress { id, total, .. } if id == "a" => Some(*total),
            _ => None,
        })
        .collect();
    assert_eq!(totals, vec![5; 5]);
}

/// The tiny refiner as an A1111/Civitai single file, assembled in `dir` (see
/// tests/parity/README.md): its UNet under the LDM names of
/// `single_file/sdxl_refiner_tiny_unet_keys.json`, bigG and the VAE from
/// `sdxl_tiny.safetensors` (bigG moved to `conditioner.embedders.0.model.`), and its yaml.
fn single_file_refiner(dir: &Path) -> std::path::PathBuf {
    use safetensors::tensor::TensorView;
    use safetensors::SafeTensors;
    let sf = parity_dir().join("single_file");
    let keys: serde_json::Map<String, serde_json::Value> = serde_json::from_str(
        &std::fs::read_to_string(sf.join("sdxl_refiner_tiny_unet_keys.json")).unwrap(),
    )
    .unwrap();
    let unet_bytes = std::fs::read(
        parity_dir().join("models/sdxl_refiner_unet/diffusion_pytorch_model.safetensors"),
    )
    .unwrap();
    let base_bytes = std::fs::read(sf.join("sdxl_tiny.safetensors")).unwrap();
    let (unet, base) = (
        SafeTensors::deserialize(&unet_bytes).unwrap(),
        SafeTensors::deserialize(&base_bytes).unwrap(),
    );
    let mut tensors: Vec<(String, TensorView)> = keys
        .iter()
        .map(|(ldm, name)| (ldm.clone(), unet.tensor(name.as_str().unwrap()).unwrap()))
        .collect();
    assert_eq!(
        tensors.len(),
        unet.len(),
        "every UNet tensor has an LDM name"
    );
    for (name, t) in base.tensors() {
        if let Some(rest) = name.strip_prefix("conditioner.embedders.1.model.") {
            tensors.push((format!("conditioner.embedders.0.model.{rest}"), t));
        } else if name.starts_with("first_stage_model.") {
            tensors.push((name, t));
        }
    }
    let path = dir.join("sdxl_refiner_tiny.safetensors");
    safetensors::serialize_to_file(tensors, None, &path).unwrap();
    std::fs::copy(
        sf.join("sdxl_refiner_tiny.yaml"),
        path.with_extension("yaml"),
    )
    .unwrap();
    path
}

/// A single-file refiner gives the same refiner as its diffusers folder: the same
/// configs, and diffusers' latents.
#[test]
fn a_single_file_refiner_matches_diffusers() {
    let case = Case::load(CASE);
    let tmp = tempfile::tempdir().unwrap();
    let file = single_file_refiner(tmp.path());
    let from_file = Refiner::open(&file).unwrap();
    let folder = Refiner::open(&case.refiner_dir(tmp.path())).unwrap();
    assert_eq!(
        from_file.unet.config.block_out_channels,
        folder.unet.config.block_out_channels
    );
    assert_eq!(
        from_file.unet.config.down_block_types,
        folder.unet.config.down_block_types
    );
    assert_eq!(
        from_file.unet.config.up_block_types,
        folder.unet.config.up_block_types
    );
    assert_eq!(
        from_file.unet.config.projection_class_embeddings_input_dim,
        folder.unet.config.projection_class_embeddings_input_dim
    );
    assert_eq!(from_file.unet.config.addition_time_embed_dim, Some(8));
    assert_eq!(
        from_file.text_encoder_2.config,
        folder.text_encoder_2.config
    );
    let (mut model, req) = base_with_refiner(&case, tmp.path());
    model.set_refiner(Some(from_file)).unwrap();
    let nets = Nets::load(&model, &Device::Cpu, DType::F32).unwrap();
    let latents = denoise(&model, &nets, &req, &mut |_| true).unwrap();
    let err = case.check_latents(&latents);
    eprintln!("single-file refiner: latents within {err:.2e} x max|ref|");
    // As the main model it is refused, naming --refiner.
    let e = Model::open(&file, &OpenOptions::default())
        .err()
        .unwrap()
        .to_string();
    assert!(e.contains("SDXL refiner") && e.contains("--refiner"), "{e}");
    // A base single file given as the refiner is refused.
    let base = parity_dir().join("single_file/sdxl_tiny.safetensors");
    let e = Refiner::open(&base).err().unwrap().to_string();
    assert!(e.contains("not an SDXL refiner"), "{e}");
}

/// `plan` with the full-size random refiner: its weights are refiner 1.0's; all resident
/// they add to every phase; under model offload the base UNet (the larger) and the
/// refiner's take turns, so the denoising peak stays the base's.
#[test]
fn cli_plan_counts_the_full_size_refiner() {
    let plan = |steps: &str, extra: &[&str]| -> serde_json::Value {
        let mut args = vec![
            "plan",
            "--json",
            "--random-weights",
            "sdxl",
            "--width",
            "1024",
            "--height",
            "1024",
            "--dtype",
            "f16",
            "--device",
            "cpu",
            "--steps",
            steps,
        ];
        args.extend_from_slice(extra);
        let o = engine(&args);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        serde_json::from_slice(&o.stdout).unwrap()
    };
    let peak =
        |v: &serde_json::Value, phase: &str| v["predicted_peak_bytes"][phase].as_u64().unwrap();
    let with = plan("30", &["--refiner", "random"]);
    let without = plan("30", &[]);
    let refiner_unet = with["weights_bytes"]["refiner_unet"].as_u64().unwrap();
    assert_eq!(refiner_unet, 2 * 2_259_526_660);
    let refiner_te = with["weights_bytes"]["refiner_text_encoder"]
        .as_u64()
        .unwrap();
    assert_eq!(refiner_te, 2 * 694_659_840);
    assert_eq!(without["weights_bytes"]["refiner_unet"].as_u64(), Some(0));
    assert!(peak(&with, "denoising") >= peak(&without, "denoising") + refiner_unet + refiner_te);
    let with = plan("30", &["--refiner", "random", "--offload", "model"]);
    let without = plan("30", &["--offload", "model"]);
    assert_eq!(peak(&with, "denoising"), peak(&without, "denoising"));
    // 30 steps switching at 0.8: 24 base steps, then the refiner's 6 (at 1024 its UNet
    // costs about what the base's does per step).
    let t = |v: &serde_json::Value| v["predicted_time_s"]["total"].as_f64().unwrap();
    let base_24 = plan("24", &["--offload", "model"]);
    let refiner_6 = t(&with) - t(&base_24);
    let base_6 = t(&without) - t(&base_24);
    assert!(
        refiner_6 > 0.5 * base_6 && refiner_6 < 2.0 * base_6,
        "{refiner_6} s for the refiner's 6 steps, {base_6} s for 6 base steps"
    );
}

#[test]
fn info_describes_a_refiner() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = Case::load(CASE).refiner_dir(tmp.path());
    let out = engine(&["info", "--model", dir.to_str().unwrap()]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let info: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(info["family"], "sdxl_refiner");
    let names: Vec<_> = info["components"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(names, ["unet", "text_encoder_2"]);
    let sum: u64 = info["components"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["bytes"].as_u64().unwrap())
        .sum();
    assert_eq!(info["total_bytes"].as_u64().unwrap(), sum);
    assert!(sum > 0);
    // Something that is neither keeps the model's error.
    let bad = tmp.path().join("notes.txt");
    std::fs::write(&bad, "hello").unwrap();
    let out = engine(&["info", "--model", bad.to_str().unwrap()]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("notes.txt") && err.contains("diffusers model folder"),
        "{err}"
    );
}

/// A textual-inversion embedding named in the prompt reaches the refiner's encoder (its
/// clip_g vectors, as A1111 applies them): the refiner's conditioning against diffusers'
/// refiner with `load_textual_inversion` on text_encoder_2 (make_refiner_embedding_case.py).
#[test]
fn refiner_conditioning_uses_the_prompts_embeddings() {
    let case = Case::load(CASE);
    let emb = Case::load("sdxl_refiner_embedding");
    let tmp = tempfile::tempdir().unwrap();
    let (mut model, mut req) = base_with_refiner(&case, tmp.path());
    req.prompt = emb.str("prompt");
    req.negative_prompt = emb.str("negative_prompt");
    let file = candela_tests::parity_dir().join(emb.str("embedding"));
    let spec = candela_engine::protocol::AttachSpec {
        embeddings: vec![file.display().to_string()],
        ..Default::default()
    };
    model
        .attach_job(&spec, &req.prompt, &req.negative_prompt)
        .unwrap();
    let nets = Nets::load(&model, &Device::Cpu, DType::F32).unwrap();
    let rc = text_embeddings(&model, &nets, &req)
        .unwrap()
        .refiner
        .expect("the refiner's conditioning");
    let f = "expected_refiner_prompt_embeds.safetensors";
    let pair =
        |neg: &str, pos: &str| Tensor::cat(&[emb.tensor(f, neg), emb.tensor(f, pos)], 0).unwrap();
    let err = relative_max_error(
        &rc.context,
        &pair("negative_prompt_embeds", "prompt_embeds"),
    );
    assert!(err < 1e-5, "refiner prompt embeds differ by {err:.2e}");
    let tt = rc.text_time.expect("pooled embeds and time ids");
    let want = pair("negative_pooled_prompt_embeds", "pooled_prompt_embeds");
    let err = relative_max_error(&tt.text_embeds, &want);
    assert!(err < 1e-5, "refiner pooled embeds differ by {err:.2e}");
}
