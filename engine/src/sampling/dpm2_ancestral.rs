//! DPM2 ancestral (A1111's "DPM2 a") as diffusers' KDPM2AncestralDiscreteScheduler: DPM2's
//! midpoint step towards the ancestral sigma_down, then fresh noise of std sigma_up.
use candle_core::{Result, Tensor};

use super::config::SchedulerConfig;
use super::dpm2::{dpm2_schedule, interleave, log_midpoint};
use super::kdiffusion::{euler_move, to_d, KDiffusion, KSigmas};
use super::sampler::StepNoise;
use super::sigmas::{f32s, sigma_to_t_f32, two_per_step};
use crate::protocol::Schedule;

pub struct Dpm2Ancestral {
    schedule: KSigmas,
    mids: Vec<f64>,
    ups: Vec<f64>,
    downs: Vec<f64>,
    start: Option<Tensor>,
    noise: Box<dyn StepNoise>,
}

impl Dpm2Ancestral {
    pub fn new(
        config: &SchedulerConfig,
        steps: usize,
        schedule: Schedule,
        noise: Box<dyn StepNoise>,
    ) -> crate::Result<Self> {
        let (k, s) = dpm2_schedule(config, steps, schedule, "dpm2_a")?;
        let n = s.len();
        // In f32, as torch computes them from the f32 sigmas.
        let f = |x: f64| x as f32;
        let mut ups = Vec::with_capacity(n);
        let mut downs = Vec::with_capacity(n);
        for i in 0..n {
            let (cur, next) = (f(s[i]), if i + 1 < n { f(s[i + 1]) } else { 0.0 });
            let up = (next * next * (cur * cur - next * next) / (cur * cur)).sqrt();
            let down = if i + 1 < n {
                (next * next - up * up).sqrt()
            } else {
                0.0
            };
            ups.push(up as f64);
            downs.push(down as f64);
        }
        let mut mids: Vec<f64> = (0..n).map(|i| log_midpoint(s[i], downs[i])).collect();
        mids[n - 2] = 0.0;
        mids[n - 1] = 0.0;
        let ts = f32s(&k.timesteps);
        let timesteps = two_per_step(&ts, |i| sigma_to_t_f32(mids[i - 1], &k.log_table));
        Ok(Dpm2Ancestral {
            schedule: KSigmas::new(timesteps, interleave(&s), k.spacing, config.prediction_type),
            mids: interleave(&mids),
            ups: interleave(&ups),
            downs: interleave(&downs),
            start: None,
            noise,
        })
    }
}

impl KDiffusion for Dpm2Ancestral {
    const ORDER: usize = 2;
    fn schedule(&self) -> &KSigmas {
        &self.schedule
    }
    fn input_sigma(&self, step: usize) -> f64 {
        match self.start {
            None => self.schedule.sigmas[step],
            Some(_) => self.mids[step - 1],
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
                euler_move(sample, &derivative, self.mids[step] - sigma)
            }
            Some(start) => {
                let (sigma, mid) = (s.sigmas[step - 1], self.mids[step - 1]);
                let (up, down) = (self.ups[step - 1], self.downs[step - 1]);
                let derivative = s.derivative(model_output, sample, mid)?;
                let prev = euler_move(&start, &derivative, down - sigma)?;
                let noise = self.noise.noise(model_output)?;
                prev + noise.affine(up, 0.0)?
            }
        }
    }
}
