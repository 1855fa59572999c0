//! VRAM panel: the live meter (numbers and a one-minute graph with the job's phases), the
//! memory plan's controls, predicted and measured peaks, Unload and Free VRAM.
use crate::app::App;
use crate::meter::{human, Source, WINDOW};
use candela_engine::protocol::Offload;
use egui::{Color32, Pos2, Stroke};

const GIB: f64 = (1u64 << 30) as f64;

impl App {
    pub fn vram_panel(&mut self, ui: &mut egui::Ui) {
        ui.heading("VRAM");
        match &self.meter.source {
            Source::Starting => ui.label("Starting the meter…"),
            Source::Gpu(name) => ui.label(format!("GPU: {name}")),
            Source::SystemRam(why) => ui.label(format!("{why}. Showing system RAM instead.")),
        };
        if let Some(s) = self.meter.latest().copied() {
            egui::Grid::new("vram_numbers")
                .num_columns(2)
                .show(ui, |ui| {
                    ui.label("Used / total");
                    ui.label(format!("{} / {}", human(s.used), human(s.total)));
                    ui.end_row();
                    ui.label("Candela worker");
                    ui.label(human(s.worker));
                    ui.end_row();
                    ui.label("Other processes");
                    ui.label(human(s.others()));
                    ui.end_row();
                });
        }
        self.graph(ui);
        match &self.worker_status.model {
            Some((family, bytes)) => ui.label(format!(
                "Worker holds: {family} model, {} of weights",
                human(*bytes)
            )),
            None => ui.label("Worker holds: no model"),
        };
        ui.horizontal(|ui| {
            if ui
                .button("Unload model")
                .on_hover_text("Drop the model's weights from the worker")
                .clicked()
            {
                let _ = self.worker.send(&candela_engine::protocol::Request::Unload);
            }
            if ui
                .button("Free VRAM")
                .on_hover_text("Restart the worker: every byte it held returns")
                .clicked()
            {
                self.worker.restart();
            }
        });
        ui.separator();
        self.plan_controls(ui);
        self.peaks_ui(ui);
    }

    fn plan_controls(&mut self, ui: &mut egui::Ui) {
        let total_gib = self
            .meter
            .latest()
            .map_or(24.0, |s| s.total as f64 / GIB)
            .max(1.0);
        let p = &mut self.settings.plan;
        ui.strong("Memory plan");
        ui.add(
            egui::Slider::new(&mut p.budget_gib, 0.5..=total_gib.ceil())
                .step_by(0.25)
                .text("VRAM budget (GiB)"),
        );
        ui.checkbox(&mut p.auto, "Auto (the planner chooses from the budget)");
        ui.add_enabled_ui(!p.auto, |ui| {
            ui.horizontal(|ui| {
                ui.label("Offload");
                for o in Offload::ALL {
                    ui.radio_value(&mut p.offload, o, o.name());
                }
            });
            ui.add(
                egui::Slider::new(&mut p.attention_slice, 0..=8).text("Attention slice (0 = off)"),
            );
            ui.add(
                egui::Slider::new(&mut p.vae_tile, 0..=1024)
                    .step_by(64.0)
                    .text("VAE tile px (0 = off)"),
            );
        });
        ui.horizontal(|ui| {
            ui.label("Precision");
            for (v, l) in [
                ("", "auto"),
                ("f32", "f32"),
                ("f16", "f16"),
                ("bf16", "bf16"),
            ] {
                ui.radio_value(&mut p.precision, v.to_string(), l);
            }
        });
    }

