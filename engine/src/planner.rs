//! Memory planning: a structural estimate of a job's peak device memory per phase, from the
//! model's real tensor sizes and the job's shapes, without touching a device.
//!
//! What it models is the engine as it is today: every component stays resident for the
//! whole job (there is no offload yet), attention is never user-sliced and the VAE never
//! tiled. A plan asking for offload, slicing or tiling is answered with the plan the job
//! would really run with ([`effective_plan`]: all of them off) and its resident prediction.
//!
//! Each phase's peak is all components' weights plus that phase's activations:
//!
//! - **Weights**: the bytes of the tensors the nets load, in the run's dtype (from the
//!   checkpoint headers: [`ComponentWeights::shape`]); the VAE's encoder is left out, since
//!   only the decoder is built. `Weights::Random` (benchmarks: SD 1.5, SDXL) uses the released
//!   models' parameter counts. SDXL adds text_encoder_2, and its VAE counts in f32 for f16
//!   jobs (force_upcast).
//! - **Text encoding**: one 77-token chunk (longer prompts add a chunk per 75 tokens),
//!   `b` prompts (2 with classifier-free guidance, cfg > 1): about eight `77 x hidden`
//!   tensors each.
//! - **Denoising**: walks the UNet's stages ([`UNetConfig::stage_specs`]) at the latent
//!   resolution (width/8 x height/8, halved after each downsampler, doubled after each
//!   upsampler). Every skip connection is counted as held (they all are by the middle
//!   block), plus the largest single stage's working set: a resnet holds its input, two
//!   outputs and the convolution's im2col columns (on CUDA banded to 64 Mi elements, on the
//!   CPU candle builds them whole); a transformer holds x, q/k/v/out, GEGLU's 8c hidden and
//!   its 4c output. On CUDA flash attention keeps no score matrix (f16/bf16, head dim up to
//!   160, compute capability 8.0+: older cards are under-estimated by up to one score
//!   block); elsewhere chunked attention holds a score block and its softmax, each at most
//!   64 Mi elements.
//! - **VAE decode** (one image): the decoder's largest step, usually at full resolution
//!   in the last up block: input, output and im2col columns, the upsampler's 4x tensors,
//!   and the middle block's single-head attention over the latent pixels (chunked scores).
//!
//! The estimate ignores the allocator's slack and fragmentation, and small tensors (the
//! timestep embedding, the scheduler's latents in f32).
use crate::model::config::{UNetConfig, VaeConfig};
use crate::model::weights::ComponentWeights;
use crate::model::{Family, Model, Weights};
use crate::nets::unet::StageKind;
use crate::protocol::{Offload, PhasePeaks, PlanSettings};
use candle_core::DType;

/// Elements of one im2col band on CUDA (`nets::conv`'s `MAX_COL_ELEMS`).
const BAND_ELEMS: u64 = 1 << 26;
/// Elements of one chunked attention score block (`AttentionMode::default`).
const SCORE_ELEMS: u64 = 1 << 26;
/// Tokens in one CLIP chunk.
const TOKENS: u64 = 77;

/// SD 1.5's parameter counts, for `Weights::Random`.
const SD15_UNET_PARAMS: u64 = 859_520_964;
const SD15_VAE_DECODER_PARAMS: u64 = 49_490_199;
const SD15_CLIP_L_PARAMS: u64 = 123_060_480;
/// SDXL base's, for `Weights::Random` (its VAE decoder and CLIP-L are SD 1.5's).
const SDXL_UNET_PARAMS: u64 = 2_567_463_684;
const SDXL_BIG_G_PARAMS: u64 = 694_659_840;

/// Which kernels the job's device runs: they decide what the convolutions and attention
/// hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    /// Banded im2col convolutions and flash attention where supported.
    Cuda,
    /// candle's convolutions (whole im2col buffer) and chunked attention.
    Cpu,
}

/// The plan a job really runs with today: everything resident, no slicing, no tiling.
/// `auto` and the budget are kept as asked.
pub fn effective_plan(requested: Option<&PlanSettings>) -> PlanSettings {
    PlanSettings {
        auto: requested.is_none_or(|p| p.auto),
        vram_budget_bytes: requested.map_or(0, |p| p.vram_budget_bytes),
        offload: Offload::None,
        attention_slice: 0,
        vae_tile: 0,
    }
}

