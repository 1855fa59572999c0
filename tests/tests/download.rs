//! `candela-engine download` (issue 20) against a local server that answers as the Hub
//! does (`/api/models/{repo}/revision/{rev}`, `/{repo}/resolve/{rev}/{file}` with etag,
//! x-linked-etag/x-linked-size for LFS files, x-repo-commit and ranges) and misbehaves on
//! purpose: names that lead out of the cache (traversal, absolute, backslash, drive
//! letter, empty segments, NUL), a bad commit, bad etags, an LFS file whose content does
//! not hash to its etag (after a download and after a resume), a file that changes
//! between a cancel and a resume, and bodies shorter or longer than announced. Every run
//! is the real binary with HF_ENDPOINT / HF_HOME / HF_TOKEN set as a user would.
use candela_tests::{engine_bin, parity_dir};
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const REPO: &str = "org/tiny-sd";
const COMMIT: &str = "0123456789abcdef0123456789abcdef01234567";
const BIG: &str = "unet/diffusion_pytorch_model.safetensors";

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

fn sha256(data: &[u8]) -> String {
    hex(&Sha256::digest(data))
}

/// A git-style etag (40 hex digits) for a small file.
fn git_etag(data: &[u8]) -> String {
    sha256(&[b"blob ".as_slice(), data].concat())[..40].to_string()
}

fn is_lfs(name: &str) -> bool {
    name.ends_with(".safetensors")
}

/// The tiny SD1 model's files, plus a pickle the download must skip.
fn repo_files() -> Vec<(String, Vec<u8>)> {
    let root = parity_dir().join("models/sd1");
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
    files.push(("unet/diffusion_pytorch_model.bin".into(), vec![0; 100]));
    files.sort();
    files
}

/// The server's state and its misbehaviours.
#[derive(Default)]
struct Hub {
    files: Mutex<Vec<(String, Vec<u8>)>>,
    commit: Mutex<String>,
    /// Names listed in `siblings` besides the files.
    extra_names: Mutex<Vec<String>>,
    /// file -> the etag header sent instead of the true one.
    etag_for: Mutex<HashMap<String, String>>,
    /// The x-repo-commit header instead of the commit.
    commit_header: Mutex<Option<String>>,
    /// file -> the size announced instead of the true one.
    size_for: Mutex<HashMap<String, u64>>,
    /// Close the connection after this many body bytes of the next full GET of BIG.
    cut_big_after: Mutex<Option<usize>>,
    slow: AtomicBool,
    log: Mutex<Vec<String>>,
}

impl Hub {
    fn new() -> Arc<Hub> {
        let hub = Hub::default();
        *hub.files.lock().unwrap() = repo_files();
        *hub.commit.lock().unwrap() = COMMIT.into();
        Arc::new(hub)
    }

    fn data(&self, file: &str) -> Vec<u8> {
        let files = self.files.lock().unwrap();
        files.iter().find(|(f, _)| f == file).unwrap().1.clone()
    }

    fn set_data(&self, file: &str, data: Vec<u8>) {
        let mut files = self.files.lock().unwrap();
        files.iter_mut().find(|(f, _)| f == file).unwrap().1 = data;
    }

    fn serve(self: &Arc<Self>) -> String {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap();
        let hub = self.clone();
        std::thread::spawn(move || {
            for stream in listener.incoming() {
                let hub = hub.clone();
                std::thread::spawn(move || {
                    let _ = hub.handle(stream.unwrap());
                });
            }
        });
        format!("http://{addr}")
    }

