//! Memory levers that declare themselves, so that adding one is its file here, its line in
//! [`LEVERS`], and the line of the placement that obeys it. A [`Lever`] is plain data (the
//! CLI flag, its values, the app's control, where its rung sits on the budget ladder) and
//! two functions: what it does to the planner's prediction and to the predicted time. The
//! rest reads the registry:
//! - the plan keeps each lever's value ([`Levers`], a field of [`Plan`]), prints it in
//!   `plan`'s JSON and flags, and the ladder lowers it after the rung it names
//!   ([`super::ladder::Rung`]);
//! - the CLI adds one flag per lever (`bin/candela-engine/lever_args.rs`), the protocol
//!   carries the values under the job's `levers` (keyed by [`Lever::key`]; absent while
//!   every lever is `auto`), and `job::start_plan` reads them into the plan;
//! - the nets are built again when the plan's levers change (`pipeline/run.rs`), and
//!   `Nets` keeps the values it was built with for the placement to read;
//! - the app keeps the values in its settings under the same key and shows one row per
//!   lever in the VRAM panel.
//!
//! The levers before this (offload, slicing, tiling, the tile store, the weights' dtypes,
//! the nets' devices, the arena's slots) keep their own fields: their flags, JSON fields
//! and saved settings are a contract, and their effects run through the whole prediction.
//! A declared lever's effect is a change to the phases' terms that the calibration already
//! fits (weights that leave the device, activations that shrink), so its prediction holds
//! to the same standard as theirs (`recorded_tests`).
pub mod text_encoder_offload;

use super::plan::{Backend, JobShape, Plan};
use super::predict::Term;
use super::time::TimeEstimate;
use super::weights::WeightSizes;
use crate::attach::Model;
use crate::{Error, Result};
use std::collections::BTreeMap;

/// Every declared lever, in the order `plan` prints them: a new lever is its file in
/// `planner/levers/` and its line here.
pub const LEVERS: &[Lever] = &[text_encoder_offload::LEVER];

/// The most levers [`Levers`] has room for.
const MAX_LEVERS: usize = 8;
const _: () = assert!(LEVERS.len() <= MAX_LEVERS);

/// Everything the CLI, the protocol, the app and the planner need to know of a lever.
pub struct Lever {
    /// Its key in the protocol's `levers`, in `plan`'s JSON and in the app's settings
    /// (`text_encoder_offload`); also the CLI argument's id.
    pub key: &'static str,
    /// The CLI flag without its dashes (`text-encoder-offload`).
    pub flag: &'static str,
    /// The flag's help text.
    pub help: &'static str,
    /// Its values as the flag, the protocol and `plan` write them, each with the app's
    /// hover text. The first is `auto` (the default): as the one after it, unless the
    /// budget ladder lowers it.
    pub choices: &'static [(&'static str, &'static str)],
    /// The app's label for its row ("Text encoders").
    pub label: &'static str,
    /// Where the ladder lowers an `auto` lever: after the named rung, to the named value
    /// (none: only the user sets it).
    pub rung: Option<(super::ladder::Rung, &'static str)>,
    /// Whether lowering it can change anything in `plan` (the ladder passes over it
    /// where not).
    pub matters: fn(plan: &Plan) -> bool,
    /// Whether its lowered value changes the picture (the ladder's fallback after an
    /// out-of-memory error keeps the numbers, and leaves such rungs out).
    pub changes_numbers: bool,
    /// What it does to each phase's terms (text encoding, denoising, VAE) when set to
    /// the value given.
    pub predict: fn(value: &str, at: &Context, phases: &mut [Vec<Term>; 3]),
    /// What it does to the predicted time.
    pub time: fn(value: &str, at: &Context, time: &mut TimeEstimate),
}

/// What a lever's prediction sees: the job and its plan as the planner does.
pub struct Context<'a> {
    pub model: &'a Model,
    pub job: &'a JobShape,
    pub plan: &'a Plan,
    pub backend: Backend,
    pub weights: &'a WeightSizes,
}

