//! The VRAM panel's per-phase grid for the running or last job: the peak predicted when
//! it was sent beside the peak the worker measured, a marker on any phase that went over.
use super::View;
use crate::meter::{human, Source};
use crate::stores::peaks::{rows, PhaseRow};

/// The marker's text on a phase measured past its prediction.
pub const OVER_MARK: &str = "OVER";

pub fn ui(ui: &mut egui::Ui, view: &View) {
    let jobs = view.jobs;
    let ran = jobs.active.is_some() || jobs.measured.is_some() || !jobs.peaks.is_empty();
    if !ran {
        return;
    }
    let measured = jobs.measured.as_ref().and_then(|m| m.as_ref());
    let table = rows(jobs.predicted.as_ref(), measured, &jobs.peaks);
    let title = if jobs.active.is_some() {
        "This job, per phase"
    } else {
        "Last job, per phase"
    };
    ui.strong(title).on_hover_text(
        "Predicted: the planner's peak when the job was sent. Measured: the worker's own \
         memory at its highest in that phase, as the driver reports it (reported when the \
         job ends). Meter: what this app's meter saw of the worker.",
    );
    let meter_what = match view.meter.source {
        Source::Gpu(_) => "Meter",
        _ => "Meter (RAM)",
    };
    egui::Grid::new("phase_peaks")
        .num_columns(5)
        .striped(true)
        .show(ui, |ui| {
            for h in ["Phase", "Predicted", "Measured", meter_what, ""] {
                ui.strong(h);
            }
            ui.end_row();
            for row in &table {
                row_ui(ui, row, view);
                ui.end_row();
            }
        });
    match &jobs.measured {
        Some(None) => {
            ui.label("The CPU worker has no device memory to measure; the meter shows its RAM.");
        }
        None if jobs.active.is_some() => {
            ui.label("Measured peaks come when the job ends.");
        }
        _ => {}
    }
    if jobs.predicted.is_none() {
        ui.label("No prediction had arrived when the job was sent.");
    }
    if table.iter().any(|r| r.overrun().is_some()) {
        ui.colored_label(
            ui.visuals().error_fg_color,
            "A phase used more memory than predicted (marked OVER): the worker now plans \
             with that margin.",
        );
    }
}

fn row_ui(ui: &mut egui::Ui, row: &PhaseRow, view: &View) {
    let dash = || "—".to_string();
    ui.label(row.label);
    ui.label(row.predicted.map_or_else(dash, human));
    let measured = match (row.measured, &view.jobs.measured) {
        (Some(m), _) => human(m),
        (None, Some(None)) => "not measured".into(),
        (None, _) if view.jobs.active.is_some() => "…".into(),
        _ => dash(),
    };
    let meter = row.meter.map_or_else(dash, human);
    match row.overrun_text() {
        Some(why) => {
            let red = ui.visuals().error_fg_color;
            ui.label(egui::RichText::new(measured).strong().color(red))
                .on_hover_text(&why);
            ui.label(meter);
            ui.label(egui::RichText::new(OVER_MARK).strong().color(red))
                .on_hover_text(why);
        }
        None => {
            ui.label(measured);
            ui.label(meter);
            ui.label("");
        }
    }
}
