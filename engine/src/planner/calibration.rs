//! What the structural estimate leaves out on a CUDA device, calibrated against measured
//! peaks: the VAE decoder's real intermediates, and the memory pool's reserve above what
//! its tensors hold (freed blocks that no later allocation fits, mapped in whole chunks).
//!
//! Every phase's pool peak is predicted as `weights + a x activations + b (+ c x stored)`,
//! with `a`, `b` (and `c`) per phase and offload mode, chosen so that every run of
//! `tools/gpu/vram_matrix.sh` (H200, 2026-11-28, sessions 14 and 15; some SD 3.5 runs on an
//! H100 in session 10 and the LoRAs on an H200 in session 13: SD 1.5, SD 2.1, SDXL and SD 3.5
//! Medium/Large, 512 to 2048 px, every offload mode, with and without slicing, tiling,
//! ControlNets, the refiner, img2img and inpainting, f16, bf16 and fp8 weights, text
//! encoders on the CPU; the runs are in `measured_h100.jsonl` beside this file) measured
//! at most the prediction. `recorded_tests::recorded_peaks_hold` replays those runs: a
//! change here that under-predicts any of them fails.
//!
//! SD 3's MMDiT has its own denoising fit ([`Kind::MmditDenoising`]), and a tiled decode's
//! full-resolution wholes take the room of the reserve `b` instead of adding to it
//! ([`Fit::bytes_with`]).
use super::plan::Backend;
use crate::protocol::Offload;

/// Elements the VAE decoder holds per image pixel at its peak (input, upsampled copy,
/// conv outputs and GroupNorm temporaries at full resolution), measured: the same for
/// the SD and SDXL VAEs in f16 and bf16, from 512 to 1024 px untiled.
pub const VAE_ELEMS_PER_PIXEL: u64 = 1150;

/// Image pixels a tiled decode adds around a tile (its halo, both sides).
pub const VAE_TILE_HALO_PX: u64 = 128;

/// What SD 3's T5-XXL encoder holds on a CUDA device beyond the bytes of its weights,
/// while it is there (any phase), in MiB: measured 2026-11-24 (session 10) on SD 3.5
/// Medium and Large with random full-size weights, the least that predicts none of the
/// recorded SD 3 runs under (the resident plan's decode needed 303 MiB, the text-encoding
/// phases 186-230); the same runs without T5 needed none. Not yet traced to a tensor.
pub const T5_DEVICE_EXTRA_MIB: u64 = 304;

/// The memory pool's reserve that the UNet's LoRA layers kept as separate deltas
/// (`--lora-apply separate`, or `auto` on fp8 layers) leave in the decode of a job whose
/// UNet stays resident, per byte of the deltas, on a CUDA device. Measured 2026-11-28
/// (session 13, H200, random rank-32 LoRAs on SDXL's and SD 1.5's attention Linears,
/// recorded in `measured_h100.jsonl`): with 162 MiB of deltas the pool's reserve above its
/// used bytes grew by 221 MiB in the decode of SDXL 1024 on fp8 weights (222 with 512 px
/// tiles on a simulated 6 GiB card, which the prediction missed by 140 MiB before this)
/// and by 93 MiB on f16 weights; the layers fold `up x down` into a weight-sized sum every
/// forward, and those blocks stay fragmented in the pool. The denoising phase's own margin
/// covered its growth (93 MiB), and under sequential and model offload no phase needed
/// more. Counted as much again as the deltas: the least that predicts none of those runs
/// under.
pub const SEPARATE_DELTA_RESERVE: f64 = 1.0;

/// The weight-sized temporaries of the largest UNet layer with a separate delta that its
/// fold (`up x down`, then the sum with the layer's weight) holds beside the denoising's
/// peak, on a CUDA device. Session 38 (`vram_matrix.sh` part `share43b`): SD 1.5 512 on a
/// simulated 2 GiB card with a rank-32 LoRA, the UNet resident all in fp8, measured its
/// denoising 4 MiB over a prediction without them, where the calibrated reserve had
/// covered every recorded LoRA run before (those ran with more room, or streamed). Two:
/// the product and the sum.
pub const SEPARATE_FOLD_BUFFERS: u64 = 2;

