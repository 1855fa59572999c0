//! `candela-engine serve`: the worker the app runs. One engine thread runs jobs in order;
//! a reader thread takes requests from stdin so a cancel arrives while a job runs.
//!
//! `CANDELA_INJECT_EXIT_AFTER_SAVE` (a test hook): when set, the worker exits right after
//! saving a job's image, before reporting it, as a crash in that window would.
use crate::attach::Model;
use crate::job::{self, PROTOCOL};
use crate::model::OpenOptions;
use crate::pipeline::run::{backend, job_shape, run_job};
use crate::pipeline::{latent_preview, Event as PipeEvent, GenerateRequest, Nets};
use crate::planner::margins::{with_margin, MarginKey, Margins};
use crate::planner::Plan;
use crate::protocol::{Event, JobSpec, Phase, PhasePeaks, PlanSettings, Request};
use crate::{Error, Result};
use base64::Engine as _;
use candle_core::{DType, Device};
use std::collections::HashSet;
use std::io::{BufRead, Write};
use std::path::Path;
use std::sync::mpsc;
use std::sync::{Arc, Mutex};

/// Writes events as JSON lines; shared by both threads.
#[derive(Clone)]
pub struct EventSink(Arc<Mutex<Box<dyn Write + Send>>>);

impl EventSink {
    pub fn new(w: impl Write + Send + 'static) -> Self {
        EventSink(Arc::new(Mutex::new(Box::new(w))))
    }
    pub fn send(&self, e: &Event) {
        if let Ok(mut w) = self.0.lock() {
            // A closed stdout means the app is gone; the read side will end us.
            let _ = writeln!(w, "{}", e.to_line()).and_then(|_| w.flush());
        }
    }
}

struct Loaded {
    key: (String, DType),
    /// What the model was opened with (the job's SD 3 options).
    opts: OpenOptions,
    model: Model,
    /// Built for the last job's offload mode (rebuilt when a job needs another).
    nets: Option<Nets>,
}

struct Engine {
    device: Device,
    loaded: Option<Loaded>,
    /// The last model opened for planning (headers only), by path.
    planned: Option<(String, Model)>,
    cancelled: Arc<Mutex<HashSet<String>>>,
    sink: EventSink,
}

/// The protocol's dtype field: empty means the device's default.
fn parse_dtype(s: &str, device: &Device) -> Result<DType> {
    crate::pipeline::parse_dtype((!s.is_empty()).then_some(s), device, "dtype")
}

impl Engine {
    /// Drops the loaded model unless it is `path` in `dtype` opened as `opts`, and hands its
    /// device memory back, so that two models never share the card and a budget's pool cap
    /// is worked out without the old one ([`Engine::run_job`] calls it before the cap).
    fn drop_other_model(&mut self, path: &str, dtype: DType, opts: &OpenOptions) {
        let key = (path.to_string(), dtype);
        if self
            .loaded
            .as_ref()
            .is_some_and(|l| l.key != key || l.opts != *opts)
        {
            self.loaded = None;
            crate::vram::trim_pool(&self.device);
        }
    }

    /// Drops the loaded model's nets (keeping the model) when this process holds more
    /// device memory (`held`: NVML, as the budget is kept; None where there is none to
    /// measure) than `budget`: nets built under an earlier job's larger budget would
    /// otherwise stay on the card into a job that allows less, until its first phase
    /// rebuilt them.
    fn drop_nets_over(&mut self, budget: Option<u64>, held: Option<u64>) {
        let (Some(budget), Some(held)) = (budget, held) else {
            return;
        };
        if held > budget {
            if let Some(loaded) = self.loaded.as_mut() {
                loaded.nets = None;
            }
            crate::vram::trim_pool(&self.device);
        }
    }

