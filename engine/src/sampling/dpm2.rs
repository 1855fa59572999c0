//! DPM2 (A1111's "DPM2"; k-diffusion's sample_dpm_2) as diffusers' KDPM2DiscreteScheduler:
//! each step evaluates the UNet at its sigma, moves to the geometric mean of that and the
//! next sigma, evaluates there and takes the full step with that derivative.
use candle_core::{Result, Tensor};

use super::config::{PredictionType, SchedulerConfig};
use super::sigmas::{
    f32s, init_noise_sigma, k_schedule, no_sample_prediction, pred_original, scale_by_sigma,
    sigma_to_t_f32, Variant,
};
use super::Sampler;
use crate::protocol::Schedule;

/// `exp(lerp(ln a, ln b, 0.5))` in f32 as torch computes it (lerp at 0.5 is
/// `b - (b - a) * 0.5`, so a zero `b` gives 0 and a zero `a` NaN).
pub(super) fn log_midpoint(a: f64, b: f64) -> f64 {
    let (la, lb) = ((a as f32).ln(), (b as f32).ln());
    (lb - (lb - la) * 0.5).exp() as f64
}

/// diffusers' layout for two evaluations a step: `[v0, v1, v1, ..., vn, vn, vn]`.
pub(super) fn interleave(v: &[f64]) -> Vec<f64> {
    let mut out = vec![v[0]];
    for &x in &v[1..] {
        out.extend([x, x]);
    }
    out.push(v[v.len() - 1]);
    out
}

pub struct Dpm2 {
    timesteps: Vec<f64>,
    sigmas: Vec<f64>,
    /// Midpoint sigmas, interleaved like `sigmas`.
    mids: Vec<f64>,
    init_noise_sigma: f64,
    prediction: PredictionType,
    /// The sample a first-order half started from.
    start: Option<Tensor>,
}

impl Dpm2 {
    pub fn new(config: &SchedulerConfig, steps: usize, schedule: Schedule) -> crate::Result<Self> {
        no_sample_prediction(config, "dpm2")?;
        let variant = Variant {
            round_karras: true,
            ..Variant::default()
        };
        let k = k_schedule(config, steps, schedule, variant)?;
        let mut s = f32s(&k.sigmas);
        s.push(0.0);
        let n = s.len();
        let mids: Vec<f64> = (0..n)
            .map(|i| log_midpoint(s[i], s[(i + n - 1) % n]))
            .collect();
        let ts = f32s(&k.timesteps);
        let mut timesteps = vec![ts[0]];
        for i in 1..ts.len() {
            timesteps.push(sigma_to_t_f32(mids[i], &k.log_table));
            timesteps.push(ts[i]);
        }
        let sigmas = interleave(&s);
        Ok(Dpm2 {
            timesteps,
            init_noise_sigma: init_noise_sigma(&sigmas, k.spacing),
            sigmas,
            mids: interleave(&mids),
            prediction: config.prediction_type,
            start: None,
        })
    }
}

impl Sampler for Dpm2 {
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
            Some(_) => self.mids[step],
        };
        scale_by_sigma(sample, sigma)
    }
    fn step(&mut self, model_output: &Tensor, step: usize, sample: &Tensor) -> Result<Tensor> {
        match self.start.take() {
            None => {
                let (sigma, mid) = (self.sigmas[step], self.mids[step + 1]);
                let x0 = pred_original(self.prediction, model_output, sample, sigma)?;
                let derivative = (sample - x0)?.affine(1.0 / sigma, 0.0)?;
                self.start = Some(sample.clone());
                sample + derivative.affine(mid - sigma, 0.0)?
            }
            Some(start) => {
                let (sigma, mid) = (self.sigmas[step - 1], self.mids[step]);
                let next = self.sigmas[step];
                let x0 = pred_original(self.prediction, model_output, sample, mid)?;
                let derivative = (sample - x0)?.affine(1.0 / mid, 0.0)?;
                start + derivative.affine(next - sigma, 0.0)?
            }
        }
    }
    fn add_noise(&self, original: &Tensor, noise: &Tensor, step: usize) -> Result<Tensor> {
        original + noise.affine(self.sigmas[step], 0.0)?
    }
}
