//! candela-engine: the engine's command line (generate, plan, bench, tokenize, info, serve).
use candela_engine::attach::{Model, Refiner, RefinerSettings};
use candela_engine::model::OpenOptions;
use candela_engine::nets::attention::AttentionMode;
use candela_engine::nets::tiled::{VaeTile, DEFAULT_OVERLAP_PX};
use candela_engine::pipeline::controls::{self, ControlUnit};
use candela_engine::pipeline::init_image::InitImageArgs;
use candela_engine::pipeline::run::{backend, job_shape, txt2img, JobOutput};
use candela_engine::pipeline::{parse_dtype, Event, GenerateRequest, Nets};
use candela_engine::planner::{choose, Choice, Plan};
use candela_engine::protocol::{ControlSpec, Offload, Phase, Preprocess, Resize, Sampler};
use candela_engine::sampling::PredictionType;
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
    /// Image width in pixels (default: 512, or --init-image's width).
    #[arg(long)]
    width: Option<usize>,
    /// Image height in pixels (default: 512, or --init-image's height).
    #[arg(long)]
    height: Option<usize>,
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
    img2img: Img2ImgArgs,
    #[command(flatten)]
    plan: PlanArgs,
    #[command(flatten)]
    control: ControlArgs,
    #[command(flatten)]
    refiner: RefinerArgs,
}

/// The SDXL refiner as a second pass.
#[derive(Args)]
struct RefinerArgs {
    /// An SDXL refiner (diffusers folder or .safetensors, or `random`: full-size random
    /// weights, for benchmarks) that takes over the last steps of an SDXL base model.
    #[arg(long, value_name = "PATH")]
    refiner: Option<String>,
    /// Fraction of the steps after which the refiner takes over (diffusers'
    /// denoising_end / denoising_start; default 0.8).
    #[arg(long, value_name = "F", allow_negative_numbers = true)]
    refiner_switch: Option<f64>,
    /// The refiner's aesthetic score conditioning (default 6.0).
    #[arg(long, allow_negative_numbers = true)]
    refiner_aesthetic_score: Option<f64>,
    /// The aesthetic score of the refiner's negative conditioning (default 2.5).
    #[arg(long, allow_negative_numbers = true)]
    refiner_negative_aesthetic_score: Option<f64>,
}

impl RefinerArgs {
    /// The refiner settings, or none without --refiner (its other flags then refused).
    fn settings(&self) -> Result<Option<(String, RefinerSettings)>> {
        let Some(path) = &self.refiner else {
            for (flag, given) in [
                ("--refiner-switch", self.refiner_switch.is_some()),
                (
                    "--refiner-aesthetic-score",
                    self.refiner_aesthetic_score.is_some(),
                ),
                (
                    "--refiner-negative-aesthetic-score",
                    self.refiner_negative_aesthetic_score.is_some(),
                ),
            ] {
                if given {
                    return Err(Error::field(flag, "needs --refiner"));
                }
            }
            return Ok(None);
        };
        let d = RefinerSettings::default();
        let settings = RefinerSettings {
            switch: self.refiner_switch.unwrap_or(d.switch),
            aesthetic_score: self.refiner_aesthetic_score.unwrap_or(d.aesthetic_score),
            negative_aesthetic_score: self
                .refiner_negative_aesthetic_score
                .unwrap_or(d.negative_aesthetic_score),
        };
        settings.validate()?;
        Ok(Some((path.clone(), settings)))
    }
}

/// ControlNet inputs.
#[derive(Args)]
struct ControlArgs {
    /// A ControlNet and its control image: MODEL:IMAGE[:scale[:start:end]] (scale 1,
    /// start 0, end 1 by default; start/end are fractions of the steps). MODEL is a
    /// diffusers folder, a .safetensors file, or `random` (full-size random weights that
    /// fit the base model, for benchmarks). Repeat for several ControlNets.
    #[arg(long = "control", value_name = "MODEL:IMAGE[:scale[:start:end]]")]
    units: Vec<String>,
    /// canny, invert or none: how each image becomes its control map. Once for every
    /// --control, or once per --control in order.
    #[arg(long = "control-preprocess")]
    preprocess: Vec<String>,
    /// Canny's lower hysteresis threshold (gradient magnitude, as cv2.Canny).
    #[arg(long, default_value_t = 100.0)]
    canny_low: f32,
    /// Canny's upper hysteresis threshold.
    #[arg(long, default_value_t = 200.0)]
    canny_high: f32,
    /// How an image of another size meets the job's: crop, fit or stretch.
    #[arg(long, default_value = "crop")]
    control_resize: String,
}

