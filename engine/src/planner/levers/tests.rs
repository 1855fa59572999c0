//! The declared levers: their values, their rung on the ladder, their effect on the
//! prediction and the choice, and how far a lever reaches into the code.
use super::fp8_share::LEVER as FP8_SHARE;
use super::stream_keep::LEVER as STREAM_KEEP;
use super::text_encoder_offload::LEVER as TE_OFFLOAD;
use super::*;
use crate::attach::Model;
use crate::planner::plan::{Backend, JobShape, Plan};
use crate::planner::tests::{job, needs};
use crate::planner::{choose, peak, predict, predict_time, weight_sizes_in};
use crate::protocol::{NetDevice, Offload, WeightsDtype};
use candle_core::DType;

/// Every lever `auto` but `lever`, at `value`.
fn set(lever: &Lever, value: &str) -> Levers {
    let map = BTreeMap::from([(lever.key.to_string(), value.to_string())]);
    Levers::from_map(&map).unwrap()
}

fn with(value: &str) -> Levers {
    set(&TE_OFFLOAD, value)
}

#[test]
fn values_parse_print_and_refuse_what_no_lever_takes() {
    // What the ladder and the choice set a lever to is one of its values.
    for lever in LEVERS {
        let named = lever
            .rung
            .map(|(_, v)| v)
            .into_iter()
            .chain(lever.raise.iter().copied());
        for value in named {
            assert!(lever.choice(value).is_some(), "{}: {value}", lever.key);
        }
        assert_eq!(lever.choices[0].0, "auto", "{}", lever.key);
    }
    let on = with("on");
    assert_eq!(on.value(&TE_OFFLOAD), "on");
    assert_eq!(Levers::default().value(&TE_OFFLOAD), "auto");
    assert_eq!(Levers::from_map(&on.to_map()).unwrap(), on);
    assert!(Levers::default().to_map().is_empty());
    assert_eq!(on.flags(), " --text-encoder-offload on");
    assert_eq!(on.to_json()["text_encoder_offload"], "on");
    let plan = Plan {
        levers: on,
        ..Plan::default()
    };
    assert!(plan.flags().ends_with(" --text-encoder-offload on"));
    assert_eq!(plan.to_json()["text_encoder_offload"], "on");
    assert_eq!(Plan::default().to_json()["text_encoder_offload"], "auto");

    let unknown = BTreeMap::from([("gpu_turbo".to_string(), "on".to_string())]);
    let e = Levers::from_map(&unknown).unwrap_err().to_string();
    assert!(
        e.contains("levers.gpu_turbo") && e.contains("text_encoder_offload"),
        "{e}"
    );
    let bad = BTreeMap::from([(TE_OFFLOAD.key.to_string(), "maybe".to_string())]);
    let e = Levers::from_map(&bad).unwrap_err().to_string();
    assert!(
        e.contains("--text-encoder-offload") && e.contains("auto, off, on"),
        "{e}"
    );
}

#[test]
fn the_ladder_offloads_the_text_encoders_after_the_tile_store_and_before_fp8() {
    let ladder = Plan::default().ladder();
    let i = ladder
        .iter()
        .position(|p| p.levers.value(&TE_OFFLOAD) == "on")
        .expect("the lever's rung is on the ladder");
    let (before, at, after) = (&ladder[i - 1], &ladder[i], &ladder[i + 1]);
    assert!(before.vae_tile.is_some() && before.attention != Default::default());
    assert_eq!(at.weights.unet, WeightsDtype::Auto);
    assert_eq!(at.offload, Offload::None);
    assert_eq!(after.weights.unet, WeightsDtype::Fp8E4m3fn);
    assert!(ladder[i..].iter().all(|p| p.levers == at.levers));
    // It keeps the numbers: the out-of-memory fallback's ladder has it too.
    assert!(Plan::default()
        .ladder_keeping_weights()
        .iter()
        .any(|p| p.levers.value(&TE_OFFLOAD) == "on"));
    // A lever the user set stays as set.
    let off = Plan {
        levers: with("off"),
        ..Plan::default()
    };
    assert!(off
        .ladder()
        .iter()
        .all(|p| p.levers.value(&TE_OFFLOAD) == "off"));
}

