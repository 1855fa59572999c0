//! `candela-engine bench`: times a job and samples its peak VRAM per phase; prints JSON.
use crate::args::JobArgs;
use crate::fallbacks_json;
use crate::prepare::prepare;
use candela_engine::pipeline::Event;
use candela_engine::protocol::Phase;
use candela_engine::vram;
use candela_engine::{Error, Result};
use std::path::{Path, PathBuf};
use std::time::Instant;

pub fn bench(
    a: &JobArgs,
    jobs: usize,
    out_dir: Option<PathBuf>,
    prompts: Option<&Path>,
) -> Result<()> {
    let mut job = prepare(a, None)?;
    let prompts = match prompts {
        Some(path) => {
            let text = candela_engine::input::read_to_string(path)?;
            let lines: Vec<String> = text
                .lines()
                .map(str::trim)
                .filter(|l| !l.is_empty())
                .map(String::from)
                .collect();
            if lines.is_empty() {
                return Err(Error::field(
                    "--prompts",
                    format!("{} has no prompt (one per line)", path.display()),
                ));
            }
            lines
        }
        None => vec![job.req.prompt.clone()],
    };
    job.choice.check_fits()?;
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
    let mut after_nvml = Vec::new();
    let before_nvml = vram::nvml_process_bytes_now();
    for i in 0..jobs.max(1) {
        job.req.prompt = prompts[i % prompts.len()].clone();
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
        after_nvml.push(vram::nvml_process_bytes_now());
        runs.push((out, total_s));
    }
    let peaks = sampler.finish();
    let (first, total_s) = &runs[0];
    let pool = vram::pool_in_use(&job.device);
    let summary = serde_json::json!({
        "device": format!("{:?}", job.device),
        "dtype": format!("{:?}", job.dtype).to_lowercase(),
        "width": job.req.width, "height": job.req.height, "steps": job.req.steps,
        "plan": first.plan.to_json(), "fallbacks": fallbacks_json(first),
        "predicted": job.choice.to_json(),
        "ms_per_step_median": first.median_step_ms(),
        "ms_per_step_median_per_job": runs.iter().map(|(o, _)| o.median_step_ms()).collect::<Vec<_>>(),
        "total_s": total_s - first.load_s, "vae_s": first.vae_s, "load_s": first.load_s,
        "vae_s_per_job": runs.iter().map(|(o, _)| o.vae_s).collect::<Vec<_>>(),
        "vae_dtype": format!("{:?}", first.vae_dtype).to_lowercase(),
        "peak_vram_mem_get_info_bytes": peaks.mem_get_info_used,
        "peak_vram_nvml_process_bytes": peaks.nvml_process,
        "peak_vram_mem_get_info_by_phase_bytes": vram::Peaks::phase_json(&peaks.by_phase),
        "peak_vram_nvml_process_by_phase_bytes": vram::Peaks::phase_json(&peaks.nvml_by_phase),
        "pool_high_by_phase_bytes": vram::Peaks::phase_json(&peaks.pool_by_phase),
        "context": vram::Context::measured(),
        "stack_bytes_end": vram::stack_limit_now(&job.device),
        "pool": pool.map(|p| p.0),
        "pool_foreign_calls": pool.map(|p| p.1),
        "convolution": candela_engine::kernels::convolution_path(&job.device),
        "ballast_bytes": job._ballast.as_ref().map_or(0, |b| b.bytes),
        "nvml_process_before_jobs_bytes": before_nvml,
        "nvml_process_after_each_job_bytes": after_nvml,
        "prompts": prompts.len().min(jobs.max(1)),
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
