//! The lines on the wire: [`Request`]s the app writes, [`Event`]s the worker answers.
use super::job::{JobSpec, PlanSettings};
use super::memory::{Phase, PhasePeaks};
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Request {
    /// Open a model and build its nets now (a job does this itself when needed).
    Load {
        model: String,
        #[serde(default)]
        dtype: String,
    },
    /// Run a job; jobs run one at a time in the order received.
    Generate { id: String, job: JobSpec },
    /// Stop a queued or running job at its next step.
    Cancel { id: String },
    /// Drop the loaded model and return its memory.
    Unload,
    /// Report device memory now.
    Vram,
    /// Predict a job's peak memory per phase without running it (answered by `PlanResult`).
    Plan { id: String, job: JobSpec },
    /// Finish the current job, then exit.
    Shutdown,
    /// Describe a model from its headers, without reading its weights (answered by
    /// `ModelInfo`, or by `Error` with the same id).
    Info { id: String, model: String },
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// Sent once at start.
    Ready {
        version: String,
        device: String,
        cuda: bool,
    },
    Loaded {
        model: String,
        family: String,
        bytes: u64,
    },
    Unloaded,
    /// A job's phase changed: `loading`, `text_encoding`, `encoding` (img2img: the input
    /// image through the VAE), `denoising`, `decoding`.
    Phase {
        id: String,
        phase: Phase,
    },
    Progress {
        id: String,
        step: usize,
        total: usize,
    },
    /// A small RGB8 picture of the current latents, base64-encoded.
    Preview {
        id: String,
        step: usize,
        width: usize,
        height: usize,
        rgb_base64: String,
    },
    Image {
        id: String,
        path: String,
        seed: u64,
        parameters: String,
        ms_per_step: f64,
    },
    Done {
        id: String,
    },
    Cancelled {
        id: String,
    },
    /// Something about a job the user should know that does not stop it (a LoRA whose
    /// layers match nothing in the model: they are not applied). Sent before the job's
    /// phases run.
    Warning {
        id: String,
        message: String,
    },
    /// `id` is empty for errors outside a job (a bad request line).
    Error {
        id: String,
        message: String,
    },
    /// The answer to `Plan`: predicted peaks and the plan the job would run with.
    PlanResult {
        id: String,
        predicted_peak_bytes_per_phase: PhasePeaks,
        plan: PlanSettings,
        /// The planner's estimate of one denoising step, in seconds (absent from older
        /// workers).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        predicted_step_seconds: Option<f64>,
    },
    /// A job ran out of memory and is retried with a lower plan.
    Fallback {
        id: String,
        message: String,
        plan: PlanSettings,
    },
    /// Sent after a job's image, before `Done`: the worker's device memory at its peak in
    /// each phase (this process, as NVML reports it, sampled every 2 ms: what the budget
    /// promises; the VAE's is the larger of encoding and decoding). None where the device
    /// has no memory of its own to measure (the CPU).
    MeasuredPeaks {
        id: String,
        measured_peak_bytes_per_phase: Option<PhasePeaks>,
    },
    /// Device memory in bytes (`used` includes other processes).
    Vram {
        used: u64,
        total: u64,
    },
    /// The answer to `Info`.
    ModelInfo {
        id: String,
        model: String,
        info: ModelSummary,
    },
}

/// A model as the app shows it (`candela-engine info` prints the full details).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ModelSummary {
    /// `sd1`, `sd2`, `sdxl`...
    pub family: String,
    /// The family in people's words: "SD 1.x", "SDXL".
    pub family_label: String,
    /// Bytes of stored weights.
    pub total_bytes: u64,
    /// The stored weights' dtypes, lowercase (`f16`, `f32`), sorted.
    pub dtypes: Vec<String>,
    /// Which model of its family, where the tensors tell (SD 3: `sd3_medium`,
    /// `sd35_medium`, `sd35_large`); absent for the others and from older workers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub variant: Option<String>,
    /// SD 3: whether the checkpoint carries T5-XXL (a single file often does not: its jobs
    /// run without T5); absent for the other families and from older workers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub t5: Option<bool>,
}

impl Event {
    pub fn to_line(&self) -> String {
        serde_json::to_string(self)
            .unwrap_or_else(|e| format!("{{\"type\":\"error\",\"id\":\"\",\"message\":\"{e}\"}}"))
    }
}

impl Request {
    /// A request line read; a job's numbers are checked against their ranges first
    /// ([`crate::ranges::check_job_json`]), so the message gives the field and its range.
    pub fn parse(line: &str) -> Result<Self, String> {
        let bad = |e: &dyn fmt::Display| format!("bad request line: {e}");
        let v: serde_json::Value = serde_json::from_str(line).map_err(|e| bad(&e))?;
        if let Some(job) = v.get("job") {
            crate::ranges::check_job_json(job).map_err(|e| bad(&e))?;
        }
        serde_json::from_value(v).map_err(|e| bad(&e))
    }

    /// The `id` a request line carries, read even when the line is not a valid request.
    pub fn id_in(line: &str) -> Option<String> {
        let v: serde_json::Value = serde_json::from_str(line).ok()?;
        v.get("id")?.as_str().map(String::from)
    }
}
