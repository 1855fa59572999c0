//! The one table of what every number a job carries may be: each CLI flag and each field
//! of the worker protocol is checked against its [`Range`] here, and the message names the
//! flag or field and gives the range. The CLI parses its numeric flags through
//! [`Range::parse`] (so NaN, infinities, negatives and absurd values never reach the
//! engine), the worker checks a request line's numbers before it reads them
//! ([`check_job_json`]) and every job is checked again once it is typed (`job::check_numbers`),
//! whoever built it. Like `protocol/` it depends on std and serde_json only, so the app
//! can read the same limits.
//!
//! The upper limits are what the engine can allocate and run, not taste: 10 000 steps is
//! far past any sampler's use and still a small schedule; sizes stop at 16 384 pixels.
use serde_json::Value;
use std::fmt;

/// How a message names a number: by its CLI flag or by its protocol field.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Naming {
    Flags,
    Fields,
}

/// Where a number may lie.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Range {
    /// The CLI flag that carries it.
    pub flag: &'static str,
    /// The protocol field (`[]` marks an element of a list).
    pub field: &'static str,
    pub min: f64,
    pub max: f64,
    /// `min` itself is refused (a fraction above 0, a budget that is not nothing).
    pub above_min: bool,
    /// `max` itself is refused.
    pub below_max: bool,
    /// Whole numbers only.
    pub whole: bool,
    /// The value must be a multiple of this (0: any).
    pub multiple: u64,
    /// What the number counts, for the message ("steps", "pixels", "GiB"); may be empty.
    pub unit: &'static str,
}

/// A number outside its range: `name` is the flag or field, `message` says the range.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutOfRange {
    pub name: String,
    pub message: String,
}

impl fmt::Display for OutOfRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.name, self.message)
    }
}

impl std::error::Error for OutOfRange {}

const fn whole(flag: &'static str, field: &'static str, min: f64, max: f64) -> Range {
    Range {
        flag,
        field,
        min,
        max,
        above_min: false,
        below_max: false,
        whole: true,
        multiple: 0,
        unit: "",
    }
}

const fn number(flag: &'static str, field: &'static str, min: f64, max: f64) -> Range {
    Range {
        whole: false,
        ..whole(flag, field, min, max)
    }
}

/// The largest image side: 16 384 pixels (a 2048 x 2048 latent).
pub const MAX_SIDE: usize = 16384;
/// The most steps a job may ask for.
pub const MAX_STEPS: usize = 10_000;

pub const WIDTH: Range = Range {
    multiple: 8,
    unit: "pixels",
    ..whole("--width", "width", 8.0, MAX_SIDE as f64)
};
pub const HEIGHT: Range = Range {
    flag: "--height",
    field: "height",
    ..WIDTH
};
pub const STEPS: Range = Range {
    unit: "steps",
    ..whole("--steps", "steps", 1.0, MAX_STEPS as f64)
};
/// Classifier-free guidance scale (above 1 guides; 0 and 1 run without guidance).
pub const CFG: Range = number("--cfg", "cfg", 0.0, 100.0);
/// Any 64-bit seed (torch's generators take all of them).
pub const SEED: Range = whole("--seed", "seed", 0.0, u64::MAX as f64);
pub const PREVIEW_EVERY: Range = Range {
    unit: "steps",
    ..whole("", "preview_every", 0.0, MAX_STEPS as f64)
};
pub const CFG_RESCALE: Range = number("--cfg-rescale", "cfg_rescale", 0.0, 1.0);
/// A1111's clip skip (the text encoder may allow fewer: checked when it is known).
pub const CLIP_SKIP: Range = whole("--clip-skip", "clip_skip", 1.0, 12.0);
pub const STRENGTH: Range = number("--strength", "strength", 0.0, 1.0);
pub const MASK_BLUR: Range = Range {
    unit: "pixels",
    ..number("--mask-blur", "mask_blur", 0.0, 256.0)
};
/// SD 3's skip-layer guidance: its scale (diffusers' default 2.8) and its window.
pub const SKIP_LAYER_SCALE: Range =
    number("--skip-layer-scale", "skip_layer_guidance.scale", 0.0, 10.0);
pub const SKIP_LAYER_START: Range =
    number("--skip-layer-start", "skip_layer_guidance.start", 0.0, 1.0);
pub const SKIP_LAYER_STOP: Range =
    number("--skip-layer-stop", "skip_layer_guidance.stop", 0.0, 1.0);
