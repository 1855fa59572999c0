//! VRAM panel: the live meter (numbers and a one-minute graph with the job's phases), the
//! memory plan's controls, predicted and measured peaks, Unload and Free VRAM.
use super::{Command, View};
use crate::meter::{human, Source, WINDOW};
use crate::stores::settings::PlanUi;
use candela_engine::planner::levers::LEVERS;
use candela_engine::protocol::{Offload, WeightsDtype};
use egui::{Color32, Pos2, Stroke};

const GIB: f64 = (1u64 << 30) as f64;

#[derive(Default)]
pub struct VramPanel {}

impl VramPanel {
    pub fn ui(&mut self, ui: &mut egui::Ui, p: &mut PlanUi, view: &View) -> Vec<Command> {
        let mut out = Vec::new();
        ui.heading("VRAM");
        match &view.meter.source {
            Source::Starting => ui.label("Starting the meter…"),
            Source::Gpu(name) => ui.label(format!("GPU: {name}")),
            Source::SystemRam(why) => ui.label(format!("{why}. Showing system RAM instead.")),
        };
        // The grid is there before the first sample too, so nothing below it moves when the
        // meter starts (a click aimed at a control must land on that control).
        let values = match view.meter.latest() {
            Some(s) => [
                format!("{} / {}", human(s.used), human(s.total)),
                human(s.worker),
                human(s.others()),
            ],
            None => ["…".to_string(), "…".to_string(), "…".to_string()],
        };
        egui::Grid::new("vram_numbers")
            .num_columns(2)
            .show(ui, |ui| {
                for (name, value) in ["Used / total", "Candela worker", "Other processes"]
                    .into_iter()
                    .zip(values)
                {
                    ui.label(name);
                    ui.label(value);
                    ui.end_row();
                }
            });
        graph(ui, p, view);
        match &view.worker.model {
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
                out.push(Command::Unload);
            }
            if ui
                .button("Free VRAM")
                .on_hover_text("Restart the worker: every byte it held returns")
                .clicked()
            {
                out.push(Command::FreeVram);
            }
        });
        ui.separator();
        plan_controls(ui, p, view);
        peaks_ui(ui, p, view);
        out
    }
}

/// Whether the worker's memory is system RAM (the CPU worker, or no GPU to meter).
fn on_ram(view: &View) -> bool {
    (view.worker.ready && !view.worker.cuda) || matches!(view.meter.source, Source::SystemRam(_))
}

