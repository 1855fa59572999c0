//! The VAE encoder's pass over an image, as the plan's VAE phase counts it. SD 3's
//! ControlNet jobs encode each unit's control image inside the denoising phase's setup
//! (`pipeline/sd3_controls.rs`), which the engine reports as the encoding phase; the units'
//! ControlNets are uploaded at its end, before the denoising phase begins, so under model
//! offload that upload is the encoding phase's largest allocation (SD 3.5 Medium with one
//! ControlNet at 1024: 2856 MiB measured against the 1757 the decode alone predicted,
//! session 10's device call 6, recorded in `measured_h100.jsonl`).
//!
//! The UNet families' img2img encode is not counted apart: its activations are the
//! decode's calibrated figure and its weights fewer than the decoder's, so the VAE phase's
//! decode already covers it; the four recorded img2img runs measured their encode under
//! their decode (`recorded_tests`). With `--vae-tile-store gpu` their tiled encode keeps its
//! large wholes in GPU memory as the decode does, and fewer of them (SD's encoder at 2048
//! px: its first down block's input, middle and output, 3 GiB, against the decoder's 4;
//! `activations::vae_gpu_store_wholes`); SD 3's control images keep theirs in host memory
//! (`pipeline::start::encode_mean`).
use super::activations::{
    calibrated_vae_bytes, columns, on_device, resnet_elems, score_bytes, vae_full_res_wholes,
};
use super::calibration::Kind;
use super::plan::{Backend, JobShape, Plan};
use super::weights::WeightSizes;
use crate::attach::Model;
use crate::model::config::VaeConfig;
use crate::nets::attention::AttentionMode;
use crate::protocol::Offload;

/// The encoding phase's terms for `job` under `plan`, each (calibration kind, weights on
/// the device, activations, stored bytes the pool's reserve grows with); none when the job encodes nothing (only SD 3 jobs with
/// ControlNet units do, here). `vae_kind` is the decode's calibration kind (tiled or not),
/// `resident` what sequential offload keeps on the device throughout.
pub(super) fn control_encode_terms(
    model: &Model,
    job: &JobShape,
    plan: &Plan,
    backend: Backend,
    w: &WeightSizes,
    vae_kind: Kind,
    resident: u64,
) -> Vec<(Kind, u64, u64, u64)> {
    if model.sd3.is_none() || job.control_units == 0 {
        return Vec::new();
    }
    let s = job.vae_dtype.size_in_bytes() as u64;
    let on_cpu = plan.on_cpu().vae;
    let (encoder, activations) = match on_cpu {
        true => (0, 0),
        false => (
            w.vae_encoder,
            encoder_activation_bytes(&model.vae.config, job, plan, s, backend),
        ),
    };
    // Each unit's control latents, in f32, kept through the denoising phase.
    let (h, wd) = ((job.height / 8) as u64, (job.width / 8) as u64);
    let latents = job.control_units as u64 * model.vae.config.latent_channels as u64 * h * wd * 4;
    let term = |kind, weights, activations| (kind, weights, activations, 0);
    match plan.offload {
        // Everything is on the device already, the ControlNets included.
        Offload::None => vec![term(vae_kind, w.total() + encoder, activations + latents)],
        // The encoder alone, then the ControlNets uploaded whole for the denoising phase
        // (a net's weights arriving, as the denoising phase's calibration counts them).
        Offload::Model => vec![
            term(vae_kind, encoder, activations),
            (Kind::Denoising, w.controlnets, latents, w.controlnets),
        ],
        // The MMDiT's and the ControlNets' shells are counted resident; their blocks stream.
        Offload::Sequential => vec![term(vae_kind, resident + encoder, activations + latents)],
    }
}

/// The encoder's activations for one image of the job's size in bytes: on CUDA the larger
/// of the structural estimate and the decode's calibrated figure (the recorded encodes all
/// measured at most their decode; the structural walk alone under-predicts the decode, as
/// `calibration` says), on the CPU the structural estimate.
fn encoder_activation_bytes(
    cfg: &VaeConfig,
    job: &JobShape,
    plan: &Plan,
    s: u64,
    backend: Backend,
) -> u64 {
    let (h, w) = (job.height as u64, job.width as u64);
    let structural = encoder_bytes(cfg, h, w, s, plan, backend);
    match backend {
        Backend::Cpu => structural,
        Backend::Cuda => {
            let tiled = plan
                .vae_tile
                .filter(|_| plan.vae_in_tiles(job.width, job.height));
            let wholes = tiled.map_or(0, |t| vae_full_res_wholes(cfg, h / 8, w / 8, s, t as u64));
            structural.max(calibrated_vae_bytes(job, plan, s) + wholes)
        }
    }
}

