//! Noise-level schedules of the k-diffusion-style classes (Euler, Euler a, Heun, DPM2,
//! DPM2 a, LMS, DPM++ SDE), with the schedule choices (`--schedule`), as their diffusers
//! `set_timesteps` computes them: spacing timesteps, sigmas interpolated from the training
//! table, then optionally Karras or exponential sigmas between the first and last of those
//! (or k-diffusion's uniform ones over the whole table), with timesteps mapped back through
//! log sigma.
use super::a1111_schedule::uniform_sigmas;
use super::config::{PredictionType, SchedulerConfig, TimestepSpacing};
use super::schedule::{
    alphas_cumprod, interp, karras_sigmas, np_linspace, sigma_table, sigma_to_t,
};
use super::spacing;
use crate::protocol::Schedule;
use crate::Result;

/// One schedule: `timesteps` for the UNet and `sigmas` (one per step, no final 0) as
/// numpy holds them (f64, not yet stored as f32).
pub struct KSchedule {
    pub timesteps: Vec<f64>,
    pub sigmas: Vec<f64>,
    pub spacing: TimestepSpacing,
    /// ln of the training sigma table (f32, ascending by timestep).
    pub log_table: Vec<f32>,
}

impl KSchedule {
    /// The sigmas as torch stores them (f32), with the final 0.
    pub fn stored_sigmas(&self) -> Vec<f64> {
        let mut sigmas = f32s(&self.sigmas);
        sigmas.push(0.0);
        sigmas
    }
}

/// How a class differs from Euler's `set_timesteps`.
#[derive(Clone, Copy, Default)]
pub struct Variant {
    /// Round the timesteps of Karras sigmas (DPM2, DPM2 a).
    pub round_karras: bool,
    /// "linspace" timesteps in f64, not stored as f32 first (DPM++ SDE).
    pub f64_linspace: bool,
    /// The class has `rescale_betas_zero_snr` (Euler, Euler a); the others ignore it.
    pub zero_snr: bool,
}

/// ComfyUI's "simple" timesteps: from the top of the training range, every
/// `train / steps`-th (truncated), highest first.
pub fn simple_timesteps(steps: usize, train: usize) -> Vec<f64> {
    let stride = train as f64 / steps as f64;
    (0..steps)
        .map(|x| (train - 1) as f64 - (x as f64 * stride).trunc())
        .collect()
}

pub fn k_schedule(
    config: &SchedulerConfig,
    steps: usize,
    schedule: Schedule,
    variant: Variant,
) -> Result<KSchedule> {
    let config = if variant.zero_snr || !config.rescale_betas_zero_snr {
        config.clone()
    } else {
        SchedulerConfig {
            rescale_betas_zero_snr: false,
            ..config.clone()
        }
    };
    let table = sigma_table(&alphas_cumprod(&config, true)?);
    // numpy's f32 log is the correctly rounded one.
    let log_table: Vec<f32> = table.iter().map(|&s| (s as f64).ln() as f32).collect();
    let spacing = match schedule {
        Schedule::SgmUniform => TimestepSpacing::Trailing,
        // A1111 starts from noise times the first sigma, as "linspace" does.
        Schedule::Uniform => TimestepSpacing::Linspace,
        _ => config.spacing_for(TimestepSpacing::Linspace),
    };
    let train = config.num_train_timesteps;
    let mut timesteps = match schedule {
        Schedule::Simple => simple_timesteps(steps, train),
        _ if variant.f64_linspace && spacing == TimestepSpacing::Linspace => {
            np_linspace(0.0, (train - 1) as f64, steps)
                .into_iter()
                .rev()
                .collect()
        }
        _ => spacing::euler(spacing, steps, train, config.steps_offset),
    };
    let mut sigmas: Vec<f64> = timesteps.iter().map(|&t| interp(t, &table)).collect();
    let (max, min) = (sigmas[0], sigmas[sigmas.len() - 1]);
    let converted = match schedule {
        Schedule::Karras => Some(karras_sigmas(min, max, steps)),
        Schedule::Exponential => Some(
            np_linspace(max.ln(), min.ln(), steps)
                .into_iter()
                .map(f64::exp)
                .collect(),
        ),
        Schedule::Uniform => Some(f32s_of(&uniform_sigmas(&table, steps))),
        _ => None,
    };
    if let Some(converted) = converted {
        let round = variant.round_karras && schedule == Schedule::Karras;
        timesteps = converted
            .iter()
            .map(|&s| {
                let t = sigma_to_t(s, &log_table);
                if round {
                    t.round_ties_even()
                } else {
                    t
                }
            })
            .collect();
        sigmas = converted;
    }
    Ok(KSchedule {
        timesteps,
        sigmas,
        spacing,
        log_table,
    })
}

