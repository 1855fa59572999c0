//! candela-engine: the engine's command line (generate, plan, bench, tokenize, info,
//! download, serve). The flags are `args`'s; a job is read into the protocol's request and built by
//! the library's job builder (`prepare`), as the worker builds its jobs; `bench` measures.
mod args;
mod bench;
mod control_args;
mod declared;
mod download;
mod img2img_args;
mod lever_args;
mod prepare;
mod sd3_args;

use args::{parse_device, Cli, Command, GenerateArgs, JobArgs};
use candela_engine::attach::{Model, Refiner};
use candela_engine::model::OpenOptions;
use candela_engine::pipeline::run::{job_shape, JobOutput};
use candela_engine::pipeline::{parse_dtype, Event};
use candela_engine::{info, Error, Result};
use candle_core::Device;
use clap::Parser;
use prepare::{load_noise, prepare};
use std::path::Path;

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

pub(crate) fn fallbacks_json(out: &JobOutput) -> serde_json::Value {
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
    candela_engine::output::check_writable(&a.out)?;
    let init_noise = a.init_noise.as_deref().map(load_noise).transpose()?;
    let job = prepare(&a.job, init_noise)?;
    job.choice.check_fits()?;
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
        mib(c.peaks.text_encoding + c.overhead),
        mib(c.peaks.denoising + c.overhead),
        mib(c.peaks.vae + c.overhead)
    );
    if c.overhead > 0 {
        println!(
            "counted: weights, activations and the memory pool's reserve per phase, plus {:.0} MiB outside the pool (the CUDA context and room for kernels and BLAS workspaces)",
            mib(c.overhead)
        );
    }
    println!(
        "predicted time: {:.1} s ({:.1} ms/step, VAE {:.2} s, transfers {:.2} s)",
        c.time.total_s,
        c.time.step_s * 1000.0,
        c.time.vae_s,
        c.time.transfer_s
    );
    let shape = job_shape(&job.model, &job.req, job.dtype, &job.device);
    if !job.model.loras.is_empty() {
        let (own, base) = job.model.lora_host_bytes(job.dtype);
        println!(
            "loras: {} merged into the weights in place (no VRAM beyond one layer while merging); host memory: {:.0} MiB of LoRA tensors and {:.0} MiB of base weights kept to restore",
            job.model.loras.len(),
            mib(own),
            mib(base)
        );
        let kept = candela_engine::planner::separate_delta_bytes(&job.model, &shape, &c.plan);
        if kept != Default::default() {
            println!(
                "lora separate deltas (--lora-apply {}): {:.2} MiB on the device beside the UNet's weights, {:.2} MiB beside the text encoders' (counted in the peaks above; those layers are not merged)",
                c.plan.lora_apply.name(),
                mib(kept.unet),
                mib(kept.text_encoders)
            );
        }
    }
    if let Some(r) = &job.model.refiner {
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

fn run(cli: Cli) -> Result<()> {
    match cli.command {
        Command::Generate(a) => generate(*a),
        Command::Plan { job, json } => plan(&job, json),
        Command::Bench {
            job,
            jobs,
            out_dir,
            prompts,
        } => bench::bench(&job, jobs, out_dir, prompts.as_deref()),
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
        Command::Download {
            repo_id,
            revision,
            include,
        } => download::download(&repo_id, &revision, &include),
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

/// clap's multi-line messages folded into one line (usage hints dropped); a number out of
/// its range reads as the engine's own errors do: `error: --steps: expected ...`.
fn one_line(e: &clap::Error) -> String {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    if e.kind() == ErrorKind::ValueValidation {
        let arg = e.get(ContextKind::InvalidArg);
        if let (Some(ContextValue::String(arg)), Some(why)) = (arg, std::error::Error::source(e)) {
            let flag = arg.split_whitespace().next().unwrap_or(arg);
            return format!("error: {flag}: {why}");
        }
    }
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
