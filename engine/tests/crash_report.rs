//! The panic hook end to end: a real panic on a named thread leaves a report with the
//! message, the location and a backtrace, and a line in the log. Alone in its own test
//! binary because a panic hook is process-wide.
use candela_engine::diag;

#[test]
fn a_panic_leaves_a_readable_crash_report_and_a_log_line() {
    let data = tempfile::tempdir().unwrap();
    std::env::set_var("CANDELA_DATA_DIR", data.path());
    let log = diag::init("crash-test").expect("log opened");
    let line = line!() + 3;
    let joined = std::thread::Builder::new()
        .name("worker-7".into())
        .spawn(|| panic!("weights went sideways"))
        .unwrap()
        .join();
    let _ = std::panic::take_hook();
    assert!(joined.is_err());

    let reports: Vec<_> = std::fs::read_dir(data.path().join("crashes"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(reports.len(), 1, "{reports:?}");
    let text = std::fs::read_to_string(&reports[0]).unwrap();
    for want in [
        "message:   weights went sideways".to_string(),
        format!("location:  engine/tests/crash_report.rs:{line}:"),
        "thread:    worker-7".to_string(),
        "backtrace:".to_string(),
    ] {
        assert!(text.contains(&want), "missing {want:?} in:\n{text}");
    }
    // The backtrace is real: it names the function the panic came through.
    assert!(text.contains("crash_report"), "{text}");

    let log_text = std::fs::read_to_string(&log).unwrap();
    assert!(
        log_text.contains(&format!("crash-test {} started", env!("CARGO_PKG_VERSION"))),
        "{log_text}"
    );
    assert!(
        log_text.contains("internal error: weights went sideways")
            && log_text.contains(&reports[0].display().to_string()),
        "{log_text}"
    );
}
