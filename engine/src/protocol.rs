//! The worker protocol: JSON lines on stdio between the app and `candela-engine serve`.
//! Requests go in, events come out; both are tagged by `"type"`. The app never touches a
//! tensor, the engine never knows egui: these types are all they share.
use serde::{Deserialize, Serialize};

/// A generation job as the app describes it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct JobSpec {
    /// A diffusers folder or single-file checkpoint; loaded (or reused) for this job.
    pub model: String,
    pub prompt: String,
    #[serde(default)]
    pub negative_prompt: String,
    pub width: usize,
    pub height: usize,
    pub steps: usize,
    pub cfg: f64,
    pub seed: u64,
    /// CLI sampler name (`euler`, `dpmpp_2m_karras`...).
    pub sampler: String,
    /// Folder the PNG goes to (never overwriting).
    pub out_dir: String,
    /// File name stem; `-N` is added when taken.
    #[serde(default = "default_stem")]
    pub file_stem: String,
    /// `f32`, `f16`, `bf16`, or empty for the device default.
    #[serde(default)]
    pub dtype: String,
    /// Send a latent preview every this many steps (0 = none).
    #[serde(default = "one")]
    pub preview_every: usize,
}

fn default_stem() -> String {
    "candela".into()
}
fn one() -> usize {
    1
}

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
    /// Finish the current job, then exit.
    Shutdown,
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
    /// A job's phase changed: `loading`, `text_encoding`, `denoising`, `decoding`.
    Phase {
        id: String,
        phase: String,
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
    /// `id` is empty for errors outside a job (a bad request line).
    Error {
        id: String,
        message: String,
    },
    /// Device memory in bytes (`used` includes other processes).
    Vram {
        used: u64,
        total: u64,
    },
}

impl Event {
    pub fn to_line(&self) -> String {
        serde_json::to_string(self)
            .unwrap_or_else(|e| format!("{{\"type\":\"error\",\"id\":\"\",\"message\":\"{e}\"}}"))
    }
}

impl Request {
    pub fn parse(line: &str) -> Result<Self, String> {
        serde_json::from_str(line).map_err(|e| format!("bad request line: {e}"))
    }
}

#[cfg(test)]
mod tests {
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
        let err = Request::parse(r#"{"type":"dance"}"#).unwrap_err();
        assert!(err.contains("bad request line"), "{err}");
    }
}
