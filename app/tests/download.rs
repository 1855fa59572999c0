//! The Hub download path against a local server that answers as the Hub API does
//! (HF_ENDPOINT-style endpoint, `/api/models/{repo}/revision/{rev}`, `/{repo}/resolve/...`
//! with etag, x-repo-commit and ranges): an interrupted transfer, a resume, a cancel, and
//! the HF cache layout other tools read.
use candela::download::{wanted_files, Download, DownloadMsg};
use hf_hub::{Cache, Repo};
use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

const REPO: &str = "org/tiny-sd";
const COMMIT: &str = "0123456789abcdef0123456789abcdef01234567";
const BIG: &str = "unet/diffusion_pytorch_model.safetensors";

/// The tiny SD1 model's files, plus two the app must skip.
fn repo_files() -> Vec<(String, Vec<u8>)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/parity/models/sd1");
    let mut files = Vec::new();
    let mut stack = vec![root.clone()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else {
                let name = p
                    .strip_prefix(&root)
                    .unwrap()
                    .to_string_lossy()
                    .replace('\\', "/");
                files.push((name, std::fs::read(&p).unwrap()));
            }
        }
    }
    files.push(("README.md".into(), b"# tiny".to_vec()));
    files.push(("unet/diffusion_pytorch_model.bin".into(), vec![0; 100]));
    files.sort();
    files
}

struct Hub {
    files: Vec<(String, Vec<u8>)>,
    /// Drop the connection after this many body bytes of the first full GET of BIG.
    drop_big_after: Mutex<Option<usize>>,
    slow: AtomicBool,
    log: Mutex<Vec<String>>,
}

fn etag(data: &[u8]) -> String {
    // Any stable id works as a blob name; the Hub uses the git or LFS sha256.
    let h = data.iter().fold(0xcbf29ce484222325u64, |h, b| {
        (h ^ *b as u64).wrapping_mul(0x100000001b3)
    });
    format!("{h:016x}{:08x}", data.len())
}

fn serve(hub: Arc<Hub>) -> String {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap();
    std::thread::spawn(move || {
        for stream in listener.incoming().take(500) {
            let hub = hub.clone();
            std::thread::spawn(move || {
                let _ = handle(&hub, stream.unwrap());
            });
        }
    });
    format!("http://{addr}")
}

fn handle(hub: &Hub, mut s: TcpStream) -> std::io::Result<()> {
    s.set_read_timeout(Some(Duration::from_secs(10)))?;
    let mut r = BufReader::new(s.try_clone()?);
    let mut first = String::new();
    r.read_line(&mut first)?;
    let path = first.split_whitespace().nth(1).unwrap_or("/").to_string();
    let mut range = None;
    loop {
        let mut l = String::new();
        r.read_line(&mut l)?;
        if l.trim().is_empty() {
            break;
        }
        if let Some(v) = l.to_ascii_lowercase().strip_prefix("range: bytes=") {
            let (a, b) = v.trim().split_once('-').unwrap();
            range = Some((a.parse::<usize>().unwrap(), b.parse::<usize>().ok()));
        }
    }
    hub.log.lock().unwrap().push(format!("{path} {range:?}"));
    if path == format!("/api/models/{REPO}/revision/main") {
        let siblings: Vec<_> = hub
            .files
            .iter()
            .map(|(f, _)| serde_json::json!({ "rfilename": f }))
            .collect();
        let body =
            serde_json::json!({ "id": REPO, "sha": COMMIT, "siblings": siblings }).to_string();
        return write!(s, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}", body.len());
    }
    let prefix = format!("/{REPO}/resolve/");
    let Some(file) = path
        .strip_prefix(&prefix)
        .and_then(|p| p.split_once('/'))
        .map(|(_, f)| f)
    else {
        return write!(
            s,
            "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
        );
    };
    let Some((_, data)) = hub.files.iter().find(|(f, _)| f == file) else {
        return write!(
            s,
            "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
        );
    };
    let (start, end) = match range {
        Some((a, b)) => (a, b.map_or(data.len(), |b| b + 1).min(data.len())),
        None => (0, data.len()),
    };
    let status = if range.is_some() {
        "206 Partial Content"
    } else {
        "200 OK"
    };
    write!(
        s,
        "HTTP/1.1 {status}\r\nETag: \"{}\"\r\nX-Repo-Commit: {COMMIT}\r\nAccept-Ranges: bytes\r\nContent-Range: bytes {start}-{}/{}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        etag(data),
        end.saturating_sub(1),
        data.len(),
        end - start
    )?;
    let body = &data[start..end];
    if file == BIG && start == 0 && body.len() > 1 {
        if let Some(n) = hub.drop_big_after.lock().unwrap().take() {
            s.write_all(&body[..n])?;
            s.flush()?;
            return s.shutdown(std::net::Shutdown::Both);
        }
    }
    for chunk in body.chunks(32 * 1024) {
        s.write_all(chunk)?;
        if hub.slow.load(Ordering::SeqCst) {
            std::thread::sleep(Duration::from_millis(40));
        }
    }
    s.flush()
}

