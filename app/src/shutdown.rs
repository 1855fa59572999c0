//! The app ends cleanly however it is asked to. SIGTERM (a logout or shutdown), SIGINT
//! (Ctrl+C in a terminal) and SIGHUP (its terminal closed) close the window as its close
//! button does: the queue is saved and the worker stopped. Should the window not close in
//! time, the worker is killed and the app exits anyway; the queue on disk is at most one
//! image behind, and that image is found again on the next start (`Queue::open`). Any
//! other end (a crash, SIGKILL) takes the worker with it through the parent-death signal
//! (`worker.rs`).
/// How long the window has to close after a signal.
#[cfg(unix)]
const GRACE: std::time::Duration = std::time::Duration::from_secs(5);

/// The signals, blocked in every thread so that only [`watch`]'s thread takes them.
#[cfg(unix)]
pub struct Signals(libc::sigset_t);
#[cfg(not(unix))]
pub struct Signals;

/// Blocks SIGTERM, SIGINT and SIGHUP for this thread and the threads it starts later; call
/// it first in `main`. (Child processes start with no signal blocked: the standard library
/// clears the mask before exec.)
pub fn block() -> Signals {
    #[cfg(unix)]
    // SAFETY: plain libc calls on a local signal set.
    unsafe {
        let mut set: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut set);
        for s in [libc::SIGTERM, libc::SIGINT, libc::SIGHUP] {
            libc::sigaddset(&mut set, s);
        }
        libc::pthread_sigmask(libc::SIG_BLOCK, &set, std::ptr::null_mut());
        Signals(set)
    }
    #[cfg(not(unix))]
    Signals
}

/// Waits for one of the signals on its own thread, then runs `close` (ask the window to
/// close); if the process is still there after [`GRACE`], runs `last_resort` and exits.
pub fn watch(
    signals: Signals,
    close: impl FnOnce(i32) + Send + 'static,
    last_resort: impl FnOnce() + Send + 'static,
) {
    #[cfg(unix)]
    std::thread::spawn(move || {
        let mut sig = 0;
        // SAFETY: sigwait on the set `block` filled.
        if unsafe { libc::sigwait(&signals.0, &mut sig) } != 0 {
            return;
        }
        candela_engine::diag::log_line(&format!("signal {sig}: closing"));
        close(sig);
        std::thread::sleep(GRACE);
        candela_engine::diag::log_line(&format!("signal {sig}: the window did not close"));
        last_resort();
        std::process::exit(128 + sig);
    });
    #[cfg(not(unix))]
    let _ = (signals, close, last_resort);
}
