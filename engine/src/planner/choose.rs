//! The choice of a plan: the fastest of the ladder that fits a budget ([`choose`]), and the
//! next lower plan after an out-of-memory error ([`fallback`]).
use super::margins;
use super::plan::{Backend, JobShape, Plan};
use super::predict::{peak, predict_with};
use super::time::{predict_time, TimeEstimate};
use super::weights::{weight_sizes_in, WeightSizes};
use crate::attach::Model;
use crate::protocol::{Phase, PhasePeaks};
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
    /// What no plan could lower for this model (SD 3's MMDiT does not stream yet), said
    /// when the job does not fit.
    pub missing: Option<&'static str>,
}

impl Choice {
    /// An error, before any work, when even the lowest plan is predicted over the budget:
    /// it names that plan and its predicted peak.
    pub fn check_fits(&self) -> Result<()> {
        match self.budget {
            Some(budget) if !self.fits => Err(crate::Error::field(
                "--vram-budget",
                format!(
                    "this job does not fit in {} MiB: the smallest plan ({}) is predicted to need {} MiB \
                     (text encoding {}, denoising {}, VAE {} MiB){}; lower the size, or raise the budget",
                    budget >> 20,
                    self.plan.flags(),
                    (peak(&self.peaks) + self.overhead) >> 20,
                    self.peaks.text_encoding >> 20,
                    self.peaks.denoising >> 20,
                    self.peaks.vae >> 20,
                    self.missing.map(|m| format!("; {m}")).unwrap_or_default(),
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
            // What the predicted peaks count, and the process total a meter shows.
            "counted": "weights on the device, activations, the memory pool's reserve (calibrated on measured runs); the total adds the CUDA context and room for kernels and BLAS workspaces",
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
/// time) whose predicted peak fits, or the lowest plan if none does. Without one: `start`.
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

/// [`choose`], each plan's prediction raised by `margin(plan)` (what this machine measured
/// over the prediction before: [`margins::Margins`]).
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
    let mut last = None;
    // The plans below the start that the model cannot run are no choice (the start is the
    // user's, refused by name where it runs if it cannot).
    let runs = |(i, p): &(usize, Plan)| *i == 0 || super::sd3::can_run(model, p);
    for (_, plan) in ladder.into_iter().enumerate().filter(runs) {
        let w = weight_sizes_in(model, job.dtype, job.vae_dtype, plan.weights)?;
        let peaks =
            margins::with_margin(predict_with(model, job, &plan, backend, &w), margin(&plan));
        let fits = budget.is_none_or(|b| peak(&peaks) + overhead <= b);
        let choice = Choice {
            plan,
            peaks,
            time: predict_time(model, job, &plan, backend, &w),
            weights: w,
            fits,
            budget,
            overhead,
            missing: super::sd3::missing_lever(model),
        };
        if fits {
            return Ok(choice);
        }
        last = Some(choice);
    }
    Ok(last.expect("a ladder has at least its start"))
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
        if super::sd3::can_run(model, &p) && at(&p)? < now {
            return Ok(Some(p));
        }
    }
    Ok(None)
}