/// The pool's reserve each ControlNet streamed beside the UNet (`--offload sequential`)
/// adds to the denoising phase, in MiB, on a CUDA device: one ControlNet on SD 1.5 512
/// measured 114 MiB over the structural estimate and three distinct ones 177, where the
/// UNet alone measured 8 (sessions 15 and 19, H200); the three set the sequential
/// denoising's `b` for every run without them (SD 1.5 and SDXL at 1.14 over their measured
/// peaks). The least that, fitted with that phase's `a`, `b` and `c` on the recorded runs,
/// predicts none of them under: 10 until session 29, when one ControlNet on SD 1.5 at 768
/// px (`vram_matrix.sh`'s `gaps29`) measured 8 MiB over it; 19 until session 30, when the
/// streamed denoising's `c` stopped counting the ControlNets' bytes (`predict::terms`: it
/// had, and SDXL with one, 2.5 GiB in f16, was predicted at 1.108-1.121 at 768 and 1024 px)
/// and this reserve took their place: with the fit below unchanged, SDXL with three at 1024
/// px (`oos30`) needs 46; SD 2.x's streamed fit was refitted with 48 (with 46 its run with
/// one at 768 px is 1 MiB under); SD 1.5 with three at 768 px (`oos32`) measured 8 MiB over
/// 48.
pub const CONTROLNET_STREAMED_RESERVE_MIB: u64 = 51;

/// What a UNet streamed beside ControlNets keeps over the fit when a side of the latent is
/// odd (an image size off the 16-pixel grid), in bytes per latent pixel, on a CUDA device:
/// SDXL's and SD 1.x/2.x's. Session 41's rounds at sizes off the 64-pixel grid
/// (`vram_matrix.sh` parts `odd41` to `odd41c`; repeated runs measured the same to the MiB)
/// found such denoisings under the fit: SDXL at 1080x1920 on fp8 weights beside one
/// ControlNet by 182 MiB (32400 latent pixels), at 904x1600 by 86-106 MiB, at 1920x1080
/// by 54; SD 1.5 at 1000x1000 by 10. None of an even latent was, nor any without a
/// ControlNet. What holds the bytes is not known: the up blocks' upsampling to the odd skip
/// sizes is one gather (`nets::blocks::upsample_nearest`) and was not at the peak, and the
/// structural estimate puts the 1x1 convolutions' padded temporaries below the stage's
/// GEGLU peak. The least per latent pixel that leaves none of them under; the matrix's
/// sizes have even latents, so no run there moves.
pub const ODD_LATENT_CONTROLNET_BYTES_PER_PIXEL: (u64, u64) = (5876, 642);

/// [`ODD_LATENT_CONTROLNET_BYTES_PER_PIXEL`] for a latent of `h` x `w` beside `controlnets`
/// streamed ControlNets (none without them, or when both sides are even); `sdxl` for
/// UNets with added embeddings.
pub fn odd_latent_controlnet_reserve(sdxl: bool, h: u64, w: u64, controlnets: usize) -> u64 {
    let (xl, sd) = ODD_LATENT_CONTROLNET_BYTES_PER_PIXEL;
    match controlnets > 0 && (h % 2 == 1 || w % 2 == 1) {
        true => (if sdxl { xl } else { sd }) * h * w,
        false => 0,
    }
}

/// The pool's reserve each ControlNet on the device beside a resident UNet (`--offload
/// none`) adds to the denoising phase and keeps through the decode, in MiB, on a CUDA
/// device. Session 29 (H200): SD 1.5
/// with one ControlNet at 768 px on a simulated 4 GiB card (`vram_matrix.sh`'s `oos29b`)
/// measured 30 MiB over the resident denoising's fit, which the runs with ControlNets had
/// set (they were all within 1.001 of it); with this counted apart, the fit ((Denoising,
/// None) below) holds every resident run within 1.088, where without it the best was 1.108.
/// Session 30: the decodes after such a denoising kept it too (`oos30`: SD 2.1 at 512 px and
/// SDXL at 1536 px with one ControlNet measured 79 and 118 MiB over a decode that did not
/// count it); the decode without offload counts it with its own fit ((Vae, None) below).
pub const CONTROLNET_RESIDENT_RESERVE_MIB: u64 = 72;

