//! Activation memory of each phase: the UNet's stages and the VAE's steps at the job's
//! shapes, per backend and attention mode.
use super::plan::{Backend, JobShape, Plan};
use crate::model::config::{UNetConfig, VaeConfig};
use crate::nets::attention::AttentionMode;
use crate::nets::unet::StageKind;
use crate::protocol::Offload;
use candle_core::DType;

/// Elements of one im2col band on CUDA (`nets::conv`'s `MAX_COL_ELEMS`).
const BAND_ELEMS: u64 = 1 << 26;
/// Elements of one chunked attention score block (`AttentionMode::default`).
const SCORE_ELEMS: u64 = 1 << 26;
/// Tokens in one CLIP chunk.
pub(super) const TOKENS: u64 = 77;

/// im2col column elements of a 3x3 convolution over `c_in` channels at `p` output pixels.
pub(super) fn columns(c_in: u64, p: u64, backend: Backend) -> u64 {
    let whole = 9 * c_in * p;
    match backend {
        Backend::Cuda => whole.min(BAND_ELEMS),
        Backend::Cpu => whole,
    }
}

/// A resnet's working set in elements: input, two outputs, the convolutions' columns.
pub(super) fn resnet_elems(b: u64, c_in: u64, c_out: u64, p: u64, backend: Backend) -> u64 {
    b * (c_in + 2 * c_out) * p + columns(b * c_in.max(c_out), p, backend)
}

/// Bytes of one attention score block and its softmax under `mode` (`rows` = batch x
/// heads x query rows).
pub(super) fn score_bytes(rows: u64, keys: u64, s: u64, mode: AttentionMode) -> u64 {
    let block = match mode {
        AttentionMode::Chunked { max_score_elems } => (rows * keys).min(max_score_elems as u64),
        AttentionMode::Sliced { rows: r } => (r as u64).min(rows) * keys,
    };
    2 * block.min(SCORE_ELEMS) * s
}

/// The largest working set of a ControlNet's conditioning embedding
/// (`controlnet_cond_embedding`) over its control image, `h` x `w` latent pixels (8h x 8w
/// image pixels), in elements: its 3x3 convolutions from `c_cond` channels to
/// `channels[0]` and each `channels[i]` to itself at full resolution, then down by two to
/// `channels[i + 1]`, with their columns. At 512 px its full-resolution 16-channel
/// convolution's columns (capped at one band) are larger than any UNet stage's.
pub(super) fn control_hint_elems(
    channels: &[usize],
    c_cond: usize,
    h: u64,
    w: u64,
    b: u64,
    backend: Backend,
) -> u64 {
    let conv = |ci: u64, co: u64, p_in: u64, p_out: u64| {
        b * (ci * p_in + co * p_out) + columns(b * ci, p_out, backend)
    };
    let mut p = 64 * h * w;
    let Some(&first) = channels.first() else {
        return 0;
    };
    let mut work = conv(c_cond as u64, first as u64, p, p);
    for pair in channels.windows(2) {
        let (c, next) = (pair[0] as u64, pair[1] as u64);
        work = work.max(conv(c, c, p, p));
        let p2 = p.div_ceil(4);
        work = work.max(conv(c, next, p, p2));
        p = p2;
    }
    work
}

