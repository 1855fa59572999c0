//! A plan's predicted peak bytes per phase: the weights each phase holds on the device
//! and its activations, calibrated on measured runs.
use super::activations::{
    calibrated_vae_bytes, context_kv_bytes, full_res_whole_room, landscape_strip, one_row_strip,
    unet_activation_bytes, vae_activation_bytes, vae_full_res_wholes, vae_gpu_store_wholes,
    vae_upsample_input_whole, TOKENS,
};
use super::calibration::{self, Kind};
use super::plan::{Backend, JobShape, Plan};
use super::term::Term;
use super::weights::{weight_sizes_in, WeightSizes};
use crate::attach::Model;
use crate::model::family::Family;
use crate::protocol::{Offload, PhasePeaks};
use crate::Result;

/// Predicted peak bytes per phase of `job` under `plan` on `backend`.
pub fn predict(model: &Model, job: &JobShape, plan: &Plan, backend: Backend) -> Result<PhasePeaks> {
    let w = weight_sizes_in(model, job.dtype, job.vae_dtype, plan.weights)?;
    Ok(predict_with(model, job, plan, backend, &w))
}

pub(super) fn predict_with(
    model: &Model,
    job: &JobShape,
    plan: &Plan,
    backend: Backend,
    w: &WeightSizes,
) -> PhasePeaks {
    let [text_encoding, denoising, vae] = terms(model, job, plan, backend, w).map(|phase| {
        phase
            .iter()
            .map(|t| t.bytes(plan.offload, backend))
            .max()
            .unwrap_or(0)
    });
    PhasePeaks {
        text_encoding,
        denoising,
        vae,
    }
}

