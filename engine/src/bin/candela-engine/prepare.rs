//! A CLI job made ready to run: flags read, model and attachments open, plan chosen.
use crate::args::{parse_device, parse_prediction, JobArgs};
use candela_engine::attach::{Model, RefinerSettings};
use candela_engine::job;
use candela_engine::model::OpenOptions;
use candela_engine::nets::attention::AttentionMode;
use candela_engine::nets::tiled::VaeTile;
use candela_engine::pipeline::run::{run_job, JobOutput};
use candela_engine::pipeline::{parse_dtype, Event, GenerateRequest, Nets};
use candela_engine::planner::{Choice, Plan};
use candela_engine::protocol::{NetDevice, Offload, Sampler};
use candela_engine::vram::{self, Ballast};
use candela_engine::{Error, Result};
use candle_core::{DType, Device, Tensor};
use std::path::Path;

pub fn load_noise(path: &Path) -> Result<Tensor> {
    candela_engine::input::check(path)?;
    let map = candle_core::safetensors::load(path, &Device::Cpu)
        .map_err(|e| Error::file(path, format!("cannot read safetensors: {e}")))?;
    let t = map
        .get("noise")
        .ok_or_else(|| Error::file(path, "expected a tensor named \"noise\""))?;
    Ok(t.to_dtype(DType::F32)?)
}

fn open_model(a: &JobArgs) -> Result<Model> {
    let opts = OpenOptions {
        prediction_type: parse_prediction(a.prediction_type.as_deref())?,
        no_t5: a.sd3.no_t5,
        shift: a.sd3.shift,
        max_sequence_length: a.sd3.max_sequence_length,
    };
    match (&a.model, &a.random_weights) {
        (Some(p), _) => Model::open(p, &opts),
        (None, Some(arch)) => {
            let mut model = Model::random(arch)?;
            model.apply(&opts)?;
            Ok(model)
        }
        (None, None) => Err(Error::field(
            "--model",
            "expected a model folder or file (or --random-weights)",
        )),
    }
}

/// A job's parts, parsed and checked.
pub struct PreparedJob {
    pub device: Device,
    pub dtype: DType,
    pub req: GenerateRequest,
    pub model: Model,
    pub choice: Choice,
    /// The preprocessed control map of each --control.
    pub control_maps: Vec<image::RgbImage>,
    /// Held for the whole run when --simulate-vram is given.
    pub _ballast: Option<Ballast>,
}

