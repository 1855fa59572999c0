//! Candela's desktop app: an eframe GUI that runs `candela-engine serve` as a worker
//! process and talks to it in JSON lines (see `candela_engine::protocol`).
pub mod app;
pub mod download;
pub mod jobs;
pub mod meter;
pub mod panels;
pub mod queue;
pub mod settings;
pub mod worker;

pub use app::{App, Config};
