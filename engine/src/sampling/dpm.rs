//! DPM-Solver++(2M) as diffusers' DPMSolverMultistepScheduler with its defaults
//! (algorithm "dpmsolver++", order 2, midpoint, lower_order_final, final sigma 0), and its
//! SDE variant (algorithm "sde-dpmsolver++", A1111's "DPM++ 2M SDE"), with the schedule
//! choices diffusers offers it (Karras and exponential sigmas, trailing spacing),
//! ComfyUI's "simple" timesteps and A1111's "Uniform" (k-diffusion's `get_sigmas`).
use candle_core::{Result, Tensor};

use super::a1111_schedule::uniform_sigmas;
use super::config::{PredictionType, SchedulerConfig, TimestepSpacing};
use super::sampler::{Sampler, StepNoise};
use super::schedule::{
    alphas_cumprod, interp, karras_sigmas, np_linspace, sigma_table, sigma_to_t,
};
use super::sigmas::simple_timesteps;
use super::spacing;
use crate::protocol::Schedule;

pub struct DpmPP2M {
    timesteps: Vec<f64>,
    /// One more than steps, ending in 0.
    sigmas: Vec<f64>,
    prediction: PredictionType,
    /// The previous step's index and data prediction (x0), for the second-order correction.
    previous: Option<(usize, Tensor)>,
    /// The SDE variant's noise (one draw a step).
    noise: Option<Box<dyn StepNoise>>,
}

impl DpmPP2M {
    /// `noise`: the SDE variant ("sde-dpmsolver++") drawing from it; none: the ODE solver.
    pub fn new(
        config: &SchedulerConfig,
        steps: usize,
        schedule: Schedule,
        noise: Option<Box<dyn StepNoise>>,
    ) -> crate::Result<Self> {
        let (timesteps, sigmas) = multistep_schedule(config, steps, schedule, true)?;
        Ok(DpmPP2M {
            timesteps,
            sigmas,
            prediction: config.prediction_type,
            previous: None,
            noise,
        })
    }

    /// The data prediction x0 that DPM-Solver++ integrates.
    fn data_prediction(
        &self,
        model_output: &Tensor,
        sample: &Tensor,
        step: usize,
    ) -> Result<Tensor> {
        data_prediction(self.prediction, model_output, sample, self.sigmas[step])
    }
}

/// The data prediction x0 at k-diffusion sigma `k_sigma` (diffusers' `convert_model_output`
/// for the x0-predicting multistep solvers).
pub(super) fn data_prediction(
    prediction: PredictionType,
    model_output: &Tensor,
    sample: &Tensor,
    k_sigma: f64,
) -> Result<Tensor> {
    let (alpha, sigma) = alpha_sigma(k_sigma);
    match prediction {
        PredictionType::Epsilon => {
            (sample - model_output.affine(sigma, 0.0)?)?.affine(1.0 / alpha, 0.0)
        }
        PredictionType::VPrediction => {
            sample.affine(alpha, 0.0)? - model_output.affine(sigma, 0.0)?
        }
        PredictionType::Sample => Ok(model_output.clone()),
    }
}

/// The multistep solvers' (DPM-Solver, UniPC) timesteps and sigmas (f32, ending in 0).
/// `cosine_unrounded`: DPM-Solver leaves Karras timesteps of the cosine schedule unrounded
/// (UniPC rounds them all).
pub(super) fn multistep_schedule(
    config: &SchedulerConfig,
    steps: usize,
    schedule: Schedule,
    cosine_unrounded: bool,
) -> crate::Result<(Vec<f64>, Vec<f64>)> {
    let table = sigma_table(&alphas_cumprod(config, true)?);
    let train = config.num_train_timesteps;
    let (timesteps, mut sigmas) = match schedule {
        Schedule::Karras => karras_schedule(config, &table, steps, cosine_unrounded),
        Schedule::Exponential => exponential_schedule(&table, steps),
        Schedule::Simple => {
            let ts = simple_timesteps(steps, train);
            let sigmas = ts.iter().map(|&t| interp(t, &table)).collect();
            (ts, sigmas)
        }
        // k-diffusion's sigmas; the UNet gets their fractional timesteps, as in A1111.
        Schedule::Uniform => {
            let log_table: Vec<f32> = table.iter().map(|&s| (s as f64).ln() as f32).collect();
            let sigmas: Vec<f64> = uniform_sigmas(&table, steps)
                .into_iter()
                .map(f64::from)
                .collect();
            let ts = sigmas.iter().map(|&s| sigma_to_t(s, &log_table)).collect();
            (ts, sigmas)
        }
        Schedule::Default | Schedule::SgmUniform => {
            let spacing = match schedule {
                Schedule::SgmUniform => TimestepSpacing::Trailing,
                _ => config.spacing_for(TimestepSpacing::Linspace),
            };
            let ts = spacing::dpm(spacing, steps, train, config.steps_offset);
            let sigmas = ts.iter().map(|&t| interp(t, &table)).collect();
            (ts, sigmas)
        }
    };
    // diffusers stores the sigmas as an f32 tensor.
    sigmas.iter_mut().for_each(|s| *s = *s as f32 as f64);
    sigmas.push(0.0);
    Ok((timesteps, sigmas))
}

