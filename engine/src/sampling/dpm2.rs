//! DPM2 (A1111's "DPM2"; k-diffusion's sample_dpm_2) as diffusers' KDPM2DiscreteScheduler:
//! each step evaluates the UNet at its sigma, moves to the geometric mean of that and the
//! next sigma, evaluates there and takes the full step with that derivative.
use candle_core::{Result, Tensor};

use super::config::SchedulerConfig;
use super::kdiffusion::{euler_move, to_d, KDiffusion, KSigmas};
use super::sigmas::{
    doubled, f32s, k_schedule, no_sample_prediction, sigma_to_t_f32, two_per_step, KSchedule,
    Variant,
};
use crate::protocol::Schedule;

/// `exp(lerp(ln a, ln b, 0.5))` in f32 as torch computes it (lerp at 0.5 is
/// `b - (b - a) * 0.5`, so a zero `b` gives 0 and a zero `a` NaN).
pub(super) fn log_midpoint(a: f64, b: f64) -> f64 {
    let (la, lb) = ((a as f32).ln(), (b as f32).ln());
    (lb - (lb - la) * 0.5).exp() as f64
}

/// diffusers' layout for two evaluations a step: `[v0, v1, v1, ..., vn, vn, vn]`.
pub(super) fn interleave(v: &[f64]) -> Vec<f64> {
    let mut out = doubled(v);
    out.push(v[v.len() - 1]);
    out
}

/// The schedule both DPM2 classes start from (`name` refuses `prediction_type: sample`),
/// with its sigmas as f32 and a final 0.
pub(super) fn dpm2_schedule(
    config: &SchedulerConfig,
    steps: usize,
    schedule: Schedule,
    name: &str,
) -> crate::Result<(KSchedule, Vec<f64>)> {
    no_sample_prediction(config, name)?;
    let variant = Variant {
        round_karras: true,
        ..Variant::default()
    };
    let k = k_schedule(config, steps, schedule, variant)?;
    let s = k.stored_sigmas();
    Ok((k, s))
}

pub struct Dpm2 {
    schedule: KSigmas,
    /// Midpoint sigmas, interleaved like the sigmas.
    mids: Vec<f64>,
    /// The sample a first-order half started from.
    start: Option<Tensor>,
}

impl Dpm2 {
    pub fn new(config: &SchedulerConfig, steps: usize, schedule: Schedule) -> crate::Result<Self> {
        let (k, s) = dpm2_schedule(config, steps, schedule, "dpm2")?;
        let n = s.len();
        let mids: Vec<f64> = (0..n)
            .map(|i| log_midpoint(s[i], s[(i + n - 1) % n]))
            .collect();
        let ts = f32s(&k.timesteps);
        let timesteps = two_per_step(&ts, |i| sigma_to_t_f32(mids[i], &k.log_table));
        Ok(Dpm2 {
            schedule: KSigmas::new(timesteps, interleave(&s), k.spacing, config.prediction_type),
            mids: interleave(&mids),
            start: None,
        })
    }
}

impl KDiffusion for Dpm2 {
    const ORDER: usize = 2;
    fn schedule(&self) -> &KSigmas {
        &self.schedule
    }
    fn input_sigma(&self, step: usize) -> f64 {
        match self.start {
            None => self.schedule.sigmas[step],
            Some(_) => self.mids[step],
        }
    }
    fn next_sample(
        &mut self,
        model_output: &Tensor,
        step: usize,
        sample: &Tensor,
    ) -> Result<Tensor> {
        let s = &self.schedule;
        match self.start.take() {
            None => {
                let (sigma, _, denoised) = s.denoised_at(model_output, sample, step)?;
                let derivative = to_d(sample, &denoised, sigma)?;
                self.start = Some(sample.clone());
                euler_move(sample, &derivative, self.mids[step + 1] - sigma)
            }
            Some(start) => {
                let (sigma, mid) = (s.sigmas[step - 1], self.mids[step]);
                let derivative = s.derivative(model_output, sample, mid)?;
                euler_move(&start, &derivative, s.sigmas[step] - sigma)
            }
        }
    }
}
