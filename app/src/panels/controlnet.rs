//! ControlNet panel: one block per unit (model, control image by dialog or drop,
//! preprocessor with its thresholds and a live thumbnail of the map, resize mode, scale,
//! guidance start/end, enable switch). The units are kept in the settings and travel with
//! each job (`JobSpec::controls`), so the worker's plan (and the VRAM meter's predicted
//! peak) counts them.
use crate::app::App;
use candela_engine::preprocess;
use candela_engine::protocol::ControlSpec;
use candela_engine::protocol::{Preprocess, Resize};
use std::path::Path;
use std::sync::{Arc, Mutex};

/// Longest side of a thumbnail, in pixels.
const THUMB: u32 = 160;

/// Which field of which unit a file dialog fills.
#[derive(Clone, Copy, PartialEq)]
enum Pick {
    Model(usize),
    Folder(usize),
    Image(usize),
}

/// Paths picked by dialogs running on their own threads, taken by the next frame.
type Picked = Arc<Mutex<Vec<(Pick, String)>>>;

fn picked(ctx: &egui::Context) -> Picked {
    ctx.data_mut(|d| {
        d.get_temp_mut_or_default::<Picked>(egui::Id::unique("controlnet-picked"))
            .clone()
    })
}

/// Opens a file dialog off the frame loop; the result lands in [`picked`].
fn pick(ctx: &egui::Context, what: Pick) {
    let (out, ctx) = (picked(ctx), ctx.clone());
    std::thread::spawn(move || {
        let d = rfd::FileDialog::new();
        let path = match what {
            Pick::Model(_) => d.add_filter("ControlNet", &["safetensors"]).pick_file(),
            Pick::Folder(_) => d.pick_folder(),
            Pick::Image(_) => d.add_filter("Image", &["png", "jpg", "jpeg"]).pick_file(),
        };
        if let Some(p) = path {
            if let Ok(mut v) = out.lock() {
                v.push((what, p.display().to_string()));
            }
            ctx.request_repaint();
        }
    });
}

fn new_unit() -> ControlSpec {
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

fn thumb_id(i: usize) -> egui::Id {
    egui::Id::unique(("controlnet-thumb", i))
}

/// The thumbnail texture for `spec`, rebuilt when its inputs change.
fn thumbnail_texture(
    ctx: &egui::Context,
    i: usize,
    spec: &ControlSpec,
    size: (usize, usize),
) -> Result<egui::TextureHandle, String> {
    let key = format!(
        "{}|{:?}|{:?}|{:?}",
        spec.image, spec.preprocess, spec.resize, size
    );
    let id = thumb_id(i);
    if let Some((k, tex)) = ctx.data(|d| d.get_temp::<Cached>(id)) {
        if k == key {
            return tex;
        }
    }
    let tex = thumbnail(spec, size.0, size.1)
        .map(|img| ctx.load_texture(format!("controlnet-{i}"), img, Default::default()));
    ctx.data_mut(|d| d.insert_temp(id, (key, tex.clone())));
    tex
}

impl App {
    pub fn controlnet_panel(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        self.take_picked(&ctx);
        let size = (self.settings.generate.width, self.settings.generate.height);
        egui::CollapsingHeader::new("ControlNet")
            .default_open(!self.settings.controlnet.is_empty())
            .show(ui, |ui| {
                let mut remove = None;
                for (i, unit) in self.settings.controlnet.iter_mut().enumerate() {
                    ui.push_id(i, |ui| {
                        if unit_ui(ui, &ctx, i, unit, size) {
                            remove = Some(i);
                        }
                    });
                    ui.separator();
                }
                if let Some(i) = remove {
                    self.settings.controlnet.remove(i);
                    // Thumbnails are cached per position: drop them all after a removal.
                    for k in i..=self.settings.controlnet.len() {
                        ctx.data_mut(|d| d.remove::<Cached>(thumb_id(k)));
                    }
                }
                if ui.button("Add ControlNet").clicked() {
                    self.settings.controlnet.push(new_unit());
                }
            });
    }

    /// Fills the fields the file dialogs picked.
    fn take_picked(&mut self, ctx: &egui::Context) {
        let done: Vec<(Pick, String)> = picked(ctx)
            .lock()
            .map(|mut v| std::mem::take(&mut *v))
            .unwrap_or_default();
        for (what, path) in done {
            let units = &mut self.settings.controlnet;
            match what {
                Pick::Model(i) | Pick::Folder(i) => {
                    if let Some(u) = units.get_mut(i) {
                        u.model = path
                    }
                }
                Pick::Image(i) => {
                    if let Some(u) = units.get_mut(i) {
                        u.image = path
                    }
                }
            }
        }
    }

    /// An image dropped while the pointer is over a unit's image area becomes that
    /// unit's image; true when taken (the app then does not open it as anything else).
    pub fn controlnet_take_drop(&mut self, ctx: &egui::Context, path: &Path) -> bool {
        let over = ctx.data(|d| d.get_temp::<usize>(egui::Id::unique("controlnet-drop-target")));
        match over.and_then(|i| self.settings.controlnet.get_mut(i)) {
            Some(u) => {
                u.image = path.display().to_string();
                true
            }
            None => false,
        }
    }
}

/// One unit's controls; true when its Remove button was clicked.
fn unit_ui(
    ui: &mut egui::Ui,
    ctx: &egui::Context,
    i: usize,
    u: &mut ControlSpec,
    size: (usize, usize),
) -> bool {
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
            pick(ctx, Pick::Model(i));
        }
        if ui.button("Folder…").clicked() {
            pick(ctx, Pick::Folder(i));
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
            pick(ctx, Pick::Image(i));
        }
    });
    // Remember the unit under the pointer while files hover, for the drop.
    let hovering = ctx.input(|inp| !inp.raw.hovered_files.is_empty());
    let target = egui::Id::unique("controlnet-drop-target");
    if hovering && image_row.response.contains_pointer() {
        ctx.data_mut(|d| d.insert_temp(target, i));
    } else if !hovering && ctx.input(|inp| inp.raw.dropped_files.is_empty()) {
        ctx.data_mut(|d| d.remove_temp::<usize>(target));
    }
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
    if !u.image.is_empty() {
        match thumbnail_texture(ctx, i, u, size) {
            Ok(tex) => {
                ui.add(egui::Image::new(&tex).alt_text(format!("control map {}", i + 1)));
            }
            Err(e) => {
                ui.colored_label(ui.visuals().warn_fg_color, e);
            }
        }
    }
    remove
}
