//! Euler and Euler ancestral (k-diffusion samplers as diffusers' EulerDiscreteScheduler and
//! EulerAncestralDiscreteScheduler implement them, with default options: linear sigma
//! interpolation, final sigma 0, no churn).
use candle_core::{Result, Tensor};

use super::config::{PredictionType, SchedulerConfig};
use super::sigmas::{f32s, init_noise_sigma, k_schedule, Variant};
use super::{Sampler, StepNoise};
use crate::protocol::Schedule;

/// Timesteps and sigmas (one more than steps, ending in 0) shared by both Euler variants.
struct SigmaSchedule {
    timesteps: Vec<f64>,
    sigmas: Vec<f64>,
    init_noise_sigma: f64,
    prediction: PredictionType,
}

impl SigmaSchedule {
    fn new(config: &SchedulerConfig, steps: usize, schedule: Schedule) -> crate::Result<Self> {
        let variant = Variant {
            zero_snr: true,
            ..Variant::default()
        };
        let k = k_schedule(config, steps, schedule, variant)?;
        // Timesteps and sigmas are stored as f32 tensors.
        let timesteps = f32s(&k.timesteps);
        let mut sigmas = f32s(&k.sigmas);
        sigmas.push(0.0);
        let init_noise_sigma = init_noise_sigma(&sigmas, k.spacing);
        let prediction = config.prediction_type;
        Ok(SigmaSchedule {
            timesteps,
            sigmas,
            init_noise_sigma,
            prediction,
        })
    }

    /// `sample / sqrt(sigma² + 1)`: the UNet was trained on unit-variance-ish inputs.
    fn scale_model_input(&self, sample: &Tensor, step: usize) -> Result<Tensor> {
        let sigma = self.sigmas[step];
        sample.affine(1.0 / (sigma * sigma + 1.0).sqrt(), 0.0)
    }

    /// The denoised estimate x0 from the model output at sigma.
    fn pred_original(&self, model_output: &Tensor, sample: &Tensor, sigma: f64) -> Result<Tensor> {
        match self.prediction {
            PredictionType::Epsilon => sample - model_output.affine(sigma, 0.0)?,
            // c_out * v + c_skip * x, with c_out = -σ/√(σ²+1), c_skip = 1/(σ²+1).
            PredictionType::VPrediction => {
                let s2 = sigma * sigma + 1.0;
                model_output.affine(-sigma / s2.sqrt(), 0.0)? + sample.affine(1.0 / s2, 0.0)?
            }
            PredictionType::Sample => Ok(model_output.clone()),
        }
    }

    /// Euler step of the probability-flow ODE from sigma to `to`: x + (x - x0)/σ · (to - σ).
    fn euler_to(
        &self,
        model_output: &Tensor,
        sample: &Tensor,
        step: usize,
        to: f64,
    ) -> Result<Tensor> {
        let sigma = self.sigmas[step];
        let x0 = self.pred_original(model_output, sample, sigma)?;
        let derivative = (sample - x0)?.affine(1.0 / sigma, 0.0)?;
        sample + derivative.affine(to - sigma, 0.0)?
    }

    /// diffusers' add_noise: x0 + noise · σ.
    fn add_noise(&self, original: &Tensor, noise: &Tensor, step: usize) -> Result<Tensor> {
        original + noise.affine(self.sigmas[step], 0.0)?
    }
}

pub struct Euler(SigmaSchedule);

impl Euler {
    pub fn new(config: &SchedulerConfig, steps: usize, schedule: Schedule) -> crate::Result<Self> {
        Ok(Euler(SigmaSchedule::new(config, steps, schedule)?))
    }
}

impl Sampler for Euler {
    fn timesteps(&self) -> &[f64] {
        &self.0.timesteps
    }
    fn init_noise_sigma(&self) -> f64 {
        self.0.init_noise_sigma
    }
    fn scale_model_input(&self, sample: &Tensor, step: usize) -> Result<Tensor> {
        self.0.scale_model_input(sample, step)
    }
    fn step(&mut self, model_output: &Tensor, step: usize, sample: &Tensor) -> Result<Tensor> {
        let next = self.0.sigmas[step + 1];
        self.0.euler_to(model_output, sample, step, next)
    }
    fn add_noise(&self, original: &Tensor, noise: &Tensor, step: usize) -> Result<Tensor> {
        self.0.add_noise(original, noise, step)
    }
}

pub struct EulerAncestral {
    schedule: SigmaSchedule,
    noise: Box<dyn StepNoise>,
}

impl EulerAncestral {
    pub fn new(
        config: &SchedulerConfig,
        steps: usize,
        schedule: Schedule,
        noise: Box<dyn StepNoise>,
    ) -> crate::Result<Self> {
        if config.prediction_type == PredictionType::Sample {
            // diffusers raises NotImplementedError for this combination too.
            let msg = "euler_a does not support prediction_type 'sample'";
            return Err(crate::Error::field("prediction_type", msg));
        }
        Ok(EulerAncestral {
            schedule: SigmaSchedule::new(config, steps, schedule)?,
            noise,
        })
    }
}

/// Splits the move from `from` to `to` into a deterministic part down to `sigma_down` and
/// fresh noise of std `sigma_up`, with sigma_down² + sigma_up² = to² (eta = 1).
fn ancestral_sigmas(from: f64, to: f64) -> (f64, f64) {
    let up = (to * to * (from * from - to * to) / (from * from)).sqrt();
    let down = (to * to - up * up).sqrt();
    (down, up)
}

impl Sampler for EulerAncestral {
    fn timesteps(&self) -> &[f64] {
        &self.schedule.timesteps
    }
    fn init_noise_sigma(&self) -> f64 {
        self.schedule.init_noise_sigma
    }
    fn scale_model_input(&self, sample: &Tensor, step: usize) -> Result<Tensor> {
        self.schedule.scale_model_input(sample, step)
    }
    fn step(&mut self, model_output: &Tensor, step: usize, sample: &Tensor) -> Result<Tensor> {
        let s = &self.schedule;
        let (down, up) = ancestral_sigmas(s.sigmas[step], s.sigmas[step + 1]);
        let prev = s.euler_to(model_output, sample, step, down)?;
        // diffusers draws noise even on the last step, where sigma_up is 0; so do we, to keep
        // the noise stream aligned with the step index.
        let noise = self.noise.noise(model_output)?;
        prev + noise.affine(up, 0.0)?
    }
    fn add_noise(&self, original: &Tensor, noise: &Tensor, step: usize) -> Result<Tensor> {
        self.schedule.add_noise(original, noise, step)
    }
}