/// Bytes of the weights the nets load for all three components in `dtype`.
pub fn weight_bytes(model: &Model, dtype: DType) -> u64 {
    let s = dtype.size_in_bytes() as u64;
    let part = |w: &Weights, random_params: u64, s: u64, keep: fn(&str) -> bool| match w.stored() {
        Some(cw) => stored_bytes(cw, s, keep),
        None => random_params * s,
    };
    let random_unet = match model.family {
        Family::Sdxl => SDXL_UNET_PARAMS,
        _ => SD15_UNET_PARAMS,
    };
    // SDXL's VAE runs in f32 in f16 jobs (force_upcast).
    let s_vae = model.vae_dtype(dtype).size_in_bytes() as u64;
    let text_encoder_2 = model
        .text_encoder_2
        .as_ref()
        .map_or(0, |te| part(&te.weights, SDXL_BIG_G_PARAMS, s, |_| true));
    part(&model.unet.weights, random_unet, s, |_| true)
        + part(&model.text_encoder.weights, SD15_CLIP_L_PARAMS, s, |_| true)
        + text_encoder_2
        + part(
            &model.vae.weights,
            SD15_VAE_DECODER_PARAMS,
            s_vae,
            is_vae_decoder_tensor,
        )
}

/// The VAE tensors the decoder loads (the encoder and `quant_conv` stay on disk).
fn is_vae_decoder_tensor(name: &str) -> bool {
    !(name.starts_with("encoder.") || name.starts_with("quant_conv."))
}

fn stored_bytes(w: &ComponentWeights, s: u64, keep: fn(&str) -> bool) -> u64 {
    w.map
        .keys()
        .filter(|k| keep(k))
        .filter_map(|k| w.shape(k))
        .map(|shape| shape.iter().product::<usize>() as u64 * s)
        .sum()
}

/// Predicted peak bytes per phase of a `width` x `height` job with guidance `cfg` in
/// `dtype` on `backend`. `settings` is the requested plan; the prediction is for
/// [`effective_plan`] of it, so offload, slicing and tiling do not change it yet.
pub fn predict(
    model: &Model,
    width: usize,
    height: usize,
    cfg: f64,
    dtype: DType,
    settings: &PlanSettings,
    backend: Backend,
) -> PhasePeaks {
    let plan = effective_plan(Some(settings));
    debug_assert!(plan.offload == Offload::None && plan.attention_slice == 0);
    let s = dtype.size_in_bytes() as u64;
    let b: u64 = if cfg > 1.0 { 2 } else { 1 };
    let weights = weight_bytes(model, dtype);
    let hidden = model.text_encoder.config.hidden_size as u64;
    let text = TOKENS * hidden * s * b * 8;
    let (h, w) = ((height / 8) as u64, (width / 8) as u64);
    let unet = unet_activation_bytes(&model.unet.config, h, w, b, dtype, backend);
    let vae = vae_activation_bytes(&model.vae.config, h, w, s, backend);
    PhasePeaks {
        text_encoding: weights + text,
        denoising: weights + unet,
        vae: weights + vae,
    }
}

/// im2col column elements of a 3x3 convolution over `c_in` channels at `p` output pixels.
fn columns(c_in: u64, p: u64, backend: Backend) -> u64 {
    let whole = 9 * c_in * p;
    match backend {
        Backend::Cuda => whole.min(BAND_ELEMS),
        Backend::Cpu => whole,
    }
}

/// A resnet's working set in elements: input, two outputs, the convolutions' columns.
fn resnet_elems(b: u64, c_in: u64, c_out: u64, p: u64, backend: Backend) -> u64 {
    b * (c_in + 2 * c_out) * p + columns(b * c_in.max(c_out), p, backend)
}

/// Bytes of one chunked attention's score block and its softmax.
fn score_bytes(rows: u64, keys: u64, s: u64) -> u64 {
    2 * (rows * keys).min(SCORE_ELEMS) * s
}