#[test]
fn offloaded_text_encoders_leave_the_denoising_and_the_vae() {
    let model = Model::random("sdxl").unwrap();
    let job = job(1024, DType::F16);
    for backend in [Backend::Cuda, Backend::Cpu] {
        let plan = |offload, value| Plan {
            offload,
            levers: with(value),
            ..Plan::default()
        };
        let te = weight_sizes_in(&model, job.dtype, job.vae_dtype, Default::default())
            .unwrap()
            .text_encoder;
        assert!(te > 1500 << 20, "SDXL's two text encoders in f16");
        let off = predict(&model, &job, &plan(Offload::None, "off"), backend).unwrap();
        let on = predict(&model, &job, &plan(Offload::None, "on"), backend).unwrap();
        assert_eq!(on.text_encoding, off.text_encoding);
        assert!(off.denoising - on.denoising >= te, "{backend:?}");
        assert_eq!(off.vae - on.vae, te, "{backend:?}");
        // Nothing to move where model offload moves them anyway, or on the CPU.
        for offload in [Offload::Model, Offload::Sequential] {
            let a = predict(&model, &job, &plan(offload, "off"), backend).unwrap();
            let b = predict(&model, &job, &plan(offload, "on"), backend).unwrap();
            assert_eq!(a, b, "{offload:?}");
        }
        let cpu = |value| Plan {
            text_encoder_device: NetDevice::Cpu,
            ..plan(Offload::None, value)
        };
        assert_eq!(
            predict(&model, &job, &cpu("off"), backend).unwrap(),
            predict(&model, &job, &cpu("on"), backend).unwrap()
        );
        // Their upload, once a job.
        let w = weight_sizes_in(&model, job.dtype, job.vae_dtype, Default::default()).unwrap();
        let t_off = predict_time(&model, &job, &plan(Offload::None, "off"), backend, &w);
        let t_on = predict_time(&model, &job, &plan(Offload::None, "on"), backend, &w);
        let upload = te as f64 / crate::planner::time::HOST_TO_DEVICE_BYTES_PER_S;
        assert!((t_on.total_s - t_off.total_s - upload).abs() < 1e-9);
        assert_eq!(t_on.step_s, t_off.step_s);
    }
}

/// SD 3's encoders, T5-XXL among them, leave the denoising and the VAE too; what T5 holds
/// beside its weights (`calibration::T5_DEVICE_EXTRA_MIB`) stays counted.
#[test]
fn sd3_encoders_leave_the_denoising_and_the_vae() {
    let model = Model::random("sd35m").unwrap();
    let job = job(1024, DType::F16);
    let plan = |value| Plan {
        levers: with(value),
        ..Plan::default()
    };
    let off = predict(&model, &job, &plan("off"), Backend::Cuda).unwrap();
    let on = predict(&model, &job, &plan("on"), Backend::Cuda).unwrap();
    let w = weight_sizes_in(&model, job.dtype, job.vae_dtype, Default::default()).unwrap();
    let te = w.text_encoder;
    assert!(te > 9 << 30, "T5-XXL and the two CLIPs in f16");
    assert_eq!(off.vae - on.vae, te);
    assert_eq!(off.denoising - on.denoising, te);
    assert_eq!(off.text_encoding, on.text_encoding);
}

/// SDXL 1024 on a budget that fits the UNet resident in f16 once the text encoders are
/// gone: the planner takes the lever before fp8 weights or model offload.
#[test]
fn a_budget_between_the_two_takes_the_lever_before_fp8() {
    let model = Model::random("sdxl").unwrap();
    let job = job(1024, DType::F16);
    let tiled = Plan::default().ladder()[2];
    assert_eq!(tiled.levers, Levers::default());
    let lowered = Plan {
        levers: with("on"),
        ..tiled
    };
    let overhead = crate::vram::overhead_bytes(true);
    let need = |p: &Plan| needs(&model, &job, p) + overhead;
    assert!(need(&lowered) < need(&tiled));
    let budget = need(&lowered) + (16 << 20);
    let choice = choose(&model, &job, Plan::default(), Some(budget), Backend::Cuda).unwrap();
    assert!(choice.fits);
    assert_eq!(choice.plan.levers.value(&TE_OFFLOAD), "on");
    assert_eq!(choice.plan.weights.unet, WeightsDtype::Auto);
    assert_eq!(choice.plan.offload, Offload::None);
    // Without a budget the plan is as asked: the lever stays `auto` (off).
    let free = choose(&model, &job, Plan::default(), None, Backend::Cuda).unwrap();
    assert_eq!(free.plan.levers.value(&TE_OFFLOAD), "auto");
}