impl PreparedJob {
    /// Runs the job under the chosen plan with the nets in `nets` (built on first use).
    pub fn run(
        &self,
        nets: &mut Option<Nets>,
        out: &Path,
        on_event: &mut dyn FnMut(Event<'_>) -> bool,
    ) -> Result<JobOutput> {
        run_job(
            &self.model,
            nets,
            &self.device,
            self.dtype,
            &self.req,
            self.choice.plan,
            out,
            on_event,
        )
    }
}

/// A flag that takes `auto` or a number out of its range: the error names both.
fn auto_or(e: candela_engine::ranges::OutOfRange) -> Error {
    let range = e.message.trim_start_matches("expected ");
    Error::field(e.name, format!("expected auto or {range}"))
}

fn gib(s: f64) -> u64 {
    (s * (1u64 << 30) as f64) as u64
}

/// Reads and checks a job's flags, opens its model and attachments and chooses its plan,
/// through the library's job builder ([`job`]) as the worker does.
pub fn prepare(a: &JobArgs, init_noise: Option<Tensor>) -> Result<PreparedJob> {
    let sampler: Sampler = a.sampler.parse()?;
    let offload: Offload = a.plan.offload.parse()?;
    let attention = AttentionMode::parse_slice(&a.plan.attention_slice)
        .map_err(|e| Error::field("--attention-slice", e))?;
    let vae_tile = VaeTile::parse(&a.plan.vae_tile).map_err(|e| Error::field("--vae-tile", e))?;
    let stream_slots = match a.plan.stream_slots.trim() {
        "auto" => None,
        n => Some(
            candela_engine::ranges::STREAM_SLOTS
                .parse::<usize>(n)
                .map_err(auto_or)?,
        ),
    };
    let vae_tile_store = NetDevice::parse(&a.plan.vae_tile_store, "--vae-tile-store")?;
    let device = parse_device(&a.device)?;
    let dtype = parse_dtype(a.dtype.as_deref(), &device, "--dtype")?;
    let seed = a.seed.unwrap_or_else(|| rand::random::<u32>() as u64);
    let mut spec = a.spec(sampler, seed)?;
    let mut req = job::request_of(&spec, job::CLI)?;
    req.init_noise = init_noise;
    req.validate()?;
    if let Some(note) = job::init_image_args(&spec).resize_note(req.width, req.height)? {
        eprintln!("note: {note}");
    }
    let ballast = match a.plan.simulate_vram {
        Some(g) if !(g.is_finite() && g > 0.0) => {
            return Err(Error::field(
                "--simulate-vram",
                format!("expected a positive number of GiB, got {g}"),
            ))
        }
        Some(g) => Some(Ballast::leave_free(&device, gib(g))?),
        None => None,
    };
    let budget = match a.plan.vram_budget.as_deref() {
        None => None,
        // The CPU has no VRAM to fit: everything resident there.
        // What is free now, less a reserve, plus what this process already holds.
        Some("auto") => vram::device_memory(&device).map(|(free, _)| {
            let ballast = ballast.as_ref().map_or(0, |x| x.bytes);
            vram::auto_budget(free) + vram::outside_pool_now(&device, ballast).unwrap_or(0)
        }),
        Some(g) => Some(gib(candela_engine::ranges::VRAM_BUDGET_GIB
            .parse::<f64>(g)
            .map_err(auto_or)?)),
    };
    // The budget is for the whole process: the pool gets what its context and libraries
    // leave, and can never map more.
    if std::env::var_os("CANDELA_NO_POOL_CAP").is_none() {
        let ballast = ballast.as_ref().map_or(0, |x| x.bytes);
        vram::cap_pool_for_budget(&device, budget, ballast)?;
    }
    let mut model = open_model(a)?;
    spec.controls = a.control.specs()?;
    let (controls, maps) = job::attach_controls(&spec, &mut model, job::CLI)?;
    req.controls = controls;
    spec.refiner = a.refiner.spec()?;
    job::attach_refiner(&spec, &mut model, job::CLI)?;
    req.refiner = spec.refiner.as_ref().map(RefinerSettings::from);
    for warning in model.attach_job(&spec.attach, &req.prompt, &req.negative_prompt)? {
        eprintln!("warning: {warning}");
    }
    req.validate()?;
    let start = Plan {
        offload,
        attention,
        vae_tile: vae_tile
            .tiling(req.width, req.height, a.plan.vae_tile_overlap, &Device::Cpu)
            .map(|t| t.tile_px),
        vae_tile_overlap: a.plan.vae_tile_overlap,
        vae_tile_store,
        stream_slots,
        // The weights dtypes and the nets' devices as the worker's jobs take them.
        ..job::start_plan(&spec)?
    };
    let choice = job::choose(&model, &req, dtype, &device, start, budget, &|_| {
        Default::default()
    })?;
    let t5_missing = model
        .sd3
        .as_ref()
        .is_some_and(|s| s.text_encoder_3.is_none());
    if t5_missing && !a.sd3.no_t5 {
        eprintln!(
            "{}: the model has no T5 text encoder (--t5xxl FILE gives one); running without T5, as --no-t5 does",
            model.name
        );
    }
    Ok(PreparedJob {
        device,
        dtype,
        req,
        model,
        choice,
        control_maps: maps,
        _ballast: ballast,
    })
}
