//! candela-engine: the engine's command line (generate, tokenize, info).
use candela_engine::model::{Model, OpenOptions};
use candela_engine::nets::attention::AttentionMode;
use candela_engine::pipeline::{parse_dtype, txt2img_to_png, Event, GenerateRequest, Nets};
use candela_engine::sampling::{PredictionType, SamplerKind};
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

#[derive(Args)]
struct GenerateArgs {
    /// A diffusers folder or a single-file .safetensors checkpoint.
    #[arg(long, required_unless_present = "random_weights")]
    model: Option<PathBuf>,
    /// A full-size architecture with random weights instead of --model (sd15, sdxl).
    #[arg(long, conflicts_with = "model")]
    random_weights: Option<String>,
    #[arg(long)]
    prompt: String,
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
    /// Attention in slices: off, auto, or N query rows at a time (same result, less memory).
    #[arg(long, default_value = "off")]
    attention_slice: String,
    /// Override the checkpoint's prediction type: epsilon or v_prediction.
    #[arg(long)]
    prediction_type: Option<String>,
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

fn open_model(a: &GenerateArgs) -> Result<Model> {
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

fn generate(a: GenerateArgs) -> Result<()> {
    let sampler: SamplerKind = a.sampler.parse()?;
    let device = parse_device(&a.device)?;
    let dtype = parse_dtype(a.dtype.as_deref(), &device, "--dtype")?;
    let seed = a.seed.unwrap_or_else(|| rand::random::<u32>() as u64);
    let init_noise = a.init_noise.as_deref().map(load_noise).transpose()?;
    let req = GenerateRequest {
        prompt: a.prompt.clone(),
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
    if a.out.exists() && a.out.is_dir() {
        return Err(Error::field(
            "--out",
            format!("{} is a folder; expected a .png file path", a.out.display()),
        ));
    }
    let model = open_model(&a)?;
    let t_load = Instant::now();
    let attention = AttentionMode::parse_slice(&a.attention_slice)
        .map_err(|e| Error::field("--attention-slice", e))?;
    let mut nets = Nets::load(&model, &device, dtype)?;
    nets.set_attention(attention);
    let load_s = t_load.elapsed().as_secs_f64();
    let out = txt2img_to_png(&model, &nets, &req, &a.out, &mut |e| {
        if let Event::Step { step, total, .. } = e {
            eprintln!("step {step}/{total}");
        }
        true
    })?;
    if let Some(p) = &a.save_latents {
        let map = std::collections::HashMap::from([(
            "latents".to_string(),
            out.latents.to_device(&Device::Cpu)?,
        )]);
        candle_core::safetensors::save(&map, p)
            .map_err(|e| Error::file(p, format!("cannot write: {e}")))?;
    }
    let summary = serde_json::json!({
        "image": out.path, "seed": seed, "device": format!("{device:?}"), "dtype": format!("{dtype:?}").to_lowercase(),
        "load_s": load_s, "ms_per_step_median": out.median_step_ms(), "step_ms": out.step_ms, "vae_s": out.vae_s,
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
    std::panic::set_hook(Box::new(|p| {
        let msg = p
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| p.payload().downcast_ref::<String>().cloned())
            .unwrap_or_default();
        eprintln!(
            "error: internal error: {msg} (at {})",
            p.location().map(|l| l.to_string()).unwrap_or_default()
        );
    }));
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
            eprintln!("error: {}", e.to_string().lines().next().unwrap_or(""));
            std::process::exit(1);
        }
        Err(_) => std::process::exit(101),
    }
}
