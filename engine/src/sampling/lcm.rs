//! Latent consistency sampling (A1111's "LCM") as diffusers' LCMScheduler, for LCM-distilled
//! models and LCM LoRAs: timesteps picked from the distillation's `original_inference_steps`
//! grid, each step the consistency function's denoised estimate, noised again to the next
//! timestep (fresh noise each step but the last).
use candle_core::{Result, Tensor};

use super::config::{PredictionType, SchedulerConfig};
use super::sampler::{Sampler, StepNoise};
use super::schedule::alphas_cumprod;
use crate::Error;

/// The consistency models' data standard deviation.
const SIGMA_DATA: f64 = 0.5;

pub struct Lcm {
    timesteps: Vec<f64>,
    alphas_cumprod: Vec<f32>,
    prediction: PredictionType,
    timestep_scaling: f64,
    clip: Option<f64>,
    noise: Box<dyn StepNoise>,
}

impl Lcm {
    pub fn new(
        config: &SchedulerConfig,
        steps: usize,
        noise: Box<dyn StepNoise>,
    ) -> crate::Result<Self> {
        let train = config.num_train_timesteps;
        let original = config.original_inference_steps;
        if original == 0 || original > train {
            let msg = format!("must be between 1 and {train}, got {original}");
            return Err(Error::field("original_inference_steps", msg));
        }
        if steps > original {
            let msg = format!(
                "lcm takes at most the model's original_inference_steps ({original}), got {steps}"
            );
            return Err(Error::field("--steps", msg));
        }
        let k = train / original;
        // The distillation's grid, highest first: k·i - 1 for i = original..1.
        let grid: Vec<usize> = (1..=original).rev().map(|i| i * k - 1).collect();
        let timesteps = super::schedule::np_linspace(0.0, grid.len() as f64, steps + 1)
            .into_iter()
            .take(steps)
            .map(|x| grid[x.floor() as usize] as f64)
            .collect();
        Ok(Lcm {
            timesteps,
            alphas_cumprod: alphas_cumprod(config, false)?,
            prediction: config.prediction_type,
            timestep_scaling: config.timestep_scaling,
            clip: config.clip_sample.then_some(config.clip_sample_range),
            noise,
        })
    }
}

impl Sampler for Lcm {
    fn timesteps(&self) -> &[f64] {
        &self.timesteps
    }
    fn step(&mut self, model_output: &Tensor, step: usize, sample: &Tensor) -> Result<Tensor> {
        let t = self.timesteps[step];
        let next = self.timesteps.get(step + 1).copied().unwrap_or(t);
        let a = self.alphas_cumprod[t as usize] as f64;
        let a_prev = self.alphas_cumprod[next as usize] as f64;
        let scaled = t * self.timestep_scaling;
        let c_skip = SIGMA_DATA * SIGMA_DATA / (scaled * scaled + SIGMA_DATA * SIGMA_DATA);
        let c_out = scaled / (scaled * scaled + SIGMA_DATA * SIGMA_DATA).sqrt();
        let (sa, sb) = (a.sqrt(), (1.0 - a).sqrt());
        let x0 = match self.prediction {
            PredictionType::Epsilon => {
                (sample - model_output.affine(sb, 0.0)?)?.affine(1.0 / sa, 0.0)?
            }
            PredictionType::Sample => model_output.clone(),
            PredictionType::VPrediction => {
                (sample.affine(sa, 0.0)? - model_output.affine(sb, 0.0)?)?
            }
        };
        let x0 = match self.clip {
            Some(r) => x0.clamp(-r, r)?,
            None => x0,
        };
        let denoised = (x0.affine(c_out, 0.0)? + sample.affine(c_skip, 0.0)?)?;
        if step + 1 == self.timesteps.len() {
            return Ok(denoised);
        }
        let noise = self.noise.noise(model_output)?;
        denoised.affine(a_prev.sqrt(), 0.0)? + noise.affine((1.0 - a_prev).sqrt(), 0.0)?
    }
    /// Forward diffusion to this step's timestep: √ᾱ·x0 + √(1-ᾱ)·noise.
    fn add_noise(&self, original: &Tensor, noise: &Tensor, step: usize) -> Result<Tensor> {
        let a = self.alphas_cumprod[self.timesteps[step] as usize] as f64;
        original.affine(a.sqrt(), 0.0)? + noise.affine((1.0 - a).sqrt(), 0.0)?
    }
}
