//! Saving images: PNG with A1111's `parameters` text chunk, written to a temporary file
//! and linked into place so an existing file is never overwritten and a failed write
//! leaves no partial image.
use crate::{Error, Result};
use std::io::Write;
use std::path::{Path, PathBuf};

/// The generation parameters in A1111's text form.
#[derive(Debug, Clone, PartialEq)]
pub struct Parameters {
    pub prompt: String,
    pub negative_prompt: String,
    pub steps: usize,
    /// A1111's sampler name ("Euler a", "DPM++ 2M Karras").
    pub sampler: String,
    pub cfg: f64,
    pub seed: u64,
    pub width: usize,
    pub height: usize,
    pub model_name: String,
    /// First 10 hex digits of the checkpoint's SHA-256, as A1111 shows it.
    pub model_hash: Option<String>,
}

impl Parameters {
    /// A1111's `parameters` text: prompt, "Negative prompt: ...", then one line of
    /// `Key: value` pairs.
    pub fn to_a1111(&self) -> String {
        let mut s = self.prompt.clone();
        if !self.negative_prompt.is_empty() {
            s.push_str("\nNegative prompt: ");
            s.push_str(&self.negative_prompt);
        }
        s.push_str(&format!(
            "\nSteps: {}, Sampler: {}, CFG scale: {}, Seed: {}, Size: {}x{}",
            self.steps, self.sampler, self.cfg, self.seed, self.width, self.height
        ));
        if let Some(h) = &self.model_hash {
            s.push_str(&format!(", Model hash: {h}"));
        }
        s.push_str(&format!(", Model: {}", self.model_name));
        s
    }
}

/// Encodes an RGB8 image as PNG bytes with a `parameters` tEXt chunk.
pub fn encode_png(width: usize, height: usize, rgb: &[u8], parameters: &str) -> Result<Vec<u8>> {
    let mut buf = Vec::new();
    {
        let mut enc = png::Encoder::new(&mut buf, width as u32, height as u32);
        enc.set_color(png::ColorType::Rgb);
        enc.set_depth(png::BitDepth::Eight);
        // A1111 writes tEXt (Latin-1); prompts outside it go in iTXt so nothing is lost.
        if parameters.chars().all(|c| (c as u32) < 256) {
            enc.add_text_chunk("parameters".into(), parameters.into())
                .map_err(|e| Error::msg(format!("PNG text chunk: {e}")))?;
        } else {
            enc.add_itxt_chunk("parameters".into(), parameters.into())
                .map_err(|e| Error::msg(format!("PNG text chunk: {e}")))?;
        }
        let mut w = enc
            .write_header()
            .map_err(|e| Error::msg(format!("PNG encoder: {e}")))?;
        w.write_image_data(rgb)
            .map_err(|e| Error::msg(format!("PNG encoder: {e}")))?;
    }
    Ok(buf)
}

/// The `parameters` text of a PNG (Candela's or A1111's), if it has one.
pub fn read_parameters(path: &Path) -> Result<Option<String>> {
    let file = crate::input::open(path)?;
    let decoder = png::Decoder::new(std::io::BufReader::new(file));
    let reader = decoder
        .read_info()
        .map_err(|e| Error::file(path, format!("not a readable PNG: {e}")))?;
    let info = reader.info();
    if let Some(t) = info
        .uncompressed_latin1_text
        .iter()
        .find(|t| t.keyword == "parameters")
    {
        return Ok(Some(t.text.clone()));
    }
    if let Some(t) = info.utf8_text.iter().find(|t| t.keyword == "parameters") {
        return Ok(Some(
            t.get_text()
                .map_err(|e| Error::file(path, format!("bad iTXt chunk: {e}")))?,
        ));
    }
    Ok(None)
}

/// Checks, before a job does any work, that its image can be saved at `path`: the folder
/// exists and takes a new file. A job whose folder is missing fails at once instead of
/// after minutes of computing.
/// A job's file stem names a file inside its output folder: no path separators, no drive
/// (`:`), no NUL, not empty, so `out_dir/stem.png` can never point elsewhere.
pub fn check_file_stem(stem: &str) -> Result<()> {
    if stem.trim().is_empty() || stem.contains(['/', '\\', ':', '\0']) {
        return Err(crate::Error::field(
            "file_stem",
            format!(
                "'{}' is not a file name (no '/', '\\', ':' or NUL, not empty)",
                stem.escape_debug()
            ),
        ));
    }
    Ok(())
}

