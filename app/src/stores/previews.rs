//! The preview pictures beside LoRA files, as A1111 shows them: `NAME.preview.png` next to
//! `NAME.safetensors` (also `NAME.png`, `NAME.preview.jpg`, `NAME.jpg`...). Asked for when a
//! LoRA is first drawn, read and shrunk on one thread of their own, kept for the session:
//! the GUI never waits for a file.
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, Sender};

/// Longest side of a thumbnail's texture, in pixels.
const SIDE: u32 = 128;
/// The largest picture read (a file claiming more is skipped, as if it had no preview).
const MAX_SIDE: u32 = 8192;

/// The files a preview may be in, in A1111's order of preference, for the LoRA `file`.
pub fn candidates(file: &Path) -> Vec<PathBuf> {
    ["png", "jpg", "jpeg"]
        .iter()
        .flat_map(|ext| [format!("preview.{ext}"), ext.to_string()])
        .map(|ext| file.with_extension(ext))
        .collect()
}

enum State {
    Reading,
    Shown(egui::TextureHandle),
    /// No preview file, or one that could not be read.
    Without,
}

/// What the reading thread sends back: the LoRA file and its picture, if it has one.
type Read = (PathBuf, Option<egui::ColorImage>);

pub struct Previews {
    known: HashMap<PathBuf, State>,
    /// To the reading thread (started by the first request).
    ask: Option<Sender<PathBuf>>,
    tx: Sender<Read>,
    rx: Receiver<Read>,
}

impl Default for Previews {
    fn default() -> Self {
        let (tx, rx) = mpsc::channel();
        Previews {
            known: HashMap::new(),
            ask: None,
            tx,
            rx,
        }
    }
}

impl Previews {
    /// The thumbnail of the LoRA `file`, if it has one and it has been read; the first call
    /// for a file asks the reading thread for it (which repaints `ctx` when done).
    pub fn get(&mut self, ctx: &egui::Context, file: &Path) -> Option<&egui::TextureHandle> {
        self.drain(ctx);
        if !self.known.contains_key(file) {
            self.known.insert(file.to_path_buf(), State::Reading);
            let ask = self.ask.get_or_insert_with(|| start(self.tx.clone(), ctx));
            let _ = ask.send(file.to_path_buf());
        }
        match self.known.get(file) {
            Some(State::Shown(t)) => Some(t),
            _ => None,
        }
    }

    /// Whether `file`'s preview has been looked for, and found or not (false while it is
    /// read, and for a file never shown).
    pub fn looked_for(&self, file: &Path) -> bool {
        matches!(self.known.get(file), Some(State::Shown(_) | State::Without))
    }

    /// Takes the pictures read so far; never waits.
    fn drain(&mut self, ctx: &egui::Context) {
        while let Ok((file, img)) = self.rx.try_recv() {
            let state = match img {
                Some(img) => State::Shown(ctx.load_texture(
                    format!("preview:{}", file.display()),
                    img,
                    egui::TextureOptions::LINEAR,
                )),
                None => State::Without,
            };
            self.known.insert(file, state);
        }
    }
}

/// The reading thread: one file at a time, in the order asked, until the store is dropped.
fn start(tx: Sender<Read>, ctx: &egui::Context) -> Sender<PathBuf> {
    let (ask, asked) = mpsc::channel::<PathBuf>();
    let ctx = ctx.clone();
    std::thread::spawn(move || {
        for file in asked {
            let img = candidates(&file)
                .iter()
                .filter(|p| p.is_file())
                .find_map(|p| thumbnail(p).ok());
            if tx.send((file, img)).is_err() {
                return;
            }
            ctx.request_repaint();
        }
    });
    ask
}

/// The picture at `path`, at most [`SIDE`] pixels on its longer side.
fn thumbnail(path: &Path) -> Result<egui::ColorImage, String> {
    let mut reader = image::ImageReader::open(path)
        .and_then(|r| r.with_guessed_format())
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let mut limits = image::Limits::default();
    limits.max_image_width = Some(MAX_SIDE);
    limits.max_image_height = Some(MAX_SIDE);
    reader.limits(limits);
    let img = reader
        .decode()
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let small = img.thumbnail(SIDE, SIDE).to_rgba8();
    let size = [small.width() as usize, small.height() as usize];
    Ok(egui::ColorImage::from_rgba_unmultiplied(
        size,
        small.as_raw(),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn candidates_follow_a1111() {
        let c = candidates(Path::new("/l/my.lora.v2.safetensors"));
        let names: Vec<_> = c
            .iter()
            .map(|p| p.file_name().unwrap().to_string_lossy().to_string())
            .collect();
        assert_eq!(
            names,
            [
                "my.lora.v2.preview.png",
                "my.lora.v2.png",
                "my.lora.v2.preview.jpg",
                "my.lora.v2.jpg",
                "my.lora.v2.preview.jpeg",
                "my.lora.v2.jpeg"
            ]
        );
    }

    #[test]
    fn a_big_picture_is_shrunk_and_a_broken_one_refused() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("a.preview.png");
        image::RgbImage::from_pixel(400, 200, image::Rgb([10, 200, 30]))
            .save(&p)
            .unwrap();
        let t = thumbnail(&p).unwrap();
        assert_eq!(t.size, [128, 64]);
        assert_eq!(t.pixels[0], egui::Color32::from_rgb(10, 200, 30));
        let bad = dir.path().join("b.preview.png");
        std::fs::write(&bad, b"\x89PNG\r\n\x1a\nnot really").unwrap();
        assert!(thumbnail(&bad).unwrap_err().contains("b.preview.png"));
    }
}
