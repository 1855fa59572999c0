//! The app's own file browser, for when the system's dialog cannot open (no desktop
//! portal, no zenity) or the user prefers it: a typed path with Tab completion, the
//! folder's entries (folders first, files of the wanted kinds), Choose and Cancel. It
//! says why it opened.
use super::Command;
use crate::command::PickTarget;
use std::path::{Path, PathBuf};

const PATH_LABEL: &str = "Path";

#[derive(Default)]
pub struct FileBrowser {
    open: Option<Browse>,
}

struct Browse {
    target: PickTarget,
    /// Why the browser opened instead of the system dialog.
    why: String,
    /// The folder listed.
    dir: PathBuf,
    /// (name, is a folder), folders first, then files of the wanted kinds.
    entries: Vec<(String, bool)>,
    /// The path typed or clicked.
    path: String,
    error: String,
}

impl FileBrowser {
    /// Opens the browser for `target` at `start` (a file's folder, or a folder).
    pub fn open(&mut self, target: PickTarget, why: String, start: &Path) {
        let dir = if start.is_dir() {
            start.to_path_buf()
        } else {
            start
                .parent()
                .filter(|p| p.is_dir())
                .map(Path::to_path_buf)
                .or_else(|| directories::UserDirs::new().map(|u| u.home_dir().to_path_buf()))
                .unwrap_or_else(|| PathBuf::from("/"))
        };
        let mut b = Browse {
            target,
            why,
            dir: PathBuf::new(),
            entries: Vec::new(),
            path: String::new(),
            error: String::new(),
        };
        b.enter(&dir);
        self.open = Some(b);
    }

    pub fn is_open(&self) -> bool {
        self.open.is_some()
    }

    /// Closes without a choice (Esc; its Cancel button).
    pub fn close(&mut self) {
        self.open = None;
    }

    pub fn ui(&mut self, ctx: &egui::Context) -> Vec<Command> {
        let mut out = Vec::new();
        let Some(b) = &mut self.open else {
            return out;
        };
        let mut keep = true;
        egui::Window::new(b.target.title())
            .collapsible(false)
            .default_size([520.0, 420.0])
            .show(ctx, |ui| {
                if !b.why.is_empty() {
                    ui.colored_label(ui.visuals().warn_fg_color, &b.why);
                }
                keep &= b.ui(ui, &mut out);
            });
        if !keep {
            self.open = None;
        }
        out
    }
}

impl Browse {
    fn folder_wanted(&self) -> bool {
        self.target.filter().is_none()
    }

    /// Lists `dir` (keeping the old listing and saying why when it cannot be read).
    fn enter(&mut self, dir: &Path) {
        match list(dir, self.target) {
            Ok(entries) => {
                self.dir = dir.to_path_buf();
                self.entries = entries;
                self.path = with_slash(dir);
                self.error.clear();
            }
            Err(e) => self.error = format!("{}: {e}", dir.display()),
        }
    }

    /// The path as a choice, or why it is not one.
    fn choice(&self) -> Result<PathBuf, String> {
        let p = PathBuf::from(self.path.trim());
        if self.folder_wanted() {
            return match p.is_dir() {
                true => Ok(p),
                false => Err(format!("{}: not a folder", p.display())),
            };
        }
        if p.is_dir() {
            // Model folders (diffusers layout) are chosen as folders by their own button.
            return Err(format!("{}: a folder; choose a file in it", p.display()));
        }
        match p.is_file() {
            true if wanted_file(&p, self.target) => Ok(p),
            true => Err(format!("{}: not a {}", p.display(), kinds(self.target))),
            false => Err(format!("{}: no such file", p.display())),
        }
    }

    /// The browser's body; false once it is closed.
    fn ui(&mut self, ui: &mut egui::Ui, out: &mut Vec<Command>) -> bool {
        let id = egui::Id::unique("file-browser-path");
        if ui.memory(|m| m.has_focus(id))
            && ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Tab))
        {
            self.path = complete(&self.path);
            if let Some(mut state) = egui::text_edit::TextEditState::load(ui.ctx(), id) {
                let end = egui::text::CCursor::new(self.path.chars().count());
                state
                    .cursor
                    .set_char_range(Some(egui::text::CCursorRange::one(end)));
                state.store(ui.ctx(), id);
            }
        }
        let mut choose = false;
        ui.horizontal(|ui| {
            let l = ui.label(PATH_LABEL);
            let r = ui
                .add(
                    egui::TextEdit::singleline(&mut self.path)
                        .id(id)
                        .desired_width(f32::INFINITY),
                )
                .labelled_by(l.id)
                .on_hover_text("Type a path; Tab completes it, Enter chooses it");
            choose = r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if choose && PathBuf::from(self.path.trim()).is_dir() && !self.folder_wanted() {
                // Enter on a folder opens it.
                choose = false;
                let dir = PathBuf::from(self.path.trim());
                self.enter(&dir);
            }
        });
        let mut go = None;
        egui::ScrollArea::vertical()
            .max_height(260.0)
            .auto_shrink([false, true])
            .show(ui, |ui| {
                if let Some(parent) = self.dir.parent() {
                    if ui.selectable_label(false, ".. (up one folder)").clicked() {
                        go = Some(parent.to_path_buf());
                    }
                }
                for (name, is_dir) in &self.entries {
                    let full = self.dir.join(name);
                    let text = if *is_dir {
                        format!("{name}/")
                    } else {
                        name.clone()
                    };
                    let selected = full == Path::new(self.path.trim());
                    let r = ui.selectable_label(selected, text);
                    if r.double_clicked() && !*is_dir {
                        self.path = full.display().to_string();
                        choose = true;
                    } else if r.clicked() {
                        if *is_dir {
                            go = Some(full);
                        } else {
                            self.path = full.display().to_string();
                        }
                    }
                }
                if self.entries.is_empty() {
                    ui.weak(format!("No folders or {} here.", kinds(self.target)));
                }
            });
        if let Some(dir) = go {
            self.enter(&dir);
        }
        if !self.error.is_empty() {
            ui.colored_label(ui.visuals().error_fg_color, &self.error);
        }
        let mut open = true;
        ui.horizontal(|ui| {
            let label = if self.folder_wanted() {
                "Choose this folder"
            } else {
                "Choose"
            };
            choose |= ui.button(label).clicked();
            if ui.button("Cancel").clicked() {
                open = false;
            }
        });
        if choose {
            match self.choice() {
                Ok(p) => {
                    out.push(Command::UsePath(self.target, p));
                    open = false;
                }
                Err(e) => self.error = e,
            }
        }
        open
    }
}

