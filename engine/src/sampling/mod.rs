//! Schedulers (samplers) as diffusers defines them (their names are
//! [`crate::protocol::Sampler`]'s), driven by the model's scheduler config.
//!
//! Each sampler reproduces the diffusers scheduler that `Scheduler.from_config(model config)`
//! builds: schedule tables are rounded to f32 where torch stores them, step coefficients are
//! f64 scalars, and the tensor work is scalar affine ops and adds, so it runs on any device.
mod a1111_schedule;
mod brownian;
#[cfg(test)]
mod brownian_tests;
mod config;
mod ddim;
mod dpm;
mod dpm2;
mod dpm2_ancestral;
mod dpmpp_2m_sde_tree;
mod dpmpp_3m_sde;
mod dpmpp_sde;
mod euler;
mod flow_euler;
mod heun;
mod kdiffusion;
#[cfg(test)]
mod kdiffusion_sde_tests;
mod lcm;
mod lms;
pub mod names;
mod sampler;
mod schedule;
mod sde_noise;
mod sigmas;
mod spacing;
#[cfg(test)]
mod tests;
mod unipc;

pub use crate::protocol::Schedule;
pub use config::{FlowMatchConfig, PredictionType, SchedulerConfig, TimestepSpacing};
pub use sampler::Sampler;
pub(crate) use sampler::StepNoise;

use crate::protocol::Sampler as SamplerKind;
use crate::rng::{NoiseRng, SharedNoise};
use crate::{Error, Result};
use dpmpp_2m_sde_tree::{Solver, TreeDpmPP2MSde};

/// The sampler and schedule `kind` on `schedule` runs: `dpmpp_2m_karras` is `dpmpp_2m` with
/// Karras sigmas. Errors (naming `--schedule`) when the two disagree or the sampler takes
/// no such schedule.
pub fn resolve(kind: SamplerKind, schedule: Schedule) -> Result<(SamplerKind, Schedule)> {
    let (kind, schedule) = match (kind, schedule) {
        (SamplerKind::DpmPP2MKarras, Schedule::Default | Schedule::Karras) => {
            (SamplerKind::DpmPP2M, Schedule::Karras)
        }
        (SamplerKind::DpmPP2MKarras, other) => {
            let msg = format!(
                "dpmpp_2m_karras is dpmpp_2m with the karras schedule; for '{}' use --sampler dpmpp_2m",
                other.name()
            );
            return Err(Error::field("--schedule", msg));
        }
        other => other,
    };
    let takes = match kind {
        SamplerKind::Ddim => matches!(schedule, Schedule::Default | Schedule::SgmUniform),
        SamplerKind::Lcm => schedule == Schedule::Default,
        _ => true,
    };
    if !takes {
        let which = match kind {
            SamplerKind::Lcm => "only its own schedule (default)",
            _ => "the default or sgm_uniform schedule",
        };
        let msg = format!("{} takes {which}, not '{}'", kind.name(), schedule.name());
        return Err(Error::field("--schedule", msg));
    }
    Ok((kind, schedule))
}

/// A sampler whose stochastic steps draw from `noise` (the job's generator, after its
/// start noise), on `schedule`. steps must be >= 1 (error otherwise, naming "--steps").
pub fn build_sampler_with_noise(
    kind: SamplerKind,
    schedule: Schedule,
    config: &SchedulerConfig,
    steps: usize,
    noise: SharedNoise,
) -> Result<Box<dyn Sampler>> {
    build_with_noise(kind, schedule, config, steps, Box::new(noise))
}

/// The default schedule's sampler (timesteps and the like; its stochastic steps draw
/// Candela's stream seeded `seed`).
pub fn build_sampler(
    kind: SamplerKind,
    config: &SchedulerConfig,
    steps: usize,
    seed: u64,
) -> Result<Box<dyn Sampler>> {
    build_with_noise(
        kind,
        Schedule::Default,
        config,
        steps,
        Box::new(NoiseRng::new(seed)),
    )
}

/// The samplers that draw their noise from a Brownian tree when the job's noise seeds one
/// (`dpmpp_2m_sde` only when the job names the tree's source): the ones whose PNG records
/// a chosen tree source.
pub fn draws_tree(kind: SamplerKind) -> bool {
    matches!(
        kind,
        SamplerKind::DpmPPSde
            | SamplerKind::DpmPP2MSde
            | SamplerKind::DpmPP2MSdeHeun
            | SamplerKind::DpmPP3MSde
    )
}

