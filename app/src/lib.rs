//! Candela's desktop app: an eframe GUI that runs `candela-engine serve` as a worker
//! process and talks to it in JSON lines (see `candela_engine::protocol`).
//!
//! Rooms: `app` (the App: owns everything, applies commands), `panels` (one struct per
//! panel, returning `command::Command`s), `stores` (what the app knows, no panel code),
//! and the services the App drives: `worker`, `meter`, `download`, `files`.
pub mod app;
pub mod command;
pub mod download;
pub mod files;
#[cfg(windows)]
mod job_object;
pub mod meter;
pub mod panels;
pub mod shutdown;
pub mod stores;
pub mod worker;

pub use app::{App, Config};
