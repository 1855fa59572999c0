//! `--stream-keep auto|0|10|...|90`: under `--offload sequential`, the percentage of the
//! UNet's (SD 3's MMDiT's) streamed weights that stay on the device through the denoising
//! instead of crossing the bus every step, as ComfyUI's low-VRAM mode loads what fits and
//! streams the rest. The arena the groups take turns in only lets the copies run ahead;
//! when a step copies as long as it computes (SDXL 1024's fp8 UNet: 2.4 GiB at 53 GB/s
//! against 46 ms of compute on an H200, session 26) a wider arena buys nothing, where each
//! group kept takes its copy off every step. The groups kept are the largest first
//! (`offload::kept_groups`: the deep levels, the least compute per byte); they are uploaded
//! at their first step and freed with the arena when the phase ends, so the text encoders
//! and the VAE have the room. `auto` is what the budget's choice finds room for
//! (`Lever::raise`), which it tries before widening the arena (`choose.rs`), leaving
//! [`RAISE_ROOM_MIB`] of the denoising free; without a budget, what fits under the job's
//! peak from its other phases (`choose::raised_within_peak`: the decode's, mostly), so the
//! job's peak does not move. The same picture bit for bit: the same bytes,
//! read from another buffer. The ControlNets and the refiner stream as before. On an H200
//! (session 27, `--offload sequential --vram-budget auto` on simulated cards): SDXL 1024 in
//! f16 on 4 GiB stepped at 68.5 ms with half its UNet kept against 91.9 with the arena
//! alone, SD 1.5 512 in f16 on 2 GiB at 17.5 against 30.2, SD 3.5 Large on 8 GiB at 159.6
//! against 193.1.
use super::lever::{Context, Lever};
use super::values::Levers;
use crate::planner::plan::{Backend, Plan};
use crate::planner::term::Term;
use crate::protocol::Offload;

pub const LEVER: Lever = Lever {
    key: "stream_keep",
    flag: "stream-keep",
    help: "With --offload sequential: the percentage of the UNet's (SD 3's MMDiT's) streamed \
           weights kept on the GPU through the denoising, the largest groups first, instead \
           of copied every step: auto (as much as the --vram-budget leaves room for; \
           without a budget, as much as stays under the job's peak from its other phases), \
           or 0 to 90 in steps of 10. The same picture; more is faster and holds more",
    choices: &[
        (
            "auto",
            "Keeps what the budget leaves room for (without one: what stays under the job's peak)",
        ),
        ("0", "Every group streams every step: the least memory"),
        ("10", "10% of the streamed weights stay on the GPU"),
        ("20", "20% of the streamed weights stay on the GPU"),
        ("30", "30% of the streamed weights stay on the GPU"),
        ("40", "40% of the streamed weights stay on the GPU"),
        ("50", "Half of the streamed weights stay on the GPU"),
        ("60", "60% of the streamed weights stay on the GPU"),
        ("70", "70% of the streamed weights stay on the GPU"),
        ("80", "80% of the streamed weights stay on the GPU"),
        (
            "90",
            "90% of the streamed weights stay on the GPU: nearly no copies a step",
        ),
    ],
    label: "Keep streamed",
    rung: None,
    raise: &["90", "80", "70", "60", "50", "40", "30", "20", "10"],
    raise_room_mib: RAISE_ROOM_MIB,
    raise_within_peak: true,
    matters,
    changes_numbers: false,
    predict,
    moves,
    spares,
};

/// What a kept share chosen by the budget leaves free, in MiB. The choice fills the budget
/// to a tenth of the streamed bytes, and the budget caps the pool (`vram::cap_pool`): near
/// its cap, an allocation that finds no free block its size fails when the pool cannot map
/// one more. On an H200 (session 27) SD 1.5 512 in f16 streamed on a simulated 2 GiB card
/// with 60% kept (predicted 1686 MiB of pool, 1.3 MiB under the budget) ran out of memory
/// in an im2col buffer at 1600 MiB reserved, and fell back; with 50% kept it has this room.
const RAISE_ROOM_MIB: u64 = 128;

/// Whether the plan streams its denoiser.
fn matters(plan: &Plan) -> bool {
    plan.offload == Offload::Sequential
}

/// The percentage `value` keeps (`auto`: none).
fn percent(value: &str) -> u64 {
    value.parse().unwrap_or(0)
}

/// Which of the denoiser's streamed groups (their bytes, in order) the placement keeps on
/// the device under `levers` and `offload` ([`crate::offload::kept_groups`]).
pub fn kept(levers: &Levers, offload: Offload, group_bytes: &[u64]) -> Vec<bool> {
    let value = levers.value(&LEVER);
    match offload {
        Offload::Sequential => crate::offload::kept_groups(group_bytes, percent(value)),
        _ => vec![false; group_bytes.len()],
    }
}