pub const CONTROL_SCALE: Range = number("--control scale", "controls[].scale", 0.0, 10.0);
pub const CONTROL_START: Range = number("--control start", "controls[].start", 0.0, 1.0);
pub const CONTROL_END: Range = number("--control end", "controls[].end", 0.0, 1.0);
/// cv2.Canny's thresholds on the gradient magnitude (at most 2040 for 8-bit images).
pub const CANNY_LOW: Range = number("--canny-low", "controls[].preprocess.low", 0.0, 65535.0);
pub const CANNY_HIGH: Range = number("--canny-high", "controls[].preprocess.high", 0.0, 65535.0);
pub const REFINER_SWITCH: Range = Range {
    above_min: true,
    below_max: true,
    ..number("--refiner-switch", "refiner.switch", 0.0, 1.0)
};
pub const AESTHETIC_SCORE: Range = number(
    "--refiner-aesthetic-score",
    "refiner.aesthetic_score",
    0.0,
    10.0,
);
pub const NEGATIVE_AESTHETIC_SCORE: Range = number(
    "--refiner-negative-aesthetic-score",
    "refiner.negative_aesthetic_score",
    0.0,
    10.0,
);
/// A LoRA's multiplier (negative ones are used on purpose, to steer away).
pub const LORA_STRENGTH: Range = number("--lora strength", "loras[].strength", -10.0, 10.0);
/// The budget in bytes (0: none); 16 TiB is past any card.
pub const VRAM_BUDGET_BYTES: Range = Range {
    unit: "bytes",
    ..whole(
        "--vram-budget",
        "plan.vram_budget_bytes",
        0.0,
        (1u64 << 44) as f64,
    )
};
/// `--vram-budget` in GiB.
pub const VRAM_BUDGET_GIB: Range = Range {
    above_min: true,
    unit: "GiB",
    ..number("--vram-budget", "plan.vram_budget_bytes", 0.0, 16384.0)
};
pub const SIMULATE_VRAM_GIB: Range = Range {
    above_min: true,
    unit: "GiB",
    ..number("--simulate-vram", "", 0.0, 16384.0)
};
/// Query rows per attention slice (0: no slicing in the protocol).
pub const ATTENTION_SLICE: Range = whole(
    "--attention-slice",
    "plan.attention_slice",
    0.0,
    (1u64 << 20) as f64,
);
/// VAE tile size (0: no tiling in the protocol).
pub const VAE_TILE: Range = Range {
    multiple: 8,
    unit: "pixels",
    ..whole("--vae-tile", "plan.vae_tile", 0.0, MAX_SIDE as f64)
};
/// `--stream-slots`: the sequential offload's arena, in largest streamed groups.
pub const STREAM_SLOTS: Range = Range {
    unit: "groups",
    ..whole("--stream-slots", "", 2.0, 16.0)
};

pub const VAE_TILE_OVERLAP: Range = Range {
    unit: "pixels",
    ..whole("--vae-tile-overlap", "", 0.0, 1024.0)
};
/// `bench --jobs`.
pub const JOBS: Range = whole("--jobs", "", 1.0, 10_000.0);
/// `bench-ops --iters`.
pub const ITERS: Range = whole("--iters", "", 1.0, 100_000.0);

fn show(v: f64) -> String {
    if v.is_finite() && v.fract() == 0.0 && v.abs() < 1e16 {
        format!("{}", v as i64)
    } else {
        format!("{v}")
    }
}

impl Range {
    /// The range in words: "1 to 10000 steps", "a number from 0 to 1".
    pub fn describe(&self) -> String {
        let unit = if self.unit.is_empty() {
            String::new()
        } else {
            format!(" {}", self.unit)
        };
        let hi = if self.max >= u64::MAX as f64 {
            u64::MAX.to_string()
        } else {
            show(self.max)
        };
        let lo = show(self.min);
        let span = match (self.above_min, self.below_max) {
            (false, false) => format!("from {lo} to {hi}{unit}"),
            (true, false) => format!("above {lo} and at most {hi}{unit}"),
            (false, true) => format!("from {lo} and below {hi}{unit}"),
            (true, true) => format!("above {lo} and below {hi}{unit}"),
        };
        match (self.whole, self.multiple) {
            (true, m) if m > 1 => format!("a multiple of {m} {span}"),
            (true, _) => format!("a whole number {span}"),
            (false, _) => format!("a number {span}"),
        }
    }

    /// The flag or field as `naming` says, `index` the element of a list (0-based).
    pub fn name(&self, naming: Naming, index: Option<usize>) -> String {
        match (naming, index) {
            (Naming::Flags, None) => self.flag.to_string(),
            (Naming::Flags, Some(i)) => format!("{} (#{})", self.flag, i + 1),
            (Naming::Fields, None) => self.field.to_string(),
            (Naming::Fields, Some(i)) => self.field.replacen("[]", &format!("[{i}]"), 1),
        }
    }

    fn err(&self, naming: Naming, index: Option<usize>, got: &str) -> OutOfRange {
        OutOfRange {
            name: self.name(naming, index),
            message: format!("expected {}, got {got}", self.describe()),
        }
    }

