//! DPM-Solver++(3M) SDE as k-diffusion's `sample_dpmpp_3m_sde` (eta 1, s_noise 1) runs under
//! A1111 ("DPM++ 3M SDE"): third order from the third step on (the two previous denoised
//! estimates), on A1111's schedule with its next-to-last sigma dropped
//! ([`super::a1111_schedule`]), the noise from a Brownian tree seeded with the job's seed
//! ([`super::sde_noise`]). Scalars in f32 as k-diffusion's 0-d tensors hold them, applied
//! in its order.
use candle_core::{Result, Tensor};

use super::a1111_schedule::a1111_schedule;
use super::config::{SchedulerConfig, TimestepSpacing};
use super::dpmpp_2m_sde_tree::neg_log;
use super::kdiffusion::{KDiffusion, KSigmas};
use super::sampler::StepNoise;
use super::sde_noise::SdeNoise;
use crate::protocol::Schedule;

pub struct DpmPP3MSde {
    schedule: KSigmas,
    /// The last step's index, and the denoised estimates and log-sigma steps of the last
    /// two steps, newest first.
    history: Option<(usize, Vec<(Tensor, f32)>)>,
    noise: SdeNoise,
}

impl DpmPP3MSde {
    pub fn new(
        config: &SchedulerConfig,
        steps: usize,
        schedule: Schedule,
        noise: Box<dyn StepNoise>,
    ) -> crate::Result<Self> {
        let s = a1111_schedule(config, steps, schedule, true, "dpmpp_3m_sde")?;
        let noise = SdeNoise::new(noise, &s.sigmas);
        let schedule = KSigmas::new(
            s.timesteps,
            s.sigmas,
            TimestepSpacing::Linspace,
            config.prediction_type,
        );
        Ok(DpmPP3MSde {
            schedule,
            history: None,
            noise,
        })
    }
}

/// `t / s` elementwise, as torch divides a tensor by a 0-d tensor.
fn div(t: &Tensor, s: f32) -> Result<Tensor> {
    t.broadcast_div(&Tensor::new(s, t.device())?.to_dtype(t.dtype())?)
}

impl KDiffusion for DpmPP3MSde {
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
        // Only the steps just before this one count (img2img starts without them).
        let past = match self.history.take() {
            Some((last, past)) if last + 1 == step => past,
            _ => Vec::new(),
        };
        if next == 0.0 {
            return Ok(denoised);
        }
        let h = neg_log(next) - neg_log(sigma);
        let h_eta = h * 2.0;
        let x = sample.affine((-h_eta).exp() as f64, 0.0)?;
        let mut x = (x + denoised.affine(-(-h_eta).exp_m1() as f64, 0.0)?)?;
        let phi_2 = (-h_eta).exp_m1() / h_eta + 1.0;
        match past.as_slice() {
            [(d_1, h_1), (d_2, h_2), ..] => {
                let (r0, r1) = (h_1 / h, h_2 / h);
                let d1_0 = div(&(&denoised - d_1)?, r0)?;
                let d1_1 = div(&(d_1 - d_2)?, r1)?;
                let spread = (&d1_0 - &d1_1)?;
                let d1 = (&d1_0 + div(&spread.affine(r0 as f64, 0.0)?, r0 + r1)?)?;
                let d2 = div(&spread, r0 + r1)?;
                let phi_3 = phi_2 / h_eta - 0.5;
                x = (x + d1.affine(phi_2 as f64, 0.0)?)?;
                x = (x - d2.affine(phi_3 as f64, 0.0)?)?;
            }
            [(d_1, h_1)] => {
                let d = div(&(&denoised - d_1)?, h_1 / h)?;
                x = (x + d.affine(phi_2 as f64, 0.0)?)?;
            }
            [] => {}
        }
        let z = self.noise.sample(model_output, sigma, next)?;
        let spread = (-(-2.0 * h).exp_m1()).sqrt();
        let x = (x + z.affine(next as f64, 0.0)?.affine(spread as f64, 0.0)?)?;
        let mut past = past;
        past.insert(0, (denoised, h));
        past.truncate(2);
        self.history = Some((step, past));
        Ok(x)
    }
}
