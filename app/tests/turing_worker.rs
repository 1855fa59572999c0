//! On a Turing card (compute capability 7.5) the Ampere-and-newer CUDA worker refuses at
//! start (its candle kernels cannot run there) and the app goes on to the worker built for
//! Turing, `candela-engine-cuda-sm75`, before the CPU worker.
#![cfg(unix)]
use candela::worker::{candidates, Worker, WorkerCommand, WorkerMsg};
use std::os::unix::fs::PermissionsExt;
use std::path::Path;
use std::time::Duration;

fn script(path: &Path, body: &str) {
    std::fs::write(path, format!("#!/bin/sh\n{body}\n")).unwrap();
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).unwrap();
}

#[test]
fn a_turing_card_gets_the_sm75_worker() {
    let dir = tempfile::tempdir().unwrap();
    std::env::set_var("CANDELA_DATA_DIR", dir.path());
    let cuda = dir.path().join("candela-engine-cuda");
    let turing = dir.path().join("candela-engine-cuda-sm75");
    // What `candela-engine-cuda serve` says on a 7.5 card (kernels::check_built_for).
    script(
        &cuda,
        "echo 'error: --device: cannot open CUDA device 0: this CUDA worker is built for compute capability 8.0 and newer, the card is 7.5: use a worker built for it (Turing cards: candela-engine-cuda-sm75)' >&2\nexit 1",
    );
    // The Turing worker: here the real engine (on the CPU), under that name.
    script(
        &turing,
        &format!("exec '{}' \"$@\"", env!("CARGO_BIN_EXE_candela")),
    );

    std::env::set_var("PATH", dir.path());
    let found = candidates();
    let at = |p: &Path| found.iter().position(|c| c.program == p);
    let (cuda_at, turing_at) = (at(&cuda).unwrap(), at(&turing).unwrap());
    assert!(cuda_at < turing_at, "the Ampere worker is tried first");
    assert!(
        found[turing_at + 1..]
            .iter()
            .all(|c| !candela::worker::is_cuda_worker(c)),
        "the CPU workers come after both CUDA ones"
    );

    let worker = Worker::start(
        vec![
            WorkerCommand {
                program: cuda,
                args: vec!["serve".into()],
            },
            WorkerCommand {
                program: turing,
                args: vec!["serve".into()],
            },
        ],
        || {},
    );
    loop {
        match worker
            .rx
            .recv_timeout(Duration::from_secs(60))
            .expect("a worker started")
        {
            WorkerMsg::Started { label, .. } => {
                assert_eq!(label, "candela-engine-cuda-sm75 serve");
                break;
            }
            WorkerMsg::Failed { message } => panic!("no worker: {message}"),
            _ => {}
        }
    }
}
