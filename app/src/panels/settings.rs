//! Settings window: theme, noise source and emphasis, output file names, model folders,
//! the file browser.
use super::Command;
use crate::command::PickTarget;
use crate::stores::outputs::{file_stem, DEFAULT_PATTERN};
use crate::stores::settings::Settings;
use candela_engine::protocol::{Emphasis, RngSource, SdeTreeRng};
use std::path::Path;

#[derive(Default)]
pub struct SettingsPanel {
    pub open: bool,
    folder_input: String,
}

impl SettingsPanel {
    pub fn ui(&mut self, ctx: &egui::Context, s: &mut Settings) -> Vec<Command> {
        let mut out = Vec::new();
        let mut open = self.open;
        egui::Window::new("Settings")
            .open(&mut open)
            .default_width(460.0)
            .show(ctx, |ui| {
                ui.horizontal(|ui| {
                    ui.label("Theme");
                    for (v, l) in [("", "system"), ("light", "light"), ("dark", "dark")] {
                        if ui.radio_value(&mut s.theme, v.to_string(), l).changed() {
                            out.push(Command::ApplyTheme);
                        }
                    }
                });
                ui.separator();
                noise_and_emphasis(ui, s);
                ui.separator();
                super::labelled(
                    ui,
                    "Output file names",
                    egui::TextEdit::singleline(&mut s.output_pattern)
                        .hint_text(DEFAULT_PATTERN)
                        .desired_width(220.0),
                )
                .on_hover_text("[number] counts on in the folder, [seed], [prompt] (first words), [model], [date]");
                let next = file_stem(
                    &s.output_pattern,
                    Path::new(&s.out_dir),
                    1234567,
                    &s.generate.prompt,
                    &s.model,
                );
                ui.weak(format!("Next: {next}.png (seed 1234567)"));
                ui.separator();
                ui.label("Model folders (the library scans these)");
                let mut remove = None;
                for (i, f) in s.model_folders.iter().enumerate() {
                    ui.horizontal(|ui| {
                        ui.label(f);
                        if ui.small_button("Remove").clicked() {
                            remove = Some(i);
                        }
                    });
                }
                if let Some(i) = remove {
                    s.model_folders.remove(i);
                    out.push(Command::ScanLibrary);
                }
                ui.horizontal(|ui| {
                    super::labelled(
                        ui,
                        "Add a folder",
                        egui::TextEdit::singleline(&mut self.folder_input).desired_width(220.0),
                    );
                    if ui.button("Add").clicked() && !self.folder_input.trim().is_empty() {
                        out.push(Command::AddModelFolder(self.folder_input.trim().into()));
                        self.folder_input.clear();
                    }
                    if ui.button("Browse…").clicked() {
                        out.push(Command::Pick(PickTarget::LibraryFolder));
                    }
                });
                ui.separator();
                ui.checkbox(
                    &mut s.builtin_file_browser,
                    "Always use Candela's own file browser",
                )
                .on_hover_text("Instead of the system's file dialog (which needs a desktop portal or zenity on Linux)");
            });
        self.open = open;
        out
    }
}

/// The noise source (A1111's "Random number generator source") and emphasis mode.
fn noise_and_emphasis(ui: &mut egui::Ui, s: &mut Settings) {
    ui.horizontal_wrapped(|ui| {
        let l = ui.label("Seeds (noise source)");
        egui::ComboBox::from_id_salt("rng")
            .selected_text(rng_words(s.rng))
            .show_ui(ui, |ui| {
                for r in RngSource::ALL {
                    ui.selectable_value(&mut s.rng, r, rng_words(r));
                }
            })
            .response
            .labelled_by(l.id)
            .on_hover_text(
                "Which numbers a seed gives. GPU: as A1111 and Forge by default (on any \
                 device). CPU: as ComfyUI, InvokeAI and A1111's CPU setting. Candela: the noise Candela \
                 drew before, to make its earlier images again.",
            );
    });
    ui.horizontal_wrapped(|ui| {
        let l = ui.label("DPM++ SDE tree");
        egui::ComboBox::from_id_salt("sde_tree_rng")
            .selected_text(tree_words(s.sde_tree_rng))
            .show_ui(ui, |ui| {
                for t in SdeTreeRng::ALL {
                    ui.selectable_value(&mut s.sde_tree_rng, t, tree_words(t));
                }
            })
            .response
            .labelled_by(l.id)
            .on_hover_text(
                "Where the SDE samplers' Brownian tree draws its numbers. Auto: the noise \
                 source (DPM++ 2M SDE then draws in order, as diffusers). GPU: as A1111 on an \
                 NVIDIA card, even with its CPU setting (a dropped A1111 image with a DPM++ \
                 SDE sampler restores this). CPU: as ComfyUI. Any choice but Auto makes DPM++ \
                 2M SDE A1111's, with the tree.",
            );
    });
    ui.horizontal_wrapped(|ui| {
        let l = ui.label("Prompt weights");
        egui::ComboBox::from_id_salt("emphasis")
            .selected_text(s.emphasis.a1111_name())
            .show_ui(ui, |ui| {
                for e in Emphasis::ALL {
                    ui.selectable_value(&mut s.emphasis, e, e.a1111_name());
                }
            })
            .response
            .labelled_by(l.id)
            .on_hover_text(
                "A1111's emphasis mode. Original: (word:1.2) weighs the word, the chunk \
                 keeps its mean. No norm: without that. Ignore: the brackets go, the weights \
                 too. None: brackets are plain text.",
            );
    });
}

/// A Brownian tree source as the picker names it.
pub fn tree_words(t: SdeTreeRng) -> &'static str {
    match t {
        SdeTreeRng::Auto => "Auto (the noise source)",
        SdeTreeRng::Gpu => "GPU (A1111 on NVIDIA)",
        SdeTreeRng::Cpu => "CPU (ComfyUI)",
        SdeTreeRng::Candela => "Candela",
    }
}

/// A noise source as the picker names it.
pub fn rng_words(r: RngSource) -> &'static str {
    match r {
        RngSource::Gpu => "GPU (A1111, Forge)",
        RngSource::Cpu => "CPU (ComfyUI, InvokeAI)",
        RngSource::Candela => "Candela (earlier images)",
    }
}
