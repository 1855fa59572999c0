//! Linear multistep (A1111's "LMS") as diffusers' LMSDiscreteScheduler: up to 4 previous
//! derivatives combined with coefficients that integrate their Lagrange basis polynomials
//! over each step's sigma interval (exactly here; diffusers uses scipy's quad).
use std::collections::VecDeque;

use candle_core::{Result, Tensor};

use super::config::SchedulerConfig;
use super::kdiffusion::{KDiffusion, KSigmas};
use super::sigmas::{f32s, k_schedule, Variant};
use crate::protocol::Schedule;

const ORDER: usize = 4;

pub struct Lms {
    schedule: KSigmas,
    /// The last derivatives, newest last.
    derivatives: VecDeque<Tensor>,
}

impl Lms {
    pub fn new(config: &SchedulerConfig, steps: usize, schedule: Schedule) -> crate::Result<Self> {
        let k = k_schedule(config, steps, schedule, Variant::default())?;
        let sigmas = k.stored_sigmas();
        Ok(Lms {
            schedule: KSigmas::new(
                f32s(&k.timesteps),
                sigmas,
                k.spacing,
                config.prediction_type,
            ),
            derivatives: VecDeque::new(),
        })
    }

    /// ∫ from σ[t] to σ[t+1] of the Lagrange basis polynomial of node `current` over the
    /// nodes σ[t], σ[t-1], ..., σ[t-order+1].
    fn coefficient(&self, order: usize, t: usize, current: usize) -> f64 {
        let s = &self.schedule.sigmas;
        // The basis polynomial's coefficients, lowest power first.
        let mut poly = vec![1.0];
        for k in (0..order).filter(|&k| k != current) {
            let denom = s[t - current] - s[t - k];
            let mut next = vec![0.0; poly.len() + 1];
            for (i, &c) in poly.iter().enumerate() {
                next[i + 1] += c / denom;
                next[i] -= c * s[t - k] / denom;
            }
            poly = next;
        }
        let antiderivative = |x: f64| {
            poly.iter()
                .enumerate()
                .map(|(i, &c)| c * x.powi(i as i32 + 1) / (i + 1) as f64)
                .sum::<f64>()
        };
        antiderivative(s[t + 1]) - antiderivative(s[t])
    }
}

impl KDiffusion for Lms {
    fn schedule(&self) -> &KSigmas {
        &self.schedule
    }
    fn next_sample(
        &mut self,
        model_output: &Tensor,
        step: usize,
        sample: &Tensor,
    ) -> Result<Tensor> {
        let sigma = self.schedule.sigmas[step];
        self.derivatives
            .push_back(self.schedule.derivative(model_output, sample, sigma)?);
        if self.derivatives.len() > ORDER {
            self.derivatives.pop_front();
        }
        // The order counts steps, not stored derivatives (a run started mid-schedule pairs
        // its few derivatives with the first coefficients, as diffusers' zip does).
        let order = (step + 1).min(ORDER);
        let mut prev = sample.clone();
        for (c, d) in (0..order).zip(self.derivatives.iter().rev()) {
            prev = (prev + d.affine(self.coefficient(order, step, c), 0.0)?)?;
        }
        Ok(prev)
    }
}