    fn inside(&self, v: f64) -> bool {
        let lo = if self.above_min {
            v > self.min
        } else {
            v >= self.min
        };
        let hi = if self.below_max {
            v < self.max
        } else {
            v <= self.max
        };
        v.is_finite() && lo && hi && (!self.whole || v.fract() == 0.0)
    }

    /// `v` if it lies in the range (never NaN or infinite).
    pub fn check(&self, v: f64, naming: Naming, index: Option<usize>) -> Result<f64, OutOfRange> {
        if self.inside(v) {
            Ok(v)
        } else {
            Err(self.err(naming, index, &show(v)))
        }
    }

    /// A whole number `v` if it lies in the range (and is a multiple as asked).
    pub fn check_whole(
        &self,
        v: u64,
        naming: Naming,
        index: Option<usize>,
    ) -> Result<u64, OutOfRange> {
        let fits = (v as f64) >= self.min
            && (v as f64) <= self.max
            && !(self.above_min && v as f64 == self.min)
            && (self.multiple <= 1 || v.is_multiple_of(self.multiple));
        if fits {
            Ok(v)
        } else {
            Err(self.err(naming, index, &v.to_string()))
        }
    }

    /// A CLI value read as this range's number (`T` is the flag's type): "NaN", "inf",
    /// "-1" and "1e12" are read, then refused with the range, instead of failing to parse
    /// or reaching the engine.
    pub fn parse<T: FromRange>(&self, s: &str) -> Result<T, OutOfRange> {
        T::from_range(self, s.trim())
    }

    /// A clap value parser for this range's flag.
    pub fn parser<T: FromRange + 'static>(
        self,
    ) -> impl Fn(&str) -> Result<T, String> + Clone + Send + Sync + 'static {
        // clap names the flag itself.
        move |s| self.parse(s).map_err(|e| e.message)
    }

    /// A JSON value, when it is a number: whole numbers exactly, others as f64. Anything
    /// else is left for the typed reading to refuse.
    pub fn check_json(
        &self,
        v: &Value,
        naming: Naming,
        index: Option<usize>,
    ) -> Result<(), OutOfRange> {
        let Value::Number(n) = v else {
            return Ok(());
        };
        if let Some(u) = n.as_u64() {
            return if self.whole {
                self.check_whole(u, naming, index).map(|_| ())
            } else {
                self.check(u as f64, naming, index).map(|_| ())
            };
        }
        if self.whole {
            // A negative number, a fraction, or one written as a float (4.0, 1e3).
            return Err(self.err(naming, index, &n.to_string()));
        }
        self.check(n.as_f64().unwrap_or(f64::NAN), naming, index)
            .map(|_| ())
    }
}

/// A flag's type read through its range.
pub trait FromRange: Sized {
    fn from_range(range: &Range, s: &str) -> Result<Self, OutOfRange>;
}

fn read_f64(range: &Range, s: &str) -> Result<f64, OutOfRange> {
    match s.parse::<f64>() {
        Ok(v) => range.check(v, Naming::Flags, None),
        Err(_) => Err(range.err(Naming::Flags, None, &format!("'{s}'"))),
    }
}

fn read_u64(range: &Range, s: &str) -> Result<u64, OutOfRange> {
    match s.parse::<u64>() {
        Ok(v) => range.check_whole(v, Naming::Flags, None),
        // Not a u64: a negative number, a fraction, NaN or words; refused with the range.
        Err(_) => {
            let shown = match s.parse::<f64>() {
                Ok(v) => show(v),
                Err(_) => format!("'{s}'"),
            };
            Err(range.err(Naming::Flags, None, &shown))
        }
    }
}

impl FromRange for f64 {
    fn from_range(range: &Range, s: &str) -> Result<Self, OutOfRange> {
        read_f64(range, s)
    }
}

impl FromRange for f32 {
    fn from_range(range: &Range, s: &str) -> Result<Self, OutOfRange> {
        read_f64(range, s).map(|v| v as f32)
    }
}

impl FromRange for u64 {
    fn from_range(range: &Range, s: &str) -> Result<Self, OutOfRange> {
        read_u64(range, s)
    }
}

impl FromRange for usize {
    fn from_range(range: &Range, s: &str) -> Result<Self, OutOfRange> {
        read_u64(range, s).and_then(|v| {
            usize::try_from(v).map_err(|_| range.err(Naming::Flags, None, &v.to_string()))
        })
    }
}

