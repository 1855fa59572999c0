//! Queue panel: prompts one per line (typed or from a .txt), images per prompt, seed
//! policy, output folder; run, pause, skip, cancel; progress for the job and the queue.
use crate::app::App;
use crate::queue::{ItemStatus, SeedPolicy};

impl App {
    pub fn queue_panel(&mut self, ui: &mut egui::Ui) {
        ui.heading("Queue");
        let mut input = std::mem::take(&mut self.queue_input);
        super::labelled_text(ui, "Prompts, one per line", &mut input, true);
        self.queue_input = input;
        let mut changed = false;
        ui.horizontal(|ui| {
            if ui.button("Add to queue").clicked() {
                let text = std::mem::take(&mut self.queue_input);
                changed |= self.queue.add_prompts(&text) > 0;
            }
            if ui.button("Load .txt…").clicked() {
                // Opened as if dropped: a .txt fills the queue.
                self.pick(Some(("text", "txt")));
            }
        });
        let q = &mut self.queue;
        ui.horizontal(|ui| {
            changed |= super::labelled(
                ui,
                "Images per prompt",
                egui::DragValue::new(&mut q.images_per_prompt).range(1..=100),
            )
            .changed();
        });
        ui.horizontal(|ui| {
            ui.label("Seed");
            for (p, l) in [
                (SeedPolicy::Fixed, "fixed"),
                (SeedPolicy::Increment, "increment"),
                (SeedPolicy::Random, "random"),
            ] {
                changed |= ui.radio_value(&mut q.seed_policy, p, l).changed();
            }
            changed |=
                super::labelled(ui, "base", egui::DragValue::new(&mut q.base_seed)).changed();
        });
        ui.horizontal(|ui| {
            if ui.button("Output folder…").clicked() && self.out_dir_pick.is_none() {
                // The native dialog runs on its own thread; the frame loop never waits on it.
                let (tx, rx) = std::sync::mpsc::channel();
                let ctx = self.ctx.clone();
                std::thread::spawn(move || {
                    if let Some(d) = rfd::FileDialog::new().pick_folder() {
                        let _ = tx.send(d);
                    }
                    ctx.request_repaint();
                });
                self.out_dir_pick = Some(rx);
            }
            match self.out_dir_pick.as_ref().map(|rx| rx.try_recv()) {
                Some(Ok(d)) => {
                    q.out_dir = d.display().to_string();
                    changed = true;
                    self.out_dir_pick = None;
                }
                Some(Err(std::sync::mpsc::TryRecvError::Disconnected)) => self.out_dir_pick = None,
                _ => {}
            }
            ui.label(&q.out_dir)
                .on_hover_text("PNGs with their parameters; existing files are never overwritten");
        });
        if changed {
            self.save_queue();
        }
        self.queue_controls(ui);
        self.queue_items(ui);
    }

    fn queue_controls(&mut self, ui: &mut egui::Ui) {
        let from_queue = self.jobs.active.as_ref().and_then(|j| match j.origin {
            crate::jobs::Origin::Queue(i) => Some(i),
            _ => None,
        });
        ui.horizontal(|ui| {
            let can_run = self.queue.unfinished() > 0 && (!self.queue_running || self.queue_paused);
            if ui
                .add_enabled(can_run, egui::Button::new("Run queue"))
                .clicked()
            {
                self.queue_running = true;
                self.queue_paused = false;
                self.dispatch();
            }
            if ui
                .add_enabled(
                    self.queue_running && !self.queue_paused,
                    egui::Button::new("Pause"),
                )
                .clicked()
            {
                self.queue_paused = true;
            }
            if ui
                .add_enabled(from_queue.is_some(), egui::Button::new("Skip"))
                .clicked()
            {
                if let Some(i) = from_queue {
                    self.queue.items[i].status = ItemStatus::Skipped;
                    self.save_queue();
                    self.cancel_active();
                }
            }
            if ui
                .add_enabled(self.queue_running, egui::Button::new("Cancel queue"))
                .clicked()
            {
                self.queue_running = false;
                self.queue_paused = false;
                if from_queue.is_some() {
                    self.cancel_active();
                }
            }
        });
        let (done, total) = self.queue.image_counts();
        let frac = if total > 0 {
            done as f32 / total as f32
        } else {
            0.0
        };
        ui.add(egui::ProgressBar::new(frac).text(format!("Queue: {done}/{total} images")));
        if let Some(j) = self.jobs.active.as_ref().filter(|_| from_queue.is_some()) {
            let f = if j.total > 0 {
                j.step as f32 / j.total as f32
            } else {
                0.0
            };
            ui.add(egui::ProgressBar::new(f).text(format!("Job: step {}/{}", j.step, j.total)));
        }
        let state = match (self.queue_running, self.queue_paused) {
            (true, false) => "running",
            (true, true) => "paused (the current image finishes)",
            _ => "stopped",
        };
        ui.label(format!(
            "{} unfinished prompts, {state}",
            self.queue.unfinished()
        ));
    }

    fn queue_items(&mut self, ui: &mut egui::Ui) {
        let mut remove = None;
        // Indices stay stable while a queue job runs.
        let idle = self.jobs.active.is_none();
        egui::Grid::new("queue_items")
            .num_columns(3)
            .striped(true)
            .show(ui, |ui| {
                for (i, it) in self.queue.items.iter().enumerate() {
                    let status = match &it.status {
                        ItemStatus::Pending => {
                            format!("pending {}/{}", it.done, self.queue.images_per_prompt)
                        }
                        ItemStatus::Running => {
                            format!("running {}/{}", it.done, self.queue.images_per_prompt)
                        }
                        ItemStatus::Done => "done".into(),
                        ItemStatus::Skipped => "skipped".into(),
                        ItemStatus::Failed(e) => format!("failed: {e}"),
                    };
                    ui.label(&it.prompt);
                    ui.label(status);
                    if idle && ui.small_button("Remove").clicked() {
                        remove = Some(i);
                    }
                    ui.end_row();
                }
            });
        if let Some(i) = remove {
            self.queue.items.remove(i);
            self.save_queue();
        }
        if idle
            && self
                .queue
                .items
                .iter()
                .any(|i| i.status == ItemStatus::Done)
            && ui.button("Clear finished").clicked()
        {
            self.queue.clear_finished();
            self.save_queue();
        }
    }
}