/// What a tiled decode holds beyond its images' bytes when it keeps its large wholes in GPU
/// memory (`--vae-tile-store gpu`, `activations::vae_gpu_store_wholes`), on a CUDA device:
/// [`GPU_STORE_EXTRA_MIB`] and [`GPU_STORE_EXTRA_SHARE`] of the bytes the phase holds beside
/// them ([`gpu_store_extra`]). Measured 2026-11-29 (session 22, H200; SD 1.5, SD 2.1, SDXL and
/// SD 3.5 Medium from 1024x768 to 2048 px in every offload mode, recorded in
/// `measured_h100.jsonl`): over the host-memory fit plus the images, the decodes kept from
/// 158 MiB less (SD 1.5 streamed at 1024) to 175 MiB more (SDXL resident at 2048, 6.4 GiB
/// of weights beside the images); the resident ones' surplus grew with their weights, as the
/// denoising's reserve does (`Fit::c`). The images are allocated alone
/// (`nets::tile_image`), so this is the pool's reserve for the tiles' work. The least
/// constant for that share that predicts none of them under; the worst is then 1.089.
pub const GPU_STORE_EXTRA_MIB: u64 = 48;

/// See [`GPU_STORE_EXTRA_MIB`].
pub const GPU_STORE_EXTRA_SHARE: f64 = 0.02;

/// The extra of a decode that keeps its wholes in GPU memory beside `beside` bytes of
/// weights (and the images' own bytes not counted).
pub fn gpu_store_extra(beside: u64) -> u64 {
    (GPU_STORE_EXTRA_MIB << 20) + (GPU_STORE_EXTRA_SHARE * beside as f64) as u64
}

/// Where the pool's reserve is calibrated per phase.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    TextEncoding,
    /// The UNet's denoising (and the refiner's, and their ControlNets').
    Denoising,
    /// SD 2.x's UNet's denoising: the larger of its own fit and [`Kind::Denoising`]'s
    /// ([`floor`]).
    Sd2Denoising,
    /// SD 3's MMDiT's denoising (with its ControlNets).
    MmditDenoising,
    /// The VAE over the whole image at once.
    Vae,
    /// The VAE a tile at a time.
    VaeTiled,
    /// SD 3's VAE a tile at a time.
    Sd3VaeTiled,
}

/// `weights + a x activations + b` for one phase (b in MiB).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Fit {
    pub a: f64,
    pub b_mib: u64,
    /// The share of the UNet's stored bytes the pool keeps in reserve beside them (the
    /// denoising phases without and with sequential offload; 0 elsewhere).
    pub c: f64,
    /// The share of the bytes a storage dtype takes off the stored ones
    /// ([`super::term::Term::low_stored`]) the pool keeps in reserve beside `c`'s.
    pub c_low: f64,
}

impl Fit {
    pub fn bytes(&self, weights: u64, activations: u64) -> u64 {
        self.bytes_with(weights, activations, 0, 0, 0)
    }

    /// [`Fit::bytes`] with `wholes` held through the phase beside the activations, and the
    /// reserve [`Fit::c`] keeps for `stored` bytes ([`Fit::c_low`] for `low_stored` ones;
    /// the fields of [`super::term::Term`]). The wholes take the room of the
    /// pool's reserve `b`, and count only where they are larger: SD 1.5 at 1024x768 with
    /// 512 px tiles keeps its two full-resolution wholes (2 x 192 MiB) on the device
    /// (`activations::vae_full_res_wholes`): its decode measured 351 MiB more in use than
    /// the 1024x1024 and 1216x832 ones under model offload, but only 128-160 MiB more
    /// reserved (1184 MiB against 1024-1056; session 10). Counted on top of the reserve,
    /// its prediction was 1.103 x the measured peak.
    pub fn bytes_with(
        &self,
        weights: u64,
        activations: u64,
        wholes: u64,
        stored: u64,
        low_stored: u64,
    ) -> u64 {
        weights
            + (self.a * activations as f64) as u64
            + (self.b_mib << 20).max(wholes)
            + (self.c * stored as f64) as u64
            + (self.c_low * low_stored as f64) as u64
    }
}

