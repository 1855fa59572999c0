//! `--fp8-share auto|100|90|...|10`: of the UNet's layers that fp8 weights store low
//! (`--weights-dtype fp8_*`, or the budget ladder's fp8 rung), the share of their weights
//! kept in fp8; the rest stay in the run's dtype. Each fp8 layer is decoded to the run's
//! dtype every step (on a second stream, `weights_dtype::DecodeAhead`): SDXL 1024 steps at
//! about 1.06x its f16 time with the whole UNet in fp8. Where the budget has room for part
//! of it in f16 (a 6 GiB card once the text encoders are offloaded), the memory plan keeps
//! that part there: the step pays the decode of the rest only. `auto` is `100` unless the
//! choice finds room (`Lever::raise`). The layers kept first are the vectors' (time and
//! added embeddings, each resnet's time projection: two rows of work, their decode hidden
//! least), then the pixels' layers smallest first, so that the fp8 ones are the largest and
//! a step decodes the fewest (SD 1.5 at share 70: 38 of its 226 pixels' layers); the
//! cross-attention keys' and values', computed once a job from the prompt
//! (`nets::context_cache`), come last. Measured on an H200 (session 37,
//! `tools/gpu/fp8_keep_order_37.sh`, interleaved) against the order this lever had before,
//! the pixels' layers level by level from the deepest (`CANDELA_FP8_KEEP=deepest`, which
//! decodes 204 of SD 1.5's 226 at share 70): SD 1.5 512 on a simulated 2 GiB card (share
//! 70) 12.0-12.2 ms a step against 13.5-14.2 (f16 resident 11.5), SDXL 1024 on 6 GiB
//! (share 80) 42.7-42.9 against 43.1-43.4. The 51 recorded runs that keep a share were run
//! again in this order (`tools/gpu/order42_runs.jsonl`, now their records) and the
//! reserve refitted on them ([`reserve_buffers`]); it became the default in session 38.
//! Under `--offload none` and `model` (the UNet streamed under sequential offload keeps
//! its arena's slot sizes).
use super::lever::{Context, Lever};
use super::values::Levers;
use crate::attach::Model;
use crate::nets::unet::UNet;
use crate::planner::plan::{Backend, Plan};
use crate::planner::term::Term;
use crate::protocol::{Offload, WeightsDtype};
use crate::weights_dtype::{stores_low, Kept, Storage};
use crate::Result;
use std::collections::{BTreeMap, HashSet};
use std::sync::Arc;

pub const LEVER: Lever = Lever {
    key: "fp8_share",
    flag: "fp8-share",
    help: "With fp8 weights (--weights-dtype fp8_*, or chosen by the memory plan), under \
           --offload none or model: the percentage of the UNet's fp8 layers (by weight) kept \
           in fp8, the rest in --dtype: auto (the memory plan keeps as much in --dtype as \
           the --vram-budget leaves room for; all fp8 without a budget), or 100 to 10 in \
           steps of 10. Less fp8 is faster and closer to the f16 picture",
    choices: &[
        (
            "auto",
            "All of the UNet's fp8 layers in fp8, unless the budget leaves room for some in \
             full precision",
        ),
        ("100", "Every fp8 layer in fp8: the least memory"),
        ("90", "90% of the fp8 layers in fp8, 10% in full precision"),
        ("80", "80% of the fp8 layers in fp8, 20% in full precision"),
        ("70", "70% of the fp8 layers in fp8, 30% in full precision"),
        ("60", "60% of the fp8 layers in fp8, 40% in full precision"),
        (
            "50",
            "Half of the fp8 layers in fp8, half in full precision",
        ),
        ("40", "40% of the fp8 layers in fp8, 60% in full precision"),
        ("30", "30% of the fp8 layers in fp8, 70% in full precision"),
        ("20", "20% of the fp8 layers in fp8, 80% in full precision"),
        (
            "10",
            "10% of the fp8 layers in fp8, 90% in full precision: nearly the full-precision \
             speed",
        ),
    ],
    label: "fp8 share",
    rung: None,
    raise: &["10", "20", "30", "40", "50", "60", "70", "80", "90"],
    raise_room_mib: 0,
    raise_within_peak: false,
    matters,
    changes_numbers: true,
    predict,
    moves,
    spares: |_, _| 0,
};

/// Whether the plan stores the UNet's layers in fp8 and keeps it whole on the device for
/// its phase.
fn matters(plan: &Plan) -> bool {
    whole_in_fp8(plan.offload, plan.weights.unet)
}

