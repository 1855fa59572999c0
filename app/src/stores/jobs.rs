//! Jobs in flight: the one running (one at a time, so cancel, skip and pause act on
//! exactly one thing), the waiting Generate batch, and what the last job measured.
use crate::stores::gallery::Gallery;
use candela_engine::protocol::{JobSpec, Phase, PhasePeaks, PlanSettings};
use std::collections::{BTreeMap, VecDeque};
use std::path::{Path, PathBuf};
use std::time::{Instant, SystemTime};

/// Where a job came from.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Origin {
    Generate,
    /// Item index in the queue.
    Queue(usize),
}

pub struct Job {
    pub id: String,
    pub spec: JobSpec,
    pub origin: Origin,
    /// None until the worker reports the first phase.
    pub phase: Option<Phase>,
    pub step: usize,
    pub total: usize,
    /// When the first denoising step was reported, for the ETA.
    pub first_step: Option<(Instant, usize)>,
    pub preview: Option<egui::TextureHandle>,
    pub cancelling: bool,
    /// Each out-of-memory fallback the engine took, as told to the user.
    pub fallbacks: Vec<String>,
    /// Seconds per step expected before the job's own pace is known: the last run of this
    /// model at this size, else the planner's estimate.
    pub expected_step_s: Option<f64>,
    /// When it was sent to the worker (files older than this are not its image).
    pub sent: SystemTime,
    /// When it was sent, or its phase last changed (for the seconds shown).
    pub since: Instant,
    /// When Cancel was pressed.
    pub cancel_asked: Option<Instant>,
}

impl Job {
    /// A job just sent to the worker.
    pub fn sent(id: String, spec: JobSpec, origin: Origin) -> Job {
        Job {
            id,
            spec,
            origin,
            phase: None,
            step: 0,
            total: 0,
            first_step: None,
            preview: None,
            cancelling: false,
            fallbacks: Vec::new(),
            expected_step_s: None,
            sent: SystemTime::now(),
            since: Instant::now(),
            cancel_asked: None,
        }
    }

    /// What the job is doing, in the user's words, with how far it got: "Denoising: step
    /// 3/20, ETA 4.2 s", "Loading the model… 3 s". Shown from the first second.
    pub fn status(&self) -> String {
        if self.cancelling {
            return format!(
                "Cancelling… ({} s)",
                self.cancel_asked.map_or(0, |t| t.elapsed().as_secs())
            );
        }
        let secs = self.since.elapsed().as_secs();
        let what = phase_words(self.phase);
        if self.phase != Some(Phase::Denoising) {
            return format!("{what}… {secs} s");
        }
        // Before the first step is reported, the job's own step count.
        let total = if self.total > 0 {
            self.total
        } else {
            self.spec.steps
        };
        match (self.eta_secs(), self.expected_step_s) {
            (Some(eta), _) => format!("{what}: step {}/{total}, ETA {eta:.1} s", self.step),
            // Before two steps give a pace: the expected one, less what has passed.
            (None, Some(per)) => {
                let left = (per * (total - self.step.min(total)) as f64
                    - self.since.elapsed().as_secs_f64())
                .max(0.0);
                format!("{what}: step {}/{total}, ETA about {left:.0} s", self.step)
            }
            (None, None) => format!("{what}: step {}/{total}, {secs} s", self.step),
        }
    }

    /// How far the job is, 0 to 1 (denoising steps; 0 before).
    pub fn fraction(&self) -> f32 {
        match self.total {
            0 => 0.0,
            t => self.step as f32 / t as f32,
        }
    }

    /// Seconds left in denoising, from the pace since the first step.
    pub fn eta_secs(&self) -> Option<f64> {
        let (t0, s0) = self.first_step?;
        let done = self.step.checked_sub(s0).filter(|d| *d > 0)?;
        let per = t0.elapsed().as_secs_f64() / done as f64;
        Some(per * (self.total - self.step) as f64)
    }
}

#[derive(Default)]
pub struct Jobs {
    pub active: Option<Job>,
    /// Waiting Generate jobs (batch count > 1).
    pub pending: VecDeque<JobSpec>,
    pub counter: u64,
    pub last_seed: Option<u64>,
    pub last_error: Option<String>,
    /// The worker's own memory, peak per phase, for the running (or last) job.
    pub peaks: BTreeMap<String, u64>,
    /// (when, phase) for the meter's marks.
    pub phase_marks: VecDeque<(Instant, Phase)>,
    /// The engine's own measurement for the last job: None until it reports; Some(None)
    /// when its device has no memory to measure (the CPU).
    pub measured: Option<Option<PhasePeaks>>,
    /// The prediction as it stood when the running (or last) job was sent, kept beside
    /// what it measured whatever the settings predict since.
    pub predicted: Option<PhasePeaks>,
    /// The fallbacks of the last finished job (shown until the next starts).
    pub last_fallbacks: Vec<String>,
    /// The last image's pace: ([`pace_key`] of its job, seconds per step).
    pub last_pace: Option<(String, f64)>,
}