fn plan_controls(ui: &mut egui::Ui, p: &mut PlanUi, view: &View) {
    let total_gib = view
        .meter
        .latest()
        .map_or(24.0, |s| s.total as f64 / GIB)
        .max(1.0);
    let ram = on_ram(view);
    ui.strong("Memory plan");
    // One line either way: the controls below stay where they were when the worker reports.
    ui.label(if ram {
        "CPU worker: the budget and these numbers are system RAM."
    } else {
        "The budget counts the worker's GPU memory, as the meter shows it."
    });
    ui.add(
        egui::Slider::new(&mut p.budget_gib, 0.5..=total_gib.ceil())
            .step_by(0.25)
            .text(if ram { "RAM budget (GiB)" } else { "VRAM budget (GiB)" }),
    )
    .on_hover_text("The most memory a job may use. With Auto, the planner picks the fastest plan that stays under it.");
    ui.checkbox(&mut p.auto, "Auto (the planner chooses from the budget)")
        .on_hover_text("Let the planner choose offload, attention slicing and VAE tiling so the job fits the budget. Turn it off to choose them yourself.");
    // With Auto on, the greyed controls show what the planner chose for this job.
    let chosen_plan = view.plan.chosen.as_ref().filter(|_| p.auto);
    if let Some(c) = chosen_plan {
        ui.label(format!(
            "Auto chose: {}",
            crate::stores::jobs::plan_label(c)
        ));
    }
    let mut chosen = chosen_plan.map(|c| (c.offload, c.attention_slice, c.vae_tile));
    ui.add_enabled_ui(!p.auto, |ui| {
        let (offload, slice, tile) = match &mut chosen {
            Some((o, s, t)) => (o, s, t),
            None => (&mut p.offload, &mut p.attention_slice, &mut p.vae_tile),
        };
        ui.horizontal(|ui| {
            ui.label("Offload");
            ui.radio_value(offload, Offload::None, "none")
                .on_hover_text("Every model stays on the GPU: fastest, most memory");
            ui.radio_value(offload, Offload::Model, "model")
                .on_hover_text("Each model goes to the GPU only while it works: less memory, a little slower");
            ui.radio_value(offload, Offload::Sequential, "sequential")
                .on_hover_text("The UNet's weights stream in a block at a time: least memory, slowest");
        });
        ui.add(egui::Slider::new(slice, 0..=8).text("Attention slice (0 = off)"))
            .on_hover_text("Attention in this many slices: less memory for large images, a little slower");
        ui.add(
            egui::Slider::new(tile, 0..=1024)
                .step_by(64.0)
                .text("VAE tile px (0 = off)"),
        )
        .on_hover_text("Decode the image in tiles this wide: far less memory for large images, the same picture");
    });
    ui.horizontal(|ui| {
        ui.label("Weights");
        for (v, l, tip) in [
            (
                WeightsDtype::Auto,
                "auto",
                "As the checkpoint stores them; with Auto on, the planner may keep them in fp8 to fit the budget",
            ),
            (WeightsDtype::F16, "f16", "Half precision: the usual size"),
            (
                // e4m3fn: the planner's fp8 too (planner::ladder), runs on every card.
                WeightsDtype::Fp8E4m3fn,
                "fp8",
                "Half of f16's memory: each layer is widened just before it computes; the picture changes slightly",
            ),
        ] {
            ui.radio_value(&mut p.weights, v, l).on_hover_text(tip);
        }
    });
    lever_rows(ui, p);
    ui.horizontal(|ui| {
        ui.label("Precision");
        for (v, l, tip) in [
            (
                "",
                "auto",
                "The device's best: f16 or bf16 on a GPU, f32 on the CPU",
            ),
            ("f32", "f32", "Full precision: twice the memory of f16"),
            ("f16", "f16", "Half precision: half the memory of f32"),
            (
                "bf16",
                "bf16",
                "Half precision with f32's range (GPUs from 2020 on)",
            ),
        ] {
            ui.radio_value(&mut p.precision, v.to_string(), l)
                .on_hover_text(tip);
        }
    });
}

/// One row per declared memory lever (`candela_engine::planner::levers::LEVERS`), its
/// values as the engine declares them: a new lever needs no line here.
fn lever_rows(ui: &mut egui::Ui, p: &mut PlanUi) {
    for lever in LEVERS {
        ui.horizontal(|ui| {
            ui.label(lever.label);
            let auto = lever.choices[0].0;
            let mut value = p.levers.get(lever.key).map_or(auto, String::as_str);
            for (v, tip) in lever.choices {
                ui.radio_value(&mut value, *v, *v).on_hover_text(*tip);
            }
            let value = value.to_string();
            match value == auto {
                true => p.levers.remove(lever.key),
                false => p.levers.insert(lever.key.to_string(), value),
            };
        });
    }
}

fn peaks_ui(ui: &mut egui::Ui, plan: &PlanUi, view: &View) {
    let budget = (plan.budget_gib * GIB) as u64;
    let free = view.meter.latest().map(|s| s.total.saturating_sub(s.used));
    match (&view.plan.predicted, &view.plan.unavailable) {
        (Some(p), _) => {
            let peak = p.text_encoding.max(p.denoising).max(p.vae);
            let fits = peak <= budget && free.is_none_or(|f| peak <= f);
            let text = format!(
                "Predicted peak: {} (prompt {}, denoise {}, VAE {}) against budget {}{} — {}",
                human(peak),
                human(p.text_encoding),
                human(p.denoising),
                human(p.vae),
                human(budget),
                free.map(|f| format!(" and free {}", human(f)))
                    .unwrap_or_default(),
                if fits { "fits" } else { "does not fit" }
            );
            if fits {
                ui.label(text);
            } else {
                ui.label(
                    egui::RichText::new(text)
                        .strong()
                        .color(ui.visuals().error_fg_color),
                );
            }
            if free.is_some_and(|f| budget > f) {
                ui.colored_label(
                    ui.visuals().warn_fg_color,
                    format!(
                        "The budget is more than the {} free now.",
                        human(free.unwrap_or(0))
                    ),
                );
            }
        }
        (None, Some(why)) => {
            ui.label(format!("Predicted peak: not available ({why})"));
        }
        (None, None) if view.model_failed() => {
            ui.label("Predicted peak: the chosen model cannot be opened");
        }
        (None, None) => {
            ui.label("Predicted peak: choose a model to get a prediction");
        }
    }
    if let Some(f) = &view.plan.fallback {
        ui.colored_label(ui.visuals().warn_fg_color, format!("Out of memory: {f}"));
    }
    super::peaks::ui(ui, view);
}