/// Whether a UNet stored as `choice` under `offload` holds its layers in fp8 and is placed
/// whole for its phase (not streamed).
fn whole_in_fp8(offload: Offload, choice: WeightsDtype) -> bool {
    matches!(choice, WeightsDtype::Fp8E4m3fn | WeightsDtype::Fp8E5m2)
        && offload != Offload::Sequential
}

/// The percentage of the fp8 layers' weights kept in fp8 that `value` says (`auto`: all).
fn percent(value: &str) -> u64 {
    value.parse().unwrap_or(100)
}

/// The UNet's layers stored low, each as its tensors' names and elements, in the order they
/// are kept in the run's dtype: the vectors' first, then level by level from the deepest
/// (smallest first with `by_size`), the context's keys and values last.
pub(super) fn ranked(model: &Model, by_size: bool) -> Result<Vec<(Vec<String>, u64)>> {
    let Some(u) = &model.unet else {
        return Ok(Vec::new());
    };
    let shapes = crate::offload::record_shapes(&u.weights, |vb| UNet::new(vb, &u.config))?;
    let levels = u.config.block_out_channels.len();
    let mut modules: BTreeMap<String, (usize, Vec<String>, u64)> = BTreeMap::new();
    for (i, (name, shape)) in shapes.into_iter().enumerate() {
        if !stores_low(&name) {
            continue;
        }
        let module = name
            .rsplit_once('.')
            .map_or(name.as_str(), |m| m.0)
            .to_string();
        let entry = modules.entry(module).or_insert((i, Vec::new(), 0));
        entry.2 += shape.iter().product::<usize>() as u64;
        entry.1.push(name);
    }
    let mut ranked: Vec<_> = modules
        .into_iter()
        .map(|(module, (first, names, elements))| {
            let (class, depth) = rank(&module, levels);
            let within = if by_size { elements } else { depth as u64 };
            ((class, within, first), (names, elements))
        })
        .collect();
    ranked.sort_by_key(|(key, _)| *key);
    Ok(ranked.into_iter().map(|(_, layer)| layer).collect())
}

/// Whether the pixels' layers are kept in the run's dtype smallest first (the default) or,
/// with `CANDELA_FP8_KEEP=deepest`, level by level from the deepest (see the module's note).
fn smallest_first() -> bool {
    std::env::var("CANDELA_FP8_KEEP").as_deref() != Ok("deepest")
}

/// Where a layer of the UNet (`module`, its path) comes in the order of [`ranked`]: its
/// class (0 the vectors', 1 the pixels', 2 the cross-attention's keys and values), then its
/// level from the deepest (0).
fn rank(module: &str, levels: usize) -> (u8, usize) {
    let index = |prefix: &str| {
        module
            .strip_prefix(prefix)
            .and_then(|rest| rest.split('.').next()?.parse::<usize>().ok())
    };
    let level = if let Some(i) = index("down_blocks.") {
        i
    } else if let Some(j) = index("up_blocks.") {
        levels.saturating_sub(1 + j)
    } else if module.starts_with("mid_block.") {
        levels.saturating_sub(1)
    } else {
        0
    };
    let deepest_first = levels.saturating_sub(1 + level);
    let class = if module.starts_with("time_embedding")
        || module.starts_with("add_embedding")
        || module.ends_with("time_emb_proj")
    {
        0
    } else if module.ends_with("attn2.to_k") || module.ends_with("attn2.to_v") {
        2
    } else {
        1
    };
    (class, deepest_first)
}

/// The layers kept in the run's dtype at `percent` of the weights in fp8, and their
/// elements: whole layers in [`ranked`]'s order while they fit in the rest.
fn kept_at(model: &Model, percent: u64) -> Result<(HashSet<String>, u64)> {
    kept_in_order(model, percent, smallest_first())
}

/// [`kept_at`] with the pixels' layers kept smallest first (`by_size`) or from the deepest
/// level.
pub(super) fn kept_in_order(
    model: &Model,
    percent: u64,
    by_size: bool,
) -> Result<(HashSet<String>, u64)> {
    let ranked = ranked(model, by_size)?;
    let total: u64 = ranked.iter().map(|(_, e)| e).sum();
    let room = total * (100 - percent.min(100)) / 100;
    let (mut kept, mut elements) = (HashSet::new(), 0);
    for (names, e) in ranked {
        if elements + e > room {
            break;
        }
        elements += e;
        kept.extend(names);
    }
    Ok((kept, elements))
}

/// Whether `value` keeps any layer out of fp8 for a UNet stored as `choice` under
/// `offload`.
fn applies(value: &str, offload: Offload, choice: WeightsDtype) -> bool {
    percent(value) < 100 && whole_in_fp8(offload, choice)
}

