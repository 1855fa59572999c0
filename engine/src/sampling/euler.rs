//! Euler and Euler ancestral (k-diffusion samplers as diffusers' EulerDiscreteScheduler and
//! EulerAncestralDiscreteScheduler implement them, with default options: linear sigma
//! interpolation, final sigma 0, no churn).
use candle_core::{Result, Tensor};

use super::config::SchedulerConfig;
use super::kdiffusion::{euler_move, to_d, KDiffusion, KSigmas};
use super::sampler::StepNoise;
use super::sigmas::{f32s, k_schedule, no_sample_prediction, Variant};
use crate::protocol::Schedule;

/// Timesteps and sigmas (one more than steps, ending in 0) shared by both Euler variants.
fn euler_sigmas(
    config: &SchedulerConfig,
    steps: usize,
    schedule: Schedule,
) -> crate::Result<KSigmas> {
    let variant = Variant {
        zero_snr: true,
        ..Variant::default()
    };
    let k = k_schedule(config, steps, schedule, variant)?;
    // Timesteps and sigmas are stored as f32 tensors.
    let (timesteps, sigmas) = (f32s(&k.timesteps), k.stored_sigmas());
    Ok(KSigmas::new(
        timesteps,
        sigmas,
        k.spacing,
        config.prediction_type,
    ))
}

/// Euler step of the probability-flow ODE from `sigma` to `to`, given the model's
/// denoised estimate at `sigma`.
fn euler_to(sample: &Tensor, denoised: &Tensor, sigma: f64, to: f64) -> Result<Tensor> {
    euler_move(sample, &to_d(sample, denoised, sigma)?, to - sigma)
}

pub struct Euler(KSigmas);

impl Euler {
    pub fn new(config: &SchedulerConfig, steps: usize, schedule: Schedule) -> crate::Result<Self> {
        Ok(Euler(euler_sigmas(config, steps, schedule)?))
    }
}

impl KDiffusion for Euler {
    fn schedule(&self) -> &KSigmas {
        &self.0
    }
    fn next_sample(
        &mut self,
        model_output: &Tensor,
        step: usize,
        sample: &Tensor,
    ) -> Result<Tensor> {
        let (sigma, next, denoised) = self.0.denoised_at(model_output, sample, step)?;
        euler_to(sample, &denoised, sigma, next)
    }
}

pub struct EulerAncestral {
    schedule: KSigmas,
    noise: Box<dyn StepNoise>,
}

impl EulerAncestral {
    pub fn new(
        config: &SchedulerConfig,
        steps: usize,
        schedule: Schedule,
        noise: Box<dyn StepNoise>,
    ) -> crate::Result<Self> {
        // diffusers raises NotImplementedError for this combination too.
        no_sample_prediction(config, "euler_a")?;
        Ok(EulerAncestral {
            schedule: euler_sigmas(config, steps, schedule)?,
            noise,
        })
    }
}

/// Splits the move from `from` to `to` into a deterministic part down to `sigma_down` and
/// fresh noise of std `sigma_up`, with sigma_down² + sigma_up² = to² (eta = 1).
fn ancestral_sigmas(from: f64, to: f64) -> (f64, f64) {
    let up = (to * to * (from * from - to * to) / (from * from)).sqrt();
    let down = (to * to - up * up).sqrt();
    (down, up)
}

impl KDiffusion for EulerAncestral {
    fn schedule(&self) -> &KSigmas {
        &self.schedule
    }
    fn next_sample(
        &mut self,
        model_output: &Tensor,
        step: usize,
        sample: &Tensor,
    ) -> Result<Tensor> {
        let (sigma, next, denoised) = self.schedule.denoised_at(model_output, sample, step)?;
        let (down, up) = ancestral_sigmas(sigma, next);
        let prev = euler_to(sample, &denoised, sigma, down)?;
        // diffusers draws noise even on the last step, where sigma_up is 0; so do we, to keep
        // the noise stream aligned with the step index.
        let noise = self.noise.noise(model_output)?;
        prev + noise.affine(up, 0.0)?
    }
}