    /// The model for `path` in `dtype`, loading it (after dropping any other) if needed.
    /// Opened as `opts` says (a job with other SD 3 options opens the model again). With
    /// `resident`, every net is built on the device if it fits (a `load` request, a job
    /// without a budget); a job with a budget leaves that to its plan's first phase, as
    /// `bench` and `generate` do: built resident first, a model larger than the budget
    /// filled the pool to its cap before failing (SDXL under 4 GiB: 4020 MiB while loading).
    fn ensure_loaded(
        &mut self,
        path: &str,
        dtype: DType,
        opts: &OpenOptions,
        resident: bool,
    ) -> Result<&mut Loaded> {
        let key = (path.to_string(), dtype);
        let same = |l: &Loaded| l.key == key && l.opts == *opts;
        if !self.loaded.as_ref().is_some_and(same) {
            // Two models never share the card: the old one goes before the new one is
            // built, its memory handed back by the trim below.
            self.loaded = None;
            // A copy opened for planning or model info is not needed beside the loaded
            // model (it held the tokenizer's tables and the headers a second time).
            if self.planned.as_ref().is_some_and(|p| p.0 == path) {
                self.planned = None;
            }
            crate::vram::trim_pool(&self.device);
            let model = Model::open(Path::new(path), opts)?;
            // Everything resident if it fits; otherwise a job builds the nets its plan
            // needs (and falls back from there).
            // An SD 3 file without its CLIPs: its jobs bring them, and build the nets.
            let complete = resident && model.check_complete().is_ok();
            let nets = match complete.then(|| Nets::load(&model, &self.device, dtype)) {
                None => None,
                Some(Ok(n)) => Some(n),
                Some(Err(e)) if crate::pipeline::run::is_oom(&e) => {
                    crate::vram::trim_pool(&self.device);
                    None
                }
                Some(Err(e)) => return Err(e),
            };
            let bytes = model
                .weights()
                .iter()
                .filter_map(|(_, w)| w.stored())
                .map(|w| w.bytes_in(Some(dtype)))
                .sum();
            self.sink.send(&Event::Loaded {
                model: path.to_string(),
                family: model.family_label(),
                bytes,
            });
            self.loaded = Some(Loaded {
                key,
                opts: opts.clone(),
                model,
                nets,
            });
        }
        Ok(self.loaded.as_mut().expect("just loaded"))
    }

    fn forget_cancel(&self, id: &str) {
        if let Ok(mut c) = self.cancelled.lock() {
            c.remove(id);
        }
    }

    fn is_cancelled(&self, id: &str) -> bool {
        self.cancelled
            .lock()
            .map(|c| c.contains(id))
            .unwrap_or(false)
    }

