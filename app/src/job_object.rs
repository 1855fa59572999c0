//! Windows: the engine worker ends with the app however the app ends (closed, killed from
//! the task manager, crashed). Each worker joins one job object the app holds open with
//! JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE; when the app's process goes, Windows closes its
//! handles, the job's last handle with them, and kills every process in the job. (Linux
//! gets the same from the parent-death signal, `worker::dies_with_this_thread`.)
use std::os::windows::io::AsRawHandle;
use std::sync::OnceLock;
use windows_sys::Win32::Foundation::{CloseHandle, HANDLE};
use windows_sys::Win32::System::JobObjects::{
    AssignProcessToJobObject, CreateJobObjectW, JobObjectExtendedLimitInformation,
    SetInformationJobObject, JOBOBJECT_EXTENDED_LIMIT_INFORMATION,
    JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE,
};
use windows_sys::Win32::System::Threading::{OpenProcess, TerminateProcess, PROCESS_TERMINATE};

/// The app's job object (its handle as an integer, so it can live in a static), or the
/// error creating it. Never closed: it must live exactly as long as the process.
fn job() -> Result<HANDLE, String> {
    static JOB: OnceLock<Result<usize, String>> = OnceLock::new();
    let made = JOB.get_or_init(|| {
        // SAFETY: plain Win32 calls on a handle this function owns; `info` is a
        // zero-initialised plain C struct of the size passed.
        unsafe {
            let job = CreateJobObjectW(std::ptr::null(), std::ptr::null());
            if job.is_null() {
                return Err(format!(
                    "cannot create a job object: {}",
                    std::io::Error::last_os_error()
                ));
            }
            let mut info: JOBOBJECT_EXTENDED_LIMIT_INFORMATION = std::mem::zeroed();
            info.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE;
            let ok = SetInformationJobObject(
                job,
                JobObjectExtendedLimitInformation,
                &info as *const JOBOBJECT_EXTENDED_LIMIT_INFORMATION as *const core::ffi::c_void,
                std::mem::size_of::<JOBOBJECT_EXTENDED_LIMIT_INFORMATION>() as u32,
            );
            if ok == 0 {
                let e = std::io::Error::last_os_error();
                CloseHandle(job);
                return Err(format!("cannot set up the job object: {e}"));
            }
            Ok(job as usize)
        }
    });
    made.clone().map(|h| h as HANDLE)
}

/// Puts `child` in the app's job: it is killed when the app's process ends.
pub fn dies_with_app(child: &std::process::Child) -> Result<(), String> {
    let job = job()?;
    // SAFETY: both handles are valid while this call runs (`child` is borrowed).
    let ok = unsafe { AssignProcessToJobObject(job, child.as_raw_handle() as HANDLE) };
    match ok {
        0 => Err(format!(
            "cannot tie the worker to the app: {}",
            std::io::Error::last_os_error()
        )),
        _ => Ok(()),
    }
}

/// Kills process `pid` now.
pub fn kill(pid: u32) {
    // SAFETY: the handle is checked and closed here.
    unsafe {
        let h = OpenProcess(PROCESS_TERMINATE, 0, pid);
        if !h.is_null() {
            TerminateProcess(h, 1);
            CloseHandle(h);
        }
    }
}
