//! Flow-matching Euler, as diffusers' `FlowMatchEulerDiscreteScheduler` computes it for
//! SD 3 and 3.5: the model predicts a velocity, sigma runs from 1 (pure noise) to 0 on a
//! shifted linear schedule, and each step is `x + (sigma_next - sigma) * v`.
use candle_core::{Result, Tensor};

use super::config::FlowMatchConfig;
use super::sampler::Sampler;
use super::schedule::np_linspace;

/// `shift * s / (1 + (shift - 1) * s)`: the time shift that spends more steps at high noise.
fn shifted(shift: f64, s: f64) -> f64 {
    shift * s / (1.0 + (shift - 1.0) * s)
}

/// The same in f32 arithmetic, as the class's constructor computes its training table
/// (`shift - 1` taken in f64 first, as Python does before torch sees it).
fn shifted_f32(shift: f64, s: f32) -> f32 {
    shift as f32 * s / (1.0 + (shift - 1.0) as f32 * s)
}

/// Timesteps (sigma x train steps, one per step) and sigmas (one more, ending in 0), as
/// f32 values the way torch stores them.
pub fn flow_schedule(config: &FlowMatchConfig, steps: usize) -> (Vec<f64>, Vec<f64>) {
    let train = config.num_train_timesteps;
    let shift = config.shift;
    // The constructor's table: timesteps train..1 over train, shifted in f32; its first
    // and last entries bound the inference schedule.
    let table = |t: usize| shifted_f32(shift, t as f32 / train as f32) as f64;
    let (sigma_max, sigma_min) = (table(train), table(1));
    // set_timesteps: numpy's linspace between them (f64), shifted again, stored as f32.
    let sigmas: Vec<f32> = np_linspace(sigma_max * train as f64, sigma_min * train as f64, steps)
        .into_iter()
        .map(|t| shifted(shift, t / train as f64) as f32)
        .collect();
    let timesteps = sigmas.iter().map(|&s| (s * train as f32) as f64).collect();
    let mut sigmas: Vec<f64> = sigmas.into_iter().map(f64::from).collect();
    sigmas.push(0.0);
    (timesteps, sigmas)
}

pub struct FlowMatchEuler {
    timesteps: Vec<f64>,
    sigmas: Vec<f64>,
}

impl FlowMatchEuler {
    pub fn new(config: &FlowMatchConfig, steps: usize) -> Self {
        let (timesteps, sigmas) = flow_schedule(config, steps);
        FlowMatchEuler { timesteps, sigmas }
    }
}

impl Sampler for FlowMatchEuler {
    fn timesteps(&self) -> &[f64] {
        &self.timesteps
    }

    /// `sample + (sigma_next - sigma) * velocity`, with the difference taken in f32 as
    /// torch takes it between two stored sigmas.
    fn step(&mut self, model_output: &Tensor, step: usize, sample: &Tensor) -> Result<Tensor> {
        let dt = self.sigmas[step + 1] as f32 - self.sigmas[step] as f32;
        let dtype = sample.dtype();
        let v = model_output.to_dtype(candle_core::DType::F32)?;
        let x = sample.to_dtype(candle_core::DType::F32)?;
        (x + v.affine(dt as f64, 0.0)?)?.to_dtype(dtype)
    }

    /// diffusers' `scale_noise` (img2img's start): `sigma * noise + (1 - sigma) * original`.
    fn add_noise(&self, original: &Tensor, noise: &Tensor, step: usize) -> Result<Tensor> {
        let sigma = self.sigmas[step];
        noise.affine(sigma, 0.0)? + original.affine(1.0 - sigma, 0.0)?
    }
}
