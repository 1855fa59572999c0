//! A Hub download as the model panel shows it: files, bytes, speed over the last seconds,
//! and how it ended.
use crate::download::{Download, DownloadMsg};
use std::collections::VecDeque;
use std::path::PathBuf;
use std::time::Instant;

pub struct DownloadState {
    pub download: Download,
    pub repo: String,
    pub started: Instant,
    pub files: usize,
    pub total: u64,
    pub done: u64,
    /// (time, bytes) a few seconds back, for the speed.
    pub window: VecDeque<(Instant, u64)>,
    pub file: String,
    pub result: Option<DownloadMsg>,
}

impl DownloadState {
    /// Starts downloading `repo` into the HF cache; `wake` runs after each message.
    pub fn start(repo: &str, wake: impl Fn() + Send + 'static) -> DownloadState {
        DownloadState {
            download: Download::start(hf_hub::Cache::from_env(), repo, "main", wake),
            repo: repo.to_string(),
            started: Instant::now(),
            files: 0,
            total: 0,
            done: 0,
            window: VecDeque::new(),
            file: String::new(),
            result: None,
        }
    }

    pub fn running(&self) -> bool {
        self.result.is_none()
    }

    /// Takes what arrived; returns the finished model's path once it is there.
    pub fn drain(&mut self) -> Option<PathBuf> {
        let mut finished = None;
        while let Ok(m) = self.download.rx.try_recv() {
            match &m {
                DownloadMsg::Listed { files, total_bytes } => {
                    self.files = *files;
                    self.total = *total_bytes;
                }
                DownloadMsg::Progress { file, done_bytes } => {
                    self.done = *done_bytes;
                    self.file = file.clone();
                    self.window.push_back((Instant::now(), *done_bytes));
                    while self.window.len() > 2 && self.window[0].0.elapsed().as_secs_f64() > 3.0 {
                        self.window.pop_front();
                    }
                }
                DownloadMsg::Finished { path } => finished = Some(path.clone()),
                _ => {}
            }
            if !matches!(m, DownloadMsg::Progress { .. } | DownloadMsg::Listed { .. }) {
                self.result = Some(m);
            }
        }
        finished
    }

    /// Bytes per second over the last few seconds.
    pub fn speed(&self) -> f64 {
        match (self.window.front(), self.window.back()) {
            (Some(a), Some(b)) if b.0 > a.0 => (b.1 - a.1) as f64 / (b.0 - a.0).as_secs_f64(),
            _ => 0.0,
        }
    }
}
