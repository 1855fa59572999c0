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
    /// The status bar's line for a ready worker: which one, on what, and why.
    pub fn summary(&self) -> String {
        let why = if self.label.contains("-cuda") && !self.cuda {
            "the CUDA worker found no usable GPU and runs on the CPU".to_string()
        } else {
            self.why.clone()
        };
        match why.is_empty() {
            true => format!("worker: {} on {}", self.label, self.device),
            false => format!("worker: {} on {} ({why})", self.label, self.device),
        }
    }
}