impl Lever {
    /// Its position in [`LEVERS`].
    fn index(&self) -> usize {
        LEVERS
            .iter()
            .position(|l| l.key == self.key)
            .expect("a declared lever")
    }

    fn choice(&self, value: &str) -> Option<u8> {
        self.choices
            .iter()
            .position(|(v, _)| *v == value)
            .map(|i| i as u8)
    }

    /// `plan` one step down on this lever's rung (the lever at `index` of [`LEVERS`]), or
    /// none where it is not `auto`.
    pub(super) fn lower(&self, index: usize, plan: &Plan, fp8: bool) -> Option<Plan> {
        let (_, to) = self.rung?;
        if plan.levers.0[index] != 0 || (self.changes_numbers && !fp8) || !(self.matters)(plan) {
            return None;
        }
        let mut p = *plan;
        p.levers.0[index] = self
            .choice(to)
            .expect("a lever's rung names one of its values");
        Some(p)
    }

    /// The values as `--help` lists them.
    pub fn value_names(&self) -> Vec<&'static str> {
        self.choices.iter().map(|(v, _)| *v).collect()
    }
}

/// Each declared lever's value in a plan (an index into its choices; 0 is `auto`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Levers([u8; MAX_LEVERS]);

impl Levers {
    /// `lever`'s value.
    pub fn value(&self, lever: &Lever) -> &'static str {
        lever.choices[self.0[lever.index()] as usize].0
    }

    /// The values set in `given` (by [`Lever::key`]; a lever not named stays `auto`): an
    /// unknown key or value is an error naming it and what was expected.
    pub fn from_map(given: &BTreeMap<String, String>) -> Result<Levers> {
        let mut levers = Levers::default();
        for (key, value) in given {
            let Some(i) = LEVERS.iter().position(|l| l.key == key) else {
                let known: Vec<_> = LEVERS.iter().map(|l| l.key).collect();
                return Err(Error::field(
                    format!("levers.{key}"),
                    format!("is not a memory lever (known: {})", known.join(", ")),
                ));
            };
            let lever = &LEVERS[i];
            levers.0[i] = lever.choice(value).ok_or_else(|| {
                Error::field(
                    format!("--{}", lever.flag),
                    format!("'{value}' is not one of {}", lever.value_names().join(", ")),
                )
            })?;
        }
        Ok(levers)
    }

    /// The levers that are not `auto`, as the protocol carries them.
    pub fn to_map(&self) -> BTreeMap<String, String> {
        self.set()
            .map(|(l, v)| (l.key.to_string(), v.to_string()))
            .collect()
    }

    /// Each lever not `auto` with its value.
    fn set(&self) -> impl Iterator<Item = (&'static Lever, &'static str)> + '_ {
        LEVERS
            .iter()
            .zip(self.0)
            .filter(|(_, i)| *i != 0)
            .map(|(l, i)| (l, l.choices[i as usize].0))
    }

    /// The flags that select them (` --text-encoder-offload on`; empty while all are
    /// `auto`).
    pub fn flags(&self) -> String {
        self.set()
            .map(|(l, v)| format!(" --{} {v}", l.flag))
            .collect()
    }

    /// Every lever's value by its key, as `plan` prints the plan.
    pub fn to_json(&self) -> serde_json::Map<String, serde_json::Value> {
        LEVERS
            .iter()
            .map(|l| (l.key.to_string(), self.value(l).into()))
            .collect()
    }
}

/// Every lever's effect on the phases' terms ([`super::predict`]).
pub(super) fn predict(at: &Context, phases: &mut [Vec<Term>; 3]) {
    for lever in LEVERS {
        (lever.predict)(at.plan.levers.value(lever), at, phases);
    }
}

/// Every lever's effect on the predicted time ([`super::time`]).
pub(super) fn time(at: &Context, time: &mut TimeEstimate) {
    for lever in LEVERS {
        (lever.time)(at.plan.levers.value(lever), at, time);
    }
}

#[cfg(test)]
mod tests;
