//! ControlNet panel: one block per unit (model, control image by dialog or drop,
//! preprocessor with its thresholds and a live thumbnail of the map, resize mode, scale,
//! guidance start/end, enable switch). The units are kept in the settings and travel with
//! each job (`JobSpec::controls`), so the worker's plan (and the VRAM meter's predicted
//! peak) counts them.
use super::Command;
use crate::command::PickTarget;
use candela_engine::preprocess;
use candela_engine::protocol::{ControlSpec, Preprocess, Resize};
use std::collections::HashMap;
use std::path::Path;

/// Longest side of a thumbnail, in pixels.
const THUMB: u32 = 160;

/// A unit with nothing chosen yet.
pub fn new_unit() -> ControlSpec {
    ControlSpec {
        model: String::new(),
        image: String::new(),
        preprocess: Preprocess::None,
        resize: Resize::Crop,
        scale: 1.0,
        start: 0.0,
        end: 1.0,
        enabled: true,
    }
}

/// The unit's map at the job's aspect, at most [`THUMB`] pixels on a side, as RGBA.
fn thumbnail(spec: &ControlSpec, width: usize, height: usize) -> Result<egui::ColorImage, String> {
    let img = preprocess::open_image(Path::new(&spec.image)).map_err(|e| e.to_string())?;
    let s = (THUMB as f64 / width.max(height) as f64).min(1.0);
    let (w, h) = (
        ((width as f64 * s) as u32).max(1),
        ((height as f64 * s) as u32).max(1),
    );
    // Canny's thresholds act on gradients, which scaling changes little at these sizes.
    let map = preprocess::apply(
        &preprocess::resize(&img, w, h, spec.resize),
        spec.preprocess,
    );
    Ok(egui::ColorImage::from_rgb(
        [w as usize, h as usize],
        map.as_raw(),
    ))
}

/// A thumbnail with the inputs it was made from.
type Cached = (String, Result<egui::TextureHandle, String>);

#[derive(Default)]
pub struct ControlNetPanel {
    /// The unit whose image row the pointer is over while files hover (for a drop).
    drop_target: Option<usize>,
    /// Thumbnails per unit, with the inputs they were made from.
    thumbs: HashMap<usize, Cached>,
}

impl ControlNetPanel {
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        units: &mut Vec<ControlSpec>,
        size: (usize, usize),
    ) -> Vec<Command> {
        let mut out = Vec::new();
        let hovering = ui.ctx().input(|inp| !inp.raw.hovered_files.is_empty());
        let dropping = ui.ctx().input(|inp| !inp.raw.dropped_files.is_empty());
        if !hovering && !dropping {
            self.drop_target = None;
        }
        egui::CollapsingHeader::new("ControlNet")
            .default_open(!units.is_empty())
            .show(ui, |ui| {
                let mut remove = None;
                for (i, unit) in units.iter_mut().enumerate() {
                    ui.push_id(i, |ui| {
                        let u = unit_ui(ui, i, unit, &mut out);
                        if hovering && u.image_row.contains_pointer() {
                            self.drop_target = Some(i);
                        }
                        if u.remove {
                            remove = Some(i);
                        }
                        if !unit.image.is_empty() {
                            match self.thumbnail_texture(ui.ctx(), i, unit, size) {
                                Ok(tex) => {
                                    ui.add(
                                        egui::Image::new(&tex)
                                            .alt_text(format!("control map {}", i + 1)),
                                    );
                                }
                                Err(e) => {
                                    ui.colored_label(ui.visuals().warn_fg_color, e);
                                }
                            }
                        }
                    });
                    ui.separator();
                }
                if let Some(i) = remove {
                    units.remove(i);
                    // Thumbnails are cached per position: drop them all after a removal.
                    self.thumbs.retain(|k, _| *k < i);
                }
                if ui.button("Add ControlNet").clicked() {
                    units.push(new_unit());
                }
            });
        out
    }

    /// An image dropped while the pointer is over a unit's image row becomes that unit's
    /// image; true when taken (the app then does not open it as anything else).
    pub fn take_drop(&mut self, units: &mut [ControlSpec], path: &Path) -> bool {
        match self.drop_target.and_then(|i| units.get_mut(i)) {
            Some(u) => {
                u.image = path.display().to_string();
                true
            }
            None => false,
        }
    }

    /// The thumbnail texture for `spec`, rebuilt when its inputs change.
    fn thumbnail_texture(
        &mut self,
        ctx: &egui::Context,
        i: usize,
        spec: &ControlSpec,
        size: (usize, usize),
    ) -> Result<egui::TextureHandle, String> {
        let key = format!(
            "{}|{:?}|{:?}|{:?}",
            spec.image, spec.preprocess, spec.resize, size
        );
        if let Some((k, tex)) = self.thumbs.get(&i) {
            if *k == key {
                return tex.clone();
            }
        }
        let tex = thumbnail(spec, size.0, size.1)
            .map(|img| ctx.load_texture(format!("controlnet-{i}"), img, Default::default()));
        self.thumbs.insert(i, (key, tex.clone()));
        tex
    }
}

