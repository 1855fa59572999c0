//! Schedulers (samplers) as diffusers defines them (their names are
//! [`crate::protocol::Sampler`]'s), driven by the model's scheduler config.
//!
//! Each sampler reproduces the diffusers scheduler that `Scheduler.from_config(model config)`
//! builds: schedule tables are rounded to f32 where torch stores them, step coefficients are
//! f64 scalars, and the tensor work is scalar affine ops and adds, so it runs on any device.
mod config;
mod ddim;
mod dpm;
mod euler;
mod schedule;
mod spacing;
#[cfg(test)]
mod tests;

use candle_core::Tensor;

pub use config::{PredictionType, SchedulerConfig, TimestepSpacing};

use crate::protocol;
use crate::rng::NoiseRng;
use crate::{Error, Result};

/// One configured denoising schedule. Steps are indexed 0..timesteps().len() (a step index
/// past the end panics) and must be stepped in order, though a run may start at any index
/// (img2img): DPM++ 2M remembers the previous step's prediction.
pub trait Sampler: Send {
    /// The timestep passed to the UNet at each step (len = steps).
    fn timesteps(&self) -> &[f64];
    /// Factor the initial unit-variance noise is multiplied by.
    fn init_noise_sigma(&self) -> f64 {
        1.0
    }
    /// diffusers' scale_model_input for step i (Euler divides by sqrt(sigma^2+1); others identity).
    fn scale_model_input(&self, sample: &Tensor, _step: usize) -> candle_core::Result<Tensor> {
        Ok(sample.clone())
    }
    /// diffusers' scheduler.step for step i; returns prev_sample. `model_output` is the (guided) UNet output.
    fn step(
        &mut self,
        model_output: &Tensor,
        step: usize,
        sample: &Tensor,
    ) -> candle_core::Result<Tensor>;
    /// diffusers' add_noise at step i's noise level (img2img: noise the init latents, then
    /// denoise from step i).
    fn add_noise(
        &self,
        original: &Tensor,
        noise: &Tensor,
        step: usize,
    ) -> candle_core::Result<Tensor>;
}

/// Fresh noise for ancestral steps; a trait so tests can inject known noise.
pub(crate) trait StepNoise: Send {
    /// Standard normal noise shaped, typed and placed like `like`.
    fn noise(&mut self, like: &Tensor) -> candle_core::Result<Tensor>;
}

impl StepNoise for NoiseRng {
    fn noise(&mut self, like: &Tensor) -> candle_core::Result<Tensor> {
        self.randn(like.shape(), like.device())?
            .to_dtype(like.dtype())
    }
}

/// steps must be >= 1 (error otherwise, naming "--steps"). `seed` feeds euler_a's per-step
/// noise; pass one that differs from the initial latent noise's seed so the two streams are
/// independent.
pub fn build_sampler(
    kind: protocol::Sampler,
    config: &SchedulerConfig,
    steps: usize,
    seed: u64,
) -> Result<Box<dyn Sampler>> {
    build_with_noise(kind, config, steps, Box::new(NoiseRng::new(seed)))
}

pub(crate) fn build_with_noise(
    kind: protocol::Sampler,
    config: &SchedulerConfig,
    steps: usize,
    noise: Box<dyn StepNoise>,
) -> Result<Box<dyn Sampler>> {
    check(config, steps)?;
    Ok(match kind {
        protocol::Sampler::Euler => Box::new(euler::Euler::new(config, steps)?),
        protocol::Sampler::EulerAncestral => {
            Box::new(euler::EulerAncestral::new(config, steps, noise)?)
        }
        protocol::Sampler::Ddim => Box::new(ddim::Ddim::new(config, steps)?),
        protocol::Sampler::DpmPP2M => Box::new(dpm::DpmPP2M::new(config, steps, false)?),
        protocol::Sampler::DpmPP2MKarras => Box::new(dpm::DpmPP2M::new(config, steps, true)?),
    })
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