/// Issue 18's rule for a memory lever: its own file, its line in `LEVERS`, and the
/// placement that obeys it; the flag, the protocol key, the plan's JSON, the ladder, the
/// choice, the app's row come from the registry. Each lever's module name (its key)
/// appears in no other product file of the workspace.
#[test]
fn a_lever_reaches_three_product_files() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    for dir in ["engine/src", "app/src"] {
        walk(&root.join(dir), &mut files);
    }
    for lever in LEVERS {
        let mut named: Vec<_> = files
            .iter()
            .filter(|f| {
                let f = f.to_string_lossy();
                !f.ends_with("tests.rs") && !f.contains("/tests/")
            })
            .filter(|f| std::fs::read_to_string(f).is_ok_and(|s| s.contains(lever.key)))
            .map(|f| {
                f.strip_prefix(&root)
                    .unwrap_or(f)
                    .to_string_lossy()
                    .into_owned()
            })
            .collect();
        named.sort();
        let own = format!("engine/src/planner/levers/{}.rs", lever.key);
        let mut want = vec![
            "engine/src/pipeline/placed.rs".to_string(),
            "engine/src/planner/levers/mod.rs".to_string(),
            own,
        ];
        want.sort();
        assert_eq!(named, want, "{}", lever.key);
    }
}

