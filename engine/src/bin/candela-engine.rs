//! candela-engine: the engine's command line (generate, plan, bench, tokenize, info, serve).
use candela_engine::job::{backend, job_shape, txt2img, JobOutput};
use candela_engine::model::{Model, OpenOptions};
use candela_engine::nets::attention::AttentionMode;
use candela_engine::nets::tiled::{VaeTile, DEFAULT_OVERLAP_PX};
use candela_engine::pipeline::{parse_dtype, Event, GenerateRequest, Nets};
use candela_engine::planner::{choose, parse_offload, Choice, Plan};
use candela_engine::sampling::{PredictionType, SamplerKind};
use candela_engine::vram::{self, Ballast};
use candela_engine::{info, Error, Result};
use candle_core::{DType, Device, Tensor};
use clap::{Args, Parser, Subcommand};
use std::path::{Path, PathBuf};
use std::time::Instant;

#[derive(Parser)]
#[command(
    name = "candela-engine",
    version,
    about = "Candela's Stable Diffusion engine"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Generate an image from a prompt.
    Generate(Box<GenerateArgs>),
    /// Print the memory plan a generate command would run with: the plan, the predicted
    /// peak VRAM per phase and the predicted time.
    Plan {
        #[command(flatten)]
        job: Box<JobArgs>,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Time a job and measure its peak VRAM; prints JSON.
    Bench {
        #[command(flatten)]
        job: Box<JobArgs>,
        /// Jobs to run in a row (VRAM in use is recorded after each).
        #[arg(long, default_value_t = 1)]
        jobs: usize,
        /// Where the images go (default: a temporary folder, removed after).
        #[arg(long)]
        out_dir: Option<PathBuf>,
    },
    /// Print the prompt's 77 token ids as a JSON array.
    Tokenize {
        #[arg(long)]
        model: PathBuf,
        text: String,
    },
    /// Print the model's family, components, dtypes and sizes as JSON.
    Info {
        #[arg(long)]
        model: PathBuf,
    },
    /// Time the nets' primitives at SD shapes (a development tool).
    #[command(hide = true)]
    BenchOps {
        #[arg(long, default_value = "auto")]
        device: String,
        #[arg(long, default_value = "f16")]
        dtype: String,
        #[arg(long, default_value_t = 10)]
        iters: usize,
    },
    /// Run as the app's worker: JSON-line requests on stdin, events on stdout.
    Serve {
        /// auto, cpu, cuda or cuda:N.
        #[arg(long, default_value = "auto")]
        device: String,
    },
}

/// What a job is: the model, the prompt and shapes, the device and the memory plan.
#[derive(Args)]
struct JobArgs {
    /// A diffusers folder or a single-file .safetensors checkpoint.
    #[arg(long, required_unless_present = "random_weights")]
    model: Option<PathBuf>,
    /// A full-size architecture with random weights instead of --model (sd15, sdxl).
    #[arg(long, conflicts_with = "model")]
    random_weights: Option<String>,
    /// The prompt (required by generate; plan and bench default to an empty one).
    #[arg(long)]
    prompt: Option<String>,
    #[arg(long, default_value = "")]
    negative_prompt: String,
    #[arg(long, default_value_t = 512)]
    width: usize,
    #[arg(long, default_value_t = 512)]
    height: usize,
    #[arg(long, default_value_t = 20)]
    steps: usize,
    #[arg(long, default_value_t = 7.5)]
    cfg: f64,
    /// Random when not given; printed with the result.
    #[arg(long)]
    seed: Option<u64>,
    #[arg(long, default_value = "euler")]
    sampler: String,
    /// auto, cpu, cuda or cuda:N.
    #[arg(long, default_value = "auto")]
    device: String,
    /// f32, f16 or bf16 (default: f16 on CUDA, f32 on CPU).
    #[arg(long)]
    dtype: Option<String>,
    /// Override the checkpoint's prediction type: epsilon or v_prediction.
    #[arg(long)]
    prediction_type: Option<String>,
    #[command(flatten)]
    plan: PlanArgs,
}

