//! Memory planning: the choices one job runs with ([`Plan`]), a structural estimate of its
//! peak device memory per phase and of its time, from the model's real tensor sizes and
//! the job's shapes, without touching a device; the choice of the fastest plan that fits
//! a budget ([`choose`]) and the next lower plan after an out-of-memory error
//! ([`fallback`]).
//!
//! Each phase's peak is the weights on the device during that phase plus its activations:
//!
//! - **Weights**: the bytes of every tensor the nets load, in the run's dtype, listed by
//!   building the nets over shapes only ([`crate::offload::record_shapes`]): exact for
//!   stored and random weights alike. With everything resident every phase holds all three
//!   nets (the VAE's encoder is not built); with model offload only the phase's own net;
//!   with sequential offload the denoising phase holds the resident parts of the UNet (time
//!   embedding, transformer shells) and ControlNets, and two slots the size of the largest
//!   streamed group of any of them (all streamed nets share the slots).
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
//!   64 Mi elements (4 Mi with `--attention-slice auto`, N rows x keys with N).
//! - **VAE decode** (one image): the decoder's largest step, usually at full resolution
//!   in the last up block: input, output and im2col columns, the upsampler's 4x tensors,
//!   and the middle block's single-head attention over the latent pixels (chunked scores).
//!   Tiled, the full-resolution steps work on one tile (plus its halo) at a time.
//!
//! The estimate ignores the allocator's slack and fragmentation, and small tensors (the
//! timestep embedding, the scheduler's latents in f32).
//!
//! Time is estimated from the multiply-adds of every convolution, linear layer and
//! attention at the job's shapes, at a throughput per backend and dtype measured on an
//! H200 (SD 1.5, 512x512), plus the bytes offload moves over the bus at a measured rate.
use crate::attach::Model;
use crate::model::config::{UNetConfig, VaeConfig};
use crate::nets::attention::AttentionMode;
use crate::nets::clip::ClipTextModel;
use crate::nets::controlnet::stage_specs as controlnet_specs;
use crate::nets::unet::{Part, StageKind, StageSpec};
use crate::nets::vae::VaeDecoder;
use crate::offload::record_shapes;
use crate::protocol::{NetDevice, Offload, Phase, PhasePeaks, WeightsDtype};
use crate::weights_dtype::{NetDtypes, OnCpu};
use crate::Result;

mod activations;
pub mod calibration;
pub mod margins;
#[cfg(test)]
mod recorded_tests;
mod time;
mod weights;

use activations::{calibrated_vae_bytes, unet_activation_bytes, vae_activation_bytes};
use calibration::Kind;
use candle_core::DType;
pub use time::{predict_time, TimeEstimate};
pub use weights::{weight_sizes, weight_sizes_in, WeightSizes};

/// Elements of one im2col band on CUDA (`nets::conv`'s `MAX_COL_ELEMS`).
const BAND_ELEMS: u64 = 1 << 26;
/// Elements of one chunked attention score block (`AttentionMode::default`).
const SCORE_ELEMS: u64 = 1 << 26;
/// Tokens in one CLIP chunk.
const TOKENS: u64 = 77;
/// The fp8 format the ladder stores weights in: e5m2, which Candela decodes itself on any
/// device. e4m3 needs candle's cast kernels, which the CUDA build lacks (measured on an
/// H100: "named symbol not found" at the first cast); it stays a user's explicit choice.
const AUTO_FP8: WeightsDtype = WeightsDtype::Fp8E5m2;
/// VAE tile side (image pixels) when tiling is `auto`.
pub const AUTO_VAE_TILE: usize = 512;

/// Which kernels the job's device runs: they decide what the convolutions and attention
/// hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    /// Banded im2col convolutions and flash attention where supported.
    Cuda,
    /// candle's convolutions (whole im2col buffer) and chunked attention.
    Cpu,
}

/// A memory plan: the choices a job runs with. Every field is a CLI flag.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Plan {
    /// `--offload none|model|sequential`.
    pub offload: Offload,
    /// `--attention-slice off|auto|N`.
    pub attention: AttentionMode,
    /// `--vae-tile`: tile side in image pixels, or none for the whole image at once.
    pub vae_tile: Option<usize>,
    /// `--vae-tile-overlap`: the least overlap between tiles, in pixels.
    pub vae_tile_overlap: usize,
    /// `--weights-dtype` and `--text-encoder-dtype`: how the nets keep their layers.
    pub weights: NetDtypes,
    /// `--text-encoder-device` and `--vae-device`.
    pub text_encoder_device: NetDevice,
    pub vae_device: NetDevice,
}

impl Default for Plan {
    fn default() -> Self {
        Plan {
            offload: Offload::None,
            attention: AttentionMode::default(),
            vae_tile: None,
            vae_tile_overlap: crate::nets::tiled::DEFAULT_OVERLAP_PX,
            weights: NetDtypes::default(),
            text_encoder_device: NetDevice::Auto,
            vae_device: NetDevice::Auto,
        }
    }
}

impl Plan {
    /// `--attention-slice` as written on the command line.
    pub fn attention_flag(&self) -> String {
        match self.attention {
            m if m == AttentionMode::default() => "off".into(),
            AttentionMode::Chunked { .. } => "auto".into(),
            AttentionMode::Sliced { rows } => rows.to_string(),
        }
    }

