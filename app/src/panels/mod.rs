//! One file per panel; each adds an `impl App` block with its `*_panel(&mut self, ui)`.
pub mod controlnet;
pub mod gallery;
pub mod generate;
pub mod init_image;
pub mod model;
pub mod queue;
pub mod vram;

/// A text field with a label that screen readers (and egui_kittest) can find it by.
pub fn labelled_text(
    ui: &mut egui::Ui,
    label: &str,
    text: &mut String,
    multiline: bool,
) -> egui::Response {
    let l = ui.label(label);
    let edit = if multiline {
        egui::TextEdit::multiline(text).desired_rows(2)
    } else {
        egui::TextEdit::singleline(text)
    };
    ui.add(edit.desired_width(f32::INFINITY)).labelled_by(l.id)
}

/// A widget named by a visible label (for screen readers and egui_kittest).
pub fn labelled(ui: &mut egui::Ui, label: &str, widget: impl egui::Widget) -> egui::Response {
    let l = ui.label(label);
    ui.add(widget).labelled_by(l.id)
}