    fn run_job(&mut self, id: &str, job: &JobSpec) -> Result<()> {
        let req = job::request_of(job, PROTOCOL)?;
        req.validate()?;
        let dtype = parse_dtype(&job.dtype, &self.device)?;
        let phase = |phase: Phase| Event::Phase {
            id: id.to_string(),
            phase,
        };
        // The job begins with what it does not need gone: another model, and nets held past
        // its budget (built for an earlier job's larger one: they would be rebuilt for this
        // job's plan anyway). The cap below counts what the device holds outside the pool,
        // which the old model's weights must not be.
        let opts = job::open_options(job);
        self.drop_other_model(&job.model, dtype, &opts);
        let budget = job::budget_of(job.plan.as_ref());
        if budget.is_some() {
            self.drop_nets_over(budget, crate::vram::nvml_process_bytes_now());
        }
        self.sink.send(&phase(Phase::Loading));
        let sink = self.sink.clone();
        let cancelled = self.cancelled.clone();
        let device = self.device.clone();
        let requested = job.plan.clone();
        // Per-phase peaks where the device has memory to measure (not on the CPU).
        let sampler = device
            .is_cuda()
            .then(|| crate::vram::PeakSampler::start(&device));
        crate::output::check_file_stem(&job.file_stem)?;
        let out = Path::new(&job.out_dir).join(format!("{}.png", job.file_stem));
        crate::output::check_writable(&out)?;
        // The budget is the process's, loading included: the pool gets what the context
        // and libraries leave, and can never map more.
        crate::vram::cap_pool_for_budget(&device, budget, 0)?;
        let loaded = self.ensure_loaded(&job.model, dtype, &opts, budget.is_none())?;
        let req = with_controls(req, job, loaded)?;
        job::attach_refiner(job, &mut loaded.model, PROTOCOL)?;
        let warnings = loaded
            .model
            .attach_job(&job.attach, &job.prompt, &job.negative_prompt)?;
        for message in warnings {
            sink.send(&Event::Warning {
                id: id.to_string(),
                message,
            });
        }
        let margins = Margins::in_data_dir();
        let key = |plan: &Plan| MarginKey {
            model: job.model.clone(),
            width: req.width,
            height: req.height,
            offload: plan.offload.name().into(),
        };
        let choice = job::choose(
            &loaded.model,
            &req,
            dtype,
            &device,
            job::start_plan(job)?,
            budget,
            &|p| margins.get(&key(p)),
        )?;
        choice.check_fits()?;
        let plan = choice.plan;
        let shape = job_shape(&loaded.model, &req, dtype, &device);
        let family = loaded.model.family;
        let result = run_job(
            &loaded.model,
            &mut loaded.nets,
            &device,
            dtype,
            &req,
            plan,
            &out,
            &mut |e| match e {
                PipeEvent::Phase(p) => {
                    if let Some(s) = &sampler {
                        s.set_phase(p);
                    }
                    sink.send(&phase(p));
                    true
                }
                PipeEvent::Fallback {
                    phase, to, error, ..
                } => {
                    sink.send(&Event::Fallback {
                        id: id.to_string(),
                        message: format!(
                            "out of memory in {}; retrying with {} ({})",
                            phase.plan_name(),
                            to.flags(),
                            error.lines().next().unwrap_or("")
                        ),
                        plan: job::settings_of(&to, requested.as_ref()),
                    });
                    true
                }
                PipeEvent::Step {
                    step,
                    total,
                    latents,
                } => {
                    sink.send(&Event::Progress {
                        id: id.to_string(),
                        step,
                        total,
                    });
                    if job.preview_every > 0 && (step % job.preview_every == 0 || step == total) {
                        if let Ok((width, height, rgb)) = latent_preview(family, latents) {
                            let rgb_base64 = base64::engine::general_purpose::STANDARD.encode(rgb);
                            sink.send(&Event::Preview {
                                id: id.to_string(),
                                step,
                                width,
                                height,
                                rgb_base64,
                            });
                        }
                    }
                    !cancelled.lock().map(|c| c.contains(id)).unwrap_or(false)
                }
            },
        )?;
        // The prediction for the plan the job ended on (after any fallback).
        let run_predicted =
            crate::planner::predict(&loaded.model, &shape, &result.plan, backend(&device))?;
        if std::env::var_os("CANDELA_INJECT_EXIT_AFTER_SAVE").is_some() {
            std::process::exit(3);
        }
        let ms_per_step = result.median_step_ms();
        self.sink.send(&Event::Image {
            id: id.to_string(),
            path: result.path.display().to_string(),
            seed: req.seed,
            parameters: result.parameters,
            ms_per_step,
        });
        let measured = sampler.map(|s| measured_phases(&s.finish()));
        if let Some(measured) = &measured {
            // A phase over its prediction is remembered for the next job like this one.
            let mut margins = margins;
            let key = key(&result.plan);
            let predicted = with_overhead(
                &with_margin(run_predicted, margins.get(&key)),
                choice.overhead,
            );
            for note in margins.learn(&key, &predicted, measured) {
                eprintln!("{note}");
            }
        }
        self.sink.send(&Event::MeasuredPeaks {
            id: id.to_string(),
            measured_peak_bytes_per_phase: measured,
        });
        Ok(())
    }

