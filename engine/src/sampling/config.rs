//! The model's `scheduler_config.json`, read the way diffusers' `Scheduler.from_config` reads it:
//! unknown fields are ignored and missing ones take the scheduler class's default.
use std::path::Path;

use serde::Deserialize;

use crate::{Error, Result};

/// What the UNet predicts (diffusers' `prediction_type`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PredictionType {
    Epsilon,
    VPrediction,
    Sample,
}

/// How inference timesteps are spread over the training range (Table 2 of
/// "Common Diffusion Noise Schedules and Sample Steps are Flawed").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TimestepSpacing {
    Leading,
    Trailing,
    Linspace,
}

/// diffusers' scheduler config fields that the samplers here use. Solver settings that pick
/// the algorithm (karras sigmas, solver order, ...) are not read: the sampler kind fixes them.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(default)]
pub struct SchedulerConfig {
    pub num_train_timesteps: usize,
    pub beta_start: f64,
    pub beta_end: f64,
    /// "linear", "scaled_linear" or "squaredcos_cap_v2".
    pub beta_schedule: String,
    pub trained_betas: Option<Vec<f64>>,
    pub prediction_type: PredictionType,
    /// `None` when the file does not say: each scheduler class then uses its own default
    /// (DDIM "leading", the others "linspace"), exactly as `from_config` does. Use
    /// [`SchedulerConfig::spacing_for`] to get the effective value.
    pub timestep_spacing: Option<TimestepSpacing>,
    pub steps_offset: usize,
    /// DDIM only: the "previous" alpha product after the last step (1, or alphas_cumprod[0]).
    pub set_alpha_to_one: bool,
    pub rescale_betas_zero_snr: bool,
    /// DDIM only: clamp the predicted x0 to ±clip_sample_range (diffusers' DDIM default: on).
    pub clip_sample: bool,
    pub clip_sample_range: f64,
    /// Dynamic thresholding (Imagen); only meaningful for pixel-space models, so unsupported.
    pub thresholding: bool,
    /// LCM only: the step count of the distillation's timestep grid.
    pub original_inference_steps: usize,
    /// LCM only: the timestep scale of its boundary-condition scalings.
    pub timestep_scaling: f64,
}

impl Default for SchedulerConfig {
    /// The scheduler classes' own defaults (identical across Euler, Euler a, DDIM and
    /// DPM-Solver for every field they share).
    fn default() -> Self {
        SchedulerConfig {
            num_train_timesteps: 1000,
            beta_start: 0.0001,
            beta_end: 0.02,
            beta_schedule: "linear".to_string(),
            trained_betas: None,
            prediction_type: PredictionType::Epsilon,
            timestep_spacing: None,
            steps_offset: 0,
            set_alpha_to_one: true,
            rescale_betas_zero_snr: false,
            clip_sample: true,
            clip_sample_range: 1.0,
            thresholding: false,
            original_inference_steps: 50,
            timestep_scaling: 10.0,
        }
    }
}

impl SchedulerConfig {
    /// SD 1.x as diffusers' single-file loader configures it (`SCHEDULER_DEFAULT_CONFIG`),
    /// with `clip_sample` off as the SD pipelines force it.
    pub fn sd1() -> Self {
        SchedulerConfig {
            beta_start: 0.00085,
            beta_end: 0.012,
            beta_schedule: "scaled_linear".to_string(),
            timestep_spacing: Some(TimestepSpacing::Leading),
            steps_offset: 1,
            set_alpha_to_one: false,
            clip_sample: false,
            ..Self::default()
        }
    }

    pub fn from_json_file(path: &Path) -> Result<Self> {
        crate::input::check(path)?;
        let text = std::fs::read_to_string(path).map_err(|e| Error::file(path, e.to_string()))?;
        Self::from_json_str(&text).map_err(|e| Error::file(path, e.to_string()))
    }

    /// Parses a scheduler config. A config saved by diffusers in memory may list keys in
    /// `_use_default_values`; `from_config` drops those so the target class's defaults
    /// apply, and so do we.
    pub fn from_json_str(text: &str) -> Result<Self, serde_json::Error> {
        serde_json::from_value(Self::without_defaulted(text)?)
    }

    /// The config's JSON without the keys listed in `_use_default_values`.
    fn without_defaulted(text: &str) -> Result<serde_json::Value, serde_json::Error> {
        let mut value: serde_json::Value = serde_json::from_str(text)?;
        if let Some(map) = value.as_object_mut() {
            let defaulted: Vec<String> = match map.remove("_use_default_values") {
                Some(serde_json::Value::Array(keys)) => keys
                    .iter()
                    .filter_map(|k| k.as_str().map(str::to_string))
                    .collect(),
                _ => Vec::new(),
            };
            for key in defaulted {
                map.remove(&key);
            }
        }
        Ok(value)
    }