fn walk(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            walk(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The random SDXL, a 1024 px job of it, and what a CUDA process holds beside the pool.
fn sdxl_1024() -> (Model, crate::planner::plan::JobShape, u64) {
    let model = Model::random("sdxl").unwrap();
    (
        model,
        job(1024, DType::F16),
        crate::vram::overhead_bytes(true),
    )
}

fn share(value: &str) -> Levers {
    set(&FP8_SHARE, value)
}

/// SDXL 1024 on budgets between its fp8 and its f16 UNet (the text encoders offloaded): the
/// choice keeps the fp8 UNet and as much of it in f16 as fits, in steps of 10%; one step
/// more would not fit. Without a budget, or with the share set, it stays as asked.
#[test]
fn a_budget_with_room_keeps_part_of_the_fp8_unet_in_f16() {
    let (model, job, overhead) = sdxl_1024();
    let need = |p: &Plan| needs(&model, &job, p) + overhead;
    let mut kept = Vec::new();
    for gib in [6.0, 6.5, 7.0] {
        let budget = (gib * 1073741824.0) as u64;
        let choice = choose(&model, &job, Plan::default(), Some(budget), Backend::Cuda).unwrap();
        let plan = choice.plan;
        assert!(choice.fits, "{gib}");
        assert_eq!(plan.weights.unet, WeightsDtype::Fp8E4m3fn, "{gib}");
        assert_eq!(plan.offload, Offload::None, "{gib}");
        let value = plan.levers.value(&FP8_SHARE);
        let percent: u64 = value.parse().unwrap_or_else(|_| panic!("{gib}: {value}"));
        assert!(percent < 100, "{gib}");
        if percent > 10 {
            let faster = share(&(percent - 10).to_string());
            let mut more = plan;
            more.levers.0[FP8_SHARE.index()] = faster.0[FP8_SHARE.index()];
            assert!(need(&more) > budget, "{gib}: {} would fit", percent - 10);
        }
        // The tile store took its room first: its wholes in GPU memory wherever they fit
        // with the whole UNet in fp8.
        let mut all_fp8 = plan;
        all_fp8.levers = share("auto");
        all_fp8.vae_tile_store = NetDevice::Gpu;
        if need(&all_fp8) <= budget {
            assert_eq!(plan.vae_tile_store, NetDevice::Gpu, "{gib}");
        }
        eprintln!("{gib} GiB: {}", plan.flags());
        kept.push(percent);
    }
    // More memory, more of the UNet in f16.
    assert!(kept.windows(2).all(|w| w[1] < w[0]), "{kept:?}");
    let free = choose(&model, &job, Plan::default(), None, Backend::Cuda).unwrap();
    assert_eq!(free.plan.levers.value(&FP8_SHARE), "auto");
    let set = Plan {
        levers: share("100"),
        ..Plan::default()
    };
    let budget = 6 << 30;
    let asked = choose(&model, &job, set, Some(budget), Backend::Cuda).unwrap();
    assert_eq!(asked.plan.levers.value(&FP8_SHARE), "100");
}

/// The kept layers' extra bytes (two a weight in f16 instead of one) are counted wherever
/// the UNet is on the device: every phase with every net resident, the denoising and its
/// upload under model offload; nothing under sequential offload or without fp8. (Run
/// with `CANDELA_FP8_KEEP=deepest`, the reserve is two buffers in the denoising alone:
/// `fp8_share::reserve_buffers`.)
#[test]
fn the_kept_layers_are_counted_where_the_unet_is() {
    let model = Model::random("sd15").unwrap();
    let job = job(512, DType::F16);
    let fp8 = crate::weights_dtype::NetDtypes {
        unet: WeightsDtype::Fp8E4m3fn,
        ..Default::default()
    };
    let at = |offload, weights, value: &str| {
        let plan = Plan {
            offload,
            weights,
            levers: share(value),
            ..Plan::default()
        };
        let p = predict(&model, &job, &plan, Backend::Cuda).unwrap();
        let w = weight_sizes_in(&model, job.dtype, job.vae_dtype, plan.weights).unwrap();
        let t = predict_time(&model, &job, &plan, Backend::Cuda, &w);
        (p, t.transfer_s)
    };
    let w = weight_sizes_in(&model, job.dtype, job.vae_dtype, fp8).unwrap();
    let (all, _) = at(Offload::None, fp8, "100");
    let (half, _) = at(Offload::None, fp8, "50");
    let extra = half.text_encoding - all.text_encoding;
    assert!(extra > 0 && extra < w.unet, "{extra} of {}", w.unet);
    // The denoising keeps the pool's reserve for a partly-fp8 UNet beside them: a decode
    // buffer of its largest layer (the smallest-first order's, the default); so does a
    // VAE pass in more than one tile after it with every net resident, and no other.
    let reserve = w.unet_upcast;
    assert!(reserve > 0);
    assert_eq!(half.vae - all.vae, extra);
    assert_eq!(half.denoising - all.denoising, extra + reserve);
    let tiled = |px, value: &str| {
        let plan = Plan {
            offload: Offload::None,
            weights: fp8,
            levers: share(value),
            vae_tile: Some(px),
            ..Plan::default()
        };
        predict(&model, &job, &plan, Backend::Cuda).unwrap().vae
    };
    assert_eq!(tiled(256, "50") - tiled(256, "100"), extra + reserve);
    assert_eq!(tiled(512, "50") - tiled(512, "100"), extra);
    let (all_m, t_all) = at(Offload::Model, fp8, "100");
    let (half_m, t_half) = at(Offload::Model, fp8, "50");
    assert_eq!(half_m.denoising - all_m.denoising, extra + reserve);
    assert_eq!(half_m.vae, all_m.vae);
    assert!(t_half > t_all);
    assert_eq!(
        at(Offload::Sequential, fp8, "50").0,
        at(Offload::Sequential, fp8, "100").0
    );
    let f16 = crate::weights_dtype::NetDtypes::default();
    assert_eq!(
        at(Offload::None, f16, "50").0,
        at(Offload::None, f16, "100").0
    );
}

/// The kept groups' bytes are counted in the denoising phase alone (the pool parks them
/// with the arena when it ends), uploaded once a job and copied at no step after; nothing
/// changes but under sequential offload.
#[test]
fn kept_groups_are_counted_in_the_denoising_and_taken_off_every_step() {
    let model = Model::random("sdxl").unwrap();
    let job = job(1024, DType::F16);
    let at = |offload, value: &str| {
        let plan = Plan {
            offload,
            levers: set(&STREAM_KEEP, value),
            ..Plan::default()
        };
        let p = predict(&model, &job, &plan, Backend::Cuda).unwrap();
        let w = weight_sizes_in(&model, job.dtype, job.vae_dtype, plan.weights).unwrap();
        (p, predict_time(&model, &job, &plan, Backend::Cuda, &w), w)
    };
    let (none, t0, w) = at(Offload::Sequential, "0");
    let streamed = w.unet - w.unet_resident;
    let mut last = 0;
    for tenth in 1..10u64 {
        let (p, t, _) = at(Offload::Sequential, &(tenth * 10).to_string());
        // With the pool's reserve beside them on a CUDA device.
        let kept = w.unet_kept[tenth as usize];
        assert_eq!(
            p.denoising - none.denoising,
            kept + super::stream_keep::kept_reserve(kept, model.controlnets.len())
        );
        // Whole groups within the share, and more for each step up.
        assert!(
            kept <= streamed * tenth / 10 && kept > last,
            "{tenth}: {kept}"
        );
        assert!(
            kept + w.unet_largest_group > streamed * tenth / 10,
            "{tenth}"
        );
        last = kept;
        assert_eq!((p.text_encoding, p.vae), (none.text_encoding, none.vae));
        assert!(
            t.step_s <= t0.step_s && t.transfer_s < t0.transfer_s,
            "{tenth}"
        );
    }
    assert_eq!(at(Offload::Sequential, "auto").0, none);
    for offload in [Offload::None, Offload::Model] {
        assert_eq!(at(offload, "50").0, at(offload, "0").0);
    }
}

/// A base that hands every step to the refiner uploads no kept group (they go up at its
/// first step): its denoising and its time count none, whatever the share; the same job
/// with two base steps counts them (uploaded once, copied at neither step).
#[test]
fn a_base_that_runs_no_step_keeps_no_group() {
    use crate::attach::refiner::Refiner;
    let mut model = Model::random("sdxl").unwrap();
    model.refiner = Some(Refiner::random().unwrap());
    let shaped = |steps| JobShape {
        steps,
        refiner_steps: 1,
        ..job(1024, DType::F16)
    };
    let at = |steps, value: &str| {
        let plan = Plan {
            offload: Offload::Sequential,
            levers: set(&STREAM_KEEP, value),
            ..Plan::default()
        };
        let job = shaped(steps);
        let p = predict(&model, &job, &plan, Backend::Cuda).unwrap();
        let w = weight_sizes_in(&model, job.dtype, job.vae_dtype, plan.weights).unwrap();
        (
            p,
            predict_time(&model, &job, &plan, Backend::Cuda, &w).transfer_s,
        )
    };
    assert_eq!(at(0, "90"), at(0, "0"));
    let ((kept, kept_s), (none, none_s)) = (at(2, "90"), at(2, "0"));
    assert!(kept.denoising > none.denoising && kept_s < none_s);
}

/// SDXL 1024 streamed on budgets between its arena alone and its whole UNet: the choice
/// keeps the largest share of the streamed groups that fits with the lever's room to spare
/// (one step more would not),
/// and widens the arena only with what that leaves. Without a budget it keeps what stays
/// under the job's peak (`choose::raised_within_peak`); with the value set, it stays as
/// asked.
#[test]
fn a_budget_keeps_the_largest_streamed_groups_before_it_widens_the_arena() {
    let (model, job, overhead) = sdxl_1024();
    let need = |p: &Plan| needs(&model, &job, p) + overhead;
    let start = Plan {
        offload: Offload::Sequential,
        vae_tile: Some(512),
        ..Plan::default()
    };
    let mut kept = Vec::new();
    for gib in [3.0, 4.0, 5.0] {
        let budget = (gib * 1073741824.0) as u64;
        let choice = choose(&model, &job, start, Some(budget), Backend::Cuda).unwrap();
        let plan = choice.plan;
        assert!(choice.fits, "{gib}");
        assert_eq!(plan.offload, Offload::Sequential, "{gib}");
        let value = plan.levers.value(&STREAM_KEEP);
        let percent: u64 = value.parse().unwrap_or_else(|_| panic!("{gib}: {value}"));
        assert!(percent > 0, "{gib}");
        let mut more = plan;
        more.stream_slots = None;
        // Its denoising fits with the room a raised value leaves; one step more would not.
        let room = STREAM_KEEP.raise_room_mib << 20;
        let denoising = |p: &Plan| predict(&model, &job, p, Backend::Cuda).unwrap().denoising;
        assert!(denoising(&plan) + overhead + room <= budget, "{gib}");
        if percent < 90 {
            more.levers = set(&STREAM_KEEP, &(percent + 10).to_string());
            assert!(
                need(&more) > budget || denoising(&more) + overhead + room > budget,
                "{gib}: {} would fit",
                percent + 10
            );
        }
        eprintln!("{gib} GiB: {}", plan.flags());
        kept.push(percent);
    }
    assert!(kept.windows(2).all(|w| w[1] >= w[0]), "{kept:?}");
    assert!(kept.last() > kept.first(), "{kept:?}");
    // Without a budget it keeps what stays under the job's peak from its other phases:
    // the same peak as keeping none, and ten points more would raise it.
    let free = choose(&model, &job, start, None, Backend::Cuda).unwrap();
    let peak_of = |p: &Plan| peak(&predict(&model, &job, p, Backend::Cuda).unwrap());
    let value = free.plan.levers.value(&STREAM_KEEP);
    let percent: u64 = value
        .parse()
        .unwrap_or_else(|_| panic!("no budget: {value}"));
    assert!(percent > 0);
    assert_eq!(peak_of(&free.plan), peak_of(&start));
    let mut more = free.plan;
    more.levers = set(&STREAM_KEEP, &(percent + 10).to_string());
    assert!(peak_of(&more) > peak_of(&start), "{}", percent + 10);
    let set = Plan {
        levers: set(&STREAM_KEEP, "0"),
        ..start
    };
    let asked = choose(&model, &job, set, Some(4 << 30), Backend::Cuda).unwrap();
    assert_eq!(asked.plan.levers.value(&STREAM_KEEP), "0");
    assert!(asked.plan.stream_slots.is_some_and(|n| n > 2));
}

/// At a share, a partly-fp8 UNet keeps in the run's dtype its vectors (time and added
/// embeddings, the resnets' time projections) first and the cross-attention's keys and
/// values (decoded once a job) last. Between them, the pixels' layers smallest first (the
/// default), so that the fp8 ones are the largest and a step decodes the fewest, or, with
/// `CANDELA_FP8_KEEP=deepest`, from the deepest level.
#[test]
fn a_partly_fp8_unet_keeps_its_vectors_and_then_its_deepest_or_smallest_layers() {
    let vector = |n: &str| {
        n.starts_with("time_embedding")
            || n.starts_with("add_embedding")
            || n.contains("time_emb_proj")
    };
    let context = |n: &str| n.contains("attn2.to_k") || n.contains("attn2.to_v");
    // The level of a pixels' layer from the deepest (0), as the deepest-first order counts it.
    let depth = |n: &str, levels: usize| -> usize {
        let index = |p: &str| {
            n.strip_prefix(p)
                .and_then(|r| r.split('.').next()?.parse().ok())
        };
        let level: usize = match (index("down_blocks."), index("up_blocks.")) {
            (Some(i), _) => i,
            (_, Some(j)) => levels - 1 - j,
            _ if n.starts_with("mid_block.") => levels - 1,
            _ => 0,
        };
        levels - 1 - level
    };
    for arch in ["sd15", "sdxl"] {
        let model = Model::random(arch).unwrap();
        let levels = model.unet.as_ref().unwrap().config.block_out_channels.len();
        let mut fp8_pixels_each = Vec::new();
        for by_size in [false, true] {
            let (kept, _) = super::fp8_share::kept_in_order(&model, 70, by_size).unwrap();
            let layers = super::fp8_share::ranked(&model, by_size).unwrap();
            let (mut last_kept, mut first_fp8) = (0u64, u64::MAX);
            let (mut pixels, mut fp8_pixels) = (0usize, 0usize);
            for (names, elements) in &layers {
                let k = names.iter().all(|n| kept.contains(n));
                assert!(
                    k || names.iter().all(|n| !kept.contains(n)),
                    "{arch}: a layer split"
                );
                let name = names[0].as_str();
                if vector(name) {
                    assert!(k, "{arch}: {name} in fp8");
                    continue;
                }
                if context(name) {
                    assert!(!k, "{arch}: {name} kept before the pixels' layers");
                    continue;
                }
                // What orders the pixels' layers: their size, or their depth.
                let key = if by_size {
                    *elements
                } else {
                    depth(name, levels) as u64
                };
                match k {
                    true => last_kept = last_kept.max(key),
                    false => first_fp8 = first_fp8.min(key),
                }
                pixels += 1;
                fp8_pixels += usize::from(!k);
            }
            assert!(
                last_kept <= first_fp8,
                "{arch} by size {by_size}: {last_kept} kept, {first_fp8} in fp8"
            );
            eprintln!("{arch}, by size {by_size}: {fp8_pixels} of {pixels} pixels' layers in fp8 at share 70");
            fp8_pixels_each.push(fp8_pixels);
        }
        // The smallest kept first leave the fewest layers in fp8 (SD 1.5: 38 of 226, where
        // the deepest level first leaves 204).
        assert!(
            3 * fp8_pixels_each[1] < fp8_pixels_each[0],
            "{arch}: {fp8_pixels_each:?}"
        );
    }
}