    /// The plan as the flags that select it (the weights dtypes where not `auto`).
    pub fn flags(&self) -> String {
        let mut f = format!(
            "--offload {} --attention-slice {} --vae-tile {}",
            self.offload.name(),
            self.attention_flag(),
            self.vae_tile.map_or("off".into(), |t| t.to_string())
        );
        for (flag, w) in [
            ("--weights-dtype", self.weights.unet),
            ("--text-encoder-dtype", self.weights.text_encoder),
        ] {
            if w != WeightsDtype::Auto {
                f += &format!(" {flag} {}", w.name());
            }
        }
        for (flag, d) in [
            ("--text-encoder-device", self.text_encoder_device),
            ("--vae-device", self.vae_device),
        ] {
            if d != NetDevice::Auto {
                f += &format!(" {flag} {}", d.name());
            }
        }
        f
    }

    /// The nets this plan runs on the CPU.
    pub fn on_cpu(&self) -> OnCpu {
        OnCpu {
            text_encoders: self.text_encoder_device == NetDevice::Cpu,
            vae: self.vae_device == NetDevice::Cpu,
        }
    }

    pub fn to_json(&self) -> serde_json::Value {
        serde_json::json!({
            "offload": self.offload.name(),
            "attention_slice": self.attention_flag(),
            "vae_tile": self.vae_tile.map_or(serde_json::json!("off"), |t| serde_json::json!(t)),
            "weights_dtype": self.weights.unet.name(),
            "text_encoder_dtype": self.weights.text_encoder.name(),
            "text_encoder_device": self.text_encoder_device.name(),
            "vae_device": self.vae_device.name(),
        })
    }

    /// The next step down in memory: slicing, then tiling, then the UNet's and
    /// ControlNets' layers in fp8 (where `--weights-dtype` is `auto`), then model offload,
    /// then the text encoders' layers in fp8 (`--text-encoder-dtype auto`), then sequential
    /// offload, then the VAE on the CPU (`--vae-device auto`; the slowest step: a decode
    /// there takes seconds). Each keeps what the plan already has. fp8 comes before
    /// offload: it costs an upcast per layer (a few ms a step) where offload moves the
    /// weights over the bus. The text encoders move to the CPU (`--text-encoder-device
    /// auto`; about a second per SDXL prompt) after their fp8 step.
    /// Without `fp8`, the steps that change the numbers (fp8 weights, nets computed on the
    /// CPU in f32) are left out.
    fn lower(&self, fp8: bool) -> Option<Plan> {
        let mut p = *self;
        if self.attention == AttentionMode::default() {
            p.attention = AttentionMode::parse_slice("auto").expect("auto");
        } else if self.vae_tile.is_none() {
            p.vae_tile = Some(AUTO_VAE_TILE);
        } else if fp8 && self.weights.unet == WeightsDtype::Auto {
            p.weights.unet = AUTO_FP8;
        } else if self.offload == Offload::None {
            p.offload = Offload::Model;
        } else if fp8 && self.weights.text_encoder == WeightsDtype::Auto {
            p.weights.text_encoder = AUTO_FP8;
        } else if fp8 && self.text_encoder_device == NetDevice::Auto {
            p.text_encoder_device = NetDevice::Cpu;
        } else if self.offload == Offload::Model {
            p.offload = Offload::Sequential;
        } else if fp8 && self.vae_device == NetDevice::Auto {
            p.vae_device = NetDevice::Cpu;
        } else {
            return None;
        }
        Some(p)
    }

    /// This plan and every lower one, in order.
    pub fn ladder(&self) -> Vec<Plan> {
        std::iter::successors(Some(*self), |p| p.lower(true)).collect()
    }

    /// This plan and every lower one that stores the weights as it does.
    pub fn ladder_keeping_weights(&self) -> Vec<Plan> {
        std::iter::successors(Some(*self), |p| p.lower(false)).collect()
    }
}

/// The shapes of a job that decide its memory and time.
#[derive(Debug, Clone, Copy)]
pub struct JobShape {
    pub width: usize,
    pub height: usize,
    pub steps: usize,
    pub cfg: f64,
    /// 77-token chunks of the longer prompt (1 for prompts up to 75 tokens).
    pub chunks: usize,
    pub dtype: DType,
    /// The VAE's dtype (`Model::vae_dtype_on`: SDXL's leaves f16 for bf16 or f32).
    pub vae_dtype: DType,
    /// ControlNet units (each runs its ControlNet once per step).
    pub control_units: usize,
    /// Steps the SDXL refiner runs after the base's `steps` (0 without a refiner).
    pub refiner_steps: usize,
}

/// Predicted peak bytes per phase of `job` under `plan` on `backend`.
pub fn predict(model: &Model, job: &JobShape, plan: &Plan, backend: Backend) -> Result<PhasePeaks> {
    let w = weight_sizes_in(model, job.dtype, job.vae_dtype, plan.weights)?;
    Ok(predict_with(model, job, plan, backend, &w))
}