/// The memory plan's flags.
#[derive(Args)]
struct PlanArgs {
    /// Where weights wait between uses: none (all resident), model (each net on the GPU
    /// for its phase only) or sequential (the UNet streamed stage by stage).
    #[arg(long, default_value = "none")]
    offload: String,
    /// Attention in slices: off, auto, or N query rows at a time (same result, less memory).
    #[arg(long, default_value = "off")]
    attention_slice: String,
    /// VAE in tiles: off, auto, or a tile size in pixels (same image, less memory).
    #[arg(long, default_value = "off")]
    vae_tile: String,
    /// Least overlap between VAE tiles, in pixels.
    #[arg(long, default_value_t = DEFAULT_OVERLAP_PX)]
    vae_tile_overlap: usize,
    /// Pick the fastest plan whose predicted peak fits: auto (free VRAM less a reserve) or
    /// GiB. The flags above are then the starting point.
    #[arg(long)]
    vram_budget: Option<String>,
    /// Leave only this many GiB of the card free (the rest taken as ballast), to try
    /// small-card plans on a big card.
    #[arg(long)]
    simulate_vram: Option<f64>,
}

#[derive(Args)]
struct GenerateArgs {
    #[command(flatten)]
    job: JobArgs,
    /// safetensors with tensor "noise" [1,4,H/8,W/8] f32, used instead of the seeded draw.
    #[arg(long)]
    init_noise: Option<PathBuf>,
    /// Write the final latents (tensor "latents", f32) to this safetensors file.
    #[arg(long)]
    save_latents: Option<PathBuf>,
    #[arg(long)]
    out: PathBuf,
}

fn parse_device(s: &str) -> Result<Device> {
    let cuda = |n: usize| -> Result<Device> {
        if !candle_core::utils::cuda_is_available() {
            return Err(Error::field(
                "--device",
                format!(
                    "'{s}': this build of candela-engine has no CUDA support; use --device cpu"
                ),
            ));
        }
        candela_engine::vram::open_cuda(n)
            .map_err(|e| Error::field("--device", format!("cannot open CUDA device {n}: {e}")))
    };
    match s {
        "cpu" => Ok(Device::Cpu),
        "auto" => Ok(if candle_core::utils::cuda_is_available() {
            cuda(0).unwrap_or(Device::Cpu)
        } else {
            Device::Cpu
        }),
        "cuda" => cuda(0),
        _ => match s.strip_prefix("cuda:").map(str::parse::<usize>) {
            Some(Ok(n)) => cuda(n),
            _ => Err(Error::field(
                "--device",
                format!("unknown device '{s}'; expected auto, cpu, cuda or cuda:N"),
            )),
        },
    }
}

fn parse_prediction(s: Option<&str>) -> Result<Option<PredictionType>> {
    match s {
        None => Ok(None),
        Some("epsilon") => Ok(Some(PredictionType::Epsilon)),
        Some("v_prediction" | "v") => Ok(Some(PredictionType::VPrediction)),
        Some(o) => Err(Error::field(
            "--prediction-type",
            format!("unknown prediction type '{o}'; expected epsilon or v_prediction"),
        )),
    }
}

fn load_noise(path: &Path) -> Result<Tensor> {
    let map = candle_core::safetensors::load(path, &Device::Cpu)
        .map_err(|e| Error::file(path, format!("cannot read safetensors: {e}")))?;
    let t = map
        .get("noise")
        .ok_or_else(|| Error::file(path, "expected a tensor named \"noise\""))?;
    Ok(t.to_dtype(DType::F32)?)
}

fn open_model(a: &JobArgs) -> Result<Model> {
    let opts = OpenOptions {
        prediction_type: parse_prediction(a.prediction_type.as_deref())?,
    };
    match (&a.model, &a.random_weights) {
        (Some(p), _) => Model::open(p, &opts),
        (None, Some(arch)) => {
            let mut model = Model::random(arch)?;
            if let Some(p) = opts.prediction_type {
                model.scheduler.prediction_type = p;
            }
            Ok(model)
        }
        (None, None) => Err(Error::field(
            "--model",
            "expected a model folder or file (or --random-weights)",
        )),
    }
}