    fn handle(&self, mut s: TcpStream) -> std::io::Result<()> {
        s.set_read_timeout(Some(Duration::from_secs(10)))?;
        let mut r = BufReader::new(s.try_clone()?);
        let mut first = String::new();
        r.read_line(&mut first)?;
        let path = first.split_whitespace().nth(1).unwrap_or("/").to_string();
        let (mut range, mut auth) = (None, String::new());
        loop {
            let mut l = String::new();
            r.read_line(&mut l)?;
            if l.trim().is_empty() {
                break;
            }
            let lower = l.to_ascii_lowercase();
            if let Some(v) = lower.strip_prefix("range: bytes=") {
                let (a, b) = v.trim().split_once('-').unwrap();
                range = Some((a.parse::<usize>().unwrap(), b.parse::<usize>().ok()));
            }
            if lower.starts_with("authorization:") {
                auth = l.trim().to_string();
            }
        }
        self.log
            .lock()
            .unwrap()
            .push(format!("{path} {range:?} {auth}"));
        let not_found = "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n";
        if path == format!("/api/models/{REPO}/revision/main") {
            let mut names: Vec<String> = self
                .files
                .lock()
                .unwrap()
                .iter()
                .map(|f| f.0.clone())
                .collect();
            names.extend(self.extra_names.lock().unwrap().iter().cloned());
            let siblings: Vec<_> = names
                .iter()
                .map(|f| serde_json::json!({ "rfilename": f }))
                .collect();
            let sha = self.commit.lock().unwrap().clone();
            let body =
                serde_json::json!({ "id": REPO, "sha": sha, "siblings": siblings }).to_string();
            return write!(s, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}", body.len());
        }
        let prefix = format!("/{REPO}/resolve/");
        let Some(file) = path
            .strip_prefix(&prefix)
            .and_then(|p| p.split_once('/'))
            .map(|(_, f)| f.to_string())
        else {
            return write!(s, "{not_found}");
        };
        let Some(data) = self
            .files
            .lock()
            .unwrap()
            .iter()
            .find(|(f, _)| *f == file)
            .map(|f| f.1.clone())
        else {
            return write!(s, "{not_found}");
        };
        let size = self
            .size_for
            .lock()
            .unwrap()
            .get(&file)
            .copied()
            .unwrap_or(data.len() as u64);
        let (start, end) = match range {
            Some((a, b)) => (
                a.min(data.len()),
                b.map_or(data.len(), |b| b + 1).min(data.len()),
            ),
            None => (0, data.len()),
        };
        let status = if range.is_some() {
            "206 Partial Content"
        } else {
            "200 OK"
        };
        let true_etag = if is_lfs(&file) {
            sha256(&data)
        } else {
            git_etag(&data)
        };
        let etag = self
            .etag_for
            .lock()
            .unwrap()
            .get(&file)
            .cloned()
            .unwrap_or(true_etag);
        let linked = if is_lfs(&file) {
            format!("X-Linked-Etag: \"{etag}\"\r\nX-Linked-Size: {size}\r\n")
        } else {
            String::new()
        };
        let commit = self
            .commit_header
            .lock()
            .unwrap()
            .clone()
            .unwrap_or_else(|| self.commit.lock().unwrap().clone());
        write!(
            s,
            "HTTP/1.1 {status}\r\nETag: \"{etag}\"\r\n{linked}X-Repo-Commit: {commit}\r\nAccept-Ranges: bytes\r\nContent-Range: bytes {start}-{}/{size}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
            end.saturating_sub(1),
            end - start
        )?;
        let body = &data[start..end];
        if file == BIG && body.len() > 1 {
            if let Some(n) = self.cut_big_after.lock().unwrap().take() {
                s.write_all(&body[..n])?;
                s.flush()?;
                return s.shutdown(std::net::Shutdown::Both);
            }
        }
        for chunk in body.chunks(16 * 1024) {
            s.write_all(chunk)?;
            if file == BIG && self.slow.load(Ordering::SeqCst) {
                std::thread::sleep(Duration::from_millis(50));
            }
        }
        s.flush()
    }

    fn asked(&self, what: &str) -> Vec<String> {
        self.log
            .lock()
            .unwrap()
            .iter()
            .filter(|l| l.contains(what))
            .cloned()
            .collect()
    }
}

/// A scratch folder holding the HF home (`home/`), so anything written beside it shows.
struct Place {
    dir: tempfile::TempDir,
}

