//! The noise levels A1111 runs its k-diffusion samplers on (the Brownian-tree SDE samplers
//! here: DPM++ 2M SDE with a chosen tree, DPM++ 2M SDE Heun, DPM++ 3M SDE), computed as
//! A1111 and k-diffusion compute them rather than as diffusers' schedulers do:
//! - the model's sigma table is LDM's: betas in f64 (`torch.linspace` of the roots, squared,
//!   for the "scaled_linear" numbers LDM calls "linear"), numpy's f64 cumprod, stored as
//!   f32, then k-diffusion's `sqrt((1 - a) / a)` in f32;
//! - the schedules are k-diffusion's `get_sigmas_karras` and `get_sigmas_exponential` and
//!   A1111's `sgm_uniform` and `simple` (modules/sd_schedulers.py) between the table's ends,
//!   and k-diffusion's `get_sigmas` (A1111's "Uniform", what it ran these samplers on
//!   before 1.9 when the name carried no schedule), in f32 as torch holds them; `default`
//!   is A1111's "Automatic" for these samplers since 1.9: exponential;
//! - DPM++ 3M SDE takes steps + 1 sigmas and drops the next-to-last
//!   (`discard_next_to_last_sigma`);
//! - the UNet's timestep is k-diffusion's `sigma_to_t` (log-sigma interpolation, f32).
//!
//! Where torch's vectorized f32 `linspace`, `pow`, `exp` or `log` round differently from the
//! correctly rounded values used here, a sigma moves by an ulp (tests: within 1e-6).
use super::config::{PredictionType, SchedulerConfig};
use super::schedule::{betas_for_alpha_bar_f64, torch_linspace_f32};
use crate::protocol::Schedule;
use crate::{Error, Result};

/// A k-diffusion schedule as A1111 runs it.
pub struct A1111Schedule {
    /// The UNet's timestep per step (f32 values).
    pub timesteps: Vec<f64>,
    /// One per step and the final 0 (f32 values).
    pub sigmas: Vec<f64>,
}

/// The schedule of `steps` steps on `schedule` (`discard`: compute one more and drop the
/// next-to-last, as A1111 does for DPM++ 3M SDE). `name` is the sampler's, for errors.
pub fn a1111_schedule(
    config: &SchedulerConfig,
    steps: usize,
    schedule: Schedule,
    discard: bool,
    name: &str,
) -> Result<A1111Schedule> {
    check(config, name)?;
    let table = model_sigmas(config)?;
    let log_table: Vec<f32> = table.iter().map(|&s| ln32(s)).collect();
    let n = if discard { steps + 1 } else { steps };
    let (lo, hi) = (table[0], table[table.len() - 1]);
    let mut sigmas: Vec<f32> = match schedule {
        Schedule::Default | Schedule::Exponential => exponential(n, lo, hi),
        Schedule::Karras => karras(n, lo, hi),
        Schedule::SgmUniform => {
            let start = sigma_to_t(hi, &log_table);
            let end = sigma_to_t(lo, &log_table);
            let mut ts = torch_linspace_f32(start as f64, end as f64, n + 1);
            ts.pop();
            ts.iter().map(|&t| t_to_sigma(t, &log_table)).collect()
        }
        Schedule::Simple => {
            let stride = table.len() as f64 / n as f64;
            (0..n)
                .map(|x| table[table.len() - 1 - (x as f64 * stride) as usize])
                .collect()
        }
        Schedule::Uniform => uniform_sigmas(&table, n),
    };
    sigmas.push(0.0);
    if discard {
        sigmas.remove(sigmas.len() - 2);
    }
    let timesteps = sigmas[..sigmas.len() - 1]
        .iter()
        .map(|&s| sigma_to_t(s, &log_table) as f64)
        .collect();
    Ok(A1111Schedule {
        timesteps,
        sigmas: sigmas.into_iter().map(f64::from).collect(),
    })
}

/// What k-diffusion's denoisers and A1111's noise schedule do not offer.
fn check(config: &SchedulerConfig, name: &str) -> Result<()> {
    if config.prediction_type == PredictionType::Sample {
        let msg = format!("{name} does not support prediction_type 'sample'");
        return Err(Error::field("prediction_type", msg));
    }
    if config.rescale_betas_zero_snr {
        let msg = format!(
            "{name} runs A1111's k-diffusion schedule, which has no zero terminal SNR; use dpmpp_2m_sde with --sde-tree-rng auto"
        );
        return Err(Error::field("rescale_betas_zero_snr", msg));
    }
    Ok(())
}

/// The model's sigma per training timestep as A1111's `CompVisDenoiser` holds it (f32).
pub fn model_sigmas(config: &SchedulerConfig) -> Result<Vec<f32>> {
    let n = config.num_train_timesteps;
    if n < 2 {
        let msg = format!("must be at least 2, got {n}");
        return Err(Error::field("num_train_timesteps", msg));
    }
    let betas: Vec<f64> = match (&config.trained_betas, config.beta_schedule.as_str()) {
        (Some(trained), _) if trained.len() == n => trained.clone(),
        (Some(trained), _) => {
            let msg = format!(
                "has {} values but num_train_timesteps is {n}",
                trained.len()
            );
            return Err(Error::field("trained_betas", msg));
        }
        (None, "scaled_linear") => {
            torch_linspace_f64(config.beta_start.sqrt(), config.beta_end.sqrt(), n)
                .into_iter()
                .map(|r| r * r)
                .collect()
        }
        (None, "linear") => torch_linspace_f64(config.beta_start, config.beta_end, n),
        (None, "squaredcos_cap_v2") => betas_for_alpha_bar_f64(n),
        (None, other) => {
            let msg = format!("unknown beta schedule '{other}'; expected linear, scaled_linear or squaredcos_cap_v2");
            return Err(Error::field("beta_schedule", msg));
        }
    };
    let mut product = 1f64;
    Ok(betas
        .iter()
        .map(|b| {
            product *= 1.0 - b;
            let a = product as f32;
            ((1.0 - a) / a).sqrt()
        })
        .collect())
}

