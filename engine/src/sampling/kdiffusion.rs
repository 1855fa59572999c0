//! What the k-diffusion samplers (Euler, Euler a, Heun, DPM2, DPM2 a, LMS, DPM++ SDE)
//! share: the schedule they hold ([`KSigmas`]), the pieces their steps are made of (the
//! model's denoised estimate, the ODE derivative, an Euler move), and the [`Sampler`]
//! methods they answer alike. A k-diffusion sampler implements [`KDiffusion`] (its
//! schedule and its step) and is a [`Sampler`] through it.
use candle_core::{Result, Tensor};

use super::config::{PredictionType, TimestepSpacing};
use super::sampler::Sampler;
use super::sigmas::init_noise_sigma;

/// The schedule a k-diffusion sampler runs on, one entry per UNet evaluation.
pub struct KSigmas {
    /// The timestep passed to the UNet at each evaluation.
    pub timesteps: Vec<f64>,
    /// The sigma of each evaluation (the list may run one or two past the timesteps).
    pub sigmas: Vec<f64>,
    pub init_noise_sigma: f64,
    pub prediction: PredictionType,
}

impl KSigmas {
    /// `init_noise_sigma` is taken from `sigmas` under `spacing`.
    pub fn new(
        timesteps: Vec<f64>,
        sigmas: Vec<f64>,
        spacing: TimestepSpacing,
        prediction: PredictionType,
    ) -> Self {
        KSigmas {
            timesteps,
            init_noise_sigma: init_noise_sigma(&sigmas, spacing),
            sigmas,
            prediction,
        }
    }

    /// Where every k-diffusion step starts: evaluation `step`'s sigma, the next one, and
    /// the model's denoised estimate x0 at `step` ([`pred_original`]).
    pub fn denoised_at(
        &self,
        model_output: &Tensor,
        sample: &Tensor,
        step: usize,
    ) -> Result<(f64, f64, Tensor)> {
        let (sigma, next) = (self.sigmas[step], self.sigmas[step + 1]);
        let denoised = pred_original(self.prediction, model_output, sample, sigma)?;
        Ok((sigma, next, denoised))
    }

    /// The ODE derivative ([`derivative`]) of `sample` at `sigma`.
    pub fn derivative(&self, model_output: &Tensor, sample: &Tensor, sigma: f64) -> Result<Tensor> {
        derivative(self.prediction, model_output, sample, sigma)
    }
}

/// A sampler of the k-diffusion family: its schedule and its step; the rest of
/// [`Sampler`] follows from them.
pub trait KDiffusion: Send {
    /// UNet evaluations per step ([`Sampler::order`]).
    const ORDER: usize = 1;
    fn schedule(&self) -> &KSigmas;
    /// The sigma evaluation `step`'s UNet input is scaled for (default: its own).
    fn input_sigma(&self, step: usize) -> f64 {
        self.schedule().sigmas[step]
    }
    /// [`Sampler::step`]: the sample after evaluation `step`.
    fn next_sample(
        &mut self,
        model_output: &Tensor,
        step: usize,
        sample: &Tensor,
    ) -> Result<Tensor>;
}

impl<K: KDiffusion> Sampler for K {
    fn timesteps(&self) -> &[f64] {
        &self.schedule().timesteps
    }
    fn order(&self) -> usize {
        K::ORDER
    }
    fn init_noise_sigma(&self) -> f64 {
        self.schedule().init_noise_sigma
    }
    fn scale_model_input(&self, sample: &Tensor, step: usize) -> Result<Tensor> {
        scale_by_sigma(sample, self.input_sigma(step))
    }
    fn step(&mut self, model_output: &Tensor, step: usize, sample: &Tensor) -> Result<Tensor> {
        self.next_sample(model_output, step, sample)
    }
    /// diffusers' add_noise: x0 + noise · σ.
    fn add_noise(&self, original: &Tensor, noise: &Tensor, step: usize) -> Result<Tensor> {
        original + noise.affine(self.schedule().sigmas[step], 0.0)?
    }
}

/// The denoised estimate x0 from the model output at `sigma` (k-diffusion's
/// parameterization, as the Euler-family classes compute `pred_original_sample`).
pub fn pred_original(
    prediction: PredictionType,
    model_output: &Tensor,
    sample: &Tensor,
    sigma: f64,
) -> Result<Tensor> {
    match prediction {
        PredictionType::Epsilon => sample - model_output.affine(sigma, 0.0)?,
        // c_out * v + c_skip * x, with c_out = -σ/√(σ²+1), c_skip = 1/(σ²+1).
        PredictionType::VPrediction => {
            let s2 = sigma * sigma + 1.0;
            model_output.affine(-sigma / s2.sqrt(), 0.0)? + sample.affine(1.0 / s2, 0.0)?
        }
        PredictionType::Sample => Ok(model_output.clone()),
    }
}

/// k-diffusion's `to_d`: `(x - x0) / σ`, the ODE derivative at `sigma` given x0.
pub fn to_d(sample: &Tensor, x0: &Tensor, sigma: f64) -> Result<Tensor> {
    (sample - x0)?.affine(1.0 / sigma, 0.0)
}

/// The ODE derivative of `sample` at `sigma`: [`to_d`] of the model's x0 there.
pub fn derivative(
    prediction: PredictionType,
    model_output: &Tensor,
    sample: &Tensor,
    sigma: f64,
) -> Result<Tensor> {
    let x0 = pred_original(prediction, model_output, sample, sigma)?;
    to_d(sample, &x0, sigma)
}

/// An Euler move from `from` along `derivative` over `dt` (a change of sigma).
pub fn euler_move(from: &Tensor, derivative: &Tensor, dt: f64) -> Result<Tensor> {
    from + derivative.affine(dt, 0.0)?
}

/// `sample / sqrt(sigma² + 1)`: the UNet was trained on unit-variance-ish inputs.
pub fn scale_by_sigma(sample: &Tensor, sigma: f64) -> Result<Tensor> {
    sample.affine(1.0 / (sigma * sigma + 1.0).sqrt(), 0.0)
}
