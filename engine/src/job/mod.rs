//! The one job builder. A job arrives as the protocol carries it ([`JobSpec`]; the CLI
//! parses its flags into one too) and is resolved here into what runs: the
//! [`GenerateRequest`] with its files read, the model with the job's attachments
//! (ControlNets, the refiner), and the memory plan ([`choose`], the only caller of
//! [`planner::choose`]). The worker and the `candela-engine` binary both build their jobs
//! with these functions; they differ only in where the model comes from (kept loaded, or
//! opened once) and in how errors name the fields ([`Fields`]).
use crate::attach::{Model, Refiner, RefinerSettings};
use crate::nets::attention::AttentionMode;
use crate::pipeline::controls::{units_of, ControlUnit};
use crate::pipeline::init_image::InitImageArgs;
use crate::pipeline::request::GenerateRequest;
use crate::pipeline::run::{backend, job_shape};
use crate::planner::{self, Choice, Plan};
use crate::protocol::{JobSpec, PhasePeaks, PlanSettings};
use crate::ranges::*;
use crate::weights_dtype::NetDtypes;
use crate::Result;
use candle_core::{DType, Device};
use image::RgbImage;
use std::path::Path;

/// How errors name a job's fields: as the CLI's flags or as the protocol's fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fields {
    pub controls: &'static str,
    pub refiner: &'static str,
    /// How a number out of its range is named ([`crate::ranges`]).
    pub naming: Naming,
}

/// The CLI's flag names.
pub const CLI: Fields = Fields {
    controls: "--control",
    refiner: "--refiner",
    naming: Naming::Flags,
};

/// The protocol's field names.
pub const PROTOCOL: Fields = Fields {
    controls: "controls",
    refiner: "refiner",
    naming: Naming::Fields,
};

/// `spec`'s init image and mask as files and numbers.
pub fn init_image_args(spec: &JobSpec) -> InitImageArgs<'_> {
    InitImageArgs {
        init_image: spec.img2img.init_image.as_deref().map(Path::new),
        mask: spec.img2img.mask.as_deref().map(Path::new),
        strength: spec.img2img.strength,
        mask_blur: spec.img2img.mask_blur,
        strength_rule: spec.img2img.strength_rule,
    }
}

/// `spec` as a request, its numbers checked ([`check_numbers`], named as `fields` says) and
/// its init image and mask read and resized; ControlNet units come from [`attach_controls`].
pub fn request_of(spec: &JobSpec, fields: Fields) -> Result<GenerateRequest> {
    check_numbers(spec, fields.naming)?;
    Ok(GenerateRequest {
        prompt: spec.prompt.clone(),
        negative_prompt: spec.negative_prompt.clone(),
        width: spec.width,
        height: spec.height,
        steps: spec.steps,
        cfg: spec.cfg,
        seed: spec.seed,
        sampler: spec.sampler,
        schedule: spec.schedule,
        cfg_rescale: spec.cfg_rescale,
        rng: spec.rng,
        sde_tree_rng: spec.sde_tree_rng,
        prompt_options: crate::prompt::PromptOptions {
            emphasis: spec.emphasis,
            clip_skip: spec.clip_skip,
        },
        init_noise: None,
        init_image: GenerateRequest::checked_size(spec.width, spec.height)
            .and_then(|_| init_image_args(spec).load(spec.width, spec.height))?,
        controls: Vec::new(),
        refiner: spec.refiner.as_ref().map(RefinerSettings::from),
        skip_layer_guidance: spec.skip_layer_guidance.clone(),
    })
}

/// Every number of a typed job in its range ([`crate::ranges`]; the worker's and the CLI's
/// jobs alike), named as `naming` says.
pub fn check_numbers(spec: &JobSpec, naming: Naming) -> Result<(), OutOfRange> {
    let n = naming;
    let whole = |r: &Range, v: usize| r.check_whole(v as u64, n, None).map(|_| ());
    whole(&WIDTH, spec.width)?;
    whole(&HEIGHT, spec.height)?;
    whole(&STEPS, spec.steps)?;
    CFG.check(spec.cfg, n, None)?;
    if naming == Naming::Fields {
        whole(&PREVIEW_EVERY, spec.preview_every)?;
    }
    CFG_RESCALE.check(spec.cfg_rescale, n, None)?;
    whole(&CLIP_SKIP, spec.clip_skip)?;
    if let Some(s) = spec.img2img.strength {
        STRENGTH.check(s, n, None)?;
    }
    if let Some(b) = spec.img2img.mask_blur {
        MASK_BLUR.check(b, n, None)?;
    }
    if let Some(g) = &spec.skip_layer_guidance {
        SKIP_LAYER_SCALE.check(g.scale, n, None)?;
        SKIP_LAYER_START.check(g.start, n, None)?;
        SKIP_LAYER_STOP.check(g.stop, n, None)?;
    }
    for (i, c) in spec.controls.iter().enumerate() {
        CONTROL_SCALE.check(c.scale, n, Some(i))?;
        CONTROL_START.check(c.start, n, Some(i))?;
        CONTROL_END.check(c.end, n, Some(i))?;
        if let crate::protocol::Preprocess::Canny { low, high } = c.preprocess {
            CANNY_LOW.check(low as f64, n, Some(i))?;
            CANNY_HIGH.check(high as f64, n, Some(i))?;
        }
    }
    if let Some(r) = &spec.refiner {
        REFINER_SWITCH.check(r.switch, n, None)?;
        AESTHETIC_SCORE.check(r.aesthetic_score, n, None)?;
        NEGATIVE_AESTHETIC_SCORE.check(r.negative_aesthetic_score, n, None)?;
    }
    for (i, l) in spec.attach.loras.iter().enumerate() {
        LORA_STRENGTH.check(l.strength as f64, n, Some(i))?;
    }
    if let Some(p) = &spec.plan {
        VRAM_BUDGET_BYTES.check_whole(p.vram_budget_bytes, n, None)?;
        whole(&ATTENTION_SLICE, p.attention_slice)?;
        whole(&VAE_TILE, p.vae_tile)?;
    }
    Ok(())
}

