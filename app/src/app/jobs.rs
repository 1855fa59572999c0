//! Starting jobs: the Generate batch and the queue, one at a time; cancel; and the plan
//! requests that keep the VRAM panel's prediction in step with the settings.
use super::App;
use crate::stores::jobs::{Job, Origin};
use candela_engine::protocol::{JobSpec, Request};
use std::time::{Duration, Instant};

/// How long the settings must stay still before a new prediction is asked for.
const PLAN_SETTLE: Duration = Duration::from_millis(250);

impl App {
    /// Starts the next job when the worker is idle: a Generate batch first, then the queue.
    pub fn dispatch(&mut self) {
        if self.jobs.active.is_some() || !self.worker_status.ready {
            return;
        }
        if let Some(spec) = self.jobs.pending.pop_front() {
            self.start_job(spec, Origin::Generate);
        } else if self.queue_running && !self.queue_paused {
            if let Some(e) = self.settings.generate.size_error() {
                self.queue_running = false;
                self.notice = format!("the queue stopped: {e}");
                return;
            }
            match self.queue.next_index() {
                Some(i) => {
                    let seed = self.queue.seed_for(i);
                    let prompt = self.queue.items[i].prompt.clone();
                    let spec = self.job_spec(&prompt, seed, &self.queue.out_dir);
                    self.queue.start(i);
                    self.save_queue();
                    self.start_job(spec, Origin::Queue(i));
                }
                None => self.queue_running = false,
            }
        }
    }

    fn start_job(&mut self, mut spec: JobSpec, origin: Origin) {
        // Named when it starts: the number counts on from the folder as it is now.
        spec.file_stem = crate::stores::outputs::file_stem(
            &self.settings.output_pattern,
            std::path::Path::new(&spec.out_dir),
            spec.seed,
            &spec.prompt,
            &spec.model,
        );
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
        // The pace to expect until the job's own steps tell it.
        let key = crate::stores::jobs::pace_key(&spec);
        let expected_step_s = match &self.jobs.last_pace {
            Some((k, s)) if *k == key => Some(*s),
            _ => self.plan.step_seconds,
        };
        match self.worker.send(&Request::Generate {
            id: id.clone(),
            job: spec.clone(),
        }) {
            Ok(()) => {
                self.jobs.peaks.clear();
                self.jobs.measured = None;
                self.jobs.predicted = self.plan.predicted;
                self.jobs.last_fallbacks.clear();
                self.jobs.last_error = None;
                self.plan.fallback = None;
                self.jobs.active = Some(Job {
                    expected_step_s,
                    ..Job::sent(id, spec, origin)
                });
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
        if let Some(e) = g.size_error() {
            self.notice = e;
            return;
        }
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
        let count = g.batch_count.max(1) as u64;
        for i in 0..count {
            let seed = base.wrapping_add(i);
            let mut spec = self.job_spec(&g.prompt, seed, &self.settings.out_dir);
            spec.img2img = img2img.clone();
            self.jobs.pending.push_back(spec);
        }
        if g.continue_seeds && !g.random_seed {
            self.settings.generate.seed = base.wrapping_add(count);
        }
        self.dispatch();
    }

    /// Cancels the running job (at its next step) and the waiting batch.
    pub fn cancel_active(&mut self) {
        self.jobs.pending.clear();
        if let Some(job) = self.jobs.active.as_mut().filter(|j| !j.cancelling) {
            job.cancelling = true;
            job.cancel_asked = Some(Instant::now());
            let _ = self.worker.send(&Request::Cancel { id: job.id.clone() });
        }
    }

    /// The settings' job for the chosen model: the refiner goes only with an SDXL base
    /// (a model whose family is not known yet keeps it; the engine checks again); an SD 3
    /// model runs flow-matching Euler with SD 3's settings, the others carry none of them.
    pub fn job_spec(&self, prompt: &str, seed: u64, out_dir: &str) -> JobSpec {
        let mut job = self.settings.job(prompt, seed, out_dir);
        let family = self.family();
        if !family.is_empty() && !family.contains("XL") {
            job.refiner = None;
        }
        let sd3 = matches!(&self.model_info, Some((_, Ok(i))) if crate::stores::family::is_sd3(i));
        crate::stores::family::fit_job(&mut job, sd3, &self.settings.sd3);
        job
    }

    /// Asks the worker for a prediction whenever the job it would run changes.
    pub fn request_plan_if_changed(&mut self) {
        // Only for a model the worker could read (its error is shown once, by the model
        // panel); the model's answer comes first.
        let readable = matches!(&self.model_info, Some((m, Ok(_))) if *m == self.settings.model);
        if !self.worker_status.ready || !readable {
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
}
