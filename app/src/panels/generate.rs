//! Generate panel: prompt, size, steps, CFG, sampler, seed, batch; progress with ETA and a
//! live preview of the latents; cancel.
use crate::app::App;
use crate::settings::presets;
use candela_engine::protocol::Sampler;

impl App {
    pub fn generate_panel(&mut self, ui: &mut egui::Ui) {
        ui.heading("Generate");
        let family = self.family();
        let g = &mut self.settings.generate;
        super::labelled_text(ui, "Prompt", &mut g.prompt, true);
        super::labelled_text(ui, "Negative prompt", &mut g.negative_prompt, true);
        ui.horizontal_wrapped(|ui| {
            let size_label = ui.label("Size");
            egui::ComboBox::from_id_salt("preset")
                .selected_text(format!("{}x{}", g.width, g.height))
                .show_ui(ui, |ui| {
                    for (label, w, h) in presets(&family) {
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
            // Custom sizes snap to multiples of 8 (the VAE's scale factor).
            super::labelled(
                ui,
                "Width",
                egui::DragValue::new(&mut g.width).range(64..=2048).speed(8),
            );
            super::labelled(
                ui,
                "Height",
                egui::DragValue::new(&mut g.height)
                    .range(64..=2048)
                    .speed(8),
            );
            g.width = g.width / 8 * 8;
            g.height = g.height / 8 * 8;
        });
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
            let sampler_label = ui.label("Sampler");
            egui::ComboBox::from_id_salt("sampler")
                .selected_text(
                    g.sampler
                        .parse::<Sampler>()
                        .map_or(g.sampler.as_str(), |s| s.a1111_name()),
                )
                .show_ui(ui, |ui| {
                    for s in Sampler::ALL {
                        ui.selectable_value(&mut g.sampler, s.name().to_string(), s.a1111_name());
                    }
                })
                .response
                .labelled_by(sampler_label.id);
        });
        ui.horizontal_wrapped(|ui| {
            ui.checkbox(&mut g.random_seed, "Random seed");
            let seed_label = ui.label("Seed");
            ui.add_enabled(!g.random_seed, egui::DragValue::new(&mut g.seed))
                .labelled_by(seed_label.id);
            super::labelled(
                ui,
                "Batch count",
                egui::DragValue::new(&mut g.batch_count).range(1..=100),
            );
        });
        let busy = self.jobs.active.is_some();
        ui.horizontal(|ui| {
            let ready = self.worker_status.ready && !self.settings.model.is_empty();
            if ui
                .add_enabled(ready, egui::Button::new("Generate"))
                .clicked()
            {
                self.generate();
            }
            if ui.add_enabled(busy, egui::Button::new("Cancel")).clicked() {
                self.cancel_active();
            }
            if let Some(seed) = self.jobs.last_seed {
                ui.label(format!("Last seed: {seed}"));
            }
        });
        self.job_progress(ui);
    }

    /// Step, phase, ETA and the latent preview of the running job.
    pub fn job_progress(&mut self, ui: &mut egui::Ui) {
        if let Some(e) = &self.jobs.last_error {
            ui.colored_label(ui.visuals().error_fg_color, format!("Error: {e}"));
        }
        self.fallback_status(ui);
        let Some(job) = &self.jobs.active else { return };
        let frac = if job.total > 0 {
            job.step as f32 / job.total as f32
        } else {
            0.0
        };
        let eta = job
            .eta_secs()
            .map(|s| format!(", ETA {s:.1} s"))
            .unwrap_or_default();
        let waiting = self.jobs.pending.len();
        let more = if waiting > 0 {
            format!(" (+{waiting} waiting)")
        } else {
            String::new()
        };
        ui.add(egui::ProgressBar::new(frac).text(format!(
            "{}: step {}/{}{eta}{more}",
            job.phase, job.step, job.total
        )));
        if let Some(tex) = &job.preview {
            let size = egui::vec2(job.spec.width as f32, job.spec.height as f32);
            let scale = (256.0 / size.max_elem()).clamp(0.25, 4.0);
            ui.add(egui::Image::new(tex).fit_to_exact_size(size * scale))
                .on_hover_text("Live preview of the latents");
        }
    }

    /// Out-of-memory fallbacks of the running job, or of the last one once it finished.
    fn fallback_status(&self, ui: &mut egui::Ui) {
        let warn = ui.visuals().warn_fg_color;
        match &self.jobs.active {
            Some(job) => {
                for f in &job.fallbacks {
                    ui.colored_label(warn, format!("Out of memory, fell back: {f}"));
                }
            }
            None if self.jobs.last_error.is_none() => {
                for f in &self.jobs.last_fallbacks {
                    ui.colored_label(warn, format!("Finished after a fallback: {f}"));
                }
            }
            None => {}
        }
    }
}
