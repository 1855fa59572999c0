//! Gallery: the images made this session as thumbnails (decoded off the UI thread); click
//! one to view it large with its parameters; open its folder.
use crate::app::App;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::Arc;

pub struct GalleryItem {
    pub path: PathBuf,
    pub seed: u64,
    pub parameters: String,
    pub texture: Option<egui::TextureHandle>,
    /// What the user should know about how it was made (an out-of-memory fallback).
    pub notes: Vec<String>,
}

pub struct Gallery {
    pub items: Vec<GalleryItem>,
    pub selected: Option<usize>,
    tx: Sender<(PathBuf, Result<egui::ColorImage, String>)>,
    rx: Receiver<(PathBuf, Result<egui::ColorImage, String>)>,
    wake: Arc<dyn Fn() + Send + Sync>,
}

impl Gallery {
    pub fn new(wake: impl Fn() + Send + Sync + 'static) -> Self {
        let (tx, rx) = mpsc::channel();
        Gallery {
            items: Vec::new(),
            selected: None,
            tx,
            rx,
            wake: Arc::new(wake),
        }
    }

    pub fn add(&mut self, path: PathBuf, seed: u64, parameters: String) {
        let tx = self.tx.clone();
        let p = path.clone();
        self.items.push(GalleryItem {
            path,
            seed,
            parameters,
            texture: None,
            notes: Vec::new(),
        });
        let wake = self.wake.clone();
        std::thread::spawn(move || {
            let _ = tx.send((p.clone(), decode_png(&p)));
            wake();
        });
    }

    pub fn drain(&mut self, ctx: &egui::Context) {
        while let Ok((path, img)) = self.rx.try_recv() {
            let Ok(img) = img else { continue };
            let tex = ctx.load_texture(
                path.display().to_string(),
                img,
                egui::TextureOptions::LINEAR,
            );
            for it in self.items.iter_mut().filter(|i| i.path == path) {
                it.texture = Some(tex.clone());
            }
        }
    }
}

/// An RGB(A) 8-bit PNG as an egui image.
/// The largest picture the gallery decodes (8192 x 8192; RGBA: 256 MiB), so that a PNG
/// claiming a huge size cannot take the memory.
const MAX_SHOWN_PIXELS: u64 = 8192 * 8192;

pub fn decode_png(path: &Path) -> Result<egui::ColorImage, String> {
    let file = std::fs::File::open(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut dec = png::Decoder::new(std::io::BufReader::new(file));
    dec.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let mut reader = dec.read_info().map_err(|e| e.to_string())?;
    let (w, h) = (reader.info().width as u64, reader.info().height as u64);
    if w * h > MAX_SHOWN_PIXELS {
        return Err(format!(
            "{}: {w} x {h} pixels is more than the gallery shows (at most {MAX_SHOWN_PIXELS} pixels)",
            path.display()
        ));
    }
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf).map_err(|e| e.to_string())?;
    let size = [info.width as usize, info.height as usize];
    let px = &buf[..info.buffer_size()];
    Ok(match info.color_type {
        png::ColorType::Rgba => egui::ColorImage::from_rgba_unmultiplied(size, px),
        png::ColorType::Rgb => egui::ColorImage::from_rgb(size, px),
        png::ColorType::Grayscale => {
            let rgb: Vec<u8> = px.iter().flat_map(|&g| [g, g, g]).collect();
            egui::ColorImage::from_rgb(size, &rgb)
        }
        c => {
            return Err(format!(
                "{}: unsupported PNG colour type {c:?}",
                path.display()
            ))
        }
    })
}

/// Shows `dir` in the system's file manager without waiting for it.
pub fn open_folder(dir: &Path) -> std::io::Result<()> {
    let opener = if cfg!(target_os = "windows") {
        "explorer"
    } else if cfg!(target_os = "macos") {
        "open"
    } else {
        "xdg-open"
    };
    std::process::Command::new(opener)
        .arg(dir)
        .spawn()
        .map(|_| ())
}