/// What a step's time depends on most: the model, the size, the sampler (Heun and the
/// second-order samplers take two UNet calls a step), the plan and the precision.
pub fn pace_key(spec: &JobSpec) -> String {
    format!(
        "{}|{}x{}|{}|{:?}|{}|{}",
        spec.model,
        spec.width,
        spec.height,
        spec.sampler.name(),
        spec.plan,
        spec.dtype,
        spec.controls.iter().filter(|c| c.enabled).count()
    )
}

/// A job's phase in the user's words (None: the worker has not started it yet).
pub fn phase_words(phase: Option<Phase>) -> &'static str {
    match phase {
        None => "Waiting for the worker",
        Some(Phase::Loading) => "Loading the model",
        Some(Phase::TextEncoding) => "Reading the prompt",
        Some(Phase::Encoding) => "Encoding the input image",
        Some(Phase::Denoising) => "Denoising",
        Some(Phase::Decoding) => "Decoding the image",
    }
}

/// A plan in words: "offload model, attention slice 2, VAE tile 512 px".
pub fn plan_label(p: &PlanSettings) -> String {
    let offload = p.offload.name();
    let slice = match p.attention_slice {
        0 => "no attention slicing".to_string(),
        n => format!("attention slice {n}"),
    };
    let tile = match p.vae_tile {
        0 => "no VAE tiling".to_string(),
        n => format!("VAE tile {n} px"),
    };
    // The declared memory levers the plan sets, each as its row in the VRAM panel says it.
    let levers: String = candela_engine::planner::levers::LEVERS
        .iter()
        .filter_map(|l| {
            let value = p.levers.get(l.key)?;
            Some(format!(", {}: {value}", l.label.to_lowercase()))
        })
        .collect();
    format!("offload {offload}, {slice}, {tile}{levers}")
}

/// The image a job saved before its worker died, if it got that far. The worker writes the
/// PNG, then reports it; a worker killed in between leaves an image the app never heard of,
/// and running the job again would make it twice. Only a job that reached its last phase
/// can have one: a PNG in its folder, written since the job was sent, not in the gallery,
/// whose parameters are this job's prompt and seed.
pub fn image_written_before_loss(job: &Job, gallery: &Gallery) -> Option<(PathBuf, String)> {
    if job.phase != Some(Phase::Decoding) {
        return None;
    }
    crate::stores::outputs::saved_image(
        Path::new(&job.spec.out_dir),
        &job.spec.prompt,
        job.spec.seed,
        job.sent,
        |p| gallery.items.iter().any(|i| i.path == p),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use candela_engine::output::{encode_png, save_new_file};
    use std::time::Duration;

    fn job(out: &std::path::Path, phase: Phase) -> Job {
        let mut spec = crate::stores::settings::Settings::default().job("a lost cat", 42, "");
        spec.out_dir = out.display().to_string();
        Job {
            phase: Some(phase),
            ..Job::sent("job-1".into(), spec, Origin::Queue(0))
        }
    }

    fn png(out: &std::path::Path, text: &str) -> PathBuf {
        let bytes = encode_png(1, 1, &[0, 0, 0], text).unwrap();
        save_new_file(&out.join("candela.png"), &bytes).unwrap()
    }

    #[test]
    fn before_its_own_pace_a_job_shows_the_expected_one() {
        let mut j = job(std::path::Path::new("/o"), Phase::Denoising);
        j.spec.steps = 10;
        assert_eq!(j.status(), "Denoising: step 0/10, 0 s");
        j.expected_step_s = Some(2.0);
        assert_eq!(j.status(), "Denoising: step 0/10, ETA about 20 s");
        // Two steps in, the job's own pace takes over.
        j.total = 10;
        j.step = 3;
        j.first_step = Some((Instant::now() - Duration::from_secs(4), 1));
        let s = j.status();
        assert!(s.starts_with("Denoising: step 3/10, ETA 14."), "{s}");
    }

    #[test]
    fn an_image_saved_before_the_worker_died_is_found_by_its_prompt_and_seed() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path();
        let mut gallery = Gallery::new(|| {});
        let settings = "Steps: 20, Sampler: Euler, CFG scale: 7.5";
        png(out, &format!("a lost cat\n{settings}, Seed: 41, Size: 8x8"));
        png(
            out,
            &format!("another cat\n{settings}, Seed: 42, Size: 8x8"),
        );
        assert_eq!(
            image_written_before_loss(&job(out, Phase::Decoding), &gallery),
            None
        );
        let ours = png(out, &format!("a lost cat\n{settings}, Seed: 42, Size: 8x8"));
        // Before its last phase a job cannot have saved anything.
        assert_eq!(
            image_written_before_loss(&job(out, Phase::Denoising), &gallery),
            None
        );
        let found = image_written_before_loss(&job(out, Phase::Decoding), &gallery);
        assert_eq!(found.as_ref().map(|f| &f.0), Some(&ours));
        // One the gallery has already is some other job's.
        gallery.add(ours, 42, found.unwrap().1);
        assert_eq!(
            image_written_before_loss(&job(out, Phase::Decoding), &gallery),
            None
        );
        // Nor is a file from before the job was sent.
        let mut late = job(out, Phase::Decoding);
        gallery.items.clear();
        late.sent += Duration::from_secs(60);
        assert_eq!(image_written_before_loss(&late, &gallery), None);
    }
}