/// The largest sigma, or √(σ²+1) for "leading", in f32 as the 0-d torch tensor computes it.
pub fn init_noise_sigma(sigmas: &[f64], spacing: TimestepSpacing) -> f64 {
    let max = sigmas.iter().copied().fold(0.0, f64::max) as f32;
    match spacing {
        TimestepSpacing::Leading => (max * max + 1.0).sqrt() as f64,
        _ => max as f64,
    }
}

/// Refuses `prediction_type: sample` for the classes that raise NotImplementedError on it.
pub fn no_sample_prediction(config: &SchedulerConfig, name: &str) -> Result<()> {
    if config.prediction_type == PredictionType::Sample {
        let msg = format!("{name} does not support prediction_type 'sample'");
        return Err(crate::Error::field("prediction_type", msg));
    }
    Ok(())
}

/// diffusers' `_sigma_to_t` for an f32 sigma (numpy then works in f32 up to the final
/// interpolation): the fractional training timestep of `sigma`.
pub fn sigma_to_t_f32(sigma: f64, log_sigmas: &[f32]) -> f64 {
    let log_sigma = (sigma as f32).max(1e-10).ln();
    let low = log_sigmas
        .iter()
        .rposition(|&l| log_sigma - l >= 0.0)
        .unwrap_or(0)
        .min(log_sigmas.len() - 2);
    let (lo, hi) = (log_sigmas[low], log_sigmas[low + 1]);
    let w = ((lo - log_sigma) / (lo - hi)).clamp(0.0, 1.0) as f64;
    (1.0 - w) * low as f64 + w * (low + 1) as f64
}

/// f32 values as f64.
pub fn f32s_of(values: &[f32]) -> Vec<f64> {
    values.iter().map(|&v| v as f64).collect()
}

/// Values as torch stores them: rounded to f32.
pub fn f32s(values: &[f64]) -> Vec<f64> {
    values.iter().map(|&v| v as f32 as f64).collect()
}

/// Per UNet evaluation, for the samplers that evaluate twice a step: `v[0]`, then for each
/// later step `second(i)` before `v[i]`: `[v0, second(1), v1, second(2), v2, ...]`.
pub fn two_per_step(v: &[f64], second: impl Fn(usize) -> f64) -> Vec<f64> {
    let mut out = vec![v[0]];
    for (i, &x) in v.iter().enumerate().skip(1) {
        out.extend([second(i), x]);
    }
    out
}

/// `v` with every value after the first twice: `[v0, v1, v1, ..., vn, vn]`.
pub fn doubled(v: &[f64]) -> Vec<f64> {
    two_per_step(v, |i| v[i])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn simple_takes_every_nth_training_sigma_from_the_top() {
        assert_eq!(simple_timesteps(4, 1000), vec![999.0, 749.0, 499.0, 249.0]);
        // 1000 / 30 = 33.33...: truncated, not rounded.
        assert_eq!(
            &simple_timesteps(30, 1000)[..4],
            &[999.0, 966.0, 933.0, 899.0]
        );
    }
}
