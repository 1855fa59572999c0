//! File choices: the one way a file or folder comes back to the app. The system's dialog
//! (rfd) runs on its own thread when one can open; where none can (no desktop portal and no
//! zenity, as on many Linux desktops and every headless machine) or it fails, the answer
//! says so and the app opens its own file browser instead (`panels/file_browser.rs`).
use crate::command::PickTarget;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// A dialog that answers "nothing chosen" faster than this never showed: a person cannot
/// see a dialog and close it that quickly.
const TOO_FAST: Duration = Duration::from_millis(300);

/// How a file choice ended: a path, nothing (the user closed the dialog), or the reason
/// the system dialog could not be used.
pub type Answer = Result<Option<PathBuf>, String>;

pub struct FileDialogs {
    tx: Sender<(PickTarget, Answer)>,
    rx: Receiver<(PickTarget, Answer)>,
    wake: Arc<dyn Fn() + Send + Sync>,
    /// The target of the dialog now open (one at a time).
    open: Option<PickTarget>,
}

impl FileDialogs {
    pub fn new(wake: impl Fn() + Send + Sync + 'static) -> FileDialogs {
        let (tx, rx) = mpsc::channel();
        FileDialogs {
            tx,
            rx,
            wake: Arc::new(wake),
            open: None,
        }
    }

    /// Asks for `target` with the system dialog, or answers at once why it cannot open.
    /// `native` false: the user chose the built-in browser.
    pub fn pick(&mut self, target: PickTarget, native: bool) {
        if self.open.is_some() {
            return;
        }
        let why_not = if native {
            native_dialog_unavailable()
        } else {
            Some("the built-in file browser is chosen in the settings".to_string())
        };
        if let Some(why) = why_not {
            let _ = self.tx.send((target, Err(why)));
            (self.wake)();
            return;
        }
        self.open = Some(target);
        let (tx, wake) = (self.tx.clone(), self.wake.clone());
        std::thread::spawn(move || {
            let started = Instant::now();
            let mut d = rfd::FileDialog::new().set_title(target.title());
            let picked = match target.filter() {
                None => d.pick_folder(),
                Some((name, exts)) => {
                    d = d.add_filter(name, exts);
                    d.pick_file()
                }
            };
            let answer = match picked {
                Some(p) => Ok(Some(p)),
                None if started.elapsed() < TOO_FAST => {
                    Err("the system file dialog did not open".to_string())
                }
                None => Ok(None),
            };
            let _ = tx.send((target, answer));
            wake();
        });
    }

    /// The answers that arrived since the last frame; never waits.
    pub fn drain(&mut self) -> Vec<(PickTarget, Answer)> {
        let answers: Vec<_> = self.rx.try_iter().collect();
        if answers.iter().any(|(t, _)| Some(*t) == self.open) {
            self.open = None;
        }
        answers
    }
}

/// Why the system's file dialog cannot open here, if it cannot: on Linux rfd asks the
/// desktop portal over D-Bus, then zenity; with neither it shows nothing at all.
pub fn native_dialog_unavailable() -> Option<String> {
    if !cfg!(target_os = "linux") {
        return None;
    }
    let bus = std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some();
    let data_dirs =
        std::env::var("XDG_DATA_DIRS").unwrap_or_else(|_| "/usr/local/share:/usr/share".into());
    let portal = bus
        && data_dirs.split(':').any(|d| {
            Path::new(d)
                .join("dbus-1/services/org.freedesktop.portal.Desktop.service")
                .is_file()
        });
    let zenity = std::env::var_os("PATH")
        .is_some_and(|p| std::env::split_paths(&p).any(|d| d.join("zenity").is_file()));
    (!portal && !zenity)
        .then(|| "no system file dialog here (no desktop portal and no zenity)".to_string())
}

/// Shows `dir` in the system's file manager without waiting for it.
pub fn show_folder(dir: &Path) -> std::io::Result<()> {
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
