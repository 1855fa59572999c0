//! A job's predicted time: multiply-adds at a measured throughput, plus the bytes offload
//! moves over the bus.
use super::plan::{Backend, JobShape, Plan};
use super::weights::WeightSizes;
use crate::attach::Model;
use crate::model::config::{UNetConfig, VaeConfig};
use crate::nets::controlnet::stage_specs as controlnet_specs;
use crate::nets::unet::{StageKind, StageSpec};
use crate::protocol::Offload;
use candle_core::DType;

/// The UNet's effective throughput (a multiply-add counts 2 FLOPs) and the host-to-device
/// rate, fitted to H200 measurements (SD 1.5 at 512: 18.2 ms/step; docs/benchmarks.md);
/// the CPU figure is this project's 2-core build machine.
pub(super) fn flops_per_s(backend: Backend, dtype: DType) -> f64 {
    match (backend, dtype) {
        (Backend::Cuda, DType::F32) => 30e12,
        (Backend::Cuda, _) => 88e12,
        (Backend::Cpu, _) => 60e9,
    }
}

/// The VAE's convolutions at full resolution run at about 0.45x the UNet's rate (SD 1.5
/// decode at 512: 44 ms on the H200).
pub(super) const VAE_RATE: f64 = 0.45;
pub(super) const HOST_TO_DEVICE_BYTES_PER_S: f64 = 20e9;

/// Predicted seconds of a job: denoising steps, the VAE decode, and the weights moved.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TimeEstimate {
    pub step_s: f64,
    pub vae_s: f64,
    /// Bytes moved host-to-device per job (model offload) or per step (sequential),
    /// already included in the totals.
    pub transfer_s: f64,
    pub total_s: f64,
}

/// Predicted time of `job` under `plan` on `backend`.
pub fn predict_time(
    model: &Model,
    job: &JobShape,
    plan: &Plan,
    backend: Backend,
    w: &WeightSizes,
) -> TimeEstimate {
    let rate = flops_per_s(backend, job.dtype);
    let b = if job.cfg > 1.0 { 2.0 } else { 1.0 };
    let (h, wd) = ((job.height / 8) as u64, (job.width / 8) as u64);
    let units = job.control_units as f64;
    let control = match model.controlnets.first() {
        Some(cn) => units * stages_flops(&cn.config.unet(), &controlnet_specs(&cn.config), h, wd),
        None => units * super::sd3_control::controlnet_flops(model, h, wd),
    };
    let denoiser = match (&model.unet, &model.sd3) {
        (Some(u), _) => unet_flops(&u.config, h, wd),
        (None, Some(sd3)) => super::sd3::mmdit_flops(&sd3.transformer.config, h, wd),
        (None, None) => 0.0,
    };
    let compute = b * (denoiser + control) / rate;
    let vae_s = vae_flops(&model.vae.config, h, wd) / (rate * VAE_RATE);
    let bus = |bytes: u64| bytes as f64 / HOST_TO_DEVICE_BYTES_PER_S;
    // What the declared levers move once a job and spare every step (`planner/levers`).
    let at = super::levers::Context {
        model,
        job,
        plan,
        backend,
        weights: w,
    };
    let spared = super::levers::spared_every_step(&at);
    // Seconds of copies once per job, and per step (overlapping the step's compute).
    let (per_job, per_step) = match plan.offload {
        Offload::None => (0.0, 0.0),
        Offload::Model => (bus(w.total()), 0.0),
        Offload::Sequential => (
            bus(w.text_encoder + w.refiner_text_encoder + w.vae_decoder),
            bus((w.unet - w.unet_resident).saturating_sub(spared) + units_streamed(model, job, w)),
        ),
    };
    let step_s = compute.max(per_step);
    // The refiner's steps: its own UNet (streamed per step under sequential offload).
    let (refiner_step_s, refiner_per_step) = match &model.refiner {
        Some(r) if job.refiner_steps > 0 => {
            let per_step = match plan.offload {
                Offload::Sequential => bus(w.refiner_unet - w.refiner_unet_resident),
                _ => 0.0,
            };
            let compute = b * unet_flops(&r.unet.config, h, wd) / rate;
            (compute.max(per_step), per_step)
        }
        _ => (0.0, 0.0),
    };
    let refiner_steps = job.refiner_steps as f64;
    let per_job = per_job + bus(super::levers::moved_once_a_job(&at));
    TimeEstimate {
        step_s,
        vae_s,
        transfer_s: per_job + job.steps as f64 * per_step + refiner_steps * refiner_per_step,
        total_s: job.steps as f64 * step_s + refiner_steps * refiner_step_s + vae_s + per_job,
    }
}

