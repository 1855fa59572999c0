//! Generate panel: prompt, size, steps, CFG, sampler, seed, batch; progress with ETA and a
//! live preview of the latents; cancel.
use super::{Command, View};
use crate::stores::settings::{presets, GenerateParams, Sd3Ui};
use crate::stores::tokens::TokenCounter;
use candela_engine::protocol::{Emphasis, Sampler, Schedule};
use candela_engine::sampling::names::sampler_names;

/// How long a cancel may wait for the next step before "Stop now" is offered.
const STOP_NOW_AFTER: std::time::Duration = std::time::Duration::from_secs(3);

#[derive(Default)]
pub struct GeneratePanel {
    /// The prompt boxes' token counter.
    pub tokens: TokenCounter,
}

impl GeneratePanel {
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        g: &mut GenerateParams,
        sd3: &mut Sd3Ui,
        sd3_not_yet: &[&str],
        emphasis: Emphasis,
        view: &View,
    ) -> Vec<Command> {
        let mut out = Vec::new();
        ui.heading("Generate");
        use super::prompt_box::prompt_box;
        prompt_box(ui, "Prompt", &mut g.prompt, emphasis, &mut self.tokens);
        prompt_box(
            ui,
            "Negative prompt",
            &mut g.negative_prompt,
            emphasis,
            &mut self.tokens,
        );
        ui.horizontal_wrapped(|ui| {
            let size_label = ui.label("Size");
            egui::ComboBox::from_id_salt("preset")
                .selected_text(format!("{}x{}", g.width, g.height))
                .show_ui(ui, |ui| {
                    for (label, w, h) in presets(view.family()) {
                        if ui
                            .selectable_label(g.width == *w && g.height == *h, *label)
                            .clicked()
                        {
                            g.width = *w;
                            g.height = *h;
                        }
                    }
                })
                .response
                .labelled_by(size_label.id);
            // Typed sizes stay as typed (a wrong one is refused below, not changed);
            // dragging moves in multiples of 8 (the VAE's scale factor).
            for (label, v) in [("Width", &mut g.width), ("Height", &mut g.height)] {
                let r = super::labelled(
                    ui,
                    label,
                    egui::DragValue::new(v)
                        .range(0..=u32::MAX as usize)
                        .speed(8),
                );
                if r.dragged() {
                    *v = (*v / 8 * 8).max(64);
                }
            }
        });
        let size_error = g.size_error();
        if let Some(e) = &size_error {
            ui.colored_label(ui.visuals().error_fg_color, e);
        }
        ui.horizontal_wrapped(|ui| {
            super::labelled(
                ui,
                "Steps",
                egui::DragValue::new(&mut g.steps).range(1..=150),
            );
            super::labelled(
                ui,
                "CFG",
                egui::DragValue::new(&mut g.cfg)
                    .range(1.0..=30.0)
                    .speed(0.1),
            );
        });
        match crate::stores::family::is_sd3_label(view.family()) {
            true => {
                let has_t5 = match view.model_info {
                    Some((_, Ok(i))) => i.t5.map(|carried| carried || view.t5_file),
                    _ => None,
                };
                super::sd3_options::ui(ui, sd3, (&mut g.clip_skip, g.cfg), sd3_not_yet, has_t5)
            }
            false => sampler_controls(ui, g),
        }
        ui.horizontal_wrapped(|ui| {
            ui.checkbox(&mut g.random_seed, "Random seed");
            // As in A1111, -1 means a new random seed for each image.
            let mut seed: i64 = if g.random_seed { -1 } else { g.seed as i64 };
            let seed_label = ui.label("Seed");
            let r = ui
                .add(egui::DragValue::new(&mut seed).range(-1..=u32::MAX as i64))
                .labelled_by(seed_label.id)
                .on_hover_text("-1: a random seed for each image");
            if r.changed() {
                g.random_seed = seed < 0;
                if seed >= 0 {
                    g.seed = seed as u64;
                }
            }
            super::labelled(
                ui,
                "Batch count",
                egui::DragValue::new(&mut g.batch_count).range(1..=100),
            );
            if !g.random_seed {
                ui.checkbox(&mut g.continue_seeds, "Continue seeds")
                    .on_hover_text("After each batch the seed moves on past it: the next Generate makes new images instead of the same ones");
            }
        });
        let busy = view.jobs.active.is_some();
        ui.horizontal(|ui| {
            if ui
                .add_enabled(
                    view.can_generate() && size_error.is_none(),
                    egui::Button::new("Generate"),
                )
                .clicked()
            {
                out.push(Command::Generate);
            }
            let cancelling = view.jobs.active.as_ref().and_then(|j| j.cancel_asked);
            if ui
                .add_enabled(busy && cancelling.is_none(), egui::Button::new("Cancel"))
                .on_hover_text("Stop the running image at its next step (Esc)")
                .clicked()
            {
                out.push(Command::CancelJob);
            }
            // A step can take minutes (large images on the CPU): stop without waiting.
            if cancelling.is_some_and(|t| t.elapsed() > STOP_NOW_AFTER)
                && ui
                    .button("Stop now")
                    .on_hover_text("Restart the engine worker: the image is dropped at once")
                    .clicked()
            {
                out.push(Command::FreeVram);
            }
            if let Some(seed) = view.jobs.last_seed {
                ui.label(format!("Last seed: {seed}"));
            }
        });
        job_progress(ui, view);
        out
    }
}

