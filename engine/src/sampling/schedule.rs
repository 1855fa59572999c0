//! The training noise schedule (betas → alphas_cumprod → sigmas) built the way diffusers builds
//! it: torch holds these tables in f32, so we round at the same places to stay within an ulp
//! of its values rather than drifting by f32-vs-f64 differences.
use crate::{Error, Result};

use super::config::SchedulerConfig;

/// `alphas_cumprod` per training timestep, as diffusers' f32 tensor.
///
/// `zero_snr_floor`: Euler, Euler a and DPM-Solver replace the exact 0 that
/// `rescale_betas_zero_snr` leaves at the last timestep by 2^-24 (so the first sigma is finite);
/// DDIM keeps the 0.
pub fn alphas_cumprod(config: &SchedulerConfig, zero_snr_floor: bool) -> Result<Vec<f32>> {
    let mut betas = betas(config)?;
    if config.rescale_betas_zero_snr {
        betas = rescale_zero_terminal_snr(&betas);
    }
    let alphas: Vec<f32> = betas.iter().map(|b| 1.0 - b).collect();
    let mut cumprod = cumprod(&alphas);
    if config.rescale_betas_zero_snr && zero_snr_floor {
        if let Some(last) = cumprod.last_mut() {
            *last = 2f32.powi(-24);
        }
    }
    Ok(cumprod)
}

/// `((1 - ᾱ) / ᾱ) ** 0.5` in f32, indexed by training timestep (ascending noise).
pub fn sigma_table(alphas_cumprod: &[f32]) -> Vec<f32> {
    alphas_cumprod
        .iter()
        .map(|a| ((1.0 - a) / a).sqrt())
        .collect()
}

fn betas(config: &SchedulerConfig) -> Result<Vec<f32>> {
    let n = config.num_train_timesteps;
    if n < 2 {
        return Err(Error::field(
            "num_train_timesteps",
            format!("must be at least 2, got {n}"),
        ));
    }
    if let Some(trained) = &config.trained_betas {
        if trained.len() != n {
            let msg = format!(
                "has {} values but num_train_timesteps is {n}",
                trained.len()
            );
            return Err(Error::field("trained_betas", msg));
        }
        return Ok(trained.iter().map(|&b| b as f32).collect());
    }
    match config.beta_schedule.as_str() {
        "linear" => Ok(torch_linspace_f32(config.beta_start, config.beta_end, n)),
        "scaled_linear" => {
            let roots = torch_linspace_f32(config.beta_start.sqrt(), config.beta_end.sqrt(), n);
            Ok(roots.iter().map(|r| r * r).collect())
        }
        "squaredcos_cap_v2" => Ok(betas_for_alpha_bar(n)),
        other => Err(Error::field(
            "beta_schedule",
            format!("unknown beta schedule '{other}'; expected linear, scaled_linear or squaredcos_cap_v2"),
        )),
    }
}

/// `torch.linspace(start, end, n, dtype=float32)`: f32 arithmetic, filled from both ends
/// towards the middle as torch's CPU kernel does.
/// One point gives `[start]`, as torch does.
pub fn torch_linspace_f32(start: f64, end: f64, n: usize) -> Vec<f32> {
    let (start, end) = (start as f32, end as f32);
    if n == 1 {
        return vec![start];
    }
    let step = (end - start) / (n - 1) as f32;
    let half = n / 2;
    (0..n)
        .map(|i| {
            if i < half {
                start + step * i as f32
            } else {
                end - step * (n - i - 1) as f32
            }
        })
        .collect()
}

/// The GLIDE cosine schedule, computed in f64 and stored as f32 like diffusers.
fn betas_for_alpha_bar(n: usize) -> Vec<f32> {
    betas_for_alpha_bar_f64(n)
        .into_iter()
        .map(|b| b as f32)
        .collect()
}

/// The GLIDE cosine schedule in f64.
pub fn betas_for_alpha_bar_f64(n: usize) -> Vec<f64> {
    let alpha_bar = |t: f64| {
        ((t + 0.008) / 1.008 * std::f64::consts::PI / 2.0)
            .cos()
            .powi(2)
    };
    (0..n)
        .map(|i| {
            let (t1, t2) = (i as f64 / n as f64, (i + 1) as f64 / n as f64);
            (1.0 - alpha_bar(t2) / alpha_bar(t1)).min(0.999)
        })
        .collect()
}

/// `torch.cumprod` on a CPU f32 tensor: accumulates in f64, stores each prefix as f32.
fn cumprod(values: &[f32]) -> Vec<f32> {
    let mut acc = 1f64;
    values
        .iter()
        .map(|&v| {
            acc *= v as f64;
            acc as f32
        })
        .collect()
}

