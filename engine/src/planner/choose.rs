//! The choice of a plan: the fastest of the ladder that fits a budget ([`choose`]), and the
//! next lower plan after an out-of-memory error ([`fallback`]).
use super::margins;
use super::plan::{Backend, JobShape, Plan};
use super::predict::{peak, predict_with};
use super::time::{predict_time, TimeEstimate};
use super::weights::{weight_sizes_in, WeightSizes};
use crate::attach::Model;
use crate::protocol::{NetDevice, Offload, Phase, PhasePeaks};
use crate::Result;

/// What the planner settled on for a job.
#[derive(Debug, Clone)]
pub struct Choice {
    pub plan: Plan,
    pub peaks: PhasePeaks,
    pub time: TimeEstimate,
    pub weights: WeightSizes,
    /// Whether the predicted peak, with [`Choice::overhead`], fits the budget (always,
    /// without one).
    pub fits: bool,
    pub budget: Option<u64>,
    /// What the process holds outside the memory pool: the CUDA context (measured when
    /// the device was opened) and room for kernels and BLAS workspaces; 0 on the CPU.
    pub overhead: u64,
    /// What the choice left free beside the predicted peak ([`choice_room`]): 0 without a
    /// budget, and where no plan fitted with it.
    pub room: u64,
}

impl Choice {
    /// Whether a phase's predicted `bytes`, with [`Choice::overhead`] and `room` to spare,
    /// fit the budget (always without one).
    fn leaves(&self, bytes: u64, room: u64) -> bool {
        self.budget
            .is_none_or(|b| bytes + self.overhead + room <= b)
    }

    /// An error, before any work, when even the lowest plan is predicted over the budget:
    /// it names that plan and its predicted peak.
    pub fn check_fits(&self) -> Result<()> {
        match self.budget {
            Some(budget) if !self.fits => Err(crate::Error::field(
                "--vram-budget",
                format!(
                    "this job does not fit in {} MiB: the smallest plan ({}) is predicted to need {} MiB \
                     (text encoding {}, denoising {}, VAE {} MiB); lower the size, or raise the budget",
                    budget >> 20,
                    self.plan.flags(),
                    (peak(&self.peaks) + self.overhead) >> 20,
                    self.peaks.text_encoding >> 20,
                    self.peaks.denoising >> 20,
                    self.peaks.vae >> 20,
                ),
            )),
            _ => Ok(()),
        }
    }

    pub fn to_json(&self) -> serde_json::Value {
        serde_json::json!({
            "plan": self.plan.to_json(),
            "flags": self.plan.flags(),
            "predicted_peak_bytes": {
                "text_encoding": self.peaks.text_encoding,
                "denoising": self.peaks.denoising,
                "vae": self.peaks.vae,
                "max": peak(&self.peaks),
            },
            "predicted_time_s": {
                "per_step": self.time.step_s,
                "vae": self.time.vae_s,
                "transfer": self.time.transfer_s,
                "total": self.time.total_s,
            },
            "weights_bytes": {
                "text_encoder": self.weights.text_encoder,
                "unet": self.weights.unet,
                "vae_decoder": self.weights.vae_decoder,
                "vae_encoder": self.weights.vae_encoder,
                "unet_resident_when_streamed": self.weights.unet_resident,
                "unet_largest_streamed_group": self.weights.unet_largest_group,
                "controlnets": self.weights.controlnets,
                "controlnets_when_streamed": self.weights.controlnets_streamed,
                "controlnets_largest_streamed_group": self.weights.controlnets_largest_group,
                "refiner_text_encoder": self.weights.refiner_text_encoder,
                "refiner_unet": self.weights.refiner_unet,
                "refiner_unet_resident_when_streamed": self.weights.refiner_unet_resident,
                "refiner_unet_largest_streamed_group": self.weights.refiner_unet_largest_group,
            },
            "budget_bytes": self.budget,
            "fits": self.fits,
            "choice_room_bytes": self.room,
            // What the predicted peaks count, and the process total a meter shows.
            "counted": "weights on the device, activations, the memory pool's reserve (calibrated on measured runs); the total adds the CUDA context and room for kernels and BLAS workspaces; under a budget the plan was chosen with choice_room_bytes (4% of its peak) free beside the total where any plan fitted so",
            "overhead_bytes": self.overhead,
            "predicted_total_peak_bytes": {
                "text_encoding": self.peaks.text_encoding + self.overhead,
                "denoising": self.peaks.denoising + self.overhead,
                "vae": self.peaks.vae + self.overhead,
                "max": peak(&self.peaks) + self.overhead,
            },
        })
    }
}

