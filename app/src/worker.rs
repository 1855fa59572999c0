//! The engine worker as a child process: `candela-engine serve`, JSON lines on stdio.
//! A supervisor thread starts it (the CUDA build first where it loads), forwards its
//! events to the UI over a channel, and starts it again whenever it exits.
use candela_engine::protocol::{Event, Request};
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// How long a worker has to say `ready` before the next candidate is tried.
const READY_TIMEOUT: Duration = Duration::from_secs(30);

/// One way to start a worker.
#[derive(Debug, Clone, PartialEq)]
pub struct WorkerCommand {
    pub program: PathBuf,
    pub args: Vec<String>,
}

impl WorkerCommand {
    fn engine(program: PathBuf) -> Self {
        WorkerCommand {
            program,
            args: vec!["serve".into()],
        }
    }
    pub fn label(&self) -> String {
        let name = self
            .program
            .file_name()
            .unwrap_or_default()
            .to_string_lossy();
        format!("{name} {}", self.args.join(" "))
    }
}

/// The workers to try, best first: `CANDELA_ENGINE` when set (an explicit choice wins),
/// then `candela-engine-cuda` (Ampere and newer), `candela-engine-cuda-sm75` (Turing: a
/// worker refuses at start a card its kernels were not built for) and `candela-engine`
/// next to this executable, then on PATH,
/// then this executable's own built-in CPU worker (`candela serve`), which always exists.
pub fn candidates() -> Vec<WorkerCommand> {
    let mut out = Vec::new();
    if let Some(p) = std::env::var_os("CANDELA_ENGINE").filter(|p| !p.is_empty()) {
        out.push(WorkerCommand::engine(PathBuf::from(p)));
    }
    let exe = std::env::current_exe().ok();
    let mut dirs: Vec<PathBuf> = exe
        .iter()
        .filter_map(|e| e.parent())
        .map(Path::to_path_buf)
        .collect();
    // Test executables live in target/<profile>/deps; the binaries one level up.
    if let Some(d) = dirs
        .first()
        .filter(|d| d.ends_with("deps"))
        .and_then(|d| d.parent())
    {
        dirs.push(d.to_path_buf());
    }
    if let Some(path) = std::env::var_os("PATH") {
        dirs.extend(std::env::split_paths(&path));
    }
    for name in [
        "candela-engine-cuda",
        "candela-engine-cuda-sm75",
        "candela-engine",
    ] {
        let file = format!("{name}{}", std::env::consts::EXE_SUFFIX);
        for d in &dirs {
            let p = d.join(&file);
            if p.is_file() && !out.iter().any(|c: &WorkerCommand| c.program == p) {
                out.push(WorkerCommand::engine(p));
                break;
            }
        }
    }
    if let Some(e) = exe.filter(|e| e.file_stem().is_some_and(|s| s == "candela")) {
        out.push(WorkerCommand::engine(e));
    }
    out
}

/// Whether `cmd` is a CUDA build of the engine (`candela-engine-cuda`, `-cuda-sm75`).
pub fn is_cuda_worker(cmd: &WorkerCommand) -> bool {
    cmd.program
        .file_stem()
        .is_some_and(|s| s.to_string_lossy().contains("-cuda"))
}

/// Why `chosen` runs rather than a CUDA worker, in words for the status bar: the CUDA
/// worker loads only where the driver and its libraries do, so trying it is the test;
/// `skipped` holds what the candidates tried before it said.
pub fn why_this_worker(
    chosen: &WorkerCommand,
    skipped: &[String],
    candidates: &[WorkerCommand],
) -> String {
    let from_env = std::env::var_os("CANDELA_ENGINE").is_some_and(|p| p == chosen.program);
    if from_env {
        "chosen with CANDELA_ENGINE".into()
    } else if is_cuda_worker(chosen) {
        "the NVIDIA driver and CUDA loaded".into()
    } else if !skipped.is_empty() {
        format!("the GPU engine could not start: {}", skipped.join("; "))
    } else if !candidates.iter().any(is_cuda_worker) {
        "no GPU engine (candela-engine-cuda) is installed beside the app".into()
    } else {
        String::new()
    }
}

/// What the supervisor tells the UI.
#[derive(Debug)]
pub enum WorkerMsg {
    Started {
        label: String,
        pid: u32,
        /// Why this worker and not another, for the user (see `why_this_worker`).
        why: String,
    },
    Event(Event),
    /// The worker ended (crash, kill or "Free VRAM"); a new one is being started.
    Exited {
        message: String,
    },
    /// No candidate started.
    Failed {
        message: String,
    },
}

/// The app's handle on its worker. Dropping it stops the worker.
pub struct Worker {
    pub rx: Receiver<WorkerMsg>,
    stdin: Arc<Mutex<Option<ChildStdin>>>,
    child: Arc<Mutex<Option<Child>>>,
    stop: Arc<AtomicBool>,
    pid: Arc<AtomicU32>,
}

