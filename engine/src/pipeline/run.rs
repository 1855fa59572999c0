//! A job (text-to-image, img2img, inpainting, with ControlNets and the refiner) run
//! through its phases under a memory plan, kept alive through out-of-memory errors.
//!
//! Each phase (text encoding, denoising, VAE decode) runs under the current plan. When a
//! phase fails with an out-of-memory error (CUDA's, cuBLAS's, or the allocator's), the
//! engine drops what that attempt held, moves to the next lower plan that helps that
//! phase ([`planner::fallback`]: slicing, then tiling, then model offload, then
//! sequential), rebuilds the nets if the offload mode changed, reports the fallback and
//! retries the phase from its start. Only when the lowest plan fails does the job fail,
//! saying how much it needed and how much was free.
//!
//! `CANDELA_INJECT_OOM` (a test hook): a comma-separated list of phase names; each entry
//! makes one attempt of that phase fail as if the device were out of memory, so the
//! fallback order can be tested on any machine.
use super::conditioning::{text_embeddings, Conditioning};
use super::decode::{all_finite, decode, non_finite_error};
use super::denoise::denoise_from;
use super::placed::Nets;
use super::request::{Event, GenerateRequest};
use crate::attach::Model;
use crate::nets::tiled::VaeTile;
use crate::output::{check_writable, encode_png, save_or_rescue, Parameters};
use crate::planner::{self, Backend, JobShape, Plan};
use crate::protocol::Phase;
use crate::{Error, Result};
use candle_core::{DType, Device, Tensor};
use std::path::{Path, PathBuf};

/// What a finished job produced.
pub struct JobOutput {
    pub path: PathBuf,
    pub parameters: String,
    /// The final latents, on the CPU: nothing a job returns holds device memory (a small
    /// tensor kept on the device pins a whole pool chunk).
    pub latents: Tensor,
    /// Wall time of each denoising step, synchronized with the device.
    pub step_ms: Vec<f64>,
    pub vae_s: f64,
    /// The dtype the VAE decoded in (SDXL leaves f16: bf16 on cards with native bf16,
    /// else f32).
    pub vae_dtype: DType,
    /// Seconds spent building nets (loading or re-placing weights) during the job.
    pub load_s: f64,
    /// The plan the job finished with (lower than asked after a fallback).
    pub plan: Plan,
    /// Each fallback taken: (phase, the plan it moved to, the error).
    pub fallbacks: Vec<(Phase, Plan, String)>,
}

impl JobOutput {
    pub fn median_step_ms(&self) -> f64 {
        let mut s = self.step_ms.clone();
        s.sort_by(f64::total_cmp);
        s.get(s.len() / 2).copied().unwrap_or(0.0)
    }
}

/// Whether `e` is a device out-of-memory error.
pub fn is_oom(e: &Error) -> bool {
    let text = e.to_string().to_lowercase();
    [
        "out of memory",
        "out_of_memory",
        "alloc_failed",
        "cudaerrormemoryallocation",
    ]
    .iter()
    .any(|m| text.contains(m))
}

/// The planner's backend for `device`.
pub fn backend(device: &Device) -> Backend {
    if device.is_cuda() {
        Backend::Cuda
    } else {
        Backend::Cpu
    }
}

/// The planner's view of `req` in `dtype` on `device` (which decides the VAE's dtype).
pub fn job_shape(model: &Model, req: &GenerateRequest, dtype: DType, device: &Device) -> JobShape {
    let emphasis = req.prompt_options.emphasis;
    let chunks = |t: &str| {
        let text = crate::attach::lora::prompt_text(t);
        crate::prompt::chunk_count(&model.tokenizer, &text, emphasis)
    };
    // img2img runs only the last steps its strength leaves (by its rule).
    let steps = req
        .init_image
        .as_ref()
        .map_or(req.steps, |i| i.steps_run(req.steps).max(1));
    let first_step = req.steps - steps;
    // UNet evaluations, as the loop counts them: two a step for second-order samplers
    // (Heun, DPM2, DPM2 a, DPM++ SDE; their first step's one and the last's one less). With
    // a refiner, the base hands those past the switch to it.
    let (steps, refiner_steps) = match (&req.refiner, &model.refiner) {
        (Some(settings), Some(refiner)) => crate::attach::refiner::split_steps(
            model,
            refiner,
            (req.sampler, req.schedule),
            req.steps,
            first_step,
            settings,
        )
        .unwrap_or((steps, 0)),
        _ => (unet_evaluations(model, req, first_step).unwrap_or(steps), 0),
    };
    JobShape {
        width: req.width,
        height: req.height,
        steps,
        cfg: req.cfg,
        chunks: chunks(&req.prompt).max(chunks(&req.negative_prompt)),
        dtype,
        vae_dtype: model.vae_dtype_on(dtype, device),
        control_units: req.controls.len(),
        refiner_steps,
    }
}