/// img2img and inpainting.
#[derive(Args)]
struct Img2ImgArgs {
    /// Start from this image (PNG or JPEG) instead of noise; resized to --width x --height,
    /// which default to its own size (rounded down to a multiple of 8).
    #[arg(long)]
    init_image: Option<PathBuf>,
    /// How much of the image is repainted, 0 to 1: the last int(steps x strength) steps
    /// run (default 0.8; 1.0 with --mask).
    #[arg(long, allow_negative_numbers = true)]
    strength: Option<f64>,
    /// Inpainting mask (white = repaint, black = keep), resized like the image.
    #[arg(long)]
    mask: Option<PathBuf>,
    /// Gaussian blur of the mask in pixels: feathers the seam where the result is pasted
    /// over the input image (default 4, as A1111).
    #[arg(long, allow_negative_numbers = true)]
    mask_blur: Option<f64>,
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
    /// Write the preprocessed control map to this PNG (with several --control, one file
    /// each: NAME-1.png, NAME-2.png...).
    #[arg(long)]
    save_control: Option<PathBuf>,
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
    /// The preprocessed control map of each --control.
    control_maps: Vec<image::RgbImage>,
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
    let sampler: Sampler = a.sampler.parse()?;
    let offload: Offload = a.plan.offload.parse()?;
    let attention = AttentionMode::parse_slice(&a.plan.attention_slice)
        .map_err(|e| Error::field("--attention-slice", e))?;
    let vae_tile = VaeTile::parse(&a.plan.vae_tile).map_err(|e| Error::field("--vae-tile", e))?;
    let device = parse_device(&a.device)?;
    let dtype = parse_dtype(a.dtype.as_deref(), &device, "--dtype")?;
    let seed = a.seed.unwrap_or_else(|| rand::random::<u32>() as u64);
    let init = InitImageArgs {
        init_image: a.img2img.init_image.as_deref(),
        mask: a.img2img.mask.as_deref(),
        strength: a.img2img.strength,
        mask_blur: a.img2img.mask_blur,
    };
    let (w, h) = init.default_size()?.unwrap_or((512, 512));
    let (width, height) = (a.width.unwrap_or(w), a.height.unwrap_or(h));
    let mut req = GenerateRequest {
        prompt: a.prompt.clone().unwrap_or_default(),
        negative_prompt: a.negative_prompt.clone(),
        width,
        height,
        steps: a.steps,
        cfg: a.cfg,
        seed,
        sampler,
        init_noise,
        init_image: GenerateRequest::checked_size(width, height)
            .and_then(|_| init.load(width, height))?,
        controls: Vec::new(),
        refiner: None,
    };
    req.validate()?;
    if let Some(note) = init.resize_note(width, height)? {
        eprintln!("note: {note}");
    }
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
    let mut model = open_model(a)?;
    let (controls, maps) = control_units(&a.control, &mut model, req.width, req.height)?;
    req.controls = controls;
    if let Some((path, settings)) = a.refiner.settings()? {
        model.set_refiner(Some(Refiner::open_arg(&path, "--refiner")?))?;
        req.refiner = Some(settings);
    }
    req.validate()?;
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
        &job_shape(&model, &req, dtype, &device),
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
        control_maps: maps,
        _ballast: ballast,
    })
}

/// `MODEL:IMAGE[:scale[:start:end]]` as (model, image, scale, start, end). Numbers are
/// read from the right, so paths may hold ':' (a Windows drive letter included).
fn parse_control(spec: &str) -> Result<(String, PathBuf, f64, f64, f64)> {
    let bad = |why: &str| {
        Error::field(
            "--control",
            format!("'{spec}': {why}; expected MODEL:IMAGE[:scale[:start:end]]"),
        )
    };
    let mut parts: Vec<&str> = spec.split(':').collect();
    let numbers = |parts: &[&str], n: usize| -> Option<Vec<f64>> {
        if parts.len() < n + 2 {
            return None;
        }
        parts[parts.len() - n..]
            .iter()
            .map(|p| p.parse::<f64>().ok())
            .collect()
    };
    let (scale, start, end) = if let Some(v) = numbers(&parts, 3) {
        parts.truncate(parts.len() - 3);
        (v[0], v[1], v[2])
    } else if let Some(v) = numbers(&parts, 1) {
        parts.truncate(parts.len() - 1);
        (v[0], 0.0, 1.0)
    } else {
        (1.0, 0.0, 1.0)
    };
    // Rejoin a drive letter ("C" + "\\path") with what follows it.
    let mut joined: Vec<String> = Vec::new();
    for p in parts {
        match joined.last_mut() {
            Some(last) if last.len() == 1 && (p.starts_with('\\') || p.starts_with('/')) => {
                last.push(':');
                last.push_str(p);
            }
            _ => joined.push(p.to_string()),
        }
    }
    if joined.len() < 2 || joined.iter().any(|p| p.is_empty()) {
        return Err(bad("needs a model and an image"));
    }
    let model = joined.remove(0);
    Ok((model, PathBuf::from(joined.join(":")), scale, start, end))
}