/// The numbers of a job as a request line carries them, before they are read into their
/// types: a negative step count or a fractional seed is refused with its field's range
/// (the typed reading would only say "expected usize").
pub fn check_job_json(job: &Value) -> Result<(), OutOfRange> {
    let n = Naming::Fields;
    let at = |v: &Value, key: &str| v.get(key).cloned().unwrap_or(Value::Null);
    for r in [
        &WIDTH,
        &HEIGHT,
        &STEPS,
        &CFG,
        &SEED,
        &PREVIEW_EVERY,
        &CFG_RESCALE,
        &CLIP_SKIP,
        &STRENGTH,
        &MASK_BLUR,
    ] {
        r.check_json(&at(job, r.field), n, None)?;
    }
    let list = |key: &str| {
        job.get(key)
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default()
    };
    for (i, c) in list("controls").iter().enumerate() {
        CONTROL_SCALE.check_json(&at(c, "scale"), n, Some(i))?;
        CONTROL_START.check_json(&at(c, "start"), n, Some(i))?;
        CONTROL_END.check_json(&at(c, "end"), n, Some(i))?;
        let pre = at(c, "preprocess");
        CANNY_LOW.check_json(&at(&pre, "low"), n, Some(i))?;
        CANNY_HIGH.check_json(&at(&pre, "high"), n, Some(i))?;
    }
    for (i, l) in list("loras").iter().enumerate() {
        LORA_STRENGTH.check_json(&at(l, "strength"), n, Some(i))?;
    }
    let refiner = at(job, "refiner");
    REFINER_SWITCH.check_json(&at(&refiner, "switch"), n, None)?;
    AESTHETIC_SCORE.check_json(&at(&refiner, "aesthetic_score"), n, None)?;
    NEGATIVE_AESTHETIC_SCORE.check_json(&at(&refiner, "negative_aesthetic_score"), n, None)?;
    let plan = at(job, "plan");
    VRAM_BUDGET_BYTES.check_json(&at(&plan, "vram_budget_bytes"), n, None)?;
    ATTENTION_SLICE.check_json(&at(&plan, "attention_slice"), n, None)?;
    VAE_TILE.check_json(&at(&plan, "vae_tile"), n, None)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_class_of_absurd_number_is_refused_with_the_range() {
        let flags = Naming::Flags;
        for bad in [
            "NaN", "inf", "-inf", "-1", "0", "1.5", "1e9", "10001", "many",
        ] {
            let e = STEPS.parse::<usize>(bad).unwrap_err();
            assert_eq!(e.name, "--steps");
            assert!(
                e.message
                    .starts_with("expected a whole number from 1 to 10000 steps, got"),
                "{bad}: {}",
                e.message
            );
        }
        assert_eq!(STEPS.parse::<usize>("10000").unwrap(), 10000);
        assert_eq!(SEED.parse::<u64>("18446744073709551615").unwrap(), u64::MAX);
        assert!(SEED.describe().ends_with("to 18446744073709551615"));
        assert!(WIDTH.parse::<usize>("100").is_err());
        assert_eq!(WIDTH.parse::<usize>("16384").unwrap(), 16384);
        assert!(REFINER_SWITCH.check(0.0, flags, None).is_err());
        assert!(REFINER_SWITCH.check(1.0, flags, None).is_err());
        assert_eq!(REFINER_SWITCH.describe(), "a number above 0 and below 1");
        assert!(CFG.parse::<f64>("NaN").is_err() && CFG.parse::<f64>("-0.5").is_err());
        let e = CONTROL_SCALE
            .check(f64::INFINITY, Naming::Fields, Some(2))
            .unwrap_err();
        assert_eq!(e.name, "controls[2].scale");
        let e = LORA_STRENGTH.check(11.0, flags, Some(0)).unwrap_err();
        assert_eq!(e.name, "--lora strength (#1)");
    }

    #[test]
    fn json_numbers_are_checked_before_they_are_typed() {
        let job = |v: Value| check_job_json(&v).map_err(|e| e.to_string());
        assert!(job(serde_json::json!({"steps": 4, "width": 64})).is_ok());
        for (v, want) in [
            (serde_json::json!({"steps": -1}), "steps: expected a whole"),
            (serde_json::json!({"steps": 4.0}), "steps: expected a whole"),
            (serde_json::json!({"seed": 0.5}), "seed: expected"),
            (
                serde_json::json!({"cfg": 1e300}),
                "cfg: expected a number from 0 to 100",
            ),
            (
                serde_json::json!({"controls": [{}, {"end": 2}]}),
                "controls[1].end: expected",
            ),
            (
                serde_json::json!({"plan": {"vae_tile": 12}}),
                "plan.vae_tile: expected a multiple of 8",
            ),
        ] {
            let e = job(v.clone()).unwrap_err();
            assert!(e.starts_with(want), "{v}: {e}");
        }
        // Not numbers: left to the typed reading.
        assert!(job(serde_json::json!({"steps": "4", "loras": 3})).is_ok());
    }
}
