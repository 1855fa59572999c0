//! Diagnostics that outlive the process: a log file in the platform's data folder and a
//! readable crash report when a thread panics. Shared by the app and `candela-engine`.
//!
//! Files: `<data>/logs/<program>.log` (the previous one kept as `<program>.log.old` once it
//! passes 4 MiB) and `<data>/crashes/<program>-<time>-<pid>.txt`, where `<data>` is
//! `CANDELA_DATA_DIR` or the platform's data folder (`~/.local/share/candela` on Linux,
//! `~/Library/Application Support/Candela` on macOS, `%APPDATA%\Candela\data` on Windows).
use std::backtrace::Backtrace;
use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock};
use std::time::{SystemTime, UNIX_EPOCH};

const ROTATE_BYTES: u64 = 4 << 20;

/// Candela's data folder: `CANDELA_DATA_DIR` if set, else the platform's.
pub fn data_dir() -> PathBuf {
    std::env::var_os("CANDELA_DATA_DIR")
        .filter(|p| !p.is_empty())
        .map(PathBuf::from)
        .or_else(|| {
            directories::ProjectDirs::from("", "", "Candela").map(|d| d.data_dir().to_path_buf())
        })
        .unwrap_or_else(|| PathBuf::from(".candela"))
}

/// An append-only log file shared by the threads of one process.
pub struct Log {
    pub path: PathBuf,
    file: Mutex<File>,
}

impl Log {
    /// Opens `<dir>/<program>.log` for appending, moving a large old one aside first.
    pub fn open(dir: &Path, program: &str) -> std::io::Result<Log> {
        std::fs::create_dir_all(dir)?;
        let path = dir.join(format!("{program}.log"));
        if std::fs::metadata(&path).is_ok_and(|m| m.len() > ROTATE_BYTES) {
            std::fs::rename(&path, dir.join(format!("{program}.log.old")))?;
        }
        let file = OpenOptions::new().create(true).append(true).open(&path)?;
        Ok(Log {
            path,
            file: Mutex::new(file),
        })
    }

    /// Appends `msg` as one timestamped line (a failed write is dropped: logging must
    /// never stop the work it describes).
    pub fn line(&self, msg: &str) {
        let line = format!(
            "{} [{}] {}\n",
            utc_timestamp(SystemTime::now()),
            std::process::id(),
            msg.replace('\n', " | ")
        );
        if let Ok(mut f) = self.file.lock() {
            let _ = f.write_all(line.as_bytes());
        }
    }
}

static LOG: OnceLock<Log> = OnceLock::new();

/// Opens this process's log in the data folder and installs the crash-report panic hook;
/// returns the log's path. Call once, first thing in `main`.
pub fn init(program: &'static str) -> Option<PathBuf> {
    let data = data_dir();
    install_panic_hook(program, data.join("crashes"));
    let log = Log::open(&data.join("logs"), program).ok()?;
    let path = log.path.clone();
    let _ = LOG.set(log);
    log_line(&format!(
        "{program} {} started: {}",
        env!("CARGO_PKG_VERSION"),
        std::env::args().collect::<Vec<_>>().join(" ")
    ));
    Some(path)
}

/// Appends a line to this process's log, if `init` opened one.
pub fn log_line(msg: &str) {
    if let Some(log) = LOG.get() {
        log.line(msg);
    }
}

/// What a panic left: the parts of a crash report.
pub struct Crash<'a> {
    pub program: &'a str,
    pub message: &'a str,
    pub location: &'a str,
    pub thread: &'a str,
    pub backtrace: &'a str,
}

impl Crash<'_> {
    /// The report as text: what happened, where, on what, then the backtrace.
    pub fn report(&self, time: SystemTime) -> String {
        format!(
            "Candela crash report\n\
             program:   {} {}\n\
             time:      {}\n\
             system:    {} {}\n\
             command:   {}\n\
             thread:    {}\n\
             message:   {}\n\
             location:  {}\n\n\
             What to do: this is a bug in Candela, not in your input. Please attach this file\n\
             to a bug report; it holds no image and no prompt, only the command line above.\n\n\
             backtrace:\n{}\n",
            self.program,
            env!("CARGO_PKG_VERSION"),
            utc_timestamp(time),
            std::env::consts::OS,
            std::env::consts::ARCH,
            std::env::args().collect::<Vec<_>>().join(" "),
            self.thread,
            self.message,
            self.location,
            self.backtrace
        )
    }

    /// Writes the report to a new file in `dir`; returns its path.
    pub fn write(&self, dir: &Path) -> std::io::Result<PathBuf> {
        std::fs::create_dir_all(dir)?;
        let now = SystemTime::now();
        let stamp = utc_timestamp(now).replace([':', '-'], "");
        let base = format!("{}-{stamp}-{}", self.program, std::process::id());
        for i in 0..1000 {
            let path = match i {
                0 => dir.join(format!("{base}.txt")),
                _ => dir.join(format!("{base}-{i}.txt")),
            };
            match OpenOptions::new().write(true).create_new(true).open(&path) {
                Ok(mut f) => {
                    f.write_all(self.report(now).as_bytes())?;
                    return Ok(path);
                }
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(e),
            }
        }
        Err(std::io::Error::other("no free report name"))
    }
}

