//! Issue 19, bug 1: the worker ends with the app however the app ends. Here the "app" is
//! this test binary run again as a helper that starts the built-in worker and gives it a
//! long job; the helper is then killed outright (SIGKILL: no handler, no on_exit), and the
//! worker must go at once instead of finishing and saving the image.
#![cfg(target_os = "linux")]
use candela::worker::{Worker, WorkerCommand, WorkerMsg};
use candela_engine::protocol::{Event, Request};
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const HELPER: &str = "helper_app_with_a_busy_worker";

fn tiny_model() -> String {
    candela_tests::parity_dir()
        .join("models/sd1")
        .display()
        .to_string()
}

/// The process's state letter from /proc (None once it is gone).
fn proc_state(pid: u32) -> Option<char> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    stat.rsplit(") ").next()?.chars().next()
}

/// Run by [`the_worker_dies_with_an_app_killed_outright`] in its own process: starts a
/// worker, sends it a job long enough to outlive the helper, prints the worker's pid once
/// the job steps, then waits to be killed.
#[test]
#[ignore = "a helper process for the_worker_dies_with_an_app_killed_outright"]
fn helper_app_with_a_busy_worker() {
    let out = PathBuf::from(std::env::var("CANDELA_HELPER_OUT").expect("run by the test"));
    let w = Worker::start(
        vec![WorkerCommand {
            program: env!("CARGO_BIN_EXE_candela").into(),
            args: vec!["serve".into()],
        }],
        || {},
    );
    let mut spec = candela::stores::settings::Settings::default().job(
        "a long job",
        1,
        &out.display().to_string(),
    );
    (spec.model, spec.width, spec.height, spec.steps) = (tiny_model(), 64, 64, 400);
    let mut pid = 0;
    loop {
        match w
            .rx
            .recv_timeout(Duration::from_secs(60))
            .expect("worker news")
        {
            WorkerMsg::Started { pid: p, .. } => pid = p,
            WorkerMsg::Event(Event::Ready { .. }) => w
                .send(&Request::Generate {
                    id: "long".into(),
                    job: spec.clone(),
                })
                .unwrap(),
            WorkerMsg::Event(Event::Progress { step, .. }) if step >= 1 => break,
            WorkerMsg::Failed { message } | WorkerMsg::Exited { message } => panic!("{message}"),
            _ => {}
        }
    }
    println!("worker pid {pid}");
    std::thread::sleep(Duration::from_secs(120));
}

fn pngs(dir: &Path) -> usize {
    std::fs::read_dir(dir)
        .map(|d| {
            d.filter(|e| {
                e.as_ref()
                    .is_ok_and(|e| e.path().extension().is_some_and(|x| x == "png"))
            })
            .count()
        })
        .unwrap_or(0)
}

#[test]
fn the_worker_dies_with_an_app_killed_outright() {
    let out = tempfile::tempdir().unwrap();
    let mut app = Command::new(std::env::current_exe().unwrap())
        .args([
            "--ignored",
            "--exact",
            HELPER,
            "--nocapture",
            "--test-threads=1",
        ])
        .env("CANDELA_HELPER_OUT", out.path())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut worker = 0u32;
    for line in BufReader::new(app.stdout.take().unwrap()).lines() {
        let line = line.unwrap();
        // libtest writes "test <name> ... " before it on the same line.
        if let Some(p) = line.split("worker pid ").nth(1) {
            worker = p.trim().parse().unwrap();
            break;
        }
    }
    assert!(worker != 0, "the helper started no worker");
    assert!(proc_state(worker).is_some_and(|c| c != 'Z'));
    app.kill().unwrap();
    app.wait().unwrap();
    let start = Instant::now();
    while proc_state(worker).is_some_and(|c| c != 'Z') {
        assert!(
            start.elapsed() < Duration::from_secs(3),
            "the worker {worker} runs on without its app"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    // Had it run on, it would have finished the job and saved its image by now.
    std::thread::sleep(Duration::from_secs(2));
    assert_eq!(pngs(out.path()), 0, "the orphaned job saved an image");
}
