//! What the worker has told the app: whether it runs and where, the model it holds, and
//! what it read of the chosen model.
use candela_engine::protocol::ModelSummary;

/// A model's summary as the worker read it: (path, summary or the error naming the file).
pub type InfoResult = (String, Result<ModelSummary, String>);

/// The worker as the UI sees it.
#[derive(Debug, Default)]
pub struct WorkerStatus {
    pub ready: bool,
    pub label: String,
    pub device: String,
    pub cuda: bool,
    /// Last thing worth telling about the worker (exit, failure, loaded model).
    pub message: String,
    /// The model the worker holds: (family, bytes of weights); None after an unload or a
    /// restart.
    pub model: Option<(String, u64)>,
    /// Why this worker runs and not the CUDA one (from `worker::why_this_worker`).
    pub why: String,
}

impl WorkerStatus {
    /// The status bar's line for a ready worker, in a user's words: where the engine
    /// runs and why ("Engine on the CPU (system RAM): no GPU engine ... is installed").
    /// The worker's program is the line's hover text ([`WorkerStatus::label`]).
    pub fn summary(&self) -> String {
        let place = match self.cuda {
            true => "Engine on the GPU",
            false => "Engine on the CPU (system RAM)",
        };
        let why = if self.label.contains("-cuda") && !self.cuda {
            "the GPU engine found no usable NVIDIA GPU".to_string()
        } else {
            self.why.clone()
        };
        match why.is_empty() {
            true => place.to_string(),
            false => format!("{place}: {why}"),
        }
    }
}