/// Bytes the ControlNet units stream per step under sequential offload: each unit's
/// ControlNet once (approximated by the average ControlNet's streamed part).
pub(super) fn units_streamed(model: &Model, job: &JobShape, w: &WeightSizes) -> u64 {
    let n = (model.controlnets.len() + model.sd3_controlnets.len()) as u64;
    if n == 0 {
        return 0;
    }
    (w.controlnets / n) * job.control_units as u64
}

/// Multiply-adds x2 of one UNet forward for one image at `h` x `w` latent pixels.
pub(super) fn unet_flops(cfg: &UNetConfig, h: u64, w: u64) -> f64 {
    stages_flops(cfg, &cfg.stage_specs(), h, w)
}

/// Multiply-adds x2 of `specs` (stages of `cfg`) for one image at `h` x `w` latent pixels.
pub(super) fn stages_flops(cfg: &UNetConfig, specs: &[StageSpec], h: u64, w: u64) -> f64 {
    let (mut hh, mut ww) = (h, w);
    let ctx = cfg.cross_attention_dim as f64;
    let mut total = 0f64;
    for stage in specs.iter().cloned() {
        let p = (hh * ww) as f64;
        total += match stage.kind {
            StageKind::ConvIn { c_in, c_out } | StageKind::Out { c_in, c_out } => {
                9.0 * (c_in * c_out) as f64 * p
            }
            StageKind::Resnet { c_in, c_out } => {
                let (ci, co) = (c_in as f64, c_out as f64);
                9.0 * ci * co * p
                    + 9.0 * co * co * p
                    + if c_in != c_out { ci * co * p } else { 0.0 }
            }
            StageKind::Transformer {
                channels, depth, ..
            } => {
                let c = channels as f64;
                let tokens = 77.0;
                // proj in/out; per block: self-attn qkv+out, cross q/out (k/v on 77
                // tokens), GEGLU 8c + 4c->c, and the two attentions' scores and values.
                let block = 4.0 * c * c * p
                    + 2.0 * c * c * p
                    + 2.0 * ctx * c * tokens
                    + 12.0 * c * c * p
                    + 2.0 * p * p * c
                    + 2.0 * p * tokens * c;
                2.0 * c * c * p + depth as f64 * block
            }
            StageKind::Downsample { channels } => {
                (hh, ww) = (hh.div_ceil(2), ww.div_ceil(2));
                9.0 * (channels * channels) as f64 * (hh * ww) as f64
            }
            StageKind::Upsample { channels } => {
                (hh, ww) = (hh * 2, ww * 2);
                9.0 * (channels * channels) as f64 * (hh * ww) as f64
            }
        };
    }
    2.0 * total
}

/// Multiply-adds x2 of the VAE decoder at `h` x `w` latent pixels.
pub(super) fn vae_flops(cfg: &VaeConfig, h: u64, w: u64) -> f64 {
    let ch: Vec<f64> = cfg.block_out_channels.iter().map(|&c| c as f64).collect();
    let n = ch.len();
    let mut p = (h * w) as f64;
    let top = ch[n - 1];
    // conv_in, two mid resnets, single-head attention (4 projections + scores/values).
    let mut total =
        9.0 * 4.0 * top * p + 4.0 * 9.0 * top * top * p + 4.0 * top * top * p + 2.0 * p * p * top;
    let mut prev = top;
    for (i, &c) in ch.iter().rev().enumerate() {
        for j in 0..=cfg.layers_per_block {
            let ci = if j == 0 { prev } else { c };
            total += 9.0 * ci * c * p + 9.0 * c * c * p;
        }
        if i + 1 < n {
            p *= 4.0;
            total += 9.0 * c * c * p;
        }
        prev = c;
    }
    total += 9.0 * ch[0] * cfg.out_channels as f64 * p;
    2.0 * total
}