/// With a budget: the first plan of `start`'s ladder (the fastest: each step down costs
/// time) whose predicted peak fits, with its text encoders back on the device where that
/// still fits ([`text_encoders_back`]), or the lowest plan if none does. Without one:
/// `start`.
pub fn choose(
    model: &Model,
    job: &JobShape,
    start: Plan,
    budget: Option<u64>,
    backend: Backend,
) -> Result<Choice> {
    choose_with(model, job, start, budget, backend, &|_| {
        PhasePeaks::default()
    })
}

/// The share of a plan's predicted peak that a budget's choice leaves free beside it on a
/// CUDA device ([`choice_room`]): room for what the calibration misses on jobs it was not
/// fitted on, and for the pool's last mapping near its cap. Nine rounds of such jobs
/// (sessions 29-31, `tools/gpu/vram_matrix.sh`'s `gaps29` to `oos34`) found phases under
/// their prediction by up to 3% of it (SD 1.5 at 2048 px streamed with three ControlNets,
/// 132 MiB); two budget runs whose plans were predicted within 2% of the pool's cap ran out
/// of memory and fell back (`oos33`'s SD 2.1 at 512 px on 1.5 GiB, its denoising 17 MiB
/// over the prediction once measured alone, and `oos34`'s SD 2.1 at 1024 px on 2.5 GiB, its
/// fp8 UNet's share raised until its decode was predicted 45 MiB under the cap). The
/// prediction itself does not move (the promise is about it); only the choice keeps this
/// room, and where no plan fits with it, the first that fits without it is taken.
pub const CHOICE_ROOM: f64 = 0.04;

/// The bytes [`CHOICE_ROOM`] keeps free beside a predicted `peak` on `backend` (none on the
/// CPU, which has no pool and no cap).
pub fn choice_room(peak: u64, backend: Backend) -> u64 {
    match backend {
        Backend::Cuda => (CHOICE_ROOM * peak as f64) as u64,
        Backend::Cpu => 0,
    }
}

/// [`choose`], each plan's prediction raised by `margin(plan)` (what this machine measured
/// over the prediction before: [`margins::Margins`]). With a budget, the plans are judged
/// with [`choice_room`] beside their peaks first; where none fits so, without it.
pub fn choose_with(
    model: &Model,
    job: &JobShape,
    start: Plan,
    budget: Option<u64>,
    backend: Backend,
    margin: &dyn Fn(&Plan) -> PhasePeaks,
) -> Result<Choice> {
    let ladder = match budget {
        Some(_) => start.ladder(),
        None => vec![start],
    };
    let overhead = crate::vram::overhead_bytes(backend == Backend::Cuda);
    let judge_in = |plan: Plan, with_room: bool| -> Result<Choice> {
        let w = weight_sizes_in(model, job.dtype, job.vae_dtype, plan.weights)?;
        let peaks =
            margins::with_margin(predict_with(model, job, &plan, backend, &w), margin(&plan));
        let top = peak(&peaks);
        let room = match (with_room, budget) {
            (true, Some(_)) => choice_room(top, backend),
            _ => 0,
        };
        Ok(Choice {
            plan,
            peaks,
            time: predict_time(model, job, &plan, backend, &w),
            weights: w,
            fits: budget.is_none_or(|b| top + room + overhead <= b),
            budget,
            overhead,
            room,
        })
    };
    let spared = |plan: &Plan, w: &WeightSizes| {
        super::levers::spared_every_step(&super::levers::Context {
            model,
            job,
            plan,
            backend,
            weights: w,
        })
    };
    for with_room in [true, false] {
        let judge = |plan: Plan| judge_in(plan, with_room);
        for plan in &ladder {
            let choice = judge(*plan)?;
            if choice.fits {
                let choice = text_encoders_back(choice, &start, &judge)?;
                let choice = tile_store(choice, backend, &judge)?;
                let choice = levers_raised(choice, &judge)?;
                let choice = raised_within_peak(choice, backend, &judge)?;
                return wider_arena(choice, &start, model.unet.is_some(), &spared, &judge);
            }
        }
    }
    let lowest = *ladder.last().expect("a ladder has at least its start");
    let judge = |plan: Plan| judge_in(plan, false);
    tile_store(judge(lowest)?, backend, &judge)
}