impl Worker {
    /// Starts the supervisor; returns at once. `wake` runs after each message (repaint).
    pub fn start(candidates: Vec<WorkerCommand>, wake: impl Fn() + Send + 'static) -> Self {
        let (tx, rx) = mpsc::channel();
        let w = Worker {
            rx,
            stdin: Arc::default(),
            child: Arc::default(),
            stop: Arc::default(),
            pid: Arc::default(),
        };
        let sup = Supervisor {
            tx,
            wake: Box::new(wake),
            stdin: w.stdin.clone(),
            child: w.child.clone(),
            stop: w.stop.clone(),
            pid: w.pid.clone(),
        };
        std::thread::spawn(move || sup.run(candidates));
        w
    }

    /// Sends a request line; an error means no worker is running right now.
    pub fn send(&self, req: &Request) -> Result<(), String> {
        let line = serde_json::to_string(req).map_err(|e| e.to_string())?;
        let mut slot = self.stdin.lock().map_err(|_| "worker lock poisoned")?;
        let stdin = slot
            .as_mut()
            .ok_or("the engine worker is not running yet")?;
        writeln!(stdin, "{line}")
            .and_then(|_| stdin.flush())
            .map_err(|e| format!("engine worker: {e}"))
    }

    /// The worker's process id (0 while none runs), for the memory meter.
    pub fn pid_handle(&self) -> Arc<AtomicU32> {
        self.pid.clone()
    }

    /// Ends the worker process; the supervisor starts a fresh one. All its memory returns.
    pub fn restart(&self) {
        if let Ok(mut c) = self.child.lock() {
            if let Some(child) = c.as_mut() {
                let _ = child.kill();
            }
        }
    }
}

impl Worker {
    /// Ends the worker for good: no new one is started.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::SeqCst);
        self.restart();
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        self.stop();
    }
}

enum Line {
    Event(Event),
    Eof,
}

struct Supervisor {
    tx: Sender<WorkerMsg>,
    wake: Box<dyn Fn() + Send>,
    stdin: Arc<Mutex<Option<ChildStdin>>>,
    child: Arc<Mutex<Option<Child>>>,
    stop: Arc<AtomicBool>,
    pid: Arc<AtomicU32>,
}

impl Supervisor {
    fn tell(&self, m: WorkerMsg) {
        let _ = self.tx.send(m);
        (self.wake)();
    }

    fn run(self, candidates: Vec<WorkerCommand>) {
        let mut errors = Vec::new();
        // Once a candidate has started, stick with it across restarts.
        let mut good: Option<WorkerCommand> = None;
        while !self.stop.load(Ordering::SeqCst) {
            let list = good
                .clone()
                .map(|g| vec![g])
                .unwrap_or_else(|| candidates.clone());
            let mut started = false;
            let mut skipped = Vec::new();
            for cmd in list {
                let why = why_this_worker(&cmd, &skipped, &candidates);
                match self.serve_one(&cmd, why) {
                    Ok(message) => {
                        started = true;
                        good = Some(cmd);
                        if !self.stop.load(Ordering::SeqCst) {
                            self.tell(WorkerMsg::Exited { message });
                        }
                        break;
                    }
                    Err(e) => {
                        skipped.push(format!("{} did not start: {e}", cmd.label()));
                        errors.push(format!("{}: {e}", cmd.label()));
                    }
                }
                if self.stop.load(Ordering::SeqCst) {
                    return;
                }
            }
            if !started {
                self.tell(WorkerMsg::Failed {
                    message: if errors.is_empty() {
                        "no engine worker found: build it with `cargo build --release -p candela-engine` or set CANDELA_ENGINE".into()
                    } else {
                        errors.join("; ")
                    },
                });
                return;
            }
            std::thread::sleep(Duration::from_millis(200));
        }
    }