/// The `--control-preprocess` of each of `n` units.
fn preprocessors(a: &ControlArgs, n: usize) -> Result<Vec<Preprocess>> {
    let one = |s: &str| match s {
        "none" => Ok(Preprocess::None),
        "invert" => Ok(Preprocess::Invert),
        "canny" => {
            let (low, high) = (a.canny_low, a.canny_high);
            if !(low.is_finite() && high.is_finite() && low >= 0.0 && low <= high) {
                return Err(Error::field(
                    "--canny-low",
                    format!("expected 0 <= --canny-low <= --canny-high, got {low} and {high}"),
                ));
            }
            Ok(Preprocess::Canny { low, high })
        }
        o => Err(Error::field(
            "--control-preprocess",
            format!("unknown preprocessor '{o}'; expected canny, invert or none"),
        )),
    };
    let all = a
        .preprocess
        .iter()
        .map(|s| one(s))
        .collect::<Result<Vec<_>>>()?;
    match all.len() {
        0 => Ok(vec![Preprocess::None; n]),
        1 => Ok(vec![all[0]; n]),
        k if k == n => Ok(all),
        k => Err(Error::field(
            "--control-preprocess",
            format!("given {k} times for {n} --control; give it once, or once per --control"),
        )),
    }
}

/// The job's ControlNet units (their ControlNets attached to `model`, each path once) and
/// their preprocessed maps.
fn control_units(
    a: &ControlArgs,
    model: &mut Model,
    width: usize,
    height: usize,
) -> Result<(Vec<ControlUnit>, Vec<image::RgbImage>)> {
    let resize: Resize = a
        .control_resize
        .parse()
        .map_err(|e: String| Error::field("--control-resize", e))?;
    let pre = preprocessors(a, a.units.len())?;
    let specs = a
        .units
        .iter()
        .zip(pre)
        .map(|(spec, preprocess)| {
            let (model, image, scale, start, end) = parse_control(spec)?;
            Ok(ControlSpec {
                model,
                image: image.display().to_string(),
                preprocess,
                resize,
                scale,
                start,
                end,
                enabled: true,
            })
        })
        .collect::<Result<Vec<_>>>()?;
    controls::units_of(&specs, model, width, height, "--control")
}

/// Writes the control maps for `--save-control`.
fn save_controls(path: &Path, maps: &[image::RgbImage]) -> Result<()> {
    for (k, map) in maps.iter().enumerate() {
        let p = if maps.len() == 1 {
            path.to_path_buf()
        } else {
            let stem = path
                .file_stem()
                .and_then(|s| s.to_str())
                .unwrap_or("control");
            let ext = path.extension().and_then(|s| s.to_str()).unwrap_or("png");
            path.with_file_name(format!("{stem}-{}.{ext}", k + 1))
        };
        map.save(&p)
            .map_err(|e| Error::file(&p, format!("cannot write the control map: {e}")))?;
        println!("control map: {}", p.display());
    }
    Ok(())
}

fn print_step(e: Event<'_>) -> bool {
    match e {
        Event::Step { step, total, .. } => eprintln!("step {step}/{total}"),
        Event::Fallback {
            phase, to, error, ..
        } => eprintln!(
            "fallback: out of memory in {}; retrying with {} ({})",
            phase.plan_name(),
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
            serde_json::json!({"phase": phase.plan_name(), "plan": plan.to_json(), "error": error})
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
    if let Some(p) = &a.save_control {
        if job.control_maps.is_empty() {
            return Err(Error::field("--save-control", "no --control given to save"));
        }
        save_controls(p, &job.control_maps)?;
    }
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
        "vae_dtype": format!("{:?}", out.vae_dtype).to_lowercase(),
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
    if let Some(r) = &job.model.refiner {
        let shape = job_shape(&job.model, &job.req, job.dtype, &job.device);
        println!(
            "refiner: {} takes over after {} of the base's steps and runs {} ({:.0} MiB of weights)",
            r.name,
            shape.steps,
            shape.refiner_steps,
            mib(c.weights.refiner_unet + c.weights.refiner_text_encoder)
        );
    }
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
        sampler.set_phase(Phase::Loading);
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
        "vae_dtype": format!("{:?}", first.vae_dtype).to_lowercase(),
        "peak_vram_mem_get_info_bytes": peaks.mem_get_info_used,
        "peak_vram_nvml_process_bytes": peaks.nvml_process,
        "peak_vram_mem_get_info_by_phase_bytes": vram::PHASES.iter().zip(peaks.by_phase)
            .map(|(p, b)| (p.name().to_string(), serde_json::json!(b))).collect::<serde_json::Map<_, _>>(),
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
            // A refiner is no model of its own: described as one when it opens as one, else
            // the model's error stands.
            let described = match Model::open(&model, &OpenOptions::default()) {
                Ok(m) => info::model_info(&m),
                Err(e) => match Refiner::open(&model) {
                    Ok(r) => info::refiner_info(&r),
                    Err(_) => return Err(e),
                },
            };
            println!(
                "{}",
                serde_json::to_string_pretty(&described).map_err(|e| Error::msg(e.to_string()))?
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
