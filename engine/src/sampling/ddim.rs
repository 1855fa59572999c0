//! DDIM with eta = 0 (deterministic), as diffusers' DDIMScheduler.
use candle_core::{Result, Tensor};

use super::config::{PredictionType, SchedulerConfig, TimestepSpacing};
use super::sampler::Sampler;
use super::schedule::alphas_cumprod;
use super::spacing;
use crate::protocol::Schedule;

pub struct Ddim {
    timesteps: Vec<f64>,
    /// ᾱ at each step's timestep and at the timestep it steps to.
    alpha_prod: Vec<f64>,
    alpha_prod_prev: Vec<f64>,
    prediction: PredictionType,
    /// Clamp range for the predicted x0, when clipping is on.
    clip: Option<f64>,
}

impl Ddim {
    /// `schedule`: the default or `SgmUniform` (trailing spacing); others are refused
    /// before this.
    pub fn new(config: &SchedulerConfig, steps: usize, schedule: Schedule) -> crate::Result<Self> {
        let train = config.num_train_timesteps;
        let ac = alphas_cumprod(config, false)?;
        let spacing = match schedule {
            Schedule::SgmUniform => TimestepSpacing::Trailing,
            _ => config.spacing_for(TimestepSpacing::Leading),
        };
        let timesteps = spacing::ddim(spacing, steps, train, config.steps_offset);
        if let Some(&t) = timesteps.iter().find(|&&t| t as usize >= train) {
            let msg = format!(
                "{steps} steps with steps_offset {} reach timestep {t}, past the model's {train}",
                config.steps_offset
            );
            return Err(crate::Error::field("--steps", msg));
        }
        let final_alpha = if config.set_alpha_to_one {
            1.0
        } else {
            ac[0] as f64
        };
        // diffusers steps back by train // steps whatever the spacing, so trailing/linspace
        // schedules do not always land on the next listed timestep; we match that.
        let stride = (train / steps) as i64;
        let alpha_prod_prev = timesteps
            .iter()
            .map(|&t| {
                let prev = t as i64 - stride;
                if prev >= 0 {
                    ac[prev as usize] as f64
                } else {
                    final_alpha
                }
            })
            .collect();
        let alpha_prod = timesteps.iter().map(|&t| ac[t as usize] as f64).collect();
        let clip = config.clip_sample.then_some(config.clip_sample_range);
        Ok(Ddim {
            timesteps,
            alpha_prod,
            alpha_prod_prev,
            prediction: config.prediction_type,
            clip,
        })
    }

    /// (x0, eps) predicted from the model output at ᾱ = `a`.
    fn predict(&self, model_output: &Tensor, sample: &Tensor, a: f64) -> Result<(Tensor, Tensor)> {
        let (sa, sb) = (a.sqrt(), (1.0 - a).sqrt());
        match self.prediction {
            PredictionType::Epsilon => {
                let x0 = (sample - model_output.affine(sb, 0.0)?)?.affine(1.0 / sa, 0.0)?;
                Ok((x0, model_output.clone()))
            }
            PredictionType::Sample => {
                let eps = (sample - model_output.affine(sa, 0.0)?)?.affine(1.0 / sb, 0.0)?;
                Ok((model_output.clone(), eps))
            }
            PredictionType::VPrediction => {
                let x0 = (sample.affine(sa, 0.0)? - model_output.affine(sb, 0.0)?)?;
                let eps = (model_output.affine(sa, 0.0)? + sample.affine(sb, 0.0)?)?;
                Ok((x0, eps))
            }
        }
    }
}

impl Sampler for Ddim {
    fn timesteps(&self) -> &[f64] {
        &self.timesteps
    }
    /// Formula (12) of the DDIM paper with sigma_t = 0: x_prev = √ᾱ_prev·x0 + √(1-ᾱ_prev)·eps.
    fn step(&mut self, model_output: &Tensor, step: usize, sample: &Tensor) -> Result<Tensor> {
        let (x0, eps) = self.predict(model_output, sample, self.alpha_prod[step])?;
        let x0 = match self.clip {
            Some(range) => x0.clamp(-range, range)?,
            None => x0,
        };
        let prev = self.alpha_prod_prev[step];
        x0.affine(prev.sqrt(), 0.0)? + eps.affine((1.0 - prev).sqrt(), 0.0)?
    }
    /// Forward diffusion to this step's timestep: √ᾱ·x0 + √(1-ᾱ)·noise.
    fn add_noise(&self, original: &Tensor, noise: &Tensor, step: usize) -> Result<Tensor> {
        let a = self.alpha_prod[step];
        original.affine(a.sqrt(), 0.0)? + noise.affine((1.0 - a).sqrt(), 0.0)?
    }
}
