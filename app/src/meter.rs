//! The memory meter: a thread samples the GPU through NVML (device used/total and the
//! worker's own share) a few times a second; without NVML it samples system RAM and the
//! worker's resident memory instead, and says so.
use nvml_wrapper::enums::device::UsedGpuMemory;
use nvml_wrapper::Nvml;
use std::collections::VecDeque;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::mpsc::{self, Receiver};
use std::sync::Arc;
use std::time::{Duration, Instant};

const PERIOD: Duration = Duration::from_millis(100);
/// The UI is woken every this many samples (twice a second).
const WAKE_EVERY: u64 = 5;
/// How much history the graph keeps.
pub const WINDOW: Duration = Duration::from_secs(60);

#[derive(Debug, Clone, Copy)]
pub struct Sample {
    pub at: Instant,
    /// Bytes in use on the device (all processes).
    pub used: u64,
    pub total: u64,
    /// The worker process's own bytes.
    pub worker: u64,
}

impl Sample {
    pub fn others(&self) -> u64 {
        self.used.saturating_sub(self.worker)
    }
}

/// What the meter measures.
#[derive(Debug, Clone, PartialEq)]
pub enum Source {
    Starting,
    Gpu(String),
    /// No NVIDIA GPU (or no driver): system RAM, with the reason.
    SystemRam(String),
}

pub struct Meter {
    rx: Receiver<(Source, Sample)>,
    pub source: Source,
    pub history: VecDeque<Sample>,
}

impl Meter {
    /// A meter that never samples (its source `Starting`), for the panels' own tests.
    #[cfg(test)]
    pub fn idle() -> Meter {
        let (_, rx) = mpsc::channel();
        Meter {
            rx,
            source: Source::Starting,
            history: VecDeque::new(),
        }
    }

    /// Starts sampling; the worker's pid is read from `pid` at each sample (0 = none).
    pub fn start(pid: Arc<AtomicU32>, wake: impl Fn() + Send + 'static) -> Meter {
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            let mut sampler = Sampler::new();
            for n in 0u64.. {
                let s = sampler.sample(pid.load(Ordering::Relaxed));
                if tx.send((sampler.source.clone(), s)).is_err() {
                    return;
                }
                // Sampled often (short phases get their peak), shown a few times a second:
                // each wake is a frame, and an idle window should cost next to nothing.
                if n % WAKE_EVERY == 0 {
                    wake();
                }
                std::thread::sleep(PERIOD);
            }
        });
        Meter {
            rx,
            source: Source::Starting,
            history: VecDeque::new(),
        }
    }

    /// Takes the samples that arrived since the last frame; never waits.
    pub fn drain(&mut self) -> bool {
        let mut any = false;
        while let Ok((src, s)) = self.rx.try_recv() {
            self.source = src;
            self.history.push_back(s);
            any = true;
        }
        while self
            .history
            .front()
            .is_some_and(|s| s.at.elapsed() > WINDOW)
        {
            self.history.pop_front();
        }
        any
    }

    pub fn latest(&self) -> Option<&Sample> {
        self.history.back()
    }
}

struct Sampler {
    nvml: Option<Nvml>,
    sys: sysinfo::System,
    source: Source,
}

impl Sampler {
    fn new() -> Self {
        let (nvml, source) = match Nvml::init() {
            Ok(n) => match n.device_by_index(0).and_then(|d| d.name()) {
                Ok(name) => (Some(n), Source::Gpu(name)),
                Err(e) => (None, Source::SystemRam(format!("NVML found no GPU ({e})"))),
            },
            // The usual case without an NVIDIA driver: libnvidia-ml cannot be loaded.
            Err(nvml_wrapper::error::NvmlError::LibloadingError(_)) => (
                None,
                Source::SystemRam("No NVIDIA GPU or driver found".into()),
            ),
            Err(e) => (
                None,
                Source::SystemRam(format!("No NVIDIA GPU available (NVML: {e})")),
            ),
        };
        Sampler {
            nvml,
            sys: sysinfo::System::new(),
            source,
        }
    }

    fn sample(&mut self, pid: u32) -> Sample {
        if let Some(s) = self.nvml.as_ref().and_then(|n| gpu_sample(n, pid)) {
            return s;
        }
        self.sys.refresh_memory();
        let worker = if pid == 0 {
            0
        } else {
            let p = sysinfo::Pid::from_u32(pid);
            self.sys
                .refresh_processes(sysinfo::ProcessesToUpdate::Some(&[p]), true);
            self.sys.process(p).map(|p| p.memory()).unwrap_or(0)
        };
        Sample {
            at: Instant::now(),
            used: self.sys.used_memory(),
            total: self.sys.total_memory(),
            worker,
        }
    }
}

fn gpu_sample(nvml: &Nvml, pid: u32) -> Option<Sample> {
    let dev = nvml.device_by_index(0).ok()?;
    let mem = dev.memory_info().ok()?;
    let worker = dev
        .running_compute_processes()
        .unwrap_or_default()
        .iter()
        .filter(|p| p.pid == pid && pid != 0)
        .map(|p| match p.used_gpu_memory {
            UsedGpuMemory::Used(b) => b,
            UsedGpuMemory::Unavailable => 0,
        })
        .sum();
    Some(Sample {
        at: Instant::now(),
        used: mem.used,
        total: mem.total,
        worker,
    })
}

/// `candela meter [PID] [SECONDS]`: prints what the meter sees, one JSON line per half
/// second (for checking the NVML path on a GPU machine without a display).
pub fn print_samples(pid: u32, secs: u64) {
    let mut m = Meter::start(Arc::new(AtomicU32::new(pid)), || {});
    let end = Instant::now() + Duration::from_secs(secs);
    while Instant::now() < end {
        std::thread::sleep(Duration::from_millis(500));
        m.drain();
        if let Some(s) = m.latest() {
            println!(
                "{{\"source\":{:?},\"used\":{},\"total\":{},\"worker\":{},\"others\":{}}}",
                format!("{:?}", m.source),
                s.used,
                s.total,
                s.worker,
                s.others()
            );
        }
    }
}

/// Bytes as people read them: "1.23 GiB", "512 MiB".
pub fn human(bytes: u64) -> String {
    const GIB: f64 = (1u64 << 30) as f64;
    const MIB: f64 = (1u64 << 20) as f64;
    let b = bytes as f64;
    if b >= GIB {
        format!("{:.2} GiB", b / GIB)
    } else {
        format!("{:.0} MiB", b / MIB)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn falls_back_to_system_ram_and_sees_this_process() {
        let mut s = Sampler::new();
        let sample = s.sample(std::process::id());
        assert!(sample.total > 0 && sample.used <= sample.total);
        if let Source::SystemRam(why) = &s.source {
            assert!(!why.is_empty());
            assert!(sample.worker > 0, "our own resident memory");
        }
        assert_eq!(human(3 << 29), "1.50 GiB");
        assert_eq!(human(512 << 20), "512 MiB");
    }
}