/// `choice` with `--vae-tile-store auto` settled: a tiled decode keeps its large
/// whole-image intermediates in GPU memory where the budget has room for them, else (and
/// without a budget) in page-locked host memory. The same image either way; the GPU's is
/// faster (an H200 decoded SD 1.5 at 2048 px in 512 px tiles in 0.79-0.80 s against
/// 1.88-2.00 s, session 22) and holds more (4.0 GiB more there). On the CPU there is one memory and
/// `auto` stays.
fn tile_store(
    choice: Choice,
    backend: Backend,
    judge: &dyn Fn(Plan) -> Result<Choice>,
) -> Result<Choice> {
    if choice.plan.vae_tile.is_none()
        || choice.plan.vae_tile_store != NetDevice::Auto
        || backend != Backend::Cuda
    {
        return Ok(choice);
    }
    let host = Plan {
        vae_tile_store: NetDevice::Cpu,
        ..choice.plan
    };
    if choice.budget.is_some() && choice.fits {
        let gpu = judge(Plan {
            vae_tile_store: NetDevice::Gpu,
            ..choice.plan
        })?;
        if gpu.fits {
            return Ok(gpu);
        }
    }
    Ok(Choice {
        plan: host,
        ..choice
    })
}

/// `choice` with the text encoders back on the device where the plan still fits: the
/// ladder moves them to the CPU before it streams the denoiser (sequential offload), and
/// once the denoiser streams, the text-encoding phase may have the room for them again.
/// The same plan, faster: T5-XXL takes tens of seconds a prompt on the CPU. Their dtype
/// goes back to the start's too where that still fits (on the CPU it stays as the ladder
/// set it: host memory).
fn text_encoders_back(
    choice: Choice,
    start: &Plan,
    judge: &dyn Fn(Plan) -> Result<Choice>,
) -> Result<Choice> {
    if choice.plan.text_encoder_device == start.text_encoder_device {
        return Ok(choice);
    }
    let on_device = judge(Plan {
        text_encoder_device: start.text_encoder_device,
        ..choice.plan
    })?;
    if !on_device.fits {
        return Ok(choice);
    }
    let mut weights = on_device.plan.weights;
    weights.text_encoder = start.weights.text_encoder;
    if weights == on_device.plan.weights {
        return Ok(on_device);
    }
    let in_start_dtype = judge(Plan {
        weights,
        ..on_device.plan
    })?;
    Ok(match in_start_dtype.fits {
        true => in_start_dtype,
        false => on_device,
    })
}

/// `choice` with each declared lever the choice raises ([`super::levers::Lever::raise`])
/// at the first of those values that still fits the budget and changes the prediction,
/// where the lever is `auto` and matters to the plan. The values are the fastest first, so
/// the plan keeps what the budget's room buys: an fp8 UNet that fits with room to spare
/// keeps part of its layers in f16. It comes last, after the tile store has taken its
/// room: on an H200 (session 25) SDXL 1024 on a simulated 6 GiB card decoded in 0.19 s
/// with its tiles' wholes in GPU memory and in 0.40 s with them in host memory, where half
/// its UNet kept in f16 saved 1.5 ms a step, 15 ms over ten steps. The sequential
/// offload's arena widens after it, with the room left ([`wider_arena`]).
fn levers_raised(choice: Choice, judge: &dyn Fn(Plan) -> Result<Choice>) -> Result<Choice> {
    if choice.budget.is_none() || !choice.fits {
        return Ok(choice);
    }
    raise_each(choice, |_| true, judge, &|lever, tried, best| {
        // The phases the value raised keep the lever's room free.
        let (t, was) = (&tried.peaks, &best.peaks);
        let room = [
            (t.text_encoding, was.text_encoding),
            (t.denoising, was.denoising),
            (t.vae, was.vae),
        ]
        .iter()
        .all(|&(now, before)| now <= before || tried.leaves(now, lever.raise_room_mib << 20));
        tried.fits && room && tried.peaks != best.peaks
    })
}

/// Without a budget, each lever that says so ([`super::levers::Lever::raise_within_peak`])
/// at the first of its raised values whose plan's predicted peak is no higher than the
/// plan's: the job's peak does not move, and the phases under it use their room. So a
/// streamed denoiser (`--stream-keep auto`) keeps on the device the largest share of its
/// groups whose denoising stays under the job's peak from its other phases (the decode's,
/// mostly), and each group kept takes its copy off every step. Measured on an H200 (session
/// 34, `tools/gpu/fp8_keep_34.sh`): SD 1.5 512 streamed on fp8 weights stepped at 17.6-17.9
/// ms with 20% kept against 20.3-20.8 with none, its denoising 610 MiB over the context
/// under the decode's 706. On the CPU there is no bus to spare.
fn raised_within_peak(
    choice: Choice,
    backend: Backend,
    judge: &dyn Fn(Plan) -> Result<Choice>,
) -> Result<Choice> {
    if choice.budget.is_some() || backend != Backend::Cuda {
        return Ok(choice);
    }
    let top = peak(&choice.peaks);
    raise_each(choice, |l| l.raise_within_peak, judge, &|_, tried, _| {
        peak(&tried.peaks) <= top
    })
}