/// The calibration for `kind` under `offload` on `backend`; the CPU has no pool and was
/// not measured: its structural estimate stands as it is.
pub fn fit(kind: Kind, offload: Offload, backend: Backend) -> Fit {
    use Kind::*;
    use Offload::*;
    let (a, b_mib, c) = match backend {
        Backend::Cpu => (1.0, 0, 0.0),
        // Session 19, on the recorded runs and sixteen new ones (one streamed ControlNet,
        // SD 1.5 and SD 2.1 at 768 and SDXL at 1216x832 tiled, fp8 UNets streamed through
        // arenas of three to sixteen groups): the UNet's denoising reserve grows with its
        // bytes in the run's dtype, however its layers are held (SDXL's fp8 runs kept 210
        // MiB of pool over their live bytes, f16's 73: a `c` on the fp8 bytes predicted
        // them 70 MiB under), in every offload mode, model offload's included (it had one
        // `b` for SD 1.5 and SDXL: worst 1.104, now 1.05); the streamed ControlNets'
        // reserve is counted apart ([`CONTROLNET_STREAMED_RESERVE_MIB`]). The sequential
        // denoising's worst is 1.107 (1.146 before on fewer runs); its spread is the pool's
        // reserve over the live bytes, which the structural estimate matches to 3 MiB for
        // SD 1.5 and SD 2.1 (SDXL's live bytes are 55-134 MiB over it): 53-93 MiB for SD
        // 1.5 alone, 155-184 for SD 2.1 at 512 and 768 (56 at 1024), 174-230 with
        // ControlNets. The tiled decodes count the last upsampler's input where it stays
        // on the device (`activations::vae_upsample_input_whole`) and one full-resolution
        // whole instead of two (`vae_full_res_wholes`): worst 1.110, now 1.103 (SD 1.5 and
        // SD 2.1 768 streamed); SD 3's decodes on simulated cards stay at 1.106-1.113.
        // The UNet's sequential denoising refitted in session 17 with fp8 UNets streamed
        // through three slots (offload::slot_count) and the fp8 runs re-recorded (SDXL
        // 1024 fp8 with a LoRA kept separate measured 3 MiB over the fit before).
        // The UNet's and the MMDiT's denoising refitted in session 15 on the matrix
        // re-recorded with the transformer blocks' residuals in cuBLASLt's epilogue (one
        // output buffer fewer: SD 1.5 512's denoising fell by 64 MiB, sequential SDXL's by
        // 128) and SD 3's joint attention without its concatenated copies (SD 3.5 Large
        // streamed: 219 MiB less), with the ControlNets' conditioning embedding counted
        // (`activations::control_hint_elems`). The rest as
        // refitted 2026-11-28 (session 14) per phase and offload mode on the matrix
        // re-recorded with that session's kernels (the Linear's bias in cuBLASLt's epilogue
        // frees the second hidden buffer: SD 1.5 2048's denoising fell by 700 MiB, while
        // the resident SDXL's rose by 38): the least `b` that predicts no run under, for
        // the `a` in [0.5, 2] (and `c` in [0, 0.2]) that makes the worst over-prediction
        // smallest (`tools/gpu/refit.py`). The UNet's denoising took `c`: its reserve grows
        // with the UNet's stored bytes, even streamed (sequential SDXL kept about 300 MiB
        // more over the same structural estimate than SD 1.5; no linear `a`, `b` held both
        // within 1.22), 4% of every net's bytes without offload and 6% of the UNet's
        // under sequential offload. Model offload's denoising (a second term with the
        // refiner) fitted on its larger term. SD 3's runs share these, with T5's extra
        // above, but for the MMDiT's own denoising fit (issue 13, below).
        Backend::Cuda => match (kind, offload) {
            // Session 29: SDXL on a simulated 10 GiB card with a ControlNet, all resident
            // (`oos29b`), measured 82 MiB over (1.86, 139); refitted: worst 1.097.
            // Session 30: SDXL with three resident ControlNets (14 GiB of weights, `oos31`)
            // measured 87 MiB over; every net is on the device through this phase, and its
            // reserve grows with their bytes as the decode's does (`c` on `Term::stored`):
            // refitted, worst 1.024 (was 1.097).
            // Session 41: SD 1.5 at 1280x720 on a simulated 4 GiB card with a ControlNet
            // and an inpainting image (`odd41`, its UNet resident at an 80% fp8 share)
            // measured 1.7 MiB over `b` 47.
            (TextEncoding, None) => (0.50, 49, 0.02),
            (TextEncoding, Model) => (0.50, 47, 0.0),
            (TextEncoding, Sequential) => (0.62, 55, 0.0),
            // Session 29: SD 1.5 at 1536 px with a ControlNet (`vram_matrix.sh`'s `oos29`)
            // measured 55 MiB over (1.13, 4, 0.06), and at 768 px on a simulated 4 GiB card
            // (`oos29b`) 30 MiB over the refit on it (1.19, 3, 0.055); refitted with the
            // ControlNets' reserve counted apart ([`CONTROLNET_RESIDENT_RESERVE_MIB`]):
            // worst 1.088.
            // Session 40: SD 1.5 at 576x1024 on a 3 GiB budget (resident fp8 UNet at a 90%
            // share, `vram_matrix.sh` part `user40`) measured 2 MiB over `b` 5: `b` 8. Then
            // `user40b` (out of sample): SD 1.5 resident at 832x576, 768x640, 704x704 and
            // 960x576 (480-553 thousand pixels) 27-58 MiB over: their pool held 388-399 MiB
            // over the weights, as 960x768 and 1088x704 do, where 768x768 holds 302 (the
            // reserve moves in steps of about 100 MiB that no size rule follows): `b` 68.
            (Denoising, None) => (1.14, 68, 0.05),
            // Session 30: SD 1.5 at 2048 px in bf16 with an init image (`oos30`) measured 1
            // MiB over `b` 39.
            (Denoising, Model) => (1.08, 41, 0.08),
            // Session 28: the UNet's streamed denoising apart from SD 2.x's (held in 16
            // bits), and fp8 UNets' share (`c_low` below). The pool's trace across each trim
            // (`CANDELA_POOL_TRACE=1`, H200) showed SD 1.5 and SD 2.1 starting their
            // denoising from the same 64 MiB (51 live) and peaking at the same live bytes
            // (421, 488 and 680 MiB at 512, 768 and 1024 px), but SD 2.1 mapping 96 and
            // 128 MiB more at 512 and 768 (none at 1024): its own fragmentation, also under
            // model offload and without offload at 768 (171-179 MiB of reserve over the
            // live bytes, SD 1.5's 54-63). With one fit for both, SD 2.1's 512/768 set `b`
            // and SD 1.5's 768/1024 were at 1.103-1.106; SDXL's fp8 runs kept 137 MiB more
            // than its f16 ones and set `b` again. Refitted as before (least `b`, the `a`,
            // `c`, `c_low` with the smallest worst ratio, `tools/gpu/refit.py`) with the
            // twelve runs of `vram_matrix.sh`'s `fit28`, made to check the refit on new
            // shapes: SD 1.5's, SDXL's and fp8's 51 runs worst 1.096; SD 2.x's six (512 to
            // 1024 px) 1.074. SD 2.1 on fp8 weights at 768 px kept SD 1.5's reserve (one
            // run), so an fp8 SD 2.x took the shared fit until session 31, when at 512 px
            // (`vram_matrix.sh`'s `sd2fp8`) it measured 18 MiB over it streamed and 21
            // without offload: SD 2.x now takes its own fit (with the shared one as its
            // floor) however its layers are held.
            // Session 29: refitted with a ControlNet's residuals counted one and a half
            // times (`activations::unet_activation_bytes`; SD 1.5 at 1536 px with one,
            // `oos29c`, was 208 MiB under): worst 1.109 (SD 1.5 at 896 px; SDXL at 1024 px
            // with a ControlNet 1.108, within 1.10 since session 30 counted a streamed
            // ControlNet's reserve apart from `c`, [`CONTROLNET_STREAMED_RESERVE_MIB`]).
            (Denoising, Sequential) => (1.18, 74, 0.03),
            // Session 29: SD 2.x's fragmentation is a floor, not a slope. Its streamed
            // denoising at 1536 and 2048 px measured what SD 1.5's does to the MiB (1179
            // and 2075 MiB over the weights), where the fit of 512-1216 px runs (0.87, 170,
            // 0.035) predicted 2048 px 312 MiB under (and without offload at 512 and 768 px
            // and under model offload at 2048, 6-23 MiB under: 34 runs of combinations the
            // recorded ones lacked, `vram_matrix.sh`'s `gaps29`). So SD 2.x takes the larger
            // of [`Kind::Denoising`]'s fit and one of its own ([`floor`]), each own one
            // the least `b` over the `a` with the smallest worst ratio where the shared fit
            // is under (`tools/gpu/refit.py --floor`). Checked on 15 runs neither had
            // (`oos29`): SD 2.1 at 768 px streamed with a ControlNet measured 96 MiB over
            // the streamed fit then (0.75, 258, 0); refitted with it: worst 1.040 without
            // offload, 1.054 under model offload, 1.096 streamed (1.095 once the shared
            // streamed fit counted a ControlNet's residuals one and a half times, below).
            // Session 31: refitted with SD 2.x's fp8 runs (`sd2fp8`, `oos34`; SD 2.1 at 768
            // px without offload, tiled, inpainting, measured 1 MiB over): worst 1.108 (on a
            // simulated 3 GiB card, `known_over.jsonl`).
            (Sd2Denoising, None) => (0.83, 248, 0.0),
            // Session 30: SD 2.1 at 2048 px with a ControlNet (`oos31`) measured 20 MiB over
            // (1.10, 155); refitted: worst 1.054.
            (Sd2Denoising, Model) => (1.12, 154, 0.0),
            // Session 30: refitted (the least `b`, the `a` and `c` that leave no run at the
            // matrix's sizes over 1.10 and the fewest bytes over elsewhere) with `oos30`'s SD
            // 2.1 runs with ControlNets, whose bytes its `stored` keeps (`predict::terms`):
            // one at 768 px measured 19 MiB over the shared fit, three at 512 px 96 MiB
            // under SD 1.5's same job (1.201 now, `known_over.jsonl`).
            (Sd2Denoising, Sequential) => (0.90, 228, 0.015),
            // SD 3's MMDiT, fitted on its own runs (session 15's, which the joint attention
            // without copies moved, and session 10's Large under model offload, Medium on
            // a simulated 4 GiB card and with a ControlNet). Its activations are token-wide
            // matmul outputs, without the UNet's im2col bands and changing resolutions: the
            // resident Medium held 285 MiB over its weights for 415 estimated, SD 3.5 Large
            // streamed 621 for 657. Model offload keeps session 10's fit, which predicts
            // session 15's runs at 1.04. Sequential offload refitted in session 19 with SD
            // 3.5 Large and Medium streamed through arenas of sixteen blocks (the budget's
            // choice on simulated 8 and 4 GiB cards): Large measured 12 MiB over the fit
            // before; the worst of the six runs is now 1.069. Refitted in session 22 with
            // SD 3.5 Medium streamed at 1216x832, 1536 and 2048 px (`vram_matrix.sh`'s
            // sd3tiles): at 2048 its denoising measured 1866 MiB over its weights for 1567
            // estimated, 426 MiB over the fit before (whose `a` of 0.73 the 1024 px runs had
            // set, where `b` carried them); worst now 1.104, one phase of ten over 1.10.
            (MmditDenoising, None) => (0.92, 43, 0.0),
            (MmditDenoising, Model) => (1.53, 0, 0.0),
            (MmditDenoising, Sequential) => (1.13, 105, 0.0),
            // Session 30: everything stays resident through this decode, and its reserve
            // grows with those bytes as the denoising's does (`c` on `Term::stored`, every
            // net's bytes), beside each resident ControlNet's reserve
            // ([`CONTROLNET_RESIDENT_RESERVE_MIB`]); `oos30`'s decodes after a resident
            // ControlNet were 4-118 MiB under (1.11, 103) and the ones without it at
            // 1.01-1.07: refitted, worst 1.059; and again with `oos31` (SDXL at 1024 px in
            // bf16 with a resident ControlNet, 24 MiB over): worst 1.062.
            // Session 33: SDXL at 768 px on a simulated 10 GiB card (`oos38`, resident)
            // measured 13 MiB over (1.14, 63, 0.01): `b` 14 MiB up. (The least worst ratio,
            // 1.076 at (1.10, 40, 0.025), moved the SD 1.5 2 GiB budget run from model
            // offload to a slower resident plan with sliced attention: kept out.)
            (Vae, None) => (1.14, 77, 0.01),
            // Session 29: SDXL at 768 px (`gaps29`) measured 7 MiB over (1.09, 107), and the
            // untiled decodes of SD 1.5 at 512 px on 2 GiB budgets 32 MiB under their sliced
            // records once the attention took the default blocks (`untiled29`); refitted on
            // both: worst 1.099.
            // Session 31: SDXL at 768 px in bf16 with an init image (`oos35`), 1 MiB over 76.
            (Vae, Model) => (1.12, 78, 0.0),
            // Sequential offload decodes as model offload does, beside the streamed nets'
            // resident parts (counted as weights). Session 28: SD 2.1 at 640 px measured 7
            // MiB over the fit of `a` 1.16; refitted with it, worst 1.057.
            // Session 30: SDXL at 768 px streamed with a ControlNet in bf16 (`oos30`)
            // measured 3 MiB over (1.17, 0); refitted: worst 1.063. `oos33`: SDXL at 768 px
            // streamed with three ControlNets and sliced attention, 2.3 MiB over 4.
            (Vae, Sequential) => (1.17, 7, 0.0),
            // Refitted in session 22 on nineteen resident tiled decodes, SDXL at 2048 px
            // among them for the first time (its decode, host store, measured 862 MiB over
            // its weights where the fit before gave 770: 92 MiB under); worst 1.048.
            // Session 29: SD 2.1 at 768 px on a simulated 3 GiB card (`oos29b`), its two
            // full-resolution wholes on the device, was predicted at 1.112 (the wholes over
            // a `b` of 45 MiB); refitted with every resident tiled decode since: worst 1.084.
            // Session 30: as the untiled decode without offload above (`c` on every resident
            // net's bytes, each resident ControlNet's reserve); SDXL at 1536 px with a
            // ControlNet (`oos30`) was 118 MiB under (0.76, 194): worst 1.077 (with `oos31`
            // refitted again: 1.077).
            // Session 31: SD 2.1 at 768 px, tiled, inpainting (`oos34`) encoded its image 54
            // MiB over (0.75, 121, 0.025); refitted: worst 1.090; and on 2.5 GiB (fp8 at an
            // 80% share, `oos35`) 43 MiB over that: refitted, worst 1.105.
            // Session 41: SD 1.5 at 1920x1080 beside its resident fp8 UNet (`odd41`, host
            // store) encoded its image 21.6 MiB over `b` 46: `b` 68 (no recorded run at the
            // matrix's sizes crosses 1.10 for it).
            (VaeTiled, None) => (0.80, 68, 0.05),
            // Session 41: SDXL at 1352x1080 with three ControlNets (`odd41`) decoded 0.6 MiB
            // over `b` 25.
            (VaeTiled, Model) => (0.92, 26, 0.0),
            // Session 28: the streamed tiled decodes refitted without SD 3's (worst 1.089,
            // SD 1.5's and SD 2.1's at 768 were 1.103; the 896 px runs added after are at
            // 1.117-1.119, `recorded_tests::UPPER`). SD 3's VAE, tiled, keeps far less
            // reserve over its live bytes than SD's and SDXL's at the same tiles and image
            // (SD 3.5 at 1024 px, 512 px tiles: 50-127 MiB against 257-292, with the same
            // 767-769 MiB live under model offload; `measured_h100.jsonl`'s pool highs),
            // the same decoder but for its 16 latent channels and no post_quant_conv.
            // (Running post_quant_conv over the whole latent before the tiles, as SD 3 has
            // none per tile, moved SDXL's decode by -96 MiB and SD 1.5's at 768 by +64: not
            // the cause.) Its own `b`, with `a` as SD's: worst 1.091 (was 1.113).
            // Session 30: SDXL at 1536 px streamed with the refiner and an init image
            // (`oos30`) measured 3 MiB over (0.88, 64); refitted: worst 1.121 (896 px), the
            // matrix's sizes within 1.10 but SD 1.5's 832x1216 (1.114, `known_over.jsonl`).
            (VaeTiled, Sequential) => (0.89, 59, 0.0),
            (Sd3VaeTiled, None) => (0.91, 0, 0.0),
            (Sd3VaeTiled, Model) => (0.92, 0, 0.0),
            (Sd3VaeTiled, Sequential) => (0.91, 5, 0.0),
        },
    };
    // An fp8 UNet streamed decodes every layer every step, on a second stream one layer
    // ahead (`weights_dtype::DecodeAhead`): SDXL's fp8 runs kept 210 MiB of pool over their
    // live bytes where its f16 runs kept 73 (session 28's refit, above).
    let c_low = match (backend, kind, offload) {
        // SD 2.x's own kind keeps none (its fit's floor, this one, does).
        (Backend::Cuda, Denoising, Sequential) => 0.003,
        _ => 0.0,
    };
    Fit { a, b_mib, c, c_low }
}

/// The fit whose prediction a `kind`'s own may not go under: [`Kind::Denoising`]'s for SD
/// 2.x's denoising (its own fit holds its reserve at the sizes where it keeps more than SD
/// 1.5's), none for the other kinds.
pub fn floor(kind: Kind) -> Option<Kind> {
    match kind {
        Kind::Sd2Denoising => Some(Kind::Denoising),
        _ => None,
    }
}
