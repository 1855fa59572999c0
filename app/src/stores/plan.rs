//! What the VRAM panel knows about the memory plan: the worker's last prediction for the
//! job the settings describe, and what was asked.
use candela_engine::protocol::{JobSpec, PhasePeaks, PlanSettings};
use std::time::Instant;

#[derive(Debug, Default)]
pub struct PlanStatus {
    pub predicted: Option<PhasePeaks>,
    /// The planner's seconds per denoising step for that job.
    pub step_seconds: Option<f64>,
    /// The plan the worker would run the job with (what Auto chose).
    pub chosen: Option<PlanSettings>,
    /// Why there is no prediction (the engine's answer to `plan`).
    pub unavailable: Option<String>,
    /// The plan the engine fell back to after an out-of-memory error.
    pub fallback: Option<String>,
    pub sent: Option<JobSpec>,
    /// The job as last seen and since when, so typing sends one request, not one per key.
    pub settling: Option<(JobSpec, Instant)>,
    pub counter: u64,
}

impl PlanStatus {
    /// The highest predicted peak over the phases.
    pub fn peak(&self) -> Option<u64> {
        self.predicted
            .map(|p| p.text_encoding.max(p.denoising).max(p.vae))
    }
}
