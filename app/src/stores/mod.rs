//! What the app knows, apart from how it is shown: plain data with the rules that keep it
//! consistent. No panel code; a store never reaches into another's view.
pub mod downloads;
pub mod family;
pub mod file_list;
pub mod gallery;
pub mod jobs;
pub mod library;
pub mod outputs;
pub mod peaks;
pub mod plan;
pub mod previews;
pub mod queue;
pub mod restore;
pub mod salvage;
pub mod settings;
pub mod settings_file;
pub mod tokens;
pub mod worker;
