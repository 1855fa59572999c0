//! Inference timesteps for each spacing, reproducing numpy's arithmetic in diffusers'
//! `set_timesteps` (including round-half-to-even). The scheduler families differ slightly:
//! Euler keeps fractional f32 timesteps for "linspace", DDIM rounds them, and DPM-Solver
//! spaces `steps + 1` points and drops the last.
use super::config::TimestepSpacing;
use super::schedule::np_linspace;

/// Euler / Euler a: float32 timesteps, highest first.
pub fn euler(spacing: TimestepSpacing, steps: usize, train: usize, offset: usize) -> Vec<f64> {
    match spacing {
        // np.linspace(..., dtype=float32): computed in f64, stored as f32, not rounded.
        TimestepSpacing::Linspace => np_linspace(0.0, (train - 1) as f64, steps)
            .into_iter()
            .rev()
            .map(|t| t as f32 as f64)
            .collect(),
        _ => discrete(spacing, steps, train, offset),
    }
}

/// DDIM: integer timesteps, highest first.
pub fn ddim(spacing: TimestepSpacing, steps: usize, train: usize, offset: usize) -> Vec<f64> {
    match spacing {
        TimestepSpacing::Linspace => np_linspace(0.0, (train - 1) as f64, steps)
            .into_iter()
            .rev()
            .map(f64::round_ties_even)
            .collect(),
        _ => discrete(spacing, steps, train, offset),
    }
}

/// DPM-Solver: integer timesteps from `steps + 1` evenly spaced points minus the final one
/// ("leading" and "linspace"), so 20 leading steps start at 941, not 951.
pub fn dpm(spacing: TimestepSpacing, steps: usize, train: usize, offset: usize) -> Vec<f64> {
    match spacing {
        TimestepSpacing::Linspace => {
            let mut ts: Vec<f64> = np_linspace(0.0, (train - 1) as f64, steps + 1)
                .into_iter()
                .map(f64::round_ties_even)
                .collect();
            ts.remove(0);
            ts.reverse();
            ts
        }
        TimestepSpacing::Leading => {
            let ratio = train / (steps + 1);
            (1..=steps)
                .rev()
                .map(|i| (i * ratio + offset) as f64)
                .collect()
        }
        TimestepSpacing::Trailing => trailing(steps, train),
    }
}

/// Leading and trailing, shared by Euler and DDIM.
fn discrete(spacing: TimestepSpacing, steps: usize, train: usize, offset: usize) -> Vec<f64> {
    match spacing {
        TimestepSpacing::Trailing => trailing(steps, train),
        _ => {
            let ratio = train / steps;
            (0..steps)
                .rev()
                .map(|i| (i * ratio + offset) as f64)
                .collect()
        }
    }
}

/// `round(np.arange(train, 0, -train / steps)) - 1`. numpy fills the range as
/// `start + i * (a[1] - a[0])`; we do the same so .5 cases round identically. For some step
/// counts (61, 103, ...) float error makes numpy's range one element longer, ending in a
/// bogus timestep -1; we keep exactly `steps` values, which equal diffusers' first `steps`.
fn trailing(steps: usize, train: usize) -> Vec<f64> {
    let start = train as f64;
    let second = start + -(train as f64 / steps as f64);
    let delta = second - start;
    (0..steps)
        .map(|i| (start + i as f64 * delta).round_ties_even() - 1.0)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use TimestepSpacing::*;

    #[test]
    fn leading_sd1_20_steps() {
        let ts = euler(Leading, 20, 1000, 1);
        assert_eq!(ts[0], 951.0);
        assert_eq!(ts[19], 1.0);
        assert_eq!(dpm(Leading, 20, 1000, 1)[0], 941.0);
    }

    #[test]
    fn trailing_rounds_half_to_even() {
        // 1000 / 16 = 62.5: 937.5 -> 938, 812.5 -> 812.
        let ts = ddim(Trailing, 16, 1000, 0);
        assert_eq!(&ts[..4], &[999.0, 937.0, 874.0, 811.0]);
    }

    #[test]
    fn linspace_single_step_is_zero_for_euler() {
        assert_eq!(euler(Linspace, 1, 1000, 0), vec![0.0]);
        assert_eq!(dpm(Linspace, 1, 1000, 0), vec![999.0]);
    }
}