/// Skips plus the largest stage's working set of one UNet forward, in bytes.
fn unet_activation_bytes(
    cfg: &UNetConfig,
    h: u64,
    w: u64,
    b: u64,
    dtype: DType,
    backend: Backend,
) -> u64 {
    let s = dtype.size_in_bytes() as u64;
    let score_s = if cfg.upcast_attention { 4 } else { s };
    let half = matches!(dtype, DType::F16 | DType::BF16);
    let (mut hh, mut ww) = (h, w);
    let (mut skips, mut work) = (0u64, 0u64);
    for stage in cfg.stage_specs() {
        let p = hh * ww;
        let (bytes, c_out) = match stage.kind {
            StageKind::ConvIn { c_in, c_out } | StageKind::Out { c_in, c_out } => {
                let (ci, co) = (c_in as u64, c_out as u64);
                ((b * (ci + co) * p + columns(b * ci, p, backend)) * s, co)
            }
            StageKind::Resnet { c_in, c_out } => (
                resnet_elems(b, c_in as u64, c_out as u64, p, backend) * s,
                c_out as u64,
            ),
            StageKind::Transformer {
                channels, heads, ..
            } => {
                let c = channels as u64;
                let flash = backend == Backend::Cuda && half && channels / heads.max(1) <= 160;
                let scores = if flash {
                    0
                } else {
                    score_bytes(b * heads as u64 * p, p, score_s)
                };
                // x, q/k/v/out, GEGLU's 8c hidden and its 4c half-product.
                (b * p * c * (1 + 4 + 8 + 4) * s + scores, c)
            }
            StageKind::Downsample { channels } => {
                let c = channels as u64;
                (hh, ww) = (hh.div_ceil(2), ww.div_ceil(2));
                let p2 = hh * ww;
                ((b * c * (p + p2) + columns(b * c, p2, backend)) * s, c)
            }
            StageKind::Upsample { channels } => {
                let c = channels as u64;
                (hh, ww) = (hh * 2, ww * 2);
                let p2 = hh * ww;
                ((b * c * (p + 2 * p2) + columns(b * c, p2, backend)) * s, c)
            }
        };
        if stage.push_skip {
            skips += b * c_out * hh * ww * s;
        }
        work = work.max(bytes);
    }
    let context = b * TOKENS * cfg.cross_attention_dim as u64 * s;
    skips + work + context
}