/// Sampler and schedule pickers with A1111's names, and clip skip.
fn sampler_controls(ui: &mut egui::Ui, g: &mut GenerateParams) {
    // An older settings file's "DPM++ 2M Karras" is DPM++ 2M on the Karras schedule.
    let (kind, schedule) = g.sampler_schedule();
    g.sampler = kind.name().to_string();
    g.schedule = schedule.name().to_string();
    ui.horizontal_wrapped(|ui| {
        let sampler_label = ui.label("Sampler");
        egui::ComboBox::from_id_salt("sampler")
            .selected_text(kind.a1111_name())
            .show_ui(ui, |ui| {
                for (name, a1111) in sampler_names() {
                    ui.selectable_value(&mut g.sampler, name.to_string(), a1111);
                }
            })
            .response
            .labelled_by(sampler_label.id);
        let kind: Sampler = g.sampler.parse().unwrap_or_default();
        let takes = |s: Schedule| candela_engine::sampling::resolve(kind, s).is_ok();
        if !takes(schedule) {
            g.schedule = Schedule::Default.name().to_string();
        }
        let schedule_label = ui.label("Schedule type");
        let shown: Schedule = g.schedule.parse().unwrap_or_default();
        egui::ComboBox::from_id_salt("schedule")
            .selected_text(shown.a1111_name())
            .show_ui(ui, |ui| {
                for s in Schedule::ALL.into_iter().filter(|s| takes(*s)) {
                    ui.selectable_value(&mut g.schedule, s.name().to_string(), s.a1111_name());
                }
            })
            .response
            .labelled_by(schedule_label.id)
            .on_hover_text(
                "How the noise levels are spread over the steps (Automatic: the sampler's own)",
            );
        super::labelled(
            ui,
            "Clip skip",
            egui::DragValue::new(&mut g.clip_skip).range(1..=12),
        )
        .on_hover_text(
            "1 uses the text encoder's last layer; 2 the one before (many anime models want 2)",
        );
    });
}

/// Step, phase, ETA and the latent preview of the running job.
fn job_progress(ui: &mut egui::Ui, view: &View) {
    let jobs = view.jobs;
    if let Some(e) = &jobs.last_error {
        ui.colored_label(ui.visuals().error_fg_color, format!("Error: {e}"));
    }
    fallback_status(ui, view);
    let Some(job) = &jobs.active else { return };
    let waiting = jobs.pending.len();
    let more = if waiting > 0 {
        format!(" (+{waiting} waiting)")
    } else {
        String::new()
    };
    // No steps to count yet (loading, the prompt, the first step): the bar moves anyway.
    let counting = job.total > 0 && !job.cancelling;
    ui.add(
        egui::ProgressBar::new(job.fraction())
            .animate(!counting)
            .text(format!("{}{more}", job.status())),
    );
    // Polled (not pushed by the worker): the seconds shown tick on.
    ui.ctx()
        .request_repaint_after(std::time::Duration::from_millis(500));
    if let Some(tex) = &job.preview {
        let size = egui::vec2(job.spec.width as f32, job.spec.height as f32);
        // At most 256 px, less on a short window, so it shows without scrolling.
        let side = (ui.ctx().content_rect().height() * 0.3).clamp(128.0, 256.0);
        let scale = (side / size.max_elem()).clamp(0.25, 4.0);
        ui.add(
            egui::Image::new(tex)
                .fit_to_exact_size(size * scale)
                .alt_text("Live preview"),
        )
        .on_hover_text("Live preview of the latents");
    }
}

/// Out-of-memory fallbacks of the running job, or of the last one once it finished.
fn fallback_status(ui: &mut egui::Ui, view: &View) {
    let warn = ui.visuals().warn_fg_color;
    match &view.jobs.active {
        Some(job) => {
            for f in &job.fallbacks {
                ui.colored_label(warn, format!("Out of memory, fell back: {f}"));
            }
        }
        None if view.jobs.last_error.is_none() => {
            for f in &view.jobs.last_fallbacks {
                ui.colored_label(warn, format!("Finished after a fallback: {f}"));
            }
        }
        None => {}
    }
}