/// Skips plus the largest stage's working set of one UNet forward, in bytes; `hint`: the
/// largest ControlNet conditioning embedding's working set in bytes (0 without units),
/// which runs before the UNet's stages with only the units' residuals held.
#[allow(clippy::too_many_arguments)]
pub(super) fn unet_activation_bytes(
    cfg: &UNetConfig,
    h: u64,
    w: u64,
    b: u64,
    job: &JobShape,
    plan: &Plan,
    backend: Backend,
    hint: u64,
) -> u64 {
    let dtype = job.dtype;
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
                    score_bytes(b * heads as u64 * p, p, score_s, plan.attention)
                };
                // x, q/k/v/out, GEGLU's 8c hidden and its 4c half-product; where a Linear's
                // bias is added by a second kernel (f32, the CPU), the 8c hidden exists twice
                // for a moment (the product, then the sum), on CUDA in f16/bf16 cuBLASLt
                // adds it in the product (`kernels::blas_lt`).
                let hidden = if flash { 8 } else { 16 };
                (b * p * c * (1 + 4 + hidden + 4) * s + scores, c)
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
    let context = b * TOKENS * job.chunks.max(1) as u64 * cfg.cross_attention_dim as u64 * s;
    // ControlNet residuals: one per skip connection, summed over the units, held
    // through the UNet's forward (a unit's own skips are gone by then). On a CUDA device
    // half as much again: the UNet's skips are replaced one by one by their sums with the
    // residuals (`nets::unet::Residuals::apply`), and the memory pool keeps some of the
    // blocks they leave. Measured (session 29, H200, `vram_matrix.sh`'s `oos29c`): SD 1.5
    // at 1536 px streamed with one ControlNet held 539 MiB more than without it, 70 of them
    // its resident parts and the rest twice its residuals (231 MiB), where SDXL's at 1024
    // px held about one and a half times its (97 MiB); counted once, SD 1.5's prediction
    // was 208 MiB under. One and a half, with the streamed denoising refitted on it, holds
    // both (`calibration`). With two units or more the running sum and the unit just run are
    // alive together (`pipeline::controls`): twice. Session 30's `oos33`: SD 1.5 at 2048 px
    // and SDXL at 1536 px streamed with three measured 132 and 74 MiB over one and a half
    // (1.75 left them 12 and 9 under). The CPU has no pool: there they count once. Nor
    // does a streamed denoiser's pool keep them at its first step, so a job that runs one
    // (img2img's strength of 0.8 over the matrix's 2 steps) counts them once: the 18 such
    // runs recorded beside one or three ControlNets measured 60 to 160 MiB under their
    // twins that run two steps (session 37's replay), and none is under once. A resident
    // UNet's one step keeps them: SD 2.1 at 2048 px under model offload with one or three
    // measured 22 and 66 MiB over a single count.
    let residuals = match (job.control_units, backend) {
        (0, _) => 0,
        (_, Backend::Cuda) if job.steps == 1 && plan.offload == Offload::Sequential => skips,
        (1, Backend::Cuda) => skips + skips / 2,
        (_, Backend::Cuda) => 2 * skips,
        (_, Backend::Cpu) => skips,
    };
    skips + residuals + work.max(hint) + context
}

/// The VAE decoder's largest step for one image, in bytes (`h` x `w` latent pixels); with
/// tiling, the larger of one tile's (plus a halo of 8 latent pixels) and the middle
/// block's over the whole latent.
pub(super) fn vae_activation_bytes(
    cfg: &VaeConfig,
    h: u64,
    w: u64,
    s: u64,
    plan: &Plan,
    backend: Backend,
) -> u64 {
    let whole = vae_step_bytes(cfg, h, w, s, plan.attention, backend);
    match plan.vae_tile {
        Some(tile) if (tile as u64) < 8 * h.max(w) => {
            let t = (tile as u64 / 8 + 16).min(h.max(w));
            let top = *cfg.block_out_channels.last().unwrap_or(&512) as u64;
            let p = h * w;
            let mid = (3 * top * p * s + score_bytes(p, p, s, plan.attention))
                .max(resnet_elems(1, top, top, p, backend) * s);
            let stored = match backend {
                Backend::Cuda => 3 * resident_whole_bytes(cfg, h, w, s, tile as u64),
                _ => 0,
            };
            (vae_step_bytes(cfg, t.min(h), t.min(w), s, plan.attention, backend).max(mid) + stored)
                .min(whole)
        }
        _ => whole,
    }
}