pub(crate) fn build_with_noise(
    kind: SamplerKind,
    schedule: Schedule,
    config: &SchedulerConfig,
    steps: usize,
    noise: Box<dyn StepNoise>,
) -> Result<Box<dyn Sampler>> {
    check(config, steps)?;
    let (kind, s) = resolve(kind, schedule)?;
    Ok(match kind {
        SamplerKind::Euler => Box::new(euler::Euler::new(config, steps, s)?),
        SamplerKind::EulerAncestral => {
            Box::new(euler::EulerAncestral::new(config, steps, s, noise)?)
        }
        SamplerKind::Heun => Box::new(heun::Heun::new(config, steps, s)?),
        SamplerKind::Dpm2 => Box::new(dpm2::Dpm2::new(config, steps, s)?),
        SamplerKind::Dpm2Ancestral => {
            Box::new(dpm2_ancestral::Dpm2Ancestral::new(config, steps, s, noise)?)
        }
        SamplerKind::Lms => Box::new(lms::Lms::new(config, steps, s)?),
        SamplerKind::Ddim => Box::new(ddim::Ddim::new(config, steps, s)?),
        SamplerKind::DpmPP2M | SamplerKind::DpmPP2MKarras => {
            Box::new(dpm::DpmPP2M::new(config, steps, s, None)?)
        }
        // A1111's (k-diffusion's, with a Brownian tree) when the job names the tree's
        // source; diffusers' `sde-dpmsolver++` drawing in order otherwise, as before.
        SamplerKind::DpmPP2MSde if noise.tree_chosen() => Box::new(TreeDpmPP2MSde::new(
            config,
            steps,
            s,
            Solver::Midpoint,
            noise,
        )?),
        SamplerKind::DpmPP2MSde => Box::new(dpm::DpmPP2M::new(config, steps, s, Some(noise))?),
        SamplerKind::DpmPP2MSdeHeun => {
            Box::new(TreeDpmPP2MSde::new(config, steps, s, Solver::Heun, noise)?)
        }
        SamplerKind::DpmPP3MSde => {
            Box::new(dpmpp_3m_sde::DpmPP3MSde::new(config, steps, s, noise)?)
        }
        SamplerKind::DpmPPSde => Box::new(dpmpp_sde::DpmPPSde::new(config, steps, s, noise)?),
        SamplerKind::UniPc => Box::new(unipc::UniPc::new(config, steps, s)?),
        SamplerKind::Lcm => Box::new(lcm::Lcm::new(config, steps, noise)?),
    })
}

/// The sampler of a flow-matching model (SD 3 and 3.5): `euler` is diffusers'
/// `FlowMatchEulerDiscreteScheduler` on `config` (whose `shift` a caller may override);
/// other samplers and schedules are errors naming their flag until they exist.
pub fn build_flow_sampler(
    kind: SamplerKind,
    schedule: Schedule,
    config: &FlowMatchConfig,
    steps: usize,
) -> Result<Box<dyn Sampler>> {
    if kind != SamplerKind::Euler {
        let msg = format!(
            "SD 3 models run with euler (flow-matching Euler) only for now, not '{}'",
            kind.name()
        );
        return Err(Error::field("--sampler", msg));
    }
    if schedule != Schedule::Default {
        let msg = format!(
            "flow-matching Euler takes its own shifted schedule (default; --shift moves it), not '{}'",
            schedule.name()
        );
        return Err(Error::field("--schedule", msg));
    }
    config
        .check()
        .map_err(|e| Error::field("scheduler config", e))?;
    let train = config.num_train_timesteps;
    if steps == 0 || steps > train {
        let msg =
            format!("must be between 1 and {train} (the model's training timesteps), got {steps}");
        return Err(Error::field("--steps", msg));
    }
    Ok(Box::new(flow_euler::FlowMatchEuler::new(config, steps)))
}

fn check(config: &SchedulerConfig, steps: usize) -> Result<()> {
    let train = config.num_train_timesteps;
    if steps == 0 || steps > train {
        let msg =
            format!("must be between 1 and {train} (the model's training timesteps), got {steps}");
        return Err(Error::field("--steps", msg));
    }
    if config.thresholding {
        return Err(Error::field(
            "thresholding",
            "dynamic thresholding is not supported",
        ));
    }
    Ok(())
}