/// The panic's message as text.
pub fn panic_message(info: &std::panic::PanicHookInfo<'_>) -> String {
    info.payload()
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| info.payload().downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "(no message)".into())
}

/// A panic hook that writes a crash report into `dir`, logs it, and prints one line on
/// stderr naming the report (the CLI's and the worker's stderr contract: one line).
pub fn install_panic_hook(program: &'static str, dir: PathBuf) {
    std::panic::set_hook(Box::new(move |info| {
        let message = panic_message(info);
        let location = info.location().map(|l| l.to_string()).unwrap_or_default();
        let thread = std::thread::current();
        let backtrace = Backtrace::force_capture().to_string();
        let crash = Crash {
            program,
            message: &message,
            location: &location,
            thread: thread.name().unwrap_or("unnamed"),
            backtrace: &backtrace,
        };
        let report = match crash.write(&dir) {
            Ok(p) => format!("crash report: {}", p.display()),
            Err(e) => format!("no crash report ({}: {e})", dir.display()),
        };
        log_line(&format!(
            "internal error: {message} (at {location}); {report}"
        ));
        eprintln!("error: internal error: {message} (at {location}); {report}");
    }));
}

/// `YYYY-MM-DDTHH:MM:SSZ` for `t` (UTC; no time-zone database needed).
pub fn utc_timestamp(t: SystemTime) -> String {
    let secs = t.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let (days, rem) = (secs / 86_400, secs % 86_400);
    // Howard Hinnant's days-to-civil algorithm.
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn timestamps_are_utc_calendar_dates() {
        let at = |s: u64| utc_timestamp(UNIX_EPOCH + Duration::from_secs(s));
        assert_eq!(at(0), "1970-01-01T00:00:00Z");
        assert_eq!(at(951_782_400), "2000-02-29T00:00:00Z");
        assert_eq!(at(1_795_278_645), "2026-11-21T16:30:45Z");
    }

    #[test]
    fn log_lines_append_with_time_and_pid_and_rotate_when_large() {
        let dir = tempfile::tempdir().unwrap();
        let log = Log::open(dir.path(), "prog").unwrap();
        log.line("first");
        log.line("two\nlines");
        drop(log);
        let text = std::fs::read_to_string(dir.path().join("prog.log")).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 2, "{text}");
        let pid = format!("[{}] ", std::process::id());
        assert!(lines[0].ends_with(&format!("{pid}first")), "{text}");
        assert!(lines[1].ends_with(&format!("{pid}two | lines")), "{text}");

        std::fs::write(
            dir.path().join("prog.log"),
            vec![b'x'; ROTATE_BYTES as usize + 1],
        )
        .unwrap();
        Log::open(dir.path(), "prog").unwrap().line("fresh");
        let text = std::fs::read_to_string(dir.path().join("prog.log")).unwrap();
        assert!(
            text.ends_with("fresh\n") && text.lines().count() == 1,
            "{text}"
        );
        assert!(dir.path().join("prog.log.old").is_file());
    }

    #[test]
    fn a_crash_report_holds_message_location_and_backtrace() {
        let dir = tempfile::tempdir().unwrap();
        let crash = Crash {
            program: "candela-engine",
            message: "index out of bounds: the len is 3 but the index is 7",
            location: "engine/src/nets/unet.rs:12:5",
            thread: "main",
            backtrace: "   0: candela_engine::nets::unet::UNet::new",
        };
        let a = crash.write(dir.path()).unwrap();
        let b = crash.write(dir.path()).unwrap();
        assert_ne!(
            a, b,
            "two reports in one second must not overwrite each other"
        );
        let name = a.file_name().unwrap().to_string_lossy().into_owned();
        assert!(
            name.starts_with("candela-engine-") && name.ends_with(".txt"),
            "{name}"
        );
        let text = std::fs::read_to_string(&a).unwrap();
        for want in [
            "message:   index out of bounds: the len is 3 but the index is 7",
            "location:  engine/src/nets/unet.rs:12:5",
            "thread:    main",
            "backtrace:\n   0: candela_engine::nets::unet::UNet::new",
        ] {
            assert!(text.contains(want), "missing {want:?} in:\n{text}");
        }
    }
}
