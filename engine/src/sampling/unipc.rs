//! UniPC (A1111's "UniPC") as diffusers' UniPCMultistepScheduler with its defaults: order
//! 2, "bh2", data prediction, lower order at the end, final sigma 0. Each step first
//! corrects the sample the previous step predicted (UniC, with the UNet's output there),
//! then predicts the next one (UniP). The step coefficients are f32 scalars, as diffusers'
//! 0-d tensors compute them.
use candle_core::{Result, Tensor};

use super::config::{PredictionType, SchedulerConfig};
use super::dpm::{data_prediction, multistep_schedule};
use super::sampler::Sampler;
use crate::protocol::Schedule;

const ORDER: usize = 2;

pub struct UniPc {
    timesteps: Vec<f64>,
    sigmas: Vec<f64>,
    prediction: PredictionType,
    /// The data predictions of the last steps, newest last (at most ORDER).
    outputs: Vec<Tensor>,
    /// The sample the last prediction started from, and that prediction's order.
    last: Option<(Tensor, usize)>,
    /// Steps run so far, for the warm-up order.
    lower_order_nums: usize,
}

impl UniPc {
    pub fn new(config: &SchedulerConfig, steps: usize, schedule: Schedule) -> crate::Result<Self> {
        let (timesteps, sigmas) = multistep_schedule(config, steps, schedule, false)?;
        Ok(UniPc {
            timesteps,
            sigmas,
            prediction: config.prediction_type,
            outputs: Vec::new(),
            last: None,
            lower_order_nums: 0,
        })
    }

    /// (alpha, sigma, lambda) of the VP process at step `i`'s sigma, in f32.
    fn point(&self, i: usize) -> (f32, f32, f32) {
        let s = self.sigmas[i] as f32;
        let alpha = 1.0 / (s * s + 1.0).sqrt();
        let sigma = s * alpha;
        (alpha, sigma, alpha.ln() - sigma.ln())
    }
}

/// The bh2 coefficients of an order-`order` update with `rk` (the older point's lambda
/// offset over h, for order 2): (h φ1, B(h), b).
fn coefficients(h: f32, order: usize) -> (f32, f32, Vec<f32>) {
    let hh = -h;
    let h_phi_1 = hh.exp_m1();
    let b_h = hh.exp_m1();
    let mut h_phi_k = h_phi_1 / hh - 1.0;
    let mut factorial = 1.0f32;
    let mut b = Vec::with_capacity(order);
    for i in 1..=order {
        b.push(h_phi_k * factorial / b_h);
        factorial *= (i + 1) as f32;
        h_phi_k = h_phi_k / hh - 1.0 / factorial;
    }
    (h_phi_1, b_h, b)
}

impl Sampler for UniPc {
    fn timesteps(&self) -> &[f64] {
        &self.timesteps
    }
    fn step(&mut self, model_output: &Tensor, step: usize, sample: &Tensor) -> Result<Tensor> {
        let m_t = data_prediction(self.prediction, model_output, sample, self.sigmas[step])?;
        // UniC: correct this sample with the prediction at it.
        let sample = match (self.last.take(), step > 0) {
            (Some((last, order)), true) => self.correct(&m_t, &last, sample, step, order)?,
            _ => sample.clone(),
        };
        self.outputs.push(m_t);
        if self.outputs.len() > ORDER {
            self.outputs.remove(0);
        }
        let order = ORDER
            .min(self.timesteps.len() - step)
            .min(self.lower_order_nums + 1);
        let prev = self.predict(&sample, step, order)?;
        self.last = Some((sample, order));
        if self.lower_order_nums < ORDER {
            self.lower_order_nums += 1;
        }
        Ok(prev)
    }
    /// Forward diffusion at this step's sigma: alpha·x0 + sigma·noise.
    fn add_noise(&self, original: &Tensor, noise: &Tensor, step: usize) -> Result<Tensor> {
        let (alpha, sigma) = super::dpm::alpha_sigma(self.sigmas[step]);
        original.affine(alpha, 0.0)? + noise.affine(sigma, 0.0)?
    }
}

impl UniPc {
    /// UniP from step `i` to `i + 1`.
    fn predict(&self, x: &Tensor, i: usize, order: usize) -> Result<Tensor> {
        let (alpha_t, sigma_t, lambda_t) = self.point(i + 1);
        let (_, sigma_s0, lambda_s0) = self.point(i);
        let h = lambda_t - lambda_s0;
        let (h_phi_1, b_h, _) = coefficients(h, order);
        let m0 = &self.outputs[self.outputs.len() - 1];
        let base = (x.affine((sigma_t / sigma_s0) as f64, 0.0)?
            - m0.affine((alpha_t * h_phi_1) as f64, 0.0)?)?;
        if order < 2 {
            return Ok(base);
        }
        let (_, _, lambda_s1) = self.point(i - 1);
        let rk = (lambda_s1 - lambda_s0) / h;
        let m1 = &self.outputs[self.outputs.len() - 2];
        let d1 = (m1 - m0)?.affine((1.0 / rk) as f64, 0.0)?;
        // rhos_p = 0.5 for order 2.
        base - d1.affine((alpha_t * b_h * 0.5) as f64, 0.0)?
    }

    /// UniC of the sample predicted from `last` (step `i - 1`), given the data prediction
    /// `m_t` at step `i`; `order` is that prediction's order.
    fn correct(
        &self,
        m_t: &Tensor,
        last: &Tensor,
        this: &Tensor,
        i: usize,
        order: usize,
    ) -> Result<Tensor> {
        let _ = this;
        let (alpha_t, sigma_t, lambda_t) = self.point(i);
        let (_, sigma_s0, lambda_s0) = self.point(i - 1);
        let h = lambda_t - lambda_s0;
        let (h_phi_1, b_h, b) = coefficients(h, order);
        let m0 = &self.outputs[self.outputs.len() - 1];
        let base = (last.affine((sigma_t / sigma_s0) as f64, 0.0)?
            - m0.affine((alpha_t * h_phi_1) as f64, 0.0)?)?;
        let d1_t = (m_t - m0)?;
        let correction = if order == 1 {
            d1_t.affine(0.5, 0.0)?
        } else {
            // R = [[1, 1], [rk, 1]] solved for b (torch.linalg.solve, in f32).
            let (_, _, lambda_s1) = self.point(i - 2);
            let rk = (lambda_s1 - lambda_s0) / h;
            let m1 = &self.outputs[self.outputs.len() - 2];
            let d1 = (m1 - m0)?.affine((1.0 / rk) as f64, 0.0)?;
            let det = 1.0 - rk;
            let rho0 = (b[0] - b[1]) / det;
            let rho1 = (b[1] - rk * b[0]) / det;
            (d1.affine(rho0 as f64, 0.0)? + d1_t.affine(rho1 as f64, 0.0)?)?
        };
        base - correction.affine((alpha_t * b_h) as f64, 0.0)?
    }
}
