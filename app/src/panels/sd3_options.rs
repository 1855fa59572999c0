//! The Generate panel's rows for an SD 3 model: the sampler it runs, shown as such
//! (flow-matching Euler on its shifted schedule; the sampler and schedule chosen for the
//! other families stay in the settings and are not sent), clip skip, the T5 text encoder
//! on or off, and under "SD 3 advanced" the shift, T5's token count and skip-layer
//! guidance; a warning names
//! what the settings ask that SD 3 does not run yet.
use crate::stores::settings::Sd3Ui;
use candela_engine::protocol::SkipLayerGuidance;

/// diffusers' default `max_sequence_length` for SD 3, and its limit.
const T5_TOKENS: usize = 256;
const T5_TOKENS_MAX: usize = 512;
/// The shift SD 3 and 3.5 ship with, where the user first sets one.
const SHIFT: f64 = 3.0;

/// `not_yet`: what the settings ask that SD 3 does not run yet (`family::not_run_by_sd3`);
/// `has_t5`: whether the model carries T5 (None: not known); `cfg`: the job's CFG scale
/// (skip-layer guidance is sent only above 1).
pub fn ui(
    ui: &mut egui::Ui,
    sd3: &mut Sd3Ui,
    (clip_skip, cfg): (&mut usize, f64),
    not_yet: &[&str],
    has_t5: Option<bool>,
) {
    if !not_yet.is_empty() {
        ui.colored_label(
            ui.visuals().warn_fg_color,
            format!(
                "SD 3 does not run these yet (a job would be refused): {}",
                not_yet.join(", ")
            ),
        );
    }
    ui.horizontal_wrapped(|ui| {
        let why = "SD 3 runs flow-matching Euler on its own shifted schedule; the sampler and schedule chosen for other models are kept for them";
        // Shown, not chosen: the buttons are named by their text.
        ui.label("Sampler");
        ui.add_enabled(false, egui::Button::new("Euler (flow matching)"))
            .on_disabled_hover_text(why);
        ui.label("Schedule type");
        ui.add_enabled(false, egui::Button::new("Shifted"))
            .on_disabled_hover_text(why);
        super::labelled(
            ui,
            "Clip skip",
            egui::DragValue::new(clip_skip).range(1..=12),
        )
        .on_hover_text("For CLIP-L and CLIP-G: 1 uses the layer before the last, as SD 3 does");
    });
    ui.checkbox(&mut sd3.t5, "T5 text encoder").on_hover_text(
        "T5-XXL reads the prompt beside CLIP-L and CLIP-G: better text and prompt following, for about 9.5 GB more in f16 (4.8 GB in fp8) and its time. Off: zeros in its place, as diffusers runs without text_encoder_3",
    );
    if sd3.t5 && has_t5 == Some(false) {
        ui.weak("This model file carries no T5: its images are made without it.");
    }
    egui::CollapsingHeader::new("SD 3 advanced")
        .id_salt("sd3-advanced")
        .default_open(
            sd3.shift.is_some()
                || sd3.max_sequence_length.is_some()
                || sd3.skip_layer_guidance.is_some(),
        )
        .show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                let mut own = sd3.shift.is_some();
                if ui
                    .checkbox(&mut own, "Own shift")
                    .on_hover_text("Off: the model's shift (its scheduler config; 3.0 for SD 3.5)")
                    .changed()
                {
                    sd3.shift = own.then_some(SHIFT);
                }
                match &mut sd3.shift {
                    Some(v) => {
                        super::labelled(
                            ui,
                            "Shift",
                            egui::DragValue::new(v).range(0.05..=20.0).speed(0.05),
                        )
                        .on_hover_text("How far the schedule leans toward high noise");
                    }
                    None => {
                        ui.weak("the model's");
                    }
                }
            });
            let mut tokens = sd3.max_sequence_length.unwrap_or(T5_TOKENS);
            super::labelled(
                ui,
                "T5 tokens",
                egui::DragValue::new(&mut tokens).range(1..=T5_TOKENS_MAX),
            )
            .on_hover_text(
                "How many of the prompt's tokens T5 reads (diffusers' max_sequence_length: 256, at most 512)",
            );
            sd3.max_sequence_length = (tokens != T5_TOKENS).then_some(tokens);
            skip_layers(ui, sd3);
            if sd3.skip_layer_guidance.is_some() && cfg <= 1.0 {
                ui.weak("Skip-layer guidance needs CFG above 1: these images are made without it.");
            }
        });
}

/// Skip-layer guidance over a run of joint blocks (SD 3.5 Medium's model card: 7 to 9), its
/// scale and its window as fractions of the steps (diffusers' defaults when switched on).
fn skip_layers(ui: &mut egui::Ui, sd3: &mut Sd3Ui) {
    ui.horizontal_wrapped(|ui| {
        let mut on = sd3.skip_layer_guidance.is_some();
        if ui
            .checkbox(&mut on, "Skip-layer guidance")
            .on_hover_text(
                "On the steps of its window the prediction moves away from the model's with these joint blocks skipped (diffusers' skip_guidance_layers): one more forward pass on those steps. Needs CFG above 1; not with ControlNets",
            )
            .changed()
        {
            sd3.skip_layer_guidance = on.then(|| SkipLayerGuidance {
                layers: vec![7, 8, 9],
                scale: SkipLayerGuidance::SCALE,
                start: SkipLayerGuidance::START,
                stop: SkipLayerGuidance::STOP,
            });
        }
        let Some(g) = &mut sd3.skip_layer_guidance else {
            return;
        };
        let (mut first, mut last) = (
            g.layers.iter().copied().min().unwrap_or(7),
            g.layers.iter().copied().max().unwrap_or(9),
        );
        let a = super::labelled(ui, "Blocks", egui::DragValue::new(&mut first).range(0..=99));
        let b = super::labelled(ui, "to", egui::DragValue::new(&mut last).range(0..=99));
        if a.changed() || b.changed() {
            g.layers = (first.min(last)..=last.max(first)).collect();
        }
        super::labelled(
            ui,
            "Scale",
            egui::DragValue::new(&mut g.scale).range(0.0..=10.0).speed(0.05),
        );
        super::labelled(
            ui,
            "From",
            egui::DragValue::new(&mut g.start).range(0.0..=1.0).speed(0.01),
        );
        super::labelled(
            ui,
            "until",
            egui::DragValue::new(&mut g.stop).range(0.0..=1.0).speed(0.01),
        )
        .on_hover_text("The window, as fractions of the steps (diffusers: 0.01 to 0.2)");
    });
}