pub fn check_writable(path: &Path) -> Result<()> {
    let dir = folder_of(path);
    if !dir.is_dir() {
        return Err(Error::file(&dir, "output folder does not exist"));
    }
    let probe = dir.join(format!(".candela-probe.{}.tmp", std::process::id()));
    std::fs::File::create(&probe)
        .map_err(|e| Error::file(&dir, format!("output folder is not writable: {e}")))?;
    let _ = std::fs::remove_file(&probe);
    Ok(())
}

/// Candela's data folder: `CANDELA_DATA_DIR`, or the platform's (the app's too).
pub fn data_dir() -> Option<PathBuf> {
    std::env::var_os("CANDELA_DATA_DIR")
        .map(PathBuf::from)
        .or_else(|| directories::ProjectDirs::from("", "", "Candela").map(|d| d.data_dir().into()))
}

/// [`save_new_file`]; when the output folder vanished while the job ran, the image is saved
/// in the data folder's `rescued/` instead and the error says where, so nothing computed
/// is lost.
pub fn save_or_rescue(path: &Path, bytes: &[u8]) -> Result<PathBuf> {
    save_or_rescue_in(path, bytes, data_dir())
}

fn save_or_rescue_in(path: &Path, bytes: &[u8], data_dir: Option<PathBuf>) -> Result<PathBuf> {
    let dir = folder_of(path);
    if dir.is_dir() {
        return save_new_file(path, bytes);
    }
    let name = path
        .file_name()
        .map_or("image.png".into(), |n| n.to_os_string());
    let rescued = data_dir.map(|d| d.join("rescued")).ok_or_else(|| {
        Error::file(
            &dir,
            "output folder does not exist (no data folder to save the image in)",
        )
    })?;
    std::fs::create_dir_all(&rescued)
        .map_err(|e| Error::file(&rescued, format!("cannot create: {e}")))?;
    let saved = save_new_file(&rescued.join(name), bytes)?;
    Err(Error::file(
        &dir,
        format!(
            "output folder disappeared while the job ran; the image was saved as {}",
            saved.display()
        ),
    ))
}

fn folder_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Writes `bytes` to `path`, or to `stem-1.ext`, `stem-2.ext`... if it exists; returns the
/// path written. The data goes to a temporary file first and is hard-linked into place,
/// which fails rather than replaces when the name is taken.
pub fn save_new_file(path: &Path, bytes: &[u8]) -> Result<PathBuf> {
    let dir = folder_of(path);
    if !dir.is_dir() {
        return Err(Error::file(&dir, "output folder does not exist"));
    }
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "image".into());
    let ext = path
        .extension()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "png".into());
    let tmp = dir.join(format!(".{stem}.{}.tmp", std::process::id()));
    let write = || -> std::io::Result<()> {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()
    };
    if let Err(e) = write() {
        let _ = std::fs::remove_file(&tmp);
        return Err(Error::file(path, format!("cannot write: {e}")));
    }
    let result = (0..100_000)
        .map(|i| {
            if i == 0 {
                path.to_path_buf()
            } else {
                dir.join(format!("{stem}-{i}.{ext}"))
            }
        })
        .find_map(|candidate| match std::fs::hard_link(&tmp, &candidate) {
            Ok(()) => Some(Ok(candidate)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => None,
            Err(e) => Some(Err(Error::file(&candidate, format!("cannot write: {e}")))),
        })
        .unwrap_or_else(|| Err(Error::file(path, "no free file name")));
    let _ = std::fs::remove_file(&tmp);
    if result.is_ok() {
        remove_stale_temps(&dir, &stem);
    }
    result
}