impl Place {
    fn new() -> Place {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("home")).unwrap();
        Place { dir }
    }
    fn home(&self) -> PathBuf {
        self.dir.path().join("home")
    }
    fn repo(&self) -> PathBuf {
        self.home().join("hub/models--org--tiny-sd")
    }
    fn snapshot(&self) -> PathBuf {
        self.repo().join("snapshots").join(COMMIT)
    }
    fn blobs(&self) -> Vec<String> {
        let mut v: Vec<String> = std::fs::read_dir(self.repo().join("blobs"))
            .map(|d| {
                d.map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                    .collect()
            })
            .unwrap_or_default();
        v.sort();
        v
    }
    /// Everything under the scratch folder outside `home/`.
    fn outside_home(&self) -> Vec<PathBuf> {
        let mut out = Vec::new();
        let mut stack = vec![self.dir.path().to_path_buf()];
        while let Some(d) = stack.pop() {
            for e in std::fs::read_dir(&d).unwrap() {
                let p = e.unwrap().path();
                if p == self.home() {
                    continue;
                }
                if p.is_dir() {
                    stack.push(p.clone());
                }
                out.push(p);
            }
        }
        out
    }
    fn command(&self, endpoint: &str, args: &[&str]) -> Command {
        let mut c = Command::new(engine_bin());
        c.arg("download")
            .args(args)
            .env("HF_ENDPOINT", endpoint)
            .env("HF_HOME", self.home())
            .env("HF_TOKEN", "hf_test_token")
            .env(
                "CANDELA_DATA_DIR",
                std::env::temp_dir().join("candela-tests-data"),
            )
            .current_dir(self.dir.path());
        c
    }
    fn run(&self, endpoint: &str, args: &[&str]) -> Output {
        let out = self.command(endpoint, args).output().unwrap();
        assert!(
            !String::from_utf8_lossy(&out.stderr).contains("panicked"),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        out
    }
    /// Runs expecting failure; returns the error line.
    fn fails(&self, endpoint: &str, args: &[&str]) -> String {
        let out = self.run(endpoint, &[&[REPO], args].concat());
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        assert_eq!(out.status.code(), Some(1), "{stderr}");
        assert!(out.stdout.is_empty(), "no snapshot on failure");
        let line = stderr.lines().last().unwrap_or_default().to_string();
        assert!(line.starts_with("error: "), "{stderr}");
        line
    }
    fn succeeds(&self, endpoint: &str, args: &[&str]) -> (String, String) {
        let out = self.run(endpoint, &[&[REPO], args].concat());
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        assert!(out.status.success(), "{stderr}");
        (String::from_utf8_lossy(&out.stdout).into_owned(), stderr)
    }
}

#[test]
fn downloads_into_the_hf_cache_prints_the_snapshot_and_filters() {
    let hub = Hub::new();
    let endpoint = hub.serve();
    let place = Place::new();
    let (stdout, stderr) = place.succeeds(&endpoint, &[]);
    assert_eq!(stdout.trim(), place.snapshot().display().to_string());
    assert!(
        stderr.contains("files") && stderr.contains(BIG),
        "progress on stderr: {stderr}"
    );
    assert_eq!(
        std::fs::read_to_string(place.repo().join("refs/main")).unwrap(),
        COMMIT
    );
    for (f, data) in hub.files.lock().unwrap().iter() {
        let p = place.snapshot().join(f);
        if f.ends_with(".bin") {
            assert!(!p.exists(), "{f} should be skipped");
            continue;
        }
        assert_eq!(&std::fs::read(&p).unwrap(), data, "{f}");
    }
    // The token went to the endpoint.
    assert!(hub.asked("/api/models/")[0].contains("Bearer hf_test_token"));
    // The engine opens what it fetched.
    let m = candela_engine::attach::Model::open(&place.snapshot(), &Default::default()).unwrap();
    assert_eq!(m.family_label(), "SD 1.x");
    // A second run fetches nothing again.
    let before = hub.asked("/resolve/").len();
    place.succeeds(&endpoint, &[]);
    let again: Vec<_> = hub.asked("/resolve/")[before..]
        .iter()
        .filter(|l| !l.contains("Some((0, Some(0)))"))
        .cloned()
        .collect();
    assert!(again.is_empty(), "{again:?}");

    // --include narrows the files (fnmatch: `*` crosses folders).
    let place = Place::new();
    let (stdout, _) = place.succeeds(&endpoint, &["--include", "*.json", "--include", "vae/*"]);
    assert_eq!(stdout.trim(), place.snapshot().display().to_string());
    let snap = place.snapshot();
    assert!(
        snap.join("unet/config.json").is_file()
            && snap
                .join("vae/diffusion_pytorch_model.safetensors")
                .is_file()
    );
    assert!(!snap.join(BIG).exists() && !snap.join("tokenizer/merges.txt").exists());
    let e = place.fails(&endpoint, &["--include", "*.ckpt"]);
    assert!(
        e.contains("no safetensors model files") && e.contains("--include"),
        "{e}"
    );
    let e = place.fails(&endpoint, &["--revision", "../../x"]);
    assert!(e.contains("\"../../x\""), "{e}");
}

