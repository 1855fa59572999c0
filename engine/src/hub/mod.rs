//! The Hugging Face Hub client: the app's download panel and `candela-engine download`
//! share it. [`download`] fetches a repo into the HF cache with progress, cancel and
//! resume; [`names`] checks every name the server sends before it becomes a path;
//! [`select`] picks the files a model needs.
pub mod download;
pub mod names;
pub mod select;

pub use download::{endpoint, fetch, Download, DownloadMsg, Fetched, Options};
pub use select::wanted_files;
