//! `candela-engine download REPO_ID [--revision R] [--include GLOB]...`: a model from the
//! Hugging Face Hub into the HF cache with the app's client (`candela_engine::hub`): the
//! same files, cache layout and resume. Prints the snapshot folder on stdout; progress
//! goes to stderr.
use candela_engine::hub::{self, DownloadMsg, Options};
use candela_engine::{Error, Result};
use std::cell::RefCell;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

fn mib(b: u64) -> f64 {
    b as f64 / (1u64 << 20) as f64
}

pub fn download(repo_id: &str, revision: &str, include: &[String]) -> Result<()> {
    let opts = Options {
        repo_id: repo_id.trim().to_string(),
        revision: revision.to_string(),
        include: include.to_vec(),
    };
    let cache = hf_hub::Cache::from_env();
    let total = RefCell::new(0u64);
    // (file, when the last line was printed)
    let last = RefCell::new((String::new(), Instant::now()));
    let progress = |m: DownloadMsg| match m {
        DownloadMsg::Listed { files, total_bytes } => {
            *total.borrow_mut() = total_bytes;
            eprintln!(
                "{}: {files} files, {:.1} MiB into {}",
                opts.repo_id,
                mib(total_bytes),
                cache.path().display()
            );
        }
        DownloadMsg::Progress { file, done_bytes } => {
            let mut last = last.borrow_mut();
            let total = *total.borrow();
            let due = last.1.elapsed().as_secs_f64() >= 1.0;
            if file != last.0 || due || done_bytes == total {
                eprintln!("{file}: {:.1} of {:.1} MiB", mib(done_bytes), mib(total));
                *last = (file, Instant::now());
            }
        }
        _ => {}
    };
    let got = hub::fetch(&cache, &opts, &AtomicBool::new(false), &progress).map_err(Error::msg)?;
    println!("{}", got.snapshot.display());
    Ok(())
}