/// Runs a download to its end; returns the last message and how many progress messages came.
fn download(cache: &Path, endpoint: &str, cancel_after_progress: bool) -> (DownloadMsg, usize) {
    std::env::set_var("HF_ENDPOINT", endpoint);
    let d = Download::start(Cache::new(cache.to_path_buf()), REPO, "main", || {});
    let mut progress = 0;
    for m in d.rx.iter() {
        match m {
            DownloadMsg::Progress { .. } => {
                progress += 1;
                if cancel_after_progress {
                    d.cancel();
                }
            }
            DownloadMsg::Listed { .. } => {}
            end => return (end, progress),
        }
    }
    panic!("the download thread ended without a result");
}

fn hub(drop_after: Option<usize>) -> Arc<Hub> {
    Arc::new(Hub {
        files: repo_files(),
        drop_big_after: Mutex::new(drop_after),
        slow: AtomicBool::new(false),
        log: Mutex::new(Vec::new()),
    })
}

fn repo_dir(cache: &Path) -> PathBuf {
    cache.join("models--org--tiny-sd")
}

fn incomplete(cache: &Path, data: &[u8]) -> PathBuf {
    repo_dir(cache)
        .join("blobs")
        .join(format!("{}.incomplete", etag(data)))
}

// HF_ENDPOINT is process-wide: the download tests run one after another in one test.
#[test]
fn download_interrupt_resume_cancel_and_cache_layout() {
    // One after another: they set HF_ENDPOINT (and HF_HOME) for this process.
    interrupted_transfer_resumes_into_the_hf_cache();
    cancel_keeps_the_partial_file_and_a_resume_finishes();
    the_panel_shows_progress_cancels_resumes_and_uses_the_model();
}

fn interrupted_transfer_resumes_into_the_hf_cache() {
    let cache = tempfile::tempdir().unwrap();
    let hub = hub(Some(300_000));
    let endpoint = serve(hub.clone());
    let big = hub.files.iter().find(|(f, _)| f == BIG).unwrap().1.clone();
    assert!(big.len() > 300_000);

    let (end, _) = download(cache.path(), &endpoint, false);
    let DownloadMsg::Failed(msg) = end else {
        panic!("expected the cut transfer to fail, got {end:?}")
    };
    assert!(msg.contains("broke off") || msg.contains("of"), "{msg}");
    let part = incomplete(cache.path(), &big);
    assert_eq!(
        std::fs::metadata(&part).unwrap().len(),
        300_000,
        "the partial file stays"
    );

    let (end, _) = download(cache.path(), &endpoint, false);
    let DownloadMsg::Finished { path } = end else {
        panic!("expected the resume to finish, got {end:?}")
    };
    assert!(
        hub.log
            .lock()
            .unwrap()
            .iter()
            .any(|l| l.contains(BIG) && l.contains("Some((300000, None))")),
        "the resume asked for the rest with a Range header"
    );
    let snapshot = repo_dir(cache.path()).join("snapshots").join(COMMIT);
    assert_eq!(path, snapshot);
    assert!(!part.exists());
    assert_eq!(
        std::fs::read_to_string(repo_dir(cache.path()).join("refs/main")).unwrap(),
        COMMIT
    );
    for (f, data) in &hub.files {
        let p = snapshot.join(f);
        if f.ends_with(".bin") || f == "README.md" {
            assert!(!p.exists(), "{f} should be skipped");
            continue;
        }
        assert_eq!(&std::fs::read(&p).unwrap(), data, "{f}");
        assert!(repo_dir(cache.path())
            .join("blobs")
            .join(etag(data))
            .is_file());
        #[cfg(unix)]
        assert!(
            std::fs::symlink_metadata(&p)
                .unwrap()
                .file_type()
                .is_symlink(),
            "{f}"
        );
    }
    // Other tools see it through hf-hub's cache.
    let got = Cache::new(cache.path().to_path_buf())
        .repo(Repo::model(REPO.into()))
        .get(BIG)
        .unwrap();
    assert_eq!(std::fs::read(got).unwrap(), big);
    // And the engine opens it.
    let m = candela_engine::attach::Model::open(&snapshot, &Default::default()).unwrap();
    assert_eq!(m.family_label(), "SD 1.x");
}

fn cancel_keeps_the_partial_file_and_a_resume_finishes() {
    let cache = tempfile::tempdir().unwrap();
    let hub = hub(None);
    hub.slow.store(true, Ordering::SeqCst);
    let endpoint = serve(hub.clone());
    let (end, _) = download(cache.path(), &endpoint, true);
    assert_eq!(end, DownloadMsg::Cancelled);
    let partials: Vec<u64> = std::fs::read_dir(repo_dir(cache.path()).join("blobs"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "incomplete"))
        .map(|p| std::fs::metadata(p).unwrap().len())
        .collect();
    assert_eq!(partials.len(), 1);
    hub.slow.store(false, Ordering::SeqCst);
    let (end, _) = download(cache.path(), &endpoint, false);
    assert!(matches!(end, DownloadMsg::Finished { .. }), "{end:?}");
}