/// Each phase's terms (text encoding, denoising, VAE): its peak is the largest of them
/// once calibrated.
pub(super) fn terms(
    model: &Model,
    job: &JobShape,
    plan: &Plan,
    backend: Backend,
    w: &WeightSizes,
) -> [Vec<Term>; 3] {
    let s = job.dtype.size_in_bytes() as u64;
    let b: u64 = if job.cfg > 1.0 { 2 } else { 1 };
    // The wider encoder's activations (SDXL runs its two encoders one after the other).
    let refiner = model.refiner.as_ref();
    let t5 = model.sd3.as_ref().and_then(|p| p.text_encoder_3.as_ref());
    let hidden = model
        .text_encoder_2
        .as_ref()
        .map_or(0, |te| te.config.hidden_size)
        .max(model.text_encoder.config.hidden_size)
        .max(refiner.map_or(0, |r| r.text_encoder_2.config.hidden_size))
        .max(t5.map_or(0, |t| t.config.d_model)) as u64;
    // SD 3 encodes 77 CLIP tokens and 256 of T5 per prompt.
    let tokens = match model.sd3 {
        Some(_) => super::sd3::CONTEXT_TOKENS,
        None => TOKENS * job.chunks.max(1) as u64,
    };
    let text = tokens * hidden * s * b * 8;
    let (h, wd) = ((job.height / 8) as u64, (job.width / 8) as u64);
    // The ControlNets' conditioning embeddings (the largest), while units run.
    let hint = match job.control_units {
        0 => 0,
        _ => model
            .controlnets
            .iter()
            .map(|cn| {
                let c = &cn.config;
                super::activations::control_hint_elems(
                    &c.conditioning_embedding_out_channels,
                    c.conditioning_channels,
                    h,
                    wd,
                    b,
                    backend,
                ) * s
            })
            .max()
            .unwrap_or(0),
    };
    let unet = match (&model.unet, &model.sd3) {
        (Some(u), _) => unet_activation_bytes(&u.config, h, wd, b, job, plan, backend, hint),
        (None, Some(sd3)) => {
            let cfg = &sd3.transformer.config;
            super::sd3::mmdit_activation_bytes(cfg, h, wd, b, job, backend)
        }
        (None, None) => 0,
    };
    // A base that hands every step to the refiner (img2img whose strength leaves only steps
    // past the switch) computes nothing: its nets are loaded and dropped (session 34's
    // `oos40`: SDXL at 1536 px with a ControlNet and an init image, 2 steps, measured 350
    // MiB over the base's and the ControlNet's weights where a base step takes over 870).
    let base_idle = job.steps == 0 && job.refiner_steps > 0;
    let unet = match base_idle {
        true => 0,
        false => unet,
    };
    // SD 3 ControlNets' residuals, held through the MMDiT's forward: bytes in use as a
    // net's weights are, not a working set the calibration scales (sequential offload's
    // MMDiT fit takes half the structural activations: SD 3.5 Large with one ControlNet
    // on a simulated 8 GiB card measured 614 MiB over a prediction that halved them).
    let residuals = super::sd3_control::residual_bytes(model, h, wd, b, job);
    // The refiner's UNet runs after the base's, without ControlNets.
    let refiner_job = JobShape {
        control_units: 0,
        ..*job
    };
    let refiner_unet = refiner.map_or(0, |r| {
        unet_activation_bytes(&r.unet.config, h, wd, b, &refiner_job, plan, backend, 0)
    });
    // The context's keys and values a resident UNet keeps while it denoises (a streamed
    // one keeps none); the base's are dropped before the refiner's steps.
    let kv = model
        .unet
        .as_ref()
        .map_or(0, |u| context_kv_bytes(&u.config, b, job));
    let refiner_kv = refiner.map_or(0, |r| context_kv_bytes(&r.unet.config, b, job));
    let s_vae = job.vae_dtype.size_in_bytes() as u64;
    // A tile as large as the image still runs the tiled path (`pipeline::decode`), which
    // holds less than the whole-image decode: SD 1.5's, SD 2.1's and SDXL's 512 px decodes
    // in one 512 px tile under model offload kept 680-704 MiB of pool against the
    // untiled ones' 704-716, and the whole-image fit predicted them 111-135 MiB over
    // (1.11 once the context shrank, `vram::STACK_BYTES`); the tiled fit, 14-38. Under
    // sequential offload the streamed tiled fit predicted SDXL's one tile beside a
    // ControlNet 13 MiB under, and the whole-image fit holds it (1.00-1.07): kept there.
    let tiled = match plan.offload {
        Offload::Sequential => plan.vae_in_tiles(job.width, job.height),
        _ => plan.vae_tile.is_some(),
    };
    let vae = match backend {
        Backend::Cuda => calibrated_vae_bytes(job, plan, s_vae),
        Backend::Cpu => vae_activation_bytes(&model.vae.config, h, wd, s_vae, plan, backend),
    };
    // The full-resolution wholes a tiled decode keeps on a CUDA device: held in the room
    // of the pool's reserve (calibration), or beside it when near the device store limit.
    let (wholes, whole_beside) = match (backend, plan.vae_tile) {
        (Backend::Cuda, Some(tile)) if tiled => {
            let (in_room, beside) = full_res_whole_room(
                vae_full_res_wholes(&model.vae.config, h, wd, s_vae, tile as u64),
                tile as u64,
            );
            let (wide, tall, tile) = (job.width as u64, job.height as u64, tile as u64);
            let strip = one_row_strip(wide, tall, tile, in_room)
                + landscape_strip(wide, tall, tile, in_room);
            (in_room, beside + strip)
        }
        _ => (0, 0),
    };
    // The last upsampler's input, held beside the full-resolution tiles: bytes in use.
    let upsample_input = match (backend, plan.vae_tile) {
        (Backend::Cuda, Some(tile)) if tiled => {
            vae_upsample_input_whole(&model.vae.config, h, wd, s_vae, tile as u64)
        }
        _ => 0,
    };
    // With `--vae-tile-store gpu`, the wholes too large for the tiles' room: bytes in use.
    let gpu_store = match (backend, plan.vae_tile) {
        (Backend::Cuda, Some(tile)) if tiled && plan.tile_store_on_gpu() => {
            vae_gpu_store_wholes(&model.vae.config, h, wd, s_vae, tile as u64)
        }
        _ => 0,
    };
    let vae_kind = match (tiled, model.sd3.is_some()) {
        (false, _) => Kind::Vae,
        (true, false) => Kind::VaeTiled,
        (true, true) => Kind::Sd3VaeTiled,
    };
    // Nets on the CPU hold nothing on the device, weights or activations, but what crosses
    // to or from it: text encoders' conditioning goes up in f32 and is cast to the run's
    // dtype there; a decode's latents, in f32, come down from a copy scaled there (session
    // 42's `shapes42`: SDXL 1024's text encoders on the CPU under model offload measured
    // 1.8 MiB of pool over the phase's fit, its VAE on the CPU 0.5 MiB, where nothing was
    // counted).
    let cpu = plan.on_cpu();
    let conditioning_up = match model.unet.as_ref() {
        Some(u) => {
            let dims = u.config.cross_attention_dim as u64
                + refiner.map_or(0, |r| r.unet.config.cross_attention_dim as u64);
            // SDXL's pooled embeddings (the base's and the refiner's).
            let pooled = model
                .text_encoder_2
                .as_ref()
                .map_or(0, |te| te.config.hidden_size)
                + refiner.map_or(0, |r| r.text_encoder_2.config.hidden_size);
            b * (TOKENS * job.chunks.max(1) as u64 * dims + pooled as u64) * (4 + s)
        }
        None => 0,
    };
    let latents_down = 2 * model.vae.config.latent_channels as u64 * h * wd * 4;
    // What fp8 storage takes off the UNet's and the ControlNets' bytes (calibration's `c_low`).
    let low_stored = unet_low_stored(w);
    let mut w = *w;
    // LoRA layers kept as separate deltas rest beside their net's weights.
    let deltas = super::lora::separate_delta_bytes(model, job, plan);
    w.unet += deltas.unet;
    w.unet_resident += deltas.unet;
    // The pool's reserve they leave behind in the decode of a resident UNet; the streamed
    // and the resident ControlNets' in the denoising phase (calibration).
    let cn_reserve = |mib: u64| model.controlnets.len() as u64 * (mib << 20);
    let (delta_reserve, stream_reserve, resident_cn_reserve) = match backend {
        Backend::Cuda => (
            (calibration::SEPARATE_DELTA_RESERVE * deltas.unet as f64) as u64,
            cn_reserve(calibration::CONTROLNET_STREAMED_RESERVE_MIB)
                + calibration::odd_latent_controlnet_reserve(
                    model
                        .unet
                        .as_ref()
                        .is_some_and(|u| u.config.addition_embed_type.is_some()),
                    h,
                    wd,
                    model.controlnets.len(),
                ),
            cn_reserve(calibration::CONTROLNET_RESIDENT_RESERVE_MIB),
        ),
        Backend::Cpu => (0, 0, 0),
    };
    w.text_encoder += deltas.text_encoders;
    w.text_encoder_sequential += deltas.text_encoders;
    let (text, vae, wholes, whole_beside, upsample_input) = (
        if cpu.text_encoders { 0 } else { text },
        if cpu.vae { latents_down } else { vae },
        if cpu.vae { 0 } else { wholes },
        if cpu.vae { 0 } else { whole_beside },
        if cpu.vae { 0 } else { upsample_input },
    );
    if cpu.text_encoders {
        (
            w.text_encoder,
            w.text_encoder_sequential,
            w.refiner_text_encoder,
            w.text_encoder_upcast,
        ) = (0, 0, 0, 0);
    }
    if cpu.vae {
        w.vae_decoder = 0;
    }
    // T5-XXL holds more on a CUDA device than its counted weights (calibration).
    if backend == Backend::Cuda && t5.is_some() && !cpu.text_encoders {
        w.text_encoder += calibration::T5_DEVICE_EXTRA_MIB << 20;
        w.text_encoder_sequential += calibration::T5_DEVICE_EXTRA_MIB << 20;
    }
    let text_encoders = w.text_encoder.max(w.refiner_text_encoder);
    // Layers held in a storage dtype each take an upcast buffer while they compute. The
    // UNet's does not add to its peak: the recorded fp8 runs' denoising activations
    // measured the same as f16's (SD 1.5 512 sequential: 279 and 274 MiB over the
    // weights, session 10), its largest layer's copy being freed before the stage's
    // largest activations are made. Nor does the next layer's, decoded ahead on a second
    // stream (weights_dtype::DecodeAhead): the fp8 runs recorded with it (session 17)
    // measured 0 (SDXL on a simulated 6 GiB card) and 32 MiB (SD 1.5 on 2 GiB) more, inside
    // the calibrated reserve; counting the largest layer again only loosened them. The
    // pool's high-water of live bytes says the same of streamed fp8 UNets with up to
    // sixteen slots (session 19): SDXL's matched its f16 runs' over the structural
    // estimate, SD 1.5's the estimate; what they keep more is in the reserve (`c`).
    // The text encoders' upcast buffers are bytes in use beside their small activations,
    // two on a CUDA device: SDXL's fp8 text encoders under model offload (session 42's
    // `shapes42`, the first run with them) measured 13 MiB over one buffer (12.5 MiB, its
    // largest layer's) counted at the activations' weight (`calibration::fit`'s `a`, a
    // half); two whole buffers is the least count of them that holds it.
    let text_held = match backend {
        Backend::Cuda => 2 * w.text_encoder_upcast,
        Backend::Cpu => w.text_encoder_upcast,
    } + if cpu.text_encoders {
        conditioning_up
    } else {
        0
    };
    let term = |kind, weights, activations| Term {
        kind,
        weights,
        activations,
        wholes: 0,
        stored: 0,
        low_stored: 0,
    };
    let decode = |weights: u64| {
        let gpu_store = match gpu_store {
            0 => 0,
            images => images + calibration::gpu_store_extra(weights + upsample_input),
        };
        Term {
            wholes,
            ..term(
                vae_kind,
                weights + upsample_input + whole_beside + gpu_store,
                vae,
            )
        }
    };
    let text_encoding = Kind::TextEncoding;
    let denoising = match (&model.sd3, model.family) {
        (Some(_), _) => Kind::MmditDenoising,
        // SD 2.x's own fragmentation, however its layers are held (calibration).
        (None, Family::Sd2) => Kind::Sd2Denoising,
        (None, _) => Kind::Denoising,
    };
    // SD 3's control images are encoded under the VAE's figure, beside what is resident.
    let resident = w.unet_resident + w.controlnets_streamed + w.refiner_unet_resident;
    let encode =
        super::encode::control_encode_terms(model, job, plan, backend, &w, vae_kind, resident)
            .into_iter()
            .map(|(kind, weights, activations, stored)| Term {
                stored,
                ..term(kind, weights, activations)
            });
    // The UNet's pool reserve grows with the stored bytes (calibration::Fit::c); the MMDiT's
    // was fitted without them.
    let unet_stored = |bytes| {
        if denoising != Kind::MmditDenoising {
            bytes
        } else {
            0
        }
    };
    let mut phases = match plan.offload {
        Offload::None => [
            // Every net is resident from the start: the text encoders' phase keeps the same
            // reserve on their bytes as the decode (session 30: SDXL with three ControlNets,
            // 14 GiB resident, measured 87 MiB over a fit without it).
            vec![Term {
                stored: w.total(),
                ..term(text_encoding, w.total() + text_held, text)
            }],
            vec![Term {
                stored: unet_stored(w.total() - w.unet - w.controlnets + w.unet_computed),
                ..term(
                    denoising,
                    w.total() + residuals + kv.max(refiner_kv) + resident_cn_reserve,
                    unet.max(refiner_unet),
                )
            }],
            // Everything stays resident through the decode: the pool's reserve grows with
            // those bytes (calibration's `c` for the decode without offload), and each
            // ControlNet's reserve from the denoising stays (session 30: SD 2.1 at 512 px
            // and SDXL at 1536 px with one measured 79 and 118 MiB over a decode that
            // counted neither).
            vec![Term {
                stored: w.total(),
                ..decode(w.total() + delta_reserve + resident_cn_reserve)
            }],
        ],
        // The ControlNets take their turn on the device beside the UNet; the base's text
        // encoders, then the refiner's, then the base's UNet, then the refiner's.
        Offload::Model => [
            vec![term(text_encoding, text_encoders + text_held, text)],
            vec![
                Term {
                    stored: unet_stored(w.unet_computed),
                    ..term(denoising, w.unet + w.controlnets + residuals + kv, unet)
                },
                Term {
                    stored: unet_stored(w.refiner_unet),
                    ..term(denoising, w.refiner_unet + refiner_kv, refiner_unet)
                },
            ],
            vec![decode(w.vae_decoder)],
        ],
        Offload::Sequential => {
            // The streamed nets' resident parts stay on the device for the whole job;
            // every streamed net shares one arena of `plan.slot_count` largest groups
            // (offload::SlotPool).
            let slots = plan.slot_count(model.unet.is_some()) as u64 * w.arena_unit;
            let text_encoders = w.text_encoder_sequential.max(w.refiner_text_encoder);
            // A base that hands every step to the refiner runs no ControlNet: their
            // streamed reserve is not kept (session 42's `kept42`: SDXL 1024 img2img
            // streamed beside a ControlNet with the refiner, 2 steps, measured 1450 MiB
            // against 1659 predicted with it). The UNet's reserve stays: counting the
            // refiner's bytes for it instead took SDXL at 1216x832 on fp8 weights, the
            // same shape without a ControlNet, 7 MiB under.
            let stream_reserve = match base_idle {
                true => 0,
                false => stream_reserve,
            };
            [
                vec![term(
                    text_encoding,
                    text_encoders + resident + text_held,
                    text,
                )],
                vec![Term {
                    // The streamed ControlNets' reserve is their own (`stream_reserve`) but
                    // for SD 2.x, whose own fit was made with their bytes counted here
                    // (calibration).
                    stored: unet_stored(match denoising {
                        Kind::Sd2Denoising => w.unet_computed,
                        _ => w.unet_computed - w.controlnets_computed,
                    }),
                    low_stored: unet_stored(low_stored),
                    ..term(
                        denoising,
                        resident + slots + residuals + stream_reserve,
                        unet.max(refiner_unet),
                    )
                }],
                vec![decode(w.vae_decoder + resident)],
            ]
        }
    };
    phases[2].extend(encode);
    if backend == Backend::Cuda {
        if let Some(unet) = phases[1].first_mut() {
            unet.weights += calibration::SEPARATE_FOLD_BUFFERS * deltas.unet_largest_layer;
        }
    }
    let at = super::levers::Context {
        model,
        job,
        plan,
        backend,
        weights: &w,
    };
    super::levers::predict(&at, &mut phases);
    phases
}

/// The bytes a storage dtype takes off the UNet's and the ControlNets' (their bytes in the
/// run's dtype less those stored): 0 when every layer is held in the run's dtype.
fn unet_low_stored(w: &WeightSizes) -> u64 {
    w.unet_computed.saturating_sub(w.unet + w.controlnets)
}

/// The largest of a job's phase peaks.
pub fn peak(p: &PhasePeaks) -> u64 {
    p.text_encoding.max(p.denoising).max(p.vae)
}
