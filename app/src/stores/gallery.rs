//! The gallery's images: path, seed, parameters and a texture decoded off the UI thread;
//! made this session, or found in the output folders at start.
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::Arc;
use std::time::SystemTime;

pub struct GalleryItem {
    pub path: PathBuf,
    pub seed: u64,
    pub parameters: String,
    pub texture: Option<egui::TextureHandle>,
    /// What the user should know about how it was made (an out-of-memory fallback).
    pub notes: Vec<String>,
    /// For an image found in the output folder at start: its file time (the gallery
    /// keeps oldest first); None for one made this session.
    pub modified: Option<SystemTime>,
}

impl GalleryItem {
    /// The prompt, as the parameters' first lines (before the negative prompt and settings).
    pub fn prompt(&self) -> String {
        self.parameters
            .lines()
            .take_while(|l| !l.starts_with("Negative prompt: ") && !l.starts_with("Steps: "))
            .collect::<Vec<_>>()
            .join("\n")
    }
}

/// An image found in an output folder.
struct Found {
    path: PathBuf,
    seed: u64,
    parameters: String,
    modified: SystemTime,
}

enum Msg {
    Found(Found),
    Decoded(PathBuf, Result<egui::ColorImage, String>),
}

/// How many images the gallery takes from the output folders at start, newest first.
const RELOADED: usize = 100;
/// Longest side of a reloaded image's texture, in pixels (100 of them stay small).
const RELOADED_SIDE: usize = 512;

pub struct Gallery {
    pub items: Vec<GalleryItem>,
    tx: Sender<Msg>,
    rx: Receiver<Msg>,
    wake: Arc<dyn Fn() + Send + Sync>,
}

impl Gallery {
    pub fn new(wake: impl Fn() + Send + Sync + 'static) -> Self {
        let (tx, rx) = mpsc::channel();
        Gallery {
            items: Vec::new(),
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
            modified: None,
        });
        let wake = self.wake.clone();
        std::thread::spawn(move || {
            let _ = tx.send(Msg::Decoded(p.clone(), decode_png(&p)));
            wake();
        });
    }

    /// Takes the newest PNGs in `dirs` (made before this session, by Candela or A1111:
    /// those with generation parameters) into the gallery, on a thread of their own.
    pub fn load_folders(&mut self, dirs: Vec<PathBuf>) {
        let (tx, wake) = (self.tx.clone(), self.wake.clone());
        std::thread::spawn(move || {
            let mut pngs: Vec<(SystemTime, PathBuf)> = dirs
                .iter()
                .filter_map(|d| std::fs::read_dir(d).ok())
                .flatten()
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x.eq_ignore_ascii_case("png")))
                .filter_map(|p| Some((super::outputs::modified(&p)?, p)))
                .collect();
            pngs.sort();
            pngs.dedup_by(|a, b| a.1 == b.1);
            let newest: Vec<_> = pngs.into_iter().rev().take(RELOADED).collect();
            let mut found = Vec::new();
            for (modified, path) in newest {
                let Ok(Some(parameters)) = candela_engine::output::read_parameters(&path) else {
                    continue;
                };
                let seed = seed_of(&parameters).unwrap_or(0);
                found.push(path.clone());
                let f = Found {
                    path,
                    seed,
                    parameters,
                    modified,
                };
                if tx.send(Msg::Found(f)).is_err() {
                    return;
                }
            }
            wake();
            for path in found {
                let img = decode_png(&path).map(|i| shrunk(&i, RELOADED_SIDE));
                if tx.send(Msg::Decoded(path, img)).is_err() {
                    return;
                }
                wake();
            }
        });
    }

    /// Forgets the image at `path` (its file is the caller's business).
    pub fn remove(&mut self, path: &Path) {
        self.items.retain(|i| i.path != path);
    }

    pub fn drain(&mut self, ctx: &egui::Context) {
        while let Ok(msg) = self.rx.try_recv() {
            match msg {
                Msg::Found(f) => self.insert_found(f),
                Msg::Decoded(path, Ok(img)) => {
                    let tex = ctx.load_texture(
                        path.display().to_string(),
                        img,
                        egui::TextureOptions::LINEAR,
                    );
                    for it in self.items.iter_mut().filter(|i| i.path == path) {
                        it.texture = Some(tex.clone());
                    }
                }
                Msg::Decoded(_, Err(_)) => {}
            }
        }
    }

    /// A found image, in file-time order before this session's (unless it is one of them).
    fn insert_found(&mut self, f: Found) {
        if self.items.iter().any(|i| i.path == f.path) {
            return;
        }
        let at = self
            .items
            .iter()
            .position(|i| i.modified.is_none_or(|m| m > f.modified))
            .unwrap_or(self.items.len());
        self.items.insert(
            at,
            GalleryItem {
                path: f.path,
                seed: f.seed,
                parameters: f.parameters,
                texture: None,
                notes: Vec::new(),
                modified: Some(f.modified),
            },
        );
    }
}

/// The seed in A1111 `parameters` text ("Seed: 1234, ...").
fn seed_of(parameters: &str) -> Option<u64> {
    let line = parameters
        .lines()
        .rev()
        .find(|l| l.starts_with("Steps: "))?;
    line.split(", ")
        .find_map(|kv| kv.strip_prefix("Seed: "))
        .and_then(|v| v.parse().ok())
}

/// `img` at most `side` pixels on its longer side (nearest pixel; thumbnails only).
fn shrunk(img: &egui::ColorImage, side: usize) -> egui::ColorImage {
    let [w, h] = img.size;
    let scale = side as f64 / w.max(h) as f64;
    if scale >= 1.0 {
        return img.clone();
    }
    let (nw, nh) = (
        ((w as f64 * scale) as usize).max(1),
        ((h as f64 * scale) as usize).max(1),
    );
    let pixels = (0..nh)
        .flat_map(|y| (0..nw).map(move |x| (x * w / nw, y * h / nh)))
        .map(|(x, y)| img.pixels[y * w + x])
        .collect();
    egui::ColorImage::new([nw, nh], pixels)
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
