//! DPM2 ancestral (A1111's "DPM2 a") as diffusers' KDPM2AncestralDiscreteScheduler: DPM2's
//! midpoint step towards the ancestral sigma_down, then fresh noise of std sigma_up.
use candle_core::{Result, Tensor};

use super::config::{PredictionType, SchedulerConfig};
use super::dpm2::{interleave, log_midpoint};
use super::sigmas::{
    f32s, init_noise_sigma, k_schedule, no_sample_prediction, pred_original, scale_by_sigma,
    sigma_to_t_f32, Variant,
};
use super::{Sampler, StepNoise};
use crate::protocol::Schedule;

pub struct Dpm2Ancestral {
    timesteps: Vec<f64>,
    sigmas: Vec<f64>,
    mids: Vec<f64>,
    ups: Vec<f64>,
    downs: Vec<f64>,
    init_noise_sigma: f64,
    prediction: PredictionType,
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
        no_sample_prediction(config, "dpm2_a")?;
        let variant = Variant {
            round_karras: true,
            ..Variant::default()
        };
        let k = k_schedule(config, steps, schedule, variant)?;
        let mut s = f32s(&k.sigmas);
        s.push(0.0);
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
        let mut timesteps = vec![ts[0]];
        for i in 1..ts.len() {
            timesteps.push(sigma_to_t_f32(mids[i - 1], &k.log_table));
            timesteps.push(ts[i]);
        }
        let sigmas = interleave(&s);
        Ok(Dpm2Ancestral {
            timesteps,
            init_noise_sigma: init_noise_sigma(&sigmas, k.spacing),
            sigmas,
            mids: interleave(&mids),
            ups: interleave(&ups),
            downs: interleave(&downs),
            prediction: config.prediction_type,
            start: None,
            noise,
        })
    }
}

impl Sampler for Dpm2Ancestral {
    fn timesteps(&self) -> &[f64] {
        &self.timesteps
    }
    fn init_noise_sigma(&self) -> f64 {
        self.init_noise_sigma
    }
    fn order(&self) -> usize {
        2
    }
    fn scale_model_input(&self, sample: &Tensor, step: usize) -> Result<Tensor> {
        let sigma = match self.start {
            None => self.sigmas[step],
            Some(_) => self.mids[step - 1],
        };
        scale_by_sigma(sample, sigma)
    }
    fn step(&mut self, model_output: &Tensor, step: usize, sample: &Tensor) -> Result<Tensor> {
        match self.start.take() {
            None => {
                let (sigma, mid) = (self.sigmas[step], self.mids[step]);
                let x0 = pred_original(self.prediction, model_output, sample, sigma)?;
                let derivative = (sample - x0)?.affine(1.0 / sigma, 0.0)?;
                self.start = Some(sample.clone());
                sample + derivative.affine(mid - sigma, 0.0)?
            }
            Some(start) => {
                let (sigma, mid) = (self.sigmas[step - 1], self.mids[step - 1]);
                let (up, down) = (self.ups[step - 1], self.downs[step - 1]);
                let x0 = pred_original(self.prediction, model_output, sample, mid)?;
                let derivative = (sample - x0)?.affine(1.0 / mid, 0.0)?;
                let prev = (start + derivative.affine(down - sigma, 0.0)?)?;
                let noise = self.noise.noise(model_output)?;
                prev + noise.affine(up, 0.0)?
            }
        }
    }
    fn add_noise(&self, original: &Tensor, noise: &Tensor, step: usize) -> Result<Tensor> {
        original + noise.affine(self.sigmas[step], 0.0)?
    }
}
