//! Input-image panel: the image an img2img or inpainting job starts from (drop a file on
//! the panel or open a dialog), its strength, and a mask painter over it (brush size,
//! erase, clear; white = repaint). The engine resizes image and mask to the job's size.
use super::Command;
use crate::command::PickTarget;
use candela_engine::protocol::{Img2ImgSpec, StrengthRule};
use std::path::{Path, PathBuf};

/// Widest the image is shown in the panel, in points.
const VIEW_WIDTH: f32 = 384.0;

pub struct InitImagePanel {
    /// Jobs start from the image (otherwise it is kept but unused).
    pub enabled: bool,
    pub path: Option<PathBuf>,
    /// Image size in pixels.
    pub size: [usize; 2],
    pub strength: f64,
    /// How the strength picks the steps run (A1111's when an A1111 PNG restored it).
    pub strength_rule: StrengthRule,
    /// One byte per image pixel, 255 = repaint; empty until painted.
    pub mask: Vec<u8>,
    /// Brush radius in image pixels.
    pub brush: f32,
    pub erase: bool,
    pub mask_blur: f64,
    pub error: String,
    /// Where the panel was drawn last frame (files dropped there become the input image).
    pub rect: Option<egui::Rect>,
    rgb: Vec<u8>,
    image_tex: Option<egui::TextureHandle>,
    mask_tex: Option<egui::TextureHandle>,
    mask_dirty: bool,
}

impl Default for InitImagePanel {
    fn default() -> Self {
        InitImagePanel {
            enabled: true,
            path: None,
            size: [0, 0],
            strength: candela_engine::pipeline::init_image::DEFAULT_STRENGTH,
            strength_rule: StrengthRule::Diffusers,
            mask: Vec::new(),
            brush: 16.0,
            erase: false,
            mask_blur: candela_engine::pipeline::init_image::DEFAULT_MASK_BLUR,
            error: String::new(),
            rect: None,
            rgb: Vec::new(),
            image_tex: None,
            mask_tex: None,
            mask_dirty: false,
        }
    }
}

impl InitImagePanel {
    /// Opens `path` as the input image (clearing the mask); errors name the file.
    pub fn set_image(&mut self, path: &Path) {
        match candela_engine::pipeline::init_image::read_rgb(path) {
            Ok(img) => {
                self.size = [img.width() as usize, img.height() as usize];
                self.rgb = img.into_raw();
                self.path = Some(path.to_path_buf());
                self.mask.clear();
                self.image_tex = None;
                self.mask_dirty = true;
                self.enabled = true;
                self.error.clear();
            }
            Err(e) => self.error = e.to_string(),
        }
    }

    /// Forgets the image and mask.
    pub fn clear_image(&mut self) {
        *self = InitImagePanel {
            strength: self.strength,
            strength_rule: self.strength_rule,
            brush: self.brush,
            mask_blur: self.mask_blur,
            ..Default::default()
        };
    }

    pub fn has_mask(&self) -> bool {
        self.mask.iter().any(|&v| v > 0)
    }

    pub fn clear_mask(&mut self) {
        self.mask.clear();
        self.mask_dirty = true;
    }

    /// Paints (or erases) a disc of the brush's radius at image pixel (x, y).
    pub fn paint(&mut self, x: f32, y: f32) {
        let [w, h] = self.size;
        if w == 0 || h == 0 {
            return;
        }
        if self.mask.len() != w * h {
            self.mask = vec![0; w * h];
        }
        let r = self.brush.max(0.5);
        let value = if self.erase { 0 } else { 255 };
        let (x0, x1) = (
            (x - r).floor().max(0.0) as usize,
            ((x + r).ceil() as usize).min(w),
        );
        let (y0, y1) = (
            (y - r).floor().max(0.0) as usize,
            ((y + r).ceil() as usize).min(h),
        );
        for py in y0..y1 {
            for px in x0..x1 {
                let (dx, dy) = (px as f32 + 0.5 - x, py as f32 + 0.5 - y);
                if dx * dx + dy * dy <= r * r {
                    self.mask[py * w + px] = value;
                }
            }
        }
        self.mask_dirty = true;
    }

    /// The job's img2img fields: none without an enabled image; the painted mask is written
    /// as a grayscale PNG in `mask_dir` (a new file per call, so queued jobs keep theirs).
    pub fn spec(&self, mask_dir: &Path) -> Result<Img2ImgSpec, String> {
        let Some(path) = self.path.as_ref().filter(|_| self.enabled) else {
            return Ok(Img2ImgSpec::default());
        };
        let mask = if self.has_mask() {
            Some(self.write_mask(mask_dir)?.display().to_string())
        } else {
            None
        };
        Ok(Img2ImgSpec {
            init_image: Some(path.display().to_string()),
            strength: Some(self.strength),
            mask_blur: mask.as_ref().map(|_| self.mask_blur),
            mask,
            strength_rule: self.strength_rule,
        })
    }