/// The VAE decoder's largest step for one image, in bytes (`h` x `w` latent pixels).
fn vae_activation_bytes(cfg: &VaeConfig, h: u64, w: u64, s: u64, backend: Backend) -> u64 {
    let ch: Vec<u64> = cfg.block_out_channels.iter().map(|&c| c as u64).collect();
    let n = ch.len();
    let lc = cfg.latent_channels as u64;
    let c_top = ch[n - 1];
    let mut p = h * w;
    // conv_in, then the middle block: two resnets around single-head attention.
    let mut work = (lc + c_top) * p + columns(lc, p, backend);
    work = work.max(resnet_elems(1, c_top, c_top, p, backend));
    // Single-head attention: x, q/k/v/out and the chunked scores over the latent pixels.
    let attention = 5 * c_top * p * s + score_bytes(p, p, s);
    let mut work_bytes = (work * s).max(attention);
    let mut prev = c_top;
    for (i, &c) in ch.iter().rev().enumerate() {
        for j in 0..=cfg.layers_per_block {
            let c_in = if j == 0 { prev } else { c };
            work_bytes = work_bytes.max(resnet_elems(1, c_in, c, p, backend) * s);
        }
        if i + 1 < n {
            // Nearest upsample to 4x the pixels, then a 3x3 conv there.
            let p2 = 4 * p;
            work_bytes = work_bytes.max((c * (p + 2 * p2) + columns(c, p2, backend)) * s);
            p = p2;
        }
        prev = c;
    }
    // norm_out + SiLU, then conv_out to the image.
    let out = (2 * ch[0] + cfg.out_channels as u64) * p + columns(ch[0], p, backend);
    work_bytes.max(out * s)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::OpenOptions;
    use std::path::Path;

    fn tiny() -> Model {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/parity/models/sd1");
        Model::open(Path::new(dir), &OpenOptions::default()).unwrap()
    }

    fn settings() -> PlanSettings {
        PlanSettings {
            auto: true,
            vram_budget_bytes: 6 << 30,
            offload: Offload::None,
            attention_slice: 0,
            vae_tile: 0,
        }
    }

    fn peaks(m: &Model, side: usize, dtype: DType, backend: Backend) -> PhasePeaks {
        predict(m, side, side, 7.5, dtype, &settings(), backend)
    }

    #[test]
    fn the_weights_part_is_the_real_tensor_bytes_the_nets_load() {
        let m = tiny();
        for dtype in [DType::F32, DType::F16] {
            let all = |w: &Weights| w.stored().unwrap().bytes_in(Some(dtype));
            let vae = m.vae.weights.stored().unwrap();
            let s = dtype.size_in_bytes() as u64;
            let encoder: u64 = vae
                .map
                .keys()
                .filter(|k| k.starts_with("encoder.") || k.starts_with("quant_conv."))
                .map(|k| vae.shape(k).unwrap().iter().product::<usize>() as u64 * s)
                .sum();
            assert!(encoder > 0, "the tiny VAE has an encoder to leave out");
            let expected =
                all(&m.unet.weights) + all(&m.text_encoder.weights) + all(&m.vae.weights) - encoder;
            assert_eq!(weight_bytes(&m, dtype), expected);
            let p = peaks(&m, 64, dtype, Backend::Cpu);
            // Every phase holds every component's weights, plus something.
            for phase in [p.text_encoding, p.denoising, p.vae] {
                assert!(phase > expected, "{p:?}");
            }
        }
    }

    #[test]
    fn random_weights_use_the_released_sizes() {
        let m = Model::random("sd15").unwrap();
        let w = weight_bytes(&m, DType::F16);
        assert_eq!(
            w,
            2 * (SD15_UNET_PARAMS + SD15_VAE_DECODER_PARAMS + SD15_CLIP_L_PARAMS)
        );
        let xl = Model::random("sdxl").unwrap();
        let w_xl = weight_bytes(&xl, DType::F16);
        let te = SD15_CLIP_L_PARAMS + SDXL_BIG_G_PARAMS;
        assert_eq!(
            w_xl,
            2 * (SDXL_UNET_PARAMS + te) + 4 * SD15_VAE_DECODER_PARAMS
        );
        // SD 1.5 at 512x512 in f16 on CUDA: about 2 GiB of weights plus well under a GiB.
        let p = predict(&m, 512, 512, 7.5, DType::F16, &settings(), Backend::Cuda);
        assert!(
            p.denoising > w + (100 << 20) && p.denoising < w + (1 << 30),
            "{p:?}"
        );
        assert!(p.vae > w + (300 << 20) && p.vae < w + (4 << 30), "{p:?}");
    }

    #[test]
    fn denoising_grows_with_the_image_about_4x_per_doubled_side() {
        let m = tiny();
        let weights = weight_bytes(&m, DType::F16);
        let act = |side| peaks(&m, side, DType::F16, Backend::Cuda).denoising - weights;
        let (a, b) = (act(256), act(512));
        let ratio = b as f64 / a as f64;
        assert!((3.5..=4.05).contains(&ratio), "{a} -> {b}: {ratio}");
        for backend in [Backend::Cpu, Backend::Cuda] {
            let mut last = 0;
            for side in [64, 128, 256, 512] {
                let p = peaks(&m, side, DType::F32, backend);
                assert!(p.denoising > last && p.vae > weights);
                last = p.denoising;
            }
        }
        let wide = predict(&m, 512, 256, 7.5, DType::F16, &settings(), Backend::Cuda);
        assert!(wide.denoising > weights + a && wide.denoising < weights + b);
        let no_cfg = predict(&m, 256, 256, 1.0, DType::F16, &settings(), Backend::Cuda);
        assert!(no_cfg.denoising < weights + a);
    }

    #[test]
    fn f16_predicts_about_half_of_f32() {
        let m = tiny();
        for side in [64, 256] {
            let full = peaks(&m, side, DType::F32, Backend::Cpu);
            let half = peaks(&m, side, DType::F16, Backend::Cpu);
            for (f, h) in [
                (full.text_encoding, half.text_encoding),
                (full.denoising, half.denoising),
                (full.vae, half.vae),
            ] {
                let r = h as f64 / f as f64;
                assert!((0.45..=0.55).contains(&r), "{h} / {f} = {r}");
            }
        }
    }

    #[test]
    fn slicing_tiling_and_offload_do_not_raise_the_prediction_and_are_not_run_yet() {
        let m = tiny();
        let base = peaks(&m, 256, DType::F16, Backend::Cuda);
        let asked = PlanSettings {
            auto: false,
            vram_budget_bytes: 1 << 30,
            offload: Offload::Sequential,
            attention_slice: 2,
            vae_tile: 128,
        };
        let p = predict(&m, 256, 256, 7.5, DType::F16, &asked, Backend::Cuda);
        assert!(p.text_encoding <= base.text_encoding);
        assert!(p.denoising <= base.denoising && p.vae <= base.vae);
        let plan = effective_plan(Some(&asked));
        assert_eq!(
            (plan.auto, plan.vram_budget_bytes, plan.offload),
            (false, 1 << 30, Offload::None)
        );
        assert_eq!((plan.attention_slice, plan.vae_tile), (0, 0));
    }
}
