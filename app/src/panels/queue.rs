//! Queue panel: prompts one per line (typed or from a .txt), images per prompt, seed
//! policy, output folder; run, pause, skip, cancel; progress for the job and the queue.
use super::{Command, View};
use crate::command::PickTarget;
use crate::stores::jobs::Origin;
use crate::stores::queue::{ItemStatus, Queue, SeedPolicy};

#[derive(Default)]
pub struct QueuePanel {
    /// Prompts typed but not added yet.
    pub input: String,
}

impl QueuePanel {
    pub fn ui(&mut self, ui: &mut egui::Ui, q: &mut Queue, view: &View) -> Vec<Command> {
        let mut out = Vec::new();
        ui.heading("Queue");
        super::labelled_text(ui, "Prompts, one per line", &mut self.input, true);
        let mut changed = false;
        ui.horizontal(|ui| {
            if ui.button("Add to queue").clicked() {
                out.push(Command::AddPrompts(std::mem::take(&mut self.input)));
            }
            if ui.button("Load .txt…").clicked() {
                out.push(Command::Pick(PickTarget::Prompts));
            }
        });
        ui.horizontal(|ui| {
            changed |= super::labelled(
                ui,
                "Images per prompt",
                egui::DragValue::new(&mut q.images_per_prompt).range(1..=100),
            )
            .changed();
        });
        ui.horizontal_wrapped(|ui| {
            ui.label("Seed");
            for (p, l) in [
                (SeedPolicy::Fixed, "fixed"),
                (SeedPolicy::Increment, "increment"),
                (SeedPolicy::Random, "random"),
            ] {
                changed |= ui.radio_value(&mut q.seed_policy, p, l).changed();
            }
            let base =
                super::labelled(ui, "base", egui::DragValue::new(&mut q.base_seed)).changed();
            // A new base starts the count again; otherwise the seeds go on where they
            // stopped, across runs of the queue and restarts of the app.
            if base {
                q.issued = 0;
            }
            changed |= base;
        });
        if let Some(next) = q.next_seed() {
            ui.horizontal_wrapped(|ui| {
                ui.label(format!("Next seed: {next}")).on_hover_text(
                    "Each new image takes the next seed, continuing where the queue stopped",
                );
                if q.issued > 0 && ui.small_button("Start again from base").clicked() {
                    q.issued = 0;
                    changed = true;
                }
            });
        }
        ui.horizontal_wrapped(|ui| {
            if ui.button("Output folder…").clicked() {
                out.push(Command::Pick(PickTarget::OutputFolder));
            }
            ui.label(&q.out_dir)
                .on_hover_text("PNGs with their parameters; existing files are never overwritten");
        });
        if changed {
            out.push(Command::SaveQueue);
        }
        controls(ui, q, view, &mut out);
        items(ui, q, view, &mut out);
        out
    }
}

fn controls(ui: &mut egui::Ui, q: &Queue, view: &View, out: &mut Vec<Command>) {
    let from_queue = view.jobs.active.as_ref().and_then(|j| match j.origin {
        Origin::Queue(i) => Some(i),
        _ => None,
    });
    let (running, paused) = (view.queue_running, view.queue_paused);
    ui.horizontal_wrapped(|ui| {
        let can_run = q.unfinished() > 0 && (!running || paused);
        if ui
            .add_enabled(can_run, egui::Button::new("Run queue"))
            .clicked()
        {
            out.push(Command::RunQueue);
        }
        if ui
            .add_enabled(running && !paused, egui::Button::new("Pause"))
            .clicked()
        {
            out.push(Command::PauseQueue);
        }
        if ui
            .add_enabled(from_queue.is_some(), egui::Button::new("Skip"))
            .clicked()
        {
            out.push(Command::SkipQueueItem);
        }
        if ui
            .add_enabled(running, egui::Button::new("Cancel queue"))
            .clicked()
        {
            out.push(Command::CancelQueue);
        }
    });
    let (done, total) = q.image_counts();
    let frac = if total > 0 {
        done as f32 / total as f32
    } else {
        0.0
    };
    ui.add(egui::ProgressBar::new(frac).text(format!("Queue: {done}/{total} images")));
    if let Some(j) = view.jobs.active.as_ref().filter(|_| from_queue.is_some()) {
        let f = if j.total > 0 {
            j.step as f32 / j.total as f32
        } else {
            0.0
        };
        ui.add(egui::ProgressBar::new(f).text(format!("Job: step {}/{}", j.step, j.total)));
    }
    let state = match (running, paused) {
        (true, false) => "running",
        (true, true) => "paused (the current image finishes)",
        _ => "stopped",
    };
    ui.label(format!("{} unfinished prompts, {state}", q.unfinished()));
}

fn items(ui: &mut egui::Ui, q: &Queue, view: &View, out: &mut Vec<Command>) {
    // Indices stay stable while a queue job runs.
    let idle = view.jobs.active.is_none();
    egui::Grid::new("queue_items")
        .num_columns(3)
        .striped(true)
        .show(ui, |ui| {
            for (i, it) in q.items.iter().enumerate() {
                let status = match &it.status {
                    ItemStatus::Pending => {
                        format!("pending {}/{}", it.done, q.images_per_prompt)
                    }
                    ItemStatus::Running => {
                        format!("running {}/{}", it.done, q.images_per_prompt)
                    }
                    ItemStatus::Done => "done".into(),
                    ItemStatus::Skipped => "skipped".into(),
                    ItemStatus::Failed(e) => format!("failed: {e}"),
                };
                ui.label(&it.prompt);
                ui.label(status);
                if idle && ui.small_button("Remove").clicked() {
                    out.push(Command::RemoveQueueItem(i));
                }
                ui.end_row();
            }
        });
    if idle
        && q.items.iter().any(|i| i.status == ItemStatus::Done)
        && ui.button("Clear finished").clicked()
    {
        out.push(Command::ClearFinished);
    }
}