#[test]
fn server_names_that_would_leave_the_cache_are_refused_naming_the_value() {
    let hub = Hub::new();
    let endpoint = hub.serve();
    for bad in [
        "../evil.json",
        "../../../evil.safetensors",
        "unet/../../evil.json",
        "/tmp/evil.json",
        "..\\evil.json",
        "unet\\config.json",
        "C:/evil.json",
        "C:evil.json",
        "unet//config.json",
        "unet/./config.json",
        "unet/",
        "",
        "evil\0.json",
    ] {
        *hub.extra_names.lock().unwrap() = vec![bad.to_string()];
        let place = Place::new();
        let e = place.fails(&endpoint, &[]);
        assert!(
            e.contains("file name") && e.contains(&format!("{bad:?}")),
            "{bad:?}: {e}"
        );
        assert!(
            place.outside_home().is_empty(),
            "{:?}",
            place.outside_home()
        );
        assert!(
            place.blobs().is_empty(),
            "nothing fetched: {:?}",
            place.blobs()
        );
    }
    hub.extra_names.lock().unwrap().clear();

    for bad in ["../../../evil", "/tmp/evil", "0123", "C:\\evil"] {
        *hub.commit.lock().unwrap() = bad.to_string();
        let place = Place::new();
        let e = place.fails(&endpoint, &[]);
        assert!(
            e.contains("commit") && e.contains(&format!("{bad:?}")),
            "{e}"
        );
        assert!(place.outside_home().is_empty());
    }
    *hub.commit.lock().unwrap() = COMMIT.into();
    *hub.commit_header.lock().unwrap() = Some("../../evil".into());
    let place = Place::new();
    let e = place.fails(&endpoint, &[]);
    assert!(e.contains("commit") && e.contains("\"../../evil\""), "{e}");
    *hub.commit_header.lock().unwrap() = None;

    // Etags name the blobs: a non-LFS file's and an LFS file's.
    for (file, bad) in [
        ("model_index.json", "../../../evil"),
        ("unet/config.json", "/tmp/evil"),
        ("vae/config.json", "..\\evil"),
        (BIG, "../../blobs/evil"),
        (BIG, "C:evil"),
    ] {
        hub.etag_for.lock().unwrap().insert(file.into(), bad.into());
        let place = Place::new();
        let e = place.fails(&endpoint, &[]);
        assert!(
            e.contains("etag") && e.contains(&format!("{bad:?}")),
            "{file} {bad}: {e}"
        );
        assert!(place.outside_home().is_empty());
        hub.etag_for.lock().unwrap().clear();
    }
}

#[test]
fn an_lfs_file_that_does_not_hash_to_its_etag_is_deleted_and_named() {
    let hub = Hub::new();
    let endpoint = hub.serve();
    let lie = sha256(b"another file");
    hub.etag_for.lock().unwrap().insert(BIG.into(), lie.clone());
    let place = Place::new();
    let e = place.fails(&endpoint, &[]);
    let truth = sha256(&hub.data(BIG));
    assert!(
        e.contains(BIG) && e.contains(&truth) && e.contains(&lie) && e.contains("deleted"),
        "{e}"
    );
    assert!(
        !place.blobs().iter().any(|b| b.starts_with(&lie)),
        "{:?}",
        place.blobs()
    );
    assert!(!place.snapshot().join(BIG).exists());
    // The server fixed: the same cache finishes.
    hub.etag_for.lock().unwrap().clear();
    place.succeeds(&endpoint, &[]);
    assert_eq!(
        std::fs::read(place.snapshot().join(BIG)).unwrap(),
        hub.data(BIG)
    );
}