/// `choice` with each lever `which` takes (in `LEVERS`' order) at the first of its raised
/// values ([`super::levers::Lever::raise`], the fastest first) that `takes(lever, tried,
/// best so far)` accepts, where the lever is `auto` and matters to the plan.
fn raise_each(
    choice: Choice,
    which: impl Fn(&super::levers::Lever) -> bool,
    judge: &dyn Fn(Plan) -> Result<Choice>,
    takes: &dyn Fn(&super::levers::Lever, &Choice, &Choice) -> bool,
) -> Result<Choice> {
    let mut best = choice;
    for lever in super::levers::LEVERS.iter().filter(|l| which(l)) {
        for value in lever.raise {
            let Some(plan) = lever.raised(&best.plan, value) else {
                break;
            };
            let tried = judge(plan)?;
            if takes(lever, &tried, &best) {
                best = tried;
                break;
            }
        }
    }
    Ok(best)
}

/// The most largest groups a sequential offload's arena is given (`--stream-slots auto`).
pub const MAX_STREAM_SLOTS: usize = 16;

/// `choice` with the sequential offload's arena as large as the budget leaves room for
/// (`--stream-slots auto`), up to [`MAX_STREAM_SLOTS`] largest groups and no more than the
/// streamed nets hold: each group more lets the copies run one group further ahead of the
/// compute. Measured on an H200 (session 18): SD 1.5 512 with fp8 weights streamed at
/// 21.8, 20.5, 19.7, 18.8 and 16.0 ms a step with 3, 4, 6, 8 and 12 groups (34.1 in f16
/// with two), its denoising peak 64 MiB higher per group and predicted in each. The same
/// plan otherwise: the time the memory buys is the copies' wait. It comes after the
/// levers are raised: a group kept on the device (`--stream-keep`) takes its copy off
/// every step, where a wider arena only lets the copies start sooner, and buys nothing
/// once a step copies as long as it computes (SDXL's fp8 UNet on a simulated 4 GiB card
/// stepped the same with 16 and 32 groups, session 26). The groups kept stream no more,
/// so the arena holds no more than the rest.
fn wider_arena(
    choice: Choice,
    start: &Plan,
    unet: bool,
    spared: &dyn Fn(&Plan, &WeightSizes) -> u64,
    judge: &dyn Fn(Plan) -> Result<Choice>,
) -> Result<Choice> {
    let w = &choice.weights;
    let largest = w.arena_unit;
    if choice.plan.offload != Offload::Sequential
        || start.stream_slots.is_some()
        || choice.budget.is_none()
        || !choice.fits
        || largest == 0
    {
        return Ok(choice);
    }
    let kept = spared(&choice.plan, w);
    let streamed = (w.unet.saturating_sub(w.unet_resident + kept))
        .max(w.controlnets.saturating_sub(w.controlnets_streamed))
        .max(w.refiner_unet.saturating_sub(w.refiner_unet_resident));
    let least = choice.plan.slot_count(unet);
    let most = ((streamed / largest) as usize).clamp(least, MAX_STREAM_SLOTS);
    // The room a raised lever keeps free stays free.
    let room = super::levers::LEVERS
        .iter()
        .filter(|l| choice.plan.levers.value(l) != start.levers.value(l))
        .map(|l| l.raise_room_mib << 20)
        .max()
        .unwrap_or(0);
    let mut best = choice;
    for n in least + 1..=most {
        let wider = judge(Plan {
            stream_slots: Some(n),
            ..best.plan
        })?;
        if !wider.fits || !wider.leaves(wider.peaks.denoising, room) {
            break;
        }
        best = wider;
    }
    Ok(best)
}

/// After an out-of-memory error in `phase` under `plan`: the next plan down the ladder
/// that lowers that phase's predicted peak (steps that cannot help it are skipped, and so
/// are the steps to fp8 weights), or none when `plan` is already the lowest that could.
pub fn fallback(
    model: &Model,
    job: &JobShape,
    plan: &Plan,
    phase: Phase,
    backend: Backend,
) -> Result<Option<Plan>> {
    let at = |p: &Plan| -> Result<u64> {
        let w = weight_sizes_in(model, job.dtype, job.vae_dtype, p.weights)?;
        Ok(predict_with(model, job, p, backend, &w).of(phase))
    };
    let now = at(plan)?;
    // A fallback keeps the picture: it never changes how the weights are stored (fp8 is
    // for a plan chosen before the job, where `plan` says so).
    for p in plan.ladder_keeping_weights().into_iter().skip(1) {
        if at(&p)? < now {
            return Ok(Some(p));
        }
    }
    Ok(None)
}