/// The bytes kept at `value` in this job's plan. A base that hands every step to the
/// refiner (img2img whose strength leaves only steps past the switch) uploads none: its
/// groups go up at its first step, and it has none (session 41's `odd41b`: SDXL at
/// 1400x1000 streamed on fp8 weights beside three ControlNets with an init image and the
/// refiner, 2 steps, measured 1478 MiB in its denoising against 3660 predicted with 90% of
/// the base's groups counted).
fn kept_bytes(value: &str, at: &Context) -> u64 {
    match matters(at.plan) && at.job.steps > 0 {
        true => at.weights.unet_kept[(percent(value) / 10).min(9) as usize],
        false => 0,
    }
}

/// The kept groups are on the device beside the arena for the denoising phase only: the
/// pool parks both when it ends. Bytes in use, as the resident part's are, and on a CUDA
/// device [`KEPT_RESERVE_MIB`] of the pool's reserve beside them.
fn predict(value: &str, at: &Context, phases: &mut [Vec<Term>; 3]) {
    let kept = kept_bytes(value, at);
    if kept == 0 {
        return;
    }
    let reserve = match at.backend {
        Backend::Cuda => kept_reserve(kept, at.model.controlnets.len()),
        Backend::Cpu => 0,
    };
    if let Some(denoiser) = phases[1].first_mut() {
        denoiser.weights += kept + reserve;
    }
}

/// The pool's reserve a denoising phase keeps beyond the calibrated fit when part of its
/// streamed net stays on the device, in MiB. Recorded on an H200 (session 27, twelve runs:
/// SD 1.5, SDXL and SD 3.5 Medium and Large, f16 and fp8, 50% to 90% kept, with and
/// without budgets; `measured_h100.jsonl`): SDXL 1024 with 70% of its fp8 UNet kept and
/// three groups of arena held 247 MiB of pool over its live bytes, where its streamed runs
/// hold about 210, and measured 35 MiB over the fit; SD 1.5 with a ControlNet, 5 over; the
/// rest at or under it (SD 3.5 Large on a simulated 8 GiB card, 50% kept: 2 MiB over). The
/// kept groups are one allocation a dtype (`offload::host::upload_together`): with a
/// buffer a group and lane, SD 3.5 Large, SDXL in f16 and SDXL in fp8 on their budgets
/// each measured 32 MiB more. The least constant that predicts none under: 36 until session
/// 31, when SD 2.1 at 768 px on a simulated 2 GiB card with a ControlNet (fp8, 90% kept,
/// `vram_matrix.sh`'s `oos34`) measured 11 MiB over it, and SD 1.5's same job (`oos35`) 13
/// MiB over that: a ControlNet streamed beside kept groups.
pub(super) const KEPT_RESERVE_MIB: u64 = 60;

/// [`KEPT_RESERVE_MIB`] where ControlNets stream beside the kept groups, however little is
/// kept: SD 1.5 at 704x1088 px streamed with a ControlNet and 22% of its UNet kept under
/// the job's peak (about 350 MiB; session 39, `vram_matrix.sh`'s `whole39b`) measured 25
/// MiB over the eighth of its keep (44 MiB); out of sample (`whole39c`), SD 1.5 at 640x1088
/// with one measured 6 MiB over 72. Raising the constant or the share for every keep
/// instead took six phases at the matrix's sizes over 1.10.
pub(super) const KEPT_RESERVE_BESIDE_CONTROLNETS_MIB: u64 = 80;

/// The pool's reserve beside `kept` bytes of kept groups: [`KEPT_RESERVE_MIB`], or an
/// eighth of what is kept where that is less. The constant was set by the largest keeps
/// (70-90%); a small one holds little beside it: SD 1.5 at 1024 px streamed in f16 with 10%
/// (154 MiB) kept under the job's peak (session 34's `keep41`) measured 160 MiB over the
/// same job with none kept, where the flat 60 MiB predicted it at 1.13x (session 35: 19 MiB
/// now; the replay of every recorded phase stays at none under). Beside streamed
/// ControlNets ([`KEPT_RESERVE_BESIDE_CONTROLNETS_MIB`]) the flat constant.
pub(super) fn kept_reserve(kept: u64, controlnets: usize) -> u64 {
    match controlnets {
        0 => (KEPT_RESERVE_MIB << 20).min(kept / 8),
        _ => KEPT_RESERVE_BESIDE_CONTROLNETS_MIB << 20,
    }
}

/// Uploaded once a job, at their first step.
fn moves(value: &str, at: &Context) -> u64 {
    kept_bytes(value, at)
}

/// And not copied at any step after.
fn spares(value: &str, at: &Context) -> u64 {
    kept_bytes(value, at)
}