/// Removes `.{stem}.{pid}.tmp` files left in `dir` by processes that are gone (a worker
/// killed while saving this image, which is now saved again). Linux only: elsewhere there is
/// no cheap way to tell a live writer from a dead one, and the files stay.
fn remove_stale_temps(dir: &Path, stem: &str) {
    if !Path::new("/proc/self").is_dir() {
        return;
    }
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let prefix = format!(".{stem}.");
    for e in entries.flatten() {
        let name = e.file_name();
        let Some(pid) = name
            .to_str()
            .and_then(|n| n.strip_prefix(&prefix))
            .and_then(|n| n.strip_suffix(".tmp"))
            .and_then(|n| n.parse::<u32>().ok())
        else {
            continue;
        };
        if pid != std::process::id() && !Path::new(&format!("/proc/{pid}")).exists() {
            let _ = std::fs::remove_file(e.path());
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_file_stem_cannot_leave_the_output_folder() {
        for bad in [
            "../x",
            "a/b",
            "..\\x",
            "c:x",
            "",
            "  ",
            "a\0b",
            "/etc/passwd",
        ] {
            let e = super::check_file_stem(bad).unwrap_err().to_string();
            assert!(e.contains("file_stem"), "{bad:?}: {e}");
        }
        for good in ["candela", "00001-42-a cat", "..png", "x.y"] {
            super::check_file_stem(good).unwrap();
        }
    }

    use super::*;

    #[test]
    fn a_missing_output_folder_is_refused_before_any_work() {
        let dir = tempfile::tempdir().unwrap();
        assert!(check_writable(&dir.path().join("a.png")).is_ok());
        let gone = dir.path().join("gone").join("a.png");
        let e = check_writable(&gone).unwrap_err().to_string();
        assert!(e.contains("gone") && e.contains("does not exist"), "{e}");
        // The probe leaves nothing behind.
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
    }

    #[test]
    fn an_image_whose_folder_vanished_is_saved_in_the_data_folder_and_the_error_says_where() {
        let out = tempfile::tempdir().unwrap();
        let data = tempfile::tempdir().unwrap();
        let path = out.path().join("sub").join("lighthouse.png");
        std::fs::create_dir(out.path().join("sub")).unwrap();
        // Present: saved where asked.
        let saved = save_or_rescue_in(&path, b"png", Some(data.path().into())).unwrap();
        assert_eq!(saved, path);
        // Removed while the job ran: saved under rescued/, and the error names that file.
        std::fs::remove_dir_all(out.path().join("sub")).unwrap();
        let e = save_or_rescue_in(&path, b"png2", Some(data.path().into()))
            .unwrap_err()
            .to_string();
        let rescued = data.path().join("rescued").join("lighthouse.png");
        assert_eq!(std::fs::read(&rescued).unwrap(), b"png2");
        assert!(e.contains(&rescued.display().to_string()), "{e}");
        assert!(e.contains("disappeared"), "{e}");
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn saving_again_removes_the_temp_file_a_dead_writer_left() {
        let dir = tempfile::tempdir().unwrap();
        // A process that has exited: its pid is not running any more.
        let mut child = std::process::Command::new("true").spawn().unwrap();
        let dead = child.id();
        child.wait().unwrap();
        let stale = dir.path().join(format!(".img.{dead}.tmp"));
        let live = dir.path().join(".img.1.tmp"); // init: always running
        let other = dir.path().join(format!(".other.{dead}.tmp"));
        for f in [&stale, &live, &other] {
            std::fs::write(f, b"partial").unwrap();
        }
        let saved = save_new_file(&dir.path().join("img.png"), b"png").unwrap();
        assert_eq!(std::fs::read(&saved).unwrap(), b"png");
        assert!(!stale.exists(), "the dead writer's temp file stays");
        assert!(live.exists() && other.exists());
    }

    fn params() -> Parameters {
        Parameters {
            prompt: "a cat".into(),
            negative_prompt: "blurry".into(),
            steps: 20,
            sampler: "DPM++ 2M Karras".into(),
            cfg: 7.5,
            seed: 42,
            width: 512,
            height: 768,
            model_name: "tiny".into(),
            model_hash: Some("0123456789".into()),
        }
    }

    #[test]
    fn a1111_text_has_every_field() {
        assert_eq!(
            params().to_a1111(),
            "a cat\nNegative prompt: blurry\nSteps: 20, Sampler: DPM++ 2M Karras, CFG scale: 7.5, Seed: 42, Size: 512x768, Model hash: 0123456789, Model: tiny"
        );
    }

    #[test]
    fn png_round_trips_parameters_and_never_overwrites() -> Result<()> {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("img.png");
        for text in [params().to_a1111(), "un chat noir, 猫".to_string()] {
            let png = encode_png(2, 1, &[255, 0, 0, 0, 255, 0], &text)?;
            let written = save_new_file(&out, &png)?;
            assert_eq!(read_parameters(&written)?.as_deref(), Some(text.as_str()));
        }
        let mut names: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        names.sort();
        assert_eq!(names, ["img-1.png", "img.png"]);
        Ok(())
    }
}