    fn handle(&mut self, req: Request) -> bool {
        match req {
            Request::Generate { id, job } => {
                if self.is_cancelled(&id) {
                    self.forget_cancel(&id);
                    self.sink.send(&Event::Cancelled { id });
                    return true;
                }
                let outcome = self.run_job(&id, &job);
                // A job id is used once: its cancel (if any) is no longer needed.
                self.forget_cancel(&id);
                match outcome {
                    Ok(()) => self.sink.send(&Event::Done { id }),
                    Err(Error::Cancelled) => self.sink.send(&Event::Cancelled { id }),
                    Err(e) => self.sink.send(&Event::Error {
                        id,
                        message: e.to_string(),
                    }),
                }
                crate::vram::trim_pool(&self.device);
            }
            Request::Load { model, dtype } => {
                let r = parse_dtype(&dtype, &self.device).and_then(|d| {
                    self.ensure_loaded(&model, d, &OpenOptions::default(), true)
                        .map(|_| ())
                });
                if let Err(e) = r {
                    self.sink.send(&Event::Error {
                        id: String::new(),
                        message: e.to_string(),
                    });
                }
            }
            Request::Unload => {
                self.loaded = None;
                crate::vram::trim_pool(&self.device);
                self.sink.send(&Event::Unloaded);
            }
            Request::Vram => self.send_vram(),
            Request::Plan { id, job } => match self.plan(&job) {
                Ok((predicted_peak_bytes_per_phase, plan, step_s)) => {
                    self.sink.send(&Event::PlanResult {
                        id,
                        predicted_peak_bytes_per_phase,
                        plan,
                        predicted_step_seconds: Some(step_s),
                    })
                }
                Err(e) => self.sink.send(&Event::Error {
                    id,
                    message: e.to_string(),
                }),
            },
            Request::Info { id, model } => match self.headers(&model) {
                Ok(m) => {
                    let info = crate::info::summary(m);
                    self.sink.send(&Event::ModelInfo { id, model, info })
                }
                Err(e) => self.sink.send(&Event::Error {
                    id,
                    message: e.to_string(),
                }),
            },
            Request::Cancel { .. } => {}
            Request::Shutdown => return false,
        }
        true
    }

    /// Predicted peaks for `job` and the plan it would run with. Opens the model's headers
    /// only (no weights are read), reusing the loaded or last planned model of that path.
    fn plan(&mut self, job: &JobSpec) -> Result<(PhasePeaks, PlanSettings, f64)> {
        let dtype = parse_dtype(&job.dtype, &self.device)?;
        let mut model = self.headers(&job.model)?.clone();
        model.apply(&job::open_options(job))?;
        let (controls, _) = job::attach_controls(job, &mut model, PROTOCOL)?;
        job::attach_refiner(job, &mut model, PROTOCOL)?;
        model.attach_job(&job.attach, &job.prompt, &job.negative_prompt)?;
        let req = GenerateRequest {
            controls,
            ..job::request_of(job, PROTOCOL)?
        };
        let asked = job.plan.as_ref();
        let choice = job::choose(
            &model,
            &req,
            dtype,
            &self.device,
            job::start_plan(job)?,
            job::budget_of(asked),
            &|_| PhasePeaks::default(),
        )?;
        // What the meter will show: the process's memory outside the pool included.
        Ok((
            with_overhead(&choice.peaks, choice.overhead),
            job::settings_of(&choice.plan, asked),
            choice.time.step_s,
        ))
    }

    /// The model at `path` as far as its headers tell: the loaded one, or the last one
    /// opened for planning (no weights are read).
    fn headers(&mut self, path: &str) -> Result<&Model> {
        if let Some(l) = self.loaded.as_ref().filter(|l| l.key.0 == path) {
            return Ok(&l.model);
        }
        if self.planned.as_ref().map(|p| p.0.as_str()) != Some(path) {
            self.planned = None;
            let m = Model::open(Path::new(path), &OpenOptions::default())?;
            self.planned = Some((path.to_string(), m));
        }
        Ok(&self.planned.as_ref().expect("just opened").1)
    }

    fn send_vram(&self) {
        if let Some((free, total)) = crate::vram::device_memory(&self.device) {
            self.sink.send(&Event::Vram {
                used: total - free,
                total,
            });
        }
    }
}

/// A sampler's peaks as the protocol's phases: this process's memory as NVML shows it
/// (what the budget promises), the VAE's the larger of encoding and decoding.
fn measured_phases(p: &crate::vram::Peaks) -> PhasePeaks {
    let at = |phase: Phase| {
        crate::vram::PHASES
            .iter()
            .position(|p| *p == phase)
            .map_or(0, |i| p.nvml_by_phase[i])
    };
    PhasePeaks {
        text_encoding: at(Phase::TextEncoding),
        denoising: at(Phase::Denoising),
        vae: at(Phase::Decoding).max(at(Phase::Encoding)),
    }
}

