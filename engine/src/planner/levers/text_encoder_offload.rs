//! `--text-encoder-offload auto|off|on`: with every net resident (`--offload none`), the
//! text encoders wait in page-locked host memory and come to the GPU only for the prompt,
//! as model offload moves every net; the UNet and the VAE stay. SDXL's two encoders are
//! 1.6 GiB in f16: with them gone, SDXL 1024 denoises with its UNet resident in f16 on an
//! 8 GiB card, where the ladder went to fp8 weights or model offload before. The cost is
//! their upload once a job (about 0.1 s for SDXL's at 20 GB/s), not the UNet's 4.8 GiB
//! that model offload moves. The picture is the same bit for bit. SD 3's three encoders
//! (T5-XXL alone is 9.5 GB in f16) go the same way; the SDXL refiner's stays as the offload
//! mode puts it.
use super::lever::{Context, Lever};
use super::values::Levers;
use crate::planner::calibration::T5_DEVICE_EXTRA_MIB;
use crate::planner::plan::{Backend, Plan};
use crate::planner::rung::Rung;
use crate::planner::term::Term;
use crate::protocol::Offload;

pub const LEVER: Lever = Lever {
    key: "text_encoder_offload",
    flag: "text-encoder-offload",
    help: "With --offload none: keep the text encoders in host memory between prompts and \
           bring them to the GPU for the prompt only (the UNet and VAE stay): auto (the \
           memory plan decides), off or on. The same picture.",
    choices: &[
        (
            "auto",
            "The planner moves them off the GPU when the budget needs their room",
        ),
        (
            "off",
            "The text encoders stay on the GPU with the other models",
        ),
        (
            "on",
            "The text encoders wait in system RAM and come to the GPU for the prompt only: \
             less memory while denoising, a fraction of a second a job",
        ),
    ],
    label: "Offload text encoders",
    rung: Some((Rung::TileStore, "on")),
    raise: &[],
    raise_room_mib: 0,
    raise_within_peak: false,
    matters,
    changes_numbers: false,
    predict,
    moves,
    spares: |_, _| 0,
};

/// Whether nets placed under `offload` with `levers` keep their text encoders in host
/// memory until their phase (the placement's question; model and sequential offload do
/// anyway).
pub fn leased(levers: &Levers, offload: Offload) -> bool {
    offload == Offload::None && levers.value(&LEVER) == "on"
}

/// Whether the plan keeps its text encoders resident on the GPU (model and sequential
/// offload lease them anyway).
fn matters(plan: &Plan) -> bool {
    plan.offload == Offload::None && !plan.on_cpu().text_encoders
}

/// Whether the lever moves anything in this job: set, and its plan's encoders resident on
/// the GPU.
fn applies(value: &str, at: &Context) -> bool {
    value == "on" && matters(at.plan)
}

/// The denoising and the VAE no longer hold the encoders' weights. The pool's reserve
/// the denoising fit counts for every resident net's bytes (`calibration::Fit::c`) stays as
/// with them, and so does what T5 holds beside its weights on a CUDA device
/// ([`T5_DEVICE_EXTRA_MIB`]). Recorded on an H200 (session 24): SDXL 1024's denoising
/// measured 6422 MiB where a prediction that also dropped their share of the reserve (94
/// MiB) gave 6398; SD 3.5 Medium's 5928 where one that dropped T5's extra gave 5916, Large's
/// 17032 against 16966 and its decode 19016 against 18974.
fn predict(value: &str, at: &Context, phases: &mut [Vec<Term>; 3]) {
    if !applies(value, at) {
        return;
    }
    let t5_extra = match (at.backend, &at.model.sd3) {
        (Backend::Cuda, Some(sd3)) if sd3.text_encoder_3.is_some() => T5_DEVICE_EXTRA_MIB << 20,
        _ => 0,
    };
    let te = at.weights.text_encoder.saturating_sub(t5_extra);
    let [_, denoising, vae] = phases;
    for t in denoising.iter_mut().chain(vae.iter_mut()) {
        t.weights = t.weights.saturating_sub(te);
    }
}

/// Their upload, once a job.
fn moves(value: &str, at: &Context) -> u64 {
    match applies(value, at) {
        true => at.weights.text_encoder,
        false => 0,
    }
}