    /// The spacing a scheduler class uses: the file's, else the class default.
    pub fn spacing_for(&self, class_default: TimestepSpacing) -> TimestepSpacing {
        self.timestep_spacing.unwrap_or(class_default)
    }
}

/// diffusers' `FlowMatchEulerDiscreteScheduler` config (SD 3 and 3.5's
/// `scheduler_config.json`), read as `from_config` reads it: missing fields take the
/// class's defaults. The options that change the schedule beyond `shift` are read so a
/// config that sets them is refused rather than silently run another way.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(default)]
pub struct FlowMatchConfig {
    pub num_train_timesteps: usize,
    /// How far the schedule leans toward high noise (SD 3.5: 3.0; `--shift` overrides it).
    pub shift: f64,
    pub use_dynamic_shifting: bool,
    pub invert_sigmas: bool,
    pub shift_terminal: Option<f64>,
    pub use_karras_sigmas: bool,
    pub use_exponential_sigmas: bool,
    pub use_beta_sigmas: bool,
    pub stochastic_sampling: bool,
}

impl Default for FlowMatchConfig {
    fn default() -> Self {
        FlowMatchConfig {
            num_train_timesteps: 1000,
            shift: 1.0,
            use_dynamic_shifting: false,
            invert_sigmas: false,
            shift_terminal: None,
            use_karras_sigmas: false,
            use_exponential_sigmas: false,
            use_beta_sigmas: false,
            stochastic_sampling: false,
        }
    }
}

impl FlowMatchConfig {
    /// SD 3 and 3.5's scheduler as they ship: 1000 training steps, shift 3.
    pub fn sd3() -> Self {
        FlowMatchConfig {
            shift: 3.0,
            ..Self::default()
        }
    }

    pub fn from_json_file(path: &Path) -> Result<Self> {
        crate::input::check(path)?;
        let text = std::fs::read_to_string(path).map_err(|e| Error::file(path, e.to_string()))?;
        let config: FlowMatchConfig = SchedulerConfig::without_defaulted(&text)
            .and_then(serde_json::from_value)
            .map_err(|e| Error::file(path, e.to_string()))?;
        config.check().map_err(|e| Error::file(path, e))?;
        Ok(config)
    }

    /// What this sampler cannot honour, as a message naming the field.
    pub fn check(&self) -> std::result::Result<(), String> {
        let unsupported = [
            (self.use_dynamic_shifting, "use_dynamic_shifting"),
            (self.invert_sigmas, "invert_sigmas"),
            (self.shift_terminal.is_some(), "shift_terminal"),
            (self.use_karras_sigmas, "use_karras_sigmas"),
            (self.use_exponential_sigmas, "use_exponential_sigmas"),
            (self.use_beta_sigmas, "use_beta_sigmas"),
            (self.stochastic_sampling, "stochastic_sampling"),
        ];
        if let Some((_, name)) = unsupported.iter().find(|(set, _)| *set) {
            return Err(format!(
                "{name} is set; Candela's flow-matching Euler supports only the shifted schedule (shift)"
            ));
        }
        if !(self.shift.is_finite() && self.shift > 0.0) {
            return Err(format!(
                "shift must be a positive number, got {}",
                self.shift
            ));
        }
        if self.num_train_timesteps < 2 {
            return Err(format!(
                "num_train_timesteps must be at least 2, got {}",
                self.num_train_timesteps
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_hub_file_and_ignores_unknown_fields() {
        let text = r#"{"_class_name": "DDIMScheduler", "beta_end": 0.012, "beta_schedule": "scaled_linear",
            "beta_start": 0.00085, "clip_sample": false, "prediction_type": "v_prediction",
            "set_alpha_to_one": false, "skip_prk_steps": true, "steps_offset": 1, "trained_betas": null}"#;
        let c = SchedulerConfig::from_json_str(text).unwrap();
        assert_eq!(c.prediction_type, PredictionType::VPrediction);
        assert_eq!(c.timestep_spacing, None);
        assert_eq!(
            c.spacing_for(TimestepSpacing::Linspace),
            TimestepSpacing::Linspace
        );
        assert_eq!(c.steps_offset, 1);
        assert!(!c.clip_sample && !c.set_alpha_to_one);
    }

    #[test]
    fn use_default_values_are_dropped() {
        let text = r#"{"timestep_spacing": "leading", "steps_offset": 1,
            "_use_default_values": ["timestep_spacing"]}"#;
        let c = SchedulerConfig::from_json_str(text).unwrap();
        assert_eq!(c.timestep_spacing, None);
        assert_eq!(c.steps_offset, 1);
    }

    #[test]
    fn bad_file_error_names_the_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("scheduler_config.json");
        std::fs::write(&path, r#"{"prediction_type": "velocity"}"#).unwrap();
        let err = SchedulerConfig::from_json_file(&path)
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("scheduler_config.json") && err.contains("velocity"),
            "{err}"
        );
    }
}