/// `whole`'s bytes where a tiled pass of `tile` px keeps it on the GPU
/// ([`crate::nets::tiled::device_store_limit`]), 0 where it lives in host memory.
pub(super) fn on_device(whole: u64, tile: u64) -> u64 {
    match whole <= crate::nets::tiled::device_store_limit(tile as usize, 2) as u64 {
        true => whole,
        false => 0,
    }
}

/// The largest whole decoder intermediate a tiled pass keeps on the GPU ([`on_device`]).
pub(super) fn resident_whole_bytes(cfg: &VaeConfig, h: u64, w: u64, s: u64, tile: u64) -> u64 {
    decoder_wholes(cfg, h, w)
        .iter()
        .flatten()
        .map(|&e| on_device(e * s, tile))
        .max()
        .unwrap_or(0)
}

/// The whole intermediates (elements) alive together at each op of a tiled decode of an
/// `h` x `w` latent, in order: the middle block's resnets (input, middle, output), each up
/// block's resnets, its upsampler (input and output at 4x the pixels), and the output
/// convolution (input and image).
fn decoder_wholes(cfg: &VaeConfig, h: u64, w: u64) -> Vec<Vec<u64>> {
    let ch: Vec<u64> = cfg.block_out_channels.iter().map(|&c| c as u64).collect();
    let (Some(&top), Some(&first)) = (ch.last(), ch.first()) else {
        return Vec::new();
    };
    let mut p = h * w;
    let mut ops = vec![vec![top * p; 3]];
    let mut prev = top;
    for (i, &c) in ch.iter().rev().enumerate() {
        for j in 0..=cfg.layers_per_block {
            let c_in = if j == 0 { prev } else { c };
            ops.push(vec![c_in * p, c * p, c * p]);
        }
        if i + 1 < ch.len() {
            ops.push(vec![c * p, 4 * c * p]);
            p *= 4;
        }
        prev = c;
    }
    ops.push(vec![first * p, cfg.out_channels as u64 * p]);
    ops
}