/// `spec`'s enabled ControlNet units, their ControlNets attached to `model` (each path
/// once), and their control maps.
pub fn attach_controls(
    spec: &JobSpec,
    model: &mut Model,
    fields: Fields,
) -> Result<(Vec<ControlUnit>, Vec<RgbImage>)> {
    check_numbers(spec, fields.naming)?;
    units_of(
        &spec.controls,
        model,
        spec.width,
        spec.height,
        fields.controls,
    )
}

/// `model` with `spec`'s refiner attached (opened again only when its path changed), or
/// none; its settings are checked first.
pub fn attach_refiner(spec: &JobSpec, model: &mut Model, fields: Fields) -> Result<()> {
    check_numbers(spec, fields.naming)?;
    if let Some(r) = &spec.refiner {
        RefinerSettings::from(r).validate()?;
    }
    let want = spec.refiner.as_ref().map(|r| r.model.as_str());
    let have = model.refiner.as_ref().map(|r| r.path.display().to_string());
    if want == have.as_deref() {
        return Ok(());
    }
    let refiner = want
        .map(|p| Refiner::open_arg(p, fields.refiner))
        .transpose()?;
    model.set_refiner(refiner)
}

/// The plan a job asks for in the protocol: offload, slicing and tiling as set
/// (everything resident, unsliced and untiled when the job has no settings).
pub fn plan_of(s: Option<&PlanSettings>) -> Plan {
    let Some(s) = s else {
        return Plan::default();
    };
    Plan {
        offload: s.offload,
        attention: match s.attention_slice {
            0 => AttentionMode::default(),
            rows => AttentionMode::Sliced { rows },
        },
        vae_tile: (s.vae_tile > 0).then_some(s.vae_tile),
        ..Plan::default()
    }
}

/// How `spec` asks its nets to keep their weights (`weights_dtype`, `text_encoder_dtype`).
fn weights_of(spec: &JobSpec) -> NetDtypes {
    NetDtypes {
        unet: spec.weights_dtype,
        text_encoder: spec.text_encoder_dtype,
    }
}

/// What the job asks of how its model is opened (SD 3's `no_t5`, `shift`,
/// `max_sequence_length`; absent: as the checkpoint says).
pub fn open_options(spec: &JobSpec) -> crate::model::OpenOptions {
    crate::model::OpenOptions {
        no_t5: spec.no_t5,
        shift: spec.shift,
        max_sequence_length: spec.max_sequence_length,
        ..Default::default()
    }
}

/// The plan `spec` asks for before the budget's choice: its memory plan's settings, the
/// weights dtypes and the nets' devices, and the declared levers (an unknown one, or a
/// value a lever does not take, is an error naming it).
pub fn start_plan(spec: &JobSpec) -> Result<Plan> {
    Ok(Plan {
        weights: weights_of(spec),
        text_encoder_device: spec.text_encoder_device,
        vae_device: spec.vae_device,
        lora_apply: spec.lora_apply,
        levers: crate::planner::levers::Levers::from_map(&spec.levers)?,
        ..plan_of(spec.plan.as_ref())
    })
}

/// The budget the planner must fit: the set one when "Auto" is on.
pub fn budget_of(s: Option<&PlanSettings>) -> Option<u64> {
    s.filter(|s| s.auto && s.vram_budget_bytes > 0)
        .map(|s| s.vram_budget_bytes)
}

/// A plan as the protocol's settings (auto and budget kept as asked).
pub fn settings_of(p: &Plan, asked: Option<&PlanSettings>) -> PlanSettings {
    PlanSettings {
        auto: asked.is_none_or(|a| a.auto),
        vram_budget_bytes: asked.map_or(0, |a| a.vram_budget_bytes),
        offload: p.offload,
        attention_slice: match p.attention {
            AttentionMode::Sliced { rows } => rows,
            m if m == AttentionMode::default() => 0,
            // `auto` slicing: the protocol counts rows; report a typical slice.
            AttentionMode::Chunked { .. } => 1024,
        },
        vae_tile: p.vae_tile.unwrap_or(0),
        levers: p.levers.to_map(),
    }
}

/// The plan `req` runs with on `device` in `dtype`: from `start`, the fastest that fits
/// `budget` (`start` itself without one), each plan's prediction raised by `margin`
/// (what this machine measured over it before).
pub fn choose(
    model: &Model,
    req: &GenerateRequest,
    dtype: DType,
    device: &Device,
    start: Plan,
    budget: Option<u64>,
    margin: &dyn Fn(&Plan) -> PhasePeaks,
) -> Result<Choice> {
    model.check_complete()?;
    planner::choose_with(
        model,
        &job_shape(model, req, dtype, device),
        start,
        budget,
        backend(device),
        margin,
    )
}