fn predict_with(
    model: &Model,
    job: &JobShape,
    plan: &Plan,
    backend: Backend,
    w: &WeightSizes,
) -> PhasePeaks {
    let [text_encoding, denoising, vae] = terms(model, job, plan, backend, w).map(|phase| {
        phase
            .iter()
            .map(|t| {
                calibration::fit(t.kind, plan.offload, backend).bytes(t.weights, t.activations)
            })
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
fn terms(
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
    let hidden = model
        .text_encoder_2
        .as_ref()
        .map_or(0, |te| te.config.hidden_size)
        .max(model.text_encoder.config.hidden_size)
        .max(refiner.map_or(0, |r| r.text_encoder_2.config.hidden_size)) as u64;
    let text = TOKENS * job.chunks.max(1) as u64 * hidden * s * b * 8;
    let (h, wd) = ((job.height / 8) as u64, (job.width / 8) as u64);
    let unet = unet_activation_bytes(&model.unet.config, h, wd, b, job, plan, backend);
    // The refiner's UNet runs after the base's, without ControlNets.
    let refiner_job = JobShape {
        control_units: 0,
        ..*job
    };
    let refiner_unet = refiner.map_or(0, |r| {
        unet_activation_bytes(&r.unet.config, h, wd, b, &refiner_job, plan, backend)
    });
    let s_vae = job.vae_dtype.size_in_bytes() as u64;
    let tiled = plan.vae_tile.is_some_and(|t| (t as u64) < 8 * h.max(wd));
    let vae = match backend {
        Backend::Cuda => calibrated_vae_bytes(job, plan, s_vae),
        Backend::Cpu => vae_activation_bytes(&model.vae.config, h, wd, s_vae, plan, backend),
    };
    let vae_kind = if tiled { Kind::VaeTiled } else { Kind::Vae };
    // Nets on the CPU hold nothing on the device, weights or activations.
    let cpu = plan.on_cpu();
    let mut w = *w;
    let (text, vae) = (
        if cpu.text_encoders { 0 } else { text },
        if cpu.vae { 0 } else { vae },
    );
    if cpu.text_encoders {
        (
            w.text_encoder,
            w.refiner_text_encoder,
            w.text_encoder_upcast,
        ) = (0, 0, 0);
    }
    if cpu.vae {
        w.vae_decoder = 0;
    }
    let text_encoders = w.text_encoder.max(w.refiner_text_encoder);
    // Layers held in a storage dtype each take an upcast buffer while they compute.
    let (text, unet, refiner_unet) = (
        text + w.text_encoder_upcast,
        unet + w.unet_upcast,
        refiner_unet + w.unet_upcast,
    );
    let term = |kind, weights, activations| Term {
        kind,
        weights,
        activations,
    };
    let text_encoding = Kind::TextEncoding;
    let denoising = Kind::Denoising;
    match plan.offload {
        Offload::None => [
            vec![term(text_encoding, w.total(), text)],
            vec![term(denoising, w.total(), unet.max(refiner_unet))],
            vec![term(vae_kind, w.total(), vae)],
        ],
        // The ControlNets take their turn on the device beside the UNet; the base's text
        // encoders, then the refiner's, then the base's UNet, then the refiner's.
        Offload::Model => [
            vec![term(text_encoding, text_encoders, text)],
            vec![
                term(denoising, w.unet + w.controlnets, unet),
                term(denoising, w.refiner_unet, refiner_unet),
            ],
            vec![term(vae_kind, w.vae_decoder, vae)],
        ],
        Offload::Sequential => {
            // The streamed nets' resident parts stay on the device for the whole job;
            // every streamed net shares one pair of slots (offload::SlotPool).
            let resident = w.unet_resident + w.controlnets_streamed + w.refiner_unet_resident;
            let slots = 2 * w
                .unet_largest_group
                .max(w.controlnets_largest_group)
                .max(w.refiner_unet_largest_group);
            [
                vec![term(text_encoding, text_encoders + resident, text)],
                vec![term(denoising, resident + slots, unet.max(refiner_unet))],
                vec![term(vae_kind, w.vae_decoder + resident, vae)],
            ]
        }
    }
}

/// One net's share of a phase before calibration: the weights it holds on the device and
/// the structural estimate of its activations.
#[derive(Debug, Clone, Copy)]
struct Term {
    kind: Kind,
    weights: u64,
    activations: u64,
}

/// The largest of a job's phase peaks.
pub fn peak(p: &PhasePeaks) -> u64 {
    p.text_encoding.max(p.denoising).max(p.vae)
}

/// What the planner settled on for a job.
#[derive(Debug, Clone)]
pub struct Choice {
    pub plan: Plan,
    pub peaks: PhasePeaks,
    pub time: TimeEstimate,
    pub weights: WeightSizes,
    /// Whether the predicted peak, with [`Choice::overhead`], fits the budget (always,
    /// without one).
    pub fits: bool,
    pub budget: Option<u64>,
    /// What the process holds outside the memory pool: the CUDA context (measured when
    /// the device was opened) and room for kernels and BLAS workspaces; 0 on the CPU.
    pub overhead: u64,
}

impl Choice {
    /// An error, before any work, when even the lowest plan is predicted over the budget:
    /// it names that plan and its predicted peak.
    pub fn check_fits(&self) -> Result<()> {
        match self.budget {
            Some(budget) if !self.fits => Err(crate::Error::field(
                "--vram-budget",
                format!(
                    "this job does not fit in {} MiB: the smallest plan ({}) is predicted to need {} MiB; \
                     lower the size, or raise the budget",
                    budget >> 20,
                    self.plan.flags(),
                    (peak(&self.peaks) + self.overhead) >> 20
                ),
            )),
            _ => Ok(()),
        }
    }

    pub fn to_json(&self) -> serde_json::Value {
        serde_json::json!({
            "plan": self.plan.to_json(),
            "flags": self.plan.flags(),
            "predicted_peak_bytes": {
                "text_encoding": self.peaks.text_encoding,
                "denoising": self.peaks.denoising,
                "vae": self.peaks.vae,
                "max": peak(&self.peaks),
            },
            "predicted_time_s": {
                "per_step": self.time.step_s,
                "vae": self.time.vae_s,
                "transfer": self.time.transfer_s,
                "total": self.time.total_s,
            },
            "weights_bytes": {
                "text_encoder": self.weights.text_encoder,
                "unet": self.weights.unet,
                "vae_decoder": self.weights.vae_decoder,
                "unet_resident_when_streamed": self.weights.unet_resident,
                "unet_largest_streamed_group": self.weights.unet_largest_group,
                "controlnets": self.weights.controlnets,
                "controlnets_when_streamed": self.weights.controlnets_streamed,
                "controlnets_largest_streamed_group": self.weights.controlnets_largest_group,
                "refiner_text_encoder": self.weights.refiner_text_encoder,
                "refiner_unet": self.weights.refiner_unet,
                "refiner_unet_resident_when_streamed": self.weights.refiner_unet_resident,
                "refiner_unet_largest_streamed_group": self.weights.refiner_unet_largest_group,
            },
            "budget_bytes": self.budget,
            "fits": self.fits,
            // What the predicted peaks count, and the process total a meter shows.
            "counted": "weights on the device, activations, the memory pool's reserve (calibrated on measured runs); the total adds the CUDA context and room for kernels and BLAS workspaces",
            "overhead_bytes": self.overhead,
            "predicted_total_peak_bytes": {
                "text_encoding": self.peaks.text_encoding + self.overhead,
                "denoising": self.peaks.denoising + self.overhead,
                "vae": self.peaks.vae + self.overhead,
                "max": peak(&self.peaks) + self.overhead,
            },
        })
    }
}

/// With a budget: the first plan of `start`'s ladder (the fastest: each step down costs
/// time) whose predicted peak fits, or the lowest plan if none does. Without one: `start`.
pub fn choose(
    model: &Model,
    job: &JobShape,
    start: Plan,
    budget: Option<u64>,
    backend: Backend,
) -> Result<Choice> {
    choose_with(model, job, start, budget, backend, &|_| {
        PhasePeaks::default()
    })
}

/// [`choose`], each plan's prediction raised by `margin(plan)` (what this machine measured
/// over the prediction before: [`margins::Margins`]).
pub fn choose_with(
    model: &Model,
    job: &JobShape,
    start: Plan,
    budget: Option<u64>,
    backend: Backend,
    margin: &dyn Fn(&Plan) -> PhasePeaks,
) -> Result<Choice> {
    let ladder = match budget {
        Some(_) => start.ladder(),
        None => vec![start],
    };
    let overhead = crate::vram::overhead_bytes(backend == Backend::Cuda);
    let mut last = None;
    for plan in ladder {
        let w = weight_sizes_in(model, job.dtype, job.vae_dtype, plan.weights)?;
        let peaks =
            margins::with_margin(predict_with(model, job, &plan, backend, &w), margin(&plan));
        let fits = budget.is_none_or(|b| peak(&peaks) + overhead <= b);
        let choice = Choice {
            plan,
            peaks,
            time: predict_time(model, job, &plan, backend, &w),
            weights: w,
            fits,
            budget,
            overhead,
        };
        if fits {
            return Ok(choice);
        }
        last = Some(choice);
    }
    Ok(last.expect("a ladder has at least its start"))
}

/// After an out-of-memory error in `phase` under `plan`: the next plan down the ladder
/// that lowers that phase's predicted peak (steps that cannot help it are skipped, and so
/// are the steps to fp8 weights), or none when `plan` is already the lowest that could.
pub fn fallback(
    model: &Model,
    job: &JobShape,
    plan: &Plan,
    phase: Phase,
    backend: Backend,
) -> Result<Option<Plan>> {
    let at = |p: &Plan| -> Result<u64> {
        let w = weight_sizes_in(model, job.dtype, job.vae_dtype, p.weights)?;
        Ok(predict_with(model, job, p, backend, &w).of(phase))
    };
    let now = at(plan)?;
    // A fallback keeps the picture: it never changes how the weights are stored (fp8 is
    // for a plan chosen before the job, where `plan` says so).
    for p in plan.ladder_keeping_weights().into_iter().skip(1) {
        if at(&p)? < now {
            return Ok(Some(p));
        }
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{OpenOptions, Weights};
    use crate::pipeline::Nets;
    use candle_core::Device;
    use std::path::Path;

    fn tiny() -> Model {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/parity/models/sd1");
        Model::open(Path::new(dir), &OpenOptions::default()).unwrap()
    }

    fn job(side: usize, dtype: DType) -> JobShape {
        JobShape {
            width: side,
            height: side,
            steps: 20,
            cfg: 7.5,
            chunks: 1,
            dtype,
            vae_dtype: dtype,
            control_units: 0,
            refiner_steps: 0,
        }
    }

    fn peaks(m: &Model, side: usize, dtype: DType, plan: &Plan, backend: Backend) -> PhasePeaks {
        predict(m, &job(side, dtype), plan, backend).unwrap()
    }

    fn with_offload(offload: Offload) -> Plan {
        Plan {
            offload,
            ..Plan::default()
        }
    }

    #[test]
    fn weight_sizes_are_the_real_tensor_bytes_the_nets_load() {
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
            let w = weight_sizes(&m, dtype, dtype).unwrap();
            assert_eq!(w.unet, all(&m.unet.weights));
            assert_eq!(w.text_encoder, all(&m.text_encoder.weights));
            assert_eq!(w.vae_decoder, all(&m.vae.weights) - encoder);
            let p = peaks(&m, 64, dtype, &Plan::default(), Backend::Cpu);
            for phase in [p.text_encoding, p.denoising, p.vae] {
                assert!(phase > w.total(), "{p:?}");
            }
        }
    }

    #[test]
    fn streamed_sizes_match_what_sequential_offload_packs() {
        let m = tiny();
        let w = weight_sizes(&m, DType::F32, DType::F32).unwrap();
        let nets = Nets::load_with(&m, &Device::Cpu, DType::F32, Offload::Sequential).unwrap();
        let unet = nets.unet().unwrap();
        let groups = unet.streamer().unwrap().groups();
        let largest = groups.iter().map(|g| g.bytes()).max().unwrap();
        let streamed: u64 = groups.iter().map(|g| g.bytes()).sum();
        assert_eq!(w.unet_largest_group, largest);
        assert_eq!(w.unet_resident + streamed, w.unet);
    }

    #[test]
    fn random_weights_have_sd15_sizes() {
        let m = Model::random("sd15").unwrap();
        let w = weight_sizes(&m, DType::F16, DType::F16).unwrap();
        // SD 1.5's published parameter counts.
        assert_eq!(w.unet, 2 * 859_520_964);
        assert_eq!(w.vae_decoder, 2 * 49_490_199);
        assert_eq!(w.text_encoder, 2 * 123_060_480);
        let p = peaks(&m, 512, DType::F16, &Plan::default(), Backend::Cuda);
        let t = w.total();
        assert!(
            p.denoising > t + (100 << 20) && p.denoising < t + (1 << 30),
            "{p:?}"
        );
        assert!(p.vae > t + (300 << 20) && p.vae < t + (4 << 30), "{p:?}");
    }

    #[test]
    fn controlnets_count_once_in_each_plan() {
        use crate::attach::controlnet::ControlNet;
        let mut m = Model::random("sd15").unwrap();
        let plain = weight_sizes(&m, DType::F16, DType::F16).unwrap();
        let cn = ControlNet::random(&m.unet.config);
        assert_eq!(m.attach_controlnet(cn.clone()), 0);
        // The same ControlNet again is the same one, loaded once.
        assert_eq!(m.attach_controlnet(cn), 0);
        let w = weight_sizes(&m, DType::F16, DType::F16).unwrap();
        // diffusers' ControlNetModel.from_unet(SD 1.5's UNet).num_parameters().
        assert_eq!(w.controlnets, 2 * 361_279_120);
        assert_eq!(w.total(), plain.total() + w.controlnets);
        assert!(w.controlnets_streamed < w.controlnets / 4, "{w:?}");
        let units = |n| JobShape {
            control_units: n,
            refiner_steps: 0,
            ..job(512, DType::F16)
        };
        for offload in [Offload::None, Offload::Model, Offload::Sequential] {
            let plan = Plan {
                offload,
                ..Plan::default()
            };
            let with = predict(&m, &units(3), &plan, Backend::Cuda).unwrap();
            let base = Model::random("sd15").unwrap();
            let without = predict(&base, &units(0), &plan, Backend::Cuda).unwrap();
            let extra = with.denoising - without.denoising;
            let weights = match offload {
                // Their stages stream through the UNet's slots: no slots of their own.
                Offload::Sequential => {
                    assert!(w.controlnets_largest_group <= w.unet_largest_group, "{w:?}");
                    w.controlnets_streamed
                }
                _ => w.controlnets,
            };
            // The weights plus the residuals (a few MiB at 512).
            assert!(
                extra > weights && extra < weights + (64 << 20),
                "{offload:?}: {extra}"
            );
            match offload {
                Offload::Model => assert_eq!(
                    with.vae, without.vae,
                    "{offload:?}: no ControlNet while decoding"
                ),
                // Their resident parts stay on the device for the whole job.
                Offload::Sequential => assert_eq!(with.vae - without.vae, w.controlnets_streamed),
                Offload::None => {}
            }
        }
        // Three units cost about three ControlNet forwards per step.
        let plan = Plan::default();
        let t0 = predict_time(&m, &units(0), &plan, Backend::Cuda, &w).step_s;
        let t3 = predict_time(&m, &units(3), &plan, Backend::Cuda, &w).step_s;
        assert!(t3 > 1.8 * t0 && t3 < 3.0 * t0, "{t0} {t3}");
    }

    #[test]
    fn random_weights_have_sdxl_sizes() {
        let m = Model::random("sdxl").unwrap();
        // SDXL's VAE leaves f16 in f16 jobs: f32 where the device lacks native bf16.
        assert_eq!(m.vae_dtype_on(DType::F16, &Device::Cpu), DType::F32);
        let w = weight_sizes(&m, DType::F16, DType::F32).unwrap();
        // SDXL base's released parameter counts.
        assert_eq!(w.unet, 2 * 2_567_463_684);
        assert_eq!(w.text_encoder, 2 * (123_060_480 + 694_659_840));
        assert_eq!(w.vae_decoder, 4 * 49_490_199);
        let b = weight_sizes(&m, DType::F16, DType::BF16).unwrap();
        assert_eq!(b.vae_decoder, 2 * 49_490_199);
        assert_eq!((b.unet, b.text_encoder), (w.unet, w.text_encoder));
    }

    #[test]
    fn the_vae_phase_is_predicted_in_the_vae_dtype() {
        // A bf16 SDXL VAE (cards with native bf16) holds half the f32 one's weights and
        // activations; the other phases do not change.
        let m = Model::random("sdxl").unwrap();
        let at = |vae_dtype| {
            let j = JobShape {
                vae_dtype,
                ..job(1024, DType::F16)
            };
            predict(&m, &j, &with_offload(Offload::Model), Backend::Cuda).unwrap()
        };
        let (f32_vae, bf16_vae) = (at(DType::F32), at(DType::BF16));
        assert_eq!(f32_vae.denoising, bf16_vae.denoising);
        assert_eq!(f32_vae.text_encoding, bf16_vae.text_encoding);
        // Weights and activations double; the pool's fixed reserve does not.
        let reserve = calibration::fit(Kind::Vae, Offload::Model, Backend::Cuda).bytes(0, 0);
        assert_eq!(f32_vae.vae - reserve, 2 * (bf16_vae.vae - reserve));
    }

    #[test]
    fn denoising_grows_with_the_image_about_4x_per_doubled_side() {
        let m = tiny();
        let plan = Plan::default();
        let weights = weight_sizes(&m, DType::F16, DType::F16).unwrap().total();
        // Less what does not grow with the image: the weights and the pool's fixed reserve.
        let fixed =
            calibration::fit(Kind::Denoising, Offload::None, Backend::Cuda).bytes(weights, 0);
        let act = |side| peaks(&m, side, DType::F16, &plan, Backend::Cuda).denoising - fixed;
        let (a, b) = (act(256), act(512));
        let ratio = b as f64 / a as f64;
        assert!((3.5..=4.05).contains(&ratio), "{a} -> {b}: {ratio}");
        for backend in [Backend::Cpu, Backend::Cuda] {
            let mut last = 0;
            for side in [64, 128, 256, 512] {
                let p = peaks(&m, side, DType::F32, &plan, backend);
                assert!(p.denoising > last && p.vae > weights);
                last = p.denoising;
            }
        }
        let wide = JobShape {
            width: 512,
            height: 256,
            ..job(256, DType::F16)
        };
        let wide = predict(&m, &wide, &plan, Backend::Cuda).unwrap();
        assert!(wide.denoising > fixed + a && wide.denoising < fixed + b);
        let no_cfg = JobShape {
            cfg: 1.0,
            ..job(256, DType::F16)
        };
        let no_cfg = predict(&m, &no_cfg, &plan, Backend::Cuda).unwrap();
        assert!(no_cfg.denoising < fixed + a);
    }

    #[test]
    fn f16_predicts_about_half_of_f32() {
        let m = tiny();
        for side in [64, 256] {
            let full = peaks(&m, side, DType::F32, &Plan::default(), Backend::Cpu);
            let half = peaks(&m, side, DType::F16, &Plan::default(), Backend::Cpu);
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
    fn each_lower_plan_predicts_less_where_it_acts() {
        let m = Model::random("sd15").unwrap();
        let w = weight_sizes(&m, DType::F16, DType::F16).unwrap();
        let p = |plan: &Plan, side| peaks(&m, side, DType::F16, plan, Backend::Cuda);
        let none = p(&Plan::default(), 512);
        let model = p(&with_offload(Offload::Model), 512);
        let seq = p(&with_offload(Offload::Sequential), 512);
        assert!(model.text_encoding < none.text_encoding);
        assert!(model.denoising < none.denoising && model.vae < none.vae);
        // The same activations over each mode's weights on the device, with its reserve.
        let job = job(512, DType::F16);
        let act = unet_activation_bytes(
            &m.unet.config,
            64,
            64,
            2,
            &job,
            &Plan::default(),
            Backend::Cuda,
        );
        let fit = |o| calibration::fit(Kind::Denoising, o, Backend::Cuda);
        assert_eq!(none.denoising, fit(Offload::None).bytes(w.total(), act));
        assert_eq!(model.denoising, fit(Offload::Model).bytes(w.unet, act));
        assert!(seq.denoising < model.denoising);
        assert_eq!(
            seq.denoising,
            fit(Offload::Sequential).bytes(w.unet_resident + 2 * w.unet_largest_group, act)
        );
        // Tiling bounds the VAE's activations by the tile: it matters at 2048, not at 256.
        let tiled = Plan {
            vae_tile: Some(512),
            ..Plan::default()
        };
        let vae_act = |plan: &Plan| p(plan, 2048).vae - w.total();
        assert!(vae_act(&tiled) < vae_act(&Plan::default()) / 3);
        assert_eq!(p(&tiled, 256).vae, p(&Plan::default(), 256).vae);
        // Slicing shrinks the CPU's score blocks (CUDA's flash attention holds none).
        let sliced = Plan {
            attention: AttentionMode::Sliced { rows: 64 },
            ..Plan::default()
        };
        let cpu = |plan: &Plan| peaks(&m, 512, DType::F32, plan, Backend::Cpu).denoising;
        assert!(cpu(&sliced) < cpu(&Plan::default()));
    }

    #[test]
    fn the_ladder_goes_slicing_tiling_model_sequential() {
        let ladder = Plan::default().ladder();
        let flags: Vec<String> = ladder.iter().map(Plan::flags).collect();
        assert_eq!(
            flags,
            [
                "--offload none --attention-slice off --vae-tile off",
                "--offload none --attention-slice auto --vae-tile off",
                "--offload none --attention-slice auto --vae-tile 512",
                "--offload none --attention-slice auto --vae-tile 512 --weights-dtype fp8_e5m2",
                "--offload model --attention-slice auto --vae-tile 512 --weights-dtype fp8_e5m2",
                "--offload model --attention-slice auto --vae-tile 512 --weights-dtype fp8_e5m2 --text-encoder-dtype fp8_e5m2",
                "--offload model --attention-slice auto --vae-tile 512 --weights-dtype fp8_e5m2 --text-encoder-dtype fp8_e5m2 --text-encoder-device cpu",
                "--offload sequential --attention-slice auto --vae-tile 512 --weights-dtype fp8_e5m2 --text-encoder-dtype fp8_e5m2 --text-encoder-device cpu",
                "--offload sequential --attention-slice auto --vae-tile 512 --weights-dtype fp8_e5m2 --text-encoder-dtype fp8_e5m2 --text-encoder-device cpu --vae-device cpu",
            ]
        );
        let seq = with_offload(Offload::Sequential);
        assert_eq!(seq.ladder().len(), 7, "{:?}", seq.ladder());
        // Without the steps that change the numbers: the ladder as it was.
        assert_eq!(Plan::default().ladder_keeping_weights().len(), 5);
        // Weights the user set are kept: no fp8 step.
        let f16 = Plan {
            weights: NetDtypes {
                unet: WeightsDtype::F16,
                text_encoder: WeightsDtype::F16,
            },
            ..Plan::default()
        };
        assert_eq!(f16.ladder().len(), 7, "{:?}", f16.ladder());
        // Nor a device the user set.
        let gpu = Plan {
            text_encoder_device: NetDevice::Gpu,
            vae_device: NetDevice::Gpu,
            ..f16
        };
        assert_eq!(gpu.ladder().len(), 5, "{:?}", gpu.ladder());
    }

    /// A net on the CPU holds nothing on the device: the text-encoding phase drops the
    /// encoders' weights and activations, the VAE phase the decoder's.
    #[test]
    fn nets_on_the_cpu_leave_the_device() {
        let m = Model::random("sdxl").unwrap();
        let j = job(1024, DType::F16);
        for offload in [Offload::None, Offload::Model, Offload::Sequential] {
            let gpu = with_offload(offload);
            let cpu = Plan {
                text_encoder_device: NetDevice::Cpu,
                vae_device: NetDevice::Cpu,
                ..gpu
            };
            let (g, c) = (
                predict(&m, &j, &gpu, Backend::Cuda).unwrap(),
                predict(&m, &j, &cpu, Backend::Cuda).unwrap(),
            );
            assert!(c.text_encoding < g.text_encoding, "{offload:?}");
            assert!(c.vae < g.vae, "{offload:?}");
            // The UNet's phase loses the resident encoders and VAE only.
            assert!(c.denoising <= g.denoising, "{offload:?}");
        }
    }

    /// fp8 layers count one byte per element, the rest (norms, embeddings) the run's
    /// dtype, plus one upcast buffer: SDXL's UNet goes from about 5.1 GB to about 2.6 GB.
    #[test]
    fn fp8_weights_count_their_stored_bytes_and_the_upcast_buffer() {
        let m = Model::random("sdxl").unwrap();
        let f16 = weight_sizes(&m, DType::F16, DType::F16).unwrap();
        let fp8 = NetDtypes {
            unet: WeightsDtype::Fp8E4m3fn,
            text_encoder: WeightsDtype::Fp8E4m3fn,
        };
        let w = weight_sizes_in(&m, DType::F16, DType::F16, fp8).unwrap();
        assert!(
            w.unet > f16.unet / 2 && w.unet < f16.unet * 51 / 100,
            "{w:?}"
        );
        assert!(w.unet_largest_group < f16.unet_largest_group * 51 / 100);
        // The text encoders' embeddings stay in f16.
        assert!(w.text_encoder > f16.text_encoder / 2 && w.text_encoder < f16.text_encoder);
        assert_eq!(w.vae_decoder, f16.vae_decoder);
        assert_eq!((f16.unet_upcast, f16.text_encoder_upcast), (0, 0));
        // SDXL's largest layer: up_blocks.0's first conv, 2560 -> 1280, 3x3, in f16.
        assert_eq!(w.unet_upcast, 1280 * 2560 * 9 * 2);
        let j = job(1024, DType::F16);
        let plain = predict(&m, &j, &Plan::default(), Backend::Cuda).unwrap();
        let low = Plan {
            weights: fp8,
            ..Plan::default()
        };
        let p = predict(&m, &j, &low, Backend::Cuda).unwrap();
        assert!(p.denoising < plain.denoising && p.text_encoding < plain.text_encoding);
    }

    #[test]
    fn choose_takes_the_fastest_plan_that_fits() {
        let m = Model::random("sd15").unwrap();
        let j = job(512, DType::F16);
        let start = Plan::default();
        let all = |plan: &Plan| peak(&predict(&m, &j, plan, Backend::Cuda).unwrap());
        let c = choose(&m, &j, start, Some(64 << 30), Backend::Cuda).unwrap();
        assert_eq!((c.plan, c.fits), (start, true));
        let c = choose(&m, &j, start, None, Backend::Cuda).unwrap();
        assert_eq!((c.plan, c.fits), (start, true));
        // 2 GiB: SD 1.5 in f16 (2 GiB of weights) does not fit resident.
        let budget = 2u64 << 30;
        let c = choose(&m, &j, start, Some(budget), Backend::Cuda).unwrap();
        assert!(c.fits && peak(&c.peaks) <= budget, "{:?}", c.plan);
        let ladder = start.ladder();
        let at = ladder.iter().position(|p| *p == c.plan).unwrap();
        assert!(at > 0 && ladder[..at].iter().all(|p| all(p) + c.overhead > budget));
        // Nothing fits 100 MiB: the lowest plan, marked as not fitting.
        let c = choose(&m, &j, start, Some(100 << 20), Backend::Cuda).unwrap();
        assert_eq!(c.plan, *ladder.last().unwrap());
        assert!(!c.fits);
        // Lower plans cost time.
        let t = |p: &Plan| {
            predict_time(
                &m,
                &j,
                p,
                Backend::Cuda,
                &weight_sizes(&m, DType::F16, DType::F16).unwrap(),
            )
            .total_s
        };
        assert!(t(&with_offload(Offload::Sequential)) > t(&with_offload(Offload::Model)));
        assert!(t(&with_offload(Offload::Model)) > t(&Plan::default()));
    }

    #[test]
    fn time_is_calibrated_on_sd15_at_512() {
        let m = Model::random("sd15").unwrap();
        let w = weight_sizes(&m, DType::F16, DType::F16).unwrap();
        let t = predict_time(
            &m,
            &job(512, DType::F16),
            &Plan::default(),
            Backend::Cuda,
            &w,
        );
        // Measured on an H200: 18.2 ms per step, 44 ms VAE decode.
        assert!((0.012..0.03).contains(&t.step_s), "{t:?}");
        assert!((0.02..0.1).contains(&t.vae_s), "{t:?}");
    }

    #[test]
    fn fallback_skips_steps_that_cannot_help_the_phase() {
        let m = Model::random("sd15").unwrap();
        let j = job(1024, DType::F16);
        let next = |plan: &Plan, phase| fallback(&m, &j, plan, phase, Backend::Cuda).unwrap();
        // Denoising on CUDA: flash attention holds no scores and tiling is the VAE's, so
        // the first step that helps is model offload, then sequential, then nothing. A
        // fallback never stores the weights in fp8 (it would change the picture).
        let p1 = next(&Plan::default(), Phase::Denoising).unwrap();
        assert_eq!(p1.offload, Offload::Model);
        let p2 = next(&p1, Phase::Denoising).unwrap();
        assert_eq!(p2.offload, Offload::Sequential);
        assert_eq!(p2.weights, NetDtypes::default());
        assert_eq!(next(&p2, Phase::Denoising), None);
        // From a plan chosen with fp8 weights, the fallbacks keep them.
        let fp8 = Plan {
            weights: NetDtypes {
                unet: WeightsDtype::Fp8E4m3fn,
                text_encoder: WeightsDtype::Auto,
            },
            ..Plan::default()
        };
        let f1 = next(&fp8, Phase::Denoising).unwrap();
        assert_eq!((f1.offload, f1.weights), (Offload::Model, fp8.weights));
        // The VAE at 1024: its peak is a full-resolution convolution, which slicing does
        // not touch: tiles first, then model offload (the other nets leave the device),
        // then sequential offload (measured: its tiled decodes peak lower than model
        // offload's, 1101 against 1353-1481 MiB over the context for SD 1.5 at 1024).
        let v1 = next(&Plan::default(), Phase::Decoding).unwrap();
        assert_eq!(
            (v1.vae_tile, v1.offload),
            (Some(AUTO_VAE_TILE), Offload::None)
        );
        let v2 = next(&v1, Phase::Decoding).unwrap();
        assert_eq!(v2.offload, Offload::Model);
        let v3 = next(&v2, Phase::Decoding).unwrap();
        assert_eq!(v3.offload, Offload::Sequential);
        assert_eq!(next(&v3, Phase::Decoding), None);
    }
}
