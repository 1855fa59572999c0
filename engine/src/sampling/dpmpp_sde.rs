//! DPM-Solver++(2S) SDE (A1111's "DPM++ SDE") as diffusers' DPMSolverSDEScheduler: each
//! step an ancestral half step to the log-sigma midpoint, a UNet evaluation there, then the
//! full step from the same start with that estimate; fresh noise after each half, from a
//! Brownian tree over the schedule's sigma range seeded with the job's seed (see
//! [`super::brownian`]), as diffusers, A1111 and ComfyUI draw it; the tree's source is the
//! job's or `--sde-tree-rng`'s. The `candela` source with `auto` keeps drawing from its own
//! stream in order, as Candela did before.
use candle_core::{Result, Tensor};

use super::config::SchedulerConfig;
use super::kdiffusion::{euler_move, pred_original, to_d, KDiffusion, KSigmas};
use super::sampler::StepNoise;
use super::schedule::sigma_to_t;
use super::sde_noise::SdeNoise;
use super::sigmas::{doubled, f32s, k_schedule, no_sample_prediction, two_per_step, Variant};
use crate::protocol::Schedule;

pub struct DpmPPSde {
    /// Sigmas σ0, σ1, σ1, ..., σ(n-1), σ(n-1), 0.
    schedule: KSigmas,
    /// After the first half: the step's start sample and the midpoint sigma.
    half: Option<(Tensor, f64)>,
    noise: SdeNoise,
}

impl DpmPPSde {
    pub fn new(
        config: &SchedulerConfig,
        steps: usize,
        schedule: Schedule,
        noise: Box<dyn StepNoise>,
    ) -> crate::Result<Self> {
        no_sample_prediction(config, "dpmpp_sde")?;
        let variant = Variant {
            f64_linspace: true,
            ..Variant::default()
        };
        let k = k_schedule(config, steps, schedule, variant)?;
        // Midpoints in -ln σ, from the f64 sigmas (before they are stored as f32).
        let mids: Vec<f64> = k
            .sigmas
            .windows(2)
            .map(|w| {
                let (t0, t1) = (-w[0].ln(), -w[1].ln());
                sigma_to_t((-(t0 + (t1 - t0) * 0.5)).exp(), &k.log_table)
            })
            .collect();
        let timesteps = two_per_step(&k.timesteps, |i| mids[i - 1]);
        let mut sigmas = doubled(&f32s(&k.sigmas));
        sigmas.push(0.0);
        // diffusers' range: the smallest positive and the largest sigma (as f32).
        let noise = SdeNoise::new(noise, &sigmas);
        Ok(DpmPPSde {
            schedule: KSigmas::new(timesteps, sigmas, k.spacing, config.prediction_type),
            half: None,
            noise,
        })
    }
}

/// The step's arithmetic on scalars, in f32 as diffusers' 0-d tensors do it.
fn ancestral(from: f32, to: f32) -> (f32, f32) {
    let up = to.min((to * to * (from * from - to * to) / (from * from)).sqrt());
    let down = (to * to - up * up).sqrt();
    (up, down)
}

impl KDiffusion for DpmPPSde {
    const ORDER: usize = 2;
    fn schedule(&self) -> &KSigmas {
        &self.schedule
    }
    fn input_sigma(&self, step: usize) -> f64 {
        match &self.half {
            None => self.schedule.sigmas[step],
            Some((_, mid)) => *mid,
        }
    }
    fn next_sample(
        &mut self,
        model_output: &Tensor,
        step: usize,
        sample: &Tensor,
    ) -> Result<Tensor> {
        let first = self.half.is_none();
        let sigmas = &self.schedule.sigmas;
        let (sigma, next) = if first {
            (sigmas[step], sigmas[step + 1])
        } else {
            (sigmas[step - 1], sigmas[step])
        };
        let (sigma32, next32) = (sigma as f32, next as f32);
        let t = -sigma32.ln();
        let t_next = -next32.ln();
        let t_mid = t + (t_next - t) * 0.5;
        let sigma_input = if first { sigma32 } else { (-t_mid).exp() };
        let prediction = self.schedule.prediction;
        let x0 = pred_original(prediction, model_output, sample, sigma_input as f64)?;
        if next == 0.0 {
            return euler_move(sample, &to_d(sample, &x0, sigma)?, next - sigma);
        }
        let (t_to, start) = match self.half.take() {
            None => (t_mid, sample.clone()),
            Some((start, _)) => (t_next, start),
        };
        let (sigma_from, sigma_to) = ((-t).exp(), (-t_to).exp());
        let (up, down) = ancestral(sigma_from, sigma_to);
        let t_down = -down.ln();
        let scale = (-t_down).exp() / (-t).exp();
        let mix = -((t - t_down).exp_m1());
        let prev = (start.affine(scale as f64, 0.0)? + x0.affine(mix as f64, 0.0)?)?;
        let noise = self.noise.sample(model_output, sigma_from, sigma_to)?;
        let prev = (prev + noise.affine(up as f64, 0.0)?)?;
        if first {
            self.half = Some((start, sigma_to as f64));
        }
        Ok(prev)
    }
}