/// `torch.linspace(start, end, n, dtype=float64)` (the scalar kernel's formula).
fn torch_linspace_f64(start: f64, end: f64, n: usize) -> Vec<f64> {
    let step = (end - start) / (n - 1) as f64;
    let half = n / 2;
    (0..n)
        .map(|i| match i < half {
            true => start + step * i as f64,
            false => end - step * (n - i - 1) as f64,
        })
        .collect()
}

/// k-diffusion's `get_sigmas_karras` (rho 7): the roots in f64 (Python floats), the ramp
/// and the power in f32.
fn karras(n: usize, sigma_min: f32, sigma_max: f32) -> Vec<f32> {
    let rho = 7.0f64;
    let min_inv = (sigma_min as f64).powf(1.0 / rho);
    let max_inv = (sigma_max as f64).powf(1.0 / rho);
    let span = (min_inv - max_inv) as f32;
    torch_linspace_f32(0.0, 1.0, n)
        .into_iter()
        .map(|r| ((max_inv as f32 + r * span) as f64).powf(rho) as f32)
        .collect()
}

/// k-diffusion's `get_sigmas_exponential`: evenly spaced in log sigma (f32).
fn exponential(n: usize, sigma_min: f32, sigma_max: f32) -> Vec<f32> {
    torch_linspace_f32((sigma_max as f64).ln(), (sigma_min as f64).ln(), n)
        .into_iter()
        .map(|l| (l as f64).exp() as f32)
        .collect()
}

/// k-diffusion's `DiscreteSchedule.get_sigmas(n)` without its final 0 (A1111's "Uniform"):
/// `n` timesteps from the table's last to 0 (`torch.linspace` in f32), each the sigma
/// interpolated in log space ([`t_to_sigma`]).
pub fn uniform_sigmas(table: &[f32], n: usize) -> Vec<f32> {
    let log_table: Vec<f32> = table.iter().map(|&s| ln32(s)).collect();
    torch_linspace_f32((table.len() - 1) as f64, 0.0, n)
        .into_iter()
        .map(|t| t_to_sigma(t, &log_table))
        .collect()
}

/// ln in f32, correctly rounded.
fn ln32(x: f32) -> f32 {
    (x as f64).ln() as f32
}

/// k-diffusion's `DiscreteSchedule.sigma_to_t`: the fractional timestep whose log sigma
/// matches, interpolating between table entries (f32).
pub fn sigma_to_t(sigma: f32, log_table: &[f32]) -> f32 {
    let log_sigma = ln32(sigma);
    let low = log_table
        .iter()
        .rposition(|&l| log_sigma - l >= 0.0)
        .unwrap_or(0)
        .min(log_table.len() - 2);
    let (lo, hi) = (log_table[low], log_table[low + 1]);
    let w = ((lo - log_sigma) / (lo - hi)).clamp(0.0, 1.0);
    (1.0 - w) * low as f32 + w * (low + 1) as f32
}

/// k-diffusion's `DiscreteSchedule.t_to_sigma`: log sigma interpolated at `t` (f32).
fn t_to_sigma(t: f32, log_table: &[f32]) -> f32 {
    let (low, high) = (t.floor() as usize, t.ceil() as usize);
    let w = t - t.floor();
    ((1.0 - w) * log_table[low] + w * log_table[high]).exp()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_m_drops_the_next_to_last_sigma() {
        let config = SchedulerConfig::sd1();
        let full = a1111_schedule(&config, 6, Schedule::Karras, false, "x").unwrap();
        let dropped = a1111_schedule(&config, 5, Schedule::Karras, true, "x").unwrap();
        assert_eq!(dropped.sigmas.len(), 6);
        assert_eq!(dropped.timesteps.len(), 5);
        assert_eq!(&dropped.sigmas[..5], &full.sigmas[..5]);
        assert_eq!(dropped.sigmas[5], 0.0);
    }

    #[test]
    fn zero_snr_and_sample_prediction_are_refused_by_name() {
        let zero = SchedulerConfig {
            rescale_betas_zero_snr: true,
            ..SchedulerConfig::sd1()
        };
        let err = a1111_schedule(&zero, 4, Schedule::Default, false, "dpmpp_3m_sde");
        let err = err.err().unwrap().to_string();
        assert!(
            err.contains("rescale_betas_zero_snr") && err.contains("dpmpp_3m_sde"),
            "{err}"
        );
        let sample = SchedulerConfig {
            prediction_type: PredictionType::Sample,
            ..SchedulerConfig::sd1()
        };
        let err = a1111_schedule(&sample, 4, Schedule::Default, false, "dpmpp_3m_sde");
        assert!(err.err().unwrap().to_string().contains("prediction_type"));
    }
}