/// The UNet evaluations of `req`'s sampler from step `first_step` on (None where no
/// k-diffusion-style sampler applies, as for SD 3).
fn unet_evaluations(model: &Model, req: &GenerateRequest, first_step: usize) -> Option<usize> {
    if model.is_sd3() {
        return None;
    }
    let noise = crate::rng::JobNoise::new(req.rng, 0).for_sampler(1);
    let sampler = crate::sampling::build_sampler_with_noise(
        req.sampler,
        req.schedule,
        &model.scheduler,
        req.steps,
        noise,
    )
    .ok()?;
    Some(sampler.timesteps().len() - first_step * sampler.order())
}

/// Injected failures left, from `CANDELA_INJECT_OOM`.
struct Injected(Vec<String>);

impl Injected {
    fn from_env() -> Self {
        Injected(
            std::env::var("CANDELA_INJECT_OOM")
                .unwrap_or_default()
                .split(',')
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(String::from)
                .collect(),
        )
    }

    fn check(&mut self, phase: Phase) -> Result<()> {
        match self.0.iter().position(|p| p == phase.plan_name()) {
            Some(i) => {
                self.0.remove(i);
                Err(Error::msg(format!(
                    "CUDA_ERROR_OUT_OF_MEMORY: out of memory (injected by CANDELA_INJECT_OOM in {})",
                    phase.plan_name()
                )))
            }
            None => Ok(()),
        }
    }
}

/// Nets for `plan` in `slot`, rebuilt (after dropping the old ones) when the offload mode,
/// the weights' dtypes, the nets' devices, the declared levers or the model's declared
/// attachments differ; attention set to the plan's.
fn nets_for<'a>(
    slot: &'a mut Option<Nets>,
    model: &Model,
    device: &Device,
    dtype: DType,
    plan: &Plan,
    load_s: &mut f64,
) -> Result<&'a Nets> {
    if slot.as_ref().is_none_or(|n| {
        n.offload != plan.offload
            || n.dtype != dtype
            || n.storage != plan.weights
            || n.on_cpu != plan.on_cpu()
            || n.levers != plan.levers
            || n.declared() != model.declared_sources()
    }) {
        let t = std::time::Instant::now();
        *slot = None;
        crate::vram::trim_pool(device);
        *slot = Some(Nets::load_placed(
            model,
            device,
            dtype,
            plan.offload,
            plan.weights,
            plan.on_cpu(),
            plan.levers,
        )?);
        device.synchronize()?;
        *load_s += t.elapsed().as_secs_f64();
    }
    let nets = slot.as_mut().expect("just loaded");
    // The refiner came, went or changed since the nets were built: only its nets change.
    if nets.refiner_path() != model.refiner.as_ref().map(|r| r.path.as_path()) {
        let t = std::time::Instant::now();
        nets.set_refiner(model)?;
        *load_s += t.elapsed().as_secs_f64();
    }
    // The --vae changed: only the VAE is rebuilt.
    let vae = model.vae_override.as_ref().map(|v| v.path.as_path());
    if nets.vae_source() != vae {
        let t = std::time::Instant::now();
        nets.set_vae(model)?;
        *load_s += t.elapsed().as_secs_f64();
    }
    // LoRAs, their strengths or how they apply changed: merged in place or kept as
    // separate deltas, nothing read from disk.
    if !nets.has_loras_as(&model.loras, plan.lora_apply) {
        let t = std::time::Instant::now();
        nets.set_loras_as(&model.loras, plan.lora_apply)?;
        *load_s += t.elapsed().as_secs_f64();
    }
    if nets.attention() != plan.attention {
        nets.set_attention(plan.attention);
    }
    nets.set_stream_slots(plan.slot_count(model.unet.is_some()));
    nets.vae_tile = plan.vae_tile.map_or(VaeTile::Off, VaeTile::Pixels);
    nets.vae_tile_overlap = plan.vae_tile_overlap;
    nets.vae_tile_store_gpu = plan.tile_store_on_gpu();
    Ok(nets)
}