/// Used memory (blue), the worker's share (orange), budget and prediction (dashed),
/// phase changes as vertical marks, over the last minute.
fn graph(ui: &mut egui::Ui, plan: &PlanUi, view: &View) {
    let (rect, _) = ui.allocate_exact_size(
        egui::vec2(ui.available_width().min(360.0), 110.0),
        egui::Sense::hover(),
    );
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 2.0, ui.visuals().extreme_bg_color);
    let Some(last) = view.meter.latest() else {
        legend(ui);
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
        view.meter
            .history
            .iter()
            .map(|s| Pos2::new(x(s.at), y(s.used)))
            .collect(),
        USED,
    );
    line(
        view.meter
            .history
            .iter()
            .map(|s| Pos2::new(x(s.at), y(s.worker)))
            .collect(),
        WORKER,
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
    hline((plan.budget_gib * GIB) as u64, BUDGET);
    if let Some(p) = &view.plan.predicted {
        hline(p.text_encoding.max(p.denoising).max(p.vae), PREDICTED);
    }
    // Phase marks, newest first; a label goes on the first of two rows where it
    // overlaps nothing, or is left out (its line stays).
    let font = egui::FontId::proportional(LABEL_PX);
    let text_color = ui.visuals().text_color();
    let marks: Vec<(f32, String)> = view
        .jobs
        .phase_marks
        .iter()
        .rev()
        .map(|(t, phase)| (x(*t), short_phase(phase.name()).to_string()))
        .filter(|(xx, _)| *xx >= rect.left())
        .collect();
    let spans: Vec<(f32, f32)> = marks
        .iter()
        .map(|(xx, text)| {
            let w = painter
                .layout_no_wrap(text.clone(), font.clone(), text_color)
                .size()
                .x;
            (*xx + 2.0, w)
        })
        .collect();
    for ((xx, text), row) in marks.iter().zip(label_rows(&spans, rect.right())) {
        painter.line_segment(
            [Pos2::new(*xx, rect.top()), Pos2::new(*xx, rect.bottom())],
            Stroke::new(1.0, Color32::GRAY),
        );
        if let Some(row) = row {
            painter.text(
                Pos2::new(xx + 2.0, rect.top() + 2.0 + row as f32 * (LABEL_PX + 2.0)),
                egui::Align2::LEFT_TOP,
                text,
                font.clone(),
                text_color,
            );
        }
    }
    legend(ui);
}

/// The graph's colours in words: there before the first sample too, so nothing below
/// moves when the meter starts.
fn legend(ui: &mut egui::Ui) {
    ui.horizontal_wrapped(|ui| {
        for (c, what) in [
            (USED, "used"),
            (WORKER, "Candela worker"),
            (BUDGET, "budget"),
            (PREDICTED, "predicted peak"),
        ] {
            let (r, _) =
                ui.allocate_exact_size(egui::vec2(LABEL_PX, LABEL_PX), egui::Sense::hover());
            ui.painter().rect_filled(r.shrink(1.0), 2.0, c);
            ui.label(egui::RichText::new(what).size(LABEL_PX));
        }
    });
}

/// Graph text size (legend and phase labels), in points.
const LABEL_PX: f32 = 12.0;
const USED: Color32 = Color32::from_rgb(80, 150, 255);
const WORKER: Color32 = Color32::from_rgb(255, 160, 40);
const BUDGET: Color32 = Color32::from_rgb(120, 200, 120);
const PREDICTED: Color32 = Color32::from_rgb(220, 80, 80);

/// A phase's short name on the graph.
fn short_phase(phase: &str) -> &str {
    match phase {
        "loading" => "load",
        "text_encoding" => "prompt",
        "encoding" => "encode",
        "denoising" => "denoise",
        "decoding" => "decode",
        other => other,
    }
}

