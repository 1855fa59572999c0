//! `candela`: the desktop app. `candela serve` runs the built-in CPU engine worker instead
//! (the app starts it that way when no `candela-engine` binary is installed).
use std::io::BufReader;

fn main() -> eframe::Result<()> {
    if std::env::args().nth(1).as_deref() == Some("serve") {
        let sink = candela_engine::worker::EventSink::new(std::io::stdout());
        candela_engine::worker::serve(
            candle_core::Device::Cpu,
            BufReader::new(std::io::stdin()),
            sink,
        );
        return Ok(());
    }
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Candela")
            .with_inner_size([1400.0, 900.0])
            .with_drag_and_drop(true),
        ..Default::default()
    };
    let config = candela::Config::from_env();
    eframe::run_native(
        "Candela",
        options,
        Box::new(move |cc| Ok(Box::new(candela::App::new(cc, config)))),
    )
}