    fn peaks_ui(&self, ui: &mut egui::Ui) {
        let budget = (self.settings.plan.budget_gib * GIB) as u64;
        let free = self.meter.latest().map(|s| s.total.saturating_sub(s.used));
        match (&self.plan.predicted, &self.plan.unavailable) {
            (Some(p), _) => {
                let peak = p.text_encoding.max(p.denoising).max(p.vae);
                let fits = peak <= budget && free.is_none_or(|f| peak <= f);
                ui.label(format!(
                    "Predicted peak: {} (text {}, denoise {}, VAE {}) against budget {}{} — {}",
                    human(peak),
                    human(p.text_encoding),
                    human(p.denoising),
                    human(p.vae),
                    human(budget),
                    free.map(|f| format!(" and free {}", human(f)))
                        .unwrap_or_default(),
                    if fits { "fits" } else { "does not fit" }
                ));
            }
            (None, Some(why)) => {
                ui.label(format!("Predicted peak: not available ({why})"));
            }
            (None, None) => {
                ui.label("Predicted peak: choose a model to get a prediction");
            }
        }
        if let Some(f) = &self.plan.fallback {
            ui.colored_label(ui.visuals().warn_fg_color, format!("Out of memory: {f}"));
        }
        match &self.jobs.measured {
            Some(Some(p)) => {
                ui.label(format!(
                    "Measured peak per phase (device in use): text {}, denoise {}, VAE {}",
                    human(p.text_encoding),
                    human(p.denoising),
                    human(p.vae)
                ));
            }
            Some(None) => {
                ui.label("Measured device peak per phase: not measured on CPU (no device memory)");
            }
            None => {}
        }
        if !self.jobs.peaks.is_empty() {
            let parts: Vec<String> = self
                .jobs
                .peaks
                .iter()
                .map(|(k, v)| format!("{k} {}", human(*v)))
                .collect();
            let what = match self.meter.source {
                Source::Gpu(_) => "GPU memory",
                _ => "RAM",
            };
            ui.label(format!(
                "Worker {what} peak per phase (meter): {}",
                parts.join(", ")
            ));
        }
    }

    /// Used memory (blue), the worker's share (orange), budget and prediction (dashed),
    /// phase changes as vertical marks, over the last minute.
    fn graph(&self, ui: &mut egui::Ui) {
        let (rect, _) = ui.allocate_exact_size(
            egui::vec2(ui.available_width().min(360.0), 110.0),
            egui::Sense::hover(),
        );
        let painter = ui.painter_at(rect);
        painter.rect_filled(rect, 2.0, ui.visuals().extreme_bg_color);
        let Some(last) = self.meter.latest() else {
            return;
        };
        let total = last.total.max(1) as f32;
        let now = std::time::Instant::now();
        let x = |t: std::time::Instant| {
            rect.right() - (now - t).as_secs_f32() / WINDOW.as_secs_f32() * rect.width()
        };
        let y = |b: u64| rect.bottom() - (b as f32 / total).min(1.0) * rect.height();
        let line =
            |pts: Vec<Pos2>, c: Color32| painter.add(egui::Shape::line(pts, Stroke::new(1.5, c)));
        line(
            self.meter
                .history
                .iter()
                .map(|s| Pos2::new(x(s.at), y(s.used)))
                .collect(),
            Color32::from_rgb(80, 150, 255),
        );
        line(
            self.meter
                .history
                .iter()
                .map(|s| Pos2::new(x(s.at), y(s.worker)))
                .collect(),
            Color32::from_rgb(255, 160, 40),
        );
        let hline = |b: u64, c: Color32| {
            let yy = y(b);
            painter.add(egui::Shape::dashed_line(
                &[Pos2::new(rect.left(), yy), Pos2::new(rect.right(), yy)],
                Stroke::new(1.0, c),
                4.0,
                4.0,
            ));
        };
        hline(
            (self.settings.plan.budget_gib * GIB) as u64,
            Color32::from_rgb(120, 200, 120),
        );
        if let Some(p) = &self.plan.predicted {
            hline(
                p.text_encoding.max(p.denoising).max(p.vae),
                Color32::from_rgb(220, 80, 80),
            );
        }
        for (t, phase) in &self.jobs.phase_marks {
            let xx = x(*t);
            if xx >= rect.left() {
                painter.line_segment(
                    [Pos2::new(xx, rect.top()), Pos2::new(xx, rect.bottom())],
                    Stroke::new(1.0, Color32::GRAY),
                );
                painter.text(
                    Pos2::new(xx + 2.0, rect.top() + 2.0),
                    egui::Align2::LEFT_TOP,
                    phase,
                    egui::FontId::proportional(9.0),
                    Color32::GRAY,
                );
            }
        }
        ui.label(
            egui::RichText::new("blue: used, orange: worker, green: budget, red: predicted peak")
                .small(),
        );
    }
}
