//! DPM-Solver++(2M) as diffusers' DPMSolverMultistepScheduler with its defaults
//! (algorithm "dpmsolver++", order 2, midpoint, lower_order_final, final sigma 0), optionally
//! with Karras sigmas.
use candle_core::{Result, Tensor};

use super::config::{PredictionType, SchedulerConfig, TimestepSpacing};
use super::schedule::{alphas_cumprod, interp, karras_sigmas, sigma_table, sigma_to_t};
use super::{spacing, Sampler};

pub struct DpmPP2M {
    timesteps: Vec<f64>,
    /// One more than steps, ending in 0.
    sigmas: Vec<f64>,
    prediction: PredictionType,
    /// The previous step's index and data prediction (x0), for the second-order correction.
    previous: Option<(usize, Tensor)>,
}

impl DpmPP2M {
    pub fn new(config: &SchedulerConfig, steps: usize, karras: bool) -> crate::Result<Self> {
        let table = sigma_table(&alphas_cumprod(config, true)?);
        let (timesteps, mut sigmas) = if karras {
            karras_schedule(config, &table, steps)
        } else {
            let spacing = config.spacing_for(TimestepSpacing::Linspace);
            let train = config.num_train_timesteps;
            let ts = spacing::dpm(spacing, steps, train, config.steps_offset);
            let sigmas = ts.iter().map(|&t| interp(t, &table)).collect();
            (ts, sigmas)
        };
        // diffusers stores the sigmas as an f32 tensor.
        sigmas.iter_mut().for_each(|s| *s = *s as f32 as f64);
        sigmas.push(0.0);
        Ok(DpmPP2M {
            timesteps,
            sigmas,
            prediction: config.prediction_type,
            previous: None,
        })
    }

    /// The data prediction x0 that DPM-Solver++ integrates.
    fn data_prediction(
        &self,
        model_output: &Tensor,
        sample: &Tensor,
        step: usize,
    ) -> Result<Tensor> {
        let (alpha, sigma) = alpha_sigma(self.sigmas[step]);
        match self.prediction {
            PredictionType::Epsilon => {
                (sample - model_output.affine(sigma, 0.0)?)?.affine(1.0 / alpha, 0.0)
            }
            PredictionType::VPrediction => {
                sample.affine(alpha, 0.0)? - model_output.affine(sigma, 0.0)?
            }
            PredictionType::Sample => Ok(model_output.clone()),
        }
    }
}

/// Karras sigmas between the schedule's ends; timesteps are the (rounded) training timesteps
/// with those sigmas. The spacing setting is ignored, as in diffusers.
fn karras_schedule(config: &SchedulerConfig, table: &[f32], steps: usize) -> (Vec<f64>, Vec<f64>) {
    let log_table: Vec<f32> = table.iter().map(|&s| (s as f64).ln() as f32).collect();
    let (min, max) = (table[0] as f64, table[table.len() - 1] as f64);
    let sigmas = karras_sigmas(min, max, steps);
    // diffusers skips the rounding for the cosine schedule (by name, even with trained_betas);
    // the int64 cast then truncates.
    let cosine = config.beta_schedule == "squaredcos_cap_v2";
    let timesteps = sigmas
        .iter()
        .map(|&s| {
            let t = sigma_to_t(s, &log_table);
            if cosine {
                t.trunc()
            } else {
                t.round_ties_even()
            }
        })
        .collect();
    (timesteps, sigmas)
}

/// (alpha_t, sigma_t) of the variance-preserving process for a k-diffusion sigma.
fn alpha_sigma(sigma: f64) -> (f64, f64) {
    let alpha = 1.0 / (sigma * sigma + 1.0).sqrt();
    (alpha, sigma * alpha)
}

/// log(alpha/sigma), the half-log-SNR DPM-Solver steps in (+inf at sigma 0).
fn lambda(sigma: f64) -> f64 {
    let (a, s) = alpha_sigma(sigma);
    a.ln() - s.ln()
}

impl Sampler for DpmPP2M {
    fn timesteps(&self) -> &[f64] {
        &self.timesteps
    }
    fn step(&mut self, model_output: &Tensor, step: usize, sample: &Tensor) -> Result<Tensor> {
        let x0 = self.data_prediction(model_output, sample, step)?;
        let (s0, t) = (self.sigmas[step], self.sigmas[step + 1]);
        let (alpha_t, sigma_t) = alpha_sigma(t);
        let sigma_s0 = alpha_sigma(s0).1;
        let h = lambda(t) - lambda(s0);
        let phi = alpha_t * ((-h).exp() - 1.0);
        // First order (= DDIM) on the first step and, since the final sigma is 0, the last.
        let last = step + 1 == self.timesteps.len();
        let d = match self.previous.take() {
            Some((prev_step, m1)) if prev_step + 1 == step && !last => {
                let r0 = (lambda(s0) - lambda(self.sigmas[step - 1])) / h;
                // D0 + 0.5·D1 with D1 = (m0 - m1) / r0 (midpoint solver).
                let d1 = (&x0 - m1)?;
                (x0.clone() + d1.affine(0.5 / r0, 0.0)?)?
            }
            _ => x0.clone(),
        };
        self.previous = Some((step, x0));
        sample.affine(sigma_t / sigma_s0, 0.0)? - d.affine(phi, 0.0)?
    }
    /// Forward diffusion at this step's sigma: alpha·x0 + sigma·noise.
    fn add_noise(&self, original: &Tensor, noise: &Tensor, step: usize) -> Result<Tensor> {
        let (alpha, sigma) = alpha_sigma(self.sigmas[step]);
        original.affine(alpha, 0.0)? + noise.affine(sigma, 0.0)?
    }
}