#[test]
fn a_truncated_body_resumes_and_the_resumed_file_is_checked() {
    let hub = Hub::new();
    let endpoint = hub.serve();
    let big = hub.data(BIG);
    let part_name = format!("{}.incomplete", sha256(&big));
    assert!(big.len() > 300_000);

    // Cut off: an error naming the file; the partial file stays.
    *hub.cut_big_after.lock().unwrap() = Some(300_000);
    let place = Place::new();
    let e = place.fails(&endpoint, &[]);
    assert!(e.contains(BIG) && e.contains("300000 of"), "{e}");
    let part = place.repo().join("blobs").join(&part_name);
    assert_eq!(std::fs::metadata(&part).unwrap().len(), 300_000);

    // A clean resume asks for the rest only and finishes, checked.
    place.succeeds(&endpoint, &[]);
    assert!(
        !hub.asked("Some((300000, None))").is_empty(),
        "{:?}",
        hub.log.lock().unwrap()
    );
    assert_eq!(std::fs::read(place.snapshot().join(BIG)).unwrap(), big);
    assert!(!part.exists());

    // A partial file that went bad on disk: the resumed whole does not hash to the etag;
    // it is deleted and said so, and the next run starts over and finishes.
    *hub.cut_big_after.lock().unwrap() = Some(200_000);
    let place = Place::new();
    place.fails(&endpoint, &[]);
    let part = place.repo().join("blobs").join(&part_name);
    let mut bytes = std::fs::read(&part).unwrap();
    bytes[100] ^= 0xff;
    std::fs::write(&part, bytes).unwrap();
    let e = place.fails(&endpoint, &[]);
    assert!(!hub.asked("Some((200000, None))").is_empty());
    assert!(
        e.contains("SHA-256") && e.contains("deleted") && e.contains(BIG),
        "{e}"
    );
    assert!(!part.exists());
    place.succeeds(&endpoint, &[]);
    assert_eq!(std::fs::read(place.snapshot().join(BIG)).unwrap(), big);

    // A body longer than announced is refused and its partial file deleted.
    hub.size_for.lock().unwrap().insert(BIG.into(), 1000);
    let place = Place::new();
    let e = place.fails(&endpoint, &[]);
    assert!(
        e.contains(BIG) && e.contains("more than the 1000 bytes"),
        "{e}"
    );
    assert!(
        !place.blobs().iter().any(|b| b.ends_with(".incomplete")),
        "{:?}",
        place.blobs()
    );
}

#[test]
fn a_file_changed_on_the_server_between_cancel_and_resume_starts_over() {
    let hub = Hub::new();
    let endpoint = hub.serve();
    let old = hub.data(BIG);
    let place = Place::new();
    hub.slow.store(true, Ordering::SeqCst);
    // Cancel: the process is stopped once part of BIG is on disk.
    let mut child = place
        .command(&endpoint, &[REPO])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let part = place
        .repo()
        .join("blobs")
        .join(format!("{}.incomplete", sha256(&old)));
    let start = Instant::now();
    while std::fs::metadata(&part).map(|m| m.len()).unwrap_or(0) < 64 * 1024 {
        assert!(start.elapsed() < Duration::from_secs(60), "no partial file");
        std::thread::sleep(Duration::from_millis(20));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    let had = std::fs::metadata(&part).unwrap().len();
    assert!(had > 0 && had < old.len() as u64);

    // The file changes on the server (a new upload, a new etag).
    let mut new = old.clone();
    let n = new.len();
    new[n - 10] ^= 0x55;
    hub.set_data(BIG, new.clone());
    hub.slow.store(false, Ordering::SeqCst);
    let before = hub.log.lock().unwrap().len();
    place.succeeds(&endpoint, &[]);
    let asked: Vec<String> = hub.log.lock().unwrap()[before..]
        .iter()
        .filter(|l| l.contains(BIG) && !l.contains("Some((0, Some(0)))"))
        .cloned()
        .collect();
    assert_eq!(asked.len(), 1, "{asked:?}");
    assert!(
        asked[0].contains(" None "),
        "started over, no Range: {asked:?}"
    );
    assert_eq!(std::fs::read(place.snapshot().join(BIG)).unwrap(), new);
    assert!(
        !part.exists(),
        "the old version's partial file is gone: {:?}",
        place.blobs()
    );
    assert!(
        !place.blobs().iter().any(|b| b.contains("incomplete")),
        "{:?}",
        place.blobs()
    );
}