/// `p` with `overhead` (the process's memory outside the pool) added to every phase.
fn with_overhead(p: &PhasePeaks, overhead: u64) -> PhasePeaks {
    let o = PhasePeaks {
        text_encoding: overhead,
        denoising: overhead,
        vae: overhead,
    };
    with_margin(*p, o)
}

/// `req` with `job`'s enabled ControlNet units; the loaded model's ControlNets become
/// exactly the ones they use (nets rebuilt only when that list changed, so a removed or
/// disabled ControlNet holds no memory).
fn with_controls(
    req: GenerateRequest,
    job: &JobSpec,
    loaded: &mut Loaded,
) -> Result<GenerateRequest> {
    let mut model = loaded.model.clone();
    model.controlnets.clear();
    model.sd3_controlnets.clear();
    let (controls, _) = job::attach_controls(job, &mut model, PROTOCOL)?;
    if model.controlnet_paths() != loaded.model.controlnet_paths() {
        loaded.model.controlnets = model.controlnets;
        loaded.model.sd3_controlnets = model.sd3_controlnets;
        if let Some(nets) = &mut loaded.nets {
            nets.set_controlnets(&loaded.model)?;
        }
    }
    let req = GenerateRequest { controls, ..req };
    req.validate()?;
    Ok(req)
}

/// Serves requests from `input` until it closes or a shutdown arrives.
pub fn serve(device: Device, input: impl BufRead + Send + 'static, sink: EventSink) {
    sink.send(&Event::Ready {
        version: env!("CARGO_PKG_VERSION").into(),
        device: format!("{device:?}"),
        cuda: device.is_cuda(),
    });
    let cancelled = Arc::new(Mutex::new(HashSet::new()));
    let (tx, rx) = mpsc::channel::<Request>();
    let reader_cancelled = cancelled.clone();
    let reader_sink = sink.clone();
    std::thread::spawn(move || {
        for bytes in input.split(b'\n') {
            let Ok(bytes) = bytes else { break };
            // A line that is not UTF-8 is refused; the ones after it are still read.
            let Ok(line) = String::from_utf8(bytes) else {
                reader_sink.send(&Event::Error {
                    id: String::new(),
                    message: "bad request line: not UTF-8 text".into(),
                });
                continue;
            };
            if line.trim().is_empty() {
                continue;
            }
            match Request::parse(&line) {
                Ok(Request::Cancel { id }) => {
                    if let Ok(mut c) = reader_cancelled.lock() {
                        c.insert(id);
                    }
                }
                Ok(r) => {
                    if tx.send(r).is_err() {
                        break;
                    }
                }
                // A job line that names its id gets its error under that id, so the app
                // can close the job (an unknown sampler, a field of the wrong type).
                Err(message) => reader_sink.send(&Event::Error {
                    id: Request::id_in(&line).unwrap_or_default(),
                    message,
                }),
            }
        }
        // stdin closed: the app is gone; finish what is queued, then stop.
        let _ = tx.send(Request::Shutdown);
    });
    let mut engine = Engine {
        device,
        loaded: None,
        planned: None,
        cancelled,
        sink,
    };
    while let Ok(req) = rx.recv() {
        if !engine.handle(req) {
            break;
        }
    }
}

/// The event lines a worker wrote, kept in memory.
#[derive(Clone, Default)]
struct Collected(Arc<Mutex<Vec<u8>>>);

impl Write for Collected {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        if let Ok(mut v) = self.0.lock() {
            v.extend_from_slice(b);
        }
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Runs a worker in this process over `requests` (one JSON request a line, as [`serve`]
/// reads them) until they end, and returns the events it answered with, each read back
/// from its JSON line (a line that does not read back is an error naming it): the
/// protocol without a child process.
pub fn serve_lines(device: Device, requests: &[String]) -> Result<Vec<Event>> {
    let out = Collected::default();
    serve(
        device,
        std::io::Cursor::new(requests.join("\n")),
        EventSink::new(out.clone()),
    );
    let bytes = out.0.lock().map(|v| v.clone()).unwrap_or_default();
    String::from_utf8_lossy(&bytes)
        .lines()
        .map(|l| serde_json::from_str(l).map_err(|e| Error::msg(format!("event line '{l}': {e}"))))
        .collect()
}

#[cfg(test)]
#[path = "worker_tests.rs"]
mod tests;