    fn write_mask(&self, dir: &Path) -> Result<PathBuf, String> {
        let fail =
            |e: &dyn std::fmt::Display| format!("{}: cannot write the mask: {e}", dir.display());
        std::fs::create_dir_all(dir).map_err(|e| fail(&e))?;
        let stamp = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0);
        let path = dir.join(format!("mask-{stamp}.png"));
        let file = std::fs::File::create(&path).map_err(|e| fail(&e))?;
        let [w, h] = self.size;
        let mut enc = png::Encoder::new(std::io::BufWriter::new(file), w as u32, h as u32);
        enc.set_color(png::ColorType::Grayscale);
        enc.set_depth(png::BitDepth::Eight);
        let mut writer = enc.write_header().map_err(|e| fail(&e))?;
        writer.write_image_data(&self.mask).map_err(|e| fail(&e))?;
        writer.finish().map_err(|e| fail(&e))?;
        Ok(path)
    }

    fn textures(&mut self, ctx: &egui::Context) {
        let [w, h] = self.size;
        if self.image_tex.is_none() && !self.rgb.is_empty() {
            let img = egui::ColorImage::from_rgb([w, h], &self.rgb);
            self.image_tex = Some(ctx.load_texture("init-image", img, Default::default()));
        }
        if self.mask_dirty && w * h > 0 {
            let pixels: Vec<egui::Color32> = (0..w * h)
                .map(|i| match self.mask.get(i) {
                    Some(&v) if v > 0 => egui::Color32::from_rgba_unmultiplied(255, 40, 40, 120),
                    _ => egui::Color32::TRANSPARENT,
                })
                .collect();
            let img = egui::ColorImage::new([w, h], pixels);
            match &mut self.mask_tex {
                Some(t) => t.set(img, Default::default()),
                None => {
                    self.mask_tex = Some(ctx.load_texture("init-mask", img, Default::default()))
                }
            }
            self.mask_dirty = false;
        }
    }

    pub fn ui(&mut self, ui: &mut egui::Ui) -> Vec<Command> {
        let mut out = Vec::new();
        let top = ui.cursor().min;
        ui.heading("Input image");
        ui.horizontal_wrapped(|ui| {
            if ui.button("Open image…").clicked() {
                out.push(Command::Pick(PickTarget::InitImage));
            }
            if self.path.is_some() && ui.button("Remove image").clicked() {
                self.clear_image();
            }
        });
        if !self.error.is_empty() {
            ui.colored_label(ui.visuals().error_fg_color, &self.error);
        }
        let Some(path) = self.path.clone() else {
            ui.label("Drop a PNG or JPEG here (or open one) to start from it instead of noise.");
            self.rect = Some(egui::Rect::from_min_max(top, ui.cursor().min.max(top)));
            return out;
        };
        ui.checkbox(&mut self.enabled, "Use input image");
        ui.label(format!(
            "{} ({}x{})",
            path.file_name().unwrap_or_default().to_string_lossy(),
            self.size[0],
            self.size[1]
        ));
        super::labelled(
            ui,
            "Strength",
            egui::Slider::new(&mut self.strength, 0.0..=1.0).step_by(0.01),
        );
        ui.horizontal(|ui| {
            let label = ui.label("Steps run");
            egui::ComboBox::from_id_salt("strength_rule")
                .selected_text(rule_label(self.strength_rule))
                .show_ui(ui, |ui| {
                    for rule in StrengthRule::ALL {
                        ui.selectable_value(&mut self.strength_rule, rule, rule_label(rule));
                    }
                })
                .response
                .labelled_by(label.id)
                .on_hover_text(
                    "diffusers: the last int(steps x strength) steps; A1111: the last int(min(strength, 0.999) x steps) + 1",
                );
        });
        ui.horizontal_wrapped(|ui| {
            super::labelled(
                ui,
                "Brush size",
                egui::Slider::new(&mut self.brush, 1.0..=128.0),
            );
            ui.checkbox(&mut self.erase, "Erase");
            if ui.button("Clear mask").clicked() {
                self.clear_mask();
            }
        });
        super::labelled(
            ui,
            "Mask blur",
            egui::Slider::new(&mut self.mask_blur, 0.0..=64.0),
        );
        self.textures(ui.ctx());
        self.canvas(ui);
        ui.label(if self.has_mask() {
            "Inpainting: the red area is repainted."
        } else {
            "Paint on the image to inpaint only there."
        });
        self.rect = Some(egui::Rect::from_min_max(top, ui.cursor().min.max(top)));
        out
    }

    /// The image with the mask over it; dragging paints (or erases).
    fn canvas(&mut self, ui: &mut egui::Ui) {
        let [w, h] = self.size;
        let scale = (VIEW_WIDTH / w as f32)
            .min(1.0)
            .min(ui.available_width().max(64.0) / w as f32);
        let view = egui::vec2(w as f32 * scale, h as f32 * scale);
        let (rect, response) = ui.allocate_exact_size(view, egui::Sense::click_and_drag());
        response
            .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Canvas, true, "Mask painter"));
        let response = response.on_hover_text("Paint the area to repaint");
        let uv = egui::Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(1.0, 1.0));
        if let Some(t) = &self.image_tex {
            ui.painter().image(t.id(), rect, uv, egui::Color32::WHITE);
        }
        if let Some(t) = &self.mask_tex {
            ui.painter().image(t.id(), rect, uv, egui::Color32::WHITE);
        }
        if response.is_pointer_button_down_on() || response.dragged() || response.clicked() {
            if let Some(pos) = response.interact_pointer_pos() {
                let p = (pos - rect.min) / scale;
                self.paint(p.x, p.y);
                self.textures(ui.ctx());
            }
        }
        if let Some(pos) = response.hover_pos() {
            let stroke = egui::Stroke::new(1.0, ui.visuals().strong_text_color());
            ui.painter().circle_stroke(pos, self.brush * scale, stroke);
        }
    }
}