/// The encoder's largest step over an `h` x `w` image (pixels), in bytes; tiled, the
/// larger of one tile's steps (with its halo) and the middle block's over the whole
/// latent, plus the whole intermediates the tiled pass keeps on a CUDA device (three at
/// most, each up to `nets::tiled::device_store_limit`).
pub(super) fn encoder_bytes(
    cfg: &VaeConfig,
    h: u64,
    w: u64,
    s: u64,
    plan: &Plan,
    backend: Backend,
) -> u64 {
    let whole = encoder_step_bytes(cfg, h, w, s, plan.attention, backend);
    match plan.vae_tile {
        Some(tile) if (tile as u64) < h.max(w) => {
            let side = tile as u64 + super::calibration::VAE_TILE_HALO_PX;
            let one = encoder_step_bytes(cfg, side.min(h), side.min(w), s, plan.attention, backend);
            let scale = 1u64 << (cfg.block_out_channels.len().max(1) - 1);
            let p = (h / scale) * (w / scale);
            let top = *cfg.block_out_channels.last().unwrap_or(&512) as u64;
            let mid = mid_block_bytes(top, p, s, plan.attention, backend);
            let stored = match backend {
                Backend::Cuda => 3 * stored_whole_bytes(cfg, h, w, s, tile as u64),
                Backend::Cpu => 0,
            };
            (one.max(mid) + stored).min(whole)
        }
        _ => whole,
    }
}

/// The middle block at `p` latent pixels: a resnet, or the single-head attention (x,
/// q/k/v/out and the chunked scores).
fn mid_block_bytes(top: u64, p: u64, s: u64, mode: AttentionMode, backend: Backend) -> u64 {
    (resnet_elems(1, top, top, p, backend) * s).max(5 * top * p * s + score_bytes(p, p, s, mode))
}

/// conv_in, each down block's resnets and its stride-2 convolution (over a padded copy),
/// the middle block, then conv_norm_out + SiLU and conv_out to the distribution's
/// `2 x latent_channels`.
fn encoder_step_bytes(
    cfg: &VaeConfig,
    h: u64,
    w: u64,
    s: u64,
    mode: AttentionMode,
    backend: Backend,
) -> u64 {
    let ch: Vec<u64> = cfg.block_out_channels.iter().map(|&c| c as u64).collect();
    let (n, c_in) = (ch.len(), cfg.in_channels as u64);
    let (mut hh, mut ww) = (h, w);
    let mut p = hh * ww;
    let mut work = ((c_in + ch[0]) * p + columns(c_in, p, backend)) * s;
    let mut prev = ch[0];
    for (i, &c) in ch.iter().enumerate() {
        for j in 0..cfg.layers_per_block {
            let from = if j == 0 { prev } else { c };
            work = work.max(resnet_elems(1, from, c, p, backend) * s);
        }
        if i + 1 < n {
            (hh, ww) = (hh.div_ceil(2), ww.div_ceil(2));
            let p2 = hh * ww;
            work = work.max((c * (2 * p + p2) + columns(c, p2, backend)) * s);
            p = p2;
        }
        prev = c;
    }
    let top = ch[n - 1];
    work = work.max(mid_block_bytes(top, p, s, mode, backend));
    let lc2 = 2 * cfg.latent_channels as u64;
    work.max(((2 * top + lc2) * p + columns(top, p, backend)) * s)
}

/// The largest whole encoder intermediate a tiled pass keeps on the GPU (larger ones live
/// in host memory, `activations::on_device`): each level's resnet output and its
/// downsampled copy.
fn stored_whole_bytes(cfg: &VaeConfig, h: u64, w: u64, s: u64, tile: u64) -> u64 {
    let mut p = h * w;
    let mut sizes = Vec::new();
    for &c in &cfg.block_out_channels {
        sizes.push(c as u64 * p * s);
        p /= 4;
        sizes.push(c as u64 * p * s);
    }
    sizes
        .into_iter()
        .map(|b| on_device(b, tile))
        .max()
        .unwrap_or(0)
}