    /// Runs one worker to its end. Err when it never became ready.
    fn serve_one(&self, cmd: &WorkerCommand, why: String) -> Result<String, String> {
        let mut command = Command::new(&cmd.program);
        dies_with_this_thread(&mut command);
        let mut child = command
            .args(&cmd.args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| e.to_string())?;
        #[cfg(windows)]
        if let Err(e) = crate::job_object::dies_with_app(&child) {
            // The worker still runs; it may outlive an app that is killed.
            candela_engine::diag::log_line(&e);
        }
        let pid = child.id();
        let stdout = child.stdout.take().expect("piped stdout");
        let stdin = child.stdin.take().expect("piped stdin");
        let stderr_tail = collect_tail(child.stderr.take().expect("piped stderr"));
        *self.child.lock().map_err(|_| "lock")? = Some(child);
        let (ltx, lrx) = mpsc::channel();
        std::thread::spawn(move || read_events(stdout, ltx));
        let first = lrx.recv_timeout(READY_TIMEOUT);
        let ready = matches!(first, Ok(Line::Event(Event::Ready { .. })));
        if !ready {
            let reason = match first {
                Err(RecvTimeoutError::Timeout) => "did not start in time".to_string(),
                _ => tail_text(&stderr_tail, "exited at start"),
            };
            self.reap();
            return Err(reason);
        }
        if self.stop.load(Ordering::SeqCst) {
            // The app went away while this one was starting.
            self.reap();
            return Ok(String::new());
        }
        *self.stdin.lock().map_err(|_| "lock")? = Some(stdin);
        self.pid.store(pid, Ordering::SeqCst);
        self.tell(WorkerMsg::Started {
            label: cmd.label(),
            pid,
            why,
        });
        if let Ok(Line::Event(e)) = first {
            self.tell(WorkerMsg::Event(e));
        }
        while let Ok(Line::Event(e)) = lrx.recv() {
            self.tell(WorkerMsg::Event(e));
        }
        *self.stdin.lock().map_err(|_| "lock")? = None;
        self.pid.store(0, Ordering::SeqCst);
        let status = self.reap();
        Ok(tail_text(
            &stderr_tail,
            &format!("the engine worker exited ({status})"),
        ))
    }

    /// Kills (if still running) and waits for the child; returns its exit status.
    fn reap(&self) -> String {
        let child = self.child.lock().ok().and_then(|mut c| c.take());
        match child {
            Some(mut c) => {
                let _ = c.kill();
                c.wait().map(|s| s.to_string()).unwrap_or_default()
            }
            None => String::new(),
        }
    }
}

/// Linux: the worker gets SIGKILL when the thread that started it ends, and so when the
/// app ends, however it ends (a crash, SIGKILL, a signal it did not handle). The
/// supervisor thread that starts every worker lives as long as the app's `Worker`.
#[cfg(target_os = "linux")]
fn dies_with_this_thread(command: &mut Command) {
    use std::os::unix::process::CommandExt;
    let parent = std::process::id();
    // SAFETY: between fork and exec the closure calls only async-signal-safe functions
    // (prctl, getppid, _exit) and allocates nothing.
    unsafe {
        command.pre_exec(move || {
            if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            // The app died before the line above: nobody would send the signal.
            if libc::getppid() as u32 != parent {
                libc::_exit(1);
            }
            Ok(())
        });
    }
}

#[cfg(not(target_os = "linux"))]
fn dies_with_this_thread(_command: &mut Command) {}

/// Kills process `pid` (the worker) now; for an app that must exit without its window.
pub fn kill_now(pid: u32) {
    #[cfg(unix)]
    if pid != 0 {
        // SAFETY: a plain kill(2) on the worker's pid.
        unsafe {
            libc::kill(pid as libc::pid_t, libc::SIGKILL);
        }
    }
    #[cfg(windows)]
    if pid != 0 {
        crate::job_object::kill(pid);
    }
    #[cfg(not(any(unix, windows)))]
    let _ = pid;
}

fn read_events(stdout: impl Read, tx: Sender<Line>) {
    for line in BufReader::new(stdout).lines() {
        let Ok(line) = line else { break };
        let event = serde_json::from_str(&line).unwrap_or_else(|e| Event::Error {
            id: String::new(),
            message: format!("unreadable worker line ({e}): {line}"),
        });
        if tx.send(Line::Event(event)).is_err() {
            return;
        }
    }
    let _ = tx.send(Line::Eof);
}

/// Keeps the last lines the worker wrote to stderr, for error messages.
fn collect_tail(stderr: impl Read + Send + 'static) -> Arc<Mutex<Vec<String>>> {
    let tail = Arc::new(Mutex::new(Vec::new()));
    let t = tail.clone();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            if let Ok(mut v) = t.lock() {
                v.push(line);
                if v.len() > 5 {
                    v.remove(0);
                }
            }
        }
    });
    tail
}

fn tail_text(tail: &Arc<Mutex<Vec<String>>>, fallback: &str) -> String {
    // Give the stderr reader a moment to catch the last words.
    std::thread::sleep(Duration::from_millis(50));
    let lines = tail.lock().map(|v| v.join(" | ")).unwrap_or_default();
    if lines.is_empty() {
        fallback.to_string()
    } else {
        format!("{fallback}: {lines}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_explicit_engine_comes_first() {
        std::env::set_var("CANDELA_ENGINE", "/opt/candela/candela-engine");
        let c = candidates();
        std::env::remove_var("CANDELA_ENGINE");
        assert_eq!(c[0].program, PathBuf::from("/opt/candela/candela-engine"));
        assert_eq!(c[0].args, ["serve"]);
        assert_eq!(c[0].label(), "candela-engine serve");
    }
}