/// Algorithm 1 of "Common Diffusion Noise Schedules and Sample Steps are Flawed", in f32 as
/// diffusers runs it: shift √ᾱ so the last is 0, rescale so the first is unchanged.
fn rescale_zero_terminal_snr(betas: &[f32]) -> Vec<f32> {
    let alphas: Vec<f32> = betas.iter().map(|b| 1.0 - b).collect();
    let mut sqrt_bar: Vec<f32> = cumprod(&alphas).iter().map(|a| a.sqrt()).collect();
    let (first, last) = (sqrt_bar[0], sqrt_bar[sqrt_bar.len() - 1]);
    let scale = first / (first - last);
    for v in &mut sqrt_bar {
        *v = (*v - last) * scale;
    }
    let bar: Vec<f32> = sqrt_bar.iter().map(|v| v * v).collect();
    let mut out = Vec::with_capacity(bar.len());
    out.push(1.0 - bar[0]);
    out.extend(bar.windows(2).map(|w| 1.0 - w[1] / w[0]));
    out
}

/// `np.interp(x, arange(len(fp)), fp)`: linear in f64, clamped to the end values.
pub fn interp(x: f64, fp: &[f32]) -> f64 {
    let last = fp.len() - 1;
    if x.is_nan() || x <= 0.0 {
        return fp[0] as f64;
    }
    if x >= last as f64 {
        return fp[last] as f64;
    }
    let j = x.floor() as usize;
    if j as f64 == x {
        return fp[j] as f64;
    }
    let slope = fp[j + 1] as f64 - fp[j] as f64;
    slope * (x - j as f64) + fp[j] as f64
}

/// `np.linspace(start, stop, num)` (endpoint included; one point gives `[start]`).
pub fn np_linspace(start: f64, stop: f64, num: usize) -> Vec<f64> {
    if num == 1 {
        return vec![start];
    }
    let step = (stop - start) / (num - 1) as f64;
    let mut out: Vec<f64> = (0..num).map(|i| i as f64 * step + start).collect();
    if let Some(end) = out.last_mut() {
        *end = stop;
    }
    out
}

/// Karras et al. (2022) sigmas between the schedule's smallest and largest sigma, rho = 7.
pub fn karras_sigmas(sigma_min: f64, sigma_max: f64, num: usize) -> Vec<f64> {
    let rho = 7.0;
    let (min_inv, max_inv) = (sigma_min.powf(1.0 / rho), sigma_max.powf(1.0 / rho));
    np_linspace(0.0, 1.0, num)
        .into_iter()
        .map(|r| (max_inv + r * (min_inv - max_inv)).powf(rho))
        .collect()
}

/// diffusers' `_sigma_to_t`: the fractional training timestep whose log-sigma matches,
/// interpolating in log space. `log_sigmas` is ascending (index = timestep), f32 as in numpy.
pub fn sigma_to_t(sigma: f64, log_sigmas: &[f32]) -> f64 {
    let log_sigma = sigma.max(1e-10).ln();
    // Last index whose log-sigma is <= ours (0 if none), kept one short of the end.
    let low = log_sigmas
        .iter()
        .rposition(|&l| log_sigma - l as f64 >= 0.0)
        .unwrap_or(0)
        .min(log_sigmas.len() - 2);
    let (lo, hi) = (log_sigmas[low], log_sigmas[low + 1]);
    // The denominator is an f32 difference in numpy too.
    let w = ((lo as f64 - log_sigma) / (lo - hi) as f64).clamp(0.0, 1.0);
    (1.0 - w) * low as f64 + w * (low + 1) as f64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sd1_schedule_matches_known_values() {
        let ac = alphas_cumprod(&SchedulerConfig::sd1(), true).unwrap();
        let sigmas = sigma_table(&ac);
        // diffusers: sigmas[0] = 0.029167, sigmas[999] = 14.614647
        assert!((sigmas[0] - 0.029_167_533).abs() < 1e-7, "{}", sigmas[0]);
        assert!((sigmas[999] - 14.614_647).abs() < 1e-5, "{}", sigmas[999]);
    }

    #[test]
    fn zero_snr_ends_at_subnormal_floor_or_zero() {
        let config = SchedulerConfig {
            rescale_betas_zero_snr: true,
            ..SchedulerConfig::sd1()
        };
        assert_eq!(alphas_cumprod(&config, true).unwrap()[999], 2f32.powi(-24));
        assert_eq!(alphas_cumprod(&config, false).unwrap()[999], 0.0);
    }

    #[test]
    fn interp_clamps_and_hits_knots() {
        let fp = [1.0f32, 3.0, 7.0];
        assert_eq!(interp(-1.0, &fp), 1.0);
        assert_eq!(interp(1.0, &fp), 3.0);
        assert_eq!(interp(1.5, &fp), 5.0);
        assert_eq!(interp(5.0, &fp), 7.0);
    }

    #[test]
    fn unknown_beta_schedule_names_the_field() {
        let config = SchedulerConfig {
            beta_schedule: "cubic".into(),
            ..SchedulerConfig::sd1()
        };
        let err = alphas_cumprod(&config, true).unwrap_err().to_string();
        assert!(err.starts_with("beta_schedule:"), "{err}");
    }
}