#[test]
fn picks_safetensors_and_configs_only() {
    let all: Vec<String> = [
        "model_index.json",
        "README.md",
        "v1-5-pruned.ckpt",
        "unet/config.json",
        "unet/diffusion_pytorch_model.safetensors",
        "unet/diffusion_pytorch_model.fp16.safetensors",
        "unet/diffusion_pytorch_model.bin",
        "tokenizer/merges.txt",
        "vae/diffusion_flax_model.msgpack",
    ]
    .map(String::from)
    .to_vec();
    assert_eq!(
        wanted_files(&all),
        [
            "model_index.json",
            "unet/config.json",
            "unet/diffusion_pytorch_model.safetensors",
            "tokenizer/merges.txt"
        ]
    );
    let single: Vec<String> = [
        "README.md",
        "model.safetensors",
        "model-ema.safetensors",
        "model.ckpt",
    ]
    .map(String::from)
    .to_vec();
    assert_eq!(wanted_files(&single), ["model.safetensors"]);
}

/// The app's download panel over the same server: the repo typed, Download, a progress bar
/// with bytes, speed and ETA; Cancel; Download again resumes and finishes; the model in
/// the HF cache (`HF_HOME`) becomes the chosen model.
fn the_panel_shows_progress_cancels_resumes_and_uses_the_model() {
    use candela::{stores::settings::Settings, App, Config};
    use egui_kittest::kittest::{NodeT, Queryable};
    use egui_kittest::Harness;
    use std::time::Instant;

    let home = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    let hub = hub(None);
    hub.slow.store(true, Ordering::SeqCst);
    std::env::set_var("HF_ENDPOINT", serve(hub.clone()));
    std::env::set_var("HF_HOME", home.path());
    // The built-in worker reads the downloaded model's info.
    let config = Config {
        data_dir: data.path().to_path_buf(),
        workers: vec![candela::worker::WorkerCommand {
            program: env!("CARGO_BIN_EXE_candela").into(),
            args: vec!["serve".into()],
        }],
    };
    let mut h: Harness<'static, App> =
        Harness::builder()
            .with_size([1500.0, 1100.0])
            .build_eframe(move |cc| {
                App::with_settings(cc.egui_ctx.clone(), config, Settings::default())
            });
    let run_until = |h: &mut Harness<'static, App>, what: &str, done: &dyn Fn(&App) -> bool| {
        let start = Instant::now();
        while !done(h.state()) {
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "timed out: {what}"
            );
            h.step();
            std::thread::sleep(Duration::from_millis(10));
        }
        h.step();
    };
    let bar_text = |h: &Harness<'static, App>| {
        let node = h.get_by_label_contains(" at ");
        node.value()
            .or_else(|| node.accesskit_node().label())
            .unwrap_or_default()
    };
    h.get_by_label("Download from Hugging Face").click();
    h.step();
    h.get_by_label("Repo id").click();
    h.step();
    h.get_by_label("Repo id").type_text(REPO);
    h.step();
    h.get_by_role_and_label(egui::accesskit::Role::Button, "Download")
        .click();
    h.step();
    run_until(&mut h, "some bytes", &|a| {
        a.download.as_ref().is_some_and(|d| d.done > 64 * 1024)
    });
    let text = bar_text(&h);
    assert!(text.contains("KiB /") || text.contains("MiB /"), "{text}");
    assert!(text.contains("/s"), "speed: {text}");
    h.get_by_label("Cancel download").click();
    h.step();
    run_until(&mut h, "the cancel", &|a| {
        a.download.as_ref().is_some_and(|d| d.result.is_some())
    });
    h.get_by_label("Cancelled; Download again resumes where it stopped.");
    assert!(h.state().settings.model.is_empty());

    hub.slow.store(false, Ordering::SeqCst);
    h.get_by_role_and_label(egui::accesskit::Role::Button, "Download")
        .click();
    h.step();
    run_until(&mut h, "the resumed download", &|a| {
        !a.settings.model.is_empty()
    });
    h.get_by_label_contains("Downloaded to ");
    let model = PathBuf::from(&h.state().settings.model);
    assert!(model.starts_with(home.path().join("hub/models--org--tiny-sd/snapshots")));
    assert!(
        hub.log
            .lock()
            .unwrap()
            .iter()
            .any(|l| l.contains(COMMIT) && l.contains("Some((") && l.ends_with(", None))")),
        "the second download asked for the rest only: {:?}",
        hub.log.lock().unwrap()
    );
    run_until(&mut h, "the downloaded model's info", &|a| {
        a.model_info.as_ref().is_some_and(|(_, r)| r.is_ok())
    });
    h.get_by_label("SD 1.x");
}