/// For labels at (left, width), newest first: the row (0 or 1) each goes on so that no two
/// on a row overlap and none passes `right`, or None to leave it out.
fn label_rows(spans: &[(f32, f32)], right: f32) -> Vec<Option<usize>> {
    let mut taken: [Vec<(f32, f32)>; 2] = [Vec::new(), Vec::new()];
    spans
        .iter()
        .map(|&(left, w)| {
            let (l, r) = (left, left + w + 4.0);
            if r > right + 4.0 {
                return None;
            }
            let row = (0..2).find(|&i| taken[i].iter().all(|&(a, b)| r <= a || l >= b))?;
            taken[row].push((l, r));
            Some(row)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::meter::{Meter, Sample};
    use crate::stores::{
        gallery::Gallery, jobs::Jobs, library::Library, plan::PlanStatus, worker::WorkerStatus,
    };
    use egui_kittest::kittest::Queryable;
    use egui_kittest::Harness;

    /// What the panel reads, owned.
    struct Shown {
        panel: VramPanel,
        plan: PlanUi,
        meter: Meter,
        jobs: Jobs,
        status: PlanStatus,
        worker: WorkerStatus,
        gallery: Gallery,
        library: Library,
    }

    /// The window does not move when the meter's first sample and the worker's report
    /// arrive: a click aimed at the Auto checkbox a frame earlier lands on it (a numbers
    /// grid drawn only once a sample existed pushed it three rows down, CI's flake).
    #[test]
    fn the_plan_controls_stay_put_when_the_meter_and_worker_start() {
        let shown = Shown {
            panel: VramPanel::default(),
            plan: PlanUi::default(),
            meter: Meter::idle(),
            jobs: Jobs::default(),
            status: PlanStatus::default(),
            worker: WorkerStatus::default(),
            gallery: Gallery::new(|| {}),
            library: Library::default(),
        };
        let mut h = Harness::builder().with_size([420.0, 900.0]).build_ui_state(
            |ui, s: &mut Shown| {
                let view = View {
                    jobs: &s.jobs,
                    plan: &s.status,
                    meter: &s.meter,
                    worker: &s.worker,
                    gallery: &s.gallery,
                    model: "",
                    model_info: None,
                    t5_file: false,
                    download: None,
                    library: &s.library,
                    queue_running: false,
                    queue_paused: false,
                };
                s.panel.ui(ui, &mut s.plan, &view);
            },
            shown,
        );
        h.run();
        let auto = "Auto (the planner chooses from the budget)";
        let before = h.get_by_label(auto).rect();
        type Arrival = (&'static str, fn(&mut Shown));
        let arrivals: [Arrival; 3] = [
            ("the meter's source", |s| {
                s.meter.source = Source::SystemRam("No NVIDIA driver".into());
            }),
            ("the first sample", |s| {
                s.meter.history.push_back(Sample {
                    at: std::time::Instant::now(),
                    used: 3 << 30,
                    total: 16 << 30,
                    worker: 1 << 30,
                });
            }),
            ("the worker's report", |s| {
                (s.worker.ready, s.worker.cuda) = (true, false);
            }),
        ];
        for (what, arrive) in arrivals {
            arrive(h.state_mut());
            h.run();
            assert_eq!(h.get_by_label(auto).rect(), before, "after {what}");
        }
        // What arrived is shown.
        h.get_by_role_and_label(egui::accesskit::Role::Slider, "RAM budget (GiB)");
        h.get_by_label("3.00 GiB / 16.00 GiB");
    }

    #[test]
    fn phase_labels_never_overlap_and_the_newest_win() {
        // Four phases 10 px apart, labels 40 px wide: two fit (one per row), the older two
        // lose their labels; a label that would pass the right edge is left out.
        let spans = [
            (100.0, 40.0),
            (90.0, 40.0),
            (80.0, 40.0),
            (70.0, 40.0),
            (300.0, 40.0),
        ];
        let rows = label_rows(&spans, 320.0);
        assert_eq!(rows, [Some(0), Some(1), None, None, None]);
        let spaced = [(200.0, 40.0), (150.0, 40.0), (100.0, 40.0)];
        assert_eq!(label_rows(&spaced, 320.0), [Some(0), Some(0), Some(0)]);
    }
}
