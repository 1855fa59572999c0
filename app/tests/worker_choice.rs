//! Which worker the app runs and what it tells the user, on a PC without a usable GPU:
//! the CUDA worker beside the app cannot load its libraries (as on any machine without
//! the NVIDIA driver), so the CPU worker runs and the status line says why.
#![cfg(unix)]
use candela::stores::worker::WorkerStatus;
use candela::worker::{Worker, WorkerCommand, WorkerMsg};
use std::os::unix::fs::PermissionsExt;
use std::time::Duration;

#[test]
fn without_a_gpu_the_cpu_worker_runs_and_says_why() {
    let dir = tempfile::tempdir().unwrap();
    std::env::set_var("CANDELA_DATA_DIR", dir.path());
    // What a CUDA build of candela-engine does where libcuda is missing: the dynamic
    // loader refuses it before main, with this message, and status 127.
    let cuda = dir.path().join("candela-engine-cuda");
    std::fs::write(
        &cuda,
        "#!/bin/sh\necho 'candela-engine-cuda: error while loading shared libraries: libcuda.so.1: cannot open shared object file: No such file or directory' >&2\nexit 127\n",
    )
    .unwrap();
    std::fs::set_permissions(&cuda, std::fs::Permissions::from_mode(0o755)).unwrap();
    let candidates = vec![
        WorkerCommand {
            program: cuda,
            args: vec!["serve".into()],
        },
        WorkerCommand {
            program: env!("CARGO_BIN_EXE_candela").into(),
            args: vec!["serve".into()],
        },
    ];
    let worker = Worker::start(candidates, || {});
    let mut status = WorkerStatus::default();
    loop {
        match worker
            .rx
            .recv_timeout(Duration::from_secs(60))
            .expect("a worker started")
        {
            WorkerMsg::Started { label, why, .. } => {
                status.label = label;
                status.why = why;
            }
            WorkerMsg::Event(candela_engine::protocol::Event::Ready { device, cuda, .. }) => {
                status.device = device;
                status.cuda = cuda;
                break;
            }
            WorkerMsg::Failed { message } => panic!("no worker: {message}"),
            _ => {}
        }
    }
    assert_eq!(status.label, "candela serve");
    assert!(!status.cuda);
    let line = status.summary();
    assert!(
        line.starts_with("Engine on the CPU (system RAM): the GPU engine could not start: "),
        "{line}"
    );
    assert!(
        line.contains("candela-engine-cuda serve did not start") && line.contains("libcuda.so.1"),
        "{line}"
    );
}

#[test]
fn a_cuda_worker_on_a_machine_without_a_gpu_says_it_runs_on_the_cpu() {
    let status = WorkerStatus {
        ready: true,
        label: "candela-engine-cuda serve".into(),
        device: "Cpu".into(),
        cuda: false,
        message: String::new(),
        model: None,
        why: "the NVIDIA driver and CUDA loaded".into(),
    };
    assert_eq!(
        status.summary(),
        "Engine on the CPU (system RAM): the GPU engine found no usable NVIDIA GPU"
    );
}

#[test]
fn without_a_cuda_worker_installed_the_reason_says_so() {
    let cpu = WorkerCommand {
        program: "/opt/candela/candela-engine".into(),
        args: vec!["serve".into()],
    };
    let why = candela::worker::why_this_worker(&cpu, &[], std::slice::from_ref(&cpu));
    assert_eq!(
        why,
        "no GPU engine (candela-engine-cuda) is installed beside the app"
    );
}
