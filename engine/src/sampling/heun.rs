//! Heun's method (second order, two UNet evaluations a step) as diffusers'
//! HeunDiscreteScheduler: the Euler family's sigmas, each step an Euler step to the next
//! sigma followed by a correction with the derivative there (none into sigma 0).
use candle_core::{Result, Tensor};

use super::config::{PredictionType, SchedulerConfig};
use super::sigmas::{f32s, init_noise_sigma, k_schedule, pred_original, scale_by_sigma, Variant};
use super::Sampler;
use crate::protocol::Schedule;

pub struct Heun {
    /// Per UNet evaluation: t0, then each later timestep twice (2 x steps - 1).
    timesteps: Vec<f64>,
    /// σ0, σ1, σ1, ..., σ(n-1), σ(n-1), 0 (2 x steps).
    sigmas: Vec<f64>,
    init_noise_sigma: f64,
    prediction: PredictionType,
    /// After a first-order step: its derivative, dt and the sample it started from.
    pending: Option<(Tensor, f64, Tensor)>,
}

impl Heun {
    pub fn new(config: &SchedulerConfig, steps: usize, schedule: Schedule) -> crate::Result<Self> {
        let k = k_schedule(config, steps, schedule, Variant::default())?;
        let mut base = f32s(&k.sigmas);
        base.push(0.0);
        let mut sigmas = vec![base[0]];
        for &s in &base[1..base.len() - 1] {
            sigmas.extend([s, s]);
        }
        sigmas.push(0.0);
        let ts = f32s(&k.timesteps);
        let mut timesteps = vec![ts[0]];
        for &t in &ts[1..] {
            timesteps.extend([t, t]);
        }
        Ok(Heun {
            timesteps,
            init_noise_sigma: init_noise_sigma(&sigmas, k.spacing),
            sigmas,
            prediction: config.prediction_type,
            pending: None,
        })
    }
}

impl Sampler for Heun {
    fn timesteps(&self) -> &[f64] {
        &self.timesteps
    }
    fn init_noise_sigma(&self) -> f64 {
        self.init_noise_sigma
    }
    fn order(&self) -> usize {
        2
    }
    fn scale_model_input(&self, sample: &Tensor, step: usize) -> Result<Tensor> {
        scale_by_sigma(sample, self.sigmas[step])
    }
    fn step(&mut self, model_output: &Tensor, step: usize, sample: &Tensor) -> Result<Tensor> {
        match self.pending.take() {
            None => {
                let (sigma, next) = (self.sigmas[step], self.sigmas[step + 1]);
                let x0 = pred_original(self.prediction, model_output, sample, sigma)?;
                let derivative = (sample - x0)?.affine(1.0 / sigma, 0.0)?;
                let dt = next - sigma;
                let out = (sample + derivative.affine(dt, 0.0)?)?;
                self.pending = Some((derivative, dt, sample.clone()));
                Ok(out)
            }
            Some((first, dt, start)) => {
                let next = self.sigmas[step];
                let x0 = pred_original(self.prediction, model_output, sample, next)?;
                let second = (sample - x0)?.affine(1.0 / next, 0.0)?;
                let derivative = ((first + second)? * 0.5)?;
                start + derivative.affine(dt, 0.0)?
            }
        }
    }
    fn add_noise(&self, original: &Tensor, noise: &Tensor, step: usize) -> Result<Tensor> {
        original + noise.affine(self.sigmas[step], 0.0)?
    }
}