/// What a unit's controls reported.
struct UnitUi {
    remove: bool,
    /// The row with the image path (files dropped there become the unit's image).
    image_row: egui::Response,
}

/// One unit's controls.
fn unit_ui(ui: &mut egui::Ui, i: usize, u: &mut ControlSpec, out: &mut Vec<Command>) -> UnitUi {
    let mut remove = false;
    ui.horizontal(|ui| {
        ui.checkbox(&mut u.enabled, format!("ControlNet {}", i + 1));
        remove = ui.button("Remove").clicked();
    });
    ui.horizontal(|ui| {
        super::labelled(
            ui,
            "ControlNet model",
            egui::TextEdit::singleline(&mut u.model)
                .hint_text("folder or .safetensors")
                .desired_width(180.0),
        );
        if ui.button("File…").clicked() {
            out.push(Command::Pick(PickTarget::ControlModelFile(i)));
        }
        if ui.button("Folder…").clicked() {
            out.push(Command::Pick(PickTarget::ControlModelFolder(i)));
        }
    });
    let image_row = ui.horizontal(|ui| {
        super::labelled(
            ui,
            "Control image",
            egui::TextEdit::singleline(&mut u.image)
                .hint_text("drop an image here")
                .desired_width(180.0),
        );
        if ui.button("Image…").clicked() {
            out.push(Command::Pick(PickTarget::ControlImage(i)));
        }
    });
    ui.horizontal_wrapped(|ui| {
        let l = ui.label("Preprocessor");
        let name = match u.preprocess {
            Preprocess::None => "none",
            Preprocess::Canny { .. } => "canny",
            Preprocess::Invert => "invert",
        };
        egui::ComboBox::from_id_salt("preprocess")
            .selected_text(name)
            .show_ui(ui, |ui| {
                let canny = match u.preprocess {
                    c @ Preprocess::Canny { .. } => c,
                    _ => Preprocess::Canny {
                        low: 100.0,
                        high: 200.0,
                    },
                };
                ui.selectable_value(&mut u.preprocess, Preprocess::None, "none");
                ui.selectable_value(&mut u.preprocess, canny, "canny");
                ui.selectable_value(&mut u.preprocess, Preprocess::Invert, "invert");
            })
            .response
            .labelled_by(l.id);
        let l = ui.label("Resize");
        egui::ComboBox::from_id_salt("resize")
            .selected_text(format!("{:?}", u.resize).to_lowercase())
            .show_ui(ui, |ui| {
                for (r, n) in [
                    (Resize::Crop, "crop"),
                    (Resize::Fit, "fit"),
                    (Resize::Stretch, "stretch"),
                ] {
                    ui.selectable_value(&mut u.resize, r, n);
                }
            })
            .response
            .labelled_by(l.id);
    });
    if let Preprocess::Canny { low, high } = &mut u.preprocess {
        super::labelled(ui, "Canny low", egui::Slider::new(low, 0.0..=500.0));
        super::labelled(ui, "Canny high", egui::Slider::new(high, 0.0..=500.0));
        *low = low.min(*high);
    }
    super::labelled(
        ui,
        "Control scale",
        egui::Slider::new(&mut u.scale, 0.0..=2.0),
    );
    super::labelled(
        ui,
        "Guidance start",
        egui::Slider::new(&mut u.start, 0.0..=1.0),
    );
    super::labelled(ui, "Guidance end", egui::Slider::new(&mut u.end, 0.0..=1.0));
    if u.end <= u.start {
        u.end = (u.start + 0.01).min(1.0);
        u.start = u.start.min(u.end - 0.01);
    }
    UnitUi {
        remove,
        image_row: image_row.response,
    }
}