pub(super) fn vae_step_bytes(
    cfg: &VaeConfig,
    h: u64,
    w: u64,
    s: u64,
    mode: AttentionMode,
    backend: Backend,
) -> u64 {
    let ch: Vec<u64> = cfg.block_out_channels.iter().map(|&c| c as u64).collect();
    let n = ch.len();
    let lc = cfg.latent_channels as u64;
    let c_top = ch[n - 1];
    let mut p = h * w;
    // conv_in, then the middle block: two resnets around single-head attention.
    let mut work = (lc + c_top) * p + columns(lc, p, backend);
    work = work.max(resnet_elems(1, c_top, c_top, p, backend));
    // Single-head attention: x, q/k/v/out and the chunked scores over the latent pixels.
    let attention = 5 * c_top * p * s + score_bytes(p, p, s, mode);
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

/// The full-resolution wholes a tiled decode keeps on the GPU at its largest tiles' stage,
/// as the pool's reserve counts them: the last up block's middle and output
/// (`block_out_channels[0]` at the image's pixels) stay on the device when they fit
/// [`crate::nets::tiled::device_store_limit`] (larger ones live in host memory), one of
/// them counted. SD 1.5 at 1024x768 with 512 px tiles keeps both (2 x 192 MiB): its decode
/// measured 351 MiB more in use than the 1024x1024 and 1536x1536 ones, but 128-160 MiB more
/// reserved (session 10); at 768x768 (2 x 144 MiB) sequential offload's decode measured
/// 1.21 x under a prediction that counted both (session 19).
pub(super) fn vae_full_res_wholes(cfg: &VaeConfig, h: u64, w: u64, s: u64, tile: u64) -> u64 {
    let c0 = cfg.block_out_channels.first().copied().unwrap_or(128) as u64;
    let scale = 1u64 << (2 * (cfg.block_out_channels.len().max(1) as u64 - 1));
    on_device(c0 * h * w * scale * s, tile)
}

/// How a tiled decode holds its full-resolution whole ([`vae_full_res_wholes`]): in the
/// room of the pool's reserve while it is at most [`WHOLE_IN_ROOM`] of
/// [`crate::nets::tiled::device_store_limit`]; when larger, two of the three alive at once
/// through a resnet at full resolution (its input, middle and output) beside the reserve,
/// as bytes in use; as (in the room, beside). Measured on an H200 in session 39
/// (`vram_matrix.sh` parts `buckets39`, `whole39` and `whole39b`, 50 runs at sizes no
/// recorded run had), SD's VAE in 512 px tiles:
/// - wholes of 143-150 MiB (768x768, 640x960, 704x832) were not held beyond the reserve of
///   the decodes without a whole on the device (814-844 MiB over the weights under model
///   offload);
/// - wholes of 165-192 MiB were held beyond it by nothing (768x896, 768x960, 704x960,
///   832x896) to one whole and 130-138 MiB more (1088x704, SD 1.5 under model offload and
///   SDXL streamed), with no rule found in the image's sides, tiles or offload mode. One
///   whole beside the reserve left five decodes 16-138 MiB under; two leave none.
///
/// The limit is 192 MiB.
pub(super) fn full_res_whole_room(whole: u64, tile: u64) -> (u64, u64) {
    let limit = crate::nets::tiled::device_store_limit(tile as usize, 2) as u64;
    match whole as f64 > WHOLE_IN_ROOM * limit as f64 {
        true => (0, 2 * whole),
        false => (whole, 0),
    }
}

/// What a tiled decode of one row of tiles (an image no taller than a tile and wider than
/// one) holds beside the pool's reserve, when its full-resolution whole is on the device
/// (`in_room`, from [`full_res_whole_room`]): [`ONE_ROW_STRIP_SHARE`] of that whole.
/// `nets::tiled::Tiler::local` keeps a row's tiles until the row is done and concatenates
/// them before writing the row into the whole; in one row, the tiles and their
/// concatenation are each as large as the whole. Measured in session 40 (`vram_matrix.sh`
/// parts `user40` and `user40c`): SD 1.5 at 640x512, streamed with three ControlNets on
/// fp8 weights, used the same 880 MiB as its 512x640 twin at its peak and reserved 160 MiB
/// more, twice.
pub(super) fn one_row_strip(width: u64, height: u64, tile: u64, in_room: u64) -> u64 {
    match height <= tile && width > tile {
        true => (ONE_ROW_STRIP_SHARE * in_room as f64) as u64,
        false => 0,
    }
}

/// See [`one_row_strip`]: fitted on session 40's one-row decodes (`user40`, `user40b`,
/// `user40c`), the least share of the whole that leaves none under. A whole left 640x512
/// 3% over and 912x512 27%; none, 640x512 1% under.
const ONE_ROW_STRIP_SHARE: f64 = 0.5;

/// What a tiled pass over a landscape image with its full-resolution whole on the device
/// (`in_room`, from [`full_res_whole_room`]) holds beyond a square one's: a row's kept
/// tiles and then their concatenation, each up to a tile's rows of the whole across the
/// image's width, where the calibrated figure (drawn on square images) holds the part of
/// both as wide as the image is tall. The decode's figure covers the image's encode too
/// (the VAE phase): SD 2.1 at 1024x576 in 512 px tiles encoded its init image 48 MiB over
/// it (session 40, `vram_matrix.sh` part `user40`).
pub(super) fn landscape_strip(width: u64, height: u64, tile: u64, in_room: u64) -> u64 {
    // `in_room` is `block_out_channels[0]` channels at every pixel: rows of it, exactly.
    let strip_pixels = height.min(tile) * width.saturating_sub(height);
    2 * in_room * strip_pixels / (width * height).max(1)
}

/// See [`full_res_whole_room`]: the share of the device store limit up to which a tiled
/// decode's full-resolution whole sits in the room of the pool's reserve.
const WHOLE_IN_ROOM: f64 = 0.8;

/// The input of a tiled decode's last upsampler, when it is small enough to stay on the GPU
/// ([`crate::nets::tiled::device_store_limit`]): `block_out_channels[1]` at half the image's
/// side, alive through the upsampling convolution, the full-resolution stage's widest
/// (its output, twice the channels of the last up block, lives in host memory). SD 1.5
/// and SDXL at 1024 px with 512 px tiles keep it (128 MiB) and their decodes measured
/// 120-150 MiB more than at 1536 and 2048 px, where it is too large and lives in host
/// memory (sessions 14-15).
pub(super) fn vae_upsample_input_whole(cfg: &VaeConfig, h: u64, w: u64, s: u64, tile: u64) -> u64 {
    let n = cfg.block_out_channels.len() as u64;
    if n < 2 {
        return 0;
    }
    let c = cfg.block_out_channels[1] as u64;
    on_device(c * h * w * (1u64 << (2 * (n - 2))) * s, tile)
}

/// The whole-image intermediates a tiled decode keeps in GPU memory beyond
/// [`crate::nets::tiled::device_store_limit`] with `--vae-tile-store gpu` (those up to it
/// stay on the device either way and are in the calibrated figure): the most alive at once
/// through the decoder's ops, a resnet's input, middle and output, an upsampler's input and
/// output. SD's VAE at 2048 px: the last up block's first resnet, 2 + 1 + 1 GiB.
pub(super) fn vae_gpu_store_wholes(cfg: &VaeConfig, h: u64, w: u64, s: u64, tile: u64) -> u64 {
    let limit = crate::nets::tiled::device_store_limit(tile as usize, 2) as u64;
    decoder_wholes(cfg, h, w)
        .iter()
        .map(|live| live.iter().map(|&e| e * s).filter(|&b| b > limit).sum())
        .max()
        .unwrap_or(0)
}

/// The text context's keys and values a resident UNet keeps through its denoising
/// (`nets::context_cache`): two per transformer block, [b, 77 x chunks, channels] each in
/// the run's dtype (SDXL 51 MiB with CFG, SD 1.5 7 MiB). Bytes in use, as weights are.
pub(super) fn context_kv_bytes(cfg: &UNetConfig, b: u64, job: &JobShape) -> u64 {
    let s = job.dtype.size_in_bytes() as u64;
    let tokens = TOKENS * job.chunks.max(1) as u64;
    2 * b * tokens * cfg.cross_attention_width() as u64 * s
}

/// The VAE decoder's peak activations on CUDA, as measured (see [`super::calibration`]):
/// [`super::calibration::VAE_ELEMS_PER_PIXEL`] per image pixel worked on at once, the
/// whole image or one tile with its halo.
///
/// A tiled image counts a whole tile and its halo even where it is smaller (640x512 in
/// 512 px tiles): until session 40 the tile was capped at the image, and the images
/// between one tile and one tile with its halo (`vram_matrix.sh` part `user40`: SD 1.5 at
/// 640x512 and 512x640, 13-209 MiB under) held what the taller ones of one tile's width
/// hold (512x640 and 512x896 both 938 MiB of pool).
pub(super) fn calibrated_vae_bytes(job: &JobShape, plan: &Plan, s: u64) -> u64 {
    use super::calibration::{VAE_ELEMS_PER_PIXEL, VAE_TILE_HALO_PX};
    let whole = (job.width * job.height) as u64;
    let pixels = match plan.vae_tile {
        Some(t) if plan.vae_in_tiles(job.width, job.height) => {
            let side = t as u64 + VAE_TILE_HALO_PX;
            side * side
        }
        _ => whole,
    };
    VAE_ELEMS_PER_PIXEL * pixels * s
}
