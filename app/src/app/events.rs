//! What the worker's events change: the running job, the gallery, the queue, the plan.
use super::App;
use crate::stores::jobs::{image_written_before_loss, pace_key, plan_label, Origin};
use crate::stores::queue::ItemStatus;
use candela_engine::protocol::{Event, Phase};
use std::time::Instant;

impl App {
    pub fn on_event(&mut self, e: Event) {
        let is_active = |id: &str, jobs: &crate::stores::jobs::Jobs| {
            jobs.active.as_ref().is_some_and(|j| j.id == id)
        };
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
                self.jobs.phase_marks.push_back((Instant::now(), phase));
                if let Some(j) = &mut self.jobs.active {
                    j.phase = Some(phase);
                    j.since = Instant::now();
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
                ms_per_step,
            } => {
                if let Some(j) = self.jobs.active.as_ref().filter(|j| j.id == id) {
                    if ms_per_step > 0.0 {
                        self.jobs.last_pace = Some((pace_key(&j.spec), ms_per_step / 1000.0));
                    }
                }
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
            Event::ModelInfo { id, model, info } => {
                self.library_sent.remove(&id);
                self.library.info.insert(model.clone(), Ok(info.clone()));
                if self.info_sent.as_ref().is_some_and(|(i, _)| *i == id) {
                    self.info_sent = None;
                    // Steps, CFG and size move to this model's defaults where the user
                    // left them at the last model's.
                    crate::stores::family::follow_model(&mut self.settings.generate, &info);
                    self.model_info = Some((model, Ok(info)));
                }
            }
            Event::Error { id, message } if id.starts_with("lib-") => {
                if let Some(model) = self.library_sent.remove(&id) {
                    self.library.info.insert(model, Err(message));
                }
            }
            Event::Error { id, message } if id.starts_with("info-") => {
                if let Some((_, model)) = self.info_sent.take().filter(|(i, _)| *i == id) {
                    // A path that does not open leaves the recent list.
                    self.settings.recent_models.retain(|m| *m != model);
                    self.model_info = Some((model, Err(message)));
                }
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
                plan,
                predicted_step_seconds,
                ..
            } => {
                self.plan.step_seconds = predicted_step_seconds;
                self.plan.predicted = Some(predicted_peak_bytes_per_phase);
                self.plan.chosen = Some(plan);
                self.plan.unavailable = None;
            }
            Event::Fallback { id, message, plan } => {
                let text = format!("{message}. Now running with {}", plan_label(&plan));
                if let Some(j) = self.jobs.active.as_mut().filter(|j| j.id == id) {
                    j.fallbacks.push(text.clone());
                }
                self.plan.fallback = Some(text);
            }
            // A LoRA some of whose layers match nothing in the model: said in the status
            // bar, never dropped (issue 15).
            Event::Warning { message, .. } => self.notice = message,
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
            // "Stop now" restarts the worker under a job being cancelled: that is the cancel.
            if !job.cancelling {
                self.jobs.last_error = Some(format!("the job was lost: {why}"));
            }
        }
    }

    /// Keeps the worker's peak memory per phase while a job runs.
    pub fn track_peaks(&mut self) {
        let (Some(job), Some(s)) = (&self.jobs.active, self.meter.latest()) else {
            return;
        };
        let phase = job.phase.map_or("waiting", Phase::name).to_string();
        let p = self.jobs.peaks.entry(phase).or_insert(0);
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
}