impl App {
    pub fn gallery_panel(&mut self, ui: &mut egui::Ui) {
        ui.heading(format!("Gallery ({} images)", self.gallery.items.len()));
        if self.gallery.items.is_empty() {
            ui.label("Images appear here. Drop a PNG made by Candela or A1111 to restore its parameters.");
        }
        let mut clicked = None;
        ui.horizontal_wrapped(|ui| {
            for (i, it) in self.gallery.items.iter().enumerate().rev() {
                let name = it
                    .path
                    .file_name()
                    .unwrap_or_default()
                    .to_string_lossy()
                    .to_string();
                let r = match &it.texture {
                    Some(t) => ui.add(egui::Button::image(
                        egui::Image::new(t).fit_to_exact_size(egui::vec2(128.0, 128.0)),
                    )),
                    None => ui.add_sized([128.0, 128.0], egui::Button::new("loading…")),
                };
                let notes: String = it.notes.iter().map(|n| format!("\n{n}")).collect();
                let r = r.on_hover_text(format!("{name}\nseed {}{notes}", it.seed));
                if r.clicked() {
                    clicked = Some(i);
                }
            }
        });
        if clicked.is_some() {
            self.gallery.selected = clicked;
        }
        self.viewer(ui.ctx());
    }

    fn viewer(&mut self, ctx: &egui::Context) {
        let Some(i) = self.gallery.selected else {
            return;
        };
        let Some(it) = self.gallery.items.get(i) else {
            return;
        };
        let mut open = true;
        let mut restore = false;
        let title = it
            .path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .to_string();
        egui::Window::new(title)
            .open(&mut open)
            .default_size([560.0, 640.0])
            .show(ctx, |ui| {
                if let Some(t) = &it.texture {
                    ui.add(egui::Image::new(t).shrink_to_fit());
                }
                ui.label(format!("Seed: {}", it.seed));
                ui.label(&it.parameters);
                for n in &it.notes {
                    ui.colored_label(
                        ui.visuals().warn_fg_color,
                        format!("Made after a fallback: {n}"),
                    );
                }
                ui.horizontal(|ui| {
                    if ui.button("Open containing folder").clicked() {
                        if let Some(dir) = it.path.parent() {
                            let _ = open_folder(dir);
                        }
                    }
                    restore = ui.button("Use these parameters").clicked();
                });
            });
        if restore {
            let text = it.parameters.clone();
            self.settings.restore_a1111(&text);
        }
        if !open {
            self.gallery.selected = None;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A PNG header claiming 30000 x 30000 pixels (and no image data): refused before any
    /// buffer is allocated.
    #[test]
    fn a_huge_png_is_refused_before_decoding() {
        fn crc32(bytes: &[u8]) -> u32 {
            let mut c = 0xffff_ffffu32;
            for &b in bytes {
                c ^= b as u32;
                for _ in 0..8 {
                    c = if c & 1 != 0 {
                        0xedb8_8320 ^ (c >> 1)
                    } else {
                        c >> 1
                    };
                }
            }
            !c
        }
        let mut ihdr = b"IHDR".to_vec();
        ihdr.extend(30000u32.to_be_bytes());
        ihdr.extend(30000u32.to_be_bytes());
        ihdr.extend([8, 6, 0, 0, 0]);
        let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
        png.extend(13u32.to_be_bytes());
        png.extend(&ihdr);
        png.extend(crc32(&ihdr).to_be_bytes());
        // An empty IDAT: the header reader stops at the first image data.
        png.extend(0u32.to_be_bytes());
        png.extend(b"IDAT");
        png.extend(crc32(b"IDAT").to_be_bytes());
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("huge.png");
        std::fs::write(&path, png).unwrap();
        let err = decode_png(&path).unwrap_err();
        assert!(
            err.contains("huge.png") && err.contains("30000 x 30000"),
            "{err}"
        );
    }
}