/// How the placement keeps the UNet's layers under `levers`, with `choice` its
/// `--weights-dtype` and `offload` the plan's mode.
pub fn unet_storage(
    levers: &Levers,
    model: &Model,
    offload: Offload,
    choice: WeightsDtype,
) -> Result<Storage> {
    let value = levers.value(&LEVER);
    let kept: Option<Kept> = match applies(value, offload, choice) {
        true => Some(Arc::new(kept_at(model, percent(value))?.0)),
        false => None,
    };
    Ok(Storage { choice, kept })
}

/// The bytes the kept layers hold beyond their fp8 bytes (one byte an element).
fn extra_bytes(value: &str, at: &Context) -> u64 {
    if !applies(value, at.plan.offload, at.plan.weights.unet) {
        return 0;
    }
    let s = at.job.dtype.size_in_bytes() as u64;
    let elements = kept_at(at.model, percent(value)).map_or(0, |(_, e)| e);
    elements * s.saturating_sub(1)
}

/// The UNet's kept layers hold their run-dtype bytes wherever it is on the device: every
/// phase with every net resident, the denoising under model offload. A UNet held partly
/// in fp8 also keeps more pool reserve than one held all in fp8, counted as decode buffers
/// of its largest layer (`WeightSizes::unet_upcast`: 25 MiB on SD 1.5 and SDXL under
/// f16, 56 on SD 1.5 whose largest fp8 layer the smallest-first order leaves in fp8) by
/// [`reserve_buffers`]. Not traced to a tensor.
fn predict(value: &str, at: &Context, phases: &mut [Vec<Term>; 3]) {
    let extra = extra_bytes(value, at);
    if extra == 0 {
        return;
    }
    let tiles = at.plan.vae_in_tiles(at.job.width, at.job.height);
    let (denoising, vae) = match at.backend {
        Backend::Cuda => reserve_buffers(smallest_first(), at.plan.offload, tiles),
        Backend::Cpu => (0, 0),
    };
    match at.plan.offload {
        Offload::None => {
            for t in phases.iter_mut().flatten() {
                t.weights += extra;
            }
        }
        _ => {
            if let Some(unet) = phases[1].first_mut() {
                unet.weights += extra;
            }
        }
    }
    for (phase, buffers) in [(1, denoising), (2, vae)] {
        if let Some(first) = phases[phase].first_mut() {
            first.weights += buffers * at.weights.unet_upcast;
        }
    }
}

/// The decode buffers of the largest fp8 layer that a partly-fp8 UNet keeps in the pool's
/// reserve beyond the calibrated fit, on a CUDA device, in its denoising and in the VAE's
/// phase after it, with the pixels' layers kept smallest first (`smallest`) or from the
/// deepest level, under `offload`, the VAE's pass in more than one tile or not (`tiles`):
/// the least of that form that predicts none of the recorded runs under.
/// - Smallest first (the default): one in the denoising, and one in a VAE pass of more
///   than one tile (`tiles`) with every net resident. The 51 runs of
///   `tools/gpu/order42_runs.jsonl` (H200, session 37, the recorded runs that keep a
///   share, run again in this order) measured denoisings 25-45 MiB over the fit without
///   a buffer (SD 1.5 and SD 2.1 under model offload), and two tiled VAE passes without
///   offload 10 and 23 MiB over it (SD 2.1's encode at 768 px on 2.5 GiB, SD 1.5's decode
///   at 1536 px on 3 GiB: their pools kept the freed decode buffers' blocks mapped). The
///   untiled and one-tile passes beside a partly-fp8 UNet (10 of those runs and of
///   session 38's `share43`) were predicted 29-547 MiB over without it (the least, SD 1.5's
///   one 512 px tile on 2.25-3 GiB budgets); counting the buffer there too had kept SD 1.5
///   512 on a simulated 2 GiB card at all fp8 where a share of 90 fits.
/// - From the deepest (`CANDELA_FP8_KEEP=deepest`): two in the denoising, as fitted on its
///   own runs (session 25: SD 1.5 512 kept 361 MiB over its weights at share 50 resident
///   and 367 at share 40 under model offload, against 290 and 301 all in fp8); those runs
///   left `measured_h100.jsonl` when the default changed (session 38), so this order's
///   terms are no longer replayed.
fn reserve_buffers(smallest: bool, offload: Offload, tiles: bool) -> (u64, u64) {
    match (smallest, offload, tiles) {
        (true, Offload::None, true) => (1, 1),
        (true, _, _) => (1, 0),
        (false, _, _) => (2, 0),
    }
}

/// Under model offload the UNet crosses the bus once a job: the kept layers' extra bytes
/// with it.
fn moves(value: &str, at: &Context) -> u64 {
    match at.plan.offload {
        Offload::Model => extra_bytes(value, at),
        _ => 0,
    }
}
