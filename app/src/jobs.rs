//! Jobs in flight: what is sent to the worker, and what its events change. One job runs
//! at a time so cancel, skip and pause act on exactly one thing.
use crate::app::App;
use crate::download::DownloadMsg;
use crate::panels::gallery::Gallery;
use crate::queue::ItemStatus;
use candela_engine::protocol::{Event, JobSpec, PhasePeaks, PlanSettings, Request};
use std::collections::{BTreeMap, VecDeque};
use std::path::PathBuf;
use std::time::{Duration, Instant, SystemTime};

/// How long the settings must stay still before a new prediction is asked for.
const PLAN_SETTLE: Duration = Duration::from_millis(250);

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
    pub phase: String,
    pub step: usize,
    pub total: usize,
    /// When the first denoising step was reported, for the ETA.
    pub first_step: Option<(Instant, usize)>,
    pub preview: Option<egui::TextureHandle>,
    pub cancelling: bool,
    /// Each out-of-memory fallback the engine took, as told to the user.
    pub fallbacks: Vec<String>,
    /// When it was sent to the worker (files older than this are not its image).
    pub sent: SystemTime,
}

impl Job {
    /// A job just sent to the worker.
    pub fn sent(id: String, spec: JobSpec, origin: Origin) -> Job {
        Job {
            id,
            spec,
            origin,
            phase: "queued".into(),
            step: 0,
            total: 0,
            first_step: None,
            preview: None,
            cancelling: false,
            fallbacks: Vec::new(),
            sent: SystemTime::now(),
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
    pub phase_marks: VecDeque<(Instant, String)>,
    /// The engine's own measurement for the last job: None until it reports; Some(None)
    /// when its device has no memory to measure (the CPU).
    pub measured: Option<Option<PhasePeaks>>,
    /// The fallbacks of the last finished job (shown until the next starts).
    pub last_fallbacks: Vec<String>,
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
    format!("offload {offload}, {slice}, {tile}")
}

impl App {
    /// Starts the next job when the worker is idle: a Generate batch first, then the queue.
    pub fn dispatch(&mut self) {
        if self.jobs.active.is_some() || !self.worker_status.ready {
            return;
        }
        if let Some(spec) = self.jobs.pending.pop_front() {
            self.start_job(spec, Origin::Generate);
        } else if self.queue_running && !self.queue_paused {
            match self.queue.next_index() {
                Some(i) => {
                    let seed = self.queue.seed_for(i);
                    let prompt = self.queue.items[i].prompt.clone();
                    let spec = self.job_spec(&prompt, seed, &self.queue.out_dir);
                    self.queue.items[i].status = ItemStatus::Running;
                    self.save_queue();
                    self.start_job(spec, Origin::Queue(i));
                }
                None => self.queue_running = false,
            }
        }
    }

    fn start_job(&mut self, spec: JobSpec, origin: Origin) {
        self.jobs.counter += 1;
        let id = format!("job-{}", self.jobs.counter);
        if let Err(e) = std::fs::create_dir_all(&spec.out_dir) {
            self.jobs.last_error = Some(format!(
                "{}: cannot create the output folder: {e}",
                spec.out_dir
            ));
            self.jobs.pending.clear();
            self.queue_running = false;
            return;
        }
        match self.worker.send(&Request::Generate {
            id: id.clone(),
            job: spec.clone(),
        }) {
            Ok(()) => {
                self.jobs.peaks.clear();
                self.jobs.measured = None;
                self.jobs.last_fallbacks.clear();
                self.jobs.last_error = None;
                self.plan.fallback = None;
                self.jobs.active = Some(Job::sent(id, spec, origin));
            }
            Err(e) => self.notice = e,
        }
    }

    /// Queues `batch_count` jobs from the Generate panel.
    pub fn generate(&mut self) {
        if self.settings.model.is_empty() {
            self.notice = "choose a model first".into();
            return;
        }
        let g = self.settings.generate.clone();
        let base = if g.random_seed {
            rand::random::<u32>() as u64
        } else {
            g.seed
        };
        let img2img = match self.init_image.spec(&self.config.data_dir.join("masks")) {
            Ok(s) => s,
            Err(e) => {
                self.notice = e;
                return;
            }
        };
        for i in 0..g.batch_count.max(1) {
            let seed = base.wrapping_add(i as u64);
            let mut spec = self.job_spec(&g.prompt, seed, &self.settings.out_dir);
            spec.img2img = img2img.clone();
            self.jobs.pending.push_back(spec);
        }
        self.dispatch();
    }

    /// Cancels the running job (at its next step) and the waiting batch.
    pub fn cancel_active(&mut self) {
        self.jobs.pending.clear();
        if let Some(job) = &mut self.jobs.active {
            job.cancelling = true;
            let _ = self.worker.send(&Request::Cancel { id: job.id.clone() });
        }
    }

    pub fn on_event(&mut self, e: Event) {
        let is_active =
            |id: &str, jobs: &crate::jobs::Jobs| jobs.active.as_ref().is_some_and(|j| j.id == id);
        match e {
            Event::Ready { device, cuda, .. } => {
                self.worker_status.device = device;
                self.worker_status.cuda = cuda;
                self.worker_status.message.clear();
                self.worker_status.model = None;
                self.plan.sent = None;
            }
            Event::Loaded { family, bytes, .. } => {
                self.worker_status.message =
                    format!("model loaded: {family}, {}", crate::meter::human(bytes));
                self.worker_status.model = Some((family, bytes));
            }
            Event::Unloaded => {
                self.worker_status.message = "model unloaded".into();
                self.worker_status.model = None;
            }
            Event::Phase { id, phase } if is_active(&id, &self.jobs) => {
                // Short phases may fall between two samples: each gets at least one.
                self.track_peaks();
                self.jobs
                    .phase_marks
                    .push_back((Instant::now(), phase.name().to_string()));
                if let Some(j) = &mut self.jobs.active {
                    j.phase = phase.name().to_string();
                }
            }
            Event::Progress { id, step, total } if is_active(&id, &self.jobs) => {
                if let Some(j) = &mut self.jobs.active {
                    j.step = step;
                    j.total = total;
                    j.first_step.get_or_insert((Instant::now(), step));
                }
            }
            Event::Preview {
                id,
                width,
                height,
                rgb_base64,
                ..
            } if is_active(&id, &self.jobs) => {
                use base64::Engine as _;
                let rgb = base64::engine::general_purpose::STANDARD
                    .decode(rgb_base64)
                    .unwrap_or_default();
                if rgb.len() == width * height * 3 {
                    let img = egui::ColorImage::from_rgb([width, height], &rgb);
                    let tex = self
                        .ctx
                        .load_texture("preview", img, egui::TextureOptions::NEAREST);
                    if let Some(j) = &mut self.jobs.active {
                        j.preview = Some(tex);
                    }
                }
            }
            Event::Image {
                id,
                path,
                seed,
                parameters,
                ..
            } => {
                // The last phase (decoding) ends here: make sure it has its sample too.
                self.track_peaks();
                self.jobs.last_seed = Some(seed);
                self.gallery.add(path.into(), seed, parameters);
                if let (Some(item), Some(job)) =
                    (self.gallery.items.last_mut(), self.jobs.active.as_ref())
                {
                    item.notes = job.fallbacks.clone();
                }
                if let Some(Origin::Queue(i)) = self
                    .jobs
                    .active
                    .as_ref()
                    .filter(|j| j.id == id)
                    .map(|j| j.origin)
                {
                    self.queue.image_done(i);
                    self.save_queue();
                }
            }
            Event::Done { id } | Event::Cancelled { id } if is_active(&id, &self.jobs) => {
                self.finish(None)
            }
            Event::Error { id, message } if id.starts_with("plan-") => {
                self.plan.predicted = None;
                self.plan.unavailable = Some(message);
            }
            Event::Error { id, message } if is_active(&id, &self.jobs) => {
                self.finish(Some(message))
            }
            Event::Error { message, .. } => self.notice = message,
            Event::PlanResult {
                predicted_peak_bytes_per_phase,
                ..
            } => {
                self.plan.predicted = Some(predicted_peak_bytes_per_phase);
                self.plan.unavailable = None;
            }
            Event::Fallback { id, message, plan } => {
                let text = format!("{message}. Now running with {}", plan_label(&plan));
                if let Some(j) = self.jobs.active.as_mut().filter(|j| j.id == id) {
                    j.fallbacks.push(text.clone());
                }
                self.plan.fallback = Some(text);
            }
            Event::MeasuredPeaks {
                id,
                measured_peak_bytes_per_phase,
            } if is_active(&id, &self.jobs) => {
                self.jobs.measured = Some(measured_peak_bytes_per_phase);
            }
            _ => {}
        }
    }

    /// The active job ended (done, cancelled, or failed with `error`).
    fn finish(&mut self, error: Option<String>) {
        let Some(job) = self.jobs.active.take() else {
            return;
        };
        self.jobs.last_fallbacks = job.fallbacks.clone();
        if let Origin::Queue(i) = job.origin {
            if let Some(item) = self.queue.items.get_mut(i) {
                match (&error, &item.status) {
                    (Some(e), _) => item.status = ItemStatus::Failed(e.clone()),
                    (None, ItemStatus::Running) if job.cancelling => {
                        item.status = ItemStatus::Pending
                    }
                    _ => {}
                }
            }
            self.save_queue();
        }
        self.jobs.last_error = error;
    }

    /// The worker died under a job: the job is lost, a queue item will run again; unless
    /// its image was written already, which then counts as made.
    pub fn worker_lost(&mut self, why: &str) {
        if let Some(job) = self.jobs.active.take() {
            if let Some((path, parameters)) = image_written_before_loss(&job, &self.gallery) {
                self.gallery.add(path, job.spec.seed, parameters);
                self.jobs.last_seed = Some(job.spec.seed);
                if let Origin::Queue(i) = job.origin {
                    self.queue.image_done(i);
                    self.save_queue();
                }
                self.jobs.last_error =
                    Some(format!("the worker stopped after saving the image: {why}"));
                return;
            }
            if let Origin::Queue(i) = job.origin {
                self.queue.image_lost(i);
                self.save_queue();
            }
            self.jobs.last_error = Some(format!("the job was lost: {why}"));
        }
    }

    /// Keeps the worker's peak memory per phase while a job runs.
    pub fn track_peaks(&mut self) {
        let (Some(job), Some(s)) = (&self.jobs.active, self.meter.latest()) else {
            return;
        };
        let p = self.jobs.peaks.entry(job.phase.clone()).or_insert(0);
        *p = (*p).max(s.worker);
        while self
            .jobs
            .phase_marks
            .front()
            .is_some_and(|(t, _)| t.elapsed() > crate::meter::WINDOW)
        {
            self.jobs.phase_marks.pop_front();
        }
    }

    /// The settings' job for the chosen model: the refiner goes only with an SDXL base
    /// (a model whose family is not known yet keeps it; the engine checks again).
    pub fn job_spec(&self, prompt: &str, seed: u64, out_dir: &str) -> JobSpec {
        let mut job = self.settings.job(prompt, seed, out_dir);
        let family = self.family();
        if !family.is_empty() && !family.contains("XL") {
            job.refiner = None;
        }
        job
    }

    /// Asks the worker for a prediction whenever the job it would run changes.
    pub fn request_plan_if_changed(&mut self) {
        if !self.worker_status.ready || self.settings.model.is_empty() {
            return;
        }
        let g = &self.settings.generate;
        let job = self.job_spec(&g.prompt, g.seed, &self.settings.out_dir);
        if self.plan.sent.as_ref() == Some(&job) {
            return;
        }
        match &self.plan.settling {
            Some((j, since)) if *j == job => {
                if since.elapsed() < PLAN_SETTLE {
                    self.ctx.request_repaint_after(PLAN_SETTLE);
                    return;
                }
            }
            _ => {
                self.plan.settling = Some((job, Instant::now()));
                self.ctx.request_repaint_after(PLAN_SETTLE);
                return;
            }
        }
        self.plan.counter += 1;
        let id = format!("plan-{}", self.plan.counter);
        if self
            .worker
            .send(&Request::Plan {
                id,
                job: job.clone(),
            })
            .is_ok()
        {
            self.plan.sent = Some(job);
        }
    }

    pub fn drain_download(&mut self) {
        let Some(d) = &mut self.download else { return };
        let mut finished = None;
        while let Ok(m) = d.download.rx.try_recv() {
            match &m {
                DownloadMsg::Listed { files, total_bytes } => {
                    d.files = *files;
                    d.total = *total_bytes;
                }
                DownloadMsg::Progress { file, done_bytes } => {
                    d.done = *done_bytes;
                    d.file = file.clone();
                    d.window.push_back((Instant::now(), *done_bytes));
                    while d.window.len() > 2 && d.window[0].0.elapsed().as_secs_f64() > 3.0 {
                        d.window.pop_front();
                    }
                }
                DownloadMsg::Finished { path } => finished = Some(path.display().to_string()),
                _ => {}
            }
            if !matches!(m, DownloadMsg::Progress { .. } | DownloadMsg::Listed { .. }) {
                d.result = Some(m);
            }
        }
        if let Some(path) = finished {
            self.set_model(&path);
        }
    }
}

/// The image a job saved before its worker died, if it got that far. The worker writes the
/// PNG, then reports it; a worker killed in between leaves an image the app never heard of,
/// and running the job again would make it twice. Only a job that reached its last phase
/// can have one: a PNG in its folder, written since the job was sent, not in the gallery,
/// whose parameters are this job's prompt and seed.
fn image_written_before_loss(job: &Job, gallery: &Gallery) -> Option<(PathBuf, String)> {
    if job.phase != "decoding" {
        return None;
    }
    // File times may be as coarse as 2 s (FAT).
    let since = job.sent.checked_sub(Duration::from_secs(2))?;
    let head = format!("{}\n", job.spec.prompt);
    let seed = format!("Seed: {}, ", job.spec.seed);
    std::fs::read_dir(&job.spec.out_dir)
        .ok()?
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "png"))
        .filter(|p| {
            std::fs::metadata(p)
                .and_then(|m| m.modified())
                .is_ok_and(|t| t >= since)
        })
        .filter(|p| !gallery.items.iter().any(|i| i.path == *p))
        .find_map(|p| {
            let text = candela_engine::output::read_parameters(&p).ok()??;
            let ours = text.starts_with(&head) && text.lines().any(|l| l.contains(&seed));
            ours.then_some((p, text))
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use candela_engine::output::{encode_png, save_new_file};

    fn job(out: &std::path::Path, phase: &str) -> Job {
        let mut spec = crate::settings::Settings::default().job("a lost cat", 42, "");
        spec.out_dir = out.display().to_string();
        Job {
            phase: phase.into(),
            ..Job::sent("job-1".into(), spec, Origin::Queue(0))
        }
    }

    fn png(out: &std::path::Path, text: &str) -> PathBuf {
        let bytes = encode_png(1, 1, &[0, 0, 0], text).unwrap();
        save_new_file(&out.join("candela.png"), &bytes).unwrap()
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
            image_written_before_loss(&job(out, "decoding"), &gallery),
            None
        );
        let ours = png(out, &format!("a lost cat\n{settings}, Seed: 42, Size: 8x8"));
        // Before its last phase a job cannot have saved anything.
        assert_eq!(
            image_written_before_loss(&job(out, "denoising"), &gallery),
            None
        );
        let found = image_written_before_loss(&job(out, "decoding"), &gallery);
        assert_eq!(found.as_ref().map(|f| &f.0), Some(&ours));
        // One the gallery has already is some other job's.
        gallery.add(ours, 42, found.unwrap().1);
        assert_eq!(
            image_written_before_loss(&job(out, "decoding"), &gallery),
            None
        );
        // Nor is a file from before the job was sent.
        let mut late = job(out, "decoding");
        gallery.items.clear();
        late.sent += Duration::from_secs(60);
        assert_eq!(image_written_before_loss(&late, &gallery), None);
    }
}
