//! `candela`: the desktop app. `candela serve` runs the built-in CPU engine worker instead
//! (the app starts it that way when no `candela-engine` binary is installed);
//! `candela meter [PID] [SECONDS]` prints what the memory meter sees.
use std::io::BufReader;

fn main() -> eframe::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("meter") {
        let num = |i: usize| args.get(i).and_then(|a| a.parse().ok());
        candela::meter::print_samples(num(1).unwrap_or(0) as u32, num(2).unwrap_or(3));
        return Ok(());
    }
    if args.first().map(String::as_str) == Some("serve") {
        candela_engine::diag::init("candela-serve");
        let sink = candela_engine::worker::EventSink::new(std::io::stdout());
        candela_engine::worker::serve(
            candle_core::Device::Cpu,
            BufReader::new(std::io::stdin()),
            sink,
        );
        return Ok(());
    }
    // Before any thread starts: SIGTERM, SIGINT and SIGHUP go to one watcher thread.
    let signals = candela::shutdown::block();
    // Logs and crash reports in the data folder (the worker keeps its own log there).
    candela_engine::diag::init("candela");
    // `--window-size WxH`: the window's first size (default 1400x900).
    let size = args
        .iter()
        .position(|a| a == "--window-size")
        .and_then(|i| args.get(i + 1))
        .and_then(|v| v.split_once('x'))
        .and_then(|(w, h)| Some([w.parse::<f32>().ok()?, h.parse::<f32>().ok()?]))
        .unwrap_or([1400.0, 900.0]);
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Candela")
            .with_inner_size(size)
            .with_drag_and_drop(true),
        ..Default::default()
    };
    let config = candela::Config::from_env();
    let run_queue = args.iter().any(|a| a == "--run-queue");
    eframe::run_native(
        "Candela",
        options,
        Box::new(move |cc| {
            let mut app = candela::App::new(cc, config);
            // The queue starts as soon as a worker is ready.
            app.queue_running = run_queue;
            let (ctx, pid) = (cc.egui_ctx.clone(), app.worker.pid_handle());
            candela::shutdown::watch(
                signals,
                move |_| {
                    // Closed as by its close button: on_exit saves the queue, stops the worker.
                    ctx.send_viewport_cmd(egui::ViewportCommand::Close);
                    ctx.request_repaint();
                },
                move || candela::worker::kill_now(pid.load(std::sync::atomic::Ordering::SeqCst)),
            );
            Ok(Box::new(app))
        }),
    )
}