/// Karras sigmas between the schedule's ends; timesteps are the (rounded) training timesteps
/// with those sigmas. The spacing setting is ignored, as in diffusers.
fn karras_schedule(
    config: &SchedulerConfig,
    table: &[f32],
    steps: usize,
    cosine_unrounded: bool,
) -> (Vec<f64>, Vec<f64>) {
    let log_table: Vec<f32> = table.iter().map(|&s| (s as f64).ln() as f32).collect();
    let (min, max) = (table[0] as f64, table[table.len() - 1] as f64);
    let sigmas = karras_sigmas(min, max, steps);
    // diffusers skips the rounding for the cosine schedule (by name, even with trained_betas);
    // the int64 cast then truncates.
    let cosine = cosine_unrounded && config.beta_schedule == "squaredcos_cap_v2";
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

/// Exponential sigmas between the table's ends; timesteps through log sigma, truncated
/// by diffusers' int64 cast.
fn exponential_schedule(table: &[f32], steps: usize) -> (Vec<f64>, Vec<f64>) {
    let log_table: Vec<f32> = table.iter().map(|&s| (s as f64).ln() as f32).collect();
    let (min, max) = (table[0] as f64, table[table.len() - 1] as f64);
    let sigmas: Vec<f64> = np_linspace(max.ln(), min.ln(), steps)
        .into_iter()
        .map(f64::exp)
        .collect();
    let timesteps = sigmas
        .iter()
        .map(|&s| sigma_to_t(s, &log_table).trunc())
        .collect();
    (timesteps, sigmas)
}

/// (alpha_t, sigma_t) of the variance-preserving process for a k-diffusion sigma.
pub(super) fn alpha_sigma(sigma: f64) -> (f64, f64) {
    let alpha = 1.0 / (sigma * sigma + 1.0).sqrt();
    (alpha, sigma * alpha)
}

/// (alpha, sigma, lambda) of the VP process for a k-diffusion sigma, in f32.
fn vp32(k_sigma: f64) -> (f32, f32, f32) {
    let s = k_sigma as f32;
    let alpha = 1.0 / (s * s + 1.0).sqrt();
    let sigma = s * alpha;
    (alpha, sigma, alpha.ln() - sigma.ln())
}

/// log(alpha/sigma), the half-log-SNR DPM-Solver steps in (+inf at sigma 0).
pub(super) fn lambda(sigma: f64) -> f64 {
    let (a, s) = alpha_sigma(sigma);
    a.ln() - s.ln()
}

impl Sampler for DpmPP2M {
    fn timesteps(&self) -> &[f64] {
        &self.timesteps
    }
    fn step(&mut self, model_output: &Tensor, step: usize, sample: &Tensor) -> Result<Tensor> {
        // diffusers draws the SDE's noise first, on every step.
        let noise = match &mut self.noise {
            Some(n) => Some(n.noise(model_output)?),
            None => None,
        };
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
        match noise {
            None => sample.affine(sigma_t / sigma_s0, 0.0)? - d.affine(phi, 0.0)?,
            // (σt/σs e^-h) x + αt (1 - e^-2h) D + σt √(1 - e^-2h) z, the scalars in f32 as
            // diffusers' 0-d tensors hold them (1 - e^-2h cancels at small h).
            Some(z) => {
                let (alpha_t, sigma_t, lambda_t) = vp32(t);
                let (_, sigma_s0, lambda_s0) = vp32(s0);
                let h = lambda_t - lambda_s0;
                let decay = 1.0 - (-2.0 * h).exp();
                let x = sample.affine((sigma_t / sigma_s0 * (-h).exp()) as f64, 0.0)?;
                let x = (x + d.affine((alpha_t * decay) as f64, 0.0)?)?;
                x + z.affine((sigma_t * decay.sqrt()) as f64, 0.0)?
            }
        }
    }
    /// Forward diffusion at this step's sigma: alpha·x0 + sigma·noise.
    fn add_noise(&self, original: &Tensor, noise: &Tensor, step: usize) -> Result<Tensor> {
        let (alpha, sigma) = alpha_sigma(self.sigmas[step]);
        original.affine(alpha, 0.0)? + noise.affine(sigma, 0.0)?
    }
}