/// A strength rule as the picker shows it.
fn rule_label(rule: StrengthRule) -> &'static str {
    match rule {
        StrengthRule::Diffusers => "diffusers",
        StrengthRule::A1111 => "A1111",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui_kittest::kittest::Queryable;
    use egui_kittest::Harness;

    fn test_image(dir: &Path) -> PathBuf {
        let path = dir.join("in.png");
        let rgb: Vec<u8> = (0..64 * 32)
            .flat_map(|i| [(i % 256) as u8, 80, 160])
            .collect();
        let png = candela_engine::output::encode_png(64, 32, &rgb, "").unwrap();
        std::fs::write(&path, png).unwrap();
        path
    }

    #[test]
    fn paints_erases_clears_and_writes_the_mask_for_the_job() {
        let dir = tempfile::tempdir().unwrap();
        let mut p = InitImagePanel::default();
        assert_eq!(p.spec(dir.path()).unwrap(), Img2ImgSpec::default());
        p.set_image(&test_image(dir.path()));
        assert_eq!(p.size, [64, 32]);
        p.brush = 4.0;
        p.paint(10.0, 10.0);
        assert_eq!(p.mask[10 * 64 + 10], 255);
        assert_eq!(p.mask[10 * 64 + 20], 0);
        let spec = p.spec(&dir.path().join("masks")).unwrap();
        assert_eq!(spec.strength, Some(p.strength));
        let mask_path = PathBuf::from(spec.mask.clone().unwrap());
        // The engine reads the written mask back: white where painted.
        let m = candela_engine::pipeline::init_image::read_rgb(&mask_path).unwrap();
        assert_eq!((m.width(), m.height()), (64, 32));
        assert_eq!(m.get_pixel(10, 10).0, [255, 255, 255]);
        assert_eq!(m.get_pixel(30, 10).0, [0, 0, 0]);
        p.erase = true;
        p.paint(10.0, 10.0);
        assert!(!p.has_mask());
        assert_eq!(p.spec(dir.path()).unwrap().mask, None);
        p.erase = false;
        p.paint(1.0, 1.0);
        p.clear_mask();
        assert!(!p.has_mask());
        p.enabled = false;
        assert_eq!(p.spec(dir.path()).unwrap(), Img2ImgSpec::default());
        let mut bad = InitImagePanel::default();
        bad.set_image(&dir.path().join("missing.png"));
        assert!(bad.error.contains("missing.png"), "{}", bad.error);
        assert!(bad.path.is_none());
    }

    #[test]
    fn dragging_over_the_image_paints_and_clear_mask_clears() {
        let dir = tempfile::tempdir().unwrap();
        let mut panel = InitImagePanel::default();
        panel.set_image(&test_image(dir.path()));
        let mut h = Harness::new_ui_state(
            |ui, p: &mut InitImagePanel| {
                p.ui(ui);
            },
            panel,
        );
        h.run();
        let canvas = h.get_by_label("Mask painter").rect();
        let at = canvas.min + egui::vec2(8.0, 8.0);
        h.hover_at(at);
        h.drag_at(at);
        h.run();
        h.hover_at(at + egui::vec2(10.0, 0.0));
        h.run();
        h.drop_at(at + egui::vec2(10.0, 0.0));
        h.run();
        assert!(h.state().has_mask(), "dragging painted nothing");
        h.get_by_label("Clear mask").click();
        h.run();
        assert!(!h.state().has_mask());
        h.get_by_label("Use input image").click();
        h.run();
        assert!(!h.state().enabled);
    }
}