/// Folders first, then the files `target` wants, each sorted by name; hidden entries left out.
fn list(dir: &Path, target: PickTarget) -> std::io::Result<Vec<(String, bool)>> {
    let mut entries: Vec<(String, bool)> = std::fs::read_dir(dir)?
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            let is_dir = e.path().is_dir();
            let shown = !name.starts_with('.')
                && (is_dir || (target.filter().is_some() && wanted_file(&e.path(), target)));
            shown.then_some((name, is_dir))
        })
        .collect();
    entries.sort_by(|a, b| {
        b.1.cmp(&a.1)
            .then_with(|| a.0.to_lowercase().cmp(&b.0.to_lowercase()))
    });
    Ok(entries)
}

fn wanted_file(p: &Path, target: PickTarget) -> bool {
    let ext = p
        .extension()
        .map(|e| e.to_string_lossy().to_lowercase())
        .unwrap_or_default();
    target
        .filter()
        .is_some_and(|(_, exts)| exts.iter().any(|x| *x == ext))
}

/// The kinds of file `target` wants, in words: "safetensors files".
fn kinds(target: PickTarget) -> String {
    match target.filter() {
        Some((_, exts)) => format!("{} files", exts.join("/")),
        None => "folders".into(),
    }
}

fn with_slash(dir: &Path) -> String {
    let s = dir.display().to_string();
    match s.ends_with(std::path::MAIN_SEPARATOR) {
        true => s,
        false => format!("{s}{}", std::path::MAIN_SEPARATOR),
    }
}

/// Tab completion of a typed path: the one entry of its folder that starts with what was
/// typed (a folder gets its separator), or the longest prefix several such entries share.
pub fn complete(typed: &str) -> String {
    let sep = std::path::MAIN_SEPARATOR;
    let (dir, prefix) = match typed.rfind(sep) {
        Some(i) => (&typed[..=i], &typed[i + 1..]),
        None => ("", typed),
    };
    let read_from = if dir.is_empty() { "." } else { dir };
    let Ok(rd) = std::fs::read_dir(read_from) else {
        return typed.to_string();
    };
    let matches: Vec<(String, bool)> = rd
        .filter_map(|e| e.ok())
        .map(|e| {
            (
                e.file_name().to_string_lossy().into_owned(),
                e.path().is_dir(),
            )
        })
        .filter(|(n, _)| n.starts_with(prefix) && (prefix.starts_with('.') || !n.starts_with('.')))
        .collect();
    match matches.as_slice() {
        [] => typed.to_string(),
        [(name, is_dir)] => {
            let slash = if *is_dir {
                sep.to_string()
            } else {
                String::new()
            };
            format!("{dir}{name}{slash}")
        }
        [(first, _), rest @ ..] => {
            let mut common = first.clone();
            for (m, _) in rest {
                let n = common
                    .chars()
                    .zip(m.chars())
                    .take_while(|(a, b)| a == b)
                    .count();
                common = common.chars().take(n).collect();
            }
            format!("{dir}{common}")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tab_completes_a_path_to_the_one_match_or_the_shared_prefix() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        std::fs::create_dir(d.join("models")).unwrap();
        std::fs::write(d.join("portrait-01.png"), b"").unwrap();
        std::fs::write(d.join("portrait-02.png"), b"").unwrap();
        let base = with_slash(d);
        let sep = std::path::MAIN_SEPARATOR;
        assert_eq!(complete(&format!("{base}mo")), format!("{base}models{sep}"));
        assert_eq!(complete(&format!("{base}por")), format!("{base}portrait-0"));
        assert_eq!(
            complete(&format!("{base}portrait-02")),
            format!("{base}portrait-02.png")
        );
        assert_eq!(complete(&format!("{base}zzz")), format!("{base}zzz"));
    }

    #[test]
    fn lists_folders_first_and_only_the_wanted_files() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        std::fs::create_dir(d.join("b-folder")).unwrap();
        std::fs::create_dir(d.join(".hidden")).unwrap();
        for f in ["z.png", "a.JPG", "notes.txt", "m.safetensors"] {
            std::fs::write(d.join(f), b"").unwrap();
        }
        let names = |t| -> Vec<String> { list(d, t).unwrap().into_iter().map(|e| e.0).collect() };
        assert_eq!(names(PickTarget::InitImage), ["b-folder", "a.JPG", "z.png"]);
        assert_eq!(names(PickTarget::OutputFolder), ["b-folder"]);
        assert_eq!(names(PickTarget::ModelFile), ["b-folder", "m.safetensors"]);
    }
}