/// A job's parts, parsed and checked.
struct Job {
    device: Device,
    dtype: DType,
    req: GenerateRequest,
    model: Model,
    choice: Choice,
    /// Held for the whole run when --simulate-vram is given.
    _ballast: Option<Ballast>,
}

impl Job {
    /// Runs the job under the chosen plan with the nets in `nets` (built on first use).
    fn run(
        &self,
        nets: &mut Option<Nets>,
        out: &Path,
        on_event: &mut dyn FnMut(Event<'_>) -> bool,
    ) -> Result<JobOutput> {
        txt2img(
            &self.model,
            nets,
            &self.device,
            self.dtype,
            &self.req,
            self.choice.plan,
            out,
            on_event,
        )
    }
}

fn gib(s: f64) -> u64 {
    (s * (1u64 << 30) as f64) as u64
}

fn prepare(a: &JobArgs, init_noise: Option<Tensor>) -> Result<Job> {
    let sampler: SamplerKind = a.sampler.parse()?;
    let offload = parse_offload(&a.plan.offload).map_err(|e| Error::field("--offload", e))?;
    let attention = AttentionMode::parse_slice(&a.plan.attention_slice)
        .map_err(|e| Error::field("--attention-slice", e))?;
    let vae_tile = VaeTile::parse(&a.plan.vae_tile).map_err(|e| Error::field("--vae-tile", e))?;
    let device = parse_device(&a.device)?;
    let dtype = parse_dtype(a.dtype.as_deref(), &device, "--dtype")?;
    let seed = a.seed.unwrap_or_else(|| rand::random::<u32>() as u64);
    let req = GenerateRequest {
        prompt: a.prompt.clone().unwrap_or_default(),
        negative_prompt: a.negative_prompt.clone(),
        width: a.width,
        height: a.height,
        steps: a.steps,
        cfg: a.cfg,
        seed,
        sampler,
        init_noise,
    };
    req.validate()?;
    let ballast = match a.plan.simulate_vram {
        Some(g) if !(g.is_finite() && g > 0.0) => {
            return Err(Error::field(
                "--simulate-vram",
                format!("expected a positive number of GiB, got {g}"),
            ))
        }
        Some(g) => Some(Ballast::leave_free(&device, gib(g))?),
        None => None,
    };
    let budget = match a.plan.vram_budget.as_deref() {
        None => None,
        // The CPU has no VRAM to fit: everything resident there.
        Some("auto") => vram::device_memory(&device).map(|(free, _)| vram::auto_budget(free)),
        Some(g) => match g.parse::<f64>() {
            Ok(v) if v.is_finite() && v > 0.0 => Some(gib(v)),
            _ => {
                return Err(Error::field(
                    "--vram-budget",
                    format!("expected auto or a positive number of GiB, got '{g}'"),
                ))
            }
        },
    };
    let model = open_model(a)?;
    let start = Plan {
        offload,
        attention,
        vae_tile: vae_tile
            .tiling(req.width, req.height, a.plan.vae_tile_overlap, &Device::Cpu)
            .map(|t| t.tile_px),
        vae_tile_overlap: a.plan.vae_tile_overlap,
    };
    let choice = choose(
        &model,
        &job_shape(&model, &req, dtype),
        start,
        budget,
        backend(&device),
    )?;
    Ok(Job {
        device,
        dtype,
        req,
        model,
        choice,
        _ballast: ballast,
    })
}

fn print_step(e: Event<'_>) -> bool {
    match e {
        Event::Step { step, total, .. } => eprintln!("step {step}/{total}"),
        Event::Fallback {
            phase, to, error, ..
        } => eprintln!(
            "fallback: out of memory in {phase}; retrying with {} ({})",
            to.flags(),
            error.lines().next().unwrap_or("")
        ),
        Event::Phase(_) => {}
    }
    true
}

fn fallbacks_json(out: &JobOutput) -> serde_json::Value {
    out.fallbacks
        .iter()
        .map(|(phase, plan, error)| {
            serde_json::json!({"phase": phase.name(), "plan": plan.to_json(), "error": error})
        })
        .collect()
}

fn generate(a: GenerateArgs) -> Result<()> {
    if a.job.prompt.is_none() {
        return Err(Error::field(
            "--prompt",
            "required: the text to generate an image from (may be \"\")",
        ));
    }
    if a.out.exists() && a.out.is_dir() {
        return Err(Error::field(
            "--out",
            format!("{} is a folder; expected a .png file path", a.out.display()),
        ));
    }
    let init_noise = a.init_noise.as_deref().map(load_noise).transpose()?;
    let job = prepare(&a.job, init_noise)?;
    // The job loads the nets itself, so that running out of memory there falls back too.
    let mut nets = None;
    let out = job.run(&mut nets, &a.out, &mut print_step)?;
    if let Some(p) = &a.save_latents {
        let map = std::collections::HashMap::from([(
            "latents".to_string(),
            out.latents.to_device(&Device::Cpu)?,
        )]);
        candle_core::safetensors::save(&map, p)
            .map_err(|e| Error::file(p, format!("cannot write: {e}")))?;
    }
    let summary = serde_json::json!({
        "image": out.path, "seed": job.req.seed, "device": format!("{:?}", job.device),
        "dtype": format!("{:?}", job.dtype).to_lowercase(), "plan": out.plan.to_json(),
        "fallbacks": fallbacks_json(&out), "load_s": out.load_s,
        "ms_per_step_median": out.median_step_ms(), "step_ms": out.step_ms, "vae_s": out.vae_s,
    });
    println!("{summary}");
    if let Some(p) = candela_engine::profile::report() {
        eprintln!("profile: {p}");
    }
    Ok(())
}

fn mib(b: u64) -> f64 {
    b as f64 / (1u64 << 20) as f64
}

fn plan(a: &JobArgs, json: bool) -> Result<()> {
    let job = prepare(a, None)?;
    let c = &job.choice;
    if json {
        println!("{}", c.to_json());
        return Ok(());
    }
    println!("plan: {}", c.plan.flags());
    if let Some(b) = c.budget {
        let verdict = if c.fits {
            "fits"
        } else {
            "does NOT fit (lowest plan)"
        };
        println!("budget: {:.0} MiB ({verdict})", mib(b));
    }
    println!(
        "predicted peak VRAM: text encoding {:.0} MiB, denoising {:.0} MiB, VAE {:.0} MiB",
        mib(c.peaks.text_encoding),
        mib(c.peaks.denoising),
        mib(c.peaks.vae)
    );
    println!(
        "predicted time: {:.1} s ({:.1} ms/step, VAE {:.2} s, transfers {:.2} s)",
        c.time.total_s,
        c.time.step_s * 1000.0,
        c.time.vae_s,
        c.time.transfer_s
    );
    Ok(())
}

fn bench(a: &JobArgs, jobs: usize, out_dir: Option<PathBuf>) -> Result<()> {
    let job = prepare(a, None)?;
    let tmp = match &out_dir {
        Some(_) => None,
        None => Some(tempfile::tempdir().map_err(|e| Error::msg(format!("temp dir: {e}")))?),
    };
    let dir = out_dir.unwrap_or_else(|| tmp.as_ref().expect("temp dir").path().to_path_buf());
    let baseline = vram::device_memory(&job.device).map(|(f, t)| t - f);
    let sampler = vram::PeakSampler::start(&job.device);
    let mut nets = None;
    let mut runs = Vec::new();
    let mut after = Vec::new();
    for i in 0..jobs.max(1) {
        let t = Instant::now();
        let out = job.run(&mut nets, &dir.join(format!("bench-{i}.png")), &mut |e| {
            if let Event::Phase(p) = e {
                sampler.set_phase(p);
            }
            true
        })?;
        sampler.set_phase("loading");
        let total_s = t.elapsed().as_secs_f64();
        vram::trim_pool(&job.device);
        after.push(vram::device_memory(&job.device).map(|(f, t)| t - f));
        runs.push((out, total_s));
    }
    let peaks = sampler.finish();
    let (first, total_s) = &runs[0];
    let summary = serde_json::json!({
        "device": format!("{:?}", job.device),
        "dtype": format!("{:?}", job.dtype).to_lowercase(),
        "width": job.req.width, "height": job.req.height, "steps": job.req.steps,
        "plan": first.plan.to_json(), "fallbacks": fallbacks_json(first),
        "predicted": job.choice.to_json(),
        "ms_per_step_median": first.median_step_ms(),
        "ms_per_step_median_per_job": runs.iter().map(|(o, _)| o.median_step_ms()).collect::<Vec<_>>(),
        "total_s": total_s - first.load_s, "vae_s": first.vae_s, "load_s": first.load_s,
        "peak_vram_mem_get_info_bytes": peaks.mem_get_info_used,
        "peak_vram_nvml_process_bytes": peaks.nvml_process,
        "peak_vram_mem_get_info_by_phase_bytes": vram::PHASES.iter().zip(peaks.by_phase)
            .map(|(p, b)| (p.to_string(), serde_json::json!(b))).collect::<serde_json::Map<_, _>>(),
        "baseline_used_bytes": baseline,
        "used_after_each_job_bytes": after,
        "samples": peaks.samples,
    });
    println!("{summary}");
    if let Some(p) = candela_engine::profile::report() {
        eprintln!("profile: {p}");
    }
    Ok(())
}

fn run(cli: Cli) -> Result<()> {
    match cli.command {
        Command::Generate(a) => generate(*a),
        Command::Plan { job, json } => plan(&job, json),
        Command::Bench { job, jobs, out_dir } => bench(&job, jobs, out_dir),
        Command::Tokenize { model, text } => {
            let m = Model::open(&model, &OpenOptions::default())?;
            println!(
                "{}",
                serde_json::to_string(&m.tokenizer.encode_77(&text))
                    .map_err(|e| Error::msg(e.to_string()))?
            );
            Ok(())
        }
        Command::BenchOps {
            device,
            dtype,
            iters,
        } => {
            let device = parse_device(&device)?;
            let dtype = parse_dtype(Some(&dtype), &device, "--dtype")?;
            for row in candela_engine::opbench::run(&device, dtype, iters)? {
                println!("{row}");
            }
            Ok(())
        }
        Command::Serve { device } => {
            let device = parse_device(&device)?;
            candela_engine::diag::log_line(&format!("serving on {device:?}"));
            candela_engine::worker::serve(
                device,
                std::io::BufReader::new(std::io::stdin()),
                candela_engine::worker::EventSink::new(std::io::stdout()),
            );
            Ok(())
        }
        Command::Info { model } => {
            let m = Model::open(&model, &OpenOptions::default())?;
            println!(
                "{}",
                serde_json::to_string_pretty(&info::model_info(&m))
                    .map_err(|e| Error::msg(e.to_string()))?
            );
            Ok(())
        }
    }
}

/// clap's multi-line messages folded into one line (usage hints dropped).
fn one_line(e: &clap::Error) -> String {
    let text = e.to_string();
    let lines: Vec<&str> = text
        .lines()
        .take_while(|l| !l.starts_with("Usage:"))
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    lines.join(" ")
}

fn main() {
    // Logs and crash reports go to the data folder; a panic still prints one line.
    candela_engine::diag::init("candela-engine");
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e)
            if matches!(
                e.kind(),
                clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion
            ) =>
        {
            print!("{e}");
            return;
        }
        Err(e) => {
            eprintln!("{}", one_line(&e));
            std::process::exit(2);
        }
    };
    match std::panic::catch_unwind(|| run(cli)) {
        Ok(Ok(())) => {}
        Ok(Err(e)) => {
            let line = e.to_string();
            let line = line.lines().next().unwrap_or("");
            candela_engine::diag::log_line(&format!("error: {line}"));
            eprintln!("error: {line}");
            std::process::exit(1);
        }
        Err(_) => std::process::exit(101),
    }
}
