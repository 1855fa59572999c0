//! Heun's method (second order, two UNet evaluations a step) as diffusers'
//! HeunDiscreteScheduler: the Euler family's sigmas, each step an Euler step to the next
//! sigma followed by a correction with the derivative there (none into sigma 0).
use candle_core::{Result, Tensor};

use super::config::SchedulerConfig;
use super::kdiffusion::{euler_move, to_d, KDiffusion, KSigmas};
use super::sigmas::{doubled, f32s, k_schedule, Variant};
use crate::protocol::Schedule;

pub struct Heun {
    /// Per UNet evaluation: timesteps t0, then each later one twice (2 x steps - 1);
    /// sigmas σ0, σ1, σ1, ..., σ(n-1), σ(n-1), 0 (2 x steps).
    schedule: KSigmas,
    /// After a first-order step: its derivative, dt and the sample it started from.
    pending: Option<(Tensor, f64, Tensor)>,
}

impl Heun {
    pub fn new(config: &SchedulerConfig, steps: usize, schedule: Schedule) -> crate::Result<Self> {
        let k = k_schedule(config, steps, schedule, Variant::default())?;
        let mut sigmas = doubled(&f32s(&k.sigmas));
        sigmas.push(0.0);
        let timesteps = doubled(&f32s(&k.timesteps));
        Ok(Heun {
            schedule: KSigmas::new(timesteps, sigmas, k.spacing, config.prediction_type),
            pending: None,
        })
    }
}

impl KDiffusion for Heun {
    const ORDER: usize = 2;
    fn schedule(&self) -> &KSigmas {
        &self.schedule
    }
    fn next_sample(
        &mut self,
        model_output: &Tensor,
        step: usize,
        sample: &Tensor,
    ) -> Result<Tensor> {
        let s = &self.schedule;
        match self.pending.take() {
            None => {
                let (sigma, next, denoised) = s.denoised_at(model_output, sample, step)?;
                let derivative = to_d(sample, &denoised, sigma)?;
                let dt = next - sigma;
                let out = euler_move(sample, &derivative, dt)?;
                self.pending = Some((derivative, dt, sample.clone()));
                Ok(out)
            }
            Some((first, dt, start)) => {
                let second = s.derivative(model_output, sample, s.sigmas[step])?;
                let derivative = ((first + second)? * 0.5)?;
                euler_move(&start, &derivative, dt)
            }
        }
    }
}
