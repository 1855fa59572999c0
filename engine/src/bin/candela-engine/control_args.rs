//! ControlNet flags (`--control` and its preprocessing), parsed into the protocol's
//! [`ControlSpec`]s.
use candela_engine::protocol::{ControlSpec, Preprocess, Resize};
use candela_engine::{ranges, Error, Result};
use clap::Args;
use std::path::PathBuf;

/// ControlNet inputs.
#[derive(Args)]
pub struct ControlArgs {
    /// A ControlNet and its control image: MODEL:IMAGE[:scale[:start:end]] (scale 1,
    /// start 0, end 1 by default; start/end are fractions of the steps). MODEL is a
    /// diffusers folder, a .safetensors file, or `random` (full-size random weights that
    /// fit the base model, for benchmarks). Repeat for several ControlNets.
    #[arg(long = "control", value_name = "MODEL:IMAGE[:scale[:start:end]]")]
    pub units: Vec<String>,
    /// canny, invert or none: how each image becomes its control map. Once for every
    /// --control, or once per --control in order.
    #[arg(long = "control-preprocess")]
    pub preprocess: Vec<String>,
    /// Canny's lower hysteresis threshold (gradient magnitude, as cv2.Canny).
    #[arg(long, default_value_t = 100.0, allow_negative_numbers = true, value_parser = ranges::CANNY_LOW.parser::<f32>())]
    pub canny_low: f32,
    /// Canny's upper hysteresis threshold.
    #[arg(long, default_value_t = 200.0, allow_negative_numbers = true, value_parser = ranges::CANNY_HIGH.parser::<f32>())]
    pub canny_high: f32,
    /// How an image of another size meets the job's: crop, fit or stretch.
    #[arg(long, default_value = "crop")]
    pub control_resize: String,
}

impl ControlArgs {
    /// Each `--control` as the protocol's unit (with its preprocessor and resize).
    pub fn specs(&self) -> Result<Vec<ControlSpec>> {
        let resize: Resize = self
            .control_resize
            .parse()
            .map_err(|e: String| Error::field("--control-resize", e))?;
        let pre = preprocessors(self, self.units.len())?;
        self.units
            .iter()
            .zip(pre)
            .map(|(spec, preprocess)| {
                let (model, image, scale, start, end) = parse_control(spec)?;
                Ok(ControlSpec {
                    model,
                    image: image.display().to_string(),
                    preprocess,
                    resize,
                    scale,
                    start,
                    end,
                    enabled: true,
                })
            })
            .collect()
    }
}

/// `MODEL:IMAGE[:scale[:start:end]]` as (model, image, scale, start, end). Numbers are
/// read from the right, so paths may hold ':' (a Windows drive letter included).
fn parse_control(spec: &str) -> Result<(String, PathBuf, f64, f64, f64)> {
    let bad = |why: &str| {
        Error::field(
            "--control",
            format!("'{spec}': {why}; expected MODEL:IMAGE[:scale[:start:end]]"),
        )
    };
    let mut parts: Vec<&str> = spec.split(':').collect();
    let numbers = |parts: &[&str], n: usize| -> Option<Vec<f64>> {
        if parts.len() < n + 2 {
            return None;
        }
        parts[parts.len() - n..]
            .iter()
            .map(|p| p.parse::<f64>().ok())
            .collect()
    };
    let (scale, start, end) = if let Some(v) = numbers(&parts, 3) {
        parts.truncate(parts.len() - 3);
        (v[0], v[1], v[2])
    } else if let Some(v) = numbers(&parts, 1) {
        parts.truncate(parts.len() - 1);
        (v[0], 0.0, 1.0)
    } else {
        (1.0, 0.0, 1.0)
    };
    // Rejoin a drive letter ("C" + "\\path") with what follows it.
    let mut joined: Vec<String> = Vec::new();
    for p in parts {
        match joined.last_mut() {
            Some(last) if last.len() == 1 && (p.starts_with('\\') || p.starts_with('/')) => {
                last.push(':');
                last.push_str(p);
            }
            _ => joined.push(p.to_string()),
        }
    }
    if joined.len() < 2 || joined.iter().any(|p| p.is_empty()) {
        return Err(bad("needs a model and an image"));
    }
    let model = joined.remove(0);
    Ok((model, PathBuf::from(joined.join(":")), scale, start, end))
}

/// The `--control-preprocess` of each of `n` units.
fn preprocessors(a: &ControlArgs, n: usize) -> Result<Vec<Preprocess>> {
    let one = |s: &str| match s {
        "none" => Ok(Preprocess::None),
        "invert" => Ok(Preprocess::Invert),
        "canny" => {
            let (low, high) = (a.canny_low, a.canny_high);
            if !(low.is_finite() && high.is_finite() && low >= 0.0 && low <= high) {
                return Err(Error::field(
                    "--canny-low",
                    format!("expected 0 <= --canny-low <= --canny-high, got {low} and {high}"),
                ));
            }
            Ok(Preprocess::Canny { low, high })
        }
        o => Err(Error::field(
            "--control-preprocess",
            format!("unknown preprocessor '{o}'; expected canny, invert or none"),
        )),
    };
    let all = a
        .preprocess
        .iter()
        .map(|s| one(s))
        .collect::<Result<Vec<_>>>()?;
    match all.len() {
        0 => Ok(vec![Preprocess::None; n]),
        1 => Ok(vec![all[0]; n]),
        k if k == n => Ok(all),
        k => Err(Error::field(
            "--control-preprocess",
            format!("given {k} times for {n} --control; give it once, or once per --control"),
        )),
    }
}
