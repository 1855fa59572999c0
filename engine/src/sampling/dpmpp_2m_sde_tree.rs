//! DPM-Solver++(2M) SDE as k-diffusion's `sample_dpmpp_2m_sde` (eta 1, s_noise 1) runs under
//! A1111: "DPM++ 2M SDE" (the midpoint solver; `dpmpp_2m_sde` when the job names a tree
//! source) and "DPM++ 2M SDE Heun" (`dpmpp_2m_sde_heun`), on A1111's schedule
//! ([`super::a1111_schedule`]) with the noise of a Brownian tree seeded with the job's seed
//! ([`super::sde_noise`]). Scalars in f32 as k-diffusion's 0-d tensors hold them, applied
//! in its order.
use candle_core::{Result, Tensor};

use super::a1111_schedule::a1111_schedule;
use super::config::{SchedulerConfig, TimestepSpacing};
use super::kdiffusion::{KDiffusion, KSigmas};
use super::sampler::StepNoise;
use super::sde_noise::SdeNoise;
use crate::protocol::Schedule;

/// How the second-order correction is taken (k-diffusion's `solver_type`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Solver {
    Midpoint,
    Heun,
}

pub struct TreeDpmPP2MSde {
    schedule: KSigmas,
    solver: Solver,
    /// The previous step's index, denoised estimate and log-sigma step h.
    previous: Option<(usize, Tensor, f32)>,
    noise: SdeNoise,
}

impl TreeDpmPP2MSde {
    pub fn new(
        config: &SchedulerConfig,
        steps: usize,
        schedule: Schedule,
        solver: Solver,
        noise: Box<dyn StepNoise>,
    ) -> crate::Result<Self> {
        let name = match solver {
            Solver::Midpoint => "dpmpp_2m_sde (with a Brownian tree)",
            Solver::Heun => "dpmpp_2m_sde_heun",
        };
        let s = a1111_schedule(config, steps, schedule, false, name)?;
        let noise = SdeNoise::new(noise, &s.sigmas);
        // Linspace: init_noise_sigma is the first sigma (A1111's `x * sigmas[0]`).
        let schedule = KSigmas::new(
            s.timesteps,
            s.sigmas,
            TimestepSpacing::Linspace,
            config.prediction_type,
        );
        Ok(TreeDpmPP2MSde {
            schedule,
            solver,
            previous: None,
            noise,
        })
    }
}

/// -ln σ in f32 (k-diffusion's `-sigmas[i].log()`).
pub(super) fn neg_log(sigma: f32) -> f32 {
    -sigma.ln()
}

impl KDiffusion for TreeDpmPP2MSde {
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
        // The sigmas are f32 values; k-diffusion's scalars are f32 0-d tensors.
        let (sigma, next) = (sigma as f32, next as f32);
        let previous = self.previous.take();
        if next == 0.0 {
            return Ok(denoised);
        }
        let h = neg_log(next) - neg_log(sigma);
        // eta = 1: eta_h = h.
        let decay = -(-h - h).exp_m1();
        let x = sample.affine((next / sigma * (-h).exp()) as f64, 0.0)?;
        let mut x = (x + denoised.affine(decay as f64, 0.0)?)?;
        // The correction needs the step before this one (img2img starts without it).
        if let Some((_, old, h_last)) = previous.filter(|p| p.0 + 1 == step) {
            let r = h_last / h;
            let coef = match self.solver {
                Solver::Midpoint => 0.5 * decay * (1.0 / r),
                Solver::Heun => (decay / (-h - h) + 1.0) * (1.0 / r),
            };
            x = (x + (&denoised - old)?.affine(coef as f64, 0.0)?)?;
        }
        let z = self.noise.sample(model_output, sigma, next)?;
        let spread = (-(-2.0 * h).exp_m1()).sqrt();
        let x = (x + z.affine(next as f64, 0.0)?.affine(spread as f64, 0.0)?)?;
        self.previous = Some((step, denoised, h));
        Ok(x)
    }
}