/// Runs `req` under `plan` with the nets in `slot` (loading them, or rebuilding them as the
/// plan needs: an out-of-memory error while loading falls back like any other), saves the PNG at `out` (or the next free name), and falls back on
/// out-of-memory errors as the module says.
#[allow(clippy::too_many_arguments)]
pub fn run_job(
    model: &Model,
    slot: &mut Option<Nets>,
    device: &Device,
    dtype: DType,
    req: &GenerateRequest,
    plan: Plan,
    out: &Path,
    on_event: &mut dyn FnMut(Event<'_>) -> bool,
) -> Result<JobOutput> {
    req.validate()?;
    check_writable(out)?;
    // The model's hash goes in the PNG's parameters; it is read beside the work.
    model.start_hash();
    let shape = job_shape(model, req, dtype, device);
    let mut plan = plan;
    let mut fallbacks = Vec::new();
    let mut injected = Injected::from_env();
    let mut load_s = 0.0;
    // Runs one phase, retrying it under lower plans after out-of-memory errors.
    macro_rules! phase {
        ($phase:expr, |$nets:ident| $body:expr) => {{
            loop {
                let attempt = (|| -> Result<_> {
                    let $nets = nets_for(slot, model, device, dtype, &plan, &mut load_s)?;
                    injected.check($phase)?;
                    $body
                })();
                match attempt {
                    Err(e) if is_oom(&e) => {
                        crate::vram::trim_pool(device);
                        let next =
                            planner::fallback(model, &shape, &plan, $phase, backend(device))?;
                        let Some(next) = next else {
                            return Err(out_of_memory(model, &shape, &plan, $phase, device, &e));
                        };
                        on_event(Event::Fallback {
                            phase: $phase,
                            from: plan,
                            to: next,
                            error: e.to_string(),
                        });
                        fallbacks.push(($phase, next, e.to_string()));
                        plan = next;
                    }
                    other => break other?,
                }
            }
        }};
    }
    // Loading is a phase of its own, so each later phase's peak is that phase's work.
    on_event(Event::Phase(Phase::Loading));
    phase!(Phase::TextEncoding, |_nets| Ok(()));
    crate::vram::trim_pool(device);
    on_event(Event::Phase(Phase::TextEncoding));
    let conditioning = phase!(Phase::TextEncoding, |nets| crate::profile::time(
        "text_encoder",
        device,
        || text_embeddings(model, nets, req)
    ));
    // Each phase starts from what the plan keeps resident: the pool's leftovers from the
    // previous phase go back while what the phase hands on crosses through the host
    // (`boundary::cross` trims), so per-phase peaks are that phase's own.
    let conditioning = super::boundary::cross(device, conditioning, Conditioning::to_device)?;
    // img2img / inpainting: the VAE encode runs under the VAE's plan (tiling helps it).
    let start = match &req.init_image {
        Some(init) => {
            super::start::check_unet(model, Some(init))?;
            on_event(Event::Phase(Phase::Encoding));
            Some(phase!(Phase::Encoding, |nets| {
                let r = super::start::prepare(model, nets, init, req.steps);
                device.synchronize().ok();
                r
            }))
        }
        None => None,
    };
    let start = start
        .map(|start| super::boundary::cross(device, start, super::start::Start::to_device))
        .transpose()?;
    on_event(Event::Phase(Phase::Denoising));
    let mut step_ms = Vec::with_capacity(req.steps);
    let latents = phase!(Phase::Denoising, |nets| {
        step_ms.clear();
        let mut last = std::time::Instant::now();
        denoise_from(model, nets, req, &conditioning, start.as_ref(), &mut |e| {
            if let Event::Step { .. } = e {
                device.synchronize().ok();
                step_ms.push(last.elapsed().as_secs_f64() * 1000.0);
            }
            let keep_going = on_event(e);
            last = std::time::Instant::now();
            keep_going
        })
    });
    if !all_finite(&latents)? {
        let components = [
            "unet",
            "text_encoder",
            "text_encoder_2",
            "refiner.unet",
            "refiner.text_encoder_2",
        ];
        return Err(non_finite_error(model, &components, "UNet", dtype));
    }
    drop((conditioning, start));
    let latents = super::boundary::cross(device, latents, super::boundary::tensor_to)?;
    on_event(Event::Phase(Phase::Decoding));
    let t_vae = std::time::Instant::now();
    let (w, h, rgb) = phase!(Phase::Decoding, |nets| {
        let r = decode(model, nets, &latents);
        device.synchronize().ok();
        r
    });
    let vae_s = t_vae.elapsed().as_secs_f64();
    let vae_dtype = slot.as_ref().map_or(dtype, |n| n.vae_dtype);
    let rgb = match &req.init_image {
        Some(init) => init.overlay(rgb)?,
        None => rgb,
    };
    let mut parameters = Parameters {
        prompt: crate::attach::png::recorded_prompt(
            &req.prompt,
            &req.negative_prompt,
            &model.loras,
        ),
        negative_prompt: req.negative_prompt.clone(),
        steps: req.steps,
        sampler: crate::sampling::names::a1111_parameters(req.sampler, req.schedule)
            .trim_start_matches("Sampler: ")
            .to_string(),
        cfg: req.cfg,
        seed: req.seed,
        width: w,
        height: h,
        model_name: model.name.clone(),
        model_hash: model.short_hash()?,
    }
    .to_a1111();
    parameters.push_str(&a1111_extras(req));
    if let Some(sd3) = &model.sd3 {
        parameters.push_str(&super::sd3_denoise::png_keys(sd3));
        if let Some(g) = &req.skip_layer_guidance {
            parameters.push_str(&super::sd3_denoise::skip_layer_keys(g));
        }
    }
    if let Some(init) = &req.init_image {
        parameters.push_str(&init.a1111_parameters());
    }
    // A1111's own keys for its refiner.
    if let (Some(settings), Some(refiner)) = (&req.refiner, &model.refiner) {
        parameters.push_str(&format!(
            ", Refiner: {}, Refiner switch at: {}",
            refiner.name, settings.switch
        ));
    }
    if let Some(v) = &model.vae_override {
        parameters.push_str(&format!(", VAE hash: {}, VAE: {}", v.short_hash()?, v.name));
    }
    // Each declared attachment's own keys.
    parameters.push_str(&crate::attach::png::declared_keys(&model.declared)?);
    // A1111's keys for LoRAs and embeddings.
    parameters.push_str(&crate::attach::png::hash_keys(
        &model.loras,
        &model.embeddings,
        &[&req.prompt, &req.negative_prompt],
    )?);
    let path = save_or_rescue(out, &encode_png(w, h, &rgb, &parameters)?)?;
    Ok(JobOutput {
        path,
        parameters,
        latents: latents.to_device(&Device::Cpu)?,
        step_ms,
        vae_s,
        vae_dtype,
        load_s,
        plan,
        fallbacks,
    })
}

/// A1111's keys for what Candela adds to its base line: `Clip skip` (past 1), `Emphasis`
/// (when not "Original" and a prompt has brackets, as A1111 writes it) and `RNG`; and
/// Candela's `SDE tree RNG` (a tree sampler, `sampling::draws_tree`, with `--sde-tree-rng`
/// other than auto).
fn a1111_extras(req: &GenerateRequest) -> String {
    let mut s = String::new();
    let o = req.prompt_options;
    if req.cfg_rescale > 0.0 {
        s.push_str(&format!(", CFG rescale: {}", req.cfg_rescale));
    }
    if o.clip_skip > 1 {
        s.push_str(&format!(", Clip skip: {}", o.clip_skip));
    }
    let brackets = |t: &str| t.contains('(') || t.contains('[');
    if o.emphasis != crate::prompt::Emphasis::Original
        && (brackets(&req.prompt) || brackets(&req.negative_prompt))
    {
        s.push_str(&format!(", Emphasis: {}", o.emphasis.a1111_name()));
    }
    s.push_str(&format!(", RNG: {}", req.rng.a1111_name()));
    // Candela's own key (A1111 records no tree source): only where a tree is drawn and the
    // job chose its source, so a restore gets the same tree back.
    if let (true, Some(tree)) = (
        crate::sampling::draws_tree(req.sampler),
        req.sde_tree_rng.a1111_name(),
    ) {
        s.push_str(&format!(", SDE tree RNG: {tree}"));
    }
    s
}

/// The error when even the lowest plan ran out of memory.
fn out_of_memory(
    model: &Model,
    shape: &JobShape,
    plan: &Plan,
    phase: Phase,
    device: &Device,
    cause: &Error,
) -> Error {
    let mib = |b: u64| b / (1 << 20);
    let needed = planner::predict(model, shape, plan, backend(device))
        .map(|p| p.of(phase))
        .unwrap_or(0);
    let free = match crate::vram::device_memory(device) {
        Some((free, total)) => format!("{} MiB of {} MiB were free", mib(free), mib(total)),
        None => "the device's free memory is unknown".into(),
    };
    Error::msg(format!(
        "out of memory in {} even with the lowest plan ({}): it needs about {} MiB; {free} ({})",
        phase.plan_name(),
        plan.flags(),
        mib(needed),
        cause.to_string().lines().next().unwrap_or("")
    ))
}
